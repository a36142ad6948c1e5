"""The outbox table on both backends: rows queued with their change, marks, lookups."""

from __future__ import annotations

import dataclasses
import io
import json

import discord
import pytest

from bot import effects
from bot.db import UniqueViolationError
from bot.effects import Kind
from bot.outbox_store import REFUSED, OutboxStore, queue
from cogs.werewolf.storage import FAMILY, tally_statement
from tests.conftest import new_game


async def test_effects_are_queued_in_the_same_transaction_as_the_action(storage):
    """An action and the effects it asks for are committed together, in order."""
    row = await new_game(storage)
    await storage.append_action(
        row, 0, "advance", None, [effects.post(10, content="dawn"), effects.dm(5, content="news")]
    )
    assert await storage.actions(row.id) == ["advance"]
    pending = await storage.outbox.pending()
    assert [(r.family, r.game_id, r.kind, r.target, r.payload["content"]) for r in pending] == [
        (FAMILY, row.id, Kind.POST, 10, "dawn"),
        (FAMILY, row.id, Kind.DM, 5, "news"),
    ]


async def test_a_failed_commit_queues_no_effect(storage):
    """When the action cannot be stored, none of its effects is queued."""
    row = await new_game(storage)
    await storage.append_action(row, 0, "vision @0 @1", 5)
    with pytest.raises(UniqueViolationError):  # the same seq again
        await storage.append_action(row, 0, "advance", None, [effects.post(10, content="x")])
    assert await storage.outbox.pending() == []


async def test_any_family_queues_inside_its_own_transaction(storage):
    """A family's store queues rows with ``queue`` in its transaction; a rollback drops them."""
    async with storage.database.transaction() as tx:
        await queue(tx, "cloud", 7, [effects.post(3, content="kept")])
    with pytest.raises(RuntimeError):
        async with storage.database.transaction() as tx:
            await queue(tx, "cloud", 7, [effects.post(3, content="dropped")])
            raise RuntimeError("the change failed")
    [row] = await OutboxStore(storage.database).pending()
    assert (row.family, row.game_id, row.payload["content"]) == ("cloud", 7, "kept")
    assert await storage.outbox.count_pending("cloud") == 1
    assert await storage.outbox.count_pending("lab") == 0


async def test_a_sent_row_records_its_message_and_drops_its_files(storage):
    """Marking a row sent keeps its message id (found by key) and forgets the attached files;
    the family's own statements commit with the mark."""
    row = await new_game(storage)
    file = discord.File(io.BytesIO(b"png"), filename="table.png")
    await storage.save_game(row, [effects.post(10, key="tally", content="t", files=[file])])
    [queued] = await storage.outbox.pending()
    assert queued.payload["files"][0]["name"] == "table.png"
    record = [tally_statement(row.id, 77)]
    await storage.outbox.done(queued, sent=True, message_id=77, record=record)
    assert await storage.outbox.pending() == []
    assert await storage.outbox.keyed_message(FAMILY, row.id, "tally", queued.id + 1) == 77
    assert await storage.outbox.keyed_message("cloud", row.id, "tally", queued.id + 1) is None
    assert (
        await storage.outbox.last_sent_to(10, dataclasses.replace(queued, id=queued.id + 1)) == 77
    )
    again = await storage.game(row.id)
    assert again is not None and again.post_message_id == 77


async def test_failed_reported_dms_are_found_for_the_unreachable_note(storage):
    """The note after a batch of DMs names only the reported DMs of that batch that failed."""
    row = await new_game(storage)
    await storage.save_game(row, [effects.dm(5, report=True, content="earlier")])
    [earlier] = await storage.outbox.pending()
    await storage.outbox.done(earlier, sent=False)
    batch = effects.unreachable(
        10,
        [
            effects.dm(5, report=True, content="a"),
            effects.dm(6, report=True, content="b"),
            effects.dm(7, content="c"),
        ],
        "{mentions}: no DM",
    )
    await storage.save_game(row, batch)
    first, second, third, note = await storage.outbox.pending()
    assert len({first.batch, second.batch, third.batch, note.batch}) == 1
    assert note.batch != earlier.batch
    for queued in (first, third):
        await storage.outbox.done(queued, sent=False)
    assert await storage.outbox.failed_dms(note.batch) == [5]


async def test_a_dm_refused_for_its_content_is_not_found_for_the_unreachable_note(storage):
    """A failed DM stored with Discord's refusal is left out of the note's closed inboxes."""
    row = await new_game(storage)
    batch = effects.unreachable(
        10,
        [effects.dm(5, report=True, content="a"), effects.dm(6, report=True, content="b")],
        "{mentions}: no DM",
    )
    await storage.save_game(row, batch)
    first, second, note = await storage.outbox.pending()
    refused = dataclasses.replace(first, stored=json.dumps({**first.payload, REFUSED: "400"}))
    await storage.outbox.done(refused, sent=False)
    await storage.outbox.done(second, sent=False)
    assert await storage.outbox.failed_dms(note.batch) == [6]


async def test_an_edit_never_finds_an_older_message_when_the_latest_post_failed(storage):
    """If the latest keyed post failed, its edits find no message (not yesterday's)."""
    row = await new_game(storage)
    await storage.save_game(row, [effects.post(10, key="tally", content="D1")])
    [day1] = await storage.outbox.pending()
    await storage.outbox.done(day1, sent=True, message_id=1)
    await storage.save_game(row, [effects.post(10, key="tally", content="D2")])
    [day2] = await storage.outbox.pending()
    await storage.outbox.done(day2, sent=False)
    assert await storage.outbox.keyed_message(FAMILY, row.id, "tally", day2.id + 1) is None


async def test_an_edit_finds_its_keys_message_without_a_read(storage, monkeypatch):
    """The message a keyed post left, marked by this process, is known without a read."""
    row = await new_game(storage)
    game = (FAMILY, row.id)
    assert await storage.outbox.claim(game, "me", 60) is not None
    await storage.save_game(row, [effects.post(10, key="tally", content="D1")])
    [post] = await storage.outbox.pending()
    await storage.outbox.done(post, sent=True, message_id=77)
    reads: list[str] = []
    real = storage.database.fetch_one

    async def fetch_one(sql, params=()):
        reads.append(sql)
        return await real(sql, params)

    monkeypatch.setattr(storage.database, "fetch_one", fetch_one)
    assert await storage.outbox.keyed_message(FAMILY, row.id, "tally", post.id + 1) == 77
    assert reads == []
    assert await storage.outbox.keyed_message(FAMILY, row.id, "tally", post.id) is None
    assert len(reads) == 1  # a row before the one memory knows: the table answers
