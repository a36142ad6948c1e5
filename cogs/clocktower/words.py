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


Q = r"(?P<q>['\"])"
"""The quote Python's ``repr`` put around a player's words (the engine quotes them so)."""
LINE_ERRORS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), code)
    for pattern, code in (
        # the grammar (engine.clocktower.text)
        (Q + r"(?P<word>.*)(?P=q) is not a seat \(write @1 to @(?P<count>\d+)\)", "not-a-seat"),
        (r"seat (?P<word>\S+) is outside @1\.\.@(?P<count>\d+)", "seat-outside"),
        (
            Q + r"(?P<word>.*)(?P=q) is not information \(a number, yes, no, none, a character,"
            r" or @a @b character\)",
            "not-info",
        ),
        (
            Q + r"(?P<line>.*)(?P=q): an entry is 'dont_wake' or 'wake <character> \.\.\.'",
            "not-entry",
        ),
        (Q + r"(?P<line>.*)(?P=q): 'choose' needs at least one seat", "choose-needs-seat"),
        (Q + r"(?P<line>.*)(?P=q): 'learn' needs information", "learn-needs-info"),
        (Q + r"(?P<line>.*)(?P=q): unexpected '(?P<word>.*)'", "unexpected"),
        (Q + r"(?P<line>.*)(?P=q): a setup line is 'setup demon @d \[bluffs x y z\]'", "not-setup"),
        (Q + r"(?P<line>.*)(?P=q): bluffs are three characters after 'bluffs'", "three-bluffs"),
        # the game's static checks (engine.clocktower.game, characters.base)
        (r"setup lines are for Night 1 only", "setup-night-1"),
        (r"only evil players send setup lines", "setup-only-evil"),
        (r"(?P<seat>@\d+) is not evil", "setup-not-evil"),
        (
            r"bluffs go only with 'setup demon' naming yourself, from (?P<count>\d+) players up",
            "setup-bluffs-self",
        ),
        (r"name three bluffs after 'bluffs'", "setup-name-bluffs"),
        (r"bluffs are three different good characters", "setup-bluffs-good"),
        (r"your setup is already accepted", "setup-accepted"),
        (Q + r"(?P<word>[a-z_]*)(?P=q) is not a character of this script", "not-in-script"),
        (r"(?P<character>[a-z_]+) does not wake on Night (?P<night>\d+)", "no-wake-tonight"),
        (r"(?P<character>[a-z_]+) chooses no one", "chooses-no-one"),
        (r"(?P<character>[a-z_]+) chooses exactly (?P<count>\d+) player\(s\)", "chooses-exactly"),
        (r"(?P<character>[a-z_]+) cannot choose themself", "not-self"),
        (r"(?P<character>[a-z_]+) chooses different players", "different-players"),
        (r"(?P<character>[a-z_]+) learns nothing", "learns-nothing"),
        (r"(?P<character>[a-z_]+) must say what it learned \('learn \.\.\.'\)", "must-learn"),
        (
            r"(?P<character>[a-z_]+) learns a (?P<kind>[a-z]+), and (?P<word>[a-z_]+) is not one",
            "learns-kind",
        ),
        (
            r"(?P<character>[a-z_]+) learns two different players other than themself",
            "pair-others",
        ),
    )
)
"""What is wrong with one line of a list (the engine says "line 2: …")."""
LINE = re.compile(r"(?P<setup>setup )?line (?P<number>\d+): (?P<rest>.*)")
QUOTED_LIMIT = 100
"""The most characters of a player's own words quoted back (a catalogue variable is short)."""


def _line_error(part: str, lang: str) -> str | None:
    line = LINE.fullmatch(part)
    if line is None:
        return None
    for pattern, code in LINE_ERRORS:
        match = pattern.fullmatch(line["rest"])
        if match is None:
            continue
        found = {k: v or "" for k, v in match.groupdict().items()}
        quoted = found.get("line", "")
        if len(quoted) > QUOTED_LIMIT:
            quoted = quoted[: QUOTED_LIMIT - 1] + "…"
        return t(
            "clocktower-line-error",
            lang,
            setup="yes" if line["setup"] else "no",
            number=int(line["number"]),
            code=code,
            line=quoted,
            word=found.get("word", "")[:QUOTED_LIMIT],
            count=int(found.get("count") or 0),
            seat=found.get("seat", ""),
            character=found.get("character", ""),
            night=int(found.get("night") or 0),
            kind=found.get("kind", ""),
        )
    return None


def error_words(text: str, lang: str) -> str:
    """An engine refusal's reason in ``lang`` (the engine's English when not known here)."""
    for pattern, code in ERRORS:
        match = pattern.fullmatch(text)
        if match is not None:
            seat = match[1] if match.groups() else ""
            return t("clocktower-engine-error", lang, code=code, seat=seat, text=text)
    # A list's problems, one per line ("line 1: …; line 3: …"): each is said on its own, and
    # the whole stays as the engine says it unless every part is known.
    parts = [_line_error(part, lang) for part in text.split("; ")]
    if all(part is not None for part in parts):
        return "; ".join(part for part in parts if part is not None)
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
