"""Buttons of Lab posts. They carry the game id and the state version (spec §7.3), so a press
on an outdated post is refused; being dynamic items, they keep working across restarts."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import discord

from bot.i18n import SOURCE, t
from bot.shell.dynamic import PersistentItem
from bot.shell.lobby_view import FamilyLobbyView
from bot.shell.view_cog import family_cog
from cogs.lab.words import colour as colour_word
from engine.lab import FAMILY as LAB
from engine.lab import Command, LabGame, PromptKind, Verb
from engine.lab.actions import Spin

if TYPE_CHECKING:
    from bot.shell.family_cog import FamilyCog

MAX_BUTTONS = 25
ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}
SPINS = {Spin.CW: "cw", Spin.CCW: "ccw"}
"""A spin as the catalogue's ``lab-button-spin`` selects on it."""


@runtime_checkable
class LabPresses(Protocol):
    """What the Lab's buttons ask of the Lab cog."""

    async def button(
        self, interaction: discord.Interaction, game_id: int, version: int | None, body: str
    ) -> None: ...

    async def lobby_join(self, interaction: discord.Interaction) -> None: ...


def presses(cog: object) -> LabPresses:
    """``cog`` as what the buttons call (LookupError for a cog that is not the Lab's)."""
    if not isinstance(cog, LabPresses):
        raise LookupError("not the Lab cog")
    return cog


def lab_cog(interaction: discord.Interaction[Any]) -> LabPresses:
    """The loaded Lab cog, found by the family's name (LookupError while it is not loaded)."""
    return presses(family_cog(interaction, LAB.name))


class LabButton(PersistentItem[discord.ui.Button[Any]], template=r"lab:(?P<game>\d+):(?P<version>\d+):(?P<body>[A-Za-z0-9_-]+)"):  # fmt: skip
    """One legal answer of the open prompt, as a button: ``lab:<game>:<version>:<body>``."""

    def __init__(
        self,
        game_id: int,
        version: int,
        body: str,
        label: str = "…",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        self.game_id = game_id
        self.version = version
        self.body = body
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=style,
                row=row,
                custom_id=f"lab:{game_id}:{version}:{body.replace(' ', '_')}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> LabButton:
        return cls(int(match["game"]), int(match["version"]), match["body"].replace("_", " "))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await lab_cog(interaction).button(interaction, self.game_id, self.version, self.body)


class VoteButton(PersistentItem[discord.ui.Button[Any]], template=r"lab-vote:(?P<game>\d+):(?P<answer>yes|no)"):  # fmt: skip
    """X2: Yes or No on the open wipe vote (``lab-vote:<game>:<answer>``); play goes on meanwhile,
    so it carries no state version."""

    def __init__(self, game_id: int, answer: str, lang: str = SOURCE) -> None:
        self.game_id = game_id
        self.answer = answer
        yes = answer == "yes"
        super().__init__(
            discord.ui.Button(
                label=t("lab-vote-yes", lang) if yes else t("lab-vote-no", lang),
                style=discord.ButtonStyle.success if yes else discord.ButtonStyle.danger,
                custom_id=f"lab-vote:{game_id}:{answer}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> VoteButton:
        return cls(int(match["game"]), match["answer"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await lab_cog(interaction).button(interaction, self.game_id, None, f"vote {self.answer}")


def vote_view(game_id: int, lang: str = SOURCE) -> discord.ui.View:
    """The wipe vote post's Yes and No."""
    view = discord.ui.View(timeout=None)
    view.add_item(VoteButton(game_id, "yes", lang))
    view.add_item(VoteButton(game_id, "no", lang))
    return view


def label_of(game: LabGame, command: Command, lang: str = SOURCE) -> str:
    """A button's label: ``See ↑``, ``Move ←``, ``Elbow P3 →``, an orientation's glyph."""
    prompt = game.prompt
    if command.verb is Verb.ORIENT and command.rotation is not None:
        index = prompt.options.index(str(command.rotation * 90))
        return prompt.labels[index]
    if command.verb is Verb.CAT:
        cat = game.cats.get(command.actor) if isinstance(command.actor, int) else None
        power = cat.name.lower() if cat is not None else "none"
        words = [t("lab-button-power", lang, power=power)]
    else:
        words = [t("lab-button-verb", lang, verb=command.verb.value)]
    if command.target is not None:
        words.append(f"P{command.target + 1}")
    if command.direction is not None:
        words.append(ARROWS.get(command.direction.text, command.direction.text))
    if command.colour is not None:
        words.append(colour_word(command.colour.text, lang))
    if command.value is not None:
        words.append(command.value)
    if command.spin is not None:
        words.append(t("lab-button-spin", lang, spin=SPINS[command.spin]))
    return " ".join(words)


def _style(command: Command) -> discord.ButtonStyle:
    if command.verb in (Verb.SEE, Verb.ORIENT, Verb.CHOOSE):
        return discord.ButtonStyle.primary
    if command.verb is Verb.DONE:
        return discord.ButtonStyle.success
    if command.verb is Verb.BLOOP:
        return discord.ButtonStyle.danger
    if command.verb is Verb.UNDO:
        return discord.ButtonStyle.secondary
    return discord.ButtonStyle.secondary


def panel_commands(game: LabGame) -> Sequence[Command]:
    """The open prompt's legal answers shown as buttons, at most :data:`MAX_BUTTONS` (the rest
    through slash commands): see and move first, then the others in the engine's order."""
    legal = game.legal_commands()
    if game.prompt.kind is PromptKind.ACTIONS:
        legal = sorted(legal, key=lambda c: c.verb is not Verb.MOVE)
    seat = game.prompt.seat
    if seat is not None and game.can_undo(seat):
        # Undo is not a move of the game's policy (legal_commands), but a player's right.
        legal = [Command(seat, Verb.UNDO), *legal]
    return legal[:MAX_BUTTONS]


def turn_view(game_id: int, game: LabGame, lang: str = SOURCE) -> discord.ui.View | None:
    """The turn panel of the open prompt (``None`` when no one is asked)."""
    commands = panel_commands(game)
    if not commands:
        return None
    view = discord.ui.View(timeout=None)
    for command in commands:
        view.add_item(
            LabButton(
                game_id, game.version, command.body, label_of(game, command, lang), _style(command)
            )
        )
    return view


class LobbyView(FamilyLobbyView):
    """The lobby's Join, Leave and Start (host) buttons."""

    def __init__(self, cog: FamilyCog, lang: str = SOURCE) -> None:
        super().__init__(cog, lang)
        self.add_leave_and_start()
        self.join.label = t("lab-lobby-join", lang)

    @discord.ui.button(label="Join", style=discord.ButtonStyle.primary, custom_id="lab:lobby:join")
    async def join(self, interaction: discord.Interaction, _: discord.ui.Button[LobbyView]) -> None:
        """Join the lobby."""
        await presses(self.cog).lobby_join(interaction)
