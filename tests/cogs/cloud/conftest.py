"""Quantum Cloud games on simcord: the bot's first game seed is 0 (a short game with a Zeno
collapse and an Algorithm played in a window, found at engine level)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.client import SuperpostBot
from tests.cogs.harness import make_bot


@pytest.fixture
def simcord_bot(db_path: Path) -> SuperpostBot:
    return make_bot(db_path, first_seed=0)
