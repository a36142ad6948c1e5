"""The world the end of a game reveals (spec E4): the first of Ψ in canonical order.

Canonical order is lexicographic: the setup first (seat by seat, ascending; each seat's
tokens in :meth:`~engine.clocktower.script.Script.token_order`, a Drunk after the real
characters), then what the reveal shows of the rest of a world in the order the record makes
it: the character changes night by night, then who is alive seat by seat (alive first), the
red herring, and the characters taken on.

The solvers' own leaf order is theirs to choose (a lazy leaf stands for many initial worlds and
shows one), so a reveal read off the first leaf would change with the solver. Here the setup is
found seat by seat with pinned questions instead: a seat is pinned to the earliest token some
world of Ψ gives it, given the seats before it, and only then is the next seat asked about.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.clocktower.search import Solver
from engine.clocktower.world import History, Leaf


def first_world(solver: Solver, history: History) -> Leaf | None:
    """The first world of ``history``'s worlds in canonical order, or None when it has none.

    The returned leaf's :attr:`~Leaf.witness` is the first setup: every seat's token pinned.
    Each seat costs one question that finds no world (the earliest token is proved first) and
    one per earlier token some world still gives it."""
    leaf = next(iter(solver.leaves(history)), None)
    if leaf is None:
        return None
    order = history.script.token_order()
    pinned = history
    for seat in range(history.n):
        best = leaf.witness[seat]
        while True:
            earlier = frozenset(t for t, rank in order.items() if rank < order[best])
            found = (
                next(iter(solver.leaves(pinned.with_pins(((seat, earlier),)))), None)
                if earlier
                else None
            )
            if found is None:
                break
            leaf, best = found, found.witness[seat]
        pinned = pinned.with_pins(((seat, frozenset((best,))),))
    return min(solver.all_leaves(pinned), key=lambda found: _rest_order(order, found))


def _rest_order(order: Mapping[str, int], leaf: Leaf) -> tuple[object, ...]:
    """A leaf of one setup's place in canonical order (``order``: the script's token order):
    what the reveal shows beyond the setup, in the order the record makes it."""
    return (
        tuple((night, seat, order.get(token, len(order))) for night, seat, token in leaf.changes),
        tuple(not alive for alive in leaf.alive),
        tuple(sorted(leaf.red_herring)),
        tuple(-1 if now is None else order.get(now, len(order)) for now in leaf.current),
    )
