"""A free Demon's armed swap is walked once per pair of seats (``explicit._free_clauses``):
the swap of @a and @b and the swap of @b and @a make the same world but for the order of
its changes, which no answer reads. Seats are 0-based; the Pukka (seat 3) and the Baron
(seat 4) are evil, the Barber (seat 0) died by day."""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight, _free_clauses, state_key, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld

TOKENS = ("barber", "fool", "mayor", "pukka", "baron", "tea_lady")


def _armed_night() -> ExplicitNight:
    """Night 2 with the Barber dead by day: the Demon's swap is armed tonight."""
    night = ExplicitNight(UP, SetupWorld(TOKENS), frozenset({3, 4}), number=2)
    night.alive[0] = False
    night.state["barber"] = 2
    return night


def _unordered(night: ExplicitNight) -> object:
    """``night``'s state key with its changes read as a set (all the answers read of them)."""
    key = state_key(night)
    assert isinstance(key, tuple)
    index = 12  # ``state_key``'s changes
    assert key[index] is night.changes
    return (*key[:index], frozenset(key[index]), *key[index + 1 :])


def test_free_swap_options_name_each_pair_once() -> None:
    """A free seat's swaps at the Barber's slot: each pair of seats once, in seat order."""
    night = _armed_night()
    options = _free_clauses(night, 3, REGISTRY["barber"])
    pairs = [w.choices for w in options]
    assert len(pairs) == len({frozenset(p) for p in pairs}) == 15
    assert all(a < b for a, b in pairs)


def test_walk_grows_no_world_twice_with_its_changes_reordered() -> None:
    """The free Demon's walk grows no two worlds that differ only in their changes' order."""
    leaves = list(walk(_armed_night(), {}, keep_ended=True, free=frozenset({3})))
    assert any(leaf.changes for leaf in leaves)  # some swap was made
    assert len({_unordered(leaf) for leaf in leaves}) == len({state_key(x) for x in leaves})


def test_swap_of_either_order_makes_the_same_world_but_its_changes() -> None:
    """A soundness guard: every swap the free Demon may make, made in either order from the
    same night, gives worlds alike but for the order of their changes."""
    for wake in _free_clauses(_armed_night(), 3, REGISTRY["barber"]):
        a, b = wake.choices
        one, other = _armed_night(), _armed_night()
        one.swap(a, b)
        other.swap(b, a)
        assert one.changes != other.changes
        assert _unordered(one) == _unordered(other)
