"""A free seat's summarised wake, read once per state across the walks of one dusk.

The fallback's questions walk one dusk world many times (one walk per entry tried), and a
free seat's wake early in the night order meets the same branch in walk after walk: at
fifteen players (seed 7, four nights) the free Lycanthrope's ``explicit_free_act`` was
asked 8,978 times of 1,752 states, never twice within a walk. A module whose summary
reads only its fork (:attr:`Character.free_act_pure`) answers a state it answered before
alike, so the answer is kept as what it changed in the fork and replayed on a copy.
"""

from __future__ import annotations

from typing import Protocol, Self, TypeVar

from engine.clocktower.characters import Character
from engine.clocktower.characters.worlds import NightLike
from engine.clocktower.text import Seat

Outcome = tuple[tuple[str, object], ...]
"""One outcome of a summary as what it changed in its fork: (field, value), the values
copies kept apart from any world handed out."""

LIMIT = 20_000
"""Kept answers past which the memo starts again."""


class FreeActs:
    """The answers kept for one night (a game's worlds share one memo, so a new night's
    first wake drops the last night's answers, which no key of it can meet)."""

    def __init__(self) -> None:
        self.night = 0
        self.answers: dict[object, tuple[Outcome, ...] | None] = {}
        """Per key (:func:`_key`): the summary's outcomes; None: it left the choices to
        the walk."""

    def __reduce__(self) -> tuple[type[FreeActs], tuple[()]]:
        """A pickled world (sent to another process, say) carries an empty memo: the
        answers are a cache, rebuilt on demand, and need not travel."""
        return FreeActs, ()


class Fork(NightLike, Protocol):
    """What the memo reads of a walk's fork beside the hooks' night (``ExplicitNight``; a
    protocol, so this module does not import the walk's, which calls it)."""

    free_acts: FreeActs

    def free_key(self) -> object:
        """Everything a pure summary may read of the fork, the setup held, not its id."""
        ...

    def __deepcopy__(self, memo: dict[int, object]) -> Self: ...


ForkT = TypeVar("ForkT", bound=Fork)


def free_act(module: Character, fork: ForkT, seat: Seat, effective: bool) -> list[ForkT] | None:
    """``module.explicit_free_act(fork, seat, effective)``, or a replay of its answer for
    an alike fork (same state key, clauses aside, and the fields a summary may read).

    Why a replay is the same answer: the summary reads only its fork's state (the key
    holds all of it, the setup itself) and changes only the fork and copies of it, so
    an alike fork gets outcomes that equal the first's in every field the first changed,
    and equal the fork in every other (the copies carry the fork's own refiner and memos).
    Only an answer on the fork's own setup is kept: a split's parts stand on setups the
    solver made for that walk, and an answer that raised (a split left to the walk) is
    not kept either, so the walk meets that raise again."""
    if not module.free_act_pure:
        return module.explicit_free_act(fork, seat, effective)
    memo = fork.free_acts
    if memo.night != fork.number or len(memo.answers) >= LIMIT:
        memo.night, memo.answers = fork.number, {}
    key = _key(module, fork, seat, effective)
    if key in memo.answers:
        kept = memo.answers[key]
        return None if kept is None else _replayed(fork, kept)
    before = fork.__deepcopy__({}).__dict__  # the summary changes its fork in place
    answer = module.explicit_free_act(fork, seat, effective)
    if answer is not None and any(outcome.world is not before["world"] for outcome in answer):
        return answer  # a split's parts: the solver's setups, not kept
    memo.answers[key] = None if answer is None else tuple(_changes(before, o) for o in answer)
    return answer


def _key(module: Character, fork: Fork, seat: Seat, effective: bool) -> object:
    """What a summary may read of ``fork`` (:meth:`Fork.free_key`: the setup held, not its
    id, so a kept key cannot name a freed world's) and the question."""
    return (module.id, seat, effective, fork.free_key())


def _changes(before: dict[str, object], outcome: Fork) -> Outcome:
    """The fields in which ``outcome`` differs from its fork as it was, with copies of
    their values."""
    return tuple(
        (name, _fresh(value))
        for name, value in outcome.__dict__.items()
        if before.get(name) != value
    )


def _replayed(fork: ForkT, kept: tuple[Outcome, ...]) -> list[ForkT]:
    """The kept outcomes replayed on ``fork``: copies of it (the fork itself the first, the
    walk made it for this wake alone) with each outcome's values in the fields it changed."""
    replays = [fork, *(fork.__deepcopy__({}) for _ in kept[1:])]
    for replay, changes in zip(replays, kept, strict=True):
        fields = replay.__dict__
        for name, value in changes:
            fields[name] = _fresh(value)
    return replays


def _fresh(value: object) -> object:
    """A copy of a field's value as ``ExplicitNight.__deepcopy__`` takes it: lists, sets
    and dicts anew (a dict's sets too: the characters' state), anything else shared (it is
    immutable)."""
    if isinstance(value, list):
        return list(value)
    if isinstance(value, set):
        return set(value)
    if isinstance(value, dict):
        return {k: set(v) if isinstance(v, set) else v for k, v in value.items()}
    return value
