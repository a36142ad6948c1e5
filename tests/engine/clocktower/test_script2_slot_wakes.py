"""Fallback F's question "may this silent seat wake at that slot at all?"
(``engine/clocktower/slot_wakes.py``) against the walks of the entries it stands for: on
random partial nights of ``mini_uncertainty``, a slot the seat may not wake at is one where
every one-clause wake entry of the seat is refused by the walk of every world, the lazy
solver's pruned walk answers as the explicit solver's full one, and the draw picks what
plain elimination picks, walking fewer entries.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.slot_wakes import wakes_at
from engine.clocktower.text import Wake
from engine.clocktower.world import History, Leaf
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(*marks.SCRIPTS_UNDER_TEST.values())


def _silent(game: ClocktowerGame, history: History) -> list[int]:
    """The seats that appear alive and have no entry in ``history``'s night."""
    entries = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    return [s for s in range(game.n) if s not in entries and s not in game.appears_dead]


def _wakes(game: ClocktowerGame, seat: int) -> list[Wake]:
    """The fallback's one-clause wakes of ``seat`` (no optional action, N16)."""
    return [w for w in all_wakes(game, seat) if not REGISTRY[w.character].optional_wake]


def _slots_agree(game: ClocktowerGame, history: History, rng: random.Random) -> int:
    """Check every silent seat's slots; how many were proved to wake the seat in no world."""
    lazy, explicit = LazySolver(), ExplicitSolver()
    proved = 0
    for seat in _silent(game, history):
        by_slot: dict[int, list[Wake]] = {}
        for wake in _wakes(game, seat):
            position = game._single_slot(history, seat, wake)
            assert position == game._entry_point(ClauseEntry((wake,)), seat), wake
            by_slot.setdefault(position, []).append(wake)
        for position, wakes in by_slot.items():
            may = wakes_at(lazy, history, seat, position)
            assert may == wakes_at(explicit, history, seat, position), (seat, position)
            if may:
                continue
            proved += 1
            key = (game.number, 0, position)
            for wake in rng.sample(wakes, min(3, len(wakes))):
                trial = history.with_entry(game.number, seat, ClauseEntry((wake,)))
                assert not explicit.exists(trial, ("running", key), _running(key)), wake
    return proved


def _running(key: tuple[int, int, int]) -> Callable[[Leaf], bool]:
    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    return running


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_a_slot_a_silent_seat_wakes_at_in_no_world_refuses_every_wake_there(
    seed: int, night: int
) -> None:
    """On a random partial night of mini_uncertainty, each slot a silent seat is proved to
    wake at in no world refuses every one-clause wake of the seat there, and the lazy
    solver's pruned walk answers as the walk of every world."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = shortcuts._random_entries(rng, game, game.solver)
    _slots_agree(game, history, rng)


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_slots_woken_in_no_world_refuse_every_wake_there(
    seed: int, play: tuple[str, int]
) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, each
    slot a silent seat is proved to wake at in no world refuses every one-clause wake of the
    seat there, and the lazy solver's pruned walk answers as the walk of every world."""
    # about half the games end or stall before the night: the next seeds stand in
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    history = shortcuts._random_entries(rng, game, game.solver)
    _slots_agree(game, history, rng)


class _Counted(ClocktowerGame):
    """A game that counts the entries its checks walk, and may draw by plain elimination
    (the draw as it was before the slot question)."""

    plain = False
    walked = 0

    def _entry_possible(self, base, seat, entry, point=None):  # type: ignore[no-untyped-def]
        self.walked += 1
        return super()._entry_possible(base, seat, entry, point)

    def _drawn_possible(self, base, seat, entry, slots):  # type: ignore[no-untyped-def]
        if self.plain:
            return self._entry_possible(base, seat, entry)
        return super()._drawn_possible(base, seat, entry, slots)


Drawn = tuple[str | None, int]


def _draws(seed: int) -> dict[int, tuple[Drawn, Drawn]]:
    """Each silent seat's draw on a random partial Night 2 of mini_uncertainty, with the
    slot question and by plain elimination: (entry drawn, entries walked) of both."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, 2)
    game.__class__ = _Counted  # the game is built by the helper: count on it as it is
    assert isinstance(game, _Counted)
    game.solver = LazySolver()
    history = shortcuts._random_entries(rng, game, game.solver)
    found = {}
    for seat in _silent(game, history):
        both = []
        for plain in (False, True):
            game.plain, game.walked = plain, 0
            drawn = game._draw_possible(history, seat, "test", _wakes(game, seat))
            both.append((None if drawn is None else drawn.text, game.walked))
        found[seat] = (both[0], both[1])
    return found


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_the_draw_picks_what_plain_elimination_picks(seed: int) -> None:
    """Fallback F's draw with the slot question picks the entry plain elimination picks,
    walking no more entries."""
    for (drawn, walked), (plain, plain_walked) in _draws(seed).values():
        assert drawn == plain
        assert walked <= plain_walked


def test_silent_evil_seats_draws_walk_no_second_wake_at_a_refused_slot() -> None:
    """On a partial Night 2, the silent Lleech's and Poisoner's draws, which meet refused
    wakes at one slot, walk fewer entries than plain elimination (5 and 6 against 9 and 10),
    drawing the same wakes."""
    draws = _draws(0)
    for seat in (3, 4):
        (drawn, walked), (plain, plain_walked) = draws[seat]
        assert drawn == plain
        assert walked < plain_walked, seat
