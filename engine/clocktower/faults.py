"""What is wrong with one line of a list sent to a Quantum Clocktower game, as data the bot words.

:class:`ListError` carries one :class:`Fault` per line (a :class:`Problem` and what it names).
The text parser raises it, so it sits below :mod:`engine.clocktower.text`; the refusals of a
whole action, which name the text's entries, are in :mod:`engine.clocktower.refusals` above it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.core.errors import ParseError
from engine.core.family import Seat


def _seat_text(seat: Seat) -> str:
    """``@k`` for the 0-based seat ``k - 1`` (as :func:`engine.clocktower.text.seat_text`,
    which sits above this module)."""
    return f"@{seat + 1}"


class Problem(Enum):
    """What is wrong with one line of a list; the :class:`Fault` fields it names follow."""

    NOT_A_SEAT = "not-a-seat"
    """``word`` is not a seat (``count``: the seats)."""
    SEAT_OUTSIDE = "seat-outside"
    """Seat ``word`` is past the table (``count``: the seats)."""
    NOT_INFO = "not-info"
    """``word`` (what follows ``learn``) is not information."""
    NOT_ENTRY = "not-entry"
    """``line`` is neither ``dont_wake`` nor ``wake …``."""
    CHOOSE_NEEDS_SEAT = "choose-needs-seat"
    """``line`` has ``choose`` without a seat."""
    GUESS_NEEDS_CHARACTER = "guess-needs-character"
    """``line`` has ``guess`` without a character."""
    LEARN_NEEDS_INFO = "learn-needs-info"
    """``line`` has ``learn`` without information."""
    UNEXPECTED = "unexpected"
    """``line`` goes on with ``word`` where it should end."""
    NOT_SETUP = "not-setup"
    """``line`` starts with ``setup`` but is not ``setup demon @d …``."""
    THREE_BLUFFS = "three-bluffs"
    """``line`` names other than three bluffs."""
    SETUP_NIGHT_1 = "setup-night-1"
    """A setup line after Night 1."""
    SETUP_ONLY_EVIL = "setup-only-evil"
    """A setup line from a good player."""
    SETUP_NOT_EVIL = "setup-not-evil"
    """A setup line naming a Demon (``seat``) who is not evil."""
    SETUP_BLUFFS_SELF = "setup-bluffs-self"
    """Bluffs without naming oneself the Demon, or below ``count`` players."""
    SETUP_NAME_BLUFFS = "setup-name-bluffs"
    """The Demon's own setup line without bluffs."""
    SETUP_BLUFFS_GOOD = "setup-bluffs-good"
    """Bluffs that are not three different good characters."""
    SETUP_ACCEPTED = "setup-accepted"
    """Another setup line after one was accepted."""
    NOT_IN_SCRIPT = "not-in-script"
    """``word`` is not a character of the game's script."""
    NO_WAKE_TONIGHT = "no-wake-tonight"
    """``character`` does not wake on Night ``night``."""
    CHOOSES_NO_ONE = "chooses-no-one"
    """``character`` chooses no one."""
    CHOOSES_EXACTLY = "chooses-exactly"
    """``character`` chooses ``count`` players."""
    NOT_SELF = "not-self"
    """``character`` cannot choose itself."""
    NOT_SELF_NIGHT_1 = "not-self-night-1"
    """``character`` cannot choose itself on Night 1."""
    GUESS_NEEDED = "guess-needed"
    """``character`` names a character after ``guess``."""
    GUESSES_NOTHING = "guesses-nothing"
    """``character`` guesses nothing."""
    DIFFERENT_PLAYERS = "different-players"
    """``character`` chooses different players."""
    LEARNS_NOTHING = "learns-nothing"
    """``character`` learns nothing."""
    MUST_LEARN = "must-learn"
    """``character`` says what it learned."""
    LEARNS_OTHER = "learns-other"
    """``character`` learns information of the ``kinds``, not of ``kind``."""
    LEARNS_KIND = "learns-kind"
    """``character`` learns a character of the ``kind`` (townsfolk …), and ``word`` is not."""
    PAIR_OTHERS = "pair-others"
    """``character`` learns two different players other than itself."""
    JOIN_TWO = "join-two"
    """``line`` has an ``&`` without a clause on both sides (addendum N12)."""
    DONT_WAKE_JOINED = "dont-wake-joined"
    """``line`` joins ``dont_wake`` to a clause."""
    NOT_SETUP_LEARN = "not-setup-learn"
    """``line`` starts with ``setup`` but is neither ``setup demon @d …`` nor
    ``setup <character>`` (addendum V6)."""
    NOT_LEARNED_AT_SETUP = "not-learned-at-setup"
    """``setup <character>`` for a ``character`` no one learns at setup."""
    NEVER_SHOWN = "never-shown"
    """Information naming a ``character`` no ability ever shows."""
    NEVER_WAKES = "never-wakes"
    """A clause of a ``character`` no one wakes as."""
    KIND_NO_WAKE = "kind-no-wake"
    """A kind clause (``kind``) that no character of that kind fits on Night ``night``."""
    SAME_POINT = "same-point"
    """Two clauses of one entry that wake at the same point of the night."""
    SAME_CHARACTER = "same-character"
    """Two clauses of one entry that name the same character."""
    OUT_OF_RANGE = "out-of-range"
    """A clause learning ``word`` (information) that no one can learn tonight (R13)."""


_PROBLEM_TEXT = {
    Problem.NOT_A_SEAT: "{word!r} is not a seat (write @1 to @{count})",
    Problem.SEAT_OUTSIDE: "seat {word} is outside @1..@{count}",
    Problem.NOT_INFO: (
        "{word!r} is not information (a number, yes, no, none, a character, or @a @b character)"
    ),
    Problem.NOT_ENTRY: "{line!r}: an entry is 'dont_wake' or 'wake <character> ...'",
    Problem.CHOOSE_NEEDS_SEAT: "{line!r}: 'choose' needs at least one seat",
    Problem.GUESS_NEEDS_CHARACTER: "{line!r}: 'guess' needs a character",
    Problem.LEARN_NEEDS_INFO: "{line!r}: 'learn' needs information",
    Problem.UNEXPECTED: "{line!r}: unexpected {word!r}",
    Problem.NOT_SETUP: "{line!r}: a setup line is 'setup demon @d [bluffs x y z]'",
    Problem.THREE_BLUFFS: "{line!r}: bluffs are three characters after 'bluffs'",
    Problem.SETUP_NIGHT_1: "setup lines are for Night 1 only",
    Problem.SETUP_ONLY_EVIL: "only evil players send setup lines",
    Problem.SETUP_NOT_EVIL: "{seat} is not evil",
    Problem.SETUP_BLUFFS_SELF: (
        "bluffs go only with 'setup demon' naming yourself, from {count} players up"
    ),
    Problem.SETUP_NAME_BLUFFS: "name three bluffs after 'bluffs'",
    Problem.SETUP_BLUFFS_GOOD: "bluffs are three different good characters",
    Problem.SETUP_ACCEPTED: "your setup is already accepted",
    Problem.NOT_IN_SCRIPT: "{word!r} is not a character of this script",
    Problem.NO_WAKE_TONIGHT: "{character} does not wake on Night {night}",
    Problem.CHOOSES_NO_ONE: "{character} chooses no one",
    Problem.CHOOSES_EXACTLY: "{character} chooses exactly {count} player(s)",
    Problem.NOT_SELF: "{character} cannot choose themself",
    Problem.NOT_SELF_NIGHT_1: "{character} cannot choose themself on Night 1",
    Problem.GUESS_NEEDED: "{character} must name a character after 'guess'",
    Problem.GUESSES_NOTHING: "{character} guesses nothing",
    Problem.DIFFERENT_PLAYERS: "{character} chooses different players",
    Problem.LEARNS_NOTHING: "{character} learns nothing",
    Problem.MUST_LEARN: "{character} must say what it learned ('learn ...')",
    Problem.LEARNS_OTHER: "{character} learns {kinds}, not {kind}",
    Problem.LEARNS_KIND: "{character} learns a {kind}, and {word} is not one",
    Problem.PAIR_OTHERS: "{character} learns two different players other than themself",
    Problem.JOIN_TWO: "{line!r}: '&' joins two clauses ('wake ... & wake ...')",
    Problem.DONT_WAKE_JOINED: "{line!r}: 'dont_wake' cannot be joined to a clause",
    Problem.NOT_SETUP_LEARN: "{line!r}: a setup line is 'setup demon @d ...' or 'setup <character>'",
    Problem.NOT_LEARNED_AT_SETUP: "no one learns at setup whether the {title} is in play",
    Problem.NEVER_SHOWN: "no ability ever shows the {title}",
    Problem.NEVER_WAKES: "no one wakes as the {title}",
    Problem.KIND_NO_WAKE: "no {kind} of this script wakes on Night {night} in this form",
    Problem.SAME_POINT: "two clauses wake at the same point of the night",
    Problem.SAME_CHARACTER: "two clauses name the same character",
    Problem.OUT_OF_RANGE: "no one can learn {word} tonight",
}


@dataclass(frozen=True, slots=True)
class Fault:
    """One problem of one line of a list, with what it names (unused fields stay empty)."""

    problem: Problem
    line: str = ""
    """The player's line as typed (stripped)."""
    word: str = ""
    """The player's word at fault, or a character id."""
    count: int = 0
    seat: Seat | None = None
    character: str = ""
    """The character id of the entry."""
    night: int = 0
    kind: str = ""
    """An information kind (``number`` …) or a character kind (``townsfolk`` …)."""
    kinds: tuple[str, ...] = ()
    """The information kinds the character learns."""
    number: int = 0
    """The line's number in the list (0: not known yet)."""
    setup: bool = False
    """Whether ``number`` counts setup lines (their static checks) rather than every line."""
    clause: str = ""
    """The clause of a clause entry at fault (its text), when the fault is one clause's."""

    @property
    def text(self) -> str:
        """The English developer form: ``line 2: …``."""
        said = _PROBLEM_TEXT[self.problem].format(
            line=self.line,
            word=self.word,
            count=self.count,
            seat="" if self.seat is None else _seat_text(self.seat),
            character=self.character,
            night=self.night,
            kind=self.kind,
            kinds=" or ".join(self.kinds),
            title=self.character.replace("_", " ").title(),
        )
        if self.clause:
            said = f"{self.clause!r}: {said}"
        if not self.number:
            return said
        return f"{'setup line' if self.setup else 'line'} {self.number}: {said}"


class ListError(ParseError):
    """Lines of a list that can never be accepted: :attr:`faults`, one per line."""

    def __init__(self, faults: tuple[Fault, ...]) -> None:
        super().__init__("; ".join(fault.text for fault in faults))
        self.faults = faults
