"""`/cloud card`: what a card, or an Avatar, does, in the project's own words."""

from __future__ import annotations

from engine.cloud.cards import AlgorithmCard, AlterCard, Avatar, Card
from engine.cloud.decks import Deck
from engine.cloud.terrain import Keyword

KEYWORDS = {
    Keyword.FLY: "**Flying**: it passes over units and over gaps in the battlefield, but must "
    "stop on a free tile.",
    Keyword.PORTAL: "**Portal**: besides its own terrain, it may be summoned onto any free tile "
    "next to one of your Avatar copies.",
}
"""What each Alter keyword means for a player."""


def _qubits(n: int) -> str:
    return f"{n} qubit" + ("" if n == 1 else "s")


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_reference(card: Card, deck: Deck) -> str:
    """A card explained: what kind it is, its price, its numbers and what each part does."""
    slack = 6 * card.cost - card.points
    price = f"-# Deck template: {card.points} points, cost {card.cost}, slack {slack}."
    if isinstance(card, AlterCard):
        lines = [
            f"🃏 **{card.name}** — an Alter from {deck.name}: a unit you summon from your hand "
            f"in your turn for {_qubits(card.cost)}.",
            f"Attack {card.attack} · Life {card.life} · Move {card.move}",
            "It can be summoned onto a free tile of: "
            + ", ".join(t.title for t in card.terrains)
            + ".",
            *(KEYWORDS[k] for k in card.keywords),
        ]
    else:
        assert isinstance(card, AlgorithmCard)
        lines = [
            f"🃏 **{card.name}** — an Algorithm from {deck.name}: played from your hand for "
            f"{_qubits(card.cost)} at any time, an opponent's attack window included; then it "
            "leaves play.",
            *(f"• {_sentence(effect.text())}." for effect in card.effects),
        ]
    return "\n".join([*lines, price])


def avatar_reference(avatar: Avatar, deck: Deck) -> str:
    """A deck's Avatar explained: its two sides, numbers and terrain."""
    return (
        f"🃏 **{avatar.coherent}** / **{avatar.superposition}** — the Avatar of {deck.name}: "
        "lose it and you are out.\n"
        f"Attack {avatar.attack} · Life {avatar.life} · Move {avatar.move} · it stands on "
        f"{avatar.terrain.title}.\n"
        f"For {_qubits(avatar.superpose_cost)} (`/cloud superpose`) it becomes "
        f"{avatar.superposition}: a second copy with the same Life appears on any free tile of "
        "its terrain, and each of your turns in that state brings a bonus die of qubits. If a "
        "copy fought or was hurt in the last round, a die is rolled at your turn's start: only "
        "a 6 keeps both; otherwise you pick the copy that stays (`/cloud keep`)."
    )


def lookup(decks: list[Deck], name: str) -> str | None:
    """The reference of the first card or Avatar called ``name`` in ``decks``."""
    folded = name.casefold()
    for deck in decks:
        found = deck.card(name)
        if found is not None:
            return card_reference(found, deck)
        if folded in (deck.avatar.coherent.casefold(), deck.avatar.superposition.casefold()):
            return avatar_reference(deck.avatar, deck)
    return None
