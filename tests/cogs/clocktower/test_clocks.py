"""Quantum Clocktower's deadlines (cogs/clocktower/clocks.py) as pure functions of a row, a
game and now."""

from __future__ import annotations

import datetime as dt

from bot.shell.store import FamilyGameRow, GameStatus
from cogs.clocktower import clocks
from cogs.clocktower.extra import ClocktowerExtra
from tests.engine.clocktower.helpers import make_game, resolve, send

T0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
HOUR = dt.timedelta(hours=1)


def row() -> FamilyGameRow:
    return FamilyGameRow(
        id=1,
        family="clocktower",
        guild_id=1,
        channel_id=1,
        host_id=1,
        status=GameStatus.RUNNING,
        created_at="",
        updated_at="",
        options={"night": 24 * 3600.0, "day": 12 * 3600.0, "reask": 2 * 3600.0},
        extra=ClocktowerExtra(),
    )


def t4_game():  # type: ignore[no-untyped-def]
    game = make_game(7, {6, 7}, {1: [1, 2, 3, 4, 5, 6, 7]})
    send(game, 6, "setup demon @6 bluffs washerwoman librarian investigator")
    send(game, 7, "setup demon @6\nwake poisoner choose @3")
    send(game, 1, "wake empath learn 2")
    return game


def test_a_night_gets_the_night_hours_and_a_half_time_reminder():
    """At the start the night's limit runs; the reminder falls at half time."""
    r, game = row(), t4_game()
    clocks.retime(r, game, T0)
    assert r.deadline == T0 + 24 * HOUR and r.deadline_kind == "night"
    assert clocks.next_due(r) == T0 + 12 * HOUR
    r.reminded = True
    assert clocks.next_due(r) == r.deadline


def test_a_list_does_not_restart_the_night():
    """Lists arriving during the night keep its deadline."""
    r, game = row(), t4_game()
    clocks.retime(r, game, T0)
    send(game, 2, "dont_wake")
    clocks.retime(r, game, T0 + 5 * HOUR)
    assert r.deadline == T0 + 24 * HOUR


def test_a_reask_gets_its_own_limit_and_the_day_follows():
    """A re-ask during resolution starts the re-ask limit; the answer that reaches dawn starts
    the day's."""
    r, game = row(), t4_game()
    clocks.retime(r, game, T0)
    resolve(game)
    clocks.retime(r, game, T0 + HOUR)
    assert r.deadline_kind == "reask" and r.deadline == T0 + 3 * HOUR
    send(game, 1, "wake empath learn 1")
    clocks.retime(r, game, T0 + 2 * HOUR)
    assert r.deadline_kind == "day" and r.deadline == T0 + 14 * HOUR


def test_pause_freezes_resume_gives_the_rest_and_extend_adds():
    """Freezing keeps the time left; extending a frozen limit adds to it; thawing restores it."""
    r, game = row(), t4_game()
    clocks.retime(r, game, T0)
    clocks.freeze(r, T0 + 4 * HOUR)
    assert r.deadline is None and not clocks.expired(r, T0 + 100 * HOUR)
    clocks.extend(r, 1.0)
    clocks.thaw(r, T0 + 10 * HOUR)
    assert r.deadline == T0 + 31 * HOUR
