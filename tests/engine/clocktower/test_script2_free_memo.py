"""A pure module's summarised free wake read once per state across the walks of one dusk
(``engine.clocktower.free_memo``): a later walk replays the answer on copies of its own
fork, and ends in the same worlds in the same order. Seats are 0-based."""

from __future__ import annotations

import copy
import pickle

import pytest

from engine.clocktower import free_memo
from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight, state_key, walk
from engine.clocktower.setups import SetupWorld
from tests.engine.clocktower.test_script2_faux_paw_split import _counted
from tests.engine.clocktower.test_script2_faux_paw_split import _night as lazy_night
from tests.engine.clocktower.test_script2_free_lycanthrope import _night as settled_night


def _leaves(night: ExplicitNight) -> list[object]:
    """The states a walk of a copy of ``night`` ends in (every seat free), in order."""
    dusk = copy.deepcopy(night)  # a copy shares the memo, as the solver's walks do
    return [state_key(n) for n in walk(dusk, {}, keep_ended=True, free=frozenset(range(5)))]


def test_a_second_walk_of_one_dusk_asks_the_free_lycanthrope_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Walked again from the same dusk world, the Lycanthrope's free wake is replayed: its
    summary is not asked again."""
    asked = _counted(monkeypatch, REGISTRY["lycanthrope"], "explicit_free_act")
    dusk = lazy_night((("lycanthrope", 1),), ())
    _leaves(dusk)
    first = asked[0]
    assert first > 0
    _leaves(dusk)
    assert asked[0] == first


def test_a_replaying_walk_ends_in_the_same_worlds_in_the_same_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The replaying walk's leaves are the first walk's, and a walk without the memo's."""
    dusk = lazy_night((("lycanthrope", 1),), ())
    first, replayed = _leaves(dusk), _leaves(dusk)
    monkeypatch.setattr(type(REGISTRY["lycanthrope"]), "free_act_pure", False)
    assert replayed == first == _leaves(lazy_night((("lycanthrope", 1),), ()))


def test_a_replay_is_a_copy_of_its_own_fork() -> None:
    """Two replays of one answer share no mutable field, and carry their own fork's fields
    the summary did not change (a walk's flag here)."""
    module = REGISTRY["lycanthrope"]
    night = settled_night("lycanthrope", False, frozenset(), None)
    answer = free_memo.free_act(module, copy.deepcopy(night), 0, True)
    fork = copy.deepcopy(night)
    fork.refiner = print  # not read by the summary: not in the key
    first = free_memo.free_act(module, fork, 0, True)
    second = free_memo.free_act(module, copy.deepcopy(night), 0, True)
    assert answer is not None and first is not None and second is not None
    assert [state_key(o) for o in first] == [state_key(o) for o in answer]
    assert all(o.refiner is print for o in first)
    first[1].alive[2] = False
    first[1].marked.add(3)
    assert [state_key(o) for o in second] == [state_key(o) for o in answer]


def test_an_answer_on_another_setup_is_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """An outcome standing on another setup (a split's part) leaves nothing in the memo."""
    module = REGISTRY["lycanthrope"]
    night = settled_night("lycanthrope", False, frozenset(), None)

    def parted(fork: ExplicitNight, seat: int, effective: bool) -> list[ExplicitNight]:
        part = copy.deepcopy(fork)
        part.world = SetupWorld(fork.world.tokens, ())  # type: ignore[union-attr]
        return [part]

    monkeypatch.setattr(module, "explicit_free_act", parted)
    free_memo.free_act(module, night, 0, True)
    assert night.free_acts.answers == {}


def test_a_module_without_the_flag_is_asked_every_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """A module not declared pure (the default) is asked at every wake."""
    module = REGISTRY["lycanthrope"]
    monkeypatch.setattr(type(module), "free_act_pure", False)
    asked = _counted(monkeypatch, module, "explicit_free_act")
    night = settled_night("lycanthrope", False, frozenset(), None)
    for _ in range(2):
        free_memo.free_act(module, copy.deepcopy(night), 0, True)
    assert asked[0] == 2 and night.free_acts.answers == {}


def test_a_replay_keeps_what_the_summary_changed_in_its_fork_in_place() -> None:
    """A poisoned Lycanthrope's summary marks its own fork (a set changed in place): the
    replay of that outcome is marked too."""
    module = REGISTRY["lycanthrope"]
    night = settled_night("lycanthrope", True, frozenset(), None)
    answer = free_memo.free_act(module, copy.deepcopy(night), 0, False)
    replayed = free_memo.free_act(module, copy.deepcopy(night), 0, False)
    assert answer is not None and replayed is not None
    assert [set(o.marked) for o in replayed] == [{0}, set()]
    assert [state_key(o) for o in replayed] == [state_key(o) for o in answer]


def test_a_new_night_drops_the_last_nights_answers() -> None:
    """The memo a game's worlds share keeps one night's answers: a Night 3 wake starts it
    again."""
    module = REGISTRY["lycanthrope"]
    night = settled_night("lycanthrope", False, frozenset(), None)
    free_memo.free_act(module, copy.deepcopy(night), 0, True)
    later = copy.deepcopy(night)
    later.number = 3
    free_memo.free_act(module, later, 0, True)
    assert night.free_acts.night == 3
    assert len(night.free_acts.answers) == 1


def test_a_pickled_world_carries_an_empty_memo() -> None:
    """The memo is a cache: a pickled night's copy starts with no answers."""
    module = REGISTRY["lycanthrope"]
    night = settled_night("lycanthrope", False, frozenset(), None)
    free_memo.free_act(module, copy.deepcopy(night), 0, True)
    assert len(night.free_acts.answers) == 1
    assert pickle.loads(pickle.dumps(night)).free_acts.answers == {}
