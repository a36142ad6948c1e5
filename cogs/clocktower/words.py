"""The engine's reports, refusals and explanations in the reader's language.

The Quantum Clocktower engine says everything as data: a report is a code
(:class:`~engine.clocktower.reports.Told`) with seats, numbers, character ids and entries; a
refusal carries its code and data (:mod:`engine.clocktower.refusals`); ``explain`` gives
commitments (:class:`~engine.clocktower.explain.Commitment`). This module words each one from
``bot/locales``; seats stay ``@k`` (the caller adds the names) and the list grammar stays code.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import t
from bot.shell.replies import quoted
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import KINDS
from engine.clocktower.explain import Commitment, UnknownTokenError
from engine.clocktower.faults import Fault, ListError
from engine.clocktower.refusals import (
    NotStoredError,
    Reason,
    RefusedError,
    Verdict,
)
from engine.clocktower.reports import Report, Told
from engine.clocktower.script import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SCRIPTS,
    SetupGap,
    compositions,
    no_setup_gaps,
)
from engine.clocktower.text import DontWake, Entry, Info, Wake, character_title
from engine.clocktower.world import Claim, DayAction, DayEvent, Private
from engine.core.errors import EngineError, SetupError
from engine.core.family import Seat
from engine.core.said import Said, reason_of


def name(character: str, lang: str) -> str:
    """A character by its name in ``lang`` (``fortune_teller`` -> "Wahrsagerin")."""
    return t("clocktower-character", lang, id=character, title=character_title(character))


def summary(character: str, lang: str) -> str:
    """What a character does, in our own words, in ``lang``."""
    module = REGISTRY.get(character)
    english = module.summary if module is not None else ""
    return t("clocktower-summary", lang, id=character, summary=english)


def at(seat: Seat) -> str:
    """A 0-based seat as players write it: ``@3``."""
    return f"@{seat + 1}"


def seats_and(seats: Sequence[str], lang: str) -> str:
    """Seats as a list: "@1", "@1 and @2", "@1, @2 and @3"."""
    if len(seats) < 2:
        return "".join(seats)
    return t("clocktower-and", lang, first=", ".join(seats[:-1]), second=seats[-1])


def team_wins(team: str, lang: str) -> str:
    """The end's headline: "The good team wins."."""
    return t("clocktower-team-wins", lang, team=team)


def info_words(info: Info, lang: str) -> str:
    """What a player learned: "2", "that no one is an Outsider", "the Chef"…"""
    if info.kind == "none":
        return t("clocktower-info-no-outsider", lang)
    if info.kind == "character":
        return t("clocktower-info-character", lang, character=name(info.character, lang))
    if info.kind == "pair":
        first, second = (at(s) for s in info.seats)
        character = name(info.character, lang)
        return t("clocktower-info-pair", lang, first=first, second=second, character=character)
    return t("clocktower-info-value", lang, value=info.text)


def result_words(entry: Entry, lang: str) -> str:
    """What happened to a player at night: "you woke as the Empath and learned 2"."""
    if isinstance(entry, DontWake):
        return t("clocktower-result-no-wake", lang)
    assert isinstance(entry, Wake)
    return t(
        "clocktower-result-woke",
        lang,
        character=name(entry.character, lang),
        chose="yes" if entry.choices else "no",
        seats=seats_and([at(s) for s in entry.choices], lang),
        learn="yes" if entry.info is not None else "no",
        learned=info_words(entry.info, lang) if entry.info is not None else "",
    )


def _reask(report: Report, lang: str) -> str:
    night = report.numbers[0]
    if report.code is Told.REASKED_SILENT:
        text = t("clocktower-reask-silent", lang, night=night)
    else:
        text = t("clocktower-reask-sent", lang, night=night)
    if report.ids and report.ids[0] in KINDS:  # N17: every world wakes it as one kind
        text += t("clocktower-reask-forced-kind", lang, kind=report.ids[0])
    elif report.ids:
        text += t("clocktower-reask-forced", lang, character=name(report.ids[0], lang))
    if report.without:
        text += t("clocktower-reask-without", lang, clauses=_clauses(report.without, lang))
    for verdict in report.refused:
        said = verdict_words(verdict, lang)
        text += t("clocktower-reask-reason", lang, entry=verdict.line, verdict=said)
    if report.entries:
        offer = "; ".join(f"`{entry.text}`" for entry in report.entries)
        text += t("clocktower-reask-offer", lang, entries=offer)
    return text


def _clauses(clauses: Sequence[Entry], lang: str) -> str:
    """Clauses as the player wrote them, joined by "or": "`wake barber choose @1 @2`"."""
    said = [f"`{clause.text}`" for clause in clauses]
    while len(said) > 1:
        said[-2:] = [t("clocktower-or", lang, first=said[-2], second=said[-1])]
    return said[0]


def report_words(report: Report, lang: str) -> str:
    """A report of the engine in ``lang`` (seats stay ``@k``: the caller adds the names)."""
    code = report.code
    seats = [at(s) for s in report.seats]
    if code is Told.EVIL:
        return t("clocktower-report-evil", lang, team=", ".join(seats))
    if code is Told.GOOD:
        return t("clocktower-report-good", lang)
    if code is Told.STORED:
        stored = t("clocktower-report-stored", lang, night=report.numbers[0])
        return f"{stored} {'; '.join(report.ids)}"
    if code is Told.SETUP_IMPOSSIBLE:
        return t("clocktower-report-setup-impossible", lang)
    if code is Told.DEMON:
        return t("clocktower-report-demon", lang, seat=seats[0])
    if code is Told.BLUFFS:
        bluffs = [
            t("clocktower-report-bluff", lang, character=name(character, lang))
            for character in report.ids
        ]
        return t("clocktower-report-bluffs", lang, bluffs=", ".join(bluffs))
    if code is Told.TOKEN:
        return t("clocktower-report-token", lang, character=name(report.ids[0], lang))
    if code is Told.BECAME:
        return t("clocktower-report-became", lang, character=name(report.ids[0], lang))
    if code is Told.NIGHT:
        result = "; ".join(result_words(entry, lang) for entry in report.entries)
        return t("clocktower-report-night", lang, night=report.numbers[0], result=result)
    if code is Told.IN_PLAY:
        return t("clocktower-report-in-play", lang, character=name(report.ids[0], lang))
    if code is Told.LEARNED_NOTHING:
        return t("clocktower-report-learned-nothing", lang, line=f"setup {report.ids[0]}")
    if code in (Told.REASKED, Told.REASKED_SILENT):
        return _reask(report, lang)
    if code is Told.ANSWERED:
        return t("clocktower-report-answered", lang, seat=seats[0])
    if code is Told.NIGHT_BEGINS:
        return t("clocktower-report-night-begins", lang, night=report.numbers[0])
    if code is Told.RESOLVING:
        return t("clocktower-report-resolving", lang, night=report.numbers[0])
    if code is Told.DAY_BEGINS:
        return t("clocktower-report-day-begins", lang, day=report.numbers[0])
    if code is Told.DEAD:
        return t("clocktower-report-dead", lang, seat=seats[0])
    if code is Told.EXECUTED:
        return t("clocktower-report-executed", lang, seat=seats[0])
    if code is Told.OVER:
        return t("clocktower-report-over", lang, team=report.ids[0])
    if code is Told.NOMINATED:
        count, needs = report.numbers
        return t(
            "clocktower-report-nominated",
            lang,
            nominator=seats[0],
            nominee=seats[1],
            count=count,
            needs=needs,
        )
    if code is Told.NOMINATED_STORYTELLER:
        count, needs = report.numbers
        return t(
            "clocktower-report-nominated-storyteller",
            lang,
            nominator=seats[0],
            count=count,
            needs=needs,
        )
    if code is Told.STORYTELLER_EXECUTED:
        return t("clocktower-report-storyteller-executed", lang)
    if code is Told.CLAIMED:
        character = name(report.ids[0], lang)
        return t("clocktower-report-claimed", lang, seat=seats[0], character=character)
    if code is Told.PRIVATE_ACCEPTED:
        guessed = seats_and(seats[:-1], lang)
        return t("clocktower-report-private-accepted", lang, guessed=guessed, learned=seats[-1])
    assert code is Told.DAY_ACTION
    verb = report.ids[0]
    return t("clocktower-report-day-action", lang, verb=verb, actor=seats[0], target=seats[1])


def fault_words(fault: Fault, lang: str) -> str:
    """What is wrong with one line of a list: "line 2: empath learns nothing"."""
    return t(
        "clocktower-line-error",
        lang,
        setup="yes" if fault.setup else "no",
        number=fault.number,
        code=fault.problem.value,
        line=quoted(fault.line),
        word=quoted(fault.word),
        count=fault.count,
        seat="" if fault.seat is None else at(fault.seat),
        character=fault.character,
        night=fault.night,
        kind=fault.kind,
        kinds=_kinds(fault.kinds, lang),
        got=t("clocktower-info-kind", lang, kind=fault.kind) if fault.kinds else "",
        name=name(fault.character, lang) if fault.character else "",
        clause=t("clocktower-clause", lang, clause=quoted(fault.clause)) if fault.clause else "",
    )


def _kinds(kinds: Sequence[str], lang: str) -> str:
    """Kinds of information, joined: "a number or yes or no"."""
    said = [t("clocktower-info-kind", lang, kind=kind) for kind in kinds]
    while len(said) > 1:
        said[-2:] = [t("clocktower-or", lang, first=said[-2], second=said[-1])]
    return "".join(said)


def error_words(error: EngineError, lang: str) -> str:
    """Why the engine refused, in ``lang`` (a refusal without a code, of a script the bot
    does not word yet, as the engine's developer message)."""
    if isinstance(error, RefusedError):
        seat = "" if error.seat is None else at(error.seat)
        return t(
            "clocktower-engine-error",
            lang,
            code=error.code.value,
            seat=seat,
            verb=error.verb,
            character=quoted(error.character),
        )
    if isinstance(error, ListError):
        return "; ".join(fault_words(fault, lang) for fault in error.faults)
    if isinstance(error, UnknownTokenError):
        script = t("clocktower-script", lang, id=error.script.id, title=error.script.title)
        return t("clocktower-unknown-token", lang, token=quoted(error.token), script=script)
    if isinstance(error, SetupError):
        said = setup_words(reason_of(error), lang)
        if said is not None:
            return said
    return str(error)


def setup_words(reason: str, lang: str) -> str | None:
    """Why the engine refused a game's setup, in ``lang`` (None: a reason it gives no code)."""
    if not isinstance(reason, Said) or reason.code not in ("not-playable", "no-setup"):
        return None
    script = SCRIPTS[reason.values["script"]]
    title = t("clocktower-script", lang, id=script.id, title=script.title)
    if reason.code == "not-playable" and "most" in reason.values:
        return t(
            "clocktower-setup-not-playable-above", lang, script=title, most=reason.values["most"]
        )
    if reason.code == "not-playable":
        return t("clocktower-setup-not-playable", lang, script=title)
    players = reason.values["players"]
    sizes = [n for n in range(MIN_PLAYERS, MAX_PLAYERS + 1) if compositions(script, n)]
    return t(
        "clocktower-setup-none",
        lang,
        players=players,
        script=title,
        reason=gaps_words(no_setup_gaps(script, players), lang),
        low=sizes[0],
        high=sizes[-1],
    )


def reason_words(reason: Reason, lang: str) -> str:
    """Why an entry is impossible from what its sender knows, in ``lang``."""
    return t(
        "clocktower-reason",
        lang,
        code=reason.why.value,
        character=name(reason.character, lang) if reason.character else "",
        info=reason.info.text if reason.info is not None else "",
        night=reason.night,
        players=reason.players,
        mine="evil" if reason.evil else "good",
        seat="" if reason.seat is None else at(reason.seat),
        entry=reason.entry.text if reason.entry is not None else "",
    )


def verdict_words(verdict: Verdict, lang: str) -> str:
    """An entry's verdict on arrival: possible, impossible now, or impossible with a reason."""
    if verdict.possible:
        return t("clocktower-verdict-possible", lang)
    if verdict.reason is None:
        said = t("clocktower-verdict-impossible", lang)
        if verdict.without:
            said += t("clocktower-verdict-without", lang, clauses=_clauses(verdict.without, lang))
        return said
    reason = reason_words(verdict.reason, lang)
    if verdict.reason.clause:
        clause = verdict.reason.clause
        return t("clocktower-verdict-impossible-clause-because", lang, clause=clause, reason=reason)
    return t("clocktower-verdict-impossible-because", lang, reason=reason)


def arrival_lines(error: NotStoredError, lang: str) -> str:
    """The arrival check's verdicts (spec N4), one line per entry, with the line to drop."""
    lines = [
        f"{'✅' if v.possible else '❌'} `{v.line}` — {verdict_words(v, lang)}"
        for v in error.verdicts
    ]
    if error.drop is not None:
        entry = [v for v in error.verdicts if not v.possible][-1].line
        lines[-1] += " " + t("clocktower-drop-hint", lang, number=error.drop, entry=entry)
    return "\n".join(lines)


def event_words(event: DayEvent, lang: str) -> str:
    """A public day event: "@5 shoots @6", "@3 executed", "@2 claims to be the Empath"."""
    if isinstance(event, Claim):
        character = name(event.character, lang)
        return t("clocktower-explain-claim", lang, seat=at(event.actor), character=character)
    if isinstance(event, Private):
        *named, learned = (at(s) for s in event.seats)
        line = f"{event.verb} {' '.join(named)} learn {learned}"
        return t("clocktower-explain-private", lang, seat=at(event.actor), line=line)
    if isinstance(event, DayAction):
        return t(
            "clocktower-explain-action",
            lang,
            verb=event.verb,
            actor=at(event.actor),
            target=at(event.target),
        )
    return t("clocktower-explain-executed", lang, seat=at(event.seat))


def commitment_words(commitment: Commitment, lang: str) -> str:
    """One commitment of an explanation: "Night 2, @3: wake empath learn 1"."""
    event = commitment.event
    return t(
        "clocktower-explain-item",
        lang,
        held=commitment.held.value,
        number=commitment.number,
        seat="" if commitment.seat is None else at(commitment.seat),
        line=commitment.line,
        event=event_words(event, lang) if event is not None else "",
    )


def engine_refusal(error: EngineError, lang: str) -> str:
    """What the sender reads when the engine refuses: the arrival check's verdicts line by
    line (spec N4), else the refusal's reason."""
    if isinstance(error, NotStoredError):
        return t("clocktower-not-stored", lang) + "\n" + arrival_lines(error, lang)
    return f"{t('clocktower-cannot', lang)} {error_words(error, lang)}."


def gaps_words(gaps: Sequence[SetupGap], lang: str) -> str:
    """Why a table size has no valid setup, each way of filling the Minion seats in turn:
    "with the Baron, 4 Outsiders needed and the script has 3"."""
    said = []
    for gap in gaps:
        named = [name(c, lang) for c in gap.in_play or gap.modifiers]
        joiner = "clocktower-gap-and" if gap.in_play else "clocktower-gap-or"
        joined = named[0] if named else ""
        for more in named[1:]:
            if joiner == "clocktower-gap-and":
                joined = t("clocktower-gap-and", lang, first=joined, second=more)
            else:
                joined = t("clocktower-gap-or", lang, first=joined, second=more)
        said.append(
            t(
                "clocktower-setup-gap",
                lang,
                modifiers="with" if gap.in_play else ("without" if gap.modifiers else "none"),
                characters=joined,
                lack=gap.lack.value,
                needed=gap.needed,
                has=gap.has,
            )
        )
    return "; ".join(said)
