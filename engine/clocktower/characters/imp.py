"""Imp: from Night 2 on, kills a player each night; killing itself passes the Demon on."""

from __future__ import annotations

from collections.abc import Sequence

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


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
    attacks_at_night = True

    def wake_condition(self, world: WorldLike, seat: Seat) -> bool:
        """Alive, and not a Minion who became the Imp earlier tonight."""
        return world.alive[seat] and world.new_demon != seat

    def free_choices(self, world: WorldLike, seat: Seat) -> Sequence[tuple[Seat, ...]]:
        """Every living player (itself included) and one dead player for 'no kill'."""
        return world.target_options(exclude=None)

    def act(self, world: WorldLike, seat: Seat, choices: tuple[Seat, ...], effective: bool) -> None:
        """Attack the choice (the world applies protection, the Soldier and the star-pass)."""
        if effective:
            world.demon_attack(seat, choices[0])
