"""The Quantum Clocktower lobby: `/ct new` by the storyteller, Join/Leave/Start, and the deal
(alignments by DM, the opening post, Night 1), stored with its announcements in one write."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.effects import Effect
from bot.i18n import SOURCE, Msg, reader_language
from bot.shell import FamilySession
from bot.shell.options import language_option
from bot.shell.replies import Refusal, game_lang
from bot.shell.seats import distinct_names, join_seat
from bot.shell.store import FamilyGameRow
from cogs.clocktower import clocks, lobby_posts
from cogs.clocktower.base import OFFERED, SCRIPT_CHOICES, ClocktowerBase, ct
from cogs.clocktower.clocks import HOUR
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.texts import script_title
from cogs.clocktower.views import LobbyView
from cogs.clocktower.words import gaps_words
from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SCRIPTS,
    compositions,
    no_setup_gaps,
)


def playable(script: str, players: int) -> bool:
    """Whether the engine answers a game of ``script`` at ``players`` in time (the script's
    own flag: a faster solver may open a script, or some of its sizes, later)."""
    return SCRIPTS[script].playable_at(players)


def size_refusal(script: str, players: int, lang: str) -> Msg | None:
    """Why a table of ``players`` cannot be opened on ``script``, to the storyteller (``None``
    when it can): a script the engine cannot answer in time yet, else the engine's reason and
    the sizes that work (spec S2; 15 players on script 1, see docs/clocktower/rules.md
    "Decisions"), the reason worded in ``lang``."""
    chosen = SCRIPTS[script]
    if not playable(script, players):
        others = [SCRIPTS[s] for s in OFFERED if s != script and playable(s, players)]
        if chosen.playable_up_to is not None:
            return Msg.of(
                "clocktower-script-not-playable-above",
                players=players,
                script=script_title(chosen, lang),
                most=chosen.playable_up_to,
                others=" / ".join(script_title(s, lang) for s in others),
            )
        return Msg.of(
            "clocktower-script-not-playable",
            players=players,
            script=script_title(chosen, lang),
            others=" / ".join(script_title(s, lang) for s in others),
        )
    if compositions(chosen, players):
        return None
    sizes = [n for n in range(MIN_PLAYERS, MAX_PLAYERS + 1) if compositions(chosen, n)]
    return Msg.of(
        "clocktower-size-refused",
        players=players,
        script=script_title(chosen, lang),
        reason=gaps_words(no_setup_gaps(chosen, players), lang),
        low=sizes[0],
        high=sizes[-1],
    )


class Lobby(ClocktowerBase):
    """Opening, joining and starting a game."""

    lobby_view: LobbyView
    rehearsal: dict[str, str] | None
    """Pinned draws for the next start (tests and rehearsals: the alignment roll, π)."""

    @ct.command(name="new")
    @app_commands.guild_only()
    @app_commands.describe(
        players="How many players (5–15; not every script has a setup at every size)",
        script="The script: its characters, night order and role counts (see /ct script)",
        night_hours="Hours each night stays open before it resolves (0.25 to 168)",
        day_hours="Hours each day lasts (0.25 to 168)",
        reask_hours="Hours a player asked again during resolution has to answer (0.25 to 48)",
        atheist_percent="Uncertainty Principle: the chance in % of an Atheist game (default 10)",
    )
    @app_commands.choices(script=SCRIPT_CHOICES)
    @language_option
    async def new(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 5, 15],
        script: str = "quantum_trouble_brewing",
        night_hours: app_commands.Range[float, 0.25, 168.0] = 24.0,
        day_hours: app_commands.Range[float, 0.25, 168.0] = 24.0,
        reask_hours: app_commands.Range[float, 0.25, 48.0] = 4.0,
        language: str | None = None,
        atheist_percent: app_commands.Range[int, 0, 100] | None = None,
    ) -> None:
        """Open a Quantum Clocktower lobby here; you are the storyteller (a thread is opened)."""
        async with self._refusals(interaction):
            channel_id = await self.lobby_place.check(self, interaction)
            refusal = size_refusal(script, players, await reader_language(interaction))
            if refusal is not None:
                raise Refusal(refusal)
            if atheist_percent is not None and SCRIPTS[script].adjudication_character is None:
                raise Refusal(Msg.of("clocktower-no-atheist"))
            options = {
                "players": players,
                "script": script,
                "night": night_hours * HOUR,
                "day": day_hours * HOUR,
                "reask": reask_hours * HOUR,
            }
            if atheist_percent is not None:  # S7: the record's header; never shown
                options["atheist_percent"] = atheist_percent
            await self._open_lobby(interaction, channel_id, options, language)

    def _lobby_text(self, session: FamilySession) -> str:
        return lobby_posts.lobby_text(session.row)

    async def _lobby_view(self, session: FamilySession) -> discord.ui.View | None:
        lang = game_lang(session.row)
        # The same custom ids in every language: the registered English view answers them all.
        return self.lobby_view if lang == SOURCE else LobbyView(self.lobby_view.cog, lang)

    async def lobby_join(self, interaction: discord.Interaction) -> None:
        """The lobby's Join button (also `/ct join`)."""

        async def seat(row: FamilyGameRow) -> Msg:
            if interaction.user.id == row.host_id:
                raise Refusal(Msg.of("clocktower-storyteller-does-not-play"))
            self._check_joining(row, interaction.user.id)
            join_seat(
                row,
                interaction.user,
                most=int(row.options["players"]),
                full=Msg.of("clocktower-lobby-full"),
                already=Msg.of("clocktower-already-joined"),
            )
            return Msg.of("clocktower-joined", seat=f"@{len(row.seats)}")

        await self._join_lobby(interaction, lambda: self._lobby(interaction), seat)

    @ct.command(name="join")
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction) -> None:
        """Join this thread's lobby."""
        await self.lobby_join(interaction)

    def _table_refusal(self, row: FamilyGameRow) -> Msg | None:
        """The table must be full: the script's roles are dealt for the chosen count."""
        wanted = int(row.options["players"])
        if len(row.seats) == wanted:
            return None
        return Msg.of("clocktower-table-not-full", wanted=wanted, joined=len(row.seats))

    async def _start(self, session: FamilySession, interaction: discord.Interaction) -> None:
        """Deal the alignments and store the game with everything it shows, in one write."""
        row = session.row
        for seat, name in zip(row.seats, distinct_names(row.seats), strict=True):
            seat["name"] = name
        setup = ClocktowerSetup(
            players=tuple(str(s["name"]) for s in row.seats),
            script=str(row.options["script"]),
            seed=self._seed(),
            adjudicated_percent=row.options.get("atheist_percent"),
        )
        draws, self.rehearsal = self.rehearsal or {}, None
        now = self.clock()

        def seated(game: Any) -> None:
            assert isinstance(game, ClocktowerGame)
            row.extra.users = [int(s["user_id"]) for s in row.seats]
            ClocktowerExtra.of(row).sent = 0
            clocks.retime(row, game, now)

        async def shown(_: Any) -> list[Effect]:
            return [
                *await self._lobby_edit(session),
                lobby_posts.opening(session),
                *await self._announce(session),
            ]

        await self.sessions.start(
            session, setup.model_dump(mode="json"), seated, shown, draws=draws
        )
        self._prepare_later(session)
