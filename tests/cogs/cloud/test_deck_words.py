"""A deck file's errors are data (a code, the path, the file's values), worded by the bot in
the reader's language; English is the engine's own sentence."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from cogs.cloud.deck_words import FIXED, KNOWN, VALUE, deck_fault_lines, fault_words
from engine.cloud.decks import DeckError, parse_deck_text, starter_deck, validate_deck
from engine.core.said import Said
from tests.cogs.family_helpers import german_clients as set_german_clients

from .helpers import seat_cloud_table


def _doc() -> dict[str, Any]:
    return json.loads(json.dumps(starter_deck("anon").document()))


def _alter(doc: dict[str, Any]) -> dict[str, Any]:
    return next(c for c in doc["cards"] if c["kind"] == "alter")


def _algorithm(doc: dict[str, Any]) -> dict[str, Any]:
    return next(c for c in doc["cards"] if c["kind"] == "algorithm")


def _broken(change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    doc = _doc()
    change(doc)
    return doc


BROKEN: tuple[Any, ...] = (
    [],
    _broken(lambda d: d.update(extra=1, format=3, id="Bad Id", name=" x", avatar=3)),
    _broken(lambda d: d.update(cards=[])),
    _broken(lambda d: d["avatar"].update(attack="x", move=0, life=99, superpose_cost=1)),
    _broken(lambda d: d["avatar"].update(terrain="moon", coherent="")),
    _broken(lambda d: d["avatar"].update(life=21)),
    _broken(lambda d: d["avatar"].update(superpose_cost=1)),
    _broken(lambda d: d["cards"][0].pop("name")),
    _broken(lambda d: d["cards"].extend([3, {"name": "Reply Guy", "kind": "spell", "copies": 1}])),
    _broken(lambda d: _alter(d).update(terrains=[], keywords="fly")),
    _broken(lambda d: _alter(d).update(terrains=["sky", "sky"], keywords=["swim", "fly", "fly"])),
    _broken(lambda d: _alter(d).update(attack=9, life=12, move=4, cost=None)),
    _broken(lambda d: _alter(d).update(cost=99)),
    _broken(lambda d: _algorithm(d).update(effects=[])),
    _broken(lambda d: _algorithm(d).update(effects=[3, {"do": "sing"}])),
    _broken(
        lambda d: _algorithm(d).update(
            effects=[
                {"do": "damage", "target": "enemy_alter", "n": 4},
                {"do": "buff", "attack": 1, "target": "own_alter"},
            ]
        )
    ),
    _broken(lambda d: _algorithm(d).update(effects=[{"do": "buff", "n": 1}])),
    _broken(lambda d: _algorithm(d).update(effects=[{"do": "buff", "target": "own_unit"}])),
    _broken(
        lambda d: _algorithm(d).update(
            effects=[{"do": "buff", "target": "own_unit", "attack": 1, "life": 1}]
        )
    ),
    _broken(lambda d: _algorithm(d).update(effects=[{"do": "draw", "target": "own_alter"}])),
    _broken(lambda d: _algorithm(d).update(effects=[{"do": "freeze", "n": 1, "life": 1}])),
    _broken(lambda d: _algorithm(d).update(effects=[{"do": "damage", "target": "own_alter"}])),
)
"""Deck documents with every kind of error between them."""


def _faults() -> list[str]:
    """Every error of the broken documents, a broken file and an unknown starter."""
    faults: list[str] = []
    for doc in BROKEN:
        with pytest.raises(DeckError) as refused:
            validate_deck(doc)
        faults += refused.value.errors
    for text in ("format = ", '{"format": '):
        with pytest.raises(DeckError) as refused:
            parse_deck_text(text)
        faults += refused.value.errors
    with pytest.raises(DeckError) as refused:
        starter_deck("nope")
    return faults + refused.value.errors


def test_every_kind_of_deck_error_is_coded():
    """Each error a deck file can have carries a code the bot words."""
    faults = _faults()
    assert [f for f in faults if not (isinstance(f, Said) and f.code)] == []
    codes = {f.code for f in faults if isinstance(f, Said)}
    more = {"too-small", "too-large", "budget", "superpose-cost", "repeats-card", "too-costly"}
    more |= {"card-cost", "deck-size", "takes-no", "syntax"}
    assert codes == FIXED | VALUE | KNOWN | more


def test_deck_errors_read_in_english_as_the_engine_words_them():
    """Said from its data in English, an error is the engine's sentence (a broken file's
    parser message aside: it names the line and column instead)."""
    faults = [f for f in _faults() if isinstance(f, Said) and f.code != "syntax"]
    assert [f for f in faults if fault_words(f, "en") != str(f)] == []


ENGLISH = re.compile(
    r"\b(is|not|missing|unknown|key|needs|list|of|the|a|an|cards|repeats|stated|computed|"
    r"must|be|takes|no|valid|line|column|costs|more|than|buff|may|add|share|target|above|"
    r"printable|characters|has|outer|spaces|whole|number|terrain|effect|starter|deck)\b"
)
ALLOWED = re.compile(r"`[^`]*`|^[\w\[\].]+:|\bcards\[\d+\]|'[^']*'|\([a-z_, ]+\)|\bNone\b|\bP\b")
"""The path, the file's values and keys, quoted as the file writes them."""


def test_deck_errors_are_german():
    """Every error reads in German, leaving only the file's own words."""
    german = [fault_words(f, "de") for f in _faults()]
    left = {g: w for g in german if (w := ENGLISH.findall(ALLOWED.sub(" ", g)))}
    assert left == {}


def test_the_file_detector_finds_an_english_error():
    """The check above would see an English error."""
    assert ENGLISH.findall(ALLOWED.sub(" ", "cards[0].copies: 7 is not a whole number")) != []


async def test_deck_check_answers_a_german_client_in_german(simcord_env, monkeypatch):
    """`/cloud deck check` with a broken file answers a German client with German errors."""

    set_german_clients(monkeypatch)
    table = await seat_cloud_table(simcord_env)
    doc = _doc()
    doc["cards"][0]["copies"] = 1
    doc["cards"][0]["attack"] = "x"
    raw = json.dumps(doc).encode()
    result = await table.players[0].slash(table.town, "cloud deck check", file=("d.json", raw))
    text = result.response.content
    assert result.ephemeral
    assert "- cards[0].attack: 'x' ist keine ganze Zahl" in text
    assert "- cards: 27 Karten, ein Deck hat genau 28" in text
    assert "is not" not in text and "exactly" not in text


def test_the_builder_and_the_check_word_errors_alike():
    """The deck builder's answer lists the same worded errors as the check."""
    with pytest.raises(DeckError) as refused:
        validate_deck(_broken(lambda d: d["cards"][0].update(copies=1)))
    assert deck_fault_lines(refused.value, "de") == "- cards: 27 Karten, ein Deck hat genau 28"
