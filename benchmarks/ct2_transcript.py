"""A hash of each ``ct2_speed.py`` game's transcript: every arrival's text and verdict (the
refusal's text) and every action's reports, so a change meant to leave the answers alone can
be checked to (issue 26: the six seeds at six and seven players, before and after).

Run from the checkout to hash (``PYTHONPATH`` at another checkout hashes that one's engine):
    .venv/bin/python -m benchmarks.ct2_transcript --sizes 6,7 --seeds 2026,7,11,3,5,10
"""

from __future__ import annotations

import argparse
import hashlib
import time
from typing import Any

from benchmarks.ct2_speed import play
from engine.clocktower import ClocktowerGame
from engine.core.errors import EngineError


def record(lines: list[str]) -> None:
    """Note every arrival and action of every game in ``lines``."""
    parse, push = ClocktowerGame.parse_action, ClocktowerGame.push

    def parse_action(self: ClocktowerGame, text: str, actor: Any) -> Any:
        try:
            action = parse(self, text, actor)
        except EngineError as refused:
            lines.append(f"{actor!r} {text!r} refused {type(refused).__name__}: {refused}")
            raise
        lines.append(f"{actor!r} {text!r} accepted")
        return action

    def pushed(self: ClocktowerGame, action: Any) -> Any:
        reports = push(self, action)
        lines.append(f"reports {reports!r}")
        return reports

    ClocktowerGame.parse_action = parse_action  # type: ignore[method-assign]
    ClocktowerGame.push = pushed  # type: ignore[method-assign]


def main() -> None:
    """Play each game and print its hash, with its CPU time."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="6,7")
    parser.add_argument("--seeds", default="2026,7,11,3,5,10")
    parser.add_argument("--nights", type=int, default=6)
    parser.add_argument("--script", default="uncertainty_principle")
    args = parser.parse_args()
    lines: list[str] = []
    record(lines)
    for n in (int(s) for s in args.sizes.split(",")):
        for seed in (int(s) for s in args.seeds.split(",")):
            lines.clear()
            start = time.process_time()
            play(args.script, n, args.nights, seed)
            digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
            cpu = time.process_time() - start
            print(f"{n} players, seed {seed}: {digest} ({len(lines)} lines, {cpu:.1f} s CPU)")


if __name__ == "__main__":
    main()
