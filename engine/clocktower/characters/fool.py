"""Fool: survives the first death it would suffer.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import (
    Character,
    pretends_passive,
    register,
    spent_notes,
)
from engine.clocktower.characters.worlds import GrimoireNote, NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class Fool(Character):
    """Townsfolk, never wakes."""

    id = "fool"
    kind = Kind.TOWNSFOLK
    summary = (
        "Your first death does not happen: the first time something would kill you, you live "
        "on, and that protection is then spent."
    )
    survives_own_execution = True

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """The holders whose life is spent (§11)."""
        return spent_notes(self.id, night.state.get(self.id))

    def survives(self, night: NightLike, holder: Seat, target: Seat, cause: str) -> bool:
        """The first death of a sober healthy Fool does not happen; the life is spent."""
        spent = night.state.setdefault(self.id, set())
        assert isinstance(spent, set)
        if target != holder or holder in spent or not night.sober_healthy(holder):
            return False
        spent.add(holder)
        return True

    def instance_gained(self, night: NightLike, holder: Seat) -> None:
        """A gained Fool is unspent, even on a seat whose earlier one was spent."""
        spent = night.state.get(self.id)
        if isinstance(spent, set):
            spent.discard(holder)

    def death_due(self, night: NightLike, target: Seat, cause: str) -> None:
        """M8: a Fool droisoned by another at its first death (unspent) is marked; for a
        Drunk believing the Fool the mark is the world's choice (M11), as for a Drunk-Pixie
        that may have gained a pretended Fool."""
        if not night.holds(target, self.id):  # its token's, a Drunk's or a gained one
            if pretends_passive(night, target, self.id):
                night.mark(target, by_drunk=True)
            return
        spent = night.state.get(self.id, set())
        if not (isinstance(spent, set) and target in spent):
            night.mark_droisoned(target)
