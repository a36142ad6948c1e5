"""The droison check passes over a seat whose possible sources cannot reach the asked seat.

Every slot asks whether its waker is droisoned, reading every seat that may hold a
character with a ``droisons`` hook; a lazy seat that may or may not hold one was split
there, and the slot restarted on each part. A Cannibal droisons only its own holder and a
Puzzlemaster only its marked seat (``Character.may_droison``): a seat whose hooked
candidates cannot droison the asked seat answers False on every part, so the check leaves
it unsplit. Fifteen players, seed 7's Night 1 made 8,638 such splits. Exactness is the
enumeration oracle's to judge (``test_script2_oracle``) with the games' hashes; this checks
the mechanism.
"""

from __future__ import annotations

import pytest

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup, Split
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE


def _lazy(*cands: tuple[str, ...], marks: tuple[tuple[str, int], ...] = ()) -> ExplicitNight:
    """Night 1 of a five-seat lazy world with these candidates (seats 3 and 4 evil)."""
    setup = LazySetup(tuple(frozenset(c) for c in cands), marks)
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))


def test_a_maybe_cannibal_is_not_split_for_another_seat() -> None:
    """A seat that may be the Cannibal is not split when another seat's droison is asked."""
    night = _lazy(("empath",), ("cannibal", "mayor"), ("monk",), ("poisoner",), ("pukka",))
    night.state["poisoner"] = (3, 2)
    assert not night.droisoned_by_another(0)
    assert night.droisoned_by_another(2)
    assert night.world.cands[1] == frozenset(("cannibal", "mayor"))  # type: ignore[union-attr]


def test_a_maybe_cannibal_is_split_for_its_own_seat() -> None:
    """Asked of its own seat, a seat that may be the Cannibal is split as before."""
    night = _lazy(("empath",), ("cannibal", "mayor"), ("monk",), ("poisoner",), ("pukka",))
    with pytest.raises(Split) as raised:
        night.droisoned_by_another(1)
    assert raised.value.seat == 1


def test_a_maybe_cannibal_is_not_split_for_its_own_seat_by_another() -> None:
    """Asked "by another" of its own seat, a maybe-Cannibal's own poison is left out unsplit."""
    night = _lazy(("empath",), ("cannibal", "mayor"), ("monk",), ("poisoner",), ("pukka",))
    assert not night.droisoned_by_another(1, own=False)


def test_a_maybe_puzzlemaster_is_not_split_off_its_mark() -> None:
    """A seat that may be the Puzzlemaster is not split for a seat its mark is not on."""
    night = _lazy(
        ("empath",),
        ("puzzlemaster", "mayor"),
        ("monk",),
        ("poisoner",),
        ("pukka",),
        marks=(("puzzlemaster", 2),),
    )
    assert not night.droisoned_by_another(0)


def test_a_maybe_puzzlemaster_is_split_on_its_mark() -> None:
    """Asked of its marked seat, a seat that may be the Puzzlemaster is split as before."""
    night = _lazy(
        ("empath",),
        ("puzzlemaster", "mayor"),
        ("monk",),
        ("poisoner",),
        ("pukka",),
        marks=(("puzzlemaster", 2),),
    )
    with pytest.raises(Split) as raised:
        night.droisoned_by_another(2)
    assert raised.value.seat == 1


def test_an_undecided_mark_splits_the_maybe_puzzlemaster() -> None:
    """With the Puzzlemaster's mark undecided, its seat may droison anyone: it is split."""
    night = _lazy(("empath",), ("puzzlemaster", "mayor"), ("monk",), ("poisoner",), ("pukka",))
    with pytest.raises(Split) as raised:
        night.droisoned_by_another(0)
    assert raised.value.seat == 1


def test_a_passed_over_seat_keeps_no_sources() -> None:
    """Sources read with a seat passed over are not kept: the seat's own check splits it."""
    night = _lazy(("empath",), ("cannibal", "mayor"), ("monk",), ("poisoner",), ("pukka",))
    assert not night.droisoned_by_another(0)
    with pytest.raises(Split) as raised:
        night.droisoned_by_another(1)
    assert raised.value.seat == 1
