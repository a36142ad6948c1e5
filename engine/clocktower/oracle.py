"""The test oracle: plain enumeration of every setup and red herring, one world at a time.

For tiny games only. It shares the world simulation with the solver but none of the solver's
search machinery: no lazy token sets (every seat is pinned to one token), no red herring sets
(one seat each), no setup completion (setups are listed from the counts by brute force). The
property tests compare the two on every question the game asks.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import replace

from engine.clocktower.script import (
    BLUFF_MIN_PLAYERS,
    compositions,
    drunk_token,
    setup_modifiers,
)
from engine.clocktower.search import Solver, explore
from engine.clocktower.world import History, Leaf, herring_holders


def plain_setups(history: History) -> Iterator[tuple[str, ...]]:
    """Every valid setup of ``history`` (its evil seats, demon, bluffs and pins), by brute force."""
    script, n = history.script, history.n
    evil = sorted(history.evil)
    good = [s for s in range(n) if s not in history.evil]
    pins: dict[int, frozenset[str]] = {}
    for seat, allowed in history.pins:
        pins[seat] = pins.get(seat, allowed) & allowed
    bluffs = set(history.bluffs or ())
    modifiers = setup_modifiers(script)
    for modified, t, o in compositions(script, n):
        minion_pool = [m for m in script.minions if m not in modifiers or m in modified]
        for minions in itertools.combinations(minion_pool, len(evil) - 1):
            if modified != frozenset(m for m in minions if m in modifiers):
                continue
            for evil_order in itertools.permutations([*script.demons, *minions]):
                evil_tokens = dict(zip(evil, evil_order, strict=True))
                demon = next(s for s, c in evil_tokens.items() if c in script.demons)
                if history.demon is not None and demon != history.demon:
                    continue
                for tf in itertools.combinations(script.townsfolk, t):
                    for out in itertools.combinations(script.outsiders, o):
                        in_play = set(tf) | set(out)
                        beliefs: list[str | None] = [None]
                        if "drunk" in out:
                            beliefs = [
                                x for x in script.townsfolk if x not in in_play and x not in bluffs
                            ]
                        for believed in beliefs:
                            tokens = [
                                *tf,
                                *(
                                    drunk_token(believed) if c == "drunk" and believed else c
                                    for c in out
                                ),
                            ]
                            if in_play & bluffs:
                                continue
                            if n >= BLUFF_MIN_PLAYERS and not bluffs:
                                spare = [
                                    c
                                    for c in (*script.townsfolk, *script.outsiders)
                                    if c not in in_play and c != believed
                                ]
                                if len(spare) < 3:
                                    continue
                            for order in itertools.permutations(tokens):
                                setup = [""] * n
                                for seat, token in evil_tokens.items():
                                    setup[seat] = token
                                for seat, token in zip(good, order, strict=True):
                                    setup[seat] = token
                                if all(setup[s] in allowed for s, allowed in pins.items()):
                                    yield tuple(setup)


class OracleSolver(Solver):
    """A :class:`Solver` whose worlds come from :func:`plain_setups`, one red herring at a time."""

    name = "oracle"

    def leaves(self, history: History) -> Iterator[Leaf]:
        """Every world, setup by setup and red herring by red herring."""
        good = [s for s in range(history.n) if s not in history.evil]
        holders = herring_holders(history.script)
        for setup in plain_setups(history):
            herrings: list[frozenset[int] | None] = [None]
            if holders.intersection(setup):
                herrings = [frozenset((s,)) for s in good]
            pins = tuple((s, frozenset((t,))) for s, t in enumerate(setup))
            for herring in herrings:
                yield from explore(
                    replace(history, pins=(*history.pins, *pins), red_herring=herring)
                )

    def token_options(self, history: History, leaves: Sequence[Leaf]) -> list[set[str]]:
        """Per seat, the tokens of the worlds (each world is one setup)."""
        options: list[set[str]] = [set() for _ in range(history.n)]
        for leaf in leaves:
            for seat, token in enumerate(leaf.witness):
                options[seat].add(token)
        return options

    def in_play_somewhere_without(
        self, history: History, leaves: Sequence[Leaf], character: str
    ) -> bool:
        """Whether some world has ``character`` out of play."""
        return any(
            all(
                t != character and not (character == "drunk" and t.startswith("drunk("))
                for t in leaf.witness
            )
            for leaf in leaves
        )

    def count(self, history: History, leaves: Sequence[Leaf], cap: int = 100_000) -> int | None:
        """How many worlds (each leaf is one setup and one red herring)."""
        return len(leaves) if len(leaves) <= cap else None
