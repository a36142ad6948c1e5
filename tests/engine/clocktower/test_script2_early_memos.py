"""What a world's reading of tonight remembers per seat (``Tonight.forced``): fallback F's
draws prove every entry in every world at dusk again, and each proof asked which wakes the
seat certainly makes (``early.forced_wakes``) afresh.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from engine.clocktower import early
from engine.clocktower.early import Tonight
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early_ended as ended

_scripts = ended._scripts  # the reduced scripts, known to the game while this module runs


def _dusks(history: History) -> list[tuple[ExplicitNight, Tonight]]:
    dusks = LazySolver()._at_dusk(history)
    assert dusks
    return dusks


def _readings() -> Iterator[tuple[ExplicitNight, Tonight]]:
    """Every world at dusk of HOST's Night 2 (the Lleech's `wake lycanthrope` in) and
    VORTOX's Night 2, each with its reading and that reading without deaths."""
    for history in (ended._hosts_end(), ended._vortox_night2().history):
        for night, ahead in _dusks(history):
            yield night, ahead
            yield night, replace(ahead, deaths=())


def test_remembered_forced_wakes_are_the_wakes_read_afresh() -> None:
    """In every reading, a seat's certain wakes are what a fresh reading says, asked once
    and again."""
    for night, ahead in _readings():
        for seat in range(night.n):
            fresh = early._forced_wakes(night, ahead, seat)
            assert early.forced_wakes(night, ahead, seat) == fresh
            assert early.forced_wakes(night, ahead, seat) == fresh


def test_forced_wakes_are_read_once_per_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked again of the same reading, a seat's certain wakes read nothing again."""
    night, ahead = _dusks(ended._hosts_end())[0]
    for seat in range(night.n):
        early.forced_wakes(night, ahead, seat)
    asked: list[int] = []
    read = early._forced_wakes

    def counted(*args: object) -> object:
        asked.append(1)
        return read(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(early, "_forced_wakes", counted)
    for seat in range(night.n):
        early.forced_wakes(night, ahead, seat)
    assert not asked


def test_a_reading_with_other_deaths_reads_its_forced_wakes_itself() -> None:
    """A reading with other deaths does not share its world's certain wakes (they read the
    deaths)."""
    night, ahead = _dusks(ended._hosts_end())[0]
    for seat in range(night.n):
        early.forced_wakes(night, ahead, seat)
    narrowed = replace(ahead, deaths=())
    assert not narrowed.forced
    assert narrowed.forced is not ahead.forced


def _clause_proved() -> Iterator[tuple[ExplicitNight, Tonight, int, early.Fits]]:
    """Each (world at dusk, reading, seat, one-clause fits) of HOST's and VORTOX's Night 2
    whose clause the seat cannot wake as, with no end possible from the night's start."""
    for night, ahead in _readings():
        if night.winner is not None:
            continue
        for seat in range(night.n):
            for character in sorted(night.script.characters):
                fits = ((character,),)
                if not early.may_wake_as(night, ahead, seat, character) and not early.may_end(
                    night, ahead, 0, len(early._order(night.script, night.number)) - 1
                ):
                    yield night, ahead, seat, fits


def test_a_proof_the_clause_settles_reads_no_forced_wakes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the seat cannot wake as the clause's character and the game cannot end before
    its slot, the proof holds without reading the seat's forced wakes."""
    cases = list(_clause_proved())
    assert cases
    asked: list[int] = []

    def counted(*args: object) -> object:
        asked.append(1)
        return None

    monkeypatch.setattr(early, "forced_wakes", counted)
    for night, ahead, seat, fits in cases:
        assert early.no_witness_fits(night, ahead, seat, fits, 0)
    assert not asked
