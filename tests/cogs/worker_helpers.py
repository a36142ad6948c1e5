"""Holding up the bot's work the way load does: the shared worker threads busy, a deferral
slow on its way to Discord. For tests of the 3 s acknowledgement (:mod:`bot.waiting`)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from discord.enums import InteractionResponseType
from discord.webhook.async_ import async_context

from bot import worker


def hold_worker(env: Any, monkeypatch: pytest.MonkeyPatch) -> asyncio.Event:
    """From now on, jobs for the worker wait until the test sets the event returned, as behind
    other games' work on the threads every game shares."""
    free = asyncio.Event()
    run = worker.run

    async def queued(function: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        await env.external_wait(free.wait(), reason="the worker runs other games' work")
        return await run(function, *args, **kwargs)

    monkeypatch.setattr(worker, "run", queued)
    return free


def slow_deferrals(env: Any, monkeypatch: pytest.MonkeyPatch) -> asyncio.Event:
    """From now on, a deferral's request to Discord is in flight until the test sets the event
    returned (as on a slow network)."""
    arrived = asyncio.Event()
    adapter = type(async_context.get())
    request = adapter.request
    deferral = InteractionResponseType.deferred_channel_message.value

    async def slow(self: Any, route: Any, session: Any, **kwargs: Any) -> Any:
        payload = kwargs.get("payload") or {}
        if route.url.endswith("/callback") and payload.get("type") == deferral:
            await env.external_wait(arrived.wait(), reason="the deferral is on its way")
        return await request(self, route, session, **kwargs)

    monkeypatch.setattr(adapter, "request", slow)
    return arrived
