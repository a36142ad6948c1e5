"""A resolution's draws for one seat (fallback F) read each world at dusk once: the deaths
knowing the entries re-aim only the drawn seat's slot (``early.SlotReading``), the entries
the draws share are asked once whether their seats may wake as they say, and the memos keep
what was used last when they overflow.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.clocktower import early, early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early_due import Proved, Readings, proved_witnessless, with_entries
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History, NightPlan
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower import test_script2_early_proved as proved
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(ended.VORTOX)


def _shared() -> History:
    """VORTOX's Night 2 with @1's `wake vortox` in: the entry every draw for @4 shares."""
    game = ended._vortox_night2()
    return game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))


def _draw(base: History, target: int) -> History:
    """``base`` with the Vortox's (@4) drawn `wake vortox choose` ``target``."""
    return base.with_entry(2, 3, ClauseEntry((Wake("vortox", (target,)),)))


def test_a_second_draw_re_aims_the_drawn_seats_slot_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two draws for VORTOX's Vortox (@4), choosing @1 then @2, read knowing the entries
    in every world at dusk: no world is asked twice whether a seat may gain a character
    by a slot (the second draw reads only where the slot aims, and what the first did not
    need), and each reading is the one read afresh; some world's readings differ."""
    asked: list[tuple[object, ...]] = []
    gain = early._may_gain

    def counted(*args: Any) -> bool:
        asked.append((id(args[0]), id(args[1]), *args[2:]))
        return gain(*args)

    base = _shared()
    dusks = LazySolver()._at_dusk(_draw(base, 0)) or []
    assert dusks
    monkeypatch.setattr(early, "_may_gain", counted)
    readings = Readings()
    read = []
    for target in (0, 1):
        plan = _draw(base, target).phases[-1]
        assert isinstance(plan, NightPlan)
        read.append([with_entries(night, ahead, plan, readings) for night, ahead in dusks])
    assert asked
    assert len(set(asked)) == len(asked)
    for target, reading in zip((0, 1), read, strict=True):
        plan = _draw(base, target).phases[-1]
        assert isinstance(plan, NightPlan)
        assert reading == [with_entries(night, ahead, plan, Readings()) for night, ahead in dusks]
    assert read[0] != read[1]


def test_equal_readings_are_one_object() -> None:
    """Two plans whose entries aim the Vortox's slot alike (@4 choosing @1 beside @1's
    `wake vortox choose @2`, and @4 choosing @1 with @1 choosing @1) are read as the same
    object wherever their deaths are equal, so the proofs remembered by it serve both."""
    game = ended._vortox_night2()
    one = game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))
    other = game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (0,)),)))
    plans = [_draw(history, 0).phases[-1] for history in (one, other)]
    dusks = LazySolver()._at_dusk(_draw(one, 0)) or []
    readings = Readings()
    same = 0
    for night, ahead in dusks:
        first, second = (with_entries(night, ahead, p, readings) for p in plans)  # type: ignore[arg-type]
        assert (first == second) == (first is second)
        same += first is second and first is not ahead
    assert same > 0


def test_a_second_draw_asks_the_shared_entry_once_whether_its_seat_may_wake(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two draws for the Vortox (@4) beside @1's `wake vortox`, each "running" question
    proved world by world at dusk: the second asks in no world again whether @1 may wake
    as its entry says (which entries' deaths to read knowing the entries)."""
    asked: list[tuple[int, int]] = []
    wakes = early.may_wake_as

    def counted(*args: Any) -> bool:
        asked.append((args[2], id(args[1])))
        return wakes(*args)

    monkeypatch.setattr(early, "may_wake_as", counted)
    monkeypatch.setattr(early_due, "may_wake_as", counted)
    counts = proved.asked_of_the_shared_entry(asked)
    assert counts[0] > 0
    assert counts[1] == 0


def test_an_overflowing_memo_keeps_the_proofs_used_last(monkeypatch: pytest.MonkeyPatch) -> None:
    """A solver's proofs at dusk, past the memo's size, let go of those used least lately:
    a proof asked again just before the memo overflowed is not proved again after it."""
    monkeypatch.setattr(early_due, "READINGS_KEPT", 8)
    proofs = 0
    proof = early_due.no_witness_fits

    def counted(*args: Any) -> bool:
        nonlocal proofs
        proofs += 1
        return proof(*args)

    monkeypatch.setattr(early_due, "no_witness_fits", counted)
    history = _draw(_shared(), 0)
    night, ahead = (LazySolver()._at_dusk(history) or [])[0]
    proved: Proved = {}
    fits = [((c,),) for c in sorted(history.script.characters)]
    asked = [(seat, fit) for seat in range(night.n) for fit in fits]
    for seat, fit in asked[:7]:
        proved_witnessless(night, ahead, seat, fit, 0, proved)
    proved_witnessless(night, ahead, *asked[0], 0, proved)  # used last
    for seat, fit in asked[7:9]:
        proved_witnessless(night, ahead, seat, fit, 0, proved)  # past the memo's size
    assert len(proved) < 8
    proofs = 0
    proved_witnessless(night, ahead, *asked[0], 0, proved)
    assert proofs == 0


def test_a_second_draw_reads_once_per_world_what_no_choice_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two draws for the Vortox (@4) beside @1's `wake vortox`, each "running" question
    proved world by world at dusk: the second asks in no world again which entries hold
    only where the game ends first (read of the entries' characters, not their choices)."""
    asked: list[tuple[int, int]] = []
    wakeable = early_due._wakeable

    def counted(*args: Any) -> bool:
        asked.append((args[2], id(args[1])))
        return wakeable(*args)

    monkeypatch.setattr(early_due, "_wakeable", counted)
    counts = proved.asked_of_the_shared_entry(asked)
    assert counts[0] > 0
    assert counts[1] == 0


def test_draws_proved_by_one_solver_answer_as_each_alone() -> None:
    """The Vortox's (@4) `wake vortox choose` each seat beside @1's `wake vortox`, asked
    one after another of one solver, answer as a fresh solver and the plain walk answer
    each (only choosing itself is possible)."""
    base = _shared()
    solver = LazySolver()
    answers = []
    for target in range(5):
        history = _draw(base, target)
        key = (2, 0, ended._vortox_night2()._entry_point(ClauseEntry((Wake("vortox", (0,)),)), 3))

        def running(leaf: Any, key: tuple[int, int, int] = key) -> bool:
            return bool(leaf.ended is None or leaf.ended >= key)

        answer = solver.exists(history, ("running", key), running)
        assert answer == LazySolver().exists(history, ("running", key), running)
        assert answer == ExplicitSolver().exists(history, ("running", key), running)
        answers.append(answer)
    assert answers == [target == 3 for target in range(5)]
