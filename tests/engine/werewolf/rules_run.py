"""Counting the times werewolf's rules run for a choice (the engine checks each once)."""

from __future__ import annotations

import pytest

from engine.werewolf.actions import Choice
from engine.werewolf.board import Board


def rules_run(monkeypatch: pytest.MonkeyPatch) -> list[Choice]:
    """From now on (for the test), every choice the rules are run for, in order."""
    seen: list[Choice] = []
    rules = Choice.check

    def counted(self: Choice, game: Board) -> None:
        seen.append(self)
        rules(self, game)

    monkeypatch.setattr(Choice, "check", counted)
    return seen
