"""Why a Quantum Clocktower game refuses an action, as data the bot words in each language.

Every refusal is an :class:`~engine.core.errors.EngineError` whose message is the English
developer form (tests, logs, the console) and which carries a code and the data it names:

- :class:`RefusedError`: the action is not allowed now (:class:`Refused`);
- :class:`ListError`: lines of a list are malformed or can never be accepted (:class:`Fault`
  with a :class:`Problem`), one per line;
- :class:`NotStoredError`: the arrival check (spec N4): each line's :class:`Verdict`, with a
  :class:`Reason` from the sender's own knowledge when the engine has one (spec §8).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from engine.core.errors import IllegalActionError, ParseError
from engine.core.family import Seat

if TYPE_CHECKING:
    from engine.clocktower.text import Entry, Info, Wake


def seat_text(seat: Seat) -> str:
    """``@k`` for the 0-based seat ``k - 1`` (as :func:`engine.clocktower.text.seat_text`,
    which imports this module)."""
    return f"@{seat + 1}"


class Refused(Enum):
    """An action not allowed now (``seat``: the seat it names; ``verb``: a day action's verb,
    ``slay`` or ``damsel``, or ``claim``; ``character``: a character id as sent)."""

    OVER = "over"
    """The game is over."""
    ONLY_BY_DAY = "only-by-day"
    """A day action (``verb``) by night."""
    DEAD_CANNOT = "dead-cannot"
    """A day action (``verb``) from a player who appears dead."""
    NOT_DAY = "not-day"
    """Ending the day when it is not day."""
    NOT_NIGHT = "not-night"
    """Resolving the night when it is not night."""
    RESOLVING = "resolving"
    """Resolving a night that is already resolving."""
    NO_REASK = "no-reask"
    """A re-ask deadline with no one being asked again."""
    ONLY_AT_NIGHT = "only-at-night"
    """A list by day."""
    DEAD_AT_NIGHT = "dead-at-night"
    """A list from a player who appears dead."""
    EMPTY = "empty"
    """A list without a line."""
    LOCKED = "locked"
    """A new list while the night resolves (from a player not asked again)."""
    NOMINATIONS_BY_DAY = "nominations-by-day"
    """A nomination by night."""
    DEAD_NOMINATOR = "dead-nominator"
    """A nominator (``seat``) who appears dead."""
    NOMINATED_ALREADY = "nominated-already"
    """A nominator (``seat``) who nominated today already."""
    NOMINEE_ALREADY = "nominee-already"
    """A nominee (``seat``) nominated today already."""
    VOTES_ONCE = "votes-once"
    """A voter counted twice."""
    GHOST_SPENT = "ghost-spent"
    """A dead voter (``seat``) whose ghost vote is spent."""
    NO_ONE_CAN = "no-one-can"
    """A day action (``verb``) of a character that is not on this game's script."""
    CLAIM_NOT_IN_SCRIPT = "claim-not-in-script"
    """A claim (addendum D9) of a ``character`` that is not on this game's script."""
    STORYTELLER_NOMINATED = "storyteller-nominated"
    """A nomination of the storyteller (addendum D7) when it was nominated today already."""
    PRIVATE_IMPOSSIBLE = "private-impossible"
    """A private day entry (addendum D11, ``verb``) that holds in no world now."""


_REFUSED_TEXT = {
    Refused.OVER: "the game is over",
    Refused.ONLY_BY_DAY: "you can {verb} only by day",
    Refused.DEAD_CANNOT: "you appear dead, so you cannot {verb}",
    Refused.NOT_DAY: "it is not day",
    Refused.NOT_NIGHT: "it is not night",
    Refused.RESOLVING: "the night is already resolving",
    Refused.NO_REASK: "no one is being asked again",
    Refused.ONLY_AT_NIGHT: "you can send night choices only at night",
    Refused.DEAD_AT_NIGHT: "you appear dead, so you send nothing at night",
    Refused.EMPTY: "send at least one line",
    Refused.LOCKED: "the night is resolving; your list can no longer change",
    Refused.NOMINATIONS_BY_DAY: "nominations happen by day",
    Refused.DEAD_NOMINATOR: "{seat} appears dead and cannot nominate",
    Refused.NOMINATED_ALREADY: "{seat} has already nominated today",
    Refused.NOMINEE_ALREADY: "{seat} has already been nominated today",
    Refused.VOTES_ONCE: "each player votes once",
    Refused.GHOST_SPENT: "{seat} has spent their ghost vote",
    Refused.NO_ONE_CAN: "no one in this game can {verb}",
    Refused.CLAIM_NOT_IN_SCRIPT: "{character!r} is not a character of this game's script",
    Refused.STORYTELLER_NOMINATED: "the storyteller has already been nominated today",
    Refused.PRIVATE_IMPOSSIBLE: (
        "that guess is impossible now (no world of the game has it); nothing was recorded"
    ),
}


class RefusedError(IllegalActionError):
    """An action not allowed now: :attr:`code` and the seat, verb or character it names."""

    def __init__(
        self, code: Refused, seat: Seat | None = None, verb: str = "", character: str = ""
    ) -> None:
        from engine.clocktower.characters import DAY_ACTIONS, PRIVATE_ACTIONS

        said = "" if seat is None else seat_text(seat)
        acting = DAY_ACTIONS.get(verb) or PRIVATE_ACTIONS.get(verb)
        phrase = acting.day_phrase if acting is not None else verb
        text = _REFUSED_TEXT[code].format(seat=said, verb=phrase, character=character)
        super().__init__(text)
        self.code = code
        self.seat = seat
        self.verb = verb
        self.character = character


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
            seat="" if self.seat is None else seat_text(self.seat),
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


class Why(Enum):
    """Why an entry is impossible from its sender's own knowledge (spec §8); the
    :class:`Reason` fields it names follow."""

    DEMON_SELF = "demon-self"
    """A ``dont_wake`` from the Demon on a night it must wake."""
    OUT_OF_RANGE = "out-of-range"
    """No ``character`` learns ``info`` on Night ``night`` at ``players`` players."""
    SIDE = "side"
    """The sender (``evil`` or not) wakes as a ``character`` of the other side."""
    DEMON_KNOWN = "demon-known"
    """An evil player who is not the Demon (``seat``) wakes as a Demon."""
    TOKEN = "token"
    """A good player told its token (``character``) wakes as another character."""
    SENT_BEFORE = "sent-before"
    """A good player woke on Night ``night`` as another character (``entry``)."""
    SLEPT_BEFORE = "slept-before"
    """A good player did not wake on Night ``night`` as a character that always wakes."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an entry is impossible, from what its sender knows, with what it names."""

    why: Why
    character: str = ""
    info: Info | None = None
    night: int = 0
    players: int = 0
    evil: bool = False
    seat: Seat | None = None
    entry: Entry | None = None

    @property
    def text(self) -> str:
        """The English developer form."""
        title = self.character.replace("_", " ")
        if self.why is Why.DEMON_SELF:
            return "you are the Demon"
        if self.why is Why.OUT_OF_RANGE:
            info = self.info.text if self.info is not None else ""
            return (
                f"no {title} learns {info} on Night {self.night}"
                f" in a game of {self.players} players, even with false information"
            )
        if self.why is Why.SIDE:
            mine, theirs = ("evil", "good") if self.evil else ("good", "evil")
            return f"you are {mine} and the {title} is {theirs}"
        if self.why is Why.DEMON_KNOWN:
            return f"the Demon is {seat_text(self.seat or 0)}"
        if self.why is Why.TOKEN:
            return f"you were told your character token is {self.character}"
        if self.why is Why.SENT_BEFORE:
            sent = self.entry.text if self.entry is not None else ""
            return f"on Night {self.night} you sent '{sent}'"
        return f"you did not wake on Night {self.night}"


@dataclass(frozen=True, slots=True)
class Verdict:
    """One line of a list checked on arrival: possible now or not, and why when known."""

    line: str
    """The line's canonical text."""
    possible: bool
    reason: Reason | None = None
    without: tuple[Wake, ...] = ()
    """For an impossible entry of several clauses: each clause without which the rest of the
    entry is possible now (what sending the rest alone would find, N4)."""

    @property
    def text(self) -> str:
        """The English developer form: ``wake chef learn 3: impossible now``."""
        if self.possible:
            return f"{self.line}: possible"
        if self.reason is None:
            return f"{self.line}: impossible now" + _without(self.without)
        return f"{self.line}: impossible: {self.reason.text}"


def _without(clauses: tuple[Wake, ...]) -> str:
    if not clauses:
        return ""
    named = " or ".join(f"`{clause.text}`" for clause in clauses)
    return f" (without {named} the rest of it is possible now)"


class NotStoredError(IllegalActionError):
    """A list with a line impossible now (spec N4): every line's :attr:`verdicts`, and
    :attr:`drop`, the number of the one entry to drop when only it fails (else None)."""

    def __init__(self, verdicts: tuple[Verdict, ...], drop: int | None) -> None:
        text = "not stored, choose again: " + "; ".join(v.text for v in verdicts)
        if drop is not None:
            entry = [v for v in verdicts if not v.possible][-1].line
            text += f" Only line {drop} (`{entry}`) is impossible: drop it and send the rest."
        super().__init__(text)
        self.verdicts = verdicts
        self.drop = drop
