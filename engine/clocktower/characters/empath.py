"""Empath: every night, learns how many of its two nearest living neighbours are evil."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind
from engine.clocktower.text import Seat, Wake

if TYPE_CHECKING:
    from engine.clocktower.world import World


@register
class Empath(Character):
    """Townsfolk, wakes every night."""

    id = "empath"
    kind = Kind.TOWNSFOLK
    summary = (
        "Every night: you learn a number, how many of your two closest living neighbours"
        " (one on each side, skipping the dead) register evil."
    )
    first_night = 24
    other_nights = 20
    info_kinds = ("number",)
    group = "number"

    def truth(self, world: World, seat: Seat, wake: Wake) -> bool:
        """The number counts the living neighbours' registered alignments."""
        assert wake.info is not None
        left, right = world.living_neighbours(seat)
        pairs = [(x,) for x in {left, right} if x is not None]
        return wake.info.number in world.evil_counts(pairs)
