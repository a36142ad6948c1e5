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
from engine.clocktower.characters.kills import (
    ability_attempt,
    ability_attempt_unstopped,
    stopped_at_once,
)
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
    free_act_pure = True  # its free act reads the night and the target seats only

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
        ``explicit._distinct``). A choice whose read splits a lazy world leaves the choices to
        the walk. A sober holder's choices are :meth:`_sober_free_act`'s."""
        if effective:
            return self._sober_free_act(night, seat)
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

    def _sober_free_act(self, night: NightT, seat: Seat) -> list[NightT] | None:
        """A sober free Lycanthrope's choices as the walk tries them (each a fork acting it,
        in the order of ``free_targets``), but a choice whose attack ends as an earlier
        choice's did without touching the target (it registers evil: nothing happens; it is
        dead: only the attack's state; a protection: that and the holder's mark, M4) gives
        no world again (the slot keeps each state's first branch only, ``explicit._distinct``).
        Each choice's reads come in the walk's order, on a night equal to its fork, so a
        split comes as there; ``night`` is only read (the unchanged world, once)."""
        targets = sorted(night.free_targets(seat, self.id))
        if not targets:
            return None
        results: list[NightT] = []
        ends: set[str] = set()
        armed: NightT | None = None  # the night with the attack's state: each attempt's start
        for target in targets:
            cases = night.cases(functools.partial(_registers_evil, target))
            if len(cases) != 1 or cases[0][0] is not night:  # parts of a split faux paw
                for part, evil in cases:
                    results.extend([part] if evil else self._attack(part, seat, target))
                continue
            if cases[0][1]:
                if "evil" not in ends:
                    ends.add("evil")
                    results.append(night)  # never changed below: copies are taken of it
                continue
            if armed is None:
                armed = copy.deepcopy(night)
                armed.state[self.id] = (seat,)  # as explicit_act, before the attempt
            stopped = stopped_at_once(armed, target, "lycanthrope")
            if stopped is None:
                last = target == targets[-1]  # nothing reads armed after the last choice
                fork = armed if last else copy.deepcopy(armed)
                results.extend(ability_attempt_unstopped(fork, seat, target, "lycanthrope"))
                continue
            end = "dead" if stopped.stopped_by is None else "saved"
            if end not in ends:
                ends.add(end)
                ended = copy.deepcopy(armed)
                if stopped.stopped_by is not None:
                    ended.mark(seat)  # as ability_attempt: a stopped attempt marks its holder
                results.append(ended)
        return results

    def _attack(self, night: NightT, seat: Seat, target: Seat) -> list[NightT]:
        """A sober healthy holder's attack on ``target``, which registers good (explicit_act's
        branch)."""
        night.state[self.id] = (seat,)
        return ability_attempt(night, seat, target, "lycanthrope")

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


def _registers_evil(target: Seat, night: NightLike) -> bool:
    """Whether ``target`` registers evil in ``night`` (what a sober attack reads first)."""
    return night.registers_evil(target)
