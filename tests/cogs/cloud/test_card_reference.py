"""`/cloud card` explains every card and Avatar in words (issue 23 §2)."""

from __future__ import annotations

from engine.cloud.cards import AlgorithmCard, AlterCard
from engine.cloud.decks import STARTERS, starter_deck

from .helpers import refused, seat_cloud_table


async def test_every_starter_card_has_a_reference(simcord_env):
    """Each starter card's answer says its kind, cost in qubits, and for an Alter its numbers
    and terrains, for an Algorithm each effect."""
    table = await seat_cloud_table(simcord_env)
    alice = table.players[0]
    for deck_id in STARTERS:
        deck = starter_deck(deck_id)
        for card in deck.cards:
            result = await alice.slash(table.town, "cloud card", name=card.name)
            text = result.response.content
            assert result.ephemeral and f"**{card.name}**" in text
            assert "qubit" in text
            if isinstance(card, AlterCard):
                assert "an Alter" in text and f"Attack {card.attack}" in text
                assert all(t.title in text for t in card.terrains)
                if card.keywords:
                    assert "Flying" in text or "Portal" in text
            else:
                assert isinstance(card, AlgorithmCard)
                assert "an Algorithm" in text and text.count("\n• ") == len(card.effects)


async def test_an_avatar_has_a_reference_and_autocompletes(simcord_env):
    """An Avatar's name is offered and explained, Superposition included."""
    table = await seat_cloud_table(simcord_env)
    alice = table.players[0]
    avatar = starter_deck(next(iter(STARTERS))).avatar
    choices = await alice.autocomplete(table.town, "cloud card", "name", avatar.coherent[:4])
    assert {"name": avatar.coherent, "value": avatar.coherent} in choices
    result = await alice.slash(table.town, "cloud card", name=avatar.coherent)
    assert "the Avatar of" in result.response.content and avatar.superposition in (
        result.response.content
    )


async def test_an_unknown_card_is_refused(simcord_env):
    """A name no deck has is refused in the second person."""
    table = await seat_cloud_table(simcord_env)
    refused(await table.players[0].slash(table.town, "cloud card", name="Nope"), "no card")
