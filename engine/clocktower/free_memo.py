"""A free seat's summarised wake, read once per state across the walks of one dusk.

The fallback's questions walk one dusk world many times (one walk per entry tried), and a
free seat's wake early in the night order meets the same branch in walk after walk: at
fifteen players (seed 7, four nights) the free Lycanthrope's ``explicit_free_act`` was
asked 8,978 times of 1,752 states, never twice within a walk. A module whose summary
reads only its fork (:attr:`Character.free_act_pure`) answers a state it answered before
alike, so the answer is kept as what it changed in the fork and replayed on a copy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters import Character
from engine.clocktower.text import Seat

if TYPE_CHECKING:
    from engine.clocktower.explicit import ExplicitNight

FreeActs = dict[object, tuple[tuple["ExplicitNight", tuple[str, ...]], ...] | None]
"""Per key (:func:`_key`): each outcome of the summary as a world holding it (never handed
out) and the names of the fields in which it differs from the fork it came from; None: the
module left the choices to the walk."""

LIMIT = 50_000
"""Kept answers past which the memo starts again (it is shared by a game's worlds)."""


def free_act(
    module: Character, fork: ExplicitNight, seat: Seat, effective: bool
) -> list[ExplicitNight] | None:
    """``module.explicit_free_act(fork, seat, effective)``, or a replay of its answer for
    an alike fork (same state key, clauses aside, and the fields a summary may read).

    Why a replay is the same answer: the summary reads only its fork's state (the key
    holds all of it, the setup by identity) and changes only the fork and copies of it, so
    an alike fork gets outcomes that equal the first's in every field the first changed,
    and equal the fork in every other (the copies carry the fork's own refiner and memos).
    Only an answer on the fork's own setup is kept: a split's parts stand on setups the
    solver made for that walk, and an answer that raised (a split left to the walk) is
    not kept either, so the walk meets that raise again."""
    if not module.free_act_pure:
        return module.explicit_free_act(fork, seat, effective)
    memo = fork.free_acts
    key = _key(module, fork, seat, effective)
    if key in memo:
        kept = memo[key]
        return None if kept is None else _replayed(fork, kept)
    before = fork.__deepcopy__({})
    answer = module.explicit_free_act(fork, seat, effective)
    if answer is not None and any(outcome.world is not before.world for outcome in answer):
        return answer  # a split's parts: the solver's setups, not kept
    if len(memo) >= LIMIT:
        memo.clear()
    memo[key] = (
        None
        if answer is None
        else tuple((outcome.__deepcopy__({}), _changed(before, outcome)) for outcome in answer)
    )
    return answer


def _key(module: Character, fork: ExplicitNight, seat: Seat, effective: bool) -> object:
    """What a summary may read of ``fork``: its state key (the setup held, not its id), the
    fields that key leaves to the walk, and the question."""
    from engine.clocktower.explicit import state_key

    return (
        module.id,
        seat,
        effective,
        state_key(fork),
        fork.script,
        fork.evil,
        fork.bluffs,
        fork.open_choices,
        fork.slots_walked,
    )


def _changed(before: ExplicitNight, outcome: ExplicitNight) -> tuple[str, ...]:
    """The fields in which ``outcome`` differs from its fork as it was."""
    old = before.__dict__
    return tuple(name for name, value in outcome.__dict__.items() if old.get(name) != value)


def _replayed(
    fork: ExplicitNight, kept: tuple[tuple[ExplicitNight, tuple[str, ...]], ...]
) -> list[ExplicitNight]:
    """The kept outcomes replayed on ``fork``: copies of it (the fork itself the first, the
    walk made it for this wake alone) with each outcome's values in the fields it changed."""
    replays = [fork, *(fork.__deepcopy__({}) for _ in kept[1:])]
    for replay, (outcome, names) in zip(replays, kept, strict=True):
        fields, values = replay.__dict__, outcome.__dict__
        for name in names:
            fields[name] = _fresh(values[name])
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
