"""``explain`` (spec §8): a minimal set of commitments ruling a token out for a player."""

from __future__ import annotations

import itertools
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import search
from engine.clocktower.explain import UnknownTokenError, _keep, minimal_items
from engine.clocktower.search import Solver
from engine.clocktower.views import explain
from tests.engine.clocktower.helpers import end_day, resolve, send
from tests.engine.clocktower.test_conformance import _seven, _t15
from tests.engine.clocktower.test_oracle_equivalence import _drive

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))


def test_the_game_going_on_is_a_reason() -> None:
    """T15a: @3 survived the final-three kill only as the Soldier; E2's "the game went on"
    at that dawn is part of why @3 cannot be the Slayer."""
    game = _t15()
    end_day(game)
    send(game, 6, "wake imp choose @3")
    resolve(game)
    reason = explain(game, 2, "slayer")
    assert reason is not None
    assert "Night 4, dawn: the game went on" in reason
    assert "Night 4, @6: wake imp choose @3" in reason


def test_a_bluff_is_ruled_out_by_the_demons_setup_line() -> None:
    """A bluffed Saint is out of play because of the Demon's setup line, not "the setup alone"."""
    game = _seven({6, 7}, 6, "empath chef saint")
    resolve(game)
    assert explain(game, 1, "saint") == ("Night 1, @6: setup demon @6 bluffs empath chef saint",)


def test_an_unknown_character_is_refused_with_its_name() -> None:
    """A token no seat of the script can hold raises an error naming it."""
    game = _seven({6, 7}, 6, "empath chef saint")
    with pytest.raises(UnknownTokenError, match="'zombie' is not a character"):
        explain(game, 0, "zombie")


def test_drunk_stands_for_every_drunk_token() -> None:
    """``drunk`` asks about the Drunk believing anything: possible for a good seat of seven."""
    game = _seven({6, 7}, 6, "empath chef saint")
    send(game, 7, "dont_wake")
    resolve(game)
    assert explain(game, 3, "drunk") is None
    assert explain(game, 5, "drunk") == ()


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_the_reason_rules_the_token_out_and_no_proper_subset_does(seed: int) -> None:
    """On small random games, for every seat and every token it cannot hold: the returned set
    rules the token out, and none of its proper subsets does."""
    try:
        _, game = _drive(seed, Solver(), nights=2)
        if game.outcome is not None:
            return
        tokens = [*game.script.good_tokens(), *game.script.evil_tokens()]
        for seat, token in itertools.product(range(game.n), tokens):
            items = minimal_items(game, seat, token)
            if items is None:
                continue
            pinned = game.history.with_pins([(seat, frozenset((token,)))])
            assert not game.solver.possible(_keep(game, pinned, set(items)))
            for size in range(len(items)):
                for subset in itertools.combinations(items, size):
                    kept = _keep(game, pinned, set(subset))
                    assert game.solver.possible(kept), (seat, token, items, subset)
    finally:
        search._STATES.clear()
