"""The storyteller's grimoire (every seat's chances) and a cancelled game's post, which shows
them to everyone."""

from __future__ import annotations

import discord

from bot.i18n import SOURCE, t
from bot.names import esc
from cogs.werewolf import words
from cogs.werewolf.render import INFO_COLOUR, clip, pct, phase_title, table_block
from engine.werewolf import Game


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
