"""The dusk proofs of a "running" question read cheaper, with the same answers: the plain
part asks first the entry whose proof held the world before (``early_due._held_first``), and
``early.no_witness_fits`` reads an entry's fits once per script and night
(``early.fits_read``), not per world.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.clocktower import early, early_due
from engine.clocktower.clauses import ClauseEntry, fitting
from engine.clocktower.early import Fits, Tonight, fits_read, no_witness_fits
from engine.clocktower.early_due import Readings, dusk_proof
from engine.clocktower.explicit import ExplicitNight, clause_deadline
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History, NightPlan, night_order
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(ended.VORTOX)


def _night(entries: dict[int, str]) -> tuple[History, list[tuple[ExplicitNight, Tonight]]]:
    """VORTOX's Night 2 (``test_script2_early_ended``) with ``entries`` (seat: a character
    woken as, no choice) and its worlds at dusk."""
    history = ended._vortox_night2().history
    for seat, character in entries.items():
        history = history.with_entry(2, seat, ClauseEntry((Wake(character, ()),)))
    dusks = LazySolver()._at_dusk(history)
    assert dusks
    return history, dusks


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats ``early_due``'s proofs ask ``no_witness_fits`` of, in order."""
    asked: list[int] = []

    def counted(*args: Any) -> bool:
        asked.append(args[2])
        return no_witness_fits(*args)

    monkeypatch.setattr(early_due, "no_witness_fits", counted)
    return asked


def test_the_entry_that_proved_the_last_world_is_asked_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """@2's `wake poisoner` is proved to hold in no walk of either world at dusk, @1's
    `wake empath` in neither: the plain part of "running at dawn" asks @1's proof and @2's
    in the first world, @2's alone in the second."""
    history, dusks = _night({0: "empath", 1: "poisoner"})
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    dawn = len(night_order(history.script, 2))
    proof = dusk_proof(plan, ("running", (2, 0, dawn)), Readings())
    assert isinstance(proof, early_due.Shaped)
    asked = _counted(monkeypatch)
    seen = []
    for night, ahead in dusks:
        asked.clear()
        assert proof.plain(night, ahead)
        seen.append(list(asked))
    assert len(seen) == 2
    assert seen == [[0, 1], [1]]


def test_the_plain_part_answers_as_every_entry_asked_in_plan_order() -> None:
    """In each world at dusk of VORTOX's Night 2, for plans of two entries of any seats and
    characters, the plain part of "running at dawn" is proved wherever some entry's proof
    holds (a guard: the order asked loses no proof)."""
    _, dusks = _night({})
    history = ended._vortox_night2().history
    order = [m.id for m in night_order(history.script, 2)]
    dawn = len(order)
    for first, second in ((0, 1), (1, 0), (2, 4), (3, 4)):
        for one in order:
            for two in order:
                plan = history.with_entry(2, first, ClauseEntry((Wake(one, ()),)))
                plan = plan.with_entry(2, second, ClauseEntry((Wake(two, ()),)))
                night_plan = plan.phases[-1]
                assert isinstance(night_plan, NightPlan)
                proof = dusk_proof(night_plan, ("running", (2, 0, dawn)), Readings())
                assert isinstance(proof, early_due.Shaped)
                for night, ahead in dusks:
                    some = any(
                        no_witness_fits(night, ahead, seat, ((character,),), dawn)
                        for seat, character in ((first, one), (second, two))
                    )
                    if some:
                        assert proof.plain(night, ahead)


def test_a_proof_reads_no_slot_of_fits_it_read_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat's proof for every character, asked again in a world at dusk whose
    answers are known: no read of the night order's slots (each proof read them once)."""
    history, dusks = _night({})
    order = [m.id for m in night_order(history.script, 2)]
    night, ahead = dusks[0]
    asks = [(seat, ((c,),)) for seat in range(night.n) for c in order]
    first = [no_witness_fits(night, ahead, seat, fits, 2) for seat, fits in asks]
    read: list[int] = []
    positions = early._positions

    def counted(*args: Any) -> dict[str, int]:
        read.append(1)
        return positions(*args)

    monkeypatch.setattr(early, "_positions", counted)
    again = [no_witness_fits(night, ahead, seat, fits, 2) for seat, fits in asks]
    assert again == first
    assert read == []


def _reference(
    night: ExplicitNight, ahead: Tonight, seat: int, fits: Fits, point: int, upto: int | None
) -> bool:
    """``no_witness_fits`` as written before ``fits_read``: each clause's last slot and the
    characters of the fits read per proof."""
    if night.winner is not None:
        return True
    positions = {m.id: k for k, m in enumerate(night_order(night.script, night.number))}
    for fit in fits:
        last = max((positions[c] for c in fit if c in positions), default=-1)
        if not any(early.may_wake_as(night, ahead, seat, c) for c in fit) and not early.may_end(
            night, ahead, point, last
        ):
            return True
    forced = early.forced_wakes(night, ahead, seat)
    before = point if upto is None else min(point, upto + 1)
    return forced is not None and all(
        position < before and not any(character in fit for fit in fits)
        for position, character in forced
    )


def test_the_proof_answers_as_it_read_each_fit_afresh() -> None:
    """In every world at dusk, for every seat, one and two clauses of any characters (and
    one not in tonight's order), every point and bound: the proof answers as the one that
    read the slots per proof (a guard), and both answers occur."""
    history, dusks = _night({0: "vortox"})
    order = [m.id for m in night_order(history.script, 2)]
    fitses: list[Fits] = [((c,),) for c in order]
    fitses += [((a,), (b,)) for a in order for b in order if a != b]
    fitses += [(("fool",),), ((order[1], order[3]),)]
    answers = set()
    for night, ahead in dusks:
        for seat in range(night.n):
            for fits in fitses:
                for point in range(len(order) + 1):
                    for upto in (None, 0, 2):
                        found = no_witness_fits(night, ahead, seat, fits, point, upto)
                        assert found == _reference(night, ahead, seat, fits, point, upto)
                        answers.add(found)
    assert answers == {True, False}


def test_a_read_clause_ends_at_its_deadline() -> None:
    """``fits_read``'s last slot of a clause is ``explicit.clause_deadline``'s, for every
    character of the script woken by every seat (a guard)."""
    history = ended._vortox_night2().history
    script = history.script
    for seat in range(5):
        for character in sorted(script.characters):
            clause = Wake(character, ())
            fits = (fitting(script, clause, seat, 5, 2),)
            [(_, last)] = fits_read(script, 2, fits).clauses
            assert last == clause_deadline(script, clause, seat, 5, 2)
