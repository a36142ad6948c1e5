"""The history heat map, the Markdown account and the deadline arithmetic."""

from __future__ import annotations

import datetime as dt

from bot.shell.store import GameStatus
from cogs.werewolf import deadlines
from cogs.werewolf.heatmap import history_png
from cogs.werewolf.history_text import effective, markdown
from engine.werewolf import Game, make_setup, record_of
from tests.cogs.werewolf.rows import werewolf_row

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]


def played() -> Game:
    game = Game(make_setup(players=NAMES, seed=3))
    for seat in range(6):
        game.push_text(f"vision @{seat} @{(seat + 1) % 6}")
    game.push_text("advance")
    game.push_text("vote @0 @1")
    game.push_text("advance")
    game.push_text("undo")
    game.push_text("vote @2 @1")
    game.push_text("advance")
    return game


def test_history_png_is_an_image():
    assert history_png(played()).startswith(b"\x89PNG")


def test_a_correction_replaces_the_undone_report():
    from engine.werewolf import replay

    _, reports = replay(record_of(played()))
    assert [r.correction for r in reports] == [False, False, True]
    kept = effective(reports)
    assert [r.phase for r in kept] == ["N0", "D1"] and kept[-1].correction


def test_markdown_public_and_secret():
    record = record_of(played())
    common = dict(game_id=1, channel="#t", setup=record.setup, actions=record.actions, draws={})
    secret = markdown(**common, secrets=True, status="running")
    public = markdown(**common, secrets=False, status="running")
    assert "Ann looks at Bob" in secret and "Secret numbers" in secret
    assert "looks at" not in public and "Secret numbers" not in public
    assert "Ann votes for Bob" in public and "undoes the last resolution" in public
    assert "(correction: replaces the undone report)" in public


def test_deadline_arithmetic():
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    row = werewolf_row(status=GameStatus.RUNNING, phase="N0")
    deadlines.begin_phase(row, now, night=True)
    assert row.deadline == now + dt.timedelta(hours=24)
    assert deadlines.next_due(row) == now + dt.timedelta(hours=12)
    later = now + dt.timedelta(hours=23, minutes=30)
    assert deadlines.due_reminders(row, later) == [12.0, 1.0]
    row.extra.reminders_sent = [12.0, 1.0]
    deadlines.extend(row, 2, later)
    assert row.extra.reminders_sent == [12.0] and row.deadline == now + dt.timedelta(hours=26)
    assert deadlines.pause(row, later) == 2.5 * 3600
    assert deadlines.next_due(row) is None and "paused" in (deadlines.deadline_text(row) or "")
    assert deadlines.resume(row, later + dt.timedelta(days=3)) == later + dt.timedelta(
        days=3, hours=2.5
    )


def test_the_clock_marks_every_due_reminder_at_once():
    """Several reminders due together (after downtime) are all marked sent by one tick."""
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    row = werewolf_row(status=GameStatus.RUNNING, phase="N0")
    deadlines.begin_phase(row, now, night=True)
    later = now + dt.timedelta(hours=23, minutes=30)
    assert deadlines.reminder_due(row, later)
    assert deadlines.mark_reminded(row, later) == [12.0, 1.0]
    assert row.extra.reminders_sent == [12.0, 1.0] and not deadlines.reminder_due(row, later)


def test_the_clock_ends_only_a_deadline_of_the_current_phase():
    """A deadline set for another phase than the row's never ends the current one."""
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    row = werewolf_row(status=GameStatus.RUNNING, phase="N0")
    deadlines.begin_phase(row, now, night=True)
    after = now + dt.timedelta(hours=25)
    assert deadlines.expired(row, after) and not deadlines.expired(row, now)
    row.extra.phase = "D1"
    assert not deadlines.expired(row, after)
