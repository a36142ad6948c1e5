"""A Join, Leave or Start that waits for a lobby's lock while its game starts is refused as
closed and changes nothing (the shell checks the lobby again under the lock, for every
family)."""

from __future__ import annotations

import asyncio

from bot.shell.store import GameStatus
from tests.cogs.clocktower import helpers as ct
from tests.cogs.harness import fire_slash, refused, seat_table, turns
from tests.cogs.lab import helpers as lab


async def test_a_lab_join_that_waited_while_the_game_started_is_refused(simcord_env):
    """`/lab join` queued behind the start is refused as closed; the seats stay as dealt."""
    table = await lab.seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await lab.open_lobby(table)
    alice, bob, carol = table.players
    lab.ok(await alice.click(table.lobby, label="Join"))
    lab.ok(await bob.click(table.lobby, label="Join"))
    session = table.session
    async with session.lock:  # as the host's Start, holding the game
        result = fire_slash(carol, table.thread, "lab join")
        await turns()
        session.row.status = GameStatus.RUNNING  # what the start wrote
    await simcord_env.settle()
    lab.refused(result, "closed")
    assert [s["user_id"] for s in session.row.seats] == [alice.id, bob.id]


async def test_a_clocktower_join_that_waited_while_the_game_started_is_refused(simcord_env):
    """`/ct join` queued behind the start is refused as closed; the seats stay as dealt."""
    table = await ct.seat_table(simcord_env, 5)
    await ct.open_lobby(table, players=5)
    for member in table.players[:4]:
        ct.ok(await member.click(table.lobby, label="Join"))
    session = table.session
    async with session.lock:
        result = fire_slash(table.players[4], table.thread, "ct join")
        await turns()
        session.row.status = GameStatus.RUNNING
    await simcord_env.settle()
    ct.refused(result, "closed")
    assert [s["user_id"] for s in session.row.seats] == [p.id for p in table.players[:4]]


async def test_a_leave_that_waited_while_the_game_started_is_refused(simcord_env):
    """The lobby's Leave pressed behind the start is refused as closed; the player keeps
    their seat in the joined list (a rematch seats it)."""
    table = await lab.seat_lab_table(simcord_env, ("Alice", "Bob"))
    await lab.open_lobby(table)
    alice, bob = table.players
    lab.ok(await alice.click(table.lobby, label="Join"))
    lab.ok(await bob.click(table.lobby, label="Join"))
    session = table.session
    async with session.lock:
        pressed = asyncio.create_task(bob.click(table.lobby, label="Leave"))
        await turns()
        session.row.status = GameStatus.RUNNING
    result = await pressed
    lab.refused(result, "closed")
    assert [s["user_id"] for s in session.row.seats] == [alice.id, bob.id]


async def test_a_werewolf_join_that_waited_while_the_game_started_is_refused(simcord_env):
    """`/game join` queued behind the start is refused as started; the seats stay as dealt."""
    table = await seat_table(simcord_env, 4)
    created = await table.storyteller.slash(table.town, "game create")
    for member in table.players[:3]:
        await member.click(created.response.message, label="Join")
    session = table.session
    async with session.lock:
        result = fire_slash(table.players[3], table.town, "game join")
        await turns()
        session.row.status = GameStatus.RUNNING
    await simcord_env.settle()
    refused(result, "already started")
    assert [m.user_id for m in session.row.seats] == [p.id for p in table.players[:3]]


async def test_a_lab_start_that_waited_while_the_game_started_is_refused(simcord_env):
    """A second Start pressed behind the first is refused as closed; nothing is dealt again."""
    table = await lab.seat_lab_table(simcord_env, ("Alice", "Bob"))
    await lab.open_lobby(table)
    for member in table.players:
        lab.ok(await member.click(table.lobby, label="Join"))
    session = table.session
    async with session.lock:
        pressed = asyncio.create_task(table.host.click(table.lobby, label="Start"))
        await turns()
        session.row.status = GameStatus.RUNNING
    result = await pressed
    lab.refused(result, "closed")
    assert session.game is None


async def test_a_werewolf_start_that_waited_while_the_game_started_is_refused(simcord_env):
    """`/game start` queued behind another Start is refused as started; nothing is dealt again."""
    table = await seat_table(simcord_env, 3)
    created = await table.storyteller.slash(table.town, "game create")
    for member in table.players:
        await member.click(created.response.message, label="Join")
    session = table.session
    async with session.lock:
        result = fire_slash(table.storyteller, table.town, "game start")
        await turns()
        session.row.status = GameStatus.RUNNING
    await simcord_env.settle()
    refused(result, "already started")
    assert session.game is None
