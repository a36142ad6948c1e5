"""The seats of a kind, read once per lazy setup (the Clockmaker's distance).

The Clockmaker's refutation reads every seat's kind twice (Demon, Minion) in every branch of
Night 1: fifteen players, seed 2026 asked ``kind_at`` 506,220 times, nearly all on setups
already read. ``kind_seats`` asks ``kind_at`` of each seat in turn (the same splits in the
same order) and keeps its answers that split nothing per lazy setup, while no swap has moved
a token. Exactness is the enumeration oracle's to judge (``test_script2_oracle``) with the
games' hashes; this checks the mechanism.
"""

from __future__ import annotations

import pytest

from engine.clocktower.characters.base import REGISTRY
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kinds import Kind
from engine.clocktower.lazy import LazySetup, Split, narrow
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.text import Info, Wake


def _lazy(*cands: tuple[str, ...]) -> ExplicitNight:
    """Night 1 of a five-seat lazy world with these candidates (seats 3 and 4 evil)."""
    setup = LazySetup(tuple(frozenset(c) for c in cands))
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the walk's ``kind_at`` readings."""
    calls = [0]
    kind_at = ExplicitNight.kind_at

    def counted(self: ExplicitNight, seat: int, kind: Kind) -> bool:
        calls[0] += 1
        return kind_at(self, seat, kind)

    monkeypatch.setattr(ExplicitNight, "kind_at", counted)
    return calls


def test_a_copy_reads_the_clockmakers_kinds_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Clockmaker's truth asked again by a copy on the same setup reads no seat's kind."""
    night = _lazy(("clockmaker",), ("monk",), ("mayor", "fool"), ("poisoner", "baron"), ("pukka",))
    clause = Wake("clockmaker", info=Info("number", number=1))
    calls = _counted(monkeypatch)
    assert REGISTRY["clockmaker"].explicit_truth(night, 0, clause)
    first = calls[0]
    assert REGISTRY["clockmaker"].explicit_truth(night.__deepcopy__({}), 0, clause)
    assert first > 0
    assert calls[0] == first


def test_a_narrower_setup_reads_the_kinds_its_whole_gave(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seats of a kind the whole gave without a split are the part's: no seat read."""
    night = _lazy(("clockmaker",), ("monk",), ("mayor", "fool"), ("poisoner", "baron"), ("pukka",))
    calls = _counted(monkeypatch)
    assert night.kind_seats(Kind.MINION) == (3,)
    first = calls[0]
    part = narrow(night.world, 2, frozenset(("fool",)))  # type: ignore[arg-type]
    assert part is not None
    night.adopt(part)
    assert night.kind_seats(Kind.MINION) == (3,)
    assert calls[0] == first


def test_kind_seats_after_a_swap_are_read_afresh() -> None:
    """A swap moves the tokens the setup settled: the seats follow them, not the memo."""
    night = _lazy(("clockmaker",), ("monk",), ("mayor", "fool"), ("poisoner", "baron"), ("pukka",))
    assert night.kind_seats(Kind.DEMON) == (4,)
    night.swap(0, 4)
    assert night.kind_seats(Kind.DEMON) == (0,)


def test_kind_seats_splits_a_seat_of_either_kind_as_kind_at() -> None:
    """A seat that may or may not be a Minion raises the seat's split, the Minions first."""
    night = _lazy(("clockmaker",), ("monk",), ("mayor", "baron"), ("poisoner",), ("pukka",))
    with pytest.raises(Split) as raised:
        night.kind_seats(Kind.MINION)
    assert (raised.value.seat, raised.value.tokens) == (2, frozenset({"baron"}))
