"""Who may make tonight's one swap (``Character.explicit_swappers``): the walk lets a seat act
at the swap's optional slot only when its entry names that character or it is free there, so
when every seat the hook names has an entry naming none, no walk makes the swap, and a
"running" question every witness of which would run past a clause that pins it
(``early.swap_pin``) is proved at dusk (``early.swap_unmade``, read by
``early_due.dusk_proof``), with the answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver, run_night
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History, NightPlan, PlanEntry, Upto, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_due as due_tests
from tests.engine.clocktower import test_script2_early_pin as pins
from tests.engine.clocktower import test_script2_early_swap_pin as swap_pins
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST
DEMON = swap_pins.DEMON
"""The Lleech (@5) in every game here: the living Demon, who makes the Barber's swap."""


_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def test_a_demon_entry_naming_no_swap_walks_no_world_past_the_pin() -> None:
    """With @3's Empath reading in (possible only by the swap with @1), the Lleech's
    one-clause `wake lleech choose @2` (killing the Barber, which arms the swap) asked at
    the Barber's slot walks no world at dusk, as no world's walk holds it: the Lleech, the
    only seat that may make the swap, does not list it."""
    game, history = pins._pinned()
    entry = ClauseEntry((Wake("lleech", (1,)),))
    trial = history.with_entry(game.number, DEMON, entry)
    key = (game.number, 0, bounds._slot(game, "barber"))
    solver = LazySolver()
    assert bounds._open(solver, trial, key) == 0
    assert not solver.exists(trial, ("running", key), bounds._running(key))
    assert not ExplicitSolver().exists(trial, ("running", key), bounds._running(key))


def test_a_free_seat_is_never_alive_and_unwoken_when_nobody_may_swap() -> None:
    """With @3's Empath reading and the Lleech's `wake lleech choose @2` in, @1 (the Empath)
    is proved at dusk never alive and unwoken at dawn, as the walk of every world finds:
    a walk running at dawn held the reading, so made the swap nobody may make."""
    game, history = pins._pinned()
    trial = history.with_entry(game.number, DEMON, ClauseEntry((Wake("lleech", (1,)),)))
    quiet = trial.with_entry(game.number, 0, DontWake())
    assert LazySolver().never_unwoken(quiet, 0)
    assert not due_tests._alive_unwoken(trial, 0)


def test_a_free_seat_never_wakes_after_the_demon_when_nobody_may_swap() -> None:
    """With @3's Empath reading and the Lleech's `wake lleech choose @2` in, @1 is proved at
    dusk never to wake after the Lleech's slot, as the walk of every world finds."""
    game, history = pins._pinned()
    trial = history.with_entry(game.number, DEMON, ClauseEntry((Wake("lleech", (1,)),)))
    tracked = replace(trial, track=frozenset((0,)))
    lleech = bounds._slot(game, "lleech")
    assert LazySolver().never_wakes_after(tracked, 0, lleech)
    woke = ExplicitSolver().exists(
        tracked, ("wakes_after", 0, lleech), lambda leaf: any(k > lleech for k, _ in leaf.woke[0])
    )
    assert not woke


def test_the_barber_names_the_living_seats_that_may_be_a_demon() -> None:
    """On SOLE_BARBER's Night 2 the Barber's ``explicit_swappers`` is the Lleech's seat
    alone, and every character that swaps nothing names none."""
    game = armers._night2()
    dusks = LazySolver()._at_dusk(game.history)
    assert dusks
    for dusk, ahead in dusks:
        assert REGISTRY["barber"].explicit_swappers(dusk, ahead.gains) == {DEMON}
    for character, module in REGISTRY.items():
        if not module.swaps_characters:
            assert module.explicit_swappers(dusk, ahead.gains) is None, character


def _swap_makers_within_hook(history: History) -> int:
    """Walk every world at dusk of ``history`` (its last phase a night) and check that each
    seat that woke at the Barber's slot (so made its swap) is among the Barber's
    ``explicit_swappers`` of that world at dusk; how many swaps were made."""
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    dusks = LazySolver()._at_dusk(history)
    assert dusks is not None
    made = 0
    for dusk, ahead in dusks:
        makers = REGISTRY["barber"].explicit_swappers(dusk, ahead.gains)
        assert makers is not None
        for world in run_night(dusk.__deepcopy__({}), plan):
            for seat, wakes in world.woke.items():
                if any(character == "barber" for _, character in wakes):
                    assert seat in makers, (seat, makers)
                    made += 1
    return made


def test_every_swap_made_on_sole_barber_is_by_a_seat_the_hook_names() -> None:
    """In every walk of SOLE_BARBER's Night 2 (the Lleech free, so it may kill the Barber
    and swap), the seat that made the swap is one the Barber's hook names."""
    assert _swap_makers_within_hook(armers._night2().history) > 0


def test_every_swap_made_on_swaps_is_by_a_seat_the_hook_names() -> None:
    """In every walk of SWAPS's Night 2, the swap armed by the Barber's execution or only by
    a death tonight, the seat that made the swap is one the Barber's hook names."""
    for armed in (True, False):
        game = early_games._swaps_day1()
        if armed:
            game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", ST)
        game.play("end_day", ST)
        assert _swap_makers_within_hook(game.history) > 0, armed


def _demon_parts(game: ClocktowerGame, rng: random.Random) -> list[PlanEntry | None]:
    """A sample of the Lleech's entries: none (free), `dont_wake`, one-clause `wake lleech`
    entries whole and bound (before the Barber's slot, so free there, or at a later one),
    and the same with a swap clause naming the pinning pairs' first seat."""
    barber = bounds._slot(game, "barber")
    lleech = bounds._slot(game, "lleech")
    last = len(night_order(game.script, game.number)) - 1
    kills = [w for w in all_wakes(game, DEMON) if w.character == "lleech"]
    parts: list[PlanEntry | None] = [None, DontWake()]
    for kill in rng.sample(kills, min(3, len(kills))):
        entry = ClauseEntry((kill,))
        parts += [entry, Upto(entry, rng.randint(lleech, barber - 1))]
        parts.append(Upto(entry, rng.randint(barber, last)))
    a, b = rng.sample(range(game.n), 2)
    parts.append(ClauseEntry((rng.choice(kills), Wake("barber", (a, b)))))
    return parts


def _makers_agree(game: ClocktowerGame, history: History, rng: random.Random) -> int:
    """Add each of a sample of the Lleech's entries (or none) to ``history`` (a random
    partial night with a pinning entry) and check the "running" question (the walk skipping
    the worlds at dusk it proves) at the Lleech's slot, the Barber's, a later one and the
    night's end, and for a whole entry (or none) the free seats' "alive at dawn" and "wakes
    after" proofs, against the walk of every world; how many questions were proved or
    walked fewer worlds at dusk than there are."""
    end = len(night_order(game.script, game.number))
    barber = bounds._slot(game, "barber")
    proved = 0
    for part in _demon_parts(game, rng):
        trial = history if part is None else history.with_entry(game.number, DEMON, part)
        for point in sorted({bounds._slot(game, "lleech"), barber, rng.randint(barber, end), end}):
            key = (game.number, 0, point)
            lazy = LazySolver()
            dusks = lazy._at_dusk(trial)
            opened = bounds._open(lazy, trial, key) if dusks else 0
            found = lazy.exists(trial, ("running", key), bounds._running(key))
            walked = ExplicitSolver().exists(trial, ("running", key), bounds._running(key))
            assert found == walked, (part, point)
            proved += dusks is not None and opened < len(dusks)
        if not isinstance(part, Upto):
            # the "alive at dawn" and "wakes after" proofs of the seats without an entry
            proved += due_tests._proofs_agree(game, trial)
            proved += early_games._wake_proofs_agree(game, trial)
    return proved


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_demon_entries_past_a_pin_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber and an entry that pins the swap, the
    Lleech's entries (or none) answer "running" as every world's walk."""
    rng = random.Random(seed)
    game = armers._night2()
    drawn = swap_pins._pinned_history(game, rng)
    if drawn is not None:
        _makers_agree(game, drawn[0], rng)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), armed=st.booleans())
def test_swaps_demon_entries_past_a_pin_are_the_walks(seed: int, armed: bool) -> None:
    """On a random partial Night 2 of SWAPS (the swap armed by the Barber's execution, or
    only by a death tonight) and an entry that pins the swap, the Lleech's entries (or
    none) answer "running" as every world's walk."""
    rng = random.Random(seed)
    game = early_games._swaps_day1()
    if armed:
        game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    drawn = swap_pins._pinned_history(game, rng)
    if drawn is not None:
        _makers_agree(game, drawn[0], rng)
