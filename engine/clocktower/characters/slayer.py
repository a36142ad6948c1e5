"""Slayer: once per game, by day, shoots a player, who dies if they are the Demon."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class Slayer(Character):
    """Townsfolk with a public day action (``slay @t``, spec D5)."""

    id = "slayer"
    kind = Kind.TOWNSFOLK
    summary = (
        "One use, by day, in the open: you name a player; if they register as a Demon, that"
        " player dies. Otherwise nothing happens."
    )
    day_verb = "slay"
    day_phrase = "shoot"
    day_announcement = "{actor} shoots {target}."

    def day_act(self, world: WorldLike, actor: Seat, target: Seat) -> None:
        """Only a living, real Slayer's unused shot does anything; a poisoned one is spent."""
        if not world.alive[actor] or self.id in world.used or not world.is_char(actor, self.id):
            return
        world.used = world.used | {self.id}
        if world.is_poisoned(actor):
            return
        if world.detect_demon(target):
            world.kill(target, "slayer")
