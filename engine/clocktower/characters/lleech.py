"""Lleech: picks a host on Night 1; survives while the host lives; kills from Night 2.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, chosen_notes, register
from engine.clocktower.characters.kills import demon_attempt
from engine.clocktower.characters.worlds import GrimoireNote, NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.open_choice import OpenChoice
from engine.clocktower.text import Seat, Wake


@register
class Lleech(Character):
    """Demon, wakes every night."""

    id = "lleech"
    kind = Kind.DEMON
    summary = (
        "Night 1: you pick another player as host, who is poisoned; you live while the host"
        " lives and die with them. Later nights: you pick a player, who dies."
    )
    survives_own_execution = True
    choose_count = 1
    self_choice_first_night = False
    has_effect = True
    attacks_at_night = True
    strikes_only_sober = True
    blocked_with_demon = True

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """Night 1: a sober healthy Lleech takes its host; a droisoned one has none for the
        game. Later nights: a Demon attempt on its choice. Droisoned by another: marked
        (M3)."""
        if night.number != 1:
            if effective:
                return [branch for branch, _ in demon_attempt(night, seat, clause.choices[0])]
            if night.droisoned_by_another(seat):
                night.mark(seat)
            return None
        if effective:
            night.state[self.id] = (seat, clause.choices[0])
        elif night.droisoned_by_another(seat):
            night.mark(seat)
        return None

    def explicit_strikes_chosen(self, holder: Seat, clause: Wake) -> frozenset[Seat]:
        """From Night 2 its attempt is on its choice, or no one's (droisoned); on Night 1
        the choice is the host and no one is attempted, which the clause alone cannot tell:
        the choice is then more than the slot's deaths, never less."""
        return frozenset(clause.choices)

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """The host (§11)."""
        link = night.state.get(self.id)
        return chosen_notes(self.id, link[1]) if isinstance(link, tuple) else ()

    def droisons(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """The host is poisoned while the Lleech lives sober and healthy (R10)."""
        return (
            night.state.get(self.id) == (holder, target)
            and night.alive[holder]
            and night.sober_healthy(holder)
        )

    def explicit_droisoner(self, night: NightLike, target: Seat) -> Seat | None:
        """The Lleech's holder, of its host."""
        link = night.state.get(self.id)
        if isinstance(link, tuple) and isinstance(link[1], int) and link[1] == target:
            return int(link[0])
        return None

    def explicit_may_droison(self, night: NightLike, seat: Seat) -> bool:
        """Its host only, once taken (Night 1; a kept open choice may be any of its seats)."""
        link = night.state.get(self.id)
        if not isinstance(link, tuple):
            return night.number == 1
        host = link[1]
        return seat in host.seats if isinstance(host, OpenChoice) else seat == host

    def survives(self, night: NightLike, holder: Seat, target: Seat, cause: str) -> bool:
        """A sober healthy Lleech does not die while its host lives (R11 step 5, D8)."""
        link = night.state.get(self.id)
        return (
            target == holder
            and isinstance(link, tuple)
            and link[0] == holder
            and night.alive[link[1]]
            and night.sober_healthy(holder)
        )

    def explicit_lives_while(self, night: NightLike, holder: Seat) -> Seat | None:
        """Its host, once taken (a kept open choice may be any of its seats: none)."""
        link = night.state.get(self.id)
        if isinstance(link, tuple) and link[0] == holder and isinstance(link[1], int):
            return int(link[1])
        return None

    def explicit_on_death(self, night: NightLike, holder: Seat, dead: Seat) -> None:
        """When the host dies the Lleech dies with it, droisoned or not (addendum Decision)."""
        if night.state.get(self.id) == (holder, dead) and night.alive[holder]:
            night.die(holder, "host")

    def explicit_dies_with(self, night: NightLike, dead: Seat) -> frozenset[Seat]:
        """The Lleech's holder, with its host (the link is set on Night 1 only)."""
        link = night.state.get(self.id)
        if not isinstance(link, tuple):
            return frozenset()
        host = link[1]
        hosts = host.seats if isinstance(host, OpenChoice) else (host,)
        return frozenset((link[0],)) if dead in hosts else frozenset()

    def explicit_dies_surely_with(self, night: NightLike, dead: Seat) -> frozenset[Seat]:
        """The Lleech's holder, when ``dead`` is its host: the trigger kills it whatever
        its droisoning (the host is never a kept open choice)."""
        link = night.state.get(self.id)
        if isinstance(link, tuple) and isinstance(link[1], int) and link[1] == dead:
            return frozenset((link[0],))
        return frozenset()
