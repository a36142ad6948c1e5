"""A free (no entry) droisoned Lycanthrope's wake summarised (``explicit_free_act``): the
walk's every choice met one of two worlds, unmarked or marked (M4, M11), so the summary
gives those, in the order the choices first reach them. Seats are 0-based."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight, _free_clauses, state_key, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld

OTHERS = ("empath", "monk", "pukka", "poisoner", "fool")


def _night(holder: str, poisoned: bool, dead: frozenset[int], paw: int | None) -> ExplicitNight:
    """Night 2 with the Lycanthrope (or a Drunk believing it) on seat 0, the Pukka and
    Poisoner evil (seats 3, 4), ``dead`` seats dead and the faux paw on ``paw``."""
    marks = () if paw is None else (("lycanthrope", paw),)
    night = ExplicitNight(UP, SetupWorld((holder, *OTHERS), marks), frozenset({3, 4}), number=2)
    if poisoned:
        night.state["poisoner"] = (4, 0)
    for seat in dead:
        night.alive[seat] = False
    return night


def _every_choice(night: ExplicitNight, effective: bool = False) -> list[object]:
    """The states the walk's every choice leads to, each once, in the order first met."""
    module = REGISTRY["lycanthrope"]
    keys: list[object] = []
    for option in _free_clauses(night, 0, module):
        fork = copy.deepcopy(night)
        results = module.explicit_act(fork, 0, option, effective)
        for result in results if results is not None else [fork]:
            if (key := state_key(result)) not in keys:
                keys.append(key)
    return keys


def test_poisoned_lycanthrope_summary_is_marked_then_unmarked() -> None:
    """A poisoned Lycanthrope whose first choice (seat 1) is good and living: the marked
    world comes first, then the unmarked one (an evil choice)."""
    night = _night("lycanthrope", True, frozenset(), None)
    summary = REGISTRY["lycanthrope"].explicit_free_act(copy.deepcopy(night), 0, False)
    assert summary is not None
    assert [(set(o.marked), set(o.optional)) for o in summary] == [({0}, set()), (set(), set())]
    assert [state_key(o) for o in summary] == _every_choice(night)


def test_sober_lycanthrope_summary_gives_an_evil_choice_once() -> None:
    """A sober Lycanthrope: each good choice's death (the Fool on seat 5 survives), and the
    two evil choices' (the Pukka and the Poisoner) unchanged world once, where the first of
    them comes."""
    night = _night("lycanthrope", False, frozenset(), None)
    summary = REGISTRY["lycanthrope"].explicit_free_act(copy.deepcopy(night), 0, True)
    assert summary is not None
    assert [[s for s in range(6) if not o.alive[s]] for o in summary] == [[0], [1], [2], [], []]
    assert [state_key(o) for o in summary] == _every_choice(night, True)


def test_sober_lycanthrope_summary_gives_dead_choices_once() -> None:
    """Two dead choices (seats 1 and 2) end alike, the attack's state set and no one dead
    tonight: one world for both, where the first of them comes."""
    night = _night("lycanthrope", False, frozenset({1, 2}), None)
    summary = REGISTRY["lycanthrope"].explicit_free_act(copy.deepcopy(night), 0, True)
    assert summary is not None
    assert [o.alive.count(False) for o in summary] == [3, 2, 2, 2]
    assert [state_key(o) for o in summary] == _every_choice(night, True)


@settings(max_examples=60, deadline=None)
@given(
    holder=st.sampled_from(("lycanthrope", "drunk(lycanthrope)")),
    dead=st.frozensets(st.sampled_from((1, 2, 5))),
    paw=st.sampled_from((None, 1, 2, 5)),
)
def test_droisoned_free_lycanthrope_summary_is_every_choice_in_order(
    holder: str, dead: frozenset[int], paw: int | None
) -> None:
    """The summary's worlds are the states of the enumeration's every choice, each once, in
    the order the choices first meet them (what the slot keeps of them)."""
    night = _night(holder, holder == "lycanthrope", dead, paw)
    summary = REGISTRY["lycanthrope"].explicit_free_act(copy.deepcopy(night), 0, False)
    assert summary is not None
    assert [state_key(o) for o in summary] == _every_choice(night)


def test_a_lazy_walk_summarises_the_poisoned_lycanthrope_and_finds_the_same_worlds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In a lazy walk with every seat free, the Lycanthrope the Poisoner chose acts by the
    summary (fewer attacks tried), and the walk ends in the same worlds, in the same order,
    as with every choice tried."""
    from tests.engine.clocktower.test_script2_faux_paw_split import _night as lazy_night

    module = REGISTRY["lycanthrope"]
    act = module.explicit_act
    tried = [0]

    def counted(*args: Any) -> Any:
        tried[0] += 1
        return act(*args)

    monkeypatch.setattr(module, "explicit_act", counted)

    def walked() -> list[object]:
        night = lazy_night((("lycanthrope", 1),), ())
        return [state_key(n) for n in walk(night, {}, keep_ended=True, free=frozenset(range(5)))]

    summarised, with_summary = walked(), tried[0]
    monkeypatch.setattr(module, "explicit_free_act", lambda *args: None)
    tried[0] = 0
    assert walked() == summarised
    assert with_summary < tried[0]


def _tea_night(dead: frozenset[int], paw: int | None, tea: int) -> ExplicitNight:
    """Night 2 with a sober Lycanthrope on seat 0, a Tea Lady on ``tea`` (1 or 2: her good
    neighbours are protected), the Pukka and Poisoner evil (seats 3, 4), ``dead`` seats dead
    and the faux paw on ``paw``."""
    others = list(OTHERS)
    others[tea - 1] = "tea_lady"
    marks = () if paw is None else (("lycanthrope", paw),)
    world = SetupWorld(("lycanthrope", *others), marks)
    night = ExplicitNight(UP, world, frozenset({3, 4}), number=2)
    for seat in dead:
        night.alive[seat] = False
    return night


@settings(max_examples=60, deadline=None)
@given(
    dead=st.frozensets(st.sampled_from((1, 2, 5))),
    paw=st.sampled_from((None, 1, 2, 5)),
    tea=st.sampled_from((1, 2)),
)
def test_sober_free_lycanthrope_summary_is_every_choice_in_order(
    dead: frozenset[int], paw: int | None, tea: int
) -> None:
    """A sober Lycanthrope's summary is the enumeration's every choice's state, each once,
    in the order first met: deaths, evil choices, dead choices and protected ones."""
    night = _tea_night(dead, paw, tea)
    summary = REGISTRY["lycanthrope"].explicit_free_act(copy.deepcopy(night), 0, True)
    assert summary is not None
    assert [state_key(o) for o in summary] == _every_choice(night, True)


def test_a_lazy_walk_summarises_the_sober_lycanthrope_and_finds_the_same_worlds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In a lazy walk with every seat free and the Lycanthrope sober (the Poisoner choosing
    elsewhere, or droisoned), the summary tries fewer forks, and the walk ends in the same
    worlds, in the same order, as with every choice tried."""
    from tests.engine.clocktower.test_script2_faux_paw_split import _night as lazy_night

    module = REGISTRY["lycanthrope"]
    # the summary's forks alone: a first walk's memo (free_memo) copies what it keeps
    monkeypatch.setattr(type(module), "free_act_pure", False)
    summary = module.explicit_free_act
    sober = [0]

    def counted(night: ExplicitNight, seat: int, effective: bool) -> Any:
        sober[0] += effective
        return summary(night, seat, effective)

    monkeypatch.setattr(module, "explicit_free_act", counted)
    forks = _forks(monkeypatch)

    def walked() -> list[object]:
        night = lazy_night((("lycanthrope", 1),), ())
        return [state_key(n) for n in walk(night, {}, keep_ended=True, free=frozenset(range(5)))]

    summarised, with_summary = walked(), forks[0]
    assert sober[0] > 0
    monkeypatch.setattr(
        module,
        "explicit_free_act",
        lambda night, seat, effective: None if effective else summary(night, seat, effective),
    )
    forks[0] = 0
    assert walked() == summarised
    assert with_summary < forks[0]


def _forks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the explicit worlds copied (in the one-item list returned)."""
    calls = [0]
    copied = ExplicitNight.__deepcopy__

    def counted(night: ExplicitNight, memo: dict[int, object]) -> ExplicitNight:
        calls[0] += 1
        return copied(night, memo)

    monkeypatch.setattr(ExplicitNight, "__deepcopy__", counted)
    return calls
