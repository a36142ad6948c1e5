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
    base_counts,
    compositions,
    is_drunk_token,
    token_believed,
    token_character,
)
from engine.clocktower.text import Seat
from engine.clocktower.world import History, Inconsistent, Leaf, NeedChoice, World


@dataclass(frozen=True, slots=True)
class SetupRules:
    """The combinatorial rules every complete setup obeys."""

    script: Script
    n: int
    evil: frozenset[Seat]
    bluffs: tuple[str, ...] | None


def _kind(script: Script, token: str) -> Kind:
    return script.kind(token_character(token))


def completions(
    rules: SetupRules, cands: Sequence[frozenset[str]], limit: int | None = None
) -> Iterator[tuple[str, ...]]:
    """Every full token assignment within ``cands`` that is a valid setup (up to ``limit``)."""
    script, n = rules.script, rules.n
    feasible = {baron: (t, o) for baron, t, o in compositions(script, n)}
    if not feasible:
        return
    minions = base_counts(n)[2]
    evil_seats = sorted(rules.evil, key=lambda s: len(cands[s]))
    good_seats = sorted((s for s in range(n) if s not in rules.evil), key=lambda s: len(cands[s]))
    order = evil_seats + good_seats
    assignment: list[str] = [""] * n
    used: set[str] = set()
    found = 0
    bluff_set = set(rules.bluffs or ())
    need_bluffs = n >= BLUFF_MIN_PLAYERS
    good_chars = [*script.townsfolk, *script.outsiders]

    def final_check() -> bool:
        in_play = {token_character(t) for t in assignment}
        believed = [token_believed(t) for t in assignment if is_drunk_token(t)]
        for b in believed:
            if b in in_play or b in bluff_set:
                return False
        if need_bluffs and rules.bluffs is None:
            spare = [c for c in good_chars if c not in in_play and c not in believed]
            if len(spare) < 3:
                return False
        return True

    def walk(i: int, tf: int, out: int, target: tuple[int, int] | None) -> Iterator[None]:
        nonlocal found
        if i == len(order):
            if target is not None and (tf, out) != target:
                return
            if final_check():
                yield None
            return
        if i == len(evil_seats):
            baron = "baron" in used
            if baron not in feasible:
                return
            target = feasible[baron]
            demons = sum(1 for t in assignment if t and _kind(script, t) is Kind.DEMON)
            if demons != 1 or len(evil_seats) != minions + 1:
                return
        seat = order[i]
        if target is not None:
            rest = order[i:]
            need_tf, need_out = target[0] - tf, target[1] - out
            if need_tf < 0 or need_out < 0:
                return
            if (
                sum(
                    1
                    for s in rest
                    if any(
                        _kind(script, t) is Kind.TOWNSFOLK
                        and t not in used
                        and t == token_character(t)
                        for t in cands[s]
                    )
                )
                < need_tf
            ):
                return
            if (
                sum(1 for s in rest if any(_kind(script, t) is Kind.OUTSIDER for t in cands[s]))
                < need_out
            ):
                return
        for token in sorted(cands[seat]):
            character = token_character(token)
            if character in used:
                continue
            kind = _kind(script, token)
            used.add(character)
            assignment[seat] = token
            yield from walk(
                i + 1,
                tf + (kind is Kind.TOWNSFOLK),
                out + (kind is Kind.OUTSIDER),
                target,
            )
            used.discard(character)
            assignment[seat] = ""

    for _ in walk(0, 0, 0, None):
        yield tuple(assignment)
        found += 1
        if limit is not None and found >= limit:
            return


def first_completion(rules: SetupRules, cands: Sequence[frozenset[str]]) -> tuple[str, ...] | None:
    """One valid completion of ``cands``, or None."""
    return next(completions(rules, cands, limit=1), None)


def rules_of(history: History) -> SetupRules:
    """The setup rules of a history."""
    return SetupRules(history.script, history.n, history.evil, history.bluffs)


def explore(history: History) -> Iterator[Leaf]:
    """Every leaf of ``history``, in canonical (choice-path) order."""
    rules = rules_of(history)
    stack: list[tuple[object, ...]] = [()]
    while stack:
        path = stack.pop()
        try:
            world = World(history, path)
            world.run()
        except NeedChoice as choice:
            stack.extend((*path, option) for option in reversed(choice.options))
            continue
        except Inconsistent:
            continue
        witness = first_completion(rules, world.cands)
        if witness is not None:
            yield world.leaf(witness)


class Solver:
    """Answers every question of the game about a history (possible, certain, per-seat sets).

    ``leaves`` may be replaced (the enumeration oracle does) so that both implementations
    answer the same questions through the same code.
    """

    name = "search"

    def leaves(self, history: History) -> Iterator[Leaf]:
        """Every leaf of ``history``."""
        return explore(history)

    def possible(self, history: History) -> bool:
        """Whether some world of ``history`` exists."""
        return next(iter(self.leaves(history)), None) is not None

    def exists(self, history: History, predicate: Callable[[Leaf], bool]) -> bool:
        """Whether some leaf of ``history`` satisfies ``predicate``."""
        return any(predicate(leaf) for leaf in self.leaves(history))

    def token_options(self, history: History, leaves: Sequence[Leaf]) -> list[set[str]]:
        """Per seat, every token it holds in some world of ``leaves``."""
        rules = rules_of(history)
        options: list[set[str]] = [set() for _ in range(history.n)]
        for leaf in leaves:
            for seat, token in enumerate(leaf.witness):
                options[seat].add(token)
        for leaf in leaves:
            for seat in range(history.n):
                for token in sorted(leaf.cands[seat] - options[seat]):
                    if token in options[seat]:
                        continue
                    cands = list(leaf.cands)
                    cands[seat] = frozenset((token,))
                    found = first_completion(rules, cands)
                    if found is not None:
                        for other, t in enumerate(found):
                            options[other].add(t)
        return options

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
        total = 0
        for leaf in leaves:
            for setup in completions(rules, leaf.cands, limit=cap):
                herrings = len(leaf.red_herring) if "fortune_teller" in setup else 1
                total += herrings
                if total > cap:
                    return None
        return total
