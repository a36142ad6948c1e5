"""What members may see (P3): the public view, a seat's observation, the text board (P7)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from engine.cloud.actions import SEAT_LETTERS
from engine.cloud.hexes import Hex, sorted_hexes
from engine.cloud.state import Pending, Phase, Player, Unit, Window
from engine.cloud.terrain import Terrain
from engine.core.family import Outcome, Seat


class Table(Protocol):
    """What the views read of a game (:class:`~engine.cloud.game.CloudGame` is one): typed
    here so the game can import its views without the views importing the game back."""

    @property
    def phase(self) -> Phase: ...
    @property
    def turn(self) -> int: ...
    @property
    def active(self) -> Seat | None: ...
    @property
    def pending(self) -> Pending: ...
    @property
    def paused(self) -> bool: ...
    @property
    def drawn(self) -> Terrain | None: ...
    @property
    def tile_deck(self) -> Sequence[Terrain]: ...
    @property
    def board(self) -> Mapping[Hex, Terrain]: ...
    @property
    def units(self) -> Mapping[str, Unit]: ...
    @property
    def players(self) -> Sequence[Player]: ...
    @property
    def window(self) -> Window | None: ...
    @property
    def outcome(self) -> Outcome | None: ...
    def setup_placer(self) -> Seat | None: ...
    def window_waiting(self) -> list[Seat]: ...
    def superposed(self, seat: Seat) -> bool: ...
    def copies(self, seat: Seat) -> list[Unit]: ...
    def unit_name(self, unit: Unit) -> str: ...
    def attack_of(self, unit: Unit) -> int: ...
    def life_of(self, unit: Unit) -> int: ...
    def max_life_of(self, unit: Unit) -> int: ...
    def move_of(self, unit: Unit) -> int: ...


def _unit(game: Table, unit: Unit) -> dict[str, Any]:
    return {
        "label": unit.label,
        "seat": SEAT_LETTERS[unit.seat],
        "name": game.unit_name(unit),
        "avatar": unit.is_avatar,
        "hex": str(unit.hex),
        "attack": game.attack_of(unit),
        "life": game.life_of(unit),
        "max_life": game.max_life_of(unit),
        "move": game.move_of(unit),
        "frozen": unit.frozen,
        "moved": unit.moved,
        "attacked": unit.attacked,
    }


def public_view(game: Table) -> dict[str, Any]:
    """Everything the rules publish: board, units, counts, discards, the window, the outcome."""
    window = game.window
    outcome = game.outcome
    return {
        "phase": game.phase.value,
        "turn": game.turn,
        "active": None if game.active is None else SEAT_LETTERS[game.active],
        "placer": None if game.setup_placer() is None else SEAT_LETTERS[game.setup_placer() or 0],
        "pending": game.pending.value,
        "paused": game.paused,
        "drawn_tile": game.drawn.value if game.drawn else None,
        "tile_deck": len(game.tile_deck),
        "tiles": [
            {"hex": str(h), "terrain": game.board[h].letter} for h in sorted_hexes(game.board)
        ],
        "units": [_unit(game, u) for u in sorted(game.units.values(), key=lambda u: u.label)],
        "players": [
            {
                "seat": p.letter,
                "name": p.name,
                "alive": p.alive,
                "avatar": (
                    p.deck.avatar.superposition
                    if game.superposed(p.seat)
                    else p.deck.avatar.coherent
                ),
                "superposed": game.superposed(p.seat),
                "copies": {u.label: game.life_of(u) for u in game.copies(p.seat)},
                "q": p.q,
                "m": p.m,
                "hand": len(p.hand),
                "deck": len(p.library),
                "discard": [p.cards[i].name for i in p.discard],
                "autopass": p.autopass,
            }
            for p in game.players
        ],
        "window": None
        if window is None
        else {
            "attacker": window.attacker,
            "target": window.target,
            "waiting": [SEAT_LETTERS[s] for s in game.window_waiting()],
        },
        "outcome": None
        if outcome is None
        else {
            "winners": [SEAT_LETTERS[s] for s in outcome.winners],
            "reason": outcome.reason,
            "summary": outcome.summary,
        },
    }


def observe(game: Table, seat: Seat) -> dict[str, Any]:
    """The public view plus the seat's own hand (never another's, never any deck order)."""
    view = public_view(game)
    p = game.players[seat]
    view["seat"] = p.letter
    view["hand_cards"] = [p.cards[i].name for i in p.hand]
    return view


def text_board(game: Table) -> str:
    """P7's text board: one line per tile, ``q,r letter label A/L``."""
    taken = {u.hex: u for u in game.units.values()}
    lines = []
    for hex_ in sorted_hexes(game.board):
        line = f"{hex_} {game.board[hex_].letter}"
        unit = taken.get(hex_)
        if unit is not None:
            line += f" {unit.label} {game.attack_of(unit)}/{game.life_of(unit)}"
        lines.append(line)
    return "\n".join(lines)
