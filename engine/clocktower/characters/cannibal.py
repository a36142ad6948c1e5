"""Cannibal: takes on the ability of the last player executed.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import REGISTRY, Character, hooked, register
from engine.clocktower.characters.worlds import NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat

NO_INSTANCE = frozenset({"drunk", "cannibal", "atheist"})
"""Executed characters whose ability a Cannibal cannot take on."""

PRETEND = ("empath", "mathematician", "undertaker", "gambler", "monk", "lycanthrope")
"""What a Cannibal that ate evil may pretend (addendum §9 cannibal: Townsfolk that wake on
later nights; "none" is never waking)."""


@register
class Cannibal(Character):
    """Townsfolk, wakes only as the ability it ate."""

    id = "cannibal"
    kind = Kind.TOWNSFOLK
    settles_at_execution = True
    own_droison = True
    # read by reasons.py: a Cannibal on the script keeps "slept before" off once a death is
    # announced (it may eat an ability), and a seat told it is now the Cannibal gets no
    # "you were told you are now" reason; the Night 1 wake rule never meets it (no slot)
    gains_instances = True
    summary = (
        "The most recent player to die by execution lends you their ability; if they were"
        " evil, you are poisoned and only believe you have it."
    )

    def explicit_on_death(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """Eating: a death by execution while the Cannibal lives. Registered good: the
        executee's ability (fresh), and the evil-eating poison ends; registered evil: the
        Cannibal is poisoned until a good player dies by execution and pretends an ability
        (a world choice, fixed at the first slot it wakes at; "none" if it never does).
        A gained Cannibal (a Pixie's) eats the same way; what it eats is the seat's third
        instance, which gives nothing further (R9 d). A Drunk-Pixie's `~cannibal` (R14) eats
        as a Drunk's does (below)."""
        self._eat(night, holder, dead, poisons=not night.is_drunk(holder))

    def explicit_on_death_believed(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """A Drunk believing the Cannibal eats as a Cannibal would (R9 a): what it eats is a
        `~` instance (the seat is drunk, so every instance it holds is void and its
        information follows R13), and after eating evil it pretends as a Cannibal does. Its
        own poison is moot: a Drunk's seat is droisoned already."""
        self._eat(night, holder, dead, poisons=False)

    def _eat(self, night: NightLike, holder: Seat, dead: Seat, *, poisons: bool) -> None:
        if night.executed_died != dead or not night.alive[holder] or dead == holder:
            return
        poisoned = night.state.get(self.id)
        poisoned = set(poisoned) if isinstance(poisoned, set) else set()
        evil = night.registers_evil(dead)
        if evil and dead not in night.evil and self._reads_soberly(night, holder):
            night.mark(holder)  # M2: the faux paw turned a good executee's reading evil
        self._forget(night, holder)
        if evil:
            if poisons:
                # a set of holder seats: it follows a swap (R12), one per Cannibal instance
                night.state[self.id] = poisoned | {holder}
            pretends = frozenset(PRETEND) & (set(night.script.characters) - set(night.bluffs))
            night.pretends[holder] = pretends
            return
        if poisons:
            poisoned.discard(holder)
            night.state[self.id] = poisoned
        night.pretends.pop(holder, None)
        eaten = night.character(dead)
        if eaten not in NO_INSTANCE:
            night.give(holder, eaten)
            REGISTRY[eaten].instance_gained(night, holder)

    def _reads_soberly(self, night: NightLike, holder: Seat) -> bool:
        """Whether the holder's good/evil reading counts for M2: sober healthy (its own
        evil-eating poison included) and holding no instance of the character that places
        the faux paw (a Cannibal that ate the Lycanthrope knows its mark)."""
        if night.droisoned(holder):
            return False
        return not any(night.holds(holder, c) for c in hooked("registers_evil_mark"))

    def _forget(self, night: NightLike, holder: Seat) -> None:
        """The holder's earlier eaten instance is gone (the second for its own Cannibal,
        the third for a gained one)."""
        if night.gained.get(holder) == self.id:
            night.nested.pop(holder, None)
        else:
            night.gained.pop(holder, None)

    def pretended(self, night: NightLike, holder: Seat) -> str | None:
        """While poisoned by eating evil, the eaten instance is a pretend (R14), fixed or
        not: the second for its own Cannibal, the third for a gained one."""
        poisoned = night.state.get(self.id)
        if not isinstance(poisoned, set) or holder not in poisoned:
            return None
        eaten = night.nested if night.gained.get(holder) == self.id else night.gained
        return eaten.get(holder)

    def explicit_may_droison(self, night: NightLike, seat: Seat) -> bool:
        """Its poison falls on its own holder only, who holds the Cannibal's token."""
        return False

    def droisons(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """A Cannibal that ate an evil player is poisoned (R10)."""
        poisoned = night.state.get(self.id)
        return target == holder and isinstance(poisoned, set) and holder in poisoned

    def may_droison(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """Its poison falls on its own holder only."""
        return target == holder
