"""A due point's "alive at dawn without a wake" read at dusk (``engine/clocktower/early_due.py``)
against the walk of every world: on random partial nights of ``mini_uncertainty`` and of the
reduced scripts with gains and pretends, a seat proved at dusk never to be alive and unwoken
at dawn is so in no walked world; and a seat that may die before its certain wake is proved so.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import History, Leaf
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower import test_script2_search as search_games
from tests.engine.clocktower.helpers import known_scripts

ST = oracle_games.ST


_scripts = known_scripts(
    early_games.PUKKA, early_games.SWAPS, early_games.HOST, *marks.SCRIPTS_UNDER_TEST.values()
)


def _alive_unwoken(history: History, seat: int) -> bool:
    """Whether some walked world of ``history`` with a ``dont_wake`` of ``seat`` reaches dawn
    running with the seat alive (the due point's question, no proof at dusk)."""
    quiet = history.with_entry(history.phases[-1].number, seat, DontWake())  # type: ignore[union-attr]
    return ExplicitSolver().exists(
        quiet, ("alive", seat), lambda leaf: leaf.alive[seat] and leaf.ended is None
    )


def _proofs_agree(game: ClocktowerGame, history: History) -> int:
    """Check each seat without an entry proved at dusk never alive and unwoken at dawn
    against the walk of every world; how many there were."""
    entries = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    proved = 0
    for seat in range(game.n):
        if seat in entries:
            continue
        quiet = history.with_entry(game.number, seat, DontWake())
        if not LazySolver().never_unwoken(quiet, seat):
            continue
        proved += 1
        assert not _alive_unwoken(history, seat), seat
    return proved


def _skipping_walks_agree(game: ClocktowerGame, history: History, rng: random.Random) -> None:
    """Check the lazy solver's "alive at dawn without a wake" of every seat without an entry
    and "running" of a sample of entries and of its ``dont_wake`` at a random due point (walks
    that skip the worlds at dusk proved to grow no witness) against the walk of every world."""
    entries = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    for seat in range(game.n):
        if seat in entries:
            continue
        quiet = history.with_entry(game.number, seat, DontWake())

        def alive(leaf: Leaf, seat: int = seat) -> bool:
            return leaf.alive[seat] and leaf.ended is None

        skipped = LazySolver().exists(quiet, ("alive", seat), alive)
        assert skipped == ExplicitSolver().exists(quiet, ("alive", seat), alive), seat
        wakes = all_wakes(game, seat)
        for wake in rng.sample(wakes, min(4, len(wakes))):
            entry = ClauseEntry((wake,))
            trial = history.with_entry(game.number, seat, entry)
            key = (game.number, 0, game._entry_point(entry, seat))

            def running(leaf: Leaf, key: tuple[int, int, int] = key) -> bool:
                return leaf.ended is None or leaf.ended >= key

            skipped = LazySolver().exists(trial, ("running", key), running)
            assert skipped == ExplicitSolver().exists(trial, ("running", key), running), entry
        # the seat's dont_wake at a due point, as the resolution asks it
        due = (game.number, 0, rng.randrange(game._entry_point(DontWake(), seat) + 1))

        def running_at(leaf: Leaf, key: tuple[int, int, int] = due) -> bool:
            return leaf.ended is None or leaf.ended >= key

        skipped = LazySolver().exists(quiet, ("running", due), running_at)
        assert skipped == ExplicitSolver().exists(quiet, ("running", due), running_at), due


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_unwoken_proofs_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty, a seat proved at dusk never alive and
    unwoken at dawn is so in every world, and walks that skip the worlds at dusk proved to
    grow no witness answer as the walk of every world."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = shortcuts._random_entries(rng, game, game.solver)
    _proofs_agree(game, history)
    _skipping_walks_agree(game, history, rng)


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_unwoken_proofs_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, a seat
    proved at dusk never alive and unwoken at dawn is so in every world, and walks that skip
    the worlds at dusk proved to grow no witness answer as the walk of every world."""
    # about half the games end or stall before the night: the next seeds stand in
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    history = shortcuts._random_entries(rng, game, game.solver)
    _proofs_agree(game, history)
    _skipping_walks_agree(game, history, rng)


def test_a_seat_that_may_die_before_its_certain_wake_is_never_alive_unwoken() -> None:
    """The Empath the Pukka may kill before its slot is proved at dusk never alive at dawn
    without waking, though its own dont_wake is not refused there (it may die first)."""
    game = early_games._pukka_night2()
    quiet = game.history.with_entry(2, 0, DontWake())
    assert not game.solver.refused_early(quiet, 0, DontWake(), game._entry_point(DontWake(), 0))
    assert game.solver.never_unwoken(quiet, 0)
    assert not _alive_unwoken(game.history, 0)


def test_a_silent_empath_the_demon_may_kill_first_is_due_without_a_walk() -> None:
    """A silent Empath's due point, the Pukka's strike possibly first, asks no world whether
    it may be alive at dawn without waking."""
    solver = early_games._Alive()
    game = early_games._pukka_night2(solver)
    for seat, text in {3: "wake pukka choose @2", 4: "wake poisoner choose @5"}.items():
        game.play(text, seat)
    game.play("resolve", ST)
    assert 0 not in solver.asked


def test_a_seat_is_proved_at_dusk_never_to_act_at_an_unarmed_swaps_slot() -> None:
    """With the Barber out of play, the silent Poisoner is proved at dusk never to wake
    after its own slot: nobody may wake at the Barber's slot for the Demon's swap."""
    game = early_games._table(
        early_games.SWAPS.id,
        {
            1: "wake empath learn 1",
            2: "wake mathematician learn 0",
            3: "dont_wake",
            4: "setup demon @4\nwake lleech choose @1",
            5: "setup demon @4\nwake poisoner choose @5",
        },
    )
    game.play("end_day", ST)
    pinned = game.history.with_pins(((2, frozenset({"monk"})),))  # the Barber out of play
    tracked = replace(pinned, track=frozenset((4,)))
    assert game.solver.never_wakes_after(tracked, 4, 0)
    assert not ExplicitSolver().exists(
        tracked,
        ("wakes_after", 4, 0),
        lambda leaf: any(k > 0 for k, _ in leaf.woke[4]),
    )


class _Whole(LazySolver):
    """A lazy solver that walks every world at dusk (no proof rules one out)."""

    def _open_groups(self, history: History, key: object) -> None:
        return None


def test_a_walk_skips_the_worlds_at_dusk_proved_to_grow_no_witness() -> None:
    """An Empath reading after two entries no world at dusk lets @2 hold is refused by a
    walk of fewer branches than every world's, with the same answer."""
    game = search_games._night2(ExplicitSolver())
    history = game.history.with_entry(2, 0, ClauseEntry((Wake("lleech", (4,)),)))
    history = history.with_entry(2, 1, ClauseEntry((Wake("barber", (4, 0)),)))
    entry = ClauseEntry((Wake("empath", info=Info("number", 0)),))
    trial = history.with_entry(2, 2, entry)
    key = (2, 0, game._entry_point(entry, 2))

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    skipping, whole = LazySolver(), _Whole()
    assert not skipping.exists(trial, ("running", key), running)
    assert not whole.exists(trial, ("running", key), running)
    assert not ExplicitSolver().exists(trial, ("running", key), running)
    assert skipping._work < whole._work


def test_a_dont_wakes_running_walk_skips_the_worlds_at_dusk_where_its_seat_must_wake() -> None:
    """@2's `dont_wake` at a due point after the Lycanthrope's slot on HOST's Night 2 walks
    only the world at dusk where @2 is not the Lycanthrope (where it is, it wakes there, and
    the walk drops it), with the answer of every world's walk."""
    history = early_games._host_night2().history
    quiet = history.with_entry(2, 1, DontWake())
    key = (2, 0, 2)

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    skipping = LazySolver()
    dusks = skipping._at_dusk(quiet)
    groups = skipping._open_groups(quiet, ("running", key))
    assert dusks is not None and len(dusks) == 2
    assert groups is not None and [i in groups for i in range(len(dusks))].count(True) == 1
    assert skipping.exists(quiet, ("running", key), running)
    assert ExplicitSolver().exists(quiet, ("running", key), running)


def test_a_wakes_after_walk_skips_the_worlds_at_dusk_that_cannot_wake_the_seat_later() -> None:
    """On a Night 3 whose worlds at dusk differ, "wakes after 0" of a seat that only one of
    them may wake later walks fewer branches than every world's, with the same answer."""
    history = shortcuts._partial_night(4, 3)
    tracked = replace(history, track=frozenset((4,)))
    skipping, whole = LazySolver(), _Whole()
    assert skipping.wake_after(tracked, 4, 0) is None
    assert whole.wake_after(tracked, 4, 0) is None
    assert not ExplicitSolver().exists(
        tracked, ("wakes_after", 4, 0), lambda leaf: any(k > 0 for k, _ in leaf.woke[4])
    )
    assert skipping._work < whole._work


class _Unsharpened(LazySolver):
    """A lazy solver whose proofs at dusk read the worlds unnarrowed (no feasible tokens), so
    that a seat of this Night 2 is not proved at dusk and its question is walked."""

    _sharpen = ExplicitSolver._sharpen


class _Unpruned(_Unsharpened):
    """A lazy solver whose "alive at dawn" walks keep the branches where the seat died."""

    def _dead_end(self, key: object) -> None:
        return None


def test_an_alive_at_dawn_walk_drops_the_branches_where_the_seat_died() -> None:
    """On a Night 2 where @1 wakes or dies in every world, its "alive at dawn without a wake"
    walk drops each branch once @1 is dead: fewer branch steps, the same answer."""
    history = search_games._night2(ExplicitSolver()).history
    quiet = history.with_entry(2, 0, DontWake())

    def alive(leaf: Leaf) -> bool:
        return leaf.alive[0] and leaf.ended is None

    pruned, whole = _Unsharpened(), _Unpruned()
    assert not pruned.never_unwoken(quiet, 0)  # walked, not proved at dusk
    assert not pruned.exists(quiet, ("alive", 0), alive)
    assert not whole.exists(quiet, ("alive", 0), alive)
    assert not ExplicitSolver().exists(quiet, ("alive", 0), alive)
    assert pruned._work < whole._work
