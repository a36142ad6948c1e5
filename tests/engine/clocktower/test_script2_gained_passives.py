"""Gained instances of the passive Townsfolk (addendum R9 b-c, R11, D8, E5 c, R15): a Pixie's
or a Cannibal's Tea Lady, Fool or Mayor works for its holder seat as the token's does, and
its droisoned events place the Mathematician's marks (M8, M10). Wake-based instances use the
same kill-procedure hooks (a gained Monk, a gained Lycanthrope's block and faux paw). Seats
are 0-based; @4 and @5 (3, 4) are evil unless said."""

from __future__ import annotations

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kills import KillOutcome, attempt, demon_attempt, execute
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from tests.engine.clocktower.test_script2_days import _execute, _night, _night1


def _world(
    *tokens: str,
    gained: dict[int, str],
    marks: tuple[tuple[str, int], ...] = (),
    **state: object,
) -> ExplicitNight:
    """A Night 2 in the world of ``tokens`` with the ``gained`` instances and ``state``."""
    night = ExplicitNight(UP, SetupWorld(tokens, marks), frozenset({3, 4}), number=2)
    night.gained.update(gained)
    night.state.update(state)
    return night


PIXIE = ("empath", "pixie", "monk", "lleech", "poisoner")
CANNIBAL = ("empath", "cannibal", "monk", "lleech", "poisoner")


def test_r11_a_gained_tea_lady_protects_her_good_neighbours() -> None:
    """R11 step 2: a Pixie's Tea Lady keeps her good neighbour from the Demon (M3 marks it)."""
    night = _world(*PIXIE, gained={1: "tea_lady"})
    [(after, outcome)] = demon_attempt(night, 3, 0)
    assert outcome == KillOutcome(None, "tea_lady")
    assert after.marked == {3}


def test_d8_a_gained_tea_lady_protects_from_execution() -> None:
    """D8 step 1: a Cannibal's Tea Lady keeps her executed good neighbour alive."""
    [after] = execute(_world(*CANNIBAL, gained={1: "tea_lady"}).dawn(), 2)
    assert after.alive[2]


def test_r11_a_poisoned_gained_tea_lady_protects_no_one() -> None:
    """R10: the seat droisoned, its gained Tea Lady is too: the neighbour dies."""
    night = _world(*PIXIE, gained={1: "tea_lady"}, poisoner=(4, 1))
    assert [o.died for _, o in demon_attempt(night, 3, 0)] == [0]


def test_m8_a_poisoned_gained_tea_lady_is_marked_when_her_neighbour_dies() -> None:
    """M8: a gained Tea Lady droisoned by another, whose good neighbour dies, is marked."""
    night = _world(*PIXIE, gained={1: "tea_lady"}, poisoner=(4, 1))
    [(after, _)] = demon_attempt(night, 3, 0)
    assert after.marked == {1}


def test_r11_a_gained_fool_survives_its_first_death_only() -> None:
    """R11 step 4: a Cannibal's Fool survives the Demon once (M3 marks it), then dies."""
    [(after, outcome)] = demon_attempt(_world(*CANNIBAL, gained={1: "fool"}), 3, 1)
    assert outcome == KillOutcome(None, "fool")
    assert after.alive[1] and after.marked == {3}
    assert [o.died for _, o in attempt(after, 1, "demon")] == [1]


def test_d8_a_gained_fool_survives_its_execution() -> None:
    """D8 step 4: a Pixie's unspent Fool lives through its execution."""
    [after] = execute(_world(*PIXIE, gained={1: "fool"}).dawn(), 1)
    assert after.alive[1]
    assert after.state["fool"] == {1}


def test_m8_a_poisoned_gained_fool_is_marked_at_its_first_death() -> None:
    """M8: a gained Fool droisoned by another dies unspent and is marked."""
    night = _world(*CANNIBAL, gained={1: "fool"}, poisoner=(4, 1))
    [(after, outcome)] = demon_attempt(night, 3, 1)
    assert outcome.died == 1
    assert after.marked == {1}


def test_cannibal_eating_a_fool_gains_an_unspent_one() -> None:
    """§9 cannibal ("fresh state: an unspent Fool"): a Cannibal whose eaten Fool was spent
    eats another Fool and survives its next death."""
    tokens = ("fool", "cannibal", "monk", "lleech", "poisoner")
    day = _world(*tokens, gained={1: "fool"}, fool={0, 1}).dawn()
    [after] = execute(day, 0)
    assert not after.alive[0]
    assert after.gained[1] == "fool"
    assert [o.died for _, o in attempt(after.dusk(), 1, "demon")] == [None]


def test_r11_a_gained_mayor_may_move_the_demons_kill() -> None:
    """R11 step 3: a Pixie's Mayor dies or moves the kill to any other seat."""
    deaths = [o.died for _, o in demon_attempt(_world(*PIXIE, gained={1: "mayor"}), 3, 1)]
    assert sorted(deaths, key=str) == [0, 1, 2, 3, 4]


def _three_alive(night: ExplicitNight) -> ExplicitNight:
    day = night.dawn()
    day.alive[0] = day.alive[2] = False
    return day


def test_e5c_a_gained_mayor_wins_with_three_alive_and_no_execution() -> None:
    """E5 (c): a Cannibal's sober Mayor, three alive, a day without execution: good wins."""
    day = _three_alive(_world(*CANNIBAL, gained={1: "mayor"}))
    day.end_of_day(executed=False)
    assert day.winner == "good"


def test_m10_a_poisoned_gained_mayor_is_marked_and_wins_nothing() -> None:
    """M10: the same with the gained Mayor poisoned: no win, the holder is marked."""
    day = _three_alive(_world(*CANNIBAL, gained={1: "mayor"}, poisoner=(4, 1)))
    day.end_of_day(executed=False)
    assert (day.winner, day.marked) == (None, {1})


def test_r11_a_gained_monk_protects_its_choice() -> None:
    """R11 step 2: a Cannibal's Monk keeps its choice from the Demon."""
    tokens = ("empath", "cannibal", "fool", "lleech", "poisoner")
    night = _world(*tokens, gained={1: "monk"}, monk=(1, 0))
    assert demon_attempt(night, 3, 0)[0][1] == KillOutcome(None, "monk")


def test_r11_a_gained_lycanthropes_block_stops_the_demon() -> None:
    """R11: a Cannibal's Lycanthrope that attacked a good player blocks the Demon tonight."""
    night = _world(*CANNIBAL, gained={1: "lycanthrope"}, lycanthrope=(1,))
    [(_, outcome)] = demon_attempt(night, 3, 0)
    assert outcome == KillOutcome(None, "blocked")


def test_faux_paw_registers_evil_while_a_gained_lycanthrope_lives() -> None:
    """§9 lycanthrope: the faux paw registers evil while a living sober seat holds a
    Lycanthrope instance, the Cannibal's gained one included (it adds no mark)."""
    tokens = (*CANNIBAL, "lycanthrope")
    night = _world(*tokens, gained={1: "lycanthrope"}, marks=(("lycanthrope", 0),))
    night.alive[5] = False
    assert night.registers_evil(0)


T26_PIXIE = {
    4: "wake lleech choose @3",
    5: "wake poisoner choose @2",
    1: "wake pixie learn fool",
}
"""T26's opening with a Pixie @1 shown the Fool, the Lleech's host @3 and @2 poisoned."""


def _pixie_fool() -> list[ExplicitNight]:
    """@1 claims the Fool, @2 is executed on Day 1, the Lleech attacks @1 on Night 2."""
    worlds = _night1(T26_PIXIE)
    for world in worlds:
        world.claim(0, "fool")
    day1 = _execute(worlds, 2)
    return _night(day1, {4: "wake lleech choose @1", 5: "wake poisoner choose @2"})


def test_r9c_a_pixie_that_gained_the_fool_survives_the_demon() -> None:
    """R9 (c), R11 step 4: where the poisoned Fool @2 died by execution, the mad Pixie @1
    holds a fresh Fool and lives through the Lleech's attack; elsewhere it dies."""
    worlds = _pixie_fool()
    gained = [w for w in worlds if w.gained.get(0) == "fool"]
    assert gained and all(w.world.tokens[1] == "fool" for w in gained)
    assert {w.alive[0] for w in gained} == {True}
    assert {w.alive[0] for w in worlds if w.world.tokens[1] != "fool"} == {False}


PIXIE_EATEN = {
    4: "wake lleech choose @5",
    5: "wake poisoner choose @5",
    2: "wake pixie learn empath",
    3: "wake empath learn 1",
    1: "dont_wake",
}
"""Night 1: @2 the Pixie shown the Empath @3, @1 silent (a Cannibal among others)."""


def _eaten_pixie(night2: str, night3: str | None = None) -> list[ExplicitNight]:
    """Day 1 executes the Pixie @2; @1's Night 2 (and Night 3) entries, the Lleech idle."""
    day1 = _execute(_night1(PIXIE_EATEN), 2)
    lines = {4: "wake lleech choose @2", 5: "wake poisoner choose @5", 3: "wake empath learn 1"}
    worlds = _night(day1, {**lines, 1: night2})
    if night3 is not None:
        worlds = _night(worlds, {**lines, 1: night3})
    return worlds


def test_n11_a_cannibal_that_ate_the_pixie_wakes_at_pixie_degree() -> None:
    """N11, §9 pixie: the Cannibal @1 that ate the executed Pixie wakes at pixie° on the
    next night and learns a Townsfolk in play: its entry holds only as that Cannibal."""
    worlds = _eaten_pixie("wake pixie learn empath")
    assert worlds
    assert {w.world.tokens[0] for w in worlds} == {"cannibal"}


def test_n11_a_cannibal_that_ate_the_pixie_must_wake() -> None:
    """N11: the pixie° wake is not optional: @1 silent on Night 2 rules the Cannibal out."""
    worlds = _eaten_pixie("dont_wake")
    assert worlds
    assert "cannibal" not in {w.world.tokens[0] for w in worlds}


def test_n11_the_eaten_pixie_wakes_once() -> None:
    """N11: the eaten Pixie's only use is its first pixie° slot: a Night 3 wake as the
    Pixie is impossible."""
    assert _eaten_pixie("wake pixie learn empath", "dont_wake")
    assert not _eaten_pixie("wake pixie learn empath", "wake pixie learn empath")
