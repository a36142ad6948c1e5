"""The walk's commonest scans of a lazy world read its candidates once.

Every step of a lazy walk asks who holds the slot's character, and every refutation asks who
holds a poison-only slot's (the poison guard) and, for a Pixie's clause, which seat is the
named Townsfolk: fifteen players, seed 7's Night 1 asked ``holding`` 129,737 times and
``real`` 37,314 times (560,000 seat tests), nearly all on setups already asked. ``holding``
keeps its answers that split nothing per lazy setup (a copy on the same setup shares them),
``real`` reads a seat's candidates directly when they answer alike, and the script's in-play
Townsfolk (the Pixie's other question) are read once. Exactness is the
enumeration oracle's to judge (``test_script2_oracle``, ``test_script2_lazy``) with the
games' hashes; this checks the mechanisms.
"""

from __future__ import annotations

import pytest

from engine.clocktower import explicit, script
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup, Split, narrow
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE

EVIL = (("poisoner", "baron"), ("pukka", "lleech"))


def _lazy(*cands: tuple[str, ...]) -> ExplicitNight:
    """Night 1 of a five-seat lazy world with these candidates (seats 3 and 4 evil)."""
    setup = LazySetup(tuple(frozenset(c) for c in cands))
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the candidate reads of ``holding`` (``_believing``, one per lazy seat)."""
    calls = [0]
    believing = explicit._believing

    def counted(cands: frozenset[str], character: str) -> frozenset[str]:
        calls[0] += 1
        return believing(cands, character)

    monkeypatch.setattr(explicit, "_believing", counted)
    return calls


def test_a_copy_on_the_same_setup_reads_its_holders_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The holders asked again by a copy on the same setup read no seat's candidates."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), *EVIL)
    calls = _counted(monkeypatch)
    assert night.holding("monk", range(5)) == [1]
    first = calls[0]
    assert night.__deepcopy__({}).holding("monk", range(5)) == [1]
    assert first > 0
    assert calls[0] == first


def test_a_narrower_setup_reads_the_holders_its_whole_gave(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Holders the whole gave without a split are the part's: read from no candidates."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), ("poisoner", "baron"), ("pukka",))
    calls = _counted(monkeypatch)
    assert night.holding("monk", range(5)) == [1]
    first = calls[0]
    part = narrow(night.world, 2, frozenset(("fool",)))  # type: ignore[arg-type]
    assert part is not None
    night.adopt(part)
    assert night.holding("monk", range(5)) == [1]
    assert calls[0] == first


def test_holders_after_a_swap_are_read_afresh() -> None:
    """A swap moves the tokens the setup settled: the holders follow them, not the memo."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), *EVIL)
    assert night.holding("monk", range(5)) == [1]
    night.swap(0, 1)
    assert night.holding("monk", range(5)) == [0]


def test_real_tests_no_seat_whose_candidates_answer_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """Which seats are the Monk, read without a seat test when no seat's candidates differ."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), *EVIL)
    tests = [0]
    test = ExplicitNight.test

    def counted(self: ExplicitNight, seat: int, predicate: object) -> bool:
        tests[0] += 1
        return test(self, seat, predicate)  # type: ignore[arg-type]

    monkeypatch.setattr(ExplicitNight, "test", counted)
    assert night.real("monk") == [1]
    assert night.real("pixie") == []
    assert tests[0] == 0


def test_real_splits_a_seat_whose_candidates_differ() -> None:
    """A seat that may or may not be the Monk raises the seat test's split, Monk first."""
    night = _lazy(("empath",), ("monk", "mayor"), ("fool",), *EVIL)
    with pytest.raises(Split) as raised:
        night.real("monk")
    assert (raised.value.seat, raised.value.tokens) == (1, frozenset({"monk"}))


def test_in_play_townsfolk_is_read_once_per_script(monkeypatch: pytest.MonkeyPatch) -> None:
    """A second read of a script's in-play Townsfolk scans no registry."""
    calls = [0]
    never = script.never_in_play

    def counted() -> frozenset[str]:
        calls[0] += 1
        return never()

    monkeypatch.setattr(script, "never_in_play", counted)
    first = UNCERTAINTY_PRINCIPLE.in_play_townsfolk
    read = calls[0]
    assert UNCERTAINTY_PRINCIPLE.in_play_townsfolk == first
    assert "pixie" in first
    assert calls[0] == read


def test_info_false_asks_only_seats_that_may_falsify(monkeypatch: pytest.MonkeyPatch) -> None:
    """A world where no seat may hold a falsifying character asks no seat's character."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), ("poisoner", "baron"), EVIL[1])
    asked: list[int] = []
    hooked = ExplicitNight.hooked_character

    def counted(self: ExplicitNight, seat: int, hook: str) -> str | None:
        asked.append(seat)
        return hooked(self, seat, hook)

    monkeypatch.setattr(ExplicitNight, "hooked_character", counted)
    assert not night.info_false()
    assert asked == []
