"""The day's tally message in the game's channel: posted when the day begins, edited as votes
come in (posted anew at the bottom once it scrolled out of view), frozen when the day is over.
Each function renders outbox rows (:class:`~bot.effects.Effect`) the caller commits with the
change; later edits find the one live tally by its key, :data:`TALLY`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot import effects
from bot.effects import Effect
from bot.i18n import t
from bot.shell.posts import post
from cogs.werewolf import phase_posts, render
from cogs.werewolf.games import Effects, Session
from cogs.werewolf.views import closed_view
from cogs.werewolf.vote_menu import vote_view
from engine.werewolf import Report

if TYPE_CHECKING:
    pass

TALLY = "tally"
"""The key of the day's tally message (its edits find it by this key)."""


def tally(session: Session) -> discord.Embed:
    """The day's tally embed, with the deadline."""
    locale = session.language
    return phase_posts.tally_embed(
        session.running,
        session.row.options,
        deadline=render.deadline_text(session.row, locale),
        locale=locale,
    )


TALLY_SCROLL = 15
"""After this many messages in the channel below the tally, the next update posts it anew at
the bottom (and deletes the old one), so the one live tally stays in view."""


def tally_post(session: Session) -> list[Effect]:
    """A new tally message for the day, with its vote menu (later edits find it by key)."""
    session.chatter = 0
    return [
        post(
            None,
            session.row.channel_id,
            key=TALLY,
            embeds=[tally(session)],
            view=vote_view(session.row.id, session.running, locale=session.language),
        )
    ]


def tally_refresh(session: Session) -> list[Effect]:
    """The day's tally brought up to date (posted anew when it is gone, or at the bottom when
    it scrolled out of view)."""
    if session.chatter >= TALLY_SCROLL:
        return [effects.call("retire-tally", session.row.channel_id), *tally_post(session)]
    return [
        effects.edit(
            session.row.channel_id,
            key=TALLY,
            embeds=[tally(session)],
            view=vote_view(session.row.id, session.running, locale=session.language),
            or_post=True,
        )
    ]


def refreshed_tally(session: Session) -> Effects:
    """For ``Games.push``: the tally as it stands after the action (by day)."""

    async def render_it(report: Report | None) -> Sequence[Effect]:
        game = session.game
        if game is None or game.is_over or game.phase.is_night:
            return []
        return tally_refresh(session)

    return render_it


def tally_close(session: Session, report: Report) -> list[Effect]:
    """The day's tally message frozen once the day is over."""
    if report.lynch is None:
        return []
    game = session.game
    assert game is not None
    locale = session.language
    lines = [
        f"**{render.esc(game.name(count.target))}**: {len(count.voters)} "
        f"({render.names(game, count.voters, locale)})"
        for count in report.lynch.votes
    ] or [t("werewolf-no-votes", locale)]
    embed = discord.Embed(
        title=phase_posts.tally_title(report.phase, locale, closed=True),
        description="\n".join(lines),
        colour=render.INFO_COLOUR,
    )
    phase = render.phase_title(report.phase, locale)
    closed = closed_view(t("werewolf-votes-closed", locale, phase=phase))
    return [effects.edit(session.row.channel_id, key=TALLY, embeds=[embed], view=closed)]
