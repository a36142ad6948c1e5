"""A good player that woke as the Monk alone on Night 2 sends another Townsfolk's wake on
Night 3 (seeds 3 and 13 of the fallback gap's games; issue 26). Five players of
``mini_uncertainty``, evil @2 (its Minion) and @5 (the Lleech, host @3); @1 sends `wake monk
choose @4` on Night 2, the Lleech attacks @4, everyone else sleeps; no one dies and no one is
executed.

@1 held the Monk (or a Drunk believing it) at the Monk's slot on Night 2, and a living seat
is swapped once. A swap after that slot on Night 2 (the Barber's) would have made it wake
as the Empath at the Empath's later slot that night; one on Night 3 comes after the Monk's
slot, where @1 still held the Monk and woke as it. So `wake empath learn 2` alone holds in
no world: the `woke-then-swapped` reason.
"""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reasons import clause_reason
from engine.clocktower.refusals import NotStoredError, Why
from tests.engine.clocktower.helpers import dms, quiet_nights, send
from tests.engine.clocktower.test_script2_reasons_property import _holds_running_on

NIGHTS = (
    {5: "setup demon @5; wake lleech choose @3", 2: "setup demon @5; dont_wake"},
    {1: "wake monk choose @4", 5: "wake lleech choose @4"},
)


def _night_three() -> ClocktowerGame:
    """Night 3 after ``NIGHTS``, each seat not named sending ``dont_wake``, with no day
    action; over the enumeration oracle."""
    game = quiet_nights("1,4,0,2,3", NIGHTS, ExplicitOracle())
    assert game.phase == "night" and game.number == 3
    return game


@pytest.fixture(scope="module")
def game() -> ClocktowerGame:
    return _night_three()


def _entry(text: str) -> ClauseEntry:
    entry = parse_clause_entry(text, 5)
    assert isinstance(entry, ClauseEntry)
    return entry


def test_player_one_knows_it_woke_as_the_monk_alone(game: ClocktowerGame) -> None:
    """@1 is good, no one appears dead, and @1 was told its Night 2 wake and its token."""
    assert game.evil == {1, 4} and not game.appears_dead
    assert dms(game, 1)[-2:] == [
        "Night 2: you woke as the Monk, chose @4.",
        "Your character token is the Monk.",
    ]


@pytest.mark.parametrize(
    "text", ["wake empath learn 2", "wake empath learn 0", "wake townsfolk learn 1"]
)
def test_another_townsfolks_wake_is_refused(game: ClocktowerGame, text: str) -> None:
    """The Empath's wake (or a kind clause only the Empath fits tonight) without the Monk's
    is refused, and no oracle world running to the night's end holds it."""
    reason = clause_reason(game, 0, _entry(text))
    assert reason is not None and reason.why is Why.WOKE_THEN_SWAPPED
    assert reason.night == 2 and reason.entry is not None
    assert reason.entry.text == "wake monk choose @4"
    assert not _holds_running_on(game, 0, _entry(text))


def test_the_monks_wake_beside_it_gets_no_such_reason(game: ClocktowerGame) -> None:
    """With the Monk's wake first, tonight's swap may come between the two: not this rule."""
    assert clause_reason(game, 0, _entry("wake monk choose @2 & wake empath learn 0")) is None


@pytest.mark.parametrize("text", ["wake pukka choose @2", "wake lleech choose @2"])
def test_a_wake_whose_slot_came_before_last_nights_swap_gets_no_such_reason(
    game: ClocktowerGame, text: str
) -> None:
    """A Demon's slot comes before the Barber's, so a swap after the Monk's wake on Night 2
    may have given it with no wake that night: the rule does not reach it."""
    assert clause_reason(game, 0, _entry(text)) is None


def test_the_reason_names_the_wake_it_rests_on() -> None:
    """The refusal says what the player sent on Night 2 and why that rules the wake out."""
    with pytest.raises(NotStoredError) as refused:
        send(_night_three(), 1, "wake empath learn 2")
    (verdict,) = refused.value.verdicts
    assert verdict.text == (
        "wake empath learn 2: impossible: on Night 2 you sent 'wake monk choose @4' and no"
        " other wake: a swap after it that night would have woken you like this then too, and"
        " tonight you wake as before ahead of any swap"
    )
