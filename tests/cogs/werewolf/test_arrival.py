"""On PostgreSQL, a direct message that must first read a game another process opened is
acknowledged before that reading ends, and answered as usual once it has."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from collections.abc import AsyncIterator

import pytest
from simcord.results import InteractionResult

from bot import waiting
from bot.client import SuperpostBot
from bot.settings import Settings
from cogs.werewolf.games import Games, games_of
from cogs.werewolf.models import WerewolfRow
from engine.werewolf import Game
from tests.cogs.harness import Table, fire_slash, seat_table, start_game

# simcord's settle timeout is a deadlock guard in wall seconds; on a loaded machine these
# PostgreSQL-backed tables took longer than its default 5 s to seat and settle.
pytestmark = pytest.mark.simcord(settle_timeout=20)


@pytest.fixture
def simcord_bot(postgres_url: str) -> SuperpostBot:
    seeds = itertools.count(1)
    return SuperpostBot(
        Settings(database_url=postgres_url, shard_count=1, draw_in="thread"),
        seeds=lambda: next(seeds),
    )


class Watch:
    """Holds things up, as a big game's replay or another process's change does: until the
    watched command is acknowledged (noting whether it was), or a second without one."""

    def __init__(self) -> None:
        self.result: InteractionResult | None = None
        self.acknowledged_meanwhile: list[bool] = []
        self.waited = False

    async def wait(self) -> None:
        if self.waited:
            return  # once is enough
        self.waited = True
        for _ in range(100):
            if self.result is not None and self.result.acknowledged:
                break
            await asyncio.sleep(0.01)
        if self.result is not None:
            self.acknowledged_meanwhile.append(self.result.acknowledged)


@pytest.fixture
def watch(monkeypatch: pytest.MonkeyPatch) -> Watch:
    watched = Watch()
    rebuild = Games.rebuild

    async def slow(games: Games, row: WerewolfRow) -> Game:
        await watched.wait()
        return await rebuild(games, row)

    monkeypatch.setattr(Games, "rebuild", slow)
    return watched


async def opened_elsewhere(table: Table) -> int:
    """A running game this process forgets, as if another process had opened it."""
    await start_game(table)
    game_id = table.session.row.id
    games = games_of(table.bot)
    session = games.get(game_id)
    assert session is not None
    games.close(session)
    await table.env.advance_time(1)  # commands are sent after the night began, not within its µs
    return game_id


async def test_a_direct_message_is_deferred_while_another_process_s_game_is_read(
    simcord_env, watch, monkeypatch
):
    """`/night` by DM is deferred while the game is replayed, then stored and confirmed."""
    monkeypatch.setattr(waiting, "ACK_BUDGET", 0.0)
    table = await seat_table(simcord_env, 5)
    game_id = await opened_elsewhere(table)
    user = table.player(0).user
    watch.result = fire_slash(user, user.dm_channel, "night", vision="Bob")
    await simcord_env.settle()
    assert watch.acknowledged_meanwhile == [True]
    session = games_of(table.bot).sessions[game_id]
    assert session.game is not None and session.game.choices.of("vision")
    answer = watch.result.response
    assert answer is not None and answer.ephemeral
    assert "can change this" in answer.content


async def test_a_quick_read_leaves_the_answer_a_direct_response(simcord_env):
    """When reading the other process's game is quick, `/night` is answered directly."""
    table = await seat_table(simcord_env, 5)
    await opened_elsewhere(table)
    result = await table.player(0).user.slash("night", vision="Bob")
    assert result.acknowledged and not result.deferred
    assert result.response is not None and "can change this" in result.response.content


async def test_an_autocompletion_does_not_wait_past_the_budget(simcord_env, watch, monkeypatch):
    """An autocompletion is answered at once, with what is known; the game is read meanwhile."""
    monkeypatch.setattr(waiting, "ACK_BUDGET", 0.0)
    table = await seat_table(simcord_env, 5)
    game_id = await opened_elsewhere(table)
    choices = await table.player(0).user.autocomplete("night", "vision", "B")
    assert choices == []
    await simcord_env.settle()
    assert game_id in games_of(table.bot).sessions
    choices = await table.player(0).user.autocomplete("night", "vision", "B")
    assert [choice["name"] for choice in choices] == ["Bob"]


async def test_a_command_waiting_for_another_process_s_hold_is_deferred(simcord_env, monkeypatch):
    """While another process holds the game, `/game status` is deferred, then answered."""
    monkeypatch.setattr(waiting, "ACK_BUDGET", 0.0)
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    session = table.session
    database, games, watch = table.bot.storage.database, games_of(table.bot), Watch()

    @contextlib.asynccontextmanager
    async def held_elsewhere() -> AsyncIterator[None]:
        await watch.wait()  # until the other process lets go
        async with database.hold("werewolf", session.row.id):
            yield

    session.lock.bind(held_elsewhere, lambda: games.refresh(session))
    watch.result = fire_slash(table.player(0), table.town, "game status")
    await simcord_env.settle()
    assert watch.acknowledged_meanwhile == [True]
    answer = watch.result.response
    assert answer is not None and answer.ephemeral
    assert answer.embeds[0].title == f"Game {session.row.id}"
