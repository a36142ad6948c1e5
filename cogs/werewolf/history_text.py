"""A game's history, rebuilt by replaying its record: for the collapse heat map and for the
readable account that ``/game log`` exports (Markdown next to the JSON record).

The bot keeps only the last few reports in memory; the record replays to every one of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.i18n import SOURCE, t
from cogs.werewolf import words
from cogs.werewolf.private_posts import news_text as render_news
from cogs.werewolf.render import and_list, format_table, pct
from engine.werewolf import Game, GameSetup, Report, parse_action, parse_phase, record_of
from engine.werewolf.actions import Action, Advance, Decide, Kick, Rename, Undo, Vote
from engine.werewolf.cast.seer import Vision
from engine.werewolf.cast.wolf import Attack
from engine.werewolf.reports import Message


@dataclass
class Step:
    """One action of the record, the phase it was made in, and the report it produced."""

    phase: str
    action: Action
    report: Report | None = None
    names: list[str] = field(default_factory=list)
    """Names by seat when the action was made."""


def replay_steps(setup: GameSetup, actions: list[str], draws: dict[str, str]) -> list[Step]:
    """Replay a record action by action."""
    game = Game(setup, explicit_draws=draws, keep_reports=1)
    steps = []
    for text in actions:
        action = parse_action(text)
        step = Step(phase=str(game.phase), action=action, names=list(game.names))
        step.report = game.push(action)
        steps.append(step)
    return steps


def effective(reports: list[Report]) -> list[Report]:
    """The reports that stand: a correction replaces the report just before it (undone)."""
    kept: list[Report] = []
    for report in reports:
        if report.correction and kept:
            kept.pop()
        kept.append(report)
    return kept


def start_evil(setup: GameSetup, draws: dict[str, str]) -> dict[int, float]:
    """Each secret number's evil chance before anything happened."""
    table = Game(setup, explicit_draws=draws).table()
    return {row.number: row.cells.get("Evil", row.cells.get("Werewolf", 0.0)) for row in table.rows}


def full_history(game: Game) -> tuple[dict[int, float], list[Report]]:
    """The starting evil chances and every report that stands, from the game's record."""
    record = record_of(game)
    steps = replay_steps(record.setup, record.actions, record.draws)
    reports = [step.report for step in steps if step.report is not None]
    return start_evil(record.setup, record.draws), effective(reports)


def _name(names: list[str], seat: int | None, locale: str) -> str:
    return t("werewolf-nobody", locale) if seat is None else names[seat]


def news_text(message: Message, names: list[str], locale: str) -> str:
    """A player's private news in ``locale`` (:func:`cogs.werewolf.private_posts.news_text`)."""
    target = None if message.target is None else names[message.target]
    return render_news(message, target, locale)


def _action_line(step: Step, *, secrets: bool, locale: str = SOURCE) -> str | None:
    action, names = step.action, step.names
    if isinstance(action, Vision | Attack):
        if not secrets:
            return None
        kind = "vision" if isinstance(action, Vision) else "attack"
        target = _name(names, action.target, locale)
        return t(
            "werewolf-log-night", locale, kind=kind, player=names[action.player], target=target
        )
    if isinstance(action, Vote):
        target = "" if action.target is None else names[action.target]
        return t(
            "werewolf-log-vote",
            locale,
            player=names[action.player],
            target=target,
            back="yes" if action.target is None else "no",
        )
    if isinstance(action, Decide):
        return t("werewolf-log-decide", locale, target=_name(names, action.target, locale))
    if isinstance(action, Kick):
        return t("werewolf-log-kick", locale, target=names[action.target])
    if isinstance(action, Rename):
        return t("werewolf-log-rename", locale, player=names[action.player], name=action.name)
    if isinstance(action, Undo):
        return t("werewolf-log-undo", locale)
    if isinstance(action, Advance):
        return None
    return f"- {action}"  # pragma: no cover - every action kind is handled above


def _report_lines(
    report: Report, names: list[str], *, secrets: bool, locale: str = SOURCE
) -> list[str]:
    phase = words.phase(report.phase, locale)
    night = parse_phase(report.phase).is_night
    kind = "kick" if report.kind == "kick" else "night" if night else "day"
    head = t(
        "werewolf-log-report",
        locale,
        kind=kind,
        phase=phase,
        correction="yes" if report.correction else "no",
    )
    lines = [head, ""]
    if report.lynch is not None:
        lynch = report.lynch
        target = _name(names, lynch.target, locale)
        tied = [names[seat] for seat in lynch.tied]
        reason = words.lynch_reason(lynch.reason, tied, locale)
        lines.append(t("werewolf-log-lynch", locale, target=target, reason=reason))
        for count in lynch.votes:
            voters = and_list([names[v] for v in count.voters], locale)
            lines.append(f"- {names[count.target]}: {len(count.voters)} ({voters})")
    for death in report.deaths:
        if death.role:
            reveal = words.role_title(death.role, locale)
        else:
            reveal = words.team(death.team, locale)
        cause = t("werewolf-log-cause", locale, cause=death.cause.value)
        lines.append(f"- ☠️ {death.name}: {cause}, {reveal}")
    if not report.deaths and report.lynch is None and report.kind == "phase":
        lines.append(t("werewolf-log-nobody-died", locale))
    lines += ["", "```", format_table(report.table, locale), "```"]
    if secrets and report.messages:
        lines.append(t("werewolf-log-private-news", locale))
        lines += [
            t("werewolf-log-news", locale, player=names[m.seat], text=news_text(m, names, locale))
            for m in report.messages
        ]
    if report.outcome is not None:
        outcome = report.outcome
        winners = and_list([names[s] for s in outcome.winners], locale)
        reason = words.outcome_reason(outcome.reason, locale)
        lines += ["", t("werewolf-log-winner", locale, winner=outcome.winner, reason=reason)]
        lines.append(t("werewolf-log-winners", locale, winners=winners))
        if report.reveal is not None:
            lines += ["", t("werewolf-log-final-world", locale)]
            lines += [
                f"- #{e.number} {e.name}: {words.role_title(e.role, locale)}"
                for e in report.reveal.roles
            ]
    lines.append("")
    return lines


def markdown(
    *,
    game_id: int,
    channel: str,
    setup: GameSetup,
    actions: list[str],
    draws: dict[str, str],
    secrets: bool,
    status: str,
    locale: str = SOURCE,
) -> str:
    """The readable account of a game. ``secrets``: night actions, private news and who holds
    which number (for the storyteller, or anyone once the game is over)."""
    steps = replay_steps(setup, actions, draws)
    final = Game(setup, explicit_draws=draws, keep_reports=1)
    for step in steps:
        final.push(step.action)
    lines = [
        t("werewolf-log-title", locale, id=str(game_id), channel=channel),
        "",
        t(
            "werewolf-log-rules",
            locale,
            preset=setup.preset.value,
            players=str(setup.size),
            wolves=str(setup.wolf_count),
        ),
        t("werewolf-log-status", locale, status=status),
        t("werewolf-log-players", locale, names=", ".join(final.names)),
    ]
    if secrets:
        numbers = ", ".join(f"#{final.numbers[s]} {final.name(s)}" for s in final.by_number)
        lines.append(t("werewolf-log-numbers", locale, numbers=numbers))
        start = start_evil(setup, draws)
        chance = pct(next(iter(start.values()), 0.0), locale)
        lines.append(t("werewolf-log-start-evil", locale, chance=chance))
    else:
        lines.append(t("werewolf-log-public", locale))
    current: str | None = None
    for step in steps:
        if step.phase != current:
            current = step.phase
            lines += ["", f"## {words.phase(current, locale)}", ""]
        line = _action_line(step, secrets=secrets, locale=locale)
        if line is not None:
            lines.append(line)
        if step.report is not None:
            lines.append("")
            lines += _report_lines(step.report, step.names, secrets=secrets, locale=locale)
    return "\n".join(lines).rstrip() + "\n"
