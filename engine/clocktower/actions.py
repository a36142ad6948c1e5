"""Actions of a Quantum Clocktower game and their canonical text (the record's lines)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.clocktower.characters import DAY_ACTIONS, PRIVATE_ACTIONS
from engine.clocktower.clauses import ClauseSubmission, parse_clause_submission
from engine.clocktower.rulings import Ruling, parse_ruling
from engine.clocktower.text import Submission, parse_seat, parse_submission, seat_text
from engine.core.errors import ParseError
from engine.core.family import Actor, Seat


@dataclass(frozen=True, slots=True)
class Submit:
    """A player's lists for the current night (a new list replaces the old one)."""

    seat: Seat
    submission: Submission | ClauseSubmission

    @property
    def text(self) -> str:
        """Canonical text."""
        return f"{seat_text(self.seat)} submit {self.submission.text}"


@dataclass(frozen=True, slots=True)
class Resolve:
    """The storyteller (or the deadline) resolves the night."""

    @property
    def text(self) -> str:
        """Canonical text."""
        return "resolve"


@dataclass(frozen=True, slots=True)
class Timeout:
    """A re-ask deadline passed: the waiting players get the fallback (spec N9, V5)."""

    @property
    def text(self) -> str:
        """Canonical text."""
        return "timeout"


STORYTELLER_NOMINEE: Seat = -1
"""The nominee of ``nominate @a st ...``: the storyteller, who holds no seat (addendum D7)."""


def nominee_text(nominee: Seat) -> str:
    """``st`` for the storyteller, else the seat."""
    return "st" if nominee == STORYTELLER_NOMINEE else seat_text(nominee)


@dataclass(frozen=True, slots=True)
class Nominate:
    """A nomination with the players who voted yes on it (collected by the shell)."""

    nominator: Seat
    nominee: Seat
    voters: tuple[Seat, ...]

    @property
    def text(self) -> str:
        """Canonical text."""
        votes = "".join(f" {seat_text(v)}" for v in self.voters)
        return f"nominate {seat_text(self.nominator)} {nominee_text(self.nominee)} yes{votes}"


@dataclass(frozen=True, slots=True)
class DaySend:
    """A public day action a player sends (spec D5): ``verb`` is a character's, e.g. ``slay``."""

    actor: Seat
    verb: str
    target: Seat

    @property
    def text(self) -> str:
        """Canonical text."""
        return f"{seat_text(self.actor)} {self.verb} {seat_text(self.target)}"


@dataclass(frozen=True, slots=True)
class ClaimSend:
    """``claim X`` by day (addendum D9): a public statement, recorded."""

    actor: Seat
    character: str

    @property
    def text(self) -> str:
        """Canonical text."""
        return f"{seat_text(self.actor)} claim {self.character}"


@dataclass(frozen=True, slots=True)
class PrivateSend:
    """``verb @a … learn @d`` by day, by DM (addendum D11, the Puzzlemaster's ``puzzle``):
    ``seats`` are the seats named, the learned one last."""

    actor: Seat
    verb: str
    seats: tuple[Seat, ...]

    @property
    def text(self) -> str:
        """Canonical text."""
        *named, learned = (seat_text(s) for s in self.seats)
        return f"{seat_text(self.actor)} {self.verb} {' '.join(named)} learn {learned}"


@dataclass(frozen=True, slots=True)
class EndDay:
    """The day ends: the execution, deaths, the end check, dusk."""

    @property
    def text(self) -> str:
        """Canonical text."""
        return "end_day"


Action = Submit | Resolve | Timeout | Nominate | DaySend | ClaimSend | PrivateSend | EndDay | Ruling


def parse_action_text(text: str, actor: Seat | Actor, n: int, clauses: bool = False) -> Action:
    """Parse what ``actor`` sent (shape only; the game checks legality); ``clauses``: the
    game's script takes the addendum's clause entries and claims."""
    words = text.lower().split()
    if isinstance(actor, Actor):
        if words == ["resolve"]:
            return Resolve()
        if words == ["end_day"]:
            return EndDay()
        if words == ["timeout"]:
            return Timeout()
        if clauses and words and words[0] == "st":
            return parse_ruling(text, n)
        if len(words) >= 4 and words[0] == "nominate" and words[3] == "yes":
            voters = tuple(parse_seat(w, n) for w in words[4:])
            st = clauses and words[2] == "st"
            nominee = STORYTELLER_NOMINEE if st else parse_seat(words[2], n)
            return Nominate(parse_seat(words[1], n), nominee, voters)
        raise ParseError(
            f"{text!r}: the storyteller sends resolve, end_day, timeout, nominate or a ruling"
        )
    if len(words) == 2 and words[0] in DAY_ACTIONS:
        return DaySend(actor, words[0], parse_seat(words[1], n))
    if clauses:
        if len(words) == 2 and words[0] == "claim" and re.fullmatch(r"[a-z_]+", words[1]):
            return ClaimSend(actor, words[1])
        if words and words[0] in PRIVATE_ACTIONS:
            return _private(actor, words, n)
        return Submit(actor, parse_clause_submission(text, n))
    return Submit(actor, parse_submission(text, n))


def _private(actor: Seat, words: list[str], n: int) -> PrivateSend:
    """``verb @a … learn @d``: at least one seat named, then one learned."""
    if len(words) < 4 or words[-2] != "learn":
        raise ParseError(f"{' '.join(words)!r}: send `{words[0]} @player learn @player`")
    seats = tuple(parse_seat(w, n) for w in [*words[1:-2], words[-1]])
    return PrivateSend(actor, words[0], seats)


def parse_record_line(line: str, n: int, clauses: bool = False) -> tuple[Seat | Actor, Action]:
    """Parse a record line (canonical text) into its actor and action."""
    match = re.fullmatch(r"@(\d+) ([a-z_]+) ?(.*)", line.strip())
    verbs = {"submit", *DAY_ACTIONS, *(("claim", *PRIVATE_ACTIONS) if clauses else ())}
    if match and match.group(2) in verbs:
        seat = parse_seat(f"@{match.group(1)}", n)
        verb, body = match.group(2), match.group(3)
        text = body if verb == "submit" else f"{verb} {body}"
        return seat, parse_action_text(text, seat, n, clauses)
    return Actor.STORYTELLER, parse_action_text(line, Actor.STORYTELLER, n, clauses)
