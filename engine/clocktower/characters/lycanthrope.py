"""Lycanthrope: from Night 2 on attacks a player; a good target dies and blocks the Demon.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

import copy
import functools

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.kills import ability_attempt
from engine.clocktower.characters.worlds import NightLike, NightT
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Lycanthrope(Character):
    """Townsfolk, wakes every night but the first."""

    id = "lycanthrope"
    kind = Kind.TOWNSFOLK
    summary = (
        "From Night 2 on: you attack a living player; if they register good they die, and"
        " the Demon's kill later that night fails. A good player marked at setup, the "
        "faux paw, registers evil."
    )
    choose_count = 1
    has_effect = True
    attacks_at_night = True
    setup_mark = "good"
    strikes_only_sober = True
    kill_blocks_demon = True
    marks_while_sober = True

    def registers_evil_mark(self, night: NightLike, holder: Seat, seat: Seat) -> bool:
        """The faux paw registers evil while the Lycanthrope lives sober and healthy."""
        return (
            night.world.marks_seat(self.id, seat)
            and night.alive[holder]
            and night.sober_healthy(holder)
        )

    def explicit_may_mark_evil(self, night: NightLike, seat: Seat) -> bool:
        """Only the faux paw, fixed at setup."""
        return night.world.marks_seat(self.id, seat)

    state_ends_at_dusk = True

    def explicit_strikes(self, night: NightLike, holders: frozenset[Seat]) -> frozenset[Seat]:
        """Only a seat registering good is attacked, and an evil seat always registers evil
        (the faux paw only turns good seats)."""
        return frozenset(s for s in range(night.n) if s not in night.evil)

    def explicit_strikes_chosen(self, holder: Seat, clause: Wake) -> frozenset[Seat]:
        """Its attempt is on its choice, or no one's (droisoned, or the choice registers
        evil: ``early.SlotReading`` keeps only the seats :meth:`explicit_strikes` answers)."""
        return frozenset(clause.choices)

    def explicit_act(
        self, night: NightT, seat: Seat, clause: Wake, effective: bool
    ) -> list[NightT] | None:
        """A sober healthy Lycanthrope whose choice registers good attacks it (cause
        lycanthrope) and blocks every later Demon attempt tonight, whether or not it died;
        an attack that kills no one marks it (M4). Droisoned, it attacks no one and is
        marked when a sober healthy one would have attacked a living player (M4, M11)."""
        target = clause.choices[0]
        # the reads come first and change nothing, so a lazy world's open faux paw splits
        # only this choice's branch (on the target or not), not the slot (NightLike.cases)
        if not effective:
            cases = night.cases(
                lambda part: part.alive[target] and not self._sober_sees_evil(part, target)
            )
            for part, attacks in cases:
                if attacks:
                    part.mark_droisoned(seat)
            return [part for part, _ in cases]
        results: list[NightT] = []
        for part, evil in night.cases(lambda part: part.registers_evil(target)):
            if evil:
                results.append(part)
                continue
            part.state[self.id] = (seat,)  # a tuple naming the holder: it follows a swap (R12)
            results.extend(ability_attempt(part, seat, target, "lycanthrope"))
        return results

    def explicit_free_act(self, night: NightT, seat: Seat, effective: bool) -> list[NightT] | None:
        """A droisoned free Lycanthrope attacks no one, so each choice ends in one of two
        worlds: as it was, or marked (``mark_droisoned``, M4/M11): those two, in the order in
        which the choices first reach them (the slot keeps each state's first branch only,
        ``explicit._distinct``). A choice whose read splits a lazy world, or a sober one,
        leaves the choices to the walk."""
        if effective:
            return None
        answers: list[bool] = []
        unchanged = night
        for target in sorted(night.free_targets(seat, self.id)):
            cases = unchanged.cases(functools.partial(self._would_attack, target))
            if len(cases) != 1 or cases[0][0] is not unchanged:
                return None
            attacks = cases[0][1]
            if attacks in answers:
                continue
            answers.append(attacks)
            if attacks:  # marked where the first attacking fork is, so a split comes as there
                unchanged = copy.deepcopy(night)
                night.mark_droisoned(seat)
        if not answers:
            return None
        return [night if attacks else unchanged for attacks in answers]

    def _would_attack(self, target: Seat, night: NightLike) -> bool:
        """Whether a sober healthy Lycanthrope would attack ``target``: living, and not
        registering evil to it."""
        return night.alive[target] and not self._sober_sees_evil(night, target)

    def _sober_sees_evil(self, night: NightLike, target: Seat) -> bool:
        """How ``target`` would register to a sober healthy living Lycanthrope: evil, or
        the faux paw (which such a holder makes register evil)."""
        return target in night.evil or night.world.marks_seat(self.id, target)

    def blocks_demon(self, night: NightLike, holder: Seat) -> bool:
        """Tonight's good choice blocks the Demon's later attempts (R11)."""
        return night.state.get(self.id) == (holder,)
