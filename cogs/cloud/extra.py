"""Quantum Cloud's fields of its rows' ``extra``, beside the shell's."""

from __future__ import annotations

from bot.shell.extra import ShellExtra


class CloudExtra(ShellExtra):
    """What a Cloud game's row keeps beside its engine state."""

    lines_seen: int = 0
    """How many of the game's public lines the thread was shown."""
    window_seq: int | None = None
    """The attack whose answer window the window post is of (``None``: no window open)."""
    turn_left: float | None = None
    """The seconds the turn's limit had left when an answer window took over."""
