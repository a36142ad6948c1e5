"""Script 2's solver shortcuts against the plain questions: the prompts' facts answered one
world per setup that matters (``ExplicitSolver.prompt_facts``) and the forced wake of a re-ask
read off the worlds (``forced_wake``) give what the exact defaults of
:class:`~engine.clocktower.search.Solver` give over every world (``ExplicitOracle`` keeps the
defaults), with the night open (free seats) and at every commit point.

The random games use ``mini_uncertainty`` at 5 players and, with
``CLOCKTOWER_SCRIPT2_FULL=1``, the whole script at 5 players (two examples took 22 min
wall at load 7, mostly the oracle);
``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import dataclasses
import os
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.script import MINI_UNCERTAINTY, SCRIPTS
from engine.clocktower.search import PromptFacts, Solver
from engine.core.family import Actor
from tests.engine.clocktower.test_script2_oracle import _attempts, _night

ST = Actor.STORYTELLER
EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
TESTED = ["mini_uncertainty"] + (
    ["uncertainty_principle"] if os.environ.get("CLOCKTOWER_SCRIPT2_FULL") else []
)


def _night2(solver: Solver, n: int = 5) -> ClocktowerGame:
    """A mini_uncertainty game (seats 4 and 5 evil, 1-based) past Night 1's :data:`NIGHT1`
    and a day without execution, Night 2 open with no list in (every seat free)."""
    evil = (4, 5)
    others = [s for s in range(1, n + 1) if s not in evil]
    draws = {"alignment": ",".join(str(s - 1) for s in [*evil, *others])}
    players = tuple(f"p{i}" for i in range(1, n + 1))
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1),
        draws=draws,
        solver=solver,
    )
    for seat, text in NIGHT1.items():
        game.play(text, seat - 1)
    game.play("resolve", ST)
    game.play("end_day", ST)
    assert game.phase == "night" and game.number == 2
    return game


NIGHT1 = {
    1: "wake empath learn 1",
    2: "dont_wake",
    3: "dont_wake",
    4: "setup demon @4\nwake lleech choose @1",
    5: "setup demon @4\nwake poisoner choose @2",
}
"""Seat 1 believes it is the Empath in every world; seats 2 and 3 hold any silent token."""


def test_open_night_facts_keep_a_belief_every_world_shares() -> None:
    """With Night 2 open, a seat that believes the same character in every world has that
    one believed character in the solver's prompt facts."""
    game = _night2(ExplicitSolver())
    assert game.solver.prompt_facts(game.history).believed[0] == frozenset({"empath"})


def test_open_night_facts_settle_as_the_exact_sets_do() -> None:
    """With Night 2 open, each seat's believed set has one member exactly when the exact
    set over every world has one; whether a seat holds only Minion tokens, and the character
    such a seat has become in every world, agree too."""
    game = _night2(ExplicitSolver())
    exact = Solver.prompt_facts(game.solver, game.history)
    quick = game.solver.prompt_facts(game.history)
    assert [len(b) == 1 for b in quick.believed] == [len(b) == 1 for b in exact.believed]
    assert quick.minion_only == exact.minion_only

    def changed(facts: PromptFacts) -> list[frozenset[str | None] | None]:
        return [
            b if only and len(b) == 1 and None not in b else None
            for only, b in zip(facts.minion_only, facts.became, strict=True)
        ]

    assert changed(quick) == changed(exact)


def test_open_night_prompts_equal_the_oracle() -> None:
    """With Night 2 open, the prompts due are those the oracle finds over every world."""
    assert _night2(ExplicitSolver()).due_prompts() == _night2(ExplicitOracle()).due_prompts()


def _drive(seed: int, solver: Solver, script: str, nights: int = 2) -> list[object]:
    """A random game: every attempt's verdict, the prompts due with the night open after
    each arrival (``mini_uncertainty``) and at dawn, every report (re-asks included) and the
    outcome."""
    rng = random.Random(seed)
    chosen = SCRIPTS[script]
    players = tuple(f"p{i}" for i in range(5))
    # the whole script is refused at setup (too slow for real tables), not for the engine
    SCRIPTS[script] = dataclasses.replace(chosen, playable=True)
    try:
        setup = (
            ClocktowerSetup(players=players, script=script, seed=seed, adjudicated_percent=0)
            if chosen.adjudication_character
            else ClocktowerSetup(players=players, script=script, seed=seed)
        )
        game = ClocktowerGame(setup, solver=solver)
    finally:
        SCRIPTS[script] = chosen
    transcript: list[object] = []
    attempt = _attempts(game, transcript)

    def open_night_prompts() -> None:
        if script == "mini_uncertainty":  # the whole script's oracle: minutes a call
            transcript.append(("due", game.due_prompts()))

    for _ in range(nights):
        if game.outcome is not None:
            break
        _night(game, rng, attempt, open_night_prompts)
        if game.phase != "day":
            break
        transcript.append(("due", game.due_prompts()))
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        if game.outcome is None and rng.random() < 0.7:
            nominee = rng.randrange(game.n)
            attempt(
                f"nominate @{alive[0] + 1} @{nominee + 1} yes "
                + " ".join(f"@{s + 1}" for s in alive),
                ST,
            )
        if game.outcome is None:
            attempt("end_day", ST)
    transcript.append([(r.to, r.text) for r in game.reports])
    transcript.append(game.outcome)
    return transcript


@pytest.mark.parametrize("script", TESTED)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_shortcuts_match_the_exact_questions_on_random_games(script: str, seed: int) -> None:
    """Verdicts, open-night prompts, re-asks, reports and the outcome agree."""
    assert _drive(seed, ExplicitSolver(), script) == _drive(seed, ExplicitOracle(), script)


def test_open_night_forced_wake_equals_the_exact_question() -> None:
    """With Night 2 open, the character a seat must wake as first (a re-ask's O2 question)
    is the one the exact default finds over every world: the Lleech seat's."""
    game = _night2(ExplicitSolver())
    tracked = replace(game.history, track=frozenset((3,)))
    assert game.solver.forced_wake(tracked, 3) == "lleech"
    assert Solver.forced_wake(game.solver, tracked, 3) == "lleech"


def test_open_night_forced_wake_is_none_when_some_world_keeps_the_seat_asleep() -> None:
    """With Night 2 open, a seat silent on Night 1 (a Monk in some worlds, a Fool in others)
    has no forced wake, as over every world."""
    game = _night2(ExplicitSolver())
    tracked = replace(game.history, track=frozenset((1,)))
    assert game.solver.forced_wake(tracked, 1) is None
    assert Solver.forced_wake(game.solver, tracked, 1) is None


def test_night_one_worlds_keep_a_query_pins() -> None:
    """A query's pins narrow Night 1's worlds (the verdict table includes them): two silent
    seats pinned to the one Fool have no world, one of them alone has."""
    game = _night2(ExplicitSolver())
    night1 = replace(game.history, phases=game.history.phases[:1], running_until=None)
    fool = frozenset({"fool"})
    assert ExplicitSolver().possible(night1.with_pins([(1, fool)]))
    assert not ExplicitSolver().possible(night1.with_pins([(1, fool), (2, fool)]))
