"""Finding a post whose id a crash lost: it was sent, and the process died before it could save
the id Discord gave back.

Every family's lobby recovery uses this at start-up (the shell's families in
:meth:`bot.shell.family_cog.FamilyCog._finish_lobbies`, Quantum Werewolf in
:mod:`cogs.werewolf.reopen`): a post found is the lobby's, so the lobby is finished rather than
posted a second time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.client import SuperpostBot

LOOKBACK = 50
"""Messages read back in the channel: a lobby's post is among the latest (nobody could use it
while its id was lost, and the look-up runs at the first start-up after the crash)."""

Match = Callable[[dict[str, Any]], bool]
"""Whether a message (as Discord's REST API gives it) is the post looked for."""


async def lost_post(bot: SuperpostBot, channel_id: int, matches: Match) -> int | None:
    """The id of the bot's latest message in the channel that ``matches`` (``None``: none, or
    Discord would not show the channel)."""
    me = bot.user
    if me is None:
        return None
    try:
        # Through the REST route: right after a restart the cache may not hold the channel.
        recent = await bot.http.logs_from(channel_id, LOOKBACK)
    except discord.HTTPException:
        return None
    for message in recent:  # newest first
        author = message.get("author") or {}
        if int(author.get("id", 0)) == me.id and matches(dict(message)):
            return int(message["id"])
    return None


def first_line_is(line: str) -> Match:
    """A post whose text begins with ``line`` (a lobby's first line names its game and number)."""
    return lambda message: (message.get("content") or "").split("\n", 1)[0] == line


def has_component(custom_id: str) -> Match:
    """A post carrying a component with this custom id (ids name the game they belong to)."""

    def matches(message: dict[str, Any]) -> bool:
        rows = message.get("components") or []
        return any(
            child.get("custom_id") == custom_id
            for row in rows
            for child in row.get("components", [])
        )

    return matches
