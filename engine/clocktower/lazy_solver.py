"""Script 2's solver over lazy setups: explicit simulation, tokens settled only when asked.

:class:`~engine.clocktower.explicit_solver.ExplicitSolver` lists every initial world, which
grows with the factorial of the good seats (millions at eight players). Here a history starts
from one :class:`~engine.clocktower.lazy.LazySetup` per setup facts: every seat keeps the set
of tokens it may hold, narrowed at once by Night 1's committed entries. The same explicit
simulation (the modules' hooks through :class:`~engine.clocktower.explicit.ExplicitNight`)
runs on it; a question about a seat that its candidates answer differently splits the seat's
set in two and the solver continues with each half that still holds an initial world
(:class:`~engine.clocktower.lazy.Completer`). A world state is therefore a class of initial
worlds that behave alike so far. The leaves are the game's :class:`Leaf` with one witness
each; the per-seat questions (token options, a character out of play) are answered over the
lazy setups. ``ExplicitSolver`` and ``ExplicitOracle`` stay the oracles (tests).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TypeVar

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.doom import doomed
from engine.clocktower.early import Tonight, alive_at_good_end, may_end, tonight
from engine.clocktower.early_due import always_wakes, asleep_after, dusk_proof, ended_by
from engine.clocktower.early_tokens import sharpen
from engine.clocktower.explicit import ExplicitNight, state_key
from engine.clocktower.explicit_solver import (
    ExplicitSolver,
    Groups,
    _ended_before,
    _night_one_filter,
    _pins,
    _running_ok,
    _Unproved,
    facts_of,
    placed_groups,
    places_of,
    run_day,
    run_night,
)
from engine.clocktower.lazy import (
    ChoiceSplit,
    Completer,
    LazySetup,
    MarkSplit,
    OpenChoice,
    Split,
    choice_of,
    decide_mark,
    narrow,
    root,
)
from engine.clocktower.prefix_memo import Prefixes
from engine.clocktower.script import Kind, token_believed, token_character
from engine.clocktower.search import Fate, PromptFacts, Solver
from engine.clocktower.text import Seat, Wake
from engine.clocktower.world import DayPlan, History, Leaf, NightPlan, Upto

SPLIT = (Split, MarkSplit, ChoiceSplit)

_T = TypeVar("_T")

WALK_ONCE_AFTER = 5_000
"""How many branch steps (a branch through one slot) a question may take before its witness
until the next question about the same history walks every world once (and keeps them, up
to :data:`KEEP_LIMIT`): the resolution asks one partial night a question per position (a
dont_wake's due point), each answered late when only the night's last slots tell."""

WALK_ONCE_STOP = 1.0
"""A walk through every world that has found its question's answer stops (and keeps
nothing) once it has taken this many times the branch steps of the costly question before
it: past that it has cost more than the question it replaces, a bet that pays only when
later questions read the kept worlds, and none may (seed 5's Night 2 at six players walked
236,057 steps after a question of 39,521 that no later question read)."""

KEEP_LIMIT = 20_000
"""The most world states a walk through every world of a history keeps for the next
question about the same history (each is a small copy of a night)."""

ASIDE_STEPS = 2_000
"""How many branch steps :meth:`LazySolver.possible_aside`'s own walk may take before the
question goes to the solver's usual walk (fifteen players, seeds 2 and 6: a Mathematician's
`learn 2` beside Night 1's commitments found its witness in 8 steps that way, after 332,816
in the usual walk)."""


@dataclass(frozen=True, slots=True)
class LazyLeaf(Leaf):
    """A leaf whose worlds are every initial world of ``setup`` (its ``witness`` is one)."""

    setup: LazySetup | None = None
    open_choice: bool = False
    """Whether a free seat's choice is still open in it (it stands for several states)."""


class LazySolver(ExplicitSolver):
    """A :class:`~engine.clocktower.search.Solver` over lazy explicit worlds (script 2)."""

    name = "lazy"
    SETTINGS = ("walk_once_after", "walk_once_stop", "in_place")

    def __init__(self) -> None:
        super().__init__()
        self._completers: dict[object, Completer] = {}
        self._costly: dict[History, int] = {}
        """Histories whose last question found its witness only after many steps (how
        many): the next question about one walks every world once and keeps them."""
        self._kept_leaves: dict[History, tuple[list[ExplicitNight], list[Leaf]]] = {}
        """The leaves (without ``poisoned`` nor notes) of kept histories, built once, with
        the worlds they were built from, in the same order (:meth:`_plain`)."""
        self.walk_once_after = WALK_ONCE_AFTER
        self.walk_once_stop = WALK_ONCE_STOP
        self.rest_first = False
        """Whether an open choice's split walks the part not asked about first (only a
        solver of :meth:`possible_aside`'s own, which enumerates nothing for others)."""
        self._aside: LazySolver | None = None
        """:meth:`possible_aside`'s solver, kept for its worlds at dusk and setups (a
        night's ask-ahead questions share them); it answers nothing but those questions."""
        self._merged: dict[History, list[ExplicitNight]] = {}
        """The worlds of a history merged over setup marks (:func:`merge_marks`)."""
        self._work = 0
        """Steps of branches walked so far (what a question cost, in the engine's terms)."""
        self._prefixes: Prefixes[ExplicitNight] = Prefixes(self._tick)
        """The first slots of the walks of each world at dusk, kept for the next walks of
        an alike world whose entries read the same there (``prefix_memo.py``)."""
        self._last_wakes: dict[History, list[_LastWakes]] = {}
        """Per history before its last night, the walks through every world of a partial
        night of it (:meth:`wakes_after`)."""
        self._fated: dict[History, list[Fate]] = {}
        """The fates of histories whose last night ends every world (:meth:`_ended_fates`)."""
        self._paused: dict[tuple[History, Seat], _PausedWalk] = {}
        """Walks of "wakes after" questions, per history and seat, paused at their witness
        (:meth:`wake_after`)."""
        self.in_place = True
        """Whether a walk's slot goes on with a split's only part holding an initial world
        instead of restarting on it (``ExplicitNight._split``; off: the old walk, which
        the tests compare it with)."""

    # --- lazy setups ---------------------------------------------------------------------

    def completer(self, history: History) -> Completer:
        """The completion check of ``history``'s setup facts (remembered)."""
        key = (history.script, history.evil, history.demon, history.bluffs, history.learned)
        found = self._completers.get(key)
        if found is None:
            if len(self._completers) > 8:
                self._completers.clear()
            found = self._completers[key] = Completer(history.script, facts_of(history))
        return found

    def _refiner(
        self, completer: Completer
    ) -> Callable[[ExplicitNight, Exception], list[ExplicitNight]]:
        opened: dict[tuple[LazySetup, str], frozenset[Seat | None] | None] = {}
        marked: dict[tuple[LazySetup, str, Seat | None], tuple[LazySetup, ...]] = {}
        """A mark split's held parts, as :meth:`Completer.held_parts` keeps a split's: a
        fork's branches ask it of the same setup (Night 1 at eleven players, seed 7's
        refused "running": 25,846 marks decided, 4,180 distinct)."""

        def refine(night: ExplicitNight, split: Exception) -> list[ExplicitNight]:
            setup = night.world
            assert isinstance(setup, LazySetup)
            if isinstance(split, ChoiceSplit):
                chosen = _choice_parts(night, split)
                return chosen[::-1] if self.rest_first else chosen
            if isinstance(split, Split):
                return [
                    settle(night, part, refine) for part in _held_parts(setup, split, completer)
                ]
            assert isinstance(split, MarkSplit)
            key = (setup, split.character, split.seat)  # the walk's script and evil are fixed
            held = marked.get(key)
            if held is None:
                if len(marked) > 10_000:
                    marked.clear()
                parts = _mark_parts(night, setup, split, completer, opened)
                held = marked[key] = tuple(
                    part for part in parts if part is not None and completer.holds_part(part, setup)
                )
            return [settle(night, part, refine) for part in held]

        return refine

    def _only_part(self, completer: Completer) -> Callable[[LazySetup, Split], LazySetup | None]:
        """The one part of a split that holds an initial world when no other does (None:
        several do), for a walk's slot to go on with (``ExplicitNight._split``); given to
        the walk only when :attr:`in_place` is on."""

        def only_part(setup: LazySetup, split: Split) -> LazySetup | None:
            held = _held_parts(setup, split, completer)
            return held[0] if len(held) == 1 else None

        return only_part

    # --- the worlds ----------------------------------------------------------------------

    def _groups(
        self,
        history: History,
        prune: Callable[[ExplicitNight], bool] | None = None,
        stop_ended: bool = False,
        *,
        places: Sequence[int] | None = None,
        shared: bool = False,
        drops_wake: Callable[[Seat, int, str], bool] | None = None,
    ) -> Groups:
        """As the base's, from lazy setups; ``prune``, ``stop_ended`` and ``drops_wake``
        apply to the last phase when it is a night (see :func:`~engine.clocktower.explicit.walk`).
        ``shared``: the prune reads only the branch it is asked of (no note of its own
        along a branch), so a walk with it may resume from another walk's kept steps."""
        phases = history.phases
        if not phases:
            return
        last = phases[-1]
        completer = self.completer(history)
        refine = self._refiner(completer)
        # a walk whose prune counts and drops nothing keeps its first slots; a walk whose
        # prune reads only its branch may resume from them (prefix_memo.py)
        prefixes = self._prefixes if prune is None or shared else None
        if prune is None:
            prune = self._tick
        quiet = _quiet(history, last) if isinstance(last, NightPlan) else frozenset()
        if len(phases) == 1:
            assert isinstance(last, NightPlan)
            assert places is None  # only the worlds at dusk of a later night are placed
            start = self._root(history, last, completer)
            if start is not None:
                night = ExplicitNight(
                    history.script, start, history.evil, bluffs=history.bluffs or ()
                )
                night.refiner = refine
                if self.in_place:
                    night.only_part = self._only_part(completer)
                yield (
                    (),
                    functools.partial(
                        run_night, night, last, quiet, prune, stop_ended, drops_wake=drops_wake
                    ),
                )
            return
        if prefixes is not None and isinstance(last, NightPlan):
            prefixes.at_dusk(history.before_last())
        before = self._starts(history.before_last())
        for world in before if places is None else (before[i] for i in places):
            if world.winner is not None:
                yield (), functools.partial(iter, (world,))
            elif isinstance(last, DayPlan):
                yield (), functools.partial(_lazy_day, world, last)
            else:
                yield (
                    (),
                    functools.partial(
                        _night_of, world, last, quiet, prune, stop_ended, prefixes, drops_wake
                    ),
                )

    def _starts(self, history: History) -> list[ExplicitNight]:
        """The worlds of ``history`` as the next phase starts from them: those alike in all
        but the decided value of one setup mark, whose values they cover, walk as one world
        with that mark undecided (remembered per history)."""
        found = self._merged.get(history)
        if found is None:
            worlds = self.worlds(history)
            found = merge_marks(worlds)
            if len(self._merged) > 64:
                self._merged.clear()
            self._merged[history] = found
        return found

    def _sharpen(self, history: History, start: ExplicitNight) -> None:
        """A lazy world at dusk keeps only the tokens some initial world gives each seat
        (``early_tokens.py``): the proofs at dusk read no branch the walk would drop."""
        sharpen(start, self.completer(history))

    def _root(self, history: History, plan: NightPlan, completer: Completer) -> LazySetup | None:
        """The lazy setup of the facts, each seat narrowed by Night 1's committed entries."""
        start = root(history.script, completer.facts)
        if start is None:
            return None
        allowed = _night_one_filter(history.script, history.n, plan, _pins(history))
        for seat in range(history.n):
            kept = frozenset(t for t in start.cands[seat] if allowed(seat, t))
            if kept != start.cands[seat]:
                narrowed = narrow(start, seat, kept)
                if narrowed is None:
                    return None
                start = narrowed
        return start if completer.holds(start) else None

    # --- the Solver interface -------------------------------------------------------------

    def leaves(self, history: History) -> Iterator[Leaf]:
        """One leaf per world state (a lazy one stands for every initial world it holds),
        without ``poisoned`` (only the grimoire reads it: :meth:`all_leaves`). A walk that
        went through every world (a refused question) keeps them, up to
        :data:`KEEP_LIMIT`: the resolution asks the same partial night again (a dont_wake's
        due point, then the re-ask's forced wake)."""
        if history in self._kept_leaves or self._remembered(history) is not None:
            # the resolution asks a kept partial night once per position and seat: build
            # its leaves once, not once per question
            yield from self._plain(history)
            return
        completer = self.completer(history)
        kept: list[ExplicitNight] | None = []
        last: dict[Seat, dict[int, int]] = {seat: {} for seat in history.track}

        def note(start: int, world: ExplicitNight) -> None:
            for seat, woke in last.items():
                latest = max((pos for pos, _ in world.woke.get(seat, ())), default=-1)
                woke[start] = max(woke.get(start, -1), latest)

        for world in self._lazy(history, note=note if last else None):
            if kept is not None:
                kept.append(world)
                if len(kept) > KEEP_LIMIT:
                    kept = None
            yield _leaf(world, completer, poisoned=False)
        if kept is not None:
            self._remember(history, kept)
        self._note_last_wakes(history, last)

    def possible_aside(self, history: History) -> bool:
        """As :meth:`possible`, first walking ``history`` in a solver of its own that walks
        an open choice's other part first (:attr:`rest_first`), up to :data:`ASIDE_STEPS`
        steps: a world it finds is a world of ``history`` (its prune only drops branches),
        and nothing of it reaches this solver's memos, whose walks keep their order. Night
        1's ask-ahead question (one seat's entry, every other seat free) otherwise walks
        the Poisoner's choice of the first seat asked about to its end: a Mathematician's
        `learn 2` found its witness (the Poisoner on the Mathematician) only after the
        whole subtree of the Poisoner on the Pixie."""
        if (history, "possible") not in self._exists:
            aside = self._aside
            if aside is None:
                aside = self._aside = LazySolver()
                aside.rest_first = True
            limit = aside._work + ASIDE_STEPS

            def spent(night: ExplicitNight) -> bool:
                aside._tick(night)
                return aside._work > limit

            if next(aside._pruned(history, spent), None) is not None:
                return True
        return self.possible(history)

    def _tick(self, night: ExplicitNight) -> bool:
        """Count a branch's step (the work of the walk, dead branches included); prunes
        nothing."""
        self._work += 1
        return False

    def exists(self, history: History, key: object, predicate: Callable[[Leaf], bool]) -> bool:
        """As the base's; when the last question about ``history`` found its witness only
        after :data:`WALK_ONCE_AFTER` steps, this one walks every world once and keeps them
        (the next questions read the kept worlds), unless it has its answer and has cost
        more than :data:`WALK_ONCE_STOP` times that question: then it stops, keeping
        nothing (a question with no witness walks every world anyway). Otherwise a question
        that a proof at dusk reads walks only the worlds at dusk it does not rule out
        (``ExplicitSolver._open_groups``)."""
        memo = (history, key)
        if memo in self._exists or history in self._all or self._remembered(history) is not None:
            return super().exists(history, key, predicate)
        costly = self._costly.pop(history, None)
        if costly is not None:
            known = False
            limit, before = costly * self.walk_once_stop, self._work
            for leaf in self.leaves(history):  # the whole walk, kept when not too large
                known = known or predicate(leaf)
                if known and self._work - before > limit:
                    break  # leaving the walk unfinished keeps none of it
            self._note(memo, known)
            return known
        before = self._work
        groups = self._open_groups(history, key)
        if groups is None:
            known = super().exists(history, key, predicate)
        else:
            # only the worlds at dusk not proved to grow no witness (early_due.py)
            completer = self.completer(history)
            dead_end = self._dead_end(key)
            worlds = (
                self._lazy(history, starts=groups)
                if dead_end is None
                else self._pruned(history, dead_end, groups, shared=True)
            )
            known = any(predicate(_leaf(world, completer, poisoned=False)) for world in worlds)
            self._note(memo, known)
        if known and self._work - before >= self.walk_once_after:
            if len(self._costly) > 64:
                self._costly.clear()
            self._costly[history] = self._work - before
        return known

    def refused_at_dusk(self, history: History, key: object) -> bool:
        """As the base's: the answer kept, or the proofs at dusk :meth:`exists` asks before
        it walks (``ExplicitSolver._open_groups``) rule out every running world at dusk, so
        that its walk would take none (a "no" then noted for the question itself)."""
        memo = (history, key)
        known = self._exists.get(memo)
        if known is not None:
            return not known
        groups = self._open_groups(history, key)
        if not isinstance(groups, _Unproved) or any(i in groups for i in groups.places()):
            return False
        self._note(memo, False)
        return True

    def _dead_end(self, key: object) -> Callable[[ExplicitNight], bool] | None:
        """For an "alive at dawn" question about a seat (the due point's, ``("alive",
        seat)``, whose witness is a world running at dawn with the seat alive), what drops a
        branch that can grow no witness, counting its steps: the seat is dead or the game
        over, and nobody comes back to life by night nor does an ended game go on. Seed
        2026's Night 2 at eight players walked 377,174 branch steps to learn that a silent
        Pixie was dead at dawn in every world, 145,166 with this. None for other questions."""
        if not (isinstance(key, tuple) and len(key) == 2 and key[0] == "alive"):
            return None
        seat: Seat = key[1]

        def dropped(night: ExplicitNight) -> bool:
            self._tick(night)
            return night.winner is not None or not night.alive[seat]

        return dropped

    def exists_pruned(
        self,
        history: History,
        key: object,
        predicate: Callable[[Leaf], bool],
        drop: Callable[[ExplicitNight], bool],
    ) -> bool:
        """As :meth:`exists` for a question whose history ends with a night, the walk
        dropping each branch of that night that ``drop`` says grows no witness, whatever
        comes after (``slot_wakes.wakes_at``: at the slot asked about, every branch that
        neither woke the seat there nor ended there), from the worlds at dusk not proved to
        grow no witness (``ExplicitSolver._open_groups``). Its steps are counted; nothing is
        kept for other questions."""
        memo = (history, key)
        known = self._exists.get(memo)
        if known is None:
            completer = self.completer(history)

            def dropped(night: ExplicitNight) -> bool:
                self._tick(night)
                return drop(night)

            # only the worlds at dusk not proved to end before the slot (early_due.py)
            groups = self._open_groups(history, key)
            worlds = self._pruned(history, dropped, groups)
            known = any(predicate(_leaf(world, completer, poisoned=False)) for world in worlds)
            self._note(memo, known)
        return known

    def _pruned(
        self,
        history: History,
        prune: Callable[[ExplicitNight], bool],
        starts: Container[int] | None = None,
        *,
        shared: bool = False,
        drops_wake: Callable[[Seat, int, str], bool] | None = None,
    ) -> Iterator[ExplicitNight]:
        """The running worlds of ``history`` (its last phase a night; duplicates kept) walked
        with ``prune`` and ``drops_wake`` (see :func:`~engine.clocktower.explicit.walk`), only
        those grown from the groups ``starts`` when given (only those it may hold built:
        :func:`places_of`); ``shared`` as :meth:`_groups`'."""
        chosen = placed_groups(
            starts,
            lambda at: self._groups(
                history, prune=prune, places=at, shared=shared, drops_wake=drops_wake
            ),
        )
        for _, branches in chosen:
            yield from (world for world in branches() if _running_ok(history, world))

    def wake_after(self, history: History, seat: Seat, position: int) -> int | None:
        """As the base's; when every world of an earlier history of this night was walked
        (fewer entries tonight, the rest alike), only from the worlds at dusk from which one
        of its worlds woke ``seat`` after ``position``. Entries only remove worlds, and each
        world of ``history`` is one of the earlier history's grown from the same world at
        dusk, so a dusk world none of whose walked worlds woke the seat later has no such
        world here either (the resolution asks one dont_wake's due point after another, its
        entries growing, and most late wakes come from a few worlds at dusk). Otherwise a
        walk not yet finished goes on from the last question's witness (:meth:`_resumed`)."""
        key = ("wakes_after", seat, position)
        memo = (history, key)
        starts = None
        held = memo in self._exists or history in self._all
        if not held and self._remembered(history) is None:
            starts = self._waking_starts(history, seat, position)
        if starts is None:
            if held or self._remembered(history) is not None:
                return super().wake_after(history, seat, position)
            if (history, seat) not in self._paused and history in self._costly:
                return super().wake_after(history, seat, position)  # walked once, as before
            found = self._resumed(history, seat, position)
            self._note(memo, found is not None)
            return found
        found = None
        for world in self._lazy(history, starts=starts):
            last = max((pos for pos, _ in world.woke.get(seat, ())), default=-1)
            if last > position:
                found = last
                break
        self._note(memo, found is not None)
        return found

    def _resumed(self, history: History, seat: Seat, position: int) -> int | None:
        """:meth:`wake_after` by one walk of ``history``'s worlds per seat, paused at each
        witness and resumed by the next question: every world before the pause woke ``seat``
        no later than the last answer, so a question about a later position goes on from
        there (the resolution asks one position after another; seed 5's Night 2 at six
        players found the witness of position 8 78 branch steps after position 7's, each
        walk 39,000 steps). The worlds come in the same order as a fresh walk's, so the
        answer is the one it would give.

        A first question whose witness took :data:`WALK_ONCE_AFTER` steps is costly, as in
        :meth:`exists`; the next one resumes its walk and, its answer found, goes on towards
        keeping every world while it has cost no more than :data:`WALK_ONCE_STOP` times the
        steps it took to that answer (the plain question it replaces is now the resumed part
        alone)."""
        paused = self._paused.get((history, seat))
        if paused is not None and position < paused.after:
            paused = None  # it skips worlds that may wake the seat after this position
        fresh = paused is None
        if paused is None:
            if len(self._paused) > 16:
                self._paused.clear()
            paused = self._paused[(history, seat)] = self._walk_from(history, seat, position)
        for last in paused.records:  # the first world waking the seat after the position
            if last > position:
                return last
        if not fresh and paused.start >= 0 and history in self._costly:
            # the walk-once rule walks every world once and keeps them, which a walk that
            # skips some cannot do: this question is the plain one, walked once
            del self._paused[(history, seat)]
            return super().wake_after(history, seat, position)
        if not fresh and position > paused.after and paused.narrow is not None:
            # the groups not reached yet that cannot wake the seat after this position are
            # skipped too, as a fresh walk from it would (the answers are the same: see
            # _walk_from); without it a later question cost more than asked alone
            paused.narrow(position)
            paused.after = position
        costly = None if fresh else self._costly.pop(history, None)
        before = self._work
        found = None
        for last in paused.walk(seat):
            if last > position:
                found = last
                break
        if found is None:
            return None
        steps = self._work - before
        if fresh and steps >= self.walk_once_after:
            if len(self._costly) > 64:
                self._costly.clear()
            self._costly[history] = steps
        elif costly is not None:
            limit = steps * self.walk_once_stop
            for _ in paused.walk(seat):  # the walk ends keeping its worlds, or stays paused
                if self._work - before > limit:
                    break
        return found

    def _walk_from(self, history: History, seat: Seat, position: int) -> _PausedWalk:
        """A walk of ``history``'s worlds for "wakes after" questions about ``seat`` from
        ``position`` on: every world (kept at its end), or only those grown from the worlds
        at dusk that may wake the seat after ``position`` (``early_due.dusk_proof``; kept
        nowhere). A skipped world wakes the seat after no later position either, so the
        first witness of any of them is the full walk's."""
        groups = self._open_groups(history, ("wakes_after", seat, position))
        if groups is None:
            return _PausedWalk(iter(self.leaves(history)))
        completer = self.completer(history)
        worlds = self._lazy(history, starts=groups)
        paused = _PausedWalk(
            (_leaf(w, completer, poisoned=False) for w in worlds), after=position, start=position
        )
        if isinstance(groups, _Unproved):
            skipping = groups

            def narrow(later: int) -> None:
                night = history.phases[-1]
                assert isinstance(night, NightPlan)  # a walk that skips is a night's
                proof = dusk_proof(night, ("wakes_after", seat, later), self._readings)
                assert proof is not None  # the question's kind has a proof
                skipping.narrowed(proof)

            paused.narrow = narrow
        return paused

    def _note_last_wakes(self, history: History, last: dict[Seat, dict[int, int]]) -> None:
        """Remember, after a walk through every world of ``history``, each tracked seat's
        last wake per world at dusk (a night after the first only)."""
        phases = history.phases
        if not last or len(phases) < 2 or not isinstance(phases[-1], NightPlan):
            return
        before = history.before_last()
        if len(self._last_wakes) > 16:
            self._last_wakes.clear()
        walked = self._last_wakes.setdefault(before, [])
        walked.append(_LastWakes(phases[-1], history.track, last))
        del walked[:-8]

    def _waking_starts(self, history: History, seat: Seat, position: int) -> frozenset[int] | None:
        """The worlds at dusk (by group) from which a walked earlier history of tonight woke
        ``seat`` after ``position`` (each such history narrows them); None: none walked."""
        phases = history.phases
        if len(phases) < 2 or not isinstance(phases[-1], NightPlan) or seat not in history.track:
            return None
        plan = phases[-1]
        before = history.before_last()
        entries = set(plan.entries)
        found: frozenset[int] | None = None
        for walked in self._last_wakes.get(before, ()):
            earlier = walked.plan
            if earlier.number != plan.number or seat not in walked.track:
                continue
            if not set(earlier.entries) <= entries:
                continue
            starts = frozenset(s for s, last in walked.last[seat].items() if last > position)
            found = starts if found is None else found & starts
        return found

    def forced_wake(self, history: History, seat: Seat) -> str | None:
        """The earliest wake of ``seat`` common to every world, asked wake by wake: each
        wake of a first world is tested by looking for a world without it, and the walk
        drops a branch as soon as the seat has made that wake (no completion of it can be
        such a world). A seat that must wake early is thus proved so without walking the
        rest of the night in every world (a re-ask at six players: seconds). Only the worlds
        at dusk that may grow a world at all are walked (:meth:`_growing`), and of those
        only the ones not proved to make the wake (:meth:`_not_surely_woken`)."""
        if not self._walked_tonight(history):
            return super().forced_wake(history, seat)

        def wakes(world: ExplicitNight) -> list[tuple[int, str]]:
            return sorted(set(world.woke.get(seat, ())))

        def unproved(wake: tuple[int, str]) -> Container[int] | None:
            return self._not_surely_woken(history, seat, wake)

        found = self._common(
            history,
            seat,
            wakes,
            lambda wake, position, character: wake == (position, character),
            unproved,
        )
        return None if found is None else found[1]  # every earlier wake is missing in one

    def _not_surely_woken(
        self, history: History, seat: Seat, wake: tuple[int, str]
    ) -> Container[int] | None:
        """The groups of ``history`` (its last phase a night after the first) a world
        without ``seat``'s ``wake`` may grow from: every world at dusk but those proved to
        make it in every walk (``early_due.always_wakes``, world by world). A re-ask's forced
        Pukka at ten players (seed 7's Night 2) had 165 of 181 worlds at dusk proved and
        walked all of them for the other 16 (10.6 s). None: no proof (Night 1, or a world
        ended before tonight, which wakes no one)."""
        dusks = self._at_dusk(history)
        if dusks is None:
            return None
        plan = history.phases[-1]
        assert isinstance(plan, NightPlan)  # _at_dusk's
        before = self._starts(history.before_last())
        if _ended_before(history, before):
            return None
        running = [i for i, world in enumerate(before) if world.winner is None]
        readings = self._readings

        def made(night: ExplicitNight, ahead: Tonight) -> bool:
            return always_wakes(night, ahead, plan, seat, wake, readings)

        return _Unproved(dict(zip(running, dusks, strict=True)), made)

    def forced_kind(self, history: History, seat: Seat) -> Kind | None:
        """As :meth:`forced_wake`, kind by kind (in :class:`Kind`'s order): a re-ask of a
        Demon superposed between two Demons walked every world to the night's end (seven
        players: seconds)."""
        if not self._walked_tonight(history):
            return super().forced_kind(history, seat)
        kind_of = history.script.kind

        def kinds(world: ExplicitNight) -> list[Kind]:
            woke = {kind_of(character) for _, character in world.woke.get(seat, ())}
            return [kind for kind in Kind if kind in woke]

        return self._common(
            history, seat, kinds, lambda kind, position, character: kind_of(character) is kind
        )

    def _walked_tonight(self, history: History) -> bool:
        """Whether a question about ``history`` walks its last phase, a night (its worlds
        are not kept)."""
        last = history.phases[-1] if history.phases else None
        return self._remembered(history) is None and isinstance(last, NightPlan)

    def _common(
        self,
        history: History,
        seat: Seat,
        options: Callable[[ExplicitNight], Sequence[_T]],
        makes: Callable[[_T, int, str], bool],
        unproved: Callable[[_T], Container[int] | None] | None = None,
    ) -> _T | None:
        """The first of a first world's ``options`` that every world of ``history`` has, a
        world having an option when one of ``seat``'s wakes (position, character) ``makes``
        it: each tested by looking for a world without it (a world that has it keeps it),
        only from the groups ``unproved`` leaves for it (the others proved at dusk to have
        it) and that may grow a world at all (:meth:`_growing`)."""
        growing = self._growing(history)
        first = next(self._lazy(history, starts=growing), None)
        if first is None:
            return None
        for option in options(first):

            def made(world: ExplicitNight, option: _T = option) -> bool:
                return any(makes(option, p, c) for p, c in world.woke.get(seat, ()))

            def drops(woken: Seat, position: int, character: str, option: _T = option) -> bool:
                # the wake alone makes the branch ``made``, whatever it then does
                return woken == seat and makes(option, position, character)

            # the proof of the option first: where it proves every world at dusk, the
            # running proof is read only of the groups the first world's walk took
            starts = _both(None if unproved is None else unproved(option), growing)
            if not self._world_without(history, made, starts, drops):
                return option
        return None

    def _growing(self, history: History) -> Container[int] | None:
        """The groups of ``history`` (its last phase a night after the first) that may grow
        a world of it: every world at dusk but those the "running" proof at the night's
        first slot rules out (``early_due.dusk_proof``: no walk of it holds the entries,
        not even one that ends tonight). None: no proof, or a world ended before tonight
        (a world of the history that no proof at dusk reads). A re-ask's forced Lycanthrope
        at ten players (seed 2026's Night 2, five entries in) walked 7,039 worlds at dusk
        that ``always_wakes`` left open and 44,584 branch steps to its first world; all but
        24 of the 8,475 grow no world, which the walks found one branch at a time."""
        plan = history.phases[-1] if history.phases else None
        if not isinstance(plan, NightPlan):
            return None
        groups = self._open_groups(history, ("running", (plan.number, 0, 0)))
        if groups is None:
            return None
        before = self._starts(history.before_last())
        if _ended_before(history, before):
            return None
        return groups

    def _growing_known(self, history: History) -> Container[int] | None:
        """:meth:`_growing`, once the worlds at dusk of ``history``'s last night are read
        (an arrival reads them): the walk of every world, the dawn's (``fates``), then takes
        only the groups that may grow one. Seed 2026's Night 2 at ten players: its 8,475
        worlds at dusk grow one world at dawn, a walk of some 47,000 branch steps and 2 s of
        the resolution, nearly all in groups the proof at the night's first slot rules out.
        Not read afresh for this alone: a history whose worlds are all that is asked
        would pay that reading (about 1 s there) for the walk it may spare."""
        phases = history.phases
        if len(phases) < 2 or history.before_last() not in self._dusks:
            return None
        return self._growing(history)

    def _world_without(
        self,
        history: History,
        made: Callable[[ExplicitNight], bool],
        starts: Container[int] | None = None,
        drops_wake: Callable[[Seat, int, str], bool] | None = None,
    ) -> bool:
        """Whether some world of ``history`` (its last phase a night) is not ``made``, where
        a branch once ``made`` stays so (the walk drops it there); only those grown from the
        groups ``starts`` when given. ``drops_wake``: the wakes that make a branch ``made``
        (the walk grows no branch of them: :func:`~engine.clocktower.explicit.walk`). Its
        steps are counted (:meth:`_tick`), as every other walk's: the prune replaces the
        count's; a branch never grown is no step."""

        def dropped(night: ExplicitNight) -> bool:
            self._tick(night)
            return made(night)

        worlds = self._pruned(history, dropped, starts, shared=True, drops_wake=drops_wake)
        return any(not made(world) for world in worlds)

    def all_leaves(self, history: History) -> list[Leaf]:
        """Every leaf of ``history``, with the seats droisoned in some of its worlds."""
        found = self._all.get(history)
        if found is None:
            if len(self._all) > 256:
                self._all.clear()
            kept = self._kept_leaves.get(history)
            if kept is None:
                completer = self.completer(history)
                found = [_leaf(w, completer, poisoned=True) for w in self.worlds(history)]
            else:
                # the prompts' plain leaves (the commit point's), each given what only the
                # grimoire reads: a world's leaf is the same but for these two
                worlds, plain = kept
                found = [_grimoire_leaf(leaf, w) for w, leaf in zip(worlds, plain, strict=True)]
            self._all[history] = found
        return found

    def plain_leaves(self, history: History) -> list[Leaf]:
        """Every leaf of ``history`` without the grimoire's droisoning and notes (the
        :meth:`leaves` walk's own, kept), unless :meth:`all_leaves` has them already: each
        leaf's droisoning is a check of every seat on a copy of its world, and fifteen
        players' Night 1 (seed 2026) built 1,830 such leaves at its dawn for the prompts'
        facts and the untold swaps, which read neither. The grimoire, asked later, gives
        these leaves their droisoning and notes (:meth:`all_leaves`)."""
        found = self._all.get(history)
        return found if found is not None else self._plain(history)

    def _plain(self, history: History) -> list[Leaf]:
        """The leaves of :meth:`worlds` without ``poisoned`` nor notes, built once per
        history (the same worlds in the same order as :meth:`all_leaves`')."""
        kept = self._kept_leaves.get(history)
        if kept is None:
            completer = self.completer(history)
            worlds = self.worlds(history)
            kept = (worlds, [_leaf(world, completer, poisoned=False) for world in worlds])
            if len(self._kept_leaves) > 16:
                self._kept_leaves.clear()
            self._kept_leaves[history] = kept
        return kept[1]

    def fates(self, history: History) -> list[Fate]:
        """As the base's, read off the worlds themselves (remembered, as for the leaves): a
        commit point reads no leaf's witness, droisoning nor notes, and building the leaves
        of seed 2026's Night 2 at nine players (13,836 worlds at dawn) cost some 2 s of its
        dawn. The grimoire builds them from the same worlds when it is asked (the final one
        when the game ended there). A night that every world at dusk is proved to end gives
        each fate once instead, its worlds unwalked past their ends, and only the fates the
        commit point's reading needs (:meth:`_ended_fates`)."""
        if history in self._all:
            return super().fates(history)
        if history in self._fated:
            return self._fated[history]
        if self._remembered(history) is None:
            ends = self._ends_tonight(history)
            if ends is not None:
                return self._ended_fates(history, ends)
        return [Fate(tuple(w.alive), w.ended_at, w.winner) for w in self.worlds(history)]

    def _ends_tonight(self, history: History) -> list[int] | None:
        """Per world at dusk of ``history`` (its last phase a night after the first), the
        slot by which it is proved to have ended tonight (``early_due.ended_by``: an entry
        whose clause its seat cannot wake as), so the commit point ends the game; None when
        some world is not proved so."""
        dusks = self._at_dusk(history)
        plan = history.phases[-1] if history.phases else None
        if dusks is None or not isinstance(plan, NightPlan):
            return None
        ends = []
        for night, ahead in dusks:
            last = ended_by(night, ahead, plan)
            if last is None:
                return None
            ends.append(last)
        return ends

    def _ended_fates(self, history: History, ends: list[int]) -> list[Fate]:
        """The fates of ``history``'s worlds that the commit point reads (``ends``: per world
        at dusk, the slot by which it ended, :meth:`_ends_tonight`), each branch of its last
        night stopped where it ends (``stop_ended``), each fate once in the order first met.
        The commit point reads three things of them (``ClocktowerGame._commit_point``): the
        seats alive in none, whether each ended, whether good won each; and the slots after
        the end would only split a world's lazy seats into more worlds of the same fate
        (seed 2026's Night 2 at nine players: 101,604 of the dawn's 161,731 branch steps).
        A world at dusk whose every walk is proved to end with good winning and none but
        seats already alive in a fate found alive (``early.alive_at_good_end``) can change
        none of the three, so it is not walked and its fates may be missing from the list:
        seed 2026's Night 2 at nine players walked 72,405 branch steps for its three fates.
        Nor is a world at dusk in which no death by its slot may end the game
        (``early.may_end``): every walk of it that holds the entries has ended by then, so
        none holds them and it has no fate. Seed 10's Night 2 at ten players: 219 of the
        2,707 worlds at dusk (216 with the Demon drunk since setup, so with no host to die
        with, and nothing by the slot able to kill it), each walked to nothing.
        The worlds are not kept (a game that ended here asks only the final grimoire, which
        walks them all)."""
        dusks = self._at_dusk(history)
        assert dusks is not None
        before = history.before_last()
        running = [i for i, world in enumerate(self._starts(before)) if world.winner is None]
        proved = dict(zip(running, zip(dusks, ends, strict=True), strict=True))
        fates: dict[Fate, None] = {}
        alive: set[Seat] = set()  # in some fate found
        for index, (_, branches) in enumerate(self._groups(history, stop_ended=True)):
            known = proved.get(index)
            if known is not None:
                (night, ahead), last = known
                if not may_end(night, ahead, 0, last):
                    continue  # no walk holds the entries
                if fates:
                    spared = alive_at_good_end(night, ahead, last)
                    if spared is not None and spared <= alive:
                        continue
            for world in branches():
                if _running_ok(history, world):
                    fates.setdefault(Fate(tuple(world.alive), world.ended_at, world.winner))
                    alive.update(s for s, living in enumerate(world.alive) if living)
        found = list(fates)
        if len(self._fated) > 16:
            self._fated.clear()
        self._fated[history] = found
        return found

    def prompt_facts(self, history: History) -> PromptFacts:
        """The prompts' facts without every world when the night is open (the grimoire's
        pending prompts): a seat's believed characters are found by one possible-world
        question per candidate character, pinned to that seat (an arrival check's cost),
        each witness filling every seat at once; a seat stops at two. What evil seats have
        become is read off the worlds one by one until each seat has its own (None) or two."""
        if history in self._all or self._remembered(history) is not None or not history.phases:
            return Solver.prompt_facts(self, history)
        n, script = history.n, history.script
        first = history.phases[0]
        assert isinstance(first, NightPlan)
        start = self._root(history, first, self.completer(history))
        believed: list[set[str]] = [set() for _ in range(n)]
        minion_only = [True] * n
        became: list[set[str | None]] = [set() for _ in range(n)]
        if start is None:
            return _facts(believed, minion_only, became)

        def witness(pins: tuple[tuple[Seat, frozenset[str]], ...]) -> bool:
            pinned = replace(history, pins=(*history.pins, *pins))
            leaf = next(self.leaves(pinned), None)
            if leaf is None:
                return False
            for seat, token in enumerate(leaf.witness):
                if len(believed[seat]) < 2:
                    believed[seat].add(token_believed(token))
                if script.kind(token_character(token)) is not Kind.MINION:
                    minion_only[seat] = False
            return True

        witness(())
        for seat in range(n):
            for character in sorted({token_believed(t) for t in start.cands[seat]}):
                if len(believed[seat]) >= 2:
                    break
                if character not in believed[seat]:
                    tokens = frozenset(
                        t for t in start.cands[seat] if token_believed(t) == character
                    )
                    witness(((seat, tokens),))
            if minion_only[seat]:
                others = frozenset(
                    t
                    for t in start.cands[seat]
                    if script.kind(token_character(t)) is not Kind.MINION
                )
                if others:
                    witness(((seat, others),))
        for world in self._lazy(history):
            for seat in range(n):
                if None not in became[seat] and len(became[seat]) < 2:
                    changed = world.current[seat] is not None and (
                        world.current[seat] != world.world.tokens[seat]
                    )
                    became[seat].add(world.character(seat) if changed else None)
            if all(None in b or len(b) >= 2 for b in became):
                break
        return _facts(believed, minion_only, became)

    def witness_classes(
        self, history: History, leaves: Sequence[Leaf]
    ) -> Iterator[tuple[Sequence[frozenset[str]], Callable[[Seat, str], tuple[str, ...] | None]]]:
        """The leaves' lazy setups (each once), a pinned world found by the completion
        check."""
        completer = self.completer(history)
        for setup in _setups(leaves):

            def pinned(seat: Seat, token: str, setup: LazySetup = setup) -> tuple[str, ...] | None:
                narrowed = narrow(setup, seat, frozenset((token,)))
                return completer.witness(narrowed) if narrowed is not None else None

            yield setup.cands, pinned

    def held_nowhere(self, history: History, leaves: Sequence[Leaf]) -> Callable[[Seat, str], bool]:
        """Whether the union of the leaves' setups (each seat's candidates of all of them,
        no mark), the seat pinned to the token, holds no initial world: a world of a setup
        is one of the union's too (the search reads only candidates and the marks'
        characters that must be in play; :func:`_some_holds_without`), so no setup holds
        one either (fifteen players, seed 2026, Night 1's dawn: 22 tokens the setups allow
        and no world gives, 23,790 failing searches over its 1,830 setups, 44 now)."""
        setups = _setups(leaves)
        if len(setups) < 2:
            return super().held_nowhere(history, leaves)
        completer = self.completer(history)
        union = LazySetup(
            tuple(frozenset().union(*seat) for seat in zip(*(s.cands for s in setups), strict=True))
        )
        return lambda seat, token: not _holds_with(completer, union, seat, token)

    def in_play_somewhere_without(
        self, history: History, leaves: Sequence[Leaf], character: str
    ) -> bool:
        """Whether some initial world of some leaf has ``character`` out of play."""
        completer = self.completer(history)
        for leaf in leaves:
            if all(token_character(t) != character for t in leaf.witness):
                return True
        setups = _setups(leaves)
        return bool(setups) and _some_holds_without(completer, setups, character)

    def count(self, history: History, leaves: Sequence[Leaf], cap: int = 100_000) -> int | None:
        """How many world states ``leaves`` hold: known only when every leaf's seats are
        settled and no choice is open; such a leaf holds one world per value of each setup
        mark not decided in it (:func:`_marked_worlds`)."""
        settled = all(
            not isinstance(leaf, LazyLeaf)
            or (
                not leaf.open_choice
                and (leaf.setup is None or all(len(c) == 1 for c in leaf.setup.cands))
            )
            for leaf in leaves
        )
        if not settled:
            return None
        completer = self.completer(history)
        total = sum(
            _marked_worlds(leaf.setup, completer, history.evil)
            if isinstance(leaf, LazyLeaf) and leaf.setup is not None
            else 1
            for leaf in leaves
        )
        return total if total <= cap else None

    def doomed_evil_win(self, history: History) -> bool:
        """E3 at the end of a day, world by world: a lazy world whose look-ahead asks about
        an open seat is split first, so each verdict is one world's."""
        worlds = self.worlds(history)
        if not any(w.winner == "good" for w in worlds):
            return False
        running = [w for w in worlds if w.winner is None]
        return bool(running) and all(_doomed(w) for w in running)

    def never_wakes_after(self, history: History, seat: Seat, position: int) -> bool:
        """As the base's, and on Night 1 read from the lazy setup its walk starts from (the
        facts narrowed by Night 1's entries) as from a world at dusk (``early_due.
        asleep_after``): every walk of Night 1 is one of that setup's, whose tokens, and
        what may change tonight (``early.tonight``), bound where the seat may wake. The
        hooks read the night's number (a Pixie or a Clockmaker wakes on Night 1 as its own
        token), and no ability kills on Night 1, so no gain or swap that follows a death
        (a Pixie's learned Townsfolk, the Barber's) comes after their reading. Seed
        4's Night 1 at eight players asked whether its silent Demon (a Lleech, a Pukka or a
        Vortox) wakes after the Empath's slot by walking every world of the night (9,023
        branch steps, 1.7 s of a 2.4-s resolution)."""
        if super().never_wakes_after(history, seat, position):
            return True
        plan = history.phases[-1] if len(history.phases) == 1 else None
        if not isinstance(plan, NightPlan):
            return False
        start = self._root(history, plan, self.completer(history))
        if start is None:
            return False  # no world at all: left to the walk, which finds none
        night = ExplicitNight(history.script, start, history.evil, bluffs=history.bluffs or ())
        return asleep_after(night, tonight(night), plan, seat, position)


@dataclass(slots=True)
class _PausedWalk:
    """A walk of a history's worlds paused at a "wakes after" question's witness."""

    rest: Iterator[Leaf]
    """The worlds not yet seen (the walk goes on from here)."""
    records: list[int] = field(default_factory=list)
    """The seat's last wake in each world seen that woke it later than every world before
    (rising): the first world waking it after a position is the first record after it."""
    after: int = -1
    """The walk skips worlds that wake the seat after no position from this one on: it
    answers only questions about this position or a later one."""
    start: int = -1
    """The position the walk started from (:attr:`after` before any narrowing)."""
    narrow: Callable[[int], None] | None = None
    """Skip from now on the worlds at dusk that cannot wake the seat after a later position
    (None: the walk skips nothing, it keeps every world)."""

    def walk(self, seat: Seat) -> Iterator[int]:
        """The seat's last wake in each next world, noted in :attr:`records`."""
        for leaf in self.rest:
            last = max((pos for pos, _ in leaf.woke[seat]), default=-1)
            if last > (self.records[-1] if self.records else -1):
                self.records.append(last)
            yield last


@dataclass(frozen=True, slots=True)
class _LastWakes:
    """A walk through every world of a partial night: its plan and tracked seats, and per
    tracked seat and world at dusk (by group), the last position it woke at (-1: never)."""

    plan: NightPlan
    track: frozenset[Seat]
    last: dict[Seat, dict[int, int]]


def merge_marks(worlds: Sequence[ExplicitNight]) -> list[ExplicitNight]:
    """``worlds`` with every group alike in all but the values of setup marks (the same
    state, every seat settled) walked as fewer worlds: two classes whose marks differ in one
    mark only are one class with that mark open among both values (classes are disjoint,
    so the union is exactly theirs), repeated while a merge makes another possible. A later
    read of the mark splits the merged world again (:func:`~engine.clocktower.lazy.
    decide_mark`, limited to the open values), so walking it is walking each of the group's
    worlds up to that read; a mark that is never read again is never walked twice."""
    groups: dict[object, list[ExplicitNight]] = {}
    for world in worlds:
        setup = world.world
        if (
            not isinstance(setup, LazySetup)
            or any(len(c) != 1 for c in setup.cands)
            or not (setup.marks or setup.open_marks)
        ):
            groups.setdefault(id(world), []).append(world)
            continue
        state = state_key(world)
        assert isinstance(state, tuple)
        groups.setdefault(state[1:], []).append(world)  # all but the setup
    merged: list[ExplicitNight] = []
    for group in groups.values():
        merged.extend(group if len(group) == 1 else _merge_group(group))
    return merged


Marks = frozenset[tuple[str, frozenset[Seat | None]]]


def _merge_group(group: list[ExplicitNight]) -> list[ExplicitNight]:
    """One group of :func:`merge_marks` (one state, one settled setup but for its marks)."""
    first = group[0]
    setup = first.world
    assert isinstance(setup, LazySetup)
    classes: set[Marks] = set()
    for world in group:
        own = world.world
        assert isinstance(own, LazySetup)
        decided = ((name, frozenset((seat,))) for name, seat in own.marks)
        classes.add(frozenset((*decided, *own.open_marks)))
    changed = True
    while changed:
        changed = False
        names = sorted({name for marks in classes for name, _ in marks})
        for name in names:
            buckets: dict[Marks, list[Marks]] = {}
            for marks in classes:
                rest = frozenset(m for m in marks if m[0] != name)
                if len(rest) < len(marks):
                    buckets.setdefault(rest, []).append(marks)
            for rest, alike in buckets.items():
                if len(alike) < 2:
                    continue
                values = frozenset(
                    v for marks in alike for m in marks if m[0] == name for v in m[1]
                )
                classes.difference_update(alike)
                classes.add(rest | {(name, values)})
                changed = True
    result = []
    for marks in sorted(classes, key=repr):
        world = copy.deepcopy(first)
        world.world = LazySetup(
            setup.cands,
            tuple(sorted((name, next(iter(v))) for name, v in marks if len(v) == 1)),
            tuple(sorted(((name, v) for name, v in marks if len(v) > 1), key=repr)),
        )
        result.append(world)
    return result


def settle(
    night: ExplicitNight,
    setup: LazySetup,
    refiner: Callable[[ExplicitNight, Exception], list[ExplicitNight]] | None,
) -> ExplicitNight:
    """A copy of ``night`` on the narrower ``setup``, with the seats it settles filled in."""
    fresh = night.__deepcopy__({})  # copy.deepcopy's dispatch: a third of a refinement's copy
    fresh.refiner = refiner
    fresh.adopt(setup)
    return fresh


def _marked_worlds(setup: LazySetup, completer: Completer, evil: frozenset[Seat]) -> int:
    """How many initial worlds a settled lazy setup holds: one per value of each setup mark
    of a character in play that is not decided (open among some values, or never read);
    on settled seats the marks are independent of one another."""
    script = completer.script
    decided, opened = dict(setup.marks), dict(setup.open_marks)
    total = 1
    for character in sorted({token_character(t) for t in setup.tokens if t is not None}):
        if REGISTRY[character].setup_mark is None or character in decided:
            continue
        if character in opened:
            total *= len(opened[character])
            continue
        parts = decide_mark(script, setup, evil, character)
        total *= sum(1 for part in parts if part is not None and completer.holds(part))
    return total


def _held_parts(setup: LazySetup, split: Split, completer: Completer) -> tuple[LazySetup, ...]:
    """The parts of ``split`` of ``setup`` that hold an initial world, in order
    (:meth:`Completer.held_parts`), kept on the split: a walk's slot asks whether only one
    holds (``ExplicitNight._split``) before the split reaches the refiner."""
    if split.held is not None and split.held[0] is setup:
        return split.held[1]
    parts = split.given_parts
    if parts is None:
        rest = setup.cands[split.seat] - split.tokens
        parts = (((split.seat, split.tokens),), ((split.seat, rest),))
    held = completer.held_parts(setup, parts, split.key)
    split.held = (setup, held)
    return held


def _mark_parts(
    night: ExplicitNight,
    setup: LazySetup,
    split: MarkSplit,
    completer: Completer,
    opened: dict[tuple[LazySetup, str], frozenset[Seat | None] | None],
) -> list[LazySetup | None]:
    """The halves of a setup mark read before it was decided: when only whether it is on
    one seat was asked and every seat is settled, that seat and the rest (the rest left
    open); otherwise every value (:func:`~engine.clocktower.lazy.decide_mark`). ``opened``
    keeps a settled setup's values of the mark (None: its parts narrow seats): a free
    Lycanthrope's branches each ask it of the same setup, one target each
    (``ExplicitNight.cases``)."""
    character, seat = split.character, split.seat
    if seat is not None and character in dict(setup.open_marks):
        return list(setup.split_open(character, seat))
    if seat is None or any(len(c) != 1 for c in setup.cands):
        return list(decide_mark(night.script, setup, night.evil, character))
    key = (setup, character)
    if key not in opened:
        if len(opened) > 10_000:
            opened.clear()
        every = decide_mark(night.script, setup, night.evil, character)
        held = [part for part in every if part is not None and completer.holds(part)]
        narrowed = any(part.cands != setup.cands for part in held)
        opened[key] = None if narrowed else frozenset(part.mark(character) for part in held)
    values = opened[key]
    if values is None:
        return list(decide_mark(night.script, setup, night.evil, character))
    return list(setup.split_open(character, seat, values))


def _choice_parts(night: ExplicitNight, split: ChoiceSplit) -> list[ExplicitNight]:
    """``night`` once with the open choice narrowed to ``split.seats`` and once to the
    rest. A choice opened in the slot that asked about it is not in the slot's starting
    copy: that night then runs again with every choice tried."""
    value = night.state.get(split.character)
    if not isinstance(value, tuple) or not isinstance(value[1], OpenChoice):
        closed = copy.deepcopy(night)
        closed.open_choices = False
        return [closed]
    holder, chosen = value
    parts = []
    for seats in (split.seats & set(chosen.seats), frozenset(chosen.seats) - split.seats):
        if seats:
            part = copy.deepcopy(night)
            part.state[split.character] = (holder, choice_of(seats))
            parts.append(part)
    return parts


def _refined(world: ExplicitNight, split: Exception) -> list[ExplicitNight]:
    assert world.refiner is not None
    return world.refiner(world, split)


class _Both:
    """The groups two containers both hold (each asked only when the first holds it)."""

    def __init__(self, first: Container[int], second: Container[int]) -> None:
        self._first = first
        self._second = second

    def __contains__(self, index: object) -> bool:
        return index in self._first and index in self._second

    def places(self) -> list[int] | None:
        """The places both may hold, when either knows its own (None: neither does)."""
        first, second = places_of(self._first), places_of(self._second)
        if first is None:
            return second
        if second is None:
            return first
        kept = set(second)
        return [i for i in first if i in kept]


def _both(first: Container[int] | None, second: Container[int] | None) -> Container[int] | None:
    """The groups both hold (None: every group)."""
    if first is None:
        return second
    if second is None:
        return first
    return _Both(first, second)


def _lazy_day(world: ExplicitNight, plan: DayPlan) -> Iterator[ExplicitNight]:
    """The day's branches of ``world``; a day event that asks about an open seat splits it."""
    try:
        branches = run_day(world.dawn(), plan)
    except SPLIT as split:
        return iter([b for part in _refined(world, split) for b in _lazy_day(part, plan)])
    return iter(branches)


def _night_of(
    world: ExplicitNight,
    plan: NightPlan,
    quiet: frozenset[Seat],
    prune: Callable[[ExplicitNight], bool] | None = None,
    stop_ended: bool = False,
    prefixes: Prefixes[ExplicitNight] | None = None,
    drops_wake: Callable[[Seat, int, str], bool] | None = None,
) -> Iterator[ExplicitNight]:
    return run_night(
        world.dusk(), plan, quiet, prune, stop_ended, prefixes=prefixes, drops_wake=drops_wake
    )


def _quiet(history: History, plan: NightPlan) -> frozenset[Seat]:
    """The seats whose inert free wakes tonight need no simulation: every seat but the
    tracked ones (whose wakes a question reads), unless a committed entry tonight counts
    marks (which a free droisoned reader's wake may add). No question reads an untracked
    seat's wakes, so leaving them out changes no answer and merges worlds."""
    if counts_marks(plan):
        return frozenset()
    return frozenset(s for s in range(history.n) if s not in history.track)


def counts_marks(plan: NightPlan) -> bool:
    """Whether an entry committed tonight counts the Mathematician's marks (R15)."""
    return any(reads_marks(clause) for _, entry in plan.entries for clause in _clauses_of(entry))


def reads_marks(clause: Wake) -> bool:
    """Whether the clause's information may count marks: a reader's, or a kind word's (which
    may stand for one)."""
    return (module := REGISTRY.get(clause.character)) is None or module.reads_marks


def _clauses_of(entry: object) -> tuple[Wake, ...]:
    inner = entry.entry if isinstance(entry, Upto) else entry
    return inner.clauses if isinstance(inner, ClauseEntry) else ()


def _doomed(world: ExplicitNight) -> bool:
    strict = copy.deepcopy(world)
    strict.refiner = None  # a split must reach us: doom is a question about one world
    try:
        return doomed(strict)
    except SPLIT as split:
        return all(_doomed(part) for part in _refined(world, split))


def _leaf(world: ExplicitNight, completer: Completer, poisoned: bool) -> Leaf:
    """The leaf of a lazy world; ``poisoned``: the grimoire's, which holds every seat
    droisoned in some of its initial worlds ("maybe poisoned") and the rules' notes."""
    setup = world.world
    assert isinstance(setup, LazySetup)
    witness = completer.witness(setup)
    assert witness is not None
    n = world.n
    maybe = _droisoned_somewhere(world, range(n)) if poisoned else frozenset()
    tokens = setup.tokens  # a property building the tuple: once, not once a seat
    return LazyLeaf(
        cands=tuple(frozenset((t,)) for t in witness),
        red_herring=frozenset(),
        alive=tuple(world.alive),
        current=tuple(
            world.character(s)
            if world.current[s] is not None and world.current[s] != tokens[s]
            else None
            for s in range(n)
        ),
        ended=world.ended_at,
        winner=world.winner,
        woke=tuple(tuple(world.woke.get(s, ())) for s in range(n)),
        poisoned=maybe,
        used=frozenset(),
        witness=witness,
        changes=world.changes,
        instances=tuple(world.instance_labels(s) for s in range(n)),
        notes=world.grimoire_notes() if poisoned else (),  # only the grimoire reads them
        setup=setup,
        open_choice=any(
            isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], OpenChoice)
            for v in world.state.values()
        ),
    )


def _grimoire_leaf(leaf: Leaf, world: ExplicitNight) -> Leaf:
    """``leaf``, the plain leaf of ``world``, with what only the grimoire reads: the seats
    droisoned in some of its initial worlds ("maybe poisoned") and the rules' notes."""
    return replace(
        leaf,
        poisoned=_droisoned_somewhere(world, range(world.n)),
        notes=world.grimoire_notes(),
    )


def _droisoned_somewhere(world: ExplicitNight, seats: Iterable[Seat]) -> frozenset[Seat]:
    """The ``seats`` droisoned by another in some initial world of ``world``, split as the
    questions ask. One copy serves every seat (a copy per seat was half the closed
    grimoire at ten players): a question only reads it, the droison loop's guard put back
    as it found it, and a copy is never its slot's only branch, so a split is raised, never
    stood on (``ExplicitNight._split``). The seats asked before a split keep their answers,
    which no part changes; the rest are asked of each part, each seat until one has it."""
    probe = copy.deepcopy(world)
    found: set[Seat] = set()
    ahead = list(seats)
    while ahead:
        try:
            if probe.droisoned_by_another(ahead[0]):
                found.add(ahead[0])
        except SPLIT as split:
            for part in _refined(world, split):
                found |= _droisoned_somewhere(part, [s for s in ahead if s not in found])
            return frozenset(found)
        ahead.pop(0)
    return frozenset(found)


def _facts(
    believed: list[set[str]], minion_only: list[bool], became: list[set[str | None]]
) -> PromptFacts:
    return PromptFacts(
        believed=tuple(frozenset(b) for b in believed),
        minion_only=tuple(minion_only),
        became=tuple(frozenset(b) for b in became),
    )


def _some_holds_without(completer: Completer, setups: Sequence[LazySetup], character: str) -> bool:
    """Whether some of ``setups`` holds an initial world without ``character``, asked
    first of their union (each seat's candidates of all of them, no mark), then of each
    half while the union holds. A world of a setup is one of the union's too (the search
    reads only candidates and the marks' characters that must be in play), so a union
    without such a world answers for all its setups in one search: at ten players (seed
    10, after Night 1) the Baron and the Mastermind are in every one of 2,707 setups, one
    search each where there were 2,707."""
    if len(setups) == 1:
        setup = setups[0]
        return _holds_without(completer, setup.cands, character, setup.marks, setup.open_marks)
    union = tuple(frozenset().union(*seat) for seat in zip(*(s.cands for s in setups), strict=True))
    if not _holds_without(completer, union, character):
        return False
    half = len(setups) // 2
    return _some_holds_without(completer, setups[:half], character) or _some_holds_without(
        completer, setups[half:], character
    )


def _holds_without(
    completer: Completer,
    cands: tuple[frozenset[str], ...],
    character: str,
    marks: tuple[tuple[str, Seat | None], ...] = (),
    open_marks: tuple[tuple[str, frozenset[Seat | None]], ...] = (),
) -> bool:
    """Whether the initial worlds of ``cands`` less ``character``'s tokens, with these
    marks, hold one the completer can finish (a seat left empty holds none)."""
    cands = _without(cands, character)
    if not all(cands):
        return False
    setup = narrow(LazySetup(cands, marks, open_marks), 0, cands[0])
    return setup is not None and completer.holds(setup)


def _holds_with(completer: Completer, setup: LazySetup, seat: Seat, token: str) -> bool:
    """Whether ``setup`` with ``seat`` pinned to ``token`` holds an initial world the
    completer can finish (a seat left empty holds none)."""
    pinned = narrow(setup, seat, frozenset((token,)))
    return pinned is not None and completer.holds(pinned)


def _without(cands: tuple[frozenset[str], ...], character: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(t for t in c if token_character(t) != character) for c in cands)


def _setups(leaves: Sequence[Leaf]) -> list[LazySetup]:
    seen: dict[LazySetup, None] = {}
    for leaf in leaves:
        if isinstance(leaf, LazyLeaf) and leaf.setup is not None:
            seen.setdefault(leaf.setup, None)
    return list(seen)
