"""Submission grammar: canonical text forms round-trip, static errors name the line."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import FAMILY, NOTICE, TROUBLE_BREWING
from engine.clocktower.actions import parse_record_line
from engine.clocktower.characters import REGISTRY
from engine.clocktower.text import (
    DontWake,
    Info,
    SetupLine,
    Wake,
    parse_entry,
    parse_setup_line,
    parse_submission,
)
from engine.core.errors import ParseError
from tests.engine.clocktower.helpers import make_game, send

N = 9
seats = st.integers(min_value=0, max_value=N - 1)
characters = st.sampled_from(TROUBLE_BREWING.characters)
infos = st.one_of(
    st.builds(lambda k: Info("number", number=k), st.integers(0, 9)),
    st.builds(lambda y: Info("yesno", yes=y), st.booleans()),
    st.just(Info("none")),
    st.builds(lambda c: Info("character", character=c), characters),
    st.builds(lambda a, b, c: Info("pair", seats=(a, b), character=c), seats, seats, characters),
)
wakes = st.builds(
    Wake, characters, st.lists(seats, max_size=2).map(tuple), st.one_of(st.none(), infos)
)


@given(wakes)
def test_wake_entries_round_trip(wake: Wake) -> None:
    """Every wake entry parses back from its canonical text."""
    assert parse_entry(wake.text, N) == wake


def test_dont_wake_and_setup_lines_round_trip() -> None:
    """dont_wake and setup lines parse back from their canonical text."""
    assert parse_entry(DontWake().text, N) == DontWake()
    for line in (SetupLine(3), SetupLine(2, ("chef", "empath", "saint"))):
        assert parse_setup_line(line.text, N) == line


def test_submission_is_case_and_space_insensitive_with_comments() -> None:
    """Lines are lowercased, spaces collapsed and # comments dropped."""
    sub = parse_submission("WAKE  Empath learn 1   # my guess\n\ndont_wake", N)
    assert sub.text == "wake empath learn 1; dont_wake"
    assert parse_submission(sub.text, N) == sub


def test_seat_outside_the_table_is_refused_with_its_line() -> None:
    """A seat beyond @n is a parse error naming the line."""
    with pytest.raises(ParseError, match="line 2: .*outside"):
        parse_submission("dont_wake\nwake monk choose @12", N)


def test_static_errors_refuse_the_whole_list() -> None:
    """Wrong night, wrong choose count and wrong info shape are static errors."""
    game = make_game(7, {6, 7})
    with pytest.raises(ParseError, match="does not wake on Night 1"):
        send(game, 1, "wake monk choose @2")
    with pytest.raises(ParseError, match="chooses exactly 2"):
        send(game, 1, "wake fortune_teller choose @2 learn yes")
    with pytest.raises(ParseError, match="learns number"):
        send(game, 1, "wake empath learn yes")
    with pytest.raises(ParseError, match="only evil"):
        send(game, 1, "setup demon @6")


def test_record_lines_round_trip() -> None:
    """Every action's canonical text parses back to the same action."""
    for line in (
        "@3 submit wake empath learn 1; dont_wake",
        "@1 slay @6",
        "resolve",
        "timeout",
        "end_day",
        "nominate @2 @5 yes @1 @3",
    ):
        _, action = parse_record_line(line, 7)
        assert action.text == line


def test_every_script_character_has_a_module_with_a_summary() -> None:
    """Each character of script 1 is registered with its own words."""
    for character in TROUBLE_BREWING.characters:
        assert REGISTRY[character].summary


def test_family_names_itself_and_carries_the_notice() -> None:
    """The family's names and the unofficial-fan-tool notice."""
    assert (FAMILY.name, FAMILY.title) == ("clocktower", "Quantum Clocktower")
    assert "not affiliated" in NOTICE
