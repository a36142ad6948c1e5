"""Restarts: running games are rebuilt from the database and old components keep working."""

from __future__ import annotations

import pytest

from bot.client import SuperpostBot
from bot.shell.store import GameStatus
from cogs.werewolf import flow
from cogs.werewolf.games import Games, games_of
from cogs.werewolf.models import GameSettings
from cogs.werewolf.storage import Storage
from engine.werewolf import Advance, Vision
from tests.cogs.harness import (
    choose,
    lynch_target,
    make_bot,
    menu_id,
    message_text,
    night_prompt,
    open_lobby,
    play_day,
    play_night,
    play_to_the_end,
    seat_table,
    start_game,
    stored_actions,
)
from tests.cogs.werewolf.test_games import close_dms


async def restart(env, db_path):
    await env.bot.close()
    await env.restart_bot(make_bot(db_path, first_seed=1000))


@pytest.mark.simcord(settle_timeout=20)
async def test_restart_mid_night_loses_no_submitted_action(simcord_env, db_path):
    """Visions sent before a restart count when the night resolves after it."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    for seat in (0, 1, 2):
        await choose(table, seat, "vision", (seat + 1) % 5)
    prompts = {seat: night_prompt(table, seat) for seat in (3, 4)}
    custom_id = menu_id(table, "vision")
    await restart(simcord_env, db_path)
    assert table.game.choices.visions == {0: 1, 1: 2, 2: 3}
    for seat in (3, 4):
        result = await table.player(seat).user.select(
            prompts[seat], [str((seat + 1) % 5)], custom_id=custom_id
        )
        assert "Vision" in result.response.content
    assert str(table.game.phase) == "D1"
    assert (await stored_actions(table))[:3] == ["vision @0 @1", "vision @1 @2", "vision @2 @3"]
    for seat in range(5):
        news = table.player(seat).user.dm_channel.history()[-1]
        assert f"Your vision of {table.game.name((seat + 1) % 5)}" in news.embeds[0].description


@pytest.mark.simcord(settle_timeout=20)
async def test_restart_rebuilds_the_same_game(simcord_env, db_path):
    """After a restart the rebuilt game has the same numbers, phase and table."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    await table.player(0).slash(table.town, "vote", player="Bob")
    before = table.game
    await restart(simcord_env, db_path)
    after = table.game
    assert after is not before
    assert after.numbers == before.numbers and str(after.phase) == str(before.phase)
    assert after.table() == before.table()
    assert after.choices.votes == {0: 1}


@pytest.mark.simcord(settle_timeout=20)
async def test_restart_has_every_view_ready_before_any_command(simcord_env, db_path):
    """The restarted bot computed every player's view while rebuilding the game (in the
    worker, at start-up), so no player's first command pays for the table."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    await restart(simcord_env, db_path)
    game = table.game
    assert game.views_cache is not None
    assert game.views_cache[0] == (len(game.actions), str(game.phase))


@pytest.mark.simcord(settle_timeout=20)
async def test_lobby_buttons_work_after_a_restart(simcord_env, db_path):
    """A lobby opened before a restart still takes Join and Start."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    await table.player(0).click(lobby, label="Join")
    await restart(simcord_env, db_path)
    for seat in (1, 2):
        result = await table.player(seat).click(lobby, label="Join")
        assert "joined" in result.response.content
    result = await table.storyteller.click(lobby, label="Start")
    assert "Started with 3 players" in result.response.content


@pytest.mark.simcord(settle_timeout=20)
async def test_tally_keeps_updating_after_a_restart(simcord_env, db_path):
    """The day's tally message found again after a restart is edited by the next vote."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    tally_id = table.session.row.post_message_id
    await restart(simcord_env, db_path)
    await table.player(0).slash(table.town, "vote", player="Bob")
    tally = next(m for m in table.town.history() if m.id == tally_id)
    assert "**Bob**: 1 (Alice)" in tally.embeds[0].description


def dawn_posts(table):
    return [
        m for m in table.town.history() if m.embeds and "Dawn after" in (m.embeds[0].title or "")
    ]


@pytest.mark.simcord(settle_timeout=20)
async def test_a_resolution_committed_but_not_sent_is_sent_once_after_a_restart(
    simcord_env, db_path
):
    """Posts committed with a resolution whose sending a crash cut short go out after a restart."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    table.bot.outbox.stop()  # the sender dies: rows stay in the database
    await flow.resolve(table.bot, table.session, None)
    assert dawn_posts(table) == []
    await restart(simcord_env, db_path)
    titles = [m.embeds[0].title for m in table.town.history() if m.embeds]
    assert titles.count("🌅 Dawn after Night 0") == 1 and titles.count("🗳️ Day 1: votes") == 1
    assert await table.bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_a_post_sent_but_not_marked_is_not_sent_again(simcord_env, db_path):
    """A row sent just before a crash (not marked sent) is found in the channel, not resent."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    bot = table.bot
    bot.outbox.stop()
    await flow.resolve(bot, table.session, None)
    [row] = [r for r in await bot.storage.outbox.pending() if r.payload.get("files")]

    async def crash_before_marking(*args, **kwargs):
        raise RuntimeError("the process died")

    bot.storage.outbox.done = crash_before_marking  # type: ignore[method-assign]
    with pytest.raises(RuntimeError):
        await bot.outbox.deliver(row)
    assert len(dawn_posts(table)) == 1
    await restart(simcord_env, db_path)
    assert len(dawn_posts(table)) == 1
    assert await table.bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_a_night_complete_but_not_resolved_resolves_at_start_up(simcord_env, db_path):
    """Every action in, the resolution cut short by a crash: the night resolves after a restart."""
    table = await seat_table(simcord_env, 5)
    game = await start_game(table)
    session = table.session
    async with session.lock:
        for seat in game.living():
            await games_of(table.bot).push(
                session, Vision(player=seat, target=(seat + 1) % 5), None
            )
    assert str(table.game.phase) == "N0" and flow.complete(session)
    await restart(simcord_env, db_path)
    assert str(table.game.phase) == "D1"
    assert len(dawn_posts(table)) == 1


@pytest.mark.simcord(settle_timeout=20)
async def test_start_up_reads_running_games_cold_and_replays_them_after(simcord_env, db_path):
    """Werewolf's running games are read at start-up without being replayed (as the shell's
    families' are) and replayed in the background, as they were stored."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    await table.player(0).slash(table.town, "vote", player="Bob")
    games = Games(Storage(table.bot.storage.database))
    assert await games.load() == 1
    session = games.get(table.session.row.id)
    assert session is not None and session.cold
    assert games.shared._warming is not None
    await games.warmed()
    assert not session.cold and session.game is not None
    assert session.game.actions == table.game.actions


@pytest.mark.simcord(settle_timeout=20)
async def test_a_command_finds_its_game_caught_up_before_the_background_is(
    simcord_env, db_path, monkeypatch
):
    """A night complete but not resolved at a crash: a player's command after the restart, before
    the background catching up reaches the game, finds the night resolved first."""
    table = await seat_table(simcord_env, 5)
    game = await start_game(table)
    session = table.session
    async with session.lock:
        for seat in game.living():
            await games_of(table.bot).push(
                session, Vision(player=seat, target=(seat + 1) % 5), None
            )

    async def not_yet(bot: SuperpostBot) -> None:
        pass

    monkeypatch.setattr(flow, "recover", not_yet)
    await restart(simcord_env, db_path)
    assert str(table.game.phase) == "N0"  # nothing caught it up yet
    result = await table.player(0).slash(table.town, "vote", player=table.game.name(1))
    assert "counts for Day 1" in result.response.content
    assert len(dawn_posts(table)) == 1


@pytest.mark.simcord(settle_timeout=20)
async def test_an_announcement_left_by_an_older_version_is_sent_at_start_up(simcord_env, db_path):
    """A resolution an older bot committed without announcing it (``pending_announce``) is
    announced once after the upgrade."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    session = table.session
    async with session.lock:
        await games_of(table.bot).push(session, Advance(), None)  # no effects: the old way
        session.row.extra.pending_announce = True
        await games_of(table.bot).save(session)
    assert dawn_posts(table) == []
    await restart(simcord_env, db_path)
    assert len(dawn_posts(table)) == 1
    assert not (await games_of(table.bot).storage.game(session.row.id)).extra.pending_announce


@pytest.mark.simcord(settle_timeout=20)
async def test_an_end_left_unannounced_by_an_older_version_is_announced_and_closes_the_game(
    simcord_env, db_path
):
    """A game an older bot ended without announcing it (kept running with ``ended``) has its
    end announced once at start-up, and is over after it."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    session = await play_to_the_end(table)
    assert len(end_posts(table)) == 1
    storage = games_of(table.bot).storage
    row = await storage.game(session.row.id)
    assert row is not None and row.status is GameStatus.OVER
    # As the upgrade keeps such a game: running, its end to announce, and no outbox.
    row.status = GameStatus.RUNNING
    row.extra.pending_announce = row.extra.ended = True
    await storage.save_game(row)
    async with storage.database.transaction() as tx:
        await tx.execute("DELETE FROM outbox WHERE game_id = ?", (row.id,))
    await restart(simcord_env, db_path)
    assert len(end_posts(table)) == 2
    stored = await games_of(table.bot).storage.game(row.id)
    assert stored is not None and stored.status is GameStatus.OVER
    assert not (stored.extra.pending_announce or stored.extra.ended)
    assert games_of(table.bot).get(row.id) is None


def end_posts(table):
    """The posts that end a game (they reveal its seed)."""
    return [m for m in table.town.history() if "was posted at the start" in message_text(m)]


def kept_news(result) -> list[str]:
    """The texts of the "what I could not send you" replies a command brought."""
    return [
        message_text(f)
        for f in result.followups
        if "What I could not send you" in (f.message.content or "")
    ]


@pytest.mark.simcord(settle_timeout=20)
async def test_news_closed_dms_refused_survives_a_restart_and_comes_once(simcord_env, db_path):
    """A closed inbox's Night 0 menus, refused before a restart, come with the player's next
    command after it, once, with their menus."""
    table = await seat_table(simcord_env, 6)
    close_dms(table, 5)
    await start_game(table)
    await restart(simcord_env, db_path)
    result = await table.player(5).slash(table.town, "me")
    [news] = kept_news(result)
    assert "Night 0" in news
    menus, offer = [f for f in result.followups if f.message.components]
    assert menus.ephemeral and "Night 0" in message_text(menus)
    assert offer.ephemeral and "Resend" in message_text(offer)
    assert kept_news(await table.player(5).slash(table.town, "me")) == []


@pytest.mark.simcord(settle_timeout=20)
async def test_news_shown_before_a_restart_is_not_shown_again_after_it(simcord_env, db_path):
    """The mark that news was shown is stored: a restart does not bring it back."""
    table = await seat_table(simcord_env, 6)
    close_dms(table, 5)
    await start_game(table)
    assert kept_news(await table.player(5).slash(table.town, "me"))
    await restart(simcord_env, db_path)
    assert kept_news(await table.player(5).slash(table.town, "me")) == []


@pytest.mark.simcord(settle_timeout=20)
async def test_vision_news_refused_before_a_restart_comes_after_it(simcord_env, db_path):
    """A vision result refused by a closed inbox comes after a restart; the night's menus,
    whose night is over, do not."""
    table = await seat_table(simcord_env, 6)
    close_dms(table, 5)
    game = await start_game(table)
    await table.player(5).slash(table.town, "night", vision=game.name(0))
    for seat in range(5):
        await table.player(seat).user.slash("night", vision=game.name((seat + 1) % 6))
    assert str(table.game.phase) == "D1"
    await restart(simcord_env, db_path)
    [news] = kept_news(await table.player(5).slash(table.town, "table"))
    assert "vision of" in news and table.game.name(0) in news, news
    assert "Night 0 menus" not in news and "for you alone" in news


@pytest.mark.simcord(settle_timeout=20)
async def test_a_day_undone_with_its_majority_stays_open_after_a_restart(simcord_env, db_path):
    """A restart after /game undo of a day that ended by majority leaves the day open."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    await play_day(table, lynch_target(table.game))
    if games_of(table.bot).in_channel(table.town.id) is None:
        pytest.skip("this seed ended the game on Day 1")
    await table.storyteller.slash(table.town, "game undo")
    assert str(table.game.phase) == "D1" and flow.complete(table.session)
    await restart(simcord_env, db_path)
    assert str(table.game.phase) == "D1"
    assert (await stored_actions(table))[-2:] == ["advance", "undo"]


@pytest.mark.simcord(settle_timeout=20)
async def test_an_undone_night_stays_open_after_a_restart(simcord_env, db_path):
    """A restart after /game undo of a night every player answered leaves the night open."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    for seat in range(5):
        await choose(table, seat, "vision", (seat + 1) % 5)
    await table.storyteller.slash(table.town, "game undo")
    assert str(table.game.phase) == "N0" and flow.complete(table.session)
    await restart(simcord_env, db_path)
    assert str(table.game.phase) == "N0"
    assert (await stored_actions(table))[-1] == "undo"


@pytest.mark.simcord(settle_timeout=20)
async def test_a_vote_after_an_undo_still_resolves_the_day(simcord_env, db_path):
    """After an undo and a restart, one more vote for the majority's target ends the day."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    target = lynch_target(table.game)
    await play_day(table, target)
    if games_of(table.bot).in_channel(table.town.id) is None:
        pytest.skip("this seed ended the game on Day 1")
    await table.storyteller.slash(table.town, "game undo")
    await restart(simcord_env, db_path)
    votes = table.game.choices.votes
    voter = next(seat for seat in table.game.living() if votes.get(seat) != target)
    result = await table.player(voter).slash(table.town, "vote", player=table.game.name(target))
    assert "counts for Day 1" in result.response.content
    assert (await stored_actions(table))[-3:] == ["undo", f"vote @{voter} @{target}", "advance"]


@pytest.mark.simcord(settle_timeout=20)
async def test_dms_of_a_phase_resolved_at_start_up_name_the_game_channel(
    simcord_env, db_path, monkeypatch
):
    """A night resolved at start-up, before the channel is in the cache, sends DMs that name
    the game's channel."""
    table = await seat_table(simcord_env, 5)
    game = await start_game(table)
    session = table.session
    async with session.lock:
        for seat in game.living():
            await games_of(table.bot).push(
                session, Vision(player=seat, target=(seat + 1) % 5), None
            )
    before = {seat: len(table.player(seat).user.dm_channel.history()) for seat in range(5)}
    # Right after a restart the client may not have the channel yet (guilds still arriving).
    monkeypatch.setattr(SuperpostBot, "get_channel", lambda self, channel_id: None)
    await restart(simcord_env, db_path)
    assert str(table.game.phase) == "D1"
    for seat in range(5):
        news = [message_text(m) for m in table.player(seat).user.dm_channel.history()]
        fresh = news[before[seat] :]
        assert fresh and all("your game's channel" not in text for text in fresh), fresh
        assert any(f"#{table.town.name}" in text for text in fresh), fresh


async def store_unposted_lobby(table):
    """A lobby as a crash leaves it between storing its row and posting it."""
    storage = games_of(table.bot).storage
    await storage.create_game(
        guild_id=table.guild.id,
        channel_id=table.town.id,
        storyteller_id=table.storyteller.id,
        settings=GameSettings(),
        channel_name=table.town.name,
    )


def lobby_posts(table):
    return [
        m
        for m in table.town.history()
        if m.author.id == table.bot.user.id
        and any(
            (getattr(child, "custom_id", None) or "").startswith("qw:lobby:")
            for row in m.components
            for child in getattr(row, "children", [])
        )
    ]


@pytest.mark.simcord(settle_timeout=20)
async def test_a_lobby_stored_but_never_posted_is_posted_at_start_up(simcord_env, db_path):
    """A lobby a crash left unposted is posted once at start-up and takes Join."""
    table = await seat_table(simcord_env, 1)
    await store_unposted_lobby(table)
    await restart(simcord_env, db_path)
    await simcord_env.settle()
    [lobby] = lobby_posts(table)
    result = await table.player(0).click(lobby, label="Join")
    assert "joined" in result.response.content


@pytest.mark.simcord(settle_timeout=20)
async def test_a_lobby_its_channel_refuses_is_closed_and_its_storyteller_told(simcord_env, db_path):
    """A lobby the channel will not take at start-up is closed; the storyteller is told."""
    table = await seat_table(simcord_env, 1)
    await store_unposted_lobby(table)
    simcord_env.inject_error(
        "POST", f"/channels/{table.town.id}/messages", status=403, code=50013, times=None
    )
    await restart(simcord_env, db_path)
    await simcord_env.settle()
    assert games_of(table.bot).in_channel(table.town.id) is None
    told = [message_text(m) for m in table.storyteller.user.dm_channel.history()]
    assert any("/game create" in text for text in told), told


class Crash(Exception):
    """The process dying at a chosen point."""


@pytest.mark.simcord(settle_timeout=20)
async def test_a_german_lobby_cut_short_after_it_is_stored_is_posted_in_german(
    simcord_env, db_path, monkeypatch
):
    """`/game create language:de` cut short right after the lobby is stored: the lobby posted
    at start-up speaks German (its language was stored with it)."""
    table = await seat_table(simcord_env, 1)
    create = Storage.create_game

    async def dying(self, **kwargs):
        await create(self, **kwargs)
        raise Crash

    monkeypatch.setattr(Storage, "create_game", dying)
    await table.storyteller.slash(table.town, "game create", language="de")
    assert "Crash" in repr(simcord_env.errors)  # reading acknowledges the crash
    monkeypatch.setattr(Storage, "create_game", create)
    await restart(simcord_env, db_path)
    await simcord_env.settle()
    session = games_of(simcord_env.bot).in_channel(table.town.id)
    assert session is not None and session.language == "de"
    [lobby] = lobby_posts(table)
    result = await table.player(0).click(lobby, label="Beitreten")
    assert result.response.content.startswith("✅")
