"""``/sandbox``: commands that exist only in the sandbox (registered by its entry point).

The bot runs them inside simcord, where bot code may not drive the world itself; a command
therefore leaves a request that the sandbox driver carries out right after the interaction.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Literal

import discord
from discord import app_commands

from bot.sandbox.world import CHANNEL_NAME

MAX_FILL = 40
"""The most seats ``/sandbox fill`` fills (a table one person can still follow)."""


@dataclass(frozen=True)
class Request:
    """One thing the sandbox driver is asked to do."""

    kind: Literal["fill", "advance", "new"]
    value: float | None = None
    """``fill``: the table size; ``advance``: seconds (``None``: to the next deadline)."""
    thread_id: int | None = None
    """``fill``: the game thread whose lobby to fill (``None``: the channel's)."""
    family: str = ""
    """``new``: the game to open."""


@dataclass
class Requests:
    """Requests from ``/sandbox`` waiting for the driver, and the event that wakes it."""

    pending: list[Request] = field(default_factory=list)
    wake: asyncio.Event = field(default_factory=asyncio.Event)

    def put(self, request: Request) -> None:
        self.pending.append(request)
        self.wake.set()


class SandboxCommands(app_commands.Group):
    """Sandbox tools: bot-driven players and the clock (only in the local sandbox)."""

    def __init__(self, requests: Requests) -> None:
        super().__init__(
            name="sandbox",
            description="Local sandbox tools: bot-driven players and the clock",
        )
        self.requests = requests

    @app_commands.command(name="fill")
    @app_commands.describe(players="How many players the lobby should have (bots fill the rest)")
    async def fill(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 2, MAX_FILL] = 9,
    ) -> None:
        """Seat bot-driven players until the lobby here has this many players."""
        in_thread = isinstance(interaction.channel, discord.Thread)
        thread_id = interaction.channel_id if in_thread else None
        self.requests.put(Request("fill", float(players), thread_id=thread_id))
        where = "this thread's lobby" if in_thread else f"the lobby in #{CHANNEL_NAME}"
        await interaction.response.send_message(
            f"🤖 Seating bot-driven players until {where} has {players}. They play like the "
            "engines' random policies."
        )

    @app_commands.command(name="advance")
    @app_commands.describe(minutes="Sandbox minutes to move the clock (default: to the deadline)")
    async def advance(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[float, 1.0, 10080.0] | None = None,
    ) -> None:
        """Move the sandbox clock forward (default: just past the next deadline)."""
        seconds = None if minutes is None else minutes * 60.0
        self.requests.put(Request("advance", seconds))
        what = "to the next deadline" if minutes is None else f"by {minutes:g} min"
        await interaction.response.send_message(f"⏩ Moving the sandbox clock {what}.")
