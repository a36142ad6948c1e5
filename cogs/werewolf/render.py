"""What the bot shows: monospace tables, the heat-map image and the embeds.

Public renderers take only public data (the public table, a report's public part, names of the
living); anything that takes a seat's secrets is named for the one person allowed to see it
(``me_embed``, ``grimoire_embed``, ``welcome_embed``).
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Sequence

import discord
from PIL import Image, ImageDraw

from bot import fonts, png
from bot.i18n import SOURCE, formats, t
from bot.names import esc as esc  # a name safe in Markdown: the shell's, for every family
from bot.shell.store import GameStatus
from cogs.werewolf import answers, words
from cogs.werewolf.models import GameSettings, Member, WerewolfRow
from engine.werewolf import Game, PlayerView, Preset, parse_phase
from engine.werewolf.reports import Death, Lynch, Message, PublicReport, PublicTable
from engine.werewolf.roles import SEER
from engine.werewolf.text import world_count
from engine.werewolf.views import RoleChance

GOOD_COLOUR = discord.Colour.from_rgb(88, 166, 92)
EVIL_COLOUR = discord.Colour.from_rgb(200, 60, 60)
NIGHT_COLOUR = discord.Colour.from_rgb(64, 78, 160)
DAY_COLOUR = discord.Colour.from_rgb(230, 170, 40)
INFO_COLOUR = discord.Colour.from_rgb(120, 120, 140)

DESCRIPTION_LIMIT = 4000


def channel_label(row: WerewolfRow) -> str:
    """The game's channel as DMs name it: its stored name, or a mention of its stored id (which
    Discord shows as the channel's name) for games from before names were kept. Never read
    from the client's cache, which is empty for a while after a restart."""
    return f"#{row.extra.channel_name}" if row.extra.channel_name else f"<#{row.channel_id}>"


def pct(chance: float, locale: str = SOURCE) -> str:
    """A chance as a percentage: 0 and 100 only when exact, otherwise within 0.1..99.9."""
    return words.chance(chance, locale)


def phase_title(phase: str | None, locale: str = SOURCE) -> str:
    """``N1`` -> ``Night 1``."""
    if phase is None:
        return t("werewolf-the-end", locale)
    return words.phase(phase, locale)


def worlds_text(table: PublicTable, locale: str = SOURCE) -> str:
    """``15 worlds`` / ``1 world`` / ``3.21e+737 worlds`` (huge counts in scientific notation)."""
    return t(
        "werewolf-worlds",
        locale,
        count=world_count(table.worlds),
        plural="one" if table.worlds == 1 else "other",
        label=table.worlds_label,
    )


def worlds_remain(table: PublicTable, locale: str = SOURCE) -> str:
    """``**15 worlds** remain.``"""
    return t(
        "werewolf-worlds-remain",
        locale,
        worlds=worlds_text(table, locale),
        plural="one" if table.worlds == 1 else "other",
    )


def and_list(items: Sequence[str], locale: str = SOURCE) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``nobody`` when empty)."""
    return words.and_list(items, locale)


def format_table(table: PublicTable, locale: str = SOURCE) -> str:
    """The public table, one row per secret number, right-aligned monospace columns (the
    column names in ``locale``)."""
    header = ["#", *(words.column(column, locale) for column in table.columns)]
    body = [
        [str(row.number), *(pct(row.cells[column], locale) for column in table.columns)]
        for row in table.rows
    ]
    widths = [max(len(line[i]) for line in [header, *body]) for i in range(len(header))]
    widths = [max(width, 4) for width in widths]

    def line(cells: list[str]) -> str:
        return "  ".join(cell.rjust(width) for cell, width in zip(cells, widths, strict=True))

    lines = [line(header), "  ".join("-" * width for width in widths)]
    lines.extend(line(cells) for cells in body)
    return "\n".join(lines)


def clip(text: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters (marked with an ellipsis when cut)."""
    return text if len(text) <= limit else text[: limit - 2] + " …"


# -- the public table ------------------------------------------------------------------------------


def text_table(table: PublicTable, locale: str = SOURCE) -> str:
    """The whole public table as monospace text, with the world count (the ``table.txt``
    attachment of big games; no names: rows are secret numbers)."""
    lines = format_table(table, locale).splitlines()
    left = t("werewolf-worlds-left", locale, worlds=worlds_text(table, locale))
    return "\n".join([*lines, lines[1], left])


def compact_table(table: PublicTable, locale: str = SOURCE) -> list[str]:
    """The public table's header and rows, without rules or totals (for an embed)."""
    lines = format_table(table, locale).splitlines()
    return [lines[0], *lines[2:]]


INLINE_TABLE_LIMIT = 2500
"""Longer text tables (big games) are cut in the embed; the whole one is in ``table.txt``."""


def table_block(table: PublicTable, locale: str = SOURCE) -> str:
    """The compact table in a Markdown code block; when long, its first rows and a pointer to
    the attached ``table.txt`` (which has them all)."""
    lines = compact_table(table, locale)
    text = "\n".join(lines)
    if len(text) <= INLINE_TABLE_LIMIT:
        return f"```\n{text}\n```"
    shown: list[str] = []
    used = 0
    for line in lines:
        if used + len(line) + 1 > INLINE_TABLE_LIMIT - 200:
            break
        shown.append(line)
        used += len(line) + 1
    rest = len(lines) - len(shown)
    body = "\n".join(shown)
    more = t("werewolf-table-more-rows", locale, rest=str(rest))
    return f"```\n{body}\n```{more}"


def table_key(table: PublicTable, locale: str = SOURCE) -> str | None:
    """The one line explaining the Dead % column (``None`` when the game hides it), said once
    under each table that has it."""
    return t("werewolf-dead-key", locale) if "Dead" in table.columns else None


def _heat(value: float, column: str) -> tuple[int, int, int]:
    base = {
        "Good": (88, 166, 92),
        "Villager": (88, 166, 92),
        "Evil": (200, 60, 60),
        "Werewolf": (200, 60, 60),
        "Seer": (90, 120, 210),
        "Dead": (70, 70, 70),
    }.get(column, (150, 150, 150))
    return tuple(round(255 + (c - 255) * value) for c in base)  # type: ignore[return-value]


def heatmap_png(table: PublicTable, locale: str = SOURCE) -> bytes:
    """The public table as a heat-map PNG: one row per secret number, one cell per column."""
    cell_w, cell_h, label_w, head_h, foot_h = 92, 30, 52, 34, 6
    width = label_w + cell_w * len(table.columns) + 2
    height = head_h + cell_h * len(table.rows) + foot_h
    image = Image.new("RGB", (width, height), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    font, small = 16, 14
    fonts.draw_text(draw, (label_w // 2, head_h // 2), "#", fill=(0, 0, 0), size=font, anchor="mm")
    for i, column in enumerate(table.columns):
        x = label_w + i * cell_w + cell_w // 2
        label = words.column(column, locale)
        fonts.draw_text(draw, (x, head_h // 2), label, fill=(0, 0, 0), size=font, anchor="mm")
    for r, row in enumerate(table.rows):
        y0 = head_h + r * cell_h
        fonts.draw_text(
            draw,
            (label_w // 2, y0 + cell_h // 2),
            str(row.number),
            fill=(0, 0, 0),
            size=font,
            anchor="mm",
        )
        for i, column in enumerate(table.columns):
            value = row.cells[column]
            x0 = label_w + i * cell_w
            colour = _heat(value, column)
            draw.rectangle(
                (x0 + 1, y0 + 1, x0 + cell_w - 1, y0 + cell_h - 1), fill=colour, outline=(220,) * 3
            )
            ink = (255, 255, 255) if sum(colour) < 380 else (0, 0, 0)
            fonts.draw_text(
                draw,
                (x0 + cell_w // 2, y0 + cell_h // 2),
                pct(value, locale),
                fill=ink,
                size=small,
                anchor="mm",
            )
    return png.encode(image)


def table_file(png: bytes, name: str = "table.png") -> discord.File:
    """The heat-map as an attachment."""
    return discord.File(io.BytesIO(png), filename=name)


def table_files(table: PublicTable, png: bytes, locale: str = SOURCE) -> list[discord.File]:
    """The heat map, and the text table as ``table.txt`` when it is too long to inline."""
    files = [table_file(png)]
    if len("\n".join(compact_table(table, locale))) > INLINE_TABLE_LIMIT:
        text = text_table(table, locale).encode()
        files.append(discord.File(io.BytesIO(text), filename="table.txt"))
    return files


def table_description(table: PublicTable, locale: str = SOURCE) -> str:
    """The world count, the compact table and the Dead % key (for ``/table``)."""
    lines = [worlds_remain(table, locale)]
    lines.append(table_block(table, locale))
    key = table_key(table, locale)
    if key:
        lines.append(key)
    return "\n".join(lines)


# -- lobby -----------------------------------------------------------------------------------------


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


def yes_no(flag: bool) -> str:
    """A setting's switch as the catalogue selects on it."""
    return "yes" if flag else "no"


FIELD_LIMIT = 1000
"""Room for a player list in an embed field (Discord allows 1024 characters)."""
ODDS_TAIL = 60
"""Characters kept free at the end of a long odds line for its ``… and N more ranks`` tail."""


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


# -- deaths and reports ----------------------------------------------------------------------------


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


def end_title(winner: str, locale: str = SOURCE) -> str:
    """``🏆 The village wins!`` (``village``, ``wolves`` or ``tie``)."""
    return t("werewolf-end-title", locale, winner=winner)


def outcome_text(report: PublicReport, game: Game, locale: str = SOURCE) -> str:
    """One paragraph for the lobby message: who won, and why."""
    outcome = report.outcome
    assert outcome is not None
    winners = names(game, outcome.winners, locale)
    reason = sentence_case(words.outcome_reason(outcome.reason, locale))
    return t(
        "werewolf-outcome",
        locale,
        title=end_title(outcome.winner, locale),
        reason=reason,
        winners=winners,
    )


def sentence_case(text: str) -> str:
    """``the last wolf died`` -> ``The last wolf died.`` (engine messages as sentences)."""
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?)`" else text + "."


def end_embed(report: PublicReport, game: Game, locale: str = SOURCE) -> discord.Embed:
    """The end: winning team, winners, the reveal of one drawn final world."""
    outcome = report.outcome
    assert outcome is not None
    title = end_title(outcome.winner, locale)
    winners = names(game, outcome.winners, locale)
    reason = words.outcome_reason(outcome.reason, locale)
    lines = [f"*{reason}*", t("werewolf-winners-line", locale, winners=winners), ""]
    if report.reveal is not None:
        lines.append(t("werewolf-final-world", locale))
        for entry in report.reveal.roles:
            dead = "" if game.alive[entry.seat] else " ☠️"
            role = words.role_title(entry.role, locale)
            lines.append(f"#{entry.number} **{esc(entry.name)}**: {role}{dead}")
        if report.reveal.kills:
            lines.append("")
            lines.append(t("werewolf-who-killed-whom", locale))
            for kill in report.reveal.kills:
                lines.append(
                    t(
                        "werewolf-kill-line",
                        locale,
                        night=phase_title(f"N{kill.night}", locale),
                        attacker=esc(game.name(kill.attacker)),
                        target="" if kill.target is None else esc(game.name(kill.target)),
                        result=kill.result if kill.target is not None else "nobody",
                    )
                )
        if report.reveal.visions:
            lines.append("")
            lines.append(t("werewolf-seer-visions", locale))
            for vision in report.reveal.visions:
                lines.append(
                    t(
                        "werewolf-seer-vision-line",
                        locale,
                        night=phase_title(f"N{vision.night}", locale),
                        target=esc(game.name(vision.target)),
                        result=words.vision_result(vision.result, locale),
                        counted=yes_no(vision.counted),
                    )
                )
    lines.append("")
    lines.append(t("werewolf-record-attached", locale))
    colour = EVIL_COLOUR if outcome.winner == "wolves" else GOOD_COLOUR
    return discord.Embed(title=title, description=clip("\n".join(lines)), colour=colour)


# -- the day ---------------------------------------------------------------------------------------


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


# -- private views ---------------------------------------------------------------------------------


def odds_line(view: PlayerView, limit: int = FIELD_LIMIT, locale: str = SOURCE) -> str:
    """``Seer 14.3% · Villager 57.1% · alpha wolf 28.6%`` (roles with a chance only), within
    ``limit`` characters: in big games a player may hold any of hundreds of wolf ranks, and
    those that do not fit end the line as ``… and 212 more ranks (21.2% together)``."""
    chances = [chance for chance in view.roles if chance.chance > 0]
    parts: list[str] = []
    used = 0
    for index, chance in enumerate(chances):
        part = f"{words.role(chance.role, locale)} {pct(chance.chance, locale)}"
        last = index == len(chances) - 1
        if used + len(part) + (0 if last else ODDS_TAIL) > limit:
            rest = chances[index:]
            together = pct(_together(rest, first=index == 0), locale)
            parts.append(t("werewolf-more-ranks", locale, count=str(len(rest)), together=together))
            break
        parts.append(part)
        used += len(part) + 3
    return " · ".join(parts) or t("werewolf-no-role-left", locale)


def _together(rest: Sequence[RoleChance], first: bool) -> float:
    """The folded roles' chance together. Only roles with a chance are listed, so when the fold
    starts at the first one it holds every role the seat may have: exactly 1. Otherwise a role
    before it is possible, and the float sum (which rounding may carry to 1.0) stays below 1."""
    if first:
        return 1.0
    return min(sum(c.chance for c in rest), math.nextafter(1.0, 0.0))


def welcome_embed(
    view: PlayerView, game: Game, channel: str, locale: str = SOURCE
) -> discord.Embed:
    """For one player only: secret number, how to play, own role odds."""
    description = t("werewolf-welcome", locale, number=str(view.number))
    if game.cisra is not None:
        description += "\n" + t("werewolf-ranked-wolves", locale)
    embed = discord.Embed(
        title=t("werewolf-welcome-title", locale, channel=channel),
        description=description,
        colour=NIGHT_COLOUR,
    )
    embed.add_field(
        name=t("werewolf-your-role-odds", locale),
        value=odds_line(view, locale=locale),
        inline=False,
    )
    footer = t(
        "werewolf-welcome-footer",
        locale,
        players=str(game.n),
        wolves=wolves_text(game.wolves, locale),
        worlds=str(game.world_count()),
    )
    embed.set_footer(text=footer)
    return embed


def what_counts(game: Game, seat: int) -> tuple[bool, bool]:
    """Whether the seat's vision, and tonight's attack, can count in some remaining world.

    Only the seat's own knowledge goes in (the chances of being the Seer and tonight's leading
    wolf, which their odds show them); a public death of the Seer makes everyone's Seer chance
    0, so it is covered too.
    """
    chances = game.marginals()
    vision = bool(chances.can_seer[seat])
    leading = chances.can_dominant if game.cisra is not None else chances.can_wolf
    attack = game.attacks_tonight() and bool(leading[seat])
    return vision, attack


def night_embed(
    view: PlayerView, game: Game, channel: str, *, odds: bool = True, locale: str = SOURCE
) -> discord.Embed:
    """For one player only: tonight's prompt (with how to turn the menus' pages in big games).

    Every living player answers every night (so the night's end tells nobody who had something
    to do); the prompt says, from the player's own odds (see :func:`what_counts`), when a choice
    can count in no world. ``odds``: add the player's role odds (left out when the
    welcome above already shows them).
    """
    vision, attack = what_counts(game, view.seat)
    attacks = game.attacks_tonight()
    # What the player may choose: vision, attack, both; the rest they answer with "No …".
    wanted = "both" if vision and attack else "vision" if vision else "attack"
    idle = [w for w, ok in (("vision", vision), ("attack", attack or not attacks)) if not ok]
    if vision or attack:
        lines = [t("werewolf-night-choose", locale, wanted=wanted, idle="-".join(idle) or "none")]
    else:
        lines = [
            t("werewolf-night-nothing-counts", locale),
            t("werewolf-night-answer-anyway", locale, attacks=yes_no(attacks)),
        ]
    if not vision or (attacks and not attack):
        why = (
            "both"
            if not vision and attacks and not attack
            else "vision"
            if not vision
            else "attack"
        )
        public = yes_no(not vision and seer_died_in_public(game))
        lines.append(t("werewolf-night-no-world", locale, why=why, seer_dead=public))
    page = 24  # players in one night menu (bot.views.PAGE_SIZE); more, and the menus page
    others = sum(1 for seat in game.living() if seat != view.seat)
    if others > page:
        lines.append(t("werewolf-night-pages", locale, others=str(others), page=str(page)))
    waiting = answers.missing(game, view.seat)
    if waiting:
        missing = and_list([words.kind(kind, locale) for kind in waiting], locale)
        lines.append(t("werewolf-not-answered-yet", locale, missing=missing))
    title = t(
        "werewolf-night-title",
        locale,
        phase=phase_title(str(game.phase), locale),
        channel=channel,
        number=str(view.number),
    )
    embed = discord.Embed(title=title, description="\n".join(lines), colour=NIGHT_COLOUR)
    if odds:
        embed.add_field(
            name=t("werewolf-your-role-odds", locale),
            value=odds_line(view, locale=locale),
            inline=False,
        )
    return embed


def seer_died_in_public(game: Game) -> bool:
    """Whether a public death revealed the Seer (games that reveal roles)."""
    return any(death.role == str(SEER) for death in game.deaths)


def vision_news(game: Game, seat: int, target: int | None, text: str, locale: str = SOURCE) -> str:
    """A vision result for its viewer; when the viewer is the Seer in no remaining world, it
    says that the vision counted in none instead of giving a result as if it were a fact."""
    if target is None or game.marginals().can_seer[seat]:
        return text
    return t("werewolf-vision-counted-nowhere", locale, target=esc(game.name(target)))


def news_text(message: Message, name: str | None, locale: str = SOURCE) -> str:
    """A player's private news of a report in ``locale``: a vision's result (``name``: its
    target's name) or a certainty (of a role, or of being a wolf whose rank is still open)."""
    if message.kind == "vision":
        result = message.result or ""
        if result in {"good", "evil"}:
            shown = words.vision_result(result.upper(), locale)
        else:
            shown = words.role_title(result, locale)
        return t("werewolf-news-vision", locale, target=name or "", result=shown)
    if message.role is not None:
        return t("werewolf-news-certain-role", locale, role=words.role_title(message.role, locale))
    return t("werewolf-news-certain-wolf", locale)


def news_title(phase: str, where: str, locale: str = SOURCE, *, correction: bool) -> str:
    """``Night 1 in #town: for you alone`` (and that it replaces earlier news)."""
    return t(
        "werewolf-news-title",
        locale,
        phase=phase_title(phase, locale),
        channel=where,
        correction=yes_no(correction),
    )


def me_embed(view: PlayerView, game: Game, locale: str = SOURCE) -> discord.Embed:
    """For one player only: number, odds, packmates, visions, tonight's choices."""
    phase = phase_title(str(game.phase), locale)
    embed = discord.Embed(
        title=t(
            "werewolf-me-title",
            locale,
            number=str(view.number),
            name=view.name,
            alive=yes_no(view.alive),
        ),
        description=t("werewolf-me-phase", locale, phase=phase),
        colour=NIGHT_COLOUR if game.phase.is_night else DAY_COLOUR,
    )
    embed.add_field(
        name=t("werewolf-role-odds", locale), value=odds_line(view, locale=locale), inline=False
    )
    embed.add_field(
        name=t("werewolf-team-and-death", locale),
        value=t(
            "werewolf-team-and-death-line",
            locale,
            good=pct(view.good, locale),
            evil=pct(view.evil, locale),
            dead=pct(view.dead, locale),
        ),
        inline=False,
    )
    if view.packmates:
        # Likeliest first; equal chances in join order (the engine breaks ties by number).
        ordered = sorted(view.packmates, key=lambda m: (-m.chance, m.seat))
        mates = and_list([f"{esc(m.name)} {pct(m.chance, locale)}" for m in ordered], locale)
        embed.add_field(name=t("werewolf-your-pack", locale), value=clip(mates, 1000))
    if view.visions:
        cisra = game.setup.preset is Preset.CISRA
        seen = "\n".join(
            f"{phase_title(f'N{v.night}', locale)}: {esc(game.name(v.target))}: "
            f"{words.vision_result(v.result.upper() if cisra else v.result, locale)}"
            for v in view.visions
        )
        if not game.marginals().can_seer[view.seat]:
            seen = "\n".join(
                [
                    t("werewolf-visions-count-nowhere", locale),
                    *(
                        f"{phase_title(f'N{v.night}', locale)}: {esc(game.name(v.target))}"
                        for v in view.visions
                    ),
                ]
            )
        embed.add_field(
            name=t("werewolf-your-visions", locale), value=clip(seen, 1000), inline=False
        )
    if view.choices:
        chosen = "\n".join(
            f"{words.kind(kind, locale)}: "
            + (t("werewolf-none", locale) if target is None else esc(game.name(target)))
            for kind, target in view.choices.items()
        )
        embed.add_field(name=t("werewolf-your-choices", locale), value=chosen, inline=False)
    waiting = answers.missing(game, view.seat)
    if waiting:
        missing = and_list([words.kind(kind, locale) for kind in waiting], locale)
        embed.add_field(
            name=t("werewolf-not-answered-field", locale),
            value=clip(missing, FIELD_LIMIT),
            inline=False,
        )
    return embed


def seat_chances(game: Game, seat: int, locale: str = SOURCE) -> str:
    """``evil 25.0%, seer 25.0%, dead 0%`` (no dead % for the dead)."""
    chances = game.marginals()
    parts = [
        t("werewolf-chance-evil", locale, chance=pct(float(chances.wolf[seat]), locale)),
        t("werewolf-chance-seer", locale, chance=pct(float(chances.seer[seat]), locale)),
    ]
    if game.alive[seat]:
        parts.append(
            t("werewolf-chance-dead", locale, chance=pct(float(chances.dead[seat]), locale))
        )
    return ", ".join(parts)


def grimoire_embed(game: Game, locale: str = SOURCE) -> discord.Embed:
    """For the storyteller only: everything."""
    owed = game.owed()
    lines = []
    for seat in game.by_number:
        mark = "" if game.alive[seat] else " ☠️"
        parts = seat_chances(game, seat, locale)
        lines.append(f"**#{game.numbers[seat]} {esc(game.name(seat))}**{mark}: {parts}")
        choices = []
        for kind, table in (
            ("vision", game.choices.visions),
            ("attack", game.choices.attacks),
            ("vote", game.choices.votes),
        ):
            if seat in table:
                target = table[seat]
                whom = t("werewolf-none", locale) if target is None else esc(game.name(target))
                choices.append(f"{words.kind(kind, locale)} → {whom}")
        if seat in owed:
            owes = ", ".join(words.kind(kind, locale) for kind in owed[seat])
            choices.append(t("werewolf-owes", locale, kinds=owes))
        if choices:
            lines.append("  " + "; ".join(choices))
        for vision in game.visions[seat]:
            lines.append(
                "  "
                + t(
                    "werewolf-grimoire-vision",
                    locale,
                    night=str(vision.night),
                    target=esc(game.name(vision.target)),
                    result=words.vision_result(vision.result, locale),
                )
            )
    embed = discord.Embed(
        title=t("werewolf-grimoire-title", locale, phase=phase_title(str(game.phase), locale)),
        description=clip("\n".join(lines)),
        colour=INFO_COLOUR,
    )
    embed.set_footer(text=t("werewolf-grimoire-footer", locale, worlds=str(game.world_count())))
    return embed


def abort_embed(game: Game, locale: str = SOURCE) -> discord.Embed:
    """The storyteller ended the game early: every player's number and odds (the game is over,
    so the storyteller's view is public now), and the visions each one received."""
    phase = phase_title(str(game.phase), locale)
    lines = [t("werewolf-abort-note", locale, phase=phase), ""]
    for seat in game.by_number:
        mark = " ☠️" if not game.alive[seat] else ""
        parts = seat_chances(game, seat, locale)
        lines.append(f"#{game.numbers[seat]} **{esc(game.name(seat))}**{mark}: {parts}")
        for vision in game.visions[seat]:
            lines.append(
                "  "
                + t(
                    "werewolf-abort-vision",
                    locale,
                    night=phase_title(f"N{vision.night}", locale),
                    target=esc(game.name(vision.target)),
                    result=words.vision_result(vision.result, locale),
                )
            )
    lines += [
        "",
        table_block(game.table(), locale),
        t("werewolf-record-attached", locale),
    ]
    embed = discord.Embed(
        title=t("werewolf-abort-title", locale),
        description=clip("\n".join(lines)),
        colour=INFO_COLOUR,
    )
    embed.set_image(url="attachment://table.png")
    embed.set_footer(text=t("werewolf-abort-footer", locale, worlds=str(game.world_count())))
    return embed


def names(game: Game, seats: Iterable[int], locale: str = SOURCE) -> str:
    """Escaped names in join (seat) order, joined with commas and a last "and" (``nobody``
    when empty).

    Every list of players the bot shows goes through here: the engine lists seats in secret
    number order, and a list in that order would tell readers who holds which number."""
    return and_list([esc(game.name(seat)) for seat in sorted(seats)], locale)


def wolves_text(count: int, locale: str = SOURCE) -> str:
    """``1 wolf``, ``2 wolves``."""
    return t("werewolf-wolves", locale, count=count)


def in_join_order(deaths: Iterable[Death]) -> list[Death]:
    """Deaths of one resolution: the lynched or removed player first (public anyway), then the
    rest in join (seat) order, never in the engine's secret-number order."""
    return sorted(
        deaths, key=lambda death: (death.cause.value not in {"lynch", "kick"}, death.seat)
    )
