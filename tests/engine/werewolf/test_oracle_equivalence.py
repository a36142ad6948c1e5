"""The scalable engines against the full-enumeration oracles, on random small games."""

from __future__ import annotations

import math
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.werewolf import Game, make_setup, record_of, replay
from engine.werewolf.reports import Report
from tests.engine.werewolf.lockstep import play_lockstep


@st.composite
def small_games(draw: st.DrawFn) -> tuple[dict, int]:
    preset = draw(st.sampled_from(["cisra", "classic"]))
    n = draw(st.integers(min_value=3, max_value=8))
    top = min(n - 2, 3 if (preset == "cisra" and n >= 7) else n - 2)
    k = draw(st.integers(min_value=1, max_value=top))
    fields = {
        "players": [f"P{i}" for i in range(n)],
        "preset": preset,
        "wolves": k,
        "seed": draw(st.integers(min_value=0, max_value=10**6)),
        "tie_rule": draw(st.sampled_from(["no-lynch", "random", "storyteller"])),
        "missing_attack": draw(st.sampled_from(["random", "no-kill"])),
        "reveal": draw(st.sampled_from(["team", "role"])),
        "seer_column": draw(st.booleans()),
    }
    return fields, draw(st.integers(min_value=0, max_value=10**6))


def _same(fast: Report, oracle: Report) -> None:
    assert fast.phase == oracle.phase
    assert fast.deaths == oracle.deaths
    assert fast.lynch == oracle.lynch
    assert fast.messages == oracle.messages
    assert fast.outcome == oracle.outcome
    assert fast.reveal == oracle.reveal
    assert fast.draws == oracle.draws
    assert fast.table.worlds == oracle.table.worlds
    assert fast.table.columns == oracle.table.columns
    for row_f, row_o in zip(fast.table.rows, oracle.table.rows, strict=True):
        assert row_f.number == row_o.number
        for column in fast.table.columns:
            f, o = row_f.cells[column], row_o.cells[column]
            assert math.isclose(f, o, abs_tol=1e-9), (fast.phase, row_f.number, column, f, o)
            assert (f in (0.0, 1.0)) == (o in (0.0, 1.0)) and (f == o or f not in (0.0, 1.0))


# QW_EXAMPLES raises the count for a deep run (e.g. QW_EXAMPLES=5000 pytest this file).
GAME_SETTINGS = settings(
    max_examples=int(os.environ.get("QW_EXAMPLES", "150")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@GAME_SETTINGS
@given(small_games())
def test_fast_engine_matches_oracle(case: tuple[dict, int]) -> None:
    """Tables, deaths, draws (with their probabilities), messages and winners equal the oracle's."""
    fields, policy_seed = case
    setup = make_setup(**fields)
    fast, oracle = Game(setup, backend="fast"), Game(setup, backend="oracle")
    reports_f, reports_o = play_lockstep([fast, oracle], policy_seed)
    for report_f, report_o in zip(reports_f, reports_o, strict=True):
        _same(report_f, report_o)


@GAME_SETTINGS
@given(small_games())
def test_views_match_oracle(case: tuple[dict, int]) -> None:
    """Private chances (roles, dominant, packmates) equal the oracle's after every phase."""
    fields, policy_seed = case
    setup = make_setup(**fields)
    fast, oracle = Game(setup, backend="fast"), Game(setup, backend="oracle")
    for phases in range(1, 6):
        play_lockstep([fast, oracle], policy_seed + phases, max_phases=1)
        if fast.is_over:
            break
        mf, mo = fast.marginals(), oracle.marginals()
        for name in ("seer", "villager", "wolf", "dominant"):
            assert (abs(getattr(mf, name) - getattr(mo, name)) < 1e-9).all(), name
        for name in ("can_seer", "can_villager", "can_wolf", "can_dominant", "can_nondominant"):
            assert (getattr(mf, name) == getattr(mo, name)).all(), name
        for seat in fast.living():
            assert dict(fast.role_weights(seat)).keys() <= {
                r for r, _ in oracle.role_weights(seat)
            } | {r for r, w in fast.role_weights(seat) if not w}
            model_f = fast.cisra or fast.classic
            model_o = oracle.cisra or oracle.classic
            assert model_f is not None and model_o is not None
            assert (abs(model_f.packmates(seat) - model_o.packmates(seat)) < 1e-9).all()


@GAME_SETTINGS
@given(small_games())
def test_rows_sum_to_one(case: tuple[dict, int]) -> None:
    """Every row of every table sums to 100 % over its role columns."""
    fields, policy_seed = case
    game = Game(make_setup(**fields))
    (reports,) = play_lockstep([game], policy_seed)
    for report in reports:
        role_columns = [c for c in report.table.columns if c not in ("Dead", "Seer")]
        if report.table.worlds_label == "permutations":
            role_columns = ["Villager", "Seer", "Werewolf"]
        for row in report.table.rows:
            assert math.isclose(sum(row.cells[c] for c in role_columns), 1.0, abs_tol=1e-9)


@GAME_SETTINGS
@given(small_games())
def test_replay_reproduces_every_report(case: tuple[dict, int]) -> None:
    """Replaying a game's record gives the same reports, byte for byte."""
    fields, policy_seed = case
    game = Game(make_setup(**fields))
    (reports,) = play_lockstep([game], policy_seed)
    record = record_of(game)
    _, again = replay(type(record).model_validate_json(record.to_json()))
    assert [r.model_dump_json() for r in again] == [r.model_dump_json() for r in reports]
