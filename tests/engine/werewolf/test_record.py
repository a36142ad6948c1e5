"""Game records: JSON round trips, replays, published schema, malformed files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.errors import DrawError
from engine.werewolf import Game, RecordError, load_record, make_setup, record_of, replay
from engine.werewolf.record import GameRecord
from tests.engine.werewolf.lockstep import play_lockstep

SCHEMA = Path(__file__).parents[3] / "docs" / "game-record.schema.json"


def _played() -> Game:
    game = Game(make_setup(players=[f"P{i}" for i in range(7)], seed=11))
    play_lockstep([game], 5, max_phases=6)
    return game


def test_published_schema_is_current() -> None:
    """docs/game-record.schema.json is the schema of GameRecord as it is now."""
    published = json.loads(SCHEMA.read_text())
    assert published == json.loads(json.dumps(GameRecord.model_json_schema(), sort_keys=True))


def test_record_round_trips_through_json() -> None:
    """A record parses back from its own JSON unchanged."""
    record = record_of(_played())
    assert load_record(record.to_json()) == record


def test_replay_gives_the_same_reports() -> None:
    """Replaying a record reproduces the game's reports exactly."""
    game = _played()
    _, reports = replay(record_of(game))
    assert [r.model_dump_json() for r in reports] == [r.model_dump_json() for r in game.reports]


def test_replay_on_the_oracle_agrees() -> None:
    """The same record replayed on the enumeration oracle draws the same outcomes."""
    game = _played()
    _, reports = replay(record_of(game), backend="oracle")
    assert [r.draws for r in reports] == [r.draws for r in game.reports]


def test_malformed_json_is_refused() -> None:
    """A broken file raises RecordError saying where."""
    with pytest.raises(RecordError, match="malformed game record"):
        load_record('{"setup": {"players": ["A", "B", "C"]}, "actions": 3}')


def test_illegal_action_in_record_names_its_index() -> None:
    """A record whose action is illegal at that point says which action."""
    record = GameRecord(setup=make_setup(players=["A", "B", "C"]), actions=["vote @0 @1"])
    with pytest.raises(RecordError, match=r"action 0 \('vote @0 @1'\) cannot be replayed"):
        replay(record)


def test_explicit_draws_override_the_seed() -> None:
    """An explicit draw fixes that outcome; numbers can be given too."""
    setup = make_setup(players=["A", "B", "C", "D"], wolves=2)
    game = Game(setup, explicit_draws={"numbers": "4,3,2,1", "N0.vision.@0": "evil"})
    assert game.numbers == [4, 3, 2, 1]
    game.push_text("vision @0 @1")
    report = game.push_text("advance")
    assert report is not None
    assert report.messages[0].result == "evil"
    assert report.draws[0].explicit


def test_impossible_explicit_draw_is_refused() -> None:
    """An explicit outcome with no world behind it raises DrawError and names the draw."""
    setup = make_setup(players=["A", "B", "C"], wolves=1)
    game = Game(setup, explicit_draws={"D1.lynch.@1": "wolf2"})
    game.push_text("advance")
    game.push_text("vote @0 @1")
    with pytest.raises(DrawError, match=r"D1\.lynch\.@1='wolf2' is impossible"):
        game.push_text("advance")
    assert str(game.phase) == "D1" and game.alive == [True] * 3
    assert [str(a) for a in game.actions] == ["advance", "vote @0 @1"]


def test_bad_explicit_draw_in_setup_is_a_record_error() -> None:
    """A record whose explicit numbers are not a permutation fails as a RecordError."""
    record = GameRecord.model_validate(
        {"setup": {"players": ["A", "B", "C", "D"]}, "draws": {"numbers": "1,2"}}
    )
    with pytest.raises(RecordError, match="cannot start a game.*not a permutation"):
        replay(record)


def test_keep_reports_bounds_the_history() -> None:
    """keep_reports keeps only the latest reports, in the game and in a replay."""
    game = _played()
    record = record_of(game)
    replayed, reports = replay(record, keep_reports=1)
    assert len(reports) == 1 and len(replayed.reports) == 1
    assert reports[0].model_dump_json() == game.reports[-1].model_dump_json()
    assert replayed.deaths == game.deaths
