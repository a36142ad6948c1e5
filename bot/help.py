"""``/help``: the platform's front page (every hosted game and how to start it) and each game's
own pages, which the game's cog package describes as catalogue messages (:func:`family_help`)
and registers (:func:`register_help`).

The pages hold no state, so the menus under them keep working after a restart: a menu's
``custom_id`` names the page it is under (``help:page:<game>:<topic>``)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import SOURCE, Msg, reader_language, t

if TYPE_CHECKING:
    from bot.client import SuperpostBot

PLATFORM = "Superpost"
"""The platform's name, as players read it."""

HELP_COLOUR = discord.Colour(0x5865F2)

FRONT = "games"
"""The game key of the front page (no game is registered under it)."""

START = "start"
"""The topic every game's help opens on."""


@dataclass(frozen=True)
class HelpTopic:
    """One page of a game's help."""

    key: str
    """Short lower-case id, used in ``custom_id`` and the ``topic`` option."""
    label: str
    """What the topic menu shows (at most 100 characters)."""
    title: str
    text: str


@dataclass(frozen=True)
class GameHelp:
    """What a game tells newcomers: the front page's line and its own pages."""

    key: str
    """The game's family name (``werewolf``, ``clocktower``…)."""
    name: str
    """The game's name as players say it."""
    summary: str
    """One sentence: what the game is."""
    start: str
    """How to start or join a game, in one line."""
    topics: tuple[HelpTopic, ...]
    """Its pages; the first is :data:`START`."""
    localised: Callable[[str], GameHelp] | None = field(default=None, compare=False)
    """The same help in a language (a game whose pages are in the catalogues); ``None``: the
    pages are English only."""

    def in_language(self, lang: str) -> GameHelp:
        """These pages in ``lang`` when the game has them in it, else as they are."""
        return self if self.localised is None or lang == SOURCE else self.localised(lang)

    def __post_init__(self) -> None:
        if not self.topics or self.topics[0].key != START:
            raise ValueError(f"{self.key}: the first help topic must be {START!r}")
        if len({topic.key for topic in self.topics}) != len(self.topics):
            raise ValueError(f"{self.key}: help topics must have distinct keys")

    def topic(self, key: str) -> HelpTopic:
        """The page called ``key``; the first page when there is none."""
        return next((topic for topic in self.topics if topic.key == key), self.topics[0])


@dataclass(frozen=True)
class TopicWords:
    """One page of a game's help as catalogue messages, said in each reader's language."""

    key: str
    """The page's id (:attr:`HelpTopic.key`)."""
    label: Msg
    text: Msg
    title: Msg | None = None
    """The page's title; its label when ``None``."""


def _said(words: str | Msg, lang: str) -> str:
    """``words`` in ``lang``: a message (whose variables may be messages too), or a name that
    is the same in every language."""
    if isinstance(words, str):
        return words
    variables = {
        name: _said(value, lang) if isinstance(value, Msg) else value
        for name, value in words.variables.items()
    }
    return Msg(words.key, variables).say(lang)


def family_help(
    key: str, name: str | Msg, summary: Msg, start: Msg, topics: Sequence[TopicWords]
) -> GameHelp:
    """A game's help from its words (``key``: its family's name; the first topic is
    :data:`START`): the pages in English, and in any language on demand, made once each."""

    @functools.cache
    def pages(lang: str) -> GameHelp:
        return GameHelp(
            key=key,
            name=_said(name, lang),
            summary=_said(summary, lang),
            start=_said(start, lang),
            topics=tuple(
                HelpTopic(
                    key=words.key,
                    label=_said(words.label, lang),
                    title=_said(words.title or words.label, lang),
                    text=_said(words.text, lang),
                )
                for words in topics
            ),
            localised=pages,
        )

    return pages(SOURCE)


_GAMES: dict[str, GameHelp] = {}
GAMES: Mapping[str, GameHelp] = _GAMES
"""Every registered game's help, in registration order."""


def register_help(game: GameHelp) -> GameHelp:
    """Offer ``game``'s pages in ``/help`` (registering the same again changes nothing)."""
    known = _GAMES.setdefault(game.key, game)
    if known != game:
        raise ValueError(f"another game's help is already registered as {game.key!r}")
    return game


def front_embed(lang: str = SOURCE) -> discord.Embed:
    """The front page: what the platform is and how to start each game, in ``lang``."""
    embed = discord.Embed(
        title=t("help-front-title", lang, platform=PLATFORM),
        description=t("help-front", lang),
        colour=HELP_COLOUR,
    )
    for game in _GAMES.values():
        game = game.in_language(lang)
        embed.add_field(name=game.name, value=f"{game.summary}\n{game.start}", inline=False)
    return embed


def page_embed(game_key: str, topic_key: str = START, lang: str = SOURCE) -> discord.Embed:
    """One page: the front page, or a game's topic (its first page when unknown), in ``lang``
    where the game has its pages in it."""
    game = _GAMES.get(game_key)
    if game is None:
        return front_embed(lang)
    game = game.in_language(lang)
    topic = game.topic(topic_key)
    embed = discord.Embed(title=topic.title, description=topic.text, colour=HELP_COLOUR)
    embed.set_footer(text=t("help-footer", lang, game=game.name))
    return embed


class HelpMenu(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"help:page:(?P<game>[a-z0-9_]+):(?P<topic>[a-z0-9_]+)",
):
    """The menu under a help page: the games on the front page, a game's topics (and the way
    back to the front page) on a game's page. Picking one shows it in place."""

    def __init__(self, game: str, topic: str, lang: str = SOURCE) -> None:
        known = _GAMES.get(game)
        known = known.in_language(lang) if known is not None else None
        if known is None:
            options = [
                discord.SelectOption(label=entry.in_language(lang).name, value=entry.key)
                for entry in GAMES.values()
            ]
            placeholder = t("help-pick-game", lang)
        else:
            options = [
                discord.SelectOption(label=t.label, value=t.key, default=t.key == topic)
                for t in known.topics
            ]
            options.append(discord.SelectOption(label=t("help-every-game", lang), value=FRONT))
            placeholder = t("help-pick-topic", lang)
        super().__init__(
            discord.ui.Select(
                custom_id=f"help:page:{game}:{topic}",
                placeholder=placeholder,
                options=options
                or [discord.SelectOption(label=t("help-no-games", lang), value=FRONT)],
                min_values=1,
                max_values=1,
            )
        )
        self.game = game
        self.topic = topic

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HelpMenu:
        return cls(match["game"], match["topic"])

    async def callback(self, interaction: discord.Interaction) -> None:
        picked = self.item.values[0] if self.item.values else FRONT
        if self.game not in _GAMES or picked == FRONT:
            game, topic = (picked, START) if picked in _GAMES else (FRONT, START)
        else:
            game, topic = self.game, picked
        lang = await reader_language(interaction)
        await interaction.response.edit_message(
            embed=page_embed(game, topic, lang), view=help_view(game, topic, lang)
        )


class HelpButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"help:open:(?P<game>[a-z0-9_]+)",
):
    """ "How to play" under a game's lobby post: that game's help, only to who pressed it."""

    def __init__(self, game: str, lang: str = SOURCE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("help-how-to-play", lang),
                style=discord.ButtonStyle.secondary,
                emoji="❔",
                custom_id=f"help:open:{game}",
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HelpButton:
        return cls(match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        lang = await reader_language(interaction)
        await interaction.response.send_message(
            embed=page_embed(self.game, START, lang),
            view=help_view(self.game, START, lang),
            ephemeral=True,
        )


def help_view(game: str = FRONT, topic: str = START, lang: str = SOURCE) -> discord.ui.View:
    """The menu under a help page."""
    view = discord.ui.View(timeout=None)
    view.add_item(HelpMenu(game, topic, lang))
    return view


class Help(commands.Cog):
    """The platform's ``/help``."""

    def __init__(self, bot: SuperpostBot) -> None:
        self.bot = bot

    @app_commands.command(name="help")
    @app_commands.describe(
        game="The game to read about (leave empty for every game)",
        topic="The page of that game to open on (another can be picked under it)",
    )
    async def help(
        self, interaction: discord.Interaction, game: str = FRONT, topic: str = START
    ) -> None:
        """How to play each game here, with a page per topic (only you see it)."""
        key = game.strip().lower()
        lang = await reader_language(interaction)
        if key not in _GAMES and key != FRONT:
            said = t("help-unknown-game", lang, game=repr(game[:40]), games=", ".join(_GAMES))
            await interaction.response.send_message(said, ephemeral=True)
            return
        await interaction.response.send_message(
            embed=page_embed(key, topic, lang), view=help_view(key, topic, lang), ephemeral=True
        )

    @help.autocomplete("game")
    async def _games(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        typed = current.casefold()
        return [
            app_commands.Choice(name=entry.name, value=entry.key)
            for entry in _GAMES.values()
            if typed in entry.name.casefold() or typed in entry.key
        ][:25]

    @help.autocomplete("topic")
    async def _topics(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        chosen = getattr(interaction.namespace, "game", None) or ""
        entry = _GAMES.get(str(chosen))
        if entry is None:
            return []
        typed = current.casefold()
        return [
            app_commands.Choice(name=t.label, value=t.key)
            for t in entry.topics
            if typed in t.label.casefold() or typed in t.key
        ][:25]


async def setup(bot: SuperpostBot) -> None:
    """Add ``/help`` and its components (the bot does, before any family's extension)."""
    bot.add_dynamic_items(HelpMenu, HelpButton)
    await bot.add_cog(Help(bot))
