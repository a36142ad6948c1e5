"""The bot under load, end to end on simcord: one big game resolving while small games play.

For each size (default 100, 200 and 1000 players) the script runs the real bot (cogs, storage,
scheduler, outbox) in a simcord world with one big game and 20 small 5-player games. Each phase
of the big game is ended by the storyteller's `/game advance`; while it resolves (the engine,
the morning post and one DM per living player, all sent by the outbox), the small games keep
sending commands. It reports, per phase of the big game:

* ``phase s``: wall time from the storyteller's command until the outbox has sent everything
  it caused (and, after a big batch, settled the heap: :mod:`bot.heap`);
* ``stall ms``: the event loop's longest stall meanwhile: how late a callback due every 5 ms
  ran, timed on the loop's thread (:class:`benchmarks.loop_probes.Heartbeat`); wall clock, so
  it also counts the time the loop's thread waits for a core (other processes) or for the
  interpreter's lock (a worker thread). The watchdog thread's round trip (:class:`Watchdog`) is
  printed beside it: it also holds that thread's own waits for the lock;
* ``step CPU ms``: the longest single step the loop ran, in CPU time of the loop's thread (what
  the bot and simcord do without letting the loop go), also less what simcord's backend (the
  stand-in for Discord's servers) spent serving requests inside it, and the longest pass of the
  garbage collector on the loop's thread;
* ``GC any thread``: the longest pass of the garbage collector on any thread (a worker's too;
  every thread waits for it), in CPU time of the thread that ran it and in wall clock;
* ``ack p50/p99 ms``: how long the small games' commands waited for their acknowledgement;
* ``CPU s``: the process's CPU time over the phase (all threads), next to its wall time, since
  other jobs may share the machine's cores; of it, ``worker CPU s`` ran in the bot's worker
  threads (resolution, views, rendering: :mod:`bot.worker`) and ``simcord CPU s`` in simcord's
  backend serving the bot's requests (the stand-in for Discord's servers; the gateway events
  it feeds the bot's client are left out of it).

Requests to simcord give the loop a turn first, as a network call does (see
:func:`_network_yields`). Goals (issue 9): no stall over 100 ms; the small games' ack p99 under
100 ms.

    .venv/bin/python benchmarks/bot_load.py --sizes 100,200 --phases 3
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import faulthandler
import gc
import itertools
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

import simcord
from simcord.backend.models import interaction as interaction_model
from simcord.backend.ops.base import BackendBase
from simcord.http import client as simcord_http
from simcord.http import router as simcord_router

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.figures import percentile
from benchmarks.loop_probes import Heartbeat
from bot import heap, worker
from bot.client import SuperpostBot
from bot.settings import Settings
from cogs.werewolf.games import games_of
from tests.cogs import harness

SMALL_GAMES = 20
SMALL_SIZE = 5
CHATTER_EVERY = 0.01
"""Seconds between two small-game commands while the big game resolves."""
TRACE_AFTER = 0.2
"""Seconds of stall after which ``--trace-stalls`` writes every thread's stack."""


# -- measuring ---------------------------------------------------------------------------------


class Watchdog:
    """Measures the event loop's longest stall from another thread.

    With ``sample`` it also notes, every 10 ms of a stall past 20 ms, which functions the loop's
    thread is running (:meth:`culprits`). With ``trace``, a stall past :data:`TRACE_AFTER`
    writes every thread's stack there (:mod:`faulthandler` needs no interpreter lock, so it
    also catches a thread that holds the lock in one long call).
    """

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        every: float = 0.005,
        *,
        sample: bool = False,
        trace: TextIO | None = None,
    ) -> None:
        self._loop = loop
        self._every = every
        self._stop = threading.Event()
        self.worst = 0.0
        """The longest round trip: from the ping's sending until this thread saw it run, so
        also the time this thread then waited for the interpreter's lock (or a core)."""
        self.loop_worst = 0.0
        """The longest a ping waited to run, timed on the loop's thread as it ran: the loop's
        lateness alone (:class:`benchmarks.loop_probes.Heartbeat` is the benchmarks' figure)."""
        self.own_worst = 0.0
        """The longest this thread took to see a ping's answer once the loop had run it: its
        own waits (for the interpreter's lock, a core), no part of the loop's lateness."""
        self._ran_at = 0.0
        self._loop_thread = threading.get_ident()
        self._sample = sample
        self._trace = trace
        self.samples: collections.Counter[str] = collections.Counter()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            ran = threading.Event()
            sent = time.perf_counter()
            if self._trace is not None:
                faulthandler.dump_traceback_later(TRACE_AFTER, file=self._trace)
            self._loop.call_soon_threadsafe(self._ran, ran, sent)
            if self._sample:
                ran.wait(0.02)
            # Never wait for good: __exit__ joins this thread from the loop itself.
            while not ran.wait(0.01):
                if self._stop.is_set():
                    return
                if self._sample:
                    self._note_stack()
            if self._trace is not None:
                faulthandler.cancel_dump_traceback_later()
            seen = time.perf_counter()
            self.worst = max(self.worst, seen - sent)
            self.own_worst = max(self.own_worst, seen - self._ran_at)
            time.sleep(self._every)

    def _ran(self, ran: threading.Event, sent: float) -> None:
        self._ran_at = time.perf_counter()
        self.loop_worst = max(self.loop_worst, self._ran_at - sent)
        ran.set()

    def _note_stack(self) -> None:
        frame = sys._current_frames().get(self._loop_thread)
        seen = set()
        while frame is not None:
            code = frame.f_code
            where = f"{Path(code.co_filename).name}:{code.co_name}"
            if where not in seen:  # each function once per sample: inclusive time
                seen.add(where)
                self.samples[where] += 1
            frame = frame.f_back

    def culprits(self, top: int = 40) -> str:
        """The functions most often on the loop thread's stack during stalls (10 ms each)."""
        return "\n".join(
            f"  {count * 10:6d} ms  {where}" for where, count in self.samples.most_common(top)
        )

    def reset(self) -> None:
        self.worst = self.loop_worst = self.own_worst = 0.0

    def __enter__(self) -> Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


class StepClock:
    """Times every step the event loop runs (one callback or one task step) in CPU time of the
    loop's thread, which neither other processes nor a thread holding the interpreter's lock add
    to: what the bot and simcord do without letting the loop go. ``worst_own`` leaves out the CPU
    time simcord's backend (the stand-in for Discord's servers) spent serving a request, but
    keeps the gateway events it feeds the bot's client."""

    def __init__(self) -> None:
        self.worst = 0.0
        self.worst_own = 0.0
        self._backend = 0.0
        self._fed = 0.0
        self._thread = threading.get_ident()
        self.gc_worst = 0.0
        """The longest pass of the garbage collector on the loop's thread (CPU time)."""
        self._gc_began = 0.0
        self.gc_any = 0.0
        """The longest pass of the garbage collector on any thread (wall clock: every thread
        waits for it)."""
        self.gc_any_cpu = 0.0
        """The same in CPU time of the thread that ran it (a worker's passes included)."""
        self.worst_uncollected = 0.0
        """The longest step of the loop in CPU time less the collector's passes within it: the
        bot's, simcord's and the players' own work in one step."""
        self._gc_in_step = 0.0
        self._gc_wall = 0.0
        self.where = ""
        """Where the task of the step with the longest own CPU time stopped after it."""
        self.backend_total = 0.0
        """CPU time simcord's backend spent serving requests (gateway events it fed the bot's
        client left out), summed since the last reset."""
        self.worker_total = 0.0
        """CPU time of the bot's worker threads' jobs (bot/worker.py), summed."""

    def reset(self) -> None:
        self.worst = self.worst_own = self.gc_worst = self.gc_any = self.gc_any_cpu = 0.0
        self.worst_uncollected = 0.0
        self.backend_total = self.worker_total = 0.0
        self.where = ""

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        # A pass holds the interpreter's lock from start to stop, so no other pass interleaves.
        if phase == "start":
            self._gc_wall = time.perf_counter()
            self._gc_began = time.thread_time()
            return
        cpu = time.thread_time() - self._gc_began
        self.gc_any = max(self.gc_any, time.perf_counter() - self._gc_wall)
        self.gc_any_cpu = max(self.gc_any_cpu, cpu)
        if threading.get_ident() == self._thread:
            self.gc_worst = max(self.gc_worst, cpu)
            self._gc_in_step += cpu

    def install(self) -> None:
        clock = self
        step = asyncio.events.Handle._run

        def timed_step(handle: asyncio.events.Handle) -> None:
            if threading.get_ident() != clock._thread:
                step(handle)
                return
            clock._backend = clock._gc_in_step = 0.0
            began = time.thread_time()
            try:
                step(handle)
            finally:
                cpu = time.thread_time() - began
                clock.worst = max(clock.worst, cpu)
                clock.worst_uncollected = max(clock.worst_uncollected, cpu - clock._gc_in_step)
                if cpu - clock._backend > clock.worst_own:
                    clock.worst_own = cpu - clock._backend
                    clock.where = _where(handle)

        dispatch = simcord_router.dispatch

        def timed_dispatch(*args: Any, **kwargs: Any) -> Any:
            began, fed = time.thread_time(), clock._fed
            try:
                return dispatch(*args, **kwargs)
            finally:
                spent = time.thread_time() - began - (clock._fed - fed)
                clock._backend += spent
                clock.backend_total += spent

        emit = BackendBase.emit

        def timed_emit(backend: Any, event: str, payload: Any) -> None:
            began = time.thread_time()
            try:
                emit(backend, event, payload)
            finally:
                clock._fed += time.thread_time() - began

        tracked = worker._tracked

        def timed_job(call: Any) -> Any:
            began = time.thread_time()
            try:
                return tracked(call)
            finally:
                clock.worker_total += time.thread_time() - began

        worker._tracked = timed_job
        gc.callbacks.append(self._collecting)
        asyncio.events.Handle._run = timed_step  # type: ignore[method-assign]
        simcord_router.dispatch = timed_dispatch
        BackendBase.emit = timed_emit  # type: ignore[method-assign]


def _where(handle: asyncio.events.Handle) -> str:
    """The awaits a task's step ended in (innermost last), or the callback's name."""
    task = getattr(handle._callback, "__self__", None)
    if not isinstance(task, asyncio.Task):
        return repr(handle._callback)
    chain = []
    coro: Any = task.get_coro()
    while coro is not None and hasattr(coro, "cr_code"):
        frame = coro.cr_frame
        line = frame.f_lineno if frame is not None else 0
        chain.append(f"{Path(coro.cr_code.co_filename).name}:{coro.cr_code.co_name}:{line}")
        coro = coro.cr_await
    return " > ".join(chain[-6:])


SETTLES: list[float] = []
"""How long each settle of the heap took (wall clock), the bot's and the benchmark's."""


def _time_settles() -> None:
    settle = heap.settle

    def timed() -> None:
        began = time.perf_counter()
        settle()
        SETTLES.append(time.perf_counter() - began)

    heap.settle = timed


ACKED: dict[int, float] = {}
"""Interaction id → wall time of the bot's first answer (filled by the patched backend)."""


def _record_acks() -> None:
    """Note the wall time at which the backend marks each interaction as answered."""
    cls = interaction_model.Interaction
    for name in (
        "respond_with_message",
        "defer",
        "defer_update",
        "update_source",
        "show_modal",
        "complete_autocomplete",
    ):
        original = getattr(cls, name)

        def wrapped(self: Any, *args: Any, __original: Any = original, **kwargs: Any) -> Any:
            ACKED.setdefault(self.id, time.perf_counter())
            return __original(self, *args, **kwargs)

        setattr(cls, name, wrapped)


def _network_yields() -> None:
    """Make every request to simcord's backend give the event loop a turn first, as a request
    over the network does (simcord answers in place, so a loop of 1000 DMs would otherwise run
    as one uninterrupted step, which no real connection allows). The backend's own work still
    runs on the loop and counts in the stalls."""
    for cls in (simcord_http.FakeHTTPClient, simcord_http.FakeWebhookAdapter):
        original = cls.request

        async def request(self: Any, *args: Any, __original: Any = original, **kw: Any) -> Any:
            await asyncio.sleep(0)
            return await __original(self, *args, **kw)

        cls.request = request  # type: ignore[method-assign]


class Forgetful(list[Any]):
    """A record that keeps nothing: what simcord's transcript and request log become here."""

    def append(self, item: Any) -> None:
        pass


def _forget_records(env: simcord.Env) -> None:
    """Stop simcord keeping a copy of every request and gateway event (its transcript and
    request log, for tests to read): Discord's servers keep no such thing in the bot's process,
    but here it would grow by dozens of objects per message, which every full pass of the
    garbage collector walks (at 200 players, 60 % of what it walked after three phases). The
    messages simcord serves stay, as Discord's servers keep them."""
    env.backend.transcript = Forgetful()
    env.backend.http_requests = Forgetful()


def fire_slash(member: Any, channel: Any, name: str, **options: Any) -> tuple[int, float]:
    """Send a slash command without waiting for the bot; returns its id and when it was sent."""
    sent = time.perf_counter()
    result = harness.fire_slash(member, channel, name, **options)
    return result._interaction.id, sent


# -- the world ---------------------------------------------------------------------------------


async def seat_game(env: simcord.Env, label: str, players: int) -> tuple[Any, Any, list[Any]]:
    """A guild with a channel, a storyteller and ``players`` members in a started game."""
    guild = env.create_guild(label)
    town = guild.create_text_channel("town")
    storyteller = guild.add_member(env.create_user(f"st-{label}"))
    members = [
        guild.add_member(env.create_user(f"{label}-p{i:04d}", global_name=f"{label}P{i:04d}"))
        for i in range(players)
    ]
    await env.settle()
    result = await storyteller.slash(town, "game create")
    lobby = result.response.message
    for member in members:
        await member.click(lobby, label="Join")
    await storyteller.click(lobby, label="Start")
    return town, storyteller, members


class Chatter:
    """Small games' players ask for their game's status every few milliseconds.

    The commands are timed from another thread, as real ones arrive from the network whatever
    the event loop is doing: a stalled loop shows as late acknowledgements.
    """

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        small: list[tuple[Any, Any, list[Any]]],
        every: float = CHATTER_EVERY,
    ):
        self._loop = loop
        self._every = every
        self._speakers = itertools.cycle(
            [(town, member) for town, _, members in small for member in members]
        )
        self._stop = threading.Event()
        self.sent: list[tuple[int, float]] = []
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _fire(self, town: Any, member: Any, at: float) -> None:
        interaction_id, _ = fire_slash(member, town, "game status")
        self.sent.append((interaction_id, at))

    def _run(self) -> None:
        while not self._stop.is_set():
            town, member = next(self._speakers)
            self._loop.call_soon_threadsafe(self._fire, town, member, time.perf_counter())
            time.sleep(self._every)

    def __enter__(self) -> Chatter:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Send no more commands."""
        self._stop.set()

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


async def announced(bot: SuperpostBot, session: Any, epoch: int, poll: float = 0.02) -> None:
    """Wait until the big game has moved past ``epoch``, let go of its lock and the outbox has
    sent every row: its resolution and everything it shows are done. (Polling, not
    ``env.settle()``: simcord's settle scans every task of the bot on the loop each turn, which
    would stall the loop by itself.)"""
    while (
        session.epoch == epoch
        or session.lock.locked()
        or await bot.outbox.store.count_pending() > 0
        or bot.outbox.sending  # its pass ends with settling the heap (bot/heap.py)
    ):
        await asyncio.sleep(poll)


async def answered(interaction_ids: list[int], limit: float = 30.0, poll: float = 0.02) -> None:
    """Wait (at most ``limit`` seconds) until every given interaction was answered."""
    end = time.perf_counter() + limit
    while any(i not in ACKED for i in interaction_ids) and time.perf_counter() < end:
        await asyncio.sleep(poll)


def census(top: int = 6) -> str:
    """The objects the garbage collector walks (those not frozen), by the top-level package of
    their type: where the length of a full pass comes from."""
    counts: collections.Counter[str] = collections.Counter()
    for thing in gc.get_objects():
        counts[(type(thing).__module__ or "?").split(".")[0]] += 1
    return ", ".join(f"{name} {count}" for name, count in counts.most_common(top))


async def measure(
    size: int,
    phases: int,
    folder: Path,
    *,
    steps: StepClock,
    sample: bool = False,
    trace: TextIO | None = None,
    chatter_every: float = CHATTER_EVERY,
    settle_heap: bool = True,
    settle_each_phase: bool = False,
    keep_records: bool = False,
) -> Iterator[dict[str, Any]]:
    seeds = itertools.count(1)
    bot = SuperpostBot(
        Settings(db_path=folder / f"load-{size}.sqlite3", shard_count=1),
        seeds=lambda: next(seeds),
        settle_heap=settle_heap,
    )
    env = simcord.Env(bot, settle_timeout=600)
    if not keep_records:
        _forget_records(env)
    await env.start()
    rows = []
    try:
        started = time.perf_counter()
        big_town, big_storyteller, _ = await seat_game(env, "big", size)
        print(f"  {size} players seated and started in {time.perf_counter() - started:.1f} s")
        small = [await seat_game(env, f"s{i}", SMALL_SIZE) for i in range(SMALL_GAMES)]
        tracked = len(gc.get_objects())
        if settle_heap:
            # What the bot does once connected (bot/heap.py); here the world is built after
            # that, so it is done now, and simcord's world, which stands in for Discord's
            # servers, leaves the collector's walks with the bot's start-up state.
            heap.settle()
        print(
            f"  {tracked} objects tracked by the garbage collector ({len(gc.get_objects())} "
            "after settling)"
            if settle_heap
            else f"  {tracked} objects tracked by the garbage collector"
        )
        loop = asyncio.get_running_loop()
        with Heartbeat(loop) as beat, Watchdog(loop, sample=sample, trace=trace) as watchdog:
            for _ in range(phases):
                session = games_of(bot).in_channel(big_town.id)
                if session is None or session.game is None or session.game.is_over:
                    break
                phase = session.game.phase.title()
                with Chatter(loop, small, chatter_every) as talk:
                    await asyncio.sleep(0.05)  # the small games talk before the big one moves
                    watchdog.reset()
                    beat.reset()
                    steps.reset()
                    began, cpu = time.perf_counter(), time.process_time()
                    SETTLES.clear()
                    epoch = session.epoch
                    fire_slash(big_storyteller, big_town, "game advance")
                    await announced(bot, session, epoch)
                    took, used = time.perf_counter() - began, time.process_time() - cpu
                    stall, watched = beat.worst, watchdog.worst
                    step, step_own, step_where = steps.worst, steps.worst_own, steps.where
                    collected, collected_any = steps.gc_worst, steps.gc_any
                    collected_any_cpu = steps.gc_any_cpu
                    backend_cpu, worker_cpu = steps.backend_total, steps.worker_total
                    settles = list(SETTLES)
                    talk.stop()
                    sent = list(talk.sent)
                    await answered([i for i, _ in sent])
                await env.settle()
                if settle_each_phase:
                    # simcord keeps every message and request forever (Discord's servers keep
                    # them, not the bot): out of the next phase's walks, with the bot's own
                    # survivors of this phase.
                    heap.settle()
                waits = [(ACKED[i] - t) * 1000 for i, t in sent if i in ACKED]
                row = {
                    "size": size,
                    "phase": phase,
                    "phase_s": took,
                    "cpu_s": used,
                    "worker_cpu_s": worker_cpu,
                    "simcord_cpu_s": backend_cpu,
                    "stall_ms": stall * 1000,
                    "watchdog_ms": watched * 1000,
                    "step_ms": step * 1000,
                    "step_own_ms": step_own * 1000,
                    "gc_ms": collected * 1000,
                    "gc_any_ms": collected_any * 1000,
                    "gc_any_cpu_ms": collected_any_cpu * 1000,
                    "acks": len(waits),
                    "unanswered": len(sent) - len(waits),
                    "ack_p50_ms": statistics.median(waits) if waits else float("nan"),
                    "ack_p99_ms": percentile(waits, 0.99),
                }
                rows.append(row)
                print(
                    f"  {phase:>8}: {took:6.2f} s (CPU {used:5.2f} s)  stall "
                    f"{row['stall_ms']:6.1f} ms  step CPU {row['step_ms']:6.1f} ms (less simcord "
                    f"{row['step_own_ms']:6.1f} ms)  ack p50 {row['ack_p50_ms']:5.1f} ms  p99 "
                    f"{row['ack_p99_ms']:6.1f} ms  ({row['acks']} small-game commands)",
                    flush=True,
                )
                print(
                    f"            CPU: {worker_cpu:.2f} s in the bot's worker threads, "
                    f"{backend_cpu:.2f} s in simcord's backend serving requests, "
                    f"{used - worker_cpu - backend_cpu:.2f} s the rest (the bot's loop, its "
                    "database thread, the small games)",
                    flush=True,
                )
                print(
                    f"            the watchdog thread's longest round trip "
                    f"{row['watchdog_ms']:.1f} ms; longest own step: {step_where}; longest "
                    "garbage collection "
                    f"on the loop: {collected * 1000:.1f} ms CPU, on any thread "
                    f"{collected_any_cpu * 1000:.1f} ms CPU, {collected_any * 1000:.1f} ms wall; "
                    f"{len(settles)} settle(s) of the heap"
                    + (f", longest {max(settles) * 1000:.1f} ms" if settles else ""),
                    flush=True,
                )
        print(f"  tracked by the collector after the phases, by package: {census()}")
        if sample:
            print("  on the loop's stack during stalls (inclusive):")
            print(watchdog.culprits())
    finally:
        await env.shutdown()
        await bot.close()
    return iter(rows)


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100,200,1000", help="big-game sizes, comma-separated")
    parser.add_argument("--phases", type=int, default=4, help="phases of the big game to time")
    parser.add_argument(
        "--sample-stalls",
        action="store_true",
        help="print which functions the event loop ran during its stalls",
    )
    parser.add_argument(
        "--chatter-every",
        type=float,
        default=CHATTER_EVERY,
        help="seconds between two small-game commands (default: %(default)s)",
    )
    parser.add_argument(
        "--no-settle-heap",
        action="store_true",
        help="leave the start-up state in the garbage collector's walks (bot/heap.py)",
    )
    parser.add_argument(
        "--settle-each-phase",
        action="store_true",
        help="settle the heap between phases too (takes simcord's stored world out of the walks)",
    )
    parser.add_argument(
        "--keep-records",
        action="store_true",
        help="let simcord keep its transcript and request log (every request and event)",
    )
    parser.add_argument(
        "--trace-stalls",
        type=argparse.FileType("w"),
        help="write every thread's stack to this file at each stall past 200 ms",
    )
    args = parser.parse_args(argv)
    _record_acks()
    _network_yields()
    _time_settles()
    steps = StepClock()
    steps.install()
    summary = []
    with tempfile.TemporaryDirectory() as folder:
        for size in (int(part) for part in args.sizes.split(",")):
            print(f"{size} players, with {SMALL_GAMES} small games alongside:", flush=True)
            summary.extend(
                await measure(
                    size,
                    args.phases,
                    Path(folder),
                    steps=steps,
                    sample=args.sample_stalls,
                    trace=args.trace_stalls,
                    chatter_every=args.chatter_every,
                    settle_heap=not args.no_settle_heap,
                    settle_each_phase=args.settle_each_phase,
                    keep_records=args.keep_records,
                )
            )
    print()
    print(
        "| players | phase | resolution + posts + DMs s | CPU s | worker CPU s "
        "| simcord CPU s | longest stall ms "
        "| longest step CPU ms | less simcord's backend ms | longest GC ms "
        "| longest GC any thread CPU / wall ms | ack p50 ms | ack p99 ms |"
    )
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in summary:
        print(
            f"| {row['size']} | {row['phase']} | {row['phase_s']:.2f} | {row['cpu_s']:.2f} |"
            f" {row['worker_cpu_s']:.2f} | {row['simcord_cpu_s']:.2f} |"
            f" {row['stall_ms']:.0f} | {row['step_ms']:.0f} | {row['step_own_ms']:.0f} |"
            f" {row['gc_ms']:.0f} | {row['gc_any_cpu_ms']:.0f} / {row['gc_any_ms']:.0f} |"
            f" {row['ack_p50_ms']:.1f} | {row['ack_p99_ms']:.1f} |"
        )


if __name__ == "__main__":
    asyncio.run(main())
