"""The day's vote menu under the tally (``qw:vote:<game>:<phase>:<page>``): one page of the
living players, by name, and "Take my vote back", with ◀ / ▶ to the other pages in a big game
(``qw:votepage:<game>:<phase>:<prev|next>:<page>``).
"""

from __future__ import annotations

import re
from typing import Any, Protocol, TypeGuard, runtime_checkable

import discord

from bot.i18n import SOURCE, t
from bot.shell.view_cog import family_presses
from cogs.werewolf.pages import MAX_OPTIONS, PAGE_SIZE, by_name, guide_words, page_count
from cogs.werewolf.storage import FAMILY
from engine.werewolf import Game


@runtime_checkable
class DayPresses(Protocol):
    """What the vote menu and its page buttons ask of werewolf's cog, its day's part."""

    async def vote_from_menu(
        self, interaction: discord.Interaction, game_id: int, phase: str, value: str
    ) -> None: ...

    async def turn_vote_page(
        self, interaction: discord.Interaction, game_id: int, phase: str, page: int
    ) -> None: ...


def _day_presses(cog: object) -> TypeGuard[DayPresses]:
    return isinstance(cog, DayPresses)


NO_VOTE = "none"
"""The value of "Take my vote back" in a vote menu."""


class VoteSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"qw:vote:(?P<game>\d+):(?P<phase>D\d+):(?P<page>\d+)",
):
    """The vote menu of a tally (``qw:vote:<game>:<phase>:<page>``): one page of the living
    players, by name, and "Take my vote back"."""

    def __init__(
        self,
        game_id: int,
        phase: str,
        page: int,
        options: list[discord.SelectOption] | None = None,
        *,
        placeholder: str = "Vote to lynch…",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"qw:vote:{game_id}:{phase}:{page}",
                placeholder=placeholder[:150],
                options=options or [discord.SelectOption(label="…", value=NO_VOTE)],
                min_values=1,
                max_values=1,
                row=0,
            )
        )
        self.game_id = game_id
        self.phase = phase
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> VoteSelect:
        options = list(item.options) if isinstance(item, discord.ui.Select) else None
        return cls(int(match["game"]), match["phase"], int(match["page"]), options)

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0] if self.item.values else NO_VOTE
        day = family_presses(interaction, FAMILY, _day_presses)
        await day.vote_from_menu(interaction, self.game_id, self.phase, value)


class VotePageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"qw:votepage:(?P<game>\d+):(?P<phase>D\d+):(?P<way>prev|next):(?P<page>\d+)",
):
    """◀ or ▶ under a paged vote menu: shows the menu at another page, to the presser alone
    (the tally message is everyone's, so its own menu stays on the first page)."""

    def __init__(self, game_id: int, phase: str, way: str, page: int, label: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"qw:votepage:{game_id}:{phase}:{way}:{page}",
                row=1,
            )
        )
        self.game_id = game_id
        self.phase = phase
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> VotePageButton:
        label = getattr(item, "label", None) or ("◀" if match["way"] == "prev" else "▶")
        return cls(int(match["game"]), match["phase"], match["way"], int(match["page"]), label)

    async def callback(self, interaction: discord.Interaction) -> None:
        day = family_presses(interaction, FAMILY, _day_presses)
        await day.turn_vote_page(interaction, self.game_id, self.phase, self.page)


def vote_view(game_id: int, game: Game, page: int = 0, locale: str = SOURCE) -> discord.ui.View:
    """The vote menu under the tally (and, for big games, ◀ / ▶ to its other pages)."""
    phase = str(game.phase)
    ordered = by_name(game, game.living())
    names = [game.name(t) for t in ordered]
    pages = page_count(ordered)
    page = min(max(page, 0), pages - 1)
    shown = ordered[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    options = [discord.SelectOption(label=t("werewolf-unvote-option", locale), value=NO_VOTE)]
    options += [discord.SelectOption(label=game.name(s)[:100], value=str(s)) for s in shown]
    if pages > 1:
        guide = guide_words(names, page)
        placeholder = t(
            "werewolf-vote-page-placeholder", locale, guide=guide, page=page + 1, pages=pages
        )
    else:
        placeholder = t("werewolf-vote-placeholder", locale)
    view = discord.ui.View(timeout=None)
    view.add_item(VoteSelect(game_id, phase, page, options[:MAX_OPTIONS], placeholder=placeholder))
    if pages > 1:
        for way, turned in (("prev", (page - 1) % pages), ("next", (page + 1) % pages)):
            guide = guide_words(names, turned)
            label = f"◀ {guide}" if way == "prev" else f"{guide} ▶"
            view.add_item(VotePageButton(game_id, phase, way, turned, label))
    return view
