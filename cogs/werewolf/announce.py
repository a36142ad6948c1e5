"""What a change of a werewolf game shows on Discord: a resolution's public post, private
news, roles, then the next phase's prompts or tally; the end (winners, the reveal, the record,
the heat map) and the closing of every menu and button.

Nothing here calls Discord for an announcement. Each function renders
:class:`~bot.effects.Effect` rows, which the caller commits together with the change
(``Games.push(..., effects=...)`` or ``Games.save(session, effects)``) under the game's lock; the
outbox sender (:mod:`bot.outbox`) then sends them, once each, outside the lock. The night's DMs
are :mod:`cogs.werewolf.prompts`', the day's tally :mod:`cogs.werewolf.tally`'s, the lobby's post
:mod:`cogs.werewolf.lobby_post`'s and the roles' calls :mod:`cogs.werewolf.channels`'. What the
werewolf family adds to the sender (its role calls, the retired tally, news kept for closed DMs)
is in :mod:`cogs.werewolf.sends`, on the shell's registration.
"""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import drawing, effects, worker
from bot.effects import Effect
from bot.i18n import t
from bot.shell.posts import post
from bot.shell.rematch import rematch_view
from bot.shell.replies import seed_revealed
from cogs.werewolf import (
    channels,
    end_post,
    heatmap,
    lobby_post,
    phase_posts,
    prompts,
    render,
    tally,
)
from cogs.werewolf.games import Games, Session
from cogs.werewolf.history_text import full_history
from cogs.werewolf.storage import FAMILY
from cogs.werewolf.views import closed_view
from engine.werewolf import Game, Report, parse_phase

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)


async def announcement(
    bot: SuperpostBot, session: Session, report: Report, *, reason: str | None = None
) -> list[Effect]:
    """Everything a resolution shows (see :func:`rendered_announcement`), rendered in a worker
    thread, its heat map by :mod:`bot.drawing`. The caller holds the lock."""
    where = render.channel_label(session.row)
    png = None
    if drawing.where() == "process":
        # Drawn before the worker's job, not in it: a job waiting there for the drawing process
        # (behind other games' boards) would keep a worker thread, or the one place of
        # background work, from the jobs that need it. Drawn in the thread, it goes in the
        # job: one trip through the worker (and its background gate), not two.
        png = await drawing.draw(render.heatmap_png, report.table, session.language)
    return await worker.run(rendered_announcement, session, report, where, reason=reason, png=png)


def rendered_announcement(
    session: Session,
    report: Report,
    where: str,
    *,
    reason: str | None = None,
    png: bytes | None = None,
) -> list[Effect]:
    """Everything a resolution shows: the public post, private news, roles, then the next
    phase's prompts or tally (or the end). ``where``: :func:`cogs.werewolf.render.channel_label`.

    ``reason`` (e.g. "the deadline passed") goes above the post. A kick leaves the phase as it
    was: the phase goes on (and may now be complete). ``png``: the public table's heat map, if
    drawn already.
    """
    game = session.game
    assert game is not None
    public = report.public()
    locale = session.language
    if png is None:
        png = drawing.drawn(render.heatmap_png, public.table, locale)
    deadline = render.deadline_text(session.row, locale)
    shown: list[Effect] = [
        *tally.tally_close(session, report),
        post(
            None,
            session.row.channel_id,
            reason,
            embeds=[phase_posts.report_embed(public, game, deadline=deadline, locale=locale)],
            files=render.table_files(public.table, png, locale),
        ),
    ]
    if parse_phase(report.phase).is_night and report.kind == "phase":
        shown += prompts.close_prompts(session, report.phase)
    shown += [*prompts.private_news(where, session, report), channels.roles_call(session)]
    if public.outcome is not None:
        return shown + ending(session, report)
    if report.kind == "kick":
        if not game.phase.is_night:
            shown += tally.tally_refresh(session)
        return shown
    if game.phase.is_night:
        return shown + prompts.rendered_prompts(session, where)
    return shown + tally.tally_post(session)


def ending(session: Session, report: Report) -> list[Effect]:
    """The end: winners, the reveal, the replayable record and the collapse heat map; then the
    menus and buttons are closed and the game's roles go."""
    game = session.game
    assert game is not None
    record = Games.record_json(game).encode()
    embeds = [end_post.end_embed(report.public(), game, session.language)]
    files = [
        discord.File(io.BytesIO(record), filename=f"quantum-werewolf-game-{session.row.id}.json")
    ]
    history = history_heatmap(session)
    if history is not None:
        embeds.append(history[0])
        files.append(history[1])
    outcome = end_post.outcome_text(report.public(), game, session.language)
    return [
        post(None, session.row.channel_id, embeds=embeds, files=files, **end_extras(session, game)),
        *close_components(session, outcome),
        channels.cleanup_call(session),
    ]


def end_extras(session: Session, game: Game) -> dict[str, Any]:
    """What every end post carries, as the other families' do: the seed beside the hash posted
    at the start (with a command that checks it) and the shell's Rematch button."""
    revealed = seed_revealed(game.setup.seed, session.language)
    return {"content": revealed, "view": rematch_view(FAMILY, session.row.id, session.language)}


def close_undone(session: Session, phase: str) -> list[Effect]:
    """The storyteller undid the resolution that opened ``phase``: its night menus or its
    tally's menu are disabled (the phase comes again, with new ones, once it is resolved)."""
    label = t(
        "werewolf-undone-label", session.language, phase=render.phase_title(phase, session.language)
    )
    if parse_phase(phase).is_night:
        return prompts.close_prompts(session, phase, label=label)
    return [effects.edit(session.row.channel_id, key=tally.TALLY, view=closed_view(label))]


def close_components(session: Session, outcome: str) -> list[Effect]:
    """The game is over: the night menus, the tally's menu and the lobby buttons are disabled,
    and the lobby message shows ``outcome`` instead of "the game has started"."""
    phase = session.row.extra.phase
    closing = prompts.close_prompts(session, phase)
    if phase is not None and not parse_phase(phase).is_night:
        closing.append(
            effects.edit(
                session.row.channel_id,
                key=tally.TALLY,
                view=closed_view(t("werewolf-game-over-votes-closed", session.language)),
            )
        )
    return closing + lobby_post.lobby_refresh(session, outcome)


def history_heatmap(session: Session) -> tuple[discord.Embed, discord.File] | None:
    """The heat map of every player's evil % phase by phase (for the end of the game; CPU-heavy
    in long games: call it in a worker)."""
    game = session.game
    assert game is not None
    locale = session.language
    try:
        start, reports = full_history(game)
        png = drawing.drawn(heatmap.draw, heatmap.history(game, start, reports, locale))
    except Exception:
        log.exception("could not draw the history heat map of game %s", session.row.id)
        return None
    embed = discord.Embed(
        title=t("werewolf-history-title", locale),
        description=t("werewolf-history-note", locale),
        colour=render.INFO_COLOUR,
    )
    embed.set_image(url="attachment://history.png")
    return embed, render.table_file(png, "history.png")
