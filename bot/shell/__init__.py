"""The family-generic bot shell: which families are hosted, their games on disk, live sessions.

Nothing here knows a game's rules: a family plugs in through :mod:`engine.core.family`'s
protocol and its own cogs. Quantum Cloud, Schrödinger's Lab and Quantum Clocktower run on it; Quantum Werewolf stores
its games in the shell's tables, as the shell's row with its columns typed
(:mod:`bot.shell.row_model`), and its sessions are in the shell's one map, adopted with hooks
of its own (``cogs.werewolf.games``).
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
