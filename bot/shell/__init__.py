"""The family-generic bot shell: which families are hosted, their games on disk, live sessions.

Nothing here knows a game's rules: a family plugs in through :mod:`engine.core.family`'s
protocol and its own cogs. Quantum Cloud, Schrödinger's Lab and Quantum Clocktower run on it; Quantum Werewolf stores
its games in the shell's tables and keeps its own sessions (``cogs.werewolf``).
"""

from bot.shell.registry import FAMILIES, hosted, register_family
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
    "register_family",
    "shell_sessions",
]
