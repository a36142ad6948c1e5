"""The storyteller's tools (`/ct-st …`): resolve the night, end the day, close a vote, the
grimoire (ephemeral; an image for big tables) and explain, pause and resume, extend, deadlines,
reminders, kick and replace. Every answer is the storyteller's alone; what the thread or a
player is told goes through the outbox with the change."""

from __future__ import annotations

import io

import discord
from discord import app_commands

from bot import waiting, worker
from bot.names import display_name
from bot.shell import GameStatus
from bot.shell.posts import post
from bot.shell.replies import POST_LIMIT, Refusal, ts
from cogs.clocktower import clocks
from cogs.clocktower.announce import dm_effects, with_names
from cogs.clocktower.base import HOUR, chunks, st
from cogs.clocktower.day import Day
from cogs.clocktower.grimoire_image import grimoire_png
from cogs.clocktower.texts import explain_text, grimoire_text, lists_text, reveal_text
from engine.clocktower import ClocktowerGame
from engine.clocktower.script import SCRIPTS
from engine.clocktower.views import storyteller_view
from engine.core.family import Actor

BIG_TABLE = 10
"""From this many players the grimoire comes as an image."""


def grimoire(game: ClocktowerGame, as_image: bool) -> tuple[str, bytes | None]:
    """The grimoire's text and, when asked, its image (in a worker: both run the solver)."""
    view = storyteller_view(game)
    text = grimoire_text(game, view)
    if not as_image:
        return text, None
    return text, grimoire_png(view, game.script, game.setup.players)


class StorytellerTools(Day):
    """`/ct-st …`: the storyteller's commands."""

    @st.command(name="resolve")
    async def st_resolve(self, interaction: discord.Interaction) -> None:
        """Resolve the night now (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            await self._defer(interaction)
            await self._act(session, "resolve", Actor.STORYTELLER, interaction.user.id)
            await self._say(interaction, "✅ The night resolved as far as it can.")

    @st.command(name="end_day")
    async def st_end_day(self, interaction: discord.Interaction) -> None:
        """End the day now: the execution, deaths, the end check, dusk (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            if session.row.extra.get("vote") is not None:
                raise Refusal("A vote is open; close it first (its Close button).")
            await self._defer(interaction)
            await self._act(session, "end_day", Actor.STORYTELLER, interaction.user.id)
            await self._say(interaction, "✅ The day is over.")

    @st.command(name="close_vote")
    async def st_close_vote(self, interaction: discord.Interaction) -> None:
        """Count the open vote as it stands, like its Close button (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
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
            session = self._host_session(interaction)
            game = self._game(session)
            await self._defer(interaction)
            as_image = image if image is not None else game.n >= BIG_TABLE
            async with waiting.holding(session, interaction):
                text, png = await worker.run(grimoire, game, as_image)
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

    @st.command(name="lists")
    async def st_lists(self, interaction: discord.Interaction) -> None:
        """Every player's list for tonight as stored, with setup lines (storyteller, private)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            game = self._game(session)
            async with waiting.holding(session, interaction):
                text = lists_text(game)
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
                raise Refusal("You did not confirm; the game goes on.")
            await self._defer(interaction)
            async with session.lock:
                reveal, grimoire_shown = await worker.run(
                    lambda: (reveal_text(game), grimoire_text(game))
                )
                row = session.row
                thread = self.thread_id(row)
                row.status = GameStatus.OVER
                row.extra["cancelled"] = True
                record = game.record().to_json().encode()
                shown = [
                    post(row, thread, "🛑 The storyteller cancelled the game: no one wins."),
                    *(
                        post(row, thread, chunk)
                        for chunk in chunks(
                            f"🔍 One world consistent with everything that happened:\n{reveal}"
                        )
                    ),
                    post(
                        row,
                        thread,
                        f"📖 The grimoire at the end:\n```\n{grimoire_shown[: POST_LIMIT - 40]}\n```",
                        files=[(f"quantum-clocktower-{row.id}.json", record)],
                    ),
                    *await self._lobby_edit(session),
                ]
                await self.sessions.save(session, shown)
                self._close_if_over(session)
            self.timer.wake()
            await self._say(interaction, "✅ The game is cancelled and revealed.")

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
            seat = self._target(session, player)
            await self._defer(interaction)
            async with waiting.holding(session, interaction):
                text = await worker.run(explain_text, game, seat, character.strip().lower())
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
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            async with waiting.holding(session, interaction):
                row = session.row
                if row.deadline is None and row.paused_left is None:
                    raise Refusal("No deadline is running.")
                clocks.extend(row, hours)
                told = f"⏱️ The storyteller added {hours:g} h: deadline {ts(row.deadline)}."
                await self.sessions.save(session, [post(row, self.thread_id(row), told)])
            self.timer.wake()
            await self._say(interaction, f"✅ Added {hours:g} h.")

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
            await self._say(
                interaction,
                f"✅ Nights {o['night'] / HOUR:g} h, days {o['day'] / HOUR:g} h, re-asks "
                f"{o['reask'] / HOUR:g} h, from the next one on.",
            )

    @st.command(name="remind")
    async def st_remind(self, interaction: discord.Interaction) -> None:
        """DM a reminder to everyone who has not sent tonight's list (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            async with waiting.holding(session, interaction):
                reminders = self._reminders(session, self._game(session))
                await self.sessions.save(session, reminders)
            await self._say(interaction, f"✅ Reminded {len(reminders)} player(s).")

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
                row.extra["users"] = users
                # a removed member keeps what its seat was told: never another seat's secrets
                row.extra["removed"] = sorted({*row.extra.get("removed", []), player.id})
                told = (
                    f"🚪 The storyteller removed <@{player.id}> from seat @{seat + 1}. The seat "
                    "stays in the game: silence counts as not waking; `/ct-st replace` fills it."
                )
                await self.sessions.save(session, [post(row, self.thread_id(row), told)])
            await self._say(interaction, f"✅ Seat @{seat + 1} is empty now.")

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
                raise Refusal(f"This game has seats @1 to @{game.n}.")
            if player.id == session.row.host_id or player.id in self._users(session):
                raise Refusal(f"{display_name(player)} already has a part in this game.")
            if player.id in session.row.extra.get("removed", []):
                raise Refusal(
                    f"{display_name(player)} was removed from a seat and knows its secrets; "
                    "they cannot take another seat."
                )
            sitting = self._users(session)[index]
            if sitting is not None:
                raise Refusal(
                    f"Seat @{seat} is played by <@{sitting}>; remove them with `/ct-st kick` "
                    "first if you mean to give the seat away."
                )
            async with waiting.holding(session, interaction):
                row = session.row
                users = self._users(session)
                users[index] = player.id
                row.extra["users"] = users
                told = [
                    with_names(r.text, game.setup.players) for r in game.reports if r.to == index
                ]
                shown = dm_effects(
                    player.id,
                    f"🔒 Quantum Clocktower #{row.id}: you take over seat @{seat}. What the "
                    "seat was told so far:\n" + "\n".join(f"• {t}" for t in told),
                )
                shown.append(
                    post(row, self.thread_id(row), f"🔁 <@{player.id}> takes over seat @{seat}.")
                )
                await self.sessions.save(session, shown)
            await self._say(interaction, f"✅ <@{player.id}> now plays seat @{seat}.")
