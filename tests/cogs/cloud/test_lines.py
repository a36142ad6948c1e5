"""The engine's history lines and refusals as data: said from their code and values in every language, the
English exactly as the engine words it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cogs.cloud.language import board_words, card_words
from cogs.cloud.lines import (
    card_effect,
    effect_words,
    engine_refusal,
    for_history,
    for_players,
    turn_start,
    words,
)
from engine.cloud import CloudGame, Verb
from engine.cloud.card_image import render_cards
from engine.cloud.cards import Effect, EffectSpec, Target
from engine.cloud.decks import STARTERS, starter_deck
from engine.cloud.image import render_board
from engine.cloud.policy import random_action
from engine.core.errors import EngineError, IllegalActionError
from engine.core.family import Actor
from engine.core.said import Said, reason_of
from tests.engine.cloud.helpers import A, B, make_setup, run, started


def _random_game(players: int, seed: int) -> Iterator[Said]:
    """Every public and private line of a random game to its end (with timeouts)."""
    game = CloudGame(make_setup(players, seed, "players" if seed % 2 else "auto", seed % 3 > 0))
    yield from game.lines
    rng = random.Random(seed)
    while game.outcome is None:
        report = game.push(random_action(game, rng, timeout_rate=0.1))
        for private in report.private.values():
            yield from private
    yield from game.lines


def _host_and_player_lines() -> list[Said]:
    """The lines random play rarely says: pause, resume, autopass, undo, concede, kick."""
    game = started(3)
    run(game, Actor.STORYTELLER, "pause")
    run(game, Actor.STORYTELLER, "resume")
    run(game, B, "autopass on")
    run(game, B, "autopass off")
    seat = game.active
    assert seat is not None
    move = next(a for a in game.legal_actions(seat) if a.verb in (Verb.MOVE, Verb.TILE))
    game.push(move)
    if game.can_undo(seat):
        run(game, seat, "undo")
    run(game, Actor.STORYTELLER, "kick C")
    run(game, A, "concede")
    return list(game.lines)


def _all_lines() -> list[Said]:
    lines = [line for seed in range(6) for n in (2, 3, 4) for line in _random_game(n, seed)]
    return lines + _host_and_player_lines()


@pytest.fixture(scope="module")
def lines() -> list[Said]:
    """Lines of eighteen random games and a game of host tools."""
    return _all_lines()


def test_every_line_carries_a_code(lines):
    """The engine says nothing without the data to say it from."""
    assert all(isinstance(line, Said) and line.code for line in lines)


def test_english_is_the_engines_own_words(lines):
    """Said from its data in English, each line reads exactly as the engine wrote it."""
    assert [line for line in lines if for_history(line, "en") != str(line)] == []


def test_every_code_has_german_words(lines):
    """No line falls back to its English in German."""
    assert [line for line in lines if words(line, "de") == words(line, "en")] == []


def test_a_line_is_said_from_its_data_not_its_text():
    """The English beside the data is never read back."""
    line = Said("anything at all", "passes", "", letter="C")
    assert (words(line, "en"), words(line, "de")) == ("C passes.", "C passt.")


def test_players_read_no_rule_id_and_the_history_keeps_it():
    """``T3: tile drawn`` is ``Tile drawn`` in a post and keeps ``T3:`` in the history."""
    line = Said("T3: tile drawn: The Void (V).", "tile-drawn", "T3", terrain="void")
    assert for_players(line, "en") == "Tile drawn: The Void (V)."
    assert for_history(line, "de") == "T3: Feld gezogen: Die Leere (V)."


def test_the_turn_starts_at_its_turn_line():
    """The live post's turn begins at the last ``turn`` line, whatever its words."""
    game = started(2)
    assert game.lines[turn_start(game.lines)].code == "turn"


@pytest.mark.parametrize("do", list(Effect))
def test_each_effect_is_worded_in_german(do):
    """An Algorithm's effect is said from the card's data in German."""
    effect = EffectSpec(do, Target.ENEMY_ALTER, n=2, attack=1, life=1)
    assert effect_words(effect, "en") == effect.text()
    assert effect_words(effect, "de") != effect.text()


def test_english_pictures_are_unchanged():
    """The English labels from the catalogue draw the very bytes of the engine's defaults:
    every starter card, and the battlefield of a finished game."""
    cards = [card for deck in STARTERS for card in starter_deck(deck).cards]
    assert render_cards(cards, card_words("en")) == render_cards(cards)
    game = CloudGame(make_setup(2, 0, "auto"))
    rng = random.Random(0)
    while game.outcome is None:
        game.push(random_action(game, rng, timeout_rate=0.0))
    assert render_board(game, board_words(game, "en")) == render_board(game)


def test_a_german_card_names_its_target_in_german():
    """An Algorithm's effect on the hand picture and in /cloud card is said from its data."""
    effect = EffectSpec(Effect.BUFF, Target.OWN_ALTER, attack=1, life=2)
    assert card_effect(effect, "en") == "Target own Alter: +1 Attack/+2 Life until end of turn."
    assert card_effect(effect, "de") == (
        "Ziel eigener Alter: +1 Angriff/+2 Leben bis zum Ende des Zuges."
    )


TRIES = (
    "end",
    "pass",
    "undo",
    "keep A0",
    "tile 0,1",
    "tile 0,1 from 0,0",
    "superpose 0,1",
    "avatar 0,0",
    "move A0 0,1",
    "move B0 1,0",
    "attack A0 B0",
    "attack B0 A0",
    'summon "John Doe" 0,0',
    'summon "Nonesuch" 0,0',
    'play "Doxxing" B0',
    'play "Doxxing"',
)
"""Commands sent at every seat in many positions: most are refused, for many reasons."""


def _refusals() -> list[str]:
    """The reasons of every refused try (and of other seats' legal actions) in random games."""
    reasons: list[str] = []
    for seed in range(3):
        game = CloudGame(make_setup(2, seed, "players"))
        rng = random.Random(seed)
        step = 0
        while game.outcome is None and step < 400:
            if step % 4 == 0:
                others = [str(a) for s in (0, 1) for a in game.legal_actions(s)][:40]
                for seat in (0, 1):
                    for text in (*TRIES, *others):
                        try:
                            game.parse_action(text, seat)
                        except ValueError as error:
                            reasons.append(reason_of(error))
            game.push(random_action(game, rng, timeout_rate=0.0))
            step += 1
    for text in ("pause", "resume", "resume", "kick C", "timeout"):
        try:
            game.push(game.parse_action(text, Actor.STORYTELLER))
        except ValueError as error:
            reasons.append(reason_of(error))
    return reasons


@pytest.fixture(scope="module")
def refusals() -> list[str]:
    """Refusal reasons of many tries in random positions."""
    return _refusals()


def test_coded_refusals_read_in_english_as_the_engine_words_them(refusals):
    """A refusal said from its data in English is the engine's own sentence."""
    coded = [r for r in refusals if isinstance(r, Said) and r.code]
    assert len({r.code for r in coded}) >= 15
    error = IllegalActionError
    assert [r for r in coded if engine_refusal(error(r), "en") != str(r)] == []


def test_coded_refusals_are_german(refusals):
    """Every coded refusal has German words of its own."""
    coded = [r for r in refusals if isinstance(r, Said) and r.code]
    error = IllegalActionError
    assert [r for r in coded if engine_refusal(error(r), "de") == str(r)] == []


def test_a_refusal_keeps_its_rule_id_and_says_its_data():
    """``T9: it is B's turn`` names the seat from its data, in German too."""
    reason = Said("whatever", "turn-of", "T9", letter="B")
    assert engine_refusal(IllegalActionError(reason), "de") == "T9: B ist am Zug"


@pytest.mark.parametrize("text", ["move A1 1;2", "move Q 1,2", "kick Z"])
def test_what_a_player_mistypes_is_refused_in_german(text):
    """A hex, a unit or a seat that does not parse is refused from its data in German."""
    game = started(2)
    actor = Actor.STORYTELLER if text.startswith("kick") else A
    with pytest.raises(EngineError) as caught:
        game.parse_action(text, actor)
    english, german = engine_refusal(caught.value, "en"), engine_refusal(caught.value, "de")
    assert english == str(caught.value) and german != english
