"""Quantum Clocktower script 2: does an Atheist game's dawn come later than a quantum game's?
(addendum A2's timing rule; issue 26.)

Each round plays two games of ``mini_atheist`` (``--script``: another script with the Atheist,
such as the whole ``uncertainty_principle`` at five players) on the same seed and alignment roll, one drawn
an Atheist game and one quantum, with the same public inputs: every player tries the same
random lists in both (the first the game stores is kept, else ``dont_wake``; the quantum
game's evil players add their Night 1 setup line, the Demon's with bluffs from 7 players up,
the first of a few random sets that the game stores), the storyteller resolves each night, a
re-ask is answered by its deadline (the fallback), and one nomination with every vote ends
each day. It times, in CPU seconds of this process (time.process_time: other load on the
shared machine does not inflate them), each night's resolution from the ``resolve`` to the
dawn, re-asks included.

In the Atheist game the shadows' phantom evil lists are drawn when the night opens (the bot
does it in a worker between messages, :meth:`Adjudication.prepare`), which this script does
untimed before the night's lists; ``--at-resolution`` leaves them to the resolution instead,
to show what that would cost.

Run: .venv/bin/python -m benchmarks.ct2_atheist_timing [--players 5] [--games 8]
     [--nights 3] [--at-resolution] [--script mini_atheist]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from benchmarks.ct2_speed import _clause
from benchmarks.figures import percentile
from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import BLUFF_MIN_PLAYERS, MINI_ATHEIST, SCRIPTS, Script, evil_count
from engine.core.errors import EngineError
from engine.core.family import Actor

ST = Actor.STORYTELLER


def _games(n: int, seed: int, script: Script) -> tuple[ClocktowerGame, ClocktowerGame]:
    """(Atheist, quantum) games of one seed and alignment roll."""
    rng = random.Random(seed)
    order = rng.sample(range(n), n)
    alignment = ",".join(str(s) for s in order)
    players = tuple(f"p{i}" for i in range(n))
    setup = ClocktowerSetup(players=players, script=script.id, seed=seed)
    return tuple(  # type: ignore[return-value]
        ClocktowerGame(setup, draws={"atheist": a, "alignment": alignment}) for a in ("yes", "no")
    )


def _try(game: ClocktowerGame, seat: int, text: str) -> bool:
    try:
        game.play(text, seat)
    except EngineError:
        return False
    return True


def _bluffs(rng: random.Random, script: Script) -> str:
    """Three distinct good characters of the script (the Demon's bluffs from 7 players up)."""
    return " ".join(rng.sample([*script.townsfolk, *script.outsiders], 3))


def _heads(quantum: ClocktowerGame, seat: int, rng: random.Random, script: Script) -> list[str]:
    """What to put before a list of ``seat`` in the quantum game: on Night 1 an evil
    player's setup line naming the first evil seat the Demon (the Demon's with bluffs from
    7 players up, four tries), else nothing."""
    if quantum.number != 1 or seat not in quantum.evil:
        return [""]
    demon = min(quantum.evil)
    if seat != demon or quantum.n < BLUFF_MIN_PLAYERS:
        return [f"setup demon @{demon + 1}\n"]
    return [f"setup demon @{demon + 1} bluffs {_bluffs(rng, script)}\n" for _ in range(4)]


def _resolve(game: ClocktowerGame) -> float:
    start = time.process_time()
    game.play("resolve", ST)
    while game.resolution is not None and game.resolution.waiting is not None:
        game.play("timeout", ST)
    return time.process_time() - start


def play(
    n: int, nights: int, seed: int, early: bool, script: Script = MINI_ATHEIST
) -> tuple[list[float], list[float]]:
    """One round: the Atheist and the quantum game's resolution CPU seconds, night by night."""
    atheist, quantum = _games(n, seed, script)
    rng = random.Random(seed)
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(nights):
        if atheist.outcome is not None or quantum.outcome is not None:
            break
        if early and atheist.adjudication is not None:
            atheist.adjudication.prepare()
        for seat in range(n):
            if seat in atheist.appears_dead and seat in quantum.appears_dead:
                continue
            heads = _heads(quantum, seat, rng, script)
            tries = [_clause(rng, atheist, seat) for _ in range(3)]
            for game, prefixes in ((atheist, [""]), (quantum, heads)):
                if seat in game.appears_dead:
                    continue
                for prefix in prefixes:
                    if any(_try(game, seat, prefix + t) for t in [*tries, "dont_wake"]):
                        break
        for game, spent in zip((atheist, quantum), times, strict=True):
            spent.append(_resolve(game))
        for game in (atheist, quantum):
            if game.outcome is None and game.phase == "day":
                alive = [s for s in range(n) if s not in game.appears_dead]
                if len(alive) < 2:
                    continue
                voters = " ".join(f"@{s + 1}" for s in alive)
                game.play(f"nominate @{alive[0] + 1} @{alive[-1] + 1} yes {voters}", ST)
                game.play("end_day", ST)
    return times


def _summary(name: str, values: list[float]) -> str:
    p95 = percentile(values, 0.95)
    return (
        f"{name:8} nights {len(values):3}  median {statistics.median(values):.3f} s"
        f"  p95 {p95:.3f} s  max {max(values):.3f} s  total {sum(values):.2f} s"
        f"  over 1 s {sum(v > 1 for v in values)}  over 3 s {sum(v > 3 for v in values)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--nights", type=int, default=3)
    parser.add_argument("--at-resolution", action="store_true")
    with_atheist = [s for s, x in SCRIPTS.items() if x.adjudication_character is not None]
    parser.add_argument("--script", choices=with_atheist, default=MINI_ATHEIST.id)
    args = parser.parse_args()
    script = SCRIPTS[args.script]
    assert evil_count(args.players) >= 1
    wall = time.perf_counter()
    atheist: list[float] = []
    quantum: list[float] = []
    for seed in range(1, args.games + 1):
        a, q = play(args.players, args.nights, seed, not args.at_resolution, script)
        atheist += a
        quantum += q
    mode = "at the resolution" if args.at_resolution else "when the night opens"
    print(f"{script.id}, {args.players} players, phantom lists drawn {mode}")
    print(_summary("atheist", atheist))
    print(_summary("quantum", quantum))
    print(f"wall {time.perf_counter() - wall:.1f} s, CPU {time.process_time():.1f} s")


if __name__ == "__main__":
    main()
