"""Every Lab value has a canonical text form that parses back to itself."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import ParseError
from engine.core.family import Actor
from engine.lab import LabGame, LabSetup
from engine.lab.actions import Command, Spin, Verb, parse_record_line
from engine.lab.geometry import (
    ALL_CELLS,
    SECTOR_CELLS,
    Colour,
    Direction,
    cell_text,
    coords_text,
    parse_cell,
    parse_colour,
    parse_direction,
    sector_cell,
    sector_coords,
    sector_of,
)
from engine.lab.options import Cat, Scenario, parse_cat, parse_scenario
from engine.lab.policy import play_random
from engine.lab.position import parse_position
from engine.lab.tiles import TILES, distinct_rotations, glyph, parse_rotation, rotation_text


@pytest.mark.parametrize("cell", ALL_CELLS)
def test_cell_text_round_trips(cell: tuple[int, int]) -> None:
    """``(x,y)`` parses back to its cell."""
    assert parse_cell(cell_text(cell)) == cell


@pytest.mark.parametrize("cell", SECTOR_CELLS)
def test_sector_coordinates_round_trip(cell: tuple[int, int]) -> None:
    """``Colour-Letter-Number`` parses back to its cell."""
    assert parse_cell(coords_text(cell).split()[0]) == cell
    colour, coords = sector_of(cell), sector_coords(cell)
    assert colour is not None and coords is not None
    assert sector_cell(colour, *coords) == cell


def test_the_spec_examples_of_coordinates() -> None:
    """The map table's named cells sit where the spec says."""
    assert parse_cell("Red-C-3") == (2, 2)
    assert parse_cell("Green-C-3") == (8, 2)
    assert parse_cell("Yellow-C-3") == (2, 8)
    assert parse_cell("Blue-C-3") == (8, 8)
    assert parse_cell("Blue-A-1") == (6, 6)
    assert parse_cell("Yellow-A-5") == (4, 10)


def test_directions_colours_cats_scenarios_rotations_round_trip() -> None:
    """Directions, colours, cats, scenarios and rotations parse from their text."""
    assert all(parse_direction(d.text) is d for d in Direction)
    assert all(parse_colour(c.text) is c for c in Colour)
    assert all(parse_cat(c.text) is c for c in Cat)
    assert all(parse_scenario(s.value) is s for s in Scenario)
    assert all(parse_rotation(rotation_text(r)) == r for r in range(4))


def test_bad_text_is_refused_with_the_input_named() -> None:
    """Unparseable text raises ParseError quoting what was sent."""
    for parse, text in (
        (parse_cell, "(11,0)"),
        (parse_direction, "sideways"),
        (parse_colour, "pink"),
    ):
        with pytest.raises(ParseError, match=text.strip("()").split(",")[0]):
            parse(text)


def test_the_catalogue_matches_the_spec_table() -> None:
    """140 tiles: 120 white, 20 gray, with the table's shape totals."""
    totals: dict[str, int] = {}
    for spec in TILES:
        totals[spec.shape.value] = totals.get(spec.shape.value, 0) + 1
    assert totals == {"dead-end": 8, "straight": 30, "corner": 32, "tee": 36, "cross": 34}
    assert sum(spec.gray for spec in TILES) == 20


def test_orientation_offers_only_distinct_legal_results() -> None:
    """A straight seen end-on has one choice, a cross one, a teleporter cross four."""
    straight = next(s.id for s in TILES if s.text == "room-straight")
    cross = next(s.id for s in TILES if s.text == "room-cross")
    teleporter = next(s.id for s in TILES if s.text == "teleporter-cross")
    assert [glyph(straight, r) for r in distinct_rotations(straight, Direction.LEFT)] == ["━"]
    assert len(distinct_rotations(cross)) == 1
    assert len(distinct_rotations(teleporter, Direction.UP)) == 4


directions = st.sampled_from(list(Direction))
seats = st.integers(0, 7)
commands = st.one_of(
    st.builds(Command, seats, st.sampled_from([Verb.SEE, Verb.MOVE]), direction=directions),
    st.builds(Command, seats, st.just(Verb.ELBOW), direction=directions, target=seats),
    st.builds(Command, seats, st.just(Verb.STEAL), target=seats),
    st.builds(
        Command, seats, st.just(Verb.PICKUP), colour=st.none() | st.sampled_from(list(Colour))
    ),
    st.builds(Command, seats, st.just(Verb.WIPE), colour=st.sampled_from(list(Colour))),
    st.builds(Command, seats, st.just(Verb.VOTE), value=st.sampled_from(["yes", "no"])),
    st.builds(Command, seats, st.just(Verb.ORIENT), rotation=st.integers(0, 3)),
    st.builds(Command, seats, st.just(Verb.CHOOSE), value=st.sampled_from(list("12345ABCDE"))),
    st.builds(
        Command,
        seats,
        st.just(Verb.CAT),
        direction=st.none() | directions,
        target=st.none() | seats,
        spin=st.none() | st.sampled_from(list(Spin)),
    ),
    st.builds(
        Command,
        seats,
        st.sampled_from([Verb.DROP, Verb.TRANSIT, Verb.DONE, Verb.BLOOP, Verb.LEAVE, Verb.BACK]),
    ),
    st.builds(Command, st.just(Actor.SYSTEM), st.sampled_from([Verb.TIMEOUT, Verb.VOTE_EXPIRED])),
    st.builds(Command, st.just(Actor.STORYTELLER), st.sampled_from([Verb.SKIP, Verb.ABORT])),
    st.builds(Command, st.just(Actor.STORYTELLER), st.just(Verb.KICK), target=seats),
)


@given(commands)
def test_command_text_round_trips(command: Command) -> None:
    """A record line parses back to the same command."""
    assert parse_record_line(command.text) == command


@pytest.mark.parametrize("seed", range(4))
def test_position_text_round_trips_mid_game(seed: int) -> None:
    """A played position's text parses back to a position with the same text."""
    game = LabGame(LabSetup(players=["a", "b", "c"], seed=seed))
    play_random(game, random.Random(seed), 300)
    text = game.position.text()
    assert parse_position(text).text() == text


def test_public_text_hides_only_the_stack_order() -> None:
    """The public board gives the stack's size, never its order."""
    game = LabGame(LabSetup(players=["a", "b"], seed=1))
    public = game.public_view().position
    assert "stack 120 hidden" in public
    assert " ".join(map(str, game.position.stack[:5])) not in public
