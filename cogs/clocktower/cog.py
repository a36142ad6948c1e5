"""Quantum Clocktower on Discord (issue 11): lobby, night lists by DM, days in the thread, the
storyteller's tools, the end.

Each command is thin: find the game → lock → the engine (in a worker: the solver is slow)
parses, pushes → the action is stored with the row → answer the sender → deliver the engine's
reports (DMs, public posts) in order. Secrecy: public posts carry only the engine's public
reports (deaths, day events, the end) and public status (who has answered, deadlines, votes).
A player's own results go by DM; the grimoire is the storyteller's, ephemeral.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import io
import logging
import re
from collections import defaultdict
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.shell import FamilySession, FamilySessions, GameStatus, shell_sessions
from bot.shell.clock import GameClock
from bot.shell.timer import DueTimer
from cogs.clocktower import clocks
from cogs.clocktower.grimoire_image import grimoire_png
from cogs.clocktower.texts import (
    answered_tonight,
    arrival_lines,
    entry_template,
    explain_text,
    grimoire_text,
    reveal_text,
    rules_text,
    threshold,
    wakers,
)
from cogs.clocktower.views import (
    EntrySelect,
    LobbyView,
    NightButton,
    NightModal,
    VoteButton,
    night_view,
    vote_view,
)
from engine.clocktower import NOTICE, ClocktowerGame, ClocktowerSetup
from engine.clocktower.actions import Submit
from engine.clocktower.game import Report
from engine.clocktower.script import SCRIPTS, compositions
from engine.clocktower.views import storyteller_view
from engine.core.errors import EngineError
from engine.core.family import Actor, Seat

if TYPE_CHECKING:
    from bot.client import QWBot

log = logging.getLogger(__name__)

FAMILY = "clocktower"
HOUR = 3600.0
POST_LIMIT = 1900
BIG_TABLE = 10
"""From this many players the grimoire comes as an image."""
ScriptName = Literal["quantum_trouble_brewing"]


class Refusal(Exception):
    """A command refused before it reaches the engine; the text is for the sender."""


def _ts(when: dt.datetime | None) -> str:
    return "no deadline" if when is None else f"<t:{int(when.timestamp())}:R>"


def _chunks(text: str) -> list[str]:
    """``text`` cut at line ends into messages Discord accepts."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        if current and len(current) + len(line) + 1 > POST_LIMIT:
            out.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line[:POST_LIMIT]
    return [*out, current] if current else out


@dataclass(frozen=True)
class Snapshot:
    """What a delivery needs, read under the game lock: the reports to send and the state
    they are rendered with."""

    reports: tuple[Report, ...]
    users: tuple[int | None, ...]
    alive: tuple[Seat, ...]
    answered: tuple[Seat, ...]
    number: int
    phase: str
    need: int
    block: Seat | None
    wakers: tuple[str, ...]
    over: bool


class ClocktowerCog(commands.Cog):
    """Quantum Clocktower games in threads: `/ct …` for players, `/ct st …` for storytellers."""

    ct = app_commands.Group(
        name="ct",
        description="Quantum Clocktower (unofficial fan tool): the storyteller's quantum game",
    )
    st = app_commands.Group(
        name="st",
        description="Storyteller tools: resolve, end the day, grimoire, deadlines, pause, kick",
        parent=ct,
    )

    def __init__(self, bot: QWBot) -> None:
        self.bot = bot
        self.sessions: FamilySessions
        # Clocktower still delivers at most once on its own (not yet through the outbox): one
        # sender per game at a time, so a report is never sent by two tasks.
        self._post_locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.lobby_view = LobbyView(self)
        self.game_clock = GameClock(
            "Quantum Clocktower",
            sessions=lambda: self.sessions.sessions(FAMILY),
            due=clocks.next_due,
            tick=self._tick,
            clock=bot.clock,
            ready=bot.wait_until_ready,
        )
        self.timer = DueTimer(
            "ct-clock", self.game_clock.next_due, self.game_clock.run_due, bot.clock
        )
        self._caught_up = False
        self.rehearsal: dict[str, str] | None = None
        """Pinned draws for the next start (tests and rehearsals: the alignment roll, π)."""

    @property
    def clock(self) -> Callable[[], dt.datetime]:
        return self.bot.clock

    async def cog_load(self) -> None:
        self.sessions, made = shell_sessions(self.bot, self.bot.storage.database, self.clock)
        if made:
            await self.sessions.load()
        self.bot.add_view(self.lobby_view)
        self.bot.add_dynamic_items(VoteButton, NightButton, EntrySelect)
        self.timer.start()

    async def cog_unload(self) -> None:
        self.timer.stop()
        self.bot.remove_dynamic_items(VoteButton, NightButton, EntrySelect)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Once connected: deliver what a restart cut short (the cursor says what was sent)."""
        if self._caught_up:
            return
        self._caught_up = True
        for session in self.sessions.sessions(FAMILY):
            if isinstance(session.game, ClocktowerGame):
                try:
                    await self._deliver(session)
                except discord.HTTPException:
                    log.exception("Quantum Clocktower #%s: catching up failed", session.row.id)

    # ------------------------------------------------------------------ answering

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        for number, chunk in enumerate(_chunks(text) or [""]):
            extra = kwargs if number == 0 else {}
            if interaction.response.is_done():
                await interaction.followup.send(chunk, ephemeral=True, **extra)
            else:
                await interaction.response.send_message(chunk, ephemeral=True, **extra)

    async def _defer(self, interaction: discord.Interaction) -> None:
        """Slow work ahead (the solver): acknowledge now, answer by follow-up."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)

    @contextlib.asynccontextmanager
    async def _refusals(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        try:
            yield
        except Refusal as refusal:
            await self._say(interaction, f"❌ {refusal}")
        except EngineError as error:
            lines = arrival_lines(str(error))
            if lines is not None:
                await self._say(
                    interaction,
                    "❌ Not stored: every entry must be possible now. Change your list and "
                    f"send it again.\n{lines}",
                )
            else:
                await self._say(interaction, f"❌ You cannot do that: {error}.")

    # ------------------------------------------------------------------ finding things

    def _here(self, interaction: discord.Interaction) -> FamilySession:
        session = self.sessions.in_thread(interaction.channel_id)
        if session is None or session.row.family != FAMILY:
            raise Refusal(
                "Use this in a Quantum Clocktower game's thread (open one with `/ct new`)."
            )
        return session

    @staticmethod
    def _game(session: FamilySession) -> ClocktowerGame:
        game = session.game
        if not isinstance(game, ClocktowerGame):
            raise Refusal("This game has not started yet: the storyteller presses Start.")
        return game

    @staticmethod
    def _users(session: FamilySession) -> list[int | None]:
        return [None if u is None else int(u) for u in session.row.extra.get("users", [])]

    def _seat(self, session: FamilySession, user_id: int) -> Seat:
        users = self._users(session)
        if user_id not in users:
            raise Refusal("You are not playing in this game.")
        return users.index(user_id)

    def _target(self, session: FamilySession, member: discord.abc.User) -> Seat:
        users = self._users(session)
        if member.id not in users:
            raise Refusal(f"{member.display_name} is not playing in this game.")
        return users.index(member.id)

    def _storyteller(self, interaction: discord.Interaction) -> FamilySession:
        session = self._here(interaction)
        if interaction.user.id != session.row.host_id:
            raise Refusal("Only the storyteller can do that.")
        self._game(session)
        return session

    def _player_session(
        self, interaction: discord.Interaction, game_id: int | None
    ) -> FamilySession:
        """The game of the thread, or in DMs the sender's running game (``game_id`` when several)."""
        if interaction.guild_id is not None:
            return self._here(interaction)
        mine = [
            s
            for s in self.sessions.sessions(FAMILY)
            if isinstance(s.game, ClocktowerGame) and interaction.user.id in self._users(s)
        ]
        if game_id is not None:
            mine = [s for s in mine if s.row.id == game_id]
        if not mine:
            raise Refusal("You are not playing in a running Quantum Clocktower game.")
        if len(mine) > 1:
            ids = ", ".join(f"#{s.row.id}" for s in mine)
            raise Refusal(f"You play in several games ({ids}); give `game`.")
        return mine[0]

    def _mention(self, session: FamilySession, seat: Seat) -> str:
        users = self._users(session)
        user = users[seat] if seat < len(users) else None
        return f"@{seat + 1} <@{user}>" if user is not None else f"@{seat + 1} (empty seat)"

    async def _thread(self, session: FamilySession) -> discord.Thread | discord.TextChannel:
        channel_id = session.row.thread_id or session.row.channel_id
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        assert isinstance(channel, discord.Thread | discord.TextChannel)
        return channel

    # ------------------------------------------------------------------ lobby

    @ct.command(name="new")
    @app_commands.guild_only()
    @app_commands.describe(
        players="How many players (5–15; 15 has no valid setup on this script)",
        script="The script",
        night_hours="Hours each night stays open before it resolves (0.25 to 168)",
        day_hours="Hours each day lasts (0.25 to 168)",
        reask_hours="Hours a player asked again during resolution has to answer (0.25 to 48)",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 5, 15],
        script: ScriptName = "quantum_trouble_brewing",
        night_hours: app_commands.Range[float, 0.25, 168.0] = 24.0,
        day_hours: app_commands.Range[float, 0.25, 168.0] = 24.0,
        reask_hours: app_commands.Range[float, 0.25, 48.0] = 4.0,
    ) -> None:
        """Open a Quantum Clocktower lobby here; you are the storyteller (a thread is opened)."""
        async with self._refusals(interaction):
            channel = interaction.channel
            if interaction.guild_id is None or not isinstance(
                channel, discord.TextChannel | discord.Thread
            ):
                raise Refusal("Open a lobby in a server's text channel or thread.")
            if not compositions(SCRIPTS[script], players):
                raise Refusal(
                    f"{SCRIPTS[script].title} has no valid setup for {players} players; "
                    "pick 5 to 14."
                )
            if self.sessions.in_thread(channel.id) is not None:
                raise Refusal("This thread already has a game; open a lobby in another place.")
            if isinstance(channel, discord.Thread) and await self.sessions.store.by_thread(
                channel.id
            ):
                raise Refusal("This thread already had a game; open a lobby in a channel.")
            options = {
                "players": players,
                "script": script,
                "night": night_hours * HOUR,
                "day": day_hours * HOUR,
                "reask": reask_hours * HOUR,
            }
            session = await self.sessions.create(
                family=FAMILY,
                guild_id=interaction.guild_id,
                channel_id=channel.id,
                host_id=interaction.user.id,
                options=options,
            )
            await interaction.response.send_message(self._lobby_text(session), view=self.lobby_view)
            message = await interaction.original_response()
            session.row.lobby_message_id = message.id
            if isinstance(channel, discord.Thread):
                session.row.thread_id = channel.id
                await self.sessions.save(session)
                return
            thread = await message.create_thread(name=f"Quantum Clocktower #{session.row.id}")
            session.row.thread_id = thread.id
            await self.sessions.save(session)
            await thread.send(
                f"🕰️ Quantum Clocktower #{session.row.id}, storyteller <@{interaction.user.id}>. "
                f"Join in the lobby above; the game is played here.\n*{NOTICE}*"
            )

    def _lobby_text(self, session: FamilySession) -> str:
        row = session.row
        o = row.options
        seats = [f"@{i + 1} <@{s['user_id']}>" for i, s in enumerate(row.seats)]
        status = {
            GameStatus.LOBBY: f"Lobby open: {len(row.seats)}/{o['players']} joined; "
            "the storyteller starts once it is full.",
            GameStatus.RUNNING: "Started: the game is played in its thread.",
            GameStatus.OVER: "Closed.",
        }[row.status]
        return (
            f"🕰️ **Quantum Clocktower #{row.id}** — storyteller <@{row.host_id}>\n"
            f"{SCRIPTS[o['script']].title} · {o['players']} players · nights "
            f"{o['night'] / HOUR:g} h · days {o['day'] / HOUR:g} h\n"
            + ("\n".join(seats) or "No one has joined yet.")
            + f"\n{status}"
        )

    async def _refresh_lobby(self, session: FamilySession) -> None:
        message_id = session.row.lobby_message_id
        channel = self.bot.get_channel(session.row.channel_id)
        if message_id is None or not isinstance(channel, discord.TextChannel | discord.Thread):
            return
        view = self.lobby_view if session.row.status is GameStatus.LOBBY else None
        with contextlib.suppress(discord.HTTPException):
            await channel.get_partial_message(message_id).edit(
                content=self._lobby_text(session), view=view
            )

    def _lobby(self, interaction: discord.Interaction) -> FamilySession:
        session = None
        if interaction.message is not None:
            session = self.sessions.by_lobby_message(interaction.message.id)
        if session is None:
            session = self.sessions.in_thread(interaction.channel_id)
        if session is None or session.row.family != FAMILY or session.row.status is not GameStatus.LOBBY:  # fmt: skip
            raise Refusal("This lobby is closed.")
        return session

    async def lobby_join(self, interaction: discord.Interaction) -> None:
        """The lobby's Join button (also `/ct join`)."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            async with session.lock:
                seats = session.row.seats
                if interaction.user.id == session.row.host_id:
                    raise Refusal("The storyteller does not play (spec §8).")
                if any(s["user_id"] == interaction.user.id for s in seats):
                    raise Refusal("You are already in this lobby.")
                if len(seats) >= int(session.row.options["players"]):
                    raise Refusal("The lobby is full.")
                name = interaction.user.display_name[:64]
                session.row.seats = [*seats, {"user_id": interaction.user.id, "name": name}]
                await self.sessions.save(session)
            await self._say(interaction, f"✅ You joined as seat @{len(session.row.seats)}.")
            await self._refresh_lobby(session)

    async def lobby_leave(self, interaction: discord.Interaction) -> None:
        """The lobby's Leave button."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            async with session.lock:
                seats = [s for s in session.row.seats if s["user_id"] != interaction.user.id]
                if len(seats) == len(session.row.seats):
                    raise Refusal("You are not in this lobby.")
                session.row.seats = seats
                await self.sessions.save(session)
            await self._say(interaction, "✅ You left the lobby.")
            await self._refresh_lobby(session)

    async def lobby_start(self, interaction: discord.Interaction) -> None:
        """The lobby's Start button (storyteller)."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            if interaction.user.id != session.row.host_id:
                raise Refusal("Only the storyteller can start the game.")
            await self._defer(interaction)
            async with session.lock:
                row = session.row
                if row.status is not GameStatus.LOBBY:
                    raise Refusal("This lobby is closed.")
                wanted = int(row.options["players"])
                if len(row.seats) != wanted:
                    raise Refusal(f"The table needs {wanted} players; {len(row.seats)} joined.")
                await self._start(session)
            self.timer.wake()
            await self._say(interaction, "✅ Started. The game is on in its thread.")
            await self._refresh_lobby(session)
            await self._opening(session)
            await self._deliver(session)

    async def _start(self, session: FamilySession) -> None:
        """Deal the alignments and store the game in one write."""
        row = session.row
        names: list[str] = []
        for seat in row.seats:
            name, k = str(seat["name"]), 1
            while name in names:
                k += 1
                name = f"{seat['name']} {k}"
            names.append(name)
            seat["name"] = name
        setup = ClocktowerSetup(
            players=tuple(names), script=str(row.options["script"]), seed=self.bot.seeds()
        )
        draws, self.rehearsal = self.rehearsal or {}, None
        game = await asyncio.to_thread(ClocktowerGame, setup, draws)
        row.setup = setup.model_dump(mode="json")
        row.draws = dict(game.record().draws)
        row.status = GameStatus.RUNNING
        row.extra["users"] = [int(s["user_id"]) for s in row.seats]
        row.extra["sent"] = 0
        clocks.retime(row, game, self.clock())
        await self.sessions.save(session)
        session.game = game

    async def _opening(self, session: FamilySession) -> None:
        seats = "\n".join(self._mention(session, s) for s in range(len(session.row.seats)))
        thread = await self._thread(session)
        await thread.send(
            f"🕰️ **Quantum Clocktower #{session.row.id} begins.** Each of you gets only an "
            "alignment by DM; evil players learn each other. Every night send your ordered list "
            "by DM (`/ct night` or the button); by day nominate with `/ct nominate` and vote "
            f"with the buttons. `/ct rules` explains.\nSeats:\n{seats}\n*{NOTICE}*"
        )

    @ct.command(name="join")
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction) -> None:
        """Join this thread's lobby."""
        await self.lobby_join(interaction)

    # ------------------------------------------------------------------ pushing actions

    async def _push(
        self, session: FamilySession, text: str, actor: Seat | Actor, user_id: int | None
    ) -> Any:
        """Parse, push (both in a worker: the solver may take a while) and store one action,
        with the clocks retimed in the same write. The caller holds ``session.lock``. On any
        failure after the push the game is rebuilt from disk, so memory never holds an action
        the database lacks."""
        game = self._game(session)
        action = await asyncio.to_thread(game.parse_action, text, actor)
        row = session.row
        try:
            await asyncio.to_thread(game.push, action)
            record = game.record()
            row.draws = dict(record.draws)
            if game.outcome is not None:
                row.status = GameStatus.OVER
            clocks.retime(row, game, self.clock())
            await self.sessions.store.append(
                row, len(game.actions) - 1, user_id, record.actions[-1]
            )
        except BaseException:
            fresh = await self.sessions.store.game(row.id)
            if fresh is not None:
                session.row = fresh
                session.game = await self.sessions.rebuild(fresh)
            raise
        return action

    async def _act(
        self, session: FamilySession, text: str, actor: Seat | Actor, user_id: int | None
    ) -> Any:
        """Push under the lock, then wake the clock and deliver the reports."""
        async with session.lock:
            action = await self._push(session, text, actor, user_id)
        self.timer.wake()
        await self._deliver(session)
        return action

    # ------------------------------------------------------------------ night

    @ct.command(name="night")
    @app_commands.describe(
        entries="Your ordered list: entries separated by `;`, e.g. `wake empath learn 1; dont_wake`",
        game="The game's number, if you play in several",
    )
    async def night(
        self, interaction: discord.Interaction, entries: str, game: int | None = None
    ) -> None:
        """Send your night list (best DM'd): ordered alternatives, the first possible one counts."""
        await self.submit_list(interaction, entries, game)

    async def night_button(
        self, interaction: discord.Interaction, game_id: int, night: int, add: str | None = None
    ) -> None:
        """The night prompt's button or menu: the list modal for tonight, holding the list you
        sent so far (and a line to fill in for the character picked in the menu)."""
        async with self._refusals(interaction):
            session = self.sessions.get(game_id)
            if session is None or not isinstance(session.game, ClocktowerGame):
                raise Refusal("This game is over.")
            game = session.game
            seat = self._seat(session, interaction.user.id)
            if game.phase != "night" or game.number != night:
                raise Refusal(f"Night {night} is over; this menu no longer works.")
            if add is not None and add not in ("dont_wake", *wakers(game, night)):
                raise Refusal("Pick one of the menu's characters.")
            lines = [line.text for line in game.setup_lines.get(seat, ())] if night == 1 else []
            sent = game.lists.get(seat)
            lines += [entry.text for entry in sent.entries] if sent is not None else []
            if add is not None:
                lines.append(entry_template(add))
            await interaction.response.send_modal(NightModal(self, game_id, "\n".join(lines)))

    async def submit_list(
        self, interaction: discord.Interaction, text: str, game_id: int | None
    ) -> None:
        """Check a list on arrival (spec N4) and store it when every entry is possible."""
        async with self._refusals(interaction):
            session = self._player_session(interaction, game_id)
            seat = self._seat(session, interaction.user.id)
            game = self._game(session)
            if clocks.paused(session.row):
                raise Refusal("The storyteller paused the game; wait until it resumes.")
            await self._defer(interaction)
            reasked = game.resolution is not None
            action = await self._act(session, text, seat, interaction.user.id)
            assert isinstance(action, Submit)
            lines = [f"✅ `{line.text}` — possible" for line in action.submission.setup]
            lines += [f"✅ `{entry.text}` — possible" for entry in action.submission.entries]
            tail = (
                "The night goes on resolving with it."
                if reasked
                else "You may change it (send a new list) until the night resolves."
            )
            await self._say(
                interaction,
                f"✅ Stored for Night {action_night(game, action)}; every entry is possible "
                f"now:\n" + "\n".join(lines) + f"\n{tail}",
            )

    @ct.command(name="notes")
    @app_commands.describe(game="The game's number, if you play in several")
    async def notes(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """Everything the game told you privately so far (only to you)."""
        async with self._refusals(interaction):
            session = self._player_session(interaction, game)
            seat = self._seat(session, interaction.user.id)
            the_game = self._game(session)
            async with session.lock:
                messages = [r.text for r in the_game.reports if r.to == seat]
            await self._say(
                interaction,
                f"🔒 Seat @{seat + 1}, what you were told:\n"
                + "\n".join(f"• {m}" for m in messages),
            )

    # ------------------------------------------------------------------ day

    @ct.command(name="nominate")
    @app_commands.guild_only()
    @app_commands.describe(player="The player you nominate for execution")
    async def nominate(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Nominate a player (once a day, while you appear alive); everyone then votes."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = self._game(session)
            seat = self._seat(session, interaction.user.id)
            nominee = self._target(session, player)
            if clocks.paused(session.row):
                raise Refusal("The storyteller paused the game; wait until it resumes.")
            async with session.lock:
                if session.row.extra.get("vote") is not None:
                    raise Refusal("A vote is open; it closes before the next nomination.")
                # The engine's own check of a nomination with no votes yet (never mutates).
                game.parse_action(f"nominate @{seat + 1} @{nominee + 1} yes", Actor.STORYTELLER)
                number = int(session.row.extra.get("nominations", 0)) + 1
                session.row.extra["nominations"] = number
                vote: dict[str, Any] = {
                    "number": number,
                    "nominator": seat,
                    "nominee": nominee,
                    "yes": [],
                    "no": [],
                    "message": None,
                }
                session.row.extra["vote"] = vote
                await self.sessions.save(session)
            await self._say(interaction, f"✅ You nominated @{nominee + 1}.")
            thread = await self._thread(session)
            message = await thread.send(self._vote_text(session, game), view=vote_view(session.row.id, number))  # fmt: skip
            vote["message"] = message.id
            await self.sessions.save(session)

    def _voters(self, session: FamilySession, game: ClocktowerGame) -> list[Seat]:
        """Seats that can still vote yes: alive, or dead with their ghost vote (spec D3), and
        manned."""
        users = self._users(session)
        return [
            s
            for s in range(game.n)
            if users[s] is not None and (s not in game.appears_dead or s not in game.ghost_used)
        ]

    def _vote_text(self, session: FamilySession, game: ClocktowerGame, closed: bool = False) -> str:
        vote = session.row.extra.get("vote") or {}
        yes = ", ".join(f"@{s + 1}" for s in vote.get("yes", [])) or "no one"
        no = ", ".join(f"@{s + 1}" for s in vote.get("no", [])) or "no one"
        head = (
            f"🗳️ Nomination {vote.get('number')}: {self._mention(session, vote['nominator'])} "
            f"nominates {self._mention(session, vote['nominee'])}."
        )
        if closed:
            return f"{head}\nYes: {yes}. The vote is closed."
        return (
            f"{head} Vote with the buttons (a player who appears dead has one ghost vote, spent "
            f"by voting yes). {threshold(game)} yes vote(s) put them on the block.\n"
            f"Yes: {yes} · No: {no}"
        )

    async def vote_button(
        self, interaction: discord.Interaction, game_id: int, number: int, answer: str
    ) -> None:
        """Yes/No by a player, Close by the storyteller; the vote closes when all have voted."""
        async with self._refusals(interaction):
            session = self.sessions.get(game_id)
            if session is None or not isinstance(session.game, ClocktowerGame):
                raise Refusal("This game is over.")
            game = session.game
            vote = session.row.extra.get("vote")
            if vote is None or vote["number"] != number:
                raise Refusal("This vote is closed.")
            if clocks.paused(session.row):
                raise Refusal("The storyteller paused the game; wait until it resumes.")
            if answer == "close":
                if interaction.user.id != session.row.host_id:
                    raise Refusal("Only the storyteller closes a vote.")
                await self._defer(interaction)
                await self._close_vote(session)
                await self._say(interaction, "✅ The vote is closed.")
                return
            seat = self._seat(session, interaction.user.id)
            done = False
            async with session.lock:
                if seat not in self._voters(session, game):
                    raise Refusal("You appear dead and have spent your ghost vote.")
                vote["yes"] = sorted(set(vote["yes"]) - {seat})
                vote["no"] = sorted(set(vote["no"]) - {seat})
                vote[answer].append(seat)
                vote[answer].sort()
                await self.sessions.save(session)
                done = set(vote["yes"]) | set(vote["no"]) >= set(self._voters(session, game))
            await self._say(
                interaction, f"✅ You voted {answer}; you may change it until it closes."
            )
            if done:
                await self._close_vote(session)
            else:
                await self._edit_vote(session, game, closed=False)

    async def _edit_vote(self, session: FamilySession, game: ClocktowerGame, closed: bool) -> None:
        vote = session.row.extra.get("vote")
        if vote is None or vote.get("message") is None:
            return
        thread = await self._thread(session)
        view = None if closed else vote_view(session.row.id, int(vote["number"]))
        with contextlib.suppress(discord.HTTPException):
            await thread.get_partial_message(int(vote["message"])).edit(
                content=self._vote_text(session, game, closed=closed), view=view
            )

    async def _close_vote(self, session: FamilySession) -> None:
        """Push the nomination with its yes votes (spec D3, D4) and close the vote's post."""
        game = self._game(session)
        vote = session.row.extra.get("vote")
        if vote is None:
            return
        voters = " ".join(f"@{s + 1}" for s in vote["yes"])
        text = f"nominate @{vote['nominator'] + 1} @{vote['nominee'] + 1} yes {voters}".strip()
        await self._edit_vote(session, game, closed=True)
        async with session.lock:
            if session.row.extra.get("vote") is not vote:
                return
            session.row.extra["vote"] = None
            await self._push(session, text, Actor.STORYTELLER, None)
        self.timer.wake()
        await self._deliver(session)

    @ct.command(name="slay")
    @app_commands.guild_only()
    @app_commands.describe(player="The player you shoot")
    async def slay(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Claim the Slayer's shot at a player, in public (by day, while you appear alive)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            seat = self._seat(session, interaction.user.id)
            target = self._target(session, player)
            if clocks.paused(session.row):
                raise Refusal("The storyteller paused the game; wait until it resumes.")
            await self._defer(interaction)
            await self._act(session, f"slay @{target + 1}", seat, interaction.user.id)
            await self._say(interaction, f"✅ You shot @{target + 1}.")

    # ------------------------------------------------------------------ information

    @ct.command(name="status")
    @app_commands.guild_only()
    async def status(self, interaction: discord.Interaction) -> None:
        """The phase, who appears dead, who has answered tonight, the deadline (public facts)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = self._game(session)
            async with session.lock:
                text = self._status_text(session, game)
            await self._say(interaction, text)

    def _status_text(self, session: FamilySession, game: ClocktowerGame) -> str:
        row = session.row
        dead = ", ".join(f"@{s + 1}" for s in sorted(game.appears_dead)) or "no one"
        lines = [f"{game.phase.capitalize()} {game.number} · appear dead: {dead}"]
        if game.phase == "night":
            answered = ", ".join(f"@{s + 1}" for s in answered_tonight(game)) or "no one"
            lines.append(f"Lists received from: {answered}")
            if game.resolution is not None:
                # Says only that the night resolves, never who is asked again (spec N8).
                lines.append("The night is resolving.")
                return "\n".join(lines)
        elif game.phase == "day":
            lines.append(f"Votes needed to put someone on the block: {threshold(game)}")
            if game.block is not None:
                lines.append(f"On the block: @{game.block + 1}")
        if clocks.paused(row):
            lines.append("⏸️ Paused by the storyteller.")
        elif game.outcome is None:
            lines.append(f"⏱️ Deadline {_ts(row.deadline)}")
        return "\n".join(lines)

    @ct.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """How to play, the list grammar and the characters, in short (only to you)."""
        await self._say(interaction, rules_text())

    @ct.command(name="record")
    @app_commands.guild_only()
    async def record(self, interaction: discord.Interaction) -> None:
        """The game's record as a JSON file, once it is over (in its thread)."""
        async with self._refusals(interaction):
            if self.sessions.in_thread(interaction.channel_id) is not None:
                raise Refusal("The record is shown once the game is over.")
            row = await self.sessions.store.by_thread(interaction.channel_id or 0)
            if row is None or row.family != FAMILY or row.setup is None:
                raise Refusal("Use this in a finished Quantum Clocktower game's thread.")
            await self._defer(interaction)
            game = await self.sessions.rebuild(row)
            data = game.record().to_json().encode()
            await self._say(
                interaction,
                f"📜 The record of Quantum Clocktower #{row.id}.",
                file=discord.File(io.BytesIO(data), f"quantum-clocktower-{row.id}.json"),
            )

    # ------------------------------------------------------------------ storyteller

    @st.command(name="resolve")
    async def st_resolve(self, interaction: discord.Interaction) -> None:
        """Resolve the night now (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            await self._defer(interaction)
            await self._act(session, "resolve", Actor.STORYTELLER, interaction.user.id)
            await self._say(interaction, "✅ The night resolved as far as it can.")

    @st.command(name="end_day")
    async def st_end_day(self, interaction: discord.Interaction) -> None:
        """End the day now: the execution, deaths, the end check, dusk (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            if session.row.extra.get("vote") is not None:
                raise Refusal("A vote is open; close it first (its Close button).")
            await self._defer(interaction)
            await self._act(session, "end_day", Actor.STORYTELLER, interaction.user.id)
            await self._say(interaction, "✅ The day is over.")

    @st.command(name="close_vote")
    async def st_close_vote(self, interaction: discord.Interaction) -> None:
        """Count the open vote as it stands, like its Close button (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            if session.row.extra.get("vote") is None:
                raise Refusal("No vote is open.")
            await self._defer(interaction)
            await self._close_vote(session)
            await self._say(interaction, "✅ The vote is closed.")

    @st.command(name="grimoire")
    @app_commands.describe(image="As an image (the default from 10 players on)")
    async def st_grimoire(
        self, interaction: discord.Interaction, image: bool | None = None
    ) -> None:
        """The grimoire of the superposition: each seat's possible characters (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            game = self._game(session)
            await self._defer(interaction)
            as_image = image if image is not None else game.n >= BIG_TABLE
            async with session.lock:
                text, png = await asyncio.to_thread(_grimoire, game, as_image)
            head = f"📖 Grimoire of #{session.row.id}"
            if png is not None:
                # A big table reads better as a grid; the lines below it are the summary.
                summary = "\n".join(line for line in text.splitlines() if not line.startswith("@"))
                picture = discord.File(io.BytesIO(png), "grimoire.png")
                await self._say(interaction, f"{head}\n```\n{summary}\n```", file=picture)
            elif len(text) <= POST_LIMIT - 60:
                await self._say(interaction, f"{head}\n```\n{text}\n```")
            else:
                data = io.BytesIO(text.encode())
                await self._say(
                    interaction, f"{head} (attached).", file=discord.File(data, "grimoire.txt")
                )

    async def _ac_token(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Tokens of the script: each character, and ``drunk(X)`` for each Townsfolk X."""
        tokens = [*SCRIPTS["quantum_trouble_brewing"].characters]
        tokens += [f"drunk({t})" for t in SCRIPTS["quantum_trouble_brewing"].townsfolk]
        return [app_commands.Choice(name=t, value=t) for t in tokens if current.lower() in t][:25]

    @st.command(name="explain")
    @app_commands.describe(player="The player", character="A token, e.g. `soldier` or `drunk(empath)`")  # fmt: skip
    @app_commands.autocomplete(character=_ac_token)
    async def st_explain(
        self, interaction: discord.Interaction, player: discord.Member, character: str
    ) -> None:
        """Which accepted entries rule a character out for a player (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            game = self._game(session)
            seat = self._target(session, player)
            await self._defer(interaction)
            async with session.lock:
                text = await asyncio.to_thread(explain_text, game, seat, character.strip().lower())
            await self._say(interaction, text)

    @st.command(name="pause")
    async def st_pause(self, interaction: discord.Interaction) -> None:
        """Freeze the deadline and players' actions (storyteller)."""
        await self._pause(interaction, True)

    @st.command(name="resume")
    async def st_resume(self, interaction: discord.Interaction) -> None:
        """Resume a paused game (storyteller)."""
        await self._pause(interaction, False)

    async def _pause(self, interaction: discord.Interaction, pause: bool) -> None:
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            async with session.lock:
                row = session.row
                if clocks.paused(row) == pause:
                    raise Refusal("The game is already " + ("paused." if pause else "running."))
                (clocks.freeze if pause else clocks.thaw)(row, self.clock())
                await self.sessions.save(session)
            self.timer.wake()
            await self._say(interaction, "✅ " + ("Paused." if pause else "Resumed."))
            thread = await self._thread(session)
            await thread.send(
                "⏸️ The storyteller paused the game: the clock is frozen."
                if pause
                else f"▶️ The storyteller resumed the game: the deadline is {_ts(row.deadline)}."
            )

    @st.command(name="extend")
    @app_commands.describe(hours="Hours to add to the running deadline")
    async def st_extend(
        self, interaction: discord.Interaction, hours: app_commands.Range[float, 0.25, 168.0]
    ) -> None:
        """Add time to the running night, day or re-ask deadline (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            async with session.lock:
                row = session.row
                if row.deadline is None and row.paused_left is None:
                    raise Refusal("No deadline is running.")
                clocks.extend(row, hours)
                await self.sessions.save(session)
            self.timer.wake()
            await self._say(interaction, f"✅ Added {hours:g} h.")
            thread = await self._thread(session)
            await thread.send(f"⏱️ The storyteller added {hours:g} h: deadline {_ts(row.deadline)}.")

    @st.command(name="deadlines")
    @app_commands.describe(
        night_hours="Hours of each night from the next one on",
        day_hours="Hours of each day from the next one on",
        reask_hours="Hours a re-asked player has to answer",
    )
    async def st_deadlines(
        self,
        interaction: discord.Interaction,
        night_hours: app_commands.Range[float, 0.25, 168.0] | None = None,
        day_hours: app_commands.Range[float, 0.25, 168.0] | None = None,
        reask_hours: app_commands.Range[float, 0.25, 48.0] | None = None,
    ) -> None:
        """Set the length of the nights, days and re-asks to come (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            async with session.lock:
                for key, hours in (("night", night_hours), ("day", day_hours), ("reask", reask_hours)):  # fmt: skip
                    if hours is not None:
                        session.row.options[key] = hours * HOUR
                await self.sessions.save(session)
            o = session.row.options
            await self._say(
                interaction,
                f"✅ Nights {o['night'] / HOUR:g} h, days {o['day'] / HOUR:g} h, re-asks "
                f"{o['reask'] / HOUR:g} h, from the next one on.",
            )

    @st.command(name="remind")
    async def st_remind(self, interaction: discord.Interaction) -> None:
        """DM a reminder to everyone who has not sent tonight's list (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            sent = await self._remind(session)
            await self._say(interaction, f"✅ Reminded {sent} player(s).")

    @st.command(name="kick")
    @app_commands.describe(player="The player to remove; their seat plays on silently")
    async def st_kick(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Remove a player: their seat stays in the game and sends nothing (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            seat = self._target(session, player)
            async with session.lock:
                users = self._users(session)
                users[seat] = None
                session.row.extra["users"] = users
                await self.sessions.save(session)
            await self._say(interaction, f"✅ Seat @{seat + 1} is empty now.")
            thread = await self._thread(session)
            await thread.send(
                f"🚪 The storyteller removed <@{player.id}> from seat @{seat + 1}. The seat stays "
                "in the game: silence counts as not waking; `/ct st replace` fills it."
            )

    @st.command(name="replace")
    @app_commands.describe(seat="The seat's number (1…n)", player="Who takes the seat over")
    async def st_replace(
        self,
        interaction: discord.Interaction,
        seat: app_commands.Range[int, 1, 15],
        player: discord.Member,
    ) -> None:
        """Give a seat to another member, who gets everything the seat was told (storyteller)."""
        async with self._refusals(interaction):
            session = self._storyteller(interaction)
            game = self._game(session)
            index = seat - 1
            if index >= game.n:
                raise Refusal(f"This game has seats @1 to @{game.n}.")
            if player.id == session.row.host_id or player.id in self._users(session):
                raise Refusal(f"{player.display_name} already has a part in this game.")
            async with session.lock:
                users = self._users(session)
                users[index] = player.id
                session.row.extra["users"] = users
                await self.sessions.save(session)
                told = [r.text for r in game.reports if r.to == index]
            await self._say(interaction, f"✅ <@{player.id}> now plays seat @{seat}.")
            await self._dm(
                player.id,
                f"🔒 Quantum Clocktower #{session.row.id}: you take over seat @{seat}. What the "
                "seat was told so far:\n" + "\n".join(f"• {t}" for t in told),
            )
            thread = await self._thread(session)
            await thread.send(f"🔁 <@{player.id}> takes over seat @{seat}.")

    # ------------------------------------------------------------------ delivery

    async def _dm(
        self, user_id: int | None, text: str, view: discord.ui.View | None = None
    ) -> None:
        if user_id is None:
            return
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            for number, chunk in enumerate(_chunks(text)):
                if view is not None and number == len(_chunks(text)) - 1:
                    await user.send(chunk, view=view)
                else:
                    await user.send(chunk)
        except discord.HTTPException:
            # Closed DMs: the player reads everything again with /ct notes.
            log.info("Quantum Clocktower: a DM to %s failed", user_id)

    async def _snapshot(self, session: FamilySession) -> Snapshot | None:
        """Under the game lock: the reports not yet sent (the cursor moves first, so nothing is
        sent twice; a DM lost to a crash is still in `/ct notes`) and the state to render."""
        async with session.lock:
            game = session.game
            if not isinstance(game, ClocktowerGame):
                return None
            row = session.row
            sent = int(row.extra.get("sent", 0))
            pending = tuple(game.reports[sent:])
            if not pending:
                return None
            row.extra["sent"] = len(game.reports)
            await self.sessions.save(session)
            return Snapshot(
                reports=pending,
                users=tuple(self._users(session)),
                alive=tuple(s for s in range(game.n) if s not in game.appears_dead),
                answered=tuple(answered_tonight(game)),
                number=game.number,
                phase=game.phase,
                need=threshold(game) if game.phase == "day" else 0,
                block=game.block if game.phase == "day" else None,
                wakers=tuple(wakers(game, game.number)),
                over=game.outcome is not None,
            )

    async def _deliver(self, session: FamilySession) -> None:
        """Send the engine's new reports in order: DMs, public posts, night prompts, the end."""
        async with self._post_locks[session.row.id]:
            snap = await self._snapshot(session)
            if snap is None:
                return
            row = session.row
            thread = await self._thread(session)
            status_changed = False
            for report in snap.reports:
                if isinstance(report.to, int):
                    await self._dm(
                        snap.users[report.to],
                        f"🔒 Quantum Clocktower #{row.id}, seat @{report.to + 1}: {report.text}",
                    )
                elif report.to == "storyteller":
                    await self._dm(row.host_id, f"📖 #{row.id}: {report.text}")
                elif report.text.endswith("has answered."):
                    status_changed = True
                elif report.text.startswith("Night ") and report.text.endswith(" begins."):
                    await thread.send(f"🌙 {report.text} Send your lists by DM.")
                    await self._night_prompts(session, snap)
                    row.extra["night_text"] = self._night_status(session, snap)
                    message = await thread.send(row.extra["night_text"])
                    row.extra["night_post"] = message.id
                    status_changed = False
                elif report.text.startswith("Day ") and report.text.endswith(" begins."):
                    await thread.send(
                        f"☀️ {report.text} Nominate with `/ct nominate`; "
                        f"{snap.need} yes vote(s) put a nominee on the block."
                    )
                elif NOMINATED.fullmatch(report.text):
                    await thread.send(f"📣 {nomination_text(report.text, snap)}")
                else:
                    await thread.send(f"📣 {report.text}")
            status = self._night_status(session, snap)
            # Edited only when the list of answers changes: a player sending a new list (or an
            # evil player sending setup lines apart) leaves no public trace.
            if (
                status_changed
                and row.extra.get("night_post")
                and not snap.over
                and status != row.extra.get("night_text")
            ):
                row.extra["night_text"] = status
                with contextlib.suppress(discord.HTTPException):
                    await thread.get_partial_message(int(row.extra["night_post"])).edit(
                        content=status
                    )
            await self.sessions.save(session)
            if snap.over:
                await self._end(session, thread)

    def _night_status(self, session: FamilySession, snap: Snapshot) -> str:
        answered = ", ".join(f"@{s + 1}" for s in snap.answered) or "no one yet"
        return (
            f"🌙 Night {snap.number}: lists received from {answered} "
            f"({len(snap.answered)} of {len(snap.alive)} appearing alive). "
            f"Deadline {_ts(session.row.deadline)}."
        )

    async def _night_prompts(self, session: FamilySession, snap: Snapshot) -> None:
        """Every player appearing alive is asked the same thing (who must act is secret)."""
        view_night = snap.number
        for seat in snap.alive:
            await self._dm(
                snap.users[seat],
                f"🌙 Quantum Clocktower #{session.row.id}, Night {view_night}: send your ordered "
                "list (`/ct night`, or the button), one entry per line, most wanted first: "
                "`wake <character> [choose @a …] [learn <info>]` or `dont_wake`."
                + (" Evil players: add your `setup demon @d …` line." if view_night == 1 else "")
                + f" Deadline {_ts(session.row.deadline)}.",
                view=night_view(session.row.id, view_night, snap.wakers),
            )

    async def _remind(self, session: FamilySession) -> int:
        game = self._game(session)
        async with session.lock:
            if game.phase != "night":
                return 0
            answered = set(answered_tonight(game))
            users = self._users(session)
            due = [
                users[s]
                for s in range(game.n)
                if s not in game.appears_dead and s not in answered and users[s] is not None
            ]
        for user in due:
            await self._dm(
                user,
                f"⏰ Quantum Clocktower #{session.row.id}: Night {game.number} needs your list "
                f"(`/ct night`); deadline {_ts(session.row.deadline)}.",
            )
        return len(due)

    async def _end(self, session: FamilySession, thread: Any) -> None:
        """Spec E4: the winners, one consistent world, the grimoire and the record."""
        game = self._game(session)
        outcome = game.outcome
        assert outcome is not None
        winners = ", ".join(self._mention(session, s) for s in outcome.winners)
        reveal, grimoire = await asyncio.to_thread(lambda: (reveal_text(game), grimoire_text(game)))
        record = game.record().to_json().encode()
        await thread.send(f"🏁 **{outcome.summary}** Winners: {winners}.")
        for chunk in _chunks(f"🔍 One world consistent with everything that happened:\n{reveal}"):
            await thread.send(chunk)
        await thread.send(
            f"📖 The final grimoire:\n```\n{grimoire[: POST_LIMIT - 40]}\n```",
            file=discord.File(io.BytesIO(record), f"quantum-clocktower-{session.row.id}.json"),
        )
        self.sessions.close(session)
        await self._refresh_lobby(session)

    # ------------------------------------------------------------------ the clock

    async def _tick(self, session: FamilySession, now: dt.datetime) -> None:
        game = session.game
        if not isinstance(game, ClocktowerGame):
            return
        row = session.row
        if clocks.expired(row, now):
            kind = row.deadline_kind
            if kind == "day" and row.extra.get("vote") is not None:
                await self._close_vote(session)
                if game.outcome is not None:
                    return
            text = {"night": "resolve", "reask": "timeout", "day": "end_day"}.get(kind or "")
            if text is None:
                return
            await self._act(session, text, Actor.SYSTEM, None)
        elif clocks.reminder_due(row, now):
            row.reminded = True
            await self.sessions.save(session)
            if row.deadline_kind == "night":
                await self._remind(session)
            elif row.deadline_kind == "day":
                thread = await self._thread(session)
                await thread.send(f"⏰ Day {game.number} ends {_ts(row.deadline)}.")
            elif row.deadline_kind == "reask":
                res = game.resolution
                if res is not None and res.waiting is not None:
                    await self._dm(
                        self._users(session)[res.waiting],
                        f"⏰ Quantum Clocktower #{row.id}: you were asked for a new list; "
                        f"deadline {_ts(row.deadline)}.",
                    )


NOMINATED = re.compile(r"(@\d+) nominated (@\d+): (\d+) vote\(s\).*")


def nomination_text(text: str, snap: Snapshot) -> str:
    """The engine's nomination report in plain words, with who is on the block now."""
    match = NOMINATED.fullmatch(text)
    assert match is not None
    nominator, nominee, count = match.groups()
    block = "no one is on the block" if snap.block is None else f"@{snap.block + 1} is on the block"
    return f"{nominator} nominated {nominee}: {count} yes vote(s); {block}."


def _grimoire(game: ClocktowerGame, as_image: bool) -> tuple[str, bytes | None]:
    """The grimoire's text and, when asked, its image (in a worker: both run the solver)."""
    text = grimoire_text(game)
    if not as_image:
        return text, None
    view = storyteller_view(game)
    return text, grimoire_png(view, game.script, game.setup.players)


def action_night(game: ClocktowerGame, action: Submit) -> int:
    """The night a just-stored list is for (the game may already be past it at dawn)."""
    for report in reversed(game.reports):
        if report.to == action.seat and report.text.startswith("Stored your Night "):
            return int(report.text.split()[3])
    return game.number
