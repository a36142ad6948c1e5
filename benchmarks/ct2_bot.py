"""Quantum Clocktower script 2 ("Uncertainty Principle") as the bot pays it (issue 26).

:mod:`benchmarks.ct2_speed` times the engine alone. Here the real bot (every cog, SQLite
storage, the outbox, the worker threads) plays script 2 on simcord, each game in a process of
its own, and every command is timed from its arrival: to its acknowledgement (Discord's 3-s rule) and to
its answer, with the worker threads' CPU and wall time in between (the engine's work, the
arrival check of a night list among it) and the posts it queued sent by the outbox. Built on
:mod:`benchmarks.platform_load`'s world (``open_game``, the acks, the clock's due timers) and
its players' process (:mod:`benchmarks.players_process`): the robots choose their lists on a
pickled copy of the game there, never on the bot's loop nor in its CPU time.

Each game (``--sizes`` players, ``--seeds``): the storyteller opens it with ``/ct new``
(``--script``, Atheist 0 %: an Atheist-possible game pads each resolution to a 3-s dawn on
purpose, which is no cost), each robot sends its list by DM (``/ct night``), the storyteller
asks ``/ct-st grimoire`` once half the lists are in, then ``/ct-st resolve``; a re-ask is
answered by its robot, or, when the robot finds no list, by the re-ask's deadline (the
virtual clock moved past it: the engine's fallback); the day ends with ``/ct-st end_day``,
with no nomination unless ``--days vote``: then a random living player first nominates
another (``/ct nominate``), every living player clicks Yes or No on the vote's post (the
last voter's click closes it; with ghosts left to vote, the storyteller clicks Close), each
click timed like a command, and ``end_day`` carries the execution's posts. A night's
resolution is timed from the resolve command's arrival until every post it queued is sent,
less the robots' choosing between re-asks (printed apart).
The game's record is then played again through the engine alone (a fresh game and solver),
timed as ``ct2_speed`` times it: what the bot adds is the difference. The loop's longest stall
(:class:`benchmarks.loop_probes.Heartbeat`) and the machine's load are printed per game.

With ``--day-actions`` each day first has a claim (``/ct claim``), a Damsel guess (``/ct
damsel``, once a player) and the storyteller nominated (``/ct nominate_storyteller``) with its
vote, by random living players. ``--atheist-percent`` is the lobby's Atheist draw (100: an
Atheist game, the dawn's floor on). ``--games N`` plays N games at once in one bot
(:mod:`benchmarks.ct2_bot_many`: the worker's queue, the loop's stalls), ``--one-at-a-time``
the same games one after another.

With ``--restart``, after ``--nights`` nights the next night is opened and half its lists
sent, the bot stops, and a fresh process starts it on the same database: the time until ready
and until the running game is replayed, then the first questions as the bot's commands ask
them, in a worker: the grimoire, the next robot's arrival check, and the grimoire again.

    .venv/bin/python benchmarks/ct2_bot.py --sizes 5,6,7,8 --seeds 2026,7 --nights 3 --restart
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import json
import os
import pickle
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

STARTED = time.perf_counter()

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402
from simcord import actors as sim_actors  # noqa: E402
from simcord import interactions as sim_interactions  # noqa: E402
from simcord.backend import serializers  # noqa: E402
from simcord.backend.models import interaction as interaction_model  # noqa: E402
from simcord.backend.ops.messages import MessageMixin  # noqa: E402
from simcord.enums import ComponentType, InteractionType  # noqa: E402
from simcord.results import InteractionResult  # noqa: E402

from benchmarks import platform_load as pl  # noqa: E402
from benchmarks.figures import percentile  # noqa: E402
from benchmarks.loop_probes import LATE_AFTER, Heartbeat  # noqa: E402
from benchmarks.players_process import choose_ct, players_process  # noqa: E402
from benchmarks.thread_probes import WorkerJobs  # noqa: E402
from bot import worker  # noqa: E402
from bot.client import SuperpostBot  # noqa: E402
from bot.sandbox import family_robots  # noqa: E402
from bot.sandbox.runtime import response_text  # noqa: E402
from bot.shell import FamilySession  # noqa: E402
from cogs.clocktower import grimoire, vote_posts  # noqa: E402
from cogs.clocktower.extra import ClocktowerExtra  # noqa: E402
from engine.clocktower import ClocktowerGame, ClocktowerRecord, _body  # noqa: E402
from engine.clocktower.actions import parse_record_line  # noqa: E402
from engine.core.errors import EngineError  # noqa: E402
from engine.core.family import Actor  # noqa: E402
from tests.cogs import harness  # noqa: E402

IMPORTED = time.perf_counter()

HOURS = 168.0
"""The game's limit of a phase, virtual hours: no deadline falls due while it is played."""
REASK_HOURS = 48.0
POLL = 0.002
"""Wall seconds between two looks at whether the bot has answered."""
OUTBOX_POLL = 0.02
"""Wall seconds between two looks at the outbox's pending rows (a query each)."""
YES_SHARE = 0.6
"""The chance a voter clicks Yes (``--days vote``): about half the days then execute."""
STORYTELLER_YES_SHARE = 0.2
"""The chance a voter clicks Yes on the storyteller's nomination (``--day-actions``): with no
Atheist in play the storyteller's execution ends the game (evil wins), so seldom."""
DAY_VERBS = ("claim", "damsel", "slay")
"""A player's public day actions as the record writes them (the rest of a player's lines are
night lists)."""

ANSWERED: dict[int, float] = {}
"""Interaction id → wall time of the bot's answer (a deferred one's follow-up)."""
POSTED: list[float] = [0.0]
"""Wall time of the last message the bot's world received (a post, a DM)."""
POSTED_IN: dict[int, float] = {}
"""Channel id → wall time of the last message committed there (a game's own posts when
several games share the bot)."""


def _record_answers() -> None:
    """Note when simcord marks an interaction answered (a direct reply is its own answer)
    and when any message is committed (the outbox's sends among them)."""
    pl._record_acks()
    cls = interaction_model.Interaction
    for name in ("respond_with_message", "update_source", "complete_deferred"):
        original = getattr(cls, name)

        def wrapped(self: Any, *args: Any, __original: Any = original, **kwargs: Any) -> Any:
            ANSWERED.setdefault(self.id, time.perf_counter())
            return __original(self, *args, **kwargs)

        setattr(cls, name, wrapped)
    commit = MessageMixin.commit_message

    def committed(self: Any, message: Any, **kwargs: Any) -> Any:
        POSTED[0] = POSTED_IN[message.channel_id] = time.perf_counter()
        return commit(self, message, **kwargs)

    MessageMixin.commit_message = committed  # type: ignore[method-assign]


@dataclasses.dataclass
class Timed:
    """One command as the bot paid it (milliseconds)."""

    kind: str
    ack: float
    answer: float
    posts: float
    """From its arrival until every post it queued was sent (the outbox empty)."""
    worker_cpu: float
    worker_wall: float
    cpu: float
    """The process's CPU (every thread: loop, worker, SQLite) from arrival to posts sent."""
    refused: bool


def fire_click(member: Any, message: Any, custom_id: str) -> InteractionResult:
    """Click a message's button WITHOUT waiting for the bot: simcord's ``click`` built like
    :func:`tests.cogs.harness.fire_slash` builds a slash command, only emitted."""
    env = member._env
    stored = sim_actors._visible_message(member, message)
    button = sim_actors._find_component(
        stored.components, types=(ComponentType.BUTTON,), custom_id=custom_id, label=None
    )
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": ComponentType.BUTTON}
    if button.get("id") is not None:
        data["id"] = button["id"]
    record, payload = sim_interactions.base_payload(
        env.backend,
        type=InteractionType.MESSAGE_COMPONENT,
        channel_id=stored.channel_id,
        guild_id=member.guild.id,
        user_id=member.id,
        data=data,
    )
    payload["message"] = dict(serializers.message_payload(env.backend, stored))
    record.source_message_id = stored.id
    env._notify_dispatch_observers(record)
    env.backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)


class Driver:
    """One game's storyteller and robots, sending one command at a time and timing it."""

    def __init__(
        self,
        bot: SuperpostBot,
        env: simcord.Env,
        table: pl.Table,
        jobs: WorkerJobs,
        pool: Any,
        days: str = "none",
        rng: random.Random | None = None,
    ) -> None:
        self.bot, self.env, self.table, self.jobs, self.pool = bot, env, table, jobs, pool
        self.days, self.rng = days, rng or random.Random(0)
        self.day_deaths: list[int] = []
        """How many seats newly appear dead at each ``end_day`` (the execution's)."""
        self.timed: list[Timed] = []
        self.choosing = 0.0
        """Wall seconds the robots spent choosing (the players' process), during a night's
        resolution included."""
        self.fallbacks = 0
        """Re-asks left to their deadline (no list found by the robot)."""
        self.tried: set[str] = set()
        self.last: ClocktowerGame
        self.spans: list[tuple[float, float]] = []
        """Each command's arrival and last post sent (perf_counter): the loop's stalls in
        them are the bot's (between them the benchmark pickles the game for the robots)."""
        self.shared = False
        """Other games share the bot (``--games``): a command's posts are its game's, and
        it waits for its own game only (the worker and the outbox are never idle for long)."""
        self.pickling: list[tuple[float, float]] = []
        """When the benchmark pickled this game on the loop for its robots (not the bot's)."""
        self.arrived: list[tuple[str, float, float]] = []
        """Each command's kind, arrival and answer (perf_counter)."""
        self.day_actions = False
        """``--day-actions``: each day's claim, Damsel guess and storyteller's nomination."""
        self.acts_rng = random.Random("acts:" + repr(self.rng.getstate()[1][:8]))
        """The day actions' own draws: the nominations and votes draw as without them."""
        self.guessed: set[int] = set()
        """Seats that have made their Damsel guess."""
        self.resolving: list[tuple[float, float]] = []
        """Each night's resolution, from resolve's arrival to its dawn's posts (re-asks in it)."""

    def session(self) -> FamilySession | None:
        """The game's session (None once the game is over and let go)."""
        return pl._family_sessions(self.bot).get("clocktower", self.table.game_id)

    def game(self) -> ClocktowerGame:
        """The game as the bot holds it (its last state once it is over and let go)."""
        session = self.session()
        if session is not None and isinstance(session.game, ClocktowerGame):
            self.last = session.game
        return self.last

    async def command(
        self, kind: str, member: Any, channel: Any, name: str, **options: Any
    ) -> Timed:
        """Send one slash command; wait for its answer and the posts it queued."""
        return await self.send(kind, lambda: harness.fire_slash(member, channel, name, **options))

    async def click(self, kind: str, member: Any, message: Any, custom_id: str) -> Timed:
        """Click one button; wait for its answer and the posts it queued."""
        return await self.send(kind, lambda: fire_click(member, message, custom_id))

    async def send(self, kind: str, fire: Any) -> Timed:
        """The interaction ``fire`` sends, timed from its arrival to its posts sent."""
        jobs_cpu, jobs_wall = sum(self.jobs.cpu.values()), sum(self.jobs.wall.values())
        cpu, began = time.process_time(), time.perf_counter()
        result = fire()
        pl._untimed(result)
        key = result._interaction.id
        while key not in ANSWERED:
            await asyncio.sleep(POLL)
        await self.posted()
        self.arrived.append((kind, began, ANSWERED[key]))
        timed = Timed(
            kind,
            (pl.ACKED[key] - began) * 1000,
            (ANSWERED[key] - began) * 1000,
            (max(self.last_post(), ANSWERED[key]) - began) * 1000,
            (sum(self.jobs.cpu.values()) - jobs_cpu) * 1000,
            (sum(self.jobs.wall.values()) - jobs_wall) * 1000,
            (time.process_time() - cpu) * 1000,
            response_text(result).startswith("❌"),
        )
        self.timed.append(timed)
        self.spans.append((began, began + timed.posts / 1000))
        return timed

    def channels(self) -> set[int]:
        """Where this game's posts go: its town, its thread, its people's DMs."""
        table = self.table
        people = [table.storyteller, *table.members.values()]
        found = {table.town.id, table.thread.id}
        return found | {c.id for m in people if (c := getattr(m.user, "dm_channel", None))}

    def last_post(self) -> float:
        """When the last message the command may have queued was sent (its game's when shared)."""
        if not self.shared:
            return POSTED[0]
        return max((POSTED_IN.get(c, 0.0) for c in self.channels()), default=0.0)

    async def posted(self) -> None:
        """Wait until the bot's worker is idle, no game lock is held and the outbox is empty
        (when shared: this game's lock free and its outbox rows sent, twice in a row).
        The outbox is looked at every :data:`OUTBOX_POLL` only: each look is a query, whose CPU
        would count in the command's (the posts' time is the last post's, not the look's)."""
        outbox = self.bot.outbox
        if self.shared:
            quiet = 0
            while quiet < 2:
                session = self.session()
                if session is not None and session.lock.locked():
                    quiet = 0
                    await asyncio.sleep(POLL)
                    continue
                found = await outbox.store._db.fetch_one(
                    "SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending'"
                    " AND family = 'clocktower' AND game_id = ?",
                    (self.table.game_id,),
                )
                quiet = quiet + 1 if found is None or not found["n"] else 0
                await asyncio.sleep(OUTBOX_POLL)
            return
        while True:
            if not worker.busy() and not pl._locks_busy(self.bot):
                if not await outbox.store.count_pending():
                    return
                await asyncio.sleep(OUTBOX_POLL)
            await asyncio.sleep(POLL)

    async def robot_list(self, turn: family_robots.CtTurn) -> Timed | None:
        """The robot of ``turn`` chooses its list in the players' process and sends it."""
        self.tried.add(turn.key)
        began = time.perf_counter()
        blob = pickle.dumps(self.game())
        self.pickling.append((began, time.perf_counter()))
        move, _ = await asyncio.wrap_future(self.pool.submit(choose_ct, blob, turn))
        self.choosing += time.perf_counter() - began
        if move is None:
            return None
        user = self.table.members[move.user_id].user
        kind = "list (re-ask)" if self.game().resolution is not None else "list"
        return await self.command(kind, user, user.dm_channel, move.command, **move.options)

    def turns(self) -> list[family_robots.CtTurn]:
        session = self.session()
        if session is None:
            return []
        return family_robots.ct_turns(session, self.game(), set(self.table.members), self.tried)

    async def lists(self, until_half: bool = False) -> None:
        """Every owed list of the night (or half the living seats' when ``until_half``)."""
        half = (self.game().n - len(self.game().appears_dead) + 1) // 2
        sent = 0
        while (turns := self.turns()) and not (until_half and sent >= half):
            await self.robot_list(turns[0])
            sent += 1

    async def grimoire(self) -> None:
        table = self.table
        await self.command(
            "grimoire (night open)", table.storyteller, table.thread, "ct-st grimoire"
        )

    async def night(self) -> tuple[float, float]:
        """One night: the lists (the grimoire halfway), the resolution with its re-asks;
        the resolution's wall and process CPU seconds less the robots' choosing."""
        await self.lists(until_half=True)
        await self.grimoire()
        await self.lists()
        choosing = self.choosing
        cpu, began = time.process_time(), time.perf_counter()
        table = self.table
        await self.command("resolve", table.storyteller, table.thread, "ct-st resolve")
        while self.game().resolution is not None:
            turns = self.turns()
            if turns and await self.robot_list(turns[0]) is not None:
                continue
            # no list: the re-ask's deadline gives the seat the engine's fallback
            self.fallbacks += 1
            self.env._move_clock(self.env.backend.clock.elapsed + REASK_HOURS * 3600 + 60)
            pl._due_timers(self.env)
            await asyncio.sleep(POLL)
            await self.posted()
        wall = time.perf_counter() - began - (self.choosing - choosing)
        self.resolving.append((began, time.perf_counter()))
        return wall, time.process_time() - cpu

    async def nights(self, count: int) -> list[tuple[float, float]]:
        """Up to ``count`` nights, each with its day; each resolution's wall and CPU s."""
        resolutions = []
        for _ in range(count):
            if self.game().outcome is not None:
                break
            resolutions.append(await self.night())
            if self.game().outcome is not None or self.game().phase != "day":
                break
            await self.day()
        return resolutions

    async def day(self) -> None:
        """The day: with ``--day-actions`` a claim, a Damsel guess and the storyteller nominated
        (and voted on), with ``--days vote`` one nomination and its vote, then ``end_day``."""
        table = self.table
        if self.day_actions:
            await self.public_actions()
            if self.game().outcome is not None:
                return  # a Minion's right Damsel guess, the storyteller executed
        if self.days == "vote":
            await self.vote()
        dead = len(self.game().appears_dead)
        await self.command("end_day", table.storyteller, table.thread, "ct-st end_day")
        self.day_deaths.append(len(self.game().appears_dead) - dead)

    async def vote(self) -> None:
        """A random living player nominates another; every living player votes on the post."""
        session, game, table = self.session(), self.game(), self.table
        assert session is not None
        users, living = self.seated()
        if len(living) < 2:
            return
        nominator, nominee = self.rng.sample(living, 2)
        if nominator in game.nominators:
            # nominated the storyteller today (--day-actions): another living player nominates
            nominator = self.rng.choice([s for s in living if s not in game.nominators])
            nominee = self.rng.choice([s for s in living if s != nominator])
        member = table.members[users[nominator]]
        timed = await self.command(
            "nominate", member, table.thread, "ct nominate", player=table.members[users[nominee]]
        )
        await self.votes(timed)

    async def votes(self, nominated: Timed, yes_share: float = YES_SHARE) -> None:
        """Every living player clicks Yes or No on the open vote's post; then Close if needed."""
        session, table = self.session(), self.table
        assert session is not None
        users, living = self.seated()
        vote = ClocktowerExtra.of(session.row).vote
        if nominated.refused or vote is None:
            return
        key = f"ct-vote:{table.game_id}:{vote.number}:"
        post = next(
            m
            for m in reversed(table.thread.history())
            if any(key in (getattr(c, "custom_id", "") or "") for c in _buttons(m))
        )
        for seat in living:
            answer = "yes" if self.rng.random() < yes_share else "no"
            last = seat == living[-1] and len(living) == len(self.voters())
            kind = "vote (the last, closing it)" if last else "vote"
            await self.click(kind, table.members[users[seat]], post, key + answer)
        if ClocktowerExtra.of(session.row).vote is not None:
            await self.click("close the vote", table.storyteller, post, key + "close")

    async def public_actions(self) -> None:
        """Script 2's other public day actions by random living players: a claim of one of the
        script's characters, a Damsel guess (once a player), the storyteller nominated
        (``/ct nominate_storyteller``) and every living player's vote on it."""
        session, game, table = self.session(), self.game(), self.table
        assert session is not None
        users, living = self.seated()
        if len(living) < 2:
            return
        rng, thread = self.acts_rng, table.thread
        claimer = table.members[users[rng.choice(living)]]
        character = rng.choice(sorted(game.script.characters))
        await self.command("claim", claimer, thread, "ct claim", character=character)
        if guessers := [s for s in living if s not in self.guessed]:
            guesser = rng.choice(guessers)
            self.guessed.add(guesser)
            target = users[rng.choice([s for s in living if s != guesser])]
            await self.command(
                "damsel",
                table.members[users[guesser]],
                thread,
                "ct damsel",
                player=table.members[target],
            )
            if self.game().outcome is not None:
                return  # a Minion found the Damsel: evil wins
        nominator = table.members[users[rng.choice(living)]]
        timed = await self.command(
            "nominate_storyteller", nominator, thread, "ct nominate_storyteller"
        )
        await self.votes(timed, STORYTELLER_YES_SHARE)

    def seated(self) -> tuple[dict[int, Any], list[int]]:
        """Each seat's user, and the seats that appear alive (in seat order)."""
        session = self.session()
        assert session is not None
        users = {s: u for s, u in enumerate(family_robots.seat_users(session)) if u is not None}
        return users, [s for s in sorted(users) if s not in self.game().appears_dead]

    def voters(self) -> list[int]:
        """The seats that may still vote (the living, the ghosts with their vote)."""
        session = self.session()
        assert session is not None
        return vote_posts.voters(session.row, self.game())


def _buttons(message: Any) -> list[Any]:
    """A message's buttons (one row deep, as the vote's post has them)."""
    return [child for row in message.components for child in getattr(row, "children", [])]


@contextlib.asynccontextmanager
async def started_bot(target: str, seed: int) -> AsyncIterator[tuple[Any, simcord.Env]]:
    """A bot on simcord for a benchmark's games (its timer records kept small, the loop's
    thread noted for the heartbeat), shut down on leaving."""
    bot = pl._bot(target, seed)
    env = simcord.Env(bot, settle_timeout=pl.SETTLE_SECONDS, check_errors=False)
    pl._forget_records(env)
    pl._lighter_timer_records()
    await env.start()
    pl.LOOP_THREAD[0] = threading.get_ident()
    pruning = asyncio.create_task(pl.keep_timer_records_small(env))
    try:
        yield bot, env
    finally:
        pruning.cancel()
        await env.shutdown()
        await bot.close()


async def play(args: argparse.Namespace, n: int, seed: int, target: str) -> dict[str, Any]:
    """One game of ``n`` players through the bot: its figures (and the game's id)."""
    async with started_bot(target, seed) as (bot, env):
        loop = asyncio.get_running_loop()
        figures: dict[str, Any] = {"load_before": pl.loadavg()}
        with (
            pl.unsettled(env),
            pl.unsettling(env),
            players_process() as pool,
            WorkerJobs() as jobs,
            Heartbeat(loop) as beat,
        ):
            cpu, began = time.process_time(), time.perf_counter()
            table = await pl.open_game(
                env,
                0,
                "clocktower",
                n,
                HOURS,
                ct_options={
                    "script": args.script,
                    "reask_hours": REASK_HOURS,
                    "atheist_percent": args.atheist_percent,
                },
            )
            figures["setup_s"] = (time.perf_counter() - began, time.process_time() - cpu)
            driver = Driver(bot, env, table, jobs, pool, args.days, random.Random(f"{n}:{seed}"))
            driver.day_actions = args.day_actions
            figures["game_seed"] = driver.game().setup.seed
            figures["kind"] = (
                ("an Atheist game" if driver.game().adjudicated else "a quantum game")
                + ", the dawn's floor on"
                if driver.game().setup.adjudicated_possible()
                else ""
            )
            resolutions = await driver.nights(args.nights)
            figures["nights"] = len(resolutions)
            figures["over"] = driver.game().outcome is not None
            if args.restart and not figures["over"] and driver.game().phase == "night":
                await driver.lists(until_half=True)
                figures["restart_night"] = driver.game().number
            await driver.posted()
            stalls = [
                b.late
                for b in beat.late
                if any(start <= b.at and b.at - b.late <= end for start, end in driver.spans)
            ]
            figures.update(
                stall_ms=beat.worst * 1000,
                stall_unqueued_ms=beat.worst_unqueued * 1000,
                stall_in_commands_ms=max(stalls, default=0.0) * 1000,
                record=driver.game().record().to_json(),
                timed=[dataclasses.asdict(t) for t in driver.timed],
                resolutions=resolutions,
                fallbacks=driver.fallbacks,
                day_deaths=driver.day_deaths,
                choosing_s=driver.choosing,
                game_id=table.game_id,
                errors=len(env.errors),
                load_after=pl.loadavg(),
            )
    return figures


def engine_alone(record_json: str) -> dict[str, list[float]]:
    """The bot's game again through the engine alone (a fresh game and solver in this
    process): CPU ms of each action's arrival check and push by kind, as ct2_speed times
    them, and of each night's resolution (``resolve`` to dawn, its re-asks' lists and
    timeouts in it). A line the arrival check refuses (none expected) is pushed unchecked
    and counted under ``unchecked``."""
    record = ClocktowerRecord.model_validate_json(record_json)
    game = ClocktowerGame(record.setup, draws=record.draws)
    times: dict[str, list[float]] = {"resolution": [], "unchecked": []}
    resolution = 0.0
    for line in record.actions:
        actor, _ = parse_record_line(line, game.n, game.clauses)
        body = _body(line)
        was_resolving = game.resolution is not None
        began = time.process_time()
        try:
            action = game.parse_action(body, actor)
        except EngineError:
            action = game.parse_stored(body, actor)
            times["unchecked"].append(0.0)
        game.push(action)
        spent = (time.process_time() - began) * 1000
        if actor is Actor.STORYTELLER or body.split()[0] in DAY_VERBS:
            kind = body.split()[0]
        else:
            kind = "list (re-ask)" if was_resolving else "list"
        times.setdefault(kind, []).append(spent)
        if was_resolving or kind == "resolve":
            resolution += spent
            if game.resolution is None:
                times["resolution"].append(resolution)
                resolution = 0.0
    return times


async def fresh(target: str, game_id: int) -> dict[str, Any]:
    """In this fresh process: the bot started on ``target`` until ready, then the first
    questions a storyteller's and a player's commands ask of game ``game_id`` (in a worker,
    as the commands run them): the grimoire, the next robot's arrival check, the grimoire."""
    pl._single_process_outbox()
    pl._lighter_timer_records()
    bot = pl._bot(target, 1)
    env = simcord.Env(bot, settle_timeout=pl.SETTLE_SECONDS, check_errors=False)
    pl._forget_records(env)
    ready = pl.noted_ready(bot)
    with pl.unsettled(env), pl.unsettling(env):
        await env.start()
        await asyncio.wait_for(ready.wait(), pl.STEP_SECONDS)
        figures: dict[str, Any] = {
            "ready_s": time.perf_counter() - STARTED,
            "ready_cpu_s": time.process_time(),
            "imports_s": IMPORTED - STARTED,
        }
        # the running games are replayed once ready (FamilySessions.load): the pushes of the
        # stored actions, each night's resolution among them, fill the solver's memos
        await pl._family_sessions(bot).warmed()
    figures.update(
        replayed_s=time.perf_counter() - STARTED,
        replayed_cpu_s=time.process_time(),
        load=pl.loadavg(),
    )
    session = pl._family_sessions(bot).get("clocktower", game_id)
    assert session is not None and isinstance(session.game, ClocktowerGame)
    game = session.game

    async def timed(name: str, function: Any, *call: Any) -> None:
        cpu, began = time.process_time(), time.perf_counter()
        async with session.lock:
            await worker.run(function, *call)
        figures[name] = ((time.perf_counter() - began) * 1000, (time.process_time() - cpu) * 1000)

    await timed("grimoire_first", grimoire.solved, game, False)
    robots = {user for user in family_robots.seat_users(session) if user is not None}
    turns = family_robots.ct_turns(session, game, robots)
    if turns:
        # chosen on a copy (its memos its own), as the players' process would
        move = family_robots.ct_move(pickle.loads(pickle.dumps(game)), turns[0])
        if move is not None:
            await timed("arrival_check", game.parse_action, move.options["entries"], turns[0].seat)
    await timed("grimoire_again", grimoire.solved, game, False)
    await env.shutdown()
    await bot.close()
    return figures


def fresh_process(target: str, game_id: int) -> dict[str, Any]:
    """:func:`fresh` in a new Python process (what a restarted bot pays)."""
    command = [sys.executable, __file__, "--fresh-of", target, "--game-id", str(game_id)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the fresh process failed:\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def _spread(values: list[float]) -> str:
    if not values:
        return "-"
    return f"p50 {statistics.median(values):.0f} / p95 {percentile(values, 0.95):.0f} / max {max(values):.0f}"


def report(n: int, seed: int, run: dict[str, Any], restart: dict[str, Any] | None) -> None:
    """Print one game's figures."""
    timed = [Timed(**t) for t in run["timed"]]
    print(
        f"{n} players, seed {seed} (game seed {str(run['game_seed']).lstrip('0')}): "
        f"{run['nights']} nights resolved"
        f"{', game over' if run['over'] else ''}; load {run['load_before']} -> {run['load_after']}"
        + (f"; {run['kind']}" if run.get("kind") else "")
    )
    print("  command (count): ack / answer / posts sent ms; worker CPU / wall ms; process CPU ms")
    for kind in dict.fromkeys(t.kind for t in timed):
        these = [t for t in timed if t.kind == kind]
        refused = sum(t.refused for t in these)
        print(
            f"    {kind} ({len(these)}{f', {refused} refused' if refused else ''}): "
            f"ack {_spread([t.ack for t in these])}; answer {_spread([t.answer for t in these])}; "
            f"posts {_spread([t.posts for t in these])}; worker CPU "
            f"{_spread([t.worker_cpu for t in these])}, wall {_spread([t.worker_wall for t in these])}"
            f"; CPU {_spread([t.cpu for t in these])}"
        )
    alone = engine_alone(run["record"])
    for number, (wall, cpu) in enumerate(run["resolutions"], 1):
        engine = alone["resolution"][number - 1] if number <= len(alone["resolution"]) else None
        print(
            f"  Night {number}'s resolution, resolve's arrival to the last post sent: "
            f"{wall:.2f} s wall, {cpu:.2f} s CPU (the robots' choosing taken out); the engine "
            "alone " + ("-" if engine is None else f"{engine / 1000:.2f} s CPU")
        )
    print(
        "  the engine alone on the same game, CPU ms: "
        + "; ".join(f"{kind} ({len(v)}) {_spread(v)}" for kind, v in alone.items() if v)
    )
    print(
        f"  re-asks left to their deadline {run['fallbacks']}; robots' choosing "
        f"{run['choosing_s']:.1f} s wall (their process); deaths at each end_day "
        f"{run['day_deaths'] or '-'}; longest loop stall in the bot's "
        f"commands {run['stall_in_commands_ms']:.0f} ms (counted from {LATE_AFTER * 1000:.0f} ms"
        f"; in all {run['stall_ms']:.0f} ms, the benchmark's pickling for the robots on the "
        f"loop included, {run['stall_unqueued_ms']:.0f} ms less its wait for a core); "
        f"bot errors {run['errors']}"
    )
    if restart is not None:
        first, again = restart["grimoire_first"], restart["grimoire_again"]
        check = restart.get("arrival_check")
        print(
            f"  restart in a fresh process at Night {run.get('restart_night')}: ready "
            f"{restart['ready_s']:.2f} s (imports {restart['imports_s']:.2f} s; CPU "
            f"{restart['ready_cpu_s']:.2f} s), the game replayed {restart['replayed_s']:.2f} s "
            f"(CPU {restart['replayed_cpu_s']:.2f} s); grimoire first {first[0]:.0f} ms wall / {first[1]:.0f}"
            f" ms CPU, then the next list's arrival check "
            + ("-" if check is None else f"{check[0]:.0f} / {check[1]:.0f} ms")
            + f", the grimoire again {again[0]:.0f} / {again[1]:.0f} ms; load {restart['load']}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="5,6,7,8")
    parser.add_argument("--seeds", default="2026")
    parser.add_argument("--nights", type=int, default=3)
    parser.add_argument("--script", default="uncertainty_principle")
    parser.add_argument(
        "--days",
        choices=("none", "vote"),
        default="none",
        help="vote: each day one nomination and every living player's vote before end_day",
    )
    parser.add_argument(
        "--restart", action="store_true", help="time a fresh process's first questions"
    )
    parser.add_argument(
        "--games",
        type=int,
        default=0,
        help="N games at once in one bot (sizes dealt in turn from --sizes, the first seed);"
        " 0: each game in a bot of its own",
    )
    parser.add_argument(
        "--one-at-a-time",
        action="store_true",
        help="with --games: the same games in the same bot, played one after another",
    )
    parser.add_argument(
        "--stall-dump",
        help="with --games: every thread's stack when the loop is 150 ms late (diagnosis only:"
        " faulthandler reads running threads' frames, which crashed one run in session 50)",
    )
    parser.add_argument(
        "--day-actions",
        action="store_true",
        help="each day before any vote: a claim, a Damsel guess, the storyteller nominated",
    )
    parser.add_argument("--atheist-percent", type=int, default=0, help="the lobby's Atheist draw")
    parser.add_argument(
        "--backend",
        choices=("sqlite", "postgres"),
        default="sqlite",
        help="with --games: the bot's database (postgres: a throw-away server, as the tests')",
    )
    parser.add_argument(
        "--loop-first",
        choices=("db", "on", "off"),
        default="db",
        help="with --games: whether worker jobs give way to the loop (bot.loop_first.ON);"
        " db: as the database asks (SQLite: off)",
    )
    parser.add_argument(
        "--dump", help="a folder: each game's figures as JSON (its commands one by one), to pool"
    )
    parser.add_argument("--fresh-of", help=argparse.SUPPRESS)
    parser.add_argument("--game-id", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--play-on", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.fresh_of:
        print(json.dumps(asyncio.run(fresh(args.fresh_of, args.game_id))))
        return 0
    if args.games:
        return _many(args)
    if args.play_on:
        _record_answers()
        pl._single_process_outbox()
        n, seed = int(args.sizes), int(args.seeds)
        print(json.dumps(asyncio.run(play(args, n, seed, args.play_on))))
        return 0
    print(f"load average at start {pl.loadavg()} on {os.cpu_count()} cores", flush=True)
    ok = True
    for n in [int(s) for s in args.sizes.split(",")]:
        for seed in [int(s) for s in args.seeds.split(",")]:
            with tempfile.TemporaryDirectory(prefix="ct2-bot-") as folder:
                target = str(Path(folder) / "games.sqlite3")
                run = played(args, n, seed, target)
                restart = None
                if args.restart and "restart_night" in run:
                    restart = fresh_process(target, run["game_id"])
            report(n, seed, run, restart)
            if args.dump:
                kind = f"atheist{args.atheist_percent}"
                out = Path(args.dump) / f"{kind}-{n}-{seed}.json"
                out.write_text(json.dumps(run))
            ok = ok and run["errors"] == 0
    return 0 if ok else 1


def _many(args: argparse.Namespace) -> int:
    """``--games N``: the games at once in one bot, in a process of its own."""
    from benchmarks import ct2_bot_many

    if args.play_on:
        print(json.dumps(ct2_bot_many.play_on(args, args.play_on)))
        return 0
    print(f"load average at start {pl.loadavg()} on {os.cpu_count()} cores", flush=True)
    with pl.databases(args.backend) as (target, _):
        run = _in_process(_options(args, args.sizes, args.seeds, target))
    ct2_bot_many.report_many(args, run)
    if args.dump:
        kind = f"many{args.games}-atheist{args.atheist_percent}"
        out = Path(args.dump) / f"{kind}-{args.sizes}-{args.seeds}.json"
        out.write_text(json.dumps(run))
    return 0 if run["errors"] == 0 else 1


def _options(args: argparse.Namespace, sizes: str, seeds: str, target: str) -> list[str]:
    """The command line of a process that plays on ``target``."""
    command = [sys.executable, __file__, "--play-on", target, "--sizes", sizes, "--seeds", seeds]
    command += ["--nights", str(args.nights), "--script", args.script, "--days", args.days]
    command += ["--games", str(args.games), "--atheist-percent", str(args.atheist_percent)]
    for flag in ("day_actions", "one_at_a_time"):
        if getattr(args, flag):
            command.append("--" + flag.replace("_", "-"))
    if args.stall_dump:
        command += ["--stall-dump", args.stall_dump]
    if getattr(args, "loop_first", "db") != "db":
        command += ["--loop-first", args.loop_first]
    if args.restart:
        command.append("--restart")
    return command


def _in_process(command: list[str]) -> dict[str, Any]:
    done = subprocess.run(command, capture_output=True, text=True, timeout=3600, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the game's process failed:\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def played(args: argparse.Namespace, n: int, seed: int, target: str) -> dict[str, Any]:
    """:func:`play` in a process of its own (one bot a process, as in production)."""
    return _in_process(_options(args, str(n), str(seed), target))


if __name__ == "__main__":
    sys.exit(main())
