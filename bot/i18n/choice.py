"""Which language a reader gets.

* **A player** (DMs, private answers): the language they chose with ``/language me``; without a
  choice, the locale of their Discord client (each interaction carries it; a DM sent by a
  deadline uses the locale their latest interaction carried, kept by :meth:`Languages.note`);
  else English.
* **A game** (everything posted in its channel or thread, by commands and by deadlines alike):
  the language its lobby chose; without a choice, the server's preferred locale (Discord's
  community setting); else English.

The choices are kept in the shell's tables ``player_languages`` and ``game_languages``; a
player's row, read by nearly every command, and a game's, read by each of its deadlines' ticks,
by a reopen and a rematch, are mirrored in the process's memory (:mod:`bot.db.mirror`: kept
right across processes by the database's change notes). Every read of a game's language goes
through the one mirror, so no reader can keep a copy the writers do not forget.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.db import Database, DatabaseError, Row, Transaction
from bot.db.mirror import Mirror, mirror_of
from bot.i18n.catalogue import SOURCE, match

log = logging.getLogger(__name__)


def game_language_statement(
    family: str, game_id: int, code: str
) -> tuple[str, tuple[str | int, ...]]:
    """The write of a game's language (for a transaction that writes more: a new game's row)."""
    return (
        "INSERT INTO game_languages (family, game_id, locale) VALUES (?, ?, ?)"
        " ON CONFLICT (family, game_id) DO UPDATE SET locale = excluded.locale",
        (family, game_id, code),
    )


def player_language(chosen: str | None, client_locale: str | discord.Locale | None) -> str:
    """A player's language: their choice, else their client's, else English."""
    return match(chosen) or match(client_locale) or SOURCE


def game_language(chosen: str | None, guild_locale: str | discord.Locale | None) -> str:
    """A game's language: its lobby's choice, else the server's preferred locale, else
    English."""
    return match(chosen) or match(guild_locale) or SOURCE


def game_language_key(family: str, game_id: int) -> str:
    """A game's key in the memory of games' languages (as PostgreSQL's change notes give it:
    migration 16)."""
    return f"{family}:{game_id}"


def game_language_written(database: Database, family: str, game_id: int) -> None:
    """A game's language was written (committed) by this process: read it again next time (on
    SQLite nothing else tells the memory)."""
    mirror_of(database, "game_languages").forget(game_language_key(family, game_id))


_Choice = tuple[str | None, str | None] | None
"""A ``player_languages`` row's ``(chosen, client)``, ``None`` without a row (as its mirror keeps
it: a tick's reads give a DM's language only to those with a row)."""


async def _players_rows(reader: Transaction, user_ids: Sequence[int]) -> dict[str, _Choice]:
    """The row of each of ``user_ids``, by its key in the mirror."""
    marks = ", ".join("?" for _ in user_ids)
    rows = await reader.fetch_all(
        f"SELECT user_id, chosen, client FROM player_languages WHERE user_id IN ({marks})",
        list(user_ids),
    )
    found: dict[str, _Choice] = {str(user_id): None for user_id in user_ids}
    for row in rows:
        found[str(row["user_id"])] = _choice_of(row)
    return found


def _choice_of(row: Row) -> tuple[str | None, str | None]:
    """A ``player_languages`` row's ``(chosen, client)``."""
    chosen, client = row["chosen"], row["client"]
    return (None if chosen is None else str(chosen)), (None if client is None else str(client))


_GAME_CHOICE = "SELECT locale FROM game_languages WHERE family = ? AND game_id = ?"


class Languages:
    """The players' and games' chosen languages (the shell's tables)."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._noted: dict[int, str] = {}
        """The client locale this process last kept for each player (to write only changes)."""

    def _players(self) -> Mirror[_Choice]:
        return mirror_of(self._db, "player_languages")

    def _games(self) -> Mirror[str | None]:
        return mirror_of(self._db, "game_languages")

    async def _player(self, user_id: int) -> tuple[str | None, str | None]:
        found = await self._players().get(str(user_id), lambda: self._read_player(user_id))
        return (None, None) if found is None else found

    async def _read_player(self, user_id: int) -> _Choice:
        row = await self._db.fetch_one(
            "SELECT chosen, client FROM player_languages WHERE user_id = ?", (user_id,)
        )
        return None if row is None else _choice_of(row)

    async def of_player(self, user_id: int) -> str | None:
        """The language a player chose, ``None`` without a choice."""
        return (await self._player(user_id))[0]

    async def set_player(self, user_id: int, code: str | None) -> None:
        """Keep a player's choice (``None``: forget it, so their Discord locale is used)."""
        async with self._db.transaction() as tx:
            await tx.execute(
                "INSERT INTO player_languages (user_id, chosen) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET chosen = excluded.chosen",
                (user_id, code),
            )
        self._players().forget(str(user_id))

    async def note(self, user_id: int, client_locale: str | discord.Locale) -> None:
        """Keep the locale a player's client sent (written when it changed since this process
        last kept it), for the DMs sent with no interaction to take it from."""
        code = str(
            client_locale.value if isinstance(client_locale, discord.Locale) else client_locale
        )
        if self._noted.get(user_id) == code:
            return
        # A player's first interaction with this process (nearly every one, at a thousand
        # games): one round trip on PostgreSQL, not three.
        await self._db.commit_one(
            "INSERT INTO player_languages (user_id, client) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET client = excluded.client",
            (user_id, code),
        )
        self._players().forget(str(user_id))
        self._noted[user_id] = code

    async def for_dm(self, user_id: int) -> str:
        """The language of a DM sent with no interaction (a deadline's): the player's choice,
        else the locale their client last sent, else English."""
        return player_language(*await self._player(user_id))

    async def of_game(self, family: str, game_id: int) -> str | None:
        """The language a game's lobby chose, ``None`` without a choice (kept in memory, as
        :meth:`of_game_and_players` keeps it: one copy for both)."""
        key = game_language_key(family, game_id)
        return await self._games().get(key, lambda: self._read_game(family, game_id))

    async def _read_game(self, family: str, game_id: int) -> str | None:
        row = await self._db.fetch_one(_GAME_CHOICE, (family, game_id))
        return None if row is None else str(row["locale"])

    async def of_game_and_players(
        self, family: str, game_id: int, user_ids: Sequence[int]
    ) -> tuple[str | None, dict[int, str]]:
        """The language a game's lobby chose (``None`` without a choice) and the language of a
        DM to each of ``user_ids`` who has a row. Both are kept in memory like a player's row
        (:mod:`bot.db.mirror`); what is not kept is read in one wait for the connection (a
        deadline's tick reads both before its reminders: at a thousand games each wait for
        SQLite's one connection queues behind every other tick's)."""
        games, players = self._games(), self._players()
        game_key = game_language_key(family, game_id)
        game = games.kept(game_key)
        found = {user_id: players.kept(str(user_id)) for user_id in user_ids}
        missing = [user_id for user_id, kept in found.items() if kept is None]
        if game is None or missing:
            game_reading = games.start([game_key] if game is None else [])
            players_reading = players.start([str(user_id) for user_id in missing])
            read_game: dict[str, str | None] = {}
            read_players: dict[str, _Choice] = {}
            try:
                async with self._db.reading() as reader:
                    if game is None:
                        row = await reader.fetch_one(_GAME_CHOICE, (family, game_id))
                        read_game[game_key] = None if row is None else str(row["locale"])
                    if missing:
                        read_players = await _players_rows(reader, missing)
            finally:
                games.end(game_reading, read_game)
                players.end(players_reading, read_players)
            if game is None:
                game = (read_game[game_key],)
            for user_id in missing:
                found[user_id] = (read_players[str(user_id)],)
        readers = {
            user_id: player_language(*kept[0])
            for user_id, kept in found.items()
            if kept is not None and kept[0] is not None
        }
        return game[0], readers

    async def set_game(self, family: str, game_id: int, code: str | None) -> None:
        """Keep a game's language (``None``: the server's preferred locale again)."""
        async with self._db.transaction() as tx:
            if code is None:
                await tx.execute(
                    "DELETE FROM game_languages WHERE family = ? AND game_id = ?",
                    (family, game_id),
                )
            else:
                await tx.execute(*game_language_statement(family, game_id, code))
        game_language_written(self._db, family, game_id)

    async def for_player(self, user_id: int, client_locale: str | discord.Locale | None) -> str:
        """The language to answer a player in (their client's when the choice cannot be read:
        an answer in the wrong language beats no answer)."""
        try:
            chosen = await self.of_player(user_id)
        except (DatabaseError, OSError) as error:
            log.warning("language of player %s not read: %s", user_id, error)
            chosen = None
        return player_language(chosen, client_locale)

    async def for_game(
        self, family: str, game_id: int, guild_locale: str | discord.Locale | None
    ) -> str:
        """The language of a game's public posts."""
        return game_language(await self.of_game(family, game_id), guild_locale)


async def reader_language(interaction: discord.Interaction) -> str:
    """The language of a private answer to ``interaction``: the sender's choice if the bot has
    its :class:`Languages` (``client.languages``), else their client's locale."""
    languages = getattr(interaction.client, "languages", None)
    if isinstance(languages, Languages):
        return await languages.for_player(interaction.user.id, interaction.locale)
    return player_language(None, interaction.locale)
