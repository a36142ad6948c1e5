"""How often an Atheist game's fallback verdict accepts an entry that a quantum game the
player cannot tell apart refuses (issue 26): ``python -m tests.engine.clocktower.fallback_gap
[games] [--words] [--known] [--night N] [--list] [--first N]`` (``--words``: the open
entries by what they wake as, too; ``--known``: each open entry also put to every world the
player's own knowledge allows, see :func:`known_possible`; ``--night``: only the open
entries of that night put so, the slow part; ``--list``: each open entry the player's
knowledge rules out printed as found, by seed, seat and night; ``--first``: the first
game's seed).

Random five-player games of ``mini_uncertainty``, played as the reasons' property test plays
them; before each night's lists every living good player's candidate entries (one clause of
each waking character and kind, pairs, last night's choices again, ``dont_wake``) are put to
the fallback (accepted unless :func:`clause_reason` gives a reason, as
:meth:`Adjudication.arrival` does past a shadow's night) and to the quantum game itself. A
reason reads only the player's own knowledge, so the fallback says the same to that player
in an Atheist game it cannot tell from this one. "Open" counts the entries the fallback
accepts and this quantum game refuses: an upper bound of the gap, since another quantum game
the player cannot tell apart may accept them. The fallback never refuses what the quantum
game accepts (the reasons' property test), so that count is printed as a check.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections import Counter
from dataclasses import replace

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry, is_kind_clause, point
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.reasons import clause_reason, unchanged_at
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.search import Solver
from engine.clocktower.text import DontWake
from engine.clocktower.world import DayPlan, History, Leaf, NightPlan, Private
from tests.engine.clocktower.test_script2_reasons_property import (
    _candidates,
    _good_seats_nightly,
)


def _category(game: ClocktowerGame, seat: int, entry: ClauseEntry | DontWake) -> str:
    if isinstance(entry, DontWake):
        return "dont_wake"
    clause = entry.clauses[0]
    at = point(game.script, clause, seat, game.n, game.number)
    before = "before a swap" if unchanged_at(game, at) else "after"
    kind = "kind" if is_kind_clause(clause) else "named"
    return f"{kind} clause, {before}"


def _words(entry: ClauseEntry | DontWake) -> str:
    """What an entry wakes as: its clauses' characters and kinds, or ``dont_wake``."""
    if isinstance(entry, DontWake):
        return "dont_wake"
    return " & ".join(clause.character for clause in entry.clauses)


def _own_knowledge(game: ClocktowerGame, seat: int, evil: frozenset[int]) -> History:
    """The commitments as ``seat`` knows them, were ``evil`` the evil seats: its own
    accepted entries, the public days (not another's private guess), and nothing of the
    evil setup; every other seat is free on every night."""
    phases: list[NightPlan | DayPlan] = []
    for phase in game.history.phases:
        if isinstance(phase, NightPlan):
            own = tuple((s, entry) for s, entry in phase.entries if s == seat)
            phases.append(NightPlan(phase.number, own))
        else:
            events = tuple(e for e in phase.events if not isinstance(e, Private) or e.actor == seat)
            phases.append(replace(phase, events=events))
    return replace(
        game.history,
        evil=evil,
        phases=tuple(phases),
        demon=None,
        bluffs=None,
        learned=(),
        pins=(),
        red_herring=None,
        track=frozenset(),
    )


def known_possible(
    game: ClocktowerGame, seat: int, entry: ClauseEntry | DontWake, solver: Solver
) -> bool:
    """Whether some world the player's own knowledge allows holds ``entry`` and is running at
    its point: any evil set without the player, its own accepted entries, the public days,
    every seat announced dead dead. Every world of a quantum game the player cannot tell
    apart is one of these (its other facts, such as who appears alive, are not facts of each
    world), so False means every such game refuses the entry: a real gap. True may still be
    one (the worlds need not make up one game that tells the player the same)."""
    dead = frozenset(game.appears_dead)
    at = (game.number, 0, game._entry_point(game._as_entry(entry), seat))

    def allowed(leaf: Leaf) -> bool:
        running = leaf.ended is None or leaf.ended >= at
        return running and not any(leaf.alive[s] for s in dead)

    others = [s for s in range(game.n) if s != seat]
    for evil in itertools.combinations(others, len(game.evil)):
        trial = _own_knowledge(game, seat, frozenset(evil)).with_entry(game.number, seat, entry)
        if solver.exists(trial, ("known", dead, at), allowed):
            return True
    return False


Counts = Counter[tuple[int, str]]


def measure(
    games: int,
    by_words: bool = False,
    known: bool = False,
    first: int = 0,
    night: int | None = None,
    listing: bool = False,
) -> tuple[Counts, Counts, Counts, int]:
    """(entries put, open entries, open entries the player's own knowledge rules out) by
    (night, category), or with ``by_words`` by (night, category and what the entry wakes
    as); and wrong refusals. The third is counted only with ``known``
    (:func:`known_possible`), and only on Night ``night`` when given; ``listing`` prints
    each entry it counts."""
    asked: Counts = Counter()
    gaps: Counts = Counter()
    real: Counts = Counter()
    wrong = 0
    solver = ExplicitSolver()  # the lazy solver takes no seat left free on a past night
    for seed in range(first, first + games):
        rng = random.Random(seed)
        players = tuple(f"p{i}" for i in range(5))
        setup = ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=seed)
        game = ClocktowerGame(setup)
        for seat in _good_seats_nightly(game, rng, 3):
            base = game._arrival_base(seat)
            entries: list[ClauseEntry | DontWake] = [*_candidates(rng, game, seat), DontWake()]
            for entry in entries:
                category = _category(game, seat, entry)
                if by_words:
                    category = f"{category}: {_words(entry)}"
                key = (game.number, category)
                fallback = isinstance(entry, DontWake) or (clause_reason(game, seat, entry) is None)
                quantum = game._entry_possible(base, seat, entry)
                asked[key] += 1
                gaps[key] += fallback and not quantum
                wrong += quantum and not fallback
                if not known or quantum or not fallback or night not in (None, game.number):
                    continue
                if not known_possible(game, seat, entry, solver):
                    real[key] += 1
                    if listing:
                        text = entry.text if isinstance(entry, ClauseEntry) else "dont_wake"
                        where = f"seed {seed} Night {game.number} @{seat + 1}"
                        print(f"{where} ({category}): {text}", flush=True)
    return asked, gaps, real, wrong


def main() -> None:
    args = sys.argv[1:]
    words, known, listing = "--words" in args, "--known" in args, "--list" in args
    first = int(args[args.index("--first") + 1]) if "--first" in args else 0
    only = int(args[args.index("--night") + 1]) if "--night" in args else None
    options = ("--first", "--night")
    numbers = [a for i, a in enumerate(args) if a.isdigit() and args[i - 1] not in options]
    games = int(numbers[0]) if numbers else 20
    asked, gaps, real, wrong = measure(games, words, known, first, only, listing)
    print(f"{games} games; the fallback refused {wrong} entries the quantum game accepts")
    for key in sorted(asked):
        night, category = key
        if words and not gaps[key]:
            continue  # by words, only what stays open
        share = gaps[key] / asked[key]
        line = f"Night {night} {category:26} {gaps[key]:5} open of {asked[key]:5} ({share:.0%})"
        print(line + (f", {real[key]} ruled out by what the player knows" if known else ""))
    total, left = sum(asked.values()), sum(gaps.values())
    print(f"all {left} open of {total} ({left / total:.0%})")
    if known:
        print(f"{sum(real.values())} of the {left} open ruled out by what the player knows")


if __name__ == "__main__":
    main()
