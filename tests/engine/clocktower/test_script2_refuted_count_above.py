"""An Empath's count above two proved false before its slot (``Empath.explicit_refuted``):
the truth counts at most its two living neighbours, while R13's range lets a droisoned or
falsified reading show more (script 2's Night-1 table: 3 at six players, n-1 later), so a
sober reader's 3 drops the branch once no slot left before its own may droison it, and the
walk still finds every world where a droisoned or falsified 3 holds.
``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples of the property test."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.ranges import in_range
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import night_order

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
ORDER = [m.id for m in night_order(UP, 1)]
PUKKA = ORDER.index("pukka")
EVIL = frozenset((3, 4))

# six players, @4 the Demon and @5 its Minion; @3 the Empath beside the Demon, sober, a
# Drunk believing it, or sober under a Vortox
SOBER = SetupWorld(("monk", "mayor", "empath", "pukka", "poisoner", "barber"), ())
DRUNK = SetupWorld(("monk", "mayor", "drunk(empath)", "pukka", "poisoner", "gambler"), ())
VORTOX = SetupWorld(("monk", "mayor", "empath", "vortox", "poisoner", "barber"), ())

# both poisons land on @1: the sober Empath @3's 3 is false
THREE = {3: "wake empath learn 3", 4: "wake pukka choose @1", 5: "wake poisoner choose @1"}


def _walk(setup: SetupWorld, entries: dict[int, str], refute: bool = True) -> list[ExplicitNight]:
    """Night 1's worlds of ``setup`` with the 1-based seats' entries (the others silent)."""
    parsed = {s - 1: parse_clause_entry(t, 6) for s, t in entries.items()}
    return list(walk(ExplicitNight(UP, setup, EVIL), parsed, refute=refute))


def test_the_empath_refutes_a_count_above_two() -> None:
    """Beside one evil neighbour, 3 and 4 are refuted as well as 0; 1 and 2 are not."""
    night = ExplicitNight(UP, SOBER, EVIL)
    refuted = [
        REGISTRY["empath"].explicit_refuted(night, 2, Wake("empath", (), Info("number", number=n)))
        for n in range(5)
    ]
    assert refuted == [True, False, False, True, True]


def test_three_is_in_a_droisoned_empaths_range_at_six_players() -> None:
    """R13's Night-1 range at six players holds 3, not 4: the count above two is real."""
    info = [Info("number", number=n) for n in (3, 4)]
    assert [in_range(UP, REGISTRY["empath"], i, 6, 1, 2) for i in info] == [True, False]


def test_a_sober_count_above_two_stops_the_walk_before_the_pukkas_slot() -> None:
    """No branch of a sober Empath's 3 reaches the slot of a Night-1 Pukka choosing another
    seat: it is dropped after the Poisoner's slot, not at the Empath's own."""
    reached = [-1]

    def step(branch: ExplicitNight) -> bool:
        reached.append(max((p for w in branch.woke.values() for p, _ in w), default=-1))
        return False

    parsed = {s - 1: parse_clause_entry(t, 6) for s, t in THREE.items()}
    found = list(walk(ExplicitNight(UP, SOBER, EVIL), parsed, prune=step))
    assert not found
    assert -1 < max(reached) < PUKKA


def test_a_drunk_or_falsified_count_above_two_holds() -> None:
    """A Drunk believing the Empath, or a sober Empath under a Vortox, may be shown 3."""
    assert _walk(DRUNK, THREE)
    assert _walk(VORTOX, {**THREE, 4: "dont_wake"})


ENTRY = {
    3: st.sampled_from([f"wake empath learn {n}" for n in range(4)]),
    4: st.sampled_from(["dont_wake", *(f"wake pukka choose @{s}" for s in range(1, 7))]),
    5: st.sampled_from(
        [
            "dont_wake",
            *(f"wake poisoner choose @{s}" for s in range(1, 7)),
            *(f"wake devils_advocate choose @{s}" for s in range(1, 7)),
        ]
    ),
}


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.fixed_dictionaries(ENTRY), setup=st.sampled_from([SOBER, DRUNK, VORTOX]))
@example(entries=THREE, setup=SOBER)
@example(entries={**THREE, 4: "wake pukka choose @3"}, setup=SOBER)
@example(entries={**THREE, 5: "wake poisoner choose @3"}, setup=SOBER)
@example(entries=THREE, setup=DRUNK)
@example(entries={**THREE, 4: "dont_wake"}, setup=VORTOX)
def test_refuted_walks_find_the_oracles_worlds(entries: dict[int, str], setup: SetupWorld) -> None:
    """Night 1 walked with the refutations finds the worlds the oracle's walk finds, in order."""
    assert _walk(setup, entries) == _walk(setup, entries, refute=False)
