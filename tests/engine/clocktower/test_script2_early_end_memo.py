"""Whether the game may end between two slots (``early.may_end``) is read once per reading of
tonight and span (``Tonight.ending``), and a reading with other deaths reads it afresh."""

from __future__ import annotations

import pytest

from engine.clocktower import early
from engine.clocktower.early import Tonight
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.world import night_order
from tests.engine.clocktower import test_script2_early_reads as reads

_scripts = reads._scripts  # the reduced scripts, known to the game while this module runs


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The spans ``early.may_end`` reads afresh from now on (a list filled as it reads)."""
    read = early._may_end
    spans: list[tuple[int, int]] = []

    def counted(night: ExplicitNight, ahead: Tonight, first: int, last: int) -> bool:
        spans.append((first, last))
        return read(night, ahead, first, last)

    monkeypatch.setattr(early, "_may_end", counted)
    return spans


def _spans(night: ExplicitNight) -> list[tuple[int, int]]:
    """Every span of slots of tonight's order, first to last."""
    size = len(night_order(night.script, night.number))
    return [(first, last) for first in range(size) for last in range(first, size)]


def test_each_span_is_read_once_per_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every span of every world at dusk of HOST's and VORTOX's Night 2, asked twice, is read
    once, with the answer reading the world afresh gives."""
    spans = _counted(monkeypatch)
    for history in reads._histories():
        for night, ahead in reads._dusks(history):
            spans.clear()
            for _ in range(2):
                for first, last in _spans(night):
                    expected = reads._may_end_read_afresh(night, ahead, first, last)
                    assert early.may_end(night, ahead, first, last) is expected
            assert spans == _spans(night)


def test_a_reading_with_other_deaths_reads_the_end_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After every span of a world at dusk is read, its reading with no death tonight reads
    each span again, and some span answers otherwise (HOST's Night 2: the Lycanthrope's
    attack may end the game)."""
    spans = _counted(monkeypatch)
    differs = False
    for night, ahead in reads._dusks(reads.ended._hosts_end()):
        every = _spans(night)
        answers = [early.may_end(night, ahead, first, last) for first, last in every]
        spans.clear()
        calm = ahead.with_deaths(())
        calmer = [early.may_end(night, calm, first, last) for first, last in every]
        assert spans == every
        assert calmer == [reads._may_end_read_afresh(night, calm, f, t) for f, t in every]
        differs = differs or calmer != answers
    assert differs
