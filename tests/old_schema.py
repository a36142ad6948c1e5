"""A database at an older schema: the migrations up to a number, and no further (to test an
upgrade from what an older bot made)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from bot.db import Database
from bot.db.base import migrations
from bot.db.connect import is_postgres

BEFORE_SHARED_GAMES = {"sqlite": 12, "postgresql": 10}
"""The last migration of each backend before every family's games were addressed by (family,
id) and Quantum Werewolf's moved into the shell's tables (``main`` of 2026-11-28)."""

BEFORE_CLOUD_WINDOW_IN_EXTRA = {"sqlite": 14, "postgresql": 13}
"""The last migration of each backend while Quantum Cloud's window post had its message id in
the shared row's ``window_message_id`` column (``main`` of 2026-11-29)."""

BEFORE_RULES_REVISION = {"sqlite": 15, "postgresql": 16}
"""The last migration of each backend before a Quantum Clocktower setup of script 2 carried the
revision of the rules it is played under (``main`` of 2026-11-30)."""


async def open_unmigrated(url: str | Path) -> Database:
    """The database ``url`` names, opened without migrating it."""
    text = str(url)
    if is_postgres(text):
        from bot.db.postgres import PostgresDatabase

        return await PostgresDatabase.open(text)
    from bot.db.sqlite import SqliteDatabase

    return await SqliteDatabase.open(text)


async def migrate_to(database: Database, last: int) -> None:
    """Apply the database's migrations up to number ``last``."""
    version = await database.schema_version()
    for number, script in migrations(database.dialect):
        if version < number <= last:
            await database._apply_migration(number, script)


async def old_database(url: str | Path, last: int | None = None) -> Database:
    """The database ``url`` names at migration ``last`` (default: the schema before shared
    games), open."""
    database = await open_unmigrated(url)
    await migrate_to(database, BEFORE_SHARED_GAMES[database.dialect] if last is None else last)
    return database


SAME_TABLES = (
    "outbox",
    "outbox_leases",
    "kept_news",
    "notify_prefs",
    "player_languages",
    "game_languages",
    "family_files",
)
"""Tables the upgrade leaves as they are."""


def todays_extra(text: str) -> str:
    """A shell family's ``extra`` column as ``main`` before the typed models wrote it: a keyed
    post's message id under ``<key>_post`` (now ``posted``)."""
    extra = json.loads(text)
    posted = extra.pop("posted", {})
    return json.dumps({**extra, **{f"{key}_post": value for key, value in posted.items()}})


def window_out(text: str) -> tuple[str, int | None]:
    """A row's ``extra`` without Quantum Cloud's window post, and that post's message id, which
    the schema before :data:`BEFORE_CLOUD_WINDOW_IN_EXTRA` kept in a column of its own."""
    extra = json.loads(text)
    posted = extra.pop("posted", {})
    window = posted.pop("window", None)
    return json.dumps({**extra, "posted": posted} if posted else extra), window


async def as_before_shared_games(path: Path) -> None:
    """Write the SQLite database at ``path`` (closed) again as ``main`` of 2026-11-28 held the
    same games: werewolf's in ``games``/``actions`` in the formats its own storage wrote, the
    other families' in ``family_games``/``family_actions`` with one id each and their
    ``extra`` in its untyped keys (:func:`todays_extra`) and Cloud's window post's id in its
    column (:func:`window_out`), at migration
    :data:`BEFORE_SHARED_GAMES`. (Today's code and the new cannot run in one process, so the
    games are played on the new bot and written back as the old one would have kept them.)"""
    from bot.shell.store import FamilyStore
    from cogs.werewolf.models import ROW_MODEL

    new = await open_unmigrated(path)
    old_path = path.with_name(path.name + ".old")
    old = await old_database(old_path)
    try:
        async with old.transaction() as tx:
            for table in SAME_TABLES:
                for row in await new.fetch_all(f"SELECT * FROM {table}"):
                    copied = dict(row)
                    names = ", ".join(copied)
                    marks = ", ".join("?" for _ in copied)
                    await tx.execute(
                        f"INSERT INTO {table} ({names}) VALUES ({marks})", tuple(copied.values())
                    )
            werewolf = FamilyStore(new, model=ROW_MODEL)
            for stored in await new.fetch_all("SELECT * FROM family_games ORDER BY id"):
                if stored["family"] == "werewolf":
                    await tx.execute(*_werewolf_insert(werewolf._row(stored)))
                    continue
                values = {k: v for k, v in dict(stored).items() if k != "made"}
                values["extra"], values["window_message_id"] = window_out(values["extra"])
                values["extra"] = todays_extra(values["extra"])
                names = ", ".join(values)
                marks = ", ".join("?" for _ in values)
                await tx.execute(
                    f"INSERT INTO family_games ({names}) VALUES ({marks})", tuple(values.values())
                )
            for action in await new.fetch_all("SELECT * FROM family_actions ORDER BY seq"):
                if action["family"] == "werewolf":
                    await tx.execute(
                        "INSERT INTO actions (game_id, seq, action, user_id, created_at)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (
                            action["game_id"],
                            action["seq"],
                            action["action"],
                            action["actor"],
                            action["created_at"],
                        ),
                    )
                else:
                    await tx.execute(
                        "INSERT INTO family_actions (game_id, seq, actor, action, created_at)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (
                            action["game_id"],
                            action["seq"],
                            action["actor"],
                            action["action"],
                            action["created_at"],
                        ),
                    )
    finally:
        await new.close()
        await old.close()
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
        old_path.with_name(old_path.name + suffix).unlink(missing_ok=True)
    old_path.replace(path)


def _werewolf_insert(row: Any) -> tuple[str, tuple[Any, ...]]:
    """The row of ``games`` werewolf's own storage wrote for ``row`` (its formats: a game over
    whose end was not announced yet was ``over`` there, running in the shell's table)."""

    def time(value: dt.datetime | None) -> str | None:
        return None if value is None else value.astimezone(dt.UTC).isoformat()

    extra, made = row.extra, row.made
    values = {
        "id": row.id,
        "guild_id": row.guild_id,
        "channel_id": row.channel_id,
        "storyteller_id": row.host_id,
        "status": "over" if extra.ended else row.status.value,
        "settings": row.options.model_dump_json(),
        "members": json.dumps([member.model_dump() for member in row.seats]),
        "setup": row.setup.model_dump_json() if row.setup is not None else None,
        "draws": json.dumps(row.draws),
        "phase": extra.phase,
        "lobby_message_id": row.lobby_message_id,
        "tally_message_id": row.post_message_id,
        "pending_announce": int(extra.pending_announce),
        "deadline": time(row.deadline),
        "deadline_phase": row.deadline_kind,
        "paused_left": row.paused_left,
        "phase_started": time(extra.phase_started),
        "reminders_sent": json.dumps(extra.reminders_sent),
        "co_storytellers": json.dumps(extra.co_hosts),
        "former_players": json.dumps(extra.removed),
        "alive_role_id": made.alive_role_id,
        "dead_role_id": made.dead_role_id,
        "dead_channel_id": made.dead_channel_id,
        "channel_name": extra.channel_name,
        "created_at": row.created_at,
        "updated_at": row.updated_at,
        "version": row.version,
    }
    names = ", ".join(values)
    marks = ", ".join("?" for _ in values)
    return f"INSERT INTO games ({names}) VALUES ({marks})", tuple(values.values())
