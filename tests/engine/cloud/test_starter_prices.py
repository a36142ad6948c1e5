"""Issue 14's proof: the template prices every starter card exactly, checked three ways: the
shipped deck files priced by an independent reading of §9's formulas, the costs §10 lists, and
the engine's own price."""

from __future__ import annotations

import math
import tomllib
from importlib import resources
from typing import Any

import pytest

from engine.cloud.decks import starter_deck

SPEC_COSTS = {
    "anon": {
        "Reply Guy": 1,
        "Lurker": 1,
        "Comment Troll": 2,
        "Sockpuppet": 2,
        "Spam Bot": 2,
        "Tracker Cookie": 3,
        "Flame Warrior": 3,
        "Botnet Swarm": 4,
        "Forum Moderator": 5,
        "Void Dragon": 6,
        "Deep Web Leviathan": 8,
        "Fireball": 2,
        "Ban Hammer": 3,
        "Ratio'd": 2,
        "VPN Hop": 1,
        "Lag Spike": 2,
        "Lurk More": 2,
        "Incognito Mode": 2,
    },
    "pizza": {
        "Pizza Rat": 1,
        "Keyboard Kitten": 1,
        "Grumpy Cat": 2,
        "Hot Slice": 2,
        "Dramatic Chipmunk": 3,
        "Delivery Drone": 3,
        "Good Guy Gryphon": 3,
        "Deep-Dish Golem": 4,
        "Rainbow Trail Cat": 5,
        "Pop-up Kraken": 6,
        "Extra-Cheese Colossus": 7,
        "Duplicate": 3,
        "Anti-Virus Protection": 2,
        "Extra Cheese": 1,
        "Free Delivery": 1,
        "Cat Video": 2,
        "Piping Hot": 1,
        "Going Viral": 4,
    },
}
"""§10's cost of every starter card, as the spec's tables list them."""


def effect_points(effect: dict[str, Any]) -> int:
    """§9 C5's points of one Algorithm effect, read from the file as written."""
    n = int(effect.get("n", 0))
    match effect["do"]:
        case "damage":
            return (3 if effect["target"] == "enemy_alter" else 4) * n
        case "buff":
            return 3 * int(effect.get("attack", 0)) + int(effect.get("life", 0))
        case "double":
            return 18
        case "move":
            return 3 * n
        case "freeze":
            return 12
        case "draw":
            return 8 * n
        case "qubits":
            return 4 * n
        case "heal":
            return 3 * n
    raise AssertionError(f"unknown effect {effect['do']}")


def card_points(card: dict[str, Any]) -> int:
    """§9 C2 (Alters) and C5 (Algorithms): a card's points, read from the file as written."""
    if card["kind"] == "alter":
        return (
            4 * card["attack"]
            + 2 * card["life"]
            + 4 * (card["move"] - 1)
            + 2 * (len(card["terrains"]) - 1)
            + 4 * len(card.get("keywords", []))
        )
    return sum(effect_points(e) for e in card["effects"])


@pytest.mark.parametrize("deck_id", ["anon", "pizza"])
def test_every_starter_card_costs_what_the_template_computes_with_no_slack(deck_id: str) -> None:
    """Each starter card's points are a whole number of qubits (slack 0), that number is §10's
    listed cost and the file's stated cost, and the engine prices it the same."""
    text = resources.files("engine.cloud").joinpath(f"decks/{deck_id}.toml").read_text()
    raw = tomllib.loads(text)["cards"]
    engine = {card.name: card for card in starter_deck(deck_id).cards}
    assert {card["name"] for card in raw} == set(SPEC_COSTS[deck_id]) == set(engine)
    for card in raw:
        points = card_points(card)
        cost = max(1, math.ceil(points / 6))
        assert 6 * cost == points, (card["name"], points)
        assert cost == SPEC_COSTS[deck_id][card["name"]] == card["cost"], card["name"]
        assert (engine[card["name"]].points, engine[card["name"]].cost) == (points, cost)
