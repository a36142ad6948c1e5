"""The storyteller's rulings in a storyteller-adjudicated game (addendum A2), as record lines.

A ruling is an action of the storyteller, recorded like any other so that the game replays
exactly: ``st judge @p k`` (entry k of p's list is what p did tonight), ``st judge @p none``
(p is asked again, optionally ``… none wake X`` to say it must wake as X), ``st dead @p``,
``st survive`` (today's executee lives), ``st prompt @p X`` (tell p its token is X), ``st
prompt @p now X [with Y]`` (tell p it is now X, as after a swap, and, X being a Minion, that
the Minions learned Y at setup) and ``st end evil``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from engine.clocktower.text import parse_seat, seat_text
from engine.core.errors import IllegalActionError, ParseError
from engine.core.family import Seat


class RulingKind(Enum):
    """What a ruling decides."""

    JUDGE = "judge"
    """Which entry of a player's list holds tonight (``entry``), or none (a re-ask)."""
    DEAD = "dead"
    """A player dies; announced at the next dawn or end of day."""
    SURVIVE = "survive"
    """Today's executee does not die."""
    PROMPT = "prompt"
    """A player is told its character token (``character``)."""
    CHANGE = "change"
    """A player is told it is now a character (``character``; addendum O4 b) and, with
    ``learned``, what the Minions learned at setup (O4 c)."""
    END_EVIL = "end"
    """The game ends now with an evil win."""


class RulingProblem(Enum):
    """Why a ruling may not be given now."""

    NOT_ADJUDICATED = "not-adjudicated"
    """The game is a quantum one: the rules decide."""
    SEAT_DEAD = "seat-dead"
    """The player named appears dead."""
    NOT_BEFORE_RESOLVING = "not-before-resolving"
    """A judgement outside the night's lists (by day, or while the night resolves)."""
    NO_SUCH_ENTRY = "no-such-entry"
    """A judgement past the end of the player's list (``count``: its entries)."""
    NOT_ON_SCRIPT = "not-on-script"
    """A forced wake or a prompt naming a character not on the script."""
    NOT_DAY = "not-day"
    """``st survive`` by night."""
    NOT_A_MINION = "not-a-minion"
    """A change prompt with setup news for a character that is no Minion (O4 c)."""
    NOT_LEARNED = "not-learned"
    """Setup news naming a character no Minion learns at setup (V6)."""
    NEVER_TOLD = "never-told"
    """A prompt naming a character no quantum game tells (the Atheist, never in play; the
    Drunk, told as the Townsfolk it believes): it would give the Atheist game away."""
    NO_SWAP_YET = "no-swap-yet"
    """A change prompt told before any slot that may change a seat's character, on a night
    a death armed (the Barber's), has come: no quantum game says "You are now the X." then."""
    CHANGED_ONCE = "changed-once"
    """A second change prompt to a living seat, on a script where a living seat is swapped
    at most once (``reasons.swaps_once``): no quantum game tells it two changes."""


_WHY = {
    RulingProblem.NOT_ADJUDICATED: "only a storyteller-adjudicated game has rulings",
    RulingProblem.SEAT_DEAD: "that player appears dead",
    RulingProblem.NOT_BEFORE_RESOLVING: "lists are judged by night, before resolving",
    RulingProblem.NO_SUCH_ENTRY: "that player's list has {count} entries",
    RulingProblem.NOT_ON_SCRIPT: "that character is not on the script",
    RulingProblem.NOT_DAY: "only today's executee can survive",
    RulingProblem.NOT_A_MINION: "only a player who became a Minion hears the Minions' news",
    RulingProblem.NOT_LEARNED: "the Minions learn no such character at setup",
    RulingProblem.NEVER_TOLD: "no player of a quantum game is ever told that character",
    RulingProblem.NO_SWAP_YET: "no death has let a character change hands by then",
    RulingProblem.CHANGED_ONCE: "that player was told a change already, and is swapped once",
}


class RulingError(IllegalActionError):
    """A ruling the storyteller may not give now: the ruling's :attr:`text`, the
    :attr:`problem` and, for a judgement past the list, its entries' :attr:`count`."""

    def __init__(self, text: str, problem: RulingProblem, count: int = 0) -> None:
        super().__init__(f"{text!r}: {_WHY[problem].format(count=count)}")
        self.text = text
        self.problem = problem
        self.count = count


@dataclass(frozen=True, slots=True)
class Ruling:
    """One storyteller ruling (addendum A2)."""

    kind: RulingKind
    seat: Seat | None = None
    entry: int | None = None
    """For a judgement: the 1-based number of the accepted entry, None for ``none``."""
    character: str | None = None
    """A judgement's forced wake, a prompt's token, or a change prompt's new character."""
    learned: str | None = None
    """A change prompt's setup news: the character the Minions learned is in play."""

    @property
    def text(self) -> str:
        """Canonical text (the record's line)."""
        said = "" if self.seat is None else f" {seat_text(self.seat)}"
        if self.kind is RulingKind.JUDGE:
            if self.entry is not None:
                return f"st judge{said} {self.entry}"
            wake = "" if self.character is None else f" wake {self.character}"
            return f"st judge{said} none{wake}"
        if self.kind is RulingKind.PROMPT:
            return f"st prompt{said} {self.character}"
        if self.kind is RulingKind.CHANGE:
            news = "" if self.learned is None else f" with {self.learned}"
            return f"st prompt{said} now {self.character}{news}"
        if self.kind is RulingKind.END_EVIL:
            return "st end evil"
        return f"st {self.kind.value}{said}"


_ID = re.compile(r"[a-z_]+")


def parse_ruling(text: str, n: int) -> Ruling:
    """Parse a ruling's text (shape only; the game checks it is allowed now)."""
    words = text.lower().split()
    if not words or words[0] != "st":
        raise ParseError(f"{text!r}: a ruling starts with st")
    rest = words[1:]
    if rest == ["survive"]:
        return Ruling(RulingKind.SURVIVE)
    if rest == ["end", "evil"]:
        return Ruling(RulingKind.END_EVIL)
    if len(rest) == 2 and rest[0] == "dead":
        return Ruling(RulingKind.DEAD, parse_seat(rest[1], n))
    if len(rest) == 3 and rest[0] == "prompt" and _ID.fullmatch(rest[2]):
        return Ruling(RulingKind.PROMPT, parse_seat(rest[1], n), character=rest[2])
    if len(rest) in (4, 6) and rest[0] == "prompt" and rest[2] == "now":
        ids = rest[3::2]
        if rest[4:5] in ([], ["with"]) and all(_ID.fullmatch(i) for i in ids):
            learned = ids[1] if len(ids) == 2 else None
            return Ruling(RulingKind.CHANGE, parse_seat(rest[1], n), None, ids[0], learned)
    if len(rest) >= 3 and rest[0] == "judge":
        seat = parse_seat(rest[1], n)
        if len(rest) == 3 and rest[2].isdigit() and int(rest[2]) >= 1:
            return Ruling(RulingKind.JUDGE, seat, entry=int(rest[2]))
        if rest[2:] == ["none"]:
            return Ruling(RulingKind.JUDGE, seat)
        if len(rest) == 5 and rest[2:4] == ["none", "wake"] and _ID.fullmatch(rest[4]):
            return Ruling(RulingKind.JUDGE, seat, character=rest[4])
    raise ParseError(
        f"{text!r}: a ruling is st judge @p k, st judge @p none [wake X], st dead @p,"
        " st survive, st prompt @p X, st prompt @p now X [with Y] or st end evil"
    )
