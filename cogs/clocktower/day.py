"""The day, in the game's thread: nominations with Yes/No buttons (ghost votes per spec D3, the
threshold per D4; on script 2 the storyteller too, addendum D7), closing a vote, and the public
day actions: the Slayer's shot, script 2's claims (D9) and Damsel guess (D10)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import waiting
from bot.i18n import Msg, reader_language, t
from bot.shell import FamilySession
from bot.shell.hosts import is_host
from bot.shell.replies import Refusal
from cogs.clocktower import vote_posts
from cogs.clocktower.base import ClocktowerBase, ct
from cogs.clocktower.extra import ClocktowerExtra, Vote
from cogs.clocktower.words import name
from engine.clocktower.actions import STORYTELLER_NOMINEE, DaySend, nominee_text
from engine.core.family import Actor, Seat


class Day(ClocktowerBase):
    """Nominations, votes and the Slayer's shot."""

    @ct.command(name="nominate")
    @app_commands.guild_only()
    @app_commands.describe(player="The player you nominate for execution")
    async def nominate(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Nominate a player (once a day, while you appear alive); everyone then votes."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            await self._open_vote(interaction, session, self._target(session, player))

    @ct.command(name="nominate_storyteller")
    @app_commands.guild_only()
    async def nominate_storyteller(self, interaction: discord.Interaction) -> None:
        """Nominate the storyteller (Uncertainty Principle; once a day); everyone then votes."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            if not self._game(session).clauses:
                raise Refusal(Msg.of("clocktower-storyteller-not-nominee"))
            await self._open_vote(interaction, session, STORYTELLER_NOMINEE)

    async def _open_vote(
        self, interaction: discord.Interaction, session: FamilySession, nominee: Seat
    ) -> None:
        """A nomination by the sender: checked by the engine, then its vote post."""
        game = self._game(session)
        seat = self._seat(session, interaction.user.id)
        self._not_paused(session)
        await waiting.acknowledge_first(interaction)
        async with waiting.holding(session, interaction):
            row = session.row
            extra = ClocktowerExtra.of(row)
            if extra.vote is not None:
                raise Refusal(Msg.of("clocktower-vote-is-open"))
            # The engine's own check of a nomination with no votes yet (never mutates).
            game.parse_action(
                f"nominate @{seat + 1} {nominee_text(nominee)} yes", Actor.STORYTELLER
            )
            extra.nominations += 1
            extra.vote = Vote(
                number=extra.nominations,
                # the buttons keep the game-wide number; the post counts today's nominations
                today=len(game.nominators) + 1,
                nominator=seat,
                nominee=nominee,
                yes=[],
                no=[],
            )
            await self.sessions.save(session, [vote_posts.vote_post(row, game)])
        lang = await reader_language(interaction)
        await self._say(
            interaction,
            t("clocktower-nominated", lang, seat=vote_posts.nominee_label(nominee, lang)),
        )

    async def vote_button(
        self, interaction: discord.Interaction, game_id: int, number: int, answer: str
    ) -> None:
        """Yes/No by a player, Close by the storyteller; the vote closes when all have voted."""
        async with self._refusals(interaction):
            session, game = await self._running(game_id)
            extra = ClocktowerExtra.of(session.row)
            if extra.vote is None or extra.vote.number != number:
                raise Refusal(Msg.of("clocktower-vote-closed-refusal"))
            self._not_paused(session)
            if answer == "close":
                if not is_host(session.row, interaction.user.id):
                    raise Refusal(Msg.of("clocktower-only-storyteller-closes"))
                await self._defer(interaction)
                await self._close_vote(session)
                lang = await reader_language(interaction)
                await self._say(interaction, t("clocktower-vote-closed-done", lang))
                return
            seat = self._seat(session, interaction.user.id)
            await waiting.acknowledge_first(interaction)
            async with waiting.holding(session, interaction):
                vote = extra.vote
                if vote is None or vote.number != number:
                    raise Refusal(Msg.of("clocktower-vote-closed-refusal"))
                if seat not in vote_posts.voters(session.row, game):
                    raise Refusal(Msg.of("clocktower-ghost-spent"))
                yes, no = set(vote.yes) - {seat}, set(vote.no) - {seat}
                (yes if answer == "yes" else no).add(seat)
                vote.yes, vote.no = sorted(yes), sorted(no)
                done = yes | no >= set(vote_posts.voters(session.row, game))
                if not done:
                    await self.sessions.save(
                        session, [vote_posts.vote_edit(session.row, game, False)]
                    )
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-voted", lang, answer=answer))
            if done:
                await self._close_vote(session)

    @ct.command(name="slay")
    @app_commands.guild_only()
    @app_commands.describe(player="The player you shoot")
    async def slay(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Claim the Slayer's shot at a player, in public (by day, while you appear alive)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            seat = self._seat(session, interaction.user.id)
            target = self._target(session, player)
            self._not_paused(session)
            await self._defer(interaction)
            await self._act(session, f"slay @{target + 1}", seat, interaction.user.id)
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-shot", lang, seat=f"@{target + 1}"))

    @ct.command(name="claim")
    @app_commands.guild_only()
    @app_commands.describe(character="The character you claim to be, as the list grammar names it")
    async def claim(self, interaction: discord.Interaction, character: str) -> None:
        """Claim in public to be a character (Uncertainty Principle, by day; the Pixie reads it)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            seat = self._seat(session, interaction.user.id)
            game = self._game(session)
            if not game.clauses:
                raise Refusal(Msg.of("clocktower-no-claims"))
            said = character.strip().lower().replace(" ", "_")
            self._not_paused(session)
            await self._defer(interaction)
            await self._act(session, f"claim {said}", seat, interaction.user.id)
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-claimed", lang, character=name(said, lang)))

    @claim.autocomplete("character")
    async def claim_characters(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The characters of this thread's script whose id or name starts with what is typed."""
        return await self._character_choices(interaction, current)

    @ct.command(name="damsel")
    @app_commands.guild_only()
    @app_commands.describe(player="The player you guess is the Damsel")
    async def damsel(self, interaction: discord.Interaction, player: discord.Member) -> None:
        """Guess in public who the Damsel is (Uncertainty Principle, by day)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            seat = self._seat(session, interaction.user.id)
            target = self._target(session, player)
            self._not_paused(session)
            # D10: one guess a player (the team's one counting guess is the engine's).
            if any(
                isinstance(a, DaySend) and a.verb == "damsel" and a.actor == seat
                for a in self._game(session).actions
            ):
                raise Refusal(Msg.of("clocktower-damsel-guessed"))
            await self._defer(interaction)
            await self._act(session, f"damsel @{target + 1}", seat, interaction.user.id)
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-guessed", lang, seat=f"@{target + 1}"))
