"""The running sandbox: the simcord world around the real bot, the preview of one view at a
time, the sandbox clock and the bot-driven players.

simcord runs one operation at a time (an actor's command, a clock advance, a preview action):
every one of them here goes through :attr:`Sandbox.lock`, and the preview's own actions are
wrapped to take it too, so a clock tick never collides with a click in the browser.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import simcord
from simcord import MemberActor
from simcord.preview import Preview

from bot import worker
from bot.client import SuperpostBot
from bot.sandbox import family_robots, robots
from bot.sandbox.commands import Requests, SandboxCommands
from bot.sandbox.world import World, build_world, open_lobby
from bot.settings import Settings
from bot.shell import FamilySession, FamilySessions, GameStatus
from cogs.werewolf.games import games_of
from cogs.werewolf.models import seat_of
from engine.werewolf import Game

log = logging.getLogger(__name__)

DEFAULT_DB_PATH = Path("./data/sandbox.sqlite3")
TICK_SECONDS = 1.0
"""How often (real time) the sandbox clock moves and the bot-driven players look again."""
MAX_TICK_SECONDS = 5.0
"""The most real time one step of the clock accounts for."""
NEW_GAMES: dict[str, tuple[str, int]] = {
    "werewolf": ("Quantum Werewolf", 8),
    "clocktower": ("Quantum Clocktower", 7),
    "lab": ("Schrödinger's Lab", 3),
    "cloud": ("Quantum Cloud", 1),
}
"""Each game the home page starts in one click: its name and how many bot-driven players sit
with you (Alice)."""
MAX_ROBOT_MOVES = 400
"""A bound on the moves of one pass (a bug must not spin the loop)."""
SETTLE_SECONDS = 30.0
"""simcord's budget for the bot to finish its work after each operation."""

BOT_NAME = "Superpost"
BOT_USERNAME = "superpost"

ViewKind = Literal["channel", "dm"]


@dataclass(frozen=True)
class Options:
    """How the sandbox starts."""

    db_path: Path = DEFAULT_DB_PATH
    speed: float = 60.0
    """Sandbox seconds per real second (0: the clock moves only when asked)."""
    night_hours: float = 2.0
    """The length of a night in the game the storyteller opens at start."""
    day_hours: float = 4.0
    """The length of a day in that game."""
    open_lobby: bool = True
    """Whether the storyteller opens a game at start (as a newcomer's first step would)."""
    seed: int | None = None
    """A fixed first game seed (tests); ``None``: random, as in the real bot."""


@dataclass(frozen=True)
class View:
    """What the preview shows: the game channel or one of its threads, or one member's DMs
    with the bot."""

    kind: ViewKind
    member_id: int
    thread_id: int | None = None
    """A thread of #town-square (a Schrödinger's Lab or Quantum Cloud game is played in its
    own thread); ``None``: the channel itself."""


class Sandbox:
    """The world, the bot and the preview, driven one operation at a time."""

    def __init__(self, env: simcord.Env, world: World, requests: Requests, options: Options):
        self.env = env
        self.world = world
        self.requests = requests
        self.options = options
        self.speed = options.speed
        self.lock = asyncio.Lock()
        self.preview: Preview | None = None
        self.view: View | None = None
        self.notes: list[str] = []
        self._error_cursor = 0
        self._tried: set[tuple[int, str, int]] = set()
        self._tried_keys: set[str] = set()

    @property
    def bot(self) -> SuperpostBot:
        bot = self.env.bot
        assert isinstance(bot, SuperpostBot)
        return bot

    def note(self, text: str) -> None:
        """Something to show on the home page (the latest few are kept)."""
        log.info("%s", text)
        self.notes = [*self.notes, text][-8:]

    # -- views -----------------------------------------------------------------------------------

    async def show(self, view: View) -> str:
        """Serve ``view`` in the preview (one view at a time); returns the preview's address."""
        async with self.lock:
            member = self.world.member(view.member_id)
            if self.preview is not None:
                await self.preview.close()
                self.preview = None
            if view.kind == "channel":
                channel = (
                    self.world.town if view.thread_id is None else self.world.thread(view.thread_id)
                )
                others = [m for m in self.world.members() if m.id != member.id]
                viewers: list[Any] = [member, *others]
            else:
                channel = member.user.dm_channel
                viewers = [member.user]
            preview = self.env.preview(
                channel, viewers=viewers, layout="channel", width=1100, height=820
            )
            await preview.__aenter__()
            self._guard(preview)
            self.preview, self.view = preview, view
            return preview.url

    def _guard(self, preview: Preview) -> None:
        """Make the preview's clicks and commands wait for the sandbox lock."""
        action: Callable[..., Awaitable[dict[str, Any]]] = preview._action

        async def guarded(context_id: str | None, body: Any) -> dict[str, Any]:
            async with self.lock:
                result = await action(context_id, body)
            self.requests.wake.set()
            return result

        setattr(preview, "_action", guarded)  # noqa: B010 - an instance attribute on purpose

    async def _refresh(self) -> None:
        """Publish the world's latest state to the page (it shows published snapshots)."""
        if self.preview is None:
            return
        try:
            await self.preview.refresh()
        except simcord.SetupError:
            # The page's "End preview session" closed it; the home page opens a new one.
            self.preview, self.view = None, None

    # -- the clock -------------------------------------------------------------------------------

    def now(self) -> dt.datetime:
        """The sandbox time (the bot's clock)."""
        return self.env.now()

    def next_deadline(self) -> dt.datetime | None:
        """The next deadline of a running game in the sandbox."""
        times = [
            session.row.deadline
            for session in games_of(self.bot).sessions.values()
            if session.row.status is GameStatus.RUNNING and session.row.deadline is not None
        ]
        times += [
            session.row.deadline
            for session in family_sessions(self.bot)
            if session.row.status is GameStatus.RUNNING and session.row.deadline is not None
        ]
        return min(times, default=None)

    async def advance(self, seconds: float | None = None) -> str:
        """Move the sandbox clock by ``seconds``, or just past the next deadline."""
        async with self.lock:
            return await self._advance(seconds)

    async def _advance(self, seconds: float | None) -> str:
        # Bot-driven players first send what they owe now, as they would have on their own
        # before the time passed.
        await self._robots()
        if seconds is None:
            deadline = self.next_deadline()
            if deadline is None:
                return "No running game has a deadline to skip to."
            seconds = max((deadline - self.now()).total_seconds(), 0.0) + 1.0
        await self.env.advance_time(seconds)
        await self._robots()
        await self._refresh()
        return f"⏩ The clock moved {format_duration(seconds)}."

    # -- bot-driven players ----------------------------------------------------------------------

    async def fill(self, players: int, thread_id: int | None = None) -> str:
        """Seat bot-driven players until the lobby in the game channel (or in the game thread
        ``thread_id``) has ``players``."""
        async with self.lock:
            text = await self._fill(players, thread_id)
            await self._refresh()
            return text

    async def _fill(self, players: int, thread_id: int | None = None) -> str:
        if thread_id is not None:
            return await self._fill_thread(players, thread_id)
        session = games_of(self.bot).in_channel(self.world.town.id)
        if session is None or session.row.status is not GameStatus.LOBBY:
            return "There is no open lobby in #town-square: /game create opens one."
        added = 0
        while len(session.row.seats) < players:
            robot = self.world.add_robot()
            await self.env.settle()
            result = await robot.slash(self.world.town, "game join")
            if seat_of(session.row, robot.id) is None:
                return f"A bot-driven player could not join: {response_text(result)}"
            added += 1
        return f"🤖 {added} bot-driven player(s) joined; the lobby has {len(session.row.seats)}."

    async def _fill_thread(self, players: int, thread_id: int) -> str:
        """Bot-driven players join the lobby of the game played in this thread."""
        session = thread_session(self.bot, thread_id)
        if session is None or session.row.status is not GameStatus.LOBBY:
            return "There is no open lobby in that thread."
        thread = self.world.thread(thread_id)
        added = 0
        while len(session.row.seats) < players:
            robot = self.world.add_robot()
            await self.env.settle()
            before = len(session.row.seats)
            result = await self._join_family(session, robot, thread)
            if len(session.row.seats) == before:
                return f"A bot-driven player could not join: {response_text(result)}"
            added += 1
        return f"🤖 {added} bot-driven player(s) joined; the lobby has {len(session.row.seats)}."

    async def _join_family(self, session: FamilySession, member: MemberActor, thread: Any) -> Any:
        """``member`` joins the lobby the way a person does in that family."""
        if session.row.family == "cloud":
            lobby = self._lobby_message(session)
            decks = [o.value for o in _select(lobby, "cloud:lobby:deck").options]
            choice = decks[len(session.row.seats) % len(decks)]
            return await member.select(lobby, [choice], custom_id="cloud:lobby:deck")
        command = "ct join" if session.row.family == "clocktower" else f"{session.row.family} join"
        return await member.slash(thread, command)

    def _lobby_message(self, session: FamilySession) -> Any:
        """The lobby post of a game played in a thread."""
        message_id = session.row.lobby_message_id
        return next(m for m in self.world.town.history() if m.id == message_id)

    async def new_game(self, family: str) -> str:
        """Open a game of ``family`` with you (Alice) and bot-driven players, and start it."""
        async with self.lock:
            text = await self._new_game(family)
            await self._robots()
            await self._refresh()
            return text

    async def _new_game(self, family: str) -> str:
        if family not in NEW_GAMES:
            return f"The sandbox has no game called {family!r}."
        title, robots_wanted = NEW_GAMES[family]
        storyteller, you = self.world.storyteller, self.world.players[0]
        if family == "werewolf":
            if games_of(self.bot).in_channel(self.world.town.id) is not None:
                return "A Quantum Werewolf game is already open in #town-square."
            await open_lobby(
                self.world, night_hours=self.options.night_hours, day_hours=self.options.day_hours
            )
            await you.slash(self.world.town, "game join")
            await self._fill(robots_wanted + 1)
            result = await storyteller.slash(self.world.town, "game start")
            return f"🎲 {title}: {response_text(result) or 'started'}"
        hours = {"night_hours": self.options.night_hours, "day_hours": self.options.day_hours}
        # Cloud's 19 setup tiles are laid by the bot (setup_mode auto): a first game reaches
        # its first turn in minutes, not after a dozen placements.
        per_family: dict[str, dict[str, Any]] = {
            "clocktower": {"players": robots_wanted + 1, **hours},
            "lab": {},
            "cloud": {"setup_mode": "auto"},
        }
        options = per_family[family]
        command = "ct new" if family == "clocktower" else f"{family} new"
        before = {thread.id for thread in self.world.town.threads}
        opened = await storyteller.slash(self.world.town, command, **options)
        threads = [t for t in self.world.threads() if t.id not in before]
        if not threads:
            return f"{title} could not open: {response_text(opened)}"
        thread = threads[-1]
        session = thread_session(self.bot, thread.id)
        assert session is not None
        await self._join_family(session, you, thread)
        text = await self._fill_thread(robots_wanted + 1, thread.id)
        started = await storyteller.click(self._lobby_message(session), label="Start")
        return f"🎲 {title} in #{thread.name}: {text} {response_text(started)}".strip()

    async def _robots(self) -> int:
        """Send every move a bot-driven player owes now; how many were sent."""
        sent = 0
        while sent < MAX_ROBOT_MOVES:
            due = [
                (session, move)
                for session, move in robots.due_moves(self.world, self.bot, self.now())
                if session.game is not None
                and (session.row.id, str(session.game.phase), move.seat) not in self._tried
            ]
            if not due:
                break
            session, move = due[0]
            assert session.game is not None
            # A move is tried once per phase: a refusal is logged, never retried in a loop.
            self._tried.add((session.row.id, str(session.game.phase), move.seat))
            member = self.world.member(session.row.seats[move.seat].user_id)
            await self._send_move(member, session.game, move)
            sent += 1
        return sent + await self._family_robots()

    async def _family_robots(self) -> int:
        """Send every move a bot-driven player owes now in the games played in threads."""
        sent = 0
        robot_ids = {robot.id for robot in self.world.robots}
        while sent < MAX_ROBOT_MOVES:
            move = await self._next_family_move(robot_ids)
            if move is None:
                break
            self._tried_keys.add(move.key)
            member = self.world.member(move.user_id)
            if move.in_dm:
                result = await member.user.slash(move.command, **move.options)
            else:
                assert move.thread_id is not None
                thread = self.world.thread(move.thread_id)
                result = await member.slash(thread, move.command, **move.options)
            text = response_text(result)
            if text.startswith("❌"):
                log.warning("bot-driven %s was refused: %s", member.name, text)
            sent += 1
        return sent

    async def _next_family_move(self, robot_ids: set[int]) -> family_robots.SlashMove | None:
        """The first move a bot-driven player owes now in a thread's game, chosen in a worker
        thread under that game's lock (:mod:`bot.worker`'s rule): a Clocktower robot's list
        asks the solver, seconds in a big script-2 game, which on the loop would hold up the
        bot and every game with it. The lock is let go before the move is sent."""
        tried = frozenset(self._tried_keys)
        for session in family_sessions(self.bot):
            async with session.lock:
                due = await worker.run(family_robots.due_moves, [session], robot_ids, tried)
            if due:
                return due[0]
        return None

    async def _send_move(self, member: MemberActor, game: Game, move: robots.Move) -> None:
        if move.vote is not None:
            result = await member.slash(self.world.town, "vote", player=game.name(move.vote))
        else:
            options = {"vision": "none" if move.vision is None else game.name(move.vision)}
            if move.attack is not None:
                options["attack"] = game.name(move.attack)
            result = await member.user.slash("night", **options)
        text = response_text(result)
        if text.startswith("❌"):
            log.warning("bot-driven %s was refused: %s", member.name, text)

    # -- the driver ------------------------------------------------------------------------------

    async def drive(self) -> None:
        """Move the clock, serve requests from ``/sandbox`` and let bot-driven players act."""
        loop = asyncio.get_running_loop()
        last = loop.time()
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.requests.wake.wait(), TICK_SECONDS)
            self.requests.wake.clear()
            async with self.lock:
                now = loop.time()
                # A suspended laptop must not fast-forward the game by hours at once.
                elapsed, last = min(now - last, MAX_TICK_SECONDS), now
                try:
                    await self._step(elapsed)
                except Exception:
                    log.exception("the sandbox driver failed; it goes on")
                self._log_errors()

    async def _step(self, elapsed: float) -> None:
        before = len(self.env.http_requests)
        if self.speed > 0 and elapsed > 0:
            await self.env.advance_time(elapsed * self.speed)
        while self.requests.pending:
            request = self.requests.pending.pop(0)
            if request.kind == "fill":
                self.note(await self._fill(int(request.value or 9), request.thread_id))
            elif request.kind == "new":
                self.note(await self._new_game(request.family))
            elif request.kind == "advance":
                self.note(await self._advance(request.value))
        await self._robots()
        if len(self.env.http_requests) != before:
            await self._refresh()

    def _log_errors(self) -> None:
        errors = self.env.errors_since(self._error_cursor)
        self._error_cursor += len(errors)
        for error in errors:
            log.error("the bot raised an error", exc_info=error)


def family_sessions(bot: SuperpostBot) -> list[FamilySession]:
    """The open games of the families played in threads (Schrödinger's Lab, Quantum Cloud)."""
    sessions = getattr(bot, "family_sessions", None)
    return sessions.sessions() if isinstance(sessions, FamilySessions) else []


def thread_session(bot: SuperpostBot, thread_id: int) -> FamilySession | None:
    """The game played in this thread, if any."""
    sessions = getattr(bot, "family_sessions", None)
    return sessions.in_thread(thread_id) if isinstance(sessions, FamilySessions) else None


def _select(message: Any, custom_id: str) -> Any:
    """The select menu with this ``custom_id`` under ``message``."""
    for row in message.components:
        for child in getattr(row, "children", []):
            if getattr(child, "custom_id", None) == custom_id:
                return child
    raise KeyError(custom_id)


def response_text(result: Any) -> str:
    """The text of an interaction's last reply."""
    response = result.followups[-1] if result.followups else result.response
    return str(getattr(response, "content", "") or "")


def format_duration(seconds: float) -> str:
    """``2 h 5 min`` (minutes rounded)."""
    minutes = round(seconds / 60)
    hours, minutes = divmod(minutes, 60)
    if hours and minutes:
        return f"{hours} h {minutes} min"
    if hours:
        return f"{hours} h"
    return f"{minutes} min" if minutes else f"{seconds:.0f} s"


def fresh_database(path: Path) -> None:
    """The sandbox starts from an empty database each time (its games belong to a world that
    ends with the process)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


@contextlib.asynccontextmanager
async def running(options: Options) -> AsyncIterator[Sandbox]:
    """Start the world and the real bot in it; stop both on exit."""
    fresh_database(options.db_path)
    if options.seed is None:
        bot = SuperpostBot(Settings(db_path=options.db_path, shard_count=1))
    else:
        seeds = iter(range(options.seed, options.seed + 1_000_000))
        bot = SuperpostBot(
            Settings(db_path=options.db_path, shard_count=1), seeds=lambda: next(seeds)
        )
    requests = Requests()
    bot.tree.add_command(SandboxCommands(requests))
    started = time.monotonic()
    env = simcord.Env(bot, check_errors=False, settle_timeout=SETTLE_SECONDS)
    # The page shows the bot by this name (simcord's default is a test name).
    env.backend.bot_user.name = BOT_USERNAME
    env.backend.bot_user.global_name = BOT_NAME
    await env.start()
    try:
        with env.time_context():
            world = await build_world(env)
            sandbox = Sandbox(env, world, requests, options)
            if options.open_lobby:
                await open_lobby(
                    world, night_hours=options.night_hours, day_hours=options.day_hours
                )
            log.info("sandbox world ready in %.1f s", time.monotonic() - started)
            driver = asyncio.create_task(sandbox.drive(), name="sandbox-driver")
            try:
                yield sandbox
            finally:
                driver.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await driver
                async with sandbox.lock:
                    if sandbox.preview is not None:
                        await sandbox.preview.close()
                    await bot.close()
    finally:
        await env.shutdown()
