"""A phase's many outbox rows, written as one batch on both backends."""

from __future__ import annotations

import pytest

from bot import effects
from bot.db import UniqueViolationError
from cogs.werewolf.storage import SERIALISE_AWAY
from tests.conftest import new_game

MANY = SERIALISE_AWAY * 3
"""Enough DMs for their JSON to be written in a worker and inserted as one batch."""


async def test_a_batch_of_dms_is_queued_once_each_in_order(storage):
    """Every DM of a big phase is queued once, in the order it was rendered, after the post."""
    row = await new_game(storage)
    dms = [effects.dm(100 + i, content=f"prompt {i}") for i in range(MANY)]
    await storage.append_action(row, 0, "advance", None, [effects.post(10, content="dawn"), *dms])
    pending = await storage.outbox.pending()
    assert [(r.target, r.payload["content"]) for r in pending] == [
        (10, "dawn"),
        *((100 + i, f"prompt {i}") for i in range(MANY)),
    ]


async def test_a_failed_commit_queues_none_of_a_batch(storage):
    """When the action cannot be stored, none of its many DMs is queued."""
    row = await new_game(storage)
    await storage.append_action(row, 0, "vision @0 @1", 5)
    dms = [effects.dm(100 + i, content=f"prompt {i}") for i in range(MANY)]
    with pytest.raises(UniqueViolationError):  # the same seq again
        await storage.append_action(row, 0, "advance", None, dms)
    assert await storage.outbox.pending() == []
