"""Buttons and the modal of Quantum Clocktower posts (the night's target pickers are
:mod:`cogs.clocktower.night_menu`).

The lobby view is persistent (fixed ``custom_id``s); the vote buttons, the night button and the
storyteller's ruling buttons are dynamic items carrying the game id (and the nomination's
number, the night, or the step), so they keep working across restarts and a press on an
outdated post is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Protocol, TypeGuard, runtime_checkable

import discord

from bot.help import HelpButton
from bot.i18n import SOURCE, t
from bot.shell.dynamic import PersistentItem
from bot.shell.view_cog import family_presses
from cogs.clocktower.texts import KIND_WORDS, SETUP_DAMSEL
from engine.clocktower import FAMILY as CLOCKTOWER
from engine.clocktower import ClocktowerGame
from engine.clocktower.rulings import Ruling, RulingKind
from engine.core.family import Seat


def vote_label(answer: str, lang: str) -> str:
    """A vote button's label in ``lang``."""
    if answer == "yes":
        return t("clocktower-vote-yes", lang)
    if answer == "no":
        return t("clocktower-vote-no", lang)
    return t("clocktower-vote-close", lang)


STYLES = {
    "yes": discord.ButtonStyle.success,
    "no": discord.ButtonStyle.danger,
    "close": discord.ButtonStyle.secondary,
}


@runtime_checkable
class ClocktowerPresses(Protocol):
    """What Quantum Clocktower's buttons and modal ask of its cog (they never import it: the
    cog imports them)."""

    @property
    def family(self) -> str: ...

    async def lobby_join(self, interaction: discord.Interaction) -> None: ...

    async def lobby_leave(self, interaction: discord.Interaction) -> None: ...

    async def lobby_start(self, interaction: discord.Interaction) -> None: ...

    async def lobby_sheet(self, interaction: discord.Interaction) -> None: ...

    async def vote_button(
        self, interaction: discord.Interaction, game_id: int, number: int, answer: str
    ) -> None: ...

    async def night_button(
        self, interaction: discord.Interaction, game_id: int, night: int, add: str | None = None
    ) -> None: ...

    async def submit_list(
        self, interaction: discord.Interaction, text: str, game_id: int | None
    ) -> None: ...


class SubmitsLists(Protocol):
    """What the night list's modal asks of the cog's night feature."""

    async def submit_list(
        self, interaction: discord.Interaction, text: str, game_id: int | None
    ) -> None: ...


def presses(cog: object) -> TypeGuard[ClocktowerPresses]:
    """Whether ``cog`` answers these buttons and the modal."""
    return isinstance(cog, ClocktowerPresses)


def clocktower_cog(interaction: discord.Interaction[Any]) -> ClocktowerPresses:
    """The loaded Clocktower cog, found by the family's name (LookupError while it is not
    loaded)."""
    return family_presses(interaction, CLOCKTOWER.name, presses)


class LobbyView(discord.ui.View):
    """The lobby's Join, Leave, Start (storyteller) and How to play buttons."""

    def __init__(self, cog: ClocktowerPresses, lang: str = SOURCE) -> None:
        super().__init__(timeout=None)
        self.cog = cog
        self.join.label = t("clocktower-lobby-join", lang)
        self.leave.label = t("clocktower-lobby-leave", lang)
        self.start.label = t("clocktower-lobby-start", lang)
        self.sheet.label = t("clocktower-lobby-sheet", lang)
        self.add_item(HelpButton(cog.family, lang))

    @discord.ui.button(label="Join", style=discord.ButtonStyle.primary, custom_id="ct:lobby:join")
    async def join(self, interaction: discord.Interaction, _: discord.ui.Button[LobbyView]) -> None:
        """Join the lobby."""
        await self.cog.lobby_join(interaction)

    @discord.ui.button(label="Leave", style=discord.ButtonStyle.secondary, custom_id="ct:lobby:leave")  # fmt: skip
    async def leave(self, interaction: discord.Interaction, _: discord.ui.Button[LobbyView]) -> None:  # fmt: skip
        """Leave the lobby."""
        await self.cog.lobby_leave(interaction)

    @discord.ui.button(label="Start", style=discord.ButtonStyle.success, custom_id="ct:lobby:start")  # fmt: skip
    async def start(self, interaction: discord.Interaction, _: discord.ui.Button[LobbyView]) -> None:  # fmt: skip
        """Start the game (storyteller)."""
        await self.cog.lobby_start(interaction)

    @discord.ui.button(label="Character sheet", style=discord.ButtonStyle.secondary, custom_id="ct:lobby:sheet")  # fmt: skip
    async def sheet(self, interaction: discord.Interaction, _: discord.ui.Button[LobbyView]) -> None:  # fmt: skip
        """The script's characters, night order and role counts (only to you)."""
        await self.cog.lobby_sheet(interaction)


class VoteButton(PersistentItem[discord.ui.Button[Any]], template=r"ct-vote:(?P<game>\d+):(?P<nom>\d+):(?P<answer>yes|no|close)"):  # fmt: skip
    """Yes, No (players) or Close (storyteller) on an open nomination:
    ``ct-vote:<game>:<nomination number>:<answer>``."""

    def __init__(self, game_id: int, number: int, answer: str, lang: str = SOURCE) -> None:
        self.game_id = game_id
        self.number = number
        self.answer = answer
        super().__init__(
            discord.ui.Button(
                label=vote_label(answer, lang),
                style=STYLES[answer],
                custom_id=f"ct-vote:{game_id}:{number}:{answer}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> VoteButton:
        return cls(int(match["game"]), int(match["nom"]), match["answer"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clocktower_cog(interaction).vote_button(
            interaction, self.game_id, self.number, self.answer
        )


def vote_view(game_id: int, number: int, lang: str = SOURCE) -> discord.ui.View:
    """The buttons of nomination ``number``, labelled in ``lang``."""
    view = discord.ui.View(timeout=None)
    for answer in ("yes", "no", "close"):
        view.add_item(VoteButton(game_id, number, answer, lang))
    return view


class NightButton(PersistentItem[discord.ui.Button[Any]], template=r"ct-night:(?P<game>\d+):(?P<night>\d+)"):  # fmt: skip
    """The night prompt's button in a player's DM: opens the list modal
    (``ct-night:<game>:<night>``)."""

    def __init__(self, game_id: int, night: int, lang: str = SOURCE) -> None:
        self.game_id = game_id
        self.night = night
        super().__init__(
            discord.ui.Button(
                label=t("clocktower-night-button", lang),
                style=discord.ButtonStyle.primary,
                custom_id=f"ct-night:{game_id}:{night}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> NightButton:
        return cls(int(match["game"]), int(match["night"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clocktower_cog(interaction).night_button(interaction, self.game_id, self.night)


class EntrySelect(PersistentItem[discord.ui.Select[Any]], template=r"ct-add:(?P<game>\d+):(?P<night>\d+)"):  # fmt: skip
    """The night prompt's menu: pick a character (or not waking) to add a line for it to your
    list, filled in through the modal (``ct-add:<game>:<night>``)."""

    def __init__(
        self, game_id: int, night: int, characters: Sequence[str] = (), lang: str = SOURCE
    ) -> None:
        self.game_id = game_id
        self.night = night
        # A character is offered by its id: the word the list's grammar uses for it.
        options = [discord.SelectOption(label=entry_label(c, lang), value=c) for c in characters]
        no_wake = t("clocktower-entry-no-wake", lang)
        options.append(discord.SelectOption(label=no_wake, value="dont_wake"))
        super().__init__(
            discord.ui.Select(
                placeholder=t("clocktower-entry-placeholder", lang),
                options=options[:25],
                custom_id=f"ct-add:{game_id}:{night}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> EntrySelect:
        return cls(int(match["game"]), int(match["night"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = list(data.get("values", []))
        if values:
            await clocktower_cog(interaction).night_button(
                interaction, self.game_id, self.night, str(values[0])
            )


def entry_label(value: str, lang: str = SOURCE) -> str:
    """A menu option's label: a character's id, a kind's clause (``demon (any Demon)``) or
    the ``setup damsel`` line, as the list grammar writes them."""
    if value == SETUP_DAMSEL:
        return "setup damsel"
    if value in KIND_WORDS:
        return t("clocktower-entry-kind", lang, kind=value)
    return value


def night_view(
    game_id: int, night: int, characters: Sequence[str], lang: str = SOURCE
) -> discord.ui.View:
    """The night prompt's menu (the night's wakers, the same for everyone) and button."""
    view = discord.ui.View(timeout=None)
    view.add_item(EntrySelect(game_id, night, characters, lang))
    view.add_item(NightButton(game_id, night, lang))
    return view


class NightModal(discord.ui.Modal):
    """One entry per line, most wanted first (the `/ct night` grammar), in the player's
    language."""

    def __init__(
        self, cog: SubmitsLists, game_id: int, current: str = "", lang: str = SOURCE
    ) -> None:
        super().__init__(title=t("clocktower-modal-title", lang), timeout=None)
        self.cog = cog
        self.game_id = game_id
        self.entries: discord.ui.TextInput[NightModal] = discord.ui.TextInput(
            label=t("clocktower-modal-label", lang),
            style=discord.TextStyle.paragraph,
            placeholder="wake empath learn 1\ndont_wake",
            default=current or None,
            max_length=1500,
            custom_id="ct-night-entries",
        )
        self.add_item(self.entries)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.cog.submit_list(interaction, self.entries.value, self.game_id)


# ------------------------------------------------------------------ an Atheist game's rulings

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
