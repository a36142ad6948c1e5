"""Lazy initial worlds of script 2: seats keep the set of tokens they may still hold.

Listing every initial world explicitly costs the factorial of the good seats (millions at
eight players). Here a :class:`LazySetup` stands for every initial world whose tokens lie in
its per-seat candidate sets (and whose decided setup marks are as given). The simulation asks
its questions about a seat through :meth:`ExplicitNight.test`: when every candidate answers
alike, the answer is known without choosing; otherwise :class:`Split` is raised and the
solver continues with both halves of the seat's set (script 1's technique, see search.py).
A setup mark that is read before it is decided raises :class:`MarkSplit` in the same way.

:class:`Completer` says whether a lazy setup still holds at least one valid initial world
(the same rules as :func:`engine.clocktower.setups.initial_worlds`, which stays the oracle),
and gives one as a witness.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from engine.clocktower.characters import REGISTRY
from engine.clocktower.open_choice import OpenChoice as OpenChoice
from engine.clocktower.script import (
    Kind,
    Script,
    drunk_token,
    is_drunk_token,
    setup_modifiers,
    token_believed,
    token_character,
)
from engine.clocktower.setups import SetupFacts, feasible_compositions
from engine.clocktower.text import Seat
from engine.core.pause import pause_here, pause_point

Narrowing = tuple[tuple[Seat, frozenset[str]], ...]
"""One part of a split: each named seat limited to those tokens."""

Parts = tuple[Narrowing, ...] | Callable[[], tuple[Narrowing, ...]]
"""A split's parts, or what builds them when they are needed (:class:`Split`)."""


class Split(Exception):
    """A question about ``seat`` whose candidates answer differently: continue with
    ``tokens`` and with the rest of the seat's set, or, when ``parts`` is given, with each
    of them (they partition the setup's worlds, in the order the binary splits would have
    reached them): a question with several answers, or asked of several seats, refined
    once instead of once per binary split, each of which restarted the slot."""

    def __init__(
        self,
        seat: Seat,
        tokens: frozenset[str],
        parts: Parts | None = None,
        key: object = None,
    ) -> None:
        super().__init__(seat, tokens)
        self.seat = seat
        self.tokens = tokens
        self._parts = parts
        assert key is not None or not callable(parts)
        self.key = (seat, tokens, parts) if key is None else key
        """What, with the setup it is raised on, determines the parts (the question asked,
        when shorter than the parts): :meth:`Completer.held_parts` remembers them by it."""
        self.held: tuple[LazySetup, tuple[LazySetup, ...]] | None = None
        """The setup it was raised on and its parts that hold an initial world, once read
        (``lazy_solver._held_parts``)."""

    @property
    def parts(self) -> tuple[Narrowing, ...] | None:
        """The parts (None: ``tokens`` and the rest of the seat's), built when first read if
        given as what builds them."""
        if callable(self._parts):
            self._parts = self._parts()
        return self._parts

    @parts.setter
    def parts(self, parts: Parts | None) -> None:
        self._parts = parts

    @property
    def given_parts(self) -> Parts | None:
        """The parts as given: what builds them is not called (:meth:`Completer.held_parts`
        calls it only when the split's key is new on its setup; a fork's branches ask the
        same holders' split of the same setup)."""
        return self._parts


class MarkSplit(Exception):
    """A setup mark of ``character`` was read before it was decided; ``seat``: only
    whether it is on that seat was asked, of a mark open among several values (split in
    two: that seat, and the rest)."""

    def __init__(self, character: str, seat: Seat | None = None) -> None:
        super().__init__(character, seat)
        self.character = character
        self.seat = seat


class ChoiceSplit(Exception):
    """A question about a free seat's kept choice (:class:`OpenChoice`) of ``character``
    that its seats answer differently: continue with ``seats`` and with the rest."""

    def __init__(self, character: str, seats: frozenset[Seat]) -> None:
        super().__init__(character, seats)
        self.character = character
        self.seats = seats


def choice_of(seats: frozenset[Seat]) -> Seat | OpenChoice:
    """The seat itself when ``seats`` has one, else the open choice among them."""
    return next(iter(seats)) if len(seats) == 1 else OpenChoice(tuple(sorted(seats)))


@dataclass(frozen=True, slots=True)
class LazySetup:
    """Every initial world with each seat's token in ``cands`` and the decided marks."""

    cands: tuple[frozenset[str], ...]
    marks: tuple[tuple[str, Seat | None], ...] = ()
    """Decided setup marks: (character, marked seat, or None when it is not in play)."""
    open_marks: tuple[tuple[str, frozenset[Seat | None]], ...] = ()
    """Undecided marks limited to some values (worlds alike in all but a mark, walked as
    one: :func:`~engine.clocktower.lazy_solver.merge_marks`); only on settled seats."""

    @property
    def tokens(self) -> tuple[str | None, ...]:
        """Each seat's token where it is settled, else None."""
        return tuple(next(iter(c)) if len(c) == 1 else None for c in self.cands)

    def mark(self, character: str) -> Seat | None:
        """The seat ``character``'s mark is on (None: not in play); raises
        :class:`MarkSplit` while undecided."""
        for name, seat in self.marks:
            if name == character:
                return seat
        raise MarkSplit(character)

    def marks_seat(self, character: str, seat: Seat) -> bool:
        """Whether ``character``'s mark is on ``seat``: a mark open among values that answer
        alike is not split, one that answers both ways raises :class:`MarkSplit` for that
        seat only."""
        for name, values in self.open_marks:
            if name == character:
                if seat not in values:
                    return False
                raise MarkSplit(character, seat)
        for name, value in self.marks:
            if name == character:
                return value == seat
        raise MarkSplit(character, seat)

    def split_open(
        self, character: str, seat: Seat, values: frozenset[Seat | None] | None = None
    ) -> list[LazySetup]:
        """An open mark of ``character`` (or an undecided one that may take ``values``)
        decided on ``seat``, and left open among the rest."""
        if values is None:
            values = dict(self.open_marks)[character]
        rest = tuple(m for m in self.open_marks if m[0] != character)
        others = values - {seat}
        parts = []
        if seat in values:
            parts.append(LazySetup(self.cands, (*self.marks, (character, seat)), rest))
        if len(others) == 1:
            parts.append(
                LazySetup(self.cands, (*self.marks, (character, next(iter(others)))), rest)
            )
        elif others:
            parts.append(LazySetup(self.cands, self.marks, (*rest, (character, others))))
        return parts


class MarksWatched(LazySetup):
    """A copy of a lazy setup that notes whether anything read its marks (decided or open):
    a reading made on it that never did is the same for every setup with its candidates,
    whatever their marks (``explicit_solver``'s readings at dusk). It equals no other
    setup (a dataclass compares its class), and a hash reads the marks, so noting it."""

    __slots__ = ("read",)

    read: bool

    def __init__(self, setup: LazySetup) -> None:
        super().__init__(setup.cands, setup.marks, setup.open_marks)
        object.__setattr__(self, "read", False)

    def __getattribute__(self, name: str) -> object:
        if name in ("marks", "open_marks"):
            object.__setattr__(self, "read", True)
        return super().__getattribute__(name)


@functools.cache
def _conflicts(token: str) -> frozenset[str]:
    """The tokens no other seat may hold once a seat holds ``token``: its character's (as a
    character or as a Drunk's belief), and every Drunk token when it is a Drunk's."""
    family = token_believed(token)
    bad = {family, drunk_token(family)}
    if is_drunk_token(token):
        bad |= {drunk_token(c) for c in REGISTRY}
    return frozenset(bad)


def narrow(setup: LazySetup, seat: Seat, tokens: frozenset[str]) -> LazySetup | None:
    """``setup`` with ``seat`` limited to ``tokens``, settled seats' families removed from
    the other seats (a character is in play once, one Drunk at most); None when a seat is
    left with nothing."""
    cands = list(setup.cands)
    cands[seat] = cands[seat] & tokens
    return _propagate(cands, setup.marks, (seat,), setup.open_marks)


def narrow_all(setup: LazySetup, narrowing: Narrowing) -> LazySetup | None:
    """:func:`narrow` of each seat of ``narrowing`` (None: a seat is left empty), settled
    in one propagation: removing a settled seat's conflicts from the others reaches the same
    closure in any order, and a part of a holders' split narrows every open seat (Night 1
    at eleven players propagated once per seat and part, some 900,000 times a question)."""
    cands = list(setup.cands)
    for seat, tokens in narrowing:
        cands[seat] = cands[seat] & tokens
    return _propagate(cands, setup.marks, tuple(seat for seat, _ in narrowing), setup.open_marks)


def _propagate(
    cands: list[frozenset[str]],
    marks: tuple[tuple[str, Seat | None], ...],
    changed: tuple[Seat, ...] | None = None,
    open_marks: tuple[tuple[str, frozenset[Seat | None]], ...] = (),
) -> LazySetup | None:
    """Settle what follows from newly settled seats (``changed``; None: every seat)."""
    # the loops narrowing setups (a split's parts, a mark's seats, the tokens at dusk) are
    # many and short: each narrowing is their step, and the bot's loop may wait behind them
    pause_here()
    queue = list(range(len(cands)) if changed is None else changed)
    if not all(cands):
        return None
    seen: set[Seat] = set()
    while queue:
        seat = queue.pop()
        if seat in seen or len(cands[seat]) != 1:
            continue
        seen.add(seat)
        bad = _conflicts(next(iter(cands[seat])))
        for other, options in enumerate(cands):
            if other == seat or options.isdisjoint(bad):
                continue
            kept = options - bad
            if not kept:
                return None
            cands[other] = kept
            if len(kept) == 1:
                queue.append(other)
    return LazySetup(tuple(cands), marks, open_marks)


def decide_mark(
    script: Script, setup: LazySetup, evil: frozenset[Seat], character: str
) -> Iterator[LazySetup]:
    """Every way of deciding ``character``'s setup mark: out of play, or in play with its
    mark on each seat its kind allows (lazy setups that may hold no world; see
    :meth:`Completer.holds`)."""
    # every lazy setup is closed (made by :func:`_propagate`), so only a seat that lost a
    # token can settle anew: propagate from those, not from every seat (at eleven players,
    # seed 7's refused "running" made 232,765 full passes deciding 25,846 marks)
    n = len(setup.cands)
    limits = dict(setup.open_marks)
    allowed = limits.get(character)
    rest = tuple(m for m in setup.open_marks if m[0] != character)
    holders = tuple(seat for seat, c in enumerate(setup.cands) if character in c)
    cands = list(setup.cands)
    for seat in holders:
        cands[seat] = cands[seat] - {character}
    absent = _propagate(cands, (*setup.marks, (character, None)), holders, rest)
    if absent is not None and (allowed is None or None in allowed):
        yield absent
    kind = REGISTRY[character].setup_mark
    for seat in range(n):
        if allowed is not None and seat not in allowed:
            continue
        cands = list(setup.cands)
        changed: tuple[Seat, ...] = ()
        if kind == "good":
            if seat in evil:
                continue
        elif seat in holders:  # any seat but the holder's own
            cands[seat] = cands[seat] - {character}
            changed = (seat,)
        marked = _propagate(cands, (*setup.marks, (character, seat)), changed, rest)
        if marked is not None:
            yield marked


def root(script: Script, facts: SetupFacts) -> LazySetup | None:
    """The lazy setup of every initial world of ``facts`` (before any question)."""
    bluffed = set(facts.bluffs)
    townsfolk = [c for c in script.in_play_townsfolk if c not in bluffed]
    outsiders = [c for c in script.outsiders if c not in bluffed and facts.known(c) is not False]
    good = [*townsfolk, *(c for c in outsiders if c != "drunk")]
    if "drunk" in outsiders:
        good += [drunk_token(b) for b in townsfolk]
    cands: list[frozenset[str]] = []
    for seat in range(facts.n):
        if seat not in facts.evil:
            cands.append(frozenset(good))
        elif facts.demon is None:
            cands.append(frozenset((*script.demons, *script.minions)))
        elif seat == facts.demon:
            cands.append(frozenset(script.demons))
        else:
            cands.append(frozenset(script.minions))
    return _propagate(cands, ())


_FillKey = tuple[
    tuple[Seat, ...], tuple[frozenset[str], ...], int, int, frozenset[str], frozenset[str]
]
"""What :meth:`Completer._fill` reads: the good seats in order, their candidates, the counts
of Townsfolk and Outsiders, the characters already placed and those still needed."""


@dataclass(frozen=True, slots=True)
class _Options:
    """A good seat's candidates as :meth:`Completer._fill` reads them."""

    order: tuple[tuple[str, str, bool, bool], ...]
    """Each token in the order tried, with its family (the character its holder is told it
    is), whether it is a Drunk's and whether it is a Townsfolk."""
    townsfolk: frozenset[str]
    """The Townsfolk tokens (each its own family)."""
    outsiders: frozenset[str]
    """The other tokens but the Drunk's (each its own family)."""
    drunks: frozenset[str]
    """The families the Drunk tokens believe."""


SETUPS_KEPT = 200_000
"""How many setups each of a :class:`Completer`'s two memos of worlds found
(:meth:`~Completer.witness`'s and :meth:`~Completer.holds_part`'s) keeps before it is emptied."""
PARTS_KEPT = 10_000
"""How many answers :meth:`Completer.held_parts` keeps before it empties its memo: its
repeats are a fork's siblings, asked near in time."""
RECENT_KEPT = 8
"""How many worlds lately found by :meth:`Completer.witness`'s searches
:meth:`~Completer.holds_part` tries before a search of its own."""
EMPTY_KEPT = 16
"""How many setups lately found to hold no initial world :meth:`Completer.witness` tries
before a search: a setup narrowing one of them holds none either."""
OPTIONS_KEPT = 50_000
"""How many seats' candidate sets :meth:`Completer._options` keeps before it empties its memo."""
FILLS_KEPT = 50_000
"""How many fills of the good seats :meth:`Completer._filled` keeps before it empties its memo."""


class Completer:
    """Whether a lazy setup holds a valid initial world of the committed facts (the rules of
    :func:`~engine.clocktower.setups.initial_worlds`), remembered per setup."""

    def __init__(self, script: Script, facts: SetupFacts) -> None:
        self.script = script
        self.facts = facts
        self._known: dict[LazySetup, tuple[str, ...] | None] = {}
        self._some: dict[LazySetup, tuple[str, ...]] = {}
        """Setups proved to hold by a world other than :meth:`witness`'s (:meth:`holds_part`)."""
        self.met: dict[tuple[Seat, str], list[tuple[str, ...]]] = {}
        """Initial worlds found lately, by a seat and its token in them: what
        ``early_tokens.feasible`` tries before a search (a few per key)."""
        self._held: dict[tuple[LazySetup, object], tuple[LazySetup, ...]] = {}
        """:meth:`held_parts`' answers."""
        self._empty: list[tuple[tuple[frozenset[str], ...], set[str]]] = []
        """The candidates and needed characters of the last setups whose search found no
        world, the newest last (:meth:`_narrows_empty`)."""
        self._recent: list[tuple[str, ...]] = []
        """The last distinct worlds :meth:`witness`'s searches found, the newest last: what
        :meth:`holds_part` tries when the whole's world is not in the part."""
        self._compositions = feasible_compositions(script, facts)
        self._modifiers = set(setup_modifiers(script))
        self._required = {c for c in script.outsiders if facts.known(c) is True}
        tokens = {*script.characters, *(drunk_token(c) for c in script.characters)}
        self._kinds = {token: script.kind(token_character(token)) for token in tokens}
        """Each token's kind (a Drunk's is the Drunk's), read by every search."""
        self._seen: dict[frozenset[str], _Options] = {}
        """:meth:`_options`' answers."""
        self._fills: dict[_FillKey, tuple[str, ...] | None] = {}
        """:meth:`_fill`'s answers by all it reads (:meth:`_filled`): the good seats' tokens
        of the fill found, or None when there is none."""

    def holds(self, setup: LazySetup) -> bool:
        """Whether some initial world lies in ``setup``."""
        return self.witness(setup) is not None

    def held_parts(self, setup: LazySetup, parts: Parts, asked: object) -> tuple[LazySetup, ...]:
        """``setup`` narrowed by each of ``parts`` (:func:`narrow_all`; they partition its
        worlds), those that hold an initial world, in order; remembered per setup and
        ``asked``, which with the setup determines the parts (:attr:`Split.key`): the
        branches of a fork ask the same questions of the same setup (Night 1 at eleven
        players, seed 5's "possible": 74,324 splits narrowed, 6,758 of them distinct)."""
        key = (setup, asked)
        found = self._held.get(key)
        if found is None:
            if len(self._held) > PARTS_KEPT:
                self._held.clear()
            if callable(parts):
                parts = parts()
            narrowed = (narrow_all(setup, part) for part in parts)
            found = self._held[key] = tuple(
                part for part in narrowed if part is not None and self.holds_part(part, setup)
            )
        return found

    def holds_part(self, setup: LazySetup, whole: LazySetup) -> bool:
        """:meth:`holds` for ``setup``, a part of ``whole`` (a split): true at once when a
        world known to lie in ``whole`` lies in ``setup`` too. A split's parts partition the
        whole, so one of them holds that world and only the others are searched (the walk of
        Night 1 at eight players splits some 13,000 times). The world found is not kept as
        ``setup``'s :meth:`witness`, which stays the search's first, as leaves show it.
        Before a search, the worlds the last searches found are tried too: a walk's splits
        narrow the setups it searched a moment before, and a world found there often lies in
        the part (fifteen players, seed 7, Night 1: 3,774 of some 6,000 searches that found a
        world had one of the last eight in the part)."""
        known = self._known.get(whole) or self._some.get(whole)
        if known is None or not self._lies_in(known, setup):
            searched = self._known.get(setup, self)  # one hash of the setup, not two
            if searched is not self:
                return searched is not None  # searched before: nothing to try
            known = next((w for w in reversed(self._recent) if self._lies_in(w, setup)), None)
            if known is None:
                return self.holds(setup)
        if len(self._some) > SETUPS_KEPT:
            self._some.clear()
        self._some[setup] = known
        return True

    def known_world(self, setup: LazySetup) -> tuple[str, ...] | None:
        """An initial world already known to lie in ``setup`` (its :meth:`witness`, or one
        :meth:`holds_part` met), without a search; None when none is known."""
        return self._known.get(setup) or self._some.get(setup)

    def lies_in(self, tokens: tuple[str, ...], setup: LazySetup) -> bool:
        """Whether ``tokens``, an initial world some search of these facts found, lies in
        ``setup``: true proves :meth:`holds` without a search (false proves nothing)."""
        return self._lies_in(tokens, setup)

    def _lies_in(self, tokens: tuple[str, ...], setup: LazySetup) -> bool:
        """Whether the initial world ``tokens`` (valid for these facts) lies in ``setup``:
        each seat's token among its candidates, and each character a decided mark or the
        facts need in play held as such by some seat (stricter than :meth:`_search`, which
        also takes an evil seat's believed character)."""
        if not all(map(frozenset.__contains__, setup.cands, tokens)):  # every split asks
            return False
        need = self._required | {c for c, seat in setup.marks if seat is not None}
        return need.issubset(tokens)

    def witness(self, setup: LazySetup) -> tuple[str, ...] | None:
        """One initial world's tokens within ``setup`` (None: there is none)."""
        known = self._known.get(setup, self)  # one hash of the setup, not two
        if known is not self:
            return known  # type: ignore[return-value]
        if len(self._known) > SETUPS_KEPT:
            self._known.clear()
        need = {c for c, seat in setup.marks if seat is not None}
        if self._narrows_empty(setup.cands, need):
            self._known[setup] = None
            return None
        found = self._search(setup)
        self._known[setup] = found
        if found is None:
            self._empty.append((setup.cands, need))
            del self._empty[:-EMPTY_KEPT]
        else:
            recent = self._recent
            if found in recent:
                recent.remove(found)
            recent.append(found)
            del recent[:-RECENT_KEPT]
        return found

    def _narrows_empty(self, cands: tuple[frozenset[str], ...], need: set[str]) -> bool:
        """Whether a setup with these candidates, needing these characters (its marks'),
        holds no world because a setup a recent search found empty is wider: each seat's
        candidates a subset of that one's, and every character that one needed needed here
        too. :meth:`_search` reads only the candidates and the needed characters, and every
        world it could fill here it could fill there. A walk asks the same empty part (a
        seat's Drunk half, a holder's token) again in each narrower setup its splits make
        (fifteen players, seed 7, Night 1: 2,011 of 4,745 empty searches within the last
        eight, 2,877 within the last 64)."""
        return any(
            needed <= need and all(map(frozenset.issubset, cands, wider))
            for wider, needed in reversed(self._empty)
        )

    def _search(self, setup: LazySetup) -> tuple[str, ...] | None:
        script, facts, cands = self.script, self.facts, setup.cands
        n = facts.n
        need = set(self._required) | {c for c, seat in setup.marks if seat is not None}
        if any(not any(c in options for options in cands) for c in need):
            return None
        evil = sorted(facts.evil)
        good = sorted((s for s in range(n) if s not in facts.evil), key=lambda s: len(cands[s]))
        pause = pause_point()
        for in_play, t, o in self._compositions:
            pool = [m for m in script.minions if m not in self._modifiers or m in in_play]
            if len(pool) < len(evil) - 1:
                continue
            for demon_seat in evil if facts.demon is None else [facts.demon]:
                minion_seats = [s for s in evil if s != demon_seat]
                # the Minions each seat may hold, in the pool's order: their product without
                # repeats is the pool's permutations that the seats allow, in the same order,
                # without listing the others (at ten players 12 a Demon, most refused)
                held = [[m for m in pool if m in cands[s]] for s in minion_seats]
                for demon in script.demons:
                    if demon not in cands[demon_seat]:
                        continue
                    for minions in itertools.product(*held):
                        pause()
                        chosen = set(minions)
                        if len(chosen) < len(minions) or not in_play <= chosen:
                            continue
                        tokens: list[str] = [""] * n
                        tokens[demon_seat] = demon
                        for seat, m in zip(minion_seats, minions, strict=True):
                            tokens[seat] = m
                        if self._filled(cands, good, tokens, t, o, need):
                            return tuple(tokens)
        return None

    def _filled(
        self,
        cands: tuple[frozenset[str], ...],
        good: list[Seat],
        tokens: list[str],
        t: int,
        o: int,
        need: set[str],
    ) -> bool:
        """:meth:`_fill`, remembered by everything it reads: the good seats in ``good``'s
        order and their candidates, the counts, the characters the tokens already placed
        believe (the evil seats': its ``used`` at the start) and the needed characters they
        leave missing. It reads nothing else of ``cands``, ``tokens`` nor ``need``, so an
        equal key fills the good seats alike. A split of an evil seat (a Minion seat that may
        or may not droison, asked by every droison check of Night 1) leaves the good seats'
        candidates as they were, and two orders of the same Minions over their seats place
        the same characters: their fills are the whole's (fifteen players, seed 7, Night 1:
        3,758 of 5,953 fills asked again, 1,378 of them within one empty search)."""
        placed = frozenset(token_believed(token) for token in tokens if token)
        key = (
            tuple(good),
            tuple(cands[seat] for seat in good),
            t,
            o,
            placed,
            frozenset(c for c in need if c not in placed),
        )
        found = self._fills.get(key, self)  # one hash of the key, not two
        if found is self:
            if len(self._fills) > FILLS_KEPT:
                self._fills.clear()
            filled = self._fill(cands, good, tokens, t, o, need)
            self._fills[key] = tuple(tokens[seat] for seat in good) if filled else None
            return filled
        if found is None:
            return False
        assert isinstance(found, tuple)
        for seat, token in zip(good, found, strict=True):
            tokens[seat] = token
        return True

    def _options(self, cands: frozenset[str]) -> _Options:
        """A good seat's candidates as :meth:`_fill` reads them, remembered per set (a walk
        asks of the same seats' sets again and again)."""
        found = self._seen.get(cands)
        if found is None:
            if len(self._seen) > OPTIONS_KEPT:
                self._seen.clear()
            order = tuple(
                (
                    token,
                    token_believed(token),
                    is_drunk_token(token),
                    self._kinds[token] is Kind.TOWNSFOLK,
                )
                for token in sorted(cands)
            )
            found = self._seen[cands] = _Options(
                order,
                frozenset(token for token, _, drunk, townsfolk in order if townsfolk and not drunk),
                frozenset(
                    token for token, _, drunk, townsfolk in order if not townsfolk and not drunk
                ),
                frozenset(family for _, family, drunk, _ in order if drunk),
            )
        return found

    def _fill(
        self,
        cands: tuple[frozenset[str], ...],
        good: list[Seat],
        tokens: list[str],
        t: int,
        o: int,
        need: set[str],
    ) -> bool:
        """Fill the good seats (in ``good``'s order) with ``t`` Townsfolk and ``o`` Outsider
        tokens, each character once, one Drunk at most, every needed token placed."""
        used = {token_believed(tokens[s]) for s in range(len(tokens)) if tokens[s]}
        missing = {c for c in need if c not in used}
        kinds = self._kinds
        options = [self._options(cands[seat]) for seat in good]
        state = {"tf": 0, "out": 0, "drunk": False, "failed": False}
        again: list[Callable[[int], bool]] = []
        pause = pause_point()

        def supplied(i: int) -> bool:
            """Whether the seats from ``good[i]`` on may still take what is owed, by counts:
            each seat some token, enough of them a Townsfolk and an Outsider for the counts
            left, and each missing token a seat that may hold it. False only where no fill
            is (so the fill found, the first in ``good``'s order, is the same with it)."""
            rest = len(good) - i
            spare_tf, spare_out = t - state["tf"], o - state["out"]
            drunk_free = not state["drunk"]
            tf_seats = out_seats = 0
            tf_left: set[str] = set()
            out_left: set[str] = set()
            drunk_left = False
            for j in range(i, len(good)):
                held = options[j]
                tf_ok = spare_tf > 0 and not held.townsfolk <= used
                drunk_ok = drunk_free and not held.drunks <= used
                out_ok = spare_out > 0 and (not held.outsiders <= used or drunk_ok)
                if not (tf_ok or out_ok):
                    return False
                tf_seats += tf_ok
                out_seats += out_ok
                tf_left |= held.townsfolk
                out_left |= held.outsiders
                drunk_left = drunk_left or drunk_ok
            if tf_seats < rest - spare_out or out_seats < rest - spare_tf:
                return False
            # the seats left that the Outsiders' count cannot take are Townsfolk, each its own
            # family, unused so far, that some seat left may hold; likewise the Outsiders
            # (a Drunk's token counting once, if none is placed yet)
            if len(tf_left - used) < rest - spare_out:
                return False
            if len(out_left - used) + drunk_left < rest - spare_tf:
                return False
            tf_owed = out_owed = 0
            for token in missing:
                if token_believed(token) in used or not any(
                    token in cands[seat] for seat in good[i:]
                ):
                    return False
                if kinds[token] is Kind.TOWNSFOLK:
                    tf_owed += 1
                else:
                    out_owed += 1
            return tf_owed <= spare_tf and out_owed <= spare_out

        def place(i: int) -> bool:
            # a fill with no world to find would try every token of every good seat (979,882
            # placements at eight players with no Outsider possible): the counts of
            # :func:`supplied` cut a branch once the seats left cannot take what is owed. They
            # are read at the root and, once a branch has failed, at every node: a fill that
            # succeeds at its first try (most of a game's) pays one count, not one a seat
            pause()
            if i == len(good):
                return not missing
            rest = len(good) - i
            if len(missing) > rest:
                return False
            if (i == 0 or state["failed"]) and not supplied(i):
                return False
            seat = good[i]
            for token, family, drunk, townsfolk in options[i].order:
                if family in used or (drunk and state["drunk"]):
                    continue
                if townsfolk and state["tf"] >= t:
                    continue
                if not townsfolk and state["out"] >= o:
                    continue
                key = "tf" if townsfolk else "out"
                state[key] += 1
                used.add(family)
                state["drunk"] = state["drunk"] or drunk
                removed = token in missing
                missing.discard(token)
                tokens[seat] = token
                if again[0](i + 1):
                    return True
                state["failed"] = True
                tokens[seat] = ""
                if removed:
                    missing.add(token)
                if drunk:
                    state["drunk"] = False
                used.discard(family)
                state[key] -= 1
            return False

        # the recursion goes through ``again``, emptied at the end: a closure naming itself
        # is a reference cycle, one per fill left to the collector (an 8-player game's
        # 6,000 fills made most of its cyclic garbage)
        again.append(place)
        try:
            return place(0)
        finally:
            again.clear()
