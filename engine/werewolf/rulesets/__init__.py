"""The rulesets of Quantum Werewolf, one subclass of :class:`~engine.werewolf.game.Game` each.

Importing this package registers them, so ``Game(setup)`` can build the one for the setup's
preset. A new ruleset is a module here with ``class MyGame(Game, preset=Preset.MINE)``
overriding the hooks, imported below.
"""

from engine.werewolf.rulesets.cisra import CisraGame
from engine.werewolf.rulesets.classic import ClassicGame

__all__ = ["CisraGame", "ClassicGame"]
