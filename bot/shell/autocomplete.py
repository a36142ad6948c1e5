"""Autocomplete fed by the engine: an option offers the values the sender's legal actions take.

Every family cog says which actions its sender may take now (:meth:`LegalNow.legal_now`; by
default ``FamilyCog.legal_now``, the engine's ``legal_actions``); :func:`legal_field` makes the
completer of one option from that list, so a command's choices are never a second copy of the
rules.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Iterable, Sequence
from typing import Any, Protocol, runtime_checkable

import discord
from discord import app_commands

MAX_CHOICES = 25
"""The most choices Discord shows."""

Completer = Callable[
    [discord.Interaction[Any], str], Coroutine[Any, Any, list[app_commands.Choice[str]]]
]


@runtime_checkable
class LegalNow(Protocol):
    """A cog that knows the actions the sender of an interaction may take now."""

    def legal_now(self, interaction: discord.Interaction) -> Sequence[Any]:
        """The sender's legal actions in the game of the interaction's place (none: empty)."""
        ...


def choices(values: Iterable[str], current: str) -> list[app_commands.Choice[str]]:
    """The distinct ``values`` containing what was typed (any case), in order, at most 25."""
    seen: list[str] = []
    for value in values:
        if value not in seen and current.lower() in value.lower():
            seen.append(value)
    return [app_commands.Choice(name=v, value=v) for v in seen[:MAX_CHOICES]]


def legal_field(kind: object, name: str, **match: str) -> Completer:
    """The completer of an option: field ``name`` of the sender's legal actions whose ``verb``
    is ``kind``, keeping those that agree with the options already given (``match`` maps an
    action field to the option holding it)."""

    async def complete(
        interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        command = interaction.command
        cog = getattr(command, "binding", None)
        if not isinstance(cog, LegalNow):
            return []
        namespace = interaction.namespace
        values = []
        for action in cog.legal_now(interaction):
            if getattr(action, "verb", None) != kind or getattr(action, name) is None:
                continue
            agrees = True
            for attr, option in match.items():
                given = getattr(namespace, option, None)
                value = getattr(action, attr)
                if given and value is not None and str(value) != str(given):
                    agrees = False
            if agrees:
                values.append(str(getattr(action, name)))
        return choices(values, current)

    return complete
