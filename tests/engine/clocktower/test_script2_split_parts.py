"""A question about lazy seats is split once into all the parts it needs.

The lazy solver's walk restarts a slot at each split, once per part. A question with several
answers (a seat's character, which hooked character it holds) or asked of several seats
(who holds the character waking at a slot) used to be answered by binary splits, one
restart each; now it raises one split into every part, in the order the binary splits
reached them, so the walk finds the same worlds in the same order with fewer refinements.
Modules that need only a seat's kind ask ``kind_at``, which splits a seat in two at most.
Exactness is the enumeration oracle's to judge (``test_script2_oracle``,
``test_script2_lazy``); this checks the mechanisms.
"""

from __future__ import annotations

import pytest

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.lazy import Completer, LazySetup, Split, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY, UNCERTAINTY_PRINCIPLE
from engine.clocktower.setups import SetupFacts

FACTS = SetupFacts(5, frozenset((3, 4)), demon=4, learned={"damsel": False})


def _walk(binary: bool) -> tuple[int, list[tuple[object, ...]]]:
    """mini_uncertainty's Night 2 at five players over every initial world, every seat
    free: the refinements made and the worlds found (setup, who lives), in order;
    ``binary`` drops every split's parts (the binary splits, seat by seat)."""
    completer = Completer(MINI_UNCERTAINTY, FACTS)
    setup = root(MINI_UNCERTAINTY, FACTS)
    assert setup is not None
    refine = LazySolver()._refiner(completer)
    made = [0]

    def counted(night: ExplicitNight, split: Exception) -> list[ExplicitNight]:
        made[0] += 1
        if binary and isinstance(split, Split):
            split.parts = None
        parts = refine(night, split)
        for part in parts:
            part.refiner = counted
        return parts

    night = ExplicitNight(MINI_UNCERTAINTY, setup, FACTS.evil, number=2)
    night.refiner = counted
    found = [
        (world.world, tuple(world.alive), world.winner)
        for world in walk(night, {}, keep_ended=True, free=frozenset(range(5)))
    ]
    return made[0], found


def test_a_night_walk_refines_less_and_finds_the_same_worlds() -> None:
    """The walk of a whole free night finds the same worlds in the same order as with
    binary splits, with fewer refinements (each one a restart of the slot)."""
    split_once, found = _walk(binary=False)
    binary, found_binary = _walk(binary=True)
    assert found == found_binary
    assert split_once < binary


def _lazy(*cands: tuple[str, ...]) -> ExplicitNight:
    """Night 1 of a five-seat lazy world with these candidates (seats 3 and 4 evil)."""
    setup = LazySetup(tuple(frozenset(c) for c in cands))
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))


TOWN = (("empath",), ("monk", "mayor", "drunk(empath)"), ("mayor", "monk", "fool"))
EVIL = (("poisoner", "baron"), ("pukka", "lleech"))


def test_a_character_read_splits_a_seat_into_every_character_at_once() -> None:
    """``character`` of a seat holding three characters raises one split into three
    parts, in the order of their least tokens."""
    night = _lazy(*TOWN, *EVIL)
    with pytest.raises(Split) as raised:
        night.character(1)
    assert raised.value.parts == (
        ((1, frozenset({"drunk(empath)"})),),
        ((1, frozenset({"mayor"})),),
        ((1, frozenset({"monk"})),),
    )


def test_a_hooked_read_splits_a_seat_into_each_hooked_character_and_the_rest() -> None:
    """``hooked_character`` splits a seat once: each character whose module has the hook
    (the Monk and the Tea Lady protect), then the rest."""
    night = _lazy(*TOWN[:2], ("tea_lady", "monk", "mayor", "fool"), *EVIL)
    with pytest.raises(Split) as raised:
        night.hooked_character(2, "protects")
    assert raised.value.parts == (
        ((2, frozenset({"monk"})),),
        ((2, frozenset({"tea_lady"})),),
        ((2, frozenset({"mayor", "fool"})),),
    )


def test_the_holders_of_a_waking_character_are_split_at_once() -> None:
    """Two seats that may hold the Monk: one split, the Monk on the first, on the second,
    on neither (each part's other seat without it)."""
    night = _lazy(*TOWN, *EVIL)
    with pytest.raises(Split) as raised:
        night.holding("monk", range(5))
    yes, no = frozenset({"monk"}), frozenset({"mayor", "drunk(empath)"})
    assert raised.value.parts == (
        ((1, yes), (2, frozenset({"mayor", "fool"}))),
        ((1, no), (2, yes)),
        ((1, no), (2, frozenset({"mayor", "fool"}))),
    )


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
