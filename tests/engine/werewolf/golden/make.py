"""Writes the golden games: records made by the engine as it was before the platform move.

Run once (``python -m tests.engine.werewolf.golden.make``); the test replays each record and compares
every report with the one stored here. Regenerate only on a deliberate change of what reports
say, and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.werewolf import Game, make_setup, parse_action, record_of
from engine.werewolf.simulate import RandomPolicy, play_phase

HERE = Path(__file__).parent

NAMES = [f"Player{i:02d}" for i in range(40)]


def _play(name: str, game: Game, policy_seed: str, extra: dict[int, list[str]]) -> None:
    policy = RandomPolicy(seed=policy_seed)
    reports = []
    phase = 0
    while not game.is_over and phase < 40:
        for text in extra.get(phase, []):
            report = game.push(parse_action(text))
            if report is not None:
                reports.append(report)
        if game.is_over:
            break
        reports.append(play_phase(game, policy))
        phase += 1
    data = {
        "record": json.loads(record_of(game).to_json()),
        "reports": [json.loads(report.model_dump_json()) for report in reports],
    }
    (HERE / f"{name}.json").write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def main() -> None:
    _play("cisra-8", Game(make_setup(players=NAMES[:8], seed=11)), "p8", {})
    _play(
        "cisra-30-tools",
        Game(make_setup(players=NAMES[:30], seed=12, wolves=7, reveal="role")),
        "p30",
        {2: ["kick @3"], 4: ["rename @5 Newcomer"], 6: ["undo"]},
    )
    _play(
        "classic-6",
        Game(make_setup(players=NAMES[:6], seed=13, preset="classic")),
        "p6",
        {},
    )


if __name__ == "__main__":
    main()
