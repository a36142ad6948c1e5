"""``explain(p, X)``: a minimal set of commitments ruling X out for p (spec §8).

Deletion-based: start from every accepted night entry and day event; drop each one in turn and
keep it dropped when X stays impossible without it. What is left is minimal (no proper subset
rules X out), because dropping any remaining item made X possible.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.clocktower.text import seat_text
from engine.clocktower.world import DayAction, DayEvent, DayPlan, History, NightPlan

if TYPE_CHECKING:
    from engine.clocktower.game import ClocktowerGame

Item = tuple[int, int, int]
"""(phase index, 0 night entry / 1 day event, seat or event index)."""


def _items(history: History) -> list[Item]:
    items: list[Item] = []
    for index, phase in enumerate(history.phases):
        if isinstance(phase, NightPlan):
            items += [(index, 0, seat) for seat, _ in phase.entries]
        else:
            items += [(index, 1, k) for k in range(len(phase.events))]
    return items


def _keep(history: History, kept: set[Item]) -> History:
    phases: list[NightPlan | DayPlan] = []
    for index, phase in enumerate(history.phases):
        if isinstance(phase, NightPlan):
            entries = tuple((s, e) for s, e in phase.entries if (index, 0, s) in kept)
            phases.append(NightPlan(phase.number, entries))
        else:
            events = tuple(e for k, e in enumerate(phase.events) if (index, 1, k) in kept)
            phases.append(DayPlan(phase.number, events))
    return replace(history, phases=tuple(phases), running_until=None)


def _describe(history: History, item: Item) -> str:
    phase = history.phases[item[0]]
    if isinstance(phase, NightPlan):
        entry = phase.entry_map()[item[2]]
        return f"Night {phase.number}, {seat_text(item[2])}: {entry.text}"
    return f"Day {phase.number}: {event_text(phase.events[item[2]])}"


def event_text(event: DayEvent) -> str:
    """A day event as the storyteller reads it, with seats as players see them (``@2``)."""
    if isinstance(event, DayAction):
        return f"{seat_text(event.actor)} {event.verb} {seat_text(event.target)}"
    return f"{seat_text(event.seat)} executed"


def minimal_reason(game: ClocktowerGame, seat: int, token: str) -> tuple[str, ...] | None:
    """See the module docstring; None when ``token`` is possible for ``seat``."""
    pinned = game.history.with_pins([(seat, frozenset((token,)))])
    if game.solver.possible(pinned):
        return None
    kept = set(_items(pinned))
    for item in sorted(kept):
        trial = kept - {item}
        if not game.solver.possible(_keep(pinned, trial)):
            kept = trial
    return tuple(_describe(pinned, item) for item in sorted(kept))
