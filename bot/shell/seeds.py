"""A new game's seed, one way for every family: 32 OS-random bytes, whose SHA-256 the game
posts at its start and whose value it reveals at its end (:mod:`engine.core.seed`), so nobody,
the bot included, can choose the draws once the table is seated."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from bot.client import random_seed

if TYPE_CHECKING:
    from bot.client import SuperpostBot


def draw_seed(bot: SuperpostBot) -> int | str:
    """32 random bytes as 64 hex digits; a bot built with test seeds (``bot.seeds``) gives the
    next of them instead, as it is."""
    if bot.seeds is random_seed:
        return secrets.token_hex(32)
    return bot.seeds()
