"""What a Quantum Clocktower game tells, as data: a :class:`Told` code with the seats, numbers,
ids (characters, a team, a day action's verb, lines of the list grammar) and entries it names.

The bot words each code in the reader's language from its catalogues; the engine learns no
language. :attr:`Report.text` is the English developer form (tests, logs, the console), which
no member reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum

from engine.clocktower.characters import DAY_ACTIONS, REGISTRY
from engine.clocktower.refusals import Verdict
from engine.clocktower.script import Kind
from engine.clocktower.text import Entry, character_title, entry_words, seat_text
from engine.core.family import Seat

_KIND_IDS = frozenset(kind.value for kind in Kind)
"""The ids of the kinds, which a re-ask may name instead of a character (N17)."""


class Told(Enum):
    """What a report says; the fields each one fills are named after the colon."""

    EVIL = "evil"
    """You are evil: ``seats``, the rest of the evil team."""
    GOOD = "good"
    """You are good."""
    STORED = "stored"
    """Your list is stored: ``numbers`` (the night), ``ids`` (its lines, canonical)."""
    SETUP_IMPOSSIBLE = "setup-impossible"
    """None of your setup lines is possible; send new ones (a re-ask of the setup)."""
    DEMON = "demon"
    """Who the Demon is: ``seats`` (the Demon)."""
    BLUFFS = "bluffs"
    """The Demon's bluffs: ``ids`` (three characters)."""
    TOKEN = "token"
    """Your character token (spec O1): ``ids`` (the character)."""
    BECAME = "became"
    """You became a character (O1b, a Minion who became the Demon): ``ids``."""
    NIGHT = "night"
    """What happened to you at night (N10): ``numbers`` (the night), ``entries`` (the
    accepted entry, ``dont_wake`` when the player did not wake; a clause entry's clauses, in
    point order, a clause of a kind naming the kind)."""
    IN_PLAY = "in-play"
    """A Minion learned at setup that a character is in play (addendum V6): ``ids``."""
    LEARNED_NOTHING = "learned-nothing"
    """Your ``setup <character>`` line was impossible, so you learned nothing: ``ids`` (the
    character)."""
    REASKED = "reasked"
    """None of your entries is possible any more (N8): ``numbers`` (the night), ``ids`` (the
    character you must wake as, when certain), ``entries`` (those still possible, when few),
    ``refused`` (those your own knowledge rules out, each with its reason)."""
    REASKED_SILENT = "reasked-silent"
    """You sent no list and cannot stay asleep (N8): the fields of :attr:`REASKED`."""
    ANSWERED = "answered"
    """Public: a player sent a list: ``seats``."""
    NIGHT_BEGINS = "night-begins"
    """Public: dusk: ``numbers`` (the night)."""
    RESOLVING = "resolving"
    """Public: the night is resolving: ``numbers`` (the night)."""
    DAY_BEGINS = "day-begins"
    """Public: dawn: ``numbers`` (the day)."""
    DEAD = "dead"
    """Public: a player appears dead: ``seats``."""
    EXECUTED = "executed"
    """Public: the end of the day's execution: ``seats``."""
    OVER = "over"
    """Public: the game is over: ``ids`` (the winning team, ``good`` or ``evil``)."""
    NOMINATED = "nominated"
    """Public: ``seats`` (nominator, nominee), ``numbers`` (yes votes, votes the next
    nomination needs)."""
    DAY_ACTION = "day-action"
    """Public: a day action (the Slayer's shot, a Damsel guess): ``seats`` (actor, target),
    ``ids`` (verb)."""
    NOMINATED_STORYTELLER = "nominated-storyteller"
    """Public: a nomination of the storyteller (addendum D7): ``seats`` (nominator),
    ``numbers`` (yes votes, votes the next nomination needs)."""
    STORYTELLER_EXECUTED = "storyteller-executed"
    """Public: the storyteller was on the block at the end of the day (D7)."""
    CLAIMED = "claimed"
    """Public: a player claims to be a character (D9): ``seats`` (the player), ``ids``."""
    PRIVATE_ACCEPTED = "private-accepted"
    """Your private day entry is accepted (D11): ``ids`` (its verb), ``seats`` (the seats
    it named, the one learned last)."""


REASKS = frozenset((Told.REASKED, Told.REASKED_SILENT, Told.SETUP_IMPOSSIBLE))
"""The reports that ask a player again (each starts a re-ask deadline in the bot)."""


@dataclass(frozen=True, slots=True)
class Report:
    """Something the game tells: to one seat (a DM), to the storyteller, or to everyone."""

    to: Seat | str
    """A seat, ``"public"`` or ``"storyteller"``."""
    code: Told
    seats: tuple[Seat, ...] = ()
    numbers: tuple[int, ...] = ()
    ids: tuple[str, ...] = ()
    entries: tuple[Entry, ...] = ()
    without: tuple[Entry, ...] = ()
    """A re-ask's clauses of the list's entries of several clauses, each one without which
    the rest of its entry would still be possible (which clause no longer fits)."""
    refused: tuple[Verdict, ...] = ()
    """A re-ask's entries of the list that the player's own knowledge rules out, each with
    its plain reason (base §8): those it should not send again."""

    @property
    def text(self) -> str:
        """The English developer form (never shown to a member: the bot words the data)."""
        return _TEXTS[self.code](self)


def executions(reports: Iterable[Report]) -> list[tuple[int, Seat]]:
    """Each execution announced in ``reports``, as (its day, the executee), in order."""
    found: list[tuple[int, Seat]] = []
    day = 0
    for report in reports:
        if report.to != "public":
            continue
        if report.code is Told.DAY_BEGINS:
            day = report.numbers[0]
        elif report.code is Told.EXECUTED:
            found.append((day, report.seats[0]))
    return found


def _seats(report: Report) -> list[str]:
    return [seat_text(s) for s in report.seats]


def _and(seats: list[str]) -> str:
    """Seats as a list: "@1", "@1 and @2", "@1, @2 and @3"."""
    return seats[0] if len(seats) < 2 else f"{', '.join(seats[:-1])} and {seats[-1]}"


def _reask(report: Report) -> str:
    night = report.numbers[0]
    if report.code is Told.REASKED:
        text = (
            f"None of your Night {night} entries is possible any more: other players' "
            "choices tonight made them impossible (each was possible when you sent it). Send "
            "a new list."
        )
    else:
        text = (
            f"None of your Night {night} choices is possible: you sent no list, and not "
            "waking is no longer possible for you (other players' choices tonight ruled it "
            "out). Send a list."
        )
    if report.ids and report.ids[0] in _KIND_IDS:  # N17: one kind in every world
        text += f" You wake as a {report.ids[0]}."
    elif report.ids:
        text += f" You wake as the {report.ids[0].replace('_', ' ')}."
    if report.without:
        named = " or ".join(f"`{clause.text}`" for clause in report.without)
        text += f" Without {named}, the rest of your entry would still be possible."
    for verdict in report.refused:
        why = verdict.reason.text if verdict.reason is not None else "impossible now"
        text += f" From what you know, `{verdict.line}` is impossible: {why}."
    if report.entries:
        text += (
            " Still possible for you, among the characters of your list: "
            + "; ".join(f"`{e.text}`" for e in report.entries)
            + "."
        )
    return text


def _became(report: Report) -> str:
    return REGISTRY[report.ids[0]].change_prompt


def _day_action(report: Report) -> str:
    actor, target = _seats(report)
    return DAY_ACTIONS[report.ids[0]].day_announcement.format(actor=actor, target=target)


_TEXTS: dict[Told, Callable[[Report], str]] = {
    Told.EVIL: lambda r: f"You are evil. The evil team: {', '.join(_seats(r))}.",
    Told.GOOD: lambda r: "You are good.",
    Told.STORED: lambda r: f"Stored your Night {r.numbers[0]} list: {'; '.join(r.ids)}",
    Told.SETUP_IMPOSSIBLE: lambda r: "None of your setup lines is possible; send new ones.",
    Told.DEMON: lambda r: f"The Demon is {_seats(r)[0]}.",
    Told.BLUFFS: lambda r: (
        "Your bluffs: " + ", ".join(f"the {character_title(c)}" for c in r.ids) + "."
    ),
    Told.TOKEN: lambda r: f"Your character token is the {character_title(r.ids[0])}.",
    Told.BECAME: _became,
    Told.NIGHT: lambda r: f"Night {r.numbers[0]}: {'; '.join(map(entry_words, r.entries))}.",
    Told.IN_PLAY: lambda r: f"A {character_title(r.ids[0])} is in play.",
    Told.LEARNED_NOTHING: lambda r: f"setup {r.ids[0]}: impossible, so you learned nothing.",
    Told.REASKED: _reask,
    Told.REASKED_SILENT: _reask,
    Told.ANSWERED: lambda r: f"{_seats(r)[0]} has answered.",
    Told.NIGHT_BEGINS: lambda r: f"Night {r.numbers[0]} begins.",
    Told.RESOLVING: lambda r: f"Night {r.numbers[0]} is resolving.",
    Told.DAY_BEGINS: lambda r: f"Day {r.numbers[0]} begins.",
    Told.DEAD: lambda r: f"{_seats(r)[0]} is dead.",
    Told.EXECUTED: lambda r: f"{_seats(r)[0]} is executed.",
    Told.OVER: lambda r: f"The game is over: the {r.ids[0]} team wins.",
    Told.NOMINATED: lambda r: (
        f"{_seats(r)[0]} nominated {_seats(r)[1]}: {r.numbers[0]} vote(s) (needs {r.numbers[1]})."
    ),
    Told.DAY_ACTION: _day_action,
    Told.NOMINATED_STORYTELLER: lambda r: (
        f"{_seats(r)[0]} nominated the storyteller: {r.numbers[0]} vote(s) (needs {r.numbers[1]})."
    ),
    Told.STORYTELLER_EXECUTED: lambda r: "The storyteller is executed.",
    Told.CLAIMED: lambda r: f"{_seats(r)[0]} claims to be the {character_title(r.ids[0])}.",
    Told.PRIVATE_ACCEPTED: lambda r: (
        f"Your guess is accepted: you guessed {_and(_seats(r)[:-1])} and learned {_seats(r)[-1]}."
    ),
}
