"""Saying a message: the reader's language, English for the rest, variables filled in."""

from __future__ import annotations

import discord
import pytest

from bot.i18n import Msg, t
from bot.i18n.catalogue import UnknownMessageError, match


def test_a_message_is_said_in_the_readers_language_with_its_variables():
    """German for a German locale, English for an English one, the variable in both."""
    assert t("language-chosen", discord.Locale.german, language="Deutsch").startswith(
        "✅ Deine Sprache ist jetzt Deutsch:"
    )
    assert t("language-chosen", "en-US", language="English").startswith(
        "✅ Your language is now English:"
    )


def test_variables_are_not_wrapped_in_isolation_marks():
    """Discord shows Unicode isolation marks as they are, so none surround a variable."""
    assert "\u2068" not in t("language-unknown", "de", choice="<@123>")
    assert "„<@123>“" in t("language-unknown", "de", choice="<@123>")


def test_a_key_no_catalogue_has_is_a_bug():
    """An unknown key raises, naming it (the catalogue check keeps this from shipping)."""
    with pytest.raises(UnknownMessageError, match="no-such-message"):
        t("no-such-message", "de")


def test_a_message_kept_for_later_is_said_in_each_readers_language():
    """Msg.of keeps key and variables; each reader gets it in their own language."""
    message = Msg.of("language-unknown", choice="xx")
    assert message.say("de").startswith("❌ „xx“ spreche ich nicht")
    assert str(message).startswith("❌ I do not speak “xx”")


def test_locales_match_a_shipped_language_by_their_language_part():
    """de and de-AT are German, en-GB and en-US English; Japanese has no catalogue yet."""
    assert [match(code) for code in ("de", "de-AT", "en-GB", "en-US", "ja", None)] == [
        "de",
        "de",
        "en",
        "en",
        None,
        None,
    ]


def test_a_variable_longer_than_fluents_guard_is_said_whole():
    """A 6,000-character variable (a player's over-long input) is said whole, not as {???}."""
    said = t("lab-cannot", "de", reason="x" * 6000)
    assert "x" * 6000 in said and "{???}" not in said
