"""The storyteller's tools (`/ct-st …`): resolve the night, end the day, close a vote, the
grimoire (ephemeral; an image for big tables) and explain, pause and resume, extend, deadlines,
reminders, kick and replace. Every answer is the storyteller's alone; what the thread or a
player is told goes through the outbox with the change."""

from __future__ import annotations

import dataclasses
import io

import discord
from discord import app_commands

from bot import drawing, waiting, worker
from bot.i18n import Msg, reader_language, t
from bot.i18n.formats import number
from bot.names import display_name
from bot.shell import GameStatus
from bot.shell.clock_hand import SHELL_CLOCK_WORDS
from bot.shell.hosts import CO_HOST_ACTION, CoHostAction, former_players, ran, retire
from bot.shell.posts import post
from bot.shell.replies import POST_LIMIT, Refusal, game_lang
from cogs.clocktower import clocks, end_posts, grimoire, reminders, render
from cogs.clocktower.adjudication_text import detached
from cogs.clocktower.base import ClocktowerBase, st
from cogs.clocktower.clocks import HOUR
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.texts import (
    explain_text,
    grimoire_summary,
    lists_text,
)
from engine.clocktower.script import SCRIPTS
from engine.core.family import Actor

EXTEND_WORDS = dataclasses.replace(
    SHELL_CLOCK_WORDS,
    extended=lambda w: Msg.of("clocktower-extended-post", hours=w["hours"], deadline=w["deadline"]),
    no_clock=Msg.of("clocktower-no-deadline"),
    confirm_extended=lambda w: Msg.of("clocktower-extended", hours=w["hours"]),
)
"""Clocktower's words for the storyteller's extend (pause and resume are the shell's)."""

BIG_TABLE = 10
"""From this many players the grimoire comes as an image."""


class StorytellerTools(ClocktowerBase):
    """`/ct-st …`: the storyteller's commands."""

    @st.command(name="resolve")
    async def st_resolve(self, interaction: discord.Interaction) -> None:
        """Resolve the night now (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            await self._defer(interaction)
            await self._act(session, "resolve", Actor.STORYTELLER, interaction.user.id)
            await self._say(
                interaction, t("clocktower-resolved", await reader_language(interaction))
            )

    @st.command(name="end_day")
    async def st_end_day(self, interaction: discord.Interaction) -> None:
        """End the day now: the execution, deaths, the end check, dusk (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            if ClocktowerExtra.of(session.row).vote is not None:
                raise Refusal(Msg.of("clocktower-close-vote-first"))
            await self._defer(interaction)
            await self._act(session, "end_day", Actor.STORYTELLER, interaction.user.id)
            await self._say(
                interaction, t("clocktower-day-over", await reader_language(interaction))
            )

    @st.command(name="close_vote")
    async def st_close_vote(self, interaction: discord.Interaction) -> None:
        """Count the open vote as it stands, like its Close button (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            if ClocktowerExtra.of(session.row).vote is None:
                raise Refusal(Msg.of("clocktower-no-vote"))
            await self._defer(interaction)
            await self._close_vote(session)
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-vote-closed-done", lang))

    @st.command(name="grimoire")
    @app_commands.describe(image="As an image (the default from 10 players on)")
    async def st_grimoire(
        self, interaction: discord.Interaction, image: bool | None = None
    ) -> None:
        """The grimoire of the superposition: each seat's possible characters (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            game = self._game(session)
            await self._defer(interaction)
            as_image = image if image is not None else game.n >= BIG_TABLE
            lang = await reader_language(interaction)
            async with waiting.holding(session, interaction):
                apart = await worker.run(detached, game)
                if apart is None:
                    text, drawn = await worker.run(grimoire.solved, game, as_image, lang)
            if apart is not None:  # an Atheist game's open night, previewed off the lock
                text, drawn = await worker.run(grimoire.solved, apart, as_image, lang)
            png = None if drawn is None else await drawing.draw(grimoire.draw, drawn)
            head = t("clocktower-grimoire-head", lang, id=str(session.row.id))
            if png is not None:
                # A big table reads better as a grid; the lines below it are the summary.
                summary = grimoire_summary(text)
                picture = discord.File(io.BytesIO(png), "grimoire.png")
                await self._say(interaction, f"{head}\n```\n{summary}\n```", file=picture)
            elif len(text) <= POST_LIMIT - 60:
                await self._say(interaction, f"{head}\n```\n{text}\n```")
            else:
                data = io.BytesIO(text.encode())
                attached = t("clocktower-grimoire-attached", lang, head=head)
                await self._say(interaction, attached, file=discord.File(data, "grimoire.txt"))

    @st.command(name="lists")
    async def st_lists(self, interaction: discord.Interaction) -> None:
        """Every player's list for tonight as stored, with setup lines (storyteller, private)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            game = self._game(session)
            lang = await reader_language(interaction)
            async with waiting.holding(session, interaction):
                text = lists_text(game, lang)
            await self._say(interaction, text)

    @st.command(name="cancel")
    @app_commands.describe(confirm="Yes: end the game now with no winner and reveal it")
    async def st_cancel(self, interaction: discord.Interaction, confirm: bool) -> None:
        """End the game now with no winner; one consistent world and the record are revealed
        (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            game = self._game(session)
            if not confirm:
                raise Refusal(Msg.of("clocktower-not-confirmed"))
            await self._defer(interaction)
            async with session.lock:
                row = session.row
                shown = await end_posts.cancel_posts(row, game)
                row.status = GameStatus.OVER
                ClocktowerExtra.of(row).cancelled = True
                shown += await self._lobby_edit(session)
                await self.sessions.save(session, shown)
                self._close_if_over(session)
            self._wake_clock()
            await self._say(
                interaction, t("clocktower-cancel-done", await reader_language(interaction))
            )

    async def _ac_token(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Tokens of the script: each character, and ``drunk(X)`` for each Townsfolk X."""
        script = SCRIPTS["quantum_trouble_brewing"]
        tokens = [*script.characters, *(f"drunk({t})" for t in script.townsfolk)]
        return [app_commands.Choice(name=t, value=t) for t in tokens if current.lower() in t][:25]

    @st.command(name="explain")
    @app_commands.describe(
        player="The player", character="A token, e.g. `soldier` or `drunk(empath)`"
    )
    @app_commands.autocomplete(character=_ac_token)
    async def st_explain(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        character: app_commands.Range[str, 1, 40],
    ) -> None:
        """Which accepted entries rule a character out for a player (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            game = self._game(session)
            if game.adjudication is not None:  # no worlds: the storyteller decides
                raise Refusal(Msg.of("clocktower-adjudicate-no-explain"))
            seat = self._target(session, player)
            await self._defer(interaction)
            lang = await reader_language(interaction)
            token = character.strip().lower()
            async with waiting.holding(session, interaction):
                text = await worker.run(explain_text, game, seat, token, lang)
            await self._say(interaction, text)

    @st.command(name="pause")
    async def st_pause(self, interaction: discord.Interaction) -> None:
        """Freeze the deadline and players' actions (storyteller)."""
        await self._toggle_pause(interaction, True, clocks)

    @st.command(name="resume")
    async def st_resume(self, interaction: discord.Interaction) -> None:
        """Resume a paused game (storyteller)."""
        await self._toggle_pause(interaction, False, clocks)

    @st.command(name="extend")
    @app_commands.describe(hours="Hours to add to the running deadline")
    async def st_extend(
        self, interaction: discord.Interaction, hours: app_commands.Range[float, 0.25, 168.0]
    ) -> None:
        """Add time to the running night, day or re-ask deadline, also a paused one (storyteller)."""
        await self._add_time(
            interaction,
            hours,
            clocks.extend,
            words=EXTEND_WORDS,
            frozen_too=True,
            hours_text=number,
        )

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
            session = self._host_session(interaction)
            async with waiting.holding(session, interaction):
                hours = {"night": night_hours, "day": day_hours, "reask": reask_hours}
                for key, value in hours.items():
                    if value is not None:
                        session.row.options[key] = value * HOUR
                await self.sessions.save(session)
            o = session.row.options
            lang = await reader_language(interaction)
            await self._say(
                interaction,
                t(
                    "clocktower-deadlines-set",
                    lang,
                    night=number(o["night"] / HOUR, lang),
                    day=number(o["day"] / HOUR, lang),
                    reask=number(o["reask"] / HOUR, lang),
                ),
            )

    @st.command(name="remind")
    async def st_remind(self, interaction: discord.Interaction) -> None:
        """DM a reminder to everyone who has not sent tonight's list (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            async with waiting.holding(session, interaction):
                owing = await reminders.reminders(session.row, self._game(session), self._dm_lang)
                await self.sessions.save(session, owing)
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-reminded", lang, count=len(owing)))

    @st.command(name="kick")
    @app_commands.describe(player="The player to remove; their seat plays on silently")
    async def st_kick(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Remove a player: their seat stays in the game and sends nothing (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            seat = self._target(session, player)
            async with waiting.holding(session, interaction):
                row = session.row
                users = self._users(session)
                users[seat] = None
                row.extra.users = users
                # a removed member keeps what its seat was told: never another seat's secrets
                retire(row, player.id)
                told = t(
                    "clocktower-kicked-post",
                    game_lang(row),
                    player=f"<@{player.id}>",
                    seat=f"@{seat + 1}",
                )
                await self.sessions.save(session, [post(row, self.thread_id(row), told)])
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-kicked", lang, seat=f"@{seat + 1}"))

    @st.command(name="cohost")
    @app_commands.describe(action=CO_HOST_ACTION, member="The member")
    async def st_cohost(
        self, interaction: discord.Interaction, action: CoHostAction, member: discord.Member
    ) -> None:
        """Add or remove a co-storyteller, who sees every secret (storyteller)."""
        await self._co_host(interaction, member, action == "add")

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
            session = self._host_session(interaction)
            game = self._game(session)
            index = seat - 1
            if index >= game.n:
                raise Refusal(Msg.of("clocktower-seats-range", count=str(game.n)))
            if ran(session.row, player.id) or player.id in self._users(session):
                raise Refusal(Msg.of("clocktower-has-part", name=display_name(player)))
            if player.id in former_players(session.row):
                raise Refusal(Msg.of("clocktower-was-removed", name=display_name(player)))
            sitting = self._users(session)[index]
            if sitting is not None:
                raise Refusal(
                    Msg.of("clocktower-seat-taken", seat=f"@{seat}", player=f"<@{sitting}>")
                )
            async with waiting.holding(session, interaction):
                row = session.row
                users = self._users(session)
                users[index] = player.id
                row.extra.users = users
                dm_lang = await self._dm_lang(player.id)
                shown = render.seat_replaced(row, game, index, player.id, dm_lang)
                await self.sessions.save(session, shown)
            lang = await reader_language(interaction)
            mention = f"<@{player.id}>"
            await self._say(
                interaction, t("clocktower-replaced", lang, player=mention, seat=f"@{seat}")
            )
