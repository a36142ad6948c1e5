"""The day, in the game's thread: nominations with Yes/No buttons (ghost votes per spec D3, the
threshold per D4; on script 2 the storyteller too, addendum D7), closing a vote, and the public
day actions: the Slayer's shot, script 2's claims (D9) and Damsel guess (D10)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import waiting
from bot.effects import Effect
from bot.i18n import Msg, reader_language, t
from bot.shell import FamilySession
from bot.shell.hosts import is_host
from bot.shell.posts import edit, post
from bot.shell.replies import Refusal, game_lang
from cogs.clocktower.announce import Announcements
from cogs.clocktower.base import ct
from cogs.clocktower.extra import ClocktowerExtra, Vote
from cogs.clocktower.texts import threshold
from cogs.clocktower.views import vote_view
from cogs.clocktower.words import name
from engine.clocktower import ClocktowerGame
from engine.clocktower.actions import STORYTELLER_NOMINEE, DaySend, nominee_text
from engine.core.family import Actor, Seat

VOTE_KEY = "vote"
"""The key of the open nomination's post, which the votes edit."""


class Day(Announcements):
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
            shown = post(
                row,
                self.thread_id(row),
                self._vote_text(session, game),
                view=vote_view(row.id, extra.nominations, game_lang(row)),
                key=VOTE_KEY,
            )
            await self.sessions.save(session, [shown])
        lang = await reader_language(interaction)
        await self._say(
            interaction, t("clocktower-nominated", lang, seat=self._nominee(nominee, lang))
        )

    @staticmethod
    def _nominee(nominee: Seat, lang: str) -> str:
        """A nominee as the sender's reply names it: ``@3``, or the storyteller (D7)."""
        if nominee == STORYTELLER_NOMINEE:
            return t("clocktower-the-storyteller", lang)
        return f"@{nominee + 1}"

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
        vote = ClocktowerExtra.of(session.row).vote
        assert vote is not None, "the text of a vote that is open"
        lang = game_lang(session.row)
        nobody = t("clocktower-no-one", lang)
        yes = ", ".join(f"@{s + 1}" for s in vote.yes) or nobody
        no = ", ".join(f"@{s + 1}" for s in vote.no) or nobody
        head = t(
            "clocktower-vote-head",
            lang,
            day=game.number,
            number=vote.today,
            nominator=self._mention(session, vote.nominator),
            nominee=self._nominee_mention(session, vote.nominee),
        )
        if closed:
            return t("clocktower-vote-closed", lang, head=head, yes=yes)
        return t("clocktower-vote-open", lang, head=head, votes=threshold(game), yes=yes, no=no)

    def _nominee_mention(self, session: FamilySession, nominee: Seat) -> str:
        """The nominee in the vote's post: the seat with its player, or the storyteller with
        theirs (addendum D7: no seat, so never ``@0``)."""
        if nominee != STORYTELLER_NOMINEE:
            return self._mention(session, nominee)
        lang = game_lang(session.row)
        return f"{t('clocktower-the-storyteller', lang)} <@{session.row.host_id}>"

    def _vote_edit(self, session: FamilySession, game: ClocktowerGame, closed: bool) -> Effect:
        row = session.row
        vote = ClocktowerExtra.of(row).vote
        assert vote is not None, "the post of a vote that is open"
        return edit(
            self.thread_id(row),
            self._vote_text(session, game, closed=closed),
            key=VOTE_KEY,
            view=None if closed else vote_view(row.id, vote.number, game_lang(row)),
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
            async with waiting.holding(session, interaction):
                vote = extra.vote
                if vote is None or vote.number != number:
                    raise Refusal(Msg.of("clocktower-vote-closed-refusal"))
                if seat not in self._voters(session, game):
                    raise Refusal(Msg.of("clocktower-ghost-spent"))
                yes, no = set(vote.yes) - {seat}, set(vote.no) - {seat}
                (yes if answer == "yes" else no).add(seat)
                vote.yes, vote.no = sorted(yes), sorted(no)
                done = yes | no >= set(self._voters(session, game))
                if not done:
                    await self.sessions.save(session, [self._vote_edit(session, game, False)])
            lang = await reader_language(interaction)
            await self._say(interaction, t("clocktower-voted", lang, answer=answer))
            if done:
                await self._close_vote(session)

    async def _close_vote(self, session: FamilySession) -> None:
        """Push the nomination with its yes votes (spec D3, D4); the vote's post is closed in
        the same write."""
        async with session.lock:
            await self._close_vote_locked(session)
        self._wake_clock()

    async def _close_vote_locked(self, session: FamilySession) -> None:
        game = self._game(session)
        extra = ClocktowerExtra.of(session.row)
        vote = extra.vote
        if vote is None:
            return
        voters = " ".join(f"@{s + 1}" for s in vote.yes)
        nominee = nominee_text(vote.nominee)
        text = f"nominate @{vote.nominator + 1} {nominee} yes {voters}".strip()
        closed = self._vote_edit(session, game, closed=True)
        extra.vote = None
        try:
            await self._push(session, text, Actor.STORYTELLER, None, more=[closed])
        except BaseException:
            extra.vote = vote
            raise

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
        session = self.sessions.in_thread(interaction.channel_id)
        game = session.game if session is not None else None
        if not isinstance(game, ClocktowerGame):
            return []
        lang = await reader_language(interaction)
        typed = current.strip().lower()
        return [
            app_commands.Choice(name=name(c, lang), value=c)
            for c in game.script.characters
            if c.startswith(typed) or name(c, lang).lower().startswith(typed)
        ][:25]

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
