"""The platform under load: many concurrent games of every family in one bot process (issue 24).

The real bot (every cog, the shared storage, the outbox, the clocks) runs in a simcord world
with ``--games`` games, each in a guild of its own (a bot in that many servers), dealt in turn
to Quantum Werewolf, Quantum Clocktower, Schrödinger's Lab and Quantum Cloud, with 5-15 players
each within what the family allows (the Lab seats at most 8, Cloud at most 4, Clocktower has
a setup up to 14). Every player is bot-driven, as in the sandbox (:mod:`bot.sandbox.robots`,
:mod:`bot.sandbox.family_robots`): they send the slash commands a person sends, chosen by the
engines' random legal policies. Each game's clock is set short (a fraction of an hour) and the
virtual clock runs ``--speed`` times faster than the wall clock, so deadlines keep firing while
players act.

Measured while playing, for ``--seconds`` of wall time:

* ``ack p50/p99``: from the moment a command arrives (sent from another thread at a steady
  ``--rate``, as commands arrive from the network whatever the loop is doing) until the bot's
  first answer to Discord;
* ``stall``: the event loop's longest stall: how late a callback due every 5 ms ran, timed on
  the loop's thread (:class:`benchmarks.loop_probes.Heartbeat`; wall clock, so a busy machine
  adds to it: the loop thread's wait for a core is read beside it and taken out in a second
  figure). A watchdog thread's round trip is printed beside it under its own name: it also
  holds that thread's own waits for the interpreter's lock, which are not the loop's;
* CPU time of the process beside wall time, and the machine's load (``/proc/loadavg``).

With ``--restart``, the bot is then started again **in a fresh process** on the same database
(after a process of the same kind on an empty database, for the baseline), timing its start-up
until ready (every open game read and replayed, every family caught up) and the memory each
open game costs (resident set size with the games less the empty baseline, divided by the
games). That process also checks that nothing accepted was lost: each game it reads back is in
the state the first process had in memory at the end of play.

Simcord stands in for Discord's servers in the same process, so its work counts in the stalls
and in the CPU time; the bot-driven players choose their moves on the loop too (their CPU time
is printed apart). The deadlines fire as in production: the benchmark moves simcord's virtual
clock and runs the bot's timers that fell due (the end of a family timer's ``asyncio.sleep``,
a view's timeout), never ticking a game itself. simcord's 3-s limit on answering counts in
that fast virtual time, so it is lifted for the players' commands (the acks are timed in wall
clock instead); on PostgreSQL the outbox does not poll for other processes' rows.

    .venv/bin/python benchmarks/platform_load.py --games 50 --seconds 20 --restart
    .venv/bin/python benchmarks/platform_load.py --games 1000 --backend postgres --restart
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import concurrent.futures
import contextlib
import dataclasses
import datetime as dt
import faulthandler
import gc
import json
import logging
import os
import pickle
import random
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Literal

STARTED = time.perf_counter()
"""When this process began its work (before its imports): the start-up figure counts them."""

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402
from simcord import _runtime  # noqa: E402
from simcord._settlement import _run_due_virtual_callbacks  # noqa: E402
from simcord.backend.models import interaction as interaction_model  # noqa: E402
from simcord.builders import ChannelHandle  # noqa: E402

from benchmarks.ack_waits import AckWaits  # noqa: E402
from benchmarks.bot_load import StepClock, Watchdog  # noqa: E402
from benchmarks.figures import percentile  # noqa: E402
from benchmarks.loop_probes import (  # noqa: E402
    GcPasses,
    Heartbeat,
    LoopProfile,
    LoopTurns,
    StallTracer,
)
from benchmarks.players_process import choose_ct, players_process  # noqa: E402
from benchmarks.thread_probes import LoopWaits, WorkerJobs  # noqa: E402
from bot import drawing, heap, loop_first, worker  # noqa: E402
from bot.client import SuperpostBot  # noqa: E402
from bot.outbox_store import OutboxStore  # noqa: E402
from bot.sandbox import family_robots, robots  # noqa: E402
from bot.sandbox.runtime import response_text  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.shell import FamilySession, FamilySessions, GameStatus  # noqa: E402
from bot.shell.clock import GameClock  # noqa: E402
from bot.shell.timer import DueTimer  # noqa: E402
from cogs.clocktower.base import STORYTELLER_PERMISSION  # noqa: E402
from cogs.werewolf.games import Session, games_of  # noqa: E402
from engine.clocktower import ClocktowerGame  # noqa: E402
from tests.cogs import harness  # noqa: E402

FAMILIES = ("werewolf", "clocktower", "lab", "cloud")
SEATS = {"werewolf": (5, 15), "clocktower": (5, 14), "lab": (5, 8), "cloud": (2, 4)}
"""Players per game: 5-15 within what each family seats."""
SETTLE_SECONDS = 60.0
"""simcord's budget for the bot to finish what one setup step caused (its error names the
tasks still busy)."""
CLOCK_STEP = 0.1
"""Wall seconds between two moves of the virtual clock."""
SETTLED_LOOKS = 5
"""Looks one :data:`CLOCK_STEP` apart that must find every game's lock free before the first
process's last look (:func:`_games_settled`)."""


# -- measuring ---------------------------------------------------------------------------------

ACKED: dict[int, float] = {}
ACKED_CPU: dict[int, float] = {}
"""Interaction id → CPU time of the loop's thread at the bot's first answer."""
LOOP_THREAD = [0]
"""The event loop's thread (set when play begins)."""
"""Interaction id → wall time of the bot's first answer (filled by the patched backend)."""
ACK_WAITS: list[AckWaits] = []
"""With ``--ack-waits``, the probe told of each first answer."""


def _record_acks() -> None:
    """Note the wall time at which simcord's backend marks each interaction as answered."""
    cls = interaction_model.Interaction
    for name in ("respond_with_message", "defer", "defer_update", "update_source", "show_modal"):
        original = getattr(cls, name)

        def wrapped(
            self: Any, *args: Any, __original: Any = original, __name: str = name, **kwargs: Any
        ) -> Any:
            if self.id not in ACKED:
                ACKED[self.id] = time.perf_counter()
                if threading.get_ident() == LOOP_THREAD[0]:
                    ACKED_CPU[self.id] = time.thread_time()
                    for probe in ACK_WAITS:
                        probe.note(self.id, deferred=__name.startswith("defer"))
            return __original(self, *args, **kwargs)

        setattr(cls, name, wrapped)


def loadavg() -> str:
    """The machine's load averages (other jobs share its cores)."""
    with contextlib.suppress(OSError):
        return Path("/proc/loadavg").read_text().split(" ", 3)[:3].__str__().replace("'", "")
    return "?"


def machine_cpu() -> float:
    """CPU seconds every core of the machine has spent busy since boot (``/proc/stat``)."""
    with contextlib.suppress(OSError, ValueError):
        fields = [int(f) for f in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        idle = fields[3] + fields[4]  # idle, waiting for the disk
        return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")
    return float("nan")


def server_cpu(target: str) -> float:
    """CPU seconds the PostgreSQL server of ``target`` (its postmaster and every process it
    started, the connections' backends among them) has used; 0 for SQLite. The server runs
    on the same cores as the bot here, so its CPU time is the bot's loop's to wait for."""
    port = urllib.parse.urlsplit(target).port if "://" in target else None
    if port is None:
        return 0.0
    tick = os.sysconf("SC_CLK_TCK")
    used: dict[int, tuple[int, float]] = {}  # pid → (parent, CPU seconds)
    postmaster = None
    for proc in Path("/proc").iterdir():
        with contextlib.suppress(OSError, ValueError, IndexError):
            if not proc.name.isdigit():
                continue
            # The command's name may hold spaces: the fields after its closing parenthesis.
            after = (proc / "stat").read_text().rsplit(")", 1)[1].split()
            used[int(proc.name)] = (int(after[1]), (int(after[11]) + int(after[12])) / tick)
            command = (proc / "cmdline").read_bytes().split(b"\0")
            if b"-p" in command and command[command.index(b"-p") + 1] == str(port).encode():
                postmaster = int(proc.name)
    if postmaster is None:
        return float("nan")
    return sum(cpu for pid, (parent, cpu) in used.items() if postmaster in (pid, parent))


def rss_mb() -> float:
    """The process's resident set size now, in MB (from /proc, else the peak)."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# -- the world ---------------------------------------------------------------------------------


@dataclasses.dataclass
class Table:
    """One game's guild: where it is played and who sits at it."""

    index: int
    family: str
    town: Any
    storyteller: Any
    members: dict[int, Any]
    """User id → member actor."""
    thread: Any = None
    game_id: int = 0
    hours: float = 0.0
    """The game's limit of a phase (the Lab's of a turn: one hour more), virtual hours."""


def _lobby_post(town: Any, message_id: int | None) -> Any:
    return next(m for m in reversed(town.history()) if m.id == message_id)


def _select_values(message: Any, custom_id: str) -> list[str]:
    for row in message.components:
        for child in getattr(row, "children", []):
            if getattr(child, "custom_id", None) == custom_id:
                return [option.value for option in child.options]
    raise KeyError(custom_id)


POLL = 0.05
STEP_SECONDS = 600.0
"""How long a setup step may take before the run fails (a machine shared by many jobs runs
20 openings at once slowly: a game's 15 joins took over a minute on PostgreSQL at load 11)."""
"""Wall seconds between two looks at whether the bot has done what a setup step asked."""
REFUSALS_EVERY = 20
"""Looks between two reads of a step's answers for a refusal: each read goes through every
answer (a game's 15 joins), and 20 openings at a time look 20 times a second each, so reading
them at every look cost the setup more CPU than the bot's own work on a loaded machine (the
longer the setup's wall clock, the more looks)."""


async def until(check: Any, what: str, results: Sequence[Any] = ()) -> Any:
    """Wait until ``check()`` gives something truthy (the bot has done what a setup step asked);
    fail with the bot's replies so far when it takes longer than :data:`STEP_SECONDS`."""
    deadline = time.perf_counter() + STEP_SECONDS
    looks = 0
    while not (found := check()):
        looks += 1
        if looks % REFUSALS_EVERY and time.perf_counter() <= deadline:
            await asyncio.sleep(POLL)
            continue
        refused = [response_text(r) for r in results if response_text(r).startswith("❌")]
        if refused or time.perf_counter() > deadline:
            said = refused or [response_text(r)[:80] or "(no answer)" for r in results]
            raise RuntimeError(f"{what}: {said}")
        await asyncio.sleep(POLL)
    return found


@contextlib.contextmanager
def unsettling(env: simcord.Env) -> Iterator[None]:
    """Send each setup step without simcord settling the whole world after it.

    simcord's settling looks at every task of the bot, and for each at every view of every
    game, after every step: with hundreds of games that alone cost seconds a step (the setup of
    1000 games would have taken days). Each step here is sent as a person sends it, through the
    bot's real commands, and :func:`until` waits for what the next step needs (the game
    created, every player seated, the game started) by looking at the bot's games."""
    settle = env._settle_internal

    async def sent(**_: Any) -> None:
        return None

    env._settle_internal = sent  # type: ignore[method-assign]
    try:
        yield
    finally:
        env._settle_internal = settle  # type: ignore[method-assign]


async def open_game(
    env: simcord.Env,
    index: int,
    family: str,
    players: int,
    hours: float,
    ct_options: dict[str, Any] | None = None,
) -> Table:
    """A guild with one game of ``family``, its players seated and the game started;
    ``ct_options``: more options of ``/ct new`` (the script, say)."""
    bot = env.bot
    guild = env.create_guild(f"g{index}")
    town = guild.create_text_channel("town")
    # the role that sees `/ct-st` (the storyteller's commands), as on a real server
    roles = (
        [guild.create_role("st", permissions=STORYTELLER_PERMISSION)]
        if family == "clocktower"
        else []
    )
    storyteller = guild.add_member(env.create_user(f"st{index}"), roles=roles)
    members = [
        guild.add_member(env.create_user(f"g{index}p{i}", global_name=f"G{index}P{i}"))
        for i in range(players)
    ]
    table = Table(index, family, town, storyteller, {m.id: m for m in members}, hours=hours)
    await until(lambda: bot.get_channel(town.id), f"guild {index} known to the bot")
    steps: list[Any] = []

    def step(result: Any) -> Any:
        # Setup answers may come after the next step, when the fast play clock has begun.
        _untimed(result)
        steps.append(result)
        return result

    if family == "werewolf":
        result = step(
            await storyteller.slash(town, "game create", night_hours=hours, day_hours=hours)
        )

        def werewolf() -> Session | None:
            # Looked up each time: a session may be replaced when its game is read again.
            return games_of(bot).in_channel(town.id)

        await until(lambda: result.response is not None and werewolf(), "game create", [result])
        lobby = result.response.message
        joins = [step(await member.click(lobby, label="Join")) for member in members]
        await until(lambda: len(werewolf().row.seats) >= players, "Join", joins)
        started = step(await storyteller.click(lobby, label="Start"))
        await until(
            lambda: werewolf().row.status is GameStatus.RUNNING and werewolf().game is not None,
            "Start",
            [started],
        )
        table.game_id = werewolf().row.id
        await until(lambda: all(r.acknowledged for r in steps), "werewolf answers", steps)
        return table
    before = {thread.id for thread in town.threads}
    if family == "clocktower":
        opened = await storyteller.slash(
            town,
            "ct new",
            players=players,
            night_hours=hours,
            day_hours=hours,
            **(ct_options or {}),
        )
    elif family == "lab":
        opened = await storyteller.slash(town, "lab new", turn_hours=1.0 + hours)
    else:
        opened = await storyteller.slash(town, "cloud new", turn_hours=hours, setup_mode="auto")
    step(opened)

    def created() -> Any:
        # Found from the answer to `/… new` (the lobby post) and the bot's thread id, not by
        # walking every channel of the simulated world (`town.threads`) and the town's whole
        # history at each look: O(games) a look, so O(games²) for the setup.
        response = opened.response
        message = None if response is None else getattr(response, "message", None)
        if message is None:
            return None
        session = _family_sessions(bot).by_lobby_message(message.id)
        if session is None or session.row.thread_id is None:
            return None
        thread = env.backend.channels.get(session.row.thread_id)
        if thread is None or thread.parent_id != town.id or thread.id in before:
            return None
        return ChannelHandle(env, town.guild, thread), session

    table.thread, session = await until(created, f"{family} new", [opened])
    table.game_id = session.row.id

    def family_game() -> FamilySession:
        # Looked up each time: a session may be replaced when its game is read again.
        found = _family_sessions(bot).get(family, table.game_id)
        assert found is not None
        return found

    joins = []
    for seat, member in enumerate(members):
        if family == "cloud":
            lobby = _lobby_post(town, session.row.lobby_message_id)
            decks = _select_values(lobby, "cloud:lobby:deck")
            joined = await member.select(
                lobby, [decks[seat % len(decks)]], custom_id="cloud:lobby:deck"
            )
        else:
            command = "ct join" if family == "clocktower" else "lab join"
            joined = await member.slash(table.thread, command)
        joins.append(step(joined))
    await until(
        lambda: len(family_game().row.seats) >= players,
        f"{family} join",
        joins,
    )
    started = step(
        await storyteller.click(_lobby_post(town, session.row.lobby_message_id), label="Start")
    )
    await until(
        lambda: family_game().row.status is GameStatus.RUNNING and family_game().game is not None,
        f"{family} Start",
        [started],
    )
    await until(lambda: all(r.acknowledged for r in steps), f"{family} answers", steps)
    return table


async def open_games(env: simcord.Env, count: int, at_once: int, rng: random.Random) -> list[Table]:
    """``count`` games opened ``at_once`` at a time (a bot in many servers is asked to open
    games in many of them at the same moment); in the order of their index."""
    plans = []
    for index in range(count):
        family = FAMILIES[index % len(FAMILIES)]
        low, high = SEATS[family]
        # Short clocks (a fraction of an hour of virtual time) so deadlines fire during the run.
        plans.append((index, family, rng.randint(low, high), round(rng.uniform(0.25, 1.0), 2)))
    began = time.perf_counter()
    gate = asyncio.Semaphore(at_once)
    done = [0]

    async def one(plan: tuple[int, str, int, float]) -> Table:
        async with gate:
            table = await open_game(env, *plan)
        done[0] += 1
        if done[0] % 100 == 0:
            print(f"  {done[0]} games open ({time.perf_counter() - began:.0f} s)", flush=True)
        return table

    tables = list(await asyncio.gather(*(one(plan) for plan in plans)))
    # What the openings queued (lobbies, role DMs, first prompts) is sent before play begins.
    outbox = env.bot.outbox  # type: ignore[attr-defined]
    deadline = time.perf_counter() + 20 * SETTLE_SECONDS
    while await outbox.store.count_pending() > 0:
        if time.perf_counter() > deadline:
            raise RuntimeError("the outbox did not empty after the games opened")
        await asyncio.sleep(0.1)
    print(f"  outbox empty ({time.perf_counter() - began:.0f} s)", flush=True)
    return tables


def _family_sessions(bot: Any) -> FamilySessions:
    sessions = getattr(bot, "family_sessions", None)
    assert isinstance(sessions, FamilySessions)
    return sessions


# -- the players ------------------------------------------------------------------------------


@dataclasses.dataclass
class Sent:
    """One command the players sent: its interaction and when it arrived."""

    result: Any
    at: float
    command: str = ""
    cpu_at: float = 0.0
    """CPU time of the loop's thread once the command was on its way: what the loop ran until
    its answer is the work ahead of it, which other processes stretch far less than the wall
    clock (not at all only when the command waits for nothing off the loop: a starved SQLite
    thread or worker lets more of the loop's other work in)."""


LOOK_AT = 40
"""Games an arrival looks at, at most, for a move owed (the players' work on the loop stays
small whatever the number of games; the next arrival goes on from where it stopped)."""


class Players:
    """Every bot-driven player of every game; :meth:`fire` sends the next move owed.

    A move is tried once (a refusal, say for a phase a deadline just ended, is counted, never
    retried in a loop), as the sandbox does. A Clocktower robot's list is chosen in the
    players' process (:func:`benchmarks.players_process.players_process`): the loop only sends a copy of the game there,
    and sends the list at a later arrival once it is back.

    They act as people who read the game do: nothing for a phase or turn whose posted deadline
    has passed on the clock (the bot ends it when its deadline timer comes round, which under
    load may be seconds of wall clock later; the x600 clock made that most of the play), and a
    Clocktower list back from the players' process is sent only if the night still asks for it
    (the status says when the night is resolving). Before, about half the commands were refused
    for a phase the clock had ended, and how many moved with each run's speed.
    """

    def __init__(
        self,
        bot: SuperpostBot,
        tables: list[Table],
        pool: concurrent.futures.Executor,
        now: Callable[[], dt.datetime],
    ) -> None:
        self._bot = bot
        self._now = now
        """The world's time (simcord's virtual clock, which the posted deadlines are on)."""
        self._tables = tables
        self._pool = pool
        self._handing = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="players")
        self._cursor = 0
        self.command = ""
        """The last command sent."""
        self._tried: set[Any] = set()
        self.sent: list[Sent] = []
        self.choosing = 0.0
        """CPU time the players spent on the loop (choosing the cheap moves, copying the
        Clocktower games they send away): the benchmark's, not the bot's."""
        self.choosing_away = 0.0
        """CPU time the players' process spent choosing Clocktower lists."""
        self._quiet: dict[int, object] = {}
        """Table index → the row version (werewolf: the phase) at which it owed no move (not asked
        again until it changes: choosing is the benchmark's work on the loop, kept small)."""
        self._away: set[int] = set()
        """Clocktower games whose next list is being chosen in the players' process."""
        self._chosen: collections.deque[
            tuple[Table, family_robots.CtTurn, family_robots.SlashMove]
        ] = collections.deque()
        """Lists back from the players' process, sent first at the next arrivals."""
        self.idle = 0
        """Arrivals that found no move owed anywhere (every game waited for a deadline)."""
        self.late = 0
        """Looks at a game whose phase or turn was past its deadline (nothing sent)."""
        self.stale = 0
        """Clocktower lists back from the players' process that the night no longer asked for
        (not sent)."""
        self.unanswerable = 0
        """Clocktower turns for which no list was possible (nothing sent)."""

    def _past_deadline(self, row: Any) -> bool:
        """Whether the posted deadline of the game's phase or turn has passed on the bot's
        clock (a person reading the post and the clock sends nothing more for it)."""
        deadline = row.deadline
        return deadline is not None and deadline <= self._now()

    def fire(self, at: float) -> None:
        """Send the next move some game is owed, round the games from where the last left."""
        began = time.thread_time()
        try:
            while self._chosen:
                table, turn, move = self._chosen.popleft()
                if self._still_owed(table, turn):
                    self._record(table, self._send(table, move), at)
                    return
                self.stale += 1
            for _ in range(min(LOOK_AT, len(self._tables))):
                table = self._tables[self._cursor]
                self._cursor = (self._cursor + 1) % len(self._tables)
                sent = self._move(table)
                if sent is not None:
                    self._record(table, sent, at)
                    return
            self.idle += 1  # none of the games looked at owed a move
        finally:
            self.choosing += time.thread_time() - began

    def _record(self, table: Table, sent: Any, at: float) -> None:
        _untimed(sent)
        self.sent.append(
            Sent(sent, at, f"{table.family}: {self.command}", cpu_at=time.thread_time())
        )

    def _send(self, table: Table, move: family_robots.SlashMove) -> Any:
        member = table.members[move.user_id]
        self.command = move.command
        if move.in_dm:
            return harness.fire_slash(
                member.user, member.user.dm_channel, move.command, **move.options
            )
        return harness.fire_slash(member, table.thread, move.command, **move.options)

    def _move(self, table: Table) -> Any:
        if table.family == "werewolf":
            return self._werewolf(table)
        session = _family_sessions(self._bot).get(table.family, table.game_id)
        if session is None or self._quiet.get(table.index) == session.row.version:
            return None
        if self._past_deadline(session.row):
            self.late += 1
            return None
        if table.family == "clocktower":
            self._clocktower(table, session)
            return None
        for move in family_robots.due_moves([session], set(table.members), self._tried):
            self._tried.add(move.key)
            return self._send(table, move)
        self._quiet[table.index] = session.row.version
        return None

    def _clocktower(self, table: Table, session: FamilySession) -> None:
        """Send the game away to choose its next owed list (one at a time per game)."""
        game = session.game
        if table.game_id in self._away or not isinstance(game, ClocktowerGame):
            return
        if session.row.status is not GameStatus.RUNNING:
            return
        turns = family_robots.ct_turns(session, game, set(table.members), self._tried)
        if not turns:
            self._quiet[table.index] = session.row.version
            return
        try:
            blob = pickle.dumps(game)
        except RuntimeError:
            # the bot's worker is pushing onto this very game (the robots read it without its
            # lock): pickling met a dict mid-change, so look at the game again later
            return
        self._tried.add(turns[0].key)
        self._away.add(table.game_id)
        # Handed over from a thread of the benchmark's: Python 3.11's process pool writes to a
        # pipe in submit that blocks once its manager thread falls behind (410 ms of loop
        # stall traced at 200 games on a loaded machine), which is no part of the bot.
        future = asyncio.wrap_future(
            self._handing.submit(lambda: self._pool.submit(choose_ct, blob, turns[0]).result())
        )

        turn = turns[0]

        def back(done: asyncio.Future[tuple[family_robots.SlashMove | None, float]]) -> None:
            self._away.discard(table.game_id)
            move, cpu = done.result()
            self.choosing_away += cpu
            if move is None:
                # no list is possible: the robot sends nothing, and the re-ask's deadline
                # gives the seat the engine's fallback
                self.unanswerable += 1
                return
            self._chosen.append((table, turn, move))

        future.add_done_callback(back)

    def _still_owed(self, table: Table, turn: family_robots.CtTurn) -> bool:
        """Whether the night still asks ``turn``'s list (its copy was sent away to choose it;
        meanwhile the deadline may have passed, the night begun resolving, or ended)."""
        session = _family_sessions(self._bot).get(table.family, table.game_id)
        if session is None or session.row.status is not GameStatus.RUNNING:
            return False
        game = session.game
        if not isinstance(game, ClocktowerGame) or self._past_deadline(session.row):
            return False
        owed = family_robots.ct_turns(session, game, set(table.members))
        return any(t.key == turn.key for t in owed)

    def _werewolf(self, table: Table) -> Any:
        # By id, not by channel: the players look at 40 games an arrival, and the bot's
        # lookup by channel walks every open game (the bot's commands use it once each).
        session: Session | None = games_of(self._bot).get(table.game_id)
        if session is None or session.row.status is not GameStatus.RUNNING or session.game is None:
            return None
        game = session.game
        phase = str(game.phase)
        if game.is_over or self._quiet.get(table.index) == phase:
            return None
        if self._past_deadline(session.row):
            self.late += 1
            return None
        for seat in game.living():
            # Once per seat and phase: a command still on its way is not sent again.
            key = (session.row.id, str(game.phase), seat)
            if key in self._tried:
                continue
            night = game.phase.is_night
            if (night and seat in game.choices.visions) or (
                not night and game.choices.votes.get(seat) is not None
            ):
                continue
            self._tried.add(key)
            member = table.members[session.row.seats[seat].user_id]
            if night:
                move = robots.night_move(str(session.row.id), game, seat)
                options = {"vision": "none" if move.vision is None else game.name(move.vision)}
                if move.attack is not None:
                    options["attack"] = game.name(move.attack)
                self.command = "night"
                return harness.fire_slash(member.user, member.user.dm_channel, "night", **options)
            move = robots.day_move(str(session.row.id), game, seat)
            assert move.vote is not None
            self.command = "vote"
            return harness.fire_slash(member, table.town, "vote", player=game.name(move.vote))
        # Every living seat was tried this phase (keys are per phase): nothing more until it ends.
        self._quiet[table.index] = phase
        return None


def _untimed(result: Any) -> None:
    """Lift simcord's 3-second limit on answering, which it keeps in virtual time: the clock
    runs fast here, so a prompt answer would expire; the acks are timed in wall clock instead."""
    record = result._interaction
    record.initial_response_deadline = None
    record.expires_at = None


class Arrivals:
    """Commands arrive at a steady rate from another thread, whatever the loop is doing."""

    def __init__(self, loop: asyncio.AbstractEventLoop, players: Players, rate: float) -> None:
        self._loop, self._players, self._every = loop, players, 1.0 / rate
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self.late = 0.0
        """The longest this thread sent a command after it was due (its own waits for the
        interpreter's lock or a core): commands it sent late were timed from when it sent them."""

    def _run(self) -> None:
        due = time.perf_counter()
        while not self._stop.is_set():
            now = time.perf_counter()
            self.late = max(self.late, now - due)
            self._loop.call_soon_threadsafe(self._players.fire, now)
            due += self._every
            time.sleep(max(0.0, due - time.perf_counter()))

    def __enter__(self) -> Arrivals:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


# -- the clock --------------------------------------------------------------------------------

PASSES = [0]
"""How many passes the families' deadline timers made (each looks for due deadlines)."""
PASS_TIMES: dict[str, list[float]] = collections.defaultdict(list)
"""Family clock's title → wall seconds of each of its passes over the due games."""
RUNNING: dict[int, tuple[str, float]] = {}
"""A game's tick in progress (by its task's id) → its clock's title and when it began."""
TICKS: dict[str, list[float]] = collections.defaultdict(list)
"""Family clock's title → wall seconds of each game's due work (its lock's wait included)."""


def _count_passes() -> None:
    sleep_from = DueTimer._sleep_from

    def counted(timer: DueTimer, now: dt.datetime) -> float:
        PASSES[0] += 1
        return sleep_from(timer, now)

    DueTimer._sleep_from = counted  # type: ignore[method-assign]
    start_due = GameClock.start_due

    async def timed(clock: GameClock[Any, Any]) -> None:
        began = time.perf_counter()
        try:
            await start_due(clock)
        finally:
            PASS_TIMES[clock._title].append(time.perf_counter() - began)

    GameClock.start_due = timed  # type: ignore[method-assign]
    init = GameClock.__init__

    def ticks_timed(self: GameClock[Any, Any], title: str, **kwargs: Any) -> None:
        tick = kwargs["tick"]

        async def ticked(session: Any, now: Any) -> None:
            began = time.perf_counter()
            key = id(asyncio.current_task())
            RUNNING[key] = (title, began)
            try:
                await tick(session, now)
            finally:
                RUNNING.pop(key, None)
                TICKS[title].append(time.perf_counter() - began)

        init(self, title, **{**kwargs, "tick": ticked})

    GameClock.__init__ = ticks_timed  # type: ignore[method-assign]


SHORTEST_PHASE_HOURS = 0.25
"""The shortest limit of a phase (or a turn) any family lets a game set."""


def asked_ticks(table: Table, speed: float) -> float:
    """Limits a second of wall clock the game falls due for at most (every phase ending at its
    limit; the Lab's turn ends at its limit only when its player has not moved). A family's
    reminder before a limit's end is one more tick on top."""
    hours = table.hours + 1.0 if table.family == "lab" else table.hours
    return speed / (hours * 3600)


def _lighter_timer_records() -> None:
    """simcord keeps a record of every timer the bot sets, in a list it cleans only when it
    settles the world (never here) and searches with a field-by-field ``==`` whenever a timer
    fires: with hundreds of games it grew by every cancelled timeout and each callback cost
    milliseconds. A record equals only itself here, and :func:`_prune_timer_records` drops the
    cancelled ones as simcord's settling would."""
    _runtime._CallbackRecord.__eq__ = object.__eq__  # type: ignore[method-assign,assignment]


def _prune_timer_records(env: simcord.Env) -> None:
    work = env._work
    work.callbacks = [
        r for r in work.callbacks if r.handle is not None and not r.handle.cancelled()
    ]


async def keep_timer_records_small(env: simcord.Env) -> None:
    """:func:`_prune_timer_records` ten times a second, for as long as the run lasts."""
    while True:
        await asyncio.sleep(CLOCK_STEP)
        _prune_timer_records(env)


def _due_timers(env: simcord.Env) -> None:
    """Run every timer of the bot whose virtual time has come (the end of an ``asyncio.sleep``,
    a view's timeout), as the loop would."""
    loop = asyncio.get_running_loop()
    _run_due_virtual_callbacks(env._settlement_state(), loop.time() + 1.0)


@contextlib.contextmanager
def unsettled(env: simcord.Env) -> Iterator[None]:
    """Keep simcord from settling the whole world whenever a timer's wall-clock fallback fires
    (its way of letting a test's bot run on its own): here that scan of every task would stall
    the loop by itself, and :func:`run_clock` runs the due timers instead."""
    advance_to = env._advance_to

    async def cheap(target: float, deadline: float) -> None:
        if target > env.backend.clock.elapsed:
            env._move_clock(target)
        _due_timers(env)

    env._advance_to = cheap  # type: ignore[method-assign]
    try:
        yield
    finally:
        env._advance_to = advance_to  # type: ignore[method-assign]


async def run_clock(env: simcord.Env, speed: float, stop: asyncio.Event) -> None:
    """Move the virtual clock ``speed`` times faster than the wall clock, running what falls
    due (the families' deadline timers among it)."""
    while not stop.is_set():
        await asyncio.sleep(CLOCK_STEP)
        env._move_clock(env.backend.clock.elapsed + CLOCK_STEP * speed)
        _due_timers(env)


# -- what a game is at ------------------------------------------------------------------------


def signatures(bot: SuperpostBot) -> dict[str, list[Any]]:
    """Every open game's id → where it is (what a restart must find again)."""
    found: dict[str, list[Any]] = {}
    for session in games_of(bot).sessions.values():
        game = session.game
        found[f"werewolf/{session.row.id}"] = [
            session.row.status.value,
            None if game is None else len(game.actions),
        ]
    for family in _family_sessions(bot).sessions():
        found[f"{family.row.family}/{family.row.id}"] = [
            family.row.status.value,
            family.row.version,
        ]
    return found


async def _clocks_stopped(bot: SuperpostBot) -> None:
    """Stop every family's deadline timer (a tick under way is cancelled, as at an unload) and
    wait until the ticks it started have ended."""
    ticks: list[asyncio.Task[None]] = []
    for cog in bot.cogs.values():
        timer, clock = getattr(cog, "timer", None), getattr(cog, "game_clock", None)
        if isinstance(timer, DueTimer) and isinstance(clock, GameClock):
            ticks += clock.under_way()
            timer.stop()
    if ticks:
        await asyncio.wait(ticks)


def _locks_busy(bot: SuperpostBot) -> int:
    """How many games' locks are held or waited for (a command's resolution after its reply,
    a tick)."""
    locks = [session.lock for session in games_of(bot).sessions.values()]
    locks += [family.lock for family in _family_sessions(bot).sessions()]
    return sum(1 for lock in locks if lock.locked())


async def _games_settled(bot: SuperpostBot) -> int:
    """Wait until no game's lock has been held for a while (at most :data:`SETTLE_SECONDS`);
    returns how many were busy at first. A command acknowledged first (a night action, a
    Lab or Cloud move) counts as answered in the drain while it may still wait for its
    game's lock behind a tick; once the ticks are stopped it takes the lock, stores its
    action and may resolve the phase."""
    busy, quiet = _locks_busy(bot), 0
    async with asyncio.timeout(SETTLE_SECONDS):
        while quiet < SETTLED_LOOKS:
            quiet = quiet + 1 if _locks_busy(bot) == 0 else 0
            await asyncio.sleep(CLOCK_STEP)
    return busy


def _progress(bot: SuperpostBot) -> dict[str, Any]:
    """A fingerprint per game that changes whenever the game moves on."""
    found: dict[str, Any] = {}
    for session in games_of(bot).sessions.values():
        game = session.game
        found[f"werewolf/{session.row.id}"] = (
            session.row.status,
            session.epoch,
            None if game is None else (len(game.actions), str(game.phase)),
        )
    for family in _family_sessions(bot).sessions():
        found[f"{family.row.family}/{family.row.id}"] = (family.row.status, family.row.version)
    return found


# -- one run -----------------------------------------------------------------------------------


DRAW_IN: list[Literal["process", "thread"]] = ["thread"]
"""Where the played bot draws its images (``--draw-in``; the restarted one: the default)."""


def _drawing_usage() -> tuple[float, int]:
    """The drawing processes' CPU seconds so far and their resident sets in KB (0, 0 without)."""
    cpu, rss = 0.0, 0
    for pid in drawing.pids():
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:  # it died and is not replaced yet
            continue
        rss += next(int(line.split()[1]) for line in status.splitlines() if line[:6] == "VmRSS:")
        cpu += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return cpu, rss


def _bot(target: str, seed: int) -> SuperpostBot:
    seeds = iter(range(seed, seed + 10_000_000))
    if "://" in target:
        settings = Settings(database_url=target, shard_count=1, draw_in=DRAW_IN[0])
    else:
        settings = Settings(db_path=Path(target), shard_count=1, draw_in=DRAW_IN[0])
    return SuperpostBot(settings, seeds=lambda: next(seeds), settle_heap=True)


def noted_ready(bot: SuperpostBot) -> asyncio.Event:
    """An event set once the bot's own ``on_ready`` has run (a restarted bot is ready when
    it has caught up, not when simcord has attached it)."""
    ready = asyncio.Event()
    on_ready = bot.on_ready

    async def noted() -> None:
        await on_ready()
        ready.set()

    bot.on_ready = noted  # type: ignore[method-assign]
    return ready


def _forget_records(env: simcord.Env) -> None:
    """simcord's transcript and request log keep every request for tests to read; Discord's
    servers keep no such thing in the bot's process (see benchmarks/bot_load.py)."""

    class Forgetful(list[Any]):
        def append(self, item: Any) -> None:
            pass

    env.backend.transcript = Forgetful()
    env.backend.http_requests = Forgetful()


def _single_process_outbox() -> None:
    """On PostgreSQL the outbox also polls for rows other bot processes queued, every
    30 s of wall clock; simcord's settling waits for that poll at every setup step, which made
    the setup crawl. One process here: the outbox is woken by its own rows, as on SQLite."""
    OutboxStore.shared = property(lambda self: False)  # type: ignore[method-assign,assignment]


def _listener_connect_in_wall_time(speed: float) -> None:
    """The listener's connect is timed on the event loop's clock, which simcord runs ``speed``
    times faster here: its minute would be a tenth of a second of wall time, and a listener
    lost during play might never connect again (the caches reading through for the rest of
    the run). Stretched by the clock's speed, it is the minute it is in production."""
    from bot.db import postgres

    postgres.LISTEN_CONNECT_SECONDS *= speed


def _tasks_on_signal() -> None:
    """`kill -USR2 <pid>` writes where every task of the loop waits (a run that seems stuck)."""

    def dump() -> None:
        for task in asyncio.all_tasks():
            chain, coro = [], task.get_coro()
            while coro is not None and hasattr(coro, "cr_code"):
                line = coro.cr_frame.f_lineno if coro.cr_frame is not None else 0
                chain.append(f"{Path(coro.cr_code.co_filename).name}:{coro.cr_code.co_name}:{line}")
                coro = coro.cr_await
            print(" > ".join(chain), repr(coro)[:100], file=sys.stderr)

    asyncio.get_running_loop().add_signal_handler(signal.SIGUSR2, dump)


async def _watch_pools(bot: Any) -> None:
    """Every 5 s of play: the PostgreSQL pools' free connections and waiting callers, the
    worker's jobs and the clocks' passes (``--watch-pools``: where a run that stops moving on
    waits)."""
    from bot import worker

    database = bot.storage.database
    began = time.perf_counter()
    while True:
        await asyncio.sleep(5)
        parts = [f"{time.perf_counter() - began:.0f} s"]
        for name in ("_pool", "_holds"):
            pool = getattr(database, name, None)
            if pool is not None:
                queue = pool._queue
                parts.append(f"{name} free {queue.qsize()}, waiting {len(queue._getters)}")
        parts.append(f"worker jobs {worker._running}, tasks {len(asyncio.all_tasks())}")
        passes = {title: len(times) for title, times in PASS_TIMES.items()}
        print(f"  pools: {'; '.join(parts)}; passes {passes}", flush=True)


STATS_SETTLE_SECONDS = 11.0
"""How long PostgreSQL's server processes may keep their statistics before reporting them (an
idle one reports after 10 s)."""


async def _table_scans(bot: Any) -> dict[str, int]:
    """On PostgreSQL, the scans of each table so far (sequential and by index) and the
    transactions committed, from the server's statistics once they settled (``--table-scans``:
    the reads per command, whichever connection ran them)."""
    database = bot.storage.database
    if database.dialect != "postgresql":
        return {}
    await asyncio.to_thread(time.sleep, STATS_SETTLE_SECONDS)  # wall time, not the loop's
    rows = await database.fetch_all(
        "SELECT relname, seq_scan + COALESCE(idx_scan, 0) AS scans FROM pg_stat_user_tables"
    )
    found = {str(row["relname"]): int(row["scans"]) for row in rows}
    row = await database.fetch_one(
        "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
    )
    found["(transactions)"] = 0 if row is None else int(row["xact_commit"])
    return found


async def _open_every_connection(bot: Any) -> None:
    """On PostgreSQL, open every connection of both pools before play: asyncpg gives a connect
    60 s on the loop's clock, which simcord runs ``--speed`` times faster during play (0.1 s of
    wall clock at x600), so a connect made then failed on a busy machine, and the change that
    waited for it with it (the holds that "no server connection" showed, session 32)."""
    database = bot.storage.database
    for name in ("_pool", "_holds"):
        pool = getattr(database, name, None)
        if pool is not None:
            taken = [await pool.acquire() for _ in range(pool.get_max_size())]
            for conn in taken:
                await pool.release(conn)


async def _settle_after_setup() -> None:
    """Settle the heap as the bot does after start-up (:func:`bot.heap.settle`), once the
    worker is idle: an experiment (``--settle-after-setup``), whether freezing what the setup
    left spares play the collector's long full passes."""
    while worker.busy():
        await asyncio.sleep(0.05)
    unfrozen = len(gc.get_objects(generation=2))
    began, cpu = time.perf_counter(), time.thread_time()
    heap.settle()
    print(
        f"  settled after the setup: {unfrozen} objects in the oldest generation, "
        f"{(time.perf_counter() - began) * 1000:.0f} ms ({(time.thread_time() - cpu) * 1000:.0f}"
        f" ms CPU), {gc.get_freeze_count()} frozen in all",
        flush=True,
    )


async def play(args: argparse.Namespace, target: str, snapshot: Path) -> dict[str, Any]:
    """Open the games, play them for ``args.seconds`` and measure; write where each game is."""
    _record_acks()
    _tasks_on_signal()
    _single_process_outbox()
    _listener_connect_in_wall_time(args.speed)
    bot = _bot(target, args.seed)
    env = simcord.Env(bot, settle_timeout=SETTLE_SECONDS, check_errors=False)
    _forget_records(env)
    _count_passes()
    _lighter_timer_records()
    await env.start()
    figures: dict[str, Any] = {}
    stack = contextlib.ExitStack()
    pruning = asyncio.create_task(keep_timer_records_small(env))
    try:
        rng = random.Random(args.seed)
        began, cpu = time.perf_counter(), time.process_time()
        rss_before = rss_mb()
        # A timer's wall-clock fallback must not hang a setup step (unsettled), nor a step
        # wait for the whole world (unsettling).
        with unsettled(env), unsettling(env):
            tables = await open_games(env, args.games, args.opening, rng)
        figures["setup_s"] = time.perf_counter() - began
        figures["setup_cpu_s"] = time.process_time() - cpu
        figures["rss_growth_mb"] = rss_mb() - rss_before
        figures["players"] = sum(len(t.members) for t in tables)
        print(
            f"  {args.games} games ({figures['players']} players) open in "
            f"{figures['setup_s']:.1f} s (CPU {figures['setup_cpu_s']:.1f} s); load {loadavg()}",
            flush=True,
        )
        await _open_every_connection(bot)
        if args.settle_after_setup:
            await _settle_after_setup()
        before = _progress(bot)
        pool = stack.enter_context(players_process())
        players = Players(bot, tables, pool, env.now)
        loop = asyncio.get_running_loop()
        LOOP_THREAD[0] = threading.get_ident()
        stop = asyncio.Event()
        errors_before = len(env.errors)
        scans_before = await _table_scans(bot) if args.table_scans else {}
        load_before = loadavg()
        server, machine = server_cpu(target), machine_cpu()
        began, cpu = time.perf_counter(), time.process_time()
        drawing_began = _drawing_usage()[0]
        loop_began = time.thread_time()  # play() runs on the loop's thread
        passes = PASSES[0]
        PASS_TIMES.clear()
        TICKS.clear()
        if args.gc_threshold2 is not None:
            young, middle, _ = gc.get_threshold()
            gc.set_threshold(young, middle, args.gc_threshold2)
        steps = None
        if args.step_cpu:
            steps = StepClock()
            steps.install()
        probes = contextlib.ExitStack()
        loop_first.watch(loop)  # its wrapper of the selector's select beneath the count's
        turns = probes.enter_context(LoopTurns(loop))
        tracer = probes.enter_context(StallTracer(loop)) if args.trace_stalls else None
        gc_passes = probes.enter_context(GcPasses()) if args.gc_passes else None
        profile = probes.enter_context(LoopProfile()) if args.profile else None
        loop_waits = probes.enter_context(LoopWaits()) if args.loop_waits else None
        jobs = probes.enter_context(WorkerJobs()) if args.worker_jobs else None
        if args.ack_waits:
            ACK_WAITS.append(AckWaits())
            ACK_WAITS[0].install()
            probes.callback(ACK_WAITS[0].uninstall)
        with unsettled(env), probes:
            with (
                args.dump_stalls.open("w")
                if args.dump_stalls
                else contextlib.nullcontext() as dump,
                Heartbeat(loop, dump=dump) as beat,
                Watchdog(loop, sample=args.sample_stalls) as watchdog,
            ):
                with Arrivals(loop, players, args.rate) as arrivals:
                    clock = asyncio.create_task(run_clock(env, args.speed, stop))
                    watching = asyncio.create_task(_watch_pools(bot)) if args.watch_pools else None
                    await asyncio.sleep(args.seconds)
                    stop.set()
                    await clock
                    if watching is not None:
                        watching.cancel()
                wall, used = time.perf_counter() - began, time.process_time() - cpu
                loop_used = time.thread_time() - loop_began
                drawing_used, drawing_rss = _drawing_usage()
                drawing_used -= drawing_began
                server, machine = server_cpu(target) - server, machine_cpu() - machine
                stall = beat.worst
                late_beats = [
                    (
                        round(b.at - began, 1),
                        round(b.late * 1000),
                        round(b.queued * 1000),
                        round(b.loop_cpu * 1000),
                    )
                    for b in beat.late
                ]
            passes = PASSES[0] - passes
            now = time.perf_counter()
            clocks = {
                title: (
                    len(times),
                    max(times, default=0.0),
                    len(TICKS[title]),
                    percentile(TICKS[title], 0.5),
                    max(TICKS[title], default=0.0),
                )
                for title, times in PASS_TIMES.items()
            }
            unfinished: dict[str, list[float]] = collections.defaultdict(list)
            for title, began in RUNNING.values():
                unfinished[title].append(now - began)
            # Every command sent gets its answer, and the outbox sends all it holds. (No
            # simcord settle: with the virtual clock left behind, its timers would play on.)
            # The deadline timers keep running after the arrivals stop, so a tick may queue a
            # new announcement at any moment: what counts is what was left when the drain ended.
            drained = time.perf_counter()
            while True:
                pending = await bot.outbox.store.count_pending()
                waiting = any(s.result._interaction.id not in ACKED for s in players.sent)
                if not (waiting or pending) or time.perf_counter() >= drained + 120:
                    break
                await asyncio.sleep(0.05)
            drained = time.perf_counter() - drained
        after = _progress(bot)
        waits = [
            (ACKED[s.result._interaction.id] - s.at) * 1000
            for s in players.sent
            if s.result._interaction.id in ACKED
        ]
        loop_cpu = [
            (ACKED_CPU[s.result._interaction.id] - s.cpu_at) * 1000
            for s in players.sent
            if s.result._interaction.id in ACKED_CPU
        ]
        by_command: dict[str, list[float]] = collections.defaultdict(list)
        for s in players.sent:
            if s.result._interaction.id in ACKED:
                by_command[s.command].append((ACKED[s.result._interaction.id] - s.at) * 1000)
        refused = sum(1 for s in players.sent if response_text(s.result).startswith("❌"))
        figures.update(
            seconds=wall,
            drain_s=drained,
            cpu_s=used,
            drawing_cpu_s=drawing_used,
            drawing_rss_kb=drawing_rss,
            drawing_processes=len(drawing.pids()),
            loop_cpu_s=loop_used,
            turns=turns.turns,
            selecting_s=turns.selecting,
            long_turns=sorted(turns.long, reverse=True),
            server_cpu_s=server,
            machine_cpu_s=machine,
            choosing_cpu_s=players.choosing,
            choosing_away_cpu_s=players.choosing_away,
            commands=len(players.sent),
            idle_arrivals=players.idle,
            late_looks=players.late,
            stale_lists=players.stale,
            unanswerable_turns=players.unanswerable,
            unanswered=len(players.sent) - len(waits),
            refused=refused,
            ack_p50_ms=statistics.median(waits) if waits else float("nan"),
            ack_p99_ms=percentile(waits, 0.99),
            ack_max_ms=max(waits, default=float("nan")),
            ack_loop_cpu_ms=(
                statistics.median(loop_cpu) if loop_cpu else float("nan"),
                percentile(loop_cpu, 0.99),
                max(loop_cpu, default=float("nan")),
                len(loop_cpu),
            ),
            stall_ms=stall * 1000,
            stalls_over=(beat.over(0.05), beat.over(0.1)),
            stall_unqueued_ms=beat.worst_unqueued * 1000,
            late_beats=late_beats,
            watchdog_ms=watchdog.worst * 1000,
            watchdog_loop_ms=watchdog.loop_worst * 1000,
            watchdog_own_ms=watchdog.own_worst * 1000,
            arrivals_late_ms=arrivals.late * 1000,
            timer_passes=passes,
            advanced=sum(1 for key, value in before.items() if after.get(key) != value),
            advanced_by_family={
                family: (
                    sum(
                        1
                        for k, v in before.items()
                        if k.startswith(family + "/") and after.get(k) != v
                    ),
                    sum(1 for k in before if k.startswith(family + "/")),
                )
                for family in FAMILIES
            },
            clocks=clocks,
            ticks_asked=sum(asked_ticks(t, args.speed) for t in tables),
            unfinished_passes=unfinished,
            open_games=len(before),
            finished=sum(
                1 for key in before if key not in after or after[key][0] is GameStatus.OVER
            ),
            by_command={
                name: (len(w), statistics.median(w), percentile(w, 0.99), max(w))
                for name, w in sorted(by_command.items())
            },
            refusals=collections.Counter(
                response_text(s.result)[:60]
                for s in players.sent
                if response_text(s.result).startswith("❌")
            ).most_common(4),
            pending_outbox=pending,
            bot_errors=len(env.errors) - errors_before,
            load_before=load_before,
            load_after=loadavg(),
        )
        # The state the process leaves: its deadline timers stopped, the ticks under way ended,
        # and every game's lock free (a command acknowledged first may still wait for its
        # game's lock behind a tick, which lets go of it only when stopped: its action and
        # the phase's resolution were committed after a look taken right after the ticks).
        await _clocks_stopped(bot)
        figures["busy_at_stop"] = await _games_settled(bot)
        snapshot.write_text(json.dumps(signatures(bot)))
        if args.table_scans and scans_before:
            scans_after = await _table_scans(bot)
            each = {
                name: (scans_after.get(name, 0) - count) / max(1, len(players.sent))
                for name, count in scans_before.items()
            }
            busiest = sorted(each.items(), key=lambda item: -item[1])[:8]
            print(
                "  per command (all of play and drain, the outbox's and the clocks' included): "
                + ", ".join(f"{name} {count:.2f}" for name, count in busiest),
                flush=True,
            )
        if args.sample_stalls:
            print("  on the loop's stack during stalls (inclusive):")
            print(watchdog.culprits())
        if steps is not None:
            print(
                f"  longest step of the loop in its CPU time: {steps.worst * 1000:.1f} ms; "
                f"without simcord's serving of requests {steps.worst_own * 1000:.1f} ms "
                f"(at {steps.where}); longest collector pass on the loop "
                f"{steps.gc_worst * 1000:.1f} ms CPU; longest step less the collector's passes "
                f"in it {steps.worst_uncollected * 1000:.1f} ms CPU"
            )
        if tracer is not None:
            locked = loop_waits.locked if loop_waits is not None else None
            print(tracer.report(locked=locked))
        late = [(b.at - b.late, b.at) for b in beat.late]
        if loop_waits is not None:
            print(loop_waits.report(late))
        if jobs is not None:
            print(jobs.report())
            handed, waited = loop_first.given
            print(
                f"jobs gave way to the loop (bot.loop_first, {'on' if loop_first.giving_way() else 'off'})"
                f" {handed} times, waiting {waited:.2f} s in all"
            )
            if loop_waits is not None:
                print(jobs.locked_while(loop_waits))
            print(jobs.during(late))
        if gc_passes is not None:
            print(gc_passes.report())
        if profile is not None:
            print(profile.report(path=args.profile))
        if ACK_WAITS:
            acks: dict[str, list[tuple[int, float, float]]] = collections.defaultdict(list)
            for s in players.sent:
                answered = ACKED.get(s.result._interaction.id)
                if answered is not None:
                    acks[s.command].append((s.result._interaction.id, s.at, answered))
            print(ACK_WAITS[0].report(acks), flush=True)
            print(ACK_WAITS[0].connection_report(), flush=True)
        for error in env.errors[errors_before:][:3]:
            print(f"  the bot raised: {error!r}", flush=True)
    finally:
        pruning.cancel()
        stack.close()
        await env.shutdown()
        await bot.close()
    return figures


def _clocks_held(until: asyncio.Event) -> None:
    """Keep every family's clock from running its due work until ``until`` is set. simcord's
    virtual clock starts again at its epoch in each process, hours before where the first
    process's clock left off: what the fresh process's clock does before its look is owed to
    that reset (reminders the first process's late ticks had not sent, at 1000 games), not
    to what the first process left."""
    start_due = GameClock.start_due

    async def held(clock: GameClock[Any, Any]) -> None:
        await until.wait()
        await start_due(clock)

    GameClock.start_due = held  # type: ignore[method-assign]


class _CaughtUp(logging.Handler):
    """The werewolf games the fresh process's catch-up resolved (a phase complete but not
    resolved when the first process stopped: :func:`cogs.werewolf.flow.recover`)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.games: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if "complete before a restart" in record.msg and record.args:
            self.games.append(f"werewolf/{record.args[0]}")  # type: ignore[index]


async def start_up(target: str, snapshot: Path | None) -> dict[str, Any]:
    """Start the bot on ``target`` until ready, in this (fresh) process; compare the games it
    reads with ``snapshot``."""
    imported = time.perf_counter()
    _single_process_outbox()
    # As in play: simcord's list of the bot's timers, searched field by field whenever one
    # fires, made a PostgreSQL start-up quadratic (asyncpg sets a timer for every query: at
    # 1000 games 84 % of the fresh process's CPU was that search).
    _lighter_timer_records()
    looked = asyncio.Event()
    _clocks_held(looked)
    caught_up_games = _CaughtUp()
    logging.getLogger("cogs.werewolf.flow").addHandler(caught_up_games)
    bot = _bot(target, 1)
    env = simcord.Env(bot, settle_timeout=SETTLE_SECONDS, check_errors=False)
    _forget_records(env)
    pruning = asyncio.create_task(keep_timer_records_small(env))
    caught_up = noted_ready(bot)
    cpu = time.process_time()
    # Not simcord's settling (with a thousand games its 5-s limit on attaching ran out before
    # the bot had even read them): ready is when the bot's own on_ready has caught up.
    with unsettled(env), unsettling(env):
        await env.start()  # logs in, runs setup_hook (reads every open game), then on_ready
        await asyncio.wait_for(caught_up.wait(), STEP_SECONDS)
    ready = time.perf_counter()
    figures = {
        "imports_s": imported - STARTED,
        "ready_s": ready - STARTED,
        "ready_after_imports_s": ready - imported,
        "cpu_s": time.process_time(),
        "cpu_after_imports_s": time.process_time() - cpu,
        "rss_ready_mb": rss_mb(),
    }
    # The running games are replayed in the background once ready (FamilySessions.load):
    # the memory of open games is counted once they all are.
    await _family_sessions(bot).warmed()
    werewolf = games_of(bot)
    await werewolf.warmed()
    if werewolf.recovering is not None:
        await werewolf.recovering
    figures.update(
        replayed_s=time.perf_counter() - STARTED,
        replayed_cpu_s=time.process_time(),
        rss_mb=rss_mb(),
        load=loadavg(),
    )
    found = signatures(bot)
    figures["open_games"] = len(found)
    if snapshot is not None:
        expected = json.loads(snapshot.read_text())
        # Both sides: the first process's last look, then what the fresh one read.
        figures["lost"] = [
            f"{key} {value} -> {found.get(key)}"
            for key, value in sorted(expected.items())
            if found.get(key) != value
        ][:10]
        figures["mismatched"] = sum(1 for key, value in expected.items() if found.get(key) != value)
        figures["caught_up"] = len(caught_up_games.games)
        figures["mismatched_caught_up"] = sum(
            1 for key in caught_up_games.games if found.get(key) != expected.get(key)
        )
    looked.set()
    pruning.cancel()
    await env.shutdown()
    await bot.close()
    return figures


# -- the databases ----------------------------------------------------------------------------


@contextlib.contextmanager
def databases(backend: str) -> Iterator[tuple[str, str]]:
    """Two empty databases of ``backend`` (the games', and an empty one for the baseline)."""
    with tempfile.TemporaryDirectory(prefix="platform-load-") as folder:
        if backend == "sqlite":
            yield str(Path(folder) / "games.sqlite3"), str(Path(folder) / "empty.sqlite3")
            return
        from tests.postgres_server import running_postgres

        with running_postgres() as server:
            import asyncpg

            async def create() -> None:
                conn = await asyncpg.connect(server.url)
                try:
                    await conn.execute('CREATE DATABASE "games"')
                    await conn.execute('CREATE DATABASE "empty"')
                finally:
                    await conn.close()

            asyncio.run(create())
            yield server.database_url("games"), server.database_url("empty")


def fresh_start_up(target: str, snapshot: Path | None) -> dict[str, Any]:
    """:func:`start_up` in a new Python process (what a restarted bot pays)."""
    command = [sys.executable, __file__, "--start-up-of", target]
    if snapshot is not None:
        command += ["--snapshot", str(snapshot)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the fresh process failed:\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def report(args: argparse.Namespace, run: dict[str, Any], restart: dict[str, Any] | None) -> None:
    print()
    print(
        f"{args.games} games ({run['players']} players), {args.backend}, seed {args.seed}, "
        f"{args.rate:g} commands/s for {run['seconds']:.0f} s, virtual clock x{args.speed:g}"
    )
    print(
        f"  ack p50 {run['ack_p50_ms']:.1f} ms, p99 {run['ack_p99_ms']:.1f} ms, max "
        f"{run['ack_max_ms']:.1f} ms over {run['commands']} commands ({run['refused']} refused, "
        f"{run['unanswered']} unanswered; {run['idle_arrivals']} arrivals found no move owed)"
    )
    print(
        f"  the players left {run['late_looks']} looks at games past their deadline and "
        f"{run['stale_lists']} Clocktower lists the night no longer asked for unsent, "
        f"{run['unanswerable_turns']} Clocktower turns with no possible list"
    )
    p50, p99, worst, count = run["ack_loop_cpu_ms"]
    print(
        f"  loop CPU from a command's arrival to its answer (the loop's work ahead of it; less "
        f"stretched by the machine's load than the wall clock): p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {worst:.1f} ms ({count} answers)"
    )
    print(f"  after the arrivals stopped, answers and outbox drained in {run['drain_s']:.1f} s")
    print(
        f"  longest event-loop stall {run['stall_ms']:.1f} ms (the loop's heartbeat, timed on "
        f"its thread; {run['stalls_over'][0]} beats over 50 ms late, {run['stalls_over'][1]} "
        f"over 100 ms; the longest less the loop thread's wait for a core in it "
        f"{run['stall_unqueued_ms']:.1f} ms); the watchdog thread's longest round trip {run['watchdog_ms']:.1f} ms "
        f"(its pings' longest wait on the loop {run['watchdog_loop_ms']:.1f} ms, its own longest "
        f"wait to see the answer {run['watchdog_own_ms']:.1f} ms); the arrivals thread's "
        f"longest lateness {run['arrivals_late_ms']:.1f} ms"
    )
    print(
        "  the beats latest less their wait for a core (s into play: ms late / of it waiting "
        "for a core / the loop's CPU since the beat before): "
        + ", ".join(
            f"{at:g}: {late}/{queued}/{cpu}"
            for at, late, queued, cpu in sorted(run["late_beats"], key=lambda b: b[2] - b[1])[:15]
        )
    )
    print(
        f"  CPU {run['cpu_s']:.1f} s over "
        f"{run['seconds']:.1f} s wall (of which the players on the loop "
        f"{run['choosing_cpu_s']:.1f} s; in their own process, Clocktower lists "
        f"{run['choosing_away_cpu_s']:.1f} s more)"
    )
    print(
        f"  the drawing processes' CPU {run['drawing_cpu_s']:.1f} s more "
        f"({run['drawing_processes']} of them, resident "
        f"{run['drawing_rss_kb'] / 1024:.0f} MB in all at the end of play)"
    )
    print(
        f"  meanwhile the database server's CPU {run['server_cpu_s']:.1f} s; the machine's "
        f"{os.cpu_count()} cores busy {run['machine_cpu_s']:.1f} s of "
        f"{run['seconds'] * (os.cpu_count() or 1):.1f} s"
    )
    print(
        f"  {run['advanced']} of {run['open_games']} games moved on ({run['finished']} finished); "
        f"{run['timer_passes']} passes of the deadline timers; outbox pending when the drain ended "
        f"{run['pending_outbox']}; errors raised by the bot {run['bot_errors']}"
    )
    print(
        "  moved on by family: "
        + ", ".join(
            f"{f} {moved}/{count}" for f, (moved, count) in run["advanced_by_family"].items()
        )
    )
    for title, (count, longest, ticks, tick_p50, tick_max) in run["clocks"].items():
        print(
            f"    {title} clock: {count} passes (longest {longest:.1f} s), {ticks} games ticked "
            f"(p50 {tick_p50 * 1000:.0f} ms, max {tick_max * 1000:.0f} ms)"
        )
    for title, ages in run["unfinished_passes"].items():
        print(f"    {title} clock: {len(ages)} ticks still running (oldest {max(ages):.1f} s)")
    # The clock runs --speed times the wall clock, and every game's limits are near the
    # shortest allowed: the deadlines fall due hundreds of times as often as any real bot's.
    ended = sum(ticks for _, _, ticks, _, _ in run["clocks"].values())
    print(
        f"  ticks ended {ended / run['seconds']:.1f} a second of play; the games' limits fell "
        f"due up to {run['ticks_asked']:.1f} times a second (x{args.speed:g} clock; reminders "
        f"on top); in real time {args.games} games at the shortest limit allowed "
        f"({SHORTEST_PHASE_HOURS} h) fall due {args.games / (SHORTEST_PHASE_HOURS * 3600):.2f} "
        f"times a second"
    )
    # The loop's CPU ahead of a command (above) is other work's: it grows with the work in
    # flight (ticks, sends), so the backends are compared on the loop's own CPU per unit of work.
    own = run["loop_cpu_s"] - run["choosing_cpu_s"]  # the bot's and simcord's, not the players'
    print(
        f"  the loop's thread's CPU in play {run['loop_cpu_s']:.1f} s, {own:.1f} s less the "
        f"players': {own * 1000 / max(1, run['commands']):.1f} ms a command sent, "
        f"{own * 1000 / max(1, run['commands'] + ended):.1f} ms a command or tick ended; the "
        f"process's other threads (the worker's, SQLite's) {run['cpu_s'] - run['loop_cpu_s']:.1f} s"
    )
    arrivals = run["commands"] + run["idle_arrivals"]
    print(
        f"  the loop's turns {run['turns']} ({run['turns'] / run['seconds']:.0f} a second, "
        f"{run['selecting_s']:.1f} s in its selector); its CPU less the players' "
        f"{own * 1e6 / max(1, run['turns']):.0f} us a turn, {own * 1000 / max(1, arrivals):.2f} ms "
        f"an arrival (commands sent and arrivals that found no move owed: {arrivals})"
    )
    print(
        f"  turns over 50 ms: {len(run['long_turns'])}, the longest (wall / the loop's CPU ms): "
        + ", ".join(f"{w * 1000:.0f}/{c * 1000:.0f}" for w, c in run["long_turns"][:12])
    )
    for name, (count, p50, p99, worst) in run["by_command"].items():
        print(
            f"    {name:<22} {count:5d} acks: p50 {p50:7.1f} ms, p99 {p99:7.1f} ms, max {worst:7.1f} ms"
        )
    for text, count in run["refusals"]:
        print(f"    refused {count}x: {text}")
    print(f"  load average before {run['load_before']}, after {run['load_after']}")
    if restart is None:
        return
    empty, full = restart["empty"], restart["full"]
    per_game = (full["rss_mb"] - empty["rss_mb"]) * 1024 / max(1, full["open_games"])
    print(
        f"  restart in a fresh process: ready {full['ready_s']:.2f} s after the process began "
        f"({full['ready_after_imports_s']:.2f} s after imports; CPU {full['cpu_s']:.2f} s), "
        f"{full['open_games']} open games read; empty database: {empty['ready_s']:.2f} s; "
        f"every running game replayed {full['replayed_s']:.2f} s after the process began "
        f"(CPU {full['replayed_cpu_s']:.2f} s)"
    )
    print(
        f"  memory: {full['rss_mb']:.0f} MB resident with the games, {empty['rss_mb']:.0f} MB "
        f"without: {per_game:.0f} KB per open game"
    )
    print(
        f"  games not as the first process left them: {full['mismatched']}"
        + (f" (e.g. {', '.join(full['lost'])})" if full["lost"] else "")
        + f"; games busy when the first process's clocks stopped {run['busy_at_stop']}"
        + f"; phases the fresh process's catch-up resolved {full['caught_up']} "
        f"({full['mismatched_caught_up']} of them among those games)"
    )
    print(f"  load average after the restart {full['load']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--restart", action="store_true", help="time a fresh process's start-up")
    parser.add_argument("--seconds", type=float, default=60.0, help="wall seconds of play")
    parser.add_argument(
        "--opening", type=int, default=20, help="games opened at the same time during setup"
    )
    parser.add_argument("--rate", type=float, default=100.0, help="commands per wall second")
    parser.add_argument(
        "--speed", type=float, default=600.0, help="virtual seconds per wall second"
    )
    parser.add_argument(
        "--sample-stalls",
        action="store_true",
        help="print which functions the event loop ran during its stalls",
    )
    parser.add_argument(
        "--trace-stalls",
        action="store_true",
        help="sample the loop's stack whenever it is over 50 ms late, counted by stack",
    )
    parser.add_argument(
        "--dump-stalls",
        type=Path,
        help="write every thread's stack to this file whenever the loop's heartbeat is 100 ms "
        "late (faulthandler, which needs no interpreter lock)",
    )
    parser.add_argument(
        "--freeze-busy-after",
        type=int,
        help="bot.heap.FREEZE_BUSY_AFTER, objects (an experiment)",
    )
    parser.add_argument(
        "--gc-threshold2",
        type=int,
        help="the collector's third threshold during play (an experiment; the bot sets none)",
    )
    parser.add_argument(
        "--step-cpu",
        action="store_true",
        help="time every step of the loop in its thread's CPU time (the longest is reported)",
    )
    parser.add_argument(
        "--loop-waits",
        action="store_true",
        help="sample from another process what the loop's thread waits for (the interpreter's "
        "lock, a core, a system call) during play",
    )
    parser.add_argument(
        "--worker-jobs",
        action="store_true",
        help="the worker threads' CPU per job during play, by function and background or not",
    )
    parser.add_argument(
        "--gc-passes", action="store_true", help="count and time the collector's passes in play"
    )
    parser.add_argument(
        "--settle-after-setup",
        action="store_true",
        help="settle the heap (collect, then freeze) between the setup and play (an experiment)",
    )
    parser.add_argument(
        "--profile",
        type=Path,
        help="profile the loop's thread in its CPU time during play (stats written here)",
    )
    parser.add_argument(
        "--ack-waits",
        action="store_true",
        help="time each command's waits for its lock, the worker and the database before its "
        "answer, per command (benchmarks/ack_waits.py)",
    )
    parser.add_argument(
        "--watch-pools",
        action="store_true",
        help="print the PostgreSQL pools' waiting callers every 5 s of play",
    )
    parser.add_argument(
        "--table-scans",
        action="store_true",
        help="on PostgreSQL, print the server's scans of each table per command",
    )
    parser.add_argument(
        "--holds",
        type=int,
        help="on PostgreSQL, the connections kept for holding games (an experiment; the bot's "
        "is bot.db.postgres.HOLD_CONNECTIONS)",
    )
    parser.add_argument(
        "--background-jobs",
        type=int,
        help="worker jobs of background work at once (an experiment; the bot's is "
        "bot.worker.BACKGROUND_AT_ONCE)",
    )
    parser.add_argument(
        "--switch-interval",
        type=float,
        help="the interpreter's switch interval in ms (an experiment; the bot's is "
        "bot.worker.SWITCH_INTERVAL)",
    )
    parser.add_argument(
        "--no-loop-first",
        action="store_true",
        help="worker jobs never give way to the loop (bot.loop_first.ON off: the comparison)",
    )
    parser.add_argument(
        "--loop-first",
        action="store_true",
        help="worker jobs give way to the loop on either database (by default only on "
        "PostgreSQL: bot.loop_first.use_for)",
    )
    parser.add_argument(
        "--give-way",
        choices=("turn", "park", "once"),
        default=loop_first.GIVE_WAY,
        help="how a job gives way (bot.loop_first.GIVE_WAY; an experiment)",
    )
    parser.add_argument("--most", type=float, help="bot.loop_first.MOST in ms (an experiment)")
    parser.add_argument("--slice", type=float, help="bot.loop_first.SLICE in ms (an experiment)")
    parser.add_argument(
        "--draw-in",
        choices=("process", "thread"),
        default="thread",
        help="where the played bot draws its images (the bot's DRAW_IN; default: thread)",
    )
    parser.add_argument(
        "--draw-processes",
        type=int,
        help="processes drawing (an experiment; the bot's is bot.drawing.PROCESSES)",
    )
    parser.add_argument("--start-up-of", help=argparse.SUPPRESS)
    parser.add_argument("--snapshot", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    # `kill -USR1 <pid>` writes every thread's stack to stderr (a run that seems stuck).
    faulthandler.register(signal.SIGUSR1)
    if args.start_up_of:
        print(json.dumps(asyncio.run(start_up(args.start_up_of, args.snapshot))))
        return 0
    print(f"load average at start {loadavg()} on {os.cpu_count()} cores", flush=True)
    if args.background_jobs is not None:
        worker.BACKGROUND_AT_ONCE = args.background_jobs  # read when a loop's gate is made
    DRAW_IN[0] = args.draw_in
    if args.draw_processes is not None:
        drawing.PROCESSES = args.draw_processes  # read when the pool is made
    if args.no_loop_first:
        loop_first.ON = False
    elif args.loop_first:
        loop_first.ON = True
    loop_first.GIVE_WAY = args.give_way
    if args.freeze_busy_after is not None:
        heap.FREEZE_BUSY_AFTER = args.freeze_busy_after
    if args.most is not None:
        loop_first.MOST = args.most / 1000
    if args.slice is not None:
        loop_first.SLICE = args.slice / 1000
    if args.switch_interval is not None:
        worker.SWITCH_INTERVAL = args.switch_interval / 1000  # set when the pool is made
    with databases(args.backend) as (target, empty):
        snapshot = Path(tempfile.mkstemp(suffix=".json")[1])
        try:
            if args.holds is not None:
                from bot.db import postgres

                postgres.HOLD_CONNECTIONS = args.holds  # read when the pools are made
            run = asyncio.run(play(args, target, snapshot))
            restart = None
            if args.restart:
                restart = {
                    "empty": fresh_start_up(empty, None),
                    "full": fresh_start_up(target, snapshot),
                }
        finally:
            snapshot.unlink(missing_ok=True)
    report(args, run, restart)
    # Every command answered, everything queued sent, every game moved on, the bot raised
    # nothing; after a restart, every game as it was.
    ok = (
        run["unanswered"] == 0
        and run["pending_outbox"] == 0
        and run["advanced"] == run["open_games"] == args.games
        and run["bot_errors"] == 0
    )
    if restart is not None:
        ok = ok and restart["full"]["mismatched"] == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
