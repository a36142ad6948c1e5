"""What a resolution's committed entries tell the proofs at dusk (session 58): a clause naming
tonight's one swap's two seats (the Demon's `wake barber choose @A @B`) pins that swap for
a ``dont_wake``'s "running" question past it (``early_due.dusk_proof``) and for a re-ask's
forced wake after it (``early_due.always_wakes``); and a droisoner every wake of which tonight
holds a committed clause reaches only what those clauses choose (``early.held_droisons``), so
an Empath's number no sober walk gives is read at dusk. Each is checked against the walk of
every world.

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
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import History, Leaf, NightPlan, night_order
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_info as info
from tests.engine.clocktower import test_script2_early_named_swap as named
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(armers.SOLE_BARBER)

MATHEMATICIAN = 3
"""@4, the Mathematician in SOLE_BARBER's Night 2 (``armers._night2``)."""

POISONER = 5
"""@6, the Poisoner in SOLE_BARBER's Night 2 as ``info._night2`` plays it."""


def _order(game: ClocktowerGame) -> list[str]:
    return [m.id for m in night_order(game.script, game.number)]


def _open_worlds(history: History, key: tuple[str, object]) -> int:
    """How many worlds at dusk the lazy solver walks for the question ``key``."""
    solver = LazySolver()
    dusks = solver._at_dusk(history)
    groups = solver._open_groups(history, key)
    assert dusks is not None and groups is not None
    return sum(index in groups for index in range(len(dusks)))


def _running_at_dawn(game: ClocktowerGame, history: History) -> tuple[bool, int]:
    """The Mathematician's ``dont_wake`` beside ``history``'s entries as the resolution asks
    it at dawn: the walk's answer, and the worlds at dusk the lazy solver walks (its own
    answer checked against the walk)."""
    quiet = history.with_entry(game.number, MATHEMATICIAN, DontWake())
    key = (game.number, 0, len(_order(game)))

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    walked = ExplicitSolver().exists(quiet, ("running", key), running)
    assert LazySolver().exists(quiet, ("running", key), running) == walked
    return walked, _open_worlds(quiet, ("running", key))


def test_a_dont_wake_the_named_swap_leaves_out_is_refused_at_dusk() -> None:
    """With the Lleech's `wake lleech choose @2 & wake barber choose @1 @2` in, the
    Mathematician's `dont_wake` held running at dawn is proved at dusk in no world, as
    every world's walk finds."""
    game = armers._night2()
    history = game.history.with_entry(game.number, named.DEMON, named._named(1, (0, 1)))
    assert _running_at_dawn(game, history) == (False, 0)


def test_a_dont_wake_the_named_swap_names_is_walked() -> None:
    """With the swap naming the Mathematician (@2 @4), its world at dusk is walked."""
    game = armers._night2()
    history = game.history.with_entry(game.number, named.DEMON, named._named(1, (1, 3)))
    assert _running_at_dawn(game, history)[1] == 1


def _always(history: History, seat: int, wake: tuple[int, str]) -> bool:
    """``always_wakes``' answer, checked against the walk: when proved, every world wakes
    ``seat`` at ``wake``."""
    proved = ExplicitSolver().always_wakes(history, seat, wake)
    if proved:
        assert all(wake in leaf.woke[seat] for leaf in ExplicitSolver().leaves(history))
    return proved


def test_a_seat_the_named_swap_leaves_out_always_wakes() -> None:
    """With the Lleech's `wake lleech choose @2 & wake barber choose @1 @2` in, the
    Mathematician's wake at its slot is proved at dusk to come in every world."""
    game = armers._night2()
    history = game.history.with_entry(game.number, named.DEMON, named._named(1, (0, 1)))
    wake = (_order(game).index("mathematician"), "mathematician")
    assert _always(history, MATHEMATICIAN, wake)


def test_a_seat_the_named_swap_names_is_not_proved_to_wake() -> None:
    """With the swap naming the Mathematician (@2 @4), no world wakes it as the
    Mathematician and no proof says one must."""
    game = armers._night2()
    history = game.history.with_entry(game.number, named.DEMON, named._named(1, (1, 3)))
    wake = (_order(game).index("mathematician"), "mathematician")
    assert not _always(history, MATHEMATICIAN, wake)
    assert not any(wake in leaf.woke[MATHEMATICIAN] for leaf in ExplicitSolver().leaves(history))


def _poisoned(game: ClocktowerGame, target: int | None, history: History | None = None) -> History:
    """``history`` (the Night 2's start if None) with the Poisoner's `wake poisoner choose`
    ``target`` (None: free)."""
    history = game.history if history is None else history
    if target is None:
        return history
    entry = ClauseEntry((Wake("poisoner", (target,)),))
    return history.with_entry(game.number, POISONER, entry)


def _empath(number: int) -> ClauseEntry:
    return ClauseEntry((Wake("empath", info=Info("number", number)),))


def test_a_number_no_sober_empath_learns_beside_a_poisoner_choosing_elsewhere_is_read_at_dusk() -> (
    None
):
    """With the Poisoner's `wake poisoner choose @4` in, the Empath @1 (a neighbour evil, the
    other good) is sober in every walk, so `learn 2` is walked in no world at dusk."""
    game = info._night2(armers.SOLE_BARBER.id)
    assert info._walked(game, _poisoned(game, 3), 0, _empath(2)) == 0


def test_a_number_the_poisoner_may_reach_is_walked() -> None:
    """A free Poisoner, or one choosing the Empath, may droison it: `learn 2` is walked."""
    game = info._night2(armers.SOLE_BARBER.id)
    assert info._walked(game, _poisoned(game, None), 0, _empath(2)) == 1
    assert info._walked(game, _poisoned(game, 0), 0, _empath(2)) == 1


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_committed_readings_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber and the Demon's entry naming its swap,
    with the Poisoner's entry choosing each seat in turn or absent: the "running" answers of
    the Empath's numbers, and of the Mathematician's `dont_wake` at dawn, and every wake
    proved at dusk to come in every world are the walk of every world."""
    rng = random.Random(seed)
    game = info._night2(armers.SOLE_BARBER.id)
    drawn = named._with_named_swap(game, shortcuts._random_entries(rng, game, game.solver), rng)
    night = drawn.phases[-1]
    assert isinstance(night, NightPlan)
    # the Empath and the Poisoner left free: their entries are the ones read below
    kept = tuple((s, e) for s, e in night.entries if s not in (0, POISONER))
    history = replace(drawn, phases=(*drawn.phases[:-1], NightPlan(night.number, kept)))
    quiet = MATHEMATICIAN not in dict(kept)
    order = _order(game)
    for target in (None, *range(game.n)):
        trial = _poisoned(game, target, history)
        if not ExplicitSolver().possible(trial):
            continue
        for number in range(3):
            info._walked(game, trial, 0, _empath(number))
        if quiet:
            _running_at_dawn(game, trial)
        for seat in range(game.n):
            for position, character in enumerate(order):
                _always(trial, seat, (position, character))
