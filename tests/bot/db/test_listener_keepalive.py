"""The connection listening for other processes' changes is asked to answer when it has been
quiet a while (:data:`bot.db.postgres.KEEPALIVE_SECONDS`): one lost without a word is noticed,
the caches read through meanwhile, and another connection listens."""

from __future__ import annotations

import asyncio
import urllib.parse
from collections.abc import AsyncIterator

import pytest

from bot.db import connect, postgres
from bot.db.postgres import PostgresDatabase
from bot.i18n.choice import Languages
from tests.silent_proxy import SilentProxy


@pytest.fixture
async def behind_proxy(postgres_url: str) -> AsyncIterator[tuple[PostgresDatabase, ...]]:
    """Two processes' connections to one database, the first's through a :class:`SilentProxy`
    (the proxy third)."""
    url = urllib.parse.urlsplit(postgres_url)
    assert url.hostname is not None and url.port is not None
    async with SilentProxy(url.hostname, url.port).running() as proxy:
        proxied = url._replace(netloc=url.netloc.replace(f":{url.port}", f":{proxy.port}"))
        first = await connect(urllib.parse.urlunsplit(proxied))
        second = await connect(postgres_url)
        assert isinstance(first, PostgresDatabase) and isinstance(second, PostgresDatabase)
        try:
            yield first, second, proxy  # type: ignore[misc]
        finally:
            await first.close()
            await second.close()


@pytest.fixture(autouse=True)
def _quick_keepalive(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(postgres, "KEEPALIVE_SECONDS", 0.2)
    monkeypatch.setattr(postgres, "ANSWER_SECONDS", 0.3)


async def _until_listening(database: PostgresDatabase, besides: int | None = None) -> int:
    """The epoch once ``database`` listens (another than ``besides``)."""
    async with asyncio.timeout(5):
        while (epoch := database.watch_epoch()) in (None, besides):
            await asyncio.sleep(0.01)
    assert epoch is not None
    return epoch


async def test_a_listener_cut_without_a_word_is_noticed_and_a_change_meanwhile_seen(
    behind_proxy,
):
    """A change made while the listener was silently lost is answered within the keepalive."""
    first, second, proxy = behind_proxy
    languages = Languages(first)
    await languages.set_player(7, "de")
    before = await _until_listening(first)
    assert await languages.of_player(7) == "de"
    assert await languages.of_player(7) == "de"  # kept in memory now
    assert proxy.cut_where(f'LISTEN "{postgres.CHANGES}"'.encode()) == 1
    async with second.transaction() as tx:  # the server's end goes too: nobody tells the first
        await tx.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()"
        )
        await tx.execute("UPDATE player_languages SET chosen = 'en' WHERE user_id = 7")
    async with asyncio.timeout(5):
        while await languages.of_player(7) != "en":
            await asyncio.sleep(0.05)
    await _until_listening(first, besides=before)


async def test_a_quiet_listener_that_answers_is_kept(two_databases):
    """A listener heard from again after a quiet spell keeps its epoch (the caches their rows)."""
    first, _ = two_databases
    first.watch("player_languages", lambda _key: None)
    before = await _until_listening(first)
    await asyncio.sleep(0.6)  # unheard for longer than the keepalive and its answer together
    assert first.watch_epoch() is None  # asked, not answered yet: read through meanwhile
    assert await _until_listening(first) == before
