"""The families the bot hosts, by the name storage and records use.

The shell names no family: each family's extension package registers its engine's
:class:`~engine.core.family.GameFamily` when it is imported (:func:`register_family`), so every
family is known before the bot reads the open games of the shell's tables.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.family import GameFamily

_FAMILIES: dict[str, GameFamily[Any, Any]] = {}

FAMILIES: Mapping[str, GameFamily[Any, Any]] = _FAMILIES
"""Every hosted family, by name (filled by :func:`register_family`)."""


def register_family(family: GameFamily[Any, Any]) -> GameFamily[Any, Any]:
    """Host ``family``; registering the same family again changes nothing.

    Raises ValueError when another family already has its name.
    """
    known = _FAMILIES.setdefault(family.name, family)
    if known is not family:
        raise ValueError(f"another family is already hosted as {family.name!r}")
    return family


def hosted(name: str) -> GameFamily[Any, Any]:
    """The family called ``name``; KeyError names the families hosted when there is none."""
    try:
        return _FAMILIES[name]
    except KeyError:
        raise KeyError(f"no hosted family {name!r} (hosted: {', '.join(_FAMILIES)})") from None
