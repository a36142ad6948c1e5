"""What a Barber swap moves (addendum R12): per-character state follows the character, in
one explicit world. Seats are 0-based; @4 (the Pukka) and @5 (the Poisoner) are evil."""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kills import demon_attempt, execute
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Wake

EVIL = frozenset({3, 4})


def _night(*tokens: str, number: int = 2, **state: object) -> ExplicitNight:
    night = ExplicitNight(UP, SetupWorld(tokens), EVIL, number=number)
    night.state.update(state)
    return night


def test_r12_swap_moves_the_fools_spent_flag() -> None:
    """The spent Fool swapped onto @2 is still spent there: the Demon's kill lands."""
    night = _night("fool", "empath", "monk", "pukka", "poisoner", fool={0})
    night.swap(0, 1)
    ((_, outcome),) = demon_attempt(night, 3, 1)
    assert outcome.died == 1


def test_r12_swap_takes_the_spent_flag_off_the_old_seat() -> None:
    """After the swap the spent flag names the Fool's new seat only (@1 holds the Empath)."""
    night = _night("fool", "empath", "monk", "pukka", "poisoner", fool={0})
    night.swap(0, 1)
    assert night.state["fool"] == {1}


def test_r12_swap_moves_a_gained_clockmakers_use() -> None:
    """A Pixie's gained Clockmaker, used, swapped onto @2: no second Clockmaker wake there."""
    night = _night("pixie", "empath", "monk", "pukka", "poisoner", number=3, clockmaker={0})
    night.gained[0] = "clockmaker"
    night.swap(0, 1)
    assert night.gained == {1: "clockmaker"}
    assert not REGISTRY["clockmaker"].explicit_wakes(night, 1)


def test_r12_swap_moves_the_cannibals_evil_eating_poison() -> None:
    """A Cannibal that ate the executed Poisoner is poisoned; swapped onto @2, the poison
    goes with it and @1 is healthy."""
    day = _night("cannibal", "empath", "monk", "pukka", "poisoner", "barber").dawn()
    (after,) = execute(day, 4)
    assert after.droisoned_by_another(0)
    after.swap(0, 1)
    assert after.droisoned_by_another(1)
    assert not after.droisoned_by_another(0)


def test_r12_swap_moves_the_lycanthropes_block() -> None:
    """Tonight's Lycanthrope block goes with the character: swapped onto @3, the Demon's
    later attempt is still blocked."""
    night = _night("lycanthrope", "empath", "monk", "pukka", "poisoner")
    (night,) = REGISTRY["lycanthrope"].explicit_act(night, 0, Wake("lycanthrope", (1,)), True)
    night.swap(0, 2)
    ((_, outcome),) = demon_attempt(night, 3, 0)
    assert outcome.stopped_by == "blocked"
