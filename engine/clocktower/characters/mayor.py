"""Mayor: may deflect its night death; with three alive and no execution its team wins.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, pretends_passive, register
from engine.clocktower.characters.worlds import NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class Mayor(Character):
    """Townsfolk, never wakes."""

    id = "mayor"
    kind = Kind.TOWNSFOLK
    summary = (
        "Your team wins when a day ends with no execution and only three players alive. A "
        "night death meant for you may be moved onto another player."
    )

    def redirect_options(self, night: NightLike, holder: Seat, target: Seat) -> list[Seat]:
        """A night kill on a sober healthy Mayor may move to any other seat (R11 step 3)."""
        if target != holder or not night.sober_healthy(holder):
            return []
        return [s for s in range(night.n) if s != holder]

    def day_ends(self, night: NightLike, executed: bool) -> None:
        """M10: a living Mayor droisoned by another at an end of day with three alive and
        no execution is marked; for a Drunk believing the Mayor the mark is the world's
        choice (M11), as for a Drunk-Pixie that may have gained a pretended Mayor."""
        if executed or sum(night.alive) != 3:
            return
        for holder in range(night.n):
            if not night.alive[holder]:
                continue
            if night.holds(holder, self.id):
                night.mark_droisoned(holder)
            elif pretends_passive(night, holder, self.id):
                night.mark(holder, by_drunk=True)

    def end_of_day_winner(self, night: NightLike, holder: Seat, executed: bool) -> str | None:
        """Three alive, no execution, a sober healthy Mayor: the Mayor's team wins."""
        if executed or sum(night.alive) != 3 or not night.sober_healthy(holder):
            return None
        return "evil" if holder in night.evil else "good"
