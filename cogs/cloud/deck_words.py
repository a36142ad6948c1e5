"""A deck file's errors in a reader's language, said from their data.

Each error the engine finds in a deck file (:class:`engine.cloud.decks.DeckError`) is a
:class:`engine.core.said.Said`: a code with the path in the file (``cards[3].attack``) and what
the file holds there. The paths, keys and values stay as written (they are the file's own
words); the sentence around them comes from the catalogue (``cloud-deck-fault…``), English
included.
"""

from __future__ import annotations

from bot.i18n import t
from bot.shell.replies import quoted
from engine.cloud.decks import DeckError
from engine.core.said import Said

FIXED = frozenset(
    {
        "unknown-key",
        "missing",
        "top-not-table",
        "no-table",
        "no-list-of-tables",
        "not-table",
        "terrains-list",
        "not-list",
        "effects-list",
        "no-common-target",
        "buff-n",
        "buff-zero",
        "buff-life",
    }
)
"""Errors naming only their path (``cloud-deck-fault``)."""
VALUE = frozenset(
    {"not-integer", "bad-name", "name-spaces", "bad-id", "bad-kind", "repeats", "bad-keyword"}
)
"""Errors quoting the file's value (``cloud-deck-fault-value``)."""
KNOWN = frozenset({"bad-terrain", "bad-format", "bad-effect", "bad-target", "no-starter"})
"""Errors quoting the value and what the file may say there (``cloud-deck-fault-known``)."""


def fault_words(fault: str, lang: str) -> str:
    """One error of a deck file in ``lang`` (as the engine wrote it when it has no code)."""
    if not isinstance(fault, Said) or not fault.code:
        return fault
    v = {key: quoted(value) for key, value in fault.values.items()}
    path, code = v["path"], fault.code
    match code:
        case _ if code in FIXED:
            return t("cloud-deck-fault", lang, path=path, code=code)
        case _ if code in VALUE:
            return t("cloud-deck-fault-value", lang, path=path, code=code, value=v["value"])
        case _ if code in KNOWN:
            value, known = v["value"], v["known"]
            return t("cloud-deck-fault-known", lang, path=path, code=code, value=value, known=known)
        case "too-small" | "too-large":
            value, limit = v["value"], v["limit"]
            return t("cloud-deck-fault-range", lang, path=path, code=code, value=value, limit=limit)
        case "budget":
            return t("cloud-deck-fault-budget", lang, path=path, budget=v["budget"], must=v["must"])
        case "superpose-cost":
            stated, cost = v["stated"], v["cost"]
            return t("cloud-deck-fault-superpose", lang, path=path, stated=stated, cost=cost)
        case "repeats-card":
            value, first = v["value"], v["first"]
            return t("cloud-deck-fault-repeats-card", lang, path=path, value=value, first=first)
        case "too-costly":
            points, most = v["points"], v["most"]
            return t("cloud-deck-fault-too-costly", lang, path=path, points=points, most=most)
        case "card-cost":
            return t(
                "cloud-deck-fault-card-cost",
                lang,
                path=path,
                stated=v["stated"],
                cost=v["cost"],
                points=v["points"],
                slack=v["slack"],
            )
        case "deck-size":
            total, size = v["total"], v["size"]
            return t("cloud-deck-fault-size", lang, path=path, total=total, size=size)
        case "takes-no":
            effect, key = v["effect"], v["key"]
            return t("cloud-deck-fault-takes-no", lang, path=path, effect=effect, field=key)
        case "syntax" if fault.values["line"]:
            line, column = v["line"], v["column"]
            return t("cloud-deck-fault-syntax", lang, path=path, line=line, column=column)
        case "syntax":
            return t("cloud-deck-fault-syntax-end", lang, path=path)
    return fault


def deck_fault_lines(error: DeckError, lang: str) -> str:
    """Every error of a deck file, one ``- …`` line each, in ``lang``."""
    return "\n".join(f"- {fault_words(fault, lang)}" for fault in error.errors)
