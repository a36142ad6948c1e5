"""What a "running" proof reads of tonight's pinned swap, read once where it may be
(``early_due.dusk_proof``): the seats that may make the swap once per world at dusk
(``Tonight.makers``), the entries read for the walks past the pinning clause in the plain part
(remembered per world at dusk and shape), and the slots of the swaps naming other seats once
per pin for a question; the worlds the proofs rule out are those no walk holds.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, early_due
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import swap_unmade
from engine.clocktower.early_due import Readings, Shaped, dusk_proof
from engine.clocktower.explicit_solver import ExplicitSolver, run_night
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import History, NightPlan, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_pin as pins
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST
DEMON = 4
"""The Lleech (@5) of SOLE_BARBER's Night 2: the living Demon, who makes the Barber's swap."""


_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def _running_proof(history: History, point: int, readings: Readings | None = None) -> Shaped:
    """The "running at ``point``" proof of ``history``'s last night, reading ``readings``
    (a solver's memos, shared by its questions; None: memos of its own)."""
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    memos = Readings() if readings is None else readings
    proof = dusk_proof(plan, ("running", (plan.number, 0, point)), memos)
    assert isinstance(proof, Shaped)
    return proof


def test_the_swaps_makers_are_read_once_per_world_at_dusk(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``swap_unmade`` asked of one world at dusk for two plans, and of its reading with no
    deaths, asks the Barber's ``explicit_swappers`` once, with the answers it gives."""
    _, history = pins._pinned()
    dusks = LazySolver()._at_dusk(history)
    assert dusks
    barber = type(REGISTRY["barber"])
    hook = barber.explicit_swappers
    asked: list[int] = []

    def counted(self: object, night: object, gains: object) -> object:
        asked.append(1)
        return hook(self, night, gains)  # type: ignore[arg-type]

    monkeypatch.setattr(barber, "explicit_swappers", counted)
    named = {DEMON: ClauseEntry((Wake("lleech", (1,)),))}
    for night, ahead in dusks:
        asked.clear()
        assert not swap_unmade(night, ahead, {}, {})
        assert swap_unmade(night, ahead, named, {})
        assert swap_unmade(night, ahead.without_deaths(), named, {})
        assert len(asked) == 1


def test_the_pinned_reading_rules_a_world_out_in_the_plain_part() -> None:
    """With @3's Empath reading in (possible only by the swap with @1), @1's `wake
    mathematician learn 0` running at the Barber's slot is ruled out in the plain part (read
    for the walks past the Empath's clause, @1 never the Mathematician), and no world's walk
    holds it."""
    game, history = pins._pinned()
    trial = history.with_entry(
        game.number, 0, ClauseEntry((Wake("mathematician", info=Info("number", 0)),))
    )
    point = bounds._slot(game, "barber")
    dusks = LazySolver()._at_dusk(trial)
    assert dusks
    proof = _running_proof(trial, point)
    assert all(proof.plain(night, ahead) for night, ahead in dusks)
    key = (game.number, 0, point)
    assert not ExplicitSolver().exists(trial, ("running", key), bounds._running(key))


def test_the_other_swaps_slots_are_read_once_per_pin(monkeypatch: pytest.MonkeyPatch) -> None:
    """With @3's Empath reading and @1's `wake empath learn 1` in, the "running" proof at the
    Poisoner's slot asked twice of each world at dusk reads each entry's clause for a swap
    naming other seats once, with the same answer."""
    game, history = pins._pinned()
    trial = history.with_entry(
        game.number, 0, ClauseEntry((Wake("empath", info=Info("number", 1)),))
    )
    dusks = LazySolver()._at_dusk(trial)
    assert dusks
    read = early_due.swaps_elsewhere
    asked: list[int] = []

    def counted(*args: object) -> bool:
        asked.append(1)
        return read(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(early_due, "swaps_elsewhere", counted)
    proof = _running_proof(trial, bounds._slot(game, "poisoner"))
    first = [proof(night, ahead) for night, ahead in dusks]
    once = len(asked)
    assert once == 2  # the two entries' clauses
    assert [proof(night, ahead) for night, ahead in dusks] == first
    assert len(asked) == once


def _held_running(night: object, plan: NightPlan, key: tuple[int, int, int]) -> bool:
    """Whether some walk of ``night`` (a world at dusk) holding ``plan`` runs at ``key``."""
    return any(
        world.ended_at is None or world.ended_at >= key
        for world in run_night(night.__deepcopy__({}), plan)  # type: ignore[attr-defined]
    )


def _plain_parts_agree(game: ClocktowerGame, history: History, rng: random.Random) -> None:
    """For a sample of the free seats' one-clause entries beside a pinning one, at every slot,
    check that every world at dusk the "running" proof's plain part rules out has no walk
    holding the plan and running there, and that the whole proof rules out the same worlds
    asked twice (the questions share their memos, as a solver's do)."""
    pinned = pins._with_pinning_entry(game, history, rng)
    if pinned is None:
        return
    plan = pinned.phases[-1]
    assert isinstance(plan, NightPlan)
    entries = dict(plan.entries)
    slots = len(night_order(game.script, game.number))
    readings = Readings()  # shared by the questions, as a solver's
    for seat in (s for s in range(game.n) if s not in entries):
        wakes = all_wakes(game, seat)
        for wake in rng.sample(wakes, min(3, len(wakes))):
            trial = pinned.with_entry(game.number, seat, ClauseEntry((wake,)))
            dusks = LazySolver()._at_dusk(trial)
            assert dusks is not None
            last = trial.phases[-1]
            assert isinstance(last, NightPlan)
            for point in range(slots):
                proof = _running_proof(trial, point, readings)
                key = (game.number, 0, point)
                for night, ahead in dusks:
                    whole = proof(night, ahead)
                    if proof.plain(night, ahead):
                        assert whole, (seat, wake, point)
                    if whole:
                        assert not _held_running(night, last, key), (seat, wake, point)
                    assert proof(night, ahead) == whole


def _night2(sole: bool) -> ClocktowerGame:
    """SOLE_BARBER's Night 2 (``sole``), else SWAPS's, whose swap only a Barber's death
    tonight may arm."""
    if sole:
        return armers._night2()
    swaps = early_games._swaps_day1()
    swaps.play("end_day", ST)
    return swaps


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), sole=st.booleans())
def test_pinned_plain_parts_are_the_walks(seed: int, sole: bool) -> None:
    """On a random partial Night 2 with an entry pinning the swap (a sole Barber's, or one
    only a Barber's death tonight may arm), every world at dusk a "running" proof (its plain
    part among them) rules out holds no walk running at the point, and the proof answers
    alike when asked again."""
    rng = random.Random(seed)
    game = _night2(sole)
    _plain_parts_agree(game, shortcuts._random_entries(rng, game, game.solver), rng)
