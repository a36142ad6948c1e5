"""Quantum Clocktower's fields of its rows' ``extra``, beside the shell's."""

from __future__ import annotations

from pydantic import BaseModel

from bot.shell.extra import ShellExtra
from engine.core.family import Seat


class Vote(BaseModel):
    """An open nomination's vote: who nominated whom and each player's answer."""

    number: int
    """The nomination's number in the game (the buttons carry it)."""
    today: int
    """Its number among today's nominations (what the post shows)."""
    nominator: Seat
    nominee: int
    """The nominated seat, or the storyteller (:data:`~engine.clocktower.actions.STORYTELLER_NOMINEE`)."""
    yes: list[Seat]
    """The seats that voted yes, sorted."""
    no: list[Seat]
    """The seats that voted no, sorted."""


class ClocktowerExtra(ShellExtra):
    """What a Clocktower game's row keeps beside its engine state."""

    vote: Vote | None = None
    """The open nomination's vote (``None``: none is open)."""
    nominations: int = 0
    """How many nominations the game has had."""
    sent: int = 0
    """How many of the engine's reports were announced (the cursor moves in the write that
    queues them)."""
    night_text: str | None = None
    """The night's status post as last shown."""
    clock_key: str | None = None
    """What the running limit is of (a change starts a new one)."""
    paused: bool = False
    """Whether the storyteller paused the game."""
    cancelled: bool = False
    """Whether the storyteller cancelled the game."""
