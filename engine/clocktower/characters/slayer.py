"""Slayer: once per game, by day, shoots a player, who dies if they are the Demon."""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Slayer(Character):
    """Townsfolk with a public day action (``slay @t``); the world applies it (World.slay)."""

    id = "slayer"
    kind = Kind.TOWNSFOLK
    summary = "Once per game, during the day, you publicly choose a player; if they register as the Demon, they die."
