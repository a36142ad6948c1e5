"""Schrödinger's Lab's fields of its rows' ``extra``, beside the shell's."""

from __future__ import annotations

from bot.shell.extra import ShellExtra, Time


class LabExtra(ShellExtra):
    """What a Lab game's row keeps beside its engine state: its clocks and the wipe vote's post."""

    dm_asked: list[int | None] | None = None
    """The turn and prompted seat the last turn DM was sent for (one DM per prompt)."""
    vote_open: bool = False
    """Whether the wipe vote's post is open (its buttons live)."""
    vote_text: str | None = None
    """The open wipe vote's proposal as its post shows it."""
    vote_deadline: Time | None = None
    """When the open wipe vote's time is up."""
    reminders: int = 0
    """How many reminders the current limit has sent."""
    paused: bool = False
    """Whether the host paused the game."""
    paused_at: Time | None = None
    """When the host paused it (the vote's time is moved on by the pause)."""
    turn_left: float | None = None
    """The seconds the turn's limit had left when a prompt to another player took over."""
