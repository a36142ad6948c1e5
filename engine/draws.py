"""Seeded draws for Quantum Werewolf: the shared implementation lives in :mod:`engine.core.draws`."""

from engine.core.draws import DrawLog, Randomness

__all__ = ["DrawLog", "Randomness"]
