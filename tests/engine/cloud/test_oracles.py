"""The board's fast rules against plain enumeration oracles on random boards."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cloud import CloudGame, Hex
from engine.cloud.state import Unit
from engine.cloud.terrain import Terrain

from .helpers import started


@cache
def _game() -> CloudGame:
    return started()


@st.composite
def boards(draw: st.DrawFn) -> tuple[set[Hex], dict[Hex, int]]:
    """A connected board grown tile by tile, and some tiles occupied (hex → seat)."""
    tiles = {Hex(0, 0)}
    for _ in range(draw(st.integers(1, 30))):
        frontier = sorted({n for t in tiles for n in t.neighbours()} - tiles)
        tiles.add(draw(st.sampled_from(frontier)))
    ordered = sorted(tiles)
    taken = draw(st.lists(st.sampled_from(ordered), unique=True, max_size=min(8, len(ordered))))
    return tiles, {h: i % 2 for i, h in enumerate(taken)}


def _position(tiles: set[Hex], taken: dict[Hex, int]) -> CloudGame:
    game = _game()
    game.board = {h: Terrain.MOUNTAINS for h in tiles}
    game.units = {}
    for i, (hex_, seat) in enumerate(sorted(taken.items())):
        label = f"{'AB'[seat]}{i + 1}"
        game.units[label] = Unit(label, seat, None, hex_)
    game._cache.clear()
    return game


def _connected(tiles: set[Hex]) -> bool:
    if not tiles:
        return True
    seen: set[Hex] = set()
    todo = [min(tiles)]
    while todo:
        hex_ = todo.pop()
        if hex_ in seen:
            continue
        seen.add(hex_)
        todo += [n for n in hex_.neighbours() if n in tiles]
    return seen == tiles


def _oracle_tile_moves(tiles: set[Hex], taken: dict[Hex, int]) -> set[tuple[Hex, Hex]]:
    moves = set()
    around = {n for t in tiles for n in t.neighbours()} | tiles
    for lifted in tiles:
        if lifted in taken or all(n in tiles for n in lifted.neighbours()):
            continue
        rest = tiles - {lifted}
        if not _connected(rest):
            continue
        for dest in around:
            if dest != lifted and dest not in rest and any(n in rest for n in dest.neighbours()):
                moves.add((lifted, dest))
    return moves


def _oracle_paths(start: Hex, free: set[Hex], steps: int) -> set[Hex]:
    ends: set[Hex] = set()

    def walk(hex_: Hex, left: int, path: frozenset[Hex]) -> None:
        if left == 0:
            return
        for n in hex_.neighbours():
            if n in free and n not in path:
                ends.add(n)
                walk(n, left - 1, path | {n})

    walk(start, steps, frozenset({start}))
    return ends


@settings(max_examples=60, deadline=None, derandomize=True)
@given(boards())
def test_tile_moves_match_the_oracle(board: tuple[set[Hex], dict[Hex, int]]) -> None:
    """B3's fast move list equals lifting every tile and trying every hex."""
    tiles, taken = board
    game = _position(tiles, taken)
    assert set(game.tile_moves()) == _oracle_tile_moves(tiles, taken)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(boards(), st.integers(1, 4))
def test_reachable_matches_path_enumeration(
    board: tuple[set[Hex], dict[Hex, int]], steps: int
) -> None:
    """F1's breadth-first reach equals enumerating every simple path over free tiles."""
    tiles, taken = board
    if not taken:
        return
    game = _position(tiles, taken)
    unit = next(iter(game.units.values()))
    free = tiles - set(taken)
    assert game.reachable(unit, steps) == _oracle_paths(unit.hex, free, steps)
