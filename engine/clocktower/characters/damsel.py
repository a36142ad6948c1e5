"""Damsel: if a Minion guesses her while she lives, her team loses.

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
class Damsel(Character):
    """Outsider; its night-order place is the Minions' notification, not a wake."""

    id = "damsel"
    kind = Kind.OUTSIDER
    summary = (
        "At the start the Minions may learn that a Damsel sits among the players. If, while "
        "you live, a Minion names you as the Damsel in public, good loses; their team gets "
        "one such try."
    )
    wakes_at_slot = False
    learned_at_setup = True
    day_verb = "damsel"
    day_dead_may = True
    day_phrase = "guess the Damsel"
    day_announcement = "{actor} guesses that {target} is the Damsel."

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """The Minions' one guess, once spent (§11)."""
        return (GrimoireNote("spent", self.id),) if night.state.get(self.id) == "spent" else ()

    def explicit_day_act(
        self, night: NightLike, holder: Seat, actor: Seat, verb: str, target: Seat
    ) -> None:
        """D10 (``@g damsel @t``): a guess by a Minion holder while the team's guess is unspent spends it; if
        it names this living sober healthy Damsel, her team loses at once."""
        if verb != self.id or night.state.get(self.id) == "spent":
            return
        if not night.kind_at(actor, Kind.MINION):
            return
        night.state[self.id] = "spent"
        if target != holder or not night.alive[holder]:
            return
        if night.sober_healthy(holder):
            night.winner = "good" if holder in night.evil else "evil"
        elif night.droisoned_by_another(holder):
            night.mark(holder)  # M9: a sober healthy Damsel's team would have lost
