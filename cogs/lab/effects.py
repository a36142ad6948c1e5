"""Cat effects in words (spec §7.3): one public line per effect the engine resolved."""

from __future__ import annotations

from collections import defaultdict

from engine.lab import LabGame
from engine.lab.actions import Spin
from engine.lab.effects import CatEffect, Effect
from engine.lab.geometry import coords_text


def _p(seat: int | None) -> str:
    return f"P{(seat or 0) + 1}"


def effect_line(effect: CatEffect) -> str:
    """What a resolved cat effect did, for everyone."""
    who, cat = _p(effect.seat), effect.cat.text.capitalize()
    way = effect.direction.text if effect.direction is not None else ""
    cells = [coords_text(cell) for cell in effect.cells]
    match effect.kind:
        case Effect.TUNNEL:
            text = f"{who} tunnels {way} through the wall to {cells[0]}"
        case Effect.SPRINT:
            text = f"{who} sprints two steps {way}, to {cells[-1]}"
        case Effect.EXTRA_ACTION:
            text = f"{who} gets one more action this turn"
        case Effect.SWAP:
            text = f"{who} swaps places with {_p(effect.other)} ({who} to {cells[0]})"
        case Effect.CUBES_COME:
            moved = [f"{c.text} to {w}" for c, w in zip(effect.colours, cells, strict=True)]
            text = (
                f"the cubes lying in Sectors jump to {who}'s coordinates: " + ", ".join(moved)
                if moved
                else "no cube lies in a Sector, so none moves"
            )
        case Effect.CATNAP:
            text = f"{who} naps: board elements leave them alone for the rest of the turn"
        case Effect.POOL_ENDS:
            text = f"{who}'s actions end here"
        case Effect.ELBOWED:
            text = f"{_p(effect.other)} elbows {who} {way} to {cells[0]}"
        case Effect.NOT_ELBOWED:
            text = f"nobody can elbow {who}, who stays put"
        case Effect.SPIN:
            turn = "clockwise" if effect.spin is Spin.CW else "counter-clockwise"
            tiles = "tile turns" if len(cells) == 1 else f"tile set ({len(cells)} pieces) turns"
            text = f"{who}'s {tiles} a quarter {turn}"
        case Effect.SPIN_AROUND:
            text = (
                f"{len(cells)} tile(s) next to {who} turn a quarter clockwise: " + ", ".join(cells)
                if cells
                else f"no tile is next to {who}, so none turns"
            )
    return f"🐾 {cat}: {text}"


def log_lines(game: LabGame, start: int, stop: int | None) -> list[str]:
    """The log's lines ``start:stop`` with each cat effect's line where it happened (effects
    after the last line come only when ``stop`` is open: the next post starts there)."""
    end = len(game.log) if stop is None else min(stop, len(game.log))
    placed: dict[int, list[str]] = defaultdict(list)
    for at, effect in game.effects:
        if start <= at <= end:
            placed[at].append(effect_line(effect))
    out: list[str] = []
    for index in range(start, end):
        out += placed.get(index, ())
        out.append(game.log[index])
    if stop is None:
        out += placed.get(end, ())
    return out
