"""Fallback F's draws for one seat read each world at dusk once for every aim the proof
cannot tell apart (``early_due.ending_read``): a "running" proof of the entries that hold
only where the game ends first reads of the entries' deaths, per slot, how many may die,
whether a possible Demon may, and which of those entries' seats may; a drawn choice that
changes none of these is proved as the last one; each such entry is proved by its own part
of that read (``early_due.own_read``), so a choice reaching one such seat is answered by
another's proof already known. A plan's aims are read once per slot and holders, a slot's
fate once per aim. And the dusk proofs' other readings are
remembered per world: where a seat may wake (``early.may_wake_as``), which slot every walk
has ended by (``early_due.ended_by``, by the plan's clause entries), tonight's reading
without deaths (``Tonight.without_deaths``).

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import early, early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import Tonight
from engine.clocktower.early_due import Readings, ending_read
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.fallback import all_wakes
from engine.clocktower.game import ClocktowerGame
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History, NightPlan
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(ended.VORTOX)


def _shared() -> tuple[ClocktowerGame, History]:
    """VORTOX's Night 2 with @1's `wake vortox choose @2` in (possible only where the
    Vortox kills itself): the entry every draw for the Vortox (@4) shares."""
    game = ended._vortox_night2()
    return game, game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))


def _draw(base: History, target: int) -> History:
    """``base`` with the Vortox's (@4) drawn `wake vortox choose` ``target``."""
    return base.with_entry(2, 3, ClauseEntry((Wake("vortox", (target,)),)))


def test_a_draw_aiming_at_no_seat_the_proof_reads_is_proved_as_the_last(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Vortox's draws choosing @2 then @5, each "running" question proved world by
    world at dusk by one solver: the second reads the entries' deaths in no world (neither
    seat may be a Demon, nor is @1, whose entry holds only where the game ends first)."""
    read: list[int] = []
    reading = early_due.with_entries

    def counted(*args: Any) -> Any:
        read.append(1)
        return reading(*args)

    monkeypatch.setattr(early_due, "with_entries", counted)
    game, base = _shared()
    solver = LazySolver()
    counts = []
    for target in (1, 4):
        entry = ClauseEntry((Wake("vortox", (target,)),))
        history = _draw(base, target)
        before = replace(history, phases=history.phases[:-1], track=frozenset())
        groups = solver._open_groups(history, ("running", (2, 0, game._entry_point(entry, 3))))
        assert groups is not None
        read.clear()
        for index in range(len(solver._starts(before))):
            _ = index in groups
        counts.append(len(read))
    assert counts[0] > 0
    assert counts[1] == 0


def test_the_read_tells_apart_a_choice_that_reaches_a_seat_it_reads() -> None:
    """In the worlds at dusk of the Vortox's draws, what the proof reads of the deaths is
    the same for choosing @2 and @5 in every world, and differs for choosing @1 (whose
    entry holds only where the game ends first) and @4 (the Demon) somewhere."""
    _, base = _shared()
    dusks = LazySolver()._at_dusk(_draw(base, 0)) or []
    assert dusks
    readings = Readings()
    reads = {}
    for target in (0, 1, 3, 4):
        plan = _draw(base, target).phases[-1]
        assert isinstance(plan, NightPlan)
        reads[target] = [
            ending_read(night, ahead, early_due._aims(night, ahead, plan), frozenset({0}), readings)
            for night, ahead in dusks
        ]
    assert reads[1] == reads[4]
    assert reads[0] != reads[1]
    assert reads[3] != reads[1]


def _draws_agree(game: ClocktowerGame, history: History, rng: random.Random) -> None:
    """For a random seat, its one-clause wakes of a random character that chooses, asked
    one after another of one solver as fallback F asks its draws: each "running" answer is
    the enumeration oracle's."""
    seats = [s for s in range(game.n) if s not in game.appears_dead]
    seat = rng.choice(seats)
    wakes = [w for w in all_wakes(game, seat) if w.choices]
    if not wakes:
        return
    character = rng.choice(sorted({w.character for w in wakes}))
    drawn = [w for w in wakes if w.character == character]
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    entries = tuple((s, e) for s, e in plan.entries if s != seat)
    base = replace(history, phases=(*history.phases[:-1], replace(plan, entries=entries)))
    solver = LazySolver()
    for wake in rng.sample(drawn, min(8, len(drawn))):
        entry = ClauseEntry((wake,))
        trial = base.with_entry(game.number, seat, entry)
        key = (game.number, 0, game._entry_point(entry, seat))

        def running(leaf: Any, key: tuple[int, int, int] = key) -> bool:
            return bool(leaf.ended is None or leaf.ended >= key)

        answer = solver.exists(trial, ("running", key), running)
        assert answer == ExplicitOracle().exists(trial, ("running", key), running), wake.text


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_vortox_draws_asked_of_one_solver_are_the_walks(seed: int) -> None:
    """On VORTOX's Night 2 with random entries, some holding only where the game ends
    first, a seat's draws asked of one solver answer as the walk of every world."""
    rng = random.Random(seed)
    game = ended._vortox_night2()
    history = ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng)
    _draws_agree(game, history, rng)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_draws_asked_of_one_solver_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty with entries, some holding only where
    the game ends first, a seat's draws asked of one solver answer as every world's walk."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng)
    _draws_agree(game, history, rng)


def test_a_second_due_point_reads_no_clause_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Which slot every walk has ended by, asked in each world at dusk for the plan of the
    Vortox's draw and then for it with @2's `dont_wake` more (the same clause entries, as
    the due points of two seats ask it), is read the second time in no world; the answers
    are alike, and some world has one."""
    reads = 0
    ended_by = early_due._ended_by

    def counted(*args: Any) -> int | None:
        nonlocal reads
        reads += 1
        return ended_by(*args)

    monkeypatch.setattr(early_due, "_ended_by", counted)
    _, base = _shared()
    history = _draw(base, 3)
    dusks = LazySolver()._at_dusk(history) or []
    assert dusks
    counts, answers = [], []
    for trial in (history, history.with_entry(2, 1, DontWake())):
        plan = trial.phases[-1]
        assert isinstance(plan, NightPlan)
        reads = 0
        answers.append([early_due.ended_by(night, ahead, plan) for night, ahead in dusks])
        counts.append(reads)
    assert counts[0] > 0
    assert counts[1] == 0
    assert answers[0] == answers[1]
    assert any(answer is not None for answer in answers[0])


def test_where_a_seat_may_wake_is_read_once_per_world(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asking twice in each world at dusk whether each seat may wake as the Vortox asks the
    second time no seat whether it may gain it, and answers alike."""
    gains = 0
    gain = early._may_gain

    def counted(*args: Any) -> bool:
        nonlocal gains
        gains += 1
        return gain(*args)

    _, base = _shared()
    dusks = LazySolver()._at_dusk(_draw(base, 3)) or []
    assert dusks
    monkeypatch.setattr(early, "_may_gain", counted)
    first = [early.may_wake_as(n, a, s, "vortox") for n, a in dusks for s in range(n.n)]
    asked = gains
    second = [early.may_wake_as(n, a, s, "vortox") for n, a in dusks for s in range(n.n)]
    assert first == second
    assert gains == asked


def test_a_reading_with_other_deaths_keeps_all_else() -> None:
    """``Tonight.with_deaths`` is ``dataclasses.replace`` with the deaths: every other field
    given at construction is the same object, the memos that read deaths start empty, and
    the reading without deaths is made once."""
    _, base = _shared()
    dusks = LazySolver()._at_dusk(_draw(base, 3)) or []
    _, ahead = dusks[0]
    assert ahead.deaths
    other = ahead.with_deaths(ahead.deaths[:1])
    assert other == replace(ahead, deaths=ahead.deaths[:1])
    for f in dataclasses.fields(Tonight):
        if f.name == "deaths":
            assert other.deaths == ahead.deaths[:1]
        elif f.init:
            assert getattr(other, f.name) is getattr(ahead, f.name), f.name
        else:
            assert not getattr(other, f.name), f.name
    quiet = ahead.without_deaths()
    assert quiet.deaths == ()
    assert quiet is ahead.without_deaths()
    assert quiet.without_deaths() is quiet


def _two_ending() -> tuple[ClocktowerGame, History]:
    """VORTOX's Night 2 with @1's `wake vortox choose @2` and @2's `wake vortox choose @3`
    in: two entries of good seats, each possible only where the game ends first."""
    game, base = _shared()
    return game, base.with_entry(2, 1, ClauseEntry((Wake("vortox", (2,)),)))


def _deaths_read(monkeypatch: pytest.MonkeyPatch, targets: tuple[int, ...]) -> list[int]:
    """For the Vortox's (@4) draws choosing ``targets`` in turn on :func:`_two_ending`'s
    night, each "running" question proved world by world at dusk by one solver: in how many
    worlds each draw read the entries' deaths (``early_due.with_entries``)."""
    read: list[int] = []
    reading = early_due.with_entries

    def counted(*args: Any) -> Any:
        read.append(1)
        return reading(*args)

    monkeypatch.setattr(early_due, "with_entries", counted)
    game, base = _two_ending()
    solver = LazySolver()
    counts = []
    for target in targets:
        entry = ClauseEntry((Wake("vortox", (target,)),))
        history = _draw(base, target)
        before = replace(history, phases=history.phases[:-1], track=frozenset())
        groups = solver._open_groups(history, ("running", (2, 0, game._entry_point(entry, 3))))
        assert groups is not None
        read.clear()
        for index in range(len(solver._starts(before))):
            _ = index in groups
        counts.append(len(read))
    return counts


def test_a_draw_reaching_one_ending_seat_is_proved_by_anothers_known_proof(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Vortox's draws choosing @5, @1 then @2 (the last two each reach one of the
    seats whose entries hold only where the game ends first): the third reads the
    entries' deaths in no world, @1's proof on a reading where @1 alone may die known."""
    counts = _deaths_read(monkeypatch, (4, 0, 1))
    assert counts[0] > 0
    assert counts[2] == 0


def test_the_draws_answers_are_the_walks_with_two_ending_seats() -> None:
    """On that night, each of the Vortox's draws asked in turn of one solver answers the
    "running" question as the enumeration oracle does."""
    game, base = _two_ending()
    solver = LazySolver()
    for target in (4, 0, 1, 3, 2):
        entry = ClauseEntry((Wake("vortox", (target,)),))
        trial = _draw(base, target)
        key = (2, 0, game._entry_point(entry, 3))

        def running(leaf: Any, key: tuple[int, int, int] = key) -> bool:
            return bool(leaf.ended is None or leaf.ended >= key)

        answer = solver.exists(trial, ("running", key), running)
        assert answer == ExplicitOracle().exists(trial, ("running", key), running), target


def test_a_seats_part_of_the_read_is_its_own_death_only() -> None:
    """``own_read`` keeps per slot how many may die and whether a possible Demon may, and
    of the read's seats only whether the given one may."""
    read = (None, (2, True, frozenset({0, 1})), (1, False, frozenset({1})))
    assert early_due.own_read(read, 0) == (None, (2, True, True), (1, False, False))
    assert early_due.own_read(read, 1) == (None, (2, True, True), (1, False, True))


def test_a_plans_aims_are_read_once_per_slot_and_holders(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the Vortox's draw aims its slot, asked in every world at dusk, reads the
    clause (``explicit_strikes_chosen``) once per slot and holders (one, in two worlds),
    not once per world; the aims are the same as read afresh."""
    calls = 0
    module = early_due.REGISTRY["vortox"]
    chosen = type(module).explicit_strikes_chosen

    def counted(self: Any, holder: int, clause: Wake) -> Any:
        nonlocal calls
        calls += 1
        return chosen(self, holder, clause)

    monkeypatch.setattr(type(module), "explicit_strikes_chosen", counted)
    _, base = _shared()
    history = _draw(base, 4)
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    dusks = LazySolver()._at_dusk(history) or []
    aims = [early_due._aims(night, ahead, plan) for night, ahead in dusks]
    distinct = {(d.position, d.holders) for _, ahead in dusks for d in ahead.deaths}
    assert any(aim is not None for aimed in aims for aim in aimed)
    assert calls == len(distinct) < len(dusks)
    read = early_due._read_plan(ended.VORTOX, dusks[0][0].n, plan)
    for (night, ahead), aimed in zip(dusks, aims, strict=True):
        assert aimed == tuple(
            early_due._slot_aim(night.script, night.n, 2, read, d.position, d.holders)
            for d in ahead.deaths
        )


def test_a_slots_fate_is_read_once_per_aim(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slot's fate asked twice with equal aims follows no death trigger the second time,
    and answers alike."""
    followed = 0
    follow = early.SlotReading._followers

    def counted(self: Any, dead: int) -> Any:
        nonlocal followed
        followed += 1
        return follow(self, dead)

    monkeypatch.setattr(early.SlotReading, "_followers", counted)
    _, base = _shared()
    dusks = LazySolver()._at_dusk(_draw(base, 4)) or []
    night, ahead = dusks[0]
    slot = ahead.deaths[-1]
    reading = early_due._read_slots(night, ahead)[-1]
    first = reading.fate(frozenset({4}))
    asked = followed
    assert asked > 0
    assert reading.fate(frozenset({4})) == first
    assert followed == asked
    assert slot.position == reading.position
