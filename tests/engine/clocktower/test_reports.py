"""What the engine tells and refuses is data (issue 27): codes with seats, numbers, ids and
entries, from which the English developer form is derived; no field holds a sentence."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import DAY_ACTIONS, REGISTRY
from engine.clocktower.explain import minimal_commitments, minimal_reason
from engine.clocktower.faults import ListError, Problem
from engine.clocktower.refusals import (
    NotStoredError,
    Reason,
    Refused,
    RefusedError,
    Why,
)
from engine.clocktower.reports import Report, Told
from engine.clocktower.script import TROUBLE_BREWING, Lack, SetupGap, no_setup_gaps
from engine.clocktower.text import DontWake, parse_entry, parse_setup_line
from engine.clocktower.world import NightPlan

from .helpers import STORYTELLER, end_day, make_game, resolve, send


def first_day() -> ClocktowerGame:
    """Night 1 of seven players resolved: Day 1 begins."""
    game = make_game(7, {6, 7}, {1: [1, 2, 3, 4, 5, 6, 7]})
    send(game, 6, "setup demon @6 bluffs washerwoman librarian investigator")
    send(game, 7, "setup demon @6\ndont_wake")
    send(game, 1, "wake empath learn 2")
    send(game, 2, "wake chef learn 1")
    for seat in (3, 4, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    return game


def played() -> ClocktowerGame:
    """Two nights and two days of seven players: setup, results, a nomination, a shot, the end."""
    game = first_day()
    game.play("nominate @1 @3 yes @1 @2 @4 @5", STORYTELLER)
    end_day(game)
    send(game, 6, "wake imp choose @2")
    send(game, 1, "wake empath learn 1")
    for seat in (4, 5, 7):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("slay @6", 4)
    game.play("nominate @1 @6 yes @1 @3 @4 @5", STORYTELLER)
    end_day(game)
    return game


IDS = {*REGISTRY, *DAY_ACTIONS, "good", "evil"}
"""What an id of a report may be, but for a stored list's lines."""


def test_every_field_of_every_report_is_an_id_a_seat_or_a_number():
    """Seats are on the table, ids are characters, teams or verbs, and a stored list's lines
    parse back to themselves: no report holds a sentence."""
    game = played()
    for report in game.reports:
        assert all(0 <= seat < game.n for seat in report.seats), report
        assert all(isinstance(number, int) for number in report.numbers), report
        if report.code is Told.STORED:
            for line in report.ids:
                parse = parse_setup_line if line.startswith("setup") else parse_entry
                assert parse(line, game.n).text == line
        else:
            assert set(report.ids) <= IDS, report


def test_a_night_report_holds_the_entry_the_night_accepted():
    """Each dawn report carries the very entry the committed night holds for its seat."""
    game = played()
    nights = [p for p in game.history.phases if isinstance(p, NightPlan)]
    told = [r for r in game.reports if r.code is Told.NIGHT]
    assert told
    for report in told:
        plan = nights[report.numbers[0] - 1]
        entry = plan.entry_map().get(report.to)
        assert report.entries == (entry or DontWake(),)


def test_the_public_reports_say_the_game_in_order():
    """The public codes of the game follow its course, each with its data."""
    public = [(r.code, r.seats, r.numbers, r.ids) for r in played().reports if r.to == "public"]
    assert public[-8:] == [
        (Told.RESOLVING, (), (2,), ()),
        (Told.DEAD, (1,), (), ()),
        (Told.DAY_BEGINS, (), (2,), ()),
        (Told.DAY_ACTION, (4, 5), (), ("slay",)),
        (Told.NOMINATED, (0, 5), (4, 5), ()),
        (Told.EXECUTED, (5,), (), ()),
        (Told.DEAD, (5,), (), ()),
        (Told.OVER, (), (), ("good",)),
    ]


def test_the_developer_form_is_worded_from_the_data():
    """``Report.text`` derives the English developer form from the code and data alone."""
    assert Report(0, Told.EVIL, seats=(5, 6)).text == "You are evil. The evil team: @6, @7."
    assert Report(2, Told.BECAME, ids=("imp",)).text == "You are now the Imp."
    action = Report("public", Told.DAY_ACTION, seats=(4, 5), ids=("slay",))
    assert action.text == "@5 shoots @6."


def test_a_refused_nomination_carries_its_code_and_seat():
    """A nomination by a player who nominated today is refused with the code and the seat."""
    with pytest.raises(RefusedError) as night:
        make_game(7, {6, 7}).parse_action("nominate @1 @2 yes", STORYTELLER)
    assert (night.value.code, night.value.seat) == (Refused.NOMINATIONS_BY_DAY, None)
    game = first_day()
    game.play("nominate @1 @2 yes", STORYTELLER)
    with pytest.raises(RefusedError) as again:
        game.parse_action("nominate @1 @3 yes", STORYTELLER)
    assert (again.value.code, again.value.seat) == (Refused.NOMINATED_ALREADY, 0)


def test_a_bad_list_carries_each_lines_problem():
    """A list with two bad lines names each line's number, problem and the words at fault."""
    game = make_game(7, {6, 7})
    with pytest.raises(ListError) as refused:
        game.parse_action("wake chef learn 1; wake zzz; wake empath choose @2", 0)
    faults = [(f.number, f.problem, f.word, f.character) for f in refused.value.faults]
    assert faults == [
        (2, Problem.NOT_IN_SCRIPT, "zzz", ""),
        (3, Problem.CHOOSES_NO_ONE, "", "empath"),
    ]


def test_an_impossible_entry_carries_its_reason():
    """A good player waking as an evil character is told why as data: its side."""
    game = make_game(7, {6, 7})
    with pytest.raises(NotStoredError) as refused:
        game.parse_action("wake poisoner choose @3", 0)
    [verdict] = refused.value.verdicts
    assert (verdict.line, verdict.possible) == ("wake poisoner choose @3", False)
    assert verdict.reason == Reason(Why.SIDE, "poisoner", evil=False)
    assert refused.value.drop is None


def test_an_explanation_is_commitments_worded_as_before():
    """`explain`'s commitments carry seats and lines; their developer form is the old text."""
    game = played()
    commitments = minimal_commitments(game, 0, "chef")
    assert commitments is not None and commitments
    assert [(c.number, c.seat, c.line) for c in commitments] == [(2, 0, "wake empath learn 1")]
    assert tuple(c.text for c in commitments) == minimal_reason(game, 0, "chef")


def test_a_size_without_a_setup_says_why_as_data():
    """At 15 players each way of filling the Minion seats names what it lacks, in numbers."""
    assert no_setup_gaps(TROUBLE_BREWING, 15) == (
        SetupGap((), ("baron",), Lack.MINIONS, needed=3, has=2),
        SetupGap(("baron",), ("baron",), Lack.OUTSIDERS, needed=4, has=3),
    )
    assert no_setup_gaps(TROUBLE_BREWING, 7) == ()
