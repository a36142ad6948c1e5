"""Players' names as every family shows them: a display name without the characters that hide
or disguise it (zero-width spaces and joiners, bidi overrides and isolates), or a refusal when
nothing visible is left."""

from __future__ import annotations

import unicodedata

import discord

from bot.shell.replies import Refusal

DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
"""Control and format characters (zero-width spaces and joiners, bidi overrides...),
surrogates, private-use and unassigned code points: invisible or unprintable, so a name holding
them would look like another name (or turn the rest of a post right to left)."""
MAX_SHOWN = 64
"""The longest name a game keeps (a display name may be longer)."""


def normalise(text: str) -> str:
    """The canonical form of a name: NFKC, without invisible characters, whitespace collapsed.

    The same function runs on names when players join and on every name a player types, so
    ``Bo\\u200bb`` and ``Bob`` are one name."""
    folded = unicodedata.normalize("NFKC", text)
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in folded
        if ch.isspace() or unicodedata.category(ch) not in DROPPED_CATEGORIES
    )
    return " ".join(kept.split())


def player_name(user: discord.abc.User) -> str:
    """The name a joining member plays under: their display name, cleaned and clipped; a
    refusal, addressed to them, when it has no visible character."""
    name = normalise(user.display_name)[:MAX_SHOWN].strip()
    if not name:
        raise Refusal(
            "Your display name has no visible characters, so you cannot join with it. Set a "
            "server nickname with letters in it, then join again."
        )
    return name
