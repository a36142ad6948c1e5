"""What every werewolf cog uses: its base (:class:`WerewolfCog`, on the shell's
:class:`~bot.shell.family_cog.FamilyCog`), refusals, the storyteller check, player look-ups."""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands

from bot import names, waiting
from bot.effects import Effect
from bot.i18n import Msg, reader_language
from bot.shell import hosts
from bot.shell.answering import reply
from bot.shell.family_cog import FamilyCog
from bot.shell.replies import Refusal, refusal_words
from cogs.werewolf import deadlines, words
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.models import MAX_PHASE_HOURS, check_hours, seat_of
from cogs.werewolf.render import clip, esc
from cogs.werewolf.storage import FAMILY
from engine.werewolf import EngineError, Game
from engine.werewolf.errors import IllegalMoveError
from engine.werewolf.setup import MAX_NAME_LENGTH

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

NO_VISION = "none"
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
    """``/game``: werewolf's lobby, start, status and storyteller tools. Werewolf's host
    extension makes it and keeps it on the bot; each :class:`WerewolfCog` adds its subcommands."""

    def __init__(self) -> None:
        super().__init__(
            name="game",
            description="Quantum Werewolf games: lobby, start, status and storyteller tools",
            guild_only=True,
        )


class WerewolfCog(FamilyCog[Session]):
    """A werewolf cog on the shell's :class:`~bot.shell.family_cog.FamilyCog`: its commands
    named in ``game_subcommands`` become ``/game`` subcommands. Werewolf's first extension
    (:mod:`cogs.werewolf.host`) registers its outbox calls, inbox and hooks; of its cogs only
    :class:`cogs.werewolf.clock.Clock` runs the clock."""

    family = FAMILY
    title = "Quantum Werewolf"
    command = "game"
    record_name = "quantum-werewolf-game"
    host_word = HOST_WORD
    host_plays = False
    game_type = Game
    deadline_clocks = deadlines
    session_type = Session
    keeps_clock = False
    takes_presses = False
    host_lines_answer = True
    game_subcommands: ClassVar[tuple[str, ...]] = ()

    def __init__(self, bot: SuperpostBot) -> None:
        super().__init__(bot, deadlines.next_due)
        # Werewolf's first extension made the one map of open games: the cog has it from the
        # start (its clock ticks werewolf's games there).
        self.sessions = games_of(bot).shared
        group = bot.kept(GameGroup)
        for command in list(self.__cog_app_commands__):
            if command.name in self.game_subcommands:
                self.__cog_app_commands__.remove(command)
                group.add_command(command)

    @property
    def clock(self) -> Callable[[], dt.datetime]:
        """Werewolf's time: its open games' clock (:class:`~cogs.werewolf.games.Games`)."""
        return games_of(self.bot).clock

    async def _register(self) -> None:
        """Nothing: :mod:`cogs.werewolf.host` registered werewolf with the bot already."""

    async def _clock_ready(self) -> None:
        """Nothing to wait for: the games the clock ticks are read before the cog loads."""

    def _no_game_here(self) -> Msg:
        return NO_GAME_HERE

    async def cog_unload(self) -> None:
        await super().cog_unload()
        group = self.bot.kept(GameGroup)
        for name in self.game_subcommands:
            group.remove_command(name)

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        await reply(interaction, text, **kwargs)

    async def _save_game(self, session: Session, effects: Sequence[Effect] = ()) -> None:
        await games_of(self.bot).save(session, effects)

    def _require_host(self, interaction: discord.Interaction, session: Session) -> None:
        require_storyteller(interaction, session)

    def _public_lang(self, session: Session) -> str:
        return session.language

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        return engine_words(error, lang)

    @asynccontextmanager
    async def storyteller_turn(self, interaction: discord.Interaction) -> AsyncIterator[Session]:
        """This channel's game, for the storyteller, under the game's lock.

        Use it inside :meth:`_refusals`
        (``async with self._refusals(i), self.storyteller_turn(i)``), which answers a
        :class:`Refusal` from the look-up, the check or the body privately.
        """
        session = self._host_session(interaction)
        async with waiting.holding(session, interaction):
            yield session

    def living_choices(
        self, interaction: discord.Interaction, current: str, *, none_label: str | None = None
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete for a player option: the living players of this channel's game."""
        session = self._found_here(interaction.channel_id)
        if session is None or session.game is None:
            return []
        return player_choices(session.game, current, none_label=none_label)

    def _games_of_user(self, user_id: int) -> list[Session]:
        return games_of(self.bot).of_user(user_id)

    def _playing_none(self) -> Msg:
        return Msg.of("werewolf-refusal-no-running-game")

    def _playing_several(self, mine: Sequence[Session]) -> Msg:
        where = ", ".join(f"<#{s.row.channel_id}>" for s in mine)
        return Msg.of("werewolf-refusal-several-games", channels=where)
