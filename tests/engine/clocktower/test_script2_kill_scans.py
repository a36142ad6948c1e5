"""The kill procedure's scans ask only the seats that may answer (``kills._holders``,
``ExplicitNight.die``): a settled seat whose token has no such hook, and no extra instance,
answers no without a split, so it is not asked. Seats are 0-based."""

from __future__ import annotations

import pytest

from engine.clocktower.characters import kills
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Seat

TOKENS = ("lycanthrope", "empath", "monk", "pukka", "poisoner", "fool")


def _night(tokens: tuple[str, ...] = TOKENS) -> ExplicitNight:
    """Night 2 of a settled six-seat world, the Pukka and the Poisoner evil (seats 3, 4)."""
    return ExplicitNight(UP, SetupWorld(tokens, ()), frozenset({3, 4}), number=2)


def _asked(monkeypatch: pytest.MonkeyPatch, hook: str) -> list[Seat]:
    """The seats ``hooked_instances`` is asked about ``hook``, in order (filled as asked)."""
    asked: list[Seat] = []
    original = ExplicitNight.hooked_instances

    def counted(night: ExplicitNight, seat: Seat, name: str) -> tuple[str, ...]:
        if name == hook:
            asked.append(seat)
        return original(night, seat, name)

    monkeypatch.setattr(ExplicitNight, "hooked_instances", counted)
    return asked


def test_the_protectors_scan_asks_only_the_monks_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """Of six settled seats, only the Monk's may protect: it alone is asked, and found."""
    asked = _asked(monkeypatch, "protects")
    assert kills._holders(_night(), "protects") == [(2, "monk")]
    assert asked == [2]


def test_the_protectors_scan_asks_a_seat_with_a_gained_instance(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An extra Tea Lady instance on the Empath's seat is asked too, in seat order."""
    night = _night()
    night.give(1, "tea_lady")
    asked = _asked(monkeypatch, "protects")
    assert kills._holders(night, "protects") == [(1, "tea_lady"), (2, "monk")]
    assert asked == [1, 2]


def test_a_death_asks_no_seat_without_a_death_trigger(monkeypatch: pytest.MonkeyPatch) -> None:
    """No seat holds a death trigger: the Empath dies and no seat is asked for one."""
    night = _night()
    asked = _asked(monkeypatch, "explicit_on_death")
    night.die(1, "lycanthrope")
    assert not night.alive[1]
    assert asked == []


def test_a_death_asks_the_barbers_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the Barber on seat 5, only seat 5 is asked, and its death arms the swap."""
    night = _night(("lycanthrope", "empath", "monk", "pukka", "poisoner", "barber"))
    asked = _asked(monkeypatch, "explicit_on_death")
    night.die(5, "lycanthrope")
    assert asked == [5]
    assert night.state == {"barber": 2}


def test_a_death_asks_a_seat_with_a_gained_trigger(monkeypatch: pytest.MonkeyPatch) -> None:
    """An extra Barber instance on the Fool's seat (a Cannibal's, say) is asked, and its
    holder's death arms the swap."""
    night = _night()
    night.give(5, "barber")
    asked = _asked(monkeypatch, "explicit_on_death")
    night.die(5, "lycanthrope")
    assert asked == [5]
    assert night.state == {"barber": 2}
