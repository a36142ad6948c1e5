"""Setup tokens: a character id, or ``drunk(X)`` for the Drunk who believes it is ``X`` (spec R1).

Pure string helpers below the registry and the scripts (character modules read tokens too);
:mod:`engine.clocktower.script` re-exports them.
"""

from __future__ import annotations


def drunk_token(believed: str) -> str:
    """The token of a Drunk believing ``believed``."""
    return f"drunk({believed})"


def token_character(token: str) -> str:
    """The character a token really is: ``drunk`` for any Drunk token."""
    return "drunk" if token.startswith("drunk(") else token


def token_believed(token: str) -> str:
    """The character the holder of ``token`` is told it is (a Drunk's believed Townsfolk)."""
    return token[6:-1] if token.startswith("drunk(") else token


def is_drunk_token(token: str) -> bool:
    """Whether ``token`` is a Drunk token."""
    return token.startswith("drunk(")
