"""What happens around a resolution: public posts, private news, the next phase's prompts.

Every function here is called with the game's lock held, after the action that caused it was
committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import logging
from collections import defaultdict
from typing import TYPE_CHECKING, Any

import discord

from bot import answers, channels, deadlines, heatmap, prompts, render, worker
from bot.games import Games, PendingNews, Session
from bot.models import Status
from bot.views import closed_view, night_view, vote_view
from engine import Advance, Report, parse_phase

if TYPE_CHECKING:
    from bot.client import QWBot

log = logging.getLogger(__name__)

MENTIONS_PER_MESSAGE = 40


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
    return await dm_message(bot, user_id, **kwargs) is not None


async def dm_message(bot: QWBot, user_id: int, **kwargs: Any) -> discord.Message | None:
    """Send a direct message and return it; ``None`` when the user cannot be reached."""
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        return await user.send(**kwargs)
    except discord.HTTPException as error:
        log.info("could not DM user %s: %s", user_id, error)
        return None


async def report_unreachable(bot: QWBot, session: Session, user_ids: list[int], what: str) -> None:
    """Tell players in the channel, once a game, that a DM to them failed (without saying what
    it held); later failures wait for them as pending news (:func:`deliver_pending`)."""
    user_ids = [uid for uid in user_ids if uid not in session.told_unreachable]
    session.told_unreachable.update(user_ids)
    # Mentions are ~22 characters: 40 a message keeps each post within Discord's 2000.
    for start in range(0, len(user_ids), MENTIONS_PER_MESSAGE):
        mentions = ", ".join(f"<@{uid}>" for uid in user_ids[start : start + MENTIONS_PER_MESSAGE])
        await post(
            bot,
            session,
            content=(
                f"⚠️ {mentions}: I could not send you a direct message ({what}). Allow direct "
                "messages from this server's members, or play here: `/night` for your night "
                "actions and `/me` for your number, odds, visions and news. My replies to those "
                "are visible to you alone, and whatever I could not send you comes with the next "
                "command you use. I will not mention you here again."
            ),
            allowed_mentions=discord.AllowedMentions(users=True),
        )


async def send_night_prompts(bot: QWBot, session: Session, *, welcome: bool = False) -> None:
    """DM every living player tonight's menus (and, at the start, their welcome)."""
    game = session.running
    where = channel_name(bot, session)
    batch = await worker.run(prompts.night_prompts, game, session.row, where, welcome=welcome)
    failed = []
    for prompt in batch:
        if not await deliver_prompt(bot, session, prompt):
            failed.append(prompt.user_id)
    what = "your secret number and Night 0" if welcome else f"the {game.phase.title()} menus"
    await report_unreachable(bot, session, failed, what)


async def send_night_prompt(
    bot: QWBot, session: Session, seat: int, *, welcome: bool = False
) -> bool:
    """DM one living player tonight's menus (with the deadline); ``False`` if the DM failed."""
    where = channel_name(bot, session)
    prompt = await worker.run(
        prompts.night_prompt, session.running, session.row, where, seat, welcome=welcome
    )
    return await deliver_prompt(bot, session, prompt)


async def deliver_prompt(bot: QWBot, session: Session, prompt: prompts.Prompt) -> bool:
    """Send a rendered prompt; ``False`` (and kept for the player's next command) if it failed."""
    sent = await dm_message(
        bot, prompt.user_id, content=prompt.content, embeds=list(prompt.embeds), view=prompt.view
    )
    if sent is not None:
        session.prompts.append((sent.channel.id, sent.id))
    else:
        keep_pending(session, prompt.user_id, PendingNews(prompt.embeds, prompt_phase=prompt.phase))
    return sent is not None


def keep_pending(session: Session, user_id: int, news: PendingNews) -> None:
    """Keep what a DM could not deliver, for the next command the user uses."""
    session.pending.setdefault(user_id, []).append(news)


MAX_EMBEDS = 10
"""Discord's limit of embeds in one message."""


async def deliver_pending(bot: QWBot, interaction: discord.Interaction) -> None:
    """After a command: show the user, privately, what their closed DMs kept from them (a night
    prompt only while its night lasts, with its menus)."""
    user_id = interaction.user.id
    for session in list(bot.games.sessions.values()):
        waiting = session.pending.pop(user_id, None)
        game = session.game
        if not waiting or game is None:
            continue
        current = [
            news
            for news in waiting
            if news.prompt_phase is None or news.prompt_phase == str(game.phase)
        ]
        embeds = [embed for news in current for embed in news.embeds][-MAX_EMBEDS:]
        if not embeds:
            continue
        kwargs: dict[str, Any] = {}
        seat = session.row.seat_of(user_id)
        prompt = any(news.prompt_phase is not None for news in current)
        if prompt and seat is not None and game.alive[seat] and not game.is_over:
            kwargs["view"] = night_view(session.row.id, game, seat)
        try:
            await interaction.followup.send(
                content="📬 What I could not send you by direct message:",
                embeds=embeds,
                ephemeral=True,
                **kwargs,
            )
        except discord.HTTPException:
            log.info("could not show pending news to user %s", user_id)
            session.pending.setdefault(user_id, []).extend(waiting)


async def close_prompts(
    bot: QWBot, session: Session, phase: str | None, *, label: str | None = None
) -> None:
    """The night is over: its menus in every DM become one disabled "Night 1 is over" button
    (or ``label``).

    The messages are remembered in memory only; after a restart, a press on an old menu is
    answered (privately) that its night is over.
    """
    prompts, session.prompts = session.prompts, []
    closed = closed_view(label or f"{render.phase_title(phase)} is over")
    for channel_id, message_id in prompts:
        message = bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(view=closed)
        except discord.HTTPException:
            log.info("could not close the night menus of message %s", message_id)


async def send_private_news(bot: QWBot, session: Session, report: Report) -> None:
    """DM each player their own messages of a report (vision results, certainties).

    A failure is only logged: saying in public that a DM to someone failed would tell everyone
    that this player had news. Players whose DMs are closed were told to use ``/me``, which shows
    the same news.
    """
    by_seat: dict[int, list[str]] = defaultdict(list)
    game = session.game
    assert game is not None
    for message in report.messages:
        text = message.text
        if message.kind == "vision":
            text = render.vision_news(game, message.seat, message.target, text)
        by_seat[message.seat].append(text)
    where = channel_name(bot, session)
    again = " (correction: this replaces what I sent you before)" if report.correction else ""
    for seat, texts in sorted(by_seat.items()):
        embed = discord.Embed(
            title=f"{render.phase_title(report.phase)} in {where}: for you alone{again}",
            description="\n".join(texts),
            colour=render.NIGHT_COLOUR,
        )
        user_id = session.row.members[seat].user_id
        if not await dm(bot, user_id, embed=embed):
            keep_pending(session, user_id, PendingNews((embed,)))


def tally(session: Session) -> discord.Embed:
    """The day's tally embed, with the deadline."""
    return render.tally_embed(
        session.running, session.row.settings, deadline=deadlines.deadline_text(session.row)
    )


TALLY_SCROLL = 15
"""After this many messages in the channel below the tally, the next update posts it anew at
the bottom (and deletes the old one), so the one live tally stays in view."""


async def post_tally(bot: QWBot, session: Session) -> None:
    """Post a new tally message for the day (with its vote menu) and remember it."""
    message = await post(
        bot, session, embed=tally(session), view=vote_view(session.row.id, session.running)
    )
    if message is not None:
        session.row.tally_message_id = message.id
        session.chatter = 0
        await bot.games.storage.save_game(session.row)


async def move_tally_down(bot: QWBot, session: Session) -> None:
    """The tally scrolled out of view: post it again at the bottom, and delete the old one (or,
    if that fails, leave it with a disabled "moved down" button)."""
    old = session.row.tally_message_id
    await post_tally(bot, session)
    if old is None or old == session.row.tally_message_id:
        return
    message = bot.get_partial_messageable(session.row.channel_id).get_partial_message(old)
    try:
        await message.delete()
    except discord.HTTPException:
        with contextlib.suppress(discord.HTTPException):
            await message.edit(view=closed_view("The tally moved down: vote there"))


async def refresh_tally(bot: QWBot, session: Session) -> None:
    """Bring the day's tally message up to date (posting one if it is gone)."""
    message_id = session.row.tally_message_id
    if message_id is None:
        await post_tally(bot, session)
        return
    if session.chatter >= TALLY_SCROLL:
        await move_tally_down(bot, session)
        return
    channel = bot.get_partial_messageable(session.row.channel_id)
    try:
        await channel.get_partial_message(message_id).edit(
            embed=tally(session), view=vote_view(session.row.id, session.running)
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
        await channel.get_partial_message(message_id).edit(
            embed=embed,
            view=closed_view(f"{render.phase_title(report.phase)} is over: votes closed"),
        )
    except discord.HTTPException:
        log.info("could not close the tally of game %s", session.row.id)


async def announce(
    bot: QWBot, session: Session, report: Report, *, reason: str | None = None
) -> None:
    """Everything a resolution shows: the public post, private news, then the next phase.

    ``reason`` (e.g. "the deadline passed") goes above the post. A kick leaves the phase as it
    was: the phase goes on (and may now be complete).
    """
    game = session.game
    assert game is not None
    public = report.public()
    await close_tally(bot, session, report)
    png = await worker.run(render.heatmap_png, public.table)
    embed = await worker.run(
        render.report_embed, public, game, deadline=deadlines.deadline_text(session.row)
    )
    await post(
        bot, session, content=reason, embed=embed, files=render.table_files(public.table, png)
    )
    if parse_phase(report.phase).is_night and report.kind == "phase":
        await close_prompts(bot, session, report.phase)
    await send_private_news(bot, session, report)
    await channels.sync_roles(bot, session)
    if public.outcome is not None:
        await finish(bot, session, report)
        return
    if report.kind == "kick":
        session.row.pending_announce = False
        await bot.games.save(session)
        await after_action(bot, session)
        return
    session.row.tally_message_id = None
    if game.phase.is_night:
        await send_night_prompts(bot, session)
    else:
        await post_tally(bot, session)
    session.row.pending_announce = False
    await bot.games.save(session)


async def finish(bot: QWBot, session: Session, report: Report) -> None:
    """The end: winners, the reveal, the replayable record and the collapse heat map."""
    game = session.game
    assert game is not None
    record = Games.record_json(game).encode()
    embeds = [render.end_embed(report.public(), game)]
    files = [
        discord.File(io.BytesIO(record), filename=f"quantum-werewolf-game-{session.row.id}.json")
    ]
    history = await history_heatmap(session)
    if history is not None:
        embeds.append(history[0])
        files.append(history[1])
    await post(bot, session, embeds=embeds, files=files)
    await close_components(bot, session, render.outcome_text(report.public(), game))
    session.row.status = Status.OVER
    session.row.pending_announce = False
    deadlines.stop(session.row)
    await bot.games.save(session)
    await channels.cleanup(bot, session)
    bot.games.close(session)


async def close_undone(bot: QWBot, session: Session, phase: str) -> None:
    """The storyteller undid the resolution that opened ``phase``: its night menus or its
    tally's menu are disabled (the phase comes again, with new ones, once it is resolved)."""
    label = f"Undone: {render.phase_title(phase)} was taken back"
    await close_prompts(bot, session, phase, label=label)
    message_id = session.row.tally_message_id
    if message_id is not None and not parse_phase(phase).is_night:
        channel = bot.get_partial_messageable(session.row.channel_id)
        with contextlib.suppress(discord.HTTPException):
            await channel.get_partial_message(message_id).edit(view=closed_view(label))
        session.row.tally_message_id = None
        await bot.games.storage.save_game(session.row)


async def close_components(bot: QWBot, session: Session, outcome: str) -> None:
    """The game is over: the night menus, the tally's menu and the lobby buttons are disabled,
    and the lobby message shows ``outcome`` instead of "the game has started"."""
    await close_prompts(bot, session, session.row.phase)
    channel = bot.get_partial_messageable(session.row.channel_id)
    if session.row.tally_message_id is not None:
        with contextlib.suppress(discord.HTTPException):
            await channel.get_partial_message(session.row.tally_message_id).edit(
                view=closed_view("The game is over: votes closed")
            )
    if session.row.lobby_message_id is not None:
        over = dataclasses.replace(session.row, status=Status.OVER)
        with contextlib.suppress(discord.HTTPException):
            await channel.get_partial_message(session.row.lobby_message_id).edit(
                embed=render.lobby_embed(over, outcome), view=closed_view("The game is over")
            )


async def history_heatmap(session: Session) -> tuple[discord.Embed, discord.File] | None:
    """The heat map of every player's evil % phase by phase (for the end of the game)."""
    game = session.game
    assert game is not None
    try:
        png = await asyncio.to_thread(heatmap.history_png, game)
    except Exception:
        log.exception("could not draw the history heat map of game %s", session.row.id)
        return None
    embed = discord.Embed(
        title="📈 How the worlds collapsed",
        description=(
            "Each player's chance of being evil after each phase (red: surely evil, white: "
            "surely good; crossed out from the phase they died)."
        ),
        colour=render.INFO_COLOUR,
    )
    embed.set_image(url="attachment://history.png")
    return embed, render.table_file(png, "history.png")


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
    """Resolve the phase if it is complete (night: every living player has answered, whatever
    the engine needs; day: a majority)."""
    game = session.running
    if game.phase.is_night:
        if answers.night_complete(game):
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
