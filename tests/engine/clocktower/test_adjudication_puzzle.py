"""Addendum D11 in an Atheist game (A2, A3, A6): the Puzzlemaster's private guess is judged
at once by the shadow that deals its sender good and answered to the sender alone, in the
quantum game's words; on a reduced script 2 with the Puzzlemaster and the Atheist."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.refusals import Refused, RefusedError
from engine.clocktower.script import MINI_UNCERTAINTY, SCRIPTS, UNCERTAINTY_PRINCIPLE, _reduced
from tests.engine.clocktower.helpers import dms, public, resolve, send

PUZZLE_ATHEIST = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (*(c for c in MINI_UNCERTAINTY.characters if c != "barber"), "puzzlemaster", "atheist"),
    "mini_puzzle_atheist",
    "Mini Puzzle with the Atheist (test script)",
)
"""Mini Uncertainty with the Puzzlemaster for the Barber, and the Atheist."""

QUANTUM_LISTS = {4: "setup demon @4; wake lleech choose @1", 5: "setup demon @4; dont_wake"}


def _day_one(atheist: str) -> ClocktowerGame:
    """Day 1 of five, evil (phantom, in an Atheist game) @4 and @5; the others asleep."""
    draws = {"atheist": atheist, "alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4"}
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=PUZZLE_ATHEIST.id, seed=1)
    game = ClocktowerGame(setup, draws)
    for seat in range(1, 6):
        send(game, seat, QUANTUM_LISTS.get(seat, "dont_wake") if atheist == "no" else "dont_wake")
    resolve(game)
    assert game.phase == "day"
    return game


@pytest.fixture(autouse=True)
def _script(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(SCRIPTS, PUZZLE_ATHEIST.id, PUZZLE_ATHEIST)


def _reply(game: ClocktowerGame, seat: int, text: str) -> str:
    try:
        send(game, seat, text)
    except RefusedError as error:
        return f"refused: {error}"
    return dms(game, seat)[-1]


def test_d11_a_possible_guess_is_accepted_and_told_to_its_sender_alone() -> None:
    """A2, D11: in an Atheist game `puzzle @2 learn @4` from @1 is accepted at once,
    recorded, and told to @1 alone."""
    game = _day_one("yes")
    assert game.adjudicated
    before = public(game)
    send(game, 1, "puzzle @2 learn @4")
    assert game.record().actions[-1] == "@1 puzzle @2 learn @4"
    assert dms(game, 1)[-1] == "Your guess is accepted: you guessed @2 and learned @4."
    assert public(game) == before
    assert FAMILY.replay(game.record()).reports == game.reports


def test_d11_a_guess_the_shadow_finds_impossible_is_refused_as_in_a_quantum_game() -> None:
    """A3, A6: a second guess is refused with the quantum game's reason; nothing recorded."""
    game = _day_one("yes")
    send(game, 1, "puzzle @2 learn @4")
    actions = list(game.record().actions)
    with pytest.raises(RefusedError) as refused:
        send(game, 1, "puzzle @3 learn @4")
    assert refused.value.code is Refused.PRIVATE_IMPOSSIBLE
    assert game.record().actions == actions


def test_a5_guesses_are_answered_the_same_in_an_atheist_and_a_quantum_game() -> None:
    """A5: the same guesses from players good in both games get the same replies in an
    Atheist game as in a quantum one."""
    atheist, quantum = _day_one("yes"), _day_one("no")
    guesses = ((1, "puzzle @2 learn @4"), (1, "puzzle @3 learn @4"), (2, "puzzle @1 learn @5"))
    for seat, text in guesses:
        assert _reply(atheist, seat, text) == _reply(quantum, seat, text), (seat, text)


def test_a6_a_phantom_evil_players_guess_is_judged_where_it_is_good() -> None:
    """A6: @4, the Demon on the phantom roll, is good in the second shadow, which judges
    its guess: accepted, where the first shadow (and a quantum game on that roll) would
    refuse it and so tell @4 it is evil."""
    game = _day_one("yes")
    assert game.adjudication is not None and 3 in game.adjudication.phantoms[0]
    assert _reply(_day_one("no"), 4, "puzzle @2 learn @1").startswith("refused")
    assert _reply(game, 4, "puzzle @2 learn @1") == (
        "Your guess is accepted: you guessed @2 and learned @1."
    )
