"""A due point's questions read at dusk: may a seat be alive at dawn without waking, may it
wake after a position?

Spec R5 settles a ``dont_wake`` before the end of the night only when the seat cannot be alive
at dawn without having woken. The solver asks it as "some world obeying a ``dont_wake`` of the
seat ends the night running with the seat alive", which walks the night in every world and
drops a branch where the seat wakes: when the answer is no, every world is walked (seed 3's
Night 2 at eight players: 1.3 M branch steps).

``early.must_wake`` refuses a ``dont_wake`` itself only when the seat also cannot die before
its slot (but by a death that ends the game): a world in which it dies first is one where it
never woke and may still witness the entry. For this question such a world is no witness:
nobody comes back to life by night (the walk only ever kills), so a seat dead before its slot
is dead at dawn. What is left of the proof is ``must_wake``'s: every token the seat may have is
a character of tonight's order that wakes whenever alive (``Character.explicit_must_wake``),
with no swap by its slot. So a seat alive at dawn was alive at its slot, held that character
there and woke.

The due point's next question, "wakes after position p", is proved false at dusk when no
later slot may wake the seat (``early.may_wake_as``). For an optional action on another's
behalf (the Demon's swap at the Barber's slot) its module is asked, through
``Character.explicit_may_wake``, whether anyone may wake at its slot tonight (a swap only when
armed), and at tonight's one swap's slot only a seat that may make it wakes
(``early.swap_makers``): ``may_wake_as`` reads both, for this question and for a clause naming
the action alike. A silent Poisoner at eight players (seed 3's Night 2) woke only at the
night's first slot in every world, and proving so walked 1.3 M branch steps, each world asked
whether the free seat swaps at the Barber's slot; seed 7's Night 2 at eleven players asked
whether @1 wakes after the Lycanthrope's slot in worlds where @1 is the Barber, the swap's
only armer, and walked the 16 such worlds at dusk (185,328 branch steps), as only the Demon
may swap.

When some world at dusk escapes these proofs, the question is walked, but only from the worlds
at dusk that escape them (:func:`dusk_proof`): each of the others is proved to grow no witness,
so the walk skips it and its answer is the same. A "running at p" question (an arrival's, or
the resolution's check of an entry) skips a world in which some whole entry of tonight has a
clause its seat cannot wake as, with no end possible in between (``early.no_witness``, the
arrival's own dusk refusal, world by world), or in which a ``dont_wake``'s seat wakes in every
walk before the game could end from the point on (``early.must_wake``: the walk drops each; a
due point inside the night asks its ``dont_wake`` so, and seed 7's Night 2 at ten players
walked the 103 worlds at dusk the entries left open, 6 s, to refuse @5's). A bound part of
an entry (``Upto``, its clauses up to a position) is read as a whole one, but for its seat's
wakes after that position, which the walk leaves free; and when every witness runs past a
clause that pins tonight's one swap (``early.pinned``: no slot from the point to that clause
may end the game), the world is read again for those walks. An "alive at dawn without a
wake" question skips a world in which :func:`never_unwoken` holds; a "wakes after p" one, a
world in which the seat may wake at no later slot (:func:`may_wake_after`: seed 2026's Night
2 at eight players, a silent Poisoner that only 16 of 391 worlds at dusk may hand another
character by a swap); fallback F's "may the seat wake at slot p at all"
(``slot_wakes.wakes_at``), a world in which :func:`unwoken_at` holds or the seat, bound to
no wake before the slot, certainly wakes before it (:func:`woken_before`).

The readings of the deaths knowing the entries (:func:`with_entries`) are kept in a memo the
solver owns and passes in (:data:`Readings`), as its other per-history memos: a module's
memo would be shared by the bot's worker threads and keep worlds at dusk alive after their
solver let them go.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character
from engine.clocktower.clauses import ClauseEntry, fitting
from engine.clocktower.early import (
    Deaths,
    Fits,
    Pin,
    SlotReading,
    Tonight,
    _may_gain,
    beside_tokens,
    bound_read,
    dealt_only,
    entry_fits,
    forced_wakes,
    held_droisons,
    instances,
    may_end,
    may_wake,
    may_wake_as,
    must_wake,
    named_swap,
    no_witness_fits,
    pinned_named,
    pinned_once,
    swap_makers,
    swap_unmade,
    swaps_elsewhere,
)
from engine.clocktower.early_info import unlearnable
from engine.clocktower.explicit import ExplicitNight, clause_deadline
from engine.clocktower.script import Script
from engine.clocktower.text import DontWake, Seat, Wake
from engine.clocktower.world import NightPlan, Upto, night_order
from engine.core.pause import pause_here

_K = TypeVar("_K")
_V = TypeVar("_V")


def never_unwoken(night: ExplicitNight, ahead: Tonight, seat: Seat) -> bool:
    """Whether no walk of ``night`` (a world at dusk) reaches dawn running with ``seat``
    alive and never woken tonight."""
    if night.winner is not None or not night.alive[seat]:
        return True  # ended before tonight, or dead already: never alive at dawn
    # must_wake at dawn with no death tonight: a seat that dies before its slot is dead at
    # dawn
    dawn = len(night_order(night.script, night.number))
    return must_wake(night, ahead.without_deaths(), seat, dawn)


def may_wake_after(night: ExplicitNight, ahead: Tonight, seat: Seat, position: int) -> bool:
    """Whether ``seat`` may wake at a slot after ``position`` in a walk of ``night`` (at
    dusk), with an entry or free; an optional action's slot as its module says. The slots
    are read from the night's end down to the first one the seat may wake at, but never
    below ``position`` (``Tonight.last_wakes`` keeps how far): a seat that wakes at no
    later slot need not read the earlier ones (seed 2026's Night 2 at nine players, its due
    points at the Vortox's slot: 52,633 of 149,331 slots read were at or before it)."""
    if night.winner is not None:
        return False
    order = night_order(night.script, night.number)
    top = len(order) - 1
    known = ahead.last_wakes.get(seat)
    if known is not None:
        last, scanned = known
        if last >= 0 or scanned <= position + 1:
            return last > position  # a slot found is the last; none from ``scanned`` on
        top = min(scanned, len(order)) - 1
    last = next(
        (k for k in range(top, position, -1) if may_wake_as(night, ahead, seat, order[k].id)),
        -1,
    )
    ahead.last_wakes[seat] = (last, last if last >= 0 else max(position + 1, 0))
    return last > position


def ended_by(night: ExplicitNight, ahead: Tonight, plan: NightPlan) -> int | None:
    """The slot by which every walk of ``night`` (a world at dusk) that holds the entries of
    ``plan`` (its night) has ended, when some clause of them is one its seat cannot wake as
    tonight (``early.may_wake``); None: no such clause.

    The walk drops a running world once a clause's last slot is past without the clause
    held, and a world that has ended acts no further: so a clause that cannot hold leaves
    only worlds that ended by its last slot. Such a world is not running at dawn, and wakes
    no one after that slot. Seed 2026's Night 2 at eight players: once @5's `wake vortox`
    (a good seat no swap or gain can make the Vortox by its slot) is in, every world left
    ends at the Vortox's slot, and walking them all to learn that a silent seat is not
    alive at dawn, nor wakes later, took 145,166 and 286,143 branch steps.

    So do more seats whose clauses only one character may stand for than it may have
    instances tonight (:func:`_waking_as`, ``early.instances``), by its slot: seed 2026's
    Night 2 at ten players, with @3's and @10's `wake empath` in and at most one Empath.

    Remembered in ``ahead`` (``Tonight.ends``) by the plan's clause entries
    (:attr:`_PlanReading.clauses`), all it reads of the plan: a resolution asks it of every
    world at dusk for each seat's due point and each slot fallback F asks of a seat, with
    the same entries or with a ``dont_wake`` more.
    """
    pause_here()  # asked of every world at dusk, in loops of their own (engine.core.pause)
    clauses = _plan(night.script, night.n, plan).clauses
    found = ahead.ends.get(clauses, _UNREAD)
    if found is _UNREAD:
        if len(ahead.ends) >= _ENDS_KEPT:
            ahead.ends.clear()
        found = ahead.ends[clauses] = _ended_by(night, ahead, plan)
    assert found is None or isinstance(found, int)
    return found


_UNREAD = object()
_ENDS_KEPT = 64
"""How many plans' answers of :func:`ended_by` a world at dusk keeps."""


def _ended_by(night: ExplicitNight, ahead: Tonight, plan: NightPlan) -> int | None:
    """:func:`ended_by` read afresh."""
    found: int | None = None
    for seat, entry in plan.entries:
        inner = entry.entry if isinstance(entry, Upto) else entry
        if not isinstance(inner, ClauseEntry):
            continue
        for clause in inner.clauses:
            if not may_wake(night, ahead, seat, clause):
                last = clause_deadline(night.script, clause, seat, night.n, night.number)
                found = last if found is None else min(found, last)
    for character, seats, last in _crowds(night.script, night.n, plan):
        if seats > instances(night, ahead, character):
            found = last if found is None else min(found, last)
    return found


@dataclass(frozen=True, slots=True)
class _PlanReading:
    """What the proofs read of a plan alone, the same in every world at dusk."""

    crowds: tuple[tuple[str, int, int], ...]
    """:func:`_waking_as` of the plan's entries (bound ones too, whose clauses must hold),
    as (character, how many seats, its slot)."""
    whole: tuple[tuple[Seat, Fits], ...]
    """Each whole entry's seat with the characters its clauses may stand for (what
    ``early.pinned`` reads)."""
    entries: dict[Seat, ClauseEntry | DontWake]
    """Each seat's entry, a bound one's without its bound (what :func:`with_entries`
    reads)."""
    bound: dict[Seat, int]
    """The bound entries' positions."""
    named: Pin | None
    """:func:`~engine.clocktower.early.named_swap` of the whole entries' clauses, read off
    the characters they may stand for (what :func:`unwoken_at_dawn` reads)."""
    clauses: int
    """A number per plan's clause entries (each seat's, bound or whole) and night, the same
    for plans with equal ones, never given to other ones while kept (:data:`_CLAUSES`)."""
    sole: tuple[tuple[Seat, str, int], ...]
    """Each clause one character alone may stand for, whose seat's entry holds at its slot
    (whole, or bound at or after it), as (seat, character, slot): its seat wakes as that
    character there in every walk running past the slot (:func:`unarmed`). Not an action on
    another's behalf (``optional_wake``: a free seat may make it)."""
    pinning: int
    """A number per :attr:`whole`, the same for plans with equal ones, never given to other
    ones while kept (:data:`_WHOLES`): the key of ``early.pinned_once``, so a world at dusk
    reads which entry pins tonight's swap once for every plan whose whole entries fit
    alike (fallback F's draws of one seat's choices)."""
    unmade: dict[tuple[frozenset[Seat], int], bool] = field(
        default_factory=dict, compare=False, hash=False
    )
    """``early.swap_unmade`` of the plan's entries (:func:`_unmade`), by the seats that may
    make tonight's one swap and its slot: all it reads of a world at dusk (the slot tells
    the swap's character on the plan's night). The "running" proofs ask it of every world
    at dusk for each plan (seed 2026's Night 2 at fifteen players: 343,826 times), whose
    makers are few."""
    aims: dict[tuple[int, frozenset[Seat]], Aim] = field(
        default_factory=dict, compare=False, hash=False
    )
    """:func:`_aims` per slot (its position and possible holders), read when first asked:
    it reads no world, and a resolution asks it of every world at dusk for each of fallback
    F's draws (seed 2026's Night 2 at nine players: 35,531 times, a few slots each, over
    5,541 worlds whose slots have few distinct holders)."""
    droisoned: dict[tuple[int, str, int, frozenset[Seat]], frozenset[Seat]] = field(
        default_factory=dict, compare=False, hash=False
    )
    """:func:`_droisoned_there` per night, slot (its character, position and possible
    holders), read when first asked: it reads of the world no more than that slot (the
    rest is the plan's entries and the modules' hooks, read of a seat and a clause alone),
    and the swap's arming proof asks it of every world at dusk per plan (seed 2026's
    Night 2 at fifteen players: 275,267 times, 4.4 s under cProfile)."""


_PLANS: dict[tuple[int, int, int], tuple[Script, NightPlan, _PlanReading]] = {}
""":func:`_plan`'s answers by the ids of the script and the plan and the size (each entry
holds both, so the ids stay theirs while it is kept): hashing a plan and a script per call
cost more than the reading (seed 2026's Night 2 at nine players asks 83,682 times)."""


def _crowds(script: Script, n: int, plan: NightPlan) -> tuple[tuple[str, int, int], ...]:
    """:attr:`_PlanReading.crowds`: read once per plan (``ended_by`` is asked per world at
    dusk and question, most plans crowding none: seed 2026's Night 2 at nine players read
    them afresh for a sixth more CPU)."""
    return _plan(script, n, plan).crowds


def _plan(script: Script, n: int, plan: NightPlan) -> _PlanReading:
    """What the proofs read of ``plan`` (its script and size) alone, read once per plan."""
    key = (id(script), id(plan), n)
    known = _PLANS.get(key)
    if known is not None and known[0] is script and known[1] is plan:
        return known[2]
    found = _read_plan(script, n, plan)
    if len(_PLANS) >= READINGS_KEPT:
        _PLANS.clear()
    _PLANS[key] = (script, plan, found)
    return found


def _read_plan(script: Script, n: int, plan: NightPlan) -> _PlanReading:
    """:func:`_plan` read afresh."""
    fits: dict[Seat, Fits] = {}
    whole: list[tuple[Seat, Fits]] = []
    clauses: list[tuple[Wake, tuple[str, ...]]] = []
    bound: dict[Seat, int] = {}
    entries: dict[Seat, ClauseEntry | DontWake] = {}
    for seat, entry in plan.entries:
        if isinstance(entry, Upto):
            entries[seat], bound[seat] = entry.entry, entry.position
        elif isinstance(entry, ClauseEntry | DontWake):
            entries[seat] = entry
        inner = entry.entry if isinstance(entry, Upto) else entry
        if isinstance(inner, ClauseEntry):
            fits[seat] = tuple(
                fitting(script, clause, seat, n, plan.number) for clause in inner.clauses
            )
            if inner is entry:
                whole.append((seat, fits[seat]))
                clauses.extend(zip(inner.clauses, fits[seat], strict=True))
    order = [m.id for m in night_order(script, plan.number)]
    crowds = tuple(
        (character, len(seats), order.index(character))
        for character, seats in _waking_as(script, plan.number, fits).items()
    )
    clause_entries = (
        plan.number,
        tuple((s, e.entry if isinstance(e, Upto) else e) for s, e in plan.entries if s in fits),
    )
    number = _numbered(_CLAUSES, clause_entries)
    named = named_swap(script, plan.number, clauses)
    sole = _sole(script, plan.number, fits, bound)
    return _PlanReading(
        crowds, tuple(whole), entries, bound, named, number, sole, _numbered(_WHOLES, tuple(whole))
    )


def _numbered(numbers: dict[_K, int], key: _K) -> int:
    """The number of ``key`` in ``numbers``, a new one (of :data:`_NUMBERS`, never given
    twice) for a key not kept."""
    number = numbers.get(key)
    if number is None:
        if len(numbers) >= READINGS_KEPT:
            numbers.clear()  # numbers are never given again: a world's memo only misses
        number = numbers[key] = next(_NUMBERS)
    return number


def _unmade(night: ExplicitNight, ahead: Tonight, reading: _PlanReading) -> bool:
    """``early.swap_unmade`` of ``reading``'s entries in ``night`` (at dusk, ``ahead`` its
    reading), remembered in the plan's reading (:attr:`_PlanReading.unmade`)."""
    makers = swap_makers(night, ahead)
    if makers is None:
        return False  # swap_unmade's own answer when no maker is told
    assert ahead.swap_at is not None  # a maker is told only of a swap tonight
    key = (makers, ahead.swap_at)
    found = reading.unmade.get(key)
    if found is None:
        found = reading.unmade[key] = swap_unmade(night, ahead, reading.entries, reading.bound)
    return found


def _characters(entry: ClauseEntry | DontWake) -> frozenset[str] | None:
    """The characters ``entry``'s clauses name (None: a ``dont_wake``): what
    ``early.swap_unmade`` reads of it."""
    if isinstance(entry, ClauseEntry):
        return frozenset(clause.character for clause in entry.clauses)
    return None


def _sole(
    script: Script, number: int, fits: dict[Seat, Fits], bound: dict[Seat, int]
) -> tuple[tuple[Seat, str, int], ...]:
    """:attr:`_PlanReading.sole` of the clause entries' ``fits`` (``bound``: the bound
    ones' positions) on night ``number`` of ``script``."""
    positions = {m.id: k for k, m in enumerate(night_order(script, number))}
    found: list[tuple[Seat, str, int]] = []
    for seat, fitted in fits.items():
        for fit in fitted:
            if len(fit) != 1 or fit[0] not in positions or REGISTRY[fit[0]].optional_wake:
                continue
            position = positions[fit[0]]
            if bound.get(seat, position) >= position:
                found.append((seat, fit[0], position))
    return tuple(found)


_CLAUSES: dict[tuple[int, tuple[tuple[Seat, object], ...]], int] = {}
"""The number of each plan's clause entries and night (:attr:`_PlanReading.clauses`)."""
_WHOLES: dict[tuple[tuple[Seat, Fits], ...], int] = {}
"""The number of each plan's whole entries, fitted (:attr:`_PlanReading.pinning`)."""
_PINNED: dict[tuple[object, ...], int] = {}
"""The number of each "running" question's pinned shape (``dusk_proof``'s
``pinned_shape``)."""
_NUMBERS = itertools.count()


def unwoken_at_dawn(
    night: ExplicitNight,
    ahead: Tonight,
    plan: NightPlan,
    seat: Seat,
    readings: Readings | None = None,
) -> bool:
    """Whether no walk of ``night`` (a world at dusk) holding ``plan``'s entries reaches
    dawn running with ``seat`` alive and never woken: :func:`never_unwoken`, or every such
    walk has ended before dawn (:func:`ended_by`), or :func:`never_unwoken` read for the
    walks in which an entry pins tonight's one swap (``early.pinned``), as every such walk
    running at dawn is; or no seat that may make that swap may make it
    (``early.swap_unmade``); or :func:`never_unwoken` read for the walks that held a clause
    naming the swap's two seats (``early.named_swap``), as every walk running at dawn did, or
    that swap armed by no death tonight but the seat's (:func:`armed_by_alone`); or
    :func:`never_unwoken` read for the walks with no swap when the entries leave that swap
    unmade or unarmed (:func:`no_swap`; ``readings``: the solver's, None for a memo of this call's
    own)."""
    if never_unwoken(night, ahead, seat) or ended_by(night, ahead, plan) is not None:
        return True
    # a walk running at dawn ran past every clause: read for an entry that pins the swap
    reading = _plan(night.script, night.n, plan)
    held = pinned_once(night, ahead, reading.whole, reading.pinning)
    if held is not None and (never_unwoken(night, held, seat) or _unmade(night, ahead, reading)):
        return True
    # or for a clause that names the swap's two seats (a silent Mathematician beside the
    # Demon's `wake barber choose @3 @6`: seed 2026's Night 2 at ten players walked 1,334
    # worlds at dusk, 109,483 branch steps, to learn it still wakes in each)
    named = pinned_named(night, ahead, reading.named)
    if named is not None and never_unwoken(night, named, seat):
        return True
    if armed_by_alone(night, ahead, plan, seat, readings):
        return True
    swapless = no_swap(night, ahead, plan, readings)
    return swapless is not None and never_unwoken(night, swapless, seat)


def armed_by_alone(
    night: ExplicitNight,
    ahead: Tonight,
    plan: NightPlan,
    seat: Seat,
    readings: Readings | None = None,
) -> bool:
    """Whether every walk of ``night`` (a world at dusk) holding ``plan``'s entries that
    runs past the clause naming tonight's one swap (``early.named_swap``, a whole entry's)
    saw ``seat`` die tonight, so none reaches dawn with it alive.

    A walk running past that clause held it (the walk drops one past a clause's last slot
    without it), and a held clause naming the swap is the swap made
    (``Character.explicit_swaps_chosen``). When tonight's swap is made only once a death
    tonight arms it (``Tonight.armers``), that walk saw one of the armers die before the
    swap's slot; when no other armer may so die knowing the entries (:func:`unarmed`'s
    reading), the one that died is ``seat``, and nobody comes back to life by night. Seed
    2026's Night 2 at fifteen players: the Demon's `wake pukka choose @13 & wake barber
    choose @6 @12` beside @14's `dont_wake`, @14 the Pukka's Night-1 mark; "@14 alive at
    dawn without having woken" walked 429,706 branch steps (16.5 s), nine tenths of them
    fanning out the free slots of walks in which @14 then died of the Pukka's strike, the
    rest dropped at the Barber's slot, unarmed."""
    swap, armers = ahead.swap_at, ahead.armers
    if swap is None or armers is None or not ahead.once or night.winner is not None:
        return False
    named = _plan(night.script, night.n, plan).named
    if named is None or named.after != swap:
        return False  # no clause names tonight's one swap (its slot is the swap's)
    return not _may_arm(night, ahead, plan, readings, armers - {seat})


def asleep_after(
    night: ExplicitNight,
    ahead: Tonight,
    plan: NightPlan,
    seat: Seat,
    position: int,
    readings: Readings | None = None,
) -> bool:
    """Whether no walk of ``night`` (a world at dusk) holding ``plan``'s entries wakes
    ``seat`` after ``position``: it may wake at no later slot (:func:`may_wake_after`), or
    every such walk has ended by ``position`` (:func:`ended_by`), or it may wake at no later
    slot in the walks in which an entry pins tonight's one swap (``early.pinned``), when
    every walk waking it later is one (seed 10's Night 2 at nine players: `wake_after(@2,
    10)` walked 7,034 branch steps), or no seat that may make that swap may make it
    (``early.swap_unmade``); or it may wake at no later slot in the walks that held a clause
    naming the swap's two seats (``early.named_swap``), when every walk waking it later is
    one (seed 2026's Night 2 at ten players: `wake_after(@8, 8)` beside the Demon's `wake
    barber choose @3 @6` walked 343 worlds at dusk, 9,637 branch steps); or it may wake at
    no later slot in the walks with no swap when the entries leave that swap unmade or
    unarmed (:func:`no_swap`; ``readings``: the solver's, None for a memo of this call's
    own)."""
    if not may_wake_after(night, ahead, seat, position):
        return True
    last = ended_by(night, ahead, plan)
    if last is not None and last <= position:
        return True
    reading = _plan(night.script, night.n, plan)
    held = pinned_once(night, ahead, reading.whole, reading.pinning)
    if (
        held is not None
        and held.pin is not None
        and _run_past(night, ahead, held.pin, position)
        and (not may_wake_after(night, held, seat, position) or _unmade(night, ahead, reading))
    ):
        return True
    named = pinned_named(night, ahead, reading.named)
    if (
        named is not None
        and named.pin is not None
        and _run_past(night, ahead, named.pin, position)
        and not may_wake_after(night, named, seat, position)
    ):
        return True
    swapless = no_swap(night, ahead, plan, readings)
    return swapless is not None and not may_wake_after(night, swapless, seat, position)


def _run_past(night: ExplicitNight, ahead: Tonight, pin: Pin, position: int) -> bool:
    """Whether every walk of ``night`` (at dusk) that wakes a seat after ``position`` ran
    past ``pin``'s clause (so held it): it did unless it ended from that wake to the
    clause's slot."""
    return _no_end(night, ahead, position + 1, pin.after)


def _no_end(night: ExplicitNight, ahead: Tonight, first: int, last: int) -> bool:
    """Whether no slot from ``first`` to ``last`` may end the game in a walk of ``night``
    (at dusk): an empty span ends nothing, and is not asked of ``may_end``."""
    return first > last or not may_end(night, ahead, first, last)


Shape = tuple[int, tuple[tuple[Seat, Fits, int | None], ...], tuple[Seat, ...]]
"""A "running" question's shape (:meth:`Readings.shape`)."""


@dataclass(slots=True)
class Readings:
    """:func:`with_entries`' memos, one per solver (as its other per-history memos: a
    module's would be shared by the bot's worker threads and keep worlds at dusk alive
    after their solver let them go). Each is kept to its most recently used entries (a
    few hundred bytes each; the worlds they hold their solver holds too)."""

    slots: dict[tuple[int, int], tuple[ExplicitNight, Tonight, tuple[SlotReading, ...]]] = field(
        default_factory=dict
    )
    """What each slot of a reading's deaths reads of the world but where its wakes aim
    (``early.SlotReading``, each part read when first asked), by the world at dusk and its
    reading of tonight: one memo entry per world, not per slot, since fallback F's draws
    ask every slot of every world again."""
    tonights: dict[tuple[int, int, tuple[Deaths, ...]], tuple[ExplicitNight, Tonight, Tonight]] = (
        field(default_factory=dict)
    )
    """The reading knowing the entries, one object per world at dusk and deaths: equal
    readings are the same object, so the proofs remembered by it (:data:`Proved`) serve
    every question whose entries read alike."""
    wakeable: dict[tuple[int, int, Seat, Fits], tuple[ExplicitNight, Tonight, bool]] = field(
        default_factory=dict
    )
    """Whether a seat may wake as one of the characters of each clause of an entry
    (``early.may_wake``), by the world at dusk, its reading of tonight, the seat and the
    characters each clause may stand for: which entries' deaths to read again."""
    ending: dict[tuple[int, int, int, Seat, OwnRead], tuple[ExplicitNight, Tonight, bool]] = field(
        default_factory=dict
    )
    """Whether a "running" proof rules a world out by one entry that holds only where the
    game ends first, read on the entries' deaths, by the world at dusk, its reading of
    tonight, the proof's :attr:`shapes` number, the entry's seat and all that seat's proof
    reads of the deaths (:func:`own_read`): fallback F's draws for one seat read alike in
    every world at dusk where the drawn choice reaches no seat the proof reads, and a
    choice reaching one such seat leaves the others' proofs as they were."""
    shapes: dict[Shape, int] = field(default_factory=dict)
    """A number per shape of a "running" question (its point, each clause entry's seat,
    clause characters and bound, the seats with a ``dont_wake``), never given twice (by any
    solver: :data:`_NUMBERS`, as the readings keep them): the key of a reading's plain parts
    (``Tonight.plains``; a shape hashed per world at dusk cost more than the proof it
    saves)."""

    def shape(self, key: Shape) -> int:
        """The number of a question's shape, a new one for a shape not kept."""
        return _numbered(self.shapes, key)


READINGS_KEPT = 65536
"""How many entries each of :class:`Readings`' memos and a solver's :data:`Proved` keep."""


def _remembered(
    memo: dict[_K, tuple[ExplicitNight, Tonight, _V]],
    key: _K,
    night: ExplicitNight,
    ahead: Tonight,
    read: Callable[[], _V],
) -> _V:
    """``read()`` for the world at dusk ``night`` and its reading ``ahead``, remembered in
    ``memo`` under ``key`` (made of their ids: the entry holds both, so the ids stay theirs
    while it is kept) and moved to the end as the most recently used."""
    known = memo.pop(key, None)
    if known is not None:
        memo[key] = known
        if known[0] is night and known[1] is ahead:
            return known[2]
    value = read()
    _kept(memo, key, (night, ahead, value))
    return value


def _known(
    memo: dict[_K, tuple[ExplicitNight, Tonight, _V]],
    key: _K,
    night: ExplicitNight,
    ahead: Tonight,
) -> _V | object:
    """What ``memo`` (as :func:`_remembered`'s) keeps under ``key`` for the world at dusk
    ``night`` and its reading ``ahead``, moved to the end as the most recently used;
    ``_UNREAD``: nothing."""
    known = memo.pop(key, None)
    if known is None:
        return _UNREAD
    memo[key] = known
    if known[0] is night and known[1] is ahead:
        return known[2]
    return _UNREAD


def _kept(memo: dict[_K, _V], key: _K, value: _V) -> None:
    """``value`` kept in ``memo`` under ``key``, the least recently used half let go once
    it holds :data:`READINGS_KEPT` (emptied instead, a resolution's eighth draw at nine
    players proved afresh the entries every draw shares)."""
    if len(memo) >= READINGS_KEPT:
        for old in list(itertools.islice(memo, READINGS_KEPT // 2)):
            del memo[old]
    memo[key] = value


Proved = dict[tuple[int, int, Seat, Fits, int, int | None], tuple[ExplicitNight, Tonight, bool]]
""":func:`proved_witnessless`' answers, by the world at dusk, what may change in it
tonight, the seat, the characters its entry's clauses may stand for, the point and the
position a bound entry is bound up to (None: a whole entry): one per solver, kept to its
most recently used :data:`READINGS_KEPT` (a few hundred bytes each; the worlds they hold
their solver holds too)."""


def proved_witnessless(
    night: ExplicitNight,
    ahead: Tonight,
    seat: Seat,
    fits: Fits,
    point: int,
    proved: Proved,
    upto: int | None = None,
) -> bool:
    """``early.no_witness_fits``, remembered in ``proved`` (the solver's) by all it reads.
    A resolution's re-ask asks every entry of tonight again for each draw (fallback F), and
    the draws share most entries: seed 2026's Night 2 at nine players proved the same
    entries in each of its 5,541 worlds at dusk for each of eight refused draws (0.5-1.1 s
    each)."""
    upto = bound_read(point, upto)
    key = (id(night), id(ahead), seat, fits, point, upto)
    return _remembered(
        proved, key, night, ahead, lambda: no_witness_fits(night, ahead, seat, fits, point, upto)
    )


def witnessless_in_all(
    dusks: list[tuple[ExplicitNight, Tonight]],
    seat: Seat,
    fits: Fits,
    point: int,
    proved: Proved,
    upto: int | None = None,
) -> bool:
    """Whether :func:`proved_witnessless` holds in every world at dusk of ``dusks`` (an
    arrival's refusal at dusk), reading ``proved`` but keeping the proofs it makes only when
    some world is not proved. A refused entry's proofs are read by no later question: its
    refusal is remembered whole (``ExplicitSolver._refusals``), and no plan holds an entry
    refused so, so no "running" proof reads its seat's proof with these characters at this
    point. Kept, fallback F's first draw of each character of a silent seat (seed 2026's Night
    2 at nine players: eleven characters, 5,541 worlds at dusk each) pushed out of ``proved``
    the proofs of the entries in the plan that the next "running" question reads again."""
    upto = bound_read(point, upto)
    made: list[
        tuple[tuple[int, int, Seat, Fits, int, int | None], ExplicitNight, Tonight, bool]
    ] = []
    for night, ahead in dusks:
        key = (id(night), id(ahead), seat, fits, point, upto)
        known = _known(proved, key, night, ahead)
        if known is _UNREAD:
            known = no_witness_fits(night, ahead, seat, fits, point, upto)
            made.append((key, night, ahead, bool(known)))
        if not known:
            for made_key, start, read, value in made:
                _kept(proved, made_key, (start, read, value))
            return False
    return True


def unwoken_at(
    night: ExplicitNight, ahead: Tonight, plan: NightPlan, seat: Seat, position: int
) -> bool:
    """Whether no walk of ``night`` (a world at dusk) holding ``plan``'s entries wakes
    ``seat`` at ``position`` while running there, nor ends there (``slot_wakes.wakes_at``'s
    witnesses): every such walk has ended before it (:func:`ended_by`), or the seat may not
    wake at that slot and no death there may end the game (``early.may_end``)."""
    if night.winner is not None:
        return True
    last = ended_by(night, ahead, plan)
    if last is not None and last < position:
        return True
    module = night_order(night.script, night.number)[position]
    if may_wake_as(night, ahead, seat, module.id):
        return False
    return not may_end(night, ahead, position, position)


def woken_before(night: ExplicitNight, ahead: Tonight, seat: Seat, position: int) -> bool:
    """Whether every token ``seat`` may have in ``night`` (a world at dusk) certainly wakes
    it at a slot before ``position`` (``early.forced_wakes``): no walk holding the seat
    bound to no wake before ``position`` (``slot_wakes.wakes_at``'s question) runs at it
    nor ends in it. Each such walk still running after its slot woke the seat there, which
    the bound entry does not list, and was dropped; any other ended at that slot or
    before it (``early.no_witness_fits``' reading of a bound entry, with no clause).
    Fifteen players, seed 2026, Night 2: a silent Pukka asked whether it may make the
    Barber's swap was walked through the slots before its own in the 200 worlds at dusk
    the other proofs left open, 218,312 branch steps to die there, every one."""
    forced = forced_wakes(night, ahead, seat)
    return forced is not None and all(at < position for at, _ in forced)


def with_entries(
    night: ExplicitNight,
    ahead: Tonight,
    plan: NightPlan,
    readings: Readings,
    aiming: tuple[Aim, ...] | None = None,
) -> Tonight:
    """``ahead`` (read from ``night``, a world at dusk) with its deaths read again for the
    walks that hold ``plan``'s entries: at a slot whose every possible holder has a
    committed entry there, a wake aims only where its entry's clauses for that character
    say (``Character.explicit_strikes_chosen``), and a holder whose entry has no such
    clause (a ``dont_wake`` among them) wakes there in no such walk. Seed 2026's Night 2 at
    eight players: with @5's `wake vortox` in, every world left ends at the Vortox's slot,
    and a list of the Vortox's (@4) naming another seat was refused by walking every world
    to that slot (12,372 branch steps, some 0.5 s, for each of the re-ask's offers).
    Remembered in ``readings`` (the solver's): per world at dusk and slot, what the slot
    reads but where its wakes aim (``early.SlotReading``), so that a resolution's draws for
    one seat (fallback F), each aiming the slot it may hold elsewhere, read only the aim
    again (seed 2026's Night 2 at nine players read each of 4,287 worlds at dusk afresh
    for each of eight refused draws of its Vortox); and one object per equal reading, so
    that the proofs remembered by it serve every question whose entries read alike."""
    aims = _aims(night, ahead, plan) if aiming is None else aiming
    if all(aimed is None for aimed in aims):
        return ahead  # the entries narrow no slot: the proofs on tonight's reading serve
    read = _slots(night, ahead, readings)
    deaths: list[Deaths] = []
    for slot, aimed, reading in zip(ahead.deaths, aims, read, strict=True):
        if aimed is None:
            deaths.append(slot)
            continue
        found = reading.deaths(aimed)
        if found is not None:
            deaths.append(found)
    read_again = tuple(deaths)
    if read_again == ahead.deaths:
        return ahead  # the entries narrow no slot: the proofs on tonight's reading serve
    tonights = (id(night), id(ahead), read_again)
    return _remembered(
        readings.tonights, tonights, night, ahead, lambda: ahead.with_deaths(read_again)
    )


def no_swap(
    night: ExplicitNight, ahead: Tonight, plan: NightPlan, readings: Readings | None
) -> Tonight | None:
    """``ahead`` (read from ``night``, a world at dusk) read for walks with no swap tonight
    (``Tonight.without_swap``) when no walk holding ``plan``'s entries makes tonight's one
    swap; None: not proved so. Either every seat that may make it is held at its slot by an
    entry without its clause (``early.swap_unmade``: nobody wakes there, armed or not, as in
    the reading with no swap), or the entries leave it unarmed (:func:`unarmed`). Seed 7's
    Night 3 at fifteen players: the Pukka @6's whole `wake pukka choose @4` left the Barber's
    swap unmade, but the Lycanthrope @8 might kill the Barber first, so `wake_after(@8, 5)`,
    possible only by the swap, walked 51,724 branch steps (1.2-1.7 s)."""
    if ahead.swap_at is not None and night.winner is None:
        reading = _plan(night.script, night.n, plan)
        if _unmade(night, ahead, reading):
            return ahead.without_swap()
    return unarmed(night, ahead, plan, readings)


def unarmed(
    night: ExplicitNight, ahead: Tonight, plan: NightPlan, readings: Readings | None
) -> Tonight | None:
    """``ahead`` (read from ``night``, a world at dusk) read for walks with no swap tonight
    (``Tonight.without_swap``) when no walk holding ``plan``'s entries arms tonight's one
    swap, armed only by a death tonight before its slot (``Tonight.armers``); None: not
    proved so.

    A walk that makes the swap runs past every earlier slot, so it held each clause due
    there. A clause one character alone may stand for (:attr:`_PlanReading.sole`), whose
    character has no instance but its dealt token (``early.dealt_only``), is held before
    the swap only by its seat holding that token (or a Drunk's believing it): no other seat
    wakes as that character at its slot, so the slot aims where the seat's clauses say (as
    :func:`with_entries` for a slot whose every holder is committed), and the seat's death
    arms no swap unless it may hold the arming character beside its token. So when no seat
    left that may arm it may die before the swap's slot, no walk makes the swap. Seed 7's
    Night 2 at fifteen players: with @8's `wake lycanthrope choose @12` and @12's `wake
    gambler ...` in, the Barber's holders may be @8 and @12 on the dusk reading, and a free
    holder of the Lycanthrope may aim anywhere, so `wake_after(@11, 4)`, possible only by
    the Barber's swap, was walked (2.5 M branch steps, 245 s, before the walk's own cut, some
    20 s after it).

    Nor does a death arm it that only the holder of another character may die (the arming
    character, a Barber's, arms it only by its holder's death while sober and healthy): a
    seat that may die at a slot only by its own wake's attempt on its own life
    (``Character.strikes_own_holder``, ``SlotReading.dies_only_by_itself``) holds that
    slot's character there, and with no instance beside its token (none of
    ``early.beside_tokens``' seats) not the arming one; a seat the slot's one holder's
    committed clauses droison before any attempt (``Character.explicit_droisons_chosen``:
    :func:`_droisoned_there`), that holder not dying there, dies droisoned. Seed 2026's
    Night 2 at fifteen players: fallback F asked the Pukka's `wake pukka choose @14` again,
    bound up to its slot, which marks the one seat its strike kills; the walk went through
    250 worlds at dusk, 1,541,626 branch steps, to find @6's `wake mathematician`, possible
    only through the swap, held in none.

    The reading made is one per reading (``Tonight.without_swap``'s memo), so the proofs
    remembered by it serve every question read so; ``dusk_proof`` reads the entries' own
    deaths (:func:`with_entries`) so too. ``readings``: the solver's (None: a memo of this
    call's own)."""
    swap, armers = ahead.swap_at, ahead.armers
    if swap is None or armers is None or not ahead.once or night.winner is not None:
        return None
    if _may_arm(night, ahead, plan, readings, armers):
        return None
    return ahead.without_swap()


def _may_arm(
    night: ExplicitNight,
    ahead: Tonight,
    plan: NightPlan,
    readings: Readings | None,
    armers: frozenset[Seat],
) -> bool:
    """Whether a walk of ``night`` (a world at dusk, whose one swap tonight is armed only by
    a death tonight: ``Tonight.armers``) holding ``plan``'s entries may arm that swap by the
    death of one of ``armers`` before its slot (:func:`unarmed`'s reading)."""
    swap = ahead.swap_at
    assert swap is not None
    if readings is None:
        readings = Readings()  # a memo of this call's own
    script, n, number = night.script, night.n, night.number
    order = night_order(script, number)
    reading = _plan(script, n, plan)
    arming = order[swap].id
    sole: dict[int, set[Seat]] = {}
    left = set(armers)
    for seat, character, position in reading.sole:
        if position < swap and dealt_only(night, ahead, character):
            sole.setdefault(position, set()).add(seat)
            if not _may_gain(night, ahead, seat, arming, swap, False):
                left.discard(seat)
    if not left:
        return False
    aims = _aims(night, ahead, plan)
    slots: tuple[SlotReading, ...] | None = None
    for index, deaths in enumerate(ahead.deaths):
        if deaths.position >= swap:
            break
        aim = aims[index]
        if aim is None and deaths.position in sole:
            seats = frozenset(sole[deaths.position])
            aim = _aimed(script, n, number, order[deaths.position], seats, reading.entries)
        dying = deaths.dying
        if aim is None and dying.isdisjoint(left):
            continue
        if slots is None:
            slots = _slots(night, ahead, readings)
        if aim is not None:
            fate = slots[index].fate(aim)
            dying = frozenset() if fate is None else fate[0]
        module = order[deaths.position]
        if _arming(night, ahead, plan, module, slots[index], dying, frozenset(left)):
            return True
    return False


def _arming(
    night: ExplicitNight,
    ahead: Tonight,
    plan: NightPlan,
    module: Character,
    slot: SlotReading,
    dying: frozenset[Seat],
    armers: frozenset[Seat],
) -> bool:
    """Whether a death at ``slot`` (``module``'s; ``dying``: its deaths in the walks of
    ``night`` holding ``plan``'s entries) may arm tonight's swap, ``armers`` the seats whose
    death may: not one the slot's one holder droisons there, nor one dying only by its own
    wake (:func:`unarmed`)."""
    arming = dying & armers
    if arming and slot.holders.isdisjoint(dying):
        arming -= _droisoned_there(night, plan, module, slot.position, slot.holders)
    if arming and module.strikes_own_holder:
        # a seat with one instance dying only by itself (dies_only_by_itself is false off
        # the holders), read per slot and world, not per plan and seat
        arming -= slot.dying_alone() - beside_tokens(night, ahead).seats
    return bool(arming)


def _droisoned_there(
    night: ExplicitNight,
    plan: NightPlan,
    module: Character,
    position: int,
    holders: frozenset[Seat],
) -> frozenset[Seat]:
    """The seats droisoned at every death of ``module``'s slot at ``position`` (``holders``:
    those that may hold it) in the walks holding ``plan``'s entries (:func:`unarmed`): those
    the committed clauses of its one holder with effect droison before its attempts, when a
    wake without effect attempts no life. Empty: none known."""
    if not module.strikes_only_sober or len(holders) != 1:
        return frozenset()
    read = _plan(night.script, night.n, plan)
    key = (night.number, module.id, position, holders)
    found = read.droisoned.get(key)
    if found is None:
        found = read.droisoned[key] = _read_droisoned(
            night.script, night.n, night.number, read, module, position, holders
        )
    return found


def _read_droisoned(
    script: Script,
    n: int,
    number: int,
    read: _PlanReading,
    module: Character,
    position: int,
    holders: frozenset[Seat],
) -> frozenset[Seat]:
    """:func:`_droisoned_there` read afresh, of the plan alone (``read``, on ``script`` at
    ``n`` players, night ``number``) and the slot (its module, position and one holder)."""
    (holder,) = holders
    entry = read.entries.get(holder)
    if not isinstance(entry, ClauseEntry) or read.bound.get(holder, position) < position:
        return frozenset()
    clauses = [c for c in entry.clauses if module.id in fitting(script, c, holder, n, number)]
    if not clauses:
        return frozenset()
    return frozenset.intersection(*(module.explicit_droisons_chosen(holder, c) for c in clauses))


def _aims(night: ExplicitNight, ahead: Tonight, plan: NightPlan) -> tuple[Aim, ...]:
    """Per slot of ``ahead``'s deaths, where its wakes may aim in the walks of ``night`` (at
    dusk) holding ``plan``'s entries (:func:`with_entries`): all it reads of the entries."""
    read = _plan(night.script, night.n, plan)
    known = read.aims
    aims: list[Aim] = []
    for slot in ahead.deaths:
        key = (slot.position, slot.holders)
        aim = known.get(key, _UNREAD)
        if aim is _UNREAD:
            aim = known[key] = _slot_aim(night.script, night.n, plan.number, read, *key)
        assert aim is None or isinstance(aim, frozenset)
        aims.append(aim)
    return tuple(aims)


def _slot_aim(
    script: Script,
    n: int,
    number: int,
    read: _PlanReading,
    position: int,
    holders: frozenset[Seat],
) -> Aim:
    """:func:`_aims`' answer for one slot (its position of tonight's order and possible
    holders), read of the plan alone (``read``, on ``script`` at ``n`` players, night
    ``number``): the same in every world at dusk whose slot has those holders."""
    entries, bound = read.entries, read.bound
    module = night_order(script, number)[position]
    if module.optional_wake or not all(
        s in entries and bound.get(s, position) >= position for s in holders
    ):
        return None  # a free wake there (or another's action): read as before
    # None too: a clause that does not tell where it aims
    return _aimed(script, n, number, module, holders, entries)


def _slots(night: ExplicitNight, ahead: Tonight, readings: Readings) -> tuple[SlotReading, ...]:
    """Each slot of ``ahead``'s deaths read but where its wakes aim, remembered in
    ``readings`` (each reading reads the world only when first asked)."""
    return _remembered(
        readings.slots, (id(night), id(ahead)), night, ahead, lambda: _read_slots(night, ahead)
    )


def _read_slots(night: ExplicitNight, ahead: Tonight) -> tuple[SlotReading, ...]:
    """:func:`_slots` read afresh."""
    order = night_order(night.script, night.number)
    living = frozenset(s for s in range(night.n) if night.alive[s])
    return tuple(
        SlotReading(night, ahead, d.position, order[d.position], d.holders, living)
        for d in ahead.deaths
    )


def ending_read(
    night: ExplicitNight,
    ahead: Tonight,
    aims: tuple[Aim, ...],
    seats: frozenset[Seat],
    readings: Readings,
) -> tuple[tuple[int, bool, frozenset[Seat]] | None, ...]:
    """All that ``early.no_witness_fits`` may read of :func:`with_entries`' reading for
    ``seats``' entries: per slot of ``ahead``'s deaths, None where no one may die there
    knowing the entries, else how many may die there at most, whether a seat that may be
    a Demon may die there, and which of ``seats`` may. The rest of a slot (its position
    and holders) and of the reading is ``ahead``'s. ``may_end`` reads the first two (and
    that someone may die); ``forced_wakes`` of a seat whether it may die there. So two
    plans whose reads are equal prove ``seats``' entries alike: fallback F's draws for one
    seat aim its slot anew with each choice, and a choice that reaches no possible Demon
    and none of ``seats`` (nor, through a death trigger or a moved kill, anyone else)
    reads as the next one. ``aims``: the plan's (:func:`_aims`)."""
    slots = _slots(night, ahead, readings)
    read: list[tuple[int, bool, frozenset[Seat]] | None] = []
    for slot, aimed, reading in zip(ahead.deaths, aims, slots, strict=True):
        if aimed is None:
            dying, most = slot.dying, slot.most
        else:
            fate = reading.fate(aimed)
            if fate is None:
                read.append(None)
                continue
            dying, most = fate
        read.append((most, not dying.isdisjoint(ahead.demons), dying & seats))
    return tuple(read)


OwnRead = tuple[tuple[int, bool, bool] | None, ...]
"""One seat's part of :func:`ending_read`: per slot, None where no one may die there, else
how many may die at most, whether a possible Demon may and whether that seat may."""


def own_read(read: tuple[tuple[int, bool, frozenset[Seat]] | None, ...], seat: Seat) -> OwnRead:
    """``seat``'s part of ``read`` (:func:`ending_read`'s, ``seat`` among its seats): all
    that ``early.no_witness_fits`` may read of the entries' deaths for ``seat``'s entry.
    ``may_end`` reads no seat but the possible Demons; ``forced_wakes`` of ``seat`` reads
    whether it may die at a slot, of no other seat. So an entry is proved alike on two
    plans whose reads differ only in other seats' deaths."""
    return tuple(None if slot is None else (slot[0], slot[1], seat in slot[2]) for slot in read)


Aim = frozenset[Seat] | None
"""Where a slot's wakes may aim knowing the entries (None: the slot is read as at dusk)."""


def _waking_as(script: Script, number: int, fits: dict[Seat, Fits]) -> dict[str, frozenset[Seat]]:
    """Per character of tonight's order, the seats two or more whose entries (their clauses'
    characters, ``fits``) have a clause that only it may stand for: each such seat wakes as
    it at its one slot in every walk holding the entries, on an instance of its own there.
    Only a character whose wake changes nothing (``Character.has_effect``) nor acts for
    another: no instance moves during its slot. Seed 2026's Night 2 at ten players: @3's
    and @10's `wake empath` with one Empath in play at most (a Cannibal's pretend) walked
    69 worlds at dusk, 155,006 branch steps, for one "running" question of the resolution."""
    order = {m.id for m in night_order(script, number)}
    found: dict[str, set[Seat]] = {}
    for seat, fitted in fits.items():
        for character in {fit[0] for fit in fitted if len(fit) == 1}:
            module = REGISTRY[character]
            if character in order and not module.has_effect and not module.optional_wake:
                found.setdefault(character, set()).add(seat)
    return {c: frozenset(seats) for c, seats in found.items() if len(seats) > 1}


def _wakeable(
    night: ExplicitNight, ahead: Tonight, seat: Seat, fits: Fits, readings: Readings
) -> bool:
    """Whether ``seat`` may wake tonight in a walk of ``night`` (at dusk) as one of each
    clause's characters (``fits``), remembered in ``readings``: a resolution's draws
    (fallback F) ask it of the entries they share in every world again."""
    key = (id(night), id(ahead), seat, fits)
    return _remembered(
        readings.wakeable,
        key,
        night,
        ahead,
        lambda: all(any(may_wake_as(night, ahead, seat, c) for c in fit) for fit in fits),
    )


def _aimed(
    script: Script,
    n: int,
    number: int,
    module: Character,
    holders: frozenset[Seat],
    entries: dict[Seat, ClauseEntry | DontWake],
) -> frozenset[Seat] | None:
    """Where the wakes of ``module`` may aim at its slot tonight (``number``, of ``script``
    at ``n`` players) in the walks that hold ``entries``, the entries of its every holder
    there (:func:`with_entries`); None: some clause does not tell
    (``Character.explicit_strikes`` stands). It reads no world."""
    aimed: set[Seat] = set()
    for holder in holders:
        entry = entries[holder]
        if isinstance(entry, DontWake):
            continue
        for clause in entry.clauses:
            if module.id not in fitting(script, clause, holder, n, number):
                continue
            chosen = module.explicit_strikes_chosen(holder, clause)
            if chosen is None:
                return None
            aimed |= chosen
    return frozenset(aimed)


def always_wakes(
    night: ExplicitNight,
    ahead: Tonight,
    plan: NightPlan,
    seat: Seat,
    wake: tuple[int, str],
    readings: Readings,
) -> bool:
    """Whether every walk of ``night`` (a world at dusk) holding ``plan``'s entries wakes
    ``seat`` at ``wake`` (a position and a character): each token the seat may have
    certainly wakes it there unless the world ended first (``early.forced_wakes``, the
    deaths read knowing the entries), and no such walk may end before it, at an earlier
    slot or at that one by another holder acting first. A re-ask's forced wake of seed
    2026's Vortox at eight players (Night 2) walked every world to its slot (1.6 s). Or the
    tokens' wakes are certain in the walks that held a clause naming tonight's one swap's
    two seats (``early.named_swap``), when that clause's slot comes before the wake's: no
    walk ends before the wake, so every walk ran past that clause and held it (seed 2026's
    Night 2 at fifteen players: a re-ask's forced Empath beside the Demon's `wake barber
    choose @6 @12` walked 55,990 branch steps)."""
    committed = with_entries(night, ahead, plan, readings)
    position = wake[0]
    if not _surely(forced_wakes(night, committed, seat), wake):
        named = _named_before(night, committed, plan, position)
        if named is None or not _surely(forced_wakes(night, named, seat), wake):
            return False
    if may_end(night, committed, 0, position - 1):
        return False
    shared = any(d.position == position and d.holders - {seat} for d in committed.deaths)
    return not shared or not may_end(night, committed, position, position)


def _surely(forced: tuple[tuple[int, str], ...] | None, wake: tuple[int, str]) -> bool:
    """Whether ``forced`` (``early.forced_wakes``' answer) is ``wake`` for every token."""
    return forced is not None and all(certain == wake for certain in forced)


def _named_before(
    night: ExplicitNight, ahead: Tonight, plan: NightPlan, position: int
) -> Tonight | None:
    """``ahead`` read for the walks that held the whole entries' clause naming tonight's one
    swap (``early.pinned_named``), when its slot comes before ``position``; None: no such
    clause."""
    named = pinned_named(night, ahead, _plan(night.script, night.n, plan).named)
    if named is None or named.pin is None or named.pin.after >= position:
        return None
    return named


Proof = Callable[[ExplicitNight, Tonight], bool]


@dataclass(frozen=True)
class Shaped:
    """A "running" proof (:func:`dusk_proof`) with its part that reads no entry's choices
    told apart: ``plain`` rules a world out by that part alone, the same for every question
    of the proof's shape (``shape``: its number, read off any world at dusk), so a solver may
    remember per worlds at dusk and shape which it leaves open and read only those. Seed
    2026's Night 2 at ten players: fallback F's optional tier asked some 950 `wake pukka
    choose @X & wake barber choose @A @B` parts of one shape, each reading the plain part's
    memo for every one of some 7,800 worlds at dusk to rule out all but 85 (about 66 ms a
    question, 62 s in all)."""

    proof: Proof
    shape: Callable[[ExplicitNight], int]
    plain: Proof
    pinned_shape: Callable[[ExplicitNight], int] | None = None
    """The number of ``pinned``'s shape (read off any world at dusk); None: no such part."""
    pinned: Proof | None = None
    """A second part of ``proof`` remembered per world at dusk, for every question of its
    own shape (``pinned_shape``): a running world it proves is proved by ``proof`` (a
    disjunct of it), so a solver may rule out the worlds it holds in once per shape. Seed
    2026's Night 2 at fifteen players: it held in 338,000 of the 343,000 (world, question)
    pairs that reached it, each read through the whole proof's earlier parts first."""

    def __call__(self, night: ExplicitNight, ahead: Tonight) -> bool:
        return self.proof(night, ahead)


def _held_first(count: int, leads: list[int], proof: Callable[[int], bool]) -> int | None:
    """The first of ``count`` entries (by index) whose ``proof`` holds, asked in plan order
    but for ``leads``' one index (if any), asked first; None: no proof holds. For a
    disjunction of pure proofs (:func:`dusk_proof`'s plain part): any index found answers
    it alike."""
    order = itertools.chain(leads, (k for k in range(count) if k not in leads))
    return next((k for k in order if proof(k)), None)


def dusk_proof(
    plan: NightPlan, key: object, readings: Readings, proved: Proved | None = None
) -> Proof | None:
    """For a question (its cache key) about a history whose last phase is the night of
    ``plan``: a proof that a world at dusk grows no witness of it (None: none known);
    ``readings`` and ``proved``: the solver's (:func:`with_entries`,
    :func:`proved_witnessless`; None: a memo of this proof's own)."""
    if not isinstance(key, tuple) or not key:
        return None
    if key[0] == "wakes_after" and len(key) == 3:
        tracked: Seat = key[1]
        position: int = key[2]

        def asleep(night: ExplicitNight, ahead: Tonight) -> bool:
            return asleep_after(night, ahead, plan, tracked, position, readings)

        return asleep
    if key[0] == "wakes_at" and len(key) == 3:
        silent: Seat = key[1]
        slot: int = key[2]

        # every witness runs at the slot or ends in it, a walk of the other seats' entries:
        # a world the "running at the slot" proof of those entries rules out grows none
        others = NightPlan(plan.number, tuple((s, e) for s, e in plan.entries if s != silent))
        running = dusk_proof(others, ("running", (plan.number, 0, slot)), readings, proved)

        def unwoken(night: ExplicitNight, ahead: Tonight) -> bool:
            if unwoken_at(night, ahead, plan, silent, slot):
                return True
            # the seat's own bound entry, cheap (the wakes are kept in ``ahead``): read
            # before the other entries' proof
            if woken_before(night, ahead, silent, slot):
                return True
            return running is not None and running(night, ahead)

        return unwoken
    if len(key) != 2:
        return None
    kind, value = key
    entries = dict(plan.entries)
    if kind == "alive" and isinstance(entries.get(value), DontWake):
        seat: Seat = value

        def unwoken(night: ExplicitNight, ahead: Tonight) -> bool:
            return unwoken_at_dawn(night, ahead, plan, seat, readings)

        return unwoken
    if kind == "running" and isinstance(value, tuple) and value[:2] == (plan.number, 0):
        point: int = value[2]
        # each entry's seat, its clauses and the position a bound part is bound up to (None:
        # whole): a bound part's clauses hold as a whole entry's (explicit.walk drops a walk
        # past a clause's last slot without it), only the seat's wakes after that position
        # are free (fallback F's joined draws ask nothing else: seed 2026's Night 2 at ten
        # players walked the 93 worlds at dusk its whole entries leave open for each)
        whole: list[tuple[Seat, ClauseEntry, int | None]] = [
            (s, e, None) for s, e in plan.entries if isinstance(e, ClauseEntry)
        ]
        whole += [(s, e.entry, e.position) for s, e in plan.entries if isinstance(e, Upto)]
        quiet = [s for s, e in plan.entries if isinstance(e, DontWake)]
        if not whole and not quiet:
            return None
        kept: Proved = {} if proved is None else proved
        fits: dict[Seat, Fits] = {}  # the same in every world at dusk: read once

        def fit(night: ExplicitNight, seat: Seat, entry: ClauseEntry) -> Fits:
            found = fits.get(seat)
            if found is None:
                found = fits[seat] = entry_fits(night, seat, entry)
            return found

        def witnessless(
            night: ExplicitNight, ahead: Tonight, seat: Seat, entry: ClauseEntry, upto: int | None
        ) -> bool:
            return proved_witnessless(
                night, ahead, seat, fit(night, seat, entry), point, kept, upto
            )

        crowds: list[dict[str, frozenset[Seat]]] = []  # read once, as ``fits``
        learners = [(s, e) for s, e, _ in whole if any(c.info is not None for c in e.clauses)]

        def learned_by_none(night: ExplicitNight, ahead: Tonight) -> bool:
            # a reading no walk gives (early_info), unless the game may end first; the
            # droisoners every wake of which holds a committed clause reach only what those
            # clauses choose (early.held_droisons)
            if not learners:
                return False
            read = _plan(night.script, night.n, plan)
            held = held_droisons(night, ahead, read.entries, read.bound)
            return any(
                unlearnable(night, ahead, seat, clause, held)
                and not may_end(
                    night,
                    ahead,
                    point,
                    clause_deadline(night.script, clause, seat, night.n, night.number),
                )
                for seat, entry in learners
                for clause in entry.clauses
            )

        def crowded(night: ExplicitNight, ahead: Tonight) -> bool:
            # more seats must wake as one character than it may have instances at its slot
            if not crowds:
                fitted = {s: fit(night, s, e) for s, e, _ in whole}
                crowds.append(_waking_as(night.script, night.number, fitted))
            if not crowds[0]:
                return False
            order = [m.id for m in night_order(night.script, night.number)]
            return any(
                len(seats) > instances(night, ahead, character)
                and not may_end(night, ahead, point, order.index(character))
                for character, seats in crowds[0].items()
            )

        leads: list[int] = []  # the entry whose proof held the world before: asked first

        def witnessless_one(night: ExplicitNight, ahead: Tonight) -> bool:
            # some whole or bound entry holds in no walk: pure proofs, so any order answers
            # alike; the one that proved the last world is asked first (seed 2026's Night 2
            # at fifteen players: one entry of four to seven proves most worlds, the same
            # one world after world, and plan order asked 140,863 proofs where 62,707 do)
            found = _held_first(len(whole), leads, lambda k: witnessless(night, ahead, *whole[k]))
            if found is None:
                return False
            leads[:] = [found]
            return True

        def plainly(night: ExplicitNight, ahead: Tonight) -> tuple[Seat, ...] | None:
            # what reads no entry's choices: None when it proves the world, else the seats
            # whose entry holds only where the game ends first
            if witnessless_one(night, ahead):
                return None
            if night.winner is None and crowded(night, ahead):
                return None
            # a dont_wake's seat that wakes in every walk before it could end from the point
            # on: the walk drops each (early.must_wake, the arrival's refusal world by world)
            if any(must_wake(night, ahead, s, point) for s in quiet):
                return None
            # read for the walks past a clause pinning tonight's one swap, which every witness
            # runs past: as the rest, it reads the entries' seats, fits and bounds and the
            # point, no choice (it was read afresh per question: seed 2026's Night 2 at ten
            # players, 87,415 times for 1,079 questions)
            if night.winner is None and pinned_witnessless(night, ahead):
                return None
            return tuple(
                s for s, e, _ in whole if not _wakeable(night, ahead, s, fit(night, s, e), readings)
            )

        def proved_ending(
            night: ExplicitNight, ahead: Tonight, seat: Seat, aims: tuple[Aim, ...]
        ) -> bool:
            # an entry that holds only where the game ends first, on the entries' deaths
            committed = with_entries(night, ahead, plan, readings, aims)
            return any(
                witnessless(night, committed, s, e, upto) for s, e, upto in whole if s == seat
            )

        planned: list[_PlanReading] = []  # the plan's reading, the same in every world

        def plan_read(night: ExplicitNight) -> _PlanReading:
            if not planned:
                planned.append(_plan(night.script, night.n, plan))
            return planned[0]

        def pinned_past(night: ExplicitNight, ahead: Tonight) -> tuple[Tonight, Pin, bool] | None:
            # ``ahead`` read for the walks past the clause of a whole entry that pins
            # tonight's one swap (early.pinned), and whether every witness runs past it (no
            # slot from the point to that clause may end the game); None: no entry pins it.
            # The whole entries fitted are the plan reading's (``whole``, as ``fit`` reads
            # them): read once per world at dusk for every plan whose whole entries fit alike
            reading = plan_read(night)
            held = pinned_once(night, ahead, reading.whole, reading.pinning)
            if held is None or held.pin is None:
                return None
            pin = held.pin
            return held, pin, _no_end(night, ahead, point, pin.after)

        def pinned_witnessless(night: ExplicitNight, ahead: Tonight) -> bool:
            # every witness runs past the pinning clause: an entry read for those walks
            # holds in none
            found = pinned_past(night, ahead)
            if found is None or not found[2]:
                return False
            held = found[0]
            return any(witnessless(night, held, s, e, upto) for s, e, upto in whole)

        pinned_shapes: list[int] = []  # the question's pinned shape, numbered once

        def pinned_shape(night: ExplicitNight) -> int:
            # all ``pinned_proved`` reads but the world and its reading: the point, the whole
            # entries fitted (``pinned_past``), each entry's seat, bound and clause characters
            # (``early.swap_unmade``), and each clause's last slot with the seats each
            # character it may stand for names swapped (``elsewhere``); fallback F's draws
            # choosing other seats for a clause that names no swap read alike
            if not pinned_shapes:
                reading = plan_read(night)
                unmade = tuple(
                    (s, reading.bound.get(s), _characters(e)) for s, e in reading.entries.items()
                )
                swaps = tuple(
                    (
                        clause_deadline(night.script, clause, seat, night.n, night.number),
                        tuple(REGISTRY[c].explicit_swaps_chosen(clause) for c in fitted),
                    )
                    for seat, entry, _ in whole
                    for clause, fitted in zip(entry.clauses, fit(night, seat, entry), strict=True)
                )
                key = (point, reading.pinning, unmade, swaps)
                pinned_shapes.append(_numbered(_PINNED, key))
            return pinned_shapes[0]

        def pinned_plainly(night: ExplicitNight, ahead: Tonight) -> bool:
            # read once per world at dusk for every question of its pinned shape (seed
            # 2026's Night 2 at fifteen players: 342,820 asks, fallback F's draws of one
            # seat's choices)
            number = pinned_shape(night)
            known = ahead.proofs
            if number in known:
                return known[number]
            proved = known[number] = pinned_proved(night, ahead)
            return proved

        def pinned_proved(night: ExplicitNight, ahead: Tonight) -> bool:
            # what the pinned swap tells beside ``pinned_witnessless`` (a part of the plain
            # part, so false here): these parts read the entries' clauses
            found = pinned_past(night, ahead)
            if found is None:
                return False
            _, pin, past = found
            reading = plan_read(night)
            # a witness past the pinning clause made the pinned swap: none when no seat that
            # may make it is free at its slot or names it
            if past and _unmade(night, ahead, reading):
                return True
            return any(_no_end(night, ahead, point, last) for last in elsewhere(night, pin))

        namings: list[Pin | None] = []  # read once per question, as ``fits``

        def naming(night: ExplicitNight) -> Pin | None:
            # the clause of a whole or bound entry naming tonight's one swap, read once
            if not namings:
                clauses = [
                    (clause, fitted)
                    for s, e, _ in whole
                    for clause, fitted in zip(e.clauses, fit(night, s, e), strict=True)
                ]
                namings.append(named_swap(night.script, night.number, clauses))
            return namings[0]

        def named_quiet(night: ExplicitNight, committed: Tonight) -> bool:
            # every witness runs past the clause naming the swap (as named_witnessless), so
            # it is a walk of ``committed`` (the entries' deaths) in which only the two named
            # seats swap: a dont_wake's seat that wakes in every such walk holds in none (seed
            # 2026's Night 2 at fifteen players: @5's `dont_wake` beside the Demon's `wake
            # barber choose @6 @12`, at the Empath's slot and at dawn, 53,960 branch steps each)
            pin = naming(night)
            if pin is None or not committed.once or not _no_end(night, committed, point, pin.after):
                return False
            named = pinned_named(night, committed, pin)
            return named is not None and any(must_wake(night, named, s, point) for s in quiet)

        def named_witnessless(night: ExplicitNight, ahead: Tonight) -> bool:
            # a clause of a whole or bound entry (whose clauses hold as a whole one's)
            # naming tonight's one swap's two seats, which every witness ran past: an entry
            # read on the entries' deaths for those walks holds in none. Fallback F's
            # `wake pukka choose @X & wake barber choose @4 @6` bound at the Barber's slot
            # beside @6's `wake mathematician`: only @4's Pixie may be handed to @6, and its
            # Mathematician only after a death no walk holding the entries has (seed 2026's
            # Night 2 at fifteen players walked 864,634 branch steps for each of fourteen
            # choices). It reads the clauses' choices: never remembered with the plain part
            pin = naming(night)
            if pin is None or not ahead.once or not _no_end(night, ahead, point, pin.after):
                return False
            named = pinned_named(night, with_entries(night, ahead, plan, readings), pin)
            return named is not None and any(
                witnessless(night, named, s, e, upto) for s, e, upto in whole
            )

        lasts: dict[Pin, tuple[int, ...]] = {}  # by pin: what elsewhere reads is the plan's

        def elsewhere(night: ExplicitNight, pin: Pin) -> tuple[int, ...]:
            # a held swap clause exchanged its chosen seats, and a walk past the pinning
            # clause made the pinned swap: one naming other seats is held by no witness that
            # runs past both clauses, every witness when no slot from the point to the later
            # of the two may end it. Those slots, read once per pin: they read the pin, the
            # clauses and their fits, all alike in every world at dusk of the question
            found = lasts.get(pin)
            if found is None:
                found = lasts[pin] = tuple(
                    max(
                        pin.after,
                        clause_deadline(night.script, clause, seat, night.n, night.number),
                    )
                    for seat, entry, _ in whole
                    for clause, fitted in zip(entry.clauses, fit(night, seat, entry), strict=True)
                    if swaps_elsewhere(pin, clause, fitted)
                )
            return found

        shapes: list[int] = []  # the question's shape, numbered once

        def shape(night: ExplicitNight) -> int:
            if not shapes:
                fitted = tuple((s, fit(night, s, e), upto) for s, e, upto in whole)
                shapes.append(readings.shape((point, fitted, tuple(quiet))))
            return shapes[0]

        def plain(night: ExplicitNight, ahead: Tonight) -> tuple[Seat, ...] | None:
            # fallback F's draws for one seat differ in its entry's choices only: this part
            # is read once per world at dusk for all of them (seed 2026's Night 2 at nine
            # players: nine draws over 5,541 worlds)
            # kept in the reading (``Tonight.plains``): one dict read a question
            number = shape(night)
            known = ahead.plains.get(number)
            if known is not None and known[0] is night:
                return known[1]
            found = plainly(night, ahead)
            ahead.plains[number] = (night, found)
            return found

        def plainly_proved(night: ExplicitNight, ahead: Tonight) -> bool:
            return plain(night, ahead) is None

        def held_by_none(night: ExplicitNight, ahead: Tonight) -> bool:
            ended = plain(night, ahead)
            if ended is None:
                return True
            # the entries' deaths cost a reading of every slot: only for an entry that holds
            # only where the game ends first, which they may rule out (seed 7's Night 2 at
            # eight players spent more in them than its walks saved when read for all)
            if ended:
                # each entry's proof read once per world for every plan whose deaths it
                # reads alike (its own part of the read), those known first: a draw whose
                # choice reaches one of these seats changes that seat's part only, and
                # another's proof known already answers it (seed 2026's Night 2 at nine
                # players: four of the Vortox's eight refused draws, each choosing such a
                # seat, read every one of 3,331 worlds afresh)
                aims = _aims(night, ahead, plan)
                read = ending_read(night, ahead, aims, frozenset(ended), readings)
                unknown: list[tuple[int, int, int, Seat, OwnRead]] = []
                for seat in ended:
                    # each seat's part read only once the seats before it are looked up
                    # (the first known proof answers the draw)
                    own = (id(night), id(ahead), shapes[0], seat, own_read(read, seat))
                    known = _known(readings.ending, own, night, ahead)
                    if known is True:
                        return True
                    if known is _UNREAD:
                        unknown.append(own)
                for own in unknown:
                    proved = proved_ending(night, ahead, own[3], aims)
                    _kept(readings.ending, own, (night, ahead, proved))
                    if proved:
                        return True
            # a dont_wake's seat that wakes in every walk holding the entries, read on their
            # deaths (seed 8's Night 2 at nine players: a silent Mathematician's dont_wake,
            # which only the Lycanthrope's slot may kill on the plain deaths, and there only
            # its named choice, was refused by a walk of 51,797 branch steps)
            if quiet and night.winner is None:
                committed = with_entries(night, ahead, plan, readings)
                if committed is not ahead and any(
                    must_wake(night, committed, s, point) for s in quiet
                ):
                    return True
                if named_quiet(night, committed):
                    return True
            # the number learned reads the entries' information, which draws may change: never
            # remembered with the plain part
            if night.winner is None and learned_by_none(night, ahead):
                return True
            # the pinned swap's proof first: pure proofs, so any order answers alike, and it
            # answers where the swap is pinned at a fraction of the unarmed one's cost (seed
            # 2026's Night 2 at fifteen players: it held in 338,000 of 343,000 worlds and
            # plans that reached here, 11 us each, the unarmed one 36 us)
            return night.winner is None and (
                pinned_plainly(night, ahead)
                or unarmed_witnessless(night, ahead)
                or named_witnessless(night, ahead)
            )

        def unarmed_witnessless(night: ExplicitNight, ahead: Tonight) -> bool:
            # the entries' deaths arm no swap (the reading knows whether one needs a death
            # first): an entry read without it holds in no walk
            if not ahead.armers:
                return False
            if unarmed(night, ahead, plan, readings) is None:
                return False
            # the entries' own deaths, as every walk holding them has, with no swap
            quiet = with_entries(night, ahead, plan, readings).without_swap()
            return any(witnessless(night, quiet, s, e, upto) for s, e, upto in whole)

        def pinned_running(night: ExplicitNight, ahead: Tonight) -> bool:
            # a disjunct of held_by_none's for a running world (its memo's, per shape)
            return night.winner is None and pinned_plainly(night, ahead)

        return Shaped(held_by_none, shape, plainly_proved, pinned_shape, pinned_running)
    return None
