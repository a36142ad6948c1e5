"""Turn notifications for every family on the shell: who is pinged, who gets a DM, and when.

Players of a game by post learn that it is their turn three ways:

* the turn post pings the one player whose turn it is (:func:`ping_post`: the post's
  allowed mentions name that user only, so the other mentions in it stay silent);
* a DM at the start of each turn (or setup placement) with a link to that post, and one
  before the deadline (:func:`turn_dm`), unless the player turned them off with
  ``/notifications`` (kept in ``notify_prefs``);
* the reminder post in the thread, which pings the same way.

The DM is an outbox call rather than a plain DM row: its link names the post's message, which
exists only once the outbox has sent the post queued just before it, and the player's choice
is read when it is sent (a change of mind applies to the DMs still queued).
"""

from __future__ import annotations

import logging
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import effects
from bot.db import Database
from bot.db.mirror import Mirror, mirror_of
from bot.effects import Effect
from bot.i18n import reader_language, t
from bot.outbox import Done, Handler, Outbox
from bot.outbox_store import OutboxRow

log = logging.getLogger(__name__)

TURN_DM_CALL = "turn-dm"
"""The outbox call of a turn notification DM (every family on the shell registers it)."""
LINK_HERE = "{link}"
"""Where the post's link goes in a notification's text."""


def link(guild_id: int, channel_id: int, message_id: int | None = None) -> str:
    """A jump link to a message, or to the channel when the message is unknown."""
    tail = "" if message_id is None else f"/{message_id}"
    return f"https://discord.com/channels/{guild_id}/{channel_id}{tail}"


def turn_dm(
    user_id: int, text: str, *, guild_id: int, channel_id: int, key: str | None = "turn"
) -> Effect:
    """A turn notification DM: ``text`` with :data:`LINK_HERE` replaced by a link to the game's
    latest post of ``key`` (queued before this), or to the channel."""
    return effects.call(
        TURN_DM_CALL, user_id, text=text, guild=guild_id, channel=channel_id, key=key
    )


class NotifyPrefs:
    """Each player's choice about turn DMs (the shell's table ``notify_prefs``)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    async def wants_dms(self, user_id: int) -> bool:
        """Whether the player gets turn DMs (yes unless they turned them off; read once a
        process, then kept: :mod:`bot.db.mirror`)."""
        mirror: Mirror[bool] = mirror_of(self._db, "notify_prefs")
        return await mirror.get(str(user_id), lambda: self._read(user_id))

    async def _read(self, user_id: int) -> bool:
        row = await self._db.fetch_one(
            "SELECT turn_dms FROM notify_prefs WHERE user_id = ?", (user_id,)
        )
        return row is None or bool(row["turn_dms"])

    async def set_dms(self, user_id: int, on: bool) -> None:
        """Keep the player's choice."""
        async with self._db.transaction() as tx:
            await tx.execute(
                "INSERT INTO notify_prefs (user_id, turn_dms) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET turn_dms = excluded.turn_dms",
                (user_id, int(on)),
            )
        mirror_of(self._db, "notify_prefs").forget(str(user_id))


def dm_sender(client: discord.Client, outbox: Outbox, prefs: NotifyPrefs) -> Handler:
    """The handler of :data:`TURN_DM_CALL` rows. A player who turned DMs off, or whose DMs are
    closed, gets none and nothing else: the thread's ping already told them. A DM sent just
    before a crash is found again, not sent twice."""
    store = outbox.store

    async def run(row: OutboxRow) -> Done:
        payload = row.payload
        if not await prefs.wants_dms(row.target):
            return Done(sent=False)
        key = payload.get("key")
        message_id = None
        if key:
            message_id = await store.keyed_message(row.family, row.game_id, key, row.id)
        text = str(payload["text"]).replace(
            LINK_HERE, link(int(payload["guild"]), int(payload["channel"]), message_id)
        )
        try:
            user = client.get_user(row.target) or await client.fetch_user(row.target)
            channel = user.dm_channel or await user.create_dm()
            found = await outbox.sent_before(channel, row, text)
            if found is not None:
                return Done(message_id=found)
            sent = await channel.send(text, nonce=f"ob{row.id}")
        except (discord.Forbidden, discord.NotFound) as error:
            log.info("turn DM %s to %s not delivered: %s", row.id, row.target, error)
            return Done(sent=False)
        return Done(message_id=sent.id)

    return run


class NotifyCog(commands.Cog):
    """``/notifications``: a player's choice about turn DMs, in every family."""

    def __init__(self, prefs: NotifyPrefs) -> None:
        self.prefs = prefs

    @app_commands.command(name="notifications")
    @app_commands.describe(dms="On: a DM when it is your turn and before its deadline; off: none")
    async def notifications(
        self, interaction: discord.Interaction, dms: Literal["on", "off"]
    ) -> None:
        """Turn your turn-notification DMs on or off (the ping in the game's thread stays)."""
        await self.prefs.set_dms(interaction.user.id, dms == "on")
        text = t("shell-turn-dms", await reader_language(interaction), dms=dms)
        await interaction.response.send_message(text, ephemeral=True)
