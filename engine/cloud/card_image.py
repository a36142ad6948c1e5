"""Cards as pictures for a player's hand view: name, cost, type, stats and text on each card.

Pure like the board image (Pillow's bundled font, no clock): the same cards always give the
same bytes. A hand is private, so the cogs send this picture only to its owner.
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from PIL import Image, ImageDraw

from engine.cloud.cards import _TARGET_WORDS, AlgorithmCard, AlterCard, Card, EffectSpec
from engine.cloud.cards import Effect as CardEffect
from engine.cloud.image import BACKGROUND, COMPRESSION, TERRAIN_COLOURS, TEXT, _corners, _dark
from engine.core import png
from engine.core.font import draw_text
from engine.core.font import plain_font as _font

CARD_W = 240
CARD_H = 330
PAD = 16
PER_ROW = 4
ALTER_COLOUR = (46, 110, 142)
ALGORITHM_COLOUR = (112, 62, 150)
FACE = (246, 244, 236)
INK = (28, 28, 32)
COST = (250, 204, 21)


@dataclass(frozen=True, slots=True)
class CardWords:
    """The labels the picture writes, given by the caller in the reader's language (the engine
    keeps to English defaults and learns no language)."""

    alter: str = "Alter (a unit)"
    algorithm: str = "Algorithm (an effect)"
    summoned_on: str = "summoned on these"
    attack: str = "Attack"
    life: str = "Life"
    move: str = "Move"
    no_keywords: str = "No keywords."
    keywords: Mapping[str, str] = field(default_factory=dict)
    """A keyword's line by its value (default: the English one)."""
    footer: str = "{points} points · {copies} in the deck"
    none: str = "No cards in hand."
    effect: Callable[[EffectSpec], str] | None = None
    """An Algorithm's effect as a sentence (default: the English one)."""


ENGLISH = CardWords()


def hand_size(count: int) -> tuple[int, int]:
    """The picture's size for ``count`` cards (at most four a row)."""
    cols = max(1, min(PER_ROW, count))
    rows = max(1, math.ceil(count / PER_ROW))
    return PAD + cols * (CARD_W + PAD), PAD + rows * (CARD_H + PAD)


@dataclass(frozen=True, slots=True)
class HandPicture:
    """What the hand picture shows (:func:`hand_picture`): the cards and the words, an
    Algorithm's effects already said, so that it pickles and is drawn in another process
    (:func:`draw_cards`)."""

    cards: tuple[Card, ...]
    effects: tuple[tuple[str, ...], ...]
    """Each card's effects as sentences (none for an Alter)."""
    words: CardWords
    """The labels, with no :attr:`CardWords.effect` (a function may not pickle)."""


def hand_picture(cards: Sequence[Card], words: CardWords = ENGLISH) -> HandPicture:
    """What the picture of ``cards`` shows, labelled in ``words``."""
    say = words.effect or _effect_words
    effects = tuple(
        tuple(say(effect) for effect in card.effects) if isinstance(card, AlgorithmCard) else ()
        for card in cards
    )
    return HandPicture(tuple(cards), effects, replace(words, effect=None))


def render_cards(cards: Sequence[Card], words: CardWords = ENGLISH) -> bytes:
    """The cards side by side, in the given order, as PNG bytes, labelled in ``words``."""
    return draw_cards(hand_picture(cards, words))


def draw_cards(hand: HandPicture) -> bytes:
    """The hand picture as PNG bytes (reads no game: drawn in any process)."""
    image = Image.new("RGB", hand_size(len(hand.cards)), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for i, (card, effects) in enumerate(zip(hand.cards, hand.effects, strict=True)):
        x = PAD + (i % PER_ROW) * (CARD_W + PAD)
        y = PAD + (i // PER_ROW) * (CARD_H + PAD)
        _card(draw, card, effects, x, y, hand.words)
    if not hand.cards:
        draw_text(draw, (PAD, PAD), hand.words.none, size=22, fill=TEXT)
    return png.encode(image, COMPRESSION)


def _card(
    draw: ImageDraw.ImageDraw,
    card: Card,
    effects: tuple[str, ...],
    x: int,
    y: int,
    words: CardWords,
) -> None:
    alter = isinstance(card, AlterCard)
    band = ALTER_COLOUR if alter else ALGORITHM_COLOUR
    draw.rounded_rectangle(
        (x, y, x + CARD_W, y + CARD_H), radius=14, fill=FACE, outline=band, width=4
    )
    draw.rounded_rectangle((x, y, x + CARD_W, y + 64), radius=14, fill=band)
    draw.rectangle((x, y + 50, x + CARD_W, y + 64), fill=band)
    lines = textwrap.wrap(card.name, 17)[:2]
    for n, line in enumerate(lines):
        ny = y + (32 if len(lines) == 1 else 20 + n * 24)
        draw_text(draw, (x + 12, ny), line, size=20, fill=TEXT, anchor="lm")
    # The cost in qubits, in a coin at the top right.
    cx, cy = x + CARD_W - 30, y + 32
    draw.ellipse((cx - 20, cy - 20, cx + 20, cy + 20), fill=COST, outline=INK, width=2)
    draw.text((cx, cy), str(card.cost), font=_font(24), fill=INK, anchor="mm")
    kind = words.alter if alter else words.algorithm
    draw_text(draw, (x + 12, y + 80), kind, size=17, fill=band, anchor="lm")
    text_font = _font(17)
    top = y + 104
    if isinstance(card, AlterCard):
        tx = x + 12
        for terrain in card.terrains:
            colour = TERRAIN_COLOURS[terrain]
            draw.polygon(_corners(tx + 13, top + 12, 14), fill=colour)
            draw.text(
                (tx + 13, top + 12),
                terrain.letter,
                font=text_font,
                fill=TEXT if _dark(colour) else INK,
                anchor="mm",
            )
            tx += 32
        draw_text(draw, (tx + 4, top + 12), words.summoned_on, size=14, fill=INK, anchor="lm")
        stats = ((words.attack, card.attack), (words.life, card.life), (words.move, card.move))
        for n, (label, value) in enumerate(stats):
            sx = x + 12 + n * 74
            draw.rounded_rectangle(
                (sx, top + 36, sx + 66, top + 96), radius=8, outline=band, width=2
            )
            draw.text((sx + 33, top + 56), str(value), font=_font(26), fill=INK, anchor="mm")
            draw_text(draw, (sx + 33, top + 84), label, size=14, fill=INK, anchor="mm")
        said = {**_KEYWORDS, **words.keywords}
        lines = [said[k.value] for k in card.keywords] or [words.no_keywords]
        body = top + 112
    else:
        lines = list(effects)
        body = top
    for paragraph in lines:
        for line in textwrap.wrap(paragraph, 24):
            if body > y + CARD_H - 44:
                break
            draw_text(draw, (x + 12, body), line, size=17, fill=INK)
            body += 22
        body += 6
    draw_text(
        draw,
        (x + 12, y + CARD_H - 18),
        words.footer.format(points=card.points, copies=card.copies),
        size=14,
        fill=(90, 90, 90),
        anchor="lm",
    )


def _effect_words(effect: EffectSpec) -> str:
    """An effect as a sentence that names whom it touches."""
    text = effect.text()
    if effect.target is not None and effect.do is not CardEffect.DAMAGE:
        return f"Target {_TARGET_WORDS[effect.target]}: {text}."
    return text[0].upper() + text[1:] + "."


_KEYWORDS = {
    "fly": "Fly: moves over units and over gaps with no tile.",
    "portal": "Portal: may also arrive on a free tile next to your Avatar.",
}
