"""The night, in each player's DMs: the menu that builds an ordered list (a character, then a
select per target, then the modal for what was learned), `/ct night` as text, and `/ct notes`.

A list is checked on arrival (spec N4) and stored only when every entry is possible now; the
player may send a new one until the night resolves.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot import waiting
from bot.i18n import Msg, reader_language, t
from bot.shell import FamilySession
from bot.shell.replies import Refusal
from cogs.clocktower import night_menu
from cogs.clocktower.base import ClocktowerBase, ct
from cogs.clocktower.night_menu import Picks, picker_text, picker_view
from cogs.clocktower.texts import (
    INFO_HINTS,
    SETUP_DAMSEL,
    entry_form,
    entry_template,
    menu_options,
)
from cogs.clocktower.views import NightModal
from cogs.clocktower.words import report_words
from engine.clocktower import ClocktowerGame
from engine.clocktower.actions import Submit
from engine.clocktower.reports import Told
from engine.core.family import Seat


def action_night(game: ClocktowerGame, action: Submit) -> int:
    """The night a just-stored list is for (the game may already be past it at dawn)."""
    for report in reversed(game.reports):
        if report.to == action.seat and report.code is Told.STORED:
            return report.numbers[0]
    return game.number


def current_lines(game: ClocktowerGame, seat: Seat, night: int) -> list[str]:
    """The list the seat sent tonight so far (with its Night 1 setup lines)."""
    lines = [line.text for line in game.setup_lines.get(seat, ())] if night == 1 else []
    sent = game.lists.get(seat)
    return lines + ([entry.text for entry in sent.entries] if sent is not None else [])


class Night(ClocktowerBase):
    """Night lists by DM: the menu, the modal, `/ct night` and `/ct notes`."""

    @ct.command(name="night")
    @app_commands.describe(
        entries="Your ordered list: entries separated by `;`, e.g. `wake empath learn 1; dont_wake`",
        game="The game's number, if you play in several",
    )
    async def night(
        self,
        interaction: discord.Interaction,
        entries: app_commands.Range[str, 1, 1500],
        game: int | None = None,
    ) -> None:
        """Send your night list (best DM'd): ordered alternatives, the first possible one counts."""
        await self.submit_list(interaction, entries, game)

    async def _tonight(
        self, interaction: discord.Interaction, game_id: int, night: int
    ) -> tuple[FamilySession, ClocktowerGame, Seat]:
        """The game, its night and the presser's seat, for a menu of tonight's prompt (anyone
        else, or a menu of an earlier night, is refused)."""
        session, game = await self._running(game_id)
        seat = self._seat(session, interaction.user.id)
        if game.phase != "night" or game.number != night:
            raise Refusal(Msg.of("clocktower-night-over", night=night))
        return session, game, seat

    async def _open_modal(
        self,
        interaction: discord.Interaction,
        game_id: int,
        night: int,
        add: str | None,
        join: bool = False,
    ) -> None:
        """The list's modal with the list sent so far, ``add`` as a new line or, ``join``ed,
        as one more clause of the last entry (`` & ``, addendum N12)."""
        _, game, seat = await self._tonight(interaction, game_id, night)
        lines = current_lines(game, seat, night)
        if add is not None and join and lines and not lines[-1].startswith("setup"):
            lines[-1] += f" & {add}"
        elif add is not None:
            lines.append(add)
        lang = await reader_language(interaction)
        await interaction.response.send_modal(NightModal(self, game_id, "\n".join(lines), lang))

    async def night_button(
        self, interaction: discord.Interaction, game_id: int, night: int, add: str | None = None
    ) -> None:
        """The night prompt's button or menu. The button opens the list's modal with the list
        sent so far; a character from the menu opens its target pickers when it chooses
        players, else the modal with a line for it to fill in."""
        async with self._refusals(interaction):
            _, game, _ = await self._tonight(interaction, game_id, night)
            if add is None:
                await self._open_modal(interaction, game_id, night, None)
                return
            if add not in ("dont_wake", *menu_options(game, night)):
                raise Refusal(Msg.of("clocktower-not-offered"))
            form = (0, ()) if add in ("dont_wake", SETUP_DAMSEL) else entry_form(game, night, add)
            count = form[0]
            if not count:
                await self._open_modal(interaction, game_id, night, entry_template(add, form))
                return
            picks = Picks(game_id, night, add, (None,) * count)
            names = game.setup.players
            lang = await reader_language(interaction)
            await interaction.response.send_message(
                picker_text(picks, names, lang),
                view=picker_view(picks, names, night_menu.PAGE_SIZE, lang, game.clauses),
            )

    async def pick_target(
        self, interaction: discord.Interaction, picks: Picks, slot: int, value: str
    ) -> None:
        """A target select: a seat is picked (or the page turned); the picker shows it."""
        async with self._refusals(interaction):
            _, game, _ = await self._tonight(interaction, picks.game_id, picks.night)
            offered = menu_options(game, picks.night)
            if picks.character not in offered or slot >= len(picks.targets):
                raise Refusal(Msg.of("clocktower-not-offered"))
            names = game.setup.players
            if value.startswith("page:"):
                picks = Picks(
                    picks.game_id, picks.night, picks.character, picks.targets, int(value[5:])
                )
            elif value.isdigit() and int(value) < len(names):
                picks = picks.pick(slot, int(value))
            else:
                raise Refusal(Msg.of("clocktower-pick-seat"))
            lang = await reader_language(interaction)
            await interaction.response.edit_message(
                content=picker_text(picks, names, lang),
                view=picker_view(picks, names, night_menu.PAGE_SIZE, lang, game.clauses),
            )

    async def fill_entry(
        self, interaction: discord.Interaction, picks: Picks, join: bool = False
    ) -> None:
        """The picker's buttons: the list's modal, with the entry added (targets filled in,
        what was learned still to type) as a line of its own or, ``join``ed, as one more
        clause of the last entry (the Demon's Barber swap)."""
        async with self._refusals(interaction):
            _, game, _ = await self._tonight(interaction, picks.game_id, picks.night)
            offered = menu_options(game, picks.night)
            if picks.character not in offered or not picks.complete:
                raise Refusal(Msg.of("clocktower-pick-all"))
            kinds = entry_form(game, picks.night, picks.character)[1]
            learn = " or ".join(INFO_HINTS[k] for k in kinds) if kinds else None
            line = picks.entry(learn)
            await self._open_modal(interaction, picks.game_id, picks.night, line, join)

    async def submit_list(
        self, interaction: discord.Interaction, text: str, game_id: int | None
    ) -> None:
        """Check a list on arrival (spec N4) and store it when every entry is possible."""
        async with self._refusals(interaction):
            session = self._player_session(interaction, game_id)
            seat = self._seat(session, interaction.user.id)
            game = self._game(session)
            self._not_paused(session)
            await self._defer(interaction)
            reasked = game.resolution is not None
            action = await self._act(session, text, seat, interaction.user.id)
            assert isinstance(action, Submit)
            lang = await reader_language(interaction)
            sent = [*action.submission.setup, *action.submission.entries]
            lines = [t("clocktower-entry-possible", lang, entry=e.text) for e in sent]
            head = t("clocktower-stored", lang, night=action_night(game, action))
            tail = t("clocktower-stored-tail", lang, reasked="yes" if reasked else "no")
            await self._say(interaction, "\n".join([head, *lines, tail]))

    @ct.command(name="puzzle")
    @app_commands.describe(
        guess="The seat you guess is the drunk player (its number: 3 for @3)",
        learned="The seat you learned in answer (its number)",
        game="The game's number, if you play in several",
    )
    async def puzzle(
        self,
        interaction: discord.Interaction,
        guess: app_commands.Range[int, 1, 15],
        learned: app_commands.Range[int, 1, 15],
        game: int | None = None,
    ) -> None:
        """The Puzzlemaster's guess, by day and best DM'd: only you are told it is accepted."""
        async with self._refusals(interaction):
            session = self._player_session(interaction, game)
            seat = self._seat(session, interaction.user.id)
            self._game(session)
            self._not_paused(session)
            await self._defer(interaction)
            entry = f"puzzle @{guess} learn @{learned}"
            await self._act(session, entry, seat, interaction.user.id)
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-puzzled", lang, entry=entry))

    @ct.command(name="notes")
    @app_commands.describe(game="The game's number, if you play in several")
    async def notes(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """Everything the game told you privately so far (only to you)."""
        async with self._refusals(interaction):
            session = self._player_session(interaction, game)
            seat = self._seat(session, interaction.user.id)
            the_game = self._game(session)
            async with waiting.holding(session, interaction):
                messages = the_game.observe(seat).told
            lang = await reader_language(interaction)
            notes = "\n".join(f"• {report_words(m, lang)}" for m in messages)
            await self._say(
                interaction, t("clocktower-notes", lang, seat=f"@{seat + 1}") + "\n" + notes
            )
