"""The family-generic bot shell: which families are hosted, their games on disk, live sessions.

Nothing here knows a game's rules: a family plugs in through :mod:`engine.core.family`'s
protocol and its own cogs. Quantum Cloud is the first family on it; werewolf can move over.
"""

from bot.shell.registry import FAMILIES, hosted
from bot.shell.sessions import FamilySession, FamilySessions, shell_sessions
from bot.shell.store import FamilyFile, FamilyGameRow, FamilyStore, GameStatus

__all__ = [
    "FAMILIES",
    "FamilyFile",
    "FamilyGameRow",
    "FamilySession",
    "FamilySessions",
    "FamilyStore",
    "GameStatus",
    "hosted",
    "shell_sessions",
]
