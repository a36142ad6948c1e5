"""The tokens a lazy seat may hold at dusk, read through the completion check
(``engine/clocktower/early_tokens.py``): exactly those of the initial worlds, and a token no
initial world gives its seat arms nothing in the proofs at dusk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early_tokens import feasible
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy import Completer, narrow, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.setups import SetupFacts, initial_worlds
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import Leaf
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower.helpers import known_scripts

ST = oracle_games.ST

SWAPS = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "empath", "monk", "fool", "barber", "drunk", "poisoner", "lleech"),
    "mini_tokens_swaps",
    "Mini Tokens Swaps (test script)",
)
"""Two Outsiders, the Barber and the Drunk, for one Outsider's place at six players."""


_scripts = known_scripts(SWAPS)


@settings(deadline=None)
@given(
    n=st.integers(min_value=5, max_value=7),
    data=st.data(),
)
def test_feasible_tokens_are_those_of_the_initial_worlds(n: int, data: st.DataObject) -> None:
    """Each seat of a lazy setup narrowed at random keeps exactly the tokens the initial
    worlds within it give that seat (the enumeration's)."""
    script = SWAPS
    evil = frozenset(data.draw(st.sets(st.integers(0, n - 1), min_size=2, max_size=2)))
    facts = SetupFacts(n, evil, demon=min(evil))
    setup = root(script, facts)
    assert setup is not None
    for seat in data.draw(st.lists(st.integers(0, n - 1), max_size=3)):
        options = sorted(setup.cands[seat])
        kept = data.draw(st.sets(st.sampled_from(options), min_size=1))
        narrowed = narrow(setup, seat, frozenset(kept))
        if narrowed is None:
            break
        setup = narrowed
    worlds = [
        w.tokens
        for w in initial_worlds(script, facts)
        if all(t in setup.cands[s] for s, t in enumerate(w.tokens))
    ]
    found = feasible(setup, Completer(script, facts))
    if not worlds:
        assert found is None
        return
    assert found is not None
    for seat in range(n):
        assert found.cands[seat] == {tokens[seat] for tokens in worlds}, seat


def test_a_settled_setup_no_initial_world_holds_is_not_feasible() -> None:
    """Every seat settled, two Outsiders at five players (no Outsider's place): no initial
    world lies in it, so nothing is feasible (found by the property test above)."""
    facts = SetupFacts(5, frozenset({0, 1}), demon=0)
    setup = root(SWAPS, facts)
    for seat, token in ((2, "barber"), (3, "drunk(empath)"), (4, "fool")):
        assert setup is not None
        setup = narrow(setup, seat, frozenset({token}))
    assert setup is not None
    assert feasible(setup, Completer(SWAPS, facts)) is None


def test_a_barber_no_initial_world_holds_arms_no_swap_at_dusk() -> None:
    """With the Drunk pinned on @3, the Barber that @2 still lists holds in no initial world
    (one Outsider): a reading from the Mathematician, the Empath only by a swap, is refused
    at dusk, as the walk of every world refuses it."""
    game = early_games._swaps_day1(SWAPS.id)  # this file's SWAPS: two Outsiders for one place
    game.play("end_day", ST)
    pinned = game.history.with_pins(((2, frozenset({"drunk(monk)"})),))
    entry = ClauseEntry((Wake("empath", info=Info("number", 0)),))
    point = game._entry_point(entry, 3)
    trial = pinned.with_entry(2, 3, entry)
    key = (2, 0, point)

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    assert LazySolver().refused_early(trial, 3, entry, point)
    assert not ExplicitSolver().exists(trial, ("running", key), running)
