"""Waiting for a game's lock without letting Discord's 3 seconds run out.

An interaction must be answered (or deferred) within 3 s of its arrival. While a big game
resolves, its lock is held for the resolution and the rendering of every DM, which run in a
worker thread (:mod:`bot.worker`) and take seconds at 1000 players. A command of that game
that needs the lock is therefore deferred first when the lock is taken; once it has the lock
it answers by follow-up, as after any deferral.

A command that finds the lock free may still wait: for the two worker threads every game
shares (another game's resolution, a board image), inside the lock or after it. So once it has
taken its game, it is deferred when :data:`ACK_BUDGET` passes without an answer
(:func:`watch`); its answer first lets a deferral under way finish (:func:`settle`, which the
shell's reply helpers call), so exactly one of the two is the response.

The same holds for what a command does on arrival, before any lock (:func:`arrive`): on a
shared database a direct message first reads the games other processes opened, which may mean
replaying a big game.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from types import TracebackType
from typing import Any, Protocol

import discord

log = logging.getLogger(__name__)

ACK_BUDGET = 1.0
"""Seconds a command's arrival work, or entering a free game's lock, may take before the
interaction is deferred: well inside Discord's 3 s, leaving room for the acknowledgement's own
trip. Work done sooner (nearly always) leaves the answer as it was, a direct response."""

_unfinished: set[asyncio.Task[None]] = set()
"""Arrival work an autocompletion stopped waiting for, kept until it ends."""


class GameLockLike(Protocol):
    """A game's lock: an asyncio lock, or the shell's lock that also holds the game across
    processes (:class:`bot.shell.game_lock.GameLock`)."""

    def locked(self) -> bool: ...

    async def __aenter__(self, /) -> None: ...

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
        /,
    ) -> None: ...


class Locked(Protocol):
    """Anything with a game's lock (a session of any family)."""

    @property
    def lock(self) -> GameLockLike: ...


async def defer(
    interaction: discord.Interaction[Any], *, edit: bool = False, ephemeral: bool = True
) -> None:
    """Acknowledge the interaction now: a "thinking…" (private unless ``ephemeral`` is false,
    as the answer that follows will be), or with ``edit``, for a component that will edit its
    own message, a silent acknowledgement. Nothing if it is answered."""
    await settle(interaction)
    await _defer_now(interaction, edit=edit, ephemeral=ephemeral)


async def acknowledge_first(interaction: discord.Interaction[Any]) -> None:
    """Acknowledge a player's action before it takes its game, every family's alike: its
    answer comes only once the action is stored, and under load the commit waits for the
    database (SQLite's one connection, which every game's deadlines and the outbox share) or
    the worker. Called for every action once the sender's game and seat are found, whatever
    the action, so the acknowledgement's timing tells nothing the rules do not publish."""
    await defer(interaction)


async def _defer_now(interaction: discord.Interaction[Any], *, edit: bool, ephemeral: bool) -> None:
    if interaction.response.is_done():
        return
    if edit and interaction.type is discord.InteractionType.component:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        interaction.extras[_PRIVATE_THINKING] = ephemeral


_PRIVATE_THINKING = "waiting.private_thinking"
"""In an interaction's extras: it was deferred by a private "thinking…" not yet replaced."""


async def follow_up(
    interaction: discord.Interaction[Any], *, ephemeral: bool, **kwargs: Any
) -> None:
    """Answer a deferred interaction. The first follow-up takes the place of the "thinking…"
    and keeps its privacy, whatever it asks; so a public answer after a private deferral (made
    while the game or the worker was busy) first closes the "thinking…" with a private tick,
    then is posted for everyone."""
    if interaction.extras.pop(_PRIVATE_THINKING, False) and not ephemeral:
        await interaction.followup.send("✅", ephemeral=True)
    await interaction.followup.send(ephemeral=ephemeral, **kwargs)


class _Watchdog:
    """Defers an interaction once :data:`ACK_BUDGET` has passed without an answer. The work
    runs in the caller's own task, so it starts at once: a free lock is taken before any command
    that arrived later, or the clock, can take it."""

    def __init__(self, interaction: discord.Interaction[Any], edit: bool, ephemeral: bool) -> None:
        self._interaction = interaction
        self.edit = edit
        self.ephemeral = ephemeral
        self._deferring: asyncio.Task[None] | None = None
        self._stopped = False
        self._timer = asyncio.get_running_loop().call_later(ACK_BUDGET, self._fire)

    def _fire(self) -> None:
        self._deferring = asyncio.ensure_future(self._defer())

    async def _defer(self) -> None:
        try:
            await _defer_now(self._interaction, edit=self.edit, ephemeral=self.ephemeral)
        except discord.HTTPException:
            # Too late or gone: the answer that follows says so in its own failure.
            log.warning("could not defer interaction %s", self._interaction.id, exc_info=True)
        finally:
            if _watched.get(self._interaction.id) is self:
                del _watched[self._interaction.id]

    async def stop(self) -> None:
        """The work is done: no deferral from now on, and one under way ends first (so the
        answer never races it)."""
        if self._stopped:
            return
        self._stopped = True
        self._timer.cancel()
        if _watched.get(self._interaction.id) is self:
            del _watched[self._interaction.id]
        if self._deferring is not None:
            await self._deferring


_watched: dict[int, _Watchdog] = {}
"""Interactions (by id) a handler took a game for and has not answered yet. An entry ends with
the answer (:func:`settle`) or with its deferral, so at most :data:`ACK_BUDGET` after it was
made."""


def watch(
    interaction: discord.Interaction[Any], *, edit: bool = False, ephemeral: bool = True
) -> None:
    """Defer the interaction if it is not answered within :data:`ACK_BUDGET` from now (or from
    an earlier call for it): the handler's work, its lock and the worker threads it waits for,
    all count. Its answer must go through :func:`settle` first (the shell's reply helpers do)."""
    if interaction.response.is_done():
        return
    watchdog = _watched.get(interaction.id)
    if watchdog is None:
        _watched[interaction.id] = _Watchdog(interaction, edit, ephemeral)
    else:  # the deferral takes the kind of the answer the handler now expects
        watchdog.edit, watchdog.ephemeral = edit, ephemeral


async def settle(interaction: discord.Interaction[Any]) -> None:
    """Before answering: no deferral of this interaction from now on, and one under way ends
    first, so exactly one of them is the response and the answer knows which."""
    watchdog = _watched.get(interaction.id)
    if watchdog is not None:
        await watchdog.stop()


@asynccontextmanager
async def holding(
    session: Locked,
    interaction: discord.Interaction[Any],
    *,
    edit: bool = False,
    ephemeral: bool = True,
) -> AsyncIterator[None]:
    """The game's lock, for the interaction; deferred first when someone else in this process
    holds it, or else once :data:`ACK_BUDGET` has passed without an answer (on a shared database
    another process may hold the game, bringing the game up to date may replay it, and the work
    under the lock waits for the worker threads every game shares).

    Being deferred tells the user only that the game or the worker was busy (a command, the
    clock or another game was being handled), which the time its answer takes shows anyway.
    ``edit`` and ``ephemeral``: see :func:`defer`; the answer must follow as the deferral says.
    """
    lock = session.lock
    if lock.locked():
        await defer(interaction, edit=edit, ephemeral=ephemeral)
    else:
        watch(interaction, edit=edit, ephemeral=ephemeral)
    async with lock:
        yield


async def edit_message(interaction: discord.Interaction[Any], **kwargs: Any) -> None:
    """Edit the message of a component interaction, deferred or not."""
    await settle(interaction)
    if interaction.response.is_done():
        await interaction.edit_original_response(**kwargs)
    else:
        await interaction.response.edit_message(**kwargs)


async def arrive(interaction: discord.Interaction[Any], work: Awaitable[None]) -> None:
    """Run a command's arrival work without letting Discord's 3 seconds run out.

    A command is deferred (privately) once the work has taken :data:`ACK_BUDGET`, and runs when
    it is done; an autocompletion, which cannot be deferred, stops waiting then and offers what
    is known (the work goes on, for the next keystroke)."""
    if interaction.type is not discord.InteractionType.autocomplete:
        watchdog = _Watchdog(interaction, edit=False, ephemeral=True)
        try:
            await work
        finally:
            await watchdog.stop()
        return
    task = asyncio.ensure_future(work)
    if await _ends_within(task, ACK_BUDGET):
        return task.result()
    _unfinished.add(task)
    task.add_done_callback(_finished)
    return None


async def _ends_within(task: asyncio.Future[None], budget: float) -> bool:
    """Whether ``task`` ends within ``budget`` seconds (a budget of 0: once it had a turn)."""
    if budget <= 0:
        await asyncio.sleep(0)
        return task.done()
    done, _ = await asyncio.wait({task}, timeout=budget)
    return bool(done)


def _finished(task: asyncio.Task[None]) -> None:
    _unfinished.discard(task)
    if not task.cancelled() and task.exception() is not None:
        log.error("arrival work failed", exc_info=task.exception())
