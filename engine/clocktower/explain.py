"""``explain(p, X)``: a minimal set of commitments ruling X out for p (spec §8).

The commitments (§1) are the items: every accepted setup line, night entry and public day
event, and every "the game has not ended" that E2 committed at a commit point. Under a set of
items, X is possible for p when some world obeying those items (and nothing else) gives p the
token X; a set *rules X out* when none does.

Deletion first: start from every item; drop each one in turn and keep it dropped when X stays
ruled out without it. Dropping a night entry frees the seat and dropping an E2 item lets ended
worlds back, so both only add worlds; a dropped day event instead means the event did not
happen, which may remove worlds. So the result of the deletion is then checked against every
proper subset (smallest first) and shrunk again when one of them still rules X out: what is
returned rules X out and no proper subset does.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from enum import Enum

from engine.clocktower.script import Script, is_drunk_token
from engine.clocktower.table import Table
from engine.clocktower.text import Seat, SetupLine, seat_text
from engine.clocktower.world import (
    DAWN_POS,
    END_OF_DAY_POS,
    Claim,
    DayAction,
    DayEvent,
    DayPlan,
    History,
    NightPlan,
    Private,
    TimeKey,
)
from engine.core.errors import ParseError

SUBSET_CHECK_LIMIT = 8
"""Up to this many items the result is checked against every proper subset (2^k questions);
a longer result keeps the deletion's guarantee (no single item can go)."""


class UnknownTokenError(ParseError):
    """A token that no seat of the script can hold (``explain`` asks about tokens)."""

    def __init__(self, token: str, script: Script) -> None:
        super().__init__(
            f"{token!r} is not a character of {script.title}: give a character id such as"
            " `soldier`, `drunk` or `drunk(empath)`"
        )
        self.token = token
        self.script = script


@dataclass(frozen=True, order=True, slots=True)
class Item:
    """One commitment: ``kind`` is ``setup`` (``where`` = the evil seat), ``night`` (``phase``,
    ``where`` = the seat), ``day`` (``phase``, ``where`` = the event's index) or ``going`` (E2
    at the commit point ``phase``/``where``: DAWN_POS, an event index or END_OF_DAY_POS)."""

    phase: int
    kind: str
    where: int


def _tokens(script: Script, token: str) -> frozenset[str]:
    """The tokens ``token`` stands for: itself, or every Drunk token for ``drunk``."""
    good, evil = script.good_tokens(), script.evil_tokens()
    if token == "drunk" and "drunk" in script.characters:
        return frozenset(t for t in good if is_drunk_token(t))
    if token in good or token in evil:
        return frozenset((token,))
    raise UnknownTokenError(token, script)


def _items(game: Table, history: History) -> list[Item]:
    items = [Item(-1, "setup", seat) for seat in sorted(game.setup_accepted)]
    until = history.running_until
    for index, phase in enumerate(history.phases):
        if isinstance(phase, NightPlan):
            items += [Item(index, "night", seat) for seat, _ in phase.entries]
            points = [(phase.number, 0, DAWN_POS)]
        else:
            items += [Item(index, "day", k) for k in range(len(phase.events))]
            points = [
                (phase.number, 1, k)
                for k, event in enumerate(phase.events)
                if isinstance(event, DayAction)
            ]
            points.append((phase.number, 1, END_OF_DAY_POS))
        if until is not None:
            items += [Item(index, "going", key[2]) for key in points if key <= until]
    return items


def _keep(game: Table, history: History, kept: set[Item]) -> History:
    """``history`` with only the ``kept`` commitments."""
    lines: list[SetupLine] = [game.setup_accepted[i.where] for i in kept if i.kind == "setup"]
    demon = lines[0].demon if lines else None
    bluffs = next((line.bluffs for line in lines if line.bluffs is not None), None)
    phases: list[NightPlan | DayPlan] = []
    until: TimeKey | None = None
    for index, phase in enumerate(history.phases):
        if isinstance(phase, NightPlan):
            entries = tuple((s, e) for s, e in phase.entries if Item(index, "night", s) in kept)
            phases.append(NightPlan(phase.number, entries))
            if Item(index, "going", DAWN_POS) in kept:
                until = (phase.number, 0, DAWN_POS)
            continue
        events = [k for k in range(len(phase.events)) if Item(index, "day", k) in kept]
        phases.append(DayPlan(phase.number, tuple(phase.events[k] for k in events)))
        for k in range(len(phase.events)):
            if Item(index, "going", k) in kept:
                # the point right after event k: its index among the events still there
                until = (phase.number, 1, sum(1 for j in events if j <= k) - 1)
        if Item(index, "going", END_OF_DAY_POS) in kept:
            until = (phase.number, 1, END_OF_DAY_POS)
    return replace(history, phases=tuple(phases), demon=demon, bluffs=bluffs, running_until=until)


class Held(Enum):
    """What kind of commitment a :class:`Commitment` is."""

    SETUP = "setup"
    """An evil player's accepted setup line (Night 1): ``seat``, ``line``."""
    ENTRY = "entry"
    """A night entry: ``number`` (the night), ``seat``, ``line``."""
    DAWN = "dawn"
    """The game went on at dawn of Night ``number``."""
    EVENT = "event"
    """A public day event of Day ``number``: ``event``."""
    AFTER = "after"
    """The game went on after a day event of Day ``number``: ``event``."""
    DUSK = "dusk"
    """The game went on at the end of Day ``number``."""


@dataclass(frozen=True, slots=True)
class Commitment:
    """One commitment of a reason, as data the bot words (seats stay 0-based)."""

    held: Held
    number: int
    seat: Seat | None = None
    line: str = ""
    """A setup line or entry in the list grammar (canonical)."""
    event: DayEvent | None = None

    @property
    def text(self) -> str:
        """The English developer form: ``Night 2, @3: wake empath learn 1``."""
        if self.held is Held.SETUP:
            return f"Night 1, {seat_text(self.seat or 0)}: {self.line}"
        if self.held is Held.ENTRY:
            return f"Night {self.number}, {seat_text(self.seat or 0)}: {self.line}"
        if self.held is Held.DAWN:
            return f"Night {self.number}, dawn: the game went on"
        if self.held is Held.DUSK:
            return f"Day {self.number}, end: the game went on"
        assert self.event is not None
        if self.held is Held.AFTER:
            return f"Day {self.number}: the game went on after {event_text(self.event)}"
        return f"Day {self.number}: {event_text(self.event)}"


def _describe(game: Table, history: History, item: Item) -> Commitment:
    if item.kind == "setup":
        line = game.setup_accepted[item.where]
        return Commitment(Held.SETUP, 1, item.where, line.text)
    phase = history.phases[item.phase]
    if isinstance(phase, NightPlan):
        if item.kind == "going":
            return Commitment(Held.DAWN, phase.number)
        entry = phase.entry_map()[item.where]
        return Commitment(Held.ENTRY, phase.number, item.where, entry.text)
    if item.kind == "going":
        if item.where == END_OF_DAY_POS:
            return Commitment(Held.DUSK, phase.number)
        return Commitment(Held.AFTER, phase.number, event=phase.events[item.where])
    return Commitment(Held.EVENT, phase.number, event=phase.events[item.where])


def event_text(event: DayEvent) -> str:
    """A day event as the storyteller reads it, with seats as players see them (``@2``)."""
    if isinstance(event, DayAction):
        return f"{seat_text(event.actor)} {event.verb} {seat_text(event.target)}"
    if isinstance(event, Claim):
        return f"{seat_text(event.actor)} claims to be the {event.character}"
    if isinstance(event, Private):
        *named, learned = (seat_text(s) for s in event.seats)
        return f"{seat_text(event.actor)} {event.verb} {' '.join(named)} learn {learned} (private)"
    return f"{seat_text(event.seat)} executed"


def _delete(rules_out: object, items: list[Item]) -> set[Item]:
    kept = set(items)
    for item in sorted(items):
        trial = kept - {item}
        if rules_out(trial):  # type: ignore[operator]
            kept = trial
    return kept


def minimal_items(game: Table, seat: Seat, token: str) -> list[Item] | None:
    """The items of a minimal reason (see the module docstring); None when ``token`` is
    possible for ``seat``. Raises :class:`UnknownTokenError` for a token of no seat."""
    pinned = game.history.with_pins([(seat, _tokens(game.script, token))])
    if game.solver.possible(pinned):
        return None

    def rules_out(kept: set[Item]) -> bool:
        return not game.solver.possible(_keep(game, pinned, kept))

    kept = _delete(rules_out, _items(game, pinned))
    shrunk = True
    while shrunk and len(kept) <= SUBSET_CHECK_LIMIT:
        shrunk = False
        for size in range(len(kept)):
            for subset in itertools.combinations(sorted(kept), size):
                if rules_out(set(subset)):
                    kept, shrunk = _delete(rules_out, list(subset)), True
                    break
            if shrunk:
                break
    return sorted(kept)


def minimal_commitments(game: Table, seat: Seat, token: str) -> tuple[Commitment, ...] | None:
    """A minimal reason as data, one :class:`Commitment` each; None when ``token`` is
    possible."""
    items = minimal_items(game, seat, token)
    if items is None:
        return None
    return tuple(_describe(game, game.history, item) for item in items)


def minimal_reason(game: Table, seat: Seat, token: str) -> tuple[str, ...] | None:
    """A minimal reason in the English developer form, one line per commitment; None when
    ``token`` is possible."""
    reason = minimal_commitments(game, seat, token)
    return None if reason is None else tuple(c.text for c in reason)
