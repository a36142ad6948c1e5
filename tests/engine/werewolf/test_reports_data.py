"""Reports and refusals are data (codes, seats, names, role text forms), never sentences: the
bot words them in each reader's language (issue 27)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine.werewolf import Advance, Decide, Game, make_setup, parse_role
from engine.werewolf.errors import Illegal, IllegalMoveError, TieUndecidedError
from engine.werewolf.reports import EndReason, LynchReason, Report
from engine.werewolf.simulate import simulate

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus"]

WORDLESS = re.compile(r"[A-Za-z0-9@#.\-]*")
"""What a report's text fields may hold: codes, phase codes, role text forms, draw keys; no
space, so no phrase of any language."""

NAMED = {"name", "players"}
"""Fields that hold a player's name (the only free text a report carries)."""
COLUMNS = {"columns", "cells"}
"""The public table's column keys (``Good``, ``Dead``...): codes the catalogue selects on."""


def _strings(value: Any, field: str = "") -> list[tuple[str, str]]:
    """Every string of a dumped report with its field, names and table columns left out."""
    if isinstance(value, str):
        return [] if field in NAMED else [(field, value)]
    if field in COLUMNS:
        return []
    if isinstance(value, dict):
        return [s for key, item in value.items() for s in _strings(item, key)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item, field)]
    return []


def _whole_game(preset: str, seed: int, **fields: object) -> list[Report]:
    setup = make_setup(players=NAMES, preset=preset, seed=seed, **fields)
    _game, reports = simulate(setup, seed)
    return reports


@pytest.mark.parametrize("preset", ["cisra", "classic"])
def test_a_whole_games_reports_hold_no_phrase(preset: str) -> None:
    """Every text field of every report of a game (roles revealed, random ties) is a code."""
    for seed in range(6):
        reports = _whole_game(preset, seed, reveal="role", tie_rule="random")
        for report in reports:
            dumped = json.loads(report.model_dump_json())
            phrases = [(f, s) for f, s in _strings(dumped) if not WORDLESS.fullmatch(s)]
            assert phrases == [], (preset, seed, report.phase)


@pytest.mark.parametrize("preset", ["cisra", "classic"])
def test_a_report_survives_json_with_its_codes(preset: str) -> None:
    """A report read back from its JSON equals it, enums and role text forms included."""
    reports = _whole_game(preset, 3, reveal="role")
    for report in reports:
        again = Report.model_validate_json(report.model_dump_json())
        assert again == report
    end = reports[-1]
    assert end.outcome is not None and isinstance(end.outcome.reason, EndReason)
    assert end.reveal is not None
    assert all(parse_role(entry.role) is not None for entry in end.reveal.roles)


def _tied_day(tie_rule: str) -> Game:
    """Day 1 of a 7-player game with Gus and Bob tied on one vote each."""
    game = Game(make_setup(players=NAMES, seed=5, tie_rule=tie_rule))
    game.push(Advance())
    game.push_text("vote @0 @6")
    game.push_text("vote @2 @1")
    return game


@pytest.mark.parametrize(
    ("tie_rule", "reason"),
    [("no-lynch", LynchReason.TIE_NO_LYNCH), ("random", LynchReason.TIE_RANDOM)],
)
def test_a_tie_reports_its_code_and_the_tied_seats_in_seat_order(
    tie_rule: str, reason: LynchReason
) -> None:
    """A tie's lynch names its rule by code and the tied by seat, in seat order."""
    report = _tied_day(tie_rule).push(Advance())
    assert report is not None and report.lynch is not None
    assert (report.lynch.reason, report.lynch.tied) == (reason, [1, 6])


def test_a_storytellers_tie_reports_its_code() -> None:
    """A tie the storyteller decided says so by code, with the tied seats."""
    game = _tied_day("storyteller")
    game.push(Decide(target=None))
    report = game.push(Advance())
    assert report is not None and report.lynch is not None
    assert (report.lynch.reason, report.lynch.tied) == (LynchReason.TIE_STORYTELLER, [1, 6])


def test_a_clear_lynch_names_no_tied() -> None:
    """One leader: ``most-votes`` and no tied seats."""
    game = Game(make_setup(players=NAMES, seed=5))
    game.push(Advance())
    game.push_text("vote @0 @6")
    report = game.push(Advance())
    assert report is not None and report.lynch is not None
    assert (report.lynch.reason, report.lynch.tied) == (LynchReason.MOST_VOTES, [])


def test_an_undecided_tie_refuses_with_the_tied_names_in_seat_order() -> None:
    """The storyteller's tie, undecided, is refused by code with the tied players' names."""
    game = _tied_day("storyteller")
    with pytest.raises(TieUndecidedError) as caught:
        game.check(Advance())
    assert (caught.value.code, caught.value.tied) == (Illegal.TIE_UNDECIDED, ("Bob", "Gus"))


def test_a_decision_outside_the_tie_names_the_target_and_the_tied() -> None:
    """Deciding for someone who is not tied names them and the tied, as data."""
    game = _tied_day("storyteller")
    with pytest.raises(IllegalMoveError) as caught:
        game.push(Decide(target=3))
    error = caught.value
    assert (error.code, error.target, error.tied) == (Illegal.NOT_AMONG_TIED, "Di", ("Bob", "Gus"))


def test_a_night_power_by_day_names_the_power_and_the_phase() -> None:
    """A vision sent by day is refused with the power and the phase code."""
    game = Game(make_setup(players=NAMES, seed=5))
    game.push(Advance())
    with pytest.raises(IllegalMoveError) as caught:
        game.push_text("vision @0 @1")
    error = caught.value
    assert (error.code, error.power, error.phase) == (Illegal.NIGHT_ONLY, "vision", "D1")


def test_a_certainty_is_news_of_a_role_not_a_sentence() -> None:
    """The news that a role became certain carries the role's text form."""
    for seed in range(60):
        game = Game(make_setup(players=NAMES[:4], seed=seed, reveal="role"))
        game.push_text("vision @0 @1")
        game.push(Advance())
        game.push_text("vote @1 @0")
        report = game.push(Advance())
        assert report is not None
        certain = [m for m in report.messages if m.kind == "certain"]
        if certain:
            assert all(m.role is None or parse_role(m.role) for m in certain)
            assert {"text", "role"} & set(certain[0].model_dump()) == {"role"}
            return
    pytest.fail("no seed made a role certain")


def test_the_core_protocol_refuses_another_seats_choice_by_code() -> None:
    """A player's choice for another seat is refused as data, naming the sender's own seat."""
    from engine.werewolf import FAMILY

    game = FAMILY.new_game(make_setup(players=NAMES, seed=5))
    with pytest.raises(IllegalMoveError) as caught:
        game.parse_action("vision @1 @2", 0)
    assert (caught.value.code, caught.value.seat) == (Illegal.NOT_YOURS, 0)
