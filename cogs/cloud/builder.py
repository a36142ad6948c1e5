"""`/cloud deck build`: a deck built in Discord from the starter decks' cards (C6–C8).

The builder is one ephemeral message: an Avatar select, one "add a card" select per starter
deck, a "remove" select, Save and Clear. Its text keeps the running count and cost. Save checks
the draft with the same validation as a deck file (every error at once), keeps it for the
server like `/cloud deck save`, and hands back the file, so a deck can go on in a text editor.
Only the one who opened the builder may use it; a draft lives for the message's 15 minutes.
"""

from __future__ import annotations

import io
import json
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

import discord

from bot.i18n import SOURCE, reader_language, t
from bot.shell.replies import clip, say
from cogs.cloud.deck_words import deck_fault_lines
from engine.cloud.cards import AlterCard, Card
from engine.cloud.decks import (
    DECK_SIZE,
    FORMAT,
    MAX_COPIES,
    STARTERS,
    Deck,
    DeckError,
    starter_deck,
    validate_deck,
)


class SavesBuilt(Protocol):
    """What the builder asks of the Cloud cog (it never imports it: the cog imports this)."""

    async def save_built(self, interaction: discord.Interaction, deck: Deck) -> None: ...


TIMEOUT = 900.0


def card_pool() -> dict[str, Card]:
    """Every starter card by name, in deck order."""
    return {card.name: card for deck_id in STARTERS for card in starter_deck(deck_id).cards}


class Draft:
    """A deck being built: its id and name, an Avatar, and copies per card name."""

    def __init__(self, deck_id: str, name: str, lang: str = SOURCE) -> None:
        self.id = deck_id
        self.name = name
        self.lang = lang
        """The language of the builder's words: its opener's."""
        self.avatar_from = STARTERS[0]
        self.copies: dict[str, int] = {}

    @property
    def count(self) -> int:
        """How many cards the draft holds."""
        return sum(self.copies.values())

    def cost(self, pool: dict[str, Card]) -> int:
        """The qubits of every card in the draft together."""
        return sum(pool[name].cost * n for name, n in self.copies.items())

    def add(self, name: str) -> str | None:
        """One more copy of ``name``; the reason it cannot be added, if it cannot."""
        if self.copies.get(name, 0) >= MAX_COPIES:
            return t("cloud-build-max-copies", self.lang, copies=MAX_COPIES, name=name)
        if self.count >= DECK_SIZE:
            return t("cloud-build-full", self.lang, size=DECK_SIZE)
        self.copies[name] = self.copies.get(name, 0) + 1
        return None

    def remove(self, name: str) -> None:
        """One copy less of ``name``."""
        left = self.copies.get(name, 0) - 1
        if left > 0:
            self.copies[name] = left
        else:
            self.copies.pop(name, None)

    def document(self, pool: dict[str, Card]) -> dict[str, Any]:
        """The draft as a deck file's structure."""
        cards = []
        for name, n in self.copies.items():
            doc = pool[name].document()
            doc["copies"] = n
            cards.append(doc)
        avatar = starter_deck(self.avatar_from).avatar.document()
        return {
            "format": FORMAT,
            "id": self.id,
            "name": self.name,
            "avatar": avatar,
            "cards": cards,
        }

    def text(self, pool: dict[str, Card]) -> str:
        """The builder's message: totals first, then the cards with their costs."""
        avatar = starter_deck(self.avatar_from).avatar
        lang = self.lang
        lines = [
            t(
                "cloud-build-head",
                lang,
                name=self.name,
                id=self.id,
                count=self.count,
                size=DECK_SIZE,
                cost=self.cost(pool),
            ),
            t(
                "cloud-build-avatar",
                lang,
                coherent=avatar.coherent,
                superposition=avatar.superposition,
                stats=f"{avatar.attack}/{avatar.life}/{avatar.move}",
                terrain=avatar.terrain.value,
            ),
        ]
        for name, n in self.copies.items():
            card = pool[name]
            kind = "alter" if isinstance(card, AlterCard) else "algorithm"
            lines.append(
                t(
                    "cloud-build-line",
                    lang,
                    copies=n,
                    name=name,
                    cost=card.cost,
                    kind=kind,
                    total=n * card.cost,
                )
            )
        if not self.copies:
            lines.append(t("cloud-build-empty", lang))
        return clip("\n".join(lines))


def _options(cards: Sequence[Card], lang: str) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=t("cloud-build-option", lang, name=card.name, cost=card.cost)[:100],
            value=card.name,
            description=t(
                "cloud-build-option-kind",
                lang,
                kind="alter" if isinstance(card, AlterCard) else "algorithm",
                points=card.points,
            ),
        )
        for card in cards[:25]
    ]


class _Pick(discord.ui.Select["BuilderView"]):
    """A select whose one pick goes to ``act``."""

    def __init__(
        self, act: Callable[[discord.Interaction, str], Awaitable[None]], **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.act = act

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.act(interaction, self.values[0])


class BuilderView(discord.ui.View):
    """The builder's selects and buttons, for the one who opened it."""

    def __init__(self, cog: SavesBuilt, owner_id: int, draft: Draft) -> None:
        super().__init__(timeout=TIMEOUT)
        self.cog = cog
        self.owner_id = owner_id
        self.draft = draft
        self.pool = card_pool()
        avatars = _Pick(
            self._avatar,
            custom_id="cloud:build:avatar",
            placeholder=t("cloud-build-avatar-menu", draft.lang),
            options=[
                discord.SelectOption(
                    label=f"{starter_deck(d).avatar.coherent} / {starter_deck(d).avatar.superposition}",
                    value=d,
                    default=d == draft.avatar_from,
                )
                for d in STARTERS
            ],
            row=0,
        )
        self.add_item(avatars)
        for row, deck_id in enumerate(STARTERS, start=1):
            deck = starter_deck(deck_id)
            adder = _Pick(
                self._add,
                custom_id=f"cloud:build:add:{deck_id}",
                placeholder=t("cloud-build-add-menu", draft.lang, deck=deck.name),
                options=_options(deck.cards, draft.lang),
                row=row,
            )
            self.add_item(adder)
        self._refresh_remove()
        self.save.label = t("cloud-build-save", draft.lang)
        self.clear.label = t("cloud-build-clear", draft.lang)

    def _refresh_remove(self) -> None:
        for item in list(self.children):
            if isinstance(item, discord.ui.Select) and item.row == 3:
                self.remove_item(item)
        chosen = [self.pool[name] for name in self.draft.copies]
        if chosen:
            remover = _Pick(
                self._remove,
                custom_id="cloud:build:remove",
                placeholder=t("cloud-build-remove-menu", self.draft.lang),
                options=_options(chosen, self.draft.lang),
                row=3,
            )
            self.add_item(remover)

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        if interaction.user.id != self.owner_id:
            await say(interaction, t("cloud-build-not-yours", await reader_language(interaction)))
            return False
        return True

    async def _show(self, interaction: discord.Interaction, note: str | None = None) -> None:
        self._refresh_remove()
        text = self.draft.text(self.pool) + (f"\n❌ {note}" if note else "")
        await interaction.response.edit_message(content=clip(text), view=self)

    async def _avatar(self, interaction: discord.Interaction, value: str) -> None:
        self.draft.avatar_from = value
        for item in self.children:
            if isinstance(item, discord.ui.Select) and item.row == 0:
                for option in item.options:
                    option.default = option.value == value
        await self._show(interaction)

    async def _add(self, interaction: discord.Interaction, name: str) -> None:
        await self._show(interaction, self.draft.add(name))

    async def _remove(self, interaction: discord.Interaction, name: str) -> None:
        self.draft.remove(name)
        await self._show(interaction)

    @discord.ui.button(
        label="Save deck", style=discord.ButtonStyle.success, row=4, custom_id="cloud:build:save"
    )
    async def save(
        self, interaction: discord.Interaction, _: discord.ui.Button[BuilderView]
    ) -> None:
        """Check the draft like a deck file and keep it for this server."""
        try:
            deck = validate_deck(self.draft.document(self.pool))
        except DeckError as error:
            await say(
                interaction,
                clip(
                    t("cloud-build-errors", self.draft.lang)
                    + "\n"
                    + deck_fault_lines(error, self.draft.lang)
                ),
            )
            return
        await self.cog.save_built(interaction, deck)

    @discord.ui.button(
        label="Clear", style=discord.ButtonStyle.secondary, row=4, custom_id="cloud:build:clear"
    )
    async def clear(
        self, interaction: discord.Interaction, _: discord.ui.Button[BuilderView]
    ) -> None:
        """Start the card list over."""
        self.draft.copies.clear()
        await self._show(interaction)


def deck_file(deck: Deck) -> discord.File:
    """The deck as a JSON deck file (the format `/cloud deck check` and `/cloud join` read)."""
    body = json.dumps(deck.document(), ensure_ascii=False, indent=2).encode()
    return discord.File(io.BytesIO(body), f"{deck.id}.json")
