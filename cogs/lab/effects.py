"""Cat effects in words (spec §7.3): one public line per effect the engine resolved, and the
log's lines with them, in the game's language."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from bot.i18n import SOURCE, t
from cogs.lab.log_words import colour, log_line, place, way
from engine.core.said import Said
from engine.lab import LabGame
from engine.lab.actions import Spin
from engine.lab.effects import CatEffect, Effect


def _p(seat: int | None) -> str:
    return f"P{(seat or 0) + 1}"


def effect_line(effect: CatEffect, lang: str = SOURCE) -> str:
    """What a resolved cat effect did, for everyone."""
    who, cat = _p(effect.seat), effect.cat.text.capitalize()
    direction = way(effect.direction.text, lang) if effect.direction is not None else ""
    places = [place(cell, lang) for cell in effect.cells]
    text = ""
    match effect.kind:
        case Effect.TUNNEL:
            text = t("lab-effect-tunnel", lang, seat=who, direction=direction, cell=places[0])
        case Effect.SPRINT:
            text = t("lab-effect-sprint", lang, seat=who, direction=direction, cell=places[-1])
        case Effect.EXTRA_ACTION:
            text = t("lab-effect-extra-action", lang, seat=who)
        case Effect.SWAP:
            text = t("lab-effect-swap", lang, seat=who, other=_p(effect.other), cell=places[0])
        case Effect.CUBES_COME:
            moved = [
                t("lab-effect-cube-to", lang, colour=colour(c.text, lang), cell=w)
                for c, w in zip(effect.colours, places, strict=True)
            ]
            text = (
                t("lab-effect-cubes-come", lang, seat=who, moved=", ".join(moved))
                if moved
                else t("lab-effect-no-cube-comes", lang)
            )
        case Effect.CATNAP:
            text = t("lab-effect-catnap", lang, seat=who)
        case Effect.POOL_ENDS:
            text = t("lab-effect-pool-ends", lang, seat=who)
        case Effect.ELBOWED:
            text = t(
                "lab-effect-elbowed",
                lang,
                other=_p(effect.other),
                seat=who,
                direction=direction,
                cell=places[0],
            )
        case Effect.NOT_ELBOWED:
            text = t("lab-effect-not-elbowed", lang, seat=who)
        case Effect.SPIN:
            text = t(
                "lab-effect-spin",
                lang,
                seat=who,
                pieces=len(places),
                spin="cw" if effect.spin is Spin.CW else "ccw",
            )
        case Effect.SPIN_AROUND:
            text = (
                t(
                    "lab-effect-spin-around",
                    lang,
                    seat=who,
                    count=len(places),
                    cells=", ".join(places),
                )
                if places
                else t("lab-effect-no-spin-around", lang, seat=who)
            )
    return f"🐾 {cat}: {text}"


def log_lines(game: LabGame, start: int, stop: int | None, lang: str = SOURCE) -> list[str]:
    """The log's lines ``start:stop`` with each cat effect's line where it happened (effects
    after the last line come only when ``stop`` is open: the next post starts there)."""
    end = len(game.log) if stop is None else min(stop, len(game.log))
    placed: dict[int, list[str]] = defaultdict(list)
    for at, effect in game.effects:
        if start <= at <= end:
            placed[at].append(effect_line(effect, lang))
    out: list[str] = []
    for index in range(start, end):
        out += placed.get(index, ())
        out.append(log_line(game.log[index], lang))
    if stop is None:
        out += placed.get(end, ())
    return out


def opens_with_turn(game: LabGame, start: int) -> bool:
    """Whether the lines from ``start`` open with a turn's first line (no cat effect before)."""
    return (
        start < len(game.log)
        and game.log[start].code == "turn"
        and all(at != start for at, _ in game.effects)
    )


def turn_start(log: Sequence[Said]) -> int:
    """Where the current turn's first line stands in ``log`` (its end when there is none)."""
    return max((i for i, line in enumerate(log) if line.code == "turn"), default=len(log))
