"""The garbage collector's pauses, kept short.

CPython's cyclic collector stops every thread while it runs, worker threads included, and a
full pass walks every tracked object: at start-up the bot already holds well over 100 000 (its
modules, discord.py's caches, the games loaded from the database), and a full pass over them
stalls the event loop for tens to hundreds of milliseconds. Objects that live for the whole
run never need that walk, so once the bot is up they are moved out of the collector's sight
(:func:`gc.freeze`); later passes walk only what was made since.

What a big game's phase leaves behind grows the same way: at 1000 players it sends thousands
of messages, and what each one leaves (discord.py's caches, the games' new state; in the
benchmark, simcord's copy of every message) piles up: measured, 175 000 new objects by the end
of the day that sends the night's menus, and full passes over them of 100-200 ms. So the outbox
settles again after every :data:`SETTLE_EVERY_ROWS` rows it sends (:class:`Growth`), between
two rows: each settle walks only what those rows left, and later passes do not walk it again.

Between settles, the collector's own full passes (the third generation's) walk every object
made since the last freeze, and at 1000 games those piled up faster than rows were sent: in
the platform benchmark (200 games) full passes over 50 000-180 000 objects came every few
seconds of play and each stalled the loop for hundreds of milliseconds at a loaded machine's
pace. A full pass has just collected every cycle, so what survives it is what a settle would
keep: :func:`freeze_after_full_passes` freezes it right there once it is many
(:data:`FREEZE_AFTER` objects), so no full pass walks more than about that many.

The price of freezing: a frozen object is never collected as part of a cycle, only freed by
reference counting. Each settle collects first, so no garbage is frozen; what is frozen while
in use and later dropped inside a cycle stays, with all it alone refers to: the outbox's own
task, a command being answered at that moment (tens of objects a settle, tested). A worker's
job in flight would keep its whole result that way (a phase's rendered messages), so no settle
comes while one is (:func:`bot.worker.busy`; a job whose caller was cancelled counts until
its thread finishes it). In play a job is in flight at most of the collector's full passes, so
what such a pass leaves is frozen the moment the worker is next idle instead (the end of the
last job in flight, :func:`bot.worker.on_idle`), after a pass over the young generations only
(the objects made since the full pass, the finished job's among them), so that what they hold
of garbage is freed first. What the full pass left and what dropped since inside a cycle is
frozen with the rest: the price above, for the milliseconds to seconds a job lasts. The night menus' views, made by the thousand and
cyclic, break their cycles themselves.

Under sustained load the worker is not idle between two full passes (at 300 games, none for the
first 18 s of play), and each pass walked again what the last left: so a second full pass in a
row with a job in flight freezes what it leaves at once. So does a first one that leaves more
than :data:`FREEZE_BUSY_AFTER`: one interval between two full passes leaves 40 000-80 000
objects under load (most of them work in flight), and the next pass walked twice that (at 1000
games on PostgreSQL, 108 000 objects and 88-103 ms of CPU on a busy machine, the longest step
of the loop). What the jobs in flight then hold in cycles stays; their results and errors do
not (:func:`bot.worker.run` takes them out of the futures that carry them).
"""

from __future__ import annotations

import asyncio
import gc

from bot import worker

SETTLE_EVERY_ROWS = 200
"""Outbox rows sent between two settles: a big game's phase sends one or two a player; a small
game's command sends a few, so they settle rarely."""


FREEZE_AFTER = 20_000
"""Objects a full pass of the collector may leave behind unfrozen; more are frozen at once (a
full pass over this many takes some 10 ms)."""

FREEZE_BUSY_AFTER = 40_000
"""Objects a full pass may leave unfrozen while a worker's job is in flight; more are frozen at
once, not once the worker is idle (the next full pass would walk them again with what came
since: at 1000 games 60 000 left by one pass, 108 000 walked by the next, 88 ms of CPU)."""


def settle() -> None:
    """Collect what is garbage now, then exempt every surviving object from later passes (they
    are still freed by reference counting; only cycles among them would be kept)."""
    gc.collect()
    gc.freeze()
    _repace()


def _repace() -> None:
    """Pace the collector's next full pass by what is left unfrozen, not by what was frozen.

    CPython runs a full pass only once the objects moved to the oldest generation since the
    last one are a quarter of those that survived it, and a freeze does not change that count:
    after a settle froze N objects, the next full pass waited for N/4 new long-lived objects
    and then walked them all at once (1.2 million frozen at 1000 games, so passes over some
    300 000 objects: 254 ms of CPU, the longest step of play). A full pass right after the
    freeze walks nothing (every generation is empty) and counts no survivors, so the next one
    comes at the collector's own thresholds and walks only what was made since."""
    gc.collect()


class Growth:
    """Counts the rows the outbox sent, and settles every ``every`` of them."""

    def __init__(self, every: int = SETTLE_EVERY_ROWS) -> None:
        self.every = every
        self.unsettled = 0
        """Rows sent since the last settle."""
        self.settles = 0

    def sent(self) -> bool:
        """One more row was sent (call it between rows); ``True`` when the heap settled. Not
        while a worker's job is in flight: it settles at a later row."""
        self.unsettled += 1
        if self.unsettled < self.every or worker.busy():
            return False
        self.unsettled = 0
        self.settles += 1
        settle()
        return True


_freeze_due = False
"""A full pass left more than :data:`FREEZE_AFTER` objects while a worker's job was in flight:
they are frozen once the worker is idle (:func:`_freeze_when_idle`)."""

frozen_when_idle = 0
"""Freezes that came when the worker was next idle, not right after their full pass (for the
platform benchmark's report)."""

busy_freezes = 0
"""Freezes right after a full pass during a worker's job (for the benchmark's report)."""


def _frozen_after(phase: str, info: dict[str, int]) -> None:
    global _freeze_due, busy_freezes
    if phase != "stop" or info["generation"] != 2:
        return
    left = len(gc.get_objects(generation=2))
    if left <= FREEZE_AFTER:
        _freeze_due = False
    elif worker.busy() and not _freeze_due and left <= FREEZE_BUSY_AFTER:
        _freeze_due = True
    else:
        # Idle, busy since the last full pass (whose survivors this pass walked again), or too
        # many to walk again: under load the worker stays busy for tens of seconds, and every
        # full pass meanwhile walked all that piled up since the last freeze (71 000, 142 000,
        # then 200 000 objects: 265 ms of CPU at 300 games). The price: what the jobs in flight
        # hold in cycles at this moment stays (not their results or errors: bot.worker boxes
        # them).
        if worker.busy():
            busy_freezes += 1
        _freeze_due = False
        gc.freeze()


def _freeze_when_idle() -> None:
    if not _freeze_due:
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:  # the call was finalised outside its loop: a later job's end will do
        return
    loop.call_soon(_freeze_if_idle)


def _freeze_if_idle() -> None:
    """Freeze what a full pass left during a worker's job, now that none is in flight."""
    global _freeze_due, frozen_when_idle
    if not _freeze_due or worker.busy():
        return
    _freeze_due = False
    frozen_when_idle += 1
    # What was made since the full pass holds the finished job's own garbage: a pass over the
    # young generations (those objects alone, some milliseconds) frees it before the freeze.
    gc.collect(1)
    gc.freeze()


def freeze_after_full_passes() -> None:
    """From now on, freeze what survives a full pass of the collector when it is more than
    :data:`FREEZE_AFTER` objects; when a worker's job is in flight (as for a settle), once the
    worker is idle again. For the whole process; calling it again changes nothing."""
    if _frozen_after not in gc.callbacks:
        gc.callbacks.append(_frozen_after)
    worker.on_idle(_freeze_when_idle)


def stop_freezing_after_full_passes() -> None:
    """Undo :func:`freeze_after_full_passes` (for tests)."""
    global _freeze_due
    _freeze_due = False
    worker.stop_on_idle(_freeze_when_idle)
    if _frozen_after in gc.callbacks:
        gc.callbacks.remove(_frozen_after)
