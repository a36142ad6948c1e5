"""Canonical text forms round-trip: hexes, commands, records."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cloud import CloudGame, CloudRecord, Hex
from engine.cloud.actions import Action, Verb, parse_command, parse_record_line
from engine.core import ParseError, parse_record_json
from engine.core.family import Actor

from .helpers import make_setup

hexes = st.builds(Hex, st.integers(-20, 20), st.integers(-20, 20))
labels = st.builds(
    lambda s, n, b: f"{s}{n}" + ("b" if b and n == 0 else ""),
    st.sampled_from("ABCD"),
    st.integers(0, 40),
    st.booleans(),
)
names = (
    st.text(
        st.characters(min_codepoint=32, max_codepoint=0x2FF, blacklist_characters='"\\'),
        min_size=1,
        max_size=32,
    )
    .map(str.strip)
    .filter(bool)
)
seats = st.integers(0, 3)


@st.composite
def actions(draw: st.DrawFn) -> Action:
    seat = draw(seats)
    verb = draw(st.sampled_from(list(Verb)))
    match verb:
        case Verb.TILE:
            origin = draw(st.none() | hexes)
            return Action(seat, verb, hex=draw(hexes), origin=origin)
        case Verb.AVATAR | Verb.SUPERPOSE:
            return Action(seat, verb, hex=draw(hexes))
        case Verb.KEEP:
            return Action(seat, verb, unit=draw(labels))
        case Verb.MOVE:
            return Action(seat, verb, unit=draw(labels), hex=draw(hexes))
        case Verb.ATTACK:
            return Action(seat, verb, unit=draw(labels), target=draw(labels))
        case Verb.SUMMON:
            return Action(seat, verb, card=draw(names), hex=draw(hexes))
        case Verb.PLAY:
            target = draw(st.none() | labels)
            where = draw(st.none() | hexes) if target else None
            return Action(seat, verb, card=draw(names), target=target, hex=where)
        case Verb.AUTOPASS:
            return Action(seat, verb, flag=draw(st.booleans()))
        case Verb.KICK:
            return Action(Actor.STORYTELLER, verb, seat=draw(seats))
        case Verb.PAUSE | Verb.RESUME:
            return Action(Actor.STORYTELLER, verb)
        case Verb.TIMEOUT:
            return Action(Actor.SYSTEM, verb)
        case _:
            return Action(seat, verb)


@given(hexes)
def test_hex_text_round_trips(hex_: Hex) -> None:
    """A hex's text `q,r` parses back to the same hex."""
    assert Hex.parse(str(hex_)) == hex_


@given(actions())
def test_command_text_round_trips(action: Action) -> None:
    """Every command's canonical text parses back to the same command (record form too)."""
    assert parse_command(str(action), action.actor) == action
    assert parse_record_line(action.record_text()) == action


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("move A1", "move A1 q,r"),
        ("fly A1 0,0", "not a command"),
        ("move Z1 0,0", "not a unit label"),
        ("tile 1;2", "not a hex"),
        ('play "Fire', "unclosed quote"),
        ("autopass maybe", "autopass on"),
    ],
)
def test_bad_commands_are_explained(text: str, match: str) -> None:
    """Malformed commands raise ParseError saying how to write them."""
    with pytest.raises(ParseError, match=match):
        parse_command(text, 0)


def test_unquoted_single_word_card_names_parse() -> None:
    """A one-word card name may be typed without quotes."""
    assert parse_command("play Fireball B1", 0).card == "Fireball"


def test_record_json_round_trips() -> None:
    """A record's JSON parses back equal, and replays."""
    game = CloudGame(make_setup(2, 3, "auto"))
    record = game.record()
    again = parse_record_json(CloudRecord, record.to_json())
    assert again == record
    assert CloudGame.replay(again).snapshot() == game.snapshot()


def test_terrain_letters_and_ids_round_trip() -> None:
    """Each terrain's id and map letter name it uniquely."""
    from engine.cloud.terrain import Terrain

    assert len({t.letter for t in Terrain}) == 7
    for terrain in Terrain:
        assert Terrain(terrain.value) is terrain
        assert Terrain.from_letter(terrain.letter) is terrain
