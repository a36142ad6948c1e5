"""Clocktower robots' answers to script 2's re-asks (issue 26, ct-robots3): the random play of
``ct2_speed.py``, where before each re-ask's deadline the robot the seat would have
(:mod:`bot.sandbox.family_robots`) chooses its list on the game, checked as the bot would;
then the storyteller's ``timeout`` gives the fallback's entry, so the games are those of
``ct2_speed.py``.

Counted: re-asks, lists a robot would send (of them joined: two or more clauses), turns with
none, the fallback's joined entries and how many of those the robot answered itself; the
slowest choices (CPU and wall seconds).

With ``--bound``, each re-ask also runs the robot's joined tries to their bounds whatever was
found (both tiers: :data:`~bot.sandbox.family_robots.CT_JOINED_QUESTIONS` questions, then
every candidate up to :data:`~bot.sandbox.family_robots.CT_JOINED_CHECKS` checked): what a
robot would spend there if its one-clause tries all missed and no joined entry held.

Run: .venv/bin/python benchmarks/ct2_robot_answers.py [--script mini_uncertainty]
     [--sizes 5,6,7] [--seeds 0-7] [--nights 4] [--game-budget 60] [--bound]
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, not with -m
    sys.path.insert(0, str(ROOT))

from benchmarks.ct2_speed import ST, budgeted, play  # noqa: E402
from bot.sandbox import family_robots  # noqa: E402
from engine.clocktower import ClocktowerGame  # noqa: E402
from engine.clocktower.clauses import ClauseEntry  # noqa: E402


@dataclass
class Tally:
    """What the robots did at the re-asks of the games played so far."""

    reasks: int = 0
    answered: int = 0
    joined: int = 0
    none: int = 0
    fallback_joined: int = 0
    robot_joined_too: int = 0
    slowest: list[tuple[float, float, str]] = field(default_factory=list)
    """(CPU, wall, where and what) of each choice."""
    bounds: list[tuple[float, float, str]] = field(default_factory=list)
    """(CPU, wall, where) of each joined try run to its bounds (``--bound``)."""


def joined_to_bounds(game: ClocktowerGame, seat: int) -> None:
    """The robot's joined tiers of ``seat`` (none on Night 1), each candidate found checked (at
    most ``CT_JOINED_CHECKS`` a tier), whatever the checks answer."""
    characters = family_robots.ct_characters(game, seat)
    for joined in family_robots.ct_joined_tiers(game, seat, characters):
        for entry in joined[: family_robots.CT_JOINED_CHECKS]:
            family_robots.ct_possible(game, seat, [entry.text])


def reask(tally: Tally, game_id: int, bound: bool, game: ClocktowerGame) -> None:
    """The robot's answer to the re-ask the night waits for, then the storyteller's timeout."""
    res = game.resolution
    assert res is not None and res.waiting is not None
    seat = res.waiting
    turn = family_robots.CtTurn(
        0, None, game_id, seat, family_robots.ct_asked(game, seat), False,
        bool(res.waiting_setup), game.number,
    )  # fmt: skip
    where = f"game {game_id}, Night {game.number}, @{seat + 1}"
    tally.reasks += 1
    cpu, wall = time.process_time(), time.perf_counter()
    move = family_robots.ct_move(game, turn)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    sent = None if move is None else str(move.options["entries"])
    tally.slowest.append((cpu, wall, f"{where}: {sent}"))
    if sent is None:
        tally.none += 1
    elif family_robots.ct_possible(game, seat, [sent]):
        tally.answered += 1
        tally.joined += " & " in sent
    if bound and not res.waiting_setup:
        cpu, wall = time.process_time(), time.perf_counter()
        # told as it is known: a budget that cuts the game off would lose it
        print(f"    {where}: joined tries to their bounds ...", end="", flush=True)
        joined_to_bounds(game, seat)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(f" {cpu:.3f} s CPU, {wall:.3f} s wall", flush=True)
        tally.bounds.append((cpu, wall, where))
    game.play("timeout", ST)
    sub = game.lists.get(seat)
    entry = sub.entries[0] if sub is not None and sub.entries else None
    if isinstance(entry, ClauseEntry) and len(entry.clauses) > 1:
        tally.fallback_joined += 1
        tally.robot_joined_too += sent is not None and " & " in sent
        print(f"    {where}: the fallback's {entry.text!r}, the robot's {sent!r}", flush=True)


def seeds_of(text: str) -> list[int]:
    """``0-7`` or ``2026,7``."""
    if "-" in text:
        low, high = text.split("-")
        return list(range(int(low), int(high) + 1))
    return [int(s) for s in text.split(",")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--script", default="mini_uncertainty")
    parser.add_argument("--sizes", default="5,6,7")
    parser.add_argument("--seeds", default="0-7")
    parser.add_argument("--nights", type=int, default=4)
    parser.add_argument("--game-budget", type=float, default=60.0)
    parser.add_argument("--bound", action="store_true")
    args = parser.parse_args()
    tally = Tally()
    for n in (int(s) for s in args.sizes.split(",")):
        for seed in seeds_of(args.seeds):
            where: list[str] = []

            def game(n: int = n, seed: int = seed, where: list[str] = where) -> object:
                return play(
                    args.script, n, args.nights, seed, where,
                    timeout=lambda g: reask(tally, seed, args.bound, g),
                )  # fmt: skip

            cut = budgeted(args.game_budget, where, game)
            print(f"{args.script} n={n} seed={seed}:{cut or ' ' + where[-1]}", flush=True)
    print(
        f"{tally.reasks} re-asks: {tally.answered} answered by the robot ({tally.joined} joined),"
        f" {tally.none} with no list; the fallback gave {tally.fallback_joined} joined entries,"
        f" {tally.robot_joined_too} of them answered by the robot with one"
    )
    for cpu, wall, what in sorted(tally.slowest, reverse=True)[:5]:
        print(f"  choice {cpu:.3f} s CPU, {wall:.3f} s wall: {what}")
    if tally.bounds:
        for cpu, wall, what in sorted(tally.bounds, reverse=True)[:5]:
            print(f"  joined tries to their bounds {cpu:.3f} s CPU, {wall:.3f} s wall: {what}")
        ordered = sorted(cpu for cpu, _, _ in tally.bounds)
        print(
            f"  to their bounds, median {ordered[len(ordered) // 2]:.3f} s CPU over {len(ordered)}"
        )


if __name__ == "__main__":
    main()
