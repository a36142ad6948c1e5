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
from bot.names import esc as esc  # a name safe in Markdown: the shell's, for every family
from cogs.werewolf import answers
from cogs.werewolf.models import GameRow, GameSettings, Member, Status
from engine.werewolf import Game, PlayerView, Preset, parse_phase
from engine.werewolf.reports import Death, PublicReport, PublicTable
from engine.werewolf.roles import SEER
from engine.werewolf.text import and_list, format_table, percent, world_count
from engine.werewolf.text import phase_title as engine_phase_title
from engine.werewolf.views import RoleChance

GOOD_COLOUR = discord.Colour.from_rgb(88, 166, 92)
EVIL_COLOUR = discord.Colour.from_rgb(200, 60, 60)
NIGHT_COLOUR = discord.Colour.from_rgb(64, 78, 160)
DAY_COLOUR = discord.Colour.from_rgb(230, 170, 40)
INFO_COLOUR = discord.Colour.from_rgb(120, 120, 140)

DESCRIPTION_LIMIT = 4000


def channel_label(row: GameRow) -> str:
    """The game's channel as DMs name it: its stored name, or a mention of its stored id (which
    Discord shows as the channel's name) for games from before names were kept. Never read
    from the client's cache, which is empty for a while after a restart."""
    return f"#{row.channel_name}" if row.channel_name else f"<#{row.channel_id}>"


pct = percent
"""A chance as a percentage: 0 and 100 only when exact, otherwise within 0.1..99.9."""


def phase_title(phase: str | None) -> str:
    """``N1`` -> ``Night 1``."""
    if phase is None:
        return "the end"
    return engine_phase_title(phase)


def worlds_text(table: PublicTable) -> str:
    """``15 worlds`` / ``1 world`` / ``3.21e+737 worlds`` (huge counts in scientific notation)."""
    label = table.worlds_label if table.worlds != 1 else table.worlds_label.removesuffix("s")
    return f"{world_count(table.worlds)} {label}"


def clip(text: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters (marked with an ellipsis when cut)."""
    return text if len(text) <= limit else text[: limit - 2] + " …"


# -- the public table ------------------------------------------------------------------------------


def text_table(table: PublicTable) -> str:
    """The whole public table as monospace text, with the world count (the ``table.txt``
    attachment of big games; no names: rows are secret numbers)."""
    lines = format_table(table).splitlines()
    return "\n".join([*lines, lines[1], f"{worlds_text(table)} left"])


def compact_table(table: PublicTable) -> list[str]:
    """The public table's header and rows, without rules or totals (for an embed)."""
    lines = format_table(table).splitlines()
    return [lines[0], *lines[2:]]


INLINE_TABLE_LIMIT = 2500
"""Longer text tables (big games) are cut in the embed; the whole one is in ``table.txt``."""


def table_block(table: PublicTable) -> str:
    """The compact table in a Markdown code block; when long, its first rows and a pointer to
    the attached ``table.txt`` (which has them all)."""
    lines = compact_table(table)
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
    return f"```\n{body}\n```… and {rest} more rows: the whole table is in `table.txt`."


DEAD_KEY = (
    "*Dead %* is the chance that the player was already killed: an attack counts in some "
    "worlds only, so a kill stays hidden until the player is dead in every world."
)
"""What the Dead % column means, said once under each table that has it."""


def table_key(table: PublicTable) -> str | None:
    """The one line explaining the Dead % column (``None`` when the game hides it)."""
    return DEAD_KEY if "Dead" in table.columns else None


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


def heatmap_png(table: PublicTable) -> bytes:
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
        fonts.draw_text(draw, (x, head_h // 2), column, fill=(0, 0, 0), size=font, anchor="mm")
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
                pct(value),
                fill=ink,
                size=small,
                anchor="mm",
            )
    return png.encode(image)


def table_file(png: bytes, name: str = "table.png") -> discord.File:
    """The heat-map as an attachment."""
    return discord.File(io.BytesIO(png), filename=name)


def table_files(table: PublicTable, png: bytes) -> list[discord.File]:
    """The heat map, and the text table as ``table.txt`` when it is too long to inline."""
    files = [table_file(png)]
    if len("\n".join(compact_table(table))) > INLINE_TABLE_LIMIT:
        files.append(discord.File(io.BytesIO(text_table(table).encode()), filename="table.txt"))
    return files


def table_description(table: PublicTable) -> str:
    """The world count, the compact table and the Dead % key (for ``/table``)."""
    lines = [f"**{worlds_text(table)}** {'remains' if table.worlds == 1 else 'remain'}."]
    lines.append(table_block(table))
    key = table_key(table)
    if key:
        lines.append(key)
    return "\n".join(lines)


# -- lobby -----------------------------------------------------------------------------------------


def settings_lines(settings: GameSettings) -> str:
    """The settings of a game, one per line."""
    return "\n".join(f"{name}: **{value}**" for name, value in settings.describe())


FIELD_LIMIT = 1000
"""Room for a player list in an embed field (Discord allows 1024 characters)."""
ODDS_TAIL = 60
"""Characters kept free at the end of a long odds line for its ``… and N more ranks`` tail."""


def player_list(members: Sequence[Member], limit: int = FIELD_LIMIT) -> str:
    """One name a line (no numbers: the join order means nothing in the game), ending
    ``… and 37 more`` when they do not all fit."""
    if not members:
        return "nobody yet"
    lines: list[str] = []
    used = 0
    for index, member in enumerate(members):
        line = esc(member.name)
        more = f"… and {len(members) - index} more"
        if used + len(line) + 1 + len(more) > limit and index < len(members) - 1:
            return "\n".join([*lines, more])
        lines.append(line)
        used += len(line) + 1
    return "\n".join(lines)


def lobby_embed(row: GameRow, outcome: str | None = None) -> discord.Embed:
    """The lobby message: players so far and the settings; once over, how it ended
    (``outcome``)."""
    if row.status is Status.LOBBY:
        title, colour = "Quantum Werewolf: lobby open", INFO_COLOUR
        note = "Press **Join** (or `/game join`) to play. The storyteller presses **Start**."
    elif row.status is Status.RUNNING:
        title, colour = "Quantum Werewolf: the game has started", NIGHT_COLOUR
        note = "Players got their secret numbers by direct message."
    else:
        title, colour = "Quantum Werewolf: the game is over", INFO_COLOUR
        note = outcome or "This game is over."
    embed = discord.Embed(title=title, description=note, colour=colour)
    embed.add_field(name="Storyteller", value=f"<@{row.storyteller_id}>", inline=False)
    embed.add_field(
        name=f"Players ({len(row.members)})", value=player_list(row.members), inline=True
    )
    embed.add_field(name="Settings", value=settings_lines(row.settings), inline=True)
    embed.set_footer(text=f"Game {row.id}")
    return embed


# -- deaths and reports ----------------------------------------------------------------------------


def death_line(death: Death) -> str:
    """``Bob died in the night: the Seer (good).``"""
    what = {
        "lynch": "was lynched",
        "night": "died in the night",
        "collapse": "was dead in every remaining world",
        "kick": "was removed from the game by the storyteller",
    }[death.cause.value]
    if death.role_title:
        reveal = f"{death.role_title} ({death.team})"
    else:
        reveal = "good" if death.team == "good" else "evil (a wolf)"
    return f"☠️ **{esc(death.name)}** {what}: {reveal}."


def report_embed(report: PublicReport, game: Game, *, deadline: str | None = None) -> discord.Embed:
    """The public post after a night, a day or a kick: deaths, lynch, table, what comes next.

    A report that replaces an undone one says so first; ``deadline`` is the next phase's
    deadline line (Discord timestamps).
    """
    night = parse_phase(report.phase).is_night
    if report.kind == "kick":
        title = f"🚫 {phase_title(report.phase)}: a player was removed"
    elif night:
        title = f"🌅 Dawn after {phase_title(report.phase)}"
    else:
        title = f"⚖️ The end of {phase_title(report.phase)}"
    lines: list[str] = []
    if report.correction:
        title = f"🔁 Correction: {title}"
        lines.append(
            f"**This post replaces the earlier {phase_title(report.phase)} post, which the "
            "storyteller undid. Only this one counts.**"
        )
    if report.lynch is not None:
        lynch = report.lynch
        if lynch.target is None:
            lines.append(f"Nobody was lynched ({lynch.reason}).")
        else:
            lines.append(
                f"The village lynched **{esc(game.name(lynch.target))}** ({lynch.reason})."
            )
        for count in lynch.votes:
            voters = names(game, count.voters)
            lines.append(f"· {esc(game.name(count.target))}: {len(count.voters)} ({voters})")
    lines.extend(death_line(death) for death in in_join_order(report.deaths))
    if night and not report.deaths and report.kind == "phase":
        lines.append("Nobody died in public tonight.")
    survive = "remains" if report.table.worlds == 1 else "remain"
    lines.append(f"**{worlds_text(report.table)}** {survive}.")
    lines.append(table_block(report.table))
    key = table_key(report.table)
    if key:
        lines.append(key)
    if report.kind == "kick":
        if report.next_phase is not None:
            lines.append(f"**{phase_title(report.next_phase)} goes on.**")
        else:
            lines.append(next_step(None))
    else:
        lines.append(next_step(report.next_phase))
    if deadline and report.next_phase is not None:
        lines.append(deadline)
    embed = discord.Embed(
        title=title,
        description=clip("\n".join(lines)),
        colour=DAY_COLOUR if night else NIGHT_COLOUR,
    )
    embed.set_image(url="attachment://table.png")
    return embed


def next_step(next_phase: str | None) -> str:
    """What players do next."""
    if next_phase is None:
        return "**The game is over.**"
    phase = parse_phase(next_phase)
    if phase.is_night:
        return (
            f"**Next: {phase.title()}.** Check your direct messages and choose your night "
            "actions there (or with `/night` here: only you see the reply)."
        )
    return (
        f"**Next: {phase.title()}.** Vote in the menu under the tally below, or with `/vote` "
        "(`/unvote` takes a vote back)."
    )


END_TITLES = {
    "village": "🏆 The village wins!",
    "wolves": "🐺 The wolves win!",
    "tie": "🤝 A tie: everyone is dead",
}


def outcome_text(report: PublicReport, game: Game) -> str:
    """One paragraph for the lobby message: who won, and why."""
    outcome = report.outcome
    assert outcome is not None
    winners = names(game, outcome.winners)
    return (
        f"**{END_TITLES[outcome.winner]}** {sentence_case(outcome.reason)}\n"
        f"Winners: {winners}. The reveal is in the game's last post."
    )


def sentence_case(text: str) -> str:
    """``the last wolf died`` -> ``The last wolf died.`` (engine messages as sentences)."""
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?)`" else text + "."


def end_embed(report: PublicReport, game: Game) -> discord.Embed:
    """The end: winning team, winners, the reveal of one drawn final world."""
    outcome = report.outcome
    assert outcome is not None
    title = END_TITLES[outcome.winner]
    winners = names(game, outcome.winners)
    lines = [f"*{outcome.reason}*", f"**Winners:** {winners}", ""]
    if report.reveal is not None:
        lines.append("**The final world** (drawn from the survivors):")
        for entry in report.reveal.roles:
            dead = "" if game.alive[entry.seat] else " ☠️"
            lines.append(f"#{entry.number} **{esc(entry.name)}**: {entry.role_title}{dead}")
        if report.reveal.kills:
            lines.append("")
            lines.append("**Who killed whom:**")
            for kill in report.reveal.kills:
                attacker = esc(game.name(kill.attacker))
                if kill.target is None:
                    lines.append(f"Night {kill.night}: {attacker} attacked nobody.")
                else:
                    lines.append(
                        f"Night {kill.night}: {attacker} attacked {esc(game.name(kill.target))}"
                        f" ({kill.result})."
                    )
        if report.reveal.visions:
            lines.append("")
            lines.append("**The Seer's visions:**")
            for vision in report.reveal.visions:
                counted = "" if vision.counted else " (after the Seer's death: counted for nothing)"
                lines.append(
                    f"Night {vision.night}: {esc(game.name(vision.target))} was seen "
                    f"{vision.result}{counted}."
                )
    lines.append("")
    lines.append("The game record is attached: replay it with the engine.")
    colour = EVIL_COLOUR if outcome.winner == "wolves" else GOOD_COLOUR
    return discord.Embed(title=title, description=clip("\n".join(lines)), colour=colour)


# -- the day ---------------------------------------------------------------------------------------


def tally_embed(
    game: Game, settings: GameSettings, *, closed: bool = False, deadline: str | None = None
) -> discord.Embed:
    """The day's vote count: votes per target, who voted for whom, the majority."""
    tally = game.tally()
    title = f"🗳️ {game.phase.title()}: votes" + (" (closed)" if closed else "")
    lines = []
    for target, voters in sorted(tally.votes.items(), key=lambda item: (-len(item[1]), item[0])):
        lines.append(f"**{esc(game.name(target))}**: {len(voters)} ({names(game, voters)})")
    if not lines:
        lines.append("No votes yet.")
    voted = {v for voters in tally.votes.values() for v in voters}
    lines.append("")
    lines.append(f"Not voting yet: {names(game, [s for s in game.living() if s not in voted])}")
    lines.append(f"A majority is **{tally.majority}** of {tally.voters} living players.")
    if settings.majority_ends_day:
        lines.append("A majority ends the day at once; otherwise the deadline does.")
    else:
        lines.append("The deadline (or the storyteller) ends the day.")
    lines.append("At the deadline, players without a vote abstain.")
    if deadline:
        lines.append(deadline)
    return discord.Embed(title=title, description=clip("\n".join(lines)), colour=DAY_COLOUR)


# -- private views ---------------------------------------------------------------------------------


def odds_line(view: PlayerView, limit: int = FIELD_LIMIT) -> str:
    """``Seer 14.3% · Villager 57.1% · alpha wolf 28.6%`` (roles with a chance only), within
    ``limit`` characters: in big games a player may hold any of hundreds of wolf ranks, and
    those that do not fit end the line as ``… and 212 more ranks (21.2% together)``."""
    chances = [chance for chance in view.roles if chance.chance > 0]
    parts: list[str] = []
    used = 0
    for index, chance in enumerate(chances):
        part = f"{chance.role} {pct(chance.chance)}"
        last = index == len(chances) - 1
        if used + len(part) + (0 if last else ODDS_TAIL) > limit:
            rest = chances[index:]
            together = pct(_together(rest, first=index == 0))
            parts.append(f"… and {len(rest)} more ranks ({together} together)")
            break
        parts.append(part)
        used += len(part) + 3
    return " · ".join(parts) or "no role left (you are dead)"


def _together(rest: Sequence[RoleChance], first: bool) -> float:
    """The folded roles' chance together. Only roles with a chance are listed, so when the fold
    starts at the first one it holds every role the seat may have: exactly 1. Otherwise a role
    before it is possible, and the float sum (which rounding may carry to 1.0) stays below 1."""
    if first:
        return 1.0
    return min(sum(c.chance for c in rest), math.nextafter(1.0, 0.0))


HOW_TO_PLAY = (
    "Every player might be the Seer, a Villager or a wolf: the game keeps every possible world "
    "at once, and everything that happens rules some of them out.\n"
    "**Each night** choose a vision target (and from Night 1 an attack target) with the menus "
    "below or `/night`. A vision counts in the worlds where you are the Seer, an attack in those "
    "where you are the leading wolf.\n"
    "**Each day** vote in the game channel, in the menu under the tally or with `/vote`.\n"
    "The public table lists players by secret number only. `/me` shows your odds at any time; "
    "`/help` explains the rest."
)

RANKED_WOLVES = (
    "**Wolves are ranked** alpha, beta, gamma, … The *leading wolf* is the highest-ranked wolf "
    "not yet lynched (the alpha while the alpha lives, then the beta, …): only the leading "
    "wolf's attack counts each night. Your odds list each rank you might hold."
)


def welcome_embed(view: PlayerView, game: Game, channel: str) -> discord.Embed:
    """For one player only: secret number, how to play, own role odds."""
    embed = discord.Embed(
        title=f"Quantum Werewolf in {channel}",
        description=(
            f"Your secret number is **#{view.number}**. Keep it to yourself.\n\n{HOW_TO_PLAY}"
            + (f"\n{RANKED_WOLVES}" if game.cisra is not None else "")
        ),
        colour=NIGHT_COLOUR,
    )
    embed.add_field(name="Your role odds", value=odds_line(view), inline=False)
    wolves = game.wolves
    embed.set_footer(text=f"{game.n} players, {wolves_text(wolves)}, {game.world_count()} worlds")
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


NO_VISION_WORLD = "you are the Seer in no remaining world, so a vision counts in none"
NO_ATTACK_WORLD = (
    "you are tonight's leading wolf in no remaining world, so an attack counts in none"
)


def night_embed(view: PlayerView, game: Game, channel: str, *, odds: bool = True) -> discord.Embed:
    """For one player only: tonight's prompt (with how to turn the menus' pages in big games).

    Every living player answers every night (so the night's end tells nobody who had something
    to do); the prompt says, from the player's own odds (see :func:`what_counts`), when a choice
    can count in no world. ``odds``: add the player's role odds (left out when the
    welcome above already shows them).
    """
    vision, attack = what_counts(game, view.seat)
    attacks = game.attacks_tonight()
    rule = (
        "Every living player answers every night, whatever their odds: the night ends once "
        "everyone has answered, or at its deadline. You can change your mind until then; each "
        "choice is confirmed to you alone."
    )
    if vision or attack:
        wanted = [w for w, ok in (("a vision target", vision), ("an attack target", attack)) if ok]
        idle = [
            w
            for w, ok in (("*No vision*", vision), ("*No attack*", attack or not attacks))
            if not ok
        ]
        rest = f", and answer {' and '.join(idle)}" if idle else ""
        lines = [f"Choose {' and '.join(wanted)} below (or with `/night`){rest}. {rule}"]
    else:
        nothing = "*No vision* and *No attack*" if attacks else "*No vision*"
        lines = [
            "**Nothing you choose tonight can count in any world.**",
            f"Answer anyway with {nothing} below (or with `/night`). {rule}",
        ]
    reasons = []
    if not vision:
        reasons.append(NO_VISION_WORLD)
    if attacks and not attack:
        reasons.append(NO_ATTACK_WORLD)
    if reasons:
        public = ""
        if not vision and seer_died_in_public(game):
            public = "The Seer has died in public, so no vision counts any more. "
        lines.append(
            f"{public}Your odds show it: {' and '.join(reasons)}. Your answer "
            "changes nothing in any world, and the night waits for every answer."
        )
    page = 24  # players in one night menu (bot.views.PAGE_SIZE); more, and the menus page
    others = sum(1 for seat in game.living() if seat != view.seat)
    if others > page:
        lines.append(
            f"There are {others} players to choose from: each menu shows {page} "
            "at a time, by name, and the ◀ / ▶ buttons under it turn its pages. Quicker: "
            "`/night vision:` and type the first letters of a name."
        )
    waiting = answers.missing(game, view.seat)
    if waiting:
        lines.append(f"Not answered yet: **{and_list(waiting)}**.")
    embed = discord.Embed(
        title=f"{game.phase.title()} in {channel} (you are #{view.number})",
        description="\n".join(lines),
        colour=NIGHT_COLOUR,
    )
    if odds:
        embed.add_field(name="Your role odds", value=odds_line(view), inline=False)
    return embed


def seer_died_in_public(game: Game) -> bool:
    """Whether a public death revealed the Seer (games that reveal roles)."""
    return any(death.role_title == SEER.title() for death in game.deaths)


def vision_news(game: Game, seat: int, target: int | None, text: str) -> str:
    """A vision result for its viewer; when the viewer is the Seer in no remaining world, it
    says that the vision counted in none instead of giving a result as if it were a fact."""
    if target is None or game.marginals().can_seer[seat]:
        return text
    return (
        f"🔮 Your vision of **{esc(game.name(target))}** counted in no world: you are the Seer in "
        "no remaining world, so it tells you nothing about them."
    )


def me_embed(view: PlayerView, game: Game) -> discord.Embed:
    """For one player only: number, odds, packmates, visions, tonight's choices."""
    state = "alive" if view.alive else "dead"
    embed = discord.Embed(
        title=f"You: #{view.number} {view.name} ({state})",
        description=f"Phase: **{game.phase.title()}**",
        colour=NIGHT_COLOUR if game.phase.is_night else DAY_COLOUR,
    )
    embed.add_field(name="Role odds", value=odds_line(view), inline=False)
    embed.add_field(
        name="Team and death",
        value=f"good {pct(view.good)} · evil {pct(view.evil)} · dead {pct(view.dead)}",
        inline=False,
    )
    if view.packmates:
        # Likeliest first; equal chances in join order (the engine breaks ties by number).
        ordered = sorted(view.packmates, key=lambda m: (-m.chance, m.seat))
        mates = and_list([f"{esc(m.name)} {pct(m.chance)}" for m in ordered])
        embed.add_field(name="If you are a wolf, your pack could be", value=clip(mates, 1000))
    if view.visions:
        seen = "\n".join(
            f"Night {v.night}: {esc(game.name(v.target))}: "
            f"{v.result.upper() if game.setup.preset is Preset.CISRA else v.result}"
            for v in view.visions
        )
        if not game.marginals().can_seer[view.seat]:
            seen = (
                "You are the Seer in no remaining world: these visions counted in none and tell "
                "you nothing.\n"
                + "\n".join(f"Night {v.night}: {esc(game.name(v.target))}" for v in view.visions)
            )
        embed.add_field(name="Your visions", value=clip(seen, 1000), inline=False)
    if view.choices:
        chosen = "\n".join(
            f"{kind}: {'none' if target is None else esc(game.name(target))}"
            for kind, target in view.choices.items()
        )
        embed.add_field(name="Your choices this phase", value=chosen, inline=False)
    waiting = answers.missing(game, view.seat)
    if waiting:
        embed.add_field(
            name="Not answered yet", value=clip(and_list(waiting), FIELD_LIMIT), inline=False
        )
    return embed


def grimoire_embed(game: Game) -> discord.Embed:
    """For the storyteller only: everything."""
    chances = game.marginals()
    owed = game.owed()
    lines = []
    for seat in game.by_number:
        mark = "" if game.alive[seat] else " ☠️"
        parts = [f"evil {pct(float(chances.wolf[seat]))}", f"seer {pct(float(chances.seer[seat]))}"]
        if game.alive[seat]:
            parts.append(f"dead {pct(float(chances.dead[seat]))}")
        lines.append(f"**#{game.numbers[seat]} {esc(game.name(seat))}**{mark}: {', '.join(parts)}")
        choices = []
        for kind, table in (
            ("vision", game.choices.visions),
            ("attack", game.choices.attacks),
            ("vote", game.choices.votes),
        ):
            if seat in table:
                target = table[seat]
                choices.append(f"{kind} → {'none' if target is None else esc(game.name(target))}")
        if seat in owed:
            choices.append(f"owes {', '.join(owed[seat])}")
        if choices:
            lines.append("  " + "; ".join(choices))
        for vision in game.visions[seat]:
            lines.append(
                f"  N{vision.night} vision of {esc(game.name(vision.target))}: {vision.result}"
            )
    embed = discord.Embed(
        title=f"Grimoire: {game.phase.title()}",
        description=clip("\n".join(lines)),
        colour=INFO_COLOUR,
    )
    embed.set_footer(text=f"{game.world_count()} worlds · visible to you only")
    return embed


def abort_embed(game: Game) -> discord.Embed:
    """The storyteller ended the game early: every player's number and odds (the game is over,
    so the storyteller's view is public now), and the visions each one received."""
    chances = game.marginals()
    lines = [
        f"The storyteller ended the game during **{game.phase.title()}**: no team wins. "
        "Nothing was drawn: these are the chances in the worlds that were left.",
        "",
    ]
    for seat in game.by_number:
        mark = " ☠️" if not game.alive[seat] else ""
        parts = [f"evil {pct(float(chances.wolf[seat]))}", f"seer {pct(float(chances.seer[seat]))}"]
        if game.alive[seat]:
            parts.append(f"dead {pct(float(chances.dead[seat]))}")
        lines.append(f"#{game.numbers[seat]} **{esc(game.name(seat))}**{mark}: {', '.join(parts)}")
        for vision in game.visions[seat]:
            lines.append(
                f"  Night {vision.night}: saw {esc(game.name(vision.target))} {vision.result}"
            )
    lines += [
        "",
        table_block(game.table()),
        "The game record is attached: replay it with the engine.",
    ]
    embed = discord.Embed(
        title="🛑 The game was ended by the storyteller",
        description=clip("\n".join(lines)),
        colour=INFO_COLOUR,
    )
    embed.set_image(url="attachment://table.png")
    embed.set_footer(text=f"{game.world_count()} worlds were left")
    return embed


def names(game: Game, seats: Iterable[int]) -> str:
    """Escaped names in join (seat) order, joined with commas and a last "and" (``nobody``
    when empty).

    Every list of players the bot shows goes through here: the engine lists seats in secret
    number order, and a list in that order would tell readers who holds which number."""
    return and_list([esc(game.name(seat)) for seat in sorted(seats)])


def wolves_text(count: int) -> str:
    """``1 wolf``, ``2 wolves``."""
    return f"{count} wolf" if count == 1 else f"{count} wolves"


def in_join_order(deaths: Iterable[Death]) -> list[Death]:
    """Deaths of one resolution: the lynched or removed player first (public anyway), then the
    rest in join (seat) order, never in the engine's secret-number order."""
    return sorted(
        deaths, key=lambda death: (death.cause.value not in {"lynch", "kick"}, death.seat)
    )
