"""The Mathematician's marks M4 and M7-M10 (addendum R15) in one explicit world: a
droisoned Gambler, Lycanthrope, Devil's Advocate, Tea Lady, Fool, Damsel or Mayor is marked
where a sober healthy one would have changed what happened; for a Drunk's instance the mark
is the world's choice (M11). Seats are 0-based; the evil seats are given per world."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight, _free_clauses
from engine.clocktower.kills import demon_attempt, execute
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Wake


def _night(
    *tokens: str,
    evil: tuple[int, ...] = (3, 4),
    marks: tuple[tuple[str, int], ...] = (),
    **state: object,
) -> ExplicitNight:
    """A Night 2 in the world of ``tokens`` with ``state``."""
    night = ExplicitNight(UP, SetupWorld(tokens, marks), frozenset(evil), number=2)
    night.state.update(state)
    return night


def _act(night: ExplicitNight, seat: int, wake: Wake) -> list[ExplicitNight]:
    """``seat`` wakes with ``wake`` (effective when sober healthy), every branch."""
    effective = night.sober_healthy(seat)
    results = REGISTRY[wake.character].explicit_act(night, seat, wake, effective)
    return [night] if results is None else results


def _guess(target: int, guess: str) -> Wake:
    return Wake("gambler", (target,), None, guess)


GAMBLER = ("gambler", "empath", "monk", "pukka", "poisoner")


def test_m4_droisoned_gambler_wrong_guess_marks() -> None:
    """M4: a Gambler poisoned by another guesses wrong, lives, and is marked."""
    (after,) = _act(_night(*GAMBLER, poisoner=(4, 0)), 0, _guess(1, "monk"))
    assert after.alive[0]
    assert (after.marked, after.optional) == ({0}, set())


def test_m4_droisoned_gambler_right_guess_is_not_marked() -> None:
    """M4 needs a wrong guess: a right one kills no one even when sober."""
    (after,) = _act(_night(*GAMBLER, poisoner=(4, 0)), 0, _guess(1, "empath"))
    assert not after.marked and not after.optional


def test_m4_sober_gambler_wrong_guess_dies_unmarked() -> None:
    """The sober wrong guess kills the Gambler: nothing stopped it, no mark."""
    (after,) = _act(_night(*GAMBLER), 0, _guess(1, "monk"))
    assert not after.alive[0]
    assert not after.marked


def test_m4_gambler_saved_by_tea_lady_marks() -> None:
    """M4: the sober Gambler's death stopped by a Tea Lady neighbour marks the Gambler."""
    night = _night("gambler", "tea_lady", "empath", "pukka", "poisoner")
    (after,) = _act(night, 0, _guess(2, "monk"))
    assert after.alive[0]
    assert after.marked == {0}


def test_m11_drunk_gambler_wrong_guess_may_mark() -> None:
    """M11: a Drunk believing the Gambler guessing wrong is marked or not, the world's choice."""
    (after,) = _act(_night("drunk(gambler)", *GAMBLER[1:]), 0, _guess(1, "monk"))
    assert (after.marked, after.optional) == (set(), {0})


def test_m4_free_droisoned_gambler_is_marked_in_some_world() -> None:
    """A free poisoned Gambler (no entry) may have guessed wrong: one outcome is marked."""
    night = _night(*GAMBLER, poisoner=(4, 0))
    outcomes = REGISTRY["gambler"].explicit_free_act(night, 0, False)
    assert outcomes is not None
    assert sorted(tuple(o.marked) for o in outcomes) == [(), (0,)]


LYCANTHROPE = ("lycanthrope", "empath", "monk", "pukka", "poisoner")


def _attack(target: int) -> Wake:
    return Wake("lycanthrope", (target,))


def test_m4_droisoned_lycanthrope_good_target_marks() -> None:
    """M4: a poisoned Lycanthrope choosing a living good player kills no one: marked."""
    (after,) = _act(_night(*LYCANTHROPE, poisoner=(4, 0)), 0, _attack(1))
    assert after.alive[1]
    assert after.marked == {0}
    assert "lycanthrope" not in after.state


def test_m4_droisoned_lycanthrope_evil_target_is_not_marked() -> None:
    """A sober one would not have attacked an evil player either: no mark."""
    (after,) = _act(_night(*LYCANTHROPE, poisoner=(4, 0)), 0, _attack(3))
    assert not after.marked


def test_m4_droisoned_lycanthrope_faux_paw_target_is_not_marked() -> None:
    """A sober Lycanthrope would see its faux paw as evil and not attack: no mark."""
    night = _night(*LYCANTHROPE, marks=(("lycanthrope", 1),), poisoner=(4, 0))
    (after,) = _act(night, 0, _attack(1))
    assert not after.marked


def test_m4_lycanthrope_attack_survived_by_fool_marks() -> None:
    """M4: the sober attack on an unspent Fool kills no one: the Lycanthrope is marked."""
    (after,) = _act(_night("lycanthrope", "fool", "monk", "pukka", "poisoner"), 0, _attack(1))
    assert after.alive[1]
    assert after.marked == {0}


def test_m4_lycanthrope_kill_is_not_marked() -> None:
    """A sober attack that kills its good target marks no one."""
    (after,) = _act(_night(*LYCANTHROPE), 0, _attack(1))
    assert not after.alive[1]
    assert not after.marked


def test_m11_drunk_lycanthrope_good_target_may_mark() -> None:
    """M11: a Drunk believing the Lycanthrope, choosing a good player: an optional mark."""
    (after,) = _act(_night("drunk(lycanthrope)", *LYCANTHROPE[1:]), 0, _attack(1))
    assert (after.marked, after.optional) == (set(), {0})


ADVOCATE = ("empath", "monk", "fool", "pukka", "devils_advocate", "poisoner")


def _day(night: ExplicitNight) -> ExplicitNight:
    """The day after ``night`` (a fresh Mathematician's window)."""
    return night.dawn()


def test_m7_devils_advocate_droisoned_execution_marks() -> None:
    """M7: the Poisoner droisons the Devil's Advocate; its choice is executed and dies: the
    Devil's Advocate is marked."""
    night = _night(*ADVOCATE, evil=(3, 4, 5), devils_advocate=(4, 0, False), poisoner=(5, 4))
    (after,) = execute(_day(night), 0)
    assert not after.alive[0]
    assert after.marked == {4}


def test_m7_sober_devils_advocate_saves_and_is_not_marked() -> None:
    """The sober Devil's Advocate keeps its executed choice alive; nothing to mark."""
    night = _night(*ADVOCATE, evil=(3, 4, 5), devils_advocate=(4, 0, True))
    (after,) = execute(_day(night), 0)
    assert after.alive[0]
    assert not after.marked


def test_m7_droisoned_devils_advocate_other_execution_is_not_marked() -> None:
    """M7 needs its own choice executed: another executee's death marks no one."""
    night = _night(*ADVOCATE, evil=(3, 4, 5), devils_advocate=(4, 1, False), poisoner=(5, 4))
    (after,) = execute(_day(night), 0)
    assert not after.alive[0]
    assert not after.marked


TEA = ("empath", "tea_lady", "monk", "pukka", "poisoner")


def test_m8_tea_lady_droisoned_neighbour_dies_marks() -> None:
    """M8: the Demon kills a good neighbour of a poisoned Tea Lady (both neighbours good):
    she is marked, and the Demon is not (nothing stopped its kill)."""
    ((after, outcome),) = demon_attempt(_night(*TEA, poisoner=(4, 1)), 3, 0)
    assert outcome.died == 0
    assert after.marked == {1}


def test_m8_sober_tea_lady_saves_her_neighbour() -> None:
    """The sober Tea Lady keeps her neighbour alive; only the Demon is marked (M3)."""
    ((after, outcome),) = demon_attempt(_night(*TEA), 3, 0)
    assert outcome.died is None
    assert after.marked == {3}


def test_m8_tea_lady_with_an_evil_neighbour_is_not_marked() -> None:
    """With an evil neighbour even a sober Tea Lady protects no one: no mark."""
    night = _night("empath", "tea_lady", "monk", "pukka", "poisoner", evil=(2, 3, 4))
    night.state["poisoner"] = (4, 1)
    ((after, _),) = demon_attempt(night, 3, 0)
    assert not after.alive[0]
    assert not after.marked


def test_m11_drunk_tea_lady_neighbour_dies_may_mark() -> None:
    """M11: a Drunk believing the Tea Lady whose neighbour dies: an optional mark."""
    ((after, _),) = demon_attempt(_night("empath", "drunk(tea_lady)", *TEA[2:]), 3, 0)
    assert not after.alive[0]
    assert (after.marked, after.optional) == (set(), {1})


def test_m2_tea_lady_faux_paw_neighbour_death_marks() -> None:
    """M2: the faux paw next to a sober Tea Lady registers evil, so her other neighbour dies
    unprotected: the registration changed her protection and she is marked."""
    tokens = ("empath", "tea_lady", "monk", "pukka", "poisoner", "lycanthrope")
    night = _night(*tokens, marks=(("lycanthrope", 2),))
    ((after, outcome),) = demon_attempt(night, 3, 0)
    assert outcome.died == 0
    assert after.marked == {1}


FOOL = ("empath", "fool", "monk", "pukka", "poisoner")


def test_m8_fool_droisoned_first_death_marks() -> None:
    """M8: a poisoned unspent Fool dies at the Demon's kill: the Fool is marked."""
    ((after, outcome),) = demon_attempt(_night(*FOOL, poisoner=(4, 1)), 3, 1)
    assert outcome.died == 1
    assert after.marked == {1}


def test_m8_spent_fool_droisoned_death_is_not_marked() -> None:
    """A spent Fool would have died sober too: no mark."""
    ((after, _),) = demon_attempt(_night(*FOOL, poisoner=(4, 1), fool={1}), 3, 1)
    assert not after.alive[1]
    assert not after.marked


def test_m11_drunk_fool_death_may_mark() -> None:
    """M11: a Drunk believing the Fool dies: an optional mark."""
    ((after, _),) = demon_attempt(_night("empath", "drunk(fool)", *FOOL[2:]), 3, 1)
    assert (after.marked, after.optional) == (set(), {1})


def test_m8_fool_droisoned_execution_marks() -> None:
    """M8 by day: a poisoned unspent Fool executed dies and is marked."""
    (after,) = execute(_day(_night(*FOOL, poisoner=(4, 1))), 1)
    assert not after.alive[1]
    assert after.marked == {1}


DAMSEL = ("empath", "damsel", "monk", "pukka", "poisoner")


def test_m9_damsel_droisoned_guess_marks() -> None:
    """M9: the Minion's unspent guess names a poisoned Damsel: no loss, the Damsel is marked."""
    day = _day(_night(*DAMSEL, poisoner=(4, 1)))
    day.day_action(4, "damsel", 1)
    assert day.winner is None
    assert day.marked == {1}


def test_m9_sober_damsel_guess_ends_the_game_unmarked() -> None:
    """The sober Damsel named by the Minion: good loses (D10), no mark."""
    day = _day(_night(*DAMSEL))
    day.day_action(4, "damsel", 1)
    assert day.winner == "evil"
    assert not day.marked


def test_m9_spent_guess_on_droisoned_damsel_is_not_marked() -> None:
    """A guess after the team's one try is spent does nothing, not even a mark."""
    day = _day(_night(*DAMSEL, poisoner=(4, 1), damsel="spent"))
    day.day_action(4, "damsel", 1)
    assert not day.marked


MAYOR = ("mayor", "empath", "monk", "pukka", "poisoner")


def _three_alive(night: ExplicitNight) -> ExplicitNight:
    day = _day(night)
    day.alive[1] = day.alive[2] = False
    return day


def test_m10_mayor_droisoned_three_alive_no_execution_marks() -> None:
    """M10: three alive, no execution, the Mayor poisoned: no win, the Mayor is marked."""
    day = _three_alive(_night(*MAYOR, poisoner=(4, 0)))
    day.end_of_day(executed=False)
    assert day.winner is None
    assert day.marked == {0}


def test_m10_sober_mayor_wins_unmarked() -> None:
    """The sober Mayor's team wins at such an end of day; nothing is marked."""
    day = _three_alive(_night(*MAYOR))
    day.end_of_day(executed=False)
    assert day.winner == "good"
    assert not day.marked


def test_m10_droisoned_mayor_day_with_execution_is_not_marked() -> None:
    """With an execution today even a sober Mayor wins nothing: no mark."""
    day = _three_alive(_night(*MAYOR, poisoner=(4, 0)))
    day.end_of_day(executed=True)
    assert not day.marked


def test_m11_drunk_mayor_three_alive_may_mark() -> None:
    """M11: a Drunk believing the Mayor at such an end of day: an optional mark."""
    day = _three_alive(_night("drunk(mayor)", *MAYOR[1:]))
    day.end_of_day(executed=False)
    assert (day.winner, day.marked, day.optional) == (None, set(), {0})


def _outcome(night: ExplicitNight) -> tuple[object, ...]:
    return (frozenset(night.marked), frozenset(night.optional), tuple(night.alive))


@settings(max_examples=60, deadline=None)
@given(
    gambler=st.sampled_from(("gambler", "drunk(gambler)")),
    others=st.permutations(("empath", "tea_lady", "fool")),
    poisoned=st.sampled_from((None, 0, 1, 2)),
)
def test_m4_free_gambler_summary_equals_every_choice(
    gambler: str, others: list[str], poisoned: int | None
) -> None:
    """The lazy solver's summary of a free Gambler (no entry) has the outcomes, marks
    included, of the enumeration's every choice and guess (M4, M11)."""
    state = {} if poisoned is None else {"poisoner": (4, poisoned)}
    night = _night(gambler, *others, "pukka", "poisoner", evil=(3, 4), **state)
    module = REGISTRY["gambler"]
    effective = night.sober_healthy(0)
    summary = module.explicit_free_act(copy.deepcopy(night), 0, effective)
    assert summary is not None
    every = set()
    for option in _free_clauses(night, 0, module):
        fork = copy.deepcopy(night)
        results = module.explicit_act(fork, 0, option, effective)
        every |= {_outcome(r) for r in (results if results is not None else [fork])}
    assert {_outcome(r) for r in summary} == every
