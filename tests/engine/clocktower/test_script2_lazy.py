"""Script 2's lazy solver (``LazySolver``: seats keep candidate sets, split only when asked)
against the explicit solver and the plain enumeration on random small games, and its
completion check against the explicit list of initial worlds.

``ExplicitSolver`` is itself checked against ``ExplicitOracle`` (test_script2_oracle.py,
test_script2_search.py). The whole script runs at 5 players (a few seconds a game for the
explicit side); ``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples (and draws whole-script seeds).
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy import Completer, LazySetup, narrow, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY, UNCERTAINTY_PRINCIPLE, Script, evil_count
from engine.clocktower.setups import SetupFacts, initial_worlds
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower import test_script2_search as search_games

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
DRAW_WHOLE = "CLOCKTOWER_ORACLE_EXAMPLES" in os.environ
SLOW = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_lazy_matches_the_explicit_solver_on_mini_games(seed: int) -> None:
    """mini_uncertainty at 5: verdicts, reports, views at every commit point, the end."""
    lazy = oracle_games._drive(seed, LazySolver(), 5)
    assert lazy == oracle_games._drive(seed, ExplicitSolver(), 5)


@settings(max_examples=1, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_lazy_matches_the_plain_enumeration_on_a_mini_game(seed: int) -> None:
    """mini_uncertainty at 5 against ExplicitOracle (every world run on its own)."""
    assert oracle_games._drive(seed, LazySolver(), 5) == oracle_games._drive(
        seed, ExplicitOracle(), 5
    )


# The explicit side of a whole-script game takes 3-20 s CPU on most seeds and minutes on
# some (half of seeds 1-12 ran over two minutes): the suite plays seeds measured to be quick,
# and draws random ones only when CLOCKTOWER_ORACLE_EXAMPLES is set.
@settings(
    max_examples=max(EXAMPLES, 1),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    phases=(Phase.explicit, Phase.generate) if DRAW_WHOLE else (Phase.explicit,),
)
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=2)
@example(seed=5)
@example(seed=9)
@example(seed=10)
def test_lazy_matches_the_explicit_solver_on_whole_script_games(seed: int) -> None:
    """The whole script at 5 (Gambler, Mathematician, marks, swaps): verdicts, prompts due,
    re-asks, reports and the outcome."""
    script = UNCERTAINTY_PRINCIPLE.id
    lazy = search_games._drive(seed, LazySolver(), script)
    assert lazy == search_games._drive(seed, ExplicitSolver(), script)


def test_open_night_prompts_match_with_every_seat_free() -> None:
    """With Night 2 open and no list in, the prompts due agree with the plain enumeration."""
    assert (
        search_games._night2(LazySolver()).due_prompts()
        == search_games._night2(ExplicitOracle()).due_prompts()
    )


def _facts(n: int, demon: bool) -> SetupFacts:
    evil = frozenset(range(n - evil_count(n), n))
    return SetupFacts(n, evil, min(evil) if demon else None, learned={"damsel": False})


def _narrowed(
    script: Script, facts: SetupFacts, rng: random.Random, times: int, share: int
) -> LazySetup | None:
    """The lazy setup of ``facts`` narrowed ``times`` times, each a random seat kept to a
    random ``1/share`` of its candidates (None once a seat is left with nothing)."""
    setup = root(script, facts)
    assert setup is not None
    for _ in range(times):
        seat = rng.randrange(facts.n)
        options = sorted(setup.cands[seat])
        narrowed = narrow(
            setup, seat, frozenset(rng.sample(options, max(1, len(options) // share)))
        )
        if narrowed is None:
            return None
        setup = narrowed
    return setup


@pytest.mark.parametrize("script", [MINI_UNCERTAINTY, UNCERTAINTY_PRINCIPLE])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_completion_check_agrees_with_the_world_list(script: Script, data: st.DataObject) -> None:
    """A lazy setup narrowed at random holds a world exactly when the explicit list of
    initial worlds has one within it, and its witness is one of them."""
    facts = _facts(5, data.draw(st.booleans()))
    rng = random.Random(data.draw(st.integers(0, 10**6)))
    setup = _narrowed(script, facts, rng, data.draw(st.integers(1, 4)), 3)
    completer = Completer(script, facts)
    worlds = {w.tokens for w in initial_worlds(script, facts)}
    if setup is None:
        return
    inside = [t for t in worlds if all(x in c for x, c in zip(t, setup.cands, strict=True))]
    witness = completer.witness(setup)
    assert (witness is not None) == bool(inside)
    assert witness is None or witness in worlds


class _Counted(Completer):
    """A completion check that counts its searches."""

    searches = 0

    def _search(self, setup: LazySetup) -> tuple[str, ...] | None:
        self.searches += 1
        return super()._search(setup)


@pytest.mark.parametrize("script", [MINI_UNCERTAINTY, UNCERTAINTY_PRINCIPLE])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_splits_parts_hold_as_the_completion_check_says(
    script: Script, data: st.DataObject
) -> None:
    """Each part of a random split of a narrowed lazy setup holds a world exactly when the
    completion check finds one in it, read off the whole's witness or searched."""
    facts = _facts(5, data.draw(st.booleans()))
    rng = random.Random(data.draw(st.integers(0, 10**6)))
    setup = _narrowed(script, facts, rng, data.draw(st.integers(0, 3)), 2)
    if setup is None:
        return
    completer = Completer(script, facts)
    if completer.witness(setup) is None:
        return
    seat = rng.randrange(facts.n)
    options = sorted(setup.cands[seat])
    half = frozenset(rng.sample(options, len(options) // 2))
    for tokens in (half, frozenset(options) - half):
        part = narrow(setup, seat, tokens)
        if part is not None:
            fresh = Completer(script, facts)
            assert completer.holds_part(part, setup) == fresh.holds(part)


def test_the_part_of_a_split_holding_the_wholes_witness_is_not_searched() -> None:
    """The part of a split that holds the whole's witness is known to hold a world without
    a search, and its own witness is still the search's (the one leaves show)."""
    facts = _facts(5, True)
    setup = root(UNCERTAINTY_PRINCIPLE, facts)
    assert setup is not None
    completer = _Counted(UNCERTAINTY_PRINCIPLE, facts)
    witness = completer.witness(setup)
    assert witness is not None
    seat = next(s for s in range(facts.n) if len(setup.cands[s]) > 1)
    part = narrow(setup, seat, frozenset((witness[seat],)))
    assert part is not None
    searched = completer.searches
    assert completer.holds_part(part, setup)
    assert completer.searches == searched
    assert completer.witness(part) == Completer(UNCERTAINTY_PRINCIPLE, facts).witness(part)


def test_game_uses_the_lazy_solver_for_script_2() -> None:
    """A script-2 game answers with LazySolver."""
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(5)), script="mini_uncertainty", seed=1
    )
    assert isinstance(ClocktowerGame(setup).solver, LazySolver)
