"""A walk's first slots kept across the walks of one dusk world (``prefix_memo.py``): a
later walk whose entries read the same there starts from copies of the kept steps, and
ends in the same worlds in the same order, its prune asked as often, as a walk without
them. Seats are 0-based; the world is the settled reduced-script one of
``test_script2_faux_paw_split`` (Night 2's order: Poisoner, Monk, Lycanthrope, Pukka,
Lleech, Empath; the Empath at seat 1)."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from engine.clocktower.clauses import AnyEntry, ClauseEntry
from engine.clocktower.explicit import ExplicitNight, state_key, walk
from engine.clocktower.prefix_memo import Prefixes
from engine.clocktower.text import Info, Wake
from tests.engine.clocktower.test_script2_faux_paw_split import _counted
from tests.engine.clocktower.test_script2_faux_paw_split import _night as lazy_night


def _reading(number: int) -> dict[int, AnyEntry]:
    """The Empath's (seat 1) entry with this number, every other seat free."""
    return {1: ClauseEntry((Wake("empath", info=Info("number", number)),))}


class _Prune:
    """A prune counting its calls and dropping the branches ``drop`` names (None: none)."""

    def __init__(self, drop: Callable[[ExplicitNight], bool] | None = None) -> None:
        self.calls = 0
        self.drop = drop

    def __call__(self, night: ExplicitNight) -> bool:
        self.calls += 1
        return self.drop is not None and self.drop(night)


def _dead(seat: int) -> Callable[[ExplicitNight], bool]:
    """A branch in which ``seat`` is dead."""
    return lambda night: not night.alive[seat]


def _poisoned(seat: int) -> Callable[[ExplicitNight], bool]:
    """A branch in which the Poisoner (seat 4, the first slot) chose ``seat``."""
    return lambda night: night.state.get("poisoner") == (4, seat)


def _poisoning(target: int) -> dict[int, AnyEntry]:
    """The Poisoner's (seat 4) entry choosing ``target``, every other seat free."""
    return {4: ClauseEntry((Wake("poisoner", choices=(target,)),))}


def _walked(
    dusk: ExplicitNight,
    entries: dict[int, AnyEntry],
    prune: _Prune,
    prefixes: Prefixes[ExplicitNight] | None,
) -> list[object]:
    """The states a walk of a copy of ``dusk`` ends in, in order (every seat without an
    entry free)."""
    leaves = walk(
        copy.deepcopy(dusk),
        entries,
        keep_ended=True,
        free=frozenset(s for s in range(5) if s not in entries),
        prune=prune,
        prefixes=prefixes,
    )
    return [state_key(n) for n in leaves]


def test_a_later_walk_reading_the_same_first_slots_starts_from_the_kept_branches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A third walk whose Empath number differs (read at its last slot) wakes fewer seats
    than a walk without the memo, its prune asked as often."""
    dusk = lazy_night((("lycanthrope", 1),), ())
    prune, alone = _Prune(), _Prune()
    prefixes: Prefixes[ExplicitNight] = Prefixes(prune)
    _walked(dusk, _reading(0), prune, prefixes)  # a key's first walk keeps nothing
    _walked(dusk, _reading(0), prune, prefixes)
    prune.calls = 0
    wakes = _counted(monkeypatch, ExplicitNight, "wake")
    _walked(dusk, _reading(1), prune, prefixes)
    shared, wakes[0] = wakes[0], 0
    _walked(dusk, _reading(1), alone, None)
    assert 0 < shared < wakes[0]
    assert prune.calls == alone.calls


def test_a_resumed_walk_ends_in_the_worlds_of_a_walk_without_the_memo() -> None:
    """Every later walk's leaves and counted steps equal an unshared walk's, whatever its
    Empath number (soundness guard)."""
    dusk = lazy_night((("lycanthrope", 1),), ())
    shared = _Prune()
    prefixes: Prefixes[ExplicitNight] = Prefixes(shared)
    for number in (0, 1, 2, 0, 1):
        alone = _Prune()
        shared.calls = 0
        assert _walked(dusk, _reading(number), shared, prefixes) == _walked(
            dusk, _reading(number), alone, None
        )
        assert shared.calls == alone.calls


def test_a_walk_whose_entry_reads_otherwise_at_the_first_slot_walks_afresh() -> None:
    """A walk whose Poisoner (seat 4, the first slot) chooses another seat starts from no
    kept branch, and ends as a walk without the memo."""
    dusk = lazy_night((("lycanthrope", 1),), ())
    prune, alone = _Prune(), _Prune()
    prefixes: Prefixes[ExplicitNight] = Prefixes(prune)
    _walked(dusk, _poisoning(2), prune, prefixes)  # a key's first walk keeps nothing
    _walked(dusk, _poisoning(2), prune, prefixes)
    prune.calls = 0
    assert _walked(dusk, _poisoning(0), prune, prefixes) == _walked(
        dusk, _poisoning(0), alone, None
    )
    assert prune.calls == alone.calls


def test_walks_of_another_dusk_drop_the_kept_prefixes() -> None:
    """A walk kept under one dusk is not found once the solver walks another dusk's worlds,
    and is found again while it walks an equal one."""
    dusk = lazy_night((("lycanthrope", 1),), ())
    prune = _Prune()
    prefixes: Prefixes[ExplicitNight] = Prefixes(prune)
    prefixes.at_dusk(("night", 2))
    _walked(dusk, _reading(0), prune, prefixes)
    _walked(dusk, _reading(0), prune, prefixes)
    prefixes.at_dusk(("night", 2))  # an equal history at dusk: the same walks
    assert prefixes.size > 0
    prefixes.at_dusk(("night", 3))
    assert (prefixes.size, prefixes.kept, prefixes.walks) == (0, {}, {})


@pytest.mark.parametrize("drop", [_dead(0), _dead(2), _poisoned(2), _poisoned(1)])
def test_a_walk_with_a_dropping_prune_resumes_from_a_plain_walks_steps(
    drop: Callable[[ExplicitNight], bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A walk whose prune drops branches (a seat dead, or poisoned in the first slot), after
    two walks whose prune drops nothing, wakes fewer seats and ends as a walk of its own:
    the same leaves, the same calls."""
    dusk = lazy_night((("lycanthrope", 1),), ())
    plain = _Prune()
    prefixes: Prefixes[ExplicitNight] = Prefixes(plain)
    _walked(dusk, _reading(0), plain, prefixes)  # a key's first walk keeps nothing
    _walked(dusk, _reading(0), plain, prefixes)
    dropping, alone = _Prune(drop), _Prune(drop)
    wakes = _counted(monkeypatch, ExplicitNight, "wake")
    leaves = _walked(dusk, _reading(1), dropping, prefixes)
    shared, wakes[0] = wakes[0], 0
    assert leaves == _walked(dusk, _reading(1), alone, None)
    assert 0 < shared < wakes[0]
    assert dropping.calls == alone.calls
