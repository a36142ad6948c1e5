"""Initial worlds of a script with setup marks and setup knowledge (addendum S8, V6, V7).

Script 2's setup is more than tokens: a character may bring a *setup mark* (one seat fixed at
setup, as the faux paw and the puzzle-drunk), and evil players may *learn at setup* that a
character is in play (``setup damsel``), which once accepted holds in every world and, once
the setup resolves without one, is ruled out in every world. This module lists the initial
worlds explicitly (the enumeration side: small games and tests) and answers the
composition-level questions cheaply at every size.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import Script, compositions, drunk_token, setup_modifiers
from engine.clocktower.text import Seat


@dataclass(frozen=True, slots=True)
class SetupWorld:
    """One initial world: every seat's token and every setup mark's seat."""

    tokens: tuple[str, ...]
    marks: tuple[tuple[str, Seat], ...] = ()
    """(character id of the mark, marked seat), in script order."""

    def mark(self, character: str) -> Seat | None:
        """The seat ``character``'s mark is on, or None when that character is not in play."""
        return dict(self.marks).get(character)

    def marks_seat(self, character: str, seat: Seat) -> bool:
        """Whether ``character``'s mark is on ``seat``."""
        return self.mark(character) == seat


@dataclass(frozen=True, slots=True)
class SetupFacts:
    """What is committed about the setup: the evil roll, the Demon line, the bluffs, and
    which learnable characters are known in play (True) or ruled out (False)."""

    n: int
    evil: frozenset[Seat]
    demon: Seat | None = None
    bluffs: tuple[str, ...] = ()
    learned: Mapping[str, bool] | None = None

    def known(self, character: str) -> bool | None:
        """Whether ``character`` is committed in play (True), out (False), or open (None)."""
        return None if self.learned is None else self.learned.get(character)


def _pool_ok(script: Script, facts: SetupFacts, t: int, o: int) -> bool:
    """Whether the counts can be filled given the bluffs and the setup knowledge."""
    outsiders = [c for c in script.outsiders if c not in facts.bluffs]
    required = [c for c in script.outsiders if facts.known(c) is True]
    if any(c in facts.bluffs for c in required):
        return False
    outsiders = [c for c in outsiders if facts.known(c) is not False]
    townsfolk = [c for c in script.in_play_townsfolk if c not in facts.bluffs]
    if len(required) > o or len(outsiders) < o or len(townsfolk) < t:
        return False
    # a Drunk needs a Townsfolk out of play to believe, unless another Outsider fills its place
    others = [c for c in outsiders if c != "drunk"]
    return len(others) >= o or len(townsfolk) > t


def feasible_compositions(
    script: Script, facts: SetupFacts
) -> tuple[tuple[frozenset[str], int, int], ...]:
    """The compositions of :func:`compositions` that the committed facts leave possible."""
    return tuple(
        (in_play, t, o)
        for in_play, t, o in compositions(script, facts.n)
        if _pool_ok(script, facts, t, o)
    )


def _mark_seats(kind: str, own: Seat, good: list[Seat], n: int) -> list[Seat]:
    if kind == "good":
        return good
    return [s for s in range(n) if s != own]


def _with_marks(script: Script, tokens: tuple[str, ...], good: list[Seat]) -> Iterator[SetupWorld]:
    """Every choice of the setup marks of the characters really in play."""
    held = {t: s for s, t in enumerate(tokens)}
    marked = [
        (c, _mark_seats(kind, held[c], good, len(tokens)))
        for c in script.characters
        if c in held and (kind := REGISTRY[c].setup_mark) is not None
    ]
    names = [c for c, _ in marked]
    for seats in itertools.product(*(options for _, options in marked)):
        yield SetupWorld(tokens, tuple(zip(names, seats, strict=True)))


def _arrangements(
    seats: list[Seat], tokens: list[str], ok: Callable[[Seat, str], bool]
) -> Iterator[tuple[str, ...]]:
    """The orders of ``tokens`` over ``seats`` that ``ok`` allows, in the order of
    :func:`itertools.permutations` (so the worlds come in the same order as before), built
    seat by seat: a refused token cuts every order that would put it there, instead of
    listing the factorially many orders and filtering them."""
    chosen: list[str] = []
    used = [False] * len(tokens)

    def place(position: int) -> Iterator[tuple[str, ...]]:
        if position == len(seats):
            yield tuple(chosen)
            return
        seat = seats[position]
        for index, token in enumerate(tokens):
            if used[index] or not ok(seat, token):
                continue
            used[index] = True
            chosen.append(token)
            yield from place(position + 1)
            chosen.pop()
            used[index] = False

    yield from place(0)


def initial_worlds(
    script: Script, facts: SetupFacts, allowed: Callable[[Seat, str], bool] | None = None
) -> Iterator[SetupWorld]:
    """Every initial world of a quantum game (S8): valid counts, evil seats as rolled, the
    Atheist (and anything never in play) at no seat, bluffs held and believed by no one, the
    learnable characters as committed, every setup mark. ``allowed(seat, token)`` narrows
    the tokens a seat may hold (a caller's pins; every world it drops is one it rejects)."""
    ok = allowed or (lambda seat, token: True)
    n = facts.n
    evil = sorted(facts.evil)
    good = [s for s in range(n) if s not in facts.evil]
    modifiers = setup_modifiers(script)
    bluffed = set(facts.bluffs)
    for in_play, t, o in feasible_compositions(script, facts):
        minion_pool = [m for m in script.minions if m not in modifiers or m in in_play]
        if len(minion_pool) < len(evil) - 1:
            continue
        townsfolk = [c for c in script.in_play_townsfolk if c not in bluffed]
        outsiders = [
            c for c in script.outsiders if c not in bluffed and facts.known(c) is not False
        ]
        required = {c for c in script.outsiders if facts.known(c) is True}
        for demon_seat in evil if facts.demon is None else [facts.demon]:
            minion_seats = [s for s in evil if s != demon_seat]
            for demon in script.demons:
                if not ok(demon_seat, demon):
                    continue
                for minions in itertools.permutations(minion_pool, len(minion_seats)):
                    if not set(in_play) <= set(minions):
                        continue
                    if not all(ok(s, m) for s, m in zip(minion_seats, minions, strict=True)):
                        continue
                    for out_set in itertools.combinations(outsiders, o):
                        if not required <= set(out_set):
                            continue
                        for tf_set in itertools.combinations(townsfolk, t):
                            beliefs: list[str | None] = [None]
                            if "drunk" in out_set:
                                beliefs = [c for c in townsfolk if c not in tf_set]
                            for belief in beliefs:
                                good_tokens = [
                                    drunk_token(belief) if c == "drunk" and belief else c
                                    for c in (*tf_set, *out_set)
                                ]
                                for order in _arrangements(good, good_tokens, ok):
                                    tokens = [""] * n
                                    tokens[demon_seat] = demon
                                    for seat, m in zip(minion_seats, minions, strict=True):
                                        tokens[seat] = m
                                    for seat, token in zip(good, order, strict=True):
                                        tokens[seat] = token
                                    yield from _with_marks(script, tuple(tokens), good)


def learn_possible(script: Script, facts: SetupFacts, sender: Seat, character: str) -> bool:
    """Whether ``setup <character>`` from ``sender`` can be accepted now (V6): the sender must
    be a Minion (the Demon line settled), the character not bluffed, and some composition must
    hold it in play."""
    if sender not in facts.evil or sender == facts.demon or facts.demon is None:
        return False
    if character in facts.bluffs or facts.known(character) is False:
        return False
    learned = dict(facts.learned or {})
    learned[character] = True
    trial = SetupFacts(facts.n, facts.evil, facts.demon, facts.bluffs, learned)
    return bool(feasible_compositions(script, trial))
