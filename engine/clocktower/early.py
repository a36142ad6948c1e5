"""The early refusal: an entry no world at dusk can hold is refused without walking the night.

An arrival check asks whether some world, walked through the partial night with the new
entry, is still running at the entry's point. A clause the seat could only wake as through
a change tonight (a gained Clockmaker not used yet, a swap, a pretend) is refused by the walk
only at its slot, after every free kill, swap and choice before it. Here each world at dusk
is asked first, through two hooks of the character contract: what each ability may change
tonight about who holds what (``Character.explicit_reach``: a swap at its slot, a gain at
any point), and whether a seat that may hold a character by its slot may wake as it
(``Character.explicit_may_wake``). Both over-approximate, so a refusal here is one the walk
makes too.

A world that ends mid-night is a witness when it ends at or after the entry's point (it never
reached the clause); a clause that cannot hold leaves only worlds that end between the
entry's point and the clause's last slot, and an end needs a death, which only a module with
an effect acting at that slot can cause. The refusal is made only when no such slot exists.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import hooked
from engine.clocktower.clauses import ClauseEntry, fitting
from engine.clocktower.explicit import ExplicitNight, clause_deadline
from engine.clocktower.text import Seat, Wake
from engine.clocktower.world import night_order


@dataclass(frozen=True, slots=True)
class Tonight:
    """What may change tonight in one world at dusk, read once for every question."""

    swap_at: int | None
    """The earliest position of the night order at which a swap may happen (None: none)."""
    gains: frozenset[tuple[Seat, str]]
    """Instances a seat may gain tonight: (seat at dusk, character)."""
    extras: frozenset[str]
    """Every character some seat holds or pretends beside its own, or may gain tonight: what
    a swap may hand a seat as such an instance."""
    held: frozenset[str]
    """Every character some seat may hold or pretend tonight (who may act at its slot)."""


def tonight(night: ExplicitNight) -> Tonight:
    """Read ``night`` (a world at dusk) through the modules' ``explicit_reach``."""
    order = [m.id for m in night_order(night.script, night.number)]
    swap_at: int | None = None
    gains: set[tuple[Seat, str]] = set()
    for character in sorted(hooked("explicit_reach")):
        reach = REGISTRY[character].explicit_reach(night)
        if reach is None:
            continue
        gains.update(reach.gains)
        if reach.swaps and character in order:
            position = order.index(character)
            swap_at = position if swap_at is None else min(swap_at, position)
    extras = {c for _, c in gains}
    for seat in range(night.n):
        extras.update(night.extras(seat))
        extras.update(night.pretends.get(seat, ()))
    held = {c for c in order if any(night.may_hold(s, c) for s in range(night.n))}
    return Tonight(swap_at, frozenset(gains), frozenset(extras), frozenset(held | extras))


def may_wake(night: ExplicitNight, ahead: Tonight, seat: Seat, clause: Wake) -> bool:
    """Whether ``seat`` may wake as some character ``clause`` stands for tonight in a walk
    of ``night`` (at dusk)."""
    return any(
        may_wake_as(night, ahead, seat, character)
        for character in fitting(night.script, clause, seat, night.n, night.number)
    )


def may_wake_as(night: ExplicitNight, ahead: Tonight, seat: Seat, character: str) -> bool:
    """Whether ``seat`` may wake as ``character`` at its slot tonight in a walk of ``night``
    (at dusk)."""
    order = [m.id for m in night_order(night.script, night.number)]
    module = REGISTRY[character]
    if module.optional_wake or character not in order:
        return True  # an action on another's behalf: not judged here
    swapped = ahead.swap_at is not None and ahead.swap_at <= order.index(character)
    extra = (
        character in night.extras(seat)
        or character in night.pretends.get(seat, ())
        or (seat, character) in ahead.gains
        or (swapped and character in ahead.extras)
    )
    own = swapped or night.may_hold(seat, character)
    return (own or extra) and module.explicit_may_wake(night, seat, extra)


def may_end(night: ExplicitNight, ahead: Tonight, first: int, last: int) -> bool:
    """Whether the game may end in ``night`` at a slot from ``first`` to ``last``: only a
    death ends it by night, and only a module with an effect, held by someone, kills."""
    order = night_order(night.script, night.number)
    return any(
        module.has_effect and (module.optional_wake or module.id in ahead.held)
        for module in order[first : last + 1]
    )


def no_witness(
    night: ExplicitNight, ahead: Tonight, seat: Seat, entry: ClauseEntry, point: int
) -> bool:
    """Whether no walk of ``night`` (a world at dusk) is a world holding ``seat``'s
    ``entry`` and still running at position ``point``: some clause the seat cannot wake as
    tonight, with no slot between ``point`` and the clause's last at which the game may
    end instead."""
    if night.winner is not None:
        return True  # ended before tonight
    for clause in entry.clauses:
        last = clause_deadline(night.script, clause, seat, night.n, night.number)
        if not may_wake(night, ahead, seat, clause) and not may_end(night, ahead, point, last):
            return True
    return False


def may_wake_after(night: ExplicitNight, ahead: Tonight, seat: Seat, position: int) -> bool:
    """Whether ``seat`` may wake at a slot after ``position`` in a walk of ``night`` (at
    dusk), with an entry or free."""
    if night.winner is not None:
        return False
    order = night_order(night.script, night.number)
    return any(may_wake_as(night, ahead, seat, m.id) for m in order[position + 1 :])
