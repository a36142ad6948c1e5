"""Pixie: on Night 1 learns a Townsfolk in play; may later gain that ability.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import REGISTRY, Character, Reach, register
from engine.clocktower.characters.worlds import NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Pixie(Character):
    """Townsfolk, wakes on Night 1 (and once more for an eaten instance)."""

    id = "pixie"
    kind = Kind.TOWNSFOLK
    summary = (
        "Night 1: you learn a Townsfolk in play. If you keep claiming to be it and its player"
        " dies, you gain its ability."
    )
    info_kinds = ("character",)
    group = "character"

    quiet_when_free = True
    gains_instances = True
    later_wakes_gained = True

    def explicit_act(self, night: NightLike, seat: Seat, clause: Wake, effective: bool) -> None:
        """A sober healthy Pixie remembers the seat of the Townsfolk it learned (its target);
        a Drunk-Pixie only the character it was shown, with no target (a Pixie is never in
        play beside one); a poisoned Pixie nothing. A later night's wake is a Cannibal's
        eaten instance at pixie°: its one use, after which the instance is dropped (it
        learns only, never gains: R9 d)."""
        if night.number > 1:
            night.drop(seat, self.id)
            return None
        if clause.info is None:
            return None
        if effective:
            held = night.real(clause.info.character)
            if held:
                night.state[self.id] = (seat, held[0], clause.info.character)
        elif night.is_drunk(seat):
            night.state[self.id] = (seat, None, clause.info.character)
        return None

    def slot_changes_instances(self, number: int) -> bool:
        """Only a later night's wake changes an instance (a Cannibal's eaten Pixie is dropped
        after its one use): Night 1's wake only remembers what it learned, and the gain
        itself is made at a death, by the slot or the day that kills."""
        return number > 1

    def slot_changes_others_instances(self, number: int) -> bool:
        """None: a later night's wake drops only the waking seat's own eaten Pixie, and a
        gain is made at a death, never at this slot."""
        return False

    def explicit_truth(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """A Townsfolk other than the Pixie that some seat holds as its character."""
        assert clause.info is not None
        named = clause.info.character
        return (
            named != self.id and named in night.script.in_play_townsfolk and bool(night.real(named))
        )

    def explicit_refuted(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """The truth reads only which seats' tokens are the named Townsfolk, and the slots the
        walk asks across swap no token (a gain adds an instance, never a token): the truth
        at the slot is the truth now."""
        return not self.explicit_truth(night, seat, clause)

    def explicit_wakes(self, night: NightLike, seat: Seat) -> bool:
        """Night 1; later, at pixie°, only a gained instance not used yet (N11: a Cannibal's
        eaten Pixie, on the first night it is alive after the gain)."""
        if not night.alive[seat]:
            return False
        return night.number == 1 or self.id in night.extras(seat)

    def explicit_may_wake(self, night: NightLike, seat: Seat, extra: bool) -> bool:
        """After Night 1 only a gained instance wakes."""
        return night.alive[seat] and (night.number == 1 or extra)

    def explicit_reach(self, night: NightLike) -> Reach | None:
        """The learned Townsfolk, gained (or pretended by a Drunk-Pixie) on a death; none for
        a Drunk-Pixie shown a bluff, which it never pretends (:meth:`explicit_on_death_believed`)."""
        learned = night.state.get(self.id)
        if not isinstance(learned, tuple):
            return None
        if learned[1] is None and learned[2] in night.bluffs:
            return None
        after = learned[1] if isinstance(learned[1], int) else None
        return Reach(gains=((learned[0], learned[2]),), gains_after=(after,))

    def explicit_on_death(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """The gain: when the target seat dies, a living Pixie that is not droisoned and
        whose latest claim is the learned Townsfolk gains that ability for the game."""
        learned = night.state.get(self.id)
        if not isinstance(learned, tuple) or learned[:2] != (holder, dead):
            return
        character = learned[2]
        mad = night.claims.get(holder) == character
        if (
            mad
            and night.alive[holder]
            and not night.droisoned(holder)
            and holder not in night.gained
        ):
            night.give(holder, character)
            REGISTRY[character].instance_gained(night, holder)

    def explicit_on_death_believed(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """A Drunk-Pixie alive and mad about the character X it was shown may gain `~X`
        when a seat whose latest claim is X dies (R16 pixie): a free choice, left open as a
        pretend that the world fixes or rules out at X's next slot (the Cannibal's, which
        has none, at the next death by execution); never a bluff (R14)."""
        learned = night.state.get(self.id)
        if not isinstance(learned, tuple) or learned[:2] != (holder, None):
            return
        character = learned[2]
        mad = night.claims.get(holder) == character and night.claims.get(dead) == character
        held = character in night.extras(holder)  # gained already: nothing more to gain
        if mad and night.alive[holder] and character not in night.bluffs and not held:
            night.pretends[holder] = night.pretends.get(holder, frozenset()) | {character}
