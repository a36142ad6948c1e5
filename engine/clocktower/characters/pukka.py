"""Pukka: each night poisons a player; the one poisoned before dies.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

import copy

from engine.clocktower.characters.base import Character, chosen_notes, register
from engine.clocktower.characters.kills import demon_attempt
from engine.clocktower.characters.worlds import GrimoireNote, NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.open_choice import OpenChoice
from engine.clocktower.text import Seat, Wake


@register
class Pukka(Character):
    """Demon, wakes every night."""

    id = "pukka"
    kind = Kind.DEMON
    summary = (
        "Every night: your pick (not yourself) is poisoned, and the one you picked the "
        "night before dies now unless protected, its poison ending."
    )
    choose_count = 1
    choose_self = False
    has_effect = True
    attacks_at_night = True
    strikes_only_sober = True
    blocked_with_demon = True

    def explicit_strikes(self, night: NightLike, holders: frozenset[Seat]) -> frozenset[Seat]:
        """Tonight's strike is on the mark set before tonight (the new one is set after the
        strike, and a holder without a mark of its own strikes no one)."""
        mark = night.state.get(self.id)
        if not isinstance(mark, tuple):
            return frozenset()
        marked = mark[1]
        return frozenset(marked.seats) if isinstance(marked, OpenChoice) else frozenset((marked,))

    def explicit_droisons_chosen(self, holder: Seat, clause: Wake) -> frozenset[Seat]:
        """Its choice: the mark moves there before the strike on the seat marked before, and
        poisons it while the Pukka lives sober and healthy (:meth:`droisons`)."""
        return frozenset(clause.choices[:1])

    def explicit_may_droison_held(
        self, night: NightLike, seat: Seat, clauses: tuple[Wake, ...]
    ) -> bool:
        """The seat marked at dusk (poisoned until a wake moves the mark) and a clause's
        choice (the only seat a wake with effect marks; a wake without effect marks no one
        anew): no other seat is marked tonight."""
        mark = night.state.get(self.id)
        if mark is not None:
            if not isinstance(mark, tuple):
                return True
            marked = mark[1]
            if seat in (marked.seats if isinstance(marked, OpenChoice) else (marked,)):
                return True
        return any(seat in clause.choices[:1] for clause in clauses)

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """A sober healthy Pukka moves its mark to its choice; the seat marked before loses
        the mark (its poison ends) and suffers a Demon attempt (Night 1 has none, so no one
        dies). A Pukka droisoned by another does nothing and is marked (M3)."""
        if not effective:
            if night.droisoned_by_another(seat):
                night.mark(seat)
            return None
        before = night.state.get(self.id)
        night.state[self.id] = (seat, clause.choices[0])
        return _strike(night, seat, before)

    def explicit_free_act(self, night: NightT, seat: Seat, effective: bool) -> list[NightT] | None:
        """A free Pukka's new choice stays open until a question asks who is poisoned; the
        seat it marked before suffers the attempt as with a chosen one."""
        if not effective:
            self.explicit_act(night, seat, Wake(self.id, (seat,)), effective)
            return [night]  # the same for every choice
        before = night.state.get(self.id)
        if not night.keep_open(self.id, seat, night.free_targets(seat, self.id)):
            return None
        return _strike(night, seat, before) or [night]

    def grimoire_notes(self, night: NightLike) -> tuple[GrimoireNote, ...]:
        """The seat its mark is on (§11), poisoned and due to die at its next wake."""
        mark = night.state.get(self.id)
        return chosen_notes(self.id, mark[1]) if isinstance(mark, tuple) else ()

    def slot_only_poisons(self, number: int) -> bool:
        """Night 1: no seat is marked before it, so its wake strikes no one; it only moves
        its mark to its choice (a droisoned Pukka only marks itself)."""
        return number == 1

    def droisons(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """The marked seat is poisoned while the Pukka lives sober and healthy (R10)."""
        return (
            night.alive[holder]
            and night.chose(self.id, holder, target)
            and night.sober_healthy(holder)
        )


def _strike(night: NightT, seat: Seat, before: object) -> list[NightT] | None:
    """The Demon attempt on the seat ``seat``'s Pukka marked before (None: it marked no
    one); a mark still open is each of its seats in turn."""
    if not isinstance(before, tuple) or before[0] != seat:
        return None
    marked = before[1]
    targets = list(marked.seats) if isinstance(marked, OpenChoice) else [marked]
    # each target but the last gets a copy taken before any attempt; the last attempt
    # works on the night itself (the attempt changes the night it is given)
    starts = [copy.deepcopy(night) for _ in targets[:-1]] + [night]
    return [
        branch
        for target, start in zip(targets, starts, strict=True)
        for branch, _ in demon_attempt(start, seat, target)
    ]
