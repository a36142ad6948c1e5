"""Player names, for every family: how a typed or displayed name becomes a game name.

One cleaning serves every family (:func:`normalise`, and :func:`display_name` for a member's
display name): what reaches a post, a DM or an image is a name without invisible characters
(zero-width spaces and joiners, right-to-left overrides), in one Unicode form, with its
whitespace collapsed, and (:func:`clean`) without the characters Discord reads as formatting,
code, spoilers, quotes or mentions. Images draw what no font has as a placeholder
(:mod:`bot.fonts`).

Quantum Werewolf, where a name is the only way players name players (a secret number never is),
also needs every name unambiguous: normalised the same way wherever it is typed, distinct from
every other player's name whatever the case, and never one of the words the commands read as
"nobody" (:func:`check_name`). Its players may choose their name and target others by typing
it, so werewolf keeps names as typed (normalised) and escapes them wherever they are shown
(:func:`esc`) instead of dropping their markup.
"""

from __future__ import annotations

import enum
import re
import unicodedata

import discord

MAX_NAME_LENGTH = 64
"""The longest name a game keeps (the engines' limit too)."""

DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
"""Control and format characters (zero-width spaces and joiners, bidi overrides...),
surrogates, private-use and unassigned code points: invisible or unprintable, so a name holding
them would look like another name."""

NOBODY_WORDS = frozenset(
    {"none", "nobody", "no one", "noone", "no vision", "no attack", "no action", "no vote", "-"}
)
"""What a player types (or picks) to mean "nobody": a player may not be called any of these."""

NUMBER_LIKE = re.compile(r"[#@]\s*\d+")
"""``#3`` or ``@3``: reads like a secret number (or a seat), so it is not a name."""


class NameProblem(enum.Enum):
    """Why a name cannot be used: a code, worded in its reader's language where it is shown
    (``werewolf-refusal-name``)."""

    BLANK = "blank"
    """Nothing visible is left of it."""
    LONG = "long"
    """It is longer than :data:`MAX_NAME_LENGTH`."""
    NOBODY = "nobody"
    """It is one of the :data:`NOBODY_WORDS`."""
    NUMBER = "number"
    """It reads like a secret number (:data:`NUMBER_LIKE`)."""
    TAKEN = "taken"
    """Another player has it (whatever the case)."""


class UnusableName(ValueError):
    """A name the game cannot use (``name``, as given) and why (``problem``)."""

    def __init__(self, name: str, problem: NameProblem) -> None:
        super().__init__(f"unusable name ({problem.value}): {name!r}")
        self.name = name
        self.problem = problem


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


def key(name: str) -> str:
    """The form two names are compared in (normalised, case-insensitive)."""
    return normalise(name).casefold()


MARKUP = frozenset("`*_~|\\<>[]")
"""Characters Discord reads as formatting, code, spoilers, escapes, mentions (``<@id>``) or
links (``[text](url)``): a name never holds them, so no post shows it other than as typed
text and none pings through it."""
LINE_MARKER = re.compile(r"(?:#{1,3}|>{1,3}|-)\s+")
"""What a line may start with to become a heading, a quote or a list item (a marker and a
space: ``#3`` is no heading, and stays, so werewolf can refuse it as number-like)."""


def clean(text: str) -> str:
    r"""A name as every family shows it: :func:`normalise`\ d, without :data:`MARKUP`, not
    starting with a line marker, whitespace collapsed again."""
    kept = "".join(" " if ch in MARKUP else ch for ch in normalise(text))
    name = " ".join(kept.split())
    while (marker := LINE_MARKER.match(name)) is not None:
        name = name[marker.end() :]
    return name


def esc(name: str) -> str:
    """A name kept as typed (werewolf's chosen names), made safe to put in a message: its
    markup and mentions escaped."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def display_name(member: discord.abc.User, limit: int = MAX_NAME_LENGTH) -> str:
    """A member's display name cleaned (:func:`clean`) and cut to ``limit``; their account
    name when nothing of it is left, and ``Player`` when neither has anything visible."""
    for raw in (member.display_name, member.name):
        name = clean(raw)[:limit].strip()
        if name:
            return name
    return "Player"


def check_name(raw: str, taken: list[str]) -> str:
    """The normalised name, or :class:`UnusableName` saying why not."""
    name = normalise(raw)
    if not name:
        raise UnusableName(raw, NameProblem.BLANK)
    if len(name) > MAX_NAME_LENGTH:
        raise UnusableName(raw, NameProblem.LONG)
    folded = name.casefold()
    if folded in NOBODY_WORDS:
        raise UnusableName(raw, NameProblem.NOBODY)
    if NUMBER_LIKE.fullmatch(name):
        raise UnusableName(raw, NameProblem.NUMBER)
    if folded in {key(other) for other in taken}:
        raise UnusableName(raw, NameProblem.TAKEN)
    return name
