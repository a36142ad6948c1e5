"""What werewolf's commands share below their base (:mod:`cogs.werewolf.base`): the ``/game``
group, refusals, the storyteller check, players' names and look-ups, their autocomplete."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Literal

import discord
from discord import app_commands

from bot import names
from bot.i18n import Msg, reader_language
from bot.shell import hosts
from bot.shell.replies import Refusal, refusal_words
from cogs.werewolf import words
from cogs.werewolf.games import Session
from cogs.werewolf.models import MAX_PHASE_HOURS, check_hours, seat_of
from cogs.werewolf.night_menu import NO_VISION
from cogs.werewolf.render import clip, esc
from engine.werewolf import EngineError, Game
from engine.werewolf.errors import IllegalMoveError
from engine.werewolf.setup import MAX_NAME_LENGTH

log = logging.getLogger(__name__)

NO_GAME_HERE = Msg.of("werewolf-refusal-no-game-here")


def engine_words(error: EngineError, lang: str) -> str:
    """The engine's refusal in ``lang``: a refusal of the rules worded from its code
    (:func:`words.illegal`), any other as it is."""
    return f"❌ {_said(error, lang)}"


async def said(error: Exception, interaction: discord.Interaction) -> str:
    """A refusal's words in the sender's language: one raised with a :class:`Msg`, or a
    refusal of the rules, worded from its code (:func:`words.illegal`)."""
    return _said(error, await reader_language(interaction))


def _said(error: Exception, lang: str) -> str:
    if isinstance(error, IllegalMoveError):
        return words.illegal(error, lang)
    return refusal_words(error, lang)


HOST_WORD = "storyteller"
"""Werewolf's word for its host in the shell's messages (:mod:`bot.shell.hosts`)."""


def may_tell(interaction: discord.Interaction, session: Session) -> bool:
    """Whether the user runs storyteller commands here: never a player of this game (whatever
    their server permissions); otherwise the storyteller, a co-storyteller, or a member with
    Manage Server (so a server's moderators can take over a game whose storyteller is gone)."""
    row = session.row
    if hosts.played(row, interaction.user.id):
        return False
    if hosts.is_host(row, interaction.user.id):
        return True
    permissions = interaction.permissions
    return bool(permissions and permissions.manage_guild)


def require_storyteller(interaction: discord.Interaction, session: Session) -> None:
    """Refuse anyone who may not run storyteller commands in this game (without naming who may)."""
    if may_tell(interaction, session):
        return
    if seat_of(session.row, interaction.user.id) is not None:
        raise Refusal(Msg.of("werewolf-refusal-teller-player", played="no"))
    if hosts.played(session.row, interaction.user.id):
        raise Refusal(Msg.of("werewolf-refusal-teller-player", played="yes"))
    raise Refusal(Msg.of("werewolf-refusal-not-storyteller"))


ECHO_LIMIT = 80
"""The most characters of a user's input a reply quotes back."""

OPTION_LIMIT = 100
"""The longest text a player option takes (names have at most 64 characters); Discord enforces
it, and the commands check it again in case a client does not."""

SECRET_NUMBER = re.compile(r"#\s*(\d{1,9})")


def checked_hours(option: str, hours: float, *, high: float = MAX_PHASE_HOURS) -> float:
    """An hours option, refused unless it lies within the range its command declares."""
    try:
        return check_hours(option, hours, high=high)
    except ValueError as error:
        raise Refusal(error.args[0]) from None


def find_player(
    game: Game, text: str, *, allow_none: bool = False, by_number: bool = False
) -> int | None:
    """A seat from what the user typed or picked: a player's name (normalised, any case), or
    with ``allow_none`` a word for nobody.

    Players name players by name only: a secret number never resolves for them, or a reply
    would pair a number with a name. Storytellers (``by_number``) may also write ``#3``.
    """
    if len(text) > OPTION_LIMIT:
        raise Refusal(
            Msg.of("werewolf-refusal-name-too-long", length=str(len(text)), most=MAX_NAME_LENGTH)
        )
    cleaned = names.normalise(text)
    folded = cleaned.casefold()
    if allow_none and folded in names.NOBODY_WORDS:
        return None
    for seat, name in enumerate(game.names):
        if names.key(name) == folded:
            return seat
    number = SECRET_NUMBER.fullmatch(cleaned)
    if by_number and number is not None:
        value = int(number[1])
        if 1 <= value <= game.n:
            return game.numbers.index(value)
        raise Refusal(Msg.of("werewolf-refusal-no-number", number=f"#{value}", most=game.n))
    if number is not None or names.NUMBER_LIKE.fullmatch(cleaned):
        raise Refusal(Msg.of("werewolf-refusal-number-for-name"))
    raise Refusal(Msg.of("werewolf-refusal-no-player", name=esc(clip(cleaned, ECHO_LIMIT))))


def player_name(member: discord.abc.User, taken: list[str], chosen: str | None = None) -> str:
    """The member's name in the game: ``chosen`` if given, else their display name.

    Both are normalised (:func:`bot.names.normalise`, the shell's cleaning of every family's
    names) and escaped wherever they are shown (:func:`bot.names.esc`), so a name typed to
    target a player matches it as typed. A display name that another player
    already has gets a suffix (``Alice (2)``); anything else unusable, and any chosen name that
    is taken, is refused with the reason (:class:`bot.names.UnusableName`).
    """
    if chosen is not None:
        return names.check_name(chosen, taken)
    base = names.normalise(member.display_name)[: MAX_NAME_LENGTH - 5]
    used = {names.key(name) for name in taken}
    name, n = base, 2
    while name.casefold() in used:
        name, n = f"{base} ({n})", n + 1
    return names.check_name(name, taken)


def name_refusal(error: names.UnusableName, how: Literal["join", "replace"]) -> Refusal:
    """Why a name cannot be used, addressed to whoever chose it, with how to pick another (at
    ``/game join`` or the storyteller's replace)."""
    shown = esc(clip(names.normalise(error.name), ECHO_LIMIT))
    return Refusal(
        Msg.of(
            "werewolf-refusal-name",
            name=shown,
            problem=error.problem.value,
            most=names.MAX_NAME_LENGTH,
            how=how,
        )
    )


def player_choices(
    game: Game,
    current: str,
    *,
    exclude: int | None = None,
    none_label: str | None = None,
    seats: Sequence[int] | None = None,
) -> list[app_commands.Choice[str]]:
    """Autocomplete choices: players (by name; the living unless ``seats`` names them)
    matching what was typed."""
    typed = names.key(current[:200])
    choices: list[app_commands.Choice[str]] = []
    if none_label is not None and (not typed or typed in none_label.casefold()):
        choices.append(app_commands.Choice(name=none_label, value=NO_VISION))
    for seat in game.living() if seats is None else seats:
        name = game.name(seat)
        if seat != exclude and typed in names.key(name):
            choices.append(app_commands.Choice(name=name, value=name))
    return choices[:25]


class GameGroup(app_commands.Group):
    """``/game``: werewolf's lobby, start, status and storyteller tools. Werewolf's extension
    makes it and keeps it on the bot (:mod:`cogs.werewolf.host`); its cog adds the
    subcommands (:data:`cogs.werewolf.base.GAME_SUBCOMMANDS`)."""

    def __init__(self) -> None:
        super().__init__(
            name="game",
            description="Quantum Werewolf games: lobby, start, status and storyteller tools",
            guild_only=True,
        )
