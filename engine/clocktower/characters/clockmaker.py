"""Clockmaker: on Night 1 learns how far the Demon sits from its nearest Minion.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Clockmaker(Character):
    """Townsfolk, wakes on Night 1 (and once more for a gained instance)."""

    id = "clockmaker"
    kind = Kind.TOWNSFOLK
    marks_only_its_waker = True  # no mark in its act: only its reading's, on its reader (M1)
    summary = (
        "Night 1: you learn a number, the fewest steps around the circle (either way, counting"
        " the dead) from the Demon to a Minion."
    )
    info_kinds = ("number",)
    group = "number"
    later_wakes_gained = True

    def explicit_truth(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """Fewest steps either way round the circle, the dead counted, from the Demon's seat
        to a Minion's."""
        assert clause.info is not None
        n = night.n
        # only each seat's kind is read: a lazy seat splits in two, not once per character;
        # every branch of the night asks it, so the seats are read as kept per setup
        demons = night.kind_seats(Kind.DEMON)
        minions = night.kind_seats(Kind.MINION)
        steps = min(min(abs(d - m), n - abs(d - m)) for d in demons for m in minions)
        return clause.info.number == steps

    def explicit_refuted(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """The distance reads only who holds which token (each seat's kind), and the slots
        the walk asks across change no token (no swap, no gain, no kill): the truth at the
        slot is the truth now."""
        return not self.explicit_truth(night, seat, clause)

    def explicit_wakes(self, night: NightLike, seat: Seat) -> bool:
        """Night 1; later, only a gained instance not used yet, at the ° slot (N11)."""
        if not night.alive[seat]:
            return False
        if night.number == 1:
            return True
        used = night.state.get(self.id, set())
        gained = self.id in night.extras(seat)
        return gained and isinstance(used, set) and seat not in used

    def explicit_may_wake(self, night: NightLike, seat: Seat, extra: bool) -> bool:
        """After Night 1 only a gained instance wakes."""
        return night.alive[seat] and (night.number == 1 or extra)

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """A gained instance's only use is its first wake."""
        if night.number > 1:
            used = night.state.setdefault(self.id, set())
            assert isinstance(used, set)
            used.add(seat)
        return None
