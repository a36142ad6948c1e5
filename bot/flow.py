"""What happens around a resolution: public posts, private news, the next phase's prompts.

Every function here is called with the game's lock held, after the action that caused it was
committed.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import defaultdict
from typing import TYPE_CHECKING, Any

import discord

from bot import render
from bot.games import Games, Session
from bot.models import Status
from bot.views import night_view
from engine import Advance, Report, observe

if TYPE_CHECKING:
    from bot.client import QWBot

log = logging.getLogger(__name__)


def channel_name(bot: QWBot, session: Session) -> str:
    """``#town-square`` (or a plain description when the channel is not cached)."""
    channel = bot.get_channel(session.row.channel_id)
    name = getattr(channel, "name", None)
    return f"#{name}" if name else "your game's channel"


async def post(bot: QWBot, session: Session, **kwargs: Any) -> discord.Message | None:
    """Post in the game's channel; ``None`` when that fails (logged)."""
    channel = bot.get_channel(session.row.channel_id) or bot.get_partial_messageable(
        session.row.channel_id
    )
    try:
        return await channel.send(**kwargs)  # type: ignore[union-attr]
    except discord.HTTPException:
        log.exception("could not post in channel %s", session.row.channel_id)
        return None


async def dm(bot: QWBot, user_id: int, **kwargs: Any) -> bool:
    """Send a direct message; ``False`` when the user cannot be reached (closed DMs...)."""
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        await user.send(**kwargs)
    except discord.HTTPException as error:
        log.info("could not DM user %s: %s", user_id, error)
        return False
    return True


async def report_unreachable(bot: QWBot, session: Session, user_ids: list[int], what: str) -> None:
    """Tell players in the channel that a DM to them failed (without saying what it held)."""
    if not user_ids:
        return
    mentions = ", ".join(f"<@{uid}>" for uid in user_ids)
    await post(
        bot,
        session,
        content=(
            f"⚠️ {mentions}: I could not send you a direct message ({what}). Allow direct "
            "messages from this server's members, or play here: `/night` for your night actions "
            "and `/me` for your number, odds, visions and news. My replies to those are visible "
            "to you alone."
        ),
        allowed_mentions=discord.AllowedMentions(users=True),
    )


async def send_night_prompts(bot: QWBot, session: Session, *, welcome: bool = False) -> None:
    """DM every living player tonight's menus (and, at the start, their welcome)."""
    game = session.running
    where = channel_name(bot, session)
    failed = []
    for seat in game.living():
        view = observe(game, seat)
        embeds = [render.night_embed(view, game, where)]
        if welcome:
            embeds.insert(0, render.welcome_embed(view, game, where))
        user_id = session.row.members[seat].user_id
        sent = await dm(bot, user_id, embeds=embeds, view=night_view(session.row.id, game, seat))
        if not sent:
            failed.append(user_id)
    what = "your secret number and Night 0" if welcome else f"the {game.phase.title()} menus"
    await report_unreachable(bot, session, failed, what)


async def send_private_news(bot: QWBot, session: Session, report: Report) -> None:
    """DM each player their own messages of a report (vision results, certainties).

    A failure is only logged: saying in public that a DM to someone failed would tell everyone
    that this player had news. Players whose DMs are closed were told to use ``/me``, which shows
    the same news.
    """
    by_seat: dict[int, list[str]] = defaultdict(list)
    for message in report.messages:
        by_seat[message.seat].append(message.text)
    where = channel_name(bot, session)
    for seat, texts in sorted(by_seat.items()):
        embed = discord.Embed(
            title=f"{render.phase_title(report.phase)} in {where}: for you alone",
            description="\n".join(texts),
            colour=render.NIGHT_COLOUR,
        )
        await dm(bot, session.row.members[seat].user_id, embed=embed)


async def post_tally(bot: QWBot, session: Session) -> None:
    """Post a new tally message for the day and remember it."""
    game = session.running
    message = await post(bot, session, embed=render.tally_embed(game, session.row.settings))
    if message is not None:
        session.row.tally_message_id = message.id
        await bot.games.storage.save_game(session.row)


async def refresh_tally(bot: QWBot, session: Session) -> None:
    """Bring the day's tally message up to date (posting one if it is gone)."""
    game = session.running
    message_id = session.row.tally_message_id
    if message_id is None:
        await post_tally(bot, session)
        return
    channel = bot.get_partial_messageable(session.row.channel_id)
    try:
        await channel.get_partial_message(message_id).edit(
            embed=render.tally_embed(game, session.row.settings)
        )
    except discord.NotFound:
        await post_tally(bot, session)
    except discord.HTTPException:
        log.exception("could not update the tally of game %s", session.row.id)


async def close_tally(bot: QWBot, session: Session, report: Report) -> None:
    """Freeze the day's tally message once the day is over."""
    message_id = session.row.tally_message_id
    if message_id is None or report.lynch is None:
        return
    game = session.game
    assert game is not None
    lines = [
        f"**{render.esc(game.name(count.target))}**: {len(count.voters)} "
        f"({render.names(game, count.voters)})"
        for count in report.lynch.votes
    ] or ["No votes."]
    embed = discord.Embed(
        title=f"🗳️ {render.phase_title(report.phase)}: votes (closed)",
        description="\n".join(lines),
        colour=render.INFO_COLOUR,
    )
    channel = bot.get_partial_messageable(session.row.channel_id)
    try:
        await channel.get_partial_message(message_id).edit(embed=embed)
    except discord.HTTPException:
        log.info("could not close the tally of game %s", session.row.id)


async def announce(bot: QWBot, session: Session, report: Report) -> None:
    """Everything a resolution shows: the public post, private news, then the next phase."""
    game = session.game
    assert game is not None
    public = report.public()
    await close_tally(bot, session, report)
    png = await asyncio.to_thread(render.heatmap_png, public.table)
    await post(
        bot,
        session,
        embed=render.report_embed(public, game),
        file=render.table_file(png),
    )
    await send_private_news(bot, session, report)
    if public.outcome is not None:
        await finish(bot, session, report)
        return
    session.row.tally_message_id = None
    if game.phase.is_night:
        await send_night_prompts(bot, session)
    else:
        await post_tally(bot, session)
    session.row.pending_announce = False
    await bot.games.storage.save_game(session.row)


async def finish(bot: QWBot, session: Session, report: Report) -> None:
    """The end: winners, the reveal, and the replayable record as a JSON file."""
    game = session.game
    assert game is not None
    record = Games.record_json(game).encode()
    await post(
        bot,
        session,
        embed=render.end_embed(report.public(), game),
        file=discord.File(
            io.BytesIO(record), filename=f"quantum-werewolf-game-{session.row.id}.json"
        ),
    )
    session.row.status = Status.OVER
    session.row.pending_announce = False
    await bot.games.storage.save_game(session.row)
    bot.games.close(session)


async def catch_up(bot: QWBot) -> None:
    """After a crash between committing a resolution and announcing it: announce it now."""
    for session in bot.games.unannounced():
        async with session.lock:
            game = session.game
            if game is None or not game.reports or not session.row.pending_announce:
                continue
            log.warning("announcing the last resolution of game %s again", session.row.id)
            await announce(bot, session, game.reports[-1])


async def after_action(bot: QWBot, session: Session) -> None:
    """Resolve the phase if it is complete (night: all required actions; day: a majority)."""
    game = session.running
    if game.phase.is_night:
        if game.ready():
            report = await bot.games.push(session, Advance(), None)
            assert report is not None
            await announce(bot, session, report)
        return
    tally = game.tally()
    if session.row.settings.majority_ends_day and tally.majority_target is not None:
        report = await bot.games.push(session, Advance(), None)
        assert report is not None
        await announce(bot, session, report)
        return
    await refresh_tally(bot, session)
