"""Play-by-post operations: deadlines, reminders, the clock, the storyteller's toolbox,
channel roles, the log, and votes racing a deadline."""

from __future__ import annotations

import pytest
import simcord

from bot.shell.store import GameStatus
from cogs.werewolf.games import games_of
from tests.cogs.harness import (
    choose,
    fire_slash,
    make_bot,
    message_text,
    night_prompt,
    play_night,
    refused,
    seat_table,
    start_game,
    stored_actions,
)

HOUR = 3600


def posts(table, contains):
    return [m for m in table.town.history() if contains in message_text(m)]


def dms(table, seat):
    return [message_text(m) for m in table.player(seat).user.dm_channel.history()]


def reminders(table, seat):
    return [text for text in dms(table, seat) if "⏰ Reminder" in text]


# -- deadlines ---------------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_a_night_resolves_at_its_deadline_with_actions_missing(simcord_env):
    """Night 0 (24 h) resolves at its deadline with one vision in; prompts show the deadline."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await choose(table, 0, "vision", 1)
    prompt = night_prompt(table, 0)
    assert "<t:" in prompt.content and ":R>" in prompt.content and ":f>" in prompt.content
    await simcord_env.advance_time(24 * HOUR - 60)
    assert str(table.game.phase) == "N0"
    await simcord_env.advance_time(61)
    assert str(table.game.phase) == "D1"
    [dawn] = posts(table, "Dawn after Night 0")
    assert "Time is up: Night 0 ends at its deadline" in dawn.content
    assert "Day 1 ends <t:" in dawn.embeds[0].description
    assert (await stored_actions(table))[-1] == "advance"
    tally = table.town.history()[-1]
    assert "Day 1 ends <t:" in tally.embeds[0].description


@pytest.mark.simcord(settle_timeout=10)
async def test_a_day_resolves_at_its_deadline_and_missing_votes_abstain(simcord_env):
    """Two of five vote for Dave; at the 48 h deadline Dave is lynched by those two votes."""
    table = await seat_table(simcord_env, 5)
    await start_game(table, day_hours=48.0)
    await play_night(table)
    for seat in (0, 1):
        await table.player(seat).slash(table.town, "vote", player="Dave")
    game = table.game
    await simcord_env.advance_time(48 * HOUR - 60)
    assert str(game.phase) == "D1"
    await simcord_env.advance_time(61)
    assert str(game.phase) != "D1" and not game.alive[3]
    assert (await games_of(table.bot).storage.actions(1))[-1] == "advance"
    [end] = posts(table, "The end of Day 1")
    assert "The village lynched **Dave**" in end.embeds[0].description


@pytest.mark.simcord(settle_timeout=10)
async def test_reminders_at_12_and_1_hours_go_to_those_who_owe_only(simcord_env):
    """Players without a choice get the same reminder 12 h and 1 h before the deadline."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    for seat in (0, 1):
        await choose(table, seat, "vision", (seat + 1) % 5)
    await simcord_env.advance_time(12 * HOUR - 10)
    assert all(not reminders(table, seat) for seat in range(5))
    await simcord_env.advance_time(20)
    first = [reminders(table, seat) for seat in range(5)]
    assert first[0] == first[1] == [] and all(len(first[s]) == 1 for s in (2, 3, 4))
    assert first[2] == first[3] == first[4]
    assert "Night 0" in first[2][0] and "<t:" in first[2][0]
    await choose(table, 2, "vision", 3)
    await simcord_env.advance_time(11 * HOUR)
    assert [len(reminders(table, seat)) for seat in range(5)] == [0, 0, 1, 2, 2]
    assert str(table.game.phase) == "N0"


@pytest.mark.simcord(settle_timeout=10)
async def test_night_reminders_do_not_depend_on_who_could_be_a_wolf(simcord_env):
    """On Night 1 a player with a vision but no attack gets the same text as one with neither."""
    table = await seat_table(simcord_env, 5)
    await start_game(table, reminders="1")
    await play_night(table)
    for seat in (0, 1, 2):
        await table.player(seat).slash(table.town, "vote", player="Erin")
    game = table.game
    assert str(game.phase) == "N1"
    living = game.living()
    await choose(table, living[0], "vision", living[1])
    await simcord_env.advance_time(23 * HOUR + 1)
    texts = {seat: reminders(table, seat) for seat in living}
    assert all(len(found) == 1 for found in texts.values())
    assert len({found[0] for found in texts.values()}) == 1
    assert "vision and attack" in texts[living[0]][0]


@pytest.mark.simcord(settle_timeout=10)
async def test_pause_and_resume_keep_the_time_left(simcord_env):
    """Paused with 14 h left, the night waits for days; resumed, it resolves 14 h later."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await simcord_env.advance_time(10 * HOUR)
    refused(await table.player(0).slash(table.town, "game pause"), "storyteller")
    result = await table.storyteller.slash(table.town, "game pause")
    assert not result.ephemeral and "paused" in result.response.content
    assert "14.0 h left" in result.response.content
    await simcord_env.advance_time(100 * HOUR)
    assert str(table.game.phase) == "N0"
    status = await table.player(0).slash(table.town, "game status")
    assert "paused" in message_text(status.response.message)
    result = await table.storyteller.slash(table.town, "game resume")
    assert "runs again" in result.response.content
    await simcord_env.advance_time(14 * HOUR - 60)
    assert str(table.game.phase) == "N0"
    await simcord_env.advance_time(61)
    assert str(table.game.phase) == "D1"


@pytest.mark.simcord(settle_timeout=10)
async def test_extend_and_settings(simcord_env):
    """/game extend moves the deadline; /game settings changes later phases' lengths."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    result = await table.storyteller.slash(table.town, "game extend", hours=6.0)
    assert (
        "added 6 hours to Night 0" in result.response.content and "<t:" in result.response.content
    )
    result = await table.storyteller.slash(
        table.town, "game settings", day_hours=2.0, reminders="none"
    )
    assert "Day length: **2 h**" in result.response.content
    assert "Reminders: **none**" in result.response.content
    await simcord_env.advance_time(24 * HOUR + 60)
    assert str(table.game.phase) == "N0"
    await simcord_env.advance_time(6 * HOUR)
    assert str(table.game.phase) == "D1"
    await simcord_env.advance_time(2 * HOUR + 1)
    assert str(table.game.phase) == "N1"
    assert all(not reminders(table, seat) for seat in range(4))


@pytest.mark.simcord(settle_timeout=20)
async def test_a_deadline_that_passed_while_the_bot_was_down_resolves_on_start(
    simcord_env, db_path
):
    """The bot is down across Night 0's deadline; the new bot resolves it at once."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await choose(table, 0, "vision", 1)
    await simcord_env.bot.close()
    await simcord_env.advance_time(30 * HOUR)
    assert not posts(table, "Dawn after Night 0")
    await simcord_env.restart_bot(make_bot(db_path, first_seed=1000))
    await simcord_env.settle()
    assert str(table.game.phase) == "D1"
    assert posts(table, "Dawn after Night 0")
    assert (await stored_actions(table)) == ["vision @0 @1", "advance"]
    row = await games_of(table.bot).storage.game(table.session.row.id)
    assert row.deadline_kind == "D1" and row.deadline is not None


# -- the storyteller's toolbox -----------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_kick_removes_a_player_like_a_lynch(simcord_env):
    """/game kick reveals the player like a lynch and the day goes on."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    await table.player(1).slash(table.town, "vote", player="Alice")
    result = await table.storyteller.slash(table.town, "game kick", player="Bob")
    assert result.ephemeral and "removed" in result.response.content
    game = table.game
    assert not game.alive[1] and str(game.phase) == "D1"
    [post] = posts(table, "a player was removed")
    assert "The storyteller removed **Bob**" in post.content
    assert "☠️ **Bob** was removed from the game by the storyteller" in post.embeds[0].description
    assert (await stored_actions(table))[-1] == "kick @1"
    refused(await table.player(1).slash(table.town, "vote", player="Carol"), "dead")


@pytest.mark.simcord(settle_timeout=10)
async def test_replace_hands_a_seat_to_a_new_member(simcord_env):
    """The new member gets the number, odds, visions and menus; the old one is out."""
    table = await seat_table(simcord_env, 5)
    game = await start_game(table)
    await play_night(table)
    await table.player(0).slash(table.town, "vote", player="Bob")
    await table.player(2).slash(table.town, "vote", player="Bob")
    newcomer = table.bystander
    result = await table.storyteller.slash(
        table.town, "game replace", player="Bob", member=newcomer
    )
    assert result.ephemeral, result.response.content
    seat = 1
    assert table.session.row.seats[seat].user_id == newcomer.id
    name = game.name(seat)
    assert (await stored_actions(table))[-1] == f"rename @1 {name}"
    texts = [message_text(m) for m in newcomer.user.dm_channel.history()]
    assert any(f"Your secret number is **#{game.numbers[seat]}**" in t for t in texts)
    assert any("Your visions" in t for t in texts)
    assert any("It is Day 1" in t and "<t:" in t for t in texts)
    me = await newcomer.slash(table.town, "me")
    assert f"#{game.numbers[seat]} {name}" in me.response.embeds[0].title
    refused(await table.player(1).slash(table.town, "me"), "not a player")
    result = await newcomer.slash(table.town, "vote", player="Alice")
    assert "counts for Day 1" in result.response.content


@pytest.mark.simcord(settle_timeout=10)
async def test_replace_under_a_taken_name_says_why_and_how_to_give_another(simcord_env):
    """A replacement named like another player is refused: the storyteller reads why, and that
    the name option gives another; the seat stays its player's."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    result = await table.storyteller.slash(
        table.town, "game replace", player="Bob", member=table.bystander, name="alice"
    )
    assert result.response.content == (
        "❌ You cannot use the name **alice**: another player already has that name. "
        "Give one with the `name` option."
    )
    assert table.session.row.seats[1].user_id == table.player(1).user.id


@pytest.mark.simcord(settle_timeout=10)
async def test_undo_reverts_the_last_resolution_and_the_redo_is_a_correction(simcord_env):
    """Undo of an early advance reopens the night; the next dawn post replaces the first."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    for seat in range(5):
        await choose(table, seat, "vision", (seat + 1) % 5)
    assert str(table.game.phase) == "D1"
    before = len(dms(table, 0))
    result = await table.storyteller.slash(table.town, "game undo")
    assert result.ephemeral and "Undone" in result.response.content
    assert str(table.game.phase) == "N0"
    [notice] = posts(table, "Correction:** the storyteller undid")
    assert "Night 0" in notice.content and "no longer counts" in notice.content
    assert any("no longer holds" in t for t in dms(table, 0)[before:])
    await table.storyteller.slash(table.town, "game advance")
    assert str(table.game.phase) == "D1"
    [redo] = posts(table, "🔁 Correction: 🌅 Dawn after Night 0")
    assert "replaces the earlier Night 0 post" in redo.embeds[0].description
    assert any("correction" in t and "Your vision of Bob" in t for t in dms(table, 0))
    assert (await stored_actions(table))[-2:] == ["undo", "advance"]
    await table.player(0).slash(table.town, "vote", player="Bob")
    refused(await table.storyteller.slash(table.town, "game undo"), "nothing to undo")


@pytest.mark.simcord(settle_timeout=10)
async def test_co_storytellers(simcord_env):
    """A co-storyteller can run the game until removed."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    helper = table.bystander
    refused(await helper.slash(table.town, "game advance"), "storyteller")
    refused(
        await table.storyteller.slash(table.town, "game storyteller add", member=table.player(0)),
        "they play in this game",
    )
    result = await table.storyteller.slash(table.town, "game storyteller add", member=helper)
    assert "co-storyteller" in result.response.content
    assert "Night 0 resolved" in (await helper.slash(table.town, "game advance")).response.content
    status = await helper.slash(table.town, "game status")
    assert "Still owed" in message_text(status.response.message)
    plain = await table.player(0).slash(table.town, "game status")
    assert "Still owed" not in message_text(plain.response.message)
    await table.storyteller.slash(table.town, "game storyteller remove", member=helper)
    refused(await helper.slash(table.town, "game advance"), "storyteller")


@pytest.mark.simcord(settle_timeout=10)
async def test_end_reveals_the_state_and_frees_the_channel(simcord_env):
    """/game end posts every player's odds, the record and the history heat map."""
    table = await seat_table(simcord_env, 4)
    game = await start_game(table)
    await play_night(table)
    session = table.session
    result = await table.storyteller.slash(table.town, "game end")
    assert result.ephemeral
    post = table.town.history()[-1]
    text = message_text(post)
    assert "ended by the storyteller" in text
    for seat in range(4):
        assert f"#{game.numbers[seat]} **{game.name(seat)}**" in text
    assert {a.filename for a in post.attachments} == {
        "table.png",
        "history.png",
        f"quantum-werewolf-game-{session.row.id}.json",
    }
    assert session.row.status is GameStatus.OVER
    assert (await table.storyteller.slash(table.town, "game create")).acknowledged


@pytest.mark.simcord(settle_timeout=20)
async def test_log_for_the_storyteller_now_and_for_everyone_after_the_end(simcord_env):
    """The storyteller's log holds secrets mid-game; players get it only after the end."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await play_night(table)
    refused(await table.player(0).slash(table.town, "game log"), "still running")
    result = await table.storyteller.slash(table.town, "game log")
    assert result.ephemeral
    files = {a.filename: a for a in result.response.message.attachments}
    markdown = (await files["quantum-werewolf-game-1.md"].read()).decode()
    assert "## Night 0" in markdown and "looks at" in markdown and "Secret numbers" in markdown
    assert "### Dawn after Night 0" in markdown
    await table.storyteller.slash(table.town, "game end")
    result = await table.player(0).slash(table.town, "game log")
    assert result.ephemeral
    names = {a.filename for a in result.response.message.attachments}
    assert names == {"quantum-werewolf-game-1.json", "quantum-werewolf-game-1.md"}


# -- channels and permissions ------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=20)
async def test_with_permissions_the_dead_and_outsiders_cannot_post(simcord_env):
    """Alive/Dead roles: the lynched player can read but not post; the dead channel is theirs."""
    table = await seat_table(simcord_env, 6)
    await start_game(table, close_to_outsiders=True, dead_channel=True)
    assert {"QW 1 Alive", "QW 1 Dead"} <= set(table.guild.roles)
    dead_channel = table.guild.channels["qw-1-dead"]
    await table.player(0).send(table.town, "good morning")
    with pytest.raises(simcord.BackendError):
        await table.bystander.send(table.town, "may I play?")
    await play_night(table)
    game = table.game
    for seat in (1, 2, 3, 4):
        await table.player(seat).slash(table.town, "vote", player="Alice")
    assert not game.alive[0]
    with pytest.raises(simcord.BackendError):
        await table.player(0).send(table.town, "I was innocent!")
    assert table.town.history(viewer=table.player(0))
    await table.player(0).send(dead_channel, "hello from beyond")
    with pytest.raises(simcord.BackendError):
        await table.player(1).send(dead_channel, "can I see?")
    await table.player(1).send(table.town, "still alive")
    await table.storyteller.send(table.town, "storyteller speaking")


@pytest.mark.simcord(settle_timeout=10)
async def test_without_permissions_the_game_runs_and_the_storyteller_is_told(simcord_env):
    """No Manage Roles / Manage Channels: the storyteller hears exactly what is missing."""
    table = await seat_table(simcord_env, 4)
    bot_role = table.guild.me.top_role
    perms = bot_role.permissions
    perms.update(manage_roles=False, manage_channels=False)
    simcord_env.backend.edit_role(table.guild.id, bot_role.id, {"permissions": perms.value})
    await simcord_env.settle()
    result = await table.storyteller.slash(table.town, "game create", dead_channel=True)
    note = result.followups[-1]
    assert "**Manage Roles**" in note.content and "**Manage Channels**" in note.content
    assert note.ephemeral if hasattr(note, "ephemeral") else True
    table.lobby = result.response.message
    for member in table.players:
        await member.click(table.lobby, label="Join")
    start = await table.storyteller.click(table.lobby, label="Start")
    assert start.ephemeral and "Started" in start.response.content
    assert "**Manage Roles**" in start.response.content
    assert not any(name.startswith("QW ") for name in table.guild.roles)
    await play_night(table)
    assert str(table.game.phase) == "D1"


@pytest.mark.simcord(settle_timeout=10)
async def test_with_permissions_nothing_is_reported_missing(simcord_env):
    """With every permission the start reply has no note."""
    table = await seat_table(simcord_env, 4)
    result = await table.storyteller.slash(table.town, "game create")
    assert not result.followups
    table.lobby = result.response.message
    for member in table.players:
        await member.click(table.lobby, label="Join")
    start = await table.storyteller.click(table.lobby, label="Start")
    assert "missing" not in start.response.content


# -- votes racing the deadline -----------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=20)
async def test_a_burst_of_votes_at_the_deadline_counts_each_vote_exactly_once(simcord_env):
    """A burst in flight while Day 1 resolves: votes sent before the deadline, the storyteller's
    `/game advance` (twice), more votes after the deadline. Each vote counts once for Day 1
    (and says so) or is refused as late; Day 1 resolves once; nothing lands in Night 1."""
    table = await seat_table(simcord_env, 10)
    await start_game(table, majority_ends_day=False, day_hours=1.0)
    await play_night(table)
    game = table.game
    session = table.session
    living = game.living()
    targets = {seat: living[(i + 1) % len(living)] for i, seat in enumerate(living)}
    first, second, third = living[:3], living[3:6], living[6:]
    results = {}

    def votes(seats):
        for seat in seats:
            name = game.name(targets[seat])
            results[seat] = fire_slash(table.player(seat), table.town, "vote", player=name)

    await simcord_env.advance_time(HOUR - 1)  # one second before the deadline
    votes(first)
    advance = fire_slash(table.storyteller, table.town, "game advance")
    votes(second)
    again = fire_slash(table.storyteller, table.town, "game advance")
    # The deadline passes while all of that is in flight (nothing has run yet).
    simcord_env._move_clock(simcord_env._virtual_time + 2)
    votes(third)
    await simcord_env.settle()
    await simcord_env.advance_time(60)

    assert str(game.phase) == "N1" or game.is_over
    actions = await games_of(table.bot).storage.actions(session.row.id)
    assert actions.count("advance") == 2, actions  # Night 0 and Day 1, nothing more
    day_end = len(actions) - 1 - actions[::-1].index("advance")
    texts = {}
    counted = set()
    for seat, result in results.items():
        text = (result.followups[-1] if result.followups else result.response).content
        texts[seat] = text
        vote = f"vote @{seat} @{targets[seat]}"
        if "counts for Day 1" in text:
            counted.add(seat)
            assert actions.count(vote) == 1 and actions.index(vote) < day_end, (seat, actions)
        else:
            assert result.ephemeral and "not counted" in text, text
            assert vote not in actions
    assert all(not a.startswith("vote") for a in actions[day_end:])
    report_votes = {v for count in game.reports[-1].lynch.votes for v in count.voters}
    assert report_votes == counted
    assert set(first) <= counted  # in before the advance
    assert not counted & set(second + third)  # queued behind the resolution: refused
    assert (
        "Day 1 resolved"
        in (advance.followups[-1] if advance.followups else advance.response).content
    )
    late = (again.followups[-1] if again.followups else again.response).content
    assert late.startswith("❌") and "was not counted" in late, late
    assert "was sent before Night 1 began" in texts[second[0]]
