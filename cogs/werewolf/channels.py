"""Channel roles: an Alive and a Dead role per game, the game channel closed to the dead (and,
if the storyteller asks, to non-players), and an optional channel for the dead.

All of it is optional: without Manage Roles / Manage Channels the game runs as before and the
storyteller is told what is missing (:func:`missing_permissions`). Every Discord call here fails
softly (logged), since a game must never stop over a role.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord

from bot import effects
from bot.effects import Effect
from bot.i18n import SOURCE, t
from bot.shell import hosts
from cogs.werewolf import language
from cogs.werewolf.models import GameSettings, WerewolfRow

if TYPE_CHECKING:
    from bot.client import SuperpostBot
    from cogs.werewolf.games import Session

log = logging.getLogger(__name__)


DEAD_IN_GAME_CHANNEL = discord.PermissionOverwrite(
    send_messages=False,
    send_messages_in_threads=False,
    create_public_threads=False,
    create_private_threads=False,
    add_reactions=False,
)
TALK = discord.PermissionOverwrite(view_channel=True, send_messages=True, read_message_history=True)
BOT_OVERWRITE = discord.PermissionOverwrite(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)


def missing_permissions(
    guild: discord.Guild | None, settings: GameSettings, lang: str = SOURCE
) -> list[str]:
    """What the bot lacks for the optional channel features, each with what it is for, in
    ``lang`` (the permissions as Discord names them in that language)."""
    if guild is None:
        return []
    have = guild.me.guild_permissions
    missing = []
    if not have.manage_roles:
        outsiders = "yes" if settings.close_to_outsiders else "no"
        missing.append(t("werewolf-missing-roles", lang, outsiders=outsiders))
    if settings.dead_channel and not have.manage_channels:
        missing.append(t("werewolf-missing-channels", lang))
    return missing


def missing_note(
    guild: discord.Guild | None, settings: GameSettings, lang: str = SOURCE
) -> str | None:
    """A sentence for the storyteller about missing optional permissions, in ``lang``, or
    ``None``."""
    missing = missing_permissions(guild, settings, lang)
    if not missing:
        return None
    return t("werewolf-missing-permissions", lang, missing="; ".join(missing))


async def _member(guild: discord.Guild, user_id: int) -> discord.Member | None:
    """The member, fetched: without the members intent the cache does not follow role changes."""
    try:
        return await guild.fetch_member(user_id)
    except discord.HTTPException:
        return None


def role_names(game_id: int) -> tuple[str, str]:
    """The names of a game's Alive and Dead roles (how a set-up cut short finds them again)."""
    return f"QW {game_id} Alive", f"QW {game_id} Dead"


async def _role(guild: discord.Guild, name: str, game_id: int) -> discord.Role:
    found = discord.utils.get(guild.roles, name=name)
    if found is not None:
        return found
    return await guild.create_role(name=name, reason=f"Quantum Werewolf game {game_id}")


async def setup_roles(bot: SuperpostBot, row: WerewolfRow) -> dict[str, int | None]:
    """At the start: create the roles and the dead channel (unless a run cut short made them
    already), set the game channel's overwrites; returns the ids to record."""
    guild = bot.get_guild(row.guild_id)
    channel = bot.get_channel(row.channel_id)
    ids: dict[str, int | None] = {}
    if guild is None or not isinstance(channel, discord.TextChannel):
        return ids
    have = guild.me.guild_permissions
    dead: discord.Role | None = None
    if have.manage_roles:
        try:
            alive_name, dead_name = role_names(row.id)
            alive = await _role(guild, alive_name, row.id)
            dead = await _role(guild, dead_name, row.id)
            ids.update(alive_role_id=alive.id, dead_role_id=dead.id)
            await channel.set_permissions(guild.me, overwrite=BOT_OVERWRITE)
            await channel.set_permissions(dead, overwrite=DEAD_IN_GAME_CHANNEL)
            await channel.set_permissions(alive, overwrite=TALK)
            if row.options.close_to_outsiders:
                for user_id in hosts.hosts(row):
                    member = await _member(guild, user_id)
                    if member is not None:
                        await channel.set_permissions(member, overwrite=TALK)
                closed = channel.overwrites_for(guild.default_role)
                closed.update(send_messages=False, send_messages_in_threads=False)
                await channel.set_permissions(guild.default_role, overwrite=closed)
        except discord.HTTPException:
            log.exception("could not set up the roles of game %s", row.id)
    if row.options.dead_channel and have.manage_channels:
        name = f"qw-{row.id}-dead"
        existing = discord.utils.get(guild.text_channels, name=name)
        if existing is not None:
            ids["dead_channel_id"] = existing.id
            return ids
        overwrites: dict[
            discord.Role | discord.Member | discord.Object, discord.PermissionOverwrite
        ] = {
            guild.default_role: discord.PermissionOverwrite(view_channel=False),
            guild.me: BOT_OVERWRITE,
        }
        if dead is not None:
            overwrites[dead] = TALK
        for user_id in hosts.hosts(row):
            member = await _member(guild, user_id)
            if member is not None:
                overwrites[member] = TALK
        try:
            dead_channel = await guild.create_text_channel(
                name,
                overwrites=overwrites,
                category=channel.category,
                topic=t("werewolf-dead-topic", language.of_game(row.id), id=str(row.id)),
                reason=f"Quantum Werewolf game {row.id}",
            )
            ids["dead_channel_id"] = dead_channel.id
        except discord.HTTPException:
            log.exception("could not create the channel for the dead of game %s", row.id)
    return ids


async def sync_roles(
    bot: SuperpostBot, row: WerewolfRow, alive: list[int], dead: list[int]
) -> None:
    """Give each listed member the Alive or Dead role (idempotent)."""
    if row.made.alive_role_id is None or row.made.dead_role_id is None:
        return
    guild = bot.get_guild(row.guild_id)
    if guild is None:
        return
    alive_role, dead_role = (
        guild.get_role(row.made.alive_role_id),
        guild.get_role(row.made.dead_role_id),
    )
    if alive_role is None or dead_role is None:
        return
    wanted = [(uid, alive_role, dead_role) for uid in alive]
    wanted += [(uid, dead_role, alive_role) for uid in dead]
    for user_id, want, drop in wanted:
        member = await _member(guild, user_id)
        if member is None:
            continue
        try:
            if want not in member.roles:
                await member.add_roles(want, reason=f"Quantum Werewolf game {row.id}")
            if drop in member.roles:
                await member.remove_roles(drop, reason=f"Quantum Werewolf game {row.id}")
        except discord.HTTPException:
            log.info("could not update the roles of %s in game %s", user_id, row.id)


def role_lists(session: Session) -> tuple[list[int], list[int]]:
    """The seated members who should hold the Alive role, and those who should hold Dead."""
    game = session.game
    if game is None:
        return [], []
    alive = [m.user_id for seat, m in enumerate(session.row.seats) if game.alive[seat]]
    dead = [m.user_id for seat, m in enumerate(session.row.seats) if not game.alive[seat]]
    return alive, dead


async def release(bot: SuperpostBot, row: WerewolfRow, user_id: int) -> None:
    """A seat changed hands: the old member loses the game's roles."""
    guild = bot.get_guild(row.guild_id)
    if guild is None or row.made.alive_role_id is None:
        return
    member = await _member(guild, user_id)
    if member is not None:
        roles = [r for r in member.roles if r.id in {row.made.alive_role_id, row.made.dead_role_id}]
        with contextlib.suppress(discord.HTTPException):
            if roles:
                await member.remove_roles(*roles, reason=f"Quantum Werewolf game {row.id}")


async def cleanup(bot: SuperpostBot, row: WerewolfRow) -> dict[str, int | None]:
    """At the end: delete the game's roles (their overwrites go with them) and open the channel
    again; the channel for the dead stays as an archive. Returns the ids to clear."""
    guild = bot.get_guild(row.guild_id)
    if guild is None:
        return {}
    for role_id in (row.made.alive_role_id, row.made.dead_role_id):
        role = guild.get_role(role_id) if role_id is not None else None
        if role is not None:
            with contextlib.suppress(discord.HTTPException):
                await role.delete(reason=f"Quantum Werewolf game {row.id} is over")
    channel = bot.get_channel(row.channel_id)
    if (
        row.options.close_to_outsiders
        and row.made.alive_role_id is not None
        and isinstance(channel, discord.TextChannel)
    ):
        opened = channel.overwrites_for(guild.default_role)
        opened.update(send_messages=None, send_messages_in_threads=None)
        with contextlib.suppress(discord.HTTPException):
            await channel.set_permissions(
                guild.default_role, overwrite=None if opened.is_empty() else opened
            )
    return {"alive_role_id": None, "dead_role_id": None}


def roles_call(session: Session) -> Effect:
    """The outbox call that gives the Alive and Dead roles as the game now stands."""
    alive, dead = role_lists(session)
    return effects.call("roles-sync", session.row.channel_id, alive=alive, dead=dead)


def setup_call(session: Session) -> Effect:
    """The outbox call that makes the game's roles and channel for the dead (at the start)."""
    return effects.call("roles-setup", session.row.channel_id)


def release_call(session: Session, user_id: int) -> Effect:
    """The outbox call that takes the game's roles from a member who left their seat."""
    return effects.call("roles-release", user_id)


def cleanup_call(session: Session) -> Effect:
    """The outbox call that deletes the game's roles and opens its channel again."""
    return effects.call("roles-cleanup", session.row.channel_id)
