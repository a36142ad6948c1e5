"""Tonight's menus in each player's DMs: ``qw:night:<game>:<phase>:<vision|attack>``; when the
other living players do not fit in one menu (more than 24), each menu shows a page of them
(``qw:night:<game>:<phase>:<kind>:<page>``) and ◀ / ▶ buttons under it turn the pages
(``qw:nightpage:<game>:<phase>:<kind>:<prev|next>:<vision page>:<attack page>``). Like every
werewolf component they carry the game id in their custom_id (DynamicItem), so they keep working
after a restart.
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

NO_VISION = "none"
"""A night menu's or autocomplete's value for no vision (as ``/night``'s ``vision:none``)."""


@runtime_checkable
class NightPresses(Protocol):
    """What the night menus and their page buttons ask of werewolf's cog, its night's part."""

    async def choose(
        self, interaction: discord.Interaction, game_id: int, phase: str, kind: str, value: str
    ) -> None: ...

    async def turn_page(
        self, interaction: discord.Interaction, game_id: int, phase: str, pages: tuple[int, int]
    ) -> None: ...


def _night_presses(cog: object) -> TypeGuard[NightPresses]:
    return isinstance(cog, NightPresses)


_SELECT_ROWS = {"vision": 0, "attack": 2}
"""Action rows of a paged view: each menu, with its page buttons in the row below it."""


class NightSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"qw:night:(?P<game>\d+):(?P<phase>N\d+):(?P<kind>vision|attack)(?::(?P<page>\d+))?",
):
    """A night menu: the vision target (or no vision), or the attack target; in a big game, one
    page of them (``qw:night:<game>:<phase>:<kind>:<page>``)."""

    def __init__(
        self,
        game_id: int,
        phase: str,
        kind: str,
        options: list[discord.SelectOption] | None = None,
        *,
        page: int | None = None,
        placeholder: str | None = None,
    ) -> None:
        if placeholder is None:
            placeholder = "Vision: whom do you look at?" if kind == "vision" else "Attack: whom?"
        custom_id = f"qw:night:{game_id}:{phase}:{kind}"
        if page is not None:
            custom_id += f":{page}"
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="…", value=NO_VISION)],
                min_values=1,
                max_values=1,
                row=None if page is None else _SELECT_ROWS[kind],
            )
        )
        self.game_id = game_id
        self.phase = phase
        self.kind = kind
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> NightSelect:
        options = list(item.options) if isinstance(item, discord.ui.Select) else None
        page = int(match["page"]) if match["page"] is not None else None
        return cls(int(match["game"]), match["phase"], match["kind"], options, page=page)

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0] if self.item.values else NO_VISION
        night = family_presses(interaction, FAMILY, _night_presses)
        await night.choose(interaction, self.game_id, self.phase, self.kind, value)


class NightPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"qw:nightpage:(?P<game>\d+):(?P<phase>N\d+):(?P<kind>vision|attack)"
        r":(?P<way>prev|next|here):(?P<vision>\d+):(?P<attack>\d+)"
    ),
):
    """◀ or ▶ under a paged night menu: shows the menus again at the pages in its custom id
    (``qw:nightpage:<game>:<phase>:<kind>:<prev|next>:<vision page>:<attack page>``), so turning
    one menu's page keeps the other's. Between them, a disabled ``here`` button shows the page
    (a DynamicItem too, so the bot keeps no per-message view in memory)."""

    def __init__(
        self,
        game_id: int,
        phase: str,
        kind: str,
        way: str,
        pages: tuple[int, int],
        label: str = "◀",
        *,
        disabled: bool = False,
    ) -> None:
        vision_page, attack_page = pages
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=(
                    f"qw:nightpage:{game_id}:{phase}:{kind}:{way}:{vision_page}:{attack_page}"
                ),
                disabled=disabled,
                row=_SELECT_ROWS[kind] + 1,
            )
        )
        self.game_id = game_id
        self.phase = phase
        self.kind = kind
        self.pages = pages

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> NightPageButton:
        way = match["way"]
        label = getattr(item, "label", None) or {"prev": "◀", "next": "▶"}.get(way, "·")
        pages = (int(match["vision"]), int(match["attack"]))
        game_id, phase, kind = int(match["game"]), match["phase"], match["kind"]
        return cls(game_id, phase, kind, way, pages, label, disabled=way == "here")

    async def callback(self, interaction: discord.Interaction) -> None:
        night = family_presses(interaction, FAMILY, _night_presses)
        await night.turn_page(interaction, self.game_id, self.phase, self.pages)


def is_paged(targets: list[int]) -> bool:
    """Whether the night menus need pages (more players than one menu holds)."""
    return len(targets) > PAGE_SIZE


def _page_of(ordered: list[int], chosen: int | None) -> int:
    if chosen is None or chosen not in ordered:
        return 0
    return ordered.index(chosen) // PAGE_SIZE


def _page_button(
    game_id: int,
    phase: str,
    kind: str,
    way: str,
    current: dict[str, int],
    names: list[str],
    pages: int,
) -> NightPageButton:
    """◀ (``prev``) or ▶ (``next``) under a menu; wraps around at either end."""
    page = (current[kind] + (1 if way == "next" else -1)) % pages
    turned = {**current, kind: page}
    guide = guide_words(names, page)
    label = f"◀ {guide}" if way == "prev" else f"{guide} ▶"
    return NightPageButton(game_id, phase, kind, way, (turned["vision"], turned["attack"]), label)


def night_view(
    game_id: int,
    game: Game,
    seat: int,
    *,
    vision_page: int | None = None,
    attack_page: int | None = None,
    locale: str = SOURCE,
    named: list[int] | None = None,
) -> discord.ui.View:
    """Tonight's menus for one player: vision (with "no vision") and, from Night 1, attack
    (with "no attack").

    When the other living players do not fit in one menu, each menu shows one page of them
    (sorted by name) with ◀ / ▶ buttons below it; a page left out (``None``) is the one holding
    this phase's choice, or the first. ``named``: every living player in that order
    (:func:`by_name`), given when many menus are made at once so that it is sorted once.
    """
    phase = str(game.phase)
    choices = game.choices
    targets = game.night_targets(seat)
    attacks = game.attacks_tonight() and bool(targets)
    view = discord.ui.View(timeout=None)
    no_vision = discord.SelectOption(
        label=t("werewolf-no-vision", locale),
        value=NO_VISION,
        default=seat in choices.visions and choices.visions[seat] is None,
    )

    no_attack = discord.SelectOption(
        label=t("werewolf-no-attack", locale),
        value=NO_VISION,
        default=seat in choices.attacks and choices.attacks[seat] is None,
    )

    def option(target: int, chosen: int | None) -> discord.SelectOption:
        return discord.SelectOption(
            label=game.name(target)[:100], value=str(target), default=chosen == target
        )

    if not is_paged(targets):
        vision = [no_vision, *(option(target, choices.visions.get(seat)) for target in targets)]
        placeholder = t("werewolf-night-placeholder", locale, kind="vision")
        view.add_item(
            NightSelect(game_id, phase, "vision", vision[:MAX_OPTIONS], placeholder=placeholder)
        )
        if attacks:
            attack = [no_attack, *(option(target, choices.attacks.get(seat)) for target in targets)]
            placeholder = t("werewolf-night-placeholder", locale, kind="attack")
            view.add_item(
                NightSelect(game_id, phase, "attack", attack[:MAX_OPTIONS], placeholder=placeholder)
            )
        return view

    ordered = [s for s in named if s != seat] if named is not None else by_name(game, targets)
    names = [game.name(t) for t in ordered]
    pages = page_count(ordered)
    wanted = {
        "vision": vision_page
        if vision_page is not None
        else _page_of(ordered, choices.visions.get(seat)),
        "attack": attack_page
        if attack_page is not None
        else _page_of(ordered, choices.attacks.get(seat)),
    }
    current = {kind: min(max(page, 0), pages - 1) for kind, page in wanted.items()}
    for kind in ("vision", "attack") if attacks else ("vision",):
        page = current[kind]
        chosen = (choices.visions if kind == "vision" else choices.attacks).get(seat)
        shown = ordered[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
        options = [option(target, chosen) for target in shown]
        options.insert(0, no_vision if kind == "vision" else no_attack)
        placeholder = t(
            "werewolf-night-page-placeholder",
            locale,
            kind=kind,
            guide=guide_words(names, page),
            page=page + 1,
            pages=pages,
        )
        view.add_item(
            NightSelect(
                game_id,
                phase,
                kind,
                options[:MAX_OPTIONS],
                page=page,
                placeholder=placeholder[:150],
            )
        )
        view.add_item(_page_button(game_id, phase, kind, "prev", current, names, pages))
        view.add_item(
            NightPageButton(
                game_id,
                phase,
                kind,
                "here",
                (current["vision"], current["attack"]),
                t(
                    "werewolf-night-page-label",
                    locale,
                    kind=kind,
                    guide=guide_words(names, page),
                    page=page + 1,
                    pages=pages,
                ),
                disabled=True,
            )
        )
        view.add_item(_page_button(game_id, phase, kind, "next", current, names, pages))
    return view
