"""The walk's refutation asks a seat's sobriety last (``walk``'s ``refuted``): a clause whose
seat a poison still to come may reach (a Night-1 Pukka's choice) stays unrefuted without
asking who droisons the seat now, a question that splits a lazy world by every seat that may
droison."""

from __future__ import annotations

import pytest

from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import initial_worlds
from engine.clocktower.text import Seat
from engine.clocktower.world import night_order
from tests.engine.clocktower.test_script2_refuted_distance import _facts

PUKKA = next(k for k, m in enumerate(night_order(UP, 1)) if m.id == "pukka")

# the Pixie @1 is shown the Mayor, and the Pukka @4 chooses @1: in a world without a Mayor the
# Pixie's reading is false, but the Pukka's poison may still make it hold
CHOSEN = {
    1: "wake pixie learn mayor",
    4: "wake pukka choose @1",
    5: "wake poisoner choose @2",
}


def test_a_seat_the_pukka_chooses_is_not_asked_if_droisoned_before_its_slot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before the Pukka's slot the walk never asks whether its chosen Pixie @1 is droisoned."""
    asked: list[int] = []
    droisoned = ExplicitNight.droisoned

    def watched(night: ExplicitNight, seat: Seat) -> bool:
        if seat == 0:
            asked.append(max((p for w in night.woke.values() for p, _ in w), default=-1))
        return droisoned(night, seat)

    monkeypatch.setattr(ExplicitNight, "droisoned", watched)
    parsed = {s - 1: parse_clause_entry(t, 5) for s, t in CHOSEN.items()}
    unheld = [
        s
        for s in initial_worlds(UP, _facts())
        if s.tokens[3] == "pukka" and s.tokens[0] == "pixie" and "mayor" not in s.tokens
    ]
    assert unheld
    for setup in unheld:
        list(walk(ExplicitNight(UP, setup, _facts().evil), parsed))
    assert asked
    assert min(asked) >= PUKKA
