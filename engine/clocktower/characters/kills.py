"""The kill procedure of script 2 in one explicit world (addendum R11, D8).

A kill attempt with a cause (``demon``, ``lycanthrope``, ``gambler`` by night, ``execution``
by day) meets, in order: a dead target (nothing), protections, at night a redirect (a free
choice of the world: the kill stands, or it moves once to another seat and meets that seat's
protections), and the target's own survivals; else the target dies. Which characters
protect, redirect or survive is the modules' business (hooks ``protects``,
``redirect_options``, ``survives``); the order and the branching are the core's. A Demon's
attempt that a protection, redirect or survival stops marks the Demon holder (M3).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass

from engine.clocktower.characters.base import REGISTRY, hooked
from engine.clocktower.characters.worlds import NightLike, NightT
from engine.clocktower.text import Seat

DEMON = "demon"
EXECUTION = "execution"


@dataclass(frozen=True, slots=True)
class KillOutcome:
    """What one attempt did in one branch: who died (None: no one), and why not if no one."""

    died: Seat | None
    stopped_by: str | None = None
    """The character whose rule stopped the death (None when someone died or the target was
    already dead)."""
    redirected_to: Seat | None = None


def _holders(night: NightLike, hook: str) -> list[tuple[Seat, str]]:
    """Every instance whose module has ``hook``, a gained one included: (seat, character).
    Only the seats that may hold such a character, or hold an extra instance, are asked, in
    seat order: any other's ``hooked_instances`` is empty without a split."""
    seats: Iterable[Seat] = night.may_hold_hooked(hook)
    if night.gained:
        seats = sorted({*seats, *night.gained})
    return [(seat, character) for seat in seats for character in night.hooked_instances(seat, hook)]


def _protector(night: NightLike, target: Seat, cause: str) -> str | None:
    for holder, character in _holders(night, "protects"):
        if REGISTRY[character].protects(night, holder, target, cause):
            return character
    return None


def _survival(night: NightLike, target: Seat, cause: str) -> str | None:
    for character in night.hooked_instances(target, "survives"):
        if REGISTRY[character].survives(night, target, target, cause):
            return character
    return None


def _finish(
    night: NightT, target: Seat, cause: str, redirected: Seat | None
) -> tuple[NightT, KillOutcome]:
    """Steps after the redirect: protections (for a moved kill), survivals, death."""
    if redirected is not None:
        protector = _protector(night, target, cause)
        if protector is not None or not night.alive[target]:
            return night, KillOutcome(None, protector, redirected)
    survival = _survival(night, target, cause)
    if survival is not None:
        return night, KillOutcome(None, survival, redirected)
    for character in sorted(hooked("death_due")):
        REGISTRY[character].death_due(night, target, cause)
    night.die(target, cause)
    return night, KillOutcome(target, None, redirected)


def attempt(night: NightT, target: Seat, cause: str) -> list[tuple[NightT, KillOutcome]]:
    """Every branch of a kill attempt on ``target`` (one world per branch). The given night
    is changed: it becomes the branch where the kill is not moved (a redirect's branches
    are copies taken before anything happens), so a caller that needs it as it was passes
    a copy."""
    stopped = stopped_at_once(night, target, cause)
    if stopped is not None:
        return [(night, stopped)]
    return attempt_unstopped(night, target, cause)


def stopped_at_once(night: NightLike, target: Seat, cause: str) -> KillOutcome | None:
    """How an attempt on ``target`` ends before it can branch, read without changing the
    night: a dead target (nothing happens), or a protection; None when it goes on (a
    redirect, a survival or a death, :func:`attempt_unstopped`)."""
    if not night.alive[target]:
        return KillOutcome(None)
    protector = _protector(night, target, cause)
    if protector is not None:
        return KillOutcome(None, protector)
    return None


def attempt_unstopped(night: NightT, target: Seat, cause: str) -> list[tuple[NightT, KillOutcome]]:
    """:func:`attempt`'s branches past its first steps, for a night in which
    :func:`stopped_at_once` answers None (the caller has read it there or in an equal
    night)."""
    branches: list[tuple[NightT, KillOutcome]] = []
    if cause != EXECUTION:
        for holder, character in _holders(night, "redirect_options"):
            for other in REGISTRY[character].redirect_options(night, holder, target):
                moved = copy.deepcopy(night)
                branches.append(_finish(moved, other, cause, other))
    # the last branch: the night itself, not a copy (the walk works on its own copy already)
    branches.append(_finish(night, target, cause, None))
    return branches


def ability_attempt(night: NightT, holder: Seat, target: Seat, cause: str) -> list[NightT]:
    """An attempt by ``holder``'s own ability (the ``cause``), as :func:`attempt`: a living
    target saved by a protection or survival, or a kill moved by a redirect, marks the
    holder (M4)."""
    return _marked(holder, attempt(night, target, cause))


def ability_attempt_unstopped(
    night: NightT, holder: Seat, target: Seat, cause: str
) -> list[NightT]:
    """:func:`ability_attempt` where :func:`stopped_at_once` answered None in an equal
    night (the caller read it there): its first steps are not read again."""
    return _marked(holder, attempt_unstopped(night, target, cause))


def _marked(holder: Seat, branches: list[tuple[NightT, KillOutcome]]) -> list[NightT]:
    """The branches of an ability's attempt, the holder marked in those where a
    protection, a survival or a redirect stopped or moved it (M4)."""
    results = []
    for branch, outcome in branches:
        if outcome.stopped_by is not None or outcome.redirected_to is not None:
            branch.mark(holder)
        results.append(branch)
    return results


def demon_attempt(night: NightT, demon: Seat, target: Seat) -> list[tuple[NightT, KillOutcome]]:
    """A Demon's attempt: as :func:`attempt`, and a living target saved by another
    character, or a kill moved by a redirect, marks the Demon holder (M3); a kill that
    lands is shown to the modules that mark on it (``after_demon_kill``: M5)."""
    blocked = any(
        REGISTRY[character].blocks_demon(night, holder)
        for holder, character in _holders(night, "blocks_demon")
    )
    if blocked:
        if night.alive[target]:
            night.mark(demon)
        return [(night, KillOutcome(None, "blocked"))]
    results = []
    for branch, outcome in attempt(night, target, DEMON):
        own = branch.character(demon)
        saved = outcome.stopped_by is not None and outcome.stopped_by != own
        if saved or outcome.redirected_to is not None:
            branch.mark(demon)
        if outcome.died is not None:
            for character in sorted(hooked("after_demon_kill")):
                REGISTRY[character].after_demon_kill(branch, outcome.died)
        results.append((branch, outcome))
    return results


def execute(night: NightT, seat: Seat) -> list[NightT]:
    """The end-of-day execution of ``seat`` (D8) in every branch, then the end-of-day rules
    (E5 c); the day counts as having an execution whether or not the seat dies."""
    if night.winner is None:
        decided = {
            team
            for character in sorted(hooked("execution_winner"))
            if (team := REGISTRY[character].execution_winner(night, seat))
        }
        if decided:
            night.winner = "good" if "good" in decided else "evil"
            return [night]
    pending = _pending_at_execution(night, seat)
    kept = copy.deepcopy(night) if pending else night
    branches = [
        branch
        for world in _settled(night, pending)
        for branch, _ in attempt(world, seat, EXECUTION)
    ]
    if pending and all(branch.executed_died != seat for branch in branches):
        # no death: nothing was settled, the pretends stay open as they were
        branches = [branch for branch, _ in attempt(kept, seat, EXECUTION)]
    for branch in branches:
        branch.end_of_day(executed=True)
    return branches


def _pending_at_execution(night: NightLike, executee: Seat) -> list[tuple[Seat, str]]:
    """Pretends an execution's death settles: (seat, character) for each living seat other
    than the executee that may hold an instance acting only then (R14)."""
    return [
        (holder, character)
        for holder, options in sorted(night.pretends.items())
        if holder != executee and night.alive[holder]
        for character in sorted(options)
        if REGISTRY[character].settles_at_execution
    ]


def _settled(night: NightT, pending: list[tuple[Seat, str]]) -> list[NightT]:
    """The world once per way of settling ``pending``: each pretend held from now on (it
    acts at this death) or not held (it was never gained: a later gain may open it again).
    ``night`` itself becomes the branch where none is held."""
    worlds = [night]
    for holder, character in pending:
        grown = []
        for world in worlds:
            held = copy.deepcopy(world)
            for branch in (held, world):
                rest = branch.pretends[holder] - {character}
                if rest:
                    branch.pretends[holder] = rest
                else:
                    del branch.pretends[holder]
            held.give(holder, character)
            grown += [held, world]
        worlds = grown
    return worlds
