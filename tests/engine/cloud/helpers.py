"""Building Quantum Cloud games and positions for tests."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import pytest

from engine.cloud import (
    CloudGame,
    CloudPlayer,
    CloudSettings,
    CloudSetup,
    Hex,
    Pending,
    Phase,
    Verb,
)
from engine.cloud.decks import starter_deck
from engine.cloud.game import Report
from engine.cloud.policy import legal_actions
from engine.cloud.state import Unit
from engine.cloud.terrain import Terrain
from engine.core.errors import IllegalActionError
from engine.core.family import Actor

A, B, C, D = 0, 1, 2, 3
DECKS = ("anon", "pizza", "anon", "pizza")


def make_setup(
    players: int = 2,
    seed: int = 1,
    mode: str = "auto",
    windows: bool = True,
    decks: Iterable[str] = DECKS,
) -> CloudSetup:
    """A setup with starter decks (A Anonymous Legion, B Pizzaland Express, then again)."""
    chosen = list(decks)[:players]
    return CloudSetup(
        players=[
            CloudPlayer(name=f"p{i}", deck=starter_deck(deck).document())
            for i, deck in enumerate(chosen)
        ],
        seed=f"{seed:064x}",
        settings=CloudSettings(setup_mode=mode, windows=windows),  # type: ignore[arg-type]
    )


def started(players: int = 2, seed: int = 1, windows: bool = True) -> CloudGame:
    """A game past setup (auto tiles, Avatars on their first legal tile)."""
    game = CloudGame(make_setup(players, seed, "auto", windows))
    while game.phase is Phase.SETUP_AVATARS:
        seat = game.setup_placer()
        assert seat is not None
        run(game, seat, f"avatar {game.avatar_spaces(seat)[1][0]}")
    return game


def run(game: CloudGame, actor: int | Actor, text: str) -> Report:
    """Parse and push a command; fails the test if it is refused."""
    return game.push(game.parse_action(text, actor))


def refused(game: CloudGame, actor: int | Actor, text: str, match: str) -> None:
    """The command is refused with a message matching ``match`` and changes nothing."""
    before = game.snapshot()
    with pytest.raises(IllegalActionError, match=match):
        game.parse_action(text, actor)
    assert game.snapshot() == before


def place_tile(game: CloudGame) -> None:
    """Settle a pending T3 with the first legal option."""
    assert game.active is not None
    if game.pending is Pending.TILE:
        option = next(a for a in legal_actions(game, game.active) if a.verb is Verb.TILE)
        game.push(option)


def end_turn(game: CloudGame) -> Report:
    """Place any pending tile, then end the active player's turn."""
    place_tile(game)
    assert game.active is not None
    return run(game, game.active, "end")


def advance_to(game: CloudGame, seat: int) -> None:
    """End turns until ``seat`` is active and its tile is placed."""
    while game.active != seat:
        end_turn(game)
    place_tile(game)


def line_grid(width: int, terrain: Terrain = Terrain.MOUNTAINS) -> dict[Hex, Terrain]:
    """A compact board: every hex within ``width`` of the origin, of one terrain."""
    origin = Hex(0, 0)
    return {
        Hex(q, r): terrain
        for q in range(-width, width + 1)
        for r in range(-width, width + 1)
        if Hex(q, r).distance(origin) <= width
    }


def arrange(
    game: CloudGame,
    *,
    tiles: Mapping[Hex, Terrain] | None = None,
    units: Iterable[tuple[str, Hex] | tuple[str, Hex, str]] = (),
    hands: Mapping[int, list[str]] | None = None,
    qubits: Mapping[int, int] | None = None,
    active: int | None = None,
    tile_deck: list[Terrain] | None = None,
) -> None:
    """Rearrange a started game into a test position, keeping every card in one zone.

    ``units`` are ``(label, hex)`` for Avatar copies or ``(label, hex, card name)`` for Alters.
    The active player's turn is set at its battle step (T5 open, no pending choice).
    """
    assert game.phase is Phase.PLAY
    if tiles is not None:
        game.board = dict(tiles)
    if tile_deck is not None:
        game.tile_deck = list(tile_deck)
    game.drawn = None
    game.pending = Pending.NONE
    game.window = None
    for unit in list(game.units.values()):
        if unit.card is not None:
            game.players[unit.seat].library.append(unit.card)
    game.units = {}
    for entry in units:
        label, hex_ = entry[0], entry[1]
        seat = "ABCD".index(label[0])
        p = game.players[seat]
        if len(entry) == 2:
            game.units[label] = Unit(label, seat, None, hex_)
            continue
        index = _take(game, seat, entry[2])  # type: ignore[misc]
        number = int(label[1:])
        p.next_alter = max(p.next_alter, number + 1)
        game.units[label] = Unit(label, seat, index, hex_)
    for seat, names in (hands or {}).items():
        p = game.players[seat]
        p.library += p.hand
        p.hand = []
        for name in names:
            p.hand.append(_take(game, seat, name))
    for seat, q in (qubits or {}).items():
        p = game.players[seat]
        p.m = min(max(p.m, q), 10)
        p.q = q
    if active is not None:
        game.active = active
    for p in game.players:
        p.superposed_this_turn = game.superposed(p.seat)
        p.superposed_last_turn = False
        p.zeno_mark = False
    game.superpose_open = game.moves_open = game.battle_open = True
    game.first_turn = False


def _take(game: CloudGame, seat: int, name: str) -> int:
    p = game.players[seat]
    for pile in (p.library, p.discard, p.hand):
        for index in pile:
            if p.cards[index].name == name:
                pile.remove(index)
                return index
    raise AssertionError(f"no free copy of {name} for seat {seat}")


def rolls_in(lines: Iterable[str], rule: str) -> list[int]:
    """The rolls announced under ``rule`` (``Z4``, ``Z5``) in public lines."""
    return [int(m.group(1)) for line in lines for m in re.finditer(rf"{rule}: \D*(\d)", line)]


def leaked_hand_cards(game: CloudGame, lines: Iterable[str]) -> list[str]:
    """Lines naming a card that sits in a hand and has never been public (played, on board)."""
    public = {p.cards[i].name for p in game.players for i in p.discard + p.out}
    public |= {game.unit_name(u) for u in game.units.values()}
    problems = []
    for line in lines:
        text = line
        for terrain in Terrain:
            text = text.replace(terrain.title, "")
        for p in game.players:
            for index in p.hand:
                name = p.cards[index].name
                if name in text and name not in public:
                    problems.append(f"{line!r} names {name} from {p.letter}'s hand")
    return problems
