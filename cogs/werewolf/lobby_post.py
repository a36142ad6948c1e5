"""The lobby's post: its settings, its players (as ``/game settings`` shows them too), and the
outbox rows that post it and bring it up to date."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot import effects
from bot.effects import Effect
from bot.i18n import SOURCE, formats, t
from bot.names import esc
from bot.shell.store import GameStatus
from cogs.werewolf.models import GameSettings, Member, WerewolfRow
from cogs.werewolf.render import FIELD_LIMIT, INFO_COLOUR, NIGHT_COLOUR, yes_no
from cogs.werewolf.views import closed_view, lobby_view

if TYPE_CHECKING:
    from cogs.werewolf.games import Session


def hours_text(hours: float, locale: str = SOURCE) -> str:
    """``24 h``, ``1.5 h``, ``30 min``."""
    if hours < 1:
        return t("werewolf-minutes", locale, amount=formats.number(round(hours * 60), locale))
    return t("werewolf-hours", locale, amount=formats.number(hours, locale))


def settings_lines(settings: GameSettings, locale: str = SOURCE) -> str:
    """The settings of a game, one per line."""
    reminders = t("werewolf-and-sep", locale).join(
        hours_text(hours, locale) for hours in settings.reminder_hours
    )
    return t(
        "werewolf-settings",
        locale,
        preset=settings.preset.value,
        wolves="default" if settings.wolves is None else str(settings.wolves),
        reveal=settings.reveal.value,
        tie=settings.tie_rule.value,
        seer=yes_no(settings.seer_column),
        dead="hidden" if settings.hide_dead else "shown",
        missing=settings.missing_attack.value,
        majority=yes_no(settings.majority_ends_day),
        night=hours_text(settings.night_hours, locale),
        day=hours_text(settings.day_hours, locale),
        reminders=reminders or "none",
        closed=yes_no(settings.close_to_outsiders),
        graveyard=yes_no(settings.dead_channel),
    )


def player_list(members: Sequence[Member], limit: int = FIELD_LIMIT, locale: str = SOURCE) -> str:
    """One name a line (no numbers: the join order means nothing in the game), ending
    ``… and 37 more`` when they do not all fit."""
    if not members:
        return t("werewolf-nobody-yet", locale)
    lines: list[str] = []
    used = 0
    for index, member in enumerate(members):
        line = esc(member.name)
        more = t("werewolf-and-more", locale, count=str(len(members) - index))
        if used + len(line) + 1 + len(more) > limit and index < len(members) - 1:
            return "\n".join([*lines, more])
        lines.append(line)
        used += len(line) + 1
    return "\n".join(lines)


def lobby_embed(
    row: WerewolfRow, outcome: str | None = None, locale: str = SOURCE
) -> discord.Embed:
    """The lobby message: players so far and the settings; once over, how it ended
    (``outcome``)."""
    state = row.status.value
    title = t("werewolf-lobby-title", locale, state=state)
    if row.status is GameStatus.LOBBY:
        colour, note = INFO_COLOUR, t("werewolf-lobby-open-note", locale)
    elif row.status is GameStatus.RUNNING:
        colour, note = NIGHT_COLOUR, t("werewolf-lobby-started-note", locale)
    else:
        colour, note = INFO_COLOUR, outcome or t("werewolf-lobby-over-note", locale)
    embed = discord.Embed(title=title, description=note, colour=colour)
    embed.add_field(name=t("werewolf-storyteller", locale), value=f"<@{row.host_id}>", inline=False)
    embed.add_field(
        name=t("werewolf-players-field", locale, count=str(len(row.seats))),
        value=player_list(row.seats, locale=locale),
        inline=True,
    )
    embed.add_field(
        name=t("werewolf-settings-field", locale),
        value=settings_lines(row.options, locale),
        inline=True,
    )
    embed.set_footer(text=t("werewolf-game-footer", locale, id=str(row.id)))
    return embed


def lobby_message(session: Session) -> dict[str, Any]:
    """The open lobby's post as ``send``'s keywords: its embed and buttons, in the game's
    language."""
    row, locale = session.row, session.language
    return {"embed": lobby_embed(row, locale=locale), "view": lobby_view(row.id, locale)}


def lobby_refresh(session: Session, outcome: str | None = None) -> list[Effect]:
    """The lobby message brought up to date (its buttons closed once the lobby is)."""
    row = session.row
    if row.lobby_message_id is None:
        return []
    locale = session.language
    if row.status is GameStatus.LOBBY:
        embed, view = lobby_embed(row, locale=locale), lobby_view(row.id, locale)
    elif outcome is not None:
        over = dataclasses.replace(row, status=GameStatus.OVER)
        embed = lobby_embed(over, outcome, locale)
        view = closed_view(t("werewolf-game-over-label", locale))
    else:
        embed, view = lobby_embed(row, locale=locale), None
    return [
        effects.edit(
            row.channel_id,
            message_id=row.lobby_message_id,
            embeds=[embed],
            view=view,
            clear_view=view is None,
        )
    ]
