"""`/cloud deck build`: a deck made from selects, with the running count and cost; Save checks
it like a file, reports every error, keeps it for the server and hands back the file."""

from __future__ import annotations

import json

from engine.cloud.decks import starter_deck

from .helpers import open_cloud_lobby, seat_cloud_table


async def build(member, message, picks: list[str]) -> str:
    """Add each card (by name) through the select of the starter deck that holds it; the
    builder's text after the last pick."""
    anon = {card.name for card in starter_deck("anon").cards}
    text = ""
    for name in picks:
        custom_id = "cloud:build:add:anon" if name in anon else "cloud:build:add:pizza"
        result = await member.select(message, [name], custom_id=custom_id)
        text = result.response.content
    return text


async def test_a_built_deck_shows_its_running_cost_saves_and_joins_a_lobby(simcord_env):
    """Alice picks the Pizzaland Avatar and 28 cards: the builder counts cards and qubits as
    she goes; Save keeps the deck, sends its file, and the lobby offers it."""
    table = await seat_cloud_table(simcord_env)
    alice = table.players[0]
    result = await alice.slash(table.town, "cloud deck build", id="mine", name="My Deck")
    assert result.ephemeral and "cards 0/28" in result.response.content
    builder = result.response.message
    await alice.select(builder, ["pizza"], custom_id="cloud:build:avatar")
    deck = starter_deck("pizza")
    picks = [card.name for card in deck.cards for _ in range(card.copies)]
    text = await build(alice, builder, picks[:3])
    three = sum(c.cost for c in deck.expanded()[:3])
    assert f"cards 3/28 · total cost {three} qubits" in text
    text = await build(alice, builder, picks[3:])
    assert f"cards 28/28 · total cost {sum(c.cost for c in deck.expanded())}" in text
    saved = await alice.click(builder, label="Save deck")
    assert saved.ephemeral and "Saved as `mine`" in saved.response.content
    (file,) = saved.response.attachments
    doc = json.loads(await file.read())
    assert doc["id"] == "mine" and doc["avatar"]["coherent"] == deck.avatar.coherent
    lobby = await open_cloud_lobby(table)
    options = [
        o.value for row in lobby.components for c in row.children for o in getattr(c, "options", [])
    ]
    assert "saved:mine" in options


async def test_saving_a_short_deck_names_the_error_and_saves_nothing(simcord_env):
    """With 2 cards, Save answers that a deck has exactly 28 and no lobby offers it."""
    table = await seat_cloud_table(simcord_env)
    alice = table.players[0]
    result = await alice.slash(table.town, "cloud deck build", id="short", name="Short")
    builder = result.response.message
    await build(alice, builder, ["Reply Guy", "Reply Guy"])
    refused = await alice.click(builder, label="Save deck")
    assert "Not saved" in refused.response.content and "exactly 28" in refused.response.content
    lobby = await open_cloud_lobby(table)
    options = [
        o.value for row in lobby.components for c in row.children for o in getattr(c, "options", [])
    ]
    assert "saved:short" not in options
