"""A swap armed only by a death tonight is read as none at dusk when the walks holding the
night's entries have no such death (``early_due.unarmed``): the Pukka choosing again the
seat it marked the night before poisons the one seat its strike kills, so a Barber dying
so arms nothing, and an entry possible only through the swap is proved at dusk, with the
answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.game import ClocktowerGame
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import History, Upto
from tests.engine.clocktower import test_script2_early as early_tests
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_swap_pin as swap_pins
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_tests.ST

PUKKA_BARBER = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("clockmaker", "empath", "mathematician", "barber", "poisoner", "pukka"),
    "mini_early_pukka_barber",
    "Mini Early Pukka Barber (test script)",
)
"""Townsfolk that all wake on Night 1, the Barber the only Outsider (the one seat asleep on
Night 1 at six players) and the Pukka, whose strike is the only death before the swap."""

GAMBLER_BARBER = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("empath", "mathematician", "gambler", "barber", "poisoner", "pukka"),
    "mini_early_gambler_barber",
    "Mini Early Gambler Barber (test script)",
)
"""The Gambler and the Barber asleep on Night 1 at six players, so either of those two seats
may be either: a Gambler's wrong bet kills its own seat at the Gambler's slot."""

PUKKA = 4
"""The Pukka's seat (@5) in every game here."""


_scripts = known_scripts(PUKKA_BARBER, GAMBLER_BARBER)


def _night2(gambler: bool = False) -> ClocktowerGame:
    """Night 2 at six players of PUKKA_BARBER, the Pukka (@5) having marked the Barber (@2)
    on Night 1, so its strike tonight kills the Barber; or of GAMBLER_BARBER, @2 and @3 each
    the Gambler or the Barber, the Pukka having marked the Empath (@1)."""
    script = GAMBLER_BARBER if gambler else PUKKA_BARBER
    third = "dont_wake" if gambler else "wake clockmaker learn 1"
    marked = 1 if gambler else 2
    game = early_tests._table(
        script.id,
        {
            1: "wake empath learn 1",
            2: "dont_wake",
            3: third,
            4: "wake mathematician learn 0",
            5: f"setup demon @5\nwake pukka choose @{marked}",
            6: "setup demon @5\nwake poisoner choose @4",
        },
    )
    game.play("end_day", ST)
    return game


def _swapped_reading(game: ClocktowerGame, history: History | None = None) -> History:
    """Night 2 (or ``history``) with @1's (the Empath's) `wake mathematician learn 0`:
    possible only through the swap, which only the Barber's death tonight arms."""
    entry = ClauseEntry((Wake("mathematician", info=Info("number", 0)),))
    return (history or game.history).with_entry(game.number, 0, entry)


def _pukka_choosing(game: ClocktowerGame, history: History, seat: int) -> History:
    """``history`` with the Pukka's `wake pukka choose <seat>` bound up to its slot."""
    bound = Upto(ClauseEntry((Wake("pukka", (seat,)),)), bounds._slot(game, "pukka"))
    return history.with_entry(game.number, PUKKA, bound)


def _running(history: History, point: int, solver: LazySolver | ExplicitSolver) -> bool:
    """The "running at ``point``" question of ``history`` tonight."""
    key = (history.phases[-1].number, 0, point)  # type: ignore[union-attr]
    return solver.exists(history, ("running", key), bounds._running(key))


def _proved_and_walked_none(game: ClocktowerGame, choice: int) -> None:
    """With @1's reading in, the Pukka's `wake pukka choose <choice>` bound up to its slot
    walks no world at dusk at that slot, and no world's walk holds it."""
    trial = _pukka_choosing(game, _swapped_reading(game), choice)
    point = bounds._slot(game, "pukka")
    solver = LazySolver()
    assert bounds._open(solver, trial, (game.number, 0, point)) == 0
    assert not _running(trial, point, solver)
    assert not _running(trial, point, ExplicitSolver())


def test_the_pukka_marking_its_strikes_victim_again_arms_no_swap() -> None:
    """With @1's reading in, the Pukka choosing the Barber again, bound up to its slot,
    walks no world at dusk, and no world's walk holds it."""
    _proved_and_walked_none(_night2(), 1)


def test_the_pukka_marking_another_seat_may_let_the_barber_arm_the_swap() -> None:
    """With @1's reading in, the Pukka choosing @3 is held: the Barber dies sober at the
    Pukka's slot, and the Pukka, free after it, swaps @1 and @4."""
    game = _night2()
    trial = _pukka_choosing(game, _swapped_reading(game), 2)
    point = bounds._slot(game, "pukka")
    assert _running(trial, point, LazySolver())
    assert _running(trial, point, ExplicitSolver())


def test_a_gamblers_own_death_arms_no_swap() -> None:
    """With @1's reading in, the Pukka (striking the Empath) choosing @4, bound up to its
    slot, walks no world at dusk, and no world's walk holds it: before the swap only a
    Gambler's wrong bet kills, and it kills the Gambler, never the Barber."""
    _proved_and_walked_none(_night2(gambler=True), 3)


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    choice=st.sampled_from([0, 1, 2, 3, 5]),
    gambler=st.booleans(),
)
def test_running_questions_are_the_walks(seed: int, choice: int, gambler: bool) -> None:
    """On Night 2 of PUKKA_BARBER (or GAMBLER_BARBER) with random entries for other seats,
    @1's reading and the Pukka's choice bound up to its slot, the "running" questions at its
    slot and at the Mathematician's answer as every world's walk."""
    rng = random.Random(seed)
    game = _night2(gambler)
    history = _swapped_reading(game, swap_pins._entries_but(rng, game, PUKKA))
    trial = _pukka_choosing(game, history, choice)
    for point in (bounds._slot(game, "pukka"), bounds._slot(game, "mathematician")):
        assert _running(trial, point, LazySolver()) == _running(trial, point, ExplicitSolver())


def _wakes_after(history: History, seat: int, position: int) -> tuple[int, int]:
    """How many worlds at dusk the lazy solver walks for "``seat`` wakes after
    ``position``" of ``history`` tonight, and whether some world's walk holds it (0/1)."""
    key = ("wakes_after", seat, position)

    def later(leaf: object) -> bool:
        return any(k > position for k, _ in leaf.woke[seat])  # type: ignore[attr-defined]

    solver = LazySolver()
    dusks = solver._at_dusk(history)
    groups = solver._open_groups(history, key)
    assert dusks is not None and groups is not None
    walked = sum(index in groups for index in range(len(dusks)))
    return walked, int(ExplicitSolver().exists(history, key, later))


def test_the_re_marked_strike_leaves_a_seat_asleep_after_it() -> None:
    """The Pukka choosing the Barber again, bound up to its slot: @3 (the Clockmaker, who
    wakes tonight only if the swap hands it a character) wakes after that slot in no walk,
    proved at dusk by the same reading (``early_due.asleep_after``)."""
    game = _night2()
    trial = _pukka_choosing(game, game.history, 1)
    assert _wakes_after(trial, 2, bounds._slot(game, "pukka")) == (0, 0)
