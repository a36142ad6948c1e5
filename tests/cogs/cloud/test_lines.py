"""The engine's history lines as data: said from their code and values in every language, the
English exactly as the engine words it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cogs.cloud.language import board_words, card_words
from cogs.cloud.lines import card_effect, effect_words, for_history, for_players, turn_start, words
from engine.cloud import CloudGame, Verb
from engine.cloud.card_image import render_cards
from engine.cloud.cards import Effect, EffectSpec, Target
from engine.cloud.decks import STARTERS, starter_deck
from engine.cloud.image import render_board
from engine.cloud.policy import random_action
from engine.core.family import Actor
from engine.core.said import Said
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
