"""An Atheist game's arrival verdicts once the shadow judging a player has closed its night
(addendum A3, A6; issue 26): only what the player's own knowledge rules out is refused, so a
verdict is one a quantum game the player cannot tell apart would give too. Six players of
``mini_atheist``: the Barber can be in play, so a good player may hold a Demon after a swap."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import MINI_ATHEIST
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import dms, end_day, public, resolve, send

PLAYERS = tuple(f"p{i}" for i in range(1, 7))

QUANTUM_NIGHTS = (
    {4: "setup demon @4; wake demon choose @3", 6: "setup demon @4; wake poisoner choose @2"},
    {4: "wake demon choose @1 & wake barber choose @4 @1", 6: "wake poisoner choose @2"},
)
"""The quantum game's evil lists: Demon @4 and Poisoner @6; on Night 2 the Demon, armed by
the Barber @5's execution, swaps @4 and @1 (whose new Demon @1 is not told: it is not certain
which Demon it is)."""


def _game(atheist: str, alignment: str) -> ClocktowerGame:
    draws = {"atheist": atheist, "alignment": alignment, "pi/1": "0,1,2,3,4,5"}
    draws["pi/2"] = draws["pi/1"]
    setup = ClocktowerSetup(players=PLAYERS, script=MINI_ATHEIST.id, seed=1)
    return ClocktowerGame(setup, draws=draws)


def _night(game: ClocktowerGame, lists: dict[int, str]) -> None:
    for seat in range(1, 7):
        send(game, seat, lists.get(seat, "dont_wake"))


def _quantum() -> ClocktowerGame:
    """Night 2 of the quantum game: Day 1 executed @5 (the Barber wherever the swap holds)."""
    game = _game("no", "3,5,0,1,2,4")
    _night(game, QUANTUM_NIGHTS[0])
    resolve(game)
    game.play("nominate @1 @5 yes @1 @2 @3 @4", ST)
    end_day(game)
    return game


def _atheist() -> ClocktowerGame:
    """Night 2 of the Atheist game whose public messages match the quantum game's: the
    shadow's phantom Lleech @5 is executed on Day 1, which ends the shadow (its night never
    opens again), and the storyteller keeps @5 alive until the dawn, as the quantum game does
    while @5 may be the Fool."""
    game = _game("yes", "4,5,0,1,2,3")
    _night(game, {})
    resolve(game)
    game.play("nominate @1 @5 yes @1 @2 @3 @4", ST)
    game.play("st survive", ST)
    end_day(game)
    assert game.adjudication is not None and game.adjudication.shadow.outcome is not None
    return game


def _night_three(quantum: ClocktowerGame, atheist: ClocktowerGame) -> None:
    _night(quantum, QUANTUM_NIGHTS[1])
    _night(atheist, {})
    atheist.play("st dead @5", ST)
    for game in (quantum, atheist):
        resolve(game)
        end_day(game)
    assert public(quantum) == public(atheist) and dms(quantum, 1) == dms(atheist, 1)


def _verdict(game: ClocktowerGame, seat: int, text: str) -> str:
    try:
        send(game, seat, text)
    except ValueError as error:
        return f"{type(error).__name__}: {error}"
    return dms(game, seat)[-1]


@pytest.mark.parametrize("text", ["wake demon choose @2", "wake pukka choose @2"])
def test_a3_a_demon_wake_after_a_possible_swap_is_accepted_as_in_a_quantum_game(
    text: str,
) -> None:
    """On Night 3 @1, who sees the same in both games, wakes as a Demon: accepted in the
    Atheist game whose shadow has ended, as in the quantum game where a swap made it one."""
    quantum, atheist = _quantum(), _atheist()
    _night_three(quantum, atheist)
    assert _verdict(atheist, 1, text) == _verdict(quantum, 1, text)
    assert atheist.lists[0].entries[0].text == text


def test_a3_a_minion_wake_before_any_swap_is_refused_with_the_plain_reason() -> None:
    """On Night 2, before the Barber's slot, @1's Poisoner wake is refused in the Atheist
    game whose shadow has ended with the reason a quantum game gives a good player."""
    refused = _verdict(_atheist(), 1, "wake poisoner choose @2")
    assert refused.startswith("NotStoredError")
    assert refused == _verdict(_quantum(), 1, "wake poisoner choose @2")
