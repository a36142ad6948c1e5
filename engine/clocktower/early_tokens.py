"""The tokens a lazy seat may hold, read at dusk: only those some initial world gives it.

A lazy world at dusk keeps, for each unsettled seat, the tokens it may still hold
(``LazySetup.cands``); they are narrowed only by what a walk asked (a character is in play
once), never by the setup's counts. The walk drops a branch whose setup holds no initial
world (the refiner asks the :class:`~engine.clocktower.lazy.Completer` at each split), but the
proofs at dusk (``early.py``, ``early_due.py``) read the candidates as they are: a token no
initial world of the seat can hold still lets the seat hold its character there, act at its
slot, or arm a swap. Seed 10's Night 2 at eight players: in each of the 216 worlds at dusk the
setup's one Outsider (the Puzzlemaster) was settled, and the one or two seats left open still
listed the Barber and the Drunk's tokens, so every world allowed the Demon's swap at the
Barber's slot, and with it a good seat's Empath reading (any number) that no world holds; the
walk refused it after 843,024 branch steps, each Barber branch dropped by the completion
check only once the walk had split the seat.

:func:`sharpen` drops those tokens from a world at dusk before the proofs read it. A token is
kept when the seat limited to it still holds a valid initial world (the completer's own
question, so the answer is the walk's): every branch the walk keeps holds a valid initial
world whose tokens are each kept here (splits only narrow a setup), so a proof over the
sharpened world reads every branch the walk may keep, and its refusals stay exact.
"""

from __future__ import annotations

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import Completer, LazySetup, narrow

MET = 4
"""How many worlds :func:`feasible` keeps per seat and token to try before a search."""


def feasible(setup: LazySetup, completer: Completer) -> LazySetup | None:
    """``setup`` with each unsettled seat limited to the tokens some initial world in it
    gives that seat (None: it holds none)."""
    if all(len(options) == 1 for options in setup.cands):
        # no seat is tried below, and so nothing would ask whether this one world is valid
        return setup if completer.holds(setup) else None
    # every world a search finds here lies in ``setup`` and settles each seat's token in
    # it, so it answers the other seats' tokens it holds without a search of their own
    # (seed 2026's first Night-2 dusk at nine players: 17,302 searches of 5,541 worlds)
    worlds = [w for w in (completer.known_world(setup),) if w is not None]
    kept: list[frozenset[str]] = []
    for seat, options in enumerate(setup.cands):
        if len(options) == 1:
            kept.append(options)
            continue
        held: set[str] = set()
        for token in options:
            alone = narrow(setup, seat, frozenset((token,)))
            if alone is None:
                continue
            if any(w[seat] == token and completer.lies_in(w, alone) for w in worlds):
                held.add(token)
                continue
            met = completer.met.setdefault((seat, token), [])
            if any(completer.lies_in(w, alone) for w in met):
                held.add(token)
                continue
            world = completer.witness(alone)
            if world is not None:
                worlds.append(world)
                held.add(token)
                for other, value in enumerate(world):
                    recent = completer.met.setdefault((other, value), [])
                    recent.insert(0, world)
                    del recent[MET:]
        kept.append(frozenset(held))
    found: LazySetup | None = setup
    for seat, options in enumerate(kept):
        if found is None:
            return None
        if options != found.cands[seat]:
            found = narrow(found, seat, options)
    return found


def sharpen(night: ExplicitNight, completer: Completer) -> None:
    """Limit ``night`` (a running world at dusk, a fresh copy of the walk's) to its feasible
    tokens, filling in the seats that leaves settled. A seat not settled yet has changed
    nothing since setup (a swap or a gain settles it first), so its token is its setup's."""
    setup = night.world
    if not isinstance(setup, LazySetup):
        return
    found = feasible(setup, completer)
    # the walk keeps only setups that hold an initial world: ``found`` is one of them
    assert found is not None
    night.world = found
    for seat, token in enumerate(found.tokens):
        if night.current[seat] is None and token is not None:
            night.current[seat] = token
