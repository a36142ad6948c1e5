"""The night menu's target pickers, in a player's DM: one select a target, then a button that
puts the entry into the list's modal (where what the character learned is typed).

Stateless across restarts: each select and the button carry the game, the night, the
character, the page and the targets picked so far in their custom ids
(``ct-pick:<game>:<night>:<character>:<slot>:<page>:<picks>``), and every press is checked
again by the cog (a player of the game, tonight's night, a character that wakes tonight).
Tables larger than a select holds are paged: the select's last options turn the page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeGuard, runtime_checkable

import discord

from bot.i18n import SOURCE, t
from bot.shell.dynamic import PersistentItem
from bot.shell.view_cog import family_presses
from engine.clocktower import FAMILY as CLOCKTOWER
from engine.core.family import Seat

MAX_OPTIONS = 25
"""Discord's limit of options in one select."""
PAGE_SIZE = MAX_OPTIONS - 2
"""Seats on one page of a target select (two options are left for turning the page)."""
UNPICKED = "-"


@dataclass(frozen=True)
class Picks:
    """Where a player's entry for one character stands: the targets picked so far (``None``
    where not yet) and the page of seats the selects show."""

    game_id: int
    night: int
    character: str
    targets: tuple[Seat | None, ...]
    page: int = 0

    @property
    def complete(self) -> bool:
        """Every target is picked."""
        return all(t is not None for t in self.targets)

    def text(self) -> str:
        """The picks as the custom id holds them: ``3.-`` (seat @3 first, the second open)."""
        return ".".join(UNPICKED if t is None else str(t + 1) for t in self.targets)

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Picks:
        """The picks a custom id holds (its groups ``game``, ``night``, ``char``, ``picks``
        and, on a select, ``page``)."""
        return cls(
            int(match["game"]),
            int(match["night"]),
            match["char"],
            cls.parse_targets(match["picks"]),
            int(match.groupdict().get("page") or 0),
        )

    @staticmethod
    def parse_targets(text: str) -> tuple[Seat | None, ...]:
        """The inverse of :meth:`text`."""
        return tuple(None if t == UNPICKED else int(t) - 1 for t in text.split("."))

    def pick(self, slot: int, seat: Seat) -> Picks:
        """The same with ``seat`` as target number ``slot``."""
        targets = list(self.targets)
        targets[slot] = seat
        return replace(self, targets=tuple(targets))

    def entry(self, learn: str | None) -> str:
        """The list's line: ``wake fortune_teller choose @2 @5 learn yes|no``."""
        chosen = " ".join(f"@{t + 1}" for t in self.targets if t is not None)
        line = f"wake {self.character} choose {chosen}"
        return f"{line} learn {learn}" if learn else line


def page_count(seats: int, page_size: int) -> int:
    """How many pages ``seats`` seats take."""
    return max(1, -(-seats // page_size))


def target_options(
    names: Sequence[str], picks: Picks, slot: int, page_size: int, lang: str = SOURCE
) -> list[discord.SelectOption]:
    """One page of seats for target ``slot`` (the picked one marked), with the options that
    turn the page when the table needs more than one."""
    pages = page_count(len(names), page_size)
    page = min(picks.page, pages - 1)
    first = page * page_size
    options = [
        discord.SelectOption(
            label=f"@{seat + 1} {names[seat]}"[:100],
            value=str(seat),
            default=picks.targets[slot] == seat,
        )
        for seat in range(first, min(first + page_size, len(names)))
    ]
    if page > 0:
        earlier = t("clocktower-picker-earlier", lang)
        options.append(discord.SelectOption(label=earlier, value=f"page:{page - 1}"))
    if page + 1 < pages:
        more = t("clocktower-picker-more", lang)
        options.append(discord.SelectOption(label=more, value=f"page:{page + 1}"))
    return options


@runtime_checkable
class PicksTargets(Protocol):
    """What the night menu asks of the Clocktower cog (it never imports it: the cog imports
    this module)."""

    async def pick_target(
        self, interaction: discord.Interaction, picks: Picks, slot: int, value: str
    ) -> None: ...

    async def fill_entry(
        self, interaction: discord.Interaction, picks: Picks, join: bool = False
    ) -> None: ...


def picks_targets(cog: object) -> TypeGuard[PicksTargets]:
    """Whether ``cog`` answers the night menu's pickers."""
    return isinstance(cog, PicksTargets)


def menu_cog(interaction: discord.Interaction[Any]) -> PicksTargets:
    """The loaded Clocktower cog, found by the family's name (LookupError while it is not
    loaded)."""
    return family_presses(interaction, CLOCKTOWER.name, picks_targets)


class TargetSelect(
    PersistentItem[discord.ui.Select[Any]],
    template=r"ct-pick:(?P<game>\d+):(?P<night>\d+):(?P<char>[a-z_]+):(?P<slot>\d+):(?P<page>\d+):(?P<picks>[0-9.\-]+)",
):
    """One target of a character's entry (a seat, or a page turn)."""

    def __init__(
        self,
        picks: Picks,
        slot: int,
        names: Sequence[str] = (),
        page_size: int = PAGE_SIZE,
        lang: str = SOURCE,
    ) -> None:
        self.picks = picks
        self.slot = slot
        options = target_options(names, picks, slot, page_size, lang) if names else []
        count = len(picks.targets)
        super().__init__(
            discord.ui.Select(
                placeholder=t("clocktower-picker-target", lang, slot=slot + 1, count=count),
                options=options or [discord.SelectOption(label="…", value="0")],
                custom_id=(
                    f"ct-pick:{picks.game_id}:{picks.night}:{picks.character}:{slot}:"
                    f"{picks.page}:{picks.text()}"
                ),
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> TargetSelect:
        return cls(Picks.from_match(match), int(match["slot"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = [str(v) for v in data.get("values", [])]
        if values:
            await menu_cog(interaction).pick_target(interaction, self.picks, self.slot, values[0])


class FillButton(
    PersistentItem[discord.ui.Button[Any]],
    template=r"ct-fill:(?P<game>\d+):(?P<night>\d+):(?P<char>[a-z_]+):(?P<picks>[0-9.\-]+)(?P<join>:and)?",
):
    """Puts the picked entry into the list's modal (enabled once every target is picked): as
    a line of its own, or ``join``ed to the last entry as one more clause (``… & wake barber
    choose @1 @3``, script 2's multi-clause entries)."""

    def __init__(self, picks: Picks, lang: str = SOURCE, join: bool = False) -> None:
        self.picks = picks
        self.join = join
        label = t("clocktower-picker-join", lang) if join else t("clocktower-picker-add", lang)
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary if join else discord.ButtonStyle.primary,
                disabled=not picks.complete,
                custom_id=(
                    f"ct-fill:{picks.game_id}:{picks.night}:{picks.character}:{picks.text()}"
                    + (":and" if join else "")
                ),
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> FillButton:
        return cls(Picks.from_match(match), join=match["join"] is not None)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await menu_cog(interaction).fill_entry(interaction, self.picks, self.join)


def picker_view(
    picks: Picks,
    names: Sequence[str],
    page_size: int = PAGE_SIZE,
    lang: str = SOURCE,
    clauses: bool = False,
) -> discord.ui.View:
    """A select per target of the character, then the button that adds the entry (and, on a
    script of clause entries, the one that adds it to the last entry as another clause)."""
    view = discord.ui.View(timeout=None)
    for slot in range(len(picks.targets)):
        view.add_item(TargetSelect(picks, slot, names, page_size, lang))
    view.add_item(FillButton(picks, lang))
    if clauses:
        view.add_item(FillButton(picks, lang, join=True))
    return view


def picker_text(picks: Picks, names: Sequence[str], lang: str = SOURCE) -> str:
    """What the picker message says: the character, the targets picked so far."""
    chosen = ", ".join(
        "…" if t is None else f"@{t + 1} {names[t]}" if t < len(names) else f"@{t + 1}"
        for t in picks.targets
    )
    return t(
        "clocktower-picker",
        lang,
        night=picks.night,
        character=picks.character,
        count=len(picks.targets),
        chosen=chosen,
    )
