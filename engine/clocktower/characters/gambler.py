"""Gambler: from Night 2 on guesses a player's character; a wrong guess kills the Gambler.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

import copy

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.kills import ability_attempt
from engine.clocktower.characters.worlds import NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Gambler(Character):
    """Townsfolk, wakes every night but the first."""

    id = "gambler"
    kind = Kind.TOWNSFOLK
    summary = (
        "From Night 2 on: you bet on one player's character; if the bet is wrong, you "
        "suffer an attempt on your life."
    )
    choose_count = 1
    guess = True
    has_effect = True
    attacks_at_night = True
    strikes_only_sober = True
    strikes_own_holder = True

    def explicit_strikes(self, night: NightLike, holders: frozenset[Seat]) -> frozenset[Seat]:
        """A wrong bet attempts its own holder's life only."""
        return holders

    def explicit_strikes_chosen(self, holder: Seat, clause: Wake) -> frozenset[Seat]:
        """Its holder's own life, whatever the choice: only a wrong bet attempts it, which the
        clause alone cannot tell (the bet is on the character the choice holds then)."""
        return frozenset((holder,))

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """A sober healthy Gambler whose guess is not its choice's current character suffers
        a kill attempt (cause gambler), marked when it kills no one (M4); a droisoned one's
        wrong guess kills no one and marks it (M4, M11)."""
        if night.character(clause.choices[0]) == clause.guess:
            return None
        if not effective:
            night.mark_droisoned(seat)
            return None
        return ability_attempt(night, seat, seat, "gambler")

    def explicit_free_act(self, night: NightT, seat: Seat, effective: bool) -> list[NightT] | None:
        """Over every choice and guess, some guess is right (every seat's character is on
        the script) and some wrong: the outcomes are "nothing" and the kill attempt (for a
        droisoned Gambler, "nothing" and its M4 mark)."""
        unchanged = copy.deepcopy(night)
        if not effective:
            night.mark_droisoned(seat)
            return [unchanged, night]
        return [unchanged, *ability_attempt(night, seat, seat, "gambler")]
