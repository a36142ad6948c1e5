"""Fortune Teller: every night, chooses two players and learns whether either is the Demon."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class FortuneTeller(Character):
    """Townsfolk, wakes every night; one good player (its red herring) reads as a Demon to it."""

    id = "fortune_teller"
    kind = Kind.TOWNSFOLK
    summary = (
        "Every night: you pick two players (you may be one of them) and learn yes when at"
        " least one registers as a Demon or is your red herring, a good player fixed at"
        " setup; otherwise no."
    )
    first_night = 25
    other_nights = 21
    choose_count = 2
    info_kinds = ("yesno",)
    group = "yesno"
    red_herring = True

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """Yes: a Demon registration or the red herring among the two; no: neither."""
        assert wake.info is not None
        a, b = wake.choices
        if wake.info.yes:
            if world.can_register_demon(a) or world.can_register_demon(b):
                return True
            return world.narrow_red_herring({a, b}, inside=True)
        if world.must_register_demon(a) or world.must_register_demon(b):
            return False
        return world.narrow_red_herring({a, b}, inside=False)
