"""Mastermind: if the Demon dies by execution, the game lasts one more day.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import GrimoireNote, NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class Mastermind(Character):
    """Minion, never wakes."""

    id = "mastermind"
    kind = Kind.MINION
    summary = (
        "An execution that kills the Demon does not end the game while you live: one "
        "extra day follows, and the team of whoever is executed on it loses (good wins if"
        " no one is)."
    )

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """The extra day, started and not decided yet (§11)."""
        started = isinstance(night.state.get(self.id), int) and night.winner is None
        return (GrimoireNote("pending", self.id),) if started else ()

    def explicit_on_death(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """E6: the last living Demon executed while this Mastermind lives sober and healthy
        starts an extra day (the day number it happened on is the state). A Cannibal's
        eaten instance counts: it is held when the Demon dies (the eating comes after)."""
        if self.id in night.state or night.executed_died != dead:
            return
        if not night.alive[holder] or not night.sober_healthy(holder):
            return
        demons = [
            s
            for s in range(night.n)
            if night.alive[s] and night.script.kind(night.character(s)) is Kind.DEMON
        ]
        if night.script.kind(night.character(dead)) is Kind.DEMON and not demons:
            night.state[self.id] = night.number

    def suspends_end(self, night: NightLike) -> bool:
        """While the extra day is pending, E5 (a) and (b) do not apply."""
        return isinstance(night.state.get(self.id), int)

    def explicit_may_hold_end(self, night: NightLike) -> bool:
        """Only an execution starts the extra day: tonight the end is held off only when it
        started before."""
        return self.suspends_end(night)

    def explicit_holds_end(self, night: NightLike) -> bool:
        """The extra day, started before tonight, holds the end off all night: it ends only
        by day (its execution, or the day's end), its state outlives dusk, and a swap leaves
        a day number where it is."""
        return self.suspends_end(night)

    def execution_winner(self, night: NightLike, executee: Seat) -> str | None:
        """On the following day the first execution decides: the executee's team loses."""
        started = night.state.get(self.id)
        if not isinstance(started, int) or night.number <= started:
            return None
        return "good" if executee in night.evil else "evil"

    def day_ends(self, night: NightLike, executed: bool) -> None:
        """That day ending without an execution: good wins (whoever holds the Mastermind
        then, alive or not: E6 is the world's once started)."""
        started = night.state.get(self.id)
        if not executed and isinstance(started, int) and night.number > started:
            night.winner = "good"
