"""The Quantum Clocktower lobby: `/ct new` by the storyteller, Join/Leave/Start, and the deal
(alignments by DM, the opening post, Night 1), stored with its announcements in one write."""

from __future__ import annotations

from typing import Any, Literal

import discord
from discord import app_commands

from bot import waiting
from bot.effects import Effect
from bot.names import display_name
from bot.shell import FamilySession, GameStatus
from bot.shell.posts import post
from bot.shell.replies import Refusal
from bot.shell.seats import distinct_names
from cogs.clocktower import clocks
from cogs.clocktower.announce import Announcements
from cogs.clocktower.base import HOUR, ct
from cogs.clocktower.views import LobbyView
from engine.clocktower import NOTICE, ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SCRIPTS,
    compositions,
    no_setup_reason,
)

ScriptName = Literal["quantum_trouble_brewing"]


def size_refusal(script: str, players: int) -> str:
    """Why a table of ``players`` cannot be opened on ``script``, to the storyteller (empty when
    it can): the engine's reason in words, and the sizes that work (spec S2; 15 players on
    script 1, see docs/clocktower/README.md "Decisions")."""
    chosen = SCRIPTS[script]
    if compositions(chosen, players):
        return ""
    sizes = [n for n in range(MIN_PLAYERS, MAX_PLAYERS + 1) if compositions(chosen, n)]
    return (
        f"You can't open a {players}-player game of {chosen.title}: no valid setup exists "
        f"for {players} players ({no_setup_reason(chosen, players)}). "
        f"Pick {sizes[0]} to {sizes[-1]} players."
    )


class Lobby(Announcements):
    """Opening, joining and starting a game."""

    lobby_view: LobbyView
    rehearsal: dict[str, str] | None
    """Pinned draws for the next start (tests and rehearsals: the alignment roll, π)."""

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
            channel = await self._lobby_place(interaction)
            refusal = size_refusal(script, players)
            if refusal:
                raise Refusal(refusal)
            options = {
                "players": players,
                "script": script,
                "night": night_hours * HOUR,
                "day": day_hours * HOUR,
                "reask": reask_hours * HOUR,
            }
            await self._open_lobby(interaction, channel.id, options)

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
            + f"\n{status}\n*{NOTICE}*"
        )

    async def _lobby_view(self, session: FamilySession) -> discord.ui.View | None:
        return self.lobby_view

    async def lobby_join(self, interaction: discord.Interaction) -> None:
        """The lobby's Join button (also `/ct join`)."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            async with waiting.holding(session, interaction):
                seats = session.row.seats
                if interaction.user.id == session.row.host_id:
                    raise Refusal("The storyteller does not play (spec §8).")
                if any(s["user_id"] == interaction.user.id for s in seats):
                    raise Refusal("You are already in this lobby.")
                if len(seats) >= int(session.row.options["players"]):
                    raise Refusal("The lobby is full.")
                name = display_name(interaction.user)
                session.row.seats = [*seats, {"user_id": interaction.user.id, "name": name}]
                await self.sessions.save(session)
            await self._say(interaction, f"✅ You joined as seat @{len(session.row.seats)}.")
            await self._refresh_lobby(session)

    @ct.command(name="join")
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction) -> None:
        """Join this thread's lobby."""
        await self.lobby_join(interaction)

    async def lobby_start(self, interaction: discord.Interaction) -> None:
        """The lobby's Start button (storyteller): the table must be full."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            if interaction.user.id != session.row.host_id:
                raise Refusal("Only the storyteller can start the game.")
            await self._defer(interaction)
            async with waiting.holding(session, interaction):
                row = session.row
                if row.status is not GameStatus.LOBBY:
                    raise Refusal("This lobby is closed.")
                wanted = int(row.options["players"])
                if len(row.seats) != wanted:
                    raise Refusal(f"The table needs {wanted} players; {len(row.seats)} joined.")
                await self._start(session)
            self.timer.wake()
            await self._say(interaction, "✅ Started. The game is on in its thread.")

    async def _start(self, session: FamilySession) -> None:
        """Deal the alignments and store the game with everything it shows, in one write."""
        row = session.row
        for seat, name in zip(row.seats, distinct_names(row.seats), strict=True):
            seat["name"] = name
        setup = ClocktowerSetup(
            players=tuple(str(s["name"]) for s in row.seats),
            script=str(row.options["script"]),
            seed=self.bot.seeds(),
        )
        draws, self.rehearsal = self.rehearsal or {}, None
        now = self.clock()

        def seated(game: Any) -> None:
            assert isinstance(game, ClocktowerGame)
            row.extra["users"] = [int(s["user_id"]) for s in row.seats]
            row.extra["sent"] = 0
            clocks.retime(row, game, now)

        async def shown(_: Any) -> list[Effect]:
            return [
                *await self._lobby_edit(session),
                self._opening(session),
                *await self._announce(session),
            ]

        await self.sessions.start(
            session, setup.model_dump(mode="json"), seated, shown, draws=draws
        )

    def _opening(self, session: FamilySession) -> Effect:
        row = session.row
        seats = "\n".join(self._mention(session, s) for s in range(len(row.seats)))
        return post(
            row,
            self.thread_id(row),
            f"🕰️ **Quantum Clocktower #{row.id} begins.** Each of you gets only an alignment "
            "by DM; evil players learn each other. Every night build your ordered list by DM "
            "(the menu, or `/ct night`); by day nominate with `/ct nominate` and vote with the "
            f"buttons. `/ct rules` explains.\nSeats:\n{seats}\n*{NOTICE}*",
        )
