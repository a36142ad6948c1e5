"""The Lab's clock rules (cogs/lab/clocks.py) as pure functions of a row, a game and now."""

from __future__ import annotations

import datetime as dt

from bot.shell.store import FamilyGameRow, GameStatus
from cogs.lab import clocks
from cogs.lab.extra import LabExtra
from engine.core.family import Actor
from engine.lab import LabGame, LabSetup
from engine.lab.actions import parse_command
from tests.engine.lab.builder import Board, dice

T0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
HOUR = dt.timedelta(hours=1)


def row(turn_hours: float = 24.0) -> FamilyGameRow:
    return FamilyGameRow(
        id=1,
        family="lab",
        guild_id=1,
        channel_id=1,
        host_id=1,
        status=GameStatus.RUNNING,
        created_at="",
        updated_at="",
        options={"turn": turn_hours * 3600},
        extra=LabExtra(),
    )


def k7_game() -> LabGame:
    """K7: P3 logs Yellow and the reset's letter die asks P3 to CHOOSE."""
    from engine.lab.geometry import Colour

    board = Board(players=4)
    board.tile((6, 6), "room-dead-end", "╸")
    board.at(3, (6, 6)).holds(3, Colour.YELLOW).slot(Colour.RED, Colour.GREEN, Colour.BLUE)
    setup = LabSetup(players=["a", "b", "c", "d"], seed="t", cats=False, position=board.text(3))
    return LabGame(setup, {"seats": "0,1,2,3", **dice("3", "CHOOSE")})


def test_a_turn_gets_the_hosts_hours_and_two_reminders():
    """At the start the turn limit runs; reminders fall at half time and an hour before."""
    r, game = row(24.0), k7_game()
    clocks.retime(r, game, None, T0)
    assert r.deadline == T0 + 24 * HOUR and r.deadline_kind == "turn"
    assert clocks.reminder_times(r) == [T0 + 12 * HOUR, T0 + 23 * HOUR]
    assert clocks.next_due(r) == T0 + 12 * HOUR
    LabExtra.of(r).reminders = 2
    assert clocks.next_due(r) == r.deadline


def test_a_short_turn_has_one_reminder():
    """With a 2 h turn, an hour left is half time: one reminder."""
    r, game = row(2.0), k7_game()
    clocks.retime(r, game, None, T0)
    assert clocks.reminder_times(r) == [T0 + HOUR]


def test_steps_within_a_turn_keep_its_limit():
    """An action in the same turn does not restart the clock."""
    r, game = row(), k7_game()
    clocks.retime(r, game, None, T0)
    before = clocks.clock_key(game)
    game.push(parse_command("see up", 2))
    clocks.retime(r, game, before, T0 + HOUR)
    assert r.deadline == T0 + 24 * HOUR


def test_pause_freezes_and_resume_gives_the_rest():
    """Freezing keeps the time left; thawing later restores exactly that much."""
    r, game = row(), k7_game()
    clocks.retime(r, game, None, T0)
    clocks.freeze(r, T0 + 4 * HOUR)
    assert r.deadline is None and r.paused_left == 20 * 3600
    assert not clocks.expired(r, T0 + 100 * HOUR)
    clocks.thaw(r, T0 + 10 * HOUR)
    assert r.deadline == T0 + 30 * HOUR


def test_the_end_stops_the_clock():
    """Once the game is over no limit runs."""
    r, game = row(), k7_game()
    clocks.retime(r, game, None, T0)
    game.push(parse_command("abort", Actor.STORYTELLER))
    clocks.retime(r, game, clocks.clock_key(game), T0)
    assert r.deadline is None and clocks.next_due(r) is None


def test_a_pause_gives_an_open_vote_back_its_frozen_time():
    """A vote's 24 h stop while paused: resuming 5 h later moves its end 5 h on."""
    r = row()
    LabExtra.of(r).vote_deadline = T0 + 24 * HOUR
    clocks.freeze(r, T0 + HOUR)
    assert clocks.vote_deadline(r) is None
    clocks.thaw(r, T0 + 6 * HOUR)
    assert clocks.vote_deadline(r) == T0 + 29 * HOUR
