"""Questions about lazy seats read no more of a token than their rule needs.

The lazy solver's walk restarts a slot at each split, once per part. Modules that need only
a seat's kind ask ``kind_at``, which splits a seat in two at most.
Exactness is the enumeration oracle's to judge (``test_script2_oracle``,
``test_script2_lazy``); this checks the mechanisms.
"""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE


def _lazy(*cands: tuple[str, ...]) -> ExplicitNight:
    """Night 1 of a five-seat lazy world with these candidates (seats 3 and 4 evil)."""
    setup = LazySetup(tuple(frozenset(c) for c in cands))
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))


TOWN = (("empath",), ("monk", "mayor", "drunk(empath)"), ("mayor", "monk", "fool"))
EVIL = (("poisoner", "baron"), ("pukka", "lleech"))


def test_a_barbers_swap_and_a_damsel_guess_read_kinds_only() -> None:
    """The armed swap asks only whether its waker is the Demon, the Damsel guess only
    whether its guesser is a Minion (a guess naming another seat is spent): seats whose
    candidates share a kind are not split."""
    night = _lazy(("damsel",), *TOWN[1:], *EVIL)
    night.number = 2
    night.state["barber"] = 2
    assert REGISTRY["barber"].explicit_wakes(night, 4)
    REGISTRY["damsel"].explicit_day_act(night, 0, 3, "damsel", 1)
    assert night.state["damsel"] == "spent"


def test_a_puzzlemaster_answer_reads_the_answered_seats_kind_only() -> None:
    """The Puzzlemaster's answer asks only whether the answered seat is the Demon: a seat
    that may be the Baron or the Mastermind is not split."""
    setup = LazySetup(
        (
            frozenset({"puzzlemaster"}),
            frozenset({"empath"}),
            frozenset({"monk"}),
            frozenset({"baron", "mastermind"}),
            frozenset({"vortox"}),
        ),
        (("puzzlemaster", 1),),
    )
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))
    night.daytime = True
    assert not REGISTRY["puzzlemaster"].explicit_private(night, 0, "puzzle", (1, 3))
