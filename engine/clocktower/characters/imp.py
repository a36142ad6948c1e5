"""Imp: from Night 2 on, kills a player each night; killing itself passes the Demon on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat

if TYPE_CHECKING:
    from engine.clocktower.world import World


@register
class Imp(Character):
    """Demon, wakes every night but the first."""

    id = "imp"
    kind = Kind.DEMON
    summary = (
        "From Night 2 on: you pick a seat and that player dies, unless protected. Picking"
        " yourself kills you and turns a living Minion into the Imp."
    )
    other_nights = 14
    choose_count = 1
    has_effect = True

    def wake_condition(self, world: World, seat: Seat) -> bool:
        """Alive, and not a Minion who became the Imp earlier tonight."""
        return world.alive[seat] and world.new_demon != seat

    def free_choices(self, world: World, seat: Seat) -> Sequence[tuple[Seat, ...]]:
        """Every living player (itself included) and one dead player for 'no kill'."""
        return world.target_options(exclude=None)

    def act(self, world: World, seat: Seat, choices: tuple[Seat, ...], effective: bool) -> None:
        """Attack the choice (the world applies protection, the Soldier and the star-pass)."""
        if effective:
            world.demon_attack(seat, choices[0])
