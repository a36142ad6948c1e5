"""Script 2's nights and days in one explicit world (the enumeration side of the addendum).

One :class:`~engine.clocktower.setups.SetupWorld` (or a lazy setup) fixes every token and
setup mark; given each seat's entry for a night, :func:`walk` goes through the night order
and says whether every entry holds in that world (N13): each holder whose wake condition
holds wakes at its slot, and a seat's entry must account for exactly the slots it wakes at.
:class:`ExplicitNight` carries the world from night to day and back (deaths, executions,
swaps, claims, private day entries, the end rules), with each seat's ability instances (its
own, and up to two more gained or eaten, R9) and pretends (R14). Effects, droison sources,
registrations and information truths are the character modules' hooks; the core keeps the
state they share (who is alive, per-character state, the Mathematician's marks, R15) and
the rule of droisoned and false information (R13).
"""

from __future__ import annotations

import contextlib
import copy
import functools
import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from engine.clocktower.characters import REGISTRY, Character
from engine.clocktower.characters.base import (
    CANDIDATES_KEPT,
    hooked,
    of_kind,
    registered_kinds,
)
from engine.clocktower.characters.worlds import GrimoireNote
from engine.clocktower.clauses import AnyEntry, ClauseEntry, fitting
from engine.clocktower.free_memo import FreeActs, free_act
from engine.clocktower.lazy import (
    ChoiceSplit,
    LazySetup,
    MarkSplit,
    MarksWatched,
    Narrowing,
    OpenChoice,
    Split,
    choice_of,
)
from engine.clocktower.prefix_memo import Prefix, Prefixes
from engine.clocktower.ranges import in_range
from engine.clocktower.script import (
    Kind,
    Script,
    drunk_token,
    is_drunk_token,
    token_believed,
    token_character,
)
from engine.clocktower.setups import SetupFacts, SetupWorld, initial_worlds
from engine.clocktower.state_reads import StateReads, open_keys
from engine.clocktower.text import DontWake, Info, Seat, Wake
from engine.core.pause import pause_here, pause_point

_SeatsByHook = dict[str, tuple[Seat, ...]]
"""Seats that may hold a character with a hook, by hook (``ExplicitNight.may_hold_hooked``)."""


@dataclass
class ExplicitNight:
    """One world's night in progress: tokens, marks and the state the characters share."""

    script: Script
    world: SetupWorld | LazySetup
    evil: frozenset[Seat]
    number: int = 1
    alive: list[bool] = field(default_factory=list)
    state: dict[str, object] = field(default_factory=dict)
    """Per-character state by character id (the Poisoner's target, the Lleech's host...).
    A swap moves a tuple's first seat (the holder's) and every seat of a set (holders of a
    spent or used instance) with the characters (R12); other values stay."""
    marked: set[Seat] = field(default_factory=set)
    """Players certainly marked in the Mathematician's window (R15)."""
    optional: set[Seat] = field(default_factory=set)
    """Players the world may or may not mark (M11: events of a Drunk's instance)."""
    current: list[str | None] = field(default_factory=list)
    """Every seat's token now: the setup's, changed only by swaps (R12); None while a
    lazy setup has not settled it (read it through :meth:`test`, :meth:`token`)."""
    daytime: bool = False
    """Whether the world is in a day (after dawn, before dusk)."""
    gained: dict[Seat, str] = field(default_factory=dict)
    """A second instance a seat holds beside its own (a Pixie's gain, a Cannibal's eaten
    instance), by seat (R9 b, c)."""
    nested: dict[Seat, str] = field(default_factory=dict)
    """A third instance, held through the seat's gained one (a Pixie's gained Cannibal's
    eaten instance): it never gives a further one (R9 d caps a seat at three)."""
    pretends: dict[Seat, frozenset[str]] = field(default_factory=dict)
    """An instance a seat pretends, not fixed yet (a Cannibal that ate evil, R14): the
    characters it may still be; fixed at the first slot of one of them the seat wakes at."""
    bluffs: tuple[str, ...] = ()
    """The Demon's bluffs: characters no one holds, believes or pretends (V7, R14)."""
    claims: dict[Seat, str] = field(default_factory=dict)
    """Each seat's latest public claim (D9), which only the Pixie reads."""
    changes: tuple[tuple[int, Seat, str], ...] = ()
    """Every character change by a swap, in order: (night, seat, the token it got), for the
    change prompts (O4 b) and the reveal."""
    winner: str | None = None
    """"good" or "evil" once the game has ended in this world (E5), else None."""
    executed_died: Seat | None = None
    """The seat that died by execution today, until the next dawn (the Undertaker's wake)."""
    woke: dict[Seat, tuple[tuple[int, str], ...]] = field(default_factory=dict)
    """Tonight's wakes by seat: (position in the night order, character), for the questions
    of resolution (R5's due point); tuples, so that a copy shares them (:meth:`wake`)."""
    ended_at: tuple[int, int, int] | None = None
    """When the game ended in this world (night or day number, 0 night / 1 day, position)."""
    _visiting: set[Seat] = field(default_factory=set)
    slots_walked: int = field(default=0, compare=False)
    """How many slots of tonight a walk has taken this branch through, counted only by a
    prune that needs the position (``slot_wakes.py``; a copy keeps it); 0 elsewhere."""
    open_choices: bool = field(default=True, compare=False)
    """Whether a free seat's choice may be kept open tonight (:meth:`keep_open`); off for
    the rest of a night whose slot asked about a choice made in that same slot."""
    refiner: Callable[[ExplicitNight, Exception], list[ExplicitNight]] | None = field(
        default=None, compare=False, repr=False
    )
    """For a lazy setup: the solver's answer to a :class:`Split` or :class:`MarkSplit`
    (the world once per half, each still holding an initial world); None: splits propagate."""
    only_part: Callable[[LazySetup, Split], LazySetup | None] | None = field(
        default=None, compare=False, repr=False
    )
    """For a lazy setup: the one part of a :class:`Split` that holds an initial world when
    no other does (None: several do), read by :meth:`_split` in a walk's slot."""
    solo: bool = field(default=False, compare=False, repr=False)
    """Whether this world is its slot's only branch, as the walk started it: set by the walk
    at the slot's start, cleared by any copy (a fork) and at the slot's end."""
    unread: bool = field(default=False, compare=False, repr=False)
    """Whether the slot has read nothing of this world yet (who acts is being asked)."""
    _hooked_seats: tuple[object, _SeatsByHook, _SeatsByHook] = field(
        default_factory=lambda: (None, {}, {}), compare=False, repr=False
    )
    """:meth:`may_hold_hooked`'s answers for the lazy setup first (by identity, no hash),
    then those for the setup :meth:`adopt` narrowed it from (a superset to filter): every
    branch step asks the droison check of each seat, and a copy on the same setup shares
    them."""
    _holders_seen: tuple[object, dict[tuple[str, tuple[Seat, ...]], tuple[Seat, ...]]] = field(
        default_factory=lambda: (None, {}), compare=False, repr=False
    )
    """:meth:`holding`'s answers that split nothing, for the lazy setup (by identity, no
    hash) while no swap has moved a token and no seat holds an extra instance: they read
    only its candidates then. Every step asks a slot's holders and every refutation its
    poison guard's (fifteen players, seed 7, Night 1: 129,737 askings); a copy on the same
    setup (a fork's branches, a choice's parts) shares them, and :meth:`adopt` hands them to
    the narrower setup."""
    free_acts: FreeActs = field(default_factory=FreeActs, compare=False, repr=False)
    """The summarised free wakes of pure modules by state (``free_memo``): shared by every
    copy, so the walks of one dusk world replay each other's answers."""

    _kinds_seen: tuple[object, dict[Kind, tuple[Seat, ...]]] = field(
        default_factory=lambda: (None, {}), compare=False, repr=False
    )
    """:meth:`kind_seats`' answers that split nothing, for the lazy setup (by identity, no
    hash) while no swap has moved a token: they read only its candidates then. The
    Clockmaker's refutation asks both kinds of every seat in every branch of Night 1
    (fifteen players, seed 2026: 16,874 readings, 506,220 ``kind_at``); a copy on the same
    setup shares them, and :meth:`adopt` hands them to the narrower setup."""

    _droisoners_seen: tuple[object, dict[str, tuple[tuple[Seat, str], ...]]] = field(
        default_factory=lambda: (None, {}), compare=False, repr=False
    )
    """:meth:`droisoned_by_another`'s sources (each possible holder and its instance with a
    ``droisons`` hook, in the order it asks them), for the lazy setup (by identity) when
    they were all read without a split while no swap has moved a token and no seat holds an
    extra instance: they read only its candidates then. Every slot asks the droison check
    of its waker in every branch (fifteen players, seed 2026, Night 1: 165,385 checks,
    638,128 ``hooked_instances``); a copy on the same setup shares them, and :meth:`adopt`
    hands them to the narrower setup."""

    def __post_init__(self) -> None:
        if not self.alive:
            self.alive = [True] * len(self.world.tokens)
        if not self.current:
            self.current = list(self.world.tokens)

    def free_key(self) -> object:
        """What a pure module's summarised free wake may read of this night
        (``free_memo``): its state key (the setup held, not its id), and the fields that
        key leaves to the walk (the script, evil seats, bluffs and the walk's choice flags)."""
        return (
            state_key(self),
            self.script,
            self.evil,
            self.bluffs,
            self.open_choices,
            self.slots_walked,
        )

    def __deepcopy__(self, memo: dict[int, object]) -> ExplicitNight:
        """A copy sharing only the immutable parts (script, setup world, evil seats): the
        walk copies a world at every branch, and the generic deep copy was most of its
        time. State values are immutable or a set of seats (copied)."""
        # a copy is a step of every loop over worlds, the walk's slots and the solvers' forks
        # alike: the bot's loop gets its turn here (engine.core.pause)
        pause_here()
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)  # copy.copy's own dispatch cost a quarter
        other.alive = list(self.alive)
        other.state = {k: set(v) if isinstance(v, set) else v for k, v in self.state.items()}
        other.marked = set(self.marked)
        other.optional = set(self.optional)
        other.current = list(self.current)
        other.gained = dict(self.gained)
        other.nested = dict(self.nested)
        other.pretends = dict(self.pretends)
        other.claims = dict(self.claims)
        other.woke = dict(self.woke)
        other._visiting = set()
        other.solo = self.solo = False  # a fork: the slot has more than one branch now
        other.unread = self.unread = False
        return other

    def wake(self, seat: Seat, position: int, character: str) -> None:
        """Note that ``seat`` woke at ``position`` as ``character``."""
        self.woke[seat] = (*self.woke.get(seat, ()), (position, character))

    def adopt(self, setup: LazySetup) -> None:
        """Stand on the narrower ``setup`` (of the same worlds' class), the seats it settles
        filled in (the solver's ``settle`` does it on a copy)."""
        memo = self._hooked_seats
        self._hooked_seats = (setup, {}, memo[1] if memo[0] is self.world else {})
        # the holders the wider setup gave without a split are the narrower one's: each
        # seat's candidates all held the character or none did, and a part keeps a subset;
        # the same for each seat's kind (read unsplit) and each possible droison source
        # (its candidates were its one hooked character)
        wider = self.world
        self._holders_seen = _handed(self._holders_seen, wider, setup)
        self._kinds_seen = _handed(self._kinds_seen, wider, setup)
        self._droisoners_seen = _handed(self._droisoners_seen, wider, setup)
        self.world = setup
        current = self.current
        for seat, cands in enumerate(setup.cands):
            if current[seat] is None and len(cands) == 1:
                current[seat] = next(iter(cands))

    @contextlib.contextmanager
    def marks_watched(self) -> Iterator[MarksWatched]:
        """Stand, for the block, on a copy of this world's lazy setup that notes whether
        anything reads its marks (:class:`MarksWatched`, given to the block), then on the
        setup itself again with :meth:`may_hold_hooked`'s memo as it was: the copy is another
        setup, so the block's answers start a memo of their own, dropped after it."""
        setup = self.world
        assert isinstance(setup, LazySetup)
        watched, memo = MarksWatched(setup), self._hooked_seats
        self.world = watched
        try:
            yield watched
        finally:
            self.world, self._hooked_seats = setup, memo

    def _split(self, split: Split) -> None:
        """Raise ``split``, unless this world is its slot's only branch and only one part
        holds an initial world, a part that, once the slot has read anything (:attr:`unread`
        is off), changes no seat's believed characters: then the world stands on that part at
        once and the caller asks again. The walk would have restarted the slot on that part,
        and the slot so far read nothing that part answers otherwise (a question every token
        answered alike still does; believing the same characters, no seat "may hold"
        another), so the slot goes on as its restart would; a later split restarts from the
        slot's start on this part (:func:`walk`). Night 1 at eleven players (seed 5's
        "possible") made 75,208 refinements, 65,974 of them into one part: a holder split
        between its Drunk and sober tokens only to find the Drunk half empty (41,654), the
        holders of a waking character whose other parts hold no world (24,320), each a
        restart of the slot."""
        if self.solo and self.only_part is not None:
            setup = self.world
            assert isinstance(setup, LazySetup)
            part = self.only_part(setup, split)
            if part is not None and (
                self.unread
                or all(
                    before is after or _believed(before) == _believed(after)
                    for before, after in zip(setup.cands, part.cands, strict=True)
                )
            ):
                self.adopt(part)
                return
        try:
            raise split
        finally:
            del split  # the traceback keeps this frame: no cycle through its local

    @property
    def n(self) -> int:
        """Players."""
        return len(self.alive)

    def test(self, seat: Seat, predicate: Callable[[str], bool]) -> bool:
        """``predicate`` of the seat's token now. A lazy seat whose candidates answer
        differently raises :class:`~engine.clocktower.lazy.Split` (the solver continues with
        each half); a settled one is simply read."""
        token = self.current[seat]
        if token is not None:
            return predicate(token)
        assert isinstance(self.world, LazySetup)
        cands = self.world.cands[seat]
        yes = frozenset(t for t in cands if predicate(t))
        if len(yes) == len(cands):
            return True
        if not yes:
            return False
        self._split(Split(seat, yes))
        return self.test(seat, predicate)

    def token(self, seat: Seat) -> str:
        """The seat's token now (a lazy seat is settled first)."""
        token = self.current[seat]
        if token is None:
            assert isinstance(self.world, LazySetup)
            self._split(Split(seat, frozenset((min(self.world.cands[seat]),))))
            return self.token(seat)
        return token

    def _lazy_first(self, seat: Seat, of: Callable[[str], str]) -> str:
        """``of`` the seat's token, settling the seat only as far as ``of`` needs: a lazy
        seat whose candidates give several values is split into one part per value at once
        (:func:`_split_by`)."""
        token = self.current[seat]
        if token is not None:
            return of(token)
        assert isinstance(self.world, LazySetup)
        cands = self.world.cands[seat]
        first = of(min(cands))
        if any(of(t) != first for t in cands):
            self._split(_split_by(seat, cands, of))
            return self._lazy_first(seat, of)
        return first

    def character(self, seat: Seat) -> str:
        """The seat's character (``drunk`` for any Drunk)."""
        return self._lazy_first(seat, token_character)

    def believed(self, seat: Seat) -> str:
        """The character the seat's own instance believes."""
        return self._lazy_first(seat, token_believed)

    def _test_part(self, seat: Seat, yes: frozenset[str]) -> bool | None:
        """:meth:`test` of a lazy seat whose candidates ``yes`` answer yes (read from a
        memo by the callers): the answer, or None once the world stands on a part of the
        split (ask again)."""
        assert isinstance(self.world, LazySetup)
        cands = self.world.cands[seat]
        if len(yes) == len(cands):
            return True
        if not yes:
            return False
        self._split(Split(seat, yes))
        return None

    def is_drunk(self, seat: Seat) -> bool:
        """Whether the seat's token is a Drunk's."""
        token = self.current[seat]
        if token is not None:
            return is_drunk_token(token)
        # every acting seat's droison check asks it: the candidates read once, not per ask
        assert isinstance(self.world, LazySetup)
        answer = self._test_part(seat, _drunk_part(self.world.cands[seat]))
        return self.is_drunk(seat) if answer is None else answer

    def kind_at(self, seat: Seat, kind: Kind) -> bool:
        """Whether the seat's character is of ``kind``."""
        token = self.current[seat]
        if token is not None:  # the Clockmaker's distance asks it of every seat, twice a wake
            return registered_kinds()[token_character(token)] is kind
        assert isinstance(self.world, LazySetup)
        answer = self._test_part(seat, of_kind(self.world.cands[seat], kind))
        return self.kind_at(seat, kind) if answer is None else answer

    def kind_seats(self, kind: Kind) -> tuple[Seat, ...]:
        """The seats whose character is of ``kind``, in seat order: :meth:`kind_at` of each
        seat in turn (the same splits, in the same order), its answers kept per lazy setup
        when they split nothing and no swap has moved a token (then :meth:`kind_at` reads
        only the setup's candidates: a settled seat's token is its one candidate)."""
        world, memo = self.world, None
        if not self.changes and isinstance(world, LazySetup):
            seen = self._kinds_seen = _kept_on(self._kinds_seen, world)
            memo = seen[1]
            known = memo.get(kind)
            if known is not None:
                return known
        seats = tuple(s for s in range(self.n) if self.kind_at(s, kind))
        if memo is not None and self.world is world:  # no part adopted on the way
            memo[kind] = seats
        return seats

    def hooked_character(self, seat: Seat, hook: str) -> str | None:
        """The seat's real (not Drunk) character when its module has ``hook``, else None:
        a lazy seat is split only between those characters and the rest."""
        chars = hooked(hook)
        token = self.current[seat]
        if token is not None:  # settled: the scans over every seat ask this most
            return token if token in chars else None  # a Drunk's token is never a module's
        assert isinstance(self.world, LazySetup)
        cands = self.world.cands[seat]
        held = cands & chars
        if not held:
            return None
        if len(held) == 1 == len(cands):
            return next(iter(held))
        # one part per hooked character, then the rest, in one refinement (the order the
        # binary splits reached them: the hooked part first, split again character by
        # character, each a restart of the slot)
        rest = cands - held
        parts = tuple(((seat, frozenset((t,))),) for t in sorted(held))
        self._split(
            Split(seat, frozenset((min(held),)), (*parts, ((seat, rest),)) if rest else parts)
        )
        return self.hooked_character(seat, hook)

    def extras(self, seat: Seat) -> tuple[str, ...]:
        """The instances the seat holds beside its own: a gained one, then one held through
        it (R9 b-d)."""
        gained = self.gained.get(seat)
        if gained is None:
            return ()
        nested = self.nested.get(seat)
        return (gained,) if nested is None else (gained, nested)

    def give(self, seat: Seat, character: str) -> None:
        """``seat`` now holds a ``character`` instance beside its own: the second, or the
        third when its second is another character's (the instance that gave this one;
        R9 d: a third never gives a fourth)."""
        held = self.gained.get(seat)
        if held is None or held == character:
            self.gained[seat] = character
        else:
            self.nested[seat] = character

    def drop(self, seat: Seat, character: str) -> None:
        """The seat's extra ``character`` instance is gone (a third goes with its second)."""
        if self.nested.get(seat) == character:
            del self.nested[seat]
        elif self.gained.get(seat) == character:
            del self.gained[seat]
            self.nested.pop(seat, None)

    def instance_labels(self, seat: Seat) -> tuple[str, ...]:
        """The instances ``seat`` holds beside its own, for the storyteller (addendum §11):
        ``X`` for a gained or eaten one, ``~X`` when the seat is a Drunk (R9 a: void) or
        only pretends it (a Cannibal that ate evil, its pretend fixed: R14), and
        ``~X?`` for each ability a pretend not fixed yet may still be (R14). Never settles a
        lazy seat: a seat still Drunk in some of its tokens and not in others gets both."""
        extras = self.extras(seat)
        pretends = self.pretends.get(seat, frozenset())
        if not extras and not pretends:
            return ()
        token = self.current[seat]
        if token is not None:
            tokens: tuple[str, ...] = (token,)
        else:
            assert isinstance(self.world, LazySetup)
            tokens = tuple(self.world.cands[seat])
        drunk = [is_drunk_token(t) for t in tokens]
        pretended = {
            c for m in hooked("pretended") if (c := REGISTRY[m].pretended(self, seat)) is not None
        }
        void = [f"~{c}" for c in extras] if any(drunk) else []
        held = [] if all(drunk) else [f"~{c}" if c in pretended else c for c in extras]
        labels = (*held, *void, *(f"~{c}?" for c in sorted(pretends)))
        return tuple(dict.fromkeys(labels))  # a seat Drunk in some tokens: `~X` once

    def grimoire_notes(self) -> tuple[GrimoireNote, ...]:
        """What the characters' rules show the storyteller in this world (addendum §11): the
        modules' own notes, then each setup mark's seat (the faux paw, the puzzle-drunk); a
        mark a lazy setup has not decided yet is on every seat it may take in some of its
        worlds. Never settles a lazy seat or mark."""
        notes = [
            n for c in sorted(hooked("grimoire_notes")) for n in REGISTRY[c].grimoire_notes(self)
        ]
        for character in self.script.characters:
            kind = REGISTRY[character].setup_mark
            if kind is None:
                continue
            for seat in range(self.n):
                if kind == "good" and seat in self.evil:
                    continue
                try:
                    marked = self.world.marks_seat(character, seat)
                except MarkSplit:
                    marked = self._may_be_marked(character, seat, own=kind != "good")
                if marked:
                    notes.append(GrimoireNote("marked", character, seat))
        return tuple(notes)

    def _may_be_marked(self, character: str, seat: Seat, own: bool) -> bool:
        """Whether a lazy setup's undecided mark of ``character`` is on ``seat`` in some of
        its worlds: some seat may hold the character (the mark exists only with it in play),
        and, for a mark on another seat than its own (``own``), one other than ``seat``."""
        assert isinstance(self.world, LazySetup)
        holders = [s for s, cands in enumerate(self.world.cands) if character in cands]
        return any(s != seat for s in holders) if own else bool(holders)

    def hooked_instances(self, seat: Seat, hook: str) -> tuple[str, ...]:
        """Every instance the seat holds whose module has ``hook``: its real character's (as
        :meth:`hooked_character`) and the extra ones' (R9 b-d: a Pixie's or a Cannibal's
        instances, whose abilities apply to the seat as the token's does; a Drunk's
        gained ``~X`` is void, and the modules find the seat droisoned)."""
        own = self.hooked_character(seat, hook)
        if seat not in self.gained:
            return () if own is None else (own,)
        chars = hooked(hook)
        extra = tuple(c for c in self.extras(seat) if c in chars)
        return extra if own is None else (own, *extra)

    def holds(self, seat: Seat, character: str) -> bool:
        """Whether ``seat`` holds an instance of ``character`` (its own, a Drunk's ``~B``, or
        an extra one)."""
        if seat in self.gained and character in self.extras(seat):
            return True
        token = self.current[seat]
        if token is not None:
            return token_believed(token) == character
        return self.test(seat, lambda t: token_believed(t) == character)

    def may_hold(self, seat: Seat, character: str) -> bool:
        """Whether ``seat`` holds an instance of ``character`` (or pretends it) in some world
        this one stands for; never splits a lazy seat."""
        if character in self.extras(seat) or character in self.pretends.get(seat, ()):
            return True
        token = self.current[seat]
        if token is not None:
            return token_believed(token) == character
        assert isinstance(self.world, LazySetup)
        return any(token_believed(t) == character for t in self.world.cands[seat])

    def may_be(self, seat: Seat, predicate: Callable[[str], bool]) -> bool:
        """Whether ``predicate`` holds of the seat's token in some world this one stands
        for; never splits a lazy seat."""
        token = self.current[seat]
        if token is not None:
            return predicate(token)
        assert isinstance(self.world, LazySetup)
        return any(predicate(t) for t in self.world.cands[seat])

    def may_have(self, seat: Seat, token: str) -> bool:
        """Whether ``seat``'s token is ``token`` in some world this one stands for; never
        splits a lazy seat (:meth:`may_be` of one token, read without a predicate)."""
        current = self.current[seat]
        if current is not None:
            return current == token
        assert isinstance(self.world, LazySetup)
        return token in self.world.cands[seat]

    def may_hold_any(self, seat: Seat) -> frozenset[str]:
        """Every character ``seat`` may hold (or pretend) in some world this one stands for
        (those :meth:`may_hold` says yes to), read once: a reading of every character's
        holders at dusk asked :meth:`may_hold` per seat and character."""
        held = {*self.extras(seat), *self.pretends.get(seat, ())}
        token = self.current[seat]
        if token is not None:
            held.add(token_believed(token))
        else:
            assert isinstance(self.world, LazySetup)
            held.update(token_believed(t) for t in self.world.cands[seat])
        return frozenset(held)

    def holding(self, character: str, seats: Iterable[Seat]) -> list[Seat]:
        """Those of ``seats`` that hold an instance of ``character`` (:meth:`holds`). Lazy
        seats that may or may not hold it are split all at once: one part per such seat
        holding it, the others not, then one where none does (a character's instance is
        one token's at most, so these partition the worlds): asked seat by seat, each binary
        split restarted the slot and the next seat split the part left."""
        seats = tuple(seats)  # asked again when a split's only part is taken at once
        world, memo = self.world, None
        if not self.changes and not self.gained and isinstance(world, LazySetup):
            seen = self._holders_seen = _kept_on(self._holders_seen, world)
            memo = seen[1]
            known = memo.get((character, seats))
            if known is not None:
                return list(known)
        found: list[Seat] = []
        open_seats: list[tuple[Seat, frozenset[str], frozenset[str]]] = []  # seat, yes, cands
        own = (character, drunk_token(character))  # the tokens believing it (token_believed)
        current, gained = self.current, self.gained
        for seat in seats:
            if gained and seat in gained and character in self.extras(seat):
                found.append(seat)
                continue
            token = current[seat]
            if token is not None:
                if token in own:
                    found.append(seat)
                continue
            assert isinstance(self.world, LazySetup)
            cands = self.world.cands[seat]
            yes = _believing(cands, character)
            if yes == cands:
                found.append(seat)
            elif yes:
                open_seats.append((seat, yes, cands))
        if not open_seats:
            if memo is not None:
                memo[character, seats] = tuple(found)
            return found
        first, tokens, _ = open_seats[0]
        # with the setup, the character and the open seats give the parts: a short key, and
        # the parts built only when it is new (a fork's branches ask it again)
        asked = ("holding", character, tuple(seat for seat, _, _ in open_seats))
        self._split(Split(first, tokens, lambda: _holders_parts(open_seats), asked))
        return self.holding(character, seats)

    def holders(self, character: str) -> list[Seat]:
        """Seats holding an instance of ``character``."""
        return [s for s in range(self.n) if self.holds(s, character)]

    def real(self, character: str) -> list[Seat]:
        """Seats whose character is ``character`` (sober-capable instances): :meth:`test` of
        each seat in order, a lazy seat's candidates read without a predicate when they all
        answer alike (the Pixie's refutation asks it of every seat in every branch, some
        560,000 tests a night at fifteen players); a seat they answer differently goes
        through :meth:`test`, which splits it as before."""
        found = []
        for seat in range(self.n):
            token = self.current[seat]  # read per seat: a split's only part may settle some
            if token is None:
                assert isinstance(self.world, LazySetup)
                cands = self.world.cands[seat]
                if character not in cands:
                    continue
                if len(cands) > 1 and not self.test(seat, lambda t: t == character):
                    continue
                found.append(seat)
            elif token == character:
                found.append(seat)
        return found

    def chose(self, character: str, holder: Seat, target: Seat) -> bool:
        """Whether ``character``'s kept choice (state ``(holder, seat)``) is ``holder``'s of
        ``target``; a choice kept open among several seats, ``target`` one of them, raises
        :class:`~engine.clocktower.lazy.ChoiceSplit` (the solver continues with each)."""
        # read past a watched state (``state_reads``): an answer that raises nothing is the
        # same on each part of a split of the open choice (the same holder; a target not
        # among the open seats is among neither part's)
        value = dict.get(self.state, character)
        if not isinstance(value, tuple) or len(value) != 2 or value[0] != holder:
            return False
        chosen = value[1]
        if not isinstance(chosen, OpenChoice):
            return bool(chosen == target)
        if target not in chosen.seats:
            return False
        raise ChoiceSplit(character, frozenset((target,)))

    def keep_open(self, character: str, holder: Seat, seats: frozenset[Seat]) -> bool:
        """Record a free ``holder``'s choice as ``character`` as one of ``seats`` without
        choosing (state ``(holder, choice)``), when this world may (a lazy world, choices
        open tonight); False: the caller tries every choice."""
        if self.refiner is None or not self.open_choices or not seats:
            return False
        self.state[character] = (holder, choice_of(seats))
        return True

    def free_targets(self, seat: Seat, character: str) -> frozenset[Seat]:
        """The seats a free holder of the one-choice ``character`` may choose (its legal
        wakes): what a module offers :meth:`keep_open` (it cannot import the walk)."""
        return free_targets(self, seat, REGISTRY[character])

    def may_hold_hooked(self, hook: str) -> tuple[Seat, ...]:
        """The seats whose token is, or in some world of a lazy setup may be, a character
        whose module has ``hook``, in seat order (extra instances aside): the others'
        :meth:`hooked_character` is None without a split. Read once per lazy setup while no
        swap has moved a token (then a settled seat's token is its setup's one candidate)."""
        world = self.world
        if self.changes or not isinstance(world, LazySetup):
            chars = hooked(hook)
            tokens = self.current
            return tuple(
                seat
                for seat, token in enumerate(tokens)
                if (token in chars if token is not None else self._may_be(seat, chars))
            )
        memo = self._hooked_seats
        if memo[0] is not world:
            memo = self._hooked_seats = (world, {}, {})
        seats = memo[1].get(hook)
        if seats is None:
            chars = hooked(hook)
            cands = world.cands
            # a narrower setup's seats are among its wider one's: a third of them at eleven
            wider = memo[2].get(hook) or range(len(cands))
            seats = memo[1][hook] = tuple(s for s in wider if not cands[s].isdisjoint(chars))
        return seats

    def _may_be(self, seat: Seat, chars: frozenset[str]) -> bool:
        """Whether the lazy setup lets unsettled ``seat`` hold one of ``chars``."""
        assert isinstance(self.world, LazySetup)
        return not self.world.cands[seat].isdisjoint(chars)

    def droisoned_by_another(self, seat: Seat, own: bool = True) -> bool:
        """Whether another character's ability droisons ``seat`` now (R10). ``own=False``
        leaves out a droison its own holder's ability puts on itself alone (a Cannibal's
        evil-eating poison): it droisons the seat, but is not "by another" for the marks
        (addendum §1, M12)."""
        if seat in self._visiting:
            return False  # a droison loop holds no one: each source needs the other sober
        self._visiting.add(seat)
        try:
            for holder, character in self._droisoners(seat, own):
                module = REGISTRY[character]
                if (own or holder != seat or not module.own_droison) and module.droisons(
                    self, holder, seat
                ):
                    return True
            return False
        finally:
            self._visiting.discard(seat)

    def _droisoners(self, target: Seat, own: bool) -> Iterable[tuple[Seat, str]]:
        """The possible sources of a droison on ``target``, (holder, instance with a
        ``droisons`` hook), in seat order: kept per lazy setup (:attr:`_droisoners_seen`)
        once read whole without a split, else read as they are asked
        (:meth:`_droisoners_read`)."""
        world = self.world
        if self.changes or self.gained or not isinstance(world, LazySetup):
            return self._droisoners_read(None, target, own)
        seen = self._droisoners_seen = _kept_on(self._droisoners_seen, world)
        known = seen[1].get("droisons")
        return known if known is not None else self._droisoners_read(seen[1], target, own)

    def _droisoners_read(
        self, memo: dict[str, tuple[tuple[Seat, str], ...]] | None, target: Seat, own: bool
    ) -> Iterator[tuple[Seat, str]]:
        """The sources read one holder at a time between the caller's checks (a holder's
        split comes after the checks of the holders before it, as it always did); all read
        with the setup still stood on, they are kept in its ``memo``. An unsettled holder
        none of whose possible sources may droison ``target`` is passed over unsplit
        (:meth:`_cannot_droison`): the list is then not whole, and not kept."""
        world = self.world
        holders = self.may_hold_hooked("droisons")
        if self.gained:  # an extra instance may be a source on any seat
            holders = tuple(sorted({*holders, *self.gained}))
        read: list[tuple[Seat, str]] = []
        whole = True
        for holder in holders:  # every slot asks of every seat: only possible sources
            if self._cannot_droison(holder, target, own):
                whole = False
                continue
            for character in self.hooked_instances(holder, "droisons"):
                read.append((holder, character))
                yield holder, character
        if whole and memo is not None and self.world is world:
            memo["droisons"] = tuple(read)

    def _cannot_droison(self, holder: Seat, target: Seat, own: bool) -> bool:
        """Whether unsettled ``holder`` (no extra instance) droisons ``target`` in no world
        this one stands for, by its possible characters' :meth:`may_droison` bounds (or,
        ``own`` False, their droison of their own holder alone): every part of its split
        would answer False for it, so the check need not split it (a Cannibal droisons only
        its holder, a Puzzlemaster only its marked seat). False for a settled holder, which
        splits nothing."""
        if self.current[holder] is not None or holder in self.gained:
            return False
        assert isinstance(self.world, LazySetup)
        for character in self.world.cands[holder] & hooked("droisons"):
            module = REGISTRY[character]
            if not own and holder == target and module.own_droison:
                continue
            try:
                if module.may_droison(self, holder, target):
                    return False
            except MarkSplit:
                return False  # a mark this world leaves open: it may
        return True

    def droisoned(self, seat: Seat) -> bool:
        """Drunk (a ``~`` instance) or droisoned by another."""
        return self.is_drunk(seat) or self.droisoned_by_another(seat)

    def sober_healthy(self, seat: Seat) -> bool:
        """Neither drunk nor poisoned."""
        return not self.droisoned(seat)

    def registers_evil(self, seat: Seat) -> bool:
        """The seat's alignment as abilities detect it (the faux paw aside, the true one)."""
        if seat in self.evil:
            return True
        return any(
            REGISTRY[character].registers_evil_mark(self, holder, seat)
            for holder in self.may_hold_hooked("registers_evil_mark")
            if (character := self.hooked_character(holder, "registers_evil_mark")) is not None
        ) or any(  # an extra instance keeps the mark going (a Cannibal's Lycanthrope)
            REGISTRY[character].registers_evil_mark(self, holder, seat)
            for holder in self.gained
            for character in self.extras(holder)
            if character in hooked("registers_evil_mark")
        )

    def cases(self, ask: Callable[[ExplicitNight], bool]) -> list[tuple[ExplicitNight, bool]]:
        """``ask``'s answer in this world; where it reads a setup mark that a settled lazy
        world has not decided, its answer in each part of the world split on that mark
        (copies: this world is unchanged). ``ask`` only reads, so splitting the asking
        branch alone is exact: a :class:`MarkSplit` left to the walk restarts the whole
        slot, once per part, and a free Lycanthrope's open faux paw split one target at a
        time restarted it once per good seat. Not for a world with unsettled seats, whose
        split may settle a seat an earlier action of the slot has read: that stays the
        slot's."""
        try:
            return [(self, ask(self))]
        except MarkSplit as split:
            setup = self.world
            if (
                self.refiner is None
                or not isinstance(setup, LazySetup)
                or any(len(c) != 1 for c in setup.cands)
            ):
                raise
            return [case for part in self.refiner(self, split) for case in part.cases(ask)]

    def living_neighbours(self, seat: Seat) -> tuple[Seat, Seat]:
        """The nearest living seat each way (never ``seat``; on Night 1 everyone lives)."""
        n = self.n
        left = next(s for k in range(1, n) if self.alive[s := (seat - k) % n])
        right = next(s for k in range(1, n) if self.alive[s := (seat + k) % n])
        return left, right

    def info_false(self) -> bool:
        """Whether a living sober healthy holder makes Townsfolk information false (R13).
        Only the seats that may hold a falsifying character are asked (the others'
        ``hooked_character`` is None without a split): every refutation of a Townsfolk's
        clause asks it (fifteen players, seed 7, Night 1: 386,490 seats asked)."""
        return any(
            REGISTRY[character].falsifies_info(self, holder)
            for holder in self.may_hold_hooked("falsifies_info")
            if self.alive[holder]
            and (character := self.hooked_character(holder, "falsifies_info")) is not None
        )

    def die(self, seat: Seat, cause: str) -> None:
        """``seat`` dies of ``cause``: death triggers (the modules' ``explicit_on_death``),
        then the end rules of E5 (a) and (b)."""
        if not self.alive[seat]:
            return
        self.alive[seat] = False
        if cause == "execution":
            self.executed_died = seat
        believers = hooked("explicit_on_death_believed")
        triggers = hooked("explicit_on_death")
        for holder in range(self.n):
            token = self.current[holder]
            if (
                token is not None
                and token not in triggers
                and holder not in self.gained  # a trigger may give an instance (a Cannibal)
                and not (is_drunk_token(token) and token_believed(token) in believers)
            ):
                continue  # a settled seat with no trigger of its own nor a Drunk's: both
                # reads below answer no at once (no hook, no split)
            # every instance's trigger, the latest given first: each is held at the death,
            # and the instance that gave it may replace it (a Cannibal eating again)
            for character in reversed(self.hooked_instances(holder, "explicit_on_death")):
                REGISTRY[character].explicit_on_death(self, holder, seat)
            if self.hooked_character(holder, "explicit_on_death") is None and self.test(
                holder, lambda t: is_drunk_token(t) and token_believed(t) in believers
            ):
                # A Drunk's trigger is its believed module's (the Drunk-Pixie's ~X gain).
                REGISTRY[self.believed(holder)].explicit_on_death_believed(self, holder, seat)
        self._check_end()

    def _check_end(self) -> None:
        if self.winner is not None:
            return
        if any(REGISTRY[character].suspends_end(self) for character in hooked("suspends_end")):
            return
        demons = [s for s in range(self.n) if self.alive[s] and self.kind_at(s, Kind.DEMON)]
        if not demons:
            self.winner = "good"  # Law 10: good wins a tie within a world
        elif sum(self.alive) == 2:
            self.winner = "evil"

    def day_action(self, actor: Seat, verb: str, target: Seat) -> None:
        """A public day action (a fact in every world): each holder's module decides what it
        does here; then nothing more unless it ended the world."""
        if self.winner is not None:
            return
        for holder in range(self.n):
            for character in self.hooked_instances(holder, "explicit_day_act"):
                REGISTRY[character].explicit_day_act(self, holder, actor, verb, target)

    def swap(self, a: Seat, b: Seat) -> None:
        """Exchange the characters of two seats (R12): the tokens, the per-character state
        naming its holders, and the gained instances move with the characters; alive/dead,
        poisonings of a seat and claims stay."""
        token_a, token_b = self.token(a), self.token(b)
        self.current[a], self.current[b] = token_b, token_a
        self.changes = (
            *self.changes,
            (self.number, a, token_b),
            (self.number, b, token_a),
        )
        moved = {a: b, b: a}
        for character, value in list(self.state.items()):
            if isinstance(value, tuple) and value and value[0] in moved:
                self.state[character] = (moved[value[0]], *value[1:])
            elif isinstance(value, set):
                self.state[character] = {moved.get(s, s) for s in value}
        self.gained = {moved.get(s, s): c for s, c in self.gained.items()}
        self.nested = {moved.get(s, s): c for s, c in self.nested.items()}
        self.pretends = {moved.get(s, s): c for s, c in self.pretends.items()}

    def claim(self, seat: Seat, character: str) -> None:
        """``@p claim X`` (D9): a public fact in every world; constrains nothing by itself."""
        self.claims[seat] = character

    def private_day_entry(self, seat: Seat, verb: str, seats: tuple[Seat, ...]) -> bool:
        """Whether a private day entry of ``seat`` (the Puzzlemaster's guess, D11) holds in
        this world, applying it if so: its own instance decides."""
        if self.winner is not None or not self.alive[seat]:
            return False
        module = REGISTRY[self.believed(seat)]
        if module.explicit_private(self, seat, verb, seats):
            return True
        return any(  # an extra instance's entry too (R9 b: a Cannibal's eaten Puzzlemaster)
            REGISTRY[c].private_verb == verb
            and REGISTRY[c].explicit_private(self, seat, verb, seats)
            for c in self.extras(seat)
        )

    def end_of_day(self, executed: bool) -> None:
        """E5 (c): the end-of-day rules of the living holders (good wins a tie, Law 10)."""
        if self.winner is not None:
            return
        for marker in sorted(hooked("day_ends")):
            REGISTRY[marker].day_ends(self, executed)
        if self.winner is not None:
            return  # decided by a rule started earlier (the Mastermind's extra day)
        winners = {
            team
            for holder in range(self.n)
            if self.alive[holder]
            for character in self.hooked_instances(holder, "end_of_day_winner")
            if (team := REGISTRY[character].end_of_day_winner(self, holder, executed))
        }
        if winners:
            self.winner = "good" if "good" in winners else "evil"

    def dawn(self) -> ExplicitNight:
        """The night ends: the Mathematician's window starts afresh (R15)."""
        after = copy.deepcopy(self)
        after.marked, after.optional = set(), set()
        after.executed_died = None
        after.daytime = True
        return after

    def dusk(self) -> ExplicitNight:
        """The next night begins: tonight-only state and the Poisoner's poison end (R10)."""
        after = copy.deepcopy(self)
        after.number += 1
        after.daytime = False
        after.woke = {}
        after.open_choices = True
        for character in list(after.state):
            if REGISTRY[character].state_ends_at_dusk:
                del after.state[character]
        return after

    def mark(self, seat: Seat, by_drunk: bool = False) -> None:
        """An R15 event places a mark on ``seat`` (optional for a Drunk's instance, M11)."""
        (self.optional if by_drunk else self.marked).add(seat)

    def mark_droisoned(self, seat: Seat) -> None:
        """An event a sober healthy instance of ``seat`` would have changed: marked when
        droisoned by another, marked or not (the world's choice, M11) when only a Drunk's
        instance; a sober healthy seat is not marked, nor one droisoned only by its own
        Cannibal's poison (M12)."""
        if self.droisoned_by_another(seat, own=False):
            self.mark(seat)
        elif self.is_drunk(seat):
            self.mark(seat, by_drunk=True)


_K = TypeVar("_K")
_V = TypeVar("_V")


def _kept_on(seen: tuple[object, dict[_K, _V]], world: object) -> tuple[object, dict[_K, _V]]:
    """A per-setup memo of :class:`ExplicitNight` (``_holders_seen`` and its like): ``seen``
    when it is ``world``'s (by identity, no hash), else an empty one for ``world``."""
    return seen if seen[0] is world else (world, {})


def _handed(
    seen: tuple[object, dict[_K, _V]], wider: object, setup: object
) -> tuple[object, dict[_K, _V]]:
    """A per-setup memo handed to the narrower ``setup`` adopted in place of ``wider``
    (:meth:`ExplicitNight.adopt`): a copy of ``wider``'s answers, none of another's."""
    return (setup, dict(seen[1]) if seen[0] is wider else {})


@functools.lru_cache(maxsize=1 << 16)
def _believed(cands: frozenset[str]) -> frozenset[str]:
    """The characters the tokens of ``cands`` believe."""
    return frozenset(map(token_believed, cands))


@functools.lru_cache(maxsize=1 << 16)
def _believing(cands: frozenset[str], character: str) -> frozenset[str]:
    """The tokens of ``cands`` whose holder holds an instance of ``character``: every slot
    of a lazy walk asks it of each open seat, and the seats' sets recur (the parts of one
    split share them)."""
    return frozenset(t for t in cands if token_believed(t) == character)


@functools.lru_cache(maxsize=CANDIDATES_KEPT)
def _drunk_part(cands: frozenset[str]) -> frozenset[str]:
    """The Drunk tokens among a lazy seat's candidates."""
    return frozenset(t for t in cands if is_drunk_token(t))


def _split_by(seat: Seat, cands: frozenset[str], of: Callable[[str], str]) -> Split:
    """The split of a lazy seat into one part per value of ``of`` over its candidates, in
    the order of each part's least token: the order in which the binary splits of
    :meth:`ExplicitNight.test` (the least token's value, then the rest) reached them."""
    groups: dict[str, set[str]] = {}
    for token in sorted(cands):
        groups.setdefault(of(token), set()).add(token)
    parts = tuple(((seat, frozenset(group)),) for group in groups.values())
    return Split(seat, parts[0][0][1], parts)


def _holders_parts(
    open_seats: list[tuple[Seat, frozenset[str], frozenset[str]]],
) -> tuple[Narrowing, ...]:
    """A holders' split's parts (:meth:`ExplicitNight.holding`), from its open seats, each
    with the tokens holding the character and all its candidates: one part per seat holding
    it, the others not, then one where none does."""
    rest = [(seat, cands - yes) for seat, yes, cands in open_seats]
    parts = tuple(
        tuple((other, yes if other == seat else no) for other, no in rest)
        for seat, yes, _ in open_seats
    )
    return (*parts, tuple(rest))


def _info_holds(night: ExplicitNight, seat: Seat, character: str, clause: Wake) -> bool:
    """R13: the sober truth, the range when droisoned, a false value in range under the
    Vortox (Townsfolk only); an M1 mark when a droisoned-by-another or false reading fails
    the truth (M11 for a Drunk's)."""
    module = REGISTRY[character]
    info = clause.info
    if info is None:
        return True
    true = module.explicit_truth(night, seat, clause)
    in_rng = in_range(night.script, module, info, night.n, night.number, seat)
    drunk = night.is_drunk(seat)
    by_another = night.droisoned_by_another(seat)
    if drunk or by_another:
        if not in_rng:
            return False
        marked = not true and night.droisoned_by_another(seat, own=False)
        if marked or (drunk and not true):
            night.mark(seat, by_drunk=not marked)  # never its Cannibal's own poison (M12)
        return True
    if module.kind.value == "townsfolk" and night.info_false():
        if true or not in_rng:
            return False
        night.mark(seat)
        return True
    return true


def info_refuted(night: ExplicitNight, seat: Seat, character: str, clause: Wake) -> bool:
    """Whether ``clause``'s information fails at ``character``'s slot tonight in every
    continuation of ``night`` (a branch before that slot) whose slots in between change
    nothing that droisons or falsifies (:func:`keeps_droisons`): the module says its truth
    is out of reach (``Character.explicit_refuted``), and the seat is neither drunk nor
    droisoned and, for a Townsfolk, no information is falsified now, so not at the slot
    either (R13: only then does :func:`_info_holds` read the truth alone). A lazy world
    whose seats answer differently raises its split, as the slot's own question would."""
    module = REGISTRY[character]
    if clause.info is None or not module.explicit_refuted(night, seat, clause):
        return False
    return reads_truth(night, seat, module)


def reads_truth(night: ExplicitNight, seat: Seat, module: Character) -> bool:
    """Whether ``seat``'s reading as ``module`` would read its truth alone now: the seat is
    neither drunk nor droisoned and, for a Townsfolk, no information is falsified (R13:
    :func:`_info_holds`). Who droisons the seat asks every seat that may hold a droisoning
    character, so a lazy world splits by each of them."""
    if night.droisoned(seat):
        return False
    return not (module.kind is Kind.TOWNSFOLK and night.info_false())


def keeps_droisons(module: Character, number: int) -> bool:
    """Whether a slot of ``module`` changes nothing that droisons a seat or falsifies
    information, nor who holds what: no effect (no kill, so no death trigger nor gain on a
    death, no poison), no optional action, no swap, no gain, and it neither droisons nor
    falsifies itself; only marks, wakes and the module's own state change there. A module
    that may gain tells by ``number`` whether its own slot gives or takes an instance that
    night (``Character.slot_changes_instances``). A slot that keeps droisons keeps
    holders (:func:`keeps_holders`) and changes not even its waker's instances."""
    return keeps_holders(module, number) and not (
        module.slot_changes_instances(number)
        or module.id in hooked("droisons")
        or module.id in hooked("falsifies_info")
    )


def keeps_holders(module: Character, number: int) -> bool:
    """Whether a slot of ``module`` hands no seat but its waker a character: no effect (no
    kill, so no death trigger nor gain on a death), no optional action, no swap, and an
    instance given or taken, if any, only the waking seat's
    (``Character.slot_changes_others_instances``). Weaker than :func:`keeps_droisons`: a
    slot may droison here, or change its own waker's instances (a later night's Pixie)."""
    return not (
        (module.has_effect and not module.effect_only_own_state(number))
        or module.optional_wake
        or module.swaps_characters
        or module.slot_changes_others_instances(number)
    )


def _due_ahead(
    night: ExplicitNight,
    entries: Mapping[Seat, AnyEntry],
    due: list[tuple[int, Seat, int]],
    order: tuple[Character, ...],
    is_free: Callable[[Seat, int], bool],
) -> list[list[tuple[int, Seat, int]]]:
    """For each position ``k`` of the order, the clauses of ``due`` (:func:`by_deadline`)
    whose last position ``d`` comes after ``k``, at a slot whose module is not an optional
    action, with every slot strictly between ``k`` and ``d`` one that hands no one but its
    waker a character (:func:`keeps_holders`) and at which the clause's seat cannot act in
    a branch that lives on: no clause of its entry fits that slot's character and the seat
    is not free there (a seat waking without a clause drops its branch). Across those slots
    the seat's instances and pretends only narrow, so a seat that may hold (or pretend) the
    character of slot ``d`` in no world after ``k`` acts at none of them nor at ``d``
    (:func:`doomed` there)."""
    ahead: list[list[tuple[int, Seat, int]]] = [[] for _ in order]
    for last, seat, index in due:
        if last < 1 or order[last].optional_wake:
            continue
        entry = entries[seat]
        assert isinstance(entry, ClauseEntry)
        for k in range(last - 1, -1, -1):
            ahead[k].append((last, seat, index))
            module = order[k]
            if (
                not keeps_holders(module, night.number)
                or is_free(seat, k)
                or any(
                    module.id in fitting(night.script, c, seat, night.n, night.number)
                    for c in entry.clauses
                )
            ):
                break  # slot k itself may change the seat's instances: none before it
    return ahead


Refutable = tuple[Seat, int, Wake, int, tuple[tuple[int, str], ...], tuple[int, ...]]
"""One clause :func:`_refutable` finds: seat, clause index, clause, start, slots, guarded."""


def _refutable(
    night: ExplicitNight,
    entries: Mapping[Seat, AnyEntry],
    free: frozenset[Seat],
    order: tuple[Character, ...],
) -> list[Refutable]:
    """The clauses whose information a module may prove false before its slot
    (``Character.explicit_refuted``): (seat, clause index, clause, the last position up to
    the clause's last slot whose module does not keep droisons and, before that slot, does
    not only poison its choice (``Character.slot_only_poisons``), -1 for none: the walk
    asks only after it; the fitting characters' positions with their ids; the positions
    after that one, before the last slot, that only poison: the walk asks only where none
    of those still to come may poison the seat, :func:`_may_poison`)."""
    found = []
    hooked_chars = hooked("explicit_refuted")
    for seat, entry in entries.items():
        if seat in free or not isinstance(entry, ClauseEntry):
            continue
        for index, clause in enumerate(entry.clauses):
            if clause.info is None:
                continue
            fits = fitting(night.script, clause, seat, night.n, night.number)
            slots = tuple((k, m.id) for k, m in enumerate(order) if m.id in fits)
            if not slots or any(c not in hooked_chars for _, c in slots):
                continue
            last = slots[-1][0]
            poisons = {k for k in range(last) if order[k].slot_only_poisons(night.number)}
            start = max(
                (
                    k
                    for k in range(last + 1)
                    if k not in poisons and not keeps_droisons(order[k], night.number)
                ),
                default=-1,
            )
            if start < last:
                guarded = tuple(sorted(k for k in poisons if k > start))
                found.append((seat, index, clause, start, slots, guarded))
    return found


def _refuted_with_marks_ahead(
    branch: ExplicitNight,
    refutable: list[Refutable],
    readers: list[Refutable],
    used: dict[Seat, set[int]],
    k: int,
    unguarded: Callable[[ExplicitNight, Seat, tuple[int, ...], int], bool],
) -> bool:
    """Whether a clause not held yet is refuted once the marks that surely come before its
    slots are counted. A seat whose clause's truth is refuted at every slot left to it
    (``Character.explicit_refuted``), with only slots that keep droisons or only poison a
    chosen seat up to its last one, either fails its reading (sober and not falsified, or
    out of range), is overdue, or reads a false value droisoned or falsified and is marked
    there (R13, M1: :func:`_info_holds`). The mark is sure (not a Drunk's optional one)
    when the seat is droisoned by another now and no slot left may poison it, or when it
    is no Drunk and holds no character that droisons its own holder (a droison that comes
    later is then by another: a poison-only slot never poisons its own holder). Those
    marks are added to the branch's while the other clauses, whose slots all come after,
    are asked (``info_refuted``, and ``unguarded``: no poison-only slot left may poison
    their seat), then taken away again. Only ``readers`` (the clauses among ``refutable``
    with a slot whose module counts marks, ``Character.reads_marks``) are asked, and only
    while such a slot is left: the walk's own question (``info_refuted`` without the
    marks) already failed for every clause here, and no other module's reading changes
    with marks. A lazy world whose seats answer differently raises its split."""
    pending = [
        (seat, clause, slots, guarded)
        for seat, index, clause, start, slots, guarded in refutable
        if start <= k < slots[-1][0] and index not in used[seat]
    ]
    if len(pending) < 2:
        return False
    pending_readers = {(seat, clause) for seat, _, clause, *_ in readers}
    targets = [
        (seat, clause, slots, min(p for p, _ in slots if p > k), guarded)
        for seat, clause, slots, guarded in pending
        if (seat, clause) in pending_readers
        and any(REGISTRY[c].reads_marks for p, c in slots if p > k)
    ]
    if not targets:
        return False
    # a refutation holds with more marks too (the hook's contract), so a target not refuted
    # even with every seat that may be surely marked before its slots cannot be, unasked
    targets = [
        target
        for target in targets
        if _refuted_with(
            branch, target[:4], {s for s, _, sl, _ in pending if sl[-1][0] < target[3]}, k
        )
        and unguarded(branch, target[0], target[4], k)
    ]
    if not targets:
        return False
    horizon = max(target[3] for target in targets)
    ahead: dict[Seat, int] = {}  # a seat surely marked by the end of this position
    for seat, clause, slots, guarded in pending:
        if (
            slots[-1][0] < horizon
            and all(REGISTRY[c].explicit_refuted(branch, seat, clause) for p, c in slots if p > k)
            and _surely_marked(branch, seat, all(p <= k for p in guarded))
        ):
            ahead[seat] = min(ahead.get(seat, slots[-1][0]), slots[-1][0])
    if not ahead:
        return False
    return any(
        _refuted_with(branch, target[:4], {s for s, last in ahead.items() if last < target[3]}, k)
        for target in targets
    )


def marking_only_wakers(
    order: tuple[Character, ...], k: int, p: int, number: int
) -> tuple[str, ...] | None:
    """The distinct characters of the slots from ``k + 1`` to ``p`` of night ``number``'s
    ``order`` when every one marks only the seat waking there and keeps droisons
    (:attr:`~Character.marks_only_its_waker`, :func:`keeps_droisons`), else None: some
    slot there may mark another seat or change who holds what."""
    modules = order[k + 1 : p + 1]
    if not all(m.marks_only_its_waker and keeps_droisons(m, number) for m in modules):
        return None
    return tuple(dict.fromkeys(m.id for m in modules))


def wakers_ahead(branch: ExplicitNight, characters: tuple[str, ...], seat: Seat) -> int:
    """At most how many seats other than ``seat``, not marked yet (nor optionally), may be
    marked at slots of ``characters`` (:func:`marking_only_wakers`), a reading's own slot
    included (its other wakers may read before ``seat``). Those slots mark only the seats
    that wake there, the holders and pretenders of their characters, whom they do not
    change: per character, the seat of its token (each token is one seat's) and those
    holding it as an extra instance or pretending it; a Drunk's token (one in a world)
    wakes one seat at most at one of them. Never splits a lazy seat: it reads what each
    seat may hold (:meth:`ExplicitNight.may_have`)."""
    skip = branch.marked | branch.optional | {seat}
    others = [s for s in range(branch.n) if s not in skip]
    pretends, gained = branch.pretends, branch.gained
    count = 0
    drunk = False
    for character in characters:
        module = REGISTRY[character]
        believing = drunk_token(character)
        token = False
        for other in others:
            if pretends and character in pretends.get(other, ()):
                count += 1
            if (
                gained
                and other in gained
                and character in branch.extras(other)
                and module.explicit_may_wake(branch, other, True)
            ):
                count += 1
            if not token and branch.may_have(other, character):
                token = module.explicit_may_wake(branch, other, False)
            if not drunk and branch.may_have(other, believing):
                drunk = module.explicit_may_wake(branch, other, False)
        count += token
    return count + drunk


def _surely_marked(branch: ExplicitNight, seat: Seat, frozen: bool) -> bool:
    """Whether ``seat``, if its reading (false at every slot left) holds at its slot, is
    surely marked there, not only optionally (M11): droisoned by another now with no
    poison-only slot left (``frozen``: it stays so), or no Drunk and no holder of a
    character that droisons its own holder (then it holds only droisoned by another, an
    M1 mark, or falsified, an R13 mark). May split a lazy world (the Drunk's token)."""
    if frozen and branch.droisoned_by_another(seat, own=False):
        return True
    owns = {c for c in hooked("droisons") if REGISTRY[c].own_droison}
    return branch.may_hold_any(seat).isdisjoint(owns) and not branch.is_drunk(seat)


def _refuted_with(
    branch: ExplicitNight,
    target: tuple[Seat, Wake, tuple[tuple[int, str], ...], int],
    marks: set[Seat],
    k: int,
) -> bool:
    """Whether ``target``'s clause (seat, clause, slots, first slot left) fails at every
    slot left after position ``k`` (``info_refuted``) once ``marks`` are added to the
    branch's, taken away again after (even when a split is raised); False when they add
    none (the walk's own question already said no)."""
    seat, clause, slots, _ = target
    added = marks - branch.marked
    if not added:
        return False
    branch.marked |= added
    try:
        return all(info_refuted(branch, seat, c, clause) for p, c in slots if p > k)
    finally:
        branch.marked -= added


def _unread_by_split(
    branch: ExplicitNight, split: ChoiceSplit, asked: Mapping[int, tuple[bool, frozenset[str]]]
) -> dict[int, tuple[bool, frozenset[str]]] | None:
    """For a split of a choice kept open in ``branch`` (each part a copy with only that
    choice narrowed, ``lazy_solver._choice_parts``): what ``asked`` noted of the clauses
    whose questions did not read it, for the parts to take as answered. None when the
    choice is not open there (made in the asking slot: the night runs again)."""
    value = dict.get(branch.state, split.character)
    if not isinstance(value, tuple) or len(value) != 2 or not isinstance(value[1], OpenChoice):
        return None
    return {index: known for index, known in asked.items() if split.character not in known[1]}


def _may_poison(
    night: ExplicitNight,
    entries: Mapping[Seat, AnyEntry],
    module: Character,
    seat: Seat,
    is_free: Callable[[Seat, int], bool],
    position: int,
) -> bool:
    """Whether the slot at ``position`` of ``module``, which only poisons its choice
    (``slot_only_poisons``), reached from ``night`` across slots that change no holder, may
    poison ``seat``: some seat holding or pretending ``module`` now is free there
    (``is_free``: its wake is the world's choice), or its entry has a clause of ``module``
    choosing ``seat`` (a seat waking there without one drops the branch). May split a lazy
    world (``holding``)."""
    holders = night.holding(module.id, range(night.n))
    pretenders = [s for s, options in night.pretends.items() if module.id in options]
    for holder in [*holders, *pretenders]:
        if is_free(holder, position):
            return True
        entry = entries.get(holder)
        if isinstance(entry, ClauseEntry) and any(
            c.character == module.id and seat in c.choices for c in entry.clauses
        ):
            return True
    return False


def doomed(
    due: list[tuple[int, Seat, int]],
    who: tuple[list[Seat], list[Seat]],
    used: Mapping[Seat, set[int]],
    k: int,
) -> bool:
    """Whether a clause of ``due`` (:func:`by_deadline`) whose last position is ``k``, not in
    its seat's ``used``, belongs to a seat that neither acts nor pretends at slot ``k``
    (``who``): the slot leaves that ``used`` as it is, so every branch it makes is overdue
    after it (:func:`overdue_at`) unless it ends there."""
    for last, seat, index in due:
        if last > k:
            return False
        if last == k and index not in used[seat] and seat not in who[0] and seat not in who[1]:
            return True
    return False


SlotEnds = Callable[[ExplicitNight], Callable[[int], bool]]
"""A reader of whether some walk of a night's first world may end at a given slot
(``early.slot_may_end``, which the solver gives :func:`walk`: ``early`` imports this module)."""


def _slot_may_end(night: ExplicitNight, slot_ends: SlotEnds | None) -> Callable[[int], bool]:
    """For a walk of ``night`` (a world at the start of its night): whether the game may end
    at a given slot in some walk of it (``slot_ends``' reading); always yes on the first
    night, on an ended world, with no reader, or where reading the world would split it."""
    if night.number < 2 or night.winner is not None or slot_ends is None:
        return lambda k: True
    try:
        return slot_ends(night)
    except (Split, MarkSplit, ChoiceSplit):
        return lambda k: True


def _drunk_before_fork(branch: ExplicitNight, seat: Seat) -> None:
    """Ask whether ``seat`` is a Drunk of the branch itself, as its first fork's reading
    will (``droisoned`` asks it first, and a wake changes no token): while the branch is
    its slot's only one, a split whose only part holds a world is taken at once for every
    fork to come; otherwise the same split is raised, from the same setup, a fork earlier.
    Seed 5's Night-1 "possible" walk at eleven players asked it of forks 17,334 times only
    to find the Drunk half empty, each a restart of the slot."""
    if branch.solo:
        branch.is_drunk(seat)


def _names(entry: AnyEntry | None, character: str) -> bool:
    """Whether ``entry`` has a clause naming ``character`` itself."""
    return isinstance(entry, ClauseEntry) and any(c.character == character for c in entry.clauses)


def _pretend(
    branches: list[tuple[ExplicitNight, dict[Seat, set[int]]]], seat: Seat, character: str
) -> list[tuple[ExplicitNight, dict[Seat, set[int]]]]:
    """A pretend not fixed yet meets one of its characters' slots: the world either fixes it
    there (the seat wakes as that character, R14) or rules that character out."""
    split = []
    for branch, used in branches:
        options = branch.pretends.get(seat, frozenset())
        if character not in options:
            split.append((branch, used))
            continue
        fixed = copy.deepcopy(branch)
        del fixed.pretends[seat]
        fixed.give(seat, character)
        split.append((fixed, used))
        other = copy.deepcopy(branch)
        other.pretends[seat] = options - {character}
        split.append((other, used))
    return split


def _clause_for(
    night: ExplicitNight, entry: AnyEntry, seat: Seat, character: str, used: set[int]
) -> int | None:
    """Which clause of ``entry`` this wake as ``character`` is (None: the entry has none)."""
    if isinstance(entry, DontWake):
        return None
    for index, clause in enumerate(entry.clauses):
        if index in used:
            continue
        if character in fitting(night.script, clause, seat, night.n, night.number):
            return index
    return None


def _stand_in(module: Character, seat: Seat, n: int) -> Info | None:
    """A reading of the module's shape, so that a free seat's choices pass the static check
    (the walk never checks a free seat's information)."""
    if not module.info_kinds:
        return None
    kind = module.info_kinds[0]
    if kind in ("number", "yesno", "none"):
        return Info(kind)
    wanted = module.info_character_kind
    named = next(c for c, m in REGISTRY.items() if wanted is None or m.kind is wanted)
    if kind == "character":
        return Info("character", character=named)
    others = [s for s in range(n) if s != seat]
    return Info("pair", seats=(others[0], others[1]), character=named)


def _free_clauses(night: ExplicitNight, seat: Seat, module: Character) -> tuple[Wake, ...]:
    """What a seat whose entry is not committed may do at ``module``'s slot: every legal
    choice (and guess), without information; one stand-in when the choices change nothing;
    one order of the chosen seats when their order changes nothing
    (:attr:`~Character.unordered_choices`: the Demon's free swap of @4 and @6 is walked
    once, not again as the swap of @6 and @4)."""
    return _shaped_free_clauses(night.script, module.id, seat, night.n, night.number)


@functools.cache
def _shaped_free_clauses(
    script: Script, character: str, seat: Seat, n: int, number: int
) -> tuple[Wake, ...]:
    # the shape check is static (seat, table size, night): every free wake asked it again
    module = REGISTRY[character]
    guesses: list[str | None] = list(script.characters) if module.guess else [None]
    # a stand-in reading passes the shape check; the walk never checks a free seat's info
    info = _stand_in(module, seat, n)
    options = []
    # the other order of an unordered choice makes the same world but the order of its
    # changes, which no answer reads (``fallback.joined_wakes`` argues it): a twin's walk
    choosing = (
        itertools.combinations(range(n), module.choose_count)
        if module.unordered_choices
        else itertools.permutations(range(n), module.choose_count)
    )
    for choices in choosing:
        for guess in guesses:
            shaped = Wake(module.id, choices, info, guess)
            wake = Wake(module.id, choices, None, guess)
            if module.shape_error(shaped, seat, n, number) is None:
                options.append(wake)
                if not module.has_effect:
                    return tuple(options)
    return tuple(options)


def free_targets(night: ExplicitNight, seat: Seat, module: Character) -> frozenset[Seat]:
    """The seats a free holder of a one-choice ``module`` may choose (its legal wakes)."""
    return frozenset(w.choices[0] for w in _free_clauses(night, seat, module) if w.choices)


def inert_when_free(module: Character) -> bool:
    """Whether a free holder's wake as ``module`` changes nothing but its own wake list and
    an optional mark: no effect, no optional action, no act of its own."""
    return (
        not module.has_effect
        and not module.optional_wake
        and (module.quiet_when_free or type(module).explicit_act is Character.explicit_act)
    )


@functools.cache
def clause_deadline(script: Script, clause: Wake, seat: Seat, n: int, number: int) -> int:
    """The last position of the night order at which ``clause`` can hold (or -1)."""
    from engine.clocktower.world import night_order

    fits = fitting(script, clause, seat, n, number)
    return max((k for k, m in enumerate(night_order(script, number)) if m.id in fits), default=-1)


def state_key(night: ExplicitNight) -> object:
    """Everything that distinguishes one world state from another (duplicates arise when
    free seats' different choices lead to the same world): what every later slot, phase
    and leaf reads of it, but the walk's own counters (:func:`_distinct` adds them).
    Asked of every branch of every slot: the collections most often empty give their empty
    tuple without a sort (the same value)."""
    return (
        night.world,
        night.number,
        night.daytime,
        tuple(night.alive),
        tuple(night.current),
        repr(sorted(night.state.items())),
        tuple(sorted(night.marked)) if night.marked else (),
        tuple(sorted(night.optional)) if night.optional else (),
        tuple(sorted(night.gained.items())) if night.gained else (),
        tuple(sorted(night.nested.items())) if night.nested else (),
        tuple(sorted(night.pretends.items())) if night.pretends else (),
        tuple(sorted(night.claims.items())) if night.claims else (),
        night.changes,
        night.winner,
        night.ended_at,
        night.executed_died,
        tuple(sorted(night.woke.items())),
    )


def alike_key(night: ExplicitNight) -> object:
    """Everything of ``night`` (a lazy world) that a reading of it may see but its setup's
    marks: :func:`state_key` with the setup's candidates in the setup's place, and the
    fields that key leaves to the walk or shares among a solver's worlds (the script, the
    evil seats, the bluffs, the walk's flags, the refiners by identity: the worlds keyed
    together are all held while the keys are)."""
    setup = night.world
    assert isinstance(setup, LazySetup)
    key = state_key(night)
    assert isinstance(key, tuple) and key[0] is setup  # the setup leads the state key
    return (
        setup.cands,
        key[1:],
        id(night.script),
        night.evil,
        night.bluffs,
        night.open_choices,
        night.slots_walked,
        night.solo,
        night.unread,
        id(night.refiner),
        id(night.only_part),
    )


def _distinct(
    branches: list[tuple[ExplicitNight, dict[Seat, set[int]]]],
) -> list[tuple[ExplicitNight, dict[Seat, set[int]]]]:
    """The branches one slot grew from one world, each state once (the first kept): two
    alike in :func:`state_key`, the clauses used and the walk's own counters grow the same
    worlds in the same order from here, so the second adds only duplicates, which the
    solver drops anyway. A free seat's choices often meet again: at nine players (seed
    2026's Night 2) 13,479 of the 24,795 branches of the Lycanthrope's slot were another's
    twin (a droisoned or blocked attack, an evil target), each walked to the night's end."""
    if len(branches) < 2:
        return branches
    seen: set[object] = set()
    kept = []
    # the branches that used no clause at the slot share their start's dict of clauses used
    # (a clause's branch gets a dict of its own): its part of the key is read once per dict;
    # each dict is held by ``branches`` for the whole call, so an id names one dict here
    clauses: dict[int, tuple[frozenset[int], ...]] = {}
    pause = pause_point()  # a slot may grow thousands of branches, each a state key
    for branch, used in branches:
        pause()
        held = clauses.get(id(used))
        if held is None:
            held = clauses[id(used)] = tuple(frozenset(used[s]) for s in sorted(used))
        key = (state_key(branch), held, branch.open_choices, branch.slots_walked)
        size = len(seen)
        seen.add(key)  # hashed once: the key is a long tuple, its hash not kept
        if len(seen) > size:
            kept.append((branch, used))
    return kept


def by_deadline(deadlines: Mapping[Seat, list[int]]) -> list[tuple[int, Seat, int]]:
    """Each seat's clauses as (last position, seat, index), by last position: what
    :func:`overdue_at` reads."""
    return sorted(
        (last, seat, index) for seat, lasts in deadlines.items() for index, last in enumerate(lasts)
    )


def overdue_at(due: list[tuple[int, Seat, int]], used: Mapping[Seat, set[int]], k: int) -> bool:
    """Whether some clause of ``due`` (:func:`by_deadline`) whose last position is ``k`` or
    earlier is not in its seat's ``used``: a branch past slot ``k`` without it is no witness
    (base R5). The walk asks it of every branch after every slot, and most clauses' last
    position comes late: the loop stops at the first clause still to come."""
    for last, seat, index in due:
        if last > k:
            return False
        if index not in used[seat]:
            return True
    return False


def walk(
    night: ExplicitNight,
    entries: Mapping[Seat, AnyEntry],
    keep_ended: bool = False,
    free: frozenset[Seat] = frozenset(),
    upto: Mapping[Seat, int] | None = None,
    quiet: frozenset[Seat] = frozenset(),
    prune: Callable[[ExplicitNight], bool] | None = None,
    stop_ended: bool = False,
    refute: bool = True,
    slot_ends: SlotEnds | None = None,
    prefixes: Prefixes[ExplicitNight] | None = None,
    drops_wake: Callable[[Seat, int, str], bool] | None = None,
) -> Iterator[ExplicitNight]:
    """Walk ``night`` (its number) in every branch of the world's free choices (a Mayor's
    redirect): each finished night in which every seat's entry holds (seats without an
    entry send ``dont_wake``, except the ``free`` ones, whose wakes are the world's choice).
    ``upto[seat] = k`` binds that seat's entry only up to position ``k`` of the night order
    (N14's E|P): its clauses must still hold, and past ``k`` it may also wake freely.
    ``quiet`` free seats are not simulated at the slots of characters whose free wake changes
    nothing but the seat's own wakes and marks (the caller asks nothing of those; see
    :func:`inert_when_free`).
    A world that ends mid-night acts no further, so entries due later never hold in it
    (base R5's amendment) unless ``keep_ended`` asks for the ended worlds too (the
    doomed-world look-ahead and the solver want outcomes, not only witnesses).
    ``prune`` drops a branch after any slot where it says yes: only for a question that no
    completion of such a branch can answer (a wake once made stays in the night's list).
    ``stop_ended`` (with ``keep_ended``) yields a branch as soon as it has ended, its later
    slots unwalked: they change none of its deaths, end nor winner, only split its lazy
    seats further (a commit point that reads its fates alone: ``LazySolver.fates``).
    ``refute`` drops a branch once a clause's information is proved false before its slot
    (:func:`info_refuted`); the oracle walks without it, to check it.
    ``slot_ends`` lets a lazy branch with a clause due at a slot where its seat neither acts
    nor pretends be dropped before that slot when no walk may end there (:func:`doomed`);
    None: no such cut.
    ``prefixes`` (a lazy world's solver): a walk whose prune drops nothing that runs to its
    end keeps every step out of a slot (the branch before the prune, and the step it grew
    from), and a walk of an alike world whose entries read the same up to a kept slot starts
    there, asking its own prune of the kept steps before it (``prefix_memo.py``).
    ``drops_wake(seat, k, character)`` (with ``prune``) says that ``prune`` drops every
    branch out of slot ``k`` in which ``seat`` woke there as ``character``, whatever else
    it did: the walk grows none of them (a re-ask's forced Gambler at fifteen players
    copied and acted 1,800 forks of the Gambler's choice only for the prune to drop each)."""
    from engine.clocktower.world import night_order

    order = night_order(night.script, night.number)
    pause = pause_point()
    bound = dict(upto or {})
    # the last position at which each clause can still hold: a world still running past it
    # without the clause held is no witness, even if it ends later tonight (base R5)
    deadlines = {
        seat: [
            clause_deadline(night.script, clause, seat, night.n, night.number)
            for clause in entry.clauses
        ]
        for seat, entry in entries.items()
        if isinstance(entry, ClauseEntry)
    }

    due = by_deadline(deadlines)

    def is_free(seat: Seat, k: int) -> bool:
        return seat in free or (seat in bound and k > bound[seat])

    refutable = _refutable(night, entries, free, order) if refute else []
    # the clauses whose reading counts marks: only they may be refuted by marks still to come
    readers = [r for r in refutable if any(REGISTRY[c].reads_marks for _, c in r[4])]
    above = hooked("explicit_refuted_above")
    marking: dict[tuple[int, int], tuple[str, ...] | None] = {}  # marking_only_wakers

    ends: list[Callable[[int], bool]] = []
    # what :func:`doomed_ahead` reads after each slot (only with a reader of the ends)
    ahead = _due_ahead(night, entries, due, order, is_free) if slot_ends is not None else []

    def may_end_at(k: int) -> bool:
        """Whether some walk of ``night`` may end at slot ``k`` (``early.may_end`` on its
        reading at dusk, read once per walk when first asked; a night's first world only,
        from the second night on: what the proofs at dusk read)."""
        if not ends:
            ends.append(_slot_may_end(night, slot_ends))
        return ends[0](k)

    def doomed_ahead(branch: ExplicitNight, used: dict[Seat, set[int]], k: int) -> bool:
        """Whether a running branch after slot ``k`` has a clause due at a later slot ``d``
        (:func:`_due_ahead`), not held yet, whose seat may hold (or pretend) that slot's
        character in none of its worlds, while no slot after ``k`` up to ``d`` may end the
        game: the slots between hand the seat nothing and do not use the clause, so the
        branch reaches ``d`` running with the seat acting there in no part of it
        (:func:`doomed`), and is overdue after it. Never splits a lazy world."""
        for last, seat, index in ahead[k]:
            if index in used[seat] or branch.may_hold(seat, order[last].id):
                continue
            if not any(may_end_at(j) for j in range(k + 1, last + 1)):
                return True
        return False

    def kept_ahead(
        branches: list[tuple[ExplicitNight, dict[Seat, set[int]]]], k: int
    ) -> list[tuple[ExplicitNight, dict[Seat, set[int]]]]:
        """The branches of slot ``k`` but the running ones :func:`doomed_ahead` drops, read
        before :func:`_distinct`: the reading is the same for two branches alike in the
        state key and clauses used, so the same branches are kept in the same order, and
        a dropped one's key is never built (an armed free swap forks a hundred)."""
        if not ahead or not ahead[k]:
            return branches
        return [
            (branch, used)
            for branch, used in branches
            if branch.winner is not None or not doomed_ahead(branch, used, k)
        ]

    def unguarded(branch: ExplicitNight, seat: Seat, guarded: tuple[int, ...], k: int) -> bool:
        """Whether no poison-only slot of ``guarded`` after position ``k`` may poison
        ``seat`` (:func:`_may_poison`; may split a lazy world)."""
        return not any(
            p > k and _may_poison(branch, entries, order[p], seat, is_free, p) for p in guarded
        )

    def refuted(
        branch: ExplicitNight, found: Refutable, used: dict[Seat, set[int]], k: int
    ) -> bool:
        """Whether ``found``'s clause, not held yet, fails at every slot left to it
        (``info_refuted``) with no poison still to come that may reach its seat. The
        poison guard is asked first (a clause a later poison may still reach is never
        refuted, and its truth may split the world); the seat's sobriety is asked last:
        asked before the truth it splits a lazy world by every seat that may droison
        (nine players, seed 6: a Pixie's clause, its seat the Pukka's choice, split a world
        after the Poisoner's slot into 165 to 296 parts that walked on, where 17 to 26 had
        before the Pixie's refutation)."""
        return falls(branch, found, used, k) and sober_everywhere(branch, found, k)

    def falls(branch: ExplicitNight, found: Refutable, used: dict[Seat, set[int]], k: int) -> bool:
        """:func:`refuted` but the seat's sobriety: the clause not held yet, its poison guard
        standing and its truth refuted at every slot left to it."""
        seat, index, clause, start, slots, guarded = found
        if not start <= k < slots[-1][0] or index in used[seat]:
            return False
        return unguarded(branch, seat, guarded, k) and all(
            module.explicit_refuted(branch, seat, clause)
            or refuted_above(branch, seat, clause, k, p, module)
            for p, module in ((p, REGISTRY[c]) for p, c in slots if p > k)
        )

    def sober_everywhere(branch: ExplicitNight, found: Refutable, k: int) -> bool:
        """:func:`refuted`'s last question: the seat reads the truth at every slot left."""
        seat, _, _, _, slots, _ = found
        return all(reads_truth(branch, seat, REGISTRY[c]) for p, c in slots if p > k)

    def refuted_above(
        branch: ExplicitNight, seat: Seat, clause: Wake, k: int, p: int, module: Character
    ) -> bool:
        """Whether ``module``'s reading at slot ``p`` is out of reach from above: more than
        the marks now and those the slots up to it may still place (:func:`wakers_ahead`,
        ``Character.explicit_refuted_above``); asked only of a module with that hook."""
        if module.id not in above or not module.explicit_refuted_above(branch, seat, clause, 0):
            return False  # not even with no mark to come: the seats need not be counted
        if (k, p) not in marking:
            marking[k, p] = marking_only_wakers(order, k, p, night.number)
        characters = marking[k, p]
        return characters is not None and module.explicit_refuted_above(
            branch, seat, clause, wakers_ahead(branch, characters, seat)
        )

    def drunk_ahead(branch: ExplicitNight, used: dict[Seat, set[int]], k: int) -> ExplicitNight:
        """The branch, or a copy standing on the one part of its lazy world that holds an
        initial world, once asked whether a clause's seat is a Drunk, for each clause whose
        start is the next slot, not held yet, its poison guard standing and its truth
        refuted at every slot after the start, both read without a split (a split there:
        nothing asked). At the start ``refuted`` asks the seat's sobriety, whose first
        question is this one; asked there, after the slot, it is asked again in every
        branch the slot makes (fifteen players, seed 7: 27,448 splits after a free
        Poisoner's slot, 2,036 once asked before it, the other part empty nearly every
        time). Only a lone part is taken (``ExplicitNight.only_part``; without the reader,
        nothing): a split into two parts before the slot walks the slot once per part
        (twelve players, seed 7: its steps 5,793 to 20,809). Exact: the other part holds
        no initial world, so the part is the branch's worlds, as ``unrefuted``'s handler
        of a one-part split would stand on it."""
        if branch.only_part is None:
            return branch
        for seat, index, clause, start, slots, guarded in refutable:
            if start != k + 1 or index in used[seat] or not start < slots[-1][0]:
                continue
            try:
                if not (
                    unguarded(branch, seat, guarded, start)
                    and all(
                        REGISTRY[c].explicit_refuted(branch, seat, clause)
                        for p, c in slots
                        if p > start
                    )
                ):
                    continue
            except (Split, MarkSplit, ChoiceSplit):
                continue  # the guard or the truth splits: nothing asked
            try:
                branch.is_drunk(seat)
            except Split as split:
                setup = branch.world
                assert isinstance(setup, LazySetup)
                part = branch.only_part(setup, split)
                if part is not None:
                    branch = branch.__deepcopy__({})  # the slot's branch stays as it was
                    branch.adopt(part)
        return branch

    def unrefuted(
        branch: ExplicitNight,
        used: dict[Seat, set[int]],
        k: int,
        settled: Mapping[int, tuple[bool, frozenset[str]]] | None = None,
    ) -> list[ExplicitNight]:
        """The branch, or the parts of its lazy world, in which no clause not held yet fails
        at every slot left to it (``info_refuted``): no slot before them changes droisons
        nor kills, so such a branch dies at one of them or is overdue after the last, never
        ended. A question that splits the world splits it here, as the next slot's start
        would (each part walks on from there). ``settled``: for a part of a split of an open
        choice, what the world split already answered without reading that choice
        (:func:`refuted_now`)."""
        before = branch
        asked: dict[int, tuple[bool, frozenset[str]]] = {}
        world: object = None  # the lazy world the clauses were asked on
        opened: frozenset[str] = frozenset()  # the choices kept open then
        try:
            branch = drunk_ahead(branch, used, k)
            if settled is not None and branch is before:
                asked.update(settled)  # the part stands where its whole was asked
            world, opened = branch.world, open_keys(branch.state, OpenChoice)
            if refuted_now(branch, used, k, asked, opened) or (
                readers
                and _refuted_with_marks_ahead(branch, refutable, readers, used, k, unguarded)
            ):
                return []
        except (Split, MarkSplit, ChoiceSplit) as split:
            if branch.refiner is None:
                return [branch]  # no solver to split it: nothing proved
            carried = (
                _unread_by_split(branch, split, asked)
                if branch.world is world
                and isinstance(split, ChoiceSplit)
                and split.character in opened
                else None
            )
            return [
                kept
                for part in branch.refiner(branch, split)
                for kept in unrefuted(part, used, k, carried)
            ]
        return [branch]

    def refuted_now(
        branch: ExplicitNight,
        used: dict[Seat, set[int]],
        k: int,
        asked: dict[int, tuple[bool, frozenset[str]]],
        opened: frozenset[str],
    ) -> bool:
        """Whether some clause of ``refutable`` is refuted (:func:`refuted`), in order, with
        the state watched (:class:`StateReads`) while the branch keeps choices open
        (``opened``). ``asked`` notes, by clause, what its asking found and the open
        choices it read: not refuted (False), or, when the seat's sobriety raised a
        choice split, its guard and truth found to hold (True; those choices read before
        the sobriety). Given a part of a split of an open choice that a clause's noted
        questions did not read, they read the same there (the part differs from its
        whole in that value only) and answer the same: a clause found not refuted is left
        out, one whose guard and truth held is asked its sobriety only. The same answers
        and the same splits, in the same order."""
        if not opened:
            return asked_each(branch, used, k, asked, None)
        state = branch.state
        watched = branch.state = StateReads(state, opened)  # one copy for every clause
        try:
            return asked_each(branch, used, k, asked, watched)
        finally:
            branch.state = dict.copy(watched) if watched.written else state

    def asked_each(
        branch: ExplicitNight,
        used: dict[Seat, set[int]],
        k: int,
        asked: dict[int, tuple[bool, frozenset[str]]],
        watched: StateReads | None,
    ) -> bool:
        """:func:`refuted_now`'s loop, ``watched`` the branch's state while it keeps choices
        open (None: it keeps none, and no split of one is carried). A question that changes
        the state (none should) empties ``asked`` and nothing more is noted: the clauses
        asked before it read another state than the parts'."""
        spoiled = False
        for index, found in enumerate(refutable):
            known = asked.get(index)
            if known is not None and not known[0]:
                continue  # not refuted on the whole, reading nothing the part narrows
            fell, reads = (True, known[1]) if known is not None else (False, frozenset[str]())
            if watched is not None:
                watched.read = set()
            try:
                if not fell:
                    fell = falls(branch, found, used, k)
                    reads = frozenset(watched.read) if watched is not None else reads
                answer = fell and sober_everywhere(branch, found, k)
            except ChoiceSplit:
                if fell and not spoiled and not (watched is not None and watched.written):
                    asked[index] = (True, reads)
                raise
            if watched is not None and watched.written:
                spoiled = True
                asked.clear()
            if answer:
                return True
            if not spoiled:
                asked[index] = (False, reads | watched.read if watched is not None else reads)
        return False

    def acting(current: ExplicitNight, k: int) -> tuple[list[Seat], list[Seat]]:
        """Who may act at slot ``k``: the holders (or the seats an optional action acts
        for) and the pretenders; only reads ``current`` (a split leaves it as it was)."""
        module = order[k]
        # an optional action on another's behalf (the Demon's swap) acts for the seats whose
        # entry names it, never for its own holders (addendum N13, R12)
        skip = quiet if inert_when_free(module) else frozenset()
        actors = (
            [s for s in range(current.n) if _names(entries.get(s), module.id) or is_free(s, k)]
            if module.optional_wake
            else current.holding(module.id, (s for s in range(current.n) if s not in skip))
        )
        pretenders = [
            s for s, options in current.pretends.items() if module.id in options and s not in actors
        ]
        return actors, pretenders

    def slot(
        current: ExplicitNight,
        k: int,
        used: dict[Seat, set[int]],
        who: tuple[list[Seat], list[Seat]] | None = None,
    ) -> list[tuple[ExplicitNight, dict[Seat, set[int]]]]:
        """Slot ``k`` of the night order in every branch of ``current`` (``who``: what
        :func:`acting` said of it)."""
        module = order[k]
        branches = [(current, used)]
        actors, pretenders = acting(current, k) if who is None else who
        for seat in [*actors, *pretenders]:
            grown: list[tuple[ExplicitNight, dict[Seat, set[int]]]] = []
            if seat in pretenders:
                branches = _pretend(branches, seat, module.id)
            for branch, branch_used in branches:
                if seat in pretenders and not branch.holds(seat, module.id):
                    grown.append((branch, branch_used))  # pretends something else tonight
                    continue
                if branch.winner is not None or not module.explicit_wakes(branch, seat):
                    grown.append((branch, branch_used))
                    continue
                if woken is not None:
                    woken.add((seat, k))  # the entry read here: a kept prefix's key
                entry = entries.get(seat, DontWake())
                index = (
                    None
                    if seat in free
                    else _clause_for(branch, entry, seat, module.id, branch_used[seat])
                )
                if index is None:
                    if not is_free(seat, k):
                        continue  # the seat wakes here and its entry does not say so
                    if module.optional_wake:
                        grown.append((branch, branch_used))  # the optional swap not taken
                    if drops_wake is not None and drops_wake(seat, k, module.id):
                        continue  # each fork would hold the wake, and the prune drop it
                    if branch.refiner is not None:  # a lazy world: the module may summarise
                        _drunk_before_fork(branch, seat)
                        fork = branch.__deepcopy__({})  # not deepcopy's dispatch
                        fork.wake(seat, k, module.id)
                        summary = free_act(module, fork, seat, not fork.droisoned(seat))
                        if summary is not None:
                            for result in summary:
                                if module.info_kinds and result.droisoned(seat):
                                    result.mark(seat, by_drunk=True)
                                grown.append((result, branch_used))
                            continue
                    droisoned: bool | None = None
                    for option in _free_clauses(branch, seat, module):
                        if droisoned is None:
                            _drunk_before_fork(branch, seat)
                        fork = branch.__deepcopy__({})  # not deepcopy's dispatch
                        fork.wake(seat, k, module.id)
                        if droisoned is None:  # every fork is the same night before it acts
                            droisoned = fork.droisoned(seat)
                        results = module.explicit_act(fork, seat, option, not droisoned)
                        for result in results if results is not None else [fork]:
                            if module.info_kinds and result.droisoned(seat):
                                result.mark(seat, by_drunk=True)  # its reading may be false
                            grown.append((result, branch_used))
                    continue
                assert isinstance(entry, ClauseEntry)
                if drops_wake is not None and drops_wake(seat, k, module.id):
                    continue  # its results would hold the wake, and the prune drop them
                clause = entry.clauses[index]
                now_used = {s: set(v) for s, v in branch_used.items()}
                now_used[seat].add(index)
                branch.wake(seat, k, module.id)
                effective = branch.sober_healthy(seat)
                results = module.explicit_act(branch, seat, clause, effective)
                for result in results if results is not None else [branch]:
                    if _info_holds(result, seat, module.id, clause):
                        grown.append((result, now_used))
            branches = grown
        return branches

    parent = -1  # the kept step whose branch is walked on (its steps' parent)
    again: list[Callable[[ExplicitNight, int, dict[Seat, set[int]]], Iterator[ExplicitNight]]] = []

    def step(current: ExplicitNight, k: int, used: dict[Seat, set[int]]) -> Iterator[ExplicitNight]:
        pause()
        if k == len(order):
            if keep_ended and current.winner is not None:
                yield current
                return
            for seat, entry in entries.items():
                if isinstance(entry, ClauseEntry) and len(used[seat]) != len(entry.clauses):
                    return  # a clause whose character this seat does not hold (or too late)
            yield current
            return
        if current.refiner is None:
            branches = kept_ahead(slot(current, k, used), k)
        else:
            # a lazy setup: a question that splits a seat's candidates restarts this slot
            # from a copy of its start, once with each half (engine/clocktower/lazy.py)
            current.solo = current.unread = True  # an only part is taken at once
            try:
                who = acting(current, k)
            except (Split, MarkSplit, ChoiceSplit) as split:
                # current is as the slot found it, or on the only parts taken: as a restart
                for refined in current.refiner(current, split):
                    yield from again[0](refined, k, used)
                return
            finally:
                current.solo = current.unread = False
            if current.winner is None and doomed(due, who, used, k) and not may_end_at(k):
                return  # every branch of the slot is overdue after it, none ended
            if not who[0] and not who[1]:
                branches = [(current, used)]  # no one acts: no copy needed
            else:
                snapshot = current.__deepcopy__({})  # copy.deepcopy's dispatch cost a third
                start = snapshot.world
                current.solo = True  # until a fork: a split's only part is taken at once
                try:
                    branches = _distinct(kept_ahead(slot(current, k, used, who), k))
                except (Split, MarkSplit, ChoiceSplit) as split:
                    if current.world is not start:
                        # parts taken at once earlier in the slot: its restart starts on them
                        assert isinstance(current.world, LazySetup)
                        snapshot.adopt(current.world)
                    for refined in current.refiner(snapshot, split):
                        yield from again[0](refined, k, used)
                    return
                finally:
                    current.solo = False
        for branch, branch_used in branches:
            if branch.winner is None and overdue_at(due, branch_used, k):
                continue
            me = keep(branch, k, branch_used) if kept is not None else -1
            if prune is not None and prune(branch):
                continue
            yield from settle(branch, k, branch_used, me)

    def settle(
        branch: ExplicitNight, k: int, used: dict[Seat, set[int]], me: int
    ) -> Iterator[ExplicitNight]:
        """A branch out of slot ``k`` that the prune kept: refuted, yielded or walked on
        (``me``: its index among the kept steps, the parent of those it grows)."""
        nonlocal parent
        if refutable and branch.winner is None:
            # counted by ``prune`` as the step it was, dropped or split here
            for part in unrefuted(branch, used, k):
                parent, above = me, parent
                yield from again[0](part, k + 1, used)
                parent = above
            return
        if branch.winner is not None and branch.ended_at is None:
            branch.ended_at = (branch.number, 0, k)
        if stop_ended and branch.winner is not None:
            yield branch
            return
        parent, above = me, parent
        yield from again[0](branch, k + 1, used)
        parent = above

    # the walk applies effects in place: work on a copy, never on the caller's night
    # ``step`` recurses through ``again``, emptied at the end (or when the caller drops the
    # walk): a closure naming itself is a reference cycle, one per walk for the collector
    # --- the first slots shared with the other walks of an alike world (prefix_memo.py) ---
    woken: set[tuple[Seat, int]] | None = None  # (seat, slot) of every seat's wake
    kept: list[tuple[int, int, ExplicitNight, object]] | None = None  # every step, in order

    def entry_view(seat: Seat, k: int) -> object:
        """What ``seat``'s wake at slot ``k`` reads of the walk's entries (``slot``): the
        seat free, or free there (``upto``), and the clauses of its entry its character
        fits, each in full (one of them is the one used, by index and what is unused)."""
        if seat in free:
            return None
        entry = entries.get(seat)
        fits = (
            tuple(
                (index, clause)
                for index, clause in enumerate(entry.clauses)
                if order[k].id in fitting(night.script, clause, seat, night.n, night.number)
            )
            if isinstance(entry, ClauseEntry)
            else None
        )
        return is_free(seat, k), fits

    def poison_view(p: int) -> object:
        """What :func:`_may_poison` reads of the entries for the poison-only slot ``p``."""
        module = order[p]
        return tuple(
            (
                is_free(s, p),
                tuple(c.choices for c in entry.clauses if c.character == module.id)
                if isinstance(entry := entries.get(s), ClauseEntry)
                else None,
            )
            for s in range(night.n)
        )

    def acting_view(k: int) -> object:
        """What :func:`acting` reads of the entries and seats at slot ``k``."""
        module = order[k]
        if module.optional_wake:
            return tuple(
                s for s in range(night.n) if _names(entries.get(s), module.id) or is_free(s, k)
            )
        return quiet if inert_when_free(module) else frozenset()

    def prefix_view(end: int) -> object:
        """What the steps before slot ``end`` read of the entries and seats, but a seat's
        wake (:func:`entry_view`): the clauses due before ``end`` (``overdue_at`` and
        ``doomed`` read no other), the look-ahead's clauses (``kept_ahead``), the clauses
        a refutation may ask there (its start at ``end`` or before: ``falls``,
        ``drunk_ahead`` and the marks' reading ask no other, and read nothing of those),
        with what their poison guards read, and who may act at each slot."""
        return (
            tuple(d for d in due if d[0] < end),
            tuple(tuple(ahead[k]) for k in range(end)) if ahead else (),
            tuple(
                (found, tuple(poison_view(p) for p in found[5]))
                for found in refutable
                if found[3] <= end and found[3] < found[4][-1][0]
            ),
            tuple(acting_view(k) for k in range(end)),
        )

    def fits(prefix: Prefix[ExplicitNight]) -> bool:
        """Whether this walk reads what ``prefix``'s did before its slot."""
        return prefix.view == prefix_view(prefix.at) and all(
            entry_view(seat, k) == read for (seat, k), read in prefix.reads
        )

    def keep(branch: ExplicitNight, k: int, used: object) -> int:
        """Note a copy of ``branch`` out of slot ``k``, before the prune (its index; -1:
        not kept, a step no resumed walk reads)."""
        assert kept is not None
        if k >= len(order) - 1:
            return -1
        solo, unread = branch.solo, branch.unread
        copied = branch.__deepcopy__({})
        branch.solo, branch.unread = copied.solo, copied.unread = solo, unread
        kept.append((k, parent, copied, used))
        return len(kept) - 1

    def resumed(prefix: Prefix[ExplicitNight]) -> Iterator[ExplicitNight]:
        """The walk from ``prefix``'s slot on: the kept steps before it in their order, the
        prune asked of each whose parent it kept (as this walk would: a step it drops grows
        nothing), those out of the slot before walked on and the ended ones yielded, each
        a fresh copy (the walk and the prune change their branches)."""
        assert prefixes is not None
        plain = prefixes.plain
        passed: list[bool] = []
        for k, above, branch, used in prefix.items:
            grown = k < prefix.at and (above < 0 or passed[above])
            if grown and prune is not None and prune != plain:
                copied = branch.__deepcopy__({})  # the prune may note its slot there
                grown = not prune(copied)
            elif grown and prune is not None:
                prune(branch)  # counts the step, reads nothing
                copied = branch
            else:
                copied = branch
            passed.append(grown)
            if grown and (k == prefix.at - 1 or (stop_ended and branch.winner is not None)):
                assert isinstance(used, dict)
                if copied is branch:
                    copied = branch.__deepcopy__({})
                yield from settle(copied, k, used, -1)

    key: object = None
    found: Prefix[ExplicitNight] | None = None
    if prefixes is not None and night.refiner is not None:
        key = (
            night.free_key(),
            night.refiner,
            night.only_part,
            keep_ended,
            stop_ended,
            refute,
            slot_ends,
        )
        found = prefixes.find(key, fits)
        # only a walk whose prune drops nothing grows every branch another walk may keep
        if found is None and prefixes.room(key) and prune == prefixes.plain and drops_wake is None:
            woken, kept = set(), []

    # the walk applies effects in place: work on a copy, never on the caller's night
    # ``step`` recurses through ``again``, emptied at the end (or when the caller drops the
    # walk): a closure naming itself is a reference cycle, one per walk for the collector
    again.append(step)
    try:
        if found is not None:
            yield from resumed(found)
            return
        yield from step(copy.deepcopy(night), 0, {s: set() for s in range(night.n)})
        if prefixes is not None and kept is not None and woken is not None:
            steps = tuple(kept)
            prefixes.keep(
                key,
                [
                    Prefix(
                        at,
                        prefix_view(at),
                        tuple(sorted((read, entry_view(*read)) for read in woken if read[1] < at)),
                        steps,
                    )
                    for at in range(len(order) - 1, 0, -1)
                ],
                len(steps),
            )
    finally:
        again.clear()


def first_night(
    script: Script, world: SetupWorld, evil: frozenset[Seat], entries: Mapping[Seat, AnyEntry]
) -> ExplicitNight | None:
    """Walk Night 1 in ``world`` (no kill happens, so no branch); the finished night when
    every seat's entry holds, else None."""
    return next(walk(ExplicitNight(script, world, evil), entries), None)


def _may_hold(
    script: Script, n: int, entries: Mapping[Seat, AnyEntry]
) -> Callable[[Seat, str], bool]:
    """A quick necessary condition on a seat's token: on Night 1 a seat holds one instance,
    so an entry's clauses must all fit it, and a silent seat's must not wake tonight."""

    def allowed(seat: Seat, token: str) -> bool:
        character = token_believed(token)
        wakes = script.slot(character, 1) is not None
        entry = entries.get(seat, DontWake())
        if isinstance(entry, DontWake):
            return not wakes
        return wakes and all(
            character in fitting(script, clause, seat, n, 1) for clause in entry.clauses
        )

    return allowed


def first_nights(
    script: Script, facts: SetupFacts, entries: Mapping[Seat, AnyEntry]
) -> Iterator[ExplicitNight]:
    """Every initial world of ``facts`` in which every entry of Night 1 holds."""
    for world in initial_worlds(script, facts, _may_hold(script, facts.n, entries)):
        night = first_night(script, world, facts.evil, entries)
        if night is not None:
            yield night
