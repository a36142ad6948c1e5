"""A Clockmaker's distance proved false before its slot (``Clockmaker.explicit_refuted``):
the distance reads only who holds which token, so a sober reader's wrong number drops the
branch after the Pixie's slot, the last before it that may droison or move a token, never
where a droisoned or falsified reading may still hold (R13)."""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import AnyEntry, parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, first_nights
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupFacts, initial_worlds
from engine.clocktower.text import Info, Seat, Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower.helpers import night_one_reach

EMPATH = next(k for k, m in enumerate(night_order(UP, 1)) if m.id == "empath")

# @4 the Pukka sits one step from its Minion @5: the sober Clockmaker @3's 2 is false, and
# neither droisoner reaches @3
SOBER = {
    4: "wake pukka choose @1",
    5: "wake poisoner choose @1",
    2: "wake empath learn 0",
    3: "wake clockmaker learn 2",
}

# a silent Demon is the Vortox, sober: the Clockmaker's 2 is the false information it must get
VORTOX = {4: "dont_wake", 5: "wake poisoner choose @1", 3: "wake clockmaker learn 2"}

# the Pukka poisons the Clockmaker @3, whose 2 is then a droisoned reading in range
POISONED = {4: "wake pukka choose @3", 5: "wake poisoner choose @1", 3: "wake clockmaker learn 2"}


def _facts() -> SetupFacts:
    """Five players, @4 the Demon and @5 evil (0-based in the facts)."""
    return SetupFacts(5, frozenset((3, 4)), demon=3, learned={"damsel": False})


def _entries(entries: dict[int, str]) -> dict[Seat, AnyEntry]:
    """The 1-based seats' entries, 0-based."""
    return {s - 1: parse_clause_entry(t, 5) for s, t in entries.items()}


def _worlds(entries: dict[int, str]) -> list[ExplicitNight]:
    """Night 1's worlds where every listed seat's entry holds (the others `dont_wake`)."""
    return list(first_nights(UP, _facts(), _entries(entries)))


def test_the_clockmaker_refutes_a_distance_only_when_false() -> None:
    """Of the distances 1 and 2 from the Demon @4 to its Minion @5, only 2 is refuted."""
    setup = next(iter(initial_worlds(UP, _facts())))
    night = ExplicitNight(UP, setup, _facts().evil)
    refuted = [
        REGISTRY["clockmaker"].explicit_refuted(
            night, 2, Wake("clockmaker", (), Info("number", number=number))
        )
        for number in (1, 2)
    ]
    assert refuted == [False, True]


def test_a_false_distance_stops_the_walk_before_the_empaths_slot() -> None:
    """No branch of a sober Clockmaker's false distance reaches the Empath's slot."""
    found, reached = night_one_reach(_facts(), SOBER)
    assert not found
    assert -1 < reached < EMPATH


def test_a_true_distance_walks_on_to_its_slot() -> None:
    """The sober Clockmaker's true distance 1 is not dropped: its worlds are found."""
    worlds = _worlds({**SOBER, 3: "wake clockmaker learn 1"})
    assert worlds
    assert {w.world.tokens[2] for w in worlds} == {"clockmaker"}


def test_a_sober_vortox_keeps_a_false_distance() -> None:
    """Under a sober Vortox the false distance is the information the Clockmaker must get."""
    worlds = _worlds(VORTOX)
    assert {w.world.tokens[2] for w in worlds} == {"clockmaker"}
    assert all(w.world.tokens[3] == "vortox" for w in worlds)


def test_a_poisoned_clockmaker_keeps_a_false_distance() -> None:
    """The Pukka's poison lets the Clockmaker learn a distance other than the true one."""
    worlds = _worlds(POISONED)
    assert {w.world.tokens[2] for w in worlds} == {"clockmaker"}
    assert all(w.world.tokens[3] == "pukka" for w in worlds)
