"""Every value has a canonical text form that parses back to itself."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import ParseError
from engine.werewolf import (
    Advance,
    Attack,
    Decide,
    Vision,
    Vote,
    parse_action,
    parse_phase,
    parse_role,
)
from engine.werewolf.actions import Kick, Rename, Undo
from engine.werewolf.phases import Phase, PhaseKind
from engine.werewolf.roles import SEER, VILLAGER, WEREWOLF, wolf

seats = st.integers(min_value=0, max_value=999)
targets = st.none() | seats
actions = st.one_of(
    st.builds(Vision, player=seats, target=targets),
    st.builds(Attack, player=seats, target=targets),
    st.builds(Vote, player=seats, target=targets),
    st.builds(Decide, target=targets),
    st.just(Advance()),
    st.builds(Kick, target=seats),
    st.just(Undo()),
    st.builds(
        Rename,
        player=seats,
        name=st.text(
            alphabet=st.characters(categories=["L", "N", "P", "S", "Zs"]), min_size=1, max_size=30
        ).filter(lambda name: name == name.strip()),
    ),
)


@given(actions)
def test_action_text_round_trips(action: object) -> None:
    """parse_action(str(a)) == a for every action."""
    assert parse_action(str(action)) == action


@pytest.mark.parametrize(
    "text", ["", "vision", "vision @1", "vote @1 none", "attack 1 2", "advance now", "kill @1 @2"]
)
def test_malformed_action_is_refused_with_its_text(text: str) -> None:
    """A malformed action raises ParseError naming the input."""
    with pytest.raises(ParseError, match=f"not an action: {text!r}"):
        parse_action(text)


@given(st.integers(min_value=0, max_value=500), st.sampled_from(list(PhaseKind)))
def test_phase_text_round_trips(number: int, kind: PhaseKind) -> None:
    """parse_phase(str(p)) == p for every phase."""
    if kind is PhaseKind.DAY and number == 0:
        number = 1
    phase = Phase(number, kind)
    assert parse_phase(str(phase)) == phase


def test_phases_alternate_from_night_zero() -> None:
    """N0 -> D1 -> N1 -> D2."""
    phase = parse_phase("N0")
    seen = []
    for _ in range(4):
        seen.append(str(phase))
        phase = phase.next()
    assert seen == ["N0", "D1", "N1", "D2"]


def test_day_zero_does_not_exist() -> None:
    """There is no Day 0."""
    with pytest.raises(ParseError, match="D0"):
        parse_phase("D0")


@given(st.integers(min_value=1, max_value=300))
def test_ranked_wolf_text_round_trips(rank: int) -> None:
    """parse_role(str(wolf(r))) == wolf(r)."""
    assert parse_role(str(wolf(rank))) == wolf(rank)


@pytest.mark.parametrize("role", [SEER, VILLAGER, WEREWOLF])
def test_plain_role_text_round_trips(role: object) -> None:
    """Seer, Villager and the unranked werewolf round-trip."""
    assert parse_role(str(role)) == role


def test_role_titles_use_greek_ranks() -> None:
    """wolf2 is the beta wolf; past omega the rank is a number."""
    assert wolf(2).title() == "the beta wolf"
    assert wolf(25).title() == "the #25 wolf"


@pytest.mark.parametrize("text", ["seer2", "wolfx", "doctor", ""])
def test_unknown_role_is_refused(text: str) -> None:
    """An unknown role raises ParseError with the input."""
    with pytest.raises(ParseError, match=f"{text!r}"):
        parse_role(text)
