"""Barber: on its death the Demon may swap two players' characters.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, Reach, register
from engine.clocktower.characters.worlds import NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake
from engine.clocktower.tokens import token_character


@register
class Barber(Character):
    """Outsider; its slot is the Demon's optional swap, never the Barber's own wake."""

    id = "barber"
    kind = Kind.OUTSIDER
    summary = (
        "Your death, by day or by night, lets the Demon exchange two players' characters "
        "that night; neither may be a second Demon, and nobody changes team."
    )
    choose_count = 2
    has_effect = True
    optional_wake = True
    swaps_characters = True
    unordered_choices = True

    def explicit_strikes(self, night: NightLike, holders: frozenset[Seat]) -> frozenset[Seat]:
        """A swap only: it attempts no one's life."""
        return frozenset()

    def explicit_on_death(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """A sober healthy Barber's death arms one swap: tonight, or the coming night when it
        died by day (a death later tonight than the swap's slot arms nothing: R12)."""
        if dead == holder and not night.droisoned(holder):
            night.state[self.id] = night.number + 1 if night.daytime else night.number

    def explicit_wakes(self, night: NightLike, seat: Seat) -> bool:
        """The swap is the living Demon's, when a Barber's death armed it for tonight."""
        armed = night.alive[seat] and night.state.get(self.id) == night.number
        return armed and night.kind_at(seat, Kind.DEMON)  # a kind, asked only when armed

    def explicit_reach(self, night: NightLike) -> Reach | None:
        """One swap tonight (the first made spends the armed state): armed by a death by
        day, or by a living holder dying tonight (who is dead by the swap's slot: the solver
        reads that the swap hands it nothing)."""
        if night.state.get(self.id) == night.number:
            return Reach(swaps=True, once=True)
        holders = self._holders(night)
        return Reach(swaps=True, armed_by=holders, once=True) if holders else None

    def explicit_may_wake(self, night: NightLike, seat: Seat, extra: bool) -> bool:
        """Nobody wakes at the swap's slot unless a swap may be armed tonight."""
        return self.explicit_reach(night) is not None

    def explicit_swaps_chosen(self, clause: Wake) -> frozenset[Seat] | None:
        """A held clause is a swap made (:meth:`explicit_act` drops a wake that makes none):
        its two chosen seats exchanged their characters."""
        return frozenset(clause.choices)

    def explicit_swappers(
        self, night: NightLike, gains: frozenset[tuple[Seat, str]]
    ) -> frozenset[Seat] | None:
        """The living seats that may be a Demon at the swap's slot (:meth:`explicit_wakes`
        reads the kind of the seat's token, which only a swap changes, and none comes
        before this one), with any that may gain a Demon's character first: nobody comes
        back to life by night."""
        script = night.script

        def demon(token: str) -> bool:
            return script.kind(token_character(token)) is Kind.DEMON

        gainers = {s for s, c in gains if demon(c)}
        return frozenset(
            s for s in range(night.n) if night.alive[s] and (s in gainers or night.may_be(s, demon))
        )

    def _holders(self, night: NightLike) -> frozenset[Seat]:
        """The living seats of ``night`` (at dusk) that may hold a Barber: only a holder's
        death arms the swap."""
        return frozenset(s for s in range(night.n) if night.alive[s] and night.may_hold(s, self.id))

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """Swap the two chosen seats' characters (neither may be another Demon); one swap a
        night."""
        if not self.explicit_wakes(night, seat):
            return []
        a, b = clause.choices
        for other in (a, b):
            if other != seat and night.kind_at(other, Kind.DEMON):
                return []
        night.state[self.id] = "used"
        night.swap(a, b)
        return None
