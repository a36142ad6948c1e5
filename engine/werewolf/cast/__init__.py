"""The roles of Quantum Werewolf, one module each: the role's facts and its night power.

Importing this package registers them, in this order (the order of owed actions and of the
role forms in messages). A new role is a module here, imported below, plus its tests; see
``docs/architecture.md`` (how to add a werewolf role).
"""

from engine.werewolf.cast import seer, villager, wolf

__all__ = ["seer", "villager", "wolf"]
