"""What the learned part of a "running" proof reads of a world at dusk alone, read once per
reading: the droisoners in play with the seats that may wake as each (``early.droisoning``,
which ``held_droisons`` and ``early_info.unlearnable`` read), and the good seats a marking
module may make register evil (``early_info._may_mark``).

Seed 2026's Night 2 at fifteen players asked ``held_droisons`` 4,954 times over 249 worlds
at dusk, each reading who is present and every seat's wakes again, and ``_marked`` 31,000
times over 250, each asking eleven seats of the Lycanthrope's faux paw. The answers are the
proofs' (``test_script2_early_info``, ``test_script2_committed_readings``); this checks
that the world's part is read once and that a reading asked of another world reads afresh.
"""

from __future__ import annotations

import copy

import pytest

from engine.clocktower import early, early_info
from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import Tonight, held_droisons, tonight
from engine.clocktower.early_info import unlearnable
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.text import DontWake, Info, Seat, Wake
from tests.engine.clocktower import test_script2_early_info as early_info_games
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(early_info_games.KILLERS, early_info_games.armers.SOLE_BARBER)

POISONED = {5: ClauseEntry((Wake("poisoner", (3,)),))}
"""The Poisoner's seat (@6) committed to poison @4 (the Lleech's seat @5 left free)."""


def _dusk(script: str, index: int = 0) -> tuple[ExplicitNight, Tonight]:
    """A world at dusk of ``script``'s Night 2 at six players (``_night2``) and its reading."""
    game = early_info_games._night2(script)
    dusks = ExplicitSolver()._at_dusk(game.history)
    assert dusks is not None
    return dusks[index]


def _counted_present(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the readings of who is present in a world at dusk (``early._present``, and
    under the name ``early_info`` imported it by before it read ``droisoning``'s)."""
    calls = [0]
    present = early._present

    def counted(night: ExplicitNight, ahead: Tonight, held: object = None) -> frozenset[str]:
        calls[0] += 1
        return present(night, ahead, held)  # type: ignore[arg-type]

    monkeypatch.setattr(early, "_present", counted)
    monkeypatch.setattr(early_info, "_present", counted, raising=False)
    return calls


def _counted_marks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the Lycanthrope's answers of a seat it may make register evil."""
    calls = [0]
    module = REGISTRY["lycanthrope"]
    asked = type(module).explicit_may_mark_evil

    def counted(self: Character, night: ExplicitNight, seat: Seat) -> bool:
        calls[0] += 1
        return asked(self, night, seat)

    monkeypatch.setattr(type(module), "explicit_may_mark_evil", counted)
    return calls


def _empath(number: int) -> Wake:
    """``wake empath learn <number>``."""
    return Wake("empath", info=Info("number", number))


def test_held_droisons_reads_who_is_present_once_per_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two plans' held droisons on one reading read who is present once."""
    night, ahead = _dusk(early_info_games.armers.SOLE_BARBER.id)
    calls = _counted_present(monkeypatch)
    assert held_droisons(night, ahead, POISONED, {}) == (("poisoner", (Wake("poisoner", (3,)),)),)
    assert held_droisons(night, ahead, {}, {}) == ()
    assert calls[0] == 1


def test_held_droisons_after_another_plan_answers_as_a_fresh_reading() -> None:
    """A plan asked after another answers as on a fresh reading of the world (a guard)."""
    night, ahead = _dusk(early_info_games.armers.SOLE_BARBER.id)
    quiet: dict[Seat, ClauseEntry | DontWake] = {5: DontWake(), 4: DontWake()}
    bound = {4: 0}  # the Lleech's entry bound before its slot (1): free there
    for entries, bounds in ((POISONED, {}), (quiet, {}), (quiet, bound)):
        assert held_droisons(night, ahead, entries, bounds) == held_droisons(
            night, tonight(night), entries, bounds
        )
    assert held_droisons(night, ahead, quiet, {}) == (("lleech", ()), ("poisoner", ()))
    assert held_droisons(night, ahead, quiet, bound) == (("poisoner", ()),)


def test_a_reading_asked_of_another_world_reads_the_droisoners_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The droisoners read for one world are not another world's: a copy reads them again."""
    night, ahead = _dusk(early_info_games.armers.SOLE_BARBER.id)
    held_droisons(night, ahead, POISONED, {})
    calls = _counted_present(monkeypatch)
    held_droisons(copy.deepcopy(night), ahead, POISONED, {})
    assert calls[0] == 1


def test_unlearnable_reads_who_is_present_with_the_held_droisons(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A proved reading after the plan's held droisons reads who is present no more."""
    night, ahead = _dusk(early_info_games.armers.SOLE_BARBER.id)
    calls = _counted_present(monkeypatch)
    held = held_droisons(night, ahead, POISONED, {})
    assert unlearnable(night, ahead, 1, _empath(0), held)
    assert calls[0] == 1


def test_the_marks_are_read_once_per_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two readings proved on one world read the Lycanthrope's marks once."""
    night, ahead = _dusk(early_info_games.KILLERS.id, 2)
    calls = _counted_marks(monkeypatch)
    assert unlearnable(night, ahead, 0, _empath(0))
    first = calls[0]
    assert unlearnable(night, ahead, 0, _empath(2))
    assert first > 0
    assert calls[0] == first


def test_a_reading_asked_of_another_world_reads_the_marks_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The marks read for one world are not another world's: a copy reads them again."""
    night, ahead = _dusk(early_info_games.KILLERS.id, 2)
    assert unlearnable(night, ahead, 0, _empath(0))
    calls = _counted_marks(monkeypatch)
    assert unlearnable(copy.deepcopy(night), ahead, 0, _empath(2))
    assert calls[0] > 0


def test_the_readings_answer_as_on_fresh_readings() -> None:
    """Every seat's Empath readings, asked in turn on each world's reading, answer as each
    asked alone on a fresh reading of its world (a guard)."""
    for script in (early_info_games.KILLERS.id, early_info_games.armers.SOLE_BARBER.id):
        game = early_info_games._night2(script)
        dusks = ExplicitSolver()._at_dusk(game.history)
        assert dusks is not None
        for night, ahead in dusks:
            held = held_droisons(night, ahead, POISONED, {})
            for seat in range(night.n):
                for number in range(3):
                    wake = _empath(number)
                    assert unlearnable(night, ahead, seat, wake, held) == unlearnable(
                        night, tonight(night), seat, wake, held
                    ), (script, seat, number)
