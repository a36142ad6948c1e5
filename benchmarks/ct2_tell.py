"""Quantum Clocktower script 2: what an Atheist game's timings show beside a quantum game's,
list by list and night by night (addendum A2's timing rule; issue 26).

:mod:`benchmarks.ct2_atheist_timing` times the resolutions alone. This plays the same pairs
(one seed and alignment roll, one game drawn an Atheist game and one quantum, the same public
inputs, the whole script by default) and times, in CPU seconds of this process
(``time.process_time``), each step a player or the storyteller waits for, as the bot runs it in
its worker: a list's arrival check (``parse_action``, refused or not), the push of an accepted
list, a night's resolution (``resolve`` and its re-ask deadlines), the day's end (``end_day``,
after one nomination with every vote) and, in the Atheist game, the
drawing of the shadows' phantom evil lists (``Adjudication.prepare``, one list at a time as
the bot draws them, when the night opens). A line per size gives p50 / p95 / max of each;
``--split`` also counts, in the Atheist game, how much of a push is the shadows' own arrival
checks of the list (``Adjudication._feed``'s check in each shadow). ``--catch-up`` plays the
lists the Atheist game queued for a shadow not judging their sender after each accepted list,
as the bot's background job does between messages, timed apart ("catch-up"); without it they
are played inside the next resolution.

Run: .venv/bin/python -m benchmarks.ct2_tell [--sizes 5,6,7,8] [--seeds 20] [--nights 2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.ct2_atheist_timing import _games, _heads, _resolve
from benchmarks.ct2_speed import _clause
from benchmarks.figures import percentile
from engine.clocktower import ClocktowerGame
from engine.clocktower.actions import EndDay
from engine.clocktower.adjudication import Adjudication
from engine.clocktower.game import ClocktowerGame as Game
from engine.clocktower.script import SCRIPTS, Script
from engine.core.errors import EngineError
from engine.core.family import Actor

ST = Actor.STORYTELLER

Figures = dict[str, list[float]]

FEED_CHECKS: list[float] = [0.0]
"""CPU seconds spent in shadows' checks inside ``Adjudication._feed`` (``--split``)."""


@contextmanager
def _split() -> Iterator[None]:
    """Count the CPU of each shadow's ``_check`` called while a shadow is fed."""
    feed = Adjudication._feed
    check = Game._check
    inside = [False]

    def timed_check(self: Game, action: object, actor: object) -> None:
        if not inside[0] or self.adjudication is not None:
            return check(self, action, actor)  # type: ignore[arg-type]
        start = time.process_time()
        try:
            return check(self, action, actor)  # type: ignore[arg-type]
        finally:
            FEED_CHECKS[0] += time.process_time() - start

    def timed_feed(self: Adjudication, action: object, actor: object) -> None:
        inside[0] = True
        try:
            feed(self, action, actor)  # type: ignore[arg-type]
        finally:
            inside[0] = False

    def timed_play(self: Adjudication, index: int, action: object, actor: object) -> None:
        if not isinstance(action, EndDay):
            return play(self, index, action, actor)  # type: ignore[arg-type]
        start = time.process_time()
        try:
            return play(self, index, action, actor)  # type: ignore[arg-type]
        finally:
            SHADOW_ENDS[index] += time.process_time() - start

    def timed_catch_up(self: Adjudication) -> None:
        start = time.process_time()
        try:
            return catch_up(self)
        finally:
            INSIDE[0] += time.process_time() - start

    def timed_prepare_shadow(self: Adjudication, index: int, limit: int | None = None) -> int:
        start = time.process_time()
        try:
            return prepare_shadow(self, index, limit)
        finally:
            INSIDE[1] += time.process_time() - start

    play = Adjudication._play
    catch_up, prepare_shadow = Adjudication.catch_up, Adjudication._prepare_shadow
    Adjudication.catch_up = timed_catch_up  # type: ignore[method-assign]
    Adjudication._prepare_shadow = timed_prepare_shadow  # type: ignore[method-assign]
    Adjudication._feed = timed_feed  # type: ignore[method-assign,assignment]
    Adjudication._play = timed_play  # type: ignore[method-assign,assignment]
    Game._check = timed_check  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        Adjudication._feed = feed  # type: ignore[method-assign]
        Adjudication._play = play  # type: ignore[method-assign]
        Adjudication.catch_up = catch_up  # type: ignore[method-assign]
        Adjudication._prepare_shadow = prepare_shadow  # type: ignore[method-assign]
        Game._check = check  # type: ignore[method-assign]


INSIDE = [0.0, 0.0]
"""CPU seconds of the queued lists' catch-ups and of the phantom draws (``--split``)."""

SHADOW_ENDS = [0.0, 0.0]
"""CPU seconds of each shadow's own end of day inside an Atheist ``end_day`` (``--split``)."""


SPLIT = [False]
"""``--split``: also time each shadow's end of day."""
PAIRS = [False]
"""``--pairs``: print each day's end of each game of each pair as it comes."""

CATCH_UP = [False]
"""``--catch-up``: play the queued lists after each accepted list, timed apart."""


def _try(game: ClocktowerGame, seat: int, text: str, into: Figures) -> bool:
    """Send one list: its arrival check and, accepted, its push, each timed."""
    start = time.process_time()
    try:
        action = game.parse_action(text, seat)
    except EngineError:
        into["refused"].append(time.process_time() - start)
        return False
    checked = time.process_time()
    into["check"].append(checked - start)
    before = FEED_CHECKS[0]
    game.push(action)
    into["push"].append(time.process_time() - checked)
    into["list"].append(time.process_time() - start)
    if game.adjudication is not None:
        into["feed checks"].append(FEED_CHECKS[0] - before)
        if CATCH_UP[0] and game.adjudication.queued():
            start = time.process_time()
            game.adjudication.prepare(0)  # plays the queue first; draws no phantom list
            into["catch-up"].append(time.process_time() - start)
    return True


def play(n: int, nights: int, seed: int, script: Script) -> tuple[Figures, Figures]:
    """One pair: the Atheist game's and the quantum game's figures."""
    atheist, quantum = _games(n, seed, script)
    rng = random.Random(seed)
    figures: tuple[Figures, Figures] = (defaultdict(list), defaultdict(list))
    for _ in range(nights):
        if atheist.outcome is not None or quantum.outcome is not None:
            break
        adjudication = atheist.adjudication
        while adjudication is not None:
            start = time.process_time()
            if not adjudication.prepare(1):
                break
            figures[0]["prepare"].append(time.process_time() - start)
        for seat in range(n):
            heads = _heads(quantum, seat, rng, script)
            tries = [_clause(rng, atheist, seat) for _ in range(3)]
            for game, prefixes, into in ((atheist, [""], figures[0]), (quantum, heads, figures[1])):
                if seat in game.appears_dead:
                    continue
                for prefix in prefixes:
                    if any(_try(game, seat, prefix + t, into) for t in [*tries, "dont_wake"]):
                        break
        for game, into in zip((atheist, quantum), figures, strict=True):
            inside, night = list(INSIDE), game.number
            into[f"night {night}"].append(_resolve(game))
            if game.adjudication is not None and SPLIT[0]:
                into["night catch-up"].append(INSIDE[0] - inside[0])
                into["night draws"].append(INSIDE[1] - inside[1])
            if PAIRS[0]:
                kind = "atheist" if game.adjudication is not None else "quantum"
                print(
                    f"  pair n={n} seed={seed} night={night} {kind} resolve "
                    f"CPU {into[f'night {night}'][-1] * 1000:.1f} ms"
                    + (
                        f" catch-up {into['night catch-up'][-1] * 1000:.1f}"
                        f" draws {into['night draws'][-1] * 1000:.1f} ms"
                        if game.adjudication is not None and SPLIT[0]
                        else ""
                    ),
                    flush=True,
                )
        for game, into in zip((atheist, quantum), figures, strict=True):
            if game.outcome is None and game.phase == "day":
                alive = [s for s in range(n) if s not in game.appears_dead]
                if len(alive) < 2:
                    continue
                voters = " ".join(f"@{s + 1}" for s in alive)
                game.play(f"nominate @{alive[0] + 1} @{alive[-1] + 1} yes {voters}", ST)
                ends, day = list(SHADOW_ENDS), game.number
                start, wall = time.process_time(), time.perf_counter()
                game.play("end_day", ST)
                into["end_day"].append(time.process_time() - start)
                into["end_day wall"].append(time.perf_counter() - wall)
                if game.adjudication is not None and SPLIT[0]:
                    for index in (0, 1):
                        spent = SHADOW_ENDS[index] - ends[index]
                        into[f"end_day shadow {index}"].append(spent)
                if PAIRS[0]:
                    kind = "atheist" if game.adjudication is not None else "quantum"
                    print(
                        f"  pair n={n} seed={seed} day={day} {kind} end_day "
                        f"CPU {into['end_day'][-1] * 1000:.1f} ms wall "
                        f"{into['end_day wall'][-1] * 1000:.1f} ms"
                        + (
                            f" shadows {into['end_day shadow 0'][-1] * 1000:.1f}"
                            f" + {into['end_day shadow 1'][-1] * 1000:.1f} ms"
                            if game.adjudication is not None and SPLIT[0]
                            else ""
                        ),
                        flush=True,
                    )
    return figures


def _line(name: str, values: list[float]) -> str:
    if not values:
        return f"  {name:12} -"
    return (
        f"  {name:12} {len(values):4}  p50 {statistics.median(values) * 1000:7.1f}"
        f"  p95 {percentile(values, 0.95) * 1000:7.1f}  max {max(values) * 1000:7.1f} ms"
        f"  total {sum(values):6.2f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="5,6,7,8")
    parser.add_argument("--seeds", type=int, default=20, help="seeds 1..N")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--nights", type=int, default=2)
    parser.add_argument("--script", default="uncertainty_principle")
    parser.add_argument("--split", action="store_true")
    parser.add_argument("--catch-up", action="store_true")
    parser.add_argument("--pairs", action="store_true")
    args = parser.parse_args()
    CATCH_UP[0] = args.catch_up
    SPLIT[0], PAIRS[0] = args.split, args.pairs
    script = SCRIPTS[args.script]
    wall = time.perf_counter()
    for n in (int(s) for s in args.sizes.split(",")):
        kinds: tuple[Figures, Figures] = (defaultdict(list), defaultdict(list))
        for seed in range(args.first_seed, args.first_seed + args.seeds):
            if args.split:
                with _split():
                    pair = play(n, args.nights, seed, script)
            else:
                pair = play(n, args.nights, seed, script)
            for into, got in zip(kinds, pair, strict=True):
                for key, values in got.items():
                    into[key] += values
        print(f"{script.id}, {n} players, seeds {args.first_seed}..", flush=True)
        for label, figures in zip(("atheist", "quantum"), kinds, strict=True):
            print(f" {label}")
            for key in sorted(figures):
                print(_line(key, figures[key]), flush=True)
    print(f"wall {time.perf_counter() - wall:.1f} s, CPU {time.process_time():.1f} s")


if __name__ == "__main__":
    main()
