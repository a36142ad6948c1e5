"""How a family's components find the cog that answers them, without importing it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, TypeGuard

import pytest

from bot.shell.view_cog import family_presses


class Lobby:
    family = "werewolf"

    async def do_join(self) -> None: ...


class OtherLobby:
    family = "lab"

    async def do_join(self) -> None: ...


def joins(cog: object) -> TypeGuard[Lobby]:
    return hasattr(cog, "do_join")


def pressed(*cogs: object) -> Any:
    return SimpleNamespace(client=SimpleNamespace(cogs={type(c).__name__: c for c in cogs}))


class Stranger:
    family = "werewolf"


def test_a_component_finds_its_familys_cog():
    """The press finds the cog of its own family, never another family's that also fits."""
    other, lobby = OtherLobby(), Lobby()
    assert family_presses(pressed(other, lobby), "werewolf", joins) is lobby


def test_a_cog_that_does_not_answer_is_a_lookup_error():
    """The family's cog without what the view calls on it is refused (LookupError)."""
    with pytest.raises(LookupError):
        family_presses(pressed(OtherLobby(), Stranger()), "werewolf", joins)


def test_no_cog_of_the_family_is_a_lookup_error():
    """While no cog of the family is loaded, the press finds none (LookupError)."""
    with pytest.raises(LookupError):
        family_presses(pressed(OtherLobby()), "werewolf", joins)
