"""Which clause of an entry of several clauses no longer fits (issue 26): an impossible entry
says each clause without which the rest of it is possible now, the answer the player would
get by sending the rest alone (N4 allows probing), in a quantum game and the same way in an
Atheist game (seven players of ``mini_uncertainty``, five of ``mini_atheist``)."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.refusals import NotStoredError, Why
from engine.clocktower.reports import Report, Told
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.text import parse_entry
from tests.engine.clocktower.helpers import end_day, resolve, send

SWAP = "wake barber choose @2 @1"


def _night_two(target: int = 7) -> ClocktowerGame:
    """Evil @6 (the Demon, its Night 1 choice its own Minion @7) and @7 (the Baron); Day 1
    executes no one, so no Barber dies by Night 2's swap and no swap is possible."""
    draws = {"alignment": "5,6,0,1,2,3,4", "pi/1": "0,1,2,3,4,5,6", "pi/2": "0,1,2,3,4,5,6"}
    players = tuple(f"p{i}" for i in range(1, 8))
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1), draws=draws
    )
    send(game, 6, f"setup demon @6 bluffs clockmaker empath drunk; wake demon choose @{target}")
    send(game, 7, "setup demon @6; setup damsel; dont_wake")
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    resolve(game)
    end_day(game)
    assert game.phase == "night" and game.number == 2
    return game


def _refusal(game: ClocktowerGame, seat: int, text: str) -> NotStoredError:
    with pytest.raises(NotStoredError) as refused:
        send(game, seat, text)
    return refused.value


def test_a_swap_without_a_dead_barber_is_named_as_the_clause_that_fails() -> None:
    """The kill alone is possible, the swap is not: the refusal names the swap's clause."""
    game = _night_two()
    (verdict,) = _refusal(game, 6, f"wake pukka choose @1 & {SWAP}").verdicts
    assert not verdict.possible
    assert [clause.text for clause in verdict.without] == [SWAP]
    assert f"(without `{SWAP}` the rest of it is possible now)" in verdict.text


def test_an_entry_whose_every_clause_fails_names_none() -> None:
    """A good player's kill and swap: no clause alone makes it possible, so none is named."""
    game = _night_two()
    (verdict,) = _refusal(game, 1, f"wake pukka choose @3 & {SWAP}").verdicts
    assert not verdict.possible and verdict.without == ()


def test_a_one_clause_entry_names_no_clause() -> None:
    """`wake barber …` alone is simply impossible now."""
    game = _night_two()
    (verdict,) = _refusal(game, 6, SWAP).verdicts
    assert verdict.without == () and verdict.text == f"{SWAP}: impossible now"


def test_a_reask_names_the_swap_that_a_monk_ruled_out() -> None:
    """N8: the Pukka's Night 1 target @3 dies tonight, the Barber in some worlds, so the
    Demon's kill and swap is accepted on arrival; at resolution @3's Monk entry comes first,
    no Barber dies, and the Demon asked again is told the swap is what fails."""
    game = _night_two(target=3)
    send(game, 6, "wake pukka choose @1 & wake barber choose @2 @4")
    send(game, 3, "wake monk choose @4")
    for seat in (1, 2, 4, 5, 7):
        send(game, seat, "dont_wake")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 5
    (report,) = [r for r in game.reports if r.to == 5 and r.code is Told.REASKED]
    assert [clause.text for clause in report.without] == ["wake barber choose @2 @4"]


def test_a_reask_names_the_clause_in_its_english_form() -> None:
    """A re-ask's data carries the clause and its developer form says it."""
    swap = parse_entry(SWAP, 7)
    report = Report(5, Told.REASKED, numbers=(2,), without=(swap,))
    assert f"Without `{SWAP}`, the rest of your entry would still be possible." in report.text


@pytest.mark.parametrize("atheist", ["yes", "no"])
def test_an_atheist_game_refuses_two_wakes_as_its_quantum_twin_does(atheist: str) -> None:
    """A2: a good player's two clauses on Night 1 (one character a seat, waking once a night)
    are refused with the same plain reason, naming the second clause, in an Atheist game as
    in the quantum one (the clauses it could do without are not asked then)."""
    from engine.clocktower.script import MINI_ATHEIST

    draws = {"atheist": atheist, "alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4"}
    players = tuple(f"p{i}" for i in range(1, 6))
    game = ClocktowerGame(ClocktowerSetup(players=players, script=MINI_ATHEIST.id, seed=1), draws)
    assert game.adjudicated is (atheist == "yes")
    (verdict,) = _refusal(game, 1, "wake empath learn 1 & wake clockmaker learn 1").verdicts
    assert verdict.reason is not None and verdict.reason.why is Why.ONE_CHARACTER
    assert verdict.reason.clause == "wake clockmaker learn 1" and verdict.without == ()
