"""The storyteller's side of an Atheist game (addendum §10): `/ct-st adjudicate` shows
"Atheist game" and every list with the shadow's verdict, and buttons record the rulings;
`/ct-st prompt` gives a token or change prompt (O1, O4) in the quantum game's words.

Only the storyteller sees this (an ephemeral answer) and only the storyteller's presses count;
each ruling is an action of the game, stored with what it announces in one transaction like
any other (:meth:`~cogs.clocktower.base.ClocktowerBase._push`). Players' arrival replies never
wait for it: the engine answers them from the shadow game at once (A2's timing rule).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot import waiting, worker
from bot.i18n import Msg, reader_language, t
from bot.shell import FamilySession
from bot.shell.replies import Refusal
from cogs.clocktower.adjudication_text import adjudication_text, detached
from cogs.clocktower.base import ClocktowerBase, st
from cogs.clocktower.views import code_ruling, ruling_view, step
from engine.clocktower.characters import REGISTRY
from engine.clocktower.rulings import Ruling, RulingError, RulingKind
from engine.core.family import Actor


class Adjudicate(ClocktowerBase):
    """`/ct-st adjudicate` and the ruling buttons of an Atheist game."""

    @st.command(name="adjudicate")
    @app_commands.describe(player="A player whose list (by night) or death you rule on")
    async def st_adjudicate(
        self, interaction: discord.Interaction, player: discord.Member | None = None
    ) -> None:
        """An Atheist game's lists with the shadow's verdicts, and buttons to rule (storyteller)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            game = self._game(session)
            if game.adjudication is None:
                raise Refusal(Msg.of("clocktower-adjudicate-not-atheist"))
            seat = None if player is None else self._seat(session, player.id)
            if seat is not None and seat in game.appears_dead:
                raise Refusal(Msg.of("clocktower-adjudicate-dead-seat", seat=f"@{seat + 1}"))
            await self._defer(interaction)
            lang = await reader_language(interaction)
            async with waiting.holding(session, interaction):
                apart = await worker.run(detached, game)
                if apart is None:
                    text = await worker.run(adjudication_text, game, lang)
                view = ruling_view(session.row.id, game, seat, lang)
            if apart is not None:  # the open night, previewed off the lock
                text = await worker.run(adjudication_text, apart, lang)
            await self._say(interaction, text, view=view)

    async def ruling_button(
        self, interaction: discord.Interaction, game_id: int, at: int, code: str
    ) -> None:
        """A ruling button: the storyteller's press records the ruling (a stale view of
        another night, or anyone else's press, is refused)."""
        async with self._refusals(interaction):
            session, game = await self._running(game_id)
            self._check_host(session, interaction.user.id)
            if step(game) != at or game.outcome is not None:
                raise Refusal(Msg.of("clocktower-adjudicate-stale"))
            await self._rule(interaction, session, code_ruling(code))

    @st.command(name="prompt")
    @app_commands.describe(
        player="The player to tell",
        character="The character the player is told",
        now='Yes: "You are now the …", as after a swap; no: "Your character token is the …"',
        news="With a change to a Minion: what the Minions learned at setup (the Damsel)",
    )
    async def st_prompt(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        character: app_commands.Range[str, 1, 40],
        now: bool = False,
        news: app_commands.Range[str, 1, 40] | None = None,
    ) -> None:
        """Tell a player its token or new character at the next dawn or end of day
        (storyteller, Atheist game)."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            if self._game(session).adjudication is None:
                raise Refusal(Msg.of("clocktower-adjudicate-not-atheist"))
            seat = self._target(session, player)
            said = _said(news) if news else None
            # setup news comes only with a change (O4 c), so naming it makes one
            kind = RulingKind.CHANGE if now or said else RulingKind.PROMPT
            ruling = Ruling(kind, seat, character=_said(character), learned=said)
            await self._rule(interaction, session, ruling)

    @st_prompt.autocomplete("character")
    async def prompt_characters(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The characters of this thread's script that a quantum game may tell a player
        (not the Atheist, not the Drunk), matching what is typed."""
        return await self._character_choices(
            interaction, current, lambda c: not REGISTRY[c].never_told
        )

    @st_prompt.autocomplete("news")
    async def prompt_news(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The characters of this thread's script that Minions may learn at setup."""
        return await self._character_choices(
            interaction, current, lambda c: REGISTRY[c].learned_at_setup
        )

    async def _rule(
        self, interaction: discord.Interaction, session: FamilySession, ruling: Ruling
    ) -> None:
        """Record ``ruling`` (a refusal saying why when it may not be given now)."""
        await self._defer(interaction)
        try:
            await self._act(session, ruling.text, Actor.STORYTELLER, interaction.user.id)
        except RulingError as error:
            raise Refusal(
                Msg.of("clocktower-ruling-refused", code=error.problem.value, count=error.count)
            ) from None
        lang = await reader_language(interaction)
        await self._say(interaction, t("clocktower-adjudicate-recorded", lang, ruling=ruling.text))


def _said(typed: str) -> str:
    """A character as typed, as the ruling's id."""
    return typed.strip().lower().replace(" ", "_")
