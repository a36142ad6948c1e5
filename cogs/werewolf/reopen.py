"""At start-up: finish the lobbies a crash cut short while ``/game create`` opened them.

Opening a lobby commits its row, fixes its language, posts it as the answer to the command and
commits the post's id; the post cannot share a transaction with the rows. A lobby left without
its post's id is finished by the steps the shell's families' are
(:func:`bot.shell.lost_posts.finish_lobbies` and :func:`~bot.shell.lost_posts.recovered_post`):
the post a cut-short run sent is found by the lobby's own Join button and its id saved; a post
never sent is posted now. Either way the storyteller's game carries on, with no second lobby
and nothing for anyone to do again. Only a channel that refuses the post closes the lobby, and
its storyteller is told by DM.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot import effects
from bot.effects import Effect
from bot.i18n import Languages, t
from bot.shell import lost_posts
from bot.shell.store import GameStatus
from cogs.werewolf import language as tongue
from cogs.werewolf import lobby_post, render
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.storage import FAMILY
from cogs.werewolf.views import LobbyButton

if TYPE_CHECKING:
    from bot.client import SuperpostBot

TITLE = "Quantum Werewolf"
"""How the log names a werewolf game (``Quantum Werewolf #12``), as it names the shell's."""


async def finish_lobbies(bot: SuperpostBot) -> None:
    """Finish every lobby of this process left without its post (see the module's doc)."""
    await lost_posts.finish_lobbies(
        bot,
        games_of(bot).sessions.values(),
        lambda row: row.lobby_message_id is None,
        lambda session: _finish(bot, session),
        TITLE,
    )


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
            await games.save(session, [lobby_lost(session)])
            games.close(session)

        found = await lost_posts.recovered_post(
            bot,
            row.channel_id,
            lost_posts.has_component(join),
            post=lambda: lost_posts.send_post(
                bot, row.channel_id, lobby_post.lobby_message(session)
            ),
            give_up=give_up,
            name=f"{TITLE} #{row.id}",
        )
        if found is None:
            return
        row.lobby_message_id = found
        # Anyone who joined meanwhile (`/game join` needs no post) is shown on it.
        await games.save(session, lobby_post.lobby_refresh(session) if row.seats else [])


def lobby_lost(session: Session) -> Effect:
    """The storyteller's DM about a lobby a crash left without its post whose channel then
    refused it (closed at start-up: :func:`finish_lobbies`)."""
    return effects.dm(
        session.row.host_id,
        content=t(
            "werewolf-lobby-lost",
            tongue.of_reader(session.row.host_id),
            channel=render.channel_label(session.row),
        ),
    )
