"""The clock rules (P4, A2): which limit runs after an action, on stand-in game states."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

from bot.shell.store import FamilyGameRow, GameStatus
from cogs.cloud import clocks
from cogs.cloud.extra import CloudExtra
from engine.cloud import Action, Phase, Verb

T0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
OPTIONS = {"turn": 3600.0, "window": 600.0, "setup": 120.0}


def row() -> FamilyGameRow:
    return FamilyGameRow(
        id=1,
        family="cloud",
        guild_id=1,
        channel_id=2,
        host_id=3,
        status=GameStatus.RUNNING,
        created_at="",
        updated_at="",
        options=dict(OPTIONS),
        extra=CloudExtra(),
    )


def state(turn=1, window=False, paused=False, phase=Phase.PLAY, actions=None, over=False):
    attack = Action(0, Verb.ATTACK, unit="A1", target="B1")
    return SimpleNamespace(
        phase=phase,
        turn=turn,
        window=object() if window else None,
        actions=actions if actions is not None else [attack],
        paused=paused,
        outcome=object() if over else None,
        waiting=lambda: [1],
        setup_placer=lambda: None,
        active=0,
    )


def at(seconds: float) -> dt.datetime:
    return T0 + dt.timedelta(seconds=seconds)


def test_a_new_turn_gets_the_full_turn_limit():
    """T1 starts the turn clock with the whole turn length."""
    r = row()
    clocks.retime(r, state(turn=2), clocks.clock_key(state(turn=1)), T0)
    assert (r.deadline, r.deadline_kind, r.deadline_span) == (at(3600), "turn", 3600)


def test_a_window_stops_the_turn_clock_and_its_close_gives_the_rest_back():
    """A2/P4: the window has its own limit; after it the turn goes on with the time it had left."""
    r = row()
    clocks.retime(r, state(), None, T0)
    clocks.retime(r, state(window=True), clocks.clock_key(state()), at(1000))
    assert (r.deadline, r.deadline_kind) == (at(1600), "window")
    clocks.retime(r, state(), clocks.clock_key(state(window=True)), at(1300))
    assert (r.deadline, r.deadline_kind) == (at(1300 + 2600), "turn")


def test_pause_keeps_the_time_left_and_resume_restores_it():
    """A paused game has no deadline; resuming gives back exactly what was left."""
    r = row()
    clocks.retime(r, state(), None, T0)
    clocks.retime(r, state(paused=True), clocks.clock_key(state()), at(600))
    assert r.deadline is None and r.paused_left == 3000
    clocks.retime(r, state(), clocks.clock_key(state(paused=True)), at(9000))
    assert r.deadline == at(12000) and r.paused_left is None


def test_every_setup_placement_gets_its_own_limit():
    """Each accepted setup placement starts a new setup limit."""
    r = row()
    one = state(phase=Phase.SETUP_TILES, turn=0, actions=[])
    two = state(phase=Phase.SETUP_TILES, turn=0, actions=[Action(0, Verb.TILE)])
    clocks.retime(r, two, clocks.clock_key(one), at(50))
    assert (r.deadline, r.deadline_kind) == (at(170), "setup")


def test_the_end_clears_the_clock_and_an_unchanged_state_keeps_it():
    """No deadline once over; an action that changes no limit (a move) leaves it alone."""
    r = row()
    clocks.retime(r, state(), None, T0)
    clocks.retime(r, state(), clocks.clock_key(state()), at(500))
    assert r.deadline == at(3600)
    clocks.retime(r, state(over=True), clocks.clock_key(state()), at(600))
    assert r.deadline is None and r.deadline_kind is None


def test_the_reminder_is_due_when_a_quarter_is_left_and_only_once():
    """P4: one reminder at three quarters of the limit."""
    r = row()
    clocks.retime(r, state(), None, T0)
    assert not clocks.reminder_due(r, at(2699))
    assert clocks.reminder_due(r, at(2700))
    r.reminded = True
    assert not clocks.reminder_due(r, at(3000))
    assert clocks.expired(r, at(3600)) and not clocks.expired(r, at(3599))
