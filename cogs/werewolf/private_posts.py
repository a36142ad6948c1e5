"""What each player sees alone: the welcome DM, the night's DM and its news, ``/me``
(their odds, packmates and visions)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import discord

from bot.i18n import SOURCE, t
from bot.names import esc
from cogs.werewolf import words
from cogs.werewolf.pages import PAGE_SIZE
from cogs.werewolf.render import (
    DAY_COLOUR,
    FIELD_LIMIT,
    NIGHT_COLOUR,
    and_list,
    clip,
    pct,
    phase_title,
    wolves_text,
    yes_no,
)
from engine.werewolf import Game, PlayerView, Preset
from engine.werewolf.reports import Message
from engine.werewolf.roles import SEER
from engine.werewolf.views import RoleChance

ODDS_TAIL = 60
"""Characters kept free at the end of a long odds line for its ``… and N more ranks`` tail."""


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
    page = PAGE_SIZE  # players in one night menu; more, and the menus page
    others = len(game.night_targets(view.seat))
    if others > page:
        lines.append(t("werewolf-night-pages", locale, others=str(others), page=str(page)))
    waiting = game.asked(view.seat)
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
    waiting = game.asked(view.seat)
    if waiting:
        missing = and_list([words.kind(kind, locale) for kind in waiting], locale)
        embed.add_field(
            name=t("werewolf-not-answered-field", locale),
            value=clip(missing, FIELD_LIMIT),
            inline=False,
        )
    return embed
