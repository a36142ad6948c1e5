"""At start-up: finish the lobbies a crash cut short while ``/game create`` opened them.

Opening a lobby commits its row, fixes its language, posts it as the answer to the command and
commits the post's id; the post cannot share a transaction with the rows. A lobby left without
its post's id is finished, as the shell's families finish theirs
(:meth:`bot.shell.family_cog.FamilyCog._finish_lobbies`): the post a cut-short run sent is found
by the lobby's own buttons (:func:`bot.shell.lost_posts.lost_post`) and its id saved; a post
never sent is posted now. Either way the storyteller's game carries on, with no second lobby
and nothing for anyone to do again. Only a channel that refuses the post closes the lobby, and
its storyteller is told by DM.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.i18n import Languages
from bot.shell.lost_posts import has_component, recovered_post, send_post
from bot.shell.store import GameStatus
from cogs.werewolf import flow
from cogs.werewolf import language as tongue
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.storage import FAMILY
from cogs.werewolf.views import LobbyButton

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)


async def finish_lobbies(bot: SuperpostBot) -> None:
    """Finish every lobby of this process left without its post (see the module's doc)."""
    for session in list(games_of(bot).sessions.values()):
        row = session.row
        if (
            row.status is not GameStatus.LOBBY
            or row.lobby_message_id is not None
            or not bot.runs_guild(row.guild_id)
        ):
            continue
        try:
            await _finish(bot, session)
        except Exception:  # one lobby must not keep the other games waiting
            log.exception("game %s: could not finish the lobby", row.id)


async def _finish(bot: SuperpostBot, session: Session) -> None:
    row = session.row
    games = games_of(bot)
    async with session.lock:
        if await Languages(games.storage.database).of_game(FAMILY, row.id) is None:
            # Stored before a lobby's language was written with it (older versions): the
            # server's, as `/game create` does without a choice (the guild is cached by the
            # time the bot is ready).
            guild = bot.get_guild(row.guild_id)
            locale = guild.preferred_locale if guild is not None else None
            await tongue.open_game(games.storage.database, row, locale)
        join = LobbyButton(row.id, "join").item.custom_id
        assert join is not None

        async def give_up() -> None:
            row.status = GameStatus.OVER
            await games.save(session, [flow.lobby_lost(session)])
            games.close(session)

        found = await recovered_post(
            bot,
            row.channel_id,
            has_component(join),
            post=lambda: send_post(bot, row.channel_id, flow.lobby_message(session)),
            give_up=give_up,
            name=f"game {row.id}",
        )
        if found is None:
            return
        row.lobby_message_id = found
        # Anyone who joined meanwhile (`/game join` needs no post) is shown on it.
        await games.save(session, flow.lobby_refresh(session) if row.seats else [])
