"""The engine's log lines, refusals and the board's labels as data: said from their code and values in
every language, the English exactly as the engine words it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PIL import ImageDraw

from cogs.lab.log_words import log_line, summary, tile_name
from cogs.lab.reasons import reason_words
from cogs.lab.words import board_words
from engine.core.said import Said, reason_of
from engine.lab import LabGame, LabSetup
from engine.lab.geometry import Direction
from engine.lab.policy import random_command
from engine.lab.render import render_board
from engine.lab.tiles import TILES

SCENARIOS = (None, "breach", "walls", "grant")


def _game(seed: int, scenario: str | None, commands: int = 1500) -> LabGame:
    """A random game with eager players (logs and resets happen)."""
    players = [f"n{i}" for i in range(2 + seed % 5)]
    game = LabGame(LabSetup(players=players, seed=seed, scenario=scenario))
    rng = random.Random(seed)
    for _ in range(commands):
        if game.outcome is not None:
            break
        game.push(random_command(game, rng, eagerness=0.5))
    return game


@pytest.fixture(scope="module")
def lines() -> list[Said]:
    """Every log line of 16 random games over the scenarios."""
    return [line for seed in range(4) for s in SCENARIOS for line in _game(seed, s).log]


def test_every_line_carries_a_code(lines):
    """The engine logs nothing without the data to say it from."""
    assert all(isinstance(line, Said) and line.code for line in lines)


def test_english_is_the_engines_own_words(lines):
    """Said from its data in English, each line reads exactly as the engine wrote it."""
    assert [line for line in lines if log_line(line, "en") != str(line)] == []


def test_every_code_has_german_words(lines):
    """No line but a placed tile's (coordinates, tile id, glyph) is the same in German."""
    same = {line.code for line in lines if log_line(line, "de") == log_line(line, "en")}
    assert same <= {"placed"}


def test_a_line_is_said_from_its_data_not_its_text():
    """The English beside the data is never read back."""
    line = Said("anything at all", "done", seat=2)
    assert (log_line(line, "en"), log_line(line, "de")) == ("P3 is done", "P3 ist fertig")


def test_an_outcome_is_said_from_its_data():
    """A grant deadline's winners come from the seats it names."""
    line = Said("whatever", "grant", seats=(0, 2))
    assert summary(line, "en") == "The grant deadline passes: P1, P3 win(s)."


def _drawn(monkeypatch: pytest.MonkeyPatch, game: LabGame, lang: str) -> list[str]:
    texts: list[str] = []
    draw = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        texts.append(str(text))
        draw(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    render_board(game, words=board_words(game, lang))
    return texts


def test_the_board_is_labelled_in_german(monkeypatch):
    """Offices, the players' panel, the status line, the legend and the log are German."""
    game = _game(1, None, commands=40)
    drawn = "\n".join(_drawn(monkeypatch, game, "de"))
    for german in ("Büro 1", "protokolliert", "Runde", "wartet auf", "wer am Zug ist", "Würfel"):
        assert german in drawn
    for english in ("office", "logged", "round", "waiting", "whose turn", "cube", " sees "):
        assert english not in drawn


def test_the_english_board_is_unchanged():
    """The English labels from the catalogue draw the very bytes of the engine's defaults."""
    game = _game(2, "walls", commands=80)
    assert render_board(game, words=board_words(game, "en")) == render_board(game)


TRIES = (
    "see up",
    "move up",
    "move left",
    "move down",
    "move right",
    "pickup",
    "pickup red",
    "pickup blue",
    "steal P2",
    "steal P1",
    "drop",
    "elbow P1 up",
    "elbow P2 down",
    "transit",
    "cat",
    "done",
    "wipe red",
    "vote yes",
    "orient 90",
    "choose A",
)
"""Commands sent at every seat in many positions: most are refused, for many reasons."""


def _refusals() -> list[str]:
    """The reasons of every refused try in the first 300 commands of four random games."""
    reasons: list[str] = []
    for seed in range(4):
        game = LabGame(LabSetup(players=["a", "b", "c"], seed=seed))
        rng = random.Random(seed)
        for step in range(300):
            if game.outcome is not None:
                break
            if step % 5 == 0:
                for seat in range(3):
                    for text in TRIES:
                        try:
                            game.parse_action(text, seat)
                        except ValueError as error:
                            reasons.append(reason_of(error))
            game.push(random_command(game, rng, eagerness=0.5))
    return reasons


@pytest.fixture(scope="module")
def refusals() -> list[str]:
    """Refusal reasons of many tries in random positions."""
    return _refusals()


def test_coded_refusals_read_in_english_as_the_engine_words_them(refusals):
    """A refusal said from its data in English is the engine's own sentence."""
    coded = [r for r in refusals if isinstance(r, Said) and r.code]
    assert len({r.code for r in coded}) >= 8
    assert [r for r in coded if reason_words(r, "en") != str(r)] == []


def test_every_refusal_is_coded(refusals):
    """No refusal of many tries in random positions is an English sentence without a code."""
    assert sorted({str(r) for r in refusals if not (isinstance(r, Said) and r.code)}) == []
    codes = {r.code for r in refusals if isinstance(r, Said)}
    assert "no-wormhole" in codes


def test_an_elbow_that_cannot_go_says_why_from_the_data():
    """An elbowed scientist blocked by a wall: the seat and the nested reason are worded."""
    wall = Said("a wall blocks the way up", "wall", direction=Direction.UP)
    said = Said(f"P2 cannot go there: {wall}", "cannot-go", seat=1, why=wall)
    assert reason_words(said, "en") == str(said)
    assert (
        reason_words(said, "de") == "P2 kann dort nicht hin: Eine Wand versperrt den Weg nach oben"
    )


def test_coded_refusals_are_german(refusals):
    """Every coded refusal has German words of its own."""
    coded = [r for r in refusals if isinstance(r, Said) and r.code]
    assert [r for r in coded if reason_words(r, "de") == str(r)] == []


TYPOS = (
    "",
    "fly up",
    "see",
    "see sideways",
    "move 3",
    "pickup purple",
    "steal P9",
    "elbow P2 sideways",
    "vote maybe",
    "orient 45",
    "orient 90 180",
    "choose Z",
    "timeout",
    "undo",
    "transit",
)
"""Typed commands the engine cannot read (or no player may send), one per kind of fault."""


def _typo_reasons() -> list[str]:
    """The reasons the engine gives for every typo, at the first seat of a new game."""
    game = LabGame(LabSetup(players=["a", "b"], seed=1))
    reasons = []
    for text in TYPOS:
        with pytest.raises(ValueError) as refused:
            game.parse_action(text, 0)
        reasons.append(reason_of(refused.value))
    return reasons


def test_typed_words_the_engine_cannot_read_are_data():
    """Every typo is refused with a coded reason, worded in English as the engine wrote it."""
    reasons = _typo_reasons()
    assert [r for r in reasons if not (isinstance(r, Said) and r.code)] == []
    assert [r for r in reasons if reason_words(r, "en") != str(r)] == []


def test_typed_words_the_engine_cannot_read_are_refused_in_german():
    """Every typo's reason has German words of its own, quoting the sender's text."""
    german = [reason_words(r, "de") for r in _typo_reasons()]
    assert [r for r in german if "'" in r or " is " in r or " say " in r] == []
    assert "`sideways` ist keine Richtung: Schreib `up`, `down`, `left` oder `right`" in german
    assert "`45` ist keine Drehung: Schreib `0`, `90`, `180` oder `270`" in german


def test_a_long_typo_is_quoted_cut_short():
    """A sender's words quoted back are cut to 100 characters (a catalogue variable is short)."""
    game = LabGame(LabSetup(players=["a", "b"], seed=1))
    with pytest.raises(ValueError) as refused:
        game.parse_action("move " + "x" * 5000, 0)
    said = reason_words(reason_of(refused.value), "de")
    assert len(said) < 200 and "x" * 99 + "…" in said


def test_a_refusal_is_said_from_its_data_not_its_text():
    """A wall's direction comes from the data, whatever the English beside it says."""
    reason = Said("a wall blocks the way up", "wall", direction=Direction.LEFT)
    assert reason_words(reason, "de") == "Eine Wand versperrt den Weg nach links"


def _has_glyph(font: Any, char: str) -> bool:
    """Whether ``font`` draws ``char`` as itself, not as its missing-glyph box."""
    missing = font.getmask("\uffff")
    shape = font.getmask(char)
    return bool(char.isspace()) or (shape.size, bytes(shape)) != (missing.size, bytes(missing))


def test_every_letter_of_a_german_board_has_a_glyph(monkeypatch):
    """Umlauts in the labels are drawn, not boxes (the bundled font had none)."""
    drawn: list[tuple[str, Any]] = []
    draw = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        drawn.append((str(text), kwargs.get("font")))
        draw(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    game = _game(1, None, commands=40)
    render_board(game, words=board_words(game, "de"))
    missing = {ch for text, font in drawn for ch in text if not _has_glyph(font, ch)}
    assert "Büro 1" in [text for text, _ in drawn]
    assert missing == set()


def test_tiles_are_named_in_german_and_english_keeps_their_ids():
    """Rooms, teleporters, break rooms and randomizers have German names; English says each
    tile's id, and a wormhole's or collapser's id is the same in both."""
    english = [tile_name(tile, "en") for tile in range(len(TILES))]
    german = {TILES[tile].text: tile_name(tile, "de") for tile in range(len(TILES))}
    assert english == [spec.text for spec in TILES]
    assert german["room-corner"] == "Raum-Ecke"
    assert german["randomizer-multi"] == "Zufallsfeld-bunt"
    assert german["V1"] == "V1"
