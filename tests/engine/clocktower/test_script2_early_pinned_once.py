"""A "running" proof reads tonight's pinned swap once per world at dusk where the plans read
alike (``early_due.dusk_proof``): which whole entry pins the swap, by the world's reading and
the whole entries fitted (``early.pinned_once``), and whether the entries leave the swap
unmade, by the plan and the seats that may make it (``early_due._unmade``). SWAPS's Night 2
(``test_script2_early_pinned_first``): @3's `wake empath learn 5`, possible only by the
Barber's swap, @4's `dont_wake` and the Lleech @5's `wake lleech choose @2`. Seats are 0-based.
"""

from __future__ import annotations

import copy

import pytest

from engine.clocktower import early, early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import pinned, pinned_once
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import History, NightPlan
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_pinned_first as first
from tests.engine.clocktower import test_script2_early_pinned_plain as plains
from tests.engine.clocktower.helpers import known_scripts
from tests.engine.clocktower.test_script2_early_arming_reads import _counted

_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)

LLEECH = 4
"""The Lleech's seat, the only one that may make the Barber's swap."""
EMPATH = 2
"""The seat whose Empath reading only the swap makes possible."""


def _with(history: History, seat: int, entry: ClauseEntry | DontWake) -> History:
    """``history`` with ``seat``'s entry of its last night replaced by ``entry``."""
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    return history.with_entry(plan.number, seat, entry)


def _plan(history: History) -> NightPlan:
    """``history``'s last night's plan."""
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    return plan


def test_the_pinning_entry_is_read_once_per_world_for_plans_alike(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two plans differing in the Lleech's choice, each proved at the Empath's slot, read
    which entry pins the swap once per world at dusk, and both are ruled out."""
    game, trial = first._trial()
    other = _with(trial, LLEECH, ClauseEntry((Wake("lleech", (0,)),)))
    point = bounds._slot(game, "empath")
    dusks = LazySolver()._at_dusk(trial)
    assert dusks
    calls = _counted(monkeypatch, early, "pinned")
    for history in (trial, other):
        proof = plains._running_proof(history, point)
        assert all(proof(night, ahead) for night, ahead in dusks)
    assert len(calls) == len(dusks)


def test_the_swap_left_unmade_is_read_once_per_plan_and_makers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A proof asked twice of each world at dusk reads whether its entries leave the swap
    unmade once, with the same answer."""
    game, trial = first._trial()
    dusks = LazySolver()._at_dusk(trial)
    assert dusks
    calls = _counted(monkeypatch, early_due, "swap_unmade")
    proof = plains._running_proof(trial, bounds._slot(game, "empath"))
    answers = [proof(night, ahead) for night, ahead in dusks]
    assert answers == [proof(night, ahead) for night, ahead in dusks]
    assert len(calls) == len(dusks)


def test_the_pinning_entry_is_read_per_whole_entries() -> None:
    """A plan without the Empath's swap-only reading has its own pinning number and reads
    no pin in the world where the trial's entries pin the swap."""
    _, trial = first._trial()
    other = _with(trial, EMPATH, DontWake())
    for night, ahead in LazySolver()._at_dusk(trial) or ():
        read = early_due._plan(night.script, night.n, _plan(trial))
        bare = early_due._plan(night.script, night.n, _plan(other))
        assert read.pinning != bare.pinning
        held = pinned_once(night, ahead, read.whole, read.pinning)
        assert held is not None and held.pin is not None
        assert pinned_once(night, ahead, bare.whole, bare.pinning) is None
        assert pinned(night, ahead, bare.whole) is None


def test_the_swap_left_unmade_is_read_per_makers() -> None:
    """The same plan asked of a reading whose swap another, free seat may make reads the
    swap as possibly made."""
    _, trial = first._trial()
    for night, ahead in LazySolver()._at_dusk(trial) or ():
        read = early_due._plan(night.script, night.n, _plan(trial))
        assert early.swap_makers(night, ahead) == frozenset((LLEECH,))
        assert early_due._unmade(night, ahead, read)
        free = ahead.alike({})
        character = early._order(night.script, night.number)[ahead.swap_at or 0]
        free.makers[character] = frozenset((0, LLEECH))  # @1 has no entry: free at the slot
        assert not early_due._unmade(night, free, read)


def test_the_pinned_proof_is_read_once_per_world_for_plans_alike(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two plans differing in the Lleech's choice (a clause naming no swap), each proved at
    the Empath's slot, read whether the entries leave the pinned swap unmade once per world
    at dusk: the second plan's pinned proof is the first's."""
    game, trial = first._trial()
    other = _with(trial, LLEECH, ClauseEntry((Wake("lleech", (0,)),)))
    point = bounds._slot(game, "empath")
    dusks = LazySolver()._at_dusk(trial)
    assert dusks
    calls = _counted(monkeypatch, early_due, "_unmade")
    for history in (trial, other):
        proof = plains._running_proof(history, point)
        assert all(proof(night, ahead) for night, ahead in dusks)
    assert len(calls) == len(dusks)


def test_a_plan_of_another_pinned_shape_reads_its_own_proof() -> None:
    """With the Lleech's entry gone (free to make the swap), the proof asked after the
    trial's answers as it does on a fresh reading of each world, and the reading keeps a
    proof per shape."""
    game, trial = first._trial()
    bare = plains._night2(sole=False).history
    reading = ClauseEntry((Wake("empath", info=Info("number", 5)),))
    for seat, entry in ((EMPATH, reading), (3, DontWake())):
        bare = bare.with_entry(game.number, seat, entry)
    point = bounds._slot(game, "empath")
    for night, ahead in LazySolver()._at_dusk(trial) or ():
        assert plains._running_proof(trial, point)(night, ahead)
        fresh = ahead.with_deaths(ahead.deaths)
        proof = plains._running_proof(bare, point)
        assert proof(night, ahead) == proof(night, fresh)
        assert len(ahead.proofs) == 2


def test_the_plain_part_is_kept_in_the_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """A proof's plain part asked twice of a world at dusk is read once and kept in the
    world's reading, by the question's shape number."""
    game, trial = first._trial()
    calls = _counted(monkeypatch, early_due, "pinned_once")
    proof = plains._running_proof(trial, bounds._slot(game, "empath"))
    for night, ahead in LazySolver()._at_dusk(trial) or ():
        calls.clear()
        assert not proof.plain(night, ahead)  # the world is left open
        assert not proof.plain(night, ahead)
        assert len(calls) == 1
        assert ahead.plains[proof.shape(night)][0] is night


def test_a_plain_part_asked_of_another_world_is_read_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The plain part kept for one world at dusk is not another world's answer."""
    game, trial = first._trial()
    calls = _counted(monkeypatch, early_due, "pinned_once")
    proof = plains._running_proof(trial, bounds._slot(game, "empath"))
    for night, ahead in LazySolver()._at_dusk(trial) or ():
        proof.plain(night, ahead)
        calls.clear()
        proof.plain(copy.deepcopy(night), ahead)
        assert len(calls) == 1
