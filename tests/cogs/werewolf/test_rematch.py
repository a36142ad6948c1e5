"""The seed committed at the start and revealed at the end, and the end post's Rematch button
(the shell's, :mod:`bot.shell.rematch`), as every family has them."""

from __future__ import annotations

import pytest

from bot.shell.store import GameStatus
from cogs.werewolf.games import games_of
from cogs.werewolf.storage import Storage
from engine.core.seed import commitment
from tests.cogs.harness import (
    make_bot,
    message_text,
    open_lobby,
    play_to_the_end,
    refused,
    seat_table,
    start_game,
)


def answer(result):
    """The text of an interaction's answer (its last follow-up when it was deferred)."""
    response = result.followups[-1] if result.followups else result.response
    return response.content


def end_post(table):
    """The game's end post: the one with the record attached."""
    return next(
        m
        for m in reversed(table.town.history())
        if any(a.filename.endswith(".json") for a in m.attachments)
    )


async def ended(simcord_env, n=4):
    """A started game the storyteller then ends; the table and the finished game."""
    table = await seat_table(simcord_env, n)
    game = await start_game(table)
    row = table.session.row
    assert (await table.storyteller.slash(table.town, "game end")).acknowledged
    return table, game, row


async def ended_in_german(simcord_env):
    """A German game of four the storyteller started and then ended; the table."""
    table = await seat_table(simcord_env, 4)
    await open_lobby(table, language="de")
    for member in table.players:
        assert (await member.slash(table.town, "game join")).acknowledged
    assert (await table.storyteller.slash(table.town, "game start")).acknowledged
    assert (await table.storyteller.slash(table.town, "game end")).acknowledged
    return table


@pytest.mark.simcord(settle_timeout=10)
async def test_the_start_commits_to_the_seed_and_the_end_reveals_it(simcord_env):
    """The start post shows the seed's SHA-256 and not the seed; the end post of a game played
    to its end shows both."""
    table = await seat_table(simcord_env, 4)
    game = await start_game(table)
    await play_to_the_end(table)
    seed, hashed = str(game.setup.seed), commitment(game.setup.seed)
    start = next(m for m in table.town.history() if "The game begins" in (m.content or ""))
    assert hashed in start.content and f"Seed `{seed}`" not in start.content
    end = end_post(table)
    assert f"Seed `{seed}`" in end.content and hashed in end.content
    assert [c.label for row in end.components for c in row.children] == ["🔁 Rematch"]


@pytest.mark.simcord(settle_timeout=10)
async def test_the_storyteller_s_end_reveals_the_seed_too(simcord_env):
    """`/game end` shows every secret: its end post shows the seed beside its hash."""
    table, game, _ = await ended(simcord_env)
    assert f"Seed `{game.setup.seed}`" in end_post(table).content


@pytest.mark.simcord(settle_timeout=10)
async def test_a_player_s_rematch_opens_a_lobby_with_the_same_table(simcord_env):
    """Rematch on the end post opens a lobby in the channel with the same players and
    storyteller; the storyteller starts it."""
    table, _, old = await ended(simcord_env)
    result = await table.player(1).click(end_post(table), label="🔁 Rematch")
    assert result.ephemeral and "rematch is open" in answer(result)
    session = games_of(table.bot).in_channel(table.town.id)
    assert session is not None and session.row.id != old.id
    assert session.row.status is GameStatus.LOBBY
    assert session.row.seats == old.seats
    assert session.row.host_id == old.host_id
    lobby = next(m for m in table.town.history() if m.id == session.row.lobby_message_id)
    assert all(member.name in message_text(lobby) for member in old.seats)
    started = await table.storyteller.click(lobby, label="Start")
    assert "Started with 4 players" in started.response.content


@pytest.mark.simcord(settle_timeout=10)
async def test_a_rematch_is_for_the_game_s_players_and_opens_once(simcord_env):
    """A bystander's press is refused; a second player's press finds the rematch open."""
    table, _, _ = await ended(simcord_env)
    end = end_post(table)
    refused(await table.bystander.click(end, label="🔁 Rematch"), "only the players")
    assert games_of(table.bot).in_channel(table.town.id) is None
    opened = await table.player(0).click(end, label="🔁 Rematch")
    assert answer(opened).startswith("✅")
    refused(await table.player(2).click(end, label="🔁 Rematch"), "newer game")


@pytest.mark.simcord(settle_timeout=10)
async def test_a_german_game_s_end_post_is_in_german(simcord_env):
    """A German game's end post says the seed and offers "Revanche"."""
    table = await ended_in_german(simcord_env)
    end = end_post(table)
    assert "wurde zu Beginn gepostet" in end.content
    assert [c.label for row in end.components for c in row.children] == ["🔁 Revanche"]


class Crash(Exception):
    """The process dying at a chosen point."""


async def rematch_cut_short(simcord_env, db_path, monkeypatch, table, label="🔁 Rematch"):
    """A player presses the end post's Rematch, the process dies right after the new lobby
    is stored, and the bot restarts on the database; the channel's session then."""
    create = Storage.create_game

    async def dying(self, **kwargs):
        await create(self, **kwargs)
        raise Crash

    monkeypatch.setattr(Storage, "create_game", dying)
    await table.player(1).click(end_post(table), label=label)
    monkeypatch.setattr(Storage, "create_game", create)
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path, first_seed=1000))
    await simcord_env.settle()
    return games_of(simcord_env.bot).in_channel(table.town.id)


@pytest.mark.simcord(settle_timeout=10)
async def test_a_crash_just_after_the_rematch_s_lobby_is_made_keeps_its_players(
    simcord_env, db_path, monkeypatch
):
    """A crash right after the rematch's lobby is stored leaves it with its players: the
    lobby posted at the next start-up lists them."""
    table, _, old = await ended(simcord_env)
    session = await rematch_cut_short(simcord_env, db_path, monkeypatch, table)
    assert session is not None and session.row.id != old.id
    assert session.row.seats == old.seats
    lobby = next(m for m in table.town.history() if m.id == session.row.lobby_message_id)
    assert all(member.name in message_text(lobby) for member in old.seats)


@pytest.mark.simcord(settle_timeout=10)
async def test_a_crash_just_after_a_german_rematch_s_lobby_is_made_keeps_its_language(
    simcord_env, db_path, monkeypatch
):
    """A crash right after a German game's rematch lobby is stored leaves it German: the lobby
    posted at the next start-up speaks German."""
    table = await ended_in_german(simcord_env)
    session = await rematch_cut_short(simcord_env, db_path, monkeypatch, table, "🔁 Revanche")
    assert session is not None and session.language == "de"
    lobby = next(m for m in table.town.history() if m.id == session.row.lobby_message_id)
    assert [c.label for row in lobby.components for c in row.children][:2] == [
        "Beitreten",
        "Verlassen",
    ]


@pytest.mark.simcord(settle_timeout=10)
async def test_a_rematch_while_werewolf_s_lobby_is_not_loaded_is_refused_in_the_presser_s_words(
    simcord_env,
):
    """With werewolf's cog unloaded, the button says the game is not hosted, in the language the
    presser chose (the shell's answer, not a handler's English)."""
    table, _, _ = await ended(simcord_env)
    await table.player(1).slash(table.town, "language me", language="de")
    await table.bot.remove_cog("WerewolfCog")
    result = await table.player(1).click(end_post(table), label="🔁 Rematch")
    assert (
        result.ephemeral and result.response.content == "❌ Dieses Spiel wird gerade nicht betreut."
    )
    assert games_of(table.bot).in_channel(table.town.id) is None
