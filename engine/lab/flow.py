"""The turn machine's plumbing shared by the game and its scenario hooks."""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

from engine.core.family import Outcome
from engine.lab.actions import Command
from engine.lab.prompts import Prompt

T = TypeVar("T")
Gen = Generator[Prompt, Command, T]
"""A step of the machine: yields prompts, receives the commands answering them."""


class TurnOver(Exception):
    """The active player left: the rest of the turn is dropped."""


class GameOver(Exception):
    """The game ended (a win, the last player left, the grant deadline, an abort)."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.reason)
        self.outcome = outcome
