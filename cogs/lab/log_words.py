"""The engine's log lines in a reader's language, said from their data.

Each line the engine logs is a :class:`engine.core.said.Said`: a code and the seats, cells,
colours, directions and numbers it names. This module says it through the catalogue
(``lab-log-…`` in ``bot/locales/*/lab-log.ftl``), English included, so every language is worded
from the same data and nothing reads the engine's English back. A line without a code (none
today) is shown as the engine wrote it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n import SOURCE, t
from engine.core.said import Said
from engine.lab.geometry import (
    LETTERS,
    Cell,
    Colour,
    Direction,
    cell_text,
    sector_coords,
    sector_of,
)
from engine.lab.tiles import TILES, Kind, glyph


def seat(value: object) -> str:
    """``P3`` for seat 2: the same in every language."""
    assert isinstance(value, int)
    return f"P{value + 1}"


def colour(name: Colour | str, lang: str) -> str:
    """A cube's or Sector's colour (``Red`` / ``Rot``)."""
    text = name.text if isinstance(name, Colour) else name
    return t("lab-colour", lang, colour=text.lower())


def way(direction: Direction | str, lang: str) -> str:
    """A direction (``up`` / ``nach oben``)."""
    text = direction.text if isinstance(direction, Direction) else direction
    return t("lab-direction", lang, direction=text)


def place(cell: Cell, lang: str) -> str:
    """A cell with its Sector's colour in ``lang`` (``Blau-A-1 (6,6)``; ``(5,3)`` in the
    hallway)."""
    sector, coords = sector_of(cell), sector_coords(cell)
    if sector is None or coords is None:
        return cell_text(cell)
    return f"{colour(sector, lang)}-{LETTERS[coords[0] - 1]}-{coords[1]} {cell_text(cell)}"


def tile_name(tile: int, lang: str) -> str:
    """A tile by its kind and shape in ``lang`` (``room-corner`` / ``Raum-Ecke``); a wormhole's
    or collapser's id (``W5``, ``gray-V1``) is the same in every language."""
    spec = TILES[tile]
    if spec.kind not in (Kind.ROOM, Kind.TELEPORTER, Kind.BREAK_ROOM, Kind.RANDOMIZER):
        return spec.text
    tint = colour(spec.colour, lang) if spec.colour is not None else t("lab-tile-multi", lang)
    return t(
        "lab-tile",
        lang,
        kind=spec.kind.value,
        shape=spec.shape.value,
        cups=str(spec.cups),
        colour=tint,
    )


def _cell(values: Mapping[str, Any], lang: str) -> str:
    return place(values["cell"], lang)


def log_line(line: str, lang: str = SOURCE) -> str:
    """One log line in ``lang`` (as the engine wrote it when it carries no code)."""
    if not isinstance(line, Said) or not line.code:
        return line
    v = line.values
    match line.code:
        case "turn":
            return t(
                "lab-log-turn",
                lang,
                turn=str(v["turn"]),
                round=str(v["round"]),
                seat=seat(v["seat"]),
                name=v["name"],
            )
        case "takes-back":
            return t("lab-log-takes-back", lang, seat=seat(v["seat"]), action=v["action"])
        case "away-pass":
            return t("lab-log-away-pass", lang, seat=seat(v["seat"]))
        case "bloops-self":
            return t("lab-log-bloops-self", lang, seat=seat(v["seat"]))
        case "break":
            return t("lab-log-break", lang, seat=seat(v["seat"]), cups=v["cups"])
        case "skipped":
            return t("lab-log-skipped", lang, seat=seat(v["seat"]))
        case "time-up":
            return t("lab-log-time-up", lang, seat=seat(v["seat"]))
        case "away":
            return t("lab-log-away", lang, seat=seat(v["seat"]))
        case "answer-timed-out":
            return t("lab-log-answer-timed-out", lang, seat=seat(v["seat"]))
        case "back":
            return t("lab-log-back", lang, seat=seat(v["seat"]))
        case "proposes":
            return t(
                "lab-vote-proposal", lang, seat=seat(v["seat"]), colour=colour(v["colour"], lang)
            )
        case "votes-yes":
            return t("lab-log-votes-yes", lang, seat=seat(v["seat"]))
        case "votes-no":
            return t(
                "lab-log-votes-no", lang, seat=seat(v["seat"]), colour=colour(v["colour"], lang)
            )
        case "vote-expired":
            return t("lab-log-vote-expired", lang)
        case "unsealed":
            return t("lab-log-unsealed", lang, colour=colour(v["colour"], lang))
        case "wiped":
            return t("lab-log-wiped", lang, colour=colour(v["colour"], lang))
        case "kicked":
            return t("lab-log-kicked", lang, seat=seat(v["seat"]))
        case "leaves":
            return t("lab-log-leaves", lang, seat=seat(v["seat"]))
        case "to-slot":
            return t("lab-log-to-slot", lang, colour=colour(v["colour"], lang))
        case "die-choose":
            return t(
                "lab-log-die-choose", lang, die=v["die"], seat=seat(v["seat"]), value=v["value"]
            )
        case "die":
            return t("lab-log-die", lang, die=v["die"], face=v["face"])
        case "sees":
            return t(
                "lab-log-sees", lang, seat=seat(v["seat"]), direction=way(v["direction"], lang)
            )
        case "nothing-new":
            return t(
                "lab-log-nothing-new",
                lang,
                seat=seat(v["seat"]),
                direction=way(v["direction"], lang),
            )
        case "stack-empty":
            return t("lab-log-stack-empty", lang)
        case "placed":
            tile = tile_name(v["tile"], lang)
            return f"{_cell(v, lang)} ← {tile} {glyph(v['tile'], v['rotation'])}"
        case "discarded":
            return t(
                "lab-log-discarded", lang, tile=tile_name(v["tile"], lang), cell=_cell(v, lang)
            )
        case "done":
            return t("lab-log-done", lang, seat=seat(v["seat"]))
        case "moves":
            return t(
                "lab-log-moves",
                lang,
                seat=seat(v["seat"]),
                direction=way(v["direction"], lang),
                cell=_cell(v, lang),
            )
        case "picks-up":
            return t(
                "lab-log-picks-up", lang, seat=seat(v["seat"]), colour=colour(v["colour"], lang)
            )
        case "steals":
            return t(
                "lab-log-steals",
                lang,
                seat=seat(v["seat"]),
                colour=colour(v["colour"], lang),
                other=seat(v["other"]),
            )
        case "drops":
            return t("lab-log-drops", lang, seat=seat(v["seat"]), colour=colour(v["colour"], lang))
        case "elbows":
            said = t(
                "lab-log-elbows",
                lang,
                seat=seat(v["seat"]),
                other=seat(v["other"]),
                direction=way(v["direction"], lang),
            )
            return f"{said} → {_cell(v, lang)}"
        case "transits":
            return t("lab-log-transits", lang, seat=seat(v["seat"]), cell=_cell(v, lang))
        case "logs":
            return t(
                "lab-log-logs",
                lang,
                seat=seat(v["seat"]),
                colour=colour(v["colour"], lang),
                logged=str(v["logged"]),
                target=str(v["target"]),
            )
        case "reset":
            return t("lab-log-reset", lang, coords=v["coords"])
        case "teleports":
            return t(
                "lab-log-teleports",
                lang,
                seat=seat(v["seat"]),
                distance=v["distance"],
                arrow=way(v["direction"], lang),
            )
        case "flies-off":
            return t("lab-log-flies-off", lang, seat=seat(v["seat"]))
        case "collapser":
            return t("lab-log-collapser", lang, seat=seat(v["seat"]), index=str(v["index"]))
        case "rests":
            return t("lab-log-rests", lang, seat=seat(v["seat"]), count=v["count"])
        case "randomized":
            return t("lab-log-randomized", lang, seat=seat(v["seat"]), cell=_cell(v, lang))
        case "no-tile-left":
            return t("lab-log-no-tile-left", lang)
        case "blooped":
            return t("lab-log-blooped", lang, seat=seat(v["seat"]), cell=_cell(v, lang))
        case "tile-moves":
            return t(
                "lab-log-tile-moves", lang, tile=tile_name(v["tile"], lang), cell=_cell(v, lang)
            )
        case "power":
            return t("lab-log-power", lang, seat=seat(v["seat"]), cat=v["cat"].text)
        case "reacts":
            return t("lab-log-reacts", lang, cat=v["cat"].text)
        case "breach-roll":
            return t("lab-log-breach-roll", lang, round=str(v["round"]))
        case "breach":
            return t("lab-log-breach", lang, coords=v["coords"])
        case "walls-roll":
            return t("lab-log-walls-roll", lang, round=str(v["round"]))
        case "walls-turn":
            return t("lab-log-walls-turn", lang, cell=_cell(v, lang))
        case "walls-still":
            return t("lab-log-walls-still", lang, cell=_cell(v, lang))
    return summary(line, lang)


def summary(line: str, lang: str = SOURCE) -> str:
    """An outcome's summary in ``lang`` (as written when it carries no code)."""
    if not isinstance(line, Said) or not line.code:
        return line
    v = line.values
    match line.code:
        case "aborted":
            return t("lab-outcome-aborted", lang)
        case "last-left":
            return t("lab-outcome-last-left", lang, seat=seat(v["seat"]), name=v["name"])
        case "logged":
            return t(
                "lab-outcome-logged", lang, seat=seat(v["seat"]), name=v["name"], count=v["count"]
            )
        case "grant":
            names = ", ".join(seat(s) for s in v["seats"])
            return t("lab-outcome-grant", lang, names=names)
    return line
