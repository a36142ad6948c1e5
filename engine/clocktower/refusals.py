"""Why a Quantum Clocktower game refuses an action, as data the bot words in each language.

Every refusal is an :class:`~engine.core.errors.EngineError` whose message is the English
developer form (tests, logs, the console) and which carries a code and the data it names:

- :class:`RefusedError`: the action is not allowed now (:class:`Refused`);
- :class:`~engine.clocktower.faults.ListError` (in :mod:`engine.clocktower.faults`, below the
  text parser that raises it): lines of a list are malformed or can never be accepted;
- :class:`NotStoredError`: the arrival check (spec N4): each line's :class:`Verdict`, with a
  :class:`Reason` from the sender's own knowledge when the engine has one (spec §8).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.clocktower.characters import DAY_ACTIONS, PRIVATE_ACTIONS
from engine.clocktower.text import Entry, Info, Wake, seat_text
from engine.core.errors import IllegalActionError
from engine.core.family import Seat


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
        said = "" if seat is None else seat_text(seat)
        acting = DAY_ACTIONS.get(verb) or PRIVATE_ACTIONS.get(verb)
        phrase = acting.day_phrase if acting is not None else verb
        text = _REFUSED_TEXT[code].format(seat=said, verb=phrase, character=character)
        super().__init__(text)
        self.code = code
        self.seat = seat
        self.verb = verb
        self.character = character


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
    DEMONS_CLAUSE = "demons-clause"
    """A good player sends a ``character``'s clause that the Demon takes on its behalf."""
    BECAME = "became"
    """The sender was told it is now the ``character`` and no swap can have happened since."""
    GAINED_ONLY = "gained-only"
    """A ``character`` whose holder wakes after Night 1 only as an instance gained, on a
    script where no character gains one."""
    ONE_CHARACTER = "one-character"
    """A good player, who holds one character until a swap or a gain may have happened (it
    wakes once a night), sends a clause beside ``entry``, another of the entry's."""
    SWAP_ONCE = "swap-once"
    """A good player sends the ``character``'s clause (the Demon's swap): only a swap makes
    it the Demon, and none can follow that one."""
    NEVER_SWAPPED_IN = "never-swapped-in"
    """A good player wakes as an evil ``character`` (or kind), which only a swap gives it,
    and at ``players`` players none is in play beside a character that swaps."""
    ONE_BETWEEN_SWAPS = "one-between-swaps"
    """A good player, who holds one character from one slot that may swap characters to
    the next (no character gains instances), sends two clauses between the same two:
    ``entry`` and another."""
    EXECUTED_ALIVE = "executed-alive"
    """The sender, executed on Day ``night`` and still appearing alive, wakes as a
    ``character`` (or kind) that no seat of this script lives through an execution as."""
    SURVIVED_UNSWAPPED = "survived-unswapped"
    """The sender, executed on Day ``night`` and still appearing alive, wakes as a
    ``character`` (or kind) that no seat of this script lives through an execution as, and
    no death since, announced or not (a kill attempt before a swap slot), may have let a
    swap change its character before this wake."""
    SLEPT_THEN_SWAPPED = "slept-then-swapped"
    """A good player, who did not wake on Night ``night``, sends ``entry``, a wake only a
    swap of its own since can have given it, and another clause of another character: a
    living seat is swapped once, so no swap follows that one."""
    WOKE_THEN_SWAPPED = "woke-then-swapped"
    """A good player, who woke on Night ``night`` as ``entry`` alone (a character that
    wakes whenever alive, tonight before any swap slot), sends a wake of no such character
    that only a swap since can have given it: a swap after ``entry`` that night would have
    woken it so then too, and one tonight comes after it wakes as ``entry``'s character."""
    REPEAT = "repeat"
    """A ``character`` that may not repeat its holder's choice of Night ``night``, which the
    sender made with its own clause ``entry``."""


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
    clause: str = ""
    """For an entry of several clauses: the canonical text of the clause ruled out."""

    @property
    def text(self) -> str:
        """The English developer form, after the clause it is about when it names one."""
        if self.clause:
            return f"the clause `{self.clause}`: {self._body()}"
        return self._body()

    def _body(self) -> str:
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
        if self.why is Why.REPEAT:
            sent = self.entry.text if self.entry is not None else ""
            return (
                f"on Night {self.night} you sent '{sent}', and the {title} cannot choose"
                " the same as its own choice the night before"
            )
        if self.why is Why.BECAME:
            return f"you were told you are now the {title}"
        if self.why is Why.GAINED_ONLY:
            return (
                f"after Night 1 the {title} wakes only as an instance gained, and no character"
                " of this script gains one"
            )
        if self.why is Why.ONE_CHARACTER:
            sent = self.entry.text if self.entry is not None else ""
            return (
                "until a swap may have happened you hold one character, which wakes once a"
                f" night, and '{sent}' is another wake"
            )
        if self.why is Why.ONE_BETWEEN_SWAPS:
            sent = self.entry.text if self.entry is not None else ""
            return (
                "from one slot that may swap characters to the next you hold one character,"
                f" which wakes once, and '{sent}' is another wake"
            )
        if self.why is Why.EXECUTED_ALIVE:
            return (
                f"you were executed on Day {self.night} and still appear alive, but no {title}"
                " that wakes so lives through an execution on this script"
            )
        if self.why is Why.SURVIVED_UNSWAPPED:
            return (
                f"you were executed on Day {self.night} and still appear alive, no death since,"
                " announced or not, can have let a swap change your character before this"
                f" wake, and no {title} that wakes so lives through an execution on this script"
            )
        if self.why is Why.SLEPT_THEN_SWAPPED:
            sent = self.entry.text if self.entry is not None else ""
            return (
                f"you did not wake on Night {self.night}, so only a swap could let you send"
                f" '{sent}', and no swap can follow that one"
            )
        if self.why is Why.WOKE_THEN_SWAPPED:
            sent = self.entry.text if self.entry is not None else ""
            return (
                f"on Night {self.night} you sent '{sent}' and no other wake: a swap after it"
                " that night would have woken you like this then too, and tonight you wake as"
                " before ahead of any swap"
            )
        if self.why is Why.DEMONS_CLAUSE:
            return f"the Demon takes the {title}'s clause, and you are good"
        if self.why is Why.SWAP_ONCE:
            return (
                f"you are good, so only a swap could make you the Demon that takes the {title}'s"
                " clause, and no swap can follow that one"
            )
        if self.why is Why.NEVER_SWAPPED_IN:
            return (
                f"you are good, so only a swap could make you the {title}, and in a game of"
                f" {self.players} players no {title} that wakes so is in play together with a"
                " character that swaps"
            )
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
