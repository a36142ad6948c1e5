"""The outbox's marks, several in one commit where this process alone writes (SQLite).

Each mark is a transaction of its own, and on SQLite each commit waits for the disk (4 ms at the
median under load): at 300 games the marks held the one connection a third of the time. The
sender's lanes mark their rows at about the same time, and while commands hold the connection
(they go first, :mod:`bot.db.urgency`) their marks wait anyway: the marks that came while one
commit waited for the connection go together in the next one.

Nothing is marked later than before: each caller still waits for the commit that holds its own
mark before it goes on (to its game's next row), so a crash leaves as many rows sent but not
marked as before, and a mark is never committed before one asked for earlier.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from bot.db import Database, urgency
from bot.db.base import Statement

Mark = tuple[Statement, Sequence[Statement]]
"""A row's mark (returning a row when it lands) and what is written with it if it does."""


class GroupedMarks:
    """Commits marks, those that wait together in one transaction."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._waiting: list[tuple[Mark, asyncio.Future[bool]]] = []
        self._task: asyncio.Task[None] | None = None

    async def commit(self, mark: Mark) -> bool:
        """Commit ``mark`` (with whichever others wait at the same time); whether it landed."""
        landed: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting.append((mark, landed))
        if self._task is None or self._task.done():
            with urgency.background():
                self._task = asyncio.create_task(self._commits(), name="outbox marks")
        try:
            return await asyncio.shield(landed)
        except asyncio.CancelledError:
            # The caller's mark is still committed (its row was sent); no one reads how it went.
            landed.add_done_callback(lambda done: done.cancelled() or done.exception())
            raise

    async def _commits(self) -> None:
        group: list[tuple[Mark, asyncio.Future[bool]]] = []
        try:
            while self._waiting:
                try:
                    async with self._db.transaction() as tx:
                        # Taken once the connection is this task's: the marks that came while
                        # it waited for it go in this commit too.
                        group, self._waiting = self._waiting, []
                        found = await tx.fetch_each([mark for mark, _ in group])
                except Exception as error:
                    if not group:  # failed before it could take them
                        group, self._waiting = self._waiting, []
                    if len(group) == 1:
                        group[0][1].set_exception(error)
                    else:
                        await self._one_by_one(group)
                else:
                    for (_, landed), each in zip(group, found, strict=True):
                        landed.set_result(each)
                group = []
        finally:
            # Cancelled (the loop closing): no caller waits for ever.
            for _, landed in [*group, *self._waiting]:
                landed.cancel()

    async def _one_by_one(self, group: list[tuple[Mark, asyncio.Future[bool]]]) -> None:
        """One mark of a group failed (a family's statement): the others still land."""
        for mark, landed in group:
            try:
                async with self._db.transaction() as tx:
                    (found,) = await tx.fetch_each([mark])
            except Exception as error:
                landed.set_exception(error)
            else:
                landed.set_result(found)
