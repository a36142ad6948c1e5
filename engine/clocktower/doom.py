"""The doomed-world look-ahead (addendum E3, Law 10) over explicit worlds.

At the end of a day a running world is *doomed* when some choice of entries for the evil
seats makes it end with an evil win by the next dawn, whatever the good seats choose and
whatever the world's free choices. Information never changes an outcome, so the entries
tried carry no ``learn``. A world can be doomed only with three players alive (evil forces at
most one death a night), so every other world is answered at once.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import AnyEntry, ClauseEntry
from engine.clocktower.early import slot_may_end
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.text import DontWake, Seat, Wake


def _clauses(night: ExplicitNight, seat: Seat, character: str) -> list[Wake]:
    """Every clause of ``character`` the seat could send tonight, without information."""
    module = REGISTRY[character]
    if night.script.slot(module.id, night.number) is None or module.optional_wake:
        return []
    guesses: list[str | None] = list(night.script.characters) if module.guess else [None]
    clauses = []
    for choices in itertools.permutations(range(night.n), module.choose_count):
        if not module.choose_self and seat in choices:
            continue  # a static error, never a legal entry
        for guess in guesses:
            clauses.append(Wake(module.id, choices, None, guess))
    return clauses


def _options(night: ExplicitNight, seat: Seat) -> list[AnyEntry]:
    """Every entry the seat's instances could hold tonight, without information: its own,
    an extra one, a pretended one (each alone, and the own and an extra one together)."""
    own = night.believed(seat)
    others = list(night.extras(seat))
    others += sorted(night.pretends.get(seat, ()))
    options: list[AnyEntry] = [DontWake()]
    for character in [own, *others]:
        options += [ClauseEntry((c,)) for c in _clauses(night, seat, character)]
    for character in others:
        for a, b in itertools.product(_clauses(night, seat, own), _clauses(night, seat, character)):
            if a.character != b.character:
                first, second = sorted(
                    (a, b), key=lambda c: night.script.slot(c.character, night.number) or 0
                )
                options.append(ClauseEntry((first, second)))
    return options


def _plans(night: ExplicitNight, seats: list[Seat]) -> Iterator[dict[Seat, AnyEntry]]:
    for combo in itertools.product(*(_options(night, s) for s in seats)):
        yield dict(zip(seats, combo, strict=True))


def doomed(world: ExplicitNight) -> bool:
    """Whether evil can force ``world`` (at the end of a day, still running) to an evil win
    by the next dawn (E3)."""
    if world.winner is not None or sum(world.alive) != 3:
        return False
    night = world.dusk()
    living = [s for s in range(night.n) if night.alive[s]]
    evil = [s for s in living if s in night.evil]
    good = [s for s in living if s not in night.evil]
    for evil_plan in _plans(night, evil):
        legal = False
        forced = True
        for good_plan in _plans(night, good):
            outcomes = list(
                walk(night, {**evil_plan, **good_plan}, keep_ended=True, slot_ends=slot_may_end)
            )
            if not outcomes:
                continue
            legal = True
            if any(outcome.winner != "evil" for outcome in outcomes):
                forced = False
                break
        if legal and forced:
            return True
    return False


def evil_wins_by_doom(worlds: Iterable[ExplicitNight]) -> bool:
    """E3 at the end of a day: every world ended or doomed, one ended good, one doomed."""
    worlds = list(worlds)
    good_ended = any(w.winner == "good" for w in worlds)
    running = [w for w in worlds if w.winner is None]
    dooms = [doomed(w) for w in running]
    return good_ended and bool(dooms) and all(dooms)
