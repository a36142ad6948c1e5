"""Empath: every night, learns how many of its two nearest living neighbours are evil."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import NightLike, WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Empath(Character):
    """Townsfolk, wakes every night."""

    id = "empath"
    kind = Kind.TOWNSFOLK
    marks_only_its_waker = True  # its faux paw's mark and its reading's are its holder's (M2, M1)
    summary = (
        "Every night: you learn a number, how many of your two closest living neighbours"
        " (one on each side, skipping the dead) register evil."
    )
    first_night = 24
    other_nights = 20
    info_kinds = ("number",)
    group = "number"

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """The number counts the living neighbours' registered alignments."""
        assert wake.info is not None
        left, right = world.living_neighbours(seat)
        pairs = [(x,) for x in {left, right} if x is not None]
        return wake.info.number in world.evil_counts(pairs)

    quiet_when_free = True

    def explicit_act(self, night: NightLike, seat: Seat, clause: Wake, effective: bool) -> None:
        """A sober healthy reader whose count a faux paw changes is marked (M2)."""
        if effective:
            for neighbour in set(night.living_neighbours(seat)):
                if neighbour not in night.evil and night.registers_evil(neighbour):
                    night.mark(seat)

    def explicit_truth(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """The number counts the living neighbours registering evil (the faux paw included)."""
        assert clause.info is not None
        neighbours = set(night.living_neighbours(seat))
        return clause.info.number == sum(night.registers_evil(s) for s in neighbours)

    def explicit_refuted(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """Fewer than the evil living neighbours: an evil seat always registers evil, who
        lives changes only at a slot with an effect (a kill) and no slot changes who is evil
        (a swap moves tokens, not alignment), so the count at the slot is at least that many;
        read without asking how a good neighbour registers (the faux paw), which would split
        a lazy world. More than two: the truth counts a set of at most two seats, whatever
        happens before the slot (a fallback draws every number in range, R13's, up to the
        script's maximum; only a droisoned or falsified reading may show such a number)."""
        assert clause.info is not None
        number = clause.info.number
        return number > 2 or number < len(set(night.living_neighbours(seat)) & night.evil)

    def explicit_may_learn(
        self,
        night: NightLike,
        seat: Seat,
        clause: Wake,
        gone: frozenset[Seat],
        evil: frozenset[Seat],
        marked: frozenset[Seat],
    ) -> bool:
        """The number lies between the nearest living neighbours (skipping ``gone`` too)
        that are evil and those that are evil or may register so."""
        assert clause.info is not None
        n = night.n
        living = [night.alive[s] and s not in gone for s in range(n)]
        sides = (
            next((s for k in range(1, n) if living[s := (seat - k) % n]), None),
            next((s for k in range(1, n) if living[s := (seat + k) % n]), None),
        )
        neighbours = {s for s in sides if s is not None}
        least = len(neighbours & evil)
        return least <= clause.info.number <= least + len((neighbours - evil) & marked)
