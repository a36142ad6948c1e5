"""Entries of one or more clauses, and clauses that name a kind (addendum N12, N13).

A clause is one wake inside an entry: ``wake X ...`` for a character or ``wake K ...`` for a
kind (townsfolk, outsider, minion, demon), so that a player can act without fixing which
character of that kind it holds. An entry is ``dont_wake`` or clauses joined by ``&``, stored
in the order of their points (the canonical text). ``parse_*`` never mutates; every value is
frozen and ``parse_clause_entry(e.text, n) == e``.

The static checks here need only the script, the table size, the night and the sender's
own seat and team: they refuse the same way in every game, so a refusal never tells anything
about hidden state (base §8).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.clocktower.characters import REGISTRY, Character
from engine.clocktower.faults import Fault, ListError, Problem
from engine.clocktower.ranges import in_range
from engine.clocktower.script import Kind, Script
from engine.clocktower.text import (
    DontWake,
    Seat,
    SetupLine,
    Wake,
    parse_entry,
    parse_setup_line,
    split_lines,
)

KINDS: dict[str, Kind] = {kind.value: kind for kind in Kind}
"""The words of a kind clause."""


@dataclass(frozen=True, slots=True)
class ClauseEntry:
    """One or more clauses (each a :class:`Wake`, whose ``character`` may be a kind word)."""

    clauses: tuple[Wake, ...]

    @property
    def text(self) -> str:
        """Canonical text: the clauses in point order, joined by `` & ``."""
        return " & ".join(clause.text for clause in self.clauses)


AnyEntry = ClauseEntry | DontWake


@dataclass(frozen=True, slots=True)
class SetupLearn:
    """``setup <character>``: an evil player says it learned at setup that the character is in
    play (script 2's ``setup damsel``, addendum V6)."""

    character: str

    @property
    def text(self) -> str:
        """Canonical text."""
        return f"setup {self.character}"


@dataclass(frozen=True, slots=True)
class ClauseSubmission:
    """One player's lists for a night of a clause script: setup lines (``setup demon`` and
    ``setup <character>``) and ordered entries of one or more clauses."""

    setup: tuple[SetupLine | SetupLearn, ...]
    entries: tuple[AnyEntry, ...]

    @property
    def text(self) -> str:
        """Canonical text: every line, setup lines first, joined by ``; ``."""
        return "; ".join([*(s.text for s in self.setup), *(e.text for e in self.entries)])


def uses_clauses(script: Script) -> bool:
    """Whether games of ``script`` take the addendum's clause entries and explicit worlds:
    the scripts that fix their own night order (script 2 and its reduced test scripts)."""
    return script.first_night_order is not None


def parse_clause_submission(text: str, n: int) -> ClauseSubmission:
    """Parse a whole list of a clause script (shape only). Raises :class:`ListError` naming
    the first bad line."""
    setup: list[SetupLine | SetupLearn] = []
    entries: list[AnyEntry] = []
    for number, line in enumerate(split_lines(text), start=1):
        try:
            if line.startswith("setup demon"):
                setup.append(parse_setup_line(line, n))
            elif line.startswith("setup"):
                setup.append(parse_setup_learn(line))
            else:
                entries.append(parse_clause_entry(line, n))
        except ListError as error:
            faults = tuple(replace(f, number=number) for f in error.faults)
            raise ListError(faults) from None
    return ClauseSubmission(tuple(setup), tuple(entries))


def is_kind_clause(clause: Wake) -> bool:
    """Whether ``clause`` names a kind rather than a character."""
    return clause.character in KINDS


def parse_clause_entry(line: str, n: int) -> AnyEntry:
    """Parse ``dont_wake`` or clauses joined by ``&`` (shape only; order as written); a
    malformed line raises :class:`ListError`."""
    text = " ".join(line.lower().split())
    if text == "dont_wake":
        return DontWake()
    parts = [part.strip() for part in text.split("&")]
    if any(not part for part in parts):
        raise ListError((Fault(Problem.JOIN_TWO, line=line.strip()),))
    clauses = []
    for part in parts:
        entry = parse_entry(part, n)
        if not isinstance(entry, Wake):
            raise ListError((Fault(Problem.DONT_WAKE_JOINED, line=line.strip()),))
        clauses.append(entry)
    return ClauseEntry(tuple(clauses))


def parse_setup_learn(line: str) -> SetupLearn:
    """Parse ``setup <character>`` for a character an evil player can learn at setup."""
    words = line.lower().split()
    if len(words) != 2 or words[0] != "setup" or words[1] == "demon":
        raise ListError((Fault(Problem.NOT_SETUP_LEARN, line=line.strip()),))
    return SetupLearn(words[1])


def setup_learn_errors(script: Script, night: int, evil: bool, line: SetupLearn) -> list[Fault]:
    """Why ``line`` can never be accepted (static, N12)."""
    character = REGISTRY.get(line.character)
    if character is None or line.character not in script.characters:
        return [Fault(Problem.NOT_IN_SCRIPT, word=line.character)]
    if not character.learned_at_setup:
        return [Fault(Problem.NOT_LEARNED_AT_SETUP, character=line.character)]
    if not evil:
        return [Fault(Problem.SETUP_ONLY_EVIL)]
    if night != 1:
        return [Fault(Problem.SETUP_NIGHT_1)]
    return []


def _fits(character: Character, clause: Wake, seat: Seat, n: int, night: int) -> bool:
    """Whether ``clause`` (read as this character's) passes the character's static form."""
    return character.shape_fault(replace(clause, character=character.id), seat, n, night) is None


def fitting(script: Script, clause: Wake, seat: Seat, n: int, night: int) -> tuple[str, ...]:
    """The characters ``clause`` may stand for tonight, in script order: itself for a
    character clause; for a kind clause every character of that kind that wakes tonight and
    accepts the clause's form, except an optional clause on another's behalf (the Barber's)."""
    if not is_kind_clause(clause):
        return (clause.character,)
    kind = KINDS[clause.character]
    return tuple(
        c
        for c in script.of_kind(kind)
        if script.slot(c, night) is not None
        and not REGISTRY[c].optional_wake
        and _fits(REGISTRY[c], clause, seat, n, night)
    )


def point(script: Script, clause: Wake, seat: Seat, n: int, night: int) -> float:
    """A clause's point: its slot tonight; for a kind clause the earliest fitting slot (N13)."""
    slots = [script.slot(c, night) for c in fitting(script, clause, seat, n, night)]
    return min(s for s in slots if s is not None)


def _clause_fault(script: Script, clause: Wake, seat: Seat, n: int, night: int) -> Fault | None:
    info = clause.info
    if info is not None and info.kind == "character":
        named = REGISTRY.get(info.character)
        if named is None or info.character not in script.characters:
            return Fault(Problem.NOT_IN_SCRIPT, word=info.character)
        if named.never_in_play:
            return Fault(Problem.NEVER_SHOWN, character=info.character)
    if clause.guess is not None and clause.guess not in script.characters:
        return Fault(Problem.NOT_IN_SCRIPT, word=clause.guess)
    if is_kind_clause(clause):
        if not fitting(script, clause, seat, n, night):
            return Fault(Problem.KIND_NO_WAKE, kind=clause.character, night=night)
        return None
    character = REGISTRY.get(clause.character)
    if character is None or clause.character not in script.characters:
        return Fault(Problem.NOT_IN_SCRIPT, word=clause.character)
    if character.never_in_play:
        return Fault(Problem.NEVER_WAKES, character=clause.character)
    if script.slot(clause.character, night) is None:
        return Fault(Problem.NO_WAKE_TONIGHT, character=clause.character, night=night)
    return character.shape_fault(clause, seat, n, night)


def canonical(script: Script, entry: ClauseEntry, seat: Seat, n: int, night: int) -> ClauseEntry:
    """The entry with its clauses in point order (call once it has no static error)."""
    ordered = sorted(entry.clauses, key=lambda c: point(script, c, seat, n, night))
    return ClauseEntry(tuple(ordered))


def entry_errors(script: Script, entry: AnyEntry, seat: Seat, n: int, night: int) -> list[Fault]:
    """Why ``entry`` can never hold for ``seat`` on ``night`` (static errors, N12)."""
    if isinstance(entry, DontWake):
        return []
    errors = []
    for clause in entry.clauses:
        problem = _clause_fault(script, clause, seat, n, night)
        if problem is not None:
            errors.append(replace(problem, clause=clause.text))
    if errors or len(entry.clauses) == 1:
        return errors
    points = [point(script, c, seat, n, night) for c in entry.clauses]
    if len(set(points)) != len(points):
        errors.append(Fault(Problem.SAME_POINT))
    named = [c.character for c in entry.clauses if not is_kind_clause(c)]
    if len(set(named)) != len(named):
        errors.append(Fault(Problem.SAME_CHARACTER))
    return errors


def range_errors(script: Script, entry: AnyEntry, seat: Seat, n: int, night: int) -> list[Fault]:
    """Information no holder of the clause's character could be told tonight, sober or
    droisoned (the R13 range bounds every world), so the entry is refused on arrival with a
    plain reason drawn only from the script, the table size and the night."""
    if isinstance(entry, DontWake):
        return []
    errors = []
    for clause in entry.clauses:
        if clause.info is None:
            continue
        options = fitting(script, clause, seat, n, night)
        if not any(in_range(script, REGISTRY[c], clause.info, n, night, seat) for c in options):
            errors.append(Fault(Problem.OUT_OF_RANGE, word=clause.info.text, clause=clause.text))
    return errors
