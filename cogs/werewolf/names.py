"""Player names: how a typed or displayed name becomes a game name, and which names are refused.

A name is the only way players name players (a secret number never is), so every name must be
unambiguous: normalised the same way wherever it is typed, distinct from every other player's
name whatever the case, and never one of the words the commands read as "nobody".
"""

from __future__ import annotations

import re

from bot.shell.names import normalise
from engine.werewolf.setup import MAX_NAME_LENGTH

__all__ = ["UnusableName", "check_name", "key", "normalise"]

NOBODY_WORDS = frozenset(
    {"none", "nobody", "no one", "noone", "no vision", "no attack", "no action", "no vote", "-"}
)
"""What a player types (or picks) to mean "nobody": a player may not be called any of these."""

NUMBER_LIKE = re.compile(r"[#@]\s*\d+")
"""``#3`` or ``@3``: reads like a secret number (or a seat), so it is not a name."""


class UnusableName(ValueError):
    """A name the game cannot use; the message says why, to the person who chose it."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(reason)
        self.name = name


def key(name: str) -> str:
    """The form two names are compared in (normalised, case-insensitive)."""
    return normalise(name).casefold()


def check_name(raw: str, taken: list[str]) -> str:
    """The normalised name, or :class:`UnusableName` with a reason addressed to its owner."""
    name = normalise(raw)
    if not name:
        raise UnusableName(raw, "it has no visible characters")
    if len(name) > MAX_NAME_LENGTH:
        raise UnusableName(raw, f"it is longer than {MAX_NAME_LENGTH} characters")
    folded = name.casefold()
    if folded in NOBODY_WORDS:
        raise UnusableName(raw, "it is what players type to mean nobody")
    if NUMBER_LIKE.fullmatch(name):
        raise UnusableName(raw, "it would read like a secret number")
    if folded in {key(other) for other in taken}:
        raise UnusableName(raw, "another player already has that name")
    return name
