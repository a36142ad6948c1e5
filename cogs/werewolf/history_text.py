"""A game's history, rebuilt by replaying its record: for the collapse heat map and for the
readable account that ``/game log`` exports (Markdown next to the JSON record).

The bot keeps only the last few reports in memory; the record replays to every one of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cogs.werewolf.render import pct
from engine.werewolf import Game, GameSetup, Report, parse_action, parse_phase, record_of
from engine.werewolf.actions import Action, Advance, Decide, Kick, Rename, Undo, Vote
from engine.werewolf.cast.seer import Vision
from engine.werewolf.cast.wolf import Attack
from engine.werewolf.text import and_list, format_table


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


def _name(names: list[str], seat: int | None) -> str:
    return "nobody" if seat is None else names[seat]


def _action_line(step: Step, *, secrets: bool) -> str | None:
    action, names = step.action, step.names
    if isinstance(action, Vision):
        if not secrets:
            return None
        return f"- {names[action.player]} looks at {_name(names, action.target)}"
    if isinstance(action, Attack):
        if not secrets:
            return None
        return f"- {names[action.player]} attacks {_name(names, action.target)}"
    if isinstance(action, Vote):
        if action.target is None:
            return f"- {names[action.player]} takes their vote back"
        return f"- {names[action.player]} votes for {names[action.target]}"
    if isinstance(action, Decide):
        return f"- the storyteller breaks the tie: {_name(names, action.target)}"
    if isinstance(action, Kick):
        return f"- the storyteller removes {names[action.target]}"
    if isinstance(action, Rename):
        return f"- {names[action.player]}'s seat is taken over by {action.name}"
    if isinstance(action, Undo):
        return "- ↩️ the storyteller undoes the last resolution (the report below replaces it)"
    if isinstance(action, Advance):
        return None
    return f"- {action}"  # pragma: no cover - every action kind is handled above


def _report_lines(report: Report, names: list[str], *, secrets: bool) -> list[str]:
    title = parse_phase(report.phase).title()
    if report.kind == "kick":
        head = f"### {title}: a player removed"
    elif parse_phase(report.phase).is_night:
        head = f"### Dawn after {title}"
    else:
        head = f"### The end of {title}"
    if report.correction:
        head += " (correction: replaces the undone report)"
    lines = [head, ""]
    if report.lynch is not None:
        lynch = report.lynch
        target = "nobody" if lynch.target is None else names[lynch.target]
        lines.append(f"Lynch: **{target}** ({lynch.reason}).")
        for count in lynch.votes:
            voters = and_list([names[v] for v in count.voters])
            lines.append(f"- {names[count.target]}: {len(count.voters)} ({voters})")
    for death in report.deaths:
        reveal = death.role_title or death.team
        lines.append(f"- ☠️ {death.name}: {death.cause.value}, {reveal}")
    if not report.deaths and report.lynch is None and report.kind == "phase":
        lines.append("Nobody died.")
    lines += ["", "```", format_table(report.table), "```"]
    if secrets and report.messages:
        lines.append("Private news (secret):")
        lines += [f"- to {names[m.seat]}: {m.text}" for m in report.messages]
    if report.outcome is not None:
        winners = and_list([names[s] for s in report.outcome.winners])
        lines += ["", f"**Winner: {report.outcome.winner}** ({report.outcome.reason})."]
        lines.append(f"Winners: {winners}.")
        if report.reveal is not None:
            lines += ["", "The final world (drawn from the survivors):"]
            lines += [f"- #{e.number} {e.name}: {e.role_title}" for e in report.reveal.roles]
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
) -> str:
    """The readable account of a game. ``secrets``: night actions, private news and who holds
    which number (for the storyteller, or anyone once the game is over)."""
    steps = replay_steps(setup, actions, draws)
    final = Game(setup, explicit_draws=draws, keep_reports=1)
    for step in steps:
        final.push(step.action)
    lines = [
        f"# Quantum Werewolf: game {game_id} in {channel}",
        "",
        f"- Rules: {setup.preset.value}; {setup.size} players, {setup.wolf_count} wolves",
        f"- Status: {status}",
        f"- Players (seat order): {', '.join(final.names)}",
    ]
    if secrets:
        numbers = ", ".join(f"#{final.numbers[s]} {final.name(s)}" for s in final.by_number)
        lines.append(f"- Secret numbers: {numbers}")
        start = start_evil(setup, draws)
        lines.append(f"- Evil chance at the start: {pct(next(iter(start.values()), 0.0))} each")
    else:
        lines.append("- This is the public account: night actions and private news are left out.")
    current: str | None = None
    for step in steps:
        if step.phase != current:
            current = step.phase
            lines += ["", f"## {parse_phase(current).title()}", ""]
        line = _action_line(step, secrets=secrets)
        if line is not None:
            lines.append(line)
        if step.report is not None:
            lines.append("")
            lines += _report_lines(step.report, step.names, secrets=secrets)
    return "\n".join(lines).rstrip() + "\n"
