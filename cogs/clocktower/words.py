"""The engine's reports and refusals in the reader's language.

The Quantum Clocktower engine still words its reports and refusals in English (one sentence
per kind of event); this module reads each kind back into a catalogue message and its data
(seats, numbers, character ids), so every language words them from ``bot/locales``. A report
this module does not know yet (a new script's) stays as the engine says it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from bot.i18n import t
from engine.clocktower.characters import REGISTRY
from engine.clocktower.text import character_title


def name(character: str, lang: str) -> str:
    """A character by its name in ``lang`` (``fortune_teller`` -> "Wahrsagerin")."""
    return t("clocktower-character", lang, id=character, title=character_title(character))


def summary(character: str, lang: str) -> str:
    """What a character does, in our own words, in ``lang``."""
    module = REGISTRY.get(character)
    english = module.summary if module is not None else ""
    return t("clocktower-summary", lang, id=character, summary=english)


def seats_and(seats: Sequence[str], lang: str) -> str:
    """Seats as a list: "@1", "@1 and @2", "@1, @2 and @3"."""
    if len(seats) < 2:
        return "".join(seats)
    return t("clocktower-and", lang, first=", ".join(seats[:-1]), second=seats[-1])


def _by_title(title: str) -> str:
    """The character id of an engine title ("Fortune Teller" or "fortune teller")."""
    return title.strip().lower().replace(" ", "_")


def _info(text: str, lang: str) -> str:
    if text == "that no one is an Outsider":
        return t("clocktower-info-no-outsider", lang)
    if match := re.fullmatch(r"that (@\d+) or (@\d+) is the (.+)", text):
        first, second, title = match.groups()
        character = name(_by_title(title), lang)
        return t("clocktower-info-pair", lang, first=first, second=second, character=character)
    if match := re.fullmatch(r"the (.+)", text):
        return t("clocktower-info-character", lang, character=name(_by_title(match[1]), lang))
    return t("clocktower-info-value", lang, value=text)


WOKE = re.compile(r"you woke as the (.+?)(?:, chose (@\d+(?: and @\d+)*))?(?: and learned (.+))?")


def _result(text: str, lang: str) -> str | None:
    """What happened to a player at night (the engine's ``entry_words``)."""
    if text == "you did not wake":
        return t("clocktower-result-no-wake", lang)
    match = WOKE.fullmatch(text)
    if match is None:
        return None
    title, chose, learned = match.groups()
    return t(
        "clocktower-result-woke",
        lang,
        character=name(_by_title(title), lang),
        chose="yes" if chose else "no",
        seats=seats_and(chose.split(" and "), lang) if chose else "",
        learn="yes" if learned else "no",
        learned=_info(learned, lang) if learned else "",
    )


def _night(match: re.Match[str], lang: str) -> str | None:
    result = _result(match[2], lang)
    if result is None:
        return None
    return t("clocktower-report-night", lang, night=int(match[1]), result=result)


def _bluffs(match: re.Match[str], lang: str) -> str:
    bluffs = [
        t("clocktower-report-bluff", lang, character=name(_by_title(b.removeprefix("the ")), lang))
        for b in match[1].split(", ")
    ]
    return t("clocktower-report-bluffs", lang, bluffs=", ".join(bluffs))


REASK = re.compile(
    r"None of your Night (\d+) (?:"
    r"(entries) is possible any more: other players' choices tonight made them impossible "
    r"\(each was possible when you sent it\)\. Send a new list\.|"
    r"(choices) is possible: you sent no list, and not waking is no longer possible for you "
    r"\(other players' choices tonight ruled it out\)\. Send a list\.)"
    r"(?: You wake as the ([a-z ]+)\.)?"
    r"(?: Still possible for you, among the characters of your list: (.+)\.)?"
)
"""The re-ask DM (engine.clocktower.reask.reask_text), whose tail varies."""


def _reask(match: re.Match[str], lang: str) -> str:
    night, sent, _, forced, offer = match.groups()
    text = (
        t("clocktower-reask-sent", lang, night=int(night))
        if sent
        else t("clocktower-reask-silent", lang, night=int(night))
    )
    if forced:
        text += t("clocktower-reask-forced", lang, character=name(_by_title(forced), lang))
    if offer:
        text += t("clocktower-reask-offer", lang, entries=offer)
    return text


Rule = tuple[re.Pattern[str], Callable[[re.Match[str], str], str | None]]
RULES: tuple[Rule, ...] = (
    (re.compile(r"You are evil\. The evil team: (.*)\."),
     lambda m, lang: t("clocktower-report-evil", lang, team=m[1])),
    (re.compile(r"You are good\."), lambda m, lang: t("clocktower-report-good", lang)),
    (re.compile(r"Stored your Night (\d+) list: (.*)"),
     lambda m, lang: f"{t('clocktower-report-stored', lang, night=int(m[1]))} {m[2]}"),
    (re.compile(r"None of your setup lines is possible; send new ones\."),
     lambda m, lang: t("clocktower-report-setup-impossible", lang)),
    (re.compile(r"The Demon is (@\d+)\."),
     lambda m, lang: t("clocktower-report-demon", lang, seat=m[1])),
    (re.compile(r"Your bluffs: (.*)\."), _bluffs),
    (re.compile(r"Your character token is the (.+)\."),
     lambda m, lang: t("clocktower-report-token", lang, character=name(_by_title(m[1]), lang))),
    (re.compile(r"You are now the (.+)\."),
     lambda m, lang: t("clocktower-report-became", lang, character=name(_by_title(m[1]), lang))),
    (re.compile(r"Night (\d+): (.*)\."), _night),
    (REASK, _reask),
    (re.compile(r"(@\d+) has answered\."),
     lambda m, lang: t("clocktower-report-answered", lang, seat=m[1])),
    (re.compile(r"Night (\d+) begins\."),
     lambda m, lang: t("clocktower-report-night-begins", lang, night=int(m[1]))),
    (re.compile(r"Night (\d+) is resolving\."),
     lambda m, lang: t("clocktower-report-resolving", lang, night=int(m[1]))),
    (re.compile(r"Day (\d+) begins\."),
     lambda m, lang: t("clocktower-report-day-begins", lang, day=int(m[1]))),
    (re.compile(r"(@\d+) is dead\."), lambda m, lang: t("clocktower-report-dead", lang, seat=m[1])),
    (re.compile(r"(@\d+) is executed\."),
     lambda m, lang: t("clocktower-report-executed", lang, seat=m[1])),
    (re.compile(r"The game is over: the (good|evil) team wins\."),
     lambda m, lang: t("clocktower-report-over", lang, team=m[1])),
    (re.compile(r"(@\d+) shoots (@\d+)\."),
     lambda m, lang: t("clocktower-report-day-action", lang, verb="slay", actor=m[1], target=m[2])),
)  # fmt: skip


def report_words(text: str, lang: str) -> str:
    """An engine report in ``lang`` (seats stay ``@k``: the caller adds the names)."""
    for pattern, say in RULES:
        match = pattern.fullmatch(text)
        if match is not None:
            said = say(match, lang)
            if said is not None:
                return said
    return text


def team_wins(team: str, lang: str) -> str:
    """The end's headline: "The good team wins."."""
    return t("clocktower-team-wins", lang, team=team)


ERRORS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), code)
    for pattern, code in (
        (r"the game is over", "over"),
        (r"you can .+ only by day", "only-by-day"),
        (r"you appear dead, so you cannot .+", "dead-cannot"),
        (r"it is not day", "not-day"),
        (r"it is not night", "not-night"),
        (r"the night is already resolving", "resolving"),
        (r"no one is being asked again", "no-reask"),
        (r"you can send night choices only at night", "only-at-night"),
        (r"you appear dead, so you send nothing at night", "dead-at-night"),
        (r"send at least one line", "empty"),
        (r"the night is resolving; your list can no longer change", "locked"),
        (r"nominations happen by day", "nominations-by-day"),
        (r"(@\d+) appears dead and cannot nominate", "dead-nominator"),
        (r"(@\d+) has already nominated today", "nominated-already"),
        (r"(@\d+) has already been nominated today", "nominee-already"),
        (r"each player votes once", "votes-once"),
        (r"(@\d+) has spent their ghost vote", "ghost-spent"),
    )
)


def error_words(text: str, lang: str) -> str:
    """An engine refusal's reason in ``lang`` (the engine's English when not known here)."""
    for pattern, code in ERRORS:
        match = pattern.fullmatch(text)
        if match is not None:
            seat = match[1] if match.groups() else ""
            return t("clocktower-engine-error", lang, code=code, seat=seat, text=text)
    return text


REASONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), code)
    for pattern, code in (
        (r"you are the Demon", "demon-self"),
        (
            r"no (?P<character>[a-z ]+) learns (?P<info>.+) on Night (?P<night>\d+) in a game of "
            r"(?P<players>\d+) players, even with false information",
            "out-of-range",
        ),
        (r"you are (?P<mine>good|evil) and the (?P<character>[a-z ]+) is (good|evil)", "side"),
        (r"the Demon is (?P<seat>@\d+)", "demon-known"),
        (r"you were told your character token is (?P<token>[a-z_]+)", "token"),
        (r"on Night (?P<night>\d+) you sent '(?P<entry>.+)'", "sent-before"),
        (r"you did not wake on Night (?P<night>\d+)", "slept-before"),
    )
)
"""Why an entry is impossible from its sender's own knowledge (engine.clocktower.reasons)."""


def reason_words(reason: str, lang: str) -> str:
    """The reason of an arrival refusal in ``lang`` (as the engine says it when not known)."""
    for pattern, code in REASONS:
        match = pattern.fullmatch(reason)
        if match is None:
            continue
        found = match.groupdict()
        character = found.get("character") or found.get("token") or ""
        return t(
            "clocktower-reason",
            lang,
            code=code,
            character=name(_by_title(character), lang) if character else "",
            info=found.get("info") or "",
            night=int(found.get("night") or 0),
            players=int(found.get("players") or 0),
            mine=found.get("mine") or "",
            seat=found.get("seat") or "",
            entry=found.get("entry") or "",
        )
    return reason


def verdict_words(verdict: str, lang: str) -> str:
    """An entry's verdict on arrival: possible, impossible now, or impossible with a reason."""
    if verdict == "possible":
        return t("clocktower-verdict-possible", lang)
    if verdict == "impossible now":
        return t("clocktower-verdict-impossible", lang)
    reason = reason_words(verdict.removeprefix("impossible: "), lang)
    return t("clocktower-verdict-impossible-because", lang, reason=reason)
