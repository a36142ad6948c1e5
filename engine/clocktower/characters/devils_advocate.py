"""Devil's Advocate: each night protects a player from tomorrow's execution.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, chosen_notes, register
from engine.clocktower.characters.worlds import GrimoireNote, NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class DevilsAdvocate(Character):
    """Minion, wakes every night."""

    id = "devils_advocate"
    kind = Kind.MINION
    summary = (
        "Each night you shield a living player from tomorrow's execution: executed, they "
        "survive it. The same player cannot be shielded two nights in a row."
    )
    shields_from_execution = True
    choose_count = 1
    has_effect = True
    no_repeat = True

    def explicit_strikes(self, night: NightLike, holders: frozenset[Seat]) -> frozenset[Seat]:
        """Tomorrow's protection only: it attempts no one's life."""
        return frozenset()

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """The choice, a living player other than this instance's choice last night, is its
        state (tomorrow's protection)."""
        choice = clause.choices[0]
        last = night.state.get(self.id)
        if not night.alive[choice] or (isinstance(last, tuple) and last[:2] == (seat, choice)):
            return []
        night.state[self.id] = (seat, choice, effective)
        return None

    def effect_only_own_state(self, number: int) -> bool:
        """Its choice is read only at an execution (:meth:`protects`, :meth:`death_due`)
        and in the grimoire: a night's wake kills, poisons and gives nothing."""
        return True

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """The next execution's protection (§11): the last choice of a holder not droisoned
        when it chose (whether it still holds at the execution is D8's question then)."""
        choice = night.state.get(self.id)
        if not isinstance(choice, tuple) or not choice[2]:
            return ()
        return chosen_notes(self.id, choice[1])

    def protects(self, night: NightLike, holder: Seat, target: Seat, cause: str) -> bool:
        """A living sober healthy Devil's Advocate keeps last night's choice from dying by
        today's execution (D8)."""
        choice = night.state.get(self.id)
        return (
            cause == "execution"
            and isinstance(choice, tuple)
            and choice[:2] == (holder, target)
            and night.alive[holder]
            and night.sober_healthy(holder)
        )

    def death_due(self, night: NightLike, target: Seat, cause: str) -> None:
        """M7: a living Devil's Advocate droisoned by another whose choice dies by today's
        execution is marked (a sober healthy one would have kept it alive)."""
        choice = night.state.get(self.id)
        if cause != "execution" or not isinstance(choice, tuple) or choice[1] != target:
            return
        holder = choice[0]
        if night.alive[holder] and night.droisoned_by_another(holder):
            night.mark(holder)
