"""The droison check's sources, read once per lazy setup.

Every slot asks whether its waker is droisoned, in every branch: fifteen players, seed
2026's Night 1 made 165,385 droison checks, each reading the instances of every seat that
may hold a droisoning character (638,128 ``hooked_instances``), nearly all on setups already
read. ``droisoned_by_another`` keeps the sources (holder, instance) it read whole without a
split per lazy setup, while no swap has moved a token and no seat holds an extra instance;
the checks themselves are asked as before, in the same order. Exactness is the enumeration
oracle's to judge (``test_script2_oracle``) with the games' hashes; this checks the
mechanism.
"""

from __future__ import annotations

import pytest

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup, Split, narrow
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE


def _lazy(*cands: tuple[str, ...]) -> ExplicitNight:
    """Night 1 of a five-seat lazy world with these candidates (seats 3 and 4 evil)."""
    setup = LazySetup(tuple(frozenset(c) for c in cands))
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the readings of a seat's hooked instances."""
    calls = [0]
    instances = ExplicitNight.hooked_instances

    def counted(self: ExplicitNight, seat: int, hook: str) -> tuple[str, ...]:
        calls[0] += 1
        return instances(self, seat, hook)

    monkeypatch.setattr(ExplicitNight, "hooked_instances", counted)
    return calls


def test_a_copy_reads_the_droison_sources_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The droison check asked again by a copy on the same setup reads no seat's instances."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), ("poisoner",), ("pukka",))
    night.state["poisoner"] = (3, 1)
    calls = _counted(monkeypatch)
    assert not night.droisoned_by_another(0)
    first = calls[0]
    copy = night.__deepcopy__({})
    assert not copy.droisoned_by_another(0)
    assert copy.droisoned_by_another(1)
    assert first > 0
    assert calls[0] == first


def test_a_narrower_setup_reads_the_sources_its_whole_gave(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Sources the whole read without a split are the part's: no seat's instances read."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), ("poisoner",), ("pukka",))
    calls = _counted(monkeypatch)
    assert not night.droisoned_by_another(0)
    first = calls[0]
    part = narrow(night.world, 2, frozenset(("fool",)))  # type: ignore[arg-type]
    assert part is not None
    night.adopt(part)
    assert not night.droisoned_by_another(0)
    assert calls[0] == first


def test_droison_sources_after_a_swap_are_read_afresh() -> None:
    """A swap moves the Poisoner's token and its choice: the check follows them."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), ("poisoner",), ("pukka",))
    night.state["poisoner"] = (3, 0)
    assert not night.droisoned_by_another(2)  # every source read: kept for the setup
    night.swap(3, 1)
    assert night.droisoned_by_another(0)


def test_a_split_source_is_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat that may or may not be the Poisoner splits at every check, as it always did."""
    night = _lazy(("empath",), ("monk",), ("mayor", "poisoner"), ("baron",), ("pukka",))
    for _ in range(2):
        with pytest.raises(Split) as raised:
            night.droisoned_by_another(0)
        assert raised.value.seat == 2
