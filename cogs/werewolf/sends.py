"""What werewolf adds to the shell's outbox registration
(:meth:`bot.shell.cog_register.RegisterPart._register_sends`, made by its cog): the
calls that make, sync, free and clean up its roles and channels and retire a tally that moved
down; the tally's message and the made ids kept in the game's row once sent; a night's news
closed DMs refused kept in two parts (what lasts, and the prompt while its night lasts); the
storytellers told of a row Discord refused.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from bot.i18n import t
from bot.outbox import Done, ElsewhereError, Handler, OnDone, OnRefused, Record
from bot.outbox_store import OutboxRow, Statement
from bot.shell import hosts
from bot.shell.kept import keep
from bot.shell.posts import teller
from cogs.werewolf import channels, language, refusals
from cogs.werewolf.games import games_of
from cogs.werewolf.models import WerewolfRow
from cogs.werewolf.storage import FAMILY, made_statements, tally_statement
from cogs.werewolf.tally import TALLY
from cogs.werewolf.views import closed_view

if TYPE_CHECKING:
    from bot.client import SuperpostBot

Maker = Callable[["SuperpostBot", WerewolfRow], Awaitable[dict[str, int | None]]]
"""A change of a game's roles and channels on Discord, giving the ids it made (or cleared)."""

GAME_COLUMNS = ("tally_message_id", "alive_role_id", "dead_role_id", "dead_channel_id")
"""Fields of a game's row the sender alone writes (ids of what it made on Discord)."""


def _mirror(
    bot: SuperpostBot,
    game_id: int,
    columns: dict[str, int | None],
    game: WerewolfRow | None = None,
) -> Record:
    """The ids the sender made, written to the game's row and to its open session. The ids of
    roles and channels are written as a whole, so ``game`` (read by the handler that made them)
    gives the ones that did not change."""
    statements = []
    if "tally_message_id" in columns:
        statements.append(tally_statement(game_id, columns["tally_message_id"]))
    made = {k: v for k, v in columns.items() if k in GAME_COLUMNS and k != "tally_message_id"}
    if made and game is not None:
        statements += made_statements(game, made)

    def then() -> None:
        session = games_of(bot).get(game_id)
        if session is None:
            return
        for name, value in columns.items():
            if name == "tally_message_id":
                session.row.post_message_id = value
            elif name in GAME_COLUMNS:
                setattr(session.row.made, name, value)

    return Record(statements, then)


def outbox_calls(bot: SuperpostBot) -> dict[str, Handler]:
    """Werewolf's own outbox calls, by name."""

    async def game_here(row: OutboxRow) -> WerewolfRow | None:
        game = await games_of(bot).storage.game(row.game_id)
        if game is not None and not bot.runs_guild(game.guild_id):
            raise ElsewhereError(f"game {row.game_id}'s guild is on another process's shard")
        return game

    def making(make: Maker) -> Handler:
        """A call that makes (or takes down) roles and channels, and keeps their ids."""

        async def run(row: OutboxRow) -> Done:
            game = await game_here(row)
            if game is None:
                return Done(sent=False)
            return Done(record=_mirror(bot, row.game_id, await make(bot, game), game))

        return run

    async def sync(row: OutboxRow) -> Done:
        game = await game_here(row)
        if game is None:
            return Done(sent=False)
        await channels.sync_roles(bot, game, row.payload["alive"], row.payload["dead"])
        return Done()

    async def release(row: OutboxRow) -> Done:
        game = await game_here(row)
        if game is None:
            return Done(sent=False)
        await channels.release(bot, game, row.target)
        return Done()

    async def retire_tally(row: OutboxRow) -> Done:
        """The tally moves down: delete the old message (or, failing that, close its menu)."""
        old = await bot.storage.outbox.keyed_message(FAMILY, row.game_id, TALLY, row.id)
        if old is None:
            return Done(sent=False)
        message = bot.get_partial_messageable(row.target).get_partial_message(old)
        try:
            await message.delete()
        except discord.NotFound:
            pass
        except discord.Forbidden:
            try:
                said = t("werewolf-tally-moved", language.of_game(row.game_id))
                await message.edit(view=closed_view(said))
            except (discord.Forbidden, discord.NotFound):
                return Done(sent=False)
        return Done(message_id=old)

    return {
        "roles-setup": making(channels.setup_roles),
        "roles-sync": sync,
        "roles-release": release,
        "roles-cleanup": making(channels.cleanup),
        "retire-tally": retire_tally,
    }


def recorded(bot: SuperpostBot) -> OnDone:
    """What a sent row leaves in the game's row: the tally's message (werewolf's saves leave
    ``post_message_id`` to the sender)."""

    def done(row: OutboxRow, sent: bool, message_id: int | None) -> Record:
        if sent and row.key == TALLY and message_id is not None:
            return _mirror(bot, row.game_id, {"tally_message_id": message_id})
        return Record()

    return done


def kept(row: OutboxRow) -> list[Statement]:
    """A werewolf DM closed DMs refused, kept when it carries news (``pending``): what lasts,
    and apart from it the prompt of its night, shown only while that night lasts."""
    payload = row.payload  # parsed once (each read of it parses the stored JSON)
    pending = payload.get("pending")
    embeds = payload.get("embeds") or []
    if pending is None or not embeds:
        return []
    phase = pending.get("phase")
    lasting = pending.get("lasting", 0) if phase is not None else len(embeds)
    parts = ((embeds[:lasting], None), (embeds[lasting:], phase))
    return [
        keep(FAMILY, row.game_id, row.target, row.id, embeds=part, phase=until)
        for part, until in parts
        if part
    ]


def refused_teller(bot: SuperpostBot) -> OnRefused:
    """The storytellers' DM about a row Discord refused (:func:`refusals.note`)."""
    return teller(
        lambda game_id: games_of(bot).storage.game(game_id),
        hosts.hosts,
        refusals.note,
        bot.languages,
    )
