"""Vortox: kills from Night 2; Townsfolk information is false; a day without execution loses.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.kills import demon_attempt
from engine.clocktower.characters.worlds import NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Vortox(Character):
    """Demon, wakes every night but the first."""

    id = "vortox"
    kind = Kind.DEMON
    summary = (
        "From Night 2 on you kill a player of your choice. While your ability works, "
        "every Townsfolk's information is wrong, and any day that ends without an "
        "execution is won by evil."
    )
    choose_count = 1
    has_effect = True
    attacks_at_night = True
    strikes_only_sober = True
    blocked_with_demon = True

    def falsifies_info(self, night: NightLike, holder: Seat) -> bool:
        """While the Vortox lives sober and healthy, Townsfolk learn false information."""
        return night.alive[holder] and night.sober_healthy(holder)

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """A Demon attempt on its choice; droisoned by another, nothing and a mark (M3)."""
        if not effective:
            if night.droisoned_by_another(seat):
                night.mark(seat)
            return None
        return [branch for branch, _ in demon_attempt(night, seat, clause.choices[0])]

    def explicit_strikes_chosen(self, holder: Seat, clause: Wake) -> frozenset[Seat]:
        """Its attempt is on its choice, or no one's (droisoned)."""
        return frozenset(clause.choices)

    def end_of_day_winner(self, night: NightLike, holder: Seat, executed: bool) -> str | None:
        """A day without execution while the Vortox lives sober and healthy: evil wins."""
        return "evil" if not executed and night.sober_healthy(holder) else None
