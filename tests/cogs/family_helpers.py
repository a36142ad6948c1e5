"""What the simcord tests of every family on the shell share: the table, answers, messages,
and crashing the bot between an accepted action and its posts."""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.outbox_store import OutboxStore
from bot.shell import FamilySession
from tests.cogs.harness import make_bot


@dataclass
class FamilyTable:
    """A guild, its channel, the players and, once opened, the lobby and the game's thread."""

    env: simcord.Env
    guild: Any
    town: Any
    players: list[Any]
    lobby: Any = None
    thread: Any = None

    @property
    def session(self) -> FamilySession:
        session = self.env.bot.family_sessions.in_thread(self.thread.id)
        assert session is not None
        return session  # type: ignore[no-any-return]

    async def stored(self) -> list[str]:
        """The game's actions on disk."""
        store = self.env.bot.family_sessions.store
        return await store.actions(self.session.row.family, self.session.row.id)  # type: ignore[no-any-return]


async def open_family_lobby(table: FamilyTable, host: Any, command: str, **options: Any) -> Any:
    """``/<command> new`` by ``host`` in the channel; remembers the lobby and its thread."""
    result = await host.slash(table.town, command, **options)
    assert result.acknowledged and not result.ephemeral, result
    table.lobby = result.response.message
    (table.thread,) = table.town.threads
    return table.lobby


def ok(result: Any) -> str:
    """The interaction was answered ephemerally with a confirmation; returns its text."""
    assert result.acknowledged, result
    assert result.ephemeral, result.response.content
    content: str = result.response.content
    assert content.startswith("✅"), content
    return content


def refused(result: Any, contains: str) -> str:
    """The interaction got an ephemeral refusal containing ``contains``."""
    assert result.acknowledged, result
    assert result.ephemeral, result.response.content
    content: str = result.response.content
    assert content.startswith("❌"), content
    assert contains.lower() in content.lower(), content
    return content


def message(channel: Any, message_id: int | None) -> Any:
    """The message ``message_id`` of a channel."""
    for found in channel.history():
        if found.id == message_id:
            return found
    raise AssertionError(f"no message {message_id}")


def button_labels(msg: Any) -> list[str]:
    """The labels of a message's buttons, in order."""
    return [
        child.label
        for row in msg.components
        for child in getattr(row, "children", [row])
        if getattr(child, "label", None)
    ]


# ---------------------------------------------------------------------- crashes


class Crash(Exception):
    """The process dies here (raised where a kill would stop the bot)."""


def hold_the_outbox(env: simcord.Env) -> None:
    """The sender stops: what is committed from now on stays queued, as if the bot died right
    after each commit and before any send."""
    env.bot.outbox.stop()


def crash_before_mark(env: simcord.Env, after: int = 0) -> list[int]:
    """The sender dies after sending a row and before marking it: marks ``after`` rows, then
    the next row's mark raises :class:`Crash` (its message is out, the database says pending).
    A batch of DMs' marks (:meth:`OutboxStore.sent_all`) counts one mark per row, lost whole.
    Returns the ids of the rows whose mark was lost."""
    store: OutboxStore = env.bot.outbox.store
    done, sent_all = store.done, store.sent_all
    lost: list[int] = []
    marks = 0

    async def dying_batch(batch: Any) -> None:
        nonlocal marks
        if batch and lost:
            raise Crash("the bot is dead (a batch of marks)")
        if batch and marks + len(batch) > after:
            lost.extend(row.id for row, _ in batch)
            raise Crash(f"the bot died before marking rows {[row.id for row, _ in batch]}")
        marks += len(batch)
        await sent_all(batch)

    async def dying(row: Any, **kwargs: Any) -> None:
        nonlocal marks
        if lost:
            raise Crash(f"the bot is dead (row {row.id})")
        if marks == after:
            lost.append(row.id)
            raise Crash(f"the bot died before marking row {row.id}")
        marks += 1
        await done(row, **kwargs)

    store.done = dying  # type: ignore[method-assign]
    store.sent_all = dying_batch  # type: ignore[method-assign]
    return lost


async def restart(env: simcord.Env, db_path: Path) -> None:
    """Stop the bot and start a new one on the same database (and the same test seeds)."""
    await env.bot.close()
    await env.restart_bot(make_bot(db_path, first_seed=0))
    await env.settle()


async def outbox_rows(env: simcord.Env, family: str, game_id: int) -> list[dict[str, Any]]:
    """A game's outbox rows, oldest first, with their state and payload."""
    rows = await env.bot.storage.database.fetch_all(
        "SELECT id, kind, target, state, payload, message_id FROM outbox"
        " WHERE family = ? AND game_id = ? ORDER BY id",
        (family, game_id),
    )
    return [{**dict(r), "payload": json.loads(r["payload"])} for r in rows]


async def assert_posted_once(env: simcord.Env, family: str, game_id: int, channel: Any) -> None:
    """Every row the game queued is done and sent, and the bot's messages in ``channel`` are
    exactly the messages of its rows there, one each: nothing lost, nothing sent twice."""
    rows = await outbox_rows(env, family, game_id)
    assert all(r["state"] == "sent" for r in rows), [
        (r["id"], r["kind"], r["state"]) for r in rows if r["state"] != "sent"
    ]
    made = [
        r["message_id"]
        for r in rows
        if r["kind"] in ("post", "unreachable")
        and r["target"] == channel.id
        and r["message_id"] is not None
    ]
    by_bot = [m.id for m in channel.history() if m.author.id == env.bot.user.id]
    assert made and sorted(made) == sorted(by_bot), (made, by_bot)


def german_clients(monkeypatch: Any) -> None:
    """From now on every interaction comes from a German Discord client (its locale "de")."""
    from simcord import interactions as sim_interactions

    build = sim_interactions.base_payload

    def german(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = "de"
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", german)


def lock_while(monkeypatch: pytest.MonkeyPatch, module: str, name: str, lock: Any) -> list[bool]:
    """Whether ``lock`` was held at each call of ``module.name`` from now on (an image's
    drawing: it must not be under the game's lock). The module is looked up now: a bot that
    unloaded its extensions imported the cogs' modules afresh."""
    held: list[bool] = []
    target = importlib.import_module(module)
    real = getattr(target, name)

    def watched(*args: Any, **kwargs: Any) -> Any:
        held.append(lock.locked())
        return real(*args, **kwargs)

    monkeypatch.setattr(target, name, watched)
    return held
