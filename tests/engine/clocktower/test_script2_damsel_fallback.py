"""Addendum V6 with the fallback F (N9): on a cut of script 2 whose only Minion, the Baron,
brings in every Outsider, the Damsel is in every world, so a silent evil team cannot leave it
out; the fallback has the silent player learn it instead of drawing from nothing."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import SCRIPTS, UNCERTAINTY_PRINCIPLE, _reduced
from engine.core.family import Actor
from tests.engine.clocktower.helpers import dms, resolve, send

FORCED = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("clockmaker", "empath", "monk", "fool", "mayor", "damsel", "drunk", "baron", "pukka"),
    "forced_damsel",
    "Forced Damsel (test script)",
)
"""Five Townsfolk, two Outsiders (the Damsel, the Drunk), the Baron alone, the Pukka: at
five players the Baron's two Outsiders are both, so every setup holds the Damsel."""

DRAWS = {"alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4"}


@pytest.fixture(autouse=True)
def _script(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(SCRIPTS, FORCED.id, FORCED)


def _night_one(draws: dict[str, str]) -> ClocktowerGame:
    """Night 1 of five, evil @4 and @5, resolving; every good player asleep."""
    players = tuple(f"p{i}" for i in range(1, 6))
    game = ClocktowerGame(ClocktowerSetup(players=players, script=FORCED.id, seed=1), draws)
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    return game


def _time_out(game: ClocktowerGame) -> None:
    """The storyteller's clock runs out on each re-ask until the night ends."""
    for _ in range(5):
        if game.phase != "night":
            return
        game.play("timeout", Actor.SYSTEM)
    assert game.phase != "night"


def test_a_silent_evil_team_learns_the_damsel_every_world_holds() -> None:
    """No evil list at all: the timeouts give both evil players a line, one of them
    `setup damsel`, every Minion hears the Damsel is in play and Day 1 begins."""
    game = _night_one(DRAWS)
    resolve(game)
    _time_out(game)
    assert game.phase == "day"
    assert game.learned_at_setup == ["damsel"]
    minion = next(s for s in (4, 5) if game.history.demon != s - 1)
    assert "A Damsel is in play." in dms(game, minion)


def test_an_evil_team_without_setup_damsel_is_re_asked_then_falls_back() -> None:
    """Demon lines without `setup damsel` hold in no world: both evil players are asked
    again, and at the deadline the fallback puts the Damsel in instead of failing."""
    game = _night_one(DRAWS)
    send(game, 4, "setup demon @4; dont_wake")
    send(game, 5, "setup demon @4; dont_wake")
    assert dms(game, 4)[-1] == "None of your setup lines is possible; send new ones."
    resolve(game)
    _time_out(game)
    assert game.phase == "day"
    assert game.learned_at_setup == ["damsel"]


def test_the_fallback_replays_from_its_record() -> None:
    """The learning fallback is a draw of the seed: the record replays to the same game."""
    game = _night_one(DRAWS)
    resolve(game)
    _time_out(game)
    again = FAMILY.replay(game.record())
    assert again.setup_lines == game.setup_lines
    assert [r.text for r in again.reports] == [r.text for r in game.reports]


def test_an_atheist_game_s_shadow_resolves_where_the_damsel_is_forced(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A6: the shadow's phantom Minion never sends `setup damsel`; its fallback learns it, so
    the storyteller's resolve reaches Day 1 instead of failing on an empty draw."""
    atheist = _reduced(
        UNCERTAINTY_PRINCIPLE, (*FORCED.characters, "atheist"), "forced_atheist", "Forced A"
    )
    monkeypatch.setitem(SCRIPTS, atheist.id, atheist)
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=atheist.id, seed=1)
    game = ClocktowerGame(setup, {**DRAWS, "atheist": "yes"})
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    resolve(game)
    _time_out(game)
    assert game.adjudicated and game.phase == "day"
