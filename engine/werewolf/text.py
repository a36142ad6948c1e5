"""Plain-text rendering of reports and tables for the console (monospace, no colours)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.werewolf.phases import parse_phase
from engine.werewolf.reports import (
    Death,
    EndReason,
    Lynch,
    LynchReason,
    Message,
    Outcome,
    PublicTable,
    Report,
    Reveal,
)
from engine.werewolf.roles import parse_role, rank_name

FULL_DIGITS_BELOW = 10**15
"""World counts below this are written in full; larger ones in scientific notation."""


def and_list(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C`` (empty: ``nobody``)."""
    if not items:
        return "nobody"
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} and {items[-1]}"


def percent(chance: float) -> str:
    """A chance as a percentage: exactly ``0%`` and ``100%`` only for exact 0 and 1, anything
    else with one decimal, kept within ``0.1%..99.9%``."""
    if chance <= 0.0:
        return "0%"
    if chance >= 1.0:
        return "100%"
    return f"{min(max(chance * 100.0, 0.1), 99.9):.1f}%"


def world_count(count: int) -> str:
    """A world count: in full below 10^15, else like ``3.21e+57`` (exact integer arithmetic, so
    counts far beyond the range of a float work too)."""
    if count < FULL_DIGITS_BELOW:
        return str(count)
    exponent = int((count.bit_length() - 1) * math.log10(2))
    while 10**exponent > count:
        exponent -= 1
    while 10 ** (exponent + 1) <= count:
        exponent += 1
    unit = 10 ** (exponent - 2)
    mantissa, rest = divmod(count, unit)
    if 2 * rest >= unit:
        mantissa += 1
    if mantissa >= 1000:
        mantissa //= 10
        exponent += 1
    return f"{mantissa // 100}.{mantissa % 100:02d}e+{exponent:02d}"


def worlds_line(table: PublicTable) -> str:
    """``There are 11 possible permutations left.`` (``worlds`` in ``cisra``)."""
    count = world_count(table.worlds)
    noun = table.worlds_label
    if table.worlds == 1:
        noun = noun.removesuffix("s")
        return f"There is {count} possible {noun} left."
    return f"There are {count} possible {noun} left."


def format_table(table: PublicTable) -> str:
    """The public table, one row per secret number, right-aligned monospace columns."""
    header = ["#", *table.columns]
    body = [
        [str(row.number), *(percent(row.cells[column]) for column in table.columns)]
        for row in table.rows
    ]
    widths = [max(len(line[i]) for line in [header, *body]) for i in range(len(header))]
    widths = [max(width, 4) for width in widths]

    def render(cells: list[str]) -> str:
        return "  ".join(cell.rjust(width) for cell, width in zip(cells, widths, strict=True))

    lines = [render(header), "  ".join("-" * width for width in widths)]
    lines.extend(render(cells) for cells in body)
    return "\n".join(lines)


def role_label(role: str) -> str:
    """A role's text form as the console's odds name it: ``Seer``, ``Werewolf``, ``beta wolf``."""
    found = parse_role(role)
    if found.rank:
        return f"{rank_name(found.rank)} wolf"
    return {"seer": "Seer", "villager": "Villager", "wolf": "Werewolf"}.get(role, role)


def phase_title(phase: str) -> str:
    """``N0`` -> ``Night 0``."""
    return parse_phase(phase).title()


def _name(players: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "nobody"
    if 0 <= seat < len(players):
        return players[seat]
    return f"@{seat}"


def format_death(death: Death) -> str:
    """``Bob was lynched: a Villager.`` / ``... good.``"""
    how = {
        "lynch": "was lynched",
        "night": "died in the night",
        "collapse": "is dead in every world",
    }[death.cause.value]
    shown = parse_role(death.role).title() if death.role else death.team
    return f"{death.name} {how}: {shown}."


def lynch_reason(lynch: Lynch, players: Sequence[str]) -> str:
    """``most votes``, ``tie between Ann and Bob: no lynch``..."""
    tied = and_list([_name(players, seat) for seat in lynch.tied])
    return {
        LynchReason.NOBODY_VOTED: "nobody voted",
        LynchReason.MOST_VOTES: "most votes",
        LynchReason.TIE_RANDOM: f"tie broken at random between {tied}",
        LynchReason.TIE_STORYTELLER: f"tie between {tied} decided by the storyteller",
        LynchReason.TIE_NO_LYNCH: f"tie between {tied}: no lynch",
    }[lynch.reason]


END_REASONS = {
    EndReason.ALL_DEAD: "everyone is dead",
    EndReason.NO_WEREWOLF: "no living werewolf remains in any world",
    EndReason.ONLY_WEREWOLVES: "in every permutation only werewolves are alive",
    EndReason.WOLVES_LYNCHED: "every wolf has been lynched",
    EndReason.WOLVES_MATCH: "the wolves are known and match the village in number",
    EndReason.DRAWN_WOLVES: "every world was over; the drawn world is the wolves'",
}
"""How the console says each end condition."""


def format_lynch(lynch: Lynch, players: Sequence[str]) -> list[str]:
    """The vote count and its result."""
    lines = []
    reason = lynch_reason(lynch, players)
    for count in sorted(lynch.votes, key=lambda c: (-len(c.voters), c.target)):
        voters = ", ".join(_name(players, v) for v in count.voters)
        lines.append(f"  {_name(players, count.target)}: {len(count.voters)} ({voters})")
    if lynch.target is None:
        lines.append(f"  No lynch ({reason}).")
    else:
        lines.append(f"  {_name(players, lynch.target)} is lynched ({reason}).")
    return lines


def format_message(message: Message, players: Sequence[str]) -> str:
    """A private message labelled with its recipient."""
    return f"  to {_name(players, message.seat)}: {message_text(message, players)}"


def message_text(message: Message, players: Sequence[str]) -> str:
    """``Your vision of Bob: EVIL.`` / ``Your role is now certain: you are the Seer.``"""
    if message.kind == "vision":
        result = message.result or ""
        seen = result.upper() if result in ("good", "evil") else parse_role(result).title()
        return f"Your vision of {_name(players, message.target)}: {seen}."
    if message.role is None:
        return "Your team is now certain: you are a wolf (your rank is still open)."
    return f"Your role is now certain: you are {parse_role(message.role).title()}."


def format_outcome(outcome: Outcome, players: Sequence[str]) -> str:
    """``Winner: the village (every wolf has been lynched). Winning players: ...``"""
    who = {"village": "the village", "wolves": "the wolves", "tie": "nobody (a tie)"}
    winners = ", ".join(_name(players, seat) for seat in outcome.winners) or "none"
    reason = END_REASONS[outcome.reason]
    return f"Winner: {who[outcome.winner]} ({reason}). Winning players: {winners}."


def format_reveal(reveal: Reveal, players: Sequence[str]) -> list[str]:
    """The post-game reveal: the drawn world's roles, night kills and the Seer's visions."""
    lines = ["Reveal (one world drawn from the survivors):"]
    width = max((len(entry.name) for entry in reveal.roles), default=0)
    for entry in reveal.roles:
        title = parse_role(entry.role).title()
        lines.append(f"  #{entry.number:<4} {entry.name.ljust(width)}  {title}")
    for kill in reveal.kills:
        attacker = _name(players, kill.attacker)
        if kill.target is None:
            lines.append(f"  {phase_title(f'N{kill.night}')}: {attacker} sent no attack.")
        else:
            result = kill.result.replace("-", " ")
            lines.append(
                f"  {phase_title(f'N{kill.night}')}: {attacker} attacked "
                f"{_name(players, kill.target)} ({result})."
            )
    for vision in reveal.visions:
        result = vision.result
        try:
            seen = parse_role(result).title() if result not in ("evil", "good") else result
        except ValueError:
            seen = result
        note = "" if vision.counted else " (did not count: the Seer was dead)"
        lines.append(
            f"  {phase_title(f'N{vision.night}')}: the Seer saw "
            f"{_name(players, vision.target)}: {seen}{note}."
        )
    return lines


def format_report(report: Report, players: Sequence[str], *, private: bool = True) -> str:
    """A whole report for the game master: deaths, lynch, private messages (when ``private``),
    the table and world count, the outcome and the reveal."""
    title = phase_title(report.phase)
    then = f" -> {phase_title(report.next_phase)}" if report.next_phase else ""
    correction = " (correction)" if report.correction else ""
    lines = [f"=== {title} resolved{then}{correction} ==="]
    if report.lynch is not None:
        lines.append("Votes:")
        lines.extend(format_lynch(report.lynch, players))
    if report.deaths:
        lines.append("Deaths:")
        lines.extend(f"  {format_death(death)}" for death in report.deaths)
    else:
        lines.append("Deaths: none.")
    if private and report.messages:
        lines.append("Private messages:")
        lines.extend(format_message(message, players) for message in report.messages)
    lines.append(worlds_line(report.table))
    lines.append(format_table(report.table))
    if report.outcome is not None:
        lines.append(format_outcome(report.outcome, players))
    if report.reveal is not None:
        lines.extend(format_reveal(report.reveal, players))
    return "\n".join(lines)
