"""Instances a seat pretends (addendum R9 a, R14, M2): a Drunk-Pixie's pretended Cannibal eats,
a Cannibal's fixed pretend stays a pretend, and a sober healthy Cannibal whose reading the
faux paw turns to evil is marked. Seats are 0-based; @4 and @5 (3, 4) are evil."""

from __future__ import annotations

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kills import execute
from tests.engine.clocktower.test_script2_gained_instances import (
    _drunk_pixie_pretending,
    _night3,
)
from tests.engine.clocktower.test_script2_gained_passives import _world

TOKENS = ("empath", "monk", "lleech", "poisoner")
"""@2-@5 beside the Drunk-Pixie @1; @3 claims the Pixie's character and is executed."""


def test_r9a_a_drunk_pixies_pretended_cannibal_eats_a_good_executee() -> None:
    """R9 (a): the Drunk-Pixie @1 that may have gained `~cannibal` eats the executed Empath
    @2 in some world: it holds `~cannibal` and `~empath` there, and stays as it was in the
    others."""
    day = _drunk_pixie_pretending("cannibal", *TOKENS).dawn()
    worlds = execute(day, 1)
    assert {w.extras(0) for w in worlds} == {(), ("cannibal", "empath")}
    assert all(w.instance_labels(0) in {(), ("~cannibal", "~empath")} for w in worlds)


def test_r9a_a_drunk_pixies_eaten_empath_must_wake() -> None:
    """N15, R9 (a): where the Drunk-Pixie's `~cannibal` ate the Empath, it wakes as the
    Empath next night: it may learn a count no sober Empath could (R13)."""
    day = _drunk_pixie_pretending("cannibal", *TOKENS).dawn()
    [held] = [w for w in execute(day, 1) if w.extras(0)]
    assert _night3(held, 0, "wake empath learn 2")
    silent = _night3(held, 0, "dont_wake")
    assert all(w.winner is not None or not w.alive[0] for w in silent)


def test_r14_a_drunk_pixies_pretended_cannibal_that_eats_evil_pretends() -> None:
    """R9 (a), R14: eating the evil Poisoner @5, the Drunk-Pixie's `~cannibal` pretends a
    later-waking Townsfolk; the seat, a Drunk's, is not recorded as poisoned by it."""
    day = _drunk_pixie_pretending("cannibal", *TOKENS).dawn()
    [held] = [w for w in execute(day, 4) if w.extras(0)]
    assert held.extras(0) == ("cannibal",)
    assert "empath" in held.pretends[0]
    assert 0 not in held.state.get("cannibal", set())  # type: ignore[operator]


def test_r16_pixie_a_drunk_pixie_holding_its_cannibal_gains_it_no_more() -> None:
    """R16 pixie: once the Drunk-Pixie holds `~cannibal`, a later claimant's death opens no
    second pretend of it (the same world twice)."""
    day = _drunk_pixie_pretending("cannibal", *TOKENS).dawn()
    [held] = [w for w in execute(day, 1) if w.extras(0)]
    held.claim(4, "cannibal")
    held.die(4, "demon")
    assert "cannibal" not in held.pretends.get(0, frozenset())


def test_r14_a_drunk_pixies_pretended_cannibal_stays_open_when_no_one_dies() -> None:
    """R14: an execution that kills no one (the Devil's Advocate's protection) settles
    nothing: one world, the pretend still open."""
    night = _drunk_pixie_pretending("cannibal", "empath", "monk", "lleech", "devils_advocate")
    night.state["devils_advocate"] = (4, 1)
    [after] = execute(night.dawn(), 1)
    assert after.alive[1]
    assert after.pretends[0] == frozenset({"cannibal"})


CANNIBAL = ("empath", "cannibal", "monk", "lleech", "poisoner")


def _ate_evil() -> list[ExplicitNight]:
    """Night 3 after the Cannibal @2 ate the evil Poisoner @5, waking as the Empath and
    learning 2 (both living neighbours good: the sober count is 0)."""
    [day] = execute(_world(*CANNIBAL, gained={}).dawn(), 4)
    return _night3(day, 1, "wake empath learn 2")


def test_s11_a_cannibals_fixed_pretend_reads_as_pretended() -> None:
    """§11, R14: the Cannibal's pretended Empath, fixed at its first wake, is `~empath` to
    the storyteller, never a held `empath`."""
    worlds = _ate_evil()
    assert worlds
    assert {w.instance_labels(1) for w in worlds} == {("~empath",)}


def test_m12_a_cannibals_pretend_is_never_marked() -> None:
    """M12 (M1): the pretended Empath's false count places no mark on the Cannibal: its
    own evil-eating poison is not "by another"."""
    assert all(1 not in w.marked | w.optional for w in _ate_evil())


def test_m12_a_cannibals_pretended_monk_is_never_marked() -> None:
    """M12 (M5): the Cannibal's pretended Monk, whose choice the Demon kills, places no
    mark on it: its own evil-eating poison is not "by another"."""
    [day] = execute(_world(*CANNIBAL, gained={}).dawn(), 4)
    killed = [w for w in _night3(day, 1, "wake monk choose @1") if not w.alive[0]]
    assert killed
    assert all(1 not in w.marked | w.optional for w in killed)


def test_m1_a_cannibals_pretend_droisoned_by_another_is_marked() -> None:
    """M1: the Cannibal also the Lleech's host, its pretended Empath's false count marks it
    (droisoned by another as well as by its own poison)."""
    [day] = execute(_world(*CANNIBAL, gained={}, lleech=(3, 1)).dawn(), 4)
    worlds = _night3(day, 1, "wake empath learn 2")
    hosted = [w for w in worlds if w.alive[3]]
    assert hosted
    assert all(1 in w.marked for w in hosted)


FAUX_PAW = ("empath", "cannibal", "lycanthrope", "lleech", "poisoner")
"""The Empath @1 is the faux paw (registers evil while the Lycanthrope @3 lives)."""


def _faux_paw_world(**state: object) -> list[ExplicitNight]:
    """Day 2 executing the faux paw @1, with ``state``."""
    night = _world(*FAUX_PAW, gained={}, marks=(("lycanthrope", 0),), **state)
    return execute(night.dawn(), 0)


def test_m2_a_cannibal_that_eats_the_faux_paw_is_marked() -> None:
    """M2: the executed good faux paw reads evil to the sober healthy Cannibal @2, which is
    poisoned and pretends instead of taking the Empath: the reader is marked."""
    [after] = _faux_paw_world()
    assert after.pretends[1]
    assert after.marked == {1}


def test_m2_a_poisoned_cannibals_reading_is_not_marked() -> None:
    """M2 (open point 3): only a sober healthy reader: poisoned by the Poisoner, the
    Cannibal eating the faux paw is not marked."""
    [after] = _faux_paw_world(poisoner=(4, 1))
    assert after.marked == set()


def test_m2_a_cannibal_holding_the_lycanthrope_is_not_marked() -> None:
    """M2: unless the reader holds a Lycanthrope instance: the Cannibal that ate the
    Lycanthrope reads the faux paw evil and is not marked."""
    night = _world(
        "empath",
        "cannibal",
        "monk",
        "lleech",
        "poisoner",
        gained={1: "lycanthrope"},
        marks=(("lycanthrope", 0),),
    )
    [after] = execute(night.dawn(), 0)
    assert after.pretends[1]
    assert after.marked == set()
