"""Helpers every cog uses: replies, refusals, the storyteller check, player look-ups."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.games import Refusal, Session
from bot.render import esc
from engine import Action, Attack, EngineError, Game, Vision, Vote

if TYPE_CHECKING:
    from bot.client import QWBot

log = logging.getLogger(__name__)

NO_VISION = "none"
NO_GAME_HERE = "There is no game in this channel. Open one with `/game create`."


async def reply(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    ephemeral: bool = True,
    **kw: Any,
) -> None:
    """Answer an interaction, by response or (once answered or deferred) by follow-up."""
    if content is not None:
        kw["content"] = content
    if interaction.response.is_done():
        await interaction.followup.send(ephemeral=ephemeral, **kw)
    else:
        await interaction.response.send_message(ephemeral=ephemeral, **kw)


@asynccontextmanager
async def refusals(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Turn a :class:`Refusal` or an engine error into an ephemeral reason for the requester."""
    try:
        yield
    except (Refusal, EngineError) as error:
        await reply(interaction, f"❌ {error}")


def may_tell(interaction: discord.Interaction, session: Session) -> bool:
    """Whether the user runs storyteller commands here: the storyteller, a co-storyteller or a
    member with Manage Server."""
    if session.row.is_storyteller(interaction.user.id):
        return True
    permissions = interaction.permissions
    return bool(permissions and permissions.manage_guild)


def require_storyteller(interaction: discord.Interaction, session: Session) -> None:
    """Refuse anyone but the storyteller (or a member with Manage Server)."""
    if not may_tell(interaction, session):
        raise Refusal(
            "Only the storyteller (or a co-storyteller, or a member with Manage Server) can do "
            "that."
        )


def check_as_actor(game: Game, action: Action) -> None:
    """``game.check(action)`` for a player's own vision, attack or vote, with the refusals the
    engine words about a player ("Ava is dead…") told to that player in the second person."""
    if isinstance(action, Vision | Attack | Vote):
        player, target = action.player, action.target
        if 0 <= player < game.n and not game.alive[player]:
            raise Refusal("You are dead and can no longer act.")
        if target is not None and target == player and not isinstance(action, Vote):
            verb = "look at" if isinstance(action, Vision) else "attack"
            raise Refusal(f"You cannot {verb} yourself.")
        if (
            isinstance(action, Attack)
            and target is not None
            and game.cisra is not None
            and 0 <= target < game.n
            and game.alive[target]
            and game.phase.is_night
            and game.cisra.surely_packmate(player, target)
        ):
            raise Refusal(
                f"{esc(game.name(target))} is a wolf in every world where you are tonight's "
                "leading wolf, and wolves do not attack each other: choose another target."
            )
    game.check(action)


def find_player(game: Game, text: str, *, allow_none: bool = False) -> int | None:
    """A seat from what the user typed or picked: a name, ``@seat``, or ``none``."""
    cleaned = text.strip()
    if allow_none and cleaned.casefold() in {NO_VISION, "no vision", "nobody", "-"}:
        return None
    try:
        return game.seat(cleaned)
    except EngineError:
        raise Refusal(f"There is no player called {esc(cleaned)!s} in this game.") from None


def player_choices(
    game: Game, current: str, *, exclude: int | None = None, none_label: str | None = None
) -> list[app_commands.Choice[str]]:
    """Autocomplete choices: living players (by name) matching what was typed."""
    typed = current.strip().casefold()
    choices: list[app_commands.Choice[str]] = []
    if none_label is not None and (not typed or typed in none_label.casefold()):
        choices.append(app_commands.Choice(name=none_label, value=NO_VISION))
    for seat in game.living():
        name = game.name(seat)
        if seat != exclude and typed in name.casefold():
            choices.append(app_commands.Choice(name=name, value=name))
    return choices[:25]


class GameCog(commands.Cog):
    """A cog whose commands named in ``game_subcommands`` become ``/game`` subcommands."""

    game_subcommands: ClassVar[tuple[str, ...]] = ()

    def __init__(self, bot: QWBot) -> None:
        self.bot = bot
        for command in list(self.__cog_app_commands__):
            if command.name in self.game_subcommands:
                self.__cog_app_commands__.remove(command)
                bot.game_group.add_command(command)

    async def cog_unload(self) -> None:
        for name in self.game_subcommands:
            self.bot.game_group.remove_command(name)

    @asynccontextmanager
    async def storyteller_turn(self, interaction: discord.Interaction) -> AsyncIterator[Session]:
        """This channel's game, for the storyteller, under the game's lock.

        Use it inside :func:`refusals` (``async with refusals(i), self.storyteller_turn(i)``),
        which answers a :class:`Refusal` from the look-up, the check or the body privately.
        """
        session = self.session_here(interaction)
        require_storyteller(interaction, session)
        async with session.lock:
            yield session

    def living_choices(
        self, interaction: discord.Interaction, current: str, *, none_label: str | None = None
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete for a player option: the living players of this channel's game."""
        session = self.bot.games.in_channel(interaction.channel_id)
        if session is None or session.game is None:
            return []
        return player_choices(session.game, current, none_label=none_label)

    def session_here(self, interaction: discord.Interaction) -> Session:
        """The open game of the channel the interaction came from."""
        session = self.bot.games.in_channel(interaction.channel_id)
        if session is None:
            raise Refusal(NO_GAME_HERE)
        return session

    def session_for(self, interaction: discord.Interaction) -> Session:
        """The game of this channel; in a DM, the one running game the user plays in."""
        if interaction.guild_id is not None:
            return self.session_here(interaction)
        mine = self.bot.games.of_user(interaction.user.id)
        if not mine:
            raise Refusal("You are not playing in any running game.")
        if len(mine) > 1:
            where = ", ".join(f"<#{s.row.channel_id}>" for s in mine)
            raise Refusal(
                f"You play in several games ({where}): use this command in the game's channel "
                "(only you will see the reply), or the menus in that game's direct messages."
            )
        return mine[0]
