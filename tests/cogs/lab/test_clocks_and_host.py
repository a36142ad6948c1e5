"""The Lab's clocks (§7.4), host tools, the end and restarts, on simcord (a 2-player game)."""

from __future__ import annotations

import datetime as dt

import pytest

from engine.lab import FAMILY, LabRecord, PromptKind
from tests.cogs.harness import make_bot

from .helpers import (
    button_labels,
    join_all_and_start,
    message,
    ok,
    open_lobby,
    refused,
    seat_lab_table,
)

HOUR = 3600


async def start_duel(env, **options):
    table = await seat_lab_table(env, ("Alice", "Bob"))
    await open_lobby(table, **options)
    await join_all_and_start(table)
    return table


def reminders(table) -> list[str]:
    return [m.content for m in table.thread.history() if m.content.startswith("⏰")]


async def test_reminders_at_half_time_and_an_hour_left_then_the_turn_times_out(simcord_env):
    """A 4 h turn is reminded at 2 h and 3 h; at 4 h `system timeout` ends it and the next
    player's turn post appears."""
    table = await start_duel(simcord_env, turn_hours=4.0)
    game = table.game
    first = table.session.row.post_message_id
    user = table.session.row.extra.users[game.active]
    await simcord_env.advance_time(2 * HOUR - 60)
    assert reminders(table) == []
    await simcord_env.advance_time(61)
    assert len(reminders(table)) == 1 and f"<@{user}>" in reminders(table)[0]
    await simcord_env.advance_time(HOUR)
    assert len(reminders(table)) == 2
    assert game.turn == 1
    await simcord_env.advance_time(HOUR)
    assert game.turn == 2 and game.actions[-1].text == "system timeout"
    assert "time is up" in message(table.thread, first).content
    assert message(table.thread, first).components == []
    assert table.session.row.post_message_id != first


async def test_pause_freezes_the_clock_and_the_play_and_resume_gives_the_time_left(simcord_env):
    """While paused nothing times out and turn commands are refused; resume restores the rest."""
    table = await start_duel(simcord_env, turn_hours=1.0)
    game = table.game
    row = table.session.row
    deadline = row.deadline
    await simcord_env.advance_time(600)
    refused(await table.players[1].slash(table.thread, "lab host pause"), "only the host")
    ok(await table.host.slash(table.thread, "lab host pause"))
    assert row.deadline is None and row.paused_left == pytest.approx(3000, abs=1)
    active = table.players[game.active]
    refused(await active.slash(table.thread, "lab see", direction="up"), "paused")
    await simcord_env.advance_time(5 * HOUR)
    assert game.version == 0
    ok(await table.host.slash(table.thread, "lab host resume"))
    assert row.deadline == deadline + dt.timedelta(hours=5)


async def test_extend_moves_the_deadline(simcord_env):
    """The host's `/lab host extend` adds the hours to the running limit."""
    table = await start_duel(simcord_env)
    row = table.session.row
    deadline = row.deadline
    ok(await table.host.slash(table.thread, "lab host extend", hours=2.0))
    assert (row.deadline - deadline).total_seconds() == 2 * HOUR


async def test_deadline_sets_the_limit_of_the_turns_to_come(simcord_env):
    """`/lab host deadline 2` leaves the running turn's limit and gives the next turn 2 h."""
    table = await start_duel(simcord_env)
    row = table.session.row
    deadline = row.deadline
    ok(await table.host.slash(table.thread, "lab host deadline", hours=2.0))
    assert row.deadline == deadline
    ok(await table.host.slash(table.thread, "lab host skip"))
    assert row.deadline == simcord_env.now() + dt.timedelta(hours=2)


async def test_a_kick_ends_a_duel_with_the_winner_and_the_record(simcord_env):
    """The host kicks Bob: Alice is the last scientist and wins; the end post names her,
    reveals the seed and attaches a record that replays; the lobby closes."""
    table = await start_duel(simcord_env)
    alice, bob = table.players
    ok(await alice.slash(table.thread, "lab host kick", player=bob))
    game = table.game
    assert game.outcome is not None and game.outcome.winners == (0,)
    final = table.thread.last_message
    assert final.content.startswith("🏁") and f"<@{alice.id}>" in final.content
    assert str(game.setup.seed) in final.content
    (record_file,) = [a for a in final.attachments if a.filename.endswith(".json")]
    record = LabRecord.model_validate_json(await record_file.read())
    assert record.actions == ["host kick 2"]
    assert FAMILY.replay(record).outcome == game.outcome
    assert "Closed." in message(table.town, table.lobby.id).content
    result = await bob.slash(table.thread, "lab record")
    assert result.ephemeral and result.response.attachments


async def test_a_restarted_bot_replays_the_game_and_its_buttons_work(simcord_env, db_path):
    """After a restart the game is rebuilt from the database and the turn post's buttons
    (dynamic items with the game id and version) still act."""
    table = await start_duel(simcord_env)
    game = table.game
    active = table.players[game.active]
    ok(await active.slash(table.thread, "lab see", direction="up"))
    before = game.position.text()
    posted = [(m.id, m.content) for m in table.thread.history()]
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path, first_seed=0))
    again = table.session.game
    assert again is not game and again.position.text() == before
    assert [(m.id, m.content) for m in table.thread.history()] == posted  # nothing posted twice
    if again.prompt.kind is PromptKind.ORIENT:
        ok(await active.click(table.post(), label=again.prompt.labels[0]))
    assert again.prompt.kind is PromptKind.ACTIONS
    ok(await active.click(table.post(), label="Done (end actions)"))
    assert again.prompt.kind is not PromptKind.ACTIONS


async def test_two_timeouts_in_a_row_make_a_player_away_until_back(simcord_env):
    """Each 1 h turn times out; after P1's second the log says P1 is away; `/lab back` clears it."""
    table = await start_duel(simcord_env, turn_hours=1.0)
    game = table.game
    first = table.players[[m.id for m in table.players].index(table.session.row.extra.users[0])]
    for _ in range(3):
        await simcord_env.advance_time(HOUR + 1)
    assert "P1 is away" in game.log and 0 in game.away
    ok(await first.slash(table.thread, "lab back"))
    assert 0 not in game.away and game.log[-1] == "P1 is back"


async def test_host_skip_status_and_board(simcord_env):
    """The host's skip ends the turn; `/lab status` and `/lab board` answer only the asker."""
    table = await start_duel(simcord_env)
    game = table.game
    guest = table.players[1]
    refused(await guest.slash(table.thread, "lab host skip"), "only the host")
    ok(await table.host.slash(table.thread, "lab host skip"))
    assert game.turn == 2 and "The host skips the rest of P1's turn" in game.log
    result = await guest.slash(table.thread, "lab status")
    assert result.ephemeral and result.response.content.startswith("Round 1, turn 2")
    result = await guest.slash(table.thread, "lab board")
    assert result.ephemeral
    (image,) = result.response.attachments
    assert image.filename == "lab.png" and (await image.read()).startswith(b"\x89PNG")


async def test_a_reaction_prompt_to_another_player_waits_4_hours_with_the_turn_clock_stopped(
    simcord_env,
):
    """Fermi's reaction asks P2 to elbow P1: P2's buttons, a 4 h limit, a drawn answer at its
    end, and the turn limit resumes with the time it had left."""
    from engine.lab.geometry import Colour
    from engine.lab.options import Cat
    from tests.engine.lab.builder import Board, cat_deal

    board = Board(players=3)
    board.tile((8, 2), "room-cross", "╋")
    board.tile((9, 2), "room-cross", "╋")
    board.at(1, (8, 2)).lies(Colour.GREEN, (8, 2))
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    alice = table.players[0]
    await open_lobby(table, turn_hours=24.0)
    table.cog.rehearsal = (board.text(1), {"seats": "0,1,2", "cats": cat_deal({1: Cat.FERMI}, 3)})
    game = await join_all_and_start(table)
    row = table.session.row
    ok(await alice.slash(table.thread, "lab see", direction="down"))
    await simcord_env.advance_time(HOUR)
    ok(await alice.slash(table.thread, "lab pickup"))
    assert game.prompt.kind is PromptKind.REACT_ELBOW and game.prompt.seat == 1
    assert row.deadline_kind == "prompt" and row.deadline_span == 4 * HOUR
    assert button_labels(table.post()) == ["Elbow P1 →", "Elbow P1 ↓"]
    refused(await alice.click(table.post(), label="Elbow P1 →"), "for P2, not you")
    await simcord_env.advance_time(4 * HOUR + 1)
    assert "P2's answer timed out" in game.log
    assert game.prompt.kind is PromptKind.ACTIONS and row.deadline_kind == "turn"
    left = (row.deadline - simcord_env.now()).total_seconds()
    assert left == pytest.approx(23 * HOUR, abs=5)


async def test_an_away_players_turn_is_skipped_at_once(simcord_env):
    """Once P1 is away (two timeouts in a row), P1's turn resolves the moment P2's ends: no
    time passes, a post of its own says P1 is away (P2's post keeps only P2's turn), and P2's
    next turn gets a fresh full limit."""
    table = await start_duel(simcord_env, turn_hours=1.0)
    game = table.game
    users = table.session.row.extra.users
    second = next(m for m in table.players if m.id == users[1])
    for _ in range(3):
        await simcord_env.advance_time(HOUR + 1)
    assert 0 in game.away and game.turn == 4 and game.prompt.seat == 1
    start = simcord_env.now()
    ok(await second.slash(table.thread, "lab see", direction="up"))
    ok(await second.slash(table.thread, "lab done"))
    ok(await second.slash(table.thread, "lab see", direction="up"))
    assert simcord_env.now() == start
    assert game.turn == 6 and game.prompt.seat == 1 and game.prompt.kind is PromptKind.SEE
    skipped = game.log[game.log.index("Turn 5 (round 3): P1 " + game.names[0]) :]
    assert "P1 is away: the turn passes with no See and no actions" in skipped
    assert not any(line.startswith("P1 sees") for line in skipped)
    assert [c.text for c in game.actions[-3:]] == ["P2 see up", "P2 done", "P2 see up"]
    kept = [m.content for m in table.thread.history() if m.content.startswith("🐈 **Turn 4**")]
    assert len(kept) == 1 and "Turn 5" not in kept[0]
    own = [m.content for m in table.thread.history() if m.content.startswith("⏭️ **Turn 5")]
    assert own == [
        f"⏭️ **Turn 5 (round 3): P1 {game.names[0]}**\n"
        "• P1 is away: the turn passes with no See and no actions"
    ]
    assert table.post().content.startswith("🐈 **Turn 6**")
    assert table.session.row.deadline == start + dt.timedelta(hours=1)
