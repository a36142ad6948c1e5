"""Command names and descriptions in each player's language: discord.py's
:class:`~discord.app_commands.Translator`, reading the same catalogues as every message.

The commands stay written in English in the code (English is the source); their translations are
messages keyed by where they are, so a family's cog needs no change to be translated:

* a command or group ``/game extend``: ``cmd-game-extend``, its name as the value and
  ``.description`` as an attribute;
* an option ``hours`` of it: ``cmd-game-extend--hours`` (and ``.description``);
* a choice named "Every player": ``choice-every-player``.

A translation outside Discord's limits (a name of 1-32 lower-case letters, digits, ``-`` or
``_``; a description or choice of 1-100 characters) is left out, so Discord shows the English
one rather than refuse the whole command list; the catalogue tests catch it first.
"""

from __future__ import annotations

import logging
import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n.catalogue import SOURCE, attribute, match, value

log = logging.getLogger(__name__)

NAME = re.compile(r"^[-_\w]{1,32}$")
"""Discord's rule for command and option names (letters of any script, digits, - and _)."""
TEXT_LIMIT = 100
"""The most characters Discord takes in a description or a choice's name."""


def slug(text: str) -> str:
    """A key part for an English text: lower case, words joined by ``-``."""
    return "-".join(re.findall(r"[a-z0-9]+", text.lower())) or "x"


def command_key(qualified_name: str) -> str:
    """The key of a command or group (``game extend`` -> ``cmd-game-extend``)."""
    return "cmd-" + qualified_name.replace(" ", "-")


def option_key(qualified_name: str, option: str) -> str:
    """The key of a command's option."""
    return f"{command_key(qualified_name)}--{option}"


def choice_key(name: str) -> str:
    """The key of a choice, by its English name."""
    return "choice-" + slug(name)


def fits_name(text: str) -> bool:
    """Whether Discord takes ``text`` as a command or option name."""
    return bool(NAME.fullmatch(text)) and text == text.lower()


def fits_text(text: str) -> bool:
    """Whether Discord takes ``text`` as a description or choice name."""
    return 1 <= len(text) <= TEXT_LIMIT


def lookup(location: Where, data: object, code: str) -> tuple[str | None, bool]:
    """The translation for one place in one catalogue, and whether it is a name."""
    if location in (Where.command_name, Where.group_name):
        assert isinstance(
            data, app_commands.Command | app_commands.Group | app_commands.ContextMenu
        )
        return value(command_key(data.qualified_name), code), True
    if location in (Where.command_description, Where.group_description):
        assert isinstance(data, app_commands.Command | app_commands.Group)
        return attribute(command_key(data.qualified_name), "description", code), False
    if location in (Where.parameter_name, Where.parameter_description):
        assert isinstance(data, app_commands.Parameter)
        key = option_key(data.command.qualified_name, data.name)
        if location is Where.parameter_name:
            return value(key, code), True
        return attribute(key, "description", code), False
    if location is Where.choice_name:
        assert isinstance(data, app_commands.Choice)
        return value(choice_key(data.name), code), False
    return None, False


class CatalogueTranslator(app_commands.Translator):
    """Translates the command tree from the catalogues when it is synced."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        code = match(locale)
        if code is None or code == SOURCE:
            return None
        found, is_name = lookup(context.location, context.data, code)
        if found is None:
            return None
        if not (fits_name(found) if is_name else fits_text(found)):
            log.warning("%s translation %r of %r breaks Discord's limits", code, found, string)
            return None
        return found
