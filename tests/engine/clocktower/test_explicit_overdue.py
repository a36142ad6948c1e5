"""The walk's "overdue" test (base R5): a branch past the last position of a clause it has
not held is no witness. Its clauses are read by last position, and no further than the
slot asked about (``explicit.by_deadline``, ``explicit.overdue_at``)."""

from __future__ import annotations

from engine.clocktower.explicit import by_deadline, overdue_at


def test_clauses_are_ordered_by_last_position() -> None:
    """Seat 2's clause due at 1 comes first, then seat 0's at 3, then seat 0's at 7."""
    assert by_deadline({0: [7, 3], 2: [1]}) == [(1, 2, 0), (3, 0, 1), (7, 0, 0)]


def test_a_clause_past_its_last_position_unheld_is_overdue() -> None:
    """Seat 0's second clause is due at 3 and not held: overdue after slot 3, not slot 2."""
    due = by_deadline({0: [7, 3]})
    used = {0: {0}}
    assert not overdue_at(due, used, 2)
    assert overdue_at(due, used, 3)


def test_a_clause_still_to_come_is_not_read() -> None:
    """After slot 2 only clauses due by then are read: seat 5's clause, due at 9, is
    not looked up (its seat is not even in ``used``)."""
    due = by_deadline({0: [1], 5: [9]})
    assert not overdue_at(due, {0: {0}}, 2)
