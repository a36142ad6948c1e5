"""Finding a post whose id a crash lost: it was sent, and the process died before it could save
the id Discord gave back.

Every family's lobby recovery is made of these steps at start-up (the shell's families in
:meth:`bot.shell.family_cog.FamilyCog._finish_lobbies`, Quantum Werewolf in
:mod:`cogs.werewolf.reopen`): each lobby a crash cut short (:func:`finish_lobbies`) has its post
looked for, and a post found is the lobby's, so the lobby is finished rather than posted a
second time; a post never sent is sent now (:func:`recovered_post`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import discord

from bot.shell.store import GameStatus

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

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


async def recovered_post(
    bot: SuperpostBot,
    channel_id: int,
    matches: Match,
    *,
    post: Callable[[], Awaitable[int]],
    give_up: Callable[[], Awaitable[None]],
    name: str,
) -> int | None:
    """A lobby's post whose id a crash kept from being saved: the one sent before the crash
    (:func:`lost_post`), else, never sent, ``post`` sends it now, so the host's lobby opens
    after all. Only a channel that refuses the post gives the lobby up (``give_up`` closes it
    and tells its host); then ``None``. ``name`` says which game in the log."""
    found = await lost_post(bot, channel_id, matches)
    if found is not None:
        log.warning("%s: found the lost post of a lobby", name)
        return found
    try:
        found = await post()
    except (discord.Forbidden, discord.NotFound):
        log.warning("%s: closing a lobby its channel refused", name)
        await give_up()
        return None
    log.warning("%s: posted a lobby a crash left unposted", name)
    return found


async def send_post(bot: SuperpostBot, channel_id: int, message: dict[str, Any]) -> int:
    """Send ``message`` (``send``'s keywords: text, embed, view) to a channel by its id (a
    partial channel: right after a restart the cache may not hold it); its id."""
    return (await bot.get_partial_messageable(channel_id).send(**message)).id


class LobbySession(Protocol):
    """An open game as the start-up's lobby pass sees it (a family's session type holds more)."""

    @property
    def row(self) -> Any: ...


S = TypeVar("S", bound=LobbySession)


async def finish_lobbies(
    bot: SuperpostBot,
    sessions: Iterable[S],
    unfinished: Callable[[Any], bool],
    finish: Callable[[S], Awaitable[None]],
    title: str,
) -> None:
    """At start-up: ``finish`` every lobby of this process's servers that ``unfinished`` says
    a crash cut short while it was opened (the family's test of its row). A lobby that fails
    is logged, and the others (and other families') carry on."""
    for session in list(sessions):
        row = session.row
        if row.status is not GameStatus.LOBBY or not bot.runs_guild(row.guild_id):
            continue
        if not unfinished(row):
            continue
        try:
            await finish(session)
        except Exception:  # one lobby must not keep the others waiting
            log.exception("%s #%s: could not finish the lobby", title, row.id)
