"""The swap-arming proof's readings (``early_due.unarmed``) read once where they are the same:
the seats a slot's one holder droisons, per plan and slot; the instances beside the seats'
tokens, per reading at dusk (``early.beside_tokens``); the holders dying only by their own
wake, per slot reading (``SlotReading.dying_alone``). Night 2 of GAMBLER_BARBER at six
players (``test_script2_early_unarmed_strikes``): @2 and @3 each the Gambler or the Barber,
the Pukka @5 choosing @3, bound up to its slot. Seats are 0-based.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from engine.clocktower import early
from engine.clocktower.characters import REGISTRY
from engine.clocktower.early import SlotReading, Tonight, beside_tokens, dealt_only
from engine.clocktower.early_due import _arming, _droisoned_there, _read_slots
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.world import NightPlan
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_unarmed_strikes as strikes
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(strikes.GAMBLER_BARBER)

GAMBLER = 1
"""The Gambler's slot on Night 2 (poisoner, gambler, pukka, barber, ...)."""


def _dusk() -> tuple[ExplicitNight, Tonight, NightPlan, int]:
    """The one world at dusk, a fresh reading of it, the night's plan and the Pukka's slot."""
    game = strikes._night2(gambler=True)
    history = strikes._pukka_choosing(game, game.history, 2)
    (found,) = LazySolver()._at_dusk(history) or ()
    night, ahead = found
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    return night, ahead.with_deaths(ahead.deaths), plan, bounds._slot(game, "pukka")


def _counted(patch: pytest.MonkeyPatch, owner: Any, name: str) -> list[int]:
    """``owner.name`` wrapped to count its calls (one item per call)."""
    calls: list[int] = []
    original: Callable[..., Any] = getattr(owner, name)

    def counting(*args: Any) -> Any:
        calls.append(1)
        return original(*args)

    patch.setattr(owner, name, counting)
    return calls


def test_the_pukkas_droisoned_seats_are_read_once_per_plan_and_slot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Asked twice of a plan and the Pukka's slot, its clause is read once."""
    night, _, plan, slot = _dusk()
    pukka = REGISTRY["pukka"]
    calls = _counted(monkeypatch, type(pukka), "explicit_droisons_chosen")
    holders = frozenset((strikes.PUKKA,))
    first = _droisoned_there(night, plan, pukka, slot, holders)
    assert _droisoned_there(night, plan, pukka, slot, holders) == first == frozenset((2,))
    assert len(calls) == 1


def test_the_instances_beside_the_tokens_are_read_once_per_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two characters asked of one reading read the world's gained instances once."""
    night, ahead, _, _ = _dusk()
    night.gained[0] = "barber"  # a test's own world at dusk, read by nothing else
    calls = _counted(monkeypatch, ExplicitNight, "extras")
    assert not dealt_only(night, ahead, "barber")
    assert dealt_only(night, ahead, "empath")
    assert len(calls) == 1


def test_a_reading_asked_of_another_world_reads_it_afresh() -> None:
    """The instances kept for one world at dusk are not another world's answer."""
    night, ahead, _, _ = _dusk()
    other = copy.deepcopy(night)
    other.gained[0] = "barber"
    assert dealt_only(night, ahead, "barber")
    assert not dealt_only(other, ahead, "barber")
    assert beside_tokens(other, ahead).seats == frozenset((0,))


def test_a_slots_holders_dying_by_their_own_wake_are_read_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Asked for each Gambler's death at its slot, each holder's own death is read once,
    and neither arms the swap."""
    night, ahead, plan, _ = _dusk()
    slot = _read_slots(night, ahead)[0]
    assert slot.position == GAMBLER and slot.holders == frozenset((1, 2))
    calls = _counted(monkeypatch, SlotReading, "dies_only_by_itself")
    gambler = REGISTRY["gambler"]
    for seat in (1, 2, 1):
        dying = frozenset((seat,))
        assert not _arming(night, ahead, plan, gambler, slot, dying, dying)
    assert len(calls) == 2


def test_the_beside_reading_is_the_readings_own() -> None:
    """A reading made from another (its deaths again) reads the instances anew."""
    night, ahead, _, _ = _dusk()
    read = beside_tokens(night, ahead)
    assert beside_tokens(night, ahead) is read
    assert early.beside_tokens(night, ahead.with_deaths(ahead.deaths)) is not read
