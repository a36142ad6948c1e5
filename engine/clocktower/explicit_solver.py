"""The solver of scripts with explicit worlds (script 2): every world listed and simulated.

Script 2's worlds carry more than tokens (setup marks, per-character state, ability instances,
swaps), which the lazy token sets of :mod:`engine.clocktower.world` do not model. Here a world
is one :class:`~engine.clocktower.explicit.ExplicitNight`: the initial worlds of the committed
setup facts (addendum S8, V6), each run through the committed phases by the explicit
simulation. Worlds of a history's past are remembered, so a question about tonight walks only
tonight. Seats without a committed entry tonight are free: the world chooses what they do.

The leaves are the same :class:`~engine.clocktower.world.Leaf` the game reads for script 1
(one per distinct world state), so the game asks both scripts the same questions. The cost
grows with the number of initial worlds (see docs/benchmarks.md: five players of script 2
are some 33,000 before any entry narrows them).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Container, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Protocol, runtime_checkable

from engine.clocktower.clauses import AnyEntry, ClauseEntry, fitting
from engine.clocktower.doom import evil_wins_by_doom
from engine.clocktower.early import Tonight, bound_read, must_wake, slot_may_end, tonight
from engine.clocktower.early_due import (
    Proof,
    Proved,
    Readings,
    Shaped,
    always_wakes,
    asleep_after,
    dusk_proof,
    unwoken_at_dawn,
    witnessless_in_all,
)
from engine.clocktower.explicit import ExplicitNight, alike_key, state_key, walk
from engine.clocktower.kills import execute
from engine.clocktower.lazy import LazySetup
from engine.clocktower.prefix_memo import Prefixes
from engine.clocktower.script import Kind, Script, token_believed, token_character
from engine.clocktower.search import PromptFacts, Solver
from engine.clocktower.setups import SetupFacts, SetupWorld, initial_worlds
from engine.clocktower.text import DontWake, Seat
from engine.clocktower.world import (
    END_OF_DAY_POS,
    Claim,
    DayAction,
    DayPlan,
    Execute,
    History,
    Leaf,
    NightPlan,
    Private,
    Upto,
)

STATE_CACHE_LIMIT = 512
"""How many histories' world lists are remembered before the cache is emptied."""


def facts_of(history: History) -> SetupFacts:
    """The committed setup facts of ``history`` (addendum S8, V6, V7)."""
    return SetupFacts(
        history.n,
        history.evil,
        history.demon,
        history.bluffs or (),
        dict(history.learned) if history.learned else None,
    )


def _night_one_filter(script: Script, n: int, plan: NightPlan, pins: Mapping[Seat, frozenset[str]]):  # type: ignore[no-untyped-def]
    """A quick necessary condition on a seat's setup token given Night 1's committed entries:
    on Night 1 a seat holds one instance, so a full entry's clauses must all fit it and a
    committed ``dont_wake`` must not wake tonight (free and partly bound seats: any)."""
    entries = plan.entry_map()

    def allowed(seat: Seat, token: str) -> bool:
        if seat in pins and token not in pins[seat]:
            return False
        entry = entries.get(seat)
        if entry is None or isinstance(entry, Upto):
            return True
        character = token_believed(token)
        wakes = script.slot(character, 1) is not None
        if isinstance(entry, DontWake):
            return not wakes
        if not isinstance(entry, ClauseEntry):
            return False
        return wakes and all(
            character in fitting(script, clause, seat, n, 1) for clause in entry.clauses
        )

    return allowed


def _entries(plan: NightPlan) -> tuple[dict[Seat, AnyEntry], dict[Seat, int]]:
    """A plan's entries as the walk takes them: whole entries, and the bound positions of
    the partly bound ones."""
    entries: dict[Seat, AnyEntry] = {}
    upto: dict[Seat, int] = {}
    for seat, entry in plan.entries:
        if isinstance(entry, Upto):
            entries[seat] = entry.entry
            upto[seat] = entry.position
        elif isinstance(entry, ClauseEntry | DontWake):
            entries[seat] = entry
    return entries, upto


def run_night(
    night: ExplicitNight,
    plan: NightPlan,
    quiet: frozenset[Seat] = frozenset(),
    prune: Callable[[ExplicitNight], bool] | None = None,
    stop_ended: bool = False,
    refute: bool = True,
    prefixes: Prefixes[ExplicitNight] | None = None,
    drops_wake: Callable[[Seat, int, str], bool] | None = None,
) -> Iterator[ExplicitNight]:
    """Every way ``night`` (a world at the start of the plan's night) plays the plan
    (``quiet``, ``prune``, ``stop_ended``, ``refute``, ``prefixes``, ``drops_wake``: see
    :func:`~engine.clocktower.explicit.walk`)."""
    if night.winner is not None:
        yield night
        return
    entries, upto = _entries(plan)
    free = frozenset(s for s in range(night.n) if s not in entries)
    yield from walk(
        night,
        entries,
        keep_ended=True,
        free=free,
        upto=upto,
        quiet=quiet & free,
        prune=prune,
        stop_ended=stop_ended,
        refute=refute,
        slot_ends=slot_may_end,
        prefixes=prefixes,
        drops_wake=drops_wake,
    )


def run_day(world: ExplicitNight, plan: DayPlan) -> list[ExplicitNight]:
    """Every branch of ``world`` (at dawn) through the day's public events, and its end."""
    worlds = [world]
    for index, event in enumerate(plan.events):
        grown: list[ExplicitNight] = []
        for current in worlds:
            if current.winner is not None:
                grown.append(current)
                continue
            if isinstance(event, Execute):
                grown.extend(execute(current, event.seat))
                for branch in grown:
                    _stamp(branch, (plan.number, 1, index))
                continue
            if isinstance(event, Private):
                if not current.private_day_entry(event.actor, event.verb, event.seats):
                    continue  # the accepted entry cannot hold here: the world leaves Ψ
            elif isinstance(event, Claim):
                current.claim(event.actor, event.character)
            elif isinstance(event, DayAction):
                current.day_action(event.actor, event.verb, event.target)
            _stamp(current, (plan.number, 1, index))
            grown.append(current)
        worlds = grown
    if plan.over and not any(isinstance(e, Execute) for e in plan.events):
        for current in worlds:
            current.end_of_day(executed=False)
            _stamp(current, (plan.number, 1, END_OF_DAY_POS))
    return worlds


def _stamp(night: ExplicitNight, key: tuple[int, int, int]) -> None:
    if night.winner is not None and night.ended_at is None:
        night.ended_at = key


Groups = Iterator[tuple[tuple[str, ...], Callable[[], Iterator[ExplicitNight]]]]
"""What :meth:`ExplicitSolver._groups` gives: each group's setup tokens and its worlds."""


class ExplicitSolver(Solver):
    """A :class:`~engine.clocktower.search.Solver` over explicit worlds (script 2)."""

    name = "explicit"
    refute = True
    """Whether a night's walk drops a branch once a clause's information is proved false
    before its slot (``walk``'s ``refute``)."""

    def __init__(self) -> None:
        super().__init__()
        self._states: dict[History, list[ExplicitNight]] = {}
        self._courses: dict[History, History] = {}
        """Per history without its ``running_until``, the last one whose worlds were kept."""
        self._initial: dict[object, list[SetupWorld]] = {}
        self._setups: dict[object, dict[tuple[str, ...], list[SetupWorld]]] = {}
        self._dusks: dict[History, list[tuple[ExplicitNight, Tonight]]] = {}
        """Per history, its running worlds as the next night starts, each with what may
        change in it tonight (the early refusal's)."""
        self._refusals: dict[object, bool] = {}
        """The early refusals of clause entries (:meth:`_held_at_dusk_by_none`)."""
        self._readings = Readings()
        """The deaths of worlds at dusk read knowing tonight's entries
        (``early_due.with_entries``): this solver's, not shared by the bot's threads."""
        self._proved: Proved = {}
        """Per world at dusk, the entries proved to have no witness in it
        (``early_due.proved_witnessless``): a resolution's draws ask most again."""
        self._running: dict[int, tuple[object, dict[int, tuple[ExplicitNight, Tonight]]]] = {}
        """Per worlds at dusk (by the list's id, kept with it), each running world's group:
        a resolution's questions asked it afresh, a pass over every world each."""
        self._plain_open: dict[tuple[int, int], tuple[object, frozenset[int] | None]] = {}
        """Per worlds at dusk (by the list's id, kept with it) and "running" shape
        (``early_due.Shaped``), the groups its plain part leaves open; None: the shape seen
        once (a first question may find its witness before reading every world)."""
        self._pinned: dict[tuple[int, int, int], tuple[object, frozenset[int]]] = {}
        """The same per worlds at dusk, shape and pinned shape (``Shaped.pinned``): the
        groups the plain and pinned parts leave open (:meth:`_pinned_open`)."""

    SETTINGS: tuple[str, ...] = ()
    """The attributes a copy keeps (:meth:`__getstate__`): every other one is a memo."""

    def __getstate__(self) -> dict[str, object]:
        """A copy (pickled, say, for another process) keeps the settings and starts with
        every memo empty: its answers depend on the history alone, so it rebuilds them. Some
        memos hold what does not pickle (the lazy solver's paused walks are generators, its
        worlds carry a closure), and some are keyed by the ``id`` of worlds at dusk
        (:class:`~engine.clocktower.early_due.Readings`, ``Proved``), which would name other
        objects in the copy."""
        return {name: getattr(self, name) for name in self.SETTINGS}

    def __setstate__(self, state: dict[str, object]) -> None:
        type(self).__init__(self)
        for name, value in state.items():
            setattr(self, name, value)

    # --- the worlds --------------------------------------------------------------------

    def _initial_worlds(self, history: History, plan: NightPlan) -> list[SetupWorld]:
        """The initial worlds whose tokens Night 1's committed entries allow (remembered per
        entries). Every initial world of the setup facts is listed once, grouped by tokens;
        each question then tests a group's tokens once against a table of (seat, token)
        verdicts, instead of listing every world again."""
        facts_key = (history.evil, history.demon, history.bluffs, history.learned)
        key = (facts_key, history.pins, plan.entries)
        found = self._initial.get(key)
        if found is None:
            groups = self._setups.get(facts_key)
            if groups is None:
                groups = {}
                for world in initial_worlds(history.script, facts_of(history)):
                    groups.setdefault(world.tokens, []).append(world)
                if len(self._setups) > 2:
                    self._setups.clear()
                self._setups[facts_key] = groups
            test = _night_one_filter(history.script, history.n, plan, _pins(history))
            verdicts: dict[tuple[Seat, str], bool] = {}

            def allowed(seat: Seat, token: str) -> bool:
                verdict = verdicts.get((seat, token))
                if verdict is None:
                    verdict = verdicts[(seat, token)] = test(seat, token)
                return verdict

            found = [
                world
                for tokens, worlds in groups.items()
                if all(allowed(s, t) for s, t in enumerate(tokens))
                for world in worlds
            ]
            if len(self._initial) > 16:
                self._initial.clear()
            self._initial[key] = found
        return found

    def worlds(self, history: History) -> list[ExplicitNight]:
        """Every world state of ``history`` (remembered), running or ended after the last
        commit point."""
        found = self._remembered(history)
        if found is None:
            found = list(self._lazy(history, starts=self._growing_known(history)))
            self._remember(history, found)
        return found

    def _growing_known(self, history: History) -> Container[int] | None:
        """The groups of ``history`` that may grow a world of it, when known without a
        reading of its worlds at dusk made for this alone (None: every group)."""
        return None

    def _remember(self, history: History, worlds: list[ExplicitNight]) -> None:
        if len(self._states) > STATE_CACHE_LIMIT:
            self._states.clear()
            self._courses.clear()
        self._states[history] = worlds
        self._courses[replace(history, running_until=None)] = history

    def _remembered(self, history: History) -> list[ExplicitNight] | None:
        """The kept worlds of ``history``, or of the same history with an earlier last
        commit point, less those that ended by ``history``'s (None: neither is kept).
        Every commit point moves ``running_until``; without this each one walked the whole
        game again from Night 1 (the prefixes of every later question changed with it). A
        later ``running_until`` only drops worlds that ended earlier, and an ended world
        passes through the later phases unchanged, so the filter is exact."""
        found = self._states.get(history)
        until = history.running_until
        if found is not None or until is None:
            return found
        earlier = self._courses.get(replace(history, running_until=None))
        if earlier is None or (earlier.running_until or until) > until:
            return None
        kept = self._states.get(earlier)
        if kept is None:
            return None
        found = [w for w in kept if _running_ok(history, w)]
        self._remember(history, found)
        return found

    def _lazy(
        self,
        history: History,
        starts: Container[int] | None = None,
        note: Callable[[int, ExplicitNight], None] | None = None,
    ) -> Iterator[ExplicitNight]:
        """The worlds of ``history`` one by one, distinct, without remembering them (a
        question that a first world answers stops there). ``starts``: only those grown from
        these groups (by their place in :meth:`_groups`' order); ``note`` sees every running
        world with its group before duplicates are dropped (a duplicate may come from
        another group). A ``starts`` that knows the only groups it may hold
        (:func:`places_of`) has only those built and asked."""
        seen: set[object] = set()
        chosen = placed_groups(starts, lambda places: self._groups(history, places=places))
        for index, branches in chosen:
            for world in branches():
                if starts is not None and index not in starts:
                    break  # ruled out since it started (_Unproved.narrowed): no witness left
                if not _running_ok(history, world):
                    continue
                if note is not None:
                    note(index, world)
                key = state_key(world)
                if key not in seen:
                    seen.add(key)
                    yield world

    def _compute(self, history: History) -> Iterator[ExplicitNight]:
        for _, branches in self._groups(history):
            yield from branches()

    def _groups(self, history: History, *, places: Sequence[int] | None = None) -> Groups:
        """The worlds of ``history`` (not deduplicated) in groups, one per world of the
        history without its last phase (or initial world): the group's setup tokens, which
        every world of the group shares, and its worlds, computed only when called (a
        question the tokens already answer skips the group). ``places``: only the groups at
        these places of that order (ascending; a history past its first phase), in turn."""
        phases = history.phases
        if not phases:
            return
        last = phases[-1]
        if len(phases) == 1:
            assert isinstance(last, NightPlan)
            assert places is None  # only the worlds at dusk of a later night are placed
            for setup in self._initial_worlds(history, last):
                start = ExplicitNight(
                    history.script, setup, history.evil, bluffs=history.bluffs or ()
                )
                yield setup.tokens, functools.partial(run_night, start, last, refute=self.refute)
            return
        before = self.worlds(history.before_last())
        for world in before if places is None else (before[i] for i in places):
            if world.winner is not None:
                yield _setup_tokens(world), functools.partial(iter, (world,))
            elif isinstance(last, DayPlan):
                yield _setup_tokens(world), functools.partial(_day_of, world, last)
            else:
                yield _setup_tokens(world), functools.partial(_night_of, world, last, self.refute)

    def _starts(self, history: History) -> list[ExplicitNight]:
        """The worlds of ``history`` as the next phase starts from them."""
        return self.worlds(history)

    # --- the Solver interface -------------------------------------------------------------

    def refused_early(self, history: History, seat: Seat, entry: object, point: int) -> bool:
        """Read every world at dusk instead of walking the night (``early.py``): refused
        when none may hold a clause of the entry, nor end between its point and the clause's
        last slot; a ``dont_wake`` when every world wakes the seat tonight if it reaches
        dawn; a bound part of an entry (``Upto``) as a whole one, but for the seat's wakes
        after its position, which the walk leaves free. Night 1 is always walked."""
        if not isinstance(entry, ClauseEntry | DontWake | Upto):
            return False
        dusks = self._at_dusk(history)
        if dusks is None:
            return False
        if isinstance(entry, DontWake):
            return all(must_wake(start, ahead, seat, point) for start, ahead in dusks)
        if isinstance(entry, Upto):
            return self._held_at_dusk_by_none(
                history, seat, entry.entry, point, dusks, entry.position
            )
        return self._held_at_dusk_by_none(history, seat, entry, point, dusks)

    def _held_at_dusk_by_none(
        self,
        history: History,
        seat: Seat,
        entry: ClauseEntry,
        point: int,
        dusks: list[tuple[ExplicitNight, Tonight]],
        upto: int | None = None,
    ) -> bool:
        """Whether no world at dusk may hold ``entry`` running at ``point``
        (``early.no_witness`` in each; ``upto``: the entry is bound up to that position),
        remembered per worlds at dusk, seat, point, bound and the characters each clause may
        stand for: all the check reads of the entry. A re-ask's fallback asks it of every
        wake of every character, each choice apart (seed 2026's Night 2 at eight players:
        251 wakes of one seat, each over 391 worlds at dusk)."""
        fits = tuple(
            fitting(history.script, clause, seat, history.n, history.phases[-1].number)
            for clause in entry.clauses
        )
        before = history.before_last()
        upto = bound_read(point, upto)  # read alike past the point: one refusal for both
        key = (before, seat, fits, point, upto)
        found = self._refusals.get(key)
        if found is None:
            found = witnessless_in_all(dusks, seat, fits, point, self._proved, upto)
            if len(self._refusals) > 4096:
                self._refusals.clear()
            self._refusals[key] = found
        return found

    def never_unwoken(self, history: History, seat: Seat) -> bool:
        """Read every world at dusk instead of walking the night (``early_due.py``): in each,
        the seat is dead, or alive and certain to wake at its slot if it lives to it, or
        every walk holding tonight's entries ends before dawn."""
        dusks = self._at_dusk(history)
        if dusks is None:
            return False
        plan = history.phases[-1]
        assert isinstance(plan, NightPlan)  # _at_dusk's
        return all(
            unwoken_at_dawn(start, ahead, plan, seat, self._readings) for start, ahead in dusks
        )

    def never_wakes_after(self, history: History, seat: Seat, position: int) -> bool:
        """Read every world at dusk instead of walking the night (``early_due.py``): no
        world lets the seat hold, by a later slot, a character it may wake as there, nor
        act at a later optional action's slot, or every walk holding tonight's entries has
        ended by then."""
        dusks = self._at_dusk(history)
        if dusks is None:
            return False
        plan = history.phases[-1]
        assert isinstance(plan, NightPlan)  # _at_dusk's
        return all(
            asleep_after(start, ahead, plan, seat, position, self._readings)
            for start, ahead in dusks
        )

    def always_wakes(self, history: History, seat: Seat, wake: tuple[int, str]) -> bool:
        """Whether every world of ``history`` (its last phase a night after the first) is
        proved at dusk to wake ``seat`` at ``wake`` (a position and a character) tonight
        (``early_due.always_wakes``), none having ended before tonight; False: no proof."""
        dusks = self._at_dusk(history)
        if dusks is None:
            return False
        plan = history.phases[-1]
        assert isinstance(plan, NightPlan)  # _at_dusk's
        if _ended_before(history, self._starts(history.before_last())):
            return False  # a world ended before tonight wakes no one
        return all(
            always_wakes(start, ahead, plan, seat, wake, self._readings) for start, ahead in dusks
        )

    def latest_wake(self, history: History, seat: Seat) -> int | None:
        """Read off the worlds kept by a walk through every world of ``history``."""
        worlds = self._remembered(history)
        if worlds is None:
            return None
        return max((pos for world in worlds for pos, _ in world.woke.get(seat, ())), default=-1)

    def _open_groups(self, history: History, key: object) -> Container[int] | None:
        """The groups of ``history`` (by their place in :meth:`_groups`' order, one per world
        at dusk of its last phase, a night after the first) that the question ``key`` must
        walk: every world at dusk but those proved to grow no witness of it
        (``early_due.dusk_proof``), each proved when the walk reaches it. None: no proof
        applies."""
        phases = history.phases
        last = phases[-1] if phases else None
        proof = (
            dusk_proof(last, key, self._readings, self._proved)
            if isinstance(last, NightPlan)
            else None
        )
        dusks = self._at_dusk(history) if proof is not None else None
        if proof is None or dusks is None:
            return None
        # Keyed by the list's id, sound: each entry holds its list (known[0]), so a list with
        # an entry is never freed and its id is never another object's while the entry lasts;
        # the identity check is a second guard (so for ``_plain_open``'s keys).
        known = self._running.get(id(dusks))
        if known is None or known[0] is not dusks:
            before = history.before_last()
            starts = self._starts(before)
            running = [i for i, world in enumerate(starts) if world.winner is None]
            known = (dusks, dict(zip(running, dusks, strict=True)))
            if len(self._running) > 16:
                self._running.clear()
            self._running[id(dusks)] = known
        opened = None
        if isinstance(proof, Shaped):
            opened = self._pinned_open(
                dusks, known[1], proof, self._plainly_open(dusks, known[1], proof)
            )
        return _Unproved(known[1], proof, opened)

    def _plainly_open(
        self,
        dusks: list[tuple[ExplicitNight, Tonight]],
        groups: dict[int, tuple[ExplicitNight, Tonight]],
        proof: Shaped,
    ) -> frozenset[int] | None:
        """The groups of ``groups`` (the running worlds at dusk ``dusks``) that ``proof``'s
        plain part leaves open, read once per shape from the shape's second question on (the
        same answers the per-world memo gives, without a pass over every world per question);
        None before then, or with no world at dusk."""
        if not dusks:
            return None
        key = (id(dusks), proof.shape(dusks[0][0]))
        known = self._plain_open.get(key)
        if known is not None and known[0] is dusks and known[1] is not None:
            return known[1]
        found: frozenset[int] | None = None
        if known is not None and known[0] is dusks:
            found = frozenset(i for i, dusk in groups.items() if not proof.plain(*dusk))
        if len(self._plain_open) > 256:
            self._plain_open.clear()
        self._plain_open[key] = (dusks, found)
        return found

    def _pinned_open(
        self,
        dusks: list[tuple[ExplicitNight, Tonight]],
        groups: dict[int, tuple[ExplicitNight, Tonight]],
        proof: Shaped,
        opened: frozenset[int] | None,
    ) -> frozenset[int] | None:
        """Of ``opened`` (the groups :meth:`_plainly_open` leaves, None: not known), those
        ``proof``'s pinned part (``Shaped.pinned``, a disjunct of the proof) leaves open,
        read once per (shape, pinned shape) as soon as the plain part's are known (the shape
        asked again: fallback F's draws, whose pinned shapes come back too, 114 of 115 at
        fifteen players, seed 2026, Night 2): the questions then skip the worlds it proves
        instead of reading the proof's earlier parts and its memo world by world."""
        if opened is None or proof.pinned is None or proof.pinned_shape is None:
            return opened
        first = dusks[0][0]
        key = (id(dusks), proof.shape(first), proof.pinned_shape(first))
        known = self._pinned.get(key)
        if known is not None and known[0] is dusks:
            return known[1]
        pinned = proof.pinned
        found = frozenset(i for i in opened if not pinned(*groups[i]))
        if len(self._pinned) > 256:
            self._pinned.clear()
        self._pinned[key] = (dusks, found)
        return found

    def _at_dusk(self, history: History) -> list[tuple[ExplicitNight, Tonight]] | None:
        """The running worlds of ``history`` without its last phase, a night after the
        first, as that night starts, each with what may change in it tonight (remembered);
        None for Night 1 or a day."""
        phases = history.phases
        if len(phases) < 2 or not isinstance(phases[-1], NightPlan):
            return None
        before = history.before_last()
        dusks = self._dusks.get(before)
        if dusks is None:
            dusks = []
            alike: Alike = {}
            for world in self._starts(before):
                if world.winner is None:
                    start = world.dusk()
                    self._sharpen(before, start)
                    dusks.append((start, _tonight_alike(start, alike)))
            if len(self._dusks) > 16:
                self._dusks.clear()
            self._dusks[before] = dusks
        return dusks

    def _sharpen(self, history: History, start: ExplicitNight) -> None:
        """Narrow ``start`` (a world of ``history`` at the next dusk, a fresh copy) to what
        the proofs at dusk may read of it: an explicit world is settled already."""

    def leaves(self, history: History) -> Iterator[Leaf]:
        """One leaf per world state (remembered worlds, else generated lazily)."""
        found = self._remembered(history)
        for world in found if found is not None else self._lazy(history):
            yield leaf_of(world)

    def in_play_somewhere_without(
        self, history: History, leaves: Sequence[Leaf], character: str
    ) -> bool:
        """Whether some world has ``character`` out of play."""
        return any(all(token_character(t) != character for t in leaf.witness) for leaf in leaves)

    def count(self, history: History, leaves: Sequence[Leaf], cap: int = 100_000) -> int | None:
        """How many world states ``leaves`` hold."""
        return len(leaves) if len(leaves) <= cap else None

    def doomed_evil_win(self, history: History) -> bool:
        """E3 at the end of a day: every world ended or doomed, one ended good, one doomed."""
        return evil_wins_by_doom(self.worlds(history))

    def forced_wake(self, history: History, seat: Seat) -> str | None:
        """As the base, reading each world's wakes directly: building a leaf (every seat's
        droisoning) for each world, and dropping duplicates, was most of a re-ask's time."""
        found = self._remembered(history)
        worlds = found if found is not None else self._compute(history)
        forced: set[tuple[int, str]] | None = None
        for world in worlds:
            if not _running_ok(history, world):
                continue
            woke = set(world.woke.get(seat, ()))
            forced = woke if forced is None else forced & woke
            if not forced:
                return None
        return min(forced)[1] if forced else None

    def prompt_facts(self, history: History) -> PromptFacts:
        """The prompts' facts without listing every world when the answer is settled early:
        a group of worlds (one setup) is walked only while it can still add a believed
        character to a seat that has one so far, a non-Minion token to an evil seat, or a
        character change to an evil seat not yet seen unchanged; a walked group stops at its
        first world unless a character change is still open. With the night open and most
        seats free (the grimoire's pending prompts), this is the difference between visiting
        every free seat's every choice in every setup and one world per setup that matters."""
        if self._remembered(history) is not None:
            return super().prompt_facts(history)
        n, script = history.n, history.script
        watched = range(n)  # the game reads evil seats only; every seat settles at once
        believed: list[set[str]] = [set() for _ in range(n)]
        minion_only = [True] * n
        became: list[set[str | None]] = [set() for _ in range(n)]

        def tokens_open(tokens: tuple[str, ...]) -> bool:
            return any(
                len(believed[s]) < 2 and token_believed(t) not in believed[s]
                for s, t in enumerate(tokens)
            ) or any(
                minion_only[s] and script.kind(token_character(tokens[s])) is not Kind.MINION
                for s in watched
            )

        def change_open(seat: Seat) -> bool:
            return minion_only[seat] and len(became[seat]) < 2 and None not in became[seat]

        seen: set[object] = set()
        for tokens, branches in self._groups(history):
            if not tokens_open(tokens) and not any(change_open(s) for s in watched):
                continue
            for world in branches():
                if not _running_ok(history, world):
                    continue
                key = state_key(world)
                if key in seen:
                    continue
                seen.add(key)
                leaf = leaf_of(world)
                for seat, token in enumerate(tokens):
                    if len(believed[seat]) < 2:
                        believed[seat].add(token_believed(token))
                for seat in watched:
                    if script.kind(token_character(tokens[seat])) is not Kind.MINION:
                        minion_only[seat] = False
                    if change_open(seat):
                        became[seat].add(leaf.current[seat])
                if not any(change_open(s) for s in watched):
                    break  # every world of the group has the tokens just counted
        return PromptFacts(
            believed=tuple(frozenset(b) for b in believed),
            minion_only=tuple(minion_only),
            became=tuple(frozenset(b) for b in became),
        )


def _day_of(world: ExplicitNight, plan: DayPlan) -> Iterator[ExplicitNight]:
    return iter(run_day(world.dawn(), plan))


def _night_of(world: ExplicitNight, plan: NightPlan, refute: bool) -> Iterator[ExplicitNight]:
    return run_night(world.dusk(), plan, refute=refute)


def _pins(history: History) -> dict[Seat, frozenset[str]]:
    pins: dict[Seat, frozenset[str]] = {}
    for seat, allowed in history.pins:
        pins[seat] = pins.get(seat, allowed) & allowed
    return pins


def _running_ok(history: History, world: ExplicitNight) -> bool:
    """Worlds that ended at or before the last commit point have left Ψ (E2)."""
    until = history.running_until
    return world.ended_at is None or until is None or world.ended_at > until


def _ended_before(history: History, starts: Sequence[ExplicitNight]) -> bool:
    """Whether one of ``starts`` (the worlds ``history``'s last phase starts from) has ended
    and is still a world of ``history`` (not ended by its last commit point): a world ended
    before tonight, which wakes no one and which no proof at dusk reads."""
    return any(w.winner is not None and _running_ok(history, w) for w in starts)


Alike = dict[object, tuple[Tonight, dict[tuple[Seat, str], bool]]]
"""Per :func:`~engine.clocktower.explicit.alike_key`, a reading at dusk that read no mark,
with the ``may_wake_as`` answers it made (:func:`_tonight_alike`)."""


def _tonight_alike(start: ExplicitNight, alike: Alike) -> Tonight:
    """``tonight(start)``, shared among the worlds at dusk ``alike`` has seen that differ
    from ``start`` in their lazy setup's marks alone, when reading one of them read no mark
    (a copy with memos of its own, but for the answers that reading made: a later question
    may read a mark). Ten players' seed 2026 has 8,475 worlds at dusk on Night 2, each its
    own setup, mostly only by its marks (the faux paw's and the puzzle-drunk's seats):
    2,164 readings differ."""
    if not isinstance(start.world, LazySetup):
        return tonight(start)
    key = alike_key(start)
    known = alike.get(key)
    if known is not None:
        return known[0].alike(known[1])
    with start.marks_watched() as watched:
        found = tonight(start)
    if not watched.read:
        alike[key] = (found, dict(found.wakes_as))
    return found


def _setup_tokens(world: ExplicitNight) -> tuple[str, ...]:
    """The setup tokens of an explicit world (this solver never holds a lazy one)."""
    setup = world.world
    assert isinstance(setup, SetupWorld)
    return setup.tokens


def leaf_of(world: ExplicitNight) -> Leaf:
    """The :class:`Leaf` the game reads of one explicit world."""
    n = world.n
    return Leaf(
        cands=tuple(frozenset((t,)) for t in _setup_tokens(world)),
        red_herring=frozenset(),
        alive=tuple(world.alive),
        current=tuple(
            world.character(s) if world.current[s] != _setup_tokens(world)[s] else None
            for s in range(n)
        ),
        ended=world.ended_at,
        winner=world.winner,
        woke=tuple(tuple(world.woke.get(s, ())) for s in range(n)),
        poisoned=frozenset(s for s in range(n) if world.droisoned_by_another(s)),
        used=frozenset(),
        witness=_setup_tokens(world),
        changes=world.changes,
        instances=tuple(world.instance_labels(s) for s in range(n)),
        notes=world.grimoire_notes(),
    )


class _Unproved:
    """The groups a walk must take (:meth:`ExplicitSolver._open_groups`): the running worlds
    at dusk (by group) that ``proof`` does not rule out, each asked once when reached (a
    walk that finds its witness early proves nothing of the rest)."""

    def __init__(
        self,
        dusks: dict[int, tuple[ExplicitNight, Tonight]],
        proof: Proof,
        opened: frozenset[int] | None = None,
    ) -> None:
        self._dusks = dusks
        self._proof = proof
        self._opened = opened
        """The groups a part of ``proof`` leaves open, known before the walk (None: not
        known): every other is ruled out without asking the proof."""
        self._open: dict[int, bool] = {}

    def __contains__(self, index: object) -> bool:
        if not isinstance(index, int):
            return False
        if self._opened is not None and index not in self._opened:
            return False
        found = self._open.get(index)
        if found is None:
            dusk = self._dusks.get(index)
            found = self._open[index] = dusk is not None and not self._proof(*dusk)
        return found

    def places(self) -> list[int]:
        """The only groups this may hold, ascending: those the plain part leaves open when
        known, else every running world at dusk (an ended one is never walked)."""
        return sorted(self._dusks if self._opened is None else self._opened)

    def narrowed(self, proof: Proof) -> None:
        """Skip from now on also the groups ``proof`` rules out (a question narrower than
        the walk's first): those not reached yet, and the rest of the one under way."""
        first = self._proof
        self._proof = lambda night, ahead: first(night, ahead) or proof(night, ahead)
        self._open.clear()


@runtime_checkable
class Placed(Protocol):
    """Groups that know, before a walk, the only places they may hold."""

    def __contains__(self, index: object) -> bool: ...

    def places(self) -> list[int] | None:
        """Those places, ascending (a superset of the groups held); None: not known."""
        ...


def placed_groups(
    starts: Container[int] | None, groups: Callable[[Sequence[int] | None], Groups]
) -> Iterator[tuple[int, Callable[[], Iterator[ExplicitNight]]]]:
    """The groups ``starts`` holds (every one when None), each with its place in the whole
    order, of those ``groups(places)`` builds: only the places :func:`places_of` knows, when
    it knows them."""
    places = places_of(starts)
    built = groups(places)
    placed = enumerate(built) if places is None else zip(places, built, strict=True)
    for index, (_, branches) in placed:
        if starts is None or index in starts:
            yield index, branches


def places_of(starts: Container[int] | None) -> list[int] | None:
    """The only places (ascending) of :meth:`ExplicitSolver._groups` that ``starts`` may
    hold, when known before the walk (None: any). A question narrowed at dusk to a few
    worlds then builds and asks only those groups: fallback F's optional tier at ten players
    (seed 2026's Night 2) asked some 1,800 questions, each stepping through all 8,475
    groups to find the 85 or so that its plain part left open."""
    if isinstance(starts, Placed):
        return starts.places()
    return None


class ExplicitOracle(ExplicitSolver):
    """The plain enumeration for property tests: each initial world run from the start
    through every phase on its own, with nothing remembered, filtered or merged, and no
    branch dropped early for information refuted before its slot (``walk``'s ``refute``)."""

    name = "explicit-oracle"
    refute = False  # the drop is the solvers' to prove, not the oracle's to share

    prompt_facts = Solver.prompt_facts
    forced_wake = Solver.forced_wake
    refused_early = Solver.refused_early
    never_wakes_after = Solver.never_wakes_after
    never_unwoken = Solver.never_unwoken

    def worlds(self, history: History) -> list[ExplicitNight]:
        """Every world of ``history``, initial world by initial world."""
        found: list[ExplicitNight] = []
        pins = _pins(history)
        for setup in initial_worlds(history.script, facts_of(history)):
            if any(s in pins and t not in pins[s] for s, t in enumerate(setup.tokens)):
                continue
            states = [
                ExplicitNight(history.script, setup, history.evil, bluffs=history.bluffs or ())
            ]
            for index, phase in enumerate(history.phases):
                grown: list[ExplicitNight] = []
                for state in states:
                    if state.winner is not None:
                        grown.append(state)
                    elif isinstance(phase, NightPlan):
                        start = state if index == 0 else state.dusk()
                        grown.extend(run_night(copy.deepcopy(start), phase, refute=self.refute))
                    else:
                        grown.extend(run_day(state.dawn(), phase))
                states = grown
            found.extend(w for w in states if _running_ok(history, w))
        return found
