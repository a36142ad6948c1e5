"""Text every family's posts and answers share: refusals, clipped posts, Discord timestamps."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot import waiting
from bot.i18n import SOURCE, Msg, match, t
from engine.core.seed import commitment, how_to_verify

if TYPE_CHECKING:
    from bot.shell.live import LiveSession
    from bot.shell.store import FamilyGameRow

G = TypeVar("G")

POST_LIMIT = 1900
"""Discord allows 2000 characters a message; the rest is kept for mentions and markup."""
LINE_LIMIT = 240
"""The longest line of an answer: a refusal that quotes a 6000-character input stays short."""
QUOTED_LIMIT = 100
"""The most characters of a sender's own words (or a file's value) quoted back in a message:
a catalogue variable is short."""


class Refusal(Exception):
    """A command refused before it reaches the engine; the text is for the sender."""


def refusal_words(refusal: Exception, lang: str) -> str:
    """A refusal's text in ``lang``: one raised with a :class:`~bot.i18n.Msg` is said in it,
    a plain string (code with no catalogue yet, the engine's own errors) as it is."""
    said = refusal.args[0] if refusal.args else ""
    return said.say(lang) if isinstance(said, Msg) else str(refusal)


def started(session: LiveSession[Any, Any], kind: type[G], host: str = "host") -> G:
    """The session's game once it has started (of the family's class ``kind``); before, a
    refusal saying who starts it (``host``: the family's word, :attr:`FamilyCog.host_word`)."""
    game = session.game
    if not isinstance(game, kind):
        raise Refusal(Msg.of("shell-not-started", host=host))
    return game


def game_lang(row: FamilyGameRow) -> str:
    """The language of a game's public posts: its lobby's choice (English for a game opened
    before there was one)."""
    return match(row.options.get("language")) or SOURCE


def stamp(when: dt.datetime) -> str:
    """A moment as Discord timestamps, relative and full date (``<t:…:R> (<t:…:f>)``): each
    reader's client words it in their own language and time zone. Every family's deadlines."""
    seconds = int(when.timestamp())
    return f"<t:{seconds}:R> (<t:{seconds}:f>)"


def ts(when: dt.datetime | None, lang: str | None) -> str:
    """A deadline as Discord timestamps (:func:`stamp`); none (a paused or resolving game) is
    said in ``lang``."""
    return t("shell-no-deadline", lang) if when is None else stamp(when)


def seed_committed(seed: int | str, lang: str) -> str:
    """The start's line: the seed's hash, the seed itself revealed at the end."""
    return t("shell-seed-commitment", lang, commitment=commitment(seed))


def seed_revealed(seed: int | str, lang: str) -> str:
    """The end's line: the seed, its hash, and one command that checks the two agree."""
    return t(
        "shell-seed-revealed",
        lang,
        seed=str(seed),
        commitment=commitment(seed),
        check=how_to_verify(seed),
    )


def clip(text: str) -> str:
    """``text`` within :data:`POST_LIMIT`: the first line (the head) and the newest lines."""
    if len(text) <= POST_LIMIT:
        return text
    head, _, _ = text.partition("\n")
    return head + "\n…\n" + text[-(POST_LIMIT - len(head) - 4) :]


def quoted(words: object) -> str:
    """``words`` as a message quotes them back: at most :data:`QUOTED_LIMIT` characters (an
    ellipsis marks a cut). Every family's refusals of what a sender typed."""
    text = str(words)
    return text if len(text) <= QUOTED_LIMIT else text[: QUOTED_LIMIT - 1] + "…"


def short_lines(text: str, only: str = "") -> str:
    """``text`` with every line (starting with ``only``) cut to :data:`LINE_LIMIT` characters
    (an ellipsis marks a cut)."""
    return "\n".join(
        line
        if len(line) <= LINE_LIMIT or not line.startswith(only)
        else line[: LINE_LIMIT - 1] + "…"
        for line in text.split("\n")
    )


async def say(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    """Answer the sender alone (a follow-up when the interaction was answered already); a
    refusal's line that quotes an over-long input is cut (:func:`short_lines`)."""
    text = short_lines(text, only="❌")
    await waiting.settle(interaction)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)
