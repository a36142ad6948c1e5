"""Undertaker: on nights after an execution death, learns the executed player's character."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import NightLike, WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake
from engine.clocktower.tokens import token_character


@register
class Undertaker(Character):
    """Townsfolk, wakes on later nights when someone died by execution that day."""

    id = "undertaker"
    kind = Kind.TOWNSFOLK
    marks_only_its_waker = True  # no act: only its reading marks its reader (M1)
    summary = (
        "From Night 2 on, on a night after an execution killed someone that day: you learn"
        " the character the executed player registers as."
    )
    other_nights = 22
    info_kinds = ("character",)
    group = "character"
    learns_tokens = True

    def wake_condition(self, world: WorldLike, seat: Seat) -> bool:
        """Alive, and a player died by execution today."""
        return world.alive[seat] and world.executed_today is not None

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """The executed player can register as the named character."""
        assert wake.info is not None and world.executed_today is not None
        return world.can_register_as(world.executed_today, wake.info.character)

    def explicit_wakes(self, night: NightLike, seat: Seat) -> bool:
        """Alive, and a player died by execution today."""
        return night.alive[seat] and night.executed_died is not None

    def explicit_may_wake(self, night: NightLike, seat: Seat, extra: bool) -> bool:
        """No execution death today, no wake tonight (none happens by night)."""
        return self.explicit_wakes(night, seat)

    def explicit_must_wake(self, night: NightLike, seat: Seat) -> bool:
        """An execution death today wakes it tonight (if alive: no execution happens by
        night, so dusk knows)."""
        return night.executed_died is not None

    def explicit_truth(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """The executed player's character at its death (``drunk`` for the Drunk)."""
        assert clause.info is not None and night.executed_died is not None
        return clause.info.character == night.character(night.executed_died)

    def explicit_may_learn(
        self,
        night: NightLike,
        seat: Seat,
        clause: Wake,
        gone: frozenset[Seat],
        evil: frozenset[Seat],
        marked: frozenset[Seat],
    ) -> bool:
        """The character is one the executed seat's token may be at dusk: nobody's death
        tonight changes it, and the caller gives up when a swap may (``learns_tokens``)."""
        assert clause.info is not None
        executed = night.executed_died
        if executed is None:
            return False  # no wake tonight: nothing is learned
        learned = clause.info.character
        return night.may_be(executed, lambda token: token_character(token) == learned)
