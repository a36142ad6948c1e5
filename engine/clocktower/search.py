"""The exact solver: a depth-first search over worlds (see world.py) with lazy setups.

``explore(history)`` yields every leaf: a finished simulation whose open token sets have at least
one valid completion (spec S2, R1, V2). Leaves are disjoint and together hold every world of the
history, so "possible" is "some leaf", and "true in every world" is "no leaf (or completion)
against it". Nothing is sampled.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from engine.clocktower.script import (
    BLUFF_MIN_PLAYERS,
    Kind,
    Script,
    compositions,
    is_drunk_token,
    setup_modifiers,
    token_believed,
    token_character,
)
from engine.clocktower.text import Seat
from engine.clocktower.world import (
    History,
    Inconsistent,
    Leaf,
    NeedChoice,
    TimeKey,
    World,
    herring_holders,
)
from engine.core.pause import pause_point


@dataclass(frozen=True, slots=True)
class SetupRules:
    """The combinatorial rules every complete setup obeys."""

    script: Script
    n: int
    evil: frozenset[Seat]
    bluffs: tuple[str, ...] | None


def _kind(script: Script, token: str) -> Kind:
    return script.kind(token_character(token))


@dataclass(frozen=True, slots=True)
class _TokenInfo:
    character: str
    family: str
    kind: Kind
    drunk: bool


def _token_info(script: Script) -> dict[str, _TokenInfo]:
    info = {}
    for token in (*script.good_tokens(), *script.evil_tokens()):
        info[token] = _TokenInfo(
            token_character(token),
            token_believed(token),
            script.kind(token_character(token)),
            is_drunk_token(token),
        )
    return info


_INFO_CACHE: dict[Script, dict[str, _TokenInfo]] = {}


def completions(
    rules: SetupRules, cands: Sequence[frozenset[str]], limit: int | None = None
) -> Iterator[tuple[str, ...]]:
    """Every full token assignment within ``cands`` that is a valid setup (up to ``limit``).

    Tokens of one *family* (X and drunk(X)) exclude each other: X is in play once, and a Drunk
    believes a character out of play. One Drunk at most, exactly one Demon, and the counts of
    spec S2 with the setup modifiers of the Minions in play.
    """
    script, n = rules.script, rules.n
    info = _INFO_CACHE.get(script)
    if info is None:
        info = _INFO_CACHE[script] = _token_info(script)
    feasible = {in_play: (t, o) for in_play, t, o in compositions(script, n)}
    modifiers = tuple(setup_modifiers(script))
    if not feasible:
        return
    evil_seats = sorted(rules.evil, key=lambda s: len(cands[s]))
    good_seats = sorted((s for s in range(n) if s not in rules.evil), key=lambda s: len(cands[s]))
    order = evil_seats + good_seats
    sorted_cands = [sorted(cands[s]) for s in range(n)]
    assignment: list[str] = [""] * n
    families: set[str] = set()
    state = {"drunk": False}
    need_bluffs = n >= BLUFF_MIN_PLAYERS and rules.bluffs is None
    good_chars = [*script.townsfolk, *script.outsiders]
    pause = pause_point()

    def bluffs_ok() -> bool:
        if not need_bluffs:
            return True
        spare = sum(1 for c in good_chars if c not in families and c != "drunk")
        if "drunk" in good_chars and not state["drunk"]:
            spare += 1
        return spare >= 3

    def usable(seat: Seat, kind: Kind) -> bool:
        for token in sorted_cands[seat]:
            ti = info[token]
            if ti.kind is kind and ti.family not in families and not (ti.drunk and state["drunk"]):
                return True
        return False

    def enough_families(rest: Sequence[Seat], need_tf: int, need_out: int) -> bool:
        """Whether the seats left can still hold as many different Townsfolk and Outsiders as
        the counts need: each character is in play once, so seats alone are not enough (a
        bluffed Outsider can leave fewer Outsider characters than Outsider seats, and without
        this bound the walk tries every arrangement of the good seats before giving up)."""
        townsfolk: set[str] = set()
        outsiders: set[str] = set()
        drunk_free = not state["drunk"] and "drunk" not in families
        for seat in rest:
            for token in sorted_cands[seat]:
                ti = info[token]
                if ti.family in families:
                    continue
                if ti.drunk:
                    if drunk_free:
                        outsiders.add("drunk")
                elif ti.kind is Kind.TOWNSFOLK:
                    townsfolk.add(ti.family)
                elif ti.kind is Kind.OUTSIDER:
                    outsiders.add(ti.family)
        return len(townsfolk) >= need_tf and len(outsiders) >= need_out

    def walk(i: int, tf: int, out: int, target: tuple[int, int] | None) -> Iterator[None]:
        pause()
        if i == len(evil_seats):
            in_play = frozenset(m for m in modifiers if m in families)
            if in_play not in feasible:
                return
            target = feasible[in_play]
            if sum(1 for s in evil_seats if info[assignment[s]].kind is Kind.DEMON) != 1:
                return
        if i == len(order):
            if target is not None and (tf, out) == target and bluffs_ok():
                yield None
            return
        if target is not None:
            need_tf, need_out = target[0] - tf, target[1] - out
            if need_tf < 0 or need_out < 0:
                return
            rest = order[i:]
            if sum(1 for s in rest if usable(s, Kind.TOWNSFOLK)) < need_tf:
                return
            if sum(1 for s in rest if usable(s, Kind.OUTSIDER)) < need_out:
                return
            if not enough_families(rest, need_tf, need_out):
                return
        seat = order[i]
        for token in sorted_cands[seat]:
            ti = info[token]
            if ti.family in families or (ti.drunk and state["drunk"]):
                continue
            if ti.drunk and "drunk" in families:
                continue
            families.add(ti.family)
            if ti.drunk:
                state["drunk"] = True
                families.add("drunk")
            assignment[seat] = token
            yield from walk(
                i + 1, tf + (ti.kind is Kind.TOWNSFOLK), out + (ti.kind is Kind.OUTSIDER), target
            )
            families.discard(ti.family)
            if ti.drunk:
                state["drunk"] = False
                families.discard("drunk")
            assignment[seat] = ""

    for found, _ in enumerate(walk(0, 0, 0, None), start=1):
        yield tuple(assignment)
        if limit is not None and found >= limit:
            return


def first_completion(rules: SetupRules, cands: Sequence[frozenset[str]]) -> tuple[str, ...] | None:
    """One valid completion of ``cands``, or None."""
    return next(completions(rules, cands, limit=1), None)


def rules_of(history: History) -> SetupRules:
    """The setup rules of a history."""
    return SetupRules(history.script, history.n, history.evil, history.bluffs)


_STATES: dict[History, list[tuple[World, tuple[str, ...]]]] = {}
STATE_CACHE_LIMIT = 20_000
"""How many histories' world states are remembered before the cache is emptied (the
enumeration oracle, with one history per setup, raises it in tests)."""
EXISTS_KEPT = 20_000
"""How many answers of a solver's questions (a history and a key each) it remembers before
it empties its memo."""


def _states(history: History) -> list[tuple[World, tuple[str, ...]]]:
    """Every finished world state of ``history`` with a witness (remembered: the committed
    past is shared by every question asked during a night)."""
    found = _STATES.get(history)
    if found is None:
        found = list(_continue(history))
        if len(_STATES) > STATE_CACHE_LIMIT:
            _STATES.clear()
        _STATES[history] = found
    return found


def _continue(history: History) -> Iterator[tuple[World, tuple[str, ...]]]:
    """Worlds of ``history``: the remembered worlds of its past, each run on through the last
    phase along every choice path (depth first, options in order)."""
    rules = rules_of(history)
    if not history.phases:
        try:
            world = World(history, ())
        except Inconsistent:
            return
        witness = first_completion(rules, world.cands)
        if witness is not None:
            yield world, witness
        return
    last = history.phases[-1]
    pause = pause_point()
    for base, _ in _states(history.before_last()):
        stack: list[tuple[object, ...]] = [()]
        while stack:
            pause()
            path = stack.pop()
            world = base.clone(history, path)
            try:
                world.narrow(last)
                world.run_phase(last)
            except NeedChoice as choice:
                stack.extend((*path, option) for option in reversed(choice.options))
                continue
            except Inconsistent:
                continue
            witness = first_completion(rules, world.cands)
            if witness is not None:
                yield world, witness


def explore(history: History) -> Iterator[Leaf]:
    """Every leaf of ``history``, in canonical (choice-path) order."""
    for world, witness in _continue(history):
        yield world.leaf(witness)


@dataclass(frozen=True, slots=True)
class PromptFacts:
    """What the prompts (O1) ask of every world of a history, per seat: the characters its
    tokens make it believe it is, whether every token it holds is a Minion's, and what it has
    become (None: still its own). A set may stop growing at two members (the prompts only ask
    whether it has exactly one; ``became`` also once it holds None)."""

    believed: tuple[frozenset[str], ...]
    minion_only: tuple[bool, ...]
    became: tuple[frozenset[str | None], ...]


@dataclass(frozen=True, slots=True)
class Fate:
    """What a commit point reads of one world state of a history: who is alive, when the
    game ended in it (None: running) and who won."""

    alive: tuple[bool, ...]
    ended: TimeKey | None
    winner: str | None


class Solver:
    """Answers every question of the game about a history (possible, certain, per-seat sets).

    ``leaves`` may be replaced (the enumeration oracle does) so that both implementations
    answer the same questions through the same code.
    """

    name = "search"

    def __init__(self) -> None:
        self._all: dict[History, list[Leaf]] = {}
        self._exists: dict[tuple[History, object], bool] = {}

    def leaves(self, history: History) -> Iterator[Leaf]:
        """Every leaf of ``history``."""
        return explore(history)

    def all_leaves(self, history: History) -> list[Leaf]:
        """Every leaf of ``history`` as a list (remembered: a history never changes)."""
        found = self._all.get(history)
        if found is None:
            if len(self._all) > 256:
                self._all.clear()
            found = self._all[history] = list(self.leaves(history))
        return found

    def plain_leaves(self, history: History) -> list[Leaf]:
        """Every leaf of ``history``, in :meth:`all_leaves`' order, for a reader of neither
        ``poisoned`` nor ``notes`` (the prompts' facts, the untold swaps): a solver may leave
        both empty, only the grimoire reads them. Here :meth:`all_leaves` itself."""
        return self.all_leaves(history)

    def fates(self, history: History) -> list[Fate]:
        """Every world state's :class:`Fate` (one per leaf of :meth:`all_leaves`): the deaths
        and the end check of a commit point (E2, Law 4) read nothing else of them."""
        return [Fate(leaf.alive, leaf.ended, leaf.winner) for leaf in self.all_leaves(history)]

    def possible(self, history: History) -> bool:
        """Whether some world of ``history`` exists."""
        return self.exists(history, "possible", lambda leaf: True)

    def possible_aside(self, history: History) -> bool:
        """:meth:`possible`, for a question asked beside the walk (whose witness, if any,
        nothing reads): a solver may look for it in an order of its own first."""
        return self.possible(history)

    def exists(self, history: History, key: object, predicate: Callable[[Leaf], bool]) -> bool:
        """Whether some leaf of ``history`` satisfies ``predicate`` (``key`` names it for the
        cache: the same key must always mean the same predicate)."""
        memo = (history, key)
        known = self._exists.get(memo)
        if known is None:
            if history in self._all:
                known = any(predicate(leaf) for leaf in self._all[history])
            else:
                known = any(predicate(leaf) for leaf in self.leaves(history))
            self._note(memo, known)
        return known

    def _note(self, memo: tuple[History, object], known: bool) -> None:
        """Remember the answer of question ``memo`` (its history and key), the memo cleared
        when it holds more than :data:`EXISTS_KEPT` (a history never changes)."""
        if len(self._exists) > EXISTS_KEPT:
            self._exists.clear()
        self._exists[memo] = known

    def refused_early(self, history: History, seat: Seat, entry: object, point: int) -> bool:
        """Whether ``seat``'s ``entry`` (put in ``history``'s last phase, a night) is proved
        to hold in no world still running at position ``point`` of that night without the
        walk; False when this solver has no such proof (the question is then asked)."""
        return False

    def refused_at_dusk(self, history: History, key: object) -> bool:
        """Whether :meth:`exists` of ``history`` and ``key`` is known to answer no without
        a walk (its answer kept, or every world at dusk proved to grow no witness); False
        when this solver has no such proof (the question is then asked)."""
        return False

    def never_unwoken(self, history: History, seat: Seat) -> bool:
        """Whether ``seat`` is proved, without the walk, to be alive at dawn in no world of
        ``history`` (its last phase a night) in which it never woke tonight; False: no such
        proof (the question is then asked)."""
        return False

    def never_wakes_after(self, history: History, seat: Seat, position: int) -> bool:
        """Whether ``seat`` is proved to wake after ``position`` of the night in no world of
        ``history`` (its last phase a night) without the walk; False: no such proof."""
        return False

    def wake_after(self, history: History, seat: Seat, position: int) -> int | None:
        """None when ``seat`` wakes after ``position`` of the night in no world of
        ``history`` (its last phase a night, ``history.track`` holding ``seat``); otherwise
        a later position such that some world wakes it there or later (the last wake of the
        first such world found, or ``position + 1`` for an answer remembered): every
        position before it is then answered too."""
        found: list[int] = []

        def later(leaf: Leaf) -> bool:
            last = max((pos for pos, _ in leaf.woke[seat]), default=-1)
            if last > position:
                found.append(last)
            return last > position

        if not self.exists(history, ("wakes_after", seat, position), later):
            return None
        return found[0] if found else position + 1

    def latest_wake(self, history: History, seat: Seat) -> int | None:
        """The last position of the night at which ``seat`` wakes in some world of
        ``history`` (its last phase a night, ``history.track`` holding ``seat``; -1: in none),
        when this solver holds every world already; None: it would have to walk them."""
        return None

    def doomed_evil_win(self, history: History) -> bool:
        """The doomed-world rule at the end of a day (addendum E3): script 1 has none."""
        return False

    def forced_wake(self, history: History, seat: Seat) -> str | None:
        """The character ``seat`` wakes as first in every world of ``history``, if it wakes
        in every world (O2; ``history.track`` must hold ``seat``)."""
        forced: set[tuple[int, str]] | None = None
        for leaf in self.leaves(history):
            forced = set(leaf.woke[seat]) if forced is None else forced & set(leaf.woke[seat])
            if not forced:
                return None
        return min(forced)[1] if forced else None

    def forced_kind(self, history: History, seat: Seat) -> Kind | None:
        """The kind of character ``seat`` wakes as in every world of ``history`` (spec N17;
        ``history.track`` must hold ``seat``): the earliest in :class:`Kind`'s order when
        several are (never in script 2), None when none is."""
        kinds: set[Kind] | None = None
        for leaf in self.leaves(history):  # wakes only: no droisoning per world
            woke = {history.script.kind(character) for _, character in leaf.woke[seat]}
            kinds = woke if kinds is None else kinds & woke
            if not kinds:
                return None
        return next((kind for kind in Kind if kind in kinds), None) if kinds else None

    def prompt_facts(self, history: History) -> PromptFacts:
        """The facts the prompts read, over every world of ``history`` (exact sets here):
        the leaves' witnesses, setups and characters now, never their droisoning nor notes."""
        leaves = self.plain_leaves(history)
        options = self.token_options(history, leaves)
        script = history.script
        return PromptFacts(
            believed=tuple(frozenset(token_believed(t) for t in o) for o in options),
            minion_only=tuple(all(_kind(script, t) is Kind.MINION for t in o) for o in options),
            became=tuple(frozenset(leaf.current[s] for leaf in leaves) for s in range(history.n)),
        )

    def token_options(self, history: History, leaves: Sequence[Leaf]) -> list[set[str]]:
        """Per seat, every token it holds in some world of ``leaves``: the leaves' witnesses,
        then, for each token a class of worlds allows that no witness shows yet (nor
        :meth:`held_nowhere` rules out), one world of the class with that token pinned
        (:meth:`witness_classes` finds it), whose every seat's token counts too."""
        options: list[set[str]] = [set() for _ in range(history.n)]
        for leaf in leaves:
            for seat, token in enumerate(leaf.witness):
                options[seat].add(token)
        held_nowhere = self.held_nowhere(history, leaves)
        failed: list[set[str]] = [set() for _ in range(history.n)]
        unheld: list[set[str]] = [set() for _ in range(history.n)]
        for cands, pinned in self.witness_classes(history, leaves):
            for seat in range(history.n):
                for token in sorted(cands[seat] - options[seat] - unheld[seat]):
                    if token in options[seat]:
                        continue  # an earlier witness of this class showed it
                    found = pinned(seat, token)
                    if found is not None:
                        for other, t in enumerate(found):
                            options[other].add(t)
                    elif token not in failed[seat]:
                        # asked once, after a first class without it: where no world has
                        # it, no later class needs a search of its own
                        failed[seat].add(token)
                        if held_nowhere(seat, token):
                            unheld[seat].add(token)
        return options

    def held_nowhere(self, history: History, leaves: Sequence[Leaf]) -> Callable[[Seat, str], bool]:
        """A proof that no world of ``leaves`` gives a seat a token, asked by
        :meth:`token_options` once per seat and token a class has just been searched for in
        vain; true spares every later class its search (here it proves nothing)."""
        return lambda seat, token: False

    def witness_classes(
        self, history: History, leaves: Sequence[Leaf]
    ) -> Iterator[tuple[Sequence[frozenset[str]], Callable[[Seat, str], tuple[str, ...] | None]]]:
        """The classes of worlds ``leaves`` stand for, each as its per-seat token sets and a
        finder of one of its worlds with a seat's token pinned (None: none has it). Here a
        leaf's candidate sets, completed by the setup rules."""
        rules = rules_of(history)
        for leaf in leaves:

            def pinned(
                seat: Seat, token: str, cands: Sequence[frozenset[str]] = leaf.cands
            ) -> tuple[str, ...] | None:
                narrowed = list(cands)
                narrowed[seat] = frozenset((token,))
                return first_completion(rules, narrowed)

            yield leaf.cands, pinned

    def in_play_somewhere_without(
        self, history: History, leaves: Sequence[Leaf], character: str
    ) -> bool:
        """Whether some world of ``leaves`` has ``character`` out of play."""
        rules = rules_of(history)
        for leaf in leaves:
            cands = [frozenset(t for t in c if token_character(t) != character) for c in leaf.cands]
            if all(cands) and first_completion(rules, cands) is not None:
                return True
        return False

    def count(self, history: History, leaves: Sequence[Leaf], cap: int = 100_000) -> int | None:
        """How many worlds ``leaves`` hold (setups times red herrings), or None past ``cap``."""
        rules = rules_of(history)
        holders = herring_holders(history.script)
        total = 0
        for leaf in leaves:
            for setup in completions(rules, leaf.cands, limit=cap):
                herrings = len(leaf.red_herring) if holders.intersection(setup) else 1
                total += herrings
                if total > cap:
                    return None
        return total
