"""How often an Atheist game's fallback verdict accepts an entry that a quantum game the
player cannot tell apart refuses (issue 26): ``python -m tests.engine.clocktower.fallback_gap
[games] [--words]`` (``--words``: the open entries by what they wake as, too).

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

import random
import sys
from collections import Counter

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry, is_kind_clause, point
from engine.clocktower.reasons import clause_reason, unchanged_at
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.text import DontWake
from tests.engine.clocktower.test_script2_reasons_property import _candidates, _nights


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


def measure(
    games: int, by_words: bool = False
) -> tuple[Counter[tuple[int, str]], Counter[tuple[int, str]], int]:
    """(entries put, open entries) by (night, category), or with ``by_words`` by (night,
    category and what the entry wakes as); and wrong refusals."""
    asked: Counter[tuple[int, str]] = Counter()
    gaps: Counter[tuple[int, str]] = Counter()
    wrong = 0
    for seed in range(games):
        rng = random.Random(seed)
        players = tuple(f"p{i}" for i in range(5))
        setup = ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=seed)
        game = ClocktowerGame(setup)
        seen: set[int] = set()
        for _ in _nights(game, rng, 3):
            if game.number in seen or game.phase != "night":
                continue
            seen.add(game.number)
            for seat in range(game.n):
                if seat in game.appears_dead or seat in game.evil:
                    continue
                base = game._arrival_base(seat)
                entries: list[ClauseEntry | DontWake] = [*_candidates(rng, game, seat), DontWake()]
                for entry in entries:
                    category = _category(game, seat, entry)
                    if by_words:
                        category = f"{category}: {_words(entry)}"
                    key = (game.number, category)
                    fallback = isinstance(entry, DontWake) or (
                        clause_reason(game, seat, entry) is None
                    )
                    quantum = game._entry_possible(base, seat, entry)
                    asked[key] += 1
                    gaps[key] += fallback and not quantum
                    wrong += quantum and not fallback
    return asked, gaps, wrong


def main() -> None:
    words = "--words" in sys.argv
    numbers = [a for a in sys.argv[1:] if a != "--words"]
    games = int(numbers[0]) if numbers else 20
    asked, gaps, wrong = measure(games, words)
    print(f"{games} games; the fallback refused {wrong} entries the quantum game accepts")
    for key in sorted(asked):
        night, category = key
        if words and not gaps[key]:
            continue  # by words, only what stays open
        share = gaps[key] / asked[key]
        print(f"Night {night} {category:26} {gaps[key]:5} open of {asked[key]:5} ({share:.0%})")
    total, left = sum(asked.values()), sum(gaps.values())
    print(f"all {left} open of {total} ({left / total:.0%})")


if __name__ == "__main__":
    main()
