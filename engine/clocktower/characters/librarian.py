"""Librarian: Night 1, learns one of two players is a particular Outsider, or that none is."""

from __future__ import annotations

from engine.clocktower.characters.base import REGISTRY, Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake
from engine.clocktower.tokens import token_character


@register
class Librarian(Character):
    """Townsfolk, wakes on Night 1 only."""

    id = "librarian"
    kind = Kind.TOWNSFOLK
    summary = (
        "Night 1 only: you learn two other players and an Outsider character that at least"
        " one of them registers as, or that no player registers as an Outsider."
    )
    first_night = 21
    info_kinds = ("pair", "none")
    info_character_kind = Kind.OUTSIDER
    group = "pair"

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """A pair: one of them can register as the Outsider; none: no one must register as one."""
        assert wake.info is not None
        if wake.info.kind == "none":
            # a false reading fails the world, so seats that are plainly Outsiders (not a
            # Recluse, whose registration is open) are ruled out at once, without splitting
            for p in range(world.n):
                world.rule_out(p, _plain_outsider)
            return not any(world.must_register_kind(p, Kind.OUTSIDER) for p in range(world.n))
        a, b = wake.info.seats
        x = wake.info.character
        return world.can_register_as(a, x) or world.can_register_as(b, x)


def _plain_outsider(token: str) -> bool:
    """An Outsider token that registers as one in every way (any but a Recluse's)."""
    character = token_character(token)
    return REGISTRY[character].kind is Kind.OUTSIDER and not REGISTRY[character].register_characters
