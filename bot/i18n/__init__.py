"""Every word the bot says, in the reader's language: Fluent catalogues in ``bot/locales/``.

* :func:`t` says a message (``t("shell-unknown-component", locale)``); :class:`Msg` is one
  to say later (a refusal raised before the reader is known);
* :mod:`bot.i18n.choice`: which language a player and a game get;
* :mod:`bot.i18n.formats`: numbers, percentages and dates per language (Babel);
* :mod:`bot.i18n.commands`: command names and descriptions (discord.py's Translator);
* :mod:`bot.i18n.cog`: ``/language``.

How to add a language or a message: ``docs/translating.md``.
"""

from __future__ import annotations

from bot.i18n.catalogue import LANGUAGES, SOURCE, Msg, match, t
from bot.i18n.choice import Languages, reader_language

__all__ = ["LANGUAGES", "SOURCE", "Languages", "Msg", "match", "reader_language", "t"]
