"""Fallback F's optional tier at ten players, seed 2026 (issue 26): the Demon's kill with the
Barber's swap, asked pair by pair.

Plays ``ct2_speed.py``'s game (random legal play) up to Night 2's re-ask of @2 (the Pukka in
the worlds its list leaves open), then, instead of drawing, asks the optional tier's bound
parts `wake pukka choose @X & wake barber choose @A @B` (up to the Barber's slot) directly,
each ordered pair in turn, and prints each one's answer, branch steps (``LazySolver._work``)
and CPU seconds, and the totals per X. The game's own draw would reach them only after the
one-clause and joined tiers (minutes of CPU at this size); this asks what the tier asks.

With ``--one-clause``, asks the one-clause tier's `wake pukka choose @X` for every X instead
(as ``_drawn_possible`` asks them, at the entry's own point).

Run: .venv/bin/python -m benchmarks.ct2_swap_draws [--kills 0,2] [--pairs 90] [--one-clause]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, not with -m
    sys.path.insert(0, str(ROOT))

from benchmarks.ct2_speed import play  # noqa: E402
from engine.clocktower.clauses import ClauseEntry  # noqa: E402
from engine.clocktower.game import ClocktowerGame, _counts_unread  # noqa: E402
from engine.clocktower.text import Wake  # noqa: E402
from engine.clocktower.world import History, Upto, night_order  # noqa: E402


class _Reached(Exception):
    """The re-ask was reached and its draws asked: the game stops here."""


def _ask(game: ClocktowerGame, base: History, seat: int, kills: list[int], most: int) -> None:
    """Ask ``seat``'s optional-tier parts against ``base`` for each kill in ``kills``."""
    order = [m.id for m in night_order(game.script, game.number)]
    at = order.index("barber")
    unread = _counts_unread(base)
    solver: Any = game.solver
    print(f"@{seat + 1}'s re-ask at {time.process_time():.1f} s CPU; Barber's slot {at}")
    for kill in kills:
        possible, steps, cpu, asked = 0, 0, 0.0, 0
        for a in range(game.n):
            for b in range(game.n):
                if a == b or asked >= most:
                    continue
                asked += 1
                part = Upto(ClauseEntry((Wake("pukka", (kill,)), Wake("barber", (a, b)))), at)
                before, start = solver._work, time.process_time()
                found = game._entry_possible(unread, seat, part, at)
                spent, took = solver._work - before, time.process_time() - start
                possible, steps, cpu = possible + found, steps + spent, cpu + took
                print(f"  @{kill + 1} / @{a + 1} @{b + 1}: {found} {spent:,} steps {took:.2f} s")
        print(
            f"kill @{kill + 1}: {asked} pairs, {possible} possible, {steps:,} steps, {cpu:.1f} s CPU",
            flush=True,
        )


def _ask_one_clause(game: ClocktowerGame, base: History, seat: int) -> None:
    """Ask ``seat``'s one-clause `wake pukka choose @X` draws against ``base``, every X."""
    solver: Any = game.solver
    print(f"@{seat + 1}'s re-ask at {time.process_time():.1f} s CPU")
    possible, steps, cpu = 0, 0, 0.0
    for kill in range(game.n):
        before, start = solver._work, time.process_time()
        found = game._entry_possible(base, seat, Wake("pukka", (kill,)))
        spent, took = solver._work - before, time.process_time() - start
        possible, steps, cpu = possible + found, steps + spent, cpu + took
        print(f"  wake pukka choose @{kill + 1}: {found} {spent:,} steps {took:.2f} s", flush=True)
    print(f"one-clause: {game.n} draws, {possible} possible, {steps:,} steps, {cpu:.1f} s CPU")


def main() -> None:
    """Play seed 2026 at ten players to @2's Night 2 re-ask and ask the swap draws."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", default="0,2", help="the Pukka's choices, 0-based")
    parser.add_argument("--pairs", type=int, default=90, help="pairs asked per kill")
    parser.add_argument("--one-clause", action="store_true", help="the one-clause draws")
    args = parser.parse_args()
    kills = [int(k) for k in args.kills.split(",")]
    drawn = ClocktowerGame._fallback_wake

    def probe(game: ClocktowerGame, base: History, seat: int, key: str) -> Any:
        if game.number != 2 or seat != 1:
            return drawn(game, base, seat, key)
        if args.one_clause:
            _ask_one_clause(game, base, seat)
        else:
            _ask(game, base, seat, kills, args.pairs)
        raise _Reached

    ClocktowerGame._fallback_wake = probe  # type: ignore[method-assign,assignment]
    try:
        play("uncertainty_principle", 10, 6, 2026, [])
    except _Reached:
        pass
    finally:
        ClocktowerGame._fallback_wake = drawn  # type: ignore[method-assign]
    print(f"total {time.process_time():.1f} s CPU")


if __name__ == "__main__":
    main()
