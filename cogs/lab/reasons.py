"""The engine's reasons for a refusal in the sender's language, said from their data.

A refusal the engine raises carries a :class:`engine.core.said.Said`: a code and the seats,
cells, colours or options it names. This module says it through the catalogue
(``lab-reason…``), English included; the typed words the engine could not read (a
direction, a rotation, a die face) are quoted back, cut short.
"""

from __future__ import annotations

from bot.i18n import SOURCE, t
from bot.shell.replies import quoted
from cogs.lab.log_words import colour, place, seat, way
from engine.core.said import Said

FIXED = frozenset(
    {
        "hands-full",
        "cat-acted",
        "no-cat",
        "see-first",
        "orient-first",
        "which-colour",
        "no-cube",
        "host-only",
        "over",
        "answer-first",
        "nothing-now",
        "off-map",
        "no-vote",
        "vote-open",
        "not-seated",
        "left",
        "no-vote-to-give",
        "skip-when",
        "not-away",
        "not-on-map",
        "question-first",
        "leave-when",
        "name-colour",
        "name-steal",
        "hold-none",
        "name-elbow",
        "not-action",
        "which-shove",
        "no-shove",
        "which-tunnel",
        "name-swap",
        "both-sectors",
        "which-sprint",
        "hissed",
        "name-hiss",
        "which-spin",
        "not-on-tile",
    }
)
"""Reasons without values, by the catalogue's selector on ``lab-reason``."""

TYPED = frozenset(
    {"bad-verb", "bad-vote", "bad-choice", "bad-seat", "bad-direction", "bad-colour"}
    | {"bad-rotation", "bad-actor"}
)
"""Words the engine could not read, quoting the sender's text (``lab-reason-typed``)."""


def reason_words(reason: str, lang: str = SOURCE) -> str:
    """The engine's ``reason`` in ``lang`` (as written when it carries no code)."""
    if not isinstance(reason, Said) or not reason.code:
        return reason
    v = reason.values
    match reason.code:
        case code if code in FIXED:
            return t("lab-reason", lang, reason=code)
        case code if code in TYPED:
            return t("lab-reason-typed", lang, reason=code, text=quoted(v["text"]))
        case "word-count":
            return t("lab-reason-word-count", lang, text=quoted(v["text"]), verb=v["verb"])
        case "empty" | "clock-only" | "nothing-to-undo" | "must-see" | "no-wormhole":
            return t("lab-reason-input", lang, reason=reason.code)
        case "cannot-go":
            why = reason_words(v["why"], lang)
            return t("lab-reason-cannot-go", lang, seat=seat(v["seat"]), reason=why)
        case "actor-cannot":
            return t("lab-reason-actor-cannot", lang, verb=v["verb"])
        case "wall":
            return t("lab-reason-wall", lang, direction=way(v["direction"], lang))
        case "not-on-cell":
            return t("lab-reason-not-on-cell", lang, seat=seat(v["seat"]))
        case "blank":
            return t("lab-reason-blank", lang, cell=place(v["cell"], lang))
        case "turn-of":
            return t("lab-reason-turn-of", lang, seat=seat(v["seat"]))
        case "waits-for":
            return t("lab-reason-waits-for", lang, seat=seat(v["seat"]), prompt=v["prompt"])
        case "holds-none":
            return t("lab-reason-holds-none", lang, seat=seat(v["seat"]))
        case "logged":
            return t("lab-reason-logged", lang, colour=colour(v["colour"], lang))
        case "no-cube-of":
            return t("lab-reason-no-cube-of", lang, colour=colour(v["colour"], lang))
        case "cannot-now":
            return t("lab-reason-cannot-now", lang, verb=v["verb"])
        case "choose-one":
            return t("lab-reason-choose-one", lang, options=v["options"])
        case "rotation":
            return t("lab-reason-rotation", lang, options=v["options"])
        case "not-sealed":
            return t("lab-reason-not-sealed", lang, colour=colour(v["colour"], lang))
        case "wipe-refused":
            return t("lab-reason-wipe-refused", lang, colour=colour(v["colour"], lang))
        case "not-twin":
            return t("lab-reason-not-twin", lang, seat=seat(v["seat"]))
        case "elbow-one-of":
            return t("lab-reason-elbow-one-of", lang, seat=seat(v["seat"]), options=v["options"])
    return reason
