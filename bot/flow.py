"""What a change of a game shows on Discord: public posts, private news, the next phase's
prompts, the live tally, roles, the end.

Nothing here calls Discord. Each function renders :class:`~bot.effects.Effect` rows, which the
caller commits together with the change (``Games.push(..., effects=...)`` or
``Games.save(session, effects)``) under the game's lock; the outbox sender (:mod:`bot.outbox`)
then sends them, once each, outside the lock.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot import channels, deadlines, effects, heatmap, render
from bot.effects import Effect, Kind
from bot.games import Effects, Games, Session
from bot.models import Status
from bot.views import lobby_view, night_view
from engine import Action, Advance, Report, observe

if TYPE_CHECKING:
    from bot.client import QWBot

log = logging.getLogger(__name__)


def channel_name(bot: QWBot, session: Session) -> str:
    """``#town-square`` (or a plain description when the channel is not cached)."""
    channel = bot.get_channel(session.row.channel_id)
    name = getattr(channel, "name", None)
    return f"#{name}" if name else "your game's channel"


def post(session: Session, **kwargs: Any) -> Effect:
    """A message in the game's channel (``kwargs`` as for :func:`bot.effects.message`)."""
    return effects.post(session.row.channel_id, **kwargs)


def dm(user_id: int, **kwargs: Any) -> Effect:
    """A direct message (a failure is only logged)."""
    return effects.dm(user_id, **kwargs)


def night_prompts(bot: QWBot, session: Session, *, welcome: bool = False) -> list[Effect]:
    """Tonight's menus for every living player (and, at the start, their welcome), then a note
    in the channel for those the DMs do not reach."""
    game = session.running
    prompts = [night_prompt(bot, session, seat, welcome=welcome) for seat in game.living()]
    what = "your secret number and Night 0" if welcome else f"the {game.phase.title()} menus"
    return effects.unreachable(session.row.channel_id, prompts, what)


def night_prompt(bot: QWBot, session: Session, seat: int, *, welcome: bool = False) -> Effect:
    """One living player's menus for tonight (with the deadline) by DM."""
    game = session.running
    where = channel_name(bot, session)
    view = observe(game, seat)
    embeds = [render.night_embed(view, game, where)]
    if welcome:
        embeds.insert(0, render.welcome_embed(view, game, where))
    return effects.dm(
        session.row.members[seat].user_id,
        report=True,
        content=deadlines.deadline_text(session.row),
        embeds=embeds,
        view=night_view(session.row.id, game, seat),
    )


def private_news(bot: QWBot, session: Session, report: Report) -> list[Effect]:
    """Each player's own messages of a report (vision results, certainties) by DM.

    A failure is only logged: saying in public that a DM to someone failed would tell everyone
    that this player had news. Players whose DMs are closed were told to use ``/me``, which shows
    the same news.
    """
    by_seat: dict[int, list[str]] = defaultdict(list)
    for message in report.messages:
        by_seat[message.seat].append(message.text)
    where = channel_name(bot, session)
    again = " (correction: this replaces what I sent you before)" if report.correction else ""
    news = []
    for seat, texts in sorted(by_seat.items()):
        embed = discord.Embed(
            title=f"{render.phase_title(report.phase)} in {where}: for you alone{again}",
            description="\n".join(texts),
            colour=render.NIGHT_COLOUR,
        )
        news.append(effects.dm(session.row.members[seat].user_id, embeds=[embed]))
    return news


def roles(session: Session) -> Effect:
    """Alive and Dead roles as the game now stands."""
    alive, dead = channels.role_lists(session)
    return Effect(Kind.ROLES_SYNC, session.row.channel_id, {"alive": alive, "dead": dead})


def lobby_refresh(session: Session) -> list[Effect]:
    """The lobby message brought up to date (its buttons gone once the lobby is closed)."""
    row = session.row
    if row.lobby_message_id is None:
        return []
    is_open = row.status is Status.LOBBY
    return [
        effects.edit(
            row.channel_id,
            message_id=row.lobby_message_id,
            embeds=[render.lobby_embed(row)],
            view=lobby_view(row.id) if is_open else None,
            clear_view=not is_open,
        )
    ]


def tally(session: Session) -> discord.Embed:
    """The day's tally embed, with the deadline."""
    return render.tally_embed(
        session.running, session.row.settings, deadline=deadlines.deadline_text(session.row)
    )


def tally_post(session: Session) -> Effect:
    """A new tally message for the day (later edits find it by its key)."""
    return post(session, key="tally", embeds=[tally(session)])


def tally_refresh(session: Session) -> Effect:
    """The day's tally message brought up to date."""
    return effects.edit(session.row.channel_id, key="tally", embeds=[tally(session)])


def refreshed_tally(session: Session) -> Effects:
    """For ``Games.push``: the tally as it stands after the action."""

    async def render_it(report: Report | None) -> Sequence[Effect]:
        return [tally_refresh(session)]

    return render_it


def tally_close(session: Session, report: Report) -> list[Effect]:
    """The day's tally message frozen once the day is over."""
    if report.lynch is None:
        return []
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
    return [effects.edit(session.row.channel_id, key="tally", embeds=[embed])]


async def announcement(
    bot: QWBot, session: Session, report: Report, *, reason: str | None = None
) -> list[Effect]:
    """Everything a resolution shows: the public post, private news, roles, then the next
    phase's prompts or tally (or the end).

    ``reason`` (e.g. "the deadline passed") goes above the post. A kick leaves the phase as it
    was: the phase goes on (and may now be complete).
    """
    game = session.game
    assert game is not None
    public = report.public()
    png = await asyncio.to_thread(render.heatmap_png, public.table)
    shown: list[Effect] = [
        *tally_close(session, report),
        post(
            session,
            content=reason,
            embeds=[
                render.report_embed(public, game, deadline=deadlines.deadline_text(session.row))
            ],
            files=render.table_files(public.table, png),
        ),
        *private_news(bot, session, report),
        roles(session),
    ]
    if public.outcome is not None:
        return shown + await ending(session, report)
    if report.kind == "kick":
        if not game.phase.is_night:
            shown.append(tally_refresh(session))
        return shown
    if game.phase.is_night:
        return shown + night_prompts(bot, session)
    return [*shown, tally_post(session)]


async def ending(session: Session, report: Report) -> list[Effect]:
    """The end: winners, the reveal, the replayable record and the collapse heat map; then the
    game's roles go."""
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
    return [post(session, embeds=embeds, files=files), cleanup(session)]


def cleanup(session: Session) -> Effect:
    """The game's roles deleted and its channel opened again."""
    return Effect(Kind.ROLES_CLEANUP, session.row.channel_id)


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


async def resolve(
    bot: QWBot,
    session: Session,
    user_id: int | None,
    *,
    action: Action | None = None,
    reason: str | None = None,
) -> Report:
    """Push a resolving action (``Advance`` by default, or a kick) with its announcement, in one
    transaction; a game that ends is closed. The caller holds the lock."""

    async def shown(report: Report | None) -> Sequence[Effect]:
        assert report is not None
        return await announcement(bot, session, report, reason=reason)

    report = await bot.games.push(session, action or Advance(), user_id, shown)
    assert report is not None
    if session.row.status is Status.OVER:
        bot.games.close(session)
    return report


def complete(session: Session) -> bool:
    """Whether the phase may resolve now (night: all required actions; day: a majority)."""
    game = session.game
    if session.row.status is not Status.RUNNING or game is None or game.is_over:
        return False
    if game.phase.is_night:
        return game.ready()
    return session.row.settings.majority_ends_day and game.tally().majority_target is not None


async def after_action(bot: QWBot, session: Session) -> None:
    """Resolve the phase if it is complete. The caller holds the lock."""
    if complete(session):
        await resolve(bot, session, None)


async def recover(bot: QWBot) -> None:
    """At start-up: resolve every phase that became complete before a crash cut it short (the
    action was committed, its resolution was not). A game from before the outbox whose last
    resolution was never announced (``pending_announce``) has it queued now."""
    for session in list(bot.games.sessions.values()):
        async with session.lock:
            game = session.game
            if session.row.pending_announce and game is not None and game.reports:
                log.warning(
                    "game %s: queueing its last announcement (older database)", session.row.id
                )
                session.row.pending_announce = False
                await bot.games.save(session, await announcement(bot, session, game.reports[-1]))
            if complete(session):
                log.warning(
                    "game %s: resolving %s, complete before a restart",
                    session.row.id,
                    session.row.phase,
                )
                await after_action(bot, session)
