"""simcord fixtures: every test gets a fresh bot on its own database."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import simcord

from bot.client import SuperpostBot
from tests.cogs.harness import make_bot


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def simcord_bot(db_path: Path) -> SuperpostBot:
    return make_bot(db_path)


@pytest.fixture
async def simcord_env(simcord_env: simcord.Env) -> AsyncIterator[simcord.Env]:
    """The plugin's env; closes the bot's database at the end (simcord never closes the bot)."""
    yield simcord_env
    storage = getattr(simcord_env.bot, "storage", None)
    if storage is not None:
        await storage.close()
