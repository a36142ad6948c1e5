"""Persistent components: they carry the game id in their custom_id (DynamicItem), so they keep
working after a restart without remembering any message.

- lobby buttons ``qw:lobby:<game>:<join|leave|start>``
- night menus ``qw:night:<game>:<phase>:<vision|attack>`` in each player's direct messages; when
  the other living players do not fit in one menu (more than 24), each menu shows a page of them
  (``qw:night:<game>:<phase>:<kind>:<page>``) and ◀ / ▶ buttons under it turn the pages
  (``qw:nightpage:<game>:<phase>:<kind>:<prev|next>:<vision page>:<attack page>``)
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Protocol, TypeGuard, runtime_checkable

import discord

from bot.help import HelpButton
from bot.i18n import SOURCE, t
from bot.shell.view_cog import family_part
from cogs.werewolf import helptext
from cogs.werewolf.storage import FAMILY
from engine.werewolf import Game

NO_VISION = "none"
"""A night menu's or autocomplete's value for no vision (as ``/night``'s ``vision:none``)."""

MAX_OPTIONS = 25


@runtime_checkable
class LobbyPresses(Protocol):
    """What the lobby's buttons ask of werewolf's cog, its lobby's part (the views never import
    their cog: the cog imports them)."""

    async def do_join(
        self, interaction: discord.Interaction, game_id: int, chosen: str | None = None
    ) -> None: ...

    async def do_leave(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def do_start(self, interaction: discord.Interaction, game_id: int) -> None: ...


@runtime_checkable
class NightPresses(Protocol):
    """What the night menus and their page buttons ask of werewolf's cog, its night's part."""

    async def choose(
        self, interaction: discord.Interaction, game_id: int, phase: str, kind: str, value: str
    ) -> None: ...

    async def turn_page(
        self, interaction: discord.Interaction, game_id: int, phase: str, pages: tuple[int, int]
    ) -> None: ...


@runtime_checkable
class DayPresses(Protocol):
    """What the vote menu and its page buttons ask of werewolf's cog, its day's part."""

    async def vote_from_menu(
        self, interaction: discord.Interaction, game_id: int, phase: str, value: str
    ) -> None: ...

    async def turn_vote_page(
        self, interaction: discord.Interaction, game_id: int, phase: str, page: int
    ) -> None: ...


def _lobby_presses(cog: object) -> TypeGuard[LobbyPresses]:
    return isinstance(cog, LobbyPresses)


def _night_presses(cog: object) -> TypeGuard[NightPresses]:
    return isinstance(cog, NightPresses)


def _day_presses(cog: object) -> TypeGuard[DayPresses]:
    return isinstance(cog, DayPresses)


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"qw:lobby:(?P<game>\d+):(?P<action>join|leave|start)",
):
    """Join, Leave or Start on a lobby message."""

    LABELS: ClassVar[dict[str, str]] = {"join": "Join", "leave": "Leave", "start": "Start"}
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, game_id: int, action: str, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or self.LABELS[action],
                style=self.STYLES[action],
                custom_id=f"qw:lobby:{game_id}:{action}",
            )
        )
        self.game_id = game_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(int(match["game"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        lobby = family_part(interaction, FAMILY, _lobby_presses)
        handlers = {"join": lobby.do_join, "leave": lobby.do_leave, "start": lobby.do_start}
        await handlers[self.action](interaction, self.game_id)


def lobby_view(game_id: int, locale: str = SOURCE) -> discord.ui.View:
    """The buttons of a lobby message."""
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start"):
        view.add_item(
            LobbyButton(game_id, action, t("werewolf-lobby-button", locale, action=action))
        )
    help_button = HelpButton(helptext.HELP.key)
    help_button.item.label = t("werewolf-help-button", locale)
    view.add_item(help_button)
    return view


PAGE_SIZE = MAX_OPTIONS - 1
"""Players per page of a night menu: each page also offers "No vision" or "No attack" (25
options), since every player answers both menus each night."""
GUIDE_LENGTH = 16
"""At most this many characters of a name in a page's guide words (``Ca–Fr``)."""

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
        night = family_part(interaction, FAMILY, _night_presses)
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
        night = family_part(interaction, FAMILY, _night_presses)
        await night.turn_page(interaction, self.game_id, self.phase, self.pages)


def night_targets(game: Game, seat: int) -> list[int]:
    """The living players a seat may pick tonight, in seat order."""
    return [other for other in game.living() if other != seat]


def is_paged(targets: list[int]) -> bool:
    """Whether the night menus need pages (more players than one menu holds)."""
    return len(targets) > PAGE_SIZE


def by_name(game: Game, targets: list[int]) -> list[int]:
    """Targets sorted by name (case-insensitive), the order of the pages."""
    return sorted(targets, key=lambda t: (game.name(t).casefold(), t))


def page_count(targets: list[int]) -> int:
    """How many pages the menus have."""
    return max(1, -(-len(targets) // PAGE_SIZE))


def _common(a: str, b: str) -> int:
    a, b = a.casefold(), b.casefold()
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _prefix(name: str, length: int) -> str:
    shown = name[: max(1, length)].rstrip() or name[:1]
    if len(shown) > GUIDE_LENGTH:
        return shown[: GUIDE_LENGTH - 1] + "…"
    return shown


def guide_words(names: list[str], page: int) -> str:
    """A page's range, like a dictionary's guide words: ``A–F``, or ``Car–Cel`` when the names
    around the page boundaries share a start (``names`` are sorted, the whole list)."""
    start = page * PAGE_SIZE
    end = min(start + PAGE_SIZE, len(names)) - 1
    if start > end:
        return "—"
    first, last = names[start], names[end]
    if start == end:
        return _prefix(first, len(first))
    first_length = max(_common(first, last) + 1, 1)
    last_length = first_length
    if start > 0:
        first_length = max(first_length, _common(first, names[start - 1]) + 1)
    if end + 1 < len(names):
        last_length = max(last_length, _common(last, names[end + 1]) + 1)
    return f"{_prefix(first, first_length)}–{_prefix(last, last_length)}"


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
    targets = night_targets(game, seat)
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


# -- the day's tally message -----------------------------------------------------------------------

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
        day = family_part(interaction, FAMILY, _day_presses)
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
        day = family_part(interaction, FAMILY, _day_presses)
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


def closed_view(label: str) -> discord.ui.View:
    """What replaces the buttons and menus of a message whose phase or game has ended: one
    disabled button saying so (``Night 1 is over``), so nothing stale can be pressed."""
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=label[:80],
            style=discord.ButtonStyle.secondary,
            disabled=True,
            custom_id="qw:closed",
        )
    )
    return view
