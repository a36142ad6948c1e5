"""Deck files, the cost template (C1–C8) and K13."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cloud.cards import POINTS_PER_QUBIT, AlgorithmCard, AlterCard, cost_of
from engine.cloud.decks import DeckError, parse_deck_text, starter_deck, validate_deck
from engine.cloud.terrain import Terrain

ANON, PIZZA = starter_deck("anon"), starter_deck("pizza")


def _doc() -> dict[str, Any]:
    return json.loads(json.dumps(ANON.document()))


def _errors(doc: Any) -> list[str]:
    with pytest.raises(DeckError) as caught:
        validate_deck(doc)
    return caught.value.errors


def test_k13_template_prices_the_seed_cards() -> None:
    """K13: Fireball computes 2, Duplicate 3, Void Dragon 6 (P 36)."""
    fireball, duplicate, dragon = (
        ANON.card("Fireball"),
        PIZZA.card("Duplicate"),
        ANON.card("Void Dragon"),
    )
    assert fireball is not None and fireball.cost == 2
    assert duplicate is not None and duplicate.cost == 3
    assert dragon is not None and (dragon.points, dragon.cost) == (36, 6)


def test_k13_misstated_alter_cost_is_refused_with_slack() -> None:
    """K13: an Alter 3/3/2 with one terrain stating cost 3 is refused: computed 4 (P 22, slack 2)."""
    doc = _doc()
    doc["cards"][0].update(attack=3, life=3, move=2, cost=3)
    assert _errors(doc) == ["cards[0].cost: 3 stated, computed 4 (P 22, slack 2)"]


def test_k13_avatar_over_budget_is_refused() -> None:
    """K13: an Avatar 2/20/2 (budget 32) is refused."""
    doc = _doc()
    doc["avatar"].update(attack=2, life=20, move=2)
    doc["avatar"].pop("superpose_cost")
    errors = _errors(doc)
    assert errors == ["avatar: 4·Attack + 4·(Move − 1) + Life = 32, must be 30"]


@pytest.mark.parametrize("deck", [ANON, PIZZA], ids=["anon", "pizza"])
def test_starter_decks_are_28_cards_with_zero_slack(deck: Any) -> None:
    """§10: each starter deck has 28 cards, 17 Alters, 11 Algorithms, every card at slack 0."""
    cards = deck.expanded()
    assert len(cards) == 28
    assert sum(isinstance(c, AlterCard) for c in cards) == 17
    assert sum(isinstance(c, AlgorithmCard) for c in cards) == 11
    assert all(POINTS_PER_QUBIT * c.cost == c.points for c in deck.cards)
    assert deck.avatar.budget == 30


def test_starter_avatars() -> None:
    """§10: John Doe 2/22/1 S 6 on mountains; Pizzaboy 1/18/3 S 7 on plains."""
    john, pizza = ANON.avatar, PIZZA.avatar
    assert (john.attack, john.life, john.move, john.superpose_cost) == (2, 22, 1, 6)
    assert (pizza.attack, pizza.life, pizza.move, pizza.superpose_cost) == (1, 18, 3, 7)


def test_cost_rounds_up_with_a_minimum_of_one() -> None:
    """C1: cost = max(1, ⌈P / 6⌉)."""
    assert [cost_of(p) for p in (0, 1, 6, 7, 12, 60)] == [1, 1, 1, 2, 2, 10]


def test_every_error_is_named_with_its_path() -> None:
    """C8: one file with many problems gets every error, each with its path."""
    doc = _doc()
    doc["id"] = "Bad Id"
    doc["extra"] = 1
    doc["cards"][3]["life"] = 14
    doc["cards"][4]["terrains"] = ["moon"]
    doc["cards"][5]["copies"] = 4
    doc["cards"][6]["name"] = "Reply Guy"
    doc["cards"][11]["effects"] = [{"do": "damage", "n": 9, "target": "enemy_alter"}]
    doc["cards"][12]["effects"][0]["target"] = "own_alter"
    errors = _errors(doc)
    assert "extra: unknown key" in errors
    assert any(e.startswith("id: ") for e in errors)
    assert "cards[3].life: 14 > 12" in errors
    assert any(e.startswith("cards[4].terrains[0]: 'moon' is not a terrain") for e in errors)
    assert "cards[5].copies: 4 > 3" in errors
    assert "cards[6].name: 'Reply Guy' repeats cards[0]" in errors
    assert "cards[11].effects[0].n: 9 > 8" in errors
    assert any(e.startswith("cards[12].effects[0].target") for e in errors)
    assert any(e.startswith("cards: ") and "exactly 28" in e for e in errors)


def test_deck_size_must_be_28() -> None:
    """C6: 27 cards are refused."""
    doc = _doc()
    doc["cards"][0]["copies"] = 1
    assert _errors(doc) == ["cards: 27 cards, a deck has exactly 28"]


def test_unknown_card_key_is_an_error() -> None:
    """C6: unknown keys are errors, not ignored."""
    doc = _doc()
    doc["cards"][0]["speed"] = 3
    assert _errors(doc) == ["cards[0].speed: unknown key"]


def test_targets_of_one_card_must_share_a_unit() -> None:
    """C5: an enemy damage and an own buff on one card cannot share a target."""
    doc = _doc()
    doc["cards"][11]["effects"].append({"do": "buff", "attack": 1, "target": "own_alter"})
    assert any("no common unit" in e for e in _errors(doc))


def test_unspent_points_are_reported() -> None:
    """C1: slack above 0 is allowed and reported."""
    doc = _doc()
    doc["cards"][0].update(life=2, cost=None)
    doc["cards"][0].pop("cost")
    deck = validate_deck(doc)
    assert deck.cards[0].cost == 2
    assert "4 points unspent" in deck.report()[1]


def test_json_file_is_accepted_and_documents_round_trip() -> None:
    """C7: the same structure as JSON parses to the same deck; documents round-trip."""
    text = json.dumps(ANON.document())
    deck = parse_deck_text(text)
    assert deck == ANON
    assert validate_deck(deck.document()).document() == deck.document()


def test_broken_toml_is_one_clear_error() -> None:
    """C7: a file that is not TOML names that problem."""
    with pytest.raises(DeckError, match="not valid TOML"):
        parse_deck_text("format = ")


@settings(max_examples=40, deadline=None, derandomize=True)
@given(
    attack=st.integers(0, 9),
    life=st.integers(1, 12),
    move=st.integers(0, 4),
    terrains=st.lists(
        st.sampled_from([t.value for t in Terrain]), min_size=1, max_size=3, unique=True
    ),
    keywords=st.lists(st.sampled_from(["fly", "portal"]), unique=True),
    wrong=st.integers(1, 10),
)
def test_alter_prices_follow_the_template(
    attack: int, life: int, move: int, terrains: list[str], keywords: list[str], wrong: int
) -> None:
    """C1/C2: any Alter is priced by the spec's formula; a different stated cost is refused."""
    points = 4 * attack + 2 * life + 4 * (move - 1) + 2 * (len(terrains) - 1) + 4 * len(keywords)
    expected = max(1, -(-points // 6))
    doc = _doc()
    doc["cards"][0] = {
        "name": "Probe",
        "kind": "alter",
        "copies": 2,
        "terrains": terrains,
        "attack": attack,
        "life": life,
        "move": move,
        "keywords": keywords,
    }
    if expected > 10:
        assert any(e.startswith("cards[0]: P ") for e in _errors(doc))
        return
    card = validate_deck(doc).cards[0]
    assert (card.points, card.cost) == (points, expected)
    doc["cards"][0]["cost"] = wrong
    if wrong == expected:
        assert validate_deck(doc).cards[0].cost == wrong
    else:
        slack = 6 * expected - points
        assert _errors(doc) == [
            f"cards[0].cost: {wrong} stated, computed {expected} (P {points}, slack {slack})"
        ]
