"""The lists of a shadow's phantom evil players (addendum A6), fixed when its night opens.

A shadow ignores the lists its phantom evil players send (they are checked where they are
good) and lets the fallback F act for them. Left to the resolution, F would re-ask each of
them and draw its entry there, through the solver, at the very moment the players wait for
the dawn: an Atheist game's dawn would come measurably later than a quantum game's (A2's
timing rule). So each phantom evil player gets its list as soon as the shadow's night opens:
F's own choice against the commitments (``dont_wake`` when possible, else a possible wake
drawn uniformly, N9), and on Night 1 a setup line naming one Demon drawn among them. The
lists depend only on the commitments at dusk and on draws named by night and seat, so
preparing them early (the bot does it in a worker between messages) or at the resolution
gives the same game; the resolution then costs what a quantum game's does, and F still
answers any re-ask the walk makes.

A :class:`Draft` draws them on a copy of the shadow, so that the bot can do it without holding
the game: a player's list is checked meanwhile, not kept waiting for the draw (A2 again). It
first plays on the copy the good players' lists the shadow has queued but not taken (those of
players it does not judge, ``Adjudication._feed``), for the same reason. The
copy is taken back only if the shadow has moved by nothing but good players' lists since, which
leave its commitments as they were (each list is checked alone against them, N4): the draw
would have been the same on the shadow itself.
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.clocktower.actions import Action, Submit
from engine.clocktower.clauses import ClauseEntry, ClauseSubmission
from engine.clocktower.reports import Report
from engine.clocktower.script import BLUFF_MIN_PLAYERS
from engine.clocktower.text import DontWake, Entry, SetupLine, Submission, seat_text
from engine.core.errors import DrawError
from engine.core.family import Actor, Seat

if TYPE_CHECKING:
    from engine.clocktower.game import ClocktowerGame


def unprepared(shadow: ClocktowerGame, evil: frozenset[Seat]) -> list[Seat]:
    """The phantom evil seats still without a list in ``shadow``'s open night."""
    if shadow.outcome is not None or shadow.phase != "night" or shadow.resolution is not None:
        return []
    return [s for s in sorted(evil) if s not in shadow.appears_dead and s not in shadow.lists]


def prepare(shadow: ClocktowerGame, evil: frozenset[Seat], limit: int | None = None) -> int:
    """Give up to ``limit`` (all by default) of ``unprepared`` their lists; on Night 1 the
    whole team's setup lines come first. Returns how many lists were given."""
    seats = unprepared(shadow, evil)
    if not seats:
        return 0
    if shadow.number == 1 and not shadow.setup_resolved:
        for seat, line in _setup_lines(shadow, evil).items():
            shadow.push(Submit(seat, _submission(shadow, (line,), ())))
    given = 0
    for seat in seats[:limit]:
        entry = _entry(shadow, seat)
        shadow.push(Submit(seat, _submission(shadow, (), (entry,))))
        given += 1
    return given


class Draft:
    """Tonight's phantom lists of one shadow, drawn on a copy of it (:meth:`run`, away from
    the game) and given back by :meth:`merged`."""

    def __init__(
        self,
        index: int,
        shadow: ClocktowerGame,
        evil: frozenset[Seat],
        queued: Sequence[tuple[Action, Seat | Actor]] = (),
        caught: int = 0,
    ) -> None:
        self.index = index
        self.shadow = shadow
        self.evil = evil
        self.queued = tuple(queued)
        """Lists the shadow has still to take (queued by the adjudication), played on the
        copy before the draw."""
        self.caught = caught
        """How many queued lists the shadow had taken when copied."""
        self.moves = len(shadow.actions)
        self.history = shadow.history
        self.copy = copy.deepcopy(shadow)
        self.drawn: list[Report] = []
        """The reports the draw made in the copy."""
        self.given = 0

    def run(self) -> int:
        """Play the queued lists (each skipped if illegal there, as the adjudication skips
        it) and draw every list still missing, on the copy alone; how many were drawn."""
        start = len(self.copy.reports)
        for action, actor in self.queued:
            try:
                self.copy._check(action, actor)
            except ValueError:
                continue
            self.copy.push(action)
        self.given = prepare(self.copy, self.evil)
        self.drawn = self.copy.reports[start:]
        return self.given

    def merged(self) -> ClocktowerGame | None:
        """The copy with the lists the shadow took since it was copied, to stand for the
        shadow; None if the shadow moved otherwise (its night resolved, a phantom player
        got a list there, its commitments changed): the draw is then left to the next try
        or to the resolution."""
        shadow = self.shadow
        if shadow.resolution is not None or shadow.number != self.copy.number:
            return None
        if shadow.history is not self.history or shadow.phase != "night":
            return None
        later = list(shadow.actions[self.moves :])
        if not all(isinstance(a, Submit) and a.seat not in self.evil for a in later):
            return None
        for action in later:
            self.copy.push(action)
        return self.copy


def _submission(
    shadow: ClocktowerGame,
    setup: tuple[SetupLine, ...],
    entries: tuple[Entry | ClauseEntry, ...],
) -> Submission | ClauseSubmission:
    if not shadow.clauses:
        plain = tuple(e for e in entries if not isinstance(e, ClauseEntry))
        return Submission(setup, plain)  # F joins clauses only where the script has them
    as_clauses = tuple(shadow._as_entry(e) for e in entries)
    assert all(isinstance(e, ClauseEntry | DontWake) for e in as_clauses)
    return ClauseSubmission(setup, as_clauses)  # type: ignore[arg-type]


def _entry(shadow: ClocktowerGame, seat: Seat) -> Entry | ClauseEntry:
    """F's choice against the commitments (N9): ``dont_wake`` when possible, else a drawn
    possible wake; ``dont_wake`` when none is (the walk then re-asks, and F answers)."""
    base = shadow.history
    if shadow._entry_possible(base, seat, DontWake()):
        return DontWake()
    try:
        return shadow._fallback_wake(base, seat, f"phantom/{shadow.number}/{seat_text(seat)}")
    except DrawError:
        return DontWake()


def _setup_lines(shadow: ClocktowerGame, evil: frozenset[Seat]) -> dict[Seat, SetupLine]:
    """One Demon drawn among the phantom evil seats, named by each; its own line carries
    bluffs drawn among the possible ones when the table is big enough for them (V1, V7)."""
    team = sorted(evil)
    picked = shadow.randomness.draw("phantom/setup/demon", [(seat_text(s), 1) for s in team])
    demon = next(s for s in team if seat_text(s) == picked)
    own = SetupLine(demon)
    if shadow.n >= BLUFF_MIN_PLAYERS:
        good = [*shadow.script.townsfolk, *shadow.script.outsiders]
        left = [SetupLine(demon, (a, b, c)) for a, b, c in itertools.combinations(good, 3)]
        attempt = 0
        while left:
            key = "phantom/setup/bluffs" + (f"/{attempt}" if attempt else "")
            text = shadow.randomness.draw(key, [(line.text, 1) for line in left])
            index = next(i for i, line in enumerate(left) if line.text == text)
            if shadow._setup_line_possible(shadow.history, left[index], shadow.setup_lines):
                own = left[index]
                break
            del left[index]
            attempt += 1
    return {seat: own if seat == demon else SetupLine(demon) for seat in team}
