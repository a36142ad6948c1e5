"""The storyteller's side of an Atheist game (addendum §10): `/ct-st adjudicate` shows
"Atheist game" and every list with the shadow's verdict, and buttons record the rulings.

Only the storyteller sees this (an ephemeral answer) and only the storyteller's presses count;
each ruling is an action of the game, stored with what it announces in one transaction like
any other (:meth:`~cogs.clocktower.base.ClocktowerBase._push`). Players' arrival replies never
wait for it: the engine answers them from the shadow game at once (A2's timing rule).
"""

from __future__ import annotations

import re
from typing import Any, Protocol, TypeGuard, runtime_checkable

import discord
from discord import app_commands

from bot import waiting, worker
from bot.i18n import SOURCE, Msg, reader_language, t
from bot.shell.dynamic import PersistentItem
from bot.shell.replies import Refusal
from bot.shell.view_cog import family_presses
from cogs.clocktower.adjudication_text import adjudication_text
from cogs.clocktower.base import ClocktowerBase, st
from engine.clocktower import FAMILY as CLOCKTOWER
from engine.clocktower import ClocktowerGame
from engine.clocktower.rulings import Ruling, RulingError, RulingKind
from engine.core.family import Actor, Seat

MAX_APPROVE = 20
"""The most "approve entry k" buttons one list gets (a view holds 25 items; the rest are
reject and dead)."""


def ruling_code(ruling: Ruling) -> str:
    """A ruling as the short code a button's custom id carries."""
    if ruling.kind is RulingKind.JUDGE:
        assert ruling.seat is not None
        return f"j.{ruling.seat}.{ruling.entry or 0}"
    if ruling.kind is RulingKind.DEAD:
        return f"d.{ruling.seat}"
    return "s" if ruling.kind is RulingKind.SURVIVE else "e"


def step(game: ClocktowerGame) -> int:
    """Which night or day of the game it is, as one number (Night 1 is 1, Day 1 is 2)."""
    return 2 * game.number - (game.phase == "night")


def code_ruling(code: str) -> Ruling:
    """The ruling a button's code stands for (``ValueError`` for a code no button makes)."""
    parts = code.split(".")
    if parts[0] == "j" and len(parts) == 3:
        entry = int(parts[2])
        return Ruling(RulingKind.JUDGE, int(parts[1]), entry=entry or None)
    if parts[0] == "d" and len(parts) == 2:
        return Ruling(RulingKind.DEAD, int(parts[1]))
    if code == "s":
        return Ruling(RulingKind.SURVIVE)
    if code == "e":
        return Ruling(RulingKind.END_EVIL)
    raise ValueError(f"no ruling button has the code {code!r}")


class RulingButton(PersistentItem[discord.ui.Button[Any]], template=r"ct-rule:(?P<game>\d+):(?P<step>\d+):(?P<code>[jdse][0-9.]*)"):  # fmt: skip
    """One ruling of the storyteller: ``ct-rule:<game>:<step>:<code>`` (see :func:`step`
    and :func:`ruling_code`); a press on the view of another night or day is refused."""

    def __init__(self, game_id: int, step: int, code: str, label: str = "") -> None:
        self.game_id = game_id
        self.step = step
        self.code = code
        approve = code[0] == "j" and not code.endswith(".0")
        super().__init__(
            discord.ui.Button(
                label=label or code,
                style=discord.ButtonStyle.success if approve else _STYLE[code[0]],
                custom_id=f"ct-rule:{game_id}:{step}:{code}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> RulingButton:
        return cls(int(match["game"]), int(match["step"]), match["code"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog = family_presses(interaction, CLOCKTOWER.name, _rules)
        await cog.ruling_button(interaction, self.game_id, self.step, self.code)


_STYLE = {
    "j": discord.ButtonStyle.secondary,
    "d": discord.ButtonStyle.danger,
    "s": discord.ButtonStyle.primary,
    "e": discord.ButtonStyle.danger,
}


@runtime_checkable
class Rules(Protocol):
    """What the ruling buttons ask of the cog."""

    async def ruling_button(
        self, interaction: discord.Interaction, game_id: int, step: int, code: str
    ) -> None: ...


def _rules(cog: object) -> TypeGuard[Rules]:
    return isinstance(cog, Rules)


def ruling_view(
    game_id: int, game: ClocktowerGame, seat: Seat | None, lang: str = SOURCE
) -> discord.ui.View:
    """The buttons: for ``seat`` by night, approve each entry, reject (ask again) and dead;
    without a seat, dead is per player in its own view and the rest are survive and end
    evil."""
    view = discord.ui.View(timeout=None)

    def add(ruling: Ruling, label: str) -> None:
        view.add_item(RulingButton(game_id, step(game), ruling_code(ruling), label))

    if seat is not None:
        if game.phase == "night" and game.resolution is None:
            count = min(len(game._entries(seat)), MAX_APPROVE)
            for k in range(1, count + 1):
                add(
                    Ruling(RulingKind.JUDGE, seat, entry=k),
                    t("clocktower-adjudicate-approve", lang, entry=k),
                )
            add(Ruling(RulingKind.JUDGE, seat), t("clocktower-adjudicate-reject", lang))
        add(
            Ruling(RulingKind.DEAD, seat),
            t("clocktower-adjudicate-dead", lang, seat=f"@{seat + 1}"),
        )
        return view
    if game.phase == "day":
        add(Ruling(RulingKind.SURVIVE), t("clocktower-adjudicate-survive", lang))
    add(Ruling(RulingKind.END_EVIL), t("clocktower-adjudicate-end-evil", lang))
    return view


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
                text = await worker.run(adjudication_text, game, lang)
                view = ruling_view(session.row.id, game, seat, lang)
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
            ruling = code_ruling(code)
            await self._defer(interaction)
            try:
                await self._act(session, ruling.text, Actor.STORYTELLER, interaction.user.id)
            except RulingError as error:
                raise Refusal(
                    Msg.of("clocktower-ruling-refused", code=error.problem.value, count=error.count)
                ) from None
            lang = await reader_language(interaction)
            await self._say(
                interaction, t("clocktower-adjudicate-recorded", lang, ruling=ruling.text)
            )
