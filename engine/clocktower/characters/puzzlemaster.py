"""Puzzlemaster: one player is drunk; one guess at who it is, answered with the Demon.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register, spent_notes
from engine.clocktower.characters.worlds import GrimoireNote, NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class Puzzlemaster(Character):
    """Outsider, never wakes; one private guess by day."""

    id = "puzzlemaster"
    kind = Kind.OUTSIDER
    summary = (
        "From setup on, one player is drunk for the whole game, whether you live or die. "
        "Once, by day, you may name who you think it is: right, you are shown the Demon; "
        "wrong, you are shown someone who is not."
    )
    setup_mark = "other"
    private_verb = "puzzle"
    day_phrase = "make the Puzzlemaster's guess"

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """The holders whose guess is spent (§11)."""
        return spent_notes(self.id, night.state.get(self.id))

    def droisons(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """The puzzle-drunk is drunk while the Puzzlemaster, alive or dead, is not droisoned
        (R10)."""
        return night.world.marks_seat(self.id, target) and not night.droisoned(holder)

    def may_droison(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """Only the puzzle-drunk, fixed at setup."""
        return night.world.marks_seat(self.id, target)

    def explicit_may_droison(self, night: NightLike, seat: Seat) -> bool:
        """Only the puzzle-drunk, fixed at setup."""
        return night.world.marks_seat(self.id, seat)

    def explicit_private(
        self, night: NightLike, seat: Seat, verb: str, seats: tuple[Seat, ...]
    ) -> bool:
        """D11 ``puzzle @t learn @d``, once per instance: sober, d holds the Demon character
        exactly when t is the puzzle-drunk; droisoned, any d but itself (a false answer
        from a droisoned-by-another holder marks it, M1)."""
        guessed, answer = seats
        spent = night.state.get(self.id, set())
        assert isinstance(spent, set)
        if verb != "puzzle" or answer == seat or seat in spent:
            return False
        # the holder seats of a spent guess: the flag moves with the character (R12)
        night.state[self.id] = spent | {seat}
        is_demon = night.kind_at(answer, Kind.DEMON)
        truth = is_demon == night.world.marks_seat(self.id, guessed)
        if night.droisoned(seat):
            if not truth:
                night.mark(seat, by_drunk=not night.droisoned_by_another(seat))
            return True
        return truth
