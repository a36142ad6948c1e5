"""A good player that slept on Night 2 with no death announced (seed 8 of the fallback gap's
games; issue 26, O4 b, O5). Five players of ``mini_uncertainty``, evil @4 (the Demon) and @5
(the Baron, which never wakes, so a Barber may be in play); @1-@3 sleep on Nights 1 and 2
but where named below. In both games below no one appears dead after Night 2, and @1 is
told that it did not wake, yet a swap on Night 2 gave @1 another character:

- the Monk's game: the Lleech @4 (host @5) attacks @2 and swaps @1 with @3, who woke as the
  Monk. Its Barber clause holds only where a Barber died tonight: @2 is the Barber, or the
  Mayor whose redirect kills the Barber on @1. @3 is the Monk or a Drunk believing it, so
  @1 got two tokens across the worlds that tell one character (O4 b, R12): it is told "You
  are now the Monk." (session 47; told nothing before, when the raw tokens were compared);
- the Demon's game: the Demon, kept superposed by kind clauses, poisons @2 on Night 1
  (the Pukka's mark, or the Lleech's host) and sends `wake demon choose @3 & wake barber
  choose @1 @4`: the Pukka kills @2, the Lleech @3, one of them the Barber; @1 becomes the
  Pukka or the Lleech and is told no change.

So @1's Monk wake and its Demon wakes on Night 3 get no plain reason (the quantum game holds
them). What does rule out @1's entries is two wakes around a swap: @1 could wake as the Monk
only through a swap of its own on Night 2, and a living seat is swapped once.
"""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reasons import _slept_then_swapped, clause_reason
from engine.clocktower.refusals import NotStoredError, Why
from tests.engine.clocktower.helpers import dms, quiet_nights, send
from tests.engine.clocktower.test_script2_reasons_property import _holds_running_on

MONKS = (
    {4: "setup demon @4; wake lleech choose @5", 5: "setup demon @4; dont_wake"},
    {3: "wake monk choose @5", 4: "wake lleech choose @2 & wake barber choose @1 @3"},
)
DEMONS = (
    {4: "setup demon @4; wake demon choose @2", 5: "setup demon @4; dont_wake"},
    {4: "wake demon choose @3 & wake barber choose @1 @4"},
)


def _night_three(nights: tuple[dict[int, str], ...]) -> ClocktowerGame:
    """Night 3 after ``nights``, each seat not named sending ``dont_wake``, with no day
    action; over the enumeration oracle."""
    game = quiet_nights("3,4,0,1,2", nights, ExplicitOracle())
    assert game.phase == "night" and game.number == 3
    return game


@pytest.fixture(scope="module")
def monks() -> ClocktowerGame:
    return _night_three(MONKS)


@pytest.fixture(scope="module")
def demons() -> ClocktowerGame:
    return _night_three(DEMONS)


def _entry(text: str) -> ClauseEntry:
    entry = parse_clause_entry(text, 5)
    assert isinstance(entry, ClauseEntry)
    return entry


SLEPT = [
    "You are good.",
    "Stored your Night 1 list: dont_wake",
    "Night 1: you did not wake.",
    "Stored your Night 2 list: dont_wake",
    "Night 2: you did not wake.",
]


def test_player_one_hears_only_that_it_slept_in_the_demons_game(demons: ClocktowerGame) -> None:
    """No one appears dead, and @1 hears only that it is good and did not wake."""
    assert not demons.appears_dead
    assert dms(demons, 1) == SLEPT


def test_a_swap_to_the_monk_or_a_drunk_believing_it_is_told_as_the_monk(
    monks: ClocktowerGame,
) -> None:
    """O4 b compares the characters told, as the token prompt does: @1 got `monk` in some
    worlds and `drunk(monk)` in the others, and is told "You are now the Monk."."""
    leaves = monks.solver.all_leaves(monks.history)
    got = {token for leaf in leaves for night, s, token in leaf.changes if (night, s) == (2, 0)}
    assert got == {"monk", "drunk(monk)"}
    assert not monks.appears_dead
    assert dms(monks, 1) == [*SLEPT, "You are now the Monk."]


def test_the_seat_that_got_another_character_in_each_world_is_told_nothing(
    monks: ClocktowerGame,
) -> None:
    """@3 got @1's dealt token, which the worlds leave open: no change prompt."""
    assert not any(text.startswith("You are now") for text in dms(monks, 3))


@pytest.mark.parametrize("text", ["wake monk choose @3", "wake townsfolk choose @3"])
def test_the_monks_wake_gets_no_reason_and_holds(monks: ClocktowerGame, text: str) -> None:
    """@1's Monk wake on Night 3 holds where @3's Monk was swapped to it: no plain reason
    may refuse it ("you did not wake on Night 2" before ct2-armed)."""
    assert clause_reason(monks, 0, _entry(text)) is None
    assert _holds_running_on(monks, 0, _entry(text))


@pytest.mark.parametrize("text", ["wake pukka choose @5", "wake demon choose @2"])
def test_the_demons_wake_gets_no_reason_and_holds(demons: ClocktowerGame, text: str) -> None:
    """Good @1's Pukka wake on Night 3 holds where the Pukka swapped itself to @1: no plain
    reason may refuse it ("you are good and the pukka is evil" before ct2-armed)."""
    assert clause_reason(demons, 0, _entry(text)) is None
    assert _holds_running_on(demons, 0, _entry(text))


@pytest.mark.parametrize(
    "text",
    [
        "wake townsfolk choose @3 & wake empath learn 1",
        "wake monk choose @3 & wake empath learn 0",
        "wake empath learn 1 & wake monk choose @3",
    ],
)
def test_a_wake_beside_the_monk_it_became_is_refused(monks: ClocktowerGame, text: str) -> None:
    """@1, told it is now the Monk, still holds it (a living seat is swapped once), so its
    Empath wake is refused by the change prompt; the rule on the night it slept through
    refuses it too, and no oracle world running to the night's end holds it."""
    reason = clause_reason(monks, 0, _entry(text))
    assert reason is not None and reason.why is Why.BECAME
    slept = _slept_then_swapped(monks, 0, _entry(text))
    assert slept is not None and slept.why is Why.SLEPT_THEN_SWAPPED
    assert not _holds_running_on(monks, 0, _entry(text))


def test_the_demons_wake_beside_another_is_refused(demons: ClocktowerGame) -> None:
    """The same for @1's Pukka wake beside an Empath wake in the Demon's game."""
    entry = _entry("wake pukka choose @5 & wake empath learn 1")
    reason = clause_reason(demons, 0, entry)
    assert reason is not None and reason.why is Why.SLEPT_THEN_SWAPPED
    assert not _holds_running_on(demons, 0, entry)


def test_the_reason_names_the_other_clause() -> None:
    """The refusal names the Empath clause and says why."""
    with pytest.raises(NotStoredError) as refused:
        send(_night_three(DEMONS), 1, "wake pukka choose @5 & wake empath learn 1")
    (verdict,) = refused.value.verdicts
    assert verdict.text == (
        "wake pukka choose @5 & wake empath learn 1: impossible: the clause `wake empath"
        " learn 1`: you did not wake on Night 1, so only a swap could let you send 'wake"
        " pukka choose @5', and no swap can follow that one"
    )


def test_a_player_that_woke_as_the_monk_may_wake_around_tonights_swap(
    monks: ClocktowerGame,
) -> None:
    """@3 woke as the Monk on Night 2 and may still hold it (it is told no change): tonight's
    Barber slot may swap it into the Empath between its two wakes, so no reason."""
    assert clause_reason(monks, 2, _entry("wake monk choose @1 & wake empath learn 0")) is None
