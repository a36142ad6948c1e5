"""`/cloud deck check` names every error of a file at once (C8)."""

from __future__ import annotations

import json

from engine.cloud.decks import starter_deck

from .helpers import seat_cloud_table


async def test_a_bad_copies_count_does_not_hide_the_same_cards_price_error(simcord_env):
    """A card with `copies = 7` and a stated cost below its price gets both errors reported."""
    table = await seat_cloud_table(simcord_env)
    doc = starter_deck("anon").document()
    doc["cards"][0]["copies"] = 7
    doc["cards"][0]["attack"] = 5
    raw = json.dumps(doc).encode()
    result = await table.players[0].slash(table.town, "cloud deck check", file=("d.json", raw))
    text = result.response.content
    assert result.ephemeral and text.startswith("❌")
    assert "cards[0].copies: 7 > 3" in text
    assert "cards[0].cost:" in text and "stated, computed" in text


async def test_a_bad_name_does_not_hide_the_same_cards_price_error(simcord_env):
    """A card with no name and a stated cost below its price gets both errors reported."""
    table = await seat_cloud_table(simcord_env)
    doc = starter_deck("anon").document()
    alter = next(i for i, c in enumerate(doc["cards"]) if c["kind"] == "alter")
    del doc["cards"][alter]["name"]
    doc["cards"][alter]["life"] += 6
    raw = json.dumps(doc).encode()
    result = await table.players[0].slash(table.town, "cloud deck check", file=("d.json", raw))
    text = result.response.content
    assert f"cards[{alter}].name: missing" in text
    assert f"cards[{alter}].cost:" in text and "stated, computed" in text
