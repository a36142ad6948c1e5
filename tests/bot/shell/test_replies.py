"""The shell's one way of wording a refusal in its reader's language."""

from __future__ import annotations

import datetime as dt

from bot.i18n import Msg
from bot.shell.replies import QUOTED_LIMIT, Refusal, quoted, refusal_words, ts
from bot.shell.store import GameStatus
from cogs.werewolf import render
from tests.cogs.werewolf.rows import werewolf_row


def test_a_refusal_with_a_message_is_said_in_the_readers_language():
    """A refusal raised with a Msg reads in the language asked for."""
    refusal = Refusal(Msg.of("werewolf-refusal-over"))
    assert refusal_words(refusal, "de") == "Dieses Spiel ist vorbei."


def test_a_refusal_with_plain_text_is_shown_as_it_is():
    """A refusal raised with a plain string reads as that string in any language."""
    assert refusal_words(Refusal("Pick a number."), "de") == "Pick a number."


def test_no_deadline_is_said_in_the_language_asked_for():
    """A missing deadline reads in the reader's language, not in English."""
    assert ts(None, "de") == "angehalten"


def test_a_deadline_is_a_discord_timestamp_in_every_language():
    """A deadline is Discord's relative and full timestamps, which each reader's client words."""
    when = dt.datetime(2026, 11, 28, 20, 0, tzinfo=dt.UTC)
    seconds = int(when.timestamp())
    assert ts(when, "de") == f"<t:{seconds}:R> (<t:{seconds}:f>)"


def test_every_family_writes_a_deadline_the_same_way():
    """Werewolf's deadlines and the shell families' are one format (the shell's)."""
    when = dt.datetime(2026, 11, 28, 20, 0, tzinfo=dt.UTC)
    row = werewolf_row(status=GameStatus.RUNNING, phase="N1")
    row.deadline, row.deadline_kind = when, "N1"
    assert render.deadline_text(row) == f"⏰ Night 1 ends {ts(when, 'en')}."


def test_short_words_are_quoted_back_as_they_are():
    """Words within the limit are quoted whole (a value that is not text reads as its text)."""
    assert quoted("walk nowhere") == "walk nowhere"
    assert quoted(42) == "42"


def test_long_words_are_quoted_cut_to_the_limit_with_an_ellipsis():
    """A 6000-character input is quoted as its first characters and an ellipsis, at the limit."""
    said = quoted("x" * 6000)
    assert len(said) == QUOTED_LIMIT
    assert said == "x" * (QUOTED_LIMIT - 1) + "…"
