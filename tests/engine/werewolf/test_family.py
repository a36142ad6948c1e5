"""Quantum Werewolf through the core GameFamily protocol: actors, views and records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.errors import IllegalActionError, RecordError
from engine.core.family import Actor, Game, GameFamily
from engine.werewolf import FAMILY, GameRecord, WerewolfRecord, make_setup, observe, replay
from engine.werewolf.setup import GameSetup

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
NAMES = [f"P{i}" for i in range(6)]


def fresh() -> Game[object]:
    return FAMILY.new_game(make_setup(players=NAMES, seed=7))


def test_the_family_names_itself_and_its_setup_model() -> None:
    """The family is ``werewolf``, read as Quantum Werewolf, with GameSetup as its model."""
    family: GameFamily[GameSetup, object] = FAMILY
    assert (family.name, family.title, family.setup_model) == (
        "werewolf",
        "Quantum Werewolf",
        GameSetup,
    )


def test_a_new_game_fits_the_core_game_protocol() -> None:
    """A new game is a core Game with no actions and no outcome yet."""
    game = fresh()
    assert isinstance(game, Game)
    assert list(game.actions) == []
    assert game.outcome is None


def test_a_player_sends_their_own_night_choice() -> None:
    """Seat 2's vision for seat 2 is accepted and pushed."""
    game = fresh()
    action = game.parse_action("vision @2 @4", 2)
    game.push(action)
    assert [str(a) for a in game.actions] == ["vision @2 @4"]


def test_a_player_cannot_send_another_seats_choice() -> None:
    """Seat 1 sending seat 2's vision is refused, and nothing changes."""
    game = fresh()
    with pytest.raises(IllegalActionError, match="your own choices"):
        game.parse_action("vision @2 @4", 1)
    assert list(game.actions) == []


def test_a_player_cannot_use_the_storytellers_tools() -> None:
    """A seated player sending ``advance`` is refused."""
    with pytest.raises(IllegalActionError, match="only the storyteller"):
        fresh().parse_action("advance", 0)


def test_the_storyteller_resolves_and_the_system_only_resolves() -> None:
    """The storyteller may advance or kick; the bot itself may advance but not kick."""
    game = fresh()
    assert str(game.parse_action("kick @3", Actor.STORYTELLER)) == "kick @3"
    assert str(game.parse_action("advance", Actor.SYSTEM)) == "advance"
    with pytest.raises(IllegalActionError, match="the system sends only advance"):
        game.parse_action("kick @3", Actor.SYSTEM)
    with pytest.raises(IllegalActionError):
        game.parse_action("vision @2 @4", Actor.STORYTELLER)


def test_an_illegal_action_is_refused_by_the_game_rules() -> None:
    """The actor check passes, then the game's own check refuses an attack on Night 0."""
    with pytest.raises(IllegalActionError):
        fresh().parse_action("attack @2 @4", 2)


def test_observe_and_the_public_view_are_the_werewolf_views() -> None:
    """``observe(seat)`` is the werewolf PlayerView; the public view is the public table."""
    game = fresh()
    assert game.observe(3) == observe(game.game, 3)  # type: ignore[attr-defined]
    assert game.public_view() == game.game.table()  # type: ignore[attr-defined]


@pytest.mark.parametrize("path", GOLDEN, ids=[path.stem for path in GOLDEN])
def test_a_golden_game_replays_through_the_family_to_the_same_state(path: Path) -> None:
    """The core envelope of a golden record replays to the game werewolf's own replay makes."""
    own = GameRecord.model_validate(json.loads(path.read_text())["record"])
    expected, _reports = replay(own)
    envelope = WerewolfRecord(
        seed=own.setup.seed, setup=own.setup, actions=own.actions, draws=own.draws
    )
    game = FAMILY.replay(WerewolfRecord.model_validate_json(envelope.to_json()))
    assert [str(a) for a in game.actions] == own.actions
    assert game.record() == envelope
    assert game.public_view() == expected.table()
    ended = expected.outcome
    if ended is None:
        assert game.outcome is None
    else:
        assert game.outcome is not None
        assert (list(game.outcome.winners), game.outcome.reason) == (ended.winners, ended.winner)


def test_a_record_of_another_family_is_refused() -> None:
    """Replaying a record whose family is not werewolf raises RecordError."""
    record = fresh().record().model_copy(update={"family": "cloud"})
    with pytest.raises(RecordError, match="not a werewolf game"):
        FAMILY.replay(record)
