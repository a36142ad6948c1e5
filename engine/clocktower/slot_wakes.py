"""Whether a seat without an entry tonight may wake at one slot: one question for many entries.

Fallback F (N9) draws a silent seat's entry by elimination, each drawn wake checked by a walk
of the partial night with that entry. A wake without information is kept in the draw
unchecked (its choices may matter), so a seat that cannot be the Gambler has every Gambler
choice and guess drawn and refused one walk at a time: seed 7's Night 2 at eight players
checked 109 entries (3.2 s) before one at the Mathematician's slot held.

A one-clause wake entry of a character at position ``p`` of tonight's order holds in a
world of the partial night running at ``p`` only if the seat makes no wake before ``p`` and
either wakes at ``p`` or the game ends at ``p`` itself (R5 amended: a world that ends at
the entry's point never reached the clause). :func:`wakes_at` asks for such a world with
the seat bound to no wake before ``p`` and free from ``p`` on (every legal choice is the
world's), which holds every world of every such entry with its choices up to ``p``, so it
answers no only when each of them is refused; the draw still draws and deletes exactly as
before, only without a walk per entry. The answer is known once slot ``p`` is walked, so the
walk drops every branch there but the witnesses; and it starts only from the worlds at dusk
not proved to grow none (``early_due.unwoken_at``: every walk ended before ``p``, or the seat
may not wake at that slot and no death there may end the game). Seed 2026's Night 2 at
eight players asked the Vortox's seat about each slot: 38,695 branch steps, now 258 (its
own slot's, which holds).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.search import Solver
from engine.clocktower.text import Seat
from engine.clocktower.world import History, Leaf, NightPlan, Upto


def wakes_at(solver: Solver, base: History, seat: Seat, position: int) -> bool:
    """Whether some world of ``base`` (its last phase a night in which ``seat`` has no
    entry), with ``seat`` making no wake before ``position`` of that night's order, wakes it
    at ``position`` while still running there or ends exactly there: what every one-clause
    wake entry of ``seat`` whose point is ``position`` needs."""
    night = base.phases[-1]
    assert isinstance(night, NightPlan) and seat not in dict(night.entries)
    key = (night.number, 0, position)
    # no clause: no wake up to position - 1, and free after it (N14's E|P of nothing)
    trial = base.with_entry(night.number, seat, Upto(ClauseEntry(()), position - 1))

    def witness(leaf: Leaf) -> bool:
        if leaf.ended == key:
            return True
        running = leaf.ended is None or leaf.ended > key
        return running and any(at == position for at, _ in leaf.woke[seat])

    question = ("wakes_at", seat, position)
    if isinstance(solver, LazySolver):
        return solver.exists_pruned(trial, question, witness, _past(seat, position))
    return solver.exists(trial, question, witness)


def _past(seat: Seat, position: int) -> Callable[[ExplicitNight], bool]:
    """What drops a branch once slot ``position`` is walked, unless the game ended in that
    slot or the seat woke there (the witnesses: nothing later changes that)."""

    def dropped(night: ExplicitNight) -> bool:
        walked = night.slots_walked  # the slot just walked, counted from 0
        night.slots_walked = walked + 1
        if walked != position:
            return False  # before it, and after it only witnesses are left
        if night.ended_at is not None:
            return True  # ended before the slot (the walk stamps an end in it after us)
        woke = any(at == position for at, _ in night.woke.get(seat, ()))
        return night.winner is None and not woke

    return dropped
