"""Kill points in whole games of the families on the shell: Quantum Clocktower, Schrödinger's
Lab and Quantum Cloud (the werewolf scenarios are in :mod:`tests.crash.killpoints`).

Each scenario is a list of steps a player or the host takes (a slash command, a button, a menu
pick). The bot is killed at one point (see :class:`tests.crash.killpoints.Killer`), restarted
on the committed database, and the scenario goes on: the step the kill cut short is taken again
when the database shows it did not happen (a player who got no answer tries again), and once
otherwise. What Discord finally shows, the game's record and the family's rows are compared
with a run that never crashed.

Besides **lost**, **duplicated** and **stalled** (as for werewolf), a run counts **half-made**
things: a lobby row left without its post or thread, a thread with nothing of the game in it
(a lobby opened twice), or a message left in an earlier version than the uncrashed run's (an
edit that never came).
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import random
import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import simcord

from bot.client import SuperpostBot
from bot.shell.store import FamilyGameRow, GameStatus
from cogs.clocktower.base import STORYTELLER_PERMISSION
from engine.cloud import CloudGame, Phase
from engine.cloud.policy import legal_actions
from engine.lab.geometry import Colour
from tests.cogs.harness import make_bot
from tests.crash.killpoints import Crash, Killer, Outcome, shape

CT_NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")
CLOUD_KINDS = frozenset(
    {"tile", "avatar", "keep", "superpose", "move", "attack", "summon", "play", "pass", "end"}
)
"""Every kind of move a Quantum Cloud game takes; the scenario concedes once all were made."""
CT_DRAWS = {"alignment": "5,6,0,1,2,3,4", "pi/1": "0,1,2,3,4,5,6"}
"""Clocktower: evil @6 (the Demon) and @7; Night 1 wakes the seats in order."""
CLOUD_SEED = 5
"""The bot's first game seed for Cloud: with the policy below, a short game with every kind."""


@dataclasses.dataclass
class Step:
    """One thing a member does; ``new`` marks the step that opens the lobby."""

    label: str
    do: Callable[[FamilyRun], Awaitable[Any]]
    new: bool = False


class FamilyRun:
    """One game of a family on simcord, killed at the killer's point and restarted."""

    family: str = ""
    command: str = ""
    seed: int = 1
    hosts_play = False
    """Whether the host is the first player (Lab) or apart (a storyteller, Cloud's host)."""
    names: tuple[str, ...] = ()

    def __init__(self, env: simcord.Env, db_path: Path, killer: Killer) -> None:
        self.env = env
        self.db_path = db_path
        self.killer = killer
        self.restarted = False
        self.lost_actions = 0
        guild = env.create_guild(self.family)
        self.guild = guild
        self.town = guild.create_text_channel("games")
        self.players = [
            guild.add_member(env.create_user(n.lower(), global_name=n)) for n in self.names
        ]
        # The host holds the permission that shows storyteller groups such as `/ct-st`.
        hosts = guild.create_role("Hosts", permissions=STORYTELLER_PERMISSION)
        self.host = (
            self.players[0]
            if self.hosts_play
            else guild.add_member(env.create_user("host"), roles=[hosts])
        )
        self.bystander = guild.add_member(env.create_user("bystander", global_name="Zed"))

    @property
    def bot(self) -> SuperpostBot:
        return self.env.bot  # type: ignore[no-any-return]

    @property
    def cog(self) -> Any:
        return next(c for c in self.bot.cogs.values() if getattr(c, "family", "") == self.family)

    # -- reading the game --------------------------------------------------------------------

    async def rows(self) -> list[FamilyGameRow]:
        database = self.bot.storage.database
        found = await database.fetch_all(
            "SELECT * FROM family_games WHERE family = ? ORDER BY id", (self.family,)
        )
        store = self.bot.family_sessions.store  # it reads each family's own extra
        return [store._row(r) for r in found]

    async def row(self) -> FamilyGameRow | None:
        """The game: the newest lobby of the family with its post and thread."""
        whole = [r for r in await self.rows() if r.thread_id and r.lobby_message_id]
        return whole[-1] if whole else None

    async def actions(self) -> list[str]:
        row = await self.row()
        return (
            [] if row is None else await self.bot.family_sessions.store.actions(row.family, row.id)
        )

    async def fingerprint(self) -> tuple[Any, ...]:
        """What a step changes: the game's status, seats, number of actions and open vote."""
        row = await self.row()
        if row is None:
            return ()
        vote = repr(getattr(row.extra, "vote", None))  # Clocktower's open vote
        return (row.status, len(row.seats), len(await self.actions()), vote)

    def thread(self, row: FamilyGameRow) -> Any:
        return next(t for t in self.town.threads if t.id == row.thread_id)

    async def lobby(self) -> Any:
        row = await self.row()
        assert row is not None
        return next(m for m in self.town.history() if m.id == row.lobby_message_id)

    async def place(self) -> Any:
        row = await self.row()
        assert row is not None
        return self.thread(row)

    @property
    def game(self) -> Any:
        sessions = self.bot.family_sessions.sessions(self.family)
        return sessions[-1].game if sessions else None

    # -- acting ------------------------------------------------------------------------------

    async def act(self, call: Callable[[], Awaitable[Any]]) -> Any:
        """One step; after the kill, the bot is restarted on the committed database."""
        result = None
        with contextlib.suppress(Crash):
            result = await call()
        if self.killer.crashed and not self.restarted:
            self.restarted = True
            await self.restart()
        return result

    async def restart(self) -> None:
        old = self.bot
        self.env.errors  # noqa: B018  (reading acknowledges the Crash the dead bot recorded)
        try:
            await old.close()
        except BaseException:
            storage = getattr(old, "storage", None)
            if storage is not None:
                await storage.close()
        await self.env.restart_bot(make_bot(self.db_path, first_seed=self.seed))
        await self.env.settle()
        self.env.errors  # noqa: B018

    async def take(self, step: Step) -> None:
        """Take a step; if the kill cut it short and it did not happen, take it again."""
        before = await self.fingerprint()
        crashed = self.killer.crashed
        result = await self.act(lambda: step.do(self))
        if self.killer.crashed == crashed:
            return
        now = await self.fingerprint()
        done = now != () if step.new else now != before
        if done:
            return
        if _confirmed(result):
            self.lost_actions += 1  # the player was told it was done, and it was not
        await self.act(lambda: step.do(self))

    def steps(self) -> list[Step]:
        raise NotImplementedError

    async def more(self) -> Step | None:
        """A step after the scripted ones (``None``: the scenario is over)."""
        return None

    async def play(self) -> Outcome:
        for step in self.steps():
            await self.take(step)
        for _ in range(400):
            step = await self.more()
            if step is None:
                break
            await self.take(step)
        await self.env.settle()
        row = await self.row()
        stalled = row is None or row.status is not GameStatus.OVER
        stalled |= bool(await self.bot.storage.outbox.pending())
        outcome = Outcome(self.transcript(row), self.lost_actions, stalled, self.killer.where)
        outcome.record = await self.actions()
        outcome.half_made = await self.half_made(row)
        return outcome

    async def half_made(self, row: FamilyGameRow | None) -> list[str]:
        """Lobbies left open besides the game (a lobby without its post or thread: nobody can
        join it; one cancelled is fine), and threads with nothing of a game."""
        found = [
            f"lobby row #{r.id} ({r.status.value}, thread {r.thread_id}, post {r.lobby_message_id})"
            for r in await self.rows()
            if (row is None or r.id != row.id) and r.status is not GameStatus.OVER
        ]
        bot_id = self.bot.user.id
        for thread in self.town.threads:
            if row is None or thread.id != row.thread_id:
                said = [m for m in thread.history() if m.author.id == bot_id]
                found.append(f"thread {thread.name!r} with {len(said)} message(s)")
        return found

    def transcript(self, row: FamilyGameRow | None) -> collections.Counter[tuple[Any, ...]]:
        """Every public message and DM of the bot, as it finally stands (the game's number and
        its thread's mention written the same way in every run)."""
        places: list[tuple[str, Any]] = [("town", self.town)]
        if row is not None:
            places.append(("thread", self.thread(row)))
        for member in [*self.players, self.host, self.bystander]:
            places.append((member.user.name, member.user.dm_channel))
        game = None
        if row is not None:
            game = re.compile(
                rf"#{row.id}\b|:{row.id}:|:{row.id}$|-{row.id}\.json|\b{row.thread_id}\b|\b{row.lobby_message_id}\b"
            )
        shown: collections.Counter[tuple[Any, ...]] = collections.Counter()
        for name, channel in places:
            for message in channel.history():
                if message.author.id != self.bot.user.id:
                    continue
                shown[(name, *_same_game(shape(message), game))] += 1
        return shown


MESSAGE_LINK = re.compile(r"(https://discord\.com/channels/\S+?)/\d+(?=\s|$)")
"""The message id at the end of a link to a post."""


def _same_game(value: Any, game: re.Pattern[str] | None) -> Any:
    """``value`` with the game's number, its thread and its lobby post written ``#G`` (a lobby
    opened again after a kill gets other numbers)."""
    if game is None:
        return value
    if isinstance(value, str):
        # A link to a post names the post's message id, which a restart shifts (every
        # snowflake after it is new): the link is the same message when it names the same key.
        return MESSAGE_LINK.sub(r"\1/#M", game.sub("#G", value))
    if isinstance(value, tuple):
        return tuple(_same_game(v, game) for v in value)
    return value


def _confirmed(result: Any) -> bool:
    if result is None or not result.acknowledged:
        return False
    response = result.followups[-1] if result.followups else result.response
    return response is not None and (response.content or "").startswith("✅")


# ---------------------------------------------------------------------- Quantum Clocktower


def _latest(channel: Any, start: str) -> Any:
    return next(m for m in reversed(channel.history()) if (m.content or "").startswith(start))


class ClocktowerRun(FamilyRun):
    """7 players: the evil setup lines, night lists, a re-ask, the resolution, a nomination and
    its votes, a Slayer's shot, the Demon's execution and the end (good wins)."""

    family = "clocktower"
    names = CT_NAMES

    def steps(self) -> list[Step]:
        def new(run: FamilyRun) -> Any:
            return run.host.slash(run.town, "ct new", players=7)

        def join(seat: int) -> Step:
            async def do(run: FamilyRun) -> Any:
                return await run.players[seat].click(await run.lobby(), label="Join")

            return Step(f"join {seat + 1}", do)

        async def start(run: FamilyRun) -> Any:
            run.cog.rehearsal = dict(CT_DRAWS)
            return await run.host.click(await run.lobby(), label="Start")

        def night(seat: int, entries: str) -> Step:
            def do(run: FamilyRun) -> Any:
                return run.players[seat - 1].user.slash("ct night", entries=entries)

            return Step(f"@{seat} night {entries}", do)

        def storyteller(command: str, **options: Any) -> Step:
            async def do(run: FamilyRun) -> Any:
                return await run.host.slash(await run.place(), f"ct-st {command}", **options)

            return Step(command, do)

        def vote(seat: int, label: str) -> Step:
            async def do(run: FamilyRun) -> Any:
                ballot = _latest(await run.place(), "🗳️ Day 1, nomination 1")
                member = run.host if seat == 0 else run.players[seat - 1]
                return await member.click(ballot, label=label)

            return Step(f"@{seat} {label}", do)

        def day(seat: int, command: str, target: int) -> Step:
            async def do(run: FamilyRun) -> Any:
                return await run.players[seat - 1].slash(
                    await run.place(), f"ct {command}", player=run.players[target - 1]
                )

            return Step(f"@{seat} {command} @{target}", do)

        return [
            Step("ct new", new, new=True),
            *(join(seat) for seat in range(7)),
            Step("start", start),
            night(6, "setup demon @6 bluffs washerwoman librarian investigator"),
            night(7, "setup demon @6; wake poisoner choose @3"),
            night(1, "wake empath learn 2"),
            *(night(seat, "dont_wake") for seat in (2, 3, 4, 5)),
            storyteller("resolve"),  # @1's reading is impossible now: @1 is asked again
            night(1, "wake empath learn 1"),
            day(5, "slay", 6),
            day(1, "nominate", 6),
            *(vote(seat, "Yes") for seat in (1, 2, 3, 4)),
            vote(5, "No"),
            vote(0, "Close the vote"),
            storyteller("end_day"),
        ]


# ---------------------------------------------------------------------- Schrödinger's Lab


def lab_rehearsal() -> tuple[str, dict[str, str]]:
    """3 players: P1 and P3 beside a ╋ ↑ teleporter, P2 has logged Red and carries Yellow
    next to the Mainframe (the game is to 2 experiments); the teleporter rolls 2."""
    from tests.engine.lab.builder import Board, dice

    board = Board(players=3)
    board.tile((8, 2), "room-cross", "╋")
    board.tile((8, 3), "room-tee", "┳")
    board.tile((9, 2), "teleporter-cross", "╋ ↑")
    board.tile((9, 0), "room-straight", "┃")
    board.tile((6, 6), "room-dead-end", "╸")
    board.at(1, (8, 2)).at(3, (8, 2)).at(2, (6, 6))
    board.holds(2, Colour.YELLOW).slot(Colour.RED, Colour.GREEN, Colour.BLUE)
    board.position.logged[1] = {Colour.RED}
    return board.text(1), {"seats": "0,1,2", **dice("2")}


class LabRun(FamilyRun):
    """3 players: the lobby, a look by button and by command, an elbow, Done by button (a
    teleporter rolls), a drop and a pick-up, a self-bloop, moves, and the winning log."""

    family = "lab"
    names = ("Alice", "Bob", "Carol")
    hosts_play = True
    seed = 0

    def steps(self) -> list[Step]:
        def new(run: FamilyRun) -> Any:
            return run.host.slash(run.town, "lab new", experiments=2, cats=False)

        def join(seat: int) -> Step:
            async def do(run: FamilyRun) -> Any:
                return await run.players[seat].click(await run.lobby(), label="Join")

            return Step(f"join {seat + 1}", do)

        async def start(run: FamilyRun) -> Any:
            run.cog.rehearsal = lab_rehearsal()
            return await run.host.click(await run.lobby(), label="Start")

        def command(seat: int, text: str, **options: Any) -> Step:
            async def do(run: FamilyRun) -> Any:
                return await run.players[seat].slash(await run.place(), f"lab {text}", **options)

            return Step(f"P{seat + 1} {text}", do)

        def button(seat: int, label: str) -> Step:
            async def do(run: FamilyRun) -> Any:
                row = await run.row()
                assert row is not None
                thread = run.thread(row)
                post = next(m for m in thread.history() if m.id == row.post_message_id)
                return await run.players[seat].click(post, label=label)

            return Step(f"P{seat + 1} {label}", do)

        async def elbow(run: FamilyRun) -> Any:
            return await run.players[0].slash(
                await run.place(), "lab elbow", player=run.players[2], direction="right"
            )

        return [
            Step("lab new", new, new=True),
            *(join(seat) for seat in range(3)),
            Step("start", start),
            button(0, "See ↓"),
            Step("P1 elbow P3", elbow),
            button(0, "Done (end actions)"),
            command(0, "see", direction="up"),
            command(1, "see", direction="up"),
            command(1, "drop"),
            command(1, "pickup"),
            command(1, "done"),
            command(1, "see", direction="up"),
            command(2, "bloop", confirm=True),
            command(0, "see", direction="up"),
            command(0, "done"),
            command(0, "see", direction="up"),
            command(1, "see", direction="up"),
            command(1, "move", steps="left"),
        ]


# ---------------------------------------------------------------------- Quantum Cloud


class CloudRun(FamilyRun):
    """2 players with starter decks, tiles placed by the bot: every kind of move (tiles,
    Avatars, a superposition and its keep, moves, attacks with their windows and passes,
    summons, Algorithms, turn ends), then a concession ends the game."""

    family = "cloud"
    names = ("Alice", "Bob")
    seed = CLOUD_SEED

    def steps(self) -> list[Step]:
        def new(run: FamilyRun) -> Any:
            return run.host.slash(run.town, "cloud new", setup_mode="auto")

        def join(seat: int, deck: str) -> Step:
            async def do(run: FamilyRun) -> Any:
                lobby = await run.lobby()
                return await run.players[seat].select(lobby, [deck], custom_id="cloud:lobby:deck")

            return Step(f"join {seat + 1}", do)

        async def start(run: FamilyRun) -> Any:
            return await run.host.click(await run.lobby(), label="Start")

        return [
            Step("cloud new", new, new=True),
            join(0, "anon"),
            join(1, "pizza"),
            Step("start", start),
        ]

    async def more(self) -> Step | None:
        game = self.game
        if not isinstance(game, CloudGame) or game.phase is Phase.OVER:
            return None
        seen = {a.verb.value for a in game.actions}
        if seen >= CLOUD_KINDS:
            seat = game.active

            async def concede(run: FamilyRun) -> Any:
                return await run.players[seat].slash(await run.place(), "cloud concede")

            return Step("concede", concede)
        options = [a for s in game.living() for a in legal_actions(game, s)]
        fresh = [a for a in options if a.verb.value not in seen]
        action = random.Random(len(game.actions)).choice(fresh or options)

        async def send(run: FamilyRun) -> Any:
            from tests.cogs.cloud.helpers import message, slash_options

            member = run.players[action.actor]
            row = await run.row()
            assert row is not None
            thread = run.thread(row)
            if action.verb.value == "end":
                post = message(thread, row.post_message_id)
                return await member.click(post, label="End turn")
            if action.verb.value == "pass":
                return await member.click(message(thread, row.extra.posted["window"]), label="Pass")
            command, options = slash_options(action)
            return await member.slash(thread, command, **options)

        return Step(str(action), send)


FAMILY_RUNS: dict[str, type[FamilyRun]] = {
    "clocktower": ClocktowerRun,
    "lab": LabRun,
    "cloud": CloudRun,
}
