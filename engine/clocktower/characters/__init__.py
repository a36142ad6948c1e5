"""One module per character; importing this package fills :data:`REGISTRY`."""

from engine.clocktower.characters import (  # noqa: F401  (imported to register)
    baron,
    chef,
    drunk,
    empath,
    fortune_teller,
    imp,
    investigator,
    librarian,
    monk,
    poisoner,
    ravenkeeper,
    recluse,
    saint,
    scarlet_woman,
    slayer,
    soldier,
    undertaker,
    washerwoman,
)
from engine.clocktower.characters.base import (
    DAY_ACTIONS,
    REGISTRY,
    Character,
    on_register,
    register,
    unregister,
)

__all__ = ["DAY_ACTIONS", "REGISTRY", "Character", "on_register", "register", "unregister"]
