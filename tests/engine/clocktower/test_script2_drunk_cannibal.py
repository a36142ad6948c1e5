"""A Drunk believing the Cannibal (addendum R9 a): it eats as a Cannibal would, and what it
eats is a `~` instance: it wakes as what it ate, its ability void and its information per
R13; after eating evil it pretends (R14). Seats are 0-based; @4 and @5 (3, 4) are evil."""

from __future__ import annotations

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kills import demon_attempt, execute
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from tests.engine.clocktower.test_script2_gained_instances import _night3


def _day(*tokens: str) -> ExplicitNight:
    """Day 2 of the world of ``tokens`` (evil @4 and @5), nothing gained yet."""
    night = ExplicitNight(UP, SetupWorld(tokens, ()), frozenset({3, 4}), number=2)
    return night.dawn()


DRUNK = ("empath", "drunk(cannibal)", "monk", "lleech", "poisoner")


def test_r9a_a_drunk_cannibal_eats_a_good_executee() -> None:
    """R9 (a): the Drunk-Cannibal @2 eats the executed Empath @1: it holds `~empath`, void
    (its seat is droisoned) and not poisoned by eating."""
    [after] = execute(_day(*DRUNK), 0)
    assert after.extras(1) == ("empath",)
    assert after.droisoned(1)
    assert 1 not in after.state.get("cannibal", set())  # type: ignore[operator]


def test_r9a_a_drunk_cannibals_eaten_empath_must_wake() -> None:
    """N15, R9 (a): the Drunk-Cannibal wakes as the Empath it ate; staying asleep holds only
    where it is dead by then or the game is over."""
    [day] = execute(_day(*DRUNK), 0)
    silent = _night3(day, 1, "dont_wake")
    assert all(w.winner is not None or not w.alive[1] for w in silent)


def test_r13_a_drunk_cannibals_eaten_empath_may_learn_a_false_count() -> None:
    """R13: its eaten `~empath` is droisoned, so a count no sober Empath could see here
    (both neighbours good: the sober count is 0) holds in some world."""
    [day] = execute(_day(*DRUNK), 0)
    assert _night3(day, 1, "wake empath learn 2")


def test_r14_a_drunk_cannibal_that_ate_evil_pretends() -> None:
    """R9 (a), R14: having eaten the evil Poisoner @5, the Drunk-Cannibal pretends a later
    waking Townsfolk (a world choice), never a bluff, and is not recorded as poisoned."""
    night = _day(*DRUNK)
    night.bluffs = ("mathematician",)
    [after] = execute(night, 4)
    assert after.pretends[1]
    assert "mathematician" not in after.pretends[1]
    assert not isinstance(after.state.get("cannibal"), set) or 1 not in after.state["cannibal"]


def test_r14_a_drunk_cannibals_pretend_is_fixed_at_its_first_wake() -> None:
    """R14: the pretended Empath becomes its `~empath` instance where it wakes as one."""
    [day] = execute(_day(*DRUNK), 4)
    worlds = _night3(day, 1, "wake empath learn 1")
    assert worlds
    assert {w.extras(1) for w in worlds} == {("empath",)}


def test_r9a_a_drunk_cannibals_eaten_fool_does_not_save_it() -> None:
    """R9 (a), M11: its eaten `~fool` is void: the Demon's kill lands, and the mark is the
    world's choice (a Drunk's instance)."""
    night = _day("fool", "drunk(cannibal)", "monk", "lleech", "poisoner")
    night.state["fool"] = {0}  # the Fool @1 spent its life: its execution kills it
    [day] = execute(night, 0)
    assert day.extras(1) == ("fool",)
    [(after, outcome)] = demon_attempt(day.dusk(), 3, 1)
    assert outcome.died == 1
    assert (after.marked, after.optional) == (set(), {1})


def test_r9a_a_dead_drunk_cannibal_eats_nothing() -> None:
    """§9 cannibal: eating needs the holder alive: a dead Drunk-Cannibal gains nothing."""
    day = _day(*DRUNK)
    day.alive[1] = False
    [after] = execute(day, 0)
    assert after.extras(1) == ()
