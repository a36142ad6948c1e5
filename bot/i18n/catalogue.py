"""The message catalogues: one Fluent bundle per shipped language, read from
``bot/locales/<code>/*.ftl``, and :func:`t`, which says a message in a language.

English is the source: a key missing from another catalogue falls back to English (and the
tests fail while any shipped catalogue lacks a key of English's, see
``tests/bot/i18n/test_catalogues.py``). A message names its variables (``{ $count }``); the
caller passes them by name, and the tests check that the code passes exactly those.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

import discord
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

log = logging.getLogger(__name__)

SOURCE = "en"
"""The language every message is written in first; every other falls back to it."""

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
}
"""Every shipped language: the name of its folder in ``bot/locales/`` (a Discord locale, or the
language part of one) and its name in itself. Adding a language is one line here."""


class UnknownMessageError(LookupError):
    """A key that the source catalogue does not have (a bug: the tests check every key)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"no message {key!r} in the {SOURCE} catalogue")
        self.key = key


def match(locale: str | discord.Locale | None) -> str | None:
    """The shipped language for a Discord locale (``de`` for ``de``, ``en`` for ``en-GB``),
    ``None`` when none is shipped for it."""
    if locale is None:
        return None
    code = locale.value if isinstance(locale, discord.Locale) else str(locale)
    if code in LANGUAGES:
        return code
    language = code.replace("_", "-").split("-")[0].lower()
    return language if language in LANGUAGES else None


def files(code: str) -> Iterator[tuple[str, str]]:
    """``(file name, text)`` of every catalogue file of a language, by name."""
    folder = resources.files("bot") / "locales" / code
    for item in sorted(folder.iterdir(), key=lambda item: item.name):
        if item.name.endswith(".ftl"):
            yield item.name, item.read_text(encoding="utf-8")


@functools.cache
def bundle(code: str) -> FluentBundle:
    """The parsed catalogue of a shipped language (read once)."""
    # No Unicode isolation marks around variables: Discord shows them as they are, and they
    # would break mentions (<@123>) and markdown next to a variable.
    found = FluentBundle([code], use_isolating=False)
    for name, text in files(code):
        resource = FluentResource(text)
        junk = [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
        if junk:
            raise ValueError(f"{code}/{name} does not parse: {(junk[0].content or '')[:80]!r}")
        found.add_resource(resource)
    return found


LONG_VALUE = 2000
"""A string variable longer than this is put in after Fluent formats the message (see :func:`t`)."""


def t(key: str, locale: str | discord.Locale | None, **variables: Any) -> str:
    """Message ``key`` in the language of ``locale`` (English when none is shipped for it or
    the catalogue lacks the key), its variables filled in."""
    code = match(locale) or SOURCE
    chosen = bundle(code)
    if not chosen.has_message(key):
        if code != SOURCE:
            log.warning("no message %r in the %s catalogue; said in %s", key, code, SOURCE)
        chosen = bundle(SOURCE)
        if not chosen.has_message(key):
            raise UnknownMessageError(key)
    message = chosen.get_message(key)
    if message.value is None:
        raise UnknownMessageError(key)
    # Fluent refuses a variable longer than 2,500 characters (a guard for untrusted
    # catalogues); ours are trusted and a player's over-long input or a thousand names may be
    # longer, so such a value stands in as a marker and is put back after formatting.
    long = {
        name: value
        for name, value in variables.items()
        if isinstance(value, str) and len(value) > LONG_VALUE
    }
    marked = {**variables, **{name: f"\ue000{name}\ue001" for name in long}}
    text, errors = chosen.format_pattern(message.value, marked)
    for error in errors:
        log.warning("message %r in %s: %s", key, code, error)
    said = str(text)
    for name, value in long.items():
        said = said.replace(f"\ue000{name}\ue001", value)
    return said


def attribute(key: str, name: str, code: str) -> str | None:
    """Attribute ``.name`` of message ``key`` in one catalogue, or ``None`` (no fallback: the
    command translator leaves a name untranslated rather than say it in another language)."""
    chosen = bundle(code)
    if not chosen.has_message(key):
        return None
    pattern = chosen.get_message(key).attributes.get(name)
    if pattern is None:
        return None
    text, errors = chosen.format_pattern(pattern, {})
    return None if errors else str(text)


def value(key: str, code: str) -> str | None:
    """The value of message ``key`` in one catalogue without variables, or ``None``."""
    chosen = bundle(code)
    if not chosen.has_message(key):
        return None
    pattern = chosen.get_message(key).value
    if pattern is None:
        return None
    text, errors = chosen.format_pattern(pattern, {})
    return None if errors else str(text)


@dataclass(frozen=True)
class Msg:
    """A message not said yet: its key and variables, said in a reader's language later (a
    refusal raised before anyone knows who reads it)."""

    key: str
    variables: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, **variables: Any) -> Msg:
        """``Msg.of("key", name=value)``: the form the key check reads in the code."""
        return cls(key, variables)

    def say(self, locale: str | discord.Locale | None) -> str:
        """The message in ``locale``'s language."""
        return t(self.key, locale, **self.variables)

    def __str__(self) -> str:
        return self.say(SOURCE)


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def catalogue(code: str) -> dict[str, frozenset[str]]:
    """Every message of a language's catalogue and the variables it uses (attributes and
    selectors included), read from the files themselves (for the checks)."""
    found: dict[str, frozenset[str]] = {}
    for _name, text in files(code):
        for entry in FluentResource(text).body:
            if isinstance(entry, ftl.Message):
                visitor = _Variables()
                visitor.visit(entry)
                found[entry.id.name] = frozenset(visitor.names)
    return found
