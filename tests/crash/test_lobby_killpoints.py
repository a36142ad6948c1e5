"""Opening a family's lobby, killed at every point: after the restart the lobby is whole (its post,
its thread with one greeting, Join works) or gone (the channel takes a new lobby).

Opening a lobby takes several Discord calls between commits (the post, its thread), so it cannot be
one transaction: the start-up recovery (:meth:`bot.shell.family_cog.FamilyCog._finish_lobbies`,
and Quantum Werewolf's :mod:`cogs.werewolf.reopen`) finishes every lobby it stored: its post is
known, found, or (never sent) posted now. So a lobby is gone only if the kill came before its
row was stored.
"""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.shell.store import GameStatus
from cogs.werewolf.games import games_of
from engine.cloud.decks import STARTERS
from tests.cogs.harness import make_bot, message_text, running
from tests.crash.killpoints import (
    RUN_SECONDS,
    Crash,
    Killer,
    bounded,
    killable_webhooks,
    restart_after_kill,
)

FAMILIES: dict[str, tuple[dict[str, Any], Callable[[Any, Any], Awaitable[Any]]]] = {
    "lab": ({}, lambda member, lobby: member.click(lobby, label="Join")),
    "cloud": (
        {},
        lambda member, lobby: member.select(lobby, [STARTERS[0]], custom_id="cloud:lobby:deck"),
    ),
    "ct": ({"players": 5}, lambda member, lobby: member.click(lobby, label="Join")),
    "game": ({}, lambda member, lobby: member.click(lobby, label="Join")),
}
"""Each family's command group, its `/… new` options and how a member joins its lobby."""
NEW = {"game": "game create"}
"""Quantum Werewolf opens its lobby with `/game create`."""


def _greetings(thread: Any, bot_id: int) -> list[Any]:
    return [
        m
        for m in thread.history()
        if m.author.id == bot_id and "the game is played here" in (m.content or "")
    ]


async def _open_and_restart(command: str, at: int | None, db_path: Path) -> dict[str, Any]:
    """``/<command> new`` killed at point ``at``; the bot restarted on its database; what a
    member then finds (:class:`~tests.crash.killpoints.Stuck` if that does not end)."""
    killer = Killer(at)
    work = _opened_and_restarted(command, killer, db_path)
    return await bounded(work, RUN_SECONDS, f"{command} new (at={at})", killer)


async def _opened_and_restarted(command: str, killer: Killer, db_path: Path) -> dict[str, Any]:
    options, join = FAMILIES[command]
    family = {"ct": "clocktower"}.get(command, command)
    found: dict[str, Any] = {}
    with killable_webhooks(killer):
        async with running(make_bot(db_path), settle_timeout=20) as env:
            guild = env.create_guild("G")
            town = guild.create_text_channel("games")
            host = guild.add_member(env.create_user("host", global_name="Host"))
            player = guild.add_member(env.create_user("player", global_name="Player"))
            await env.settle()
            killer.arm(env.bot)
            with contextlib.suppress(Crash):
                await _or_none(
                    host.slash(town, NEW.get(command, f"{command} new"), **options), found
                )
            bot = await restart_after_kill(env, db_path)
            try:  # as in _or_none
                found.update(points=killer.count, where=killer.where)
                if command == "game":  # Quantum Werewolf: played in the channel itself
                    storage = games_of(bot).storage
                    games = await storage.open_games()
                    rows = [g for g in games if g.channel_id == town.id]
                    found["open"] = [
                        (GameStatus(r.status.value), r.lobby_message_id, "no thread") for r in rows
                    ]
                    found["stored"] = await storage.last_game_in_channel(town.id) is not None
                else:
                    rows = await bot.family_sessions.store.open_games(family)
                    found["open"] = [(r.status, r.lobby_message_id, r.thread_id) for r in rows]
                    stored = await bot.storage.database.fetch_all(
                        "SELECT id FROM family_games WHERE family = ?", (family,)
                    )
                    found["stored"] = bool(stored)
                found["threads"] = {t.id: len(_greetings(t, bot.user.id)) for t in town.threads}
                found["lobby posts"] = len(_lobby_posts(town, bot.user.id))
                if rows:
                    lobby = next(m for m in town.history() if m.id == rows[0].lobby_message_id)
                    joined = await join(player, lobby)
                    found["join"] = joined.response.content
                else:
                    again = await host.slash(town, NEW.get(command, f"{command} new"), **options)
                    response = again.response
                    found["again"] = message_text(response.message) if response else ""
            except Exception as error:
                found["error"] = repr(error)
    return found


def _lobby_posts(town: Any, bot_id: int) -> list[Any]:
    """The bot's posts in the channel that still offer a lobby's buttons or menus."""
    return [
        m
        for m in town.history()
        if m.author.id == bot_id
        and any(
            ":lobby:" in (getattr(child, "custom_id", None) or "")
            for row in m.components
            for child in getattr(row, "children", [])
        )
    ]


async def _or_none(call: Awaitable[Any], found: dict[str, Any]) -> Any:
    """The call's result; an error (but for the kill) is kept in ``found`` to be asserted
    outside: raised inside the simulated Discord, it would leave its shutdown waiting."""
    try:
        return await call
    except Exception as error:
        found["error"] = repr(error)
        return None


def _check(found: dict[str, Any]) -> None:
    assert "error" not in found, found
    where = found["where"]
    assert all(count == 1 for count in found["threads"].values()), (where, found)
    # No lobby post left offering a Join that leads nowhere, and none posted twice.
    assert found["lobby posts"] == len(found["open"]), (where, found)
    if found["stored"]:  # a stored lobby is finished: the host's game carries on
        assert found["open"], (where, found)
    if found["open"]:
        [(status, message_id, thread_id)] = found["open"]
        assert status is GameStatus.LOBBY and message_id is not None, (where, found)
        assert thread_id == "no thread" or thread_id in found["threads"], (where, found)
        assert found["join"].startswith("✅"), (where, found)
    else:
        # No lobby is left: the channel takes a new one (a refusal would start with ❌).
        assert found["again"] and not found["again"].startswith("❌"), (where, found)


@pytest.mark.parametrize("command", sorted(FAMILIES))
async def test_a_lobby_killed_at_any_point_of_its_opening_is_whole_or_gone(command):
    """Killed at each point of `/… new`, the restarted bot has a whole lobby or none."""
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as folder:
        uncrashed = await _open_and_restart(command, None, Path(folder) / "ref.sqlite3")
    assert "error" not in uncrashed and uncrashed["open"], uncrashed
    assert uncrashed["join"].startswith("✅"), uncrashed
    for at in range(uncrashed["points"]):
        with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as folder:
            found = await _open_and_restart(command, at, Path(folder) / "bot.sqlite3")
        _check(found)
