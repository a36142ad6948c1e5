"""Script 2's dusk check (``engine/clocktower/early.py``): a seat whose death takes the only
Demon with it (the Lleech's host) may die before its slot only by a death that ends the game,
so its ``dont_wake`` is refused at dusk at dawn, and walked at a due point where that death
may come."""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake
from engine.clocktower.world import night_order
from tests.engine.clocktower.helpers import known_scripts
from tests.engine.clocktower.test_script2_early import HOST, _host_night2, _refused_at_dusk

_scripts = known_scripts(HOST)


def test_the_lleechs_hosts_dont_wake_is_refused_at_dusk() -> None:
    """The host's (@1, the Empath) `dont_wake` on Night 2 is refused at dusk, as the walk
    refuses it: the Lycanthrope and the Lleech may kill it before its slot, but the Lleech
    dies with its host and the game ends before dawn."""
    assert _refused_at_dusk(_host_night2(), 0, DontWake())


def test_the_hosts_dont_wake_is_walked_at_a_due_point_where_its_death_may_end_the_game() -> None:
    """At the Lycanthrope's slot (a due point of the resolution) the host's `dont_wake` is
    not refused at dusk: a world ends there with the host unwoken."""
    game = _host_night2()
    position = [m.id for m in night_order(game.script, 2)].index("lycanthrope")
    trial = game.history.with_entry(2, 0, DontWake())
    assert not game.solver.refused_early(trial, 0, DontWake(), position)
    key = (2, 0, position)
    assert ExplicitSolver().exists(trial, ("ended", key), lambda leaf: leaf.ended == key)


def test_a_death_the_lleech_is_sure_of_is_one_it_may_cause() -> None:
    """In every world at dusk of HOST's Night 2, the seats the Lleech's trigger surely kills
    with a death are among those it may kill (its ``explicit_dies_with``), and its holder
    goes with its host."""
    game = _host_night2()
    lleech = REGISTRY["lleech"]
    trial = game.history.with_entry(2, 0, DontWake())
    dusks = LazySolver()._at_dusk(trial)
    assert dusks
    for night, _ in dusks:
        for dead in range(night.n):
            surely = lleech.explicit_dies_surely_with(night, dead)
            assert surely <= lleech.explicit_dies_with(night, dead)
        assert lleech.explicit_dies_surely_with(night, 0) == frozenset((3,))
