"""The families the bot hosts, by the name storage and records use."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cloud import FAMILY as CLOUD
from engine.core.family import GameFamily

FAMILIES: Mapping[str, GameFamily[Any, Any]] = {CLOUD.name: CLOUD}
"""Every hosted family; a new family adds one entry (its cogs add themselves to EXTENSIONS)."""


def hosted(name: str) -> GameFamily[Any, Any]:
    """The family called ``name``; KeyError names the families hosted when there is none."""
    try:
        return FAMILIES[name]
    except KeyError:
        raise KeyError(f"no hosted family {name!r} (hosted: {', '.join(FAMILIES)})") from None
