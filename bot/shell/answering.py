"""How every family's cog answers: a refusal (its own or the engine's) to the sender alone, in
their language (:func:`answering`), and an answer that may be public (:func:`reply`)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot import waiting
from bot.i18n import reader_language
from bot.shell.replies import Refusal, refusal_words, say, short_lines
from engine.core.errors import EngineError

Answer = Callable[[discord.Interaction, str], Awaitable[None]]
"""How a refusal is said to its sender alone (:func:`bot.shell.replies.say`)."""


async def reply(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    ephemeral: bool = True,
    **kw: Any,
) -> None:
    """Answer an interaction, by response or (once answered or deferred) by follow-up; a
    public answer after a private deferral is posted for everyone (:func:`bot.waiting.follow_up`)."""
    if content is not None:
        kw["content"] = content
    await waiting.settle(interaction)
    if interaction.response.is_done():
        await waiting.follow_up(interaction, ephemeral=ephemeral, **kw)
    else:
        await interaction.response.send_message(ephemeral=ephemeral, **kw)


@dataclass
class Refused:
    """What an :func:`answering` block yields: whether it refused (and said so). The caller
    tests it before going on; whether the interaction is answered cannot tell, as a slow
    arrival or a busy game defers it (:mod:`bot.waiting`) before anything was refused."""

    said: bool = False


def plain_engine_words(error: EngineError, lang: str) -> str:
    """An engine's refusal as it is (a family without catalogue words for its engine's)."""
    return f"❌ {error}"


@contextlib.asynccontextmanager
async def answering(
    interaction: discord.Interaction,
    engine_words: Callable[[EngineError, str], str] = plain_engine_words,
    answer: Answer = say,
) -> AsyncIterator[Refused]:
    """Refusals, the engine's included (worded by ``engine_words``), answered to the sender
    alone in their language; what it yields says afterwards whether it refused."""
    refused = Refused()
    try:
        yield refused
    except Refusal as refusal:
        refused.said = True
        said = refusal_words(refusal, await reader_language(interaction))
        await answer(interaction, short_lines(f"❌ {said}"))
    except EngineError as error:
        refused.said = True
        lang = await reader_language(interaction)
        await answer(interaction, short_lines(engine_words(error, lang)))
