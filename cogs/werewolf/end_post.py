"""The end's public post: who won, why, and every role revealed."""

from __future__ import annotations

import discord

from bot.i18n import SOURCE, t
from bot.names import esc
from cogs.werewolf import words
from cogs.werewolf.render import EVIL_COLOUR, GOOD_COLOUR, clip, names, phase_title, yes_no
from engine.werewolf import Game
from engine.werewolf.reports import PublicReport


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
