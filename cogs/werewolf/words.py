"""The engine's data in a reader's words: phases, roles, teams, table columns, reasons, refusals.

The engine reports data (phase codes, role text forms such as ``wolf2``, reason codes, the
seats a tie was between, refusal codes with the names they concern); this module says each in
a language through the catalogue (``bot/locales/*/werewolf.ftl``). Nothing here reads an
English phrase back.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from bot.i18n import SOURCE, formats, t
from bot.names import esc
from engine.werewolf import parse_phase
from engine.werewolf.errors import Illegal, IllegalMoveError
from engine.werewolf.reports import EndReason, LynchReason
from engine.werewolf.roles import GREEK, parse_role, rank_name


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
def role(code: str, locale: str = SOURCE) -> str:
    """A role's text form in an odds list: ``seer`` -> ``Seer``, ``wolf2`` -> ``beta wolf``."""
    found = parse_role(code)
    if found.rank:
        name = rank_name(found.rank)
        return t("werewolf-ranked-wolf", locale, rank=rank(name), name=name)
    return t("werewolf-role", locale, role=found.kind.value)


@functools.lru_cache(maxsize=4096)  # a big game's tables name roles tens of thousands of times
def role_title(code: str, locale: str = SOURCE) -> str:
    """A role's text form as a sentence names it: ``the Seer``, ``a Villager``, ``the beta
    wolf``."""
    found = parse_role(code)
    if found.rank:
        name = rank_name(found.rank)
        return t("werewolf-ranked-wolf-title", locale, rank=rank(name), name=name)
    return t("werewolf-role-title", locale, role=found.kind.value)


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


def lynch_reason(reason: LynchReason, tied: Sequence[str], locale: str = SOURCE) -> str:
    """Why the day ended as it did, in ``locale``; ``tied``: the tied players' names (in seat
    order, as the engine lists them)."""
    return t("werewolf-lynch-reason", locale, reason=reason.value, tied=and_list(tied, locale))


def outcome_reason(reason: EndReason, locale: str = SOURCE) -> str:
    """Which end condition ended the game, in ``locale``."""
    return t("werewolf-outcome-reason", locale, reason=reason.value)


def illegal(error: IllegalMoveError, locale: str = SOURCE) -> str:
    """A refusal of the rules, said to the one who sent the action, in ``locale``."""
    value = error.value or ""
    if len(value) > ECHO_LIMIT:
        value = value[: ECHO_LIMIT - 1] + "…"
    return t(
        "werewolf-illegal",
        locale,
        code=error.code.value,
        target=esc(error.target or ""),
        seat=f"@{error.seat}" if error.seat is not None else "",
        tied=and_list([esc(name) for name in error.tied], locale),
        power=error.power or "vision",
        phase=phase(error.phase, locale) if error.phase else "",
        # A tie rule is selected on as it is; anything else the sender typed is quoted.
        value=value if error.code is Illegal.NO_STORYTELLER_TIES else f"**{esc(value)}**",
    )


ECHO_LIMIT = 80
"""The most characters of a refused input a refusal quotes back."""


def kind_of(code: str) -> str:
    """``night`` or ``day``: the kind of a phase code (for a message that names a phase)."""
    return "night" if parse_phase(code).is_night else "day"


def number_of(code: str) -> str:
    """A phase code's number, as text (``N2`` -> ``2``)."""
    return str(parse_phase(code).number)
