"""The registry of hosted families: filled by the families' packages, never by the shell."""

from __future__ import annotations

import pytest

from bot.shell.registry import FAMILIES, hosted, register_family
from engine.werewolf import FAMILY as WEREWOLF
from engine.werewolf.family import WerewolfFamily


class Impostor(WerewolfFamily):
    """Another family object under a name already taken."""


def test_registering_the_same_family_again_changes_nothing() -> None:
    """A package imported twice (discord.py re-runs an extension) registers harmlessly."""
    register_family(WEREWOLF)
    register_family(WEREWOLF)
    assert hosted("werewolf") is WEREWOLF
    assert list(FAMILIES).count("werewolf") == 1


def test_another_family_under_a_taken_name_is_refused() -> None:
    """Two families cannot share a name: the second is a ValueError and the first stays."""
    register_family(WEREWOLF)
    with pytest.raises(ValueError, match="already hosted as 'werewolf'"):
        register_family(Impostor())
    assert hosted("werewolf") is WEREWOLF


def test_an_unknown_family_names_the_hosted_ones() -> None:
    """Looking up a family nobody registered is a KeyError that lists the hosted families."""
    register_family(WEREWOLF)
    with pytest.raises(KeyError, match="no hosted family 'chess'.*werewolf"):
        hosted("chess")
