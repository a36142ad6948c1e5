"""The one base of persistent buttons and menus rebuilt from their custom ids."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.shell.dynamic import PersistentItem
from bot.shell.rematch import RematchButton


class Knock(PersistentItem[discord.ui.Button[Any]], template=r"knock:(?P<game>\d+):(?P<n>\d+)"):
    """A test button carrying a game and a count."""

    def __init__(self, game_id: int, n: int) -> None:
        self.game_id = game_id
        self.n = n
        super().__init__(discord.ui.Button(label="knock", custom_id=f"knock:{game_id}:{n}"))

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Knock:
        return cls(int(match["game"]), int(match["n"]))


async def _rebuilt(cls: type[PersistentItem[Any]], custom_id: str) -> Any:
    match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    item = discord.ui.Button[Any](custom_id=custom_id)
    return await cls.from_custom_id(None, item, match)  # type: ignore[arg-type]


async def test_an_item_is_rebuilt_from_its_custom_id() -> None:
    """discord.py's rebuild gives the item its custom id describes."""
    knock = await _rebuilt(Knock, "knock:12:3")
    assert isinstance(knock, Knock) and (knock.game_id, knock.n) == (12, 3)
    assert knock.custom_id == "knock:12:3"


async def test_the_rematch_button_is_rebuilt_with_its_family_and_game() -> None:
    """The shell's Rematch button goes through the same base."""
    button = await _rebuilt(RematchButton, "rematch:lab:7")
    assert (button.family, button.game_id) == ("lab", 7)


def test_the_base_template_matches_no_custom_id() -> None:
    """Only subclasses answer presses: the base's own template matches nothing."""
    template = PersistentItem.__discord_ui_compiled_template__
    assert all(template.match(text) is None for text in ("", "knock:1:2", "rematch:lab:7"))
