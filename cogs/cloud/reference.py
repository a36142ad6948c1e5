"""`/cloud card`: what a card, or an Avatar, does, in the project's own words, in the reader's
language (``cloud-ref-…``; an Algorithm's effects from the card's data, ``cloud-effect``)."""

from __future__ import annotations

from bot.i18n import t
from cogs.cloud.lines import effect_words, terrain_name
from engine.cloud.cards import POINTS_PER_QUBIT, AlgorithmCard, AlterCard, Avatar, Card
from engine.cloud.decks import Deck
from engine.cloud.terrain import Keyword


def keyword(word: Keyword, lang: str) -> str:
    """What an Alter keyword means for a player."""
    return t("cloud-ref-keyword", lang, keyword=word.value)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_reference(card: Card, deck: Deck, lang: str) -> str:
    """A card explained: what kind it is, its price, its numbers and what each part does."""
    slack = POINTS_PER_QUBIT * card.cost - card.points
    price = t("cloud-ref-price", lang, points=card.points, cost=card.cost, slack=slack)
    if isinstance(card, AlterCard):
        terrains = ", ".join(terrain_name(terrain, lang) for terrain in card.terrains)
        lines = [
            t("cloud-ref-alter", lang, name=card.name, deck=deck.name, cost=card.cost),
            t("cloud-ref-stats", lang, attack=card.attack, life=card.life, move=card.move),
            t("cloud-ref-terrains", lang, terrains=terrains),
            *(keyword(k, lang) for k in card.keywords),
        ]
    else:
        assert isinstance(card, AlgorithmCard)
        lines = [
            t("cloud-ref-algorithm", lang, name=card.name, deck=deck.name, cost=card.cost),
            *(f"• {_sentence(effect_words(effect, lang))}." for effect in card.effects),
        ]
    return "\n".join([*lines, price])


def avatar_reference(avatar: Avatar, deck: Deck, lang: str) -> str:
    """A deck's Avatar explained: its two sides, numbers and terrain."""
    return t(
        "cloud-ref-avatar",
        lang,
        coherent=avatar.coherent,
        superposition=avatar.superposition,
        deck=deck.name,
        attack=avatar.attack,
        life=avatar.life,
        move=avatar.move,
        terrain=terrain_name(avatar.terrain, lang),
        cost=avatar.superpose_cost,
    )


def lookup(decks: list[Deck], name: str, lang: str) -> str | None:
    """The reference of the first card or Avatar called ``name`` in ``decks``."""
    folded = name.casefold()
    for deck in decks:
        found = deck.card(name)
        if found is not None:
            return card_reference(found, deck, lang)
        if folded in (deck.avatar.coherent.casefold(), deck.avatar.superposition.casefold()):
            return avatar_reference(deck.avatar, deck, lang)
    return None
