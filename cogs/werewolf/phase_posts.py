"""The night's and the day's public posts: a resolution's report (its deaths, the lynch and
what comes next) and the day's tally."""

from __future__ import annotations

import discord

from bot.i18n import SOURCE, t
from bot.names import esc
from cogs.werewolf import words
from cogs.werewolf.models import GameSettings
from cogs.werewolf.render import (
    DAY_COLOUR,
    NIGHT_COLOUR,
    clip,
    in_join_order,
    names,
    phase_title,
    table_block,
    table_key,
    worlds_remain,
    yes_no,
)
from engine.werewolf import Game, parse_phase
from engine.werewolf.reports import Death, Lynch, PublicReport


def death_line(death: Death, locale: str = SOURCE) -> str:
    """``Bob died in the night: the Seer (good).``"""
    role = words.role_title(death.role, locale) if death.role else ""
    return t(
        "werewolf-death",
        locale,
        name=esc(death.name),
        cause=death.cause.value,
        role=role,
        team=death.team,
        shown="role" if death.role else "team",
    )


def lynch_reason(game: Game, lynch: Lynch, locale: str = SOURCE) -> str:
    """Why the day ended as it did, in ``locale`` (a tie names the tied players)."""
    return words.lynch_reason(lynch.reason, [esc(game.name(seat)) for seat in lynch.tied], locale)


def report_embed(
    report: PublicReport, game: Game, *, deadline: str | None = None, locale: str = SOURCE
) -> discord.Embed:
    """The public post after a night, a day or a kick: deaths, lynch, table, what comes next.

    A report that replaces an undone one says so first; ``deadline`` is the next phase's
    deadline line (Discord timestamps).
    """
    night = parse_phase(report.phase).is_night
    phase = phase_title(report.phase, locale)
    kind = "kick" if report.kind == "kick" else "night" if night else "day"
    title = t("werewolf-report-title", locale, kind=kind, phase=phase)
    lines: list[str] = []
    if report.correction:
        title = t("werewolf-correction-title", locale, title=title)
        lines.append(t("werewolf-correction-note", locale, phase=phase))
    if report.lynch is not None:
        lynch = report.lynch
        reason = lynch_reason(game, lynch, locale)
        if lynch.target is None:
            lines.append(t("werewolf-no-lynch", locale, reason=reason))
        else:
            target = esc(game.name(lynch.target))
            lines.append(t("werewolf-lynched", locale, name=target, reason=reason))
        for count in lynch.votes:
            voters = names(game, count.voters, locale)
            lines.append(f"· {esc(game.name(count.target))}: {len(count.voters)} ({voters})")
    lines.extend(death_line(death, locale) for death in in_join_order(report.deaths))
    if night and not report.deaths and report.kind == "phase":
        lines.append(t("werewolf-nobody-died", locale))
    lines.append(worlds_remain(report.table, locale))
    lines.append(table_block(report.table, locale))
    key = table_key(report.table, locale)
    if key:
        lines.append(key)
    if report.kind == "kick":
        if report.next_phase is not None:
            next_phase = phase_title(report.next_phase, locale)
            lines.append(t("werewolf-phase-goes-on", locale, phase=next_phase))
        else:
            lines.append(next_step(None, locale))
    else:
        lines.append(next_step(report.next_phase, locale))
    if deadline and report.next_phase is not None:
        lines.append(deadline)
    embed = discord.Embed(
        title=title,
        description=clip("\n".join(lines)),
        colour=DAY_COLOUR if night else NIGHT_COLOUR,
    )
    embed.set_image(url="attachment://table.png")
    return embed


def next_step(next_phase: str | None, locale: str = SOURCE) -> str:
    """What players do next."""
    if next_phase is None:
        return t("werewolf-game-over-bold", locale)
    phase = parse_phase(next_phase)
    title = phase_title(next_phase, locale)
    kind = "night" if phase.is_night else "day"
    return t("werewolf-next-step", locale, kind=kind, phase=title)


def tally_title(phase: str, locale: str = SOURCE, *, closed: bool = False) -> str:
    """``🗳️ Day 1: votes`` (`` (closed)`` once the day is over)."""
    return t(
        "werewolf-tally-title", locale, phase=phase_title(phase, locale), closed=yes_no(closed)
    )


def tally_embed(
    game: Game,
    settings: GameSettings,
    *,
    closed: bool = False,
    deadline: str | None = None,
    locale: str = SOURCE,
) -> discord.Embed:
    """The day's vote count: votes per target, who voted for whom, the majority."""
    tally = game.tally()
    title = tally_title(str(game.phase), locale, closed=closed)
    lines = []
    for target, voters in sorted(tally.votes.items(), key=lambda item: (-len(item[1]), item[0])):
        who = names(game, voters, locale)
        lines.append(f"**{esc(game.name(target))}**: {len(voters)} ({who})")
    if not lines:
        lines.append(t("werewolf-no-votes-yet", locale))
    voted = {v for voters in tally.votes.values() for v in voters}
    lines.append("")
    waiting = names(game, [s for s in game.living() if s not in voted], locale)
    lines.append(t("werewolf-not-voting-yet", locale, names=waiting))
    living = str(tally.voters)
    lines.append(t("werewolf-majority", locale, majority=str(tally.majority), voters=living))
    lines.append(t("werewolf-day-ends", locale, majority=yes_no(settings.majority_ends_day)))
    lines.append(t("werewolf-abstain", locale))
    if deadline:
        lines.append(deadline)
    return discord.Embed(title=title, description=clip("\n".join(lines)), colour=DAY_COLOUR)
