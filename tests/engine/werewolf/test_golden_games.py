"""Golden games: records made before the platform move replay to the very same reports."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.werewolf import GameRecord, replay

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))

ROUNDING = 1e-12
"""How far a stored chance may be from the replay's: the chances are float sums, and the engine
is free to sum them in another order (exact 0s and 1s come from integer counts, not floats)."""


def _differences(got: Any, stored: Any, at: str = "") -> list[str]:
    """Where ``got`` differs from ``stored`` (floats only beyond :data:`ROUNDING`)."""
    if isinstance(got, float) or isinstance(stored, float):
        numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in (got, stored))
        if numbers and abs(got - stored) <= ROUNDING:
            return []
        return [f"{at}: {got!r} != {stored!r}"]
    if isinstance(got, dict) and isinstance(stored, dict):
        if got.keys() != stored.keys():
            return [f"{at}: keys {sorted(got)} != {sorted(stored)}"]
        return [d for key in got for d in _differences(got[key], stored[key], f"{at}.{key}")]
    if isinstance(got, list) and isinstance(stored, list):
        if len(got) != len(stored):
            return [f"{at}: {len(got)} items != {len(stored)}"]
        pairs = zip(got, stored, strict=True)
        return [d for i, (g, s) in enumerate(pairs) for d in _differences(g, s, f"{at}[{i}]")]
    return [] if got == stored and type(got) is type(stored) else [f"{at}: {got!r} != {stored!r}"]


@pytest.mark.parametrize("path", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_a_golden_record_replays_to_its_stored_reports(path: Path) -> None:
    """Every report of the replay equals, field by field, the one stored with the record (its
    chances up to float rounding)."""
    stored = json.loads(path.read_text())
    record = GameRecord.model_validate(stored["record"])
    _game, reports = replay(record)
    got = [json.loads(report.model_dump_json()) for report in reports]
    assert _differences(got, stored["reports"]) == []


def test_the_golden_games_cover_both_presets_and_the_storyteller_tools() -> None:
    """The fixtures hold a classic game and a cisra game with a kick, a rename and an undo."""
    actions = [json.loads(path.read_text())["record"]["actions"] for path in GOLDEN]
    presets = {json.loads(path.read_text())["record"]["setup"]["preset"] for path in GOLDEN}
    assert presets == {"cisra", "classic"}
    every = [action.split()[0] for game in actions for action in game]
    assert {"kick", "rename", "undo"} <= set(every)
