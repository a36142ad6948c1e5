"""A command the Cloud engine could not read, in a reader's language, said from its data.

The engine refuses a command's syntax with a :class:`engine.core.said.Said` (a code, the
sender's words quoted as typed, the verb). The command syntax it quotes (`move A1 q,r`) is
the same in every language; the sentence around it comes from the catalogue
(``cloud-parse…`` in ``cloud-lines.ftl``), English included.
"""

from __future__ import annotations

from bot.i18n import t
from bot.shell.replies import quoted
from engine.core.said import Said

FIXED = frozenset({"empty", "on-or-off"})
"""Syntax errors with no values (``cloud-parse``)."""
QUOTING = frozenset({"unclosed-quote", "not-card", "bad-actor", "no-actor"})
"""Syntax errors quoting the sender's words (``cloud-parse-input``)."""


def parse_words(reason: Said, lang: str) -> str | None:
    """``reason`` in ``lang`` when it is a syntax error, else None."""
    v = reason.values
    match reason.code:
        case code if code in FIXED:
            return t("cloud-parse", lang, code=code)
        case code if code in QUOTING:
            return t("cloud-parse-input", lang, code=code, input=quoted(v["input"]))
        case "not-command":
            return t("cloud-parse-not-command", lang, input=quoted(v["input"]), known=v["known"])
        case "usage":
            return t("cloud-parse-usage", lang, verb=v["verb"])
    return None
