"""The engine's data in a reader's words: phases, roles, teams, table columns, reasons.

The engine reports data (phase codes, role names, the reason of a lynch or an end as its own
fixed phrases); this module says each in a language through the catalogue
(``bot/locales/*/werewolf-words.ftl``). A phrase it does not know is shown as the engine wrote
it, so a new engine phrase shows up in English rather than not at all.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from bot.i18n import SOURCE, formats, t
from engine.werewolf import parse_phase
from engine.werewolf.roles import GREEK

_RANKED = re.compile(r"^(?:the )?(\w+|#\d+) wolf$")
_TIE = re.compile(
    r"^tie (?:broken at random )?between (.+?)(?: decided by the storyteller|: no lynch)?$"
)


def phase(code: str, locale: str = SOURCE) -> str:
    """``N1`` -> ``Night 1`` / ``Nacht 1``."""
    parsed = parse_phase(code)
    kind = "night" if parsed.is_night else "day"
    return t("werewolf-phase", locale, kind=kind, number=str(parsed.number))


def chance(value: float, locale: str = SOURCE) -> str:
    """A chance as a percentage: 0 and 100 only when exact, otherwise one decimal within
    0.1..99.9 (``14.3%`` / ``14,3 %``)."""
    return formats.chance(value, locale)


def and_list(items: Sequence[str], locale: str = SOURCE) -> str:
    """``A``, ``A and B``, ``A, B and C``; ``nobody`` when empty."""
    if not items:
        return t("werewolf-nobody", locale)
    if len(items) == 1:
        return items[0]
    return t("werewolf-and-list", locale, first=", ".join(items[:-1]), last=items[-1])


def rank(name: str) -> str:
    """A wolf's rank as the catalogue selects on it (``alpha`` … ``omega``, else ``other``)."""
    return name if name in GREEK else "other"


@functools.lru_cache(maxsize=4096)  # a big game's tables name roles tens of thousands of times
def role(name: str, locale: str = SOURCE) -> str:
    """A role in an odds list or a column: ``Seer``, ``Villager``, ``Werewolf``, ``beta wolf``."""
    ranked = _RANKED.match(name)
    if ranked:
        found = ranked.group(1)
        return t("werewolf-ranked-wolf", locale, rank=rank(found), name=found)
    return t("werewolf-role", locale, role=name)


@functools.lru_cache(maxsize=4096)  # a big game's tables name roles tens of thousands of times
def role_title(title: str, locale: str = SOURCE) -> str:
    """A role as a sentence names it: ``the Seer``, ``a Villager``, ``the beta wolf``."""
    ranked = _RANKED.match(title)
    if ranked:
        found = ranked.group(1)
        return t("werewolf-ranked-wolf-title", locale, rank=rank(found), name=found)
    return t("werewolf-role-title", locale, form=title.replace(" ", "-"), role=title)


def team(name: str, locale: str = SOURCE) -> str:
    """``good`` or ``evil``."""
    return t("werewolf-team", locale, team=name)


def vision_result(result: str, locale: str = SOURCE) -> str:
    """What a vision showed: a team (``good``/``evil``) or a role (``seer``, ``wolf``…)."""
    return t("werewolf-vision-result", locale, result=result)


def column(name: str, locale: str = SOURCE) -> str:
    """A column of the public table."""
    return t("werewolf-column", locale, column=name)


def kind(name: str, locale: str = SOURCE) -> str:
    """An answer a phase asks for: ``vision``, ``attack``, ``vote``."""
    return t("werewolf-answer-kind", locale, kind=name)


def lynch_reason(reason: str, names: Sequence[str], locale: str = SOURCE) -> str:
    """Why the day ended as it did (the engine's phrase, said in ``locale``); ``names``: the
    names of the tied players, in the order the reason lists them."""
    if reason in {"nobody voted", "most votes"}:
        return t("werewolf-lynch-reason", locale, reason=reason.replace(" ", "-"), tied="")
    tie = _TIE.match(reason)
    if tie is None:
        return reason
    how = (
        "random"
        if reason.startswith("tie broken at random")
        else "storyteller"
        if reason.endswith("decided by the storyteller")
        else "no-lynch"
    )
    return t("werewolf-lynch-reason", locale, reason=how, tied=and_list(names, locale))


OUTCOME_REASONS = {
    "everyone is dead": "all-dead",
    "no living werewolf remains in any world": "no-werewolf",
    "in every permutation only werewolves are alive": "only-werewolves",
    "every wolf has been lynched": "wolves-lynched",
    "the wolves are known and match the village in number": "wolves-match",
    "every world was over; the drawn world is the wolves'": "drawn-wolves",
}


def outcome_reason(reason: str, locale: str = SOURCE) -> str:
    """How the game ended, as the engine's phrase says it, in ``locale``."""
    key = OUTCOME_REASONS.get(reason)
    if key is None:
        return reason
    return t("werewolf-outcome-reason", locale, reason=key)


def kind_of(code: str) -> str:
    """``night`` or ``day``: the kind of a phase code (for a message that names a phase)."""
    return "night" if parse_phase(code).is_night else "day"


def number_of(code: str) -> str:
    """A phase code's number, as text (``N2`` -> ``2``)."""
    return str(parse_phase(code).number)
