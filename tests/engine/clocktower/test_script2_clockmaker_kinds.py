"""A Clockmaker's number reads each seat's kind, not its character.

At dawn the lazy solver walks every world of the night; a question that tells a lazy seat's
candidates apart splits the seat and restarts the slot once per part. The Clockmaker needs
only where the Demon and the Minions sit, so a seat whose candidates are all of one kind is
not split at all (seed 11 at eight players split seats about 15,000 times there). Exactness
is the enumeration oracle's to judge (``test_script2_oracle``); this checks the mechanism.
"""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.text import Info, Wake

CANDIDATES = (
    frozenset(("clockmaker",)),
    frozenset(("empath", "monk")),
    frozenset(("poisoner",)),
    frozenset(("mayor", "fool")),
    frozenset(("pukka",)),
)


def _truth(number: int) -> bool:
    """The Clockmaker's (seat 0) ``learn number`` on Night 1 of the lazy world above."""
    setup = LazySetup(CANDIDATES, (), ())
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((2, 4)))
    clause = Wake("clockmaker", (), Info("number", number=number))
    return REGISTRY["clockmaker"].explicit_truth(night, 0, clause)


def test_the_clockmakers_number_does_not_split_seats_of_one_kind() -> None:
    """Seats whose candidates share a kind answer without a split: the Demon (seat 4) sits
    two steps from its Minion (seat 2)."""
    assert [_truth(number) for number in (1, 2)] == [False, True]
