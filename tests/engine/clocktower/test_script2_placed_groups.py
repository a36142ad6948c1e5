"""A walk narrowed at dusk builds only the groups it may take (``explicit_solver.places_of``):
the worlds at dusk a "running" proof's plain part leaves open, or every running one, instead
of stepping through every group of the history to skip the rest one by one."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.clocktower.explicit_solver import ExplicitOracle, _Unproved
from engine.clocktower.lazy_solver import LazySolver, _Both
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_plain_open as plain_open


class _Known:
    """Groups whose only places are known (as :class:`_Unproved`'s)."""

    def __init__(self, places: list[int] | None) -> None:
        self._places = places

    def __contains__(self, index: object) -> bool:
        return self._places is None or index in self._places

    def places(self) -> list[int] | None:
        return self._places


def _never(night: object, ahead: object) -> bool:
    return False


def _counting(solver: LazySolver) -> list[object]:
    """Make ``solver`` count the groups its walks build (one item per group)."""
    built: list[object] = []
    groups: Callable[..., Iterator[object]] = solver._groups

    def counted(*args: object, **kwargs: object) -> Iterator[object]:
        for group in groups(*args, **kwargs):
            built.append(group)
            yield group

    solver._groups = counted  # type: ignore[method-assign]
    return built


def test_a_shapes_later_question_builds_only_the_groups_its_plain_part_leaves_open() -> None:
    """On mini_uncertainty's Night 2 (seed 4), the third of @1's `wake clockmaker` draws
    builds only the groups the shape's plain part left open, and answers as the oracle."""
    game, history = plain_open._night2(4)
    seat = 0
    drawn = [e for e in plain_open._entries(game, seat) if e.clauses[0].character == "clockmaker"]
    solver = LazySolver()
    built = _counting(solver)
    for entry in drawn[:3]:
        built.clear()
        trial = history.with_entry(game.number, seat, entry)
        key = (game.number, 0, plain_open._point(game, entry))
        found = solver.exists(trial, ("running", key), bounds._running(key))
        assert found == ExplicitOracle().exists(trial, ("running", key), bounds._running(key))
    groups = solver._open_groups(trial, ("running", key))
    dusks = solver._at_dusk(trial)
    assert isinstance(groups, _Unproved) and groups._opened is not None and dusks
    assert len(built) == len(groups._opened) < len(dusks), (len(built), len(dusks))


def test_unproved_places_are_every_running_world_at_dusk_without_a_plain_part() -> None:
    """Without the plain part's open groups, the places are every running world at dusk."""
    dusks = {0: (None, None), 3: (None, None), 5: (None, None)}
    assert _Unproved(dusks, _never).places() == [0, 3, 5]  # type: ignore[arg-type]


def test_unproved_places_are_the_plain_parts_open_groups_when_known() -> None:
    """With the plain part's open groups known, the places are those, ascending."""
    dusks = {0: (None, None), 3: (None, None), 5: (None, None)}
    unproved = _Unproved(dusks, _never, frozenset({5, 0}))  # type: ignore[arg-type]
    assert unproved.places() == [0, 5]


def test_both_places_are_the_places_both_may_hold() -> None:
    """Two containers' places: both known, their common ones; one known, that one's."""
    assert _Both(_Known([1, 4, 7]), _Known([0, 4, 7, 9])).places() == [4, 7]
    assert _Both(_Known(None), _Known([2, 3])).places() == [2, 3]
    assert _Both(_Known([2, 3]), frozenset({3})).places() == [2, 3]
    assert _Both(_Known(None), _Known(None)).places() is None
