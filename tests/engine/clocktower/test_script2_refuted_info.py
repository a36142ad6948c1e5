"""Information proved false before its slot (``Character.explicit_refuted``): the walk drops
a branch once a sober reading can no longer be the truth, never where a droisoned or
falsified reading may still hold (R13)."""

from __future__ import annotations

from engine.clocktower.clauses import AnyEntry, parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, first_nights
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupFacts
from engine.clocktower.text import Seat
from engine.clocktower.world import night_order
from tests.engine.clocktower.helpers import night_one_reach

EMPATH = next(k for k, m in enumerate(night_order(UP, 1)) if m.id == "empath")

# @5 is the Lleech's host, so @5 is marked at the Lleech's slot (M6): a count of 0 is
# already exceeded for the sober Mathematician @3 long before its slot, the night's last
HOSTED = {
    4: "wake lleech choose @5",
    5: "wake poisoner choose @1",
    2: "wake empath learn 1",
    3: "wake mathematician learn 0",
}

# a silent Demon is the Vortox: the sober Empath @1's false 0 marks it before the Mathematician
VORTOX = {
    4: "dont_wake",
    5: "wake poisoner choose @3",
    1: "wake empath learn 0",
    2: "wake mathematician learn 0",
}

# the Mathematician @3 is the Lleech's host; the poisoned Empath @1's false 0 marks it
POISONED = {
    4: "wake lleech choose @3",
    5: "wake poisoner choose @1",
    1: "wake empath learn 0",
    3: "wake mathematician learn 0",
}


def _facts(n: int, evil: set[int], demon: int) -> SetupFacts:
    """The facts after every evil player sent `setup demon @demon` (1-based seats)."""
    return SetupFacts(n, frozenset(s - 1 for s in evil), demon=demon - 1, learned={"damsel": False})


def _worlds(entries: dict[int, str]) -> list[ExplicitNight]:
    """Night 1's worlds at five players, @4 the Demon and @5 evil, where every 1-based seat's
    entry holds (the others `dont_wake`)."""
    parsed: dict[Seat, AnyEntry] = {s - 1: parse_clause_entry(t, 5) for s, t in entries.items()}
    return list(first_nights(UP, _facts(5, {4, 5}, 4), parsed))


def test_an_exceeded_count_stops_the_walk_before_the_later_readings() -> None:
    """No branch of a refused count of 0 reaches the Empath's slot, the marks already above it."""
    found, reached = night_one_reach(_facts(5, {4, 5}, 4), HOSTED)
    assert not found
    assert -1 < reached < EMPATH


def test_a_sober_vortox_keeps_an_exceeded_count() -> None:
    """Under a sober Vortox a count already exceeded is false information, so it holds."""
    worlds = _worlds(VORTOX)
    assert {w.world.tokens[1] for w in worlds} == {"mathematician"}
    assert all(w.world.tokens[3] == "vortox" and 0 in w.marked for w in worlds)


def test_a_droisoned_mathematician_keeps_an_exceeded_count() -> None:
    """The Lleech's host may learn a count the poisoned Empath's mark already exceeds."""
    worlds = _worlds(POISONED)
    assert {w.world.tokens[2] for w in worlds} == {"mathematician"}
    assert all(0 in w.marked for w in worlds)
