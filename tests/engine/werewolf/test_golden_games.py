"""Golden games: records made before the platform move replay to the very same reports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.werewolf import GameRecord, replay

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_a_golden_record_replays_to_its_stored_reports(path: Path) -> None:
    """Every report of the replay equals, field by field, the one stored with the record."""
    stored = json.loads(path.read_text())
    record = GameRecord.model_validate(stored["record"])
    _game, reports = replay(record)
    assert [json.loads(report.model_dump_json()) for report in reports] == stored["reports"]


def test_the_golden_games_cover_both_presets_and_the_storyteller_tools() -> None:
    """The fixtures hold a classic game and a cisra game with a kick, a rename and an undo."""
    actions = [json.loads(path.read_text())["record"]["actions"] for path in GOLDEN]
    presets = {json.loads(path.read_text())["record"]["setup"]["preset"] for path in GOLDEN}
    assert presets == {"cisra", "classic"}
    every = [action.split()[0] for game in actions for action in game]
    assert {"kick", "rename", "undo"} <= set(every)
