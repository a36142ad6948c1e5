"""Which language each of a werewolf game's messages is written in (``docs/translating.md``).

* A game's public posts (by commands and deadlines alike) are in the **game's** language: fixed
  when its lobby opens (the server's preferred locale, else English; ``Languages.set_game``
  changes it), so a game speaks one language whoever acted.
* DMs and private answers are in each **player's** language (their ``/language me`` choice,
  else the locale their Discord client last sent, else English).

The renderers are synchronous and outbox rows keep finished text, so both are read from the
shell's tables into memory before anything is rendered: when a game is loaded or refreshed,
when it opens, when someone joins, when it starts, before each resolution's effects and before
reminders are rendered (a player may have chosen another language since). A player's private
answers read their language afresh from each interaction.
"""

from __future__ import annotations

import discord

from bot.db import Database
from bot.i18n import SOURCE, Languages, match
from cogs.werewolf.models import WerewolfRow
from cogs.werewolf.storage import FAMILY

_GAMES: dict[int, str] = {}
"""Each loaded game's language, by game id."""
_READERS: dict[int, str] = {}
"""Each known player's language for DMs, by user id."""


def of_game(game_id: int) -> str:
    """The language of a game's public posts (English until it is read)."""
    return _GAMES.get(game_id, SOURCE)


def of_reader(user_id: int) -> str:
    """The language of a DM to a player (English until it is read)."""
    return _READERS.get(user_id, SOURCE)


async def open_game(
    database: Database,
    row: WerewolfRow,
    guild_locale: str | discord.Locale | None,
    *,
    chosen: str | None = None,
) -> str:
    """Fix a new game's language (``chosen`` at ``/game create``, else the server's preferred
    locale, else English), so every later post, deadlines' included, uses the same one."""
    languages = Languages(database)
    code = match(chosen) or await languages.for_game(FAMILY, row.id, guild_locale)
    await languages.set_game(FAMILY, row.id, code)
    _GAMES[row.id] = code
    return code


def opened(game_id: int, code: str) -> None:
    """Keep the language a new game was stored with (:meth:`Storage.create_game`)."""
    _GAMES[game_id] = code


async def settle(database: Database, row: WerewolfRow) -> None:
    """Read a game's language and its players' into memory: from the process's mirrors while
    their rows did not change (:mod:`bot.db.mirror`), else together in one wait for the
    connection."""
    users = [member.user_id for member in row.seats]
    chosen, readers = await Languages(database).of_game_and_players(FAMILY, row.id, users)
    _GAMES[row.id] = chosen or SOURCE
    _READERS.update(readers)


def note_reader(user_id: int, code: str) -> None:
    """Keep the language a player's own interaction was answered in."""
    _READERS[user_id] = code
