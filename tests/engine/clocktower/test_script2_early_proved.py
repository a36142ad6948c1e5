"""The dusk proofs of a "running" question remembered per world at dusk
(``early_due.proved_witnessless``): a resolution's draws (fallback F) ask most of tonight's
entries again, and each world's proof of an entry is kept by all it reads (the world, what
may change in it tonight, the seat, the characters each clause may stand for, the point).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.clocktower import early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import no_witness_fits
from engine.clocktower.early_due import Proved, Readings, proved_witnessless, with_entries
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import NightPlan
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(ended.VORTOX)


def test_a_second_draw_proves_the_shared_entry_in_no_world_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two draws for the Vortox (@4) beside @1's `wake vortox`, each "running" question
    proved world by world at dusk: the second proves @1's entry again in no world."""
    asked: list[tuple[int, int]] = []

    def counted(*args: Any) -> bool:
        asked.append((args[2], id(args[1])))
        return no_witness_fits(*args)

    monkeypatch.setattr(early_due, "no_witness_fits", counted)
    counts = asked_of_the_shared_entry(asked)
    assert counts[0] > 0
    assert counts[1] == 0


def asked_of_the_shared_entry(asked: list[tuple[int, int]]) -> list[int]:
    """Two draws for VORTOX's Vortox (@4), `wake vortox choose @1` then `@2`, beside @1's
    `wake vortox`, each "running" question proved in every world at dusk: per draw, how
    many of ``asked`` (seat, ``id`` of a reading of tonight, filled by the caller's probe)
    were about @1 on a world's own reading."""
    game = ended._vortox_night2()
    base = game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))
    solver = LazySolver()
    counts = []
    for target in (0, 1):
        entry = ClauseEntry((Wake("vortox", (target,)),))
        history = base.with_entry(2, 3, entry)
        before = replace(history, phases=history.phases[:-1], track=frozenset())
        groups = solver._open_groups(history, ("running", (2, 0, game._entry_point(entry, 3))))
        assert groups is not None
        own = {id(ahead) for _, ahead in solver._at_dusk(history) or []}
        asked.clear()
        for index in range(len(solver._starts(before))):
            _ = index in groups
        counts.append(sum(1 for seat, ahead in asked if seat == 0 and ahead in own))
    return counts


def test_a_remembered_proof_is_the_proof_of_what_it_is_asked() -> None:
    """In every world at dusk of VORTOX's Night 2 (@1's `wake vortox`, the Vortox's
    `wake vortox choose @1`), one memo asked for every seat, every
    character, two points and both readings of tonight (before and knowing the entries)
    answers as the proof asked afresh; the answers differ between characters, between
    points and between the readings somewhere (a key missing any would mix them)."""
    game = ended._vortox_night2()
    aimed = ClauseEntry((Wake("vortox", (0,)),))  # the Vortox's kill: @1, who cannot end it
    history = game.history.with_entry(2, 0, ClauseEntry((Wake("vortox", (1,)),)))
    history = history.with_entry(2, 3, aimed)
    vortox = game._entry_point(aimed, 3)
    points = (0, vortox)
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    dusks = LazySolver()._at_dusk(history) or []
    assert dusks
    proved: Proved = {}
    answers: dict[tuple[int, int, int, str, int], bool] = {}
    for world, (night, ahead) in enumerate(dusks):
        for reading, tonight in enumerate((ahead, with_entries(night, ahead, plan, Readings()))):
            for seat in range(night.n):
                for point in points:
                    for character in sorted(history.script.characters):
                        fits = ((character,),)
                        fresh = no_witness_fits(night, tonight, seat, fits, point)
                        kept = proved_witnessless(night, tonight, seat, fits, point, proved)
                        assert kept == fresh, (world, reading, seat, point, character)
                        answers[(world, reading, seat, character, point)] = fresh

    def other(key: tuple[int, int, int, str, int], part: int, value: object) -> bool:
        return answers[key] != answers[(*key[:part], value, *key[part + 1 :])]  # type: ignore[index]

    assert any(other(k, 3, "vortox") for k in answers)
    assert any(other(k, 4, points[k[4] == points[0]]) for k in answers)
    assert any(other(k, 1, 1 - k[1]) for k in answers)
