"""The kill procedure of script 2 (addendum R11, D8), under the core's name.

It lives in :mod:`engine.clocktower.characters.kills`, below the core, because the character
modules that kill (the Demons, the Gambler, the Lycanthrope) call it; the explicit walk and
its solver read it here.
"""

from engine.clocktower.characters.kills import (
    DEMON,
    EXECUTION,
    KillOutcome,
    ability_attempt,
    attempt,
    demon_attempt,
    execute,
)

__all__ = [
    "DEMON",
    "EXECUTION",
    "KillOutcome",
    "ability_attempt",
    "attempt",
    "demon_attempt",
    "execute",
]
