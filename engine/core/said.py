"""What an engine says, as data: a code and its values, with the engine's English beside them.

A :class:`Said` *is* the English text the engine always wrote (so a record, the console, a
test or any caller that wants a string has one), and it carries the kind of the line or
refusal (``code``) and the ids and numbers it names (``values``), so the bot says it in a
reader's language from the data, never by reading the English back.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any


class Said(str):
    """One line or refusal: its English words (the ``str``), ``code`` and ``values``."""

    code: str
    """The kind of line (``"turn"``, ``"plays"``...): the bot's catalogue selects on it."""
    rule: str
    """The rule id the line applies (``"T3"``), or ``""``."""
    values: Mapping[str, Any]
    """The data it names, by name: ids, seats, coordinates and names as text, counts as
    numbers, enums; never a word of a language."""

    def __new__(cls, text: str = "", code: str = "", rule: str = "", /, **values: Any) -> Said:
        said = super().__new__(cls, text)
        said.code = code
        said.rule = rule
        said.values = MappingProxyType(dict(values))
        return said

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (str(self), self.code, self.rule, dict(self.values)))


def _rebuild(text: str, code: str, rule: str, values: dict[str, Any]) -> Said:
    return Said(text, code, rule, **values)


def reason_of(error: BaseException) -> str:
    """What an engine error says: its :class:`Said` (with its data) when it carries one."""
    reason = error.args[0] if error.args else ""
    return reason if isinstance(reason, Said) else str(error)
