"""Script 2's grammar: clauses joined by `&`, kind clauses, `setup damsel`, static errors and
the R13 ranges (T35, and T17(c)'s static part)."""

from __future__ import annotations

import pytest

from engine.clocktower.clauses import (
    ClauseEntry,
    SetupLearn,
    canonical,
    entry_errors,
    fitting,
    parse_clause_entry,
    parse_setup_learn,
    point,
    range_errors,
    setup_learn_errors,
)
from engine.clocktower.faults import Problem
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.text import DontWake, Wake
from engine.core.errors import ParseError


def _entry(line: str, n: int) -> ClauseEntry:
    entry = parse_clause_entry(line, n)
    assert isinstance(entry, ClauseEntry)
    return entry


def _errors(line: str, seat: int, n: int = 5, night: int = 1) -> list[str]:
    """Static errors of ``line`` sent by the 1-based ``seat``."""
    errors = entry_errors(UP, parse_clause_entry(line, n), seat - 1, n, night)
    return [fault.text for fault in errors]


def _refused(line: str, n: int, night: int, seat: int = 1) -> bool:
    """Whether ``line`` is refused on arrival by the range check alone."""
    entry = parse_clause_entry(line, n)
    assert not entry_errors(UP, entry, seat - 1, n, night), line
    return bool(range_errors(UP, entry, seat - 1, n, night))


def test_a_two_clause_entry_round_trips() -> None:
    """`wake vortox choose @1 & wake barber choose @2 @3` parses and prints back as written."""
    text = "wake vortox choose @1 & wake barber choose @2 @3"
    entry = _entry(text, 6)
    assert entry.text == text
    assert parse_clause_entry(entry.text, 6) == entry


def test_dont_wake_is_an_entry_of_its_own() -> None:
    """`dont_wake` parses alone and cannot be joined to a clause."""
    assert parse_clause_entry(" DONT_WAKE ", 5) == DontWake()
    with pytest.raises(ParseError, match="cannot be joined"):
        parse_clause_entry("dont_wake & wake monk choose @2", 5)


def test_an_empty_clause_is_a_parse_error() -> None:
    """A dangling `&` names no clause."""
    with pytest.raises(ParseError, match="joins two clauses"):
        parse_clause_entry("wake monk choose @2 &", 5)


def test_clauses_are_stored_in_point_order() -> None:
    """A Demon's barber clause written first is stored after its vortox clause (N12)."""
    entry = _entry("wake barber choose @2 @3 & wake vortox choose @1", 6)
    assert not entry_errors(UP, entry, 4, 6, 2)
    assert canonical(UP, entry, 4, 6, 2).text == (
        "wake vortox choose @1 & wake barber choose @2 @3"
    )


def test_the_gambler_guess_round_trips() -> None:
    """`wake gambler choose @4 guess vortox` keeps its guess in the canonical text."""
    entry = _entry("wake gambler choose @4 guess vortox", 5)
    assert entry.clauses == (Wake("gambler", (3,), None, "vortox"),)
    assert entry.text == "wake gambler choose @4 guess vortox"


def test_a_minion_clause_on_night_1_acts_at_the_poisoner_slot() -> None:
    """T18: `wake minion choose @4` fits the Poisoner and the Devil's Advocate; its point is
    the earlier of the two, the Poisoner's."""
    clause = _entry("wake minion choose @4", 5).clauses[0]
    assert fitting(UP, clause, 4, 5, 1) == ("poisoner", "devils_advocate")
    assert point(UP, clause, 4, 5, 1) == UP.slot("poisoner", 1)


def test_a_demon_clause_on_night_1_is_lleech_or_pukka() -> None:
    """N13: on Night 1 `wake demon choose @1` is the Lleech's host or the Pukka's poison."""
    clause = _entry("wake demon choose @1", 5).clauses[0]
    assert fitting(UP, clause, 3, 5, 1) == ("pukka", "lleech")
    assert point(UP, clause, 3, 5, 1) == UP.slot("lleech", 1)


def test_a_demon_clause_on_night_2_is_any_of_the_three() -> None:
    """Later nights a Demon choosing one player may be the Pukka, the Vortox or the Lleech."""
    clause = _entry("wake demon choose @1", 5).clauses[0]
    assert fitting(UP, clause, 3, 5, 2) == ("pukka", "lleech", "vortox")


def test_a_demon_choosing_itself_on_night_1_fits_no_demon() -> None:
    """Neither the Lleech (no self-host) nor the Pukka may choose itself on Night 1."""
    assert _errors("wake demon choose @4", 4) == [
        "'wake demon choose @4': no demon of this script wakes on Night 1 in this form"
    ]


def test_a_kind_clause_never_stands_for_the_barber() -> None:
    """The Demon's swap is never implied: `wake outsider choose @1 @2` fits nothing."""
    assert _errors("wake outsider choose @1 @2", 4, n=6, night=2)


def test_t17c_waking_as_the_atheist_is_a_static_error() -> None:
    """T17(c): no one wakes as the Atheist."""
    assert _errors("wake atheist", 1) == ["'wake atheist': no one wakes as the Atheist"]


def test_t17c_learning_the_atheist_is_a_static_error() -> None:
    """T17(c): no ability ever shows the Atheist."""
    assert _errors("wake pixie learn atheist", 1) == [
        "'wake pixie learn atheist': no ability ever shows the Atheist"
    ]


def test_t35_a_monk_choosing_itself_is_a_static_error() -> None:
    """T35: `wake monk choose @p` from p."""
    assert _errors("wake monk choose @2", 2, night=2) == [
        "'wake monk choose @2': monk cannot choose themself"
    ]


def test_t35_a_gambler_without_a_guess_is_a_static_error() -> None:
    """T35: `wake gambler choose @2` names no character."""
    assert _errors("wake gambler choose @2", 1, night=2) == [
        "'wake gambler choose @2': gambler must name a character after 'guess'"
    ]


def test_t35_a_barber_clause_with_one_seat_is_a_static_error() -> None:
    """T35: `wake barber choose @1` swaps two players."""
    assert _errors("wake barber choose @1", 4, night=2) == [
        "'wake barber choose @1': barber chooses exactly 2 player(s)"
    ]


def test_t35_a_vortox_on_night_1_is_a_static_error() -> None:
    """T35: the Vortox does not wake on Night 1."""
    assert _errors("wake vortox choose @1", 4) == [
        "'wake vortox choose @1': vortox does not wake on Night 1"
    ]


def test_t35_a_minion_clause_that_learns_fits_no_minion() -> None:
    """T35: `wake minion choose @1 learn 2` (no Minion learns a number)."""
    assert _errors("wake minion choose @1 learn 2", 5) == [
        "'wake minion choose @1 learn 2': no minion of this script wakes on Night 1 in this form"
    ]


def test_t35_the_pixie_learning_the_atheist_is_a_static_error() -> None:
    """T35: `wake pixie learn atheist`."""
    assert _errors("wake pixie learn atheist", 3)


def test_t20d_a_lleech_taking_itself_as_host_is_a_static_error() -> None:
    """T20(d): `wake lleech choose @4` from @4 on Night 1."""
    assert _errors("wake lleech choose @4", 4) == [
        "'wake lleech choose @4': lleech cannot choose themself on Night 1"
    ]


def test_a_lleech_may_choose_itself_on_later_nights() -> None:
    """From Night 2 the Lleech's choice is an attack on any seat, itself included (T26)."""
    assert _errors("wake lleech choose @4", 4, night=2) == []


def test_t21b_a_pukka_choosing_itself_is_a_static_error() -> None:
    """T21(b): `wake pukka choose @4` from @4."""
    assert _errors("wake pukka choose @4", 4, night=2) == [
        "'wake pukka choose @4': pukka cannot choose themself"
    ]


def test_two_clauses_at_the_same_point_are_a_static_error() -> None:
    """`wake poisoner ... & wake minion ...` on Night 2 both act at the Poisoner's slot."""
    assert _errors("wake poisoner choose @1 & wake minion choose @2", 5, night=2) == [
        "two clauses wake at the same point of the night"
    ]


def test_two_clauses_naming_one_character_are_a_static_error() -> None:
    """One character's instance wakes once a night (and at one point)."""
    assert _errors("wake empath learn 1 & wake empath learn 0", 1, night=2) == [
        "two clauses wake at the same point of the night",
        "two clauses name the same character",
    ]


def test_setup_damsel_parses_and_round_trips() -> None:
    """`setup damsel` is a setup line of its own."""
    line = parse_setup_learn("Setup  Damsel")
    assert line == SetupLearn("damsel")
    assert line.text == "setup damsel"


def test_t35_setup_damsel_from_a_good_player_is_a_static_error() -> None:
    """T35: only evil players send setup lines."""
    faults = setup_learn_errors(UP, 1, False, SetupLearn("damsel"))
    assert [f.problem for f in faults] == [Problem.SETUP_ONLY_EVIL]


def test_setup_damsel_after_night_1_is_a_static_error() -> None:
    """Setup lines belong to Night 1."""
    faults = setup_learn_errors(UP, 2, True, SetupLearn("damsel"))
    assert [f.problem for f in faults] == [Problem.SETUP_NIGHT_1]


def test_setup_of_a_character_no_one_learns_is_a_static_error() -> None:
    """`setup baron` is no setup line: only the Damsel is learned at setup."""
    assert [f.text for f in setup_learn_errors(UP, 1, True, SetupLearn("baron"))] == [
        "no one learns at setup whether the Baron is in play"
    ]


@pytest.mark.parametrize("character", ["clockmaker", "empath", "mathematician"])
def test_t35_a_3_on_night_1_at_5_players_is_out_of_range(character: str) -> None:
    """T35: at 5 players Night 1 numbers are 0..2."""
    assert _refused(f"wake {character} learn 3", 5, 1)


def test_t35_a_clockmaker_2_at_5_players_passes() -> None:
    """T35: `wake clockmaker learn 2` is in range."""
    assert not _refused("wake clockmaker learn 2", 5, 1)


def test_t35_an_empath_3_at_6_players_passes() -> None:
    """T35: a droisoned Empath may learn a Clockmaker's 3 at 6 players."""
    assert not _refused("wake empath learn 3", 6, 1)


def test_t35_a_clockmaker_5_at_10_players_is_out_of_range() -> None:
    """T35: at 10 players Night 1 numbers are 0..4."""
    assert _refused("wake clockmaker learn 5", 10, 1)
    assert not _refused("wake clockmaker learn 4", 10, 1)


def test_t35_a_mathematician_11_at_15_players_is_out_of_range() -> None:
    """T35 and the seed: a drunk Mathematician cannot learn 11 on Night 1 (max 6)."""
    assert _refused("wake mathematician learn 11", 15, 1)
    assert not _refused("wake mathematician learn 6", 15, 1)


def test_t35_an_empath_4_on_night_2_at_5_players_passes() -> None:
    """T35: later nights numbers run to n-1."""
    assert not _refused("wake empath learn 4", 5, 2)
    assert _refused("wake empath learn 5", 5, 2)


def test_the_pixie_reads_no_pixie_on_night_1() -> None:
    """R13: Night 1 character readings are the eleven in-play Townsfolk other than the Pixie."""
    assert _refused("wake pixie learn pixie", 5, 1)
    assert _refused("wake pixie learn vortox", 5, 1)
    assert not _refused("wake pixie learn mayor", 5, 1)


def test_the_undertaker_may_read_any_character_but_the_atheist() -> None:
    """R13: later nights every script character but the Atheist can be read."""
    for character in UP.characters:
        if character != "atheist":
            assert not _refused(f"wake undertaker learn {character}", 5, 2), character
