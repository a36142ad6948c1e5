"""How a family's components find the cog that answers them, without importing it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, TypeGuard

import pytest

from bot.shell.view_cog import family_part


class Lobby:
    family = "werewolf"

    async def do_join(self) -> None: ...


class Night:
    family = "werewolf"

    async def choose(self) -> None: ...


class OtherLobby:
    family = "lab"

    async def do_join(self) -> None: ...


def joins(cog: object) -> TypeGuard[Lobby]:
    return hasattr(cog, "do_join")


def pressed(*cogs: object) -> Any:
    return SimpleNamespace(client=SimpleNamespace(cogs={type(c).__name__: c for c in cogs}))


def test_a_component_finds_its_familys_cog_that_answers_it():
    """Of a family's several cogs the one that fits is found, never another family's."""
    other, night, lobby = OtherLobby(), Night(), Lobby()
    assert family_part(pressed(other, night, lobby), "werewolf", joins) is lobby


def test_no_cog_of_the_family_fits_is_a_lookup_error():
    """With no loaded cog of the family that fits, the press finds none (LookupError)."""
    with pytest.raises(LookupError):
        family_part(pressed(OtherLobby(), Night()), "werewolf", joins)
