"""Two bot processes on one real PostgreSQL database race over one game's actions, reminders
and deadlines: each phase resolves once, each announcement is sent once, no accepted action is
lost.

Each "process" is the stack a bot process runs, without the gateway: its own connection pools,
its open games in memory (:class:`Games`), the real deadline scheduler and the real outbox sender
(sending to a recording stand-in for Discord). Both load the game, then every step runs the two
concurrently: players' actions through either process, both schedulers at a reminder time and
at each deadline, both senders.
"""

from __future__ import annotations

import asyncio
import collections
import datetime as dt
import itertools
import logging
import random
from typing import Any

import discord
import pytest

from bot import effects
from bot.outbox import Done, Outbox
from bot.outbox_store import OutboxRow
from bot.shared_storage import SharedStorage
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from cogs.werewolf import clocks
from cogs.werewolf.cog import WerewolfCog
from cogs.werewolf.games import Games
from cogs.werewolf.interact import GameGroup
from cogs.werewolf.models import GameSettings, Member
from cogs.werewolf.storage import FAMILY, Storage
from engine.werewolf import EngineError, Game, GameRecord, parse_action, replay

PLAYERS = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace"]
USER_IDS = [1000 + seat for seat in range(len(PLAYERS))]
CHANNEL = 77
START = dt.datetime(2030, 1, 1, tzinfo=dt.UTC)
ROUNDS = 5


# -- Discord, as far as the outbox sender sees it -------------------------------------------------


class Message:
    def __init__(self, message_id: int, content: str | None, embeds: list[discord.Embed]) -> None:
        self.id = message_id
        self.content = content or ""
        self.embeds = embeds
        self.author = discord.Object(1)


class Channel(discord.abc.Messageable):
    """A channel or DM that keeps what was sent to it (for the sender's look-back after a
    restart) and records each send in the world's log."""

    def __init__(self, world: World, channel_id: int) -> None:
        self.world = world
        self.id = channel_id
        self.messages: list[Message] = []

    async def send(self, content: str | None = None, **kwargs: Any) -> Message:  # type: ignore[override]
        await asyncio.sleep(0.001)  # a request takes a while: the other process runs meanwhile
        message = Message(next(self.world.ids), content, kwargs.get("embeds") or [])
        self.messages.append(message)
        self.world.sends.append((kwargs.get("nonce"), self.id, message.content))
        return message

    async def history(self, *, limit: int, after: Any = None) -> Any:  # type: ignore[override]
        for message in self.messages[-limit:]:
            if after is None or message.id > after.id:
                yield message

    def get_partial_message(self, message_id: int) -> Any:
        world = self.world

        class Partial:
            async def edit(self, **kwargs: Any) -> None:
                world.edits.append(message_id)

            async def delete(self) -> None:
                world.edits.append(message_id)

        return Partial()

    async def _get_channel(self) -> Any:
        return self


class World:
    """What both processes' senders reach: one Discord."""

    def __init__(self) -> None:
        self.ids = itertools.count(10_000)
        self.channels: dict[int, Channel] = {}
        self.sends: list[tuple[str | None, int, str]] = []
        self.edits: list[int] = []
        self.calls: list[int] = []

    def channel(self, channel_id: int) -> Channel:
        return self.channels.setdefault(channel_id, Channel(self, channel_id))


class Client:
    """The few client calls the outbox sender makes."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.user = discord.Object(1)

    def get_channel(self, channel_id: int) -> Channel:
        return self.world.channel(channel_id)

    def get_partial_messageable(self, channel_id: int) -> Channel:
        return self.world.channel(channel_id)

    def get_user(self, user_id: int) -> Any:
        return User(self.world.channel(user_id))


class User:
    def __init__(self, dm_channel: Channel) -> None:
        self.id = dm_channel.id
        self.dm_channel = dm_channel


# -- one process ------------------------------------------------------------------------------------


class Process:
    """A bot process's stack: storage, open games, the clock and the outbox sender."""

    def __init__(self, world: World, now: list[dt.datetime]) -> None:
        self.world = world
        self.now = now

    async def open(self, url: str) -> Process:
        self.shared = await SharedStorage.open(url)
        self.games = Games(Storage(self.shared.database), lambda: self.now[0])
        self.outbox = Outbox(Client(self.world), self.shared.outbox)  # type: ignore[arg-type]

        async def call(row: OutboxRow) -> Done:
            self.world.calls.append(row.id)
            return Done()

        names = ("roles-setup", "roles-sync", "roles-release", "roles-cleanup", "retire-tally")
        self.outbox.register(FAMILY, calls=dict.fromkeys(names, call))
        self.group = GameGroup()
        self.clock = WerewolfCog(self)  # type: ignore[arg-type]
        return self

    # What the clock and the werewolf flow ask of the bot.
    def kept(self, kind: type[Any]) -> Any:
        assert kind in (Games, GameGroup)
        return self.games if kind is Games else self.group

    def get_channel(self, channel_id: int) -> Any:
        return None

    async def close(self) -> None:
        await self.shared.close()


async def open_game(process: Process) -> int:
    """A running 7-player game, started as ``/game create`` and Start would (by process A)."""
    storage = process.games.storage
    row = await storage.create_game(
        guild_id=5, channel_id=CHANNEL, storyteller_id=999, settings=GameSettings()
    )
    row.seats = [Member(user_id=u, name=n) for u, n in zip(USER_IDS, PLAYERS, strict=True)]
    setup = row.options.setup(PLAYERS, 20_301)
    game = Game(setup)
    row.setup, row.status, row.extra.phase = setup, GameStatus.RUNNING, str(game.phase)
    clocks.begin_phase(row, process.now[0], night=True)
    await storage.save_game(row, [effects.dm(u, content=f"welcome {u}") for u in USER_IDS])
    return row.id


async def db_game(process: Process, game_id: int) -> tuple[Any, Game]:
    storage = process.games.storage
    row = await storage.game(game_id)
    assert row is not None and row.setup is not None
    record = GameRecord(setup=row.setup, actions=await storage.actions(game_id), draws=row.draws)
    return row, replay(record)[0]


def moves(game: Game, rng: random.Random) -> list[tuple[int, str]]:
    """Every living player's actions of this phase (legal when sent, in any order)."""
    living = game.living()
    out = []
    for seat in living:
        others = [s for s in living if s != seat]
        if game.phase.is_night:
            out.append((seat, f"vision @{seat} @{rng.choice(others)}"))
            if game.attacks_tonight():
                out.append((seat, f"attack @{seat} @{rng.choice(others)}"))
        else:
            out.append((seat, f"vote @{seat} @{others[0]}"))
    return out


async def push(
    process: Process, game_id: int, seat: int, text: str, accepted: list[str], refused: list[str]
) -> None:
    """One player's action through one process, as a command would: find, lock, push, commit."""
    session = await process.games.find(game_id)
    assert session is not None
    try:
        async with session.lock:
            await process.games.push(session, parse_action(text), USER_IDS[seat])
    except (EngineError, Refusal):
        refused.append(text)  # refused, nothing changed: the player is told so
    else:
        accepted.append(text)


@pytest.fixture
async def two(postgres_url: str):
    world, now = World(), [START]
    first = await Process(world, now).open(postgres_url)
    second = await Process(world, now).open(postgres_url)
    yield world, now, first, second
    await first.close()
    await second.close()


async def test_two_processes_resolve_each_phase_once_and_send_each_announcement_once(
    two: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Racing over one game on one PostgreSQL, two processes resolve each deadline once, send
    each queued announcement and each reminder once, and keep every action they accepted."""
    caplog.set_level(logging.ERROR)
    world, now, first, second = two
    game_id = await open_game(first)
    for process in (first, second):
        await process.games.load()
    processes = (first, second)
    rng = random.Random(7)
    accepted: list[str] = []
    refused: list[str] = []
    deadlines_passed = 0

    async def senders() -> None:
        await asyncio.gather(*(p.outbox.drain() for p in processes))

    for _ in range(ROUNDS):
        row, game = await db_game(first, game_id)
        if row.status is not GameStatus.RUNNING:
            break
        # Players act, each through either process, all at once; two of them stay silent.
        silent = set(rng.sample(game.living(), 2))
        sent = [(seat, text) for seat, text in moves(game, rng) if seat not in silent]
        await asyncio.gather(
            *(
                push(rng.choice(processes), game_id, seat, text, accepted, refused)
                for seat, text in sent
            ),
            senders(),
        )
        # Both schedulers reach the last reminder at the same moment (the silent ones owe it).
        assert row.deadline is not None
        now[0] = row.deadline - dt.timedelta(hours=min(row.options.reminder_hours), seconds=-1)
        await asyncio.gather(*(p.clock.game_clock.run_due() for p in processes), senders())
        # Both reach the deadline at once, while late actions (sent again) arrive through both.
        now[0] = row.deadline + dt.timedelta(seconds=1)
        late = sent[:3]
        await asyncio.gather(
            *(p.clock.game_clock.run_due() for p in processes),
            *(
                push(p, game_id, seat, text, accepted, refused)
                for p in processes
                for seat, text in late
            ),
            senders(),
        )
        deadlines_passed += 1
        await senders()

    row, game = await db_game(first, game_id)
    stored = await first.games.storage.actions(game_id)
    # Each deadline resolved its phase exactly once (one advance, one "time is up" post).
    assert stored.count("advance") == deadlines_passed >= 3
    time_up = [content for _, _, content in world.sends if content.startswith("⏰ Time is up")]
    assert len(time_up) == deadlines_passed
    # No accepted action lost: the database holds exactly the accepted ones, in some order.
    assert collections.Counter(a for a in stored if a != "advance") == collections.Counter(accepted)
    # Each queued message was sent once, by one of the two processes, and nothing is left.
    nonces = collections.Counter(nonce for nonce, _, _ in world.sends)
    assert nonces and max(nonces.values()) == 1, nonces.most_common(3)
    assert await first.shared.outbox.count_pending() == 0
    assert len(world.calls) == len(set(world.calls))
    # Each reminder reached each player once per phase.
    reminders = collections.Counter(
        (target, content) for _, target, content in world.sends if content.startswith("⏰ Remind")
    )
    assert reminders and max(reminders.values()) == 1
    # Neither process ever met a database conflict or failed a pass.
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
    # Both mirrors, brought up to date under the lock, are the database's game.
    for process in processes:
        session = await process.games.find(game_id)
        if session is not None:
            async with session.lock:
                assert session.row.version == row.version
                assert session.game is not None
                assert [str(a) for a in session.game.actions] == stored


async def test_a_direct_message_finds_a_game_another_process_opened(two: Any) -> None:
    """A process that loaded before another opened a game finds it by its id (a menu in a DM)
    and by its player (a command in a DM)."""
    _world, _now, first, second = two
    await second.games.load()
    game_id = await open_game(first)
    assert second.games.of_user(USER_IDS[0]) == []
    await second.games.discover()
    assert [s.row.id for s in second.games.of_user(USER_IDS[0])] == [game_id]


async def test_a_menu_finds_its_game_by_id_through_the_database(two: Any) -> None:
    """A night menu names its game: a process that never read it finds it in the database."""
    _world, _now, first, second = two
    await second.games.load()
    game_id = await open_game(first)
    found = await second.games.find(game_id)
    assert found is not None and found.game is not None
    assert str(found.game.phase) == found.row.extra.phase
