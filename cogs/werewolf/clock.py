"""The game clock: the scheduler (deadlines and reminders) and ``/game settings``,
``/game extend``, ``/game pause``, ``/game resume``."""

from __future__ import annotations

import copy
import dataclasses
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.effects import Effect
from bot.i18n import Msg, formats, reader_language, t
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from cogs.werewolf import deadlines, flow, render
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.interact import GameCog, checked_hours, refusals, reply
from cogs.werewolf.models import (
    MAX_EXTEND_HOURS,
    MAX_PHASE_HOURS,
    MIN_PHASE_HOURS,
    GameRow,
    parse_reminders,
)
from cogs.werewolf.scheduler import Scheduler

if TYPE_CHECKING:
    from bot.client import SuperpostBot


class Clock(GameCog):
    """Deadlines, reminders, and the storyteller's hand on the clock."""

    game_subcommands = ("settings", "extend", "pause", "resume")

    def __init__(self, bot: SuperpostBot) -> None:
        super().__init__(bot)
        self.scheduler = Scheduler(bot)

    async def cog_load(self) -> None:
        games_of(self.bot).on_change = self.scheduler.wake
        self.scheduler.start()

    async def cog_unload(self) -> None:
        self.scheduler.stop()
        games_of(self.bot).on_change = lambda: None
        await super().cog_unload()

    async def _commit(self, session: Session, row: GameRow, *, displays: bool = False) -> None:
        """Save a changed copy of the game's row, and only then make it the game's row: a save
        that fails leaves memory as it was, agreeing with the database. With ``displays``, the
        day's tally shows the new deadline (queued in the same transaction)."""
        changed = dataclasses.replace(session, row=row)
        game = session.game
        shown: list[Effect] = []
        running = row.status is GameStatus.RUNNING and game is not None
        if displays and running and game is not None and not game.phase.is_night:
            shown = flow.tally_refresh(changed)
        await games_of(self.bot).storage.save_game(row, shown)
        session.row, session.chatter = row, changed.chatter
        games_of(self.bot).on_change()
        if shown:
            games_of(self.bot).on_outbox()

    @app_commands.command(name="settings")
    @app_commands.describe(
        night_hours="How long each night lasts, in hours (from the next night on)",
        day_hours="How long each day lasts, in hours (from the next day on)",
        reminders="Hours before a deadline to DM players who still owe a choice ('12,1', 'none')",
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        night_hours: app_commands.Range[float, MIN_PHASE_HOURS, MAX_PHASE_HOURS] | None = None,
        day_hours: app_commands.Range[float, MIN_PHASE_HOURS, MAX_PHASE_HOURS] | None = None,
        reminders: app_commands.Range[str, 0, 100] | None = None,
    ) -> None:
        """Show or change the phase lengths and reminders (storyteller)."""
        async with refusals(interaction), self.storyteller_turn(interaction) as session:
            update: dict[str, object] = {}
            if night_hours is not None:
                update["night_hours"] = checked_hours("night_hours", night_hours)
            if day_hours is not None:
                update["day_hours"] = checked_hours("day_hours", day_hours)
            if reminders is not None:
                try:
                    update["reminder_hours"] = parse_reminders(reminders)
                except ValueError as error:
                    raise Refusal(error.args[0]) from None
            row = session.row
            if update:
                row = copy.copy(row)
                row.settings = row.settings.model_copy(update=update)
                await self._commit(session, row)
            said = await reader_language(interaction)
            lines = [render.settings_lines(row.settings, said)]
            if update:
                lines.insert(0, t("werewolf-settings-changed", said))
            shown = deadlines.deadline_text(row, said)
            if shown:
                lines.append(shown)
            await reply(interaction, "\n".join(lines))

    @app_commands.command(name="extend")
    @app_commands.describe(hours="Hours to add to the current phase's deadline")
    async def extend(
        self,
        interaction: discord.Interaction,
        hours: app_commands.Range[float, MIN_PHASE_HOURS, MAX_EXTEND_HOURS],
    ) -> None:
        """Give the current phase more time (storyteller)."""
        async with refusals(interaction), self.storyteller_turn(interaction) as session:
            game = session.running
            hours = checked_hours("hours", hours, high=MAX_EXTEND_HOURS)
            row = copy.copy(session.row)
            deadlines.extend(row, hours, games_of(self.bot).clock())
            await self._commit(session, row, displays=True)
            public = session.language
            text = deadlines.deadline_text(session.row, public) or ""
            phase = render.phase_title(str(game.phase), public)
            extended = t(
                "werewolf-extended",
                public,
                hours=formats.number(hours, public),
                plural="one" if hours == 1 else "other",
                phase=phase,
                deadline=text,
            )
            await reply(interaction, extended, ephemeral=False)

    @app_commands.command(name="pause")
    async def pause(self, interaction: discord.Interaction) -> None:
        """Stop the clock of this game; the time left is kept (storyteller)."""
        async with refusals(interaction), self.storyteller_turn(interaction) as session:
            game = session.running
            if session.row.paused_left is not None:
                raise Refusal(Msg.of("werewolf-refusal-already-paused"))
            if session.row.deadline is None:
                raise Refusal(Msg.of("werewolf-refusal-no-deadline"))
            row = copy.copy(session.row)
            deadlines.pause(row, games_of(self.bot).clock())
            await self._commit(session, row, displays=True)
            public = session.language
            phase = render.phase_title(str(game.phase), public)
            deadline = deadlines.deadline_text(session.row, public) or ""
            paused = t("werewolf-paused", public, phase=phase, deadline=deadline)
            await reply(interaction, paused, ephemeral=False)

    @app_commands.command(name="resume")
    async def resume(self, interaction: discord.Interaction) -> None:
        """Start the clock again with the time that was left (storyteller)."""
        async with refusals(interaction), self.storyteller_turn(interaction) as session:
            game = session.running
            if session.row.paused_left is None:
                raise Refusal(Msg.of("werewolf-refusal-not-paused"))
            row = copy.copy(session.row)
            deadlines.resume(row, games_of(self.bot).clock())
            await self._commit(session, row, displays=True)
            public = session.language
            phase = render.phase_title(str(game.phase), public)
            deadline = deadlines.deadline_text(session.row, public) or ""
            resumed = t("werewolf-resumed", public, phase=phase, deadline=deadline)
            await reply(interaction, resumed, ephemeral=False)


async def setup(bot: SuperpostBot) -> None:
    await bot.add_cog(Clock(bot))
