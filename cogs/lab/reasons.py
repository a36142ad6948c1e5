"""The engine's reasons for a refusal in the sender's language.

The engine says why a command is illegal in fixed English phrases (second person, public facts
only); this module recognises the common ones and says them through the catalogue
(``lab-reason-…``). A reason it does not know is quoted as the engine wrote it.
"""

from __future__ import annotations

import re

from bot.i18n import SOURCE, t
from cogs.lab.log_words import colour, way

_CELL = re.compile(r"\b(Red|Green|Yellow|Blue)-([A-E])-([1-5])\b")


def cells(text: str, lang: str) -> str:
    """Sector coordinates in a reason with the Sector's colour in ``lang``."""
    return _CELL.sub(lambda m: f"{colour(m[1], lang)}-{m[2]}-{m[3]}", text)


WALL = re.compile(r"^a wall blocks the way (up|down|left|right)$")
NOT_ON_CELL = re.compile(r"^P(\d+) is not on your cell$")
BLANK = re.compile(r"^(.+) is blank \(unseen\)$")
TURN_OF = re.compile(r"^it is P(\d+)'s turn$")
WAITS_FOR = re.compile(r"^the game waits for P(\d+) to (\S+)$")
HOLDS_NONE = re.compile(r"^P(\d+) holds no cube$")
LOGGED = re.compile(r"^you have already logged (Red|Green|Yellow|Blue)$")
NO_CUBE_OF = re.compile(r"^no (Red|Green|Yellow|Blue) cube lies on your cell$")
CANNOT_NOW = re.compile(r"^you cannot (\S+) now: take an action or say done$")
CHOOSE_ONE = re.compile(r"^choose one of (.+)$")
ROTATION = re.compile(r"^that rotation is not legal here: pick (.+)$")
FIXED = {
    "your hands are full (drop your cube first)": "hands-full",
    "your cat has already acted this turn": "cat-acted",
    "you have no cat": "no-cat",
    "start your turn with a See (or bloop yourself)": "see-first",
    "orient the drawn tile first": "orient-first",
    "several cubes lie here: say which colour": "which-colour",
    "no cube lies on your cell": "no-cube",
    "only the host can do that": "host-only",
    "the game is over": "over",
    "answer the open question first": "answer-first",
    "nothing can be done now": "nothing-now",
    "that is off the map": "off-map",
    "no wipe vote is open": "no-vote",
    "a wipe vote is already open": "vote-open",
    "you are not seated in this game": "not-seated",
    "you have left the game": "left",
    "you have no vote to give": "no-vote-to-give",
}
"""Reasons without variables, by the catalogue's selector on ``lab-reason``."""


def reason_words(reason: str, lang: str = SOURCE) -> str:
    """The engine's ``reason`` in ``lang`` (as written in English or when unknown)."""
    if lang == SOURCE:
        return reason
    if reason in FIXED:
        return t("lab-reason", lang, reason=FIXED[reason])
    if m := WALL.match(reason):
        return t("lab-reason-wall", lang, direction=way(m[1], lang))
    if m := NOT_ON_CELL.match(reason):
        return t("lab-reason-not-on-cell", lang, seat=f"P{m[1]}")
    if m := BLANK.match(reason):
        return t("lab-reason-blank", lang, cell=cells(m[1], lang))
    if m := TURN_OF.match(reason):
        return t("lab-reason-turn-of", lang, seat=f"P{m[1]}")
    if m := WAITS_FOR.match(reason):
        return t("lab-reason-waits-for", lang, seat=f"P{m[1]}", prompt=m[2])
    if m := HOLDS_NONE.match(reason):
        return t("lab-reason-holds-none", lang, seat=f"P{m[1]}")
    if m := LOGGED.match(reason):
        return t("lab-reason-logged", lang, colour=colour(m[1], lang))
    if m := NO_CUBE_OF.match(reason):
        return t("lab-reason-no-cube-of", lang, colour=colour(m[1], lang))
    if m := CANNOT_NOW.match(reason):
        return t("lab-reason-cannot-now", lang, verb=m[1])
    if m := CHOOSE_ONE.match(reason):
        return t("lab-reason-choose-one", lang, options=m[1])
    if m := ROTATION.match(reason):
        return t("lab-reason-rotation", lang, options=m[1])
    return reason
