"""Schrödinger's Lab games on simcord: the bot's first game seed is 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import SuperpostBot
from tests.cogs.harness import make_bot


@pytest.fixture
def simcord_bot(db_path: Path) -> SuperpostBot:
    return make_bot(db_path, first_seed=0)
