"""Invariants over random legal command sequences, checked after every command."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import IllegalActionError
from engine.core.family import Actor
from engine.lab import FAMILY, LabGame, LabSetup, PromptKind
from engine.lab.actions import Command, Verb
from engine.lab.game import SETTLE_LIMIT
from engine.lab.geometry import (
    SECTOR_CELLS,
    Cell,
    Colour,
    Direction,
    is_hallway,
    on_map,
    sector_coords,
    sector_of,
    step,
)
from engine.lab.policy import eager_choice
from engine.lab.position import Placed, Position
from engine.lab.tiles import (
    TILE_COUNT,
    TILES,
    Kind,
    collapser_set_ids,
    open_sides,
    wormhole_end_id,
)

PROFILE = settings(
    max_examples=int(os.environ.get("LAB_EXAMPLES", "20")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
"""Modest in CI; ``LAB_EXAMPLES=500`` for a long local run."""

SIDE_BITS = {Direction.UP: 1, Direction.RIGHT: 2, Direction.DOWN: 4, Direction.LEFT: 8}


def oracle_moves(position: Position, seat: int) -> set[Direction]:
    """Legal steps computed from scratch: side bitmasks of the canonical drawing, turned."""
    canonical = {"dead-end": 1, "straight": 5, "corner": 3, "tee": 11, "cross": 15}

    def mask(cell: tuple[int, int]) -> int:
        if is_hallway(cell):
            return 15
        placed = position.tiles.get(cell)
        if placed is None:
            return 0
        bits = canonical[TILES[placed.tile].shape.value]
        for _ in range(placed.rotation):
            bits = ((bits << 1) | (bits >> 3)) & 15
        return bits

    here = position.where(seat)
    result = set()
    for direction in Direction:
        there = step(here, direction)
        if not on_map(there) or mask(there) == 0:
            continue
        back = SIDE_BITS[direction.opposite]
        if mask(here) & SIDE_BITS[direction] and mask(there) & back:
            result.add(direction)
    return result


def check_invariants(game: LabGame) -> None:
    position = game.position
    position.check()
    for cell in position.tiles:
        assert cell in SECTOR_CELLS, f"tile on hallway {cell}"
    on_board = [p.tile for p in position.tiles.values()]
    everything = on_board + position.stack + position.discard + list(position.gray_supply)
    everything += [position.drawn] if position.drawn is not None else []
    assert sorted(everything) == list(range(TILE_COUNT))
    for placement in game.placements:
        if placement.facing is not None:
            assert placement.facing in open_sides(placement.tile, placement.rotation)
    for k in range(1, 5):
        cells = [position.find(piece) for piece in collapser_set_ids(k)]
        present = [c for c in cells if c is not None]
        assert len(present) in (0, 4)
        assert len({sector_coords(c) for c in present}) <= 1
        assert len({sector_of(c) for c in present}) == len(present)
        assert len({position.tiles[c].rotation for c in present}) <= 1
    assert game.longest_chain <= SETTLE_LIMIT
    check_cubes(position)
    for colour, cell in position.lying.items():
        assert on_map(cell), colour
    if game.prompt.kind is PromptKind.ACTIONS and game.prompt.seat is not None:
        seat = game.prompt.seat
        engine_moves = {
            c.direction
            for c in game.legal_commands()
            if c.verb is Verb.MOVE and c.direction is not None
        }
        assert engine_moves == oracle_moves(position, seat)


def check_cubes(position: Position) -> None:
    """Each cube is in exactly one place: lying on a cell, held by a scientist on the map, or
    in its slot."""
    held = list(position.holding.values())
    for colour in Colour:
        places = (colour in position.lying) + held.count(colour) + (colour in position.slots)
        assert places == 1, f"{colour.text} is in {places} places"
    for seat in position.holding:
        assert position.where(seat) is not None, f"P{seat + 1} holds a cube off the map"


def check_new_placements(game: LabGame, before: dict[Cell, Placed], placed_before: int) -> None:
    """Each tile placed by the last command in a sightline is open toward the cell the line came
    from, and that cell (hallway, or a tile as the board stood) is open toward it; tiles placed
    under a scientist (arrived on by teleport, randomizer or transit) or as gray pieces are
    exempt. Checked against the board before the command, so later moves do not hide a fault."""
    board = dict(before)
    for placement in game.placements[placed_before:]:
        if placement.facing is not None:
            sides = open_sides(placement.tile, placement.rotation)
            assert placement.facing in sides, placement
            origin = step(placement.cell, placement.facing)
            if not is_hallway(origin):
                assert origin in board, f"{placement} was seen from a blank"
                came = board[origin]
                back = placement.facing.opposite
                assert back in open_sides(came.tile, came.rotation), placement
        board[placement.cell] = Placed(placement.tile, placement.rotation)


def pushed(game: LabGame, command: Command) -> None:
    """Push ``command`` and check every invariant against the board as it stood before."""
    before, placed_before = dict(game.position.tiles), len(game.placements)
    game.push(command)
    check_new_placements(game, before, placed_before)
    check_invariants(game)


def out_of_turn(game: LabGame) -> list[Command]:
    """Events that may come at any time: wipes, votes, leaving, coming back, the host."""
    seats = range(game.seats)
    events = [Command(seat, Verb.WIPE, colour=colour) for seat in seats for colour in Colour]
    events += [Command(seat, Verb.VOTE, value=value) for seat in seats for value in ("yes", "no")]
    events += [Command(seat, Verb.BACK) for seat in seats]
    events += [Command(seat, Verb.LEAVE) for seat in seats]
    events += [Command(Actor.STORYTELLER, Verb.KICK, target=seat) for seat in seats]
    events += [Command(Actor.STORYTELLER, Verb.SKIP), Command(Actor.SYSTEM, Verb.VOTE_EXPIRED)]
    return events


def game_accepts(game: LabGame, command: Command) -> bool:
    try:
        game.check(command)
    except IllegalActionError:
        return False
    return True


def random_game(data: st.DataObject, steps: int) -> LabGame:
    players = data.draw(st.integers(2, 8), label="players")
    setup = LabSetup(
        players=[f"p{i}" for i in range(players)],
        seed=data.draw(st.integers(0, 10**6), label="seed"),
        cats=data.draw(st.booleans(), label="cats"),
        scenario=data.draw(
            st.sampled_from([None, "decaf", "openplan", "tunnel", "breach", "walls"]),
            label="scenario",
        ),
    )
    eagerly = data.draw(st.booleans(), label="eager policy")
    game = LabGame(setup)
    check_invariants(game)
    for _ in range(steps):
        if game.outcome is not None:
            break
        roll = data.draw(st.integers(0, 120), label="interrupt")
        if roll < 4:
            leaving = (Verb.LEAVE, Verb.KICK)
            others = [
                c
                for c in out_of_turn(game)
                if (c.verb in leaving) == (roll == 0) and game_accepts(game, c)
            ]
            if others:
                pushed(game, data.draw(st.sampled_from(others)))
                continue
        eager = eager_choice(game) if eagerly else None
        if eager is not None and data.draw(st.integers(0, 3), label="eager") > 0:
            pushed(game, eager)
            continue
        legal: list[Command] = game.legal_commands()
        legal.append(Command(Actor.SYSTEM, Verb.TIMEOUT))
        if game.prompt.kind is PromptKind.ACTIONS and data.draw(st.integers(0, 5)) == 0:
            choice = next(c for c in legal if c.verb in (Verb.DONE, Verb.TIMEOUT))
        else:
            choice = data.draw(st.sampled_from([c for c in legal if c.verb is not Verb.DONE]))
        pushed(game, choice)
    return game


@PROFILE
@given(st.data())
def test_random_games_keep_every_invariant(data: st.DataObject) -> None:
    """After every command: no tile on a hallway, each sightline tile connects to the opening
    it was seen through, collapser sets share coordinates, each cube is in one place, chains
    end, the 140 tiles are all accounted for, and the engine's legal moves match an oracle."""
    random_game(data, steps=120)


@PROFILE
@given(st.data())
def test_records_replay_to_identical_boards(data: st.DataObject) -> None:
    """Replaying a random game's record rebuilds the same board, prompt and messages."""
    game = random_game(data, steps=80)
    replayed = FAMILY.replay(game.record())
    assert replayed.position.text() == game.position.text()
    assert replayed.prompt == game.prompt
    assert replayed.log == game.log
    assert replayed.placements == game.placements


def test_chains_of_elements_end() -> None:
    """Two teleporters facing each other send a scientist back and forth until it rests."""
    from .builder import Board, dice, game, play

    board = Board()
    board.tile((7, 2), "teleporter-cross", "╋ →")
    board.tile((8, 2), "teleporter-straight", "━ ←")
    board.at(1, (7, 2))
    g = game(board, draws=dice(*["1"] * (SETTLE_LIMIT + 1)))
    play(g, "P1 see up", "P1 done")
    assert g.longest_chain == SETTLE_LIMIT
    assert g.prompt.kind is PromptKind.SEE_AGAIN
    assert g.position.scientists[0] in ((7, 2), (8, 2))
    assert "comes to rest after 100 activations" in g.log[-1]


def test_wormhole_ends_share_coordinates_with_their_openings() -> None:
    """Without cats or scenarios, a wormhole's gray end keeps its opening's coordinates."""
    setup = LabSetup(players=["a", "b"], seed=5, cats=False)
    import random

    from engine.lab.policy import play_random

    game = LabGame(setup)
    play_random(game, random.Random(5), 1500)
    pairs = 0
    for spec in TILES:
        if spec.kind is Kind.WORMHOLE:
            opening = game.position.find(spec.id)
            end = game.position.find(wormhole_end_id(spec.index))
            if opening is not None and end is not None:
                pairs += 1
                assert sector_coords(opening) == sector_coords(end)
                assert sector_of(opening) != sector_of(end)
                assert game.position.tiles[opening].rotation == game.position.tiles[end].rotation
    assert pairs > 0
