"""An entry whose clause its seat cannot wake as leaves only worlds that end by that clause's
last slot (``early_due.ended_by``): read at dusk, such a night has no world running at dawn
and wakes no one after that slot, so a due point's questions are answered without a walk.
Checked against the walk of every world on HOST's Night 2 and on random partial nights
with such entries put in.

The deaths a world at dusk may see tonight are read again knowing the committed entries
(``early_due.with_entries``): a Vortox whose entry names its choice aims only there, so a
wake that cannot end the game is refused without a walk when every world must end by then;
and a re-ask's forced wake that every world at dusk certainly makes is answered without a
walk (``early_due.always_wakes``).

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import gc
import random
import weakref
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import no_witness, no_witness_fits
from engine.clocktower.early_due import ended_by
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.slot_wakes import wakes_at
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History, Leaf, NightPlan
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_due as due_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower import test_script2_slot_wakes as slots
from tests.engine.clocktower.helpers import WalksWithout, known_scripts

ST = early_games.ST

VORTOX = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "empath", "monk", "fool", "poisoner", "vortox"),
    "mini_early_vortox",
    "Mini Early Vortox (test script)",
)
"""A Vortox, whose kill is its entry's choice (``Character.explicit_strikes_chosen``)."""


_scripts = known_scripts(early_games.HOST, VORTOX, *marks.SCRIPTS_UNDER_TEST.values())


def _hosts_end() -> History:
    """HOST's Night 2 with the Lleech's (@4) `wake lycanthrope choose @1`: possible only in
    the worlds that end at the Lycanthrope's slot (it kills the Lleech's host)."""
    game = early_games._host_night2()
    return game.history.with_entry(2, 3, ClauseEntry((Wake("lycanthrope", (0,)),)))


def _alive_unwoken(history: History, seat: int) -> bool:
    quiet = history.with_entry(2, seat, DontWake())
    return ExplicitSolver().exists(
        quiet, ("alive", seat), lambda leaf: leaf.alive[seat] and leaf.ended is None
    )


def test_an_entry_its_seat_cannot_wake_as_ends_every_world_by_its_slot() -> None:
    """With the Lleech's `wake lycanthrope` in, every world at dusk is read to end by the
    Lycanthrope's slot (position 1), and the walk agrees: no world runs past it."""
    history = _hosts_end()
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    dusks = LazySolver()._at_dusk(history)
    assert dusks and all(ended_by(night, ahead, plan) == 1 for night, ahead in dusks)
    worlds = ExplicitSolver().worlds(history)
    assert worlds and all(w.ended_at is not None and w.ended_at <= (2, 0, 1) for w in worlds)


def test_a_silent_seat_is_proved_not_alive_at_dawn_when_every_world_ends_first() -> None:
    """@2, who may be the Fool (never woken), is proved at dusk not alive at dawn without a
    wake once the Lleech's `wake lycanthrope` is in: no world reaches dawn."""
    history = _hosts_end()
    assert LazySolver().never_unwoken(history.with_entry(2, 1, DontWake()), 1)
    assert not _alive_unwoken(history, 1)


def test_a_seat_is_proved_never_to_wake_after_the_slot_every_world_ends_by() -> None:
    """The Empath (@1), whose slot comes after the Lycanthrope's, is proved at dusk never to
    wake after position 1 once the Lleech's `wake lycanthrope` is in."""
    tracked = replace(_hosts_end(), track=frozenset((0,)))
    assert LazySolver().never_wakes_after(tracked, 0, 1)
    assert not ExplicitSolver().exists(
        tracked, ("wakes_after", 0, 1), lambda leaf: any(k > 1 for k, _ in leaf.woke[0])
    )


def test_a_slot_after_every_world_has_ended_is_answered_without_a_walk() -> None:
    """With the Lleech's `wake lycanthrope` in, every world ends by position 1: whether the
    silent @1 may wake at the Empath's slot (position 3) is answered no with no branch of
    tonight walked, as the walk of every world says."""
    _refused_without_a_walk(_hosts_end(), 0, 3)


def _refused_without_a_walk(history: History, seat: int, position: int) -> None:
    """``seat`` is found unable to wake at ``position`` with no branch of tonight walked,
    and the walk of every world agrees."""
    solver = LazySolver()
    solver._at_dusk(history)  # the nights before tonight, walked once
    before = solver._work
    assert not wakes_at(solver, history, seat, position)
    assert solver._work == before
    assert not wakes_at(ExplicitSolver(), history, seat, position)


def test_the_slot_every_world_ends_by_is_still_walked() -> None:
    """With the Lleech's `wake lycanthrope` in, a world may end at the Lycanthrope's slot
    itself: whether the silent @1 may wake there is walked, and found, as every world says."""
    history = _hosts_end()
    assert wakes_at(LazySolver(), history, 0, 1)
    assert wakes_at(ExplicitSolver(), history, 0, 1)


def _unwakeable(game: ClocktowerGame, history: History, rng: random.Random) -> History:
    """``history`` with, for each seat without an entry, the first of a sample of its wakes
    that no world at dusk lets it wake as and some world still holds (it ends first)."""
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    taken = dict(plan.entries)
    for seat in range(game.n):
        if seat in taken:
            continue
        wakes = all_wakes(game, seat)
        for wake in rng.sample(wakes, min(30, len(wakes))):
            trial = history.with_entry(game.number, seat, ClauseEntry((wake,)))
            last = trial.phases[-1]
            assert isinstance(last, NightPlan)
            dusks = LazySolver()._at_dusk(trial) or []
            ended = [ended_by(night, ahead, last) for night, ahead in dusks]
            if ended and None not in ended and game.solver.possible(trial):
                history = trial
                break
    return history


def _agree(game: ClocktowerGame, history: History, rng: random.Random) -> None:
    """The due point's proofs at dusk, the walks that skip what they prove, fallback F's
    slot question, and every seat's forced wake, against the walk of every world."""
    due_games._proofs_agree(game, history)
    slots._slots_agree(game, history, rng)
    early_games._wake_proofs_agree(game, history)
    due_games._skipping_walks_agree(game, history, rng)
    for seat in range(game.n):
        tracked = replace(history, track=frozenset((seat,)))
        assert LazySolver().forced_wake(tracked, seat) == ExplicitOracle().forced_wake(
            tracked, seat
        ), seat


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_ended_worlds_proofs_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty with entries that hold only where the
    game ends first, what is proved at dusk is what the walk of every world finds."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = _unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng)
    _agree(game, history, rng)


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_ended_worlds_proofs_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, with
    entries that hold only where the game ends first, what is proved at dusk is what the
    walk of every world finds."""
    # about half the games end or stall before the night: the next seeds stand in
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    history = _unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng)
    _agree(game, history, rng)


def _vortox_night2() -> ClocktowerGame:
    """VORTOX's Night 2 after @3's execution: the Vortox @4, the Poisoner @5."""
    game = early_games._table(
        VORTOX.id,
        {
            1: "wake empath learn 0",
            2: "dont_wake",
            3: "wake mathematician learn 0",
            4: "setup demon @4\ndont_wake",
            5: "setup demon @4\nwake poisoner choose @5",
        },
    )
    game.play("nominate @1 @3 yes @1 @2 @3 @4 @5", ST)  # a day without one is evil's
    game.play("end_day", ST)
    return game


def test_a_kill_the_entries_aim_elsewhere_cannot_end_the_world_by_then() -> None:
    """With @1's `wake vortox` in (possible only where the Vortox kills itself), the
    Vortox's `wake vortox choose @1` is refused with no world at dusk walked; choosing
    itself is not, as the walk of every world says."""
    game = _vortox_night2()
    history = game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))
    for target, held in ((0, False), (3, True)):
        entry = ClauseEntry((Wake("vortox", (target,)),))
        trial = history.with_entry(2, 3, entry)
        key = (2, 0, game._entry_point(entry, 3))

        def running(leaf: Leaf, key: tuple[int, int, int] = key) -> bool:
            return leaf.ended is None or leaf.ended >= key

        solver = LazySolver()
        groups = solver._open_groups(trial, ("running", key))
        assert groups is not None
        before = replace(trial, phases=trial.phases[:-1])
        walked = [i for i in range(len(solver._starts(before))) if i in groups]
        assert bool(walked) is held, target
        assert LazySolver().exists(trial, ("running", key), running) is held
        assert ExplicitSolver().exists(trial, ("running", key), running) is held


def test_a_wake_every_world_at_dusk_certainly_makes_is_forced_without_a_walk() -> None:
    """With @1's `wake vortox` in, the silent Vortox (@4) wakes at its slot in every world
    before it ends: its forced wake is read at dusk, no world walked, as every world says."""
    game = _vortox_night2()
    history = game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))
    tracked = replace(history, track=frozenset((3,)))
    solver = WalksWithout()
    assert solver.forced_wake(tracked, 3) == "vortox"
    assert solver.groups == []  # every world at dusk proved: none walked
    assert ExplicitOracle().forced_wake(tracked, 3) == "vortox"


def test_a_forced_wake_walks_only_the_worlds_at_dusk_not_proved_to_make_it() -> None:
    """On HOST's Night 2 with @2's `wake lleech choose @4` in, @3's forced Lycanthrope wake
    is proved at dusk in one of the two worlds (where @3 holds it) and only the other is
    walked, with the answer every world gives."""
    game = early_games._host_night2()
    history = game.history.with_entry(2, 1, ClauseEntry((Wake("lleech", (3,)),)))
    tracked = replace(history, track=frozenset((2,)))
    solver = WalksWithout()
    assert solver.forced_wake(tracked, 2) == "lycanthrope"
    assert ExplicitOracle().forced_wake(tracked, 2) == "lycanthrope"
    assert solver.walked == 1
    assert len(solver.groups) == 1
    assert len(solver._at_dusk(tracked) or []) == 2


def test_a_slot_the_seat_cannot_wake_at_nor_the_game_end_at_is_answered_without_a_walk() -> None:
    """With @1's `wake vortox` in, the silent Vortox (@4) cannot be the Monk and nobody dies
    at the Monk's slot (position 1): whether it may wake there is answered no with no branch
    of tonight walked, as the walk of every world says."""
    game = _vortox_night2()
    _refused_without_a_walk(
        game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),))), 3, 1
    )


def _both_vortox_entries() -> History:
    """VORTOX's Night 2 with @1's `wake vortox` and the Vortox's (@4) `wake vortox choose
    @4`: a slot whose holder's entry the deaths are read again for."""
    history = _vortox_night2().history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))
    return history.with_entry(2, 3, ClauseEntry((Wake("vortox", (3,)),)))


def test_the_entries_deaths_are_read_once_per_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deaths read knowing tonight's entries are the solver's own: asked again, one
    solver reuses its readings; another solver reads them afresh."""
    read = 0
    reading = early_due.SlotReading

    def counted(*args: Any) -> Any:
        nonlocal read
        read += 1
        return reading(*args)

    monkeypatch.setattr(early_due, "SlotReading", counted)
    history = _both_vortox_entries()
    counts = []
    for solver in (first := LazySolver(), first, LazySolver()):
        read = 0
        solver.always_wakes(history, 3, (2, "vortox"))
        counts.append(read)
    assert counts[0] > 0
    assert counts[1:] == [0, counts[0]]


def test_a_solver_let_go_keeps_no_world_at_dusk_alive() -> None:
    """The deaths read knowing tonight's entries live with their solver: once it is let
    go, the worlds at dusk they read are too (a bot's worker threads share no such memo)."""
    history = _both_vortox_entries()
    solver = LazySolver()
    solver.always_wakes(history, 3, (2, "vortox"))
    assert solver._readings.slots
    dusks = [weakref.ref(night) for night, _ in solver._at_dusk(history) or []]
    del solver
    gc.collect()
    assert dusks and all(ref() is None for ref in dusks)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_vortox_entries_proofs_are_the_walks(seed: int) -> None:
    """On VORTOX's Night 2 with random entries, and entries that hold only where the game
    ends first, what is proved at dusk is what the walk of every world finds."""
    rng = random.Random(seed)
    game = _vortox_night2()
    history = _unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng)
    _agree(game, history, rng)


def _same_fits_same_refusal(game: ClocktowerGame, history: History, rng: random.Random) -> None:
    """Each sampled wake of each seat is refused at dusk, world by world, exactly as another
    wake of the same character (other choices, information, guess): the early refusal is
    remembered by the characters a clause may stand for, all it reads of an entry."""
    dusks = LazySolver()._at_dusk(history) or []
    for seat in range(game.n):
        by_character: dict[str, list[Wake]] = {}
        for wake in all_wakes(game, seat):
            by_character.setdefault(wake.character, []).append(wake)
        for wakes in by_character.values():
            first, other = rng.choice(wakes), rng.choice(wakes)
            point = game._entry_point(ClauseEntry((first,)), seat)
            for night, ahead in dusks:
                assert no_witness(night, ahead, seat, ClauseEntry((first,)), point) == no_witness(
                    night, ahead, seat, ClauseEntry((other,)), point
                ), (seat, first, other)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_an_early_refusal_reads_only_the_characters_a_clause_may_stand_for(
    seed: int, night: int
) -> None:
    """On a random partial night of mini_uncertainty and on VORTOX's Night 2, two wakes of
    one character are refused at dusk alike in every world (what the remembered refusal
    assumes)."""
    rng = random.Random(seed)
    for game in (early_games.mini_night(rng, night), _vortox_night2()):
        _same_fits_same_refusal(game, shortcuts._random_entries(rng, game, game.solver), rng)


def test_an_early_refusal_is_read_once_per_character_a_clause_may_stand_for(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Vortox's `wake vortox choose @N` for every N is refused at dusk alike, the
    worlds at dusk read once for all of them."""
    game = _vortox_night2()
    history = game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))
    read: list[int] = []

    def counted(*args: Any) -> bool:
        read.append(1)
        return no_witness_fits(*args)

    monkeypatch.setattr(early_due, "no_witness_fits", counted)
    solver = LazySolver()
    dusks = solver._at_dusk(history)
    assert dusks
    verdicts = set()
    for target in (0, 1, 2, 4):
        entry = ClauseEntry((Wake("vortox", (target,)),))
        point = game._entry_point(entry, 3)
        verdicts.add(solver.refused_early(history.with_entry(2, 3, entry), 3, entry, point))
    assert len(verdicts) == 1
    assert len(read) <= len(dusks)
