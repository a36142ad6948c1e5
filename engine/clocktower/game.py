"""A Quantum Clocktower game: the move stack, night resolution (spec §4), days (§5), the end (§7).

The accepted actions are the truth; everything here derives from them, the setup and the seed.
The superposition is never stored: each question is asked of the committed :class:`History`
through a :class:`~engine.clocktower.search.Solver` (or the enumeration oracle, in tests).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from engine.clocktower.actions import (
    STORYTELLER_NOMINEE,
    Action,
    ClaimSend,
    DaySend,
    EndDay,
    Nominate,
    PrivateSend,
    Resolve,
    Submit,
    Timeout,
    parse_action_text,
)
from engine.clocktower.adjudicator import Adjudicator
from engine.clocktower.characters import DAY_ACTIONS, PRIVATE_ACTIONS, REGISTRY
from engine.clocktower.clauses import (
    ClauseEntry,
    ClauseSubmission,
    SetupLearn,
    canonical,
    entry_errors,
    point,
    range_errors,
    setup_learn_errors,
    uses_clauses,
)
from engine.clocktower.fallback import all_wakes, joined_wakes
from engine.clocktower.faults import Fault, ListError, Problem
from engine.clocktower.lazy_solver import LazySolver, counts_marks, reads_marks
from engine.clocktower.reask import blocking_clauses, drop_line, reask_report
from engine.clocktower.reasons import entry_reason
from engine.clocktower.refusals import (
    NotStoredError,
    Refused,
    RefusedError,
    Verdict,
)
from engine.clocktower.reports import Report, Told
from engine.clocktower.rulings import Ruling, RulingError, RulingProblem
from engine.clocktower.script import (
    BLUFF_MIN_PLAYERS,
    SCRIPTS,
    Kind,
    Script,
    evil_count,
    token_believed,
)
from engine.clocktower.search import Fate, Solver
from engine.clocktower.setup import (
    ClocktowerRecord,
    ClocktowerSetup,
    check_setup,
    draw_adjudicated,
)
from engine.clocktower.slot_wakes import wakes_at
from engine.clocktower.text import (
    DontWake,
    Entry,
    SetupLine,
    Submission,
    Wake,
    seat_text,
)
from engine.clocktower.views import PlayerObservation, PublicView, observe, public_view
from engine.clocktower.world import (
    DAWN_POS,
    END_OF_DAY_POS,
    Claim,
    DayAction,
    DayEvent,
    DayPlan,
    Execute,
    History,
    NightPlan,
    PlanEntry,
    Private,
    TimeKey,
    Upto,
    night_order,
)
from engine.core.draws import Randomness
from engine.core.errors import DrawError
from engine.core.family import Actor, Outcome, Seat
from engine.core.pause import pause_point
from engine.core.stack import undone_on_failure

_E = TypeVar("_E", Wake, ClauseEntry)
"""A fallback's candidate: a one-clause wake or a joined entry."""


@dataclass
class _Resolution:
    """A night resolution in progress (paused while a player is asked again)."""

    index: dict[Seat, int] = field(default_factory=dict)
    waiting: Seat | None = None
    waiting_setup: bool = False
    paused_at: History | None = None
    asked: int = 0
    early: set[Seat] = field(default_factory=set)
    """Players asked again ahead of their turn, whose answer has not come yet (see
    :meth:`ClocktowerGame._ask_ahead`)."""
    woken: dict[Seat, tuple[History, int]] = field(default_factory=dict)
    """Per seat, a position at or after which it wakes in some world of a history
    (:meth:`Solver.wake_after`'s answer): every earlier position of the same history is not
    due without asking again (the witness of one position is often far later, and a walk
    after a re-ask asks the same history's first positions again)."""
    must_wake: tuple[Seat, History] | None = None
    """The waiting seat and the partial night it paused at, when no world of that night in
    which the seat never wakes is known to run at the night's end: the walk refused its last
    entry, a ``dont_wake`` (silence's included), or its re-ask found the character (or kind)
    it wakes as in every world. Fallback F's own ``dont_wake`` question is then answered."""


@dataclass
class _DueMemo:
    """What one walk of the night learned about its dont_wakes' due points (spec R5). The
    walk only adds entries, so each later history of it holds only some of the worlds of an
    earlier one."""

    never_unwoken: set[Seat] = field(default_factory=set)
    """Seats found unable to be alive at dawn without waking: that stays true, and proving
    it means visiting every world (the slowest question of a night), so it is not asked
    again."""
    latest: dict[Seat, tuple[History, int]] = field(default_factory=dict)
    """Per seat, the last position it wakes at in some world of a history whose every world
    the solver kept (:meth:`Solver.latest_wake`): no world of a later history wakes it after
    that either, and the same history's answers are read off it."""
    woken: dict[Seat, tuple[History, int]] = field(default_factory=dict)
    """The resolution's :attr:`_Resolution.woken` (answers about one history hold in every
    walk)."""


class ClocktowerGame:
    """One game of Quantum Clocktower (satisfies :class:`engine.core.family.Game`)."""

    def __init__(
        self,
        setup: ClocktowerSetup,
        draws: dict[str, str] | None = None,
        solver: Solver | None = None,
    ) -> None:
        check_setup(setup)
        self.setup = setup
        self.script: Script = SCRIPTS[setup.script]
        self.n = len(setup.players)
        self.clauses = uses_clauses(self.script)
        """Whether entries are the addendum's clause entries over explicit worlds (script 2)."""
        self.revision = setup.revision
        """The revision of the rules the game is played under (its fallback's numbers)."""
        if solver is None:
            solver = LazySolver() if self.clauses else Solver()
        self.solver = solver
        self.randomness = Randomness(setup.seed, explicit=dict(draws or {}))
        self.adjudicated = draw_adjudicated(setup, self.randomness)
        """Whether this is a storyteller-adjudicated game (spec S7; never true in script 1)."""
        order = self.randomness.shuffle("alignment", list(range(self.n)))
        self.evil = frozenset(order[: evil_count(self.n)])
        self.adjudication: Adjudicator | None = None
        """The storyteller's rulings and the shadow game of an adjudicated game (A1-A7):
        every player is dealt good and the roll's evil seats are the shadow's only."""
        if self.adjudicated:
            self.adjudication = _adjudicator(self, self.evil)
            self.evil = frozenset()
        self._actions: list[Action] = []
        self.reports: list[Report] = []
        self.phase = "night"
        self.number = 1
        self.history = History(self.script, self.n, self.evil, (NightPlan(1),))
        self.pi: dict[int, list[Seat]] = {}
        self.lists: dict[Seat, Submission | ClauseSubmission] = {}
        self.setup_lines: dict[Seat, tuple[SetupLine | SetupLearn, ...]] = {}
        self.learned_at_setup: list[str] = []
        """Characters a Minion's ``setup <character>`` line made certain in play (V6)."""
        self.setup_accepted: dict[Seat, SetupLine] = {}
        self.setup_resolved = False
        self.setup_waiting: set[Seat] = set()
        self.resolution: _Resolution | None = None
        self.appears_dead: set[Seat] = set()
        self.ghost_used: set[Seat] = set()
        self.prompted_token: dict[Seat, str] = {}
        self.prompted_demon: set[Seat] = set()
        self.prompted_change: set[tuple[Seat, int]] = set()
        """(seat, night) of each swap already told as "you are now X" (addendum O4 b)."""
        self.nominated: set[Seat] = set()
        self.nominators: set[Seat] = set()
        self.block: Seat | None = None
        self.high = 0
        self.alive_at_dawn = self.n
        self._outcome: Outcome | None = None
        self.accepted_tonight: dict[Seat, PlanEntry] = {}
        if self.adjudication is not None:  # no evil team: nothing to set up (A1)
            self.setup_resolved = self._setup_told = True
        for seat in sorted(self.evil):
            team = tuple(s for s in sorted(self.evil) if s != seat)
            self._tell(seat, Told.EVIL, seats=team)
        for seat in range(self.n):
            if seat not in self.evil:
                self._tell(seat, Told.GOOD)
        self._dusk()

    # --- the protocol -------------------------------------------------------------------

    @property
    def actions(self) -> Sequence[Action]:
        """Every accepted action in order."""
        return tuple(self._actions)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None."""
        return self._outcome

    def parse_action(self, text: str, actor: Seat | Actor) -> Action:
        """Parse ``text`` from ``actor`` and check it is legal now (raises, never mutates)."""
        action = self._parsed(text, actor)
        if isinstance(action, Submit):
            self._check_arrival(action)
        elif isinstance(action, Ruling) and self.adjudication is not None:
            self.adjudication.check_verdict(action)
        return self._canonical(action)

    def parse_stored(self, text: str, actor: Seat | Actor) -> Action:
        """Parse a line of this game's own record (raises, never mutates): checked as
        :meth:`push` checks, not judged again against the worlds and the reasons. Those
        verdicts were given when the action was accepted, and a later version of the rules
        may give another (a new plain reason of an Atheist game's fallback, a change prompt
        it would refuse now), which must not leave a stored game unable to load. The
        solver's verdicts are exact and would be the same."""
        return self._canonical(self._parsed(text, actor))

    def _parsed(self, text: str, actor: Seat | Actor) -> Action:
        """``text`` parsed and checked as :meth:`push` checks it: all but the verdicts."""
        if self._outcome is not None:
            raise RefusedError(Refused.OVER)
        action = parse_action_text(text, actor, self.n, self.clauses)
        if isinstance(action, Submit):
            self._check_list(action)
        else:
            self._check(action, actor)
        return action

    def _canonical(self, action: Action) -> Action:
        if isinstance(action, Submit) and isinstance(action.submission, ClauseSubmission):
            sub = action.submission
            entries = tuple(
                canonical(self.script, e, action.seat, self.n, self.number)
                if isinstance(e, ClauseEntry)
                else e
                for e in sub.entries
            )
            action = Submit(action.seat, ClauseSubmission(sub.setup, entries))
        return action

    def push(self, action: Action) -> list[Report]:
        """Apply a legal action; returns the reports it caused. An action refused now raises
        before anything changes, and one whose running fails half-way (a pinned draw that
        is impossible there) leaves the game as it was: the move stack is the truth."""
        if self._outcome is not None:
            raise RefusedError(Refused.OVER)
        if isinstance(action, Submit):
            # a list's verdicts on arrival are parse_action's: an Atheist game's shadows take
            # their phantom players' lists unchecked (engine/clocktower/phantom.py), and the
            # walk asks again for a list that none of its entries holds in
            self._check_list(action)
        else:
            self._check(action, _sender(action))
        start = len(self.reports)
        undone_on_failure(self._actions, lambda: self._run(action), self._replay)
        return self.reports[start:]

    def _run(self, action: Action) -> None:
        self._actions.append(action)
        if self.adjudication is not None:
            self.adjudication.push(action)
        elif isinstance(action, Submit):
            self._submit(action)
        elif isinstance(action, Resolve):
            self._start_resolution()
        elif isinstance(action, Timeout):
            self._timeout()
        elif isinstance(action, Nominate):
            self._nominate(action)
        elif isinstance(action, DaySend):
            self._day_action(action)
        elif isinstance(action, ClaimSend):
            self._claim(action)
        elif isinstance(action, PrivateSend):
            self._private(action)
        elif isinstance(action, EndDay):
            self._end_day()

    def _replay(self, actions: Sequence[Action]) -> None:
        """Back to the game after ``actions``, replayed from the setup with the same draws
        and the same solver (whose answers depend on the history alone, so it stays warm):
        the game and its draws are deterministic, so this is the state it had."""
        draws, solver = dict(self.randomness.explicit), self.solver
        self.__init__(self.setup, draws, solver)  # type: ignore[misc]
        for action in actions:
            self.push(action)

    def legal_actions(self, seat: Seat) -> list[Action]:
        """The finite actions ``seat`` may send now: by day each day action on each seat, by
        night the list that does not wake, on Night 1 with each setup line naming a demon (a
        list's other entries are free text, checked on arrival)."""
        if self._outcome is not None:
            return []
        seats = range(1, self.n + 1)
        texts = [f"{verb} @{target}" for verb in DAY_ACTIONS for target in seats]
        texts += [f"setup demon @{demon}; dont_wake" for demon in seats]
        texts.append("dont_wake")
        legal = []
        for text in texts:
            try:
                legal.append(self.parse_action(text, seat))
            except ValueError:
                continue
        return legal

    def waiting(self) -> list[Seat]:
        """Who owes an answer: a player asked again during the resolution (with those asked
        ahead), else by night everyone appearing alive without a list; by day no one."""
        if self._outcome is not None:
            return []
        res = self.resolution
        if res is not None:
            return [] if res.waiting is None else sorted({res.waiting, *res.early})
        if self.phase != "night":
            return []
        return [s for s in range(self.n) if s not in self.appears_dead and s not in self.lists]

    def answered_tonight(self) -> list[Seat]:
        """Seats that sent a list since tonight's dusk (by day, last night's), in seat order:
        what the public status lists as answered (spec §8), read from the public reports (a
        list of setup lines alone is an answer, though it stores no entries)."""
        start = 0
        for index, report in enumerate(self.reports):
            if report.code is Told.NIGHT_BEGINS and report.numbers == (self.number,):
                start = index
        return sorted(
            {report.seats[0] for report in self.reports[start:] if report.code is Told.ANSWERED}
        )

    def asked(self) -> list[Seat]:
        """Who the table sees asked: by night before the resolution, everyone appearing alive
        not :meth:`answered_tonight` (spec §8: the public status shows who has answered); no
        one while it resolves (N8: it says only "resolving", never who is asked again) or by
        day."""
        if self._outcome is not None or self.resolution is not None or self.phase != "night":
            return []
        answered = set(self.answered_tonight())
        return [s for s in range(self.n) if s not in self.appears_dead and s not in answered]

    def play(self, text: str, actor: Seat | Actor) -> list[Report]:
        """Parse and push in one step."""
        return self.push(self.parse_action(text, actor))

    def record(self) -> ClocktowerRecord:
        """The record that replays this game."""
        return ClocktowerRecord(
            seed=self.setup.seed,
            setup=self.setup,
            actions=[_actor_text(a) for a in self._actions],
            draws=dict(self.randomness.explicit),
        )

    def observe(self, seat: Seat) -> PlayerObservation:
        """Exactly what ``seat`` may know: alignment, evil team info, its DMs and public facts."""
        return observe(self, seat)

    def public_view(self) -> PublicView:
        """What everyone may know."""
        return public_view(self)

    # --- checks ---------------------------------------------------------------------------

    def _check(self, action: Action, actor: Seat | Actor) -> None:
        if isinstance(action, Ruling):
            if self.adjudication is None:
                raise RulingError(action.text, RulingProblem.NOT_ADJUDICATED)
            self.adjudication.check(action)
        elif isinstance(action, Submit):
            self._check_submit(action)
        elif isinstance(action, DaySend):
            if DAY_ACTIONS[action.verb].id not in self.script.characters:
                raise RefusedError(Refused.NO_ONE_CAN, verb=action.verb)
            if self.phase != "day":
                raise RefusedError(Refused.ONLY_BY_DAY, verb=action.verb)
            dead_may = DAY_ACTIONS[action.verb].day_dead_may
            if action.actor in self.appears_dead and not dead_may:
                raise RefusedError(Refused.DEAD_CANNOT, verb=action.verb)
        elif isinstance(action, ClaimSend):
            if self.phase != "day":
                raise RefusedError(Refused.ONLY_BY_DAY, verb="claim")
            if action.actor in self.appears_dead:
                raise RefusedError(Refused.DEAD_CANNOT, verb="claim")
            if action.character not in self.script.characters:
                raise RefusedError(Refused.CLAIM_NOT_IN_SCRIPT, character=action.character)
        elif isinstance(action, PrivateSend):
            self._check_private(action)
        elif isinstance(action, Nominate):
            self._check_nomination(action)
        elif isinstance(action, EndDay):
            if self.phase != "day":
                raise RefusedError(Refused.NOT_DAY)
        elif isinstance(action, Resolve):
            if self.phase != "night":
                raise RefusedError(Refused.NOT_NIGHT)
            if self.resolution is not None:
                raise RefusedError(Refused.RESOLVING)
        elif isinstance(action, Timeout):
            idle = self.resolution is None or self.resolution.waiting is None
            if idle and not self.setup_waiting:
                raise RefusedError(Refused.NO_REASK)

    def _check_submit(self, action: Submit) -> None:
        self._check_list(action)
        self._check_arrival(action)

    def _check_list(self, action: Submit) -> None:
        """Whether a list may be sent now at all (the phase, the sender, its lines' shapes):
        everything but its lines' verdicts on arrival."""
        seat, sub = action.seat, action.submission
        if self.phase != "night":
            raise RefusedError(Refused.ONLY_AT_NIGHT)
        if seat in self.appears_dead:
            raise RefusedError(Refused.DEAD_AT_NIGHT)
        if not sub.entries and not sub.setup:
            raise RefusedError(Refused.EMPTY)
        res = self.resolution
        if res is not None and res.waiting != seat and seat not in res.early:
            raise RefusedError(Refused.LOCKED)
        static = self._static_errors(seat, sub)
        if static:
            raise ListError(tuple(static))

    def _check_arrival(self, action: Submit) -> None:
        """Each line's verdict on arrival (spec N4, N8): not stored unless all are possible."""
        seat, sub = action.seat, action.submission
        verdicts = self._arrival(seat, sub)
        if not all(ok for _, ok in verdicts):
            base = self._arrival_base(seat)
            said = [Verdict(text, ok) for text, ok in verdicts[: len(sub.setup)]]
            for entry, (_, ok) in zip(sub.entries, verdicts[len(sub.setup) :], strict=True):
                if ok:
                    said.append(Verdict(entry.text, ok))
                    continue
                # a plain reason (naming the clause at fault); else say which clauses the
                # rest of the entry could do without
                why = entry_reason(self, seat, base, entry)
                without = blocking_clauses(self, seat, entry) if why is None else ()
                said.append(Verdict(entry.text, ok, why, without=without))
            drop = None
            if all(ok for _, ok in verdicts[: len(sub.setup)]):
                drop = drop_line(sub.entries, [ok for _, ok in verdicts[len(sub.setup) :]])
            raise NotStoredError(tuple(said), drop)

    def _static_errors(self, seat: Seat, sub: Submission | ClauseSubmission) -> list[Fault]:
        errors: list[Fault] = []
        for number, line in enumerate(sub.setup, start=1):
            if isinstance(line, SetupLearn):
                problems = setup_learn_errors(self.script, self.number, seat in self.evil, line)
                errors += [replace(f, number=number, setup=True) for f in problems]
                continue

            def fault(problem: Problem, **data: Any) -> Fault:
                return Fault(problem, number=number, setup=True, **data)  # noqa: B023

            if self.number != 1:
                errors.append(fault(Problem.SETUP_NIGHT_1))
            elif seat not in self.evil:
                errors.append(fault(Problem.SETUP_ONLY_EVIL))
            elif line.demon not in self.evil:
                errors.append(fault(Problem.SETUP_NOT_EVIL, seat=line.demon))
            elif line.bluffs is not None and (line.demon != seat or self.n < BLUFF_MIN_PLAYERS):
                errors.append(fault(Problem.SETUP_BLUFFS_SELF, count=BLUFF_MIN_PLAYERS))
            elif line.bluffs is None and line.demon == seat and self.n >= BLUFF_MIN_PLAYERS:
                errors.append(fault(Problem.SETUP_NAME_BLUFFS))
            elif line.bluffs is not None:
                good = {*self.script.townsfolk, *self.script.outsiders}
                if len(set(line.bluffs)) != 3 or not set(line.bluffs) <= good:
                    errors.append(fault(Problem.SETUP_BLUFFS_GOOD))
            if seat in self.setup_accepted and line != self.setup_accepted[seat]:
                errors.append(fault(Problem.SETUP_ACCEPTED))
        for number, entry in enumerate(sub.entries, start=1):
            if isinstance(entry, DontWake):
                continue
            if isinstance(entry, ClauseEntry):
                problems = entry_errors(self.script, entry, seat, self.n, self.number)
                if not problems:
                    problems = range_errors(self.script, entry, seat, self.n, self.number)
                errors += [replace(problem, number=number) for problem in problems]
                continue
            character = REGISTRY.get(entry.character)
            if character is None or entry.character not in self.script.characters:
                errors.append(Fault(Problem.NOT_IN_SCRIPT, word=entry.character, number=number))
                continue
            slot = self.script.slot(entry.character, self.number)
            if slot is None:
                errors.append(
                    Fault(
                        Problem.NO_WAKE_TONIGHT,
                        character=entry.character,
                        night=self.number,
                        number=number,
                    )
                )
                continue
            problem = character.shape_fault(entry, seat, self.n, self.number)
            if problem is not None:
                errors.append(replace(problem, number=number))
        return errors

    def _arrival(self, seat: Seat, sub: Submission | ClauseSubmission) -> list[tuple[str, bool]]:
        """Each line alone against the commitments so far (spec N4, N8)."""
        if self.adjudication is not None:
            return self.adjudication.arrival(seat, sub)
        base = self._arrival_base(seat)
        verdicts: list[tuple[str, bool]] = []
        for line in sub.setup:
            if isinstance(line, SetupLearn):
                verdicts.append((line.text, self._learn_possible(base, seat, line)))
                continue
            # before the setup point a teammate's lines are not read: they are its own secret
            lines = {**self.setup_lines, seat: sub.setup} if self.setup_resolved else None
            verdicts.append((line.text, self._setup_line_possible(base, line, lines)))
        for entry in sub.entries:
            verdicts.append((entry.text, self._entry_possible(base, seat, entry)))
        return verdicts

    def _entry_point(self, entry: PlanEntry, seat: Seat | None = None) -> int:
        """The point of the night an entry speaks of: its slot, or the end for a dont_wake;
        a clause entry's last point (N14), a bound part's own."""
        order = night_order(self.script, self.number)
        if isinstance(entry, Wake):
            return next(i for i, c in enumerate(order) if c.id == entry.character)
        if isinstance(entry, Upto):
            return entry.position
        if isinstance(entry, ClauseEntry):
            assert seat is not None
            return max(self._clause_points(seat, entry))  # arrival sees it as written
        return len(order)

    def _clause_points(self, seat: Seat, entry: ClauseEntry) -> list[int]:
        """Each clause's point as a position in tonight's order (clauses are in point order)."""
        order = night_order(self.script, self.number)
        slots = [self.script.slot(c.id, self.number) for c in order]
        return [
            slots.index(point(self.script, clause, seat, self.n, self.number))
            for clause in entry.clauses
        ]

    def _as_entry(self, entry: PlanEntry) -> PlanEntry:
        """A one-clause :class:`Wake` as a clause entry when the script takes those."""
        if self.clauses and isinstance(entry, Wake):
            return ClauseEntry((entry,))
        return entry

    def _learn_possible(self, base: History, seat: Seat, line: SetupLearn) -> bool:
        """V6: ``setup <character>`` holds in some world where the sender is a Minion and the
        character is in play."""
        if base.demon == seat or dict(base.learned).get(line.character) is False:
            return False
        minion = frozenset(self.script.minions)
        trial = base.with_learned(line.character, True).with_pins(((seat, minion),))
        return self.solver.possible(trial)

    def _entry_possible(
        self, base: History, seat: Seat, entry: PlanEntry, point: int | None = None
    ) -> bool:
        """possible(entry) given ``base``: some world satisfying it is still running at the
        point it speaks of (spec §1, N4, R5 amended); a world whose game ended earlier that
        night never checked the entry and is no witness."""
        entry = self._as_entry(entry)
        if point is None:
            point = self._entry_point(entry, seat)
        trial = base.with_entry(self.number, seat, entry)
        if self.solver.refused_early(trial, seat, entry, point):
            return False
        return self._running_at(trial, (self.number, 0, point))

    def _entry_refused_at_dusk(
        self, base: History, seat: Seat, entry: PlanEntry, point: int
    ) -> bool:
        """Whether :meth:`_entry_possible` of ``entry`` at ``point`` is known to answer no
        without a walk: the proofs it asks first refuse it (False: not known)."""
        entry = self._as_entry(entry)
        trial = base.with_entry(self.number, seat, entry)
        if self.solver.refused_early(trial, seat, entry, point):
            return True
        return self.solver.refused_at_dusk(trial, ("running", (self.number, 0, point)))

    def _arrival_base(self, seat: Seat) -> History:
        """What ``seat``'s arrival check may read (spec V4 as amended): before the Night 1
        resolution a good player's check ignores the evil setup, which is committed at a moment
        that names the last evil player to answer; N6 settles the conflict at resolution."""
        base = self._base_history(seat)
        if self.number == 1 and self.resolution is None and seat not in self.evil:
            return replace(base, demon=None, bluffs=None)
        return base

    def _base_history(self, seat: Seat) -> History:
        """What ``seat``'s list is checked against: the partial night where the resolution
        paused for it (N8), else the commitments (a player asked ahead: :meth:`_ask_ahead`)."""
        res = self.resolution
        if res is not None and res.waiting == seat and res.paused_at is not None:
            return res.paused_at
        return self.history

    def _setup_line_possible(
        self,
        base: History,
        line: SetupLine,
        lines: dict[Seat, tuple[SetupLine | SetupLearn, ...]] | None = None,
    ) -> bool:
        """Some world holds ``line`` once V6 has settled the learnable characters from the
        ``setup <character>`` lines in ``lines``: silence rules the Damsel out, so bluffs that
        need it in play are impossible unless a Minion's line puts it in. ``lines`` None leaves
        the learnable characters open (an arrival before the setup point)."""
        if base.demon is not None and line.demon != base.demon:
            return False
        if line.bluffs is not None and base.bluffs is not None and line.bluffs != base.bluffs:
            return False
        trial = base.with_setup(line)
        if lines is not None and self.clauses and not getattr(self, "_setup_told", False):
            trial, _ = self._settle_learned(trial, lines)
        return self.solver.possible(trial)

    def _check_nomination(self, action: Nominate) -> None:
        if self.phase != "day":
            raise RefusedError(Refused.NOMINATIONS_BY_DAY)
        if action.nominator in self.appears_dead:
            raise RefusedError(Refused.DEAD_NOMINATOR, action.nominator)
        if action.nominator in self.nominators:
            raise RefusedError(Refused.NOMINATED_ALREADY, action.nominator)
        if action.nominee in self.nominated:
            if action.nominee == STORYTELLER_NOMINEE:
                raise RefusedError(Refused.STORYTELLER_NOMINATED)
            raise RefusedError(Refused.NOMINEE_ALREADY, action.nominee)
        if len(set(action.voters)) != len(action.voters):
            raise RefusedError(Refused.VOTES_ONCE)
        for voter in action.voters:
            if voter in self.appears_dead and voter in self.ghost_used:
                raise RefusedError(Refused.GHOST_SPENT, voter)

    # --- night -------------------------------------------------------------------------------

    def _dusk(self) -> None:
        self.pi[self.number] = self.randomness.shuffle(f"pi/{self.number}", list(range(self.n)))
        self.lists = {}
        self.accepted_tonight = {}
        self.resolution = None
        self._public(Told.NIGHT_BEGINS, numbers=(self.number,))

    def _submit(self, action: Submit) -> None:
        seat, sub = action.seat, action.submission
        if sub.setup:
            self.setup_lines[seat] = sub.setup
            self.setup_waiting.discard(seat)
            if self.setup_resolved and seat not in self.setup_accepted:
                self._accept_setup_line(seat, self.history)
        if isinstance(sub, ClauseSubmission) and sub.entries:
            self.lists[seat] = ClauseSubmission((), sub.entries)
        elif isinstance(sub, Submission) and sub.entries:
            self.lists[seat] = Submission((), sub.entries)
        lines = tuple(line.text for line in (*sub.setup, *sub.entries))
        self._tell(seat, Told.STORED, numbers=(self.number,), ids=lines)
        if self.resolution is None:
            self._public(Told.ANSWERED, seats=(seat,))
        if self.number == 1 and not self.setup_resolved and self.evil <= self.setup_lines.keys():
            self._resolve_setup()
        res = self.resolution
        if res is not None and seat in res.early and res.waiting != seat:
            res.early.discard(seat)  # its new list waits for the walk to reach it
            res.index[seat] = 0
            return
        if self.resolution is not None and self.resolution.waiting == seat:
            if sub.entries or not self.resolution.waiting_setup:
                self.resolution.index[seat] = 0
            self.resolution.waiting = None
            self.resolution.paused_at = None
            self._walk()

    def _resolve_setup(self) -> None:
        """Evil players in π₁ order; each one's first possible line is accepted (spec V3, V4)."""
        self.setup_resolved = True
        for seat in self.pi[1]:
            if seat in self.evil:
                self._accept_setup_line(seat, self.history)
        for seat in sorted(self.evil):
            if seat not in self.setup_accepted:
                self.setup_waiting.add(seat)
                self._tell(seat, Told.SETUP_IMPOSSIBLE)
        self._setup_news()

    def _accept_setup_line(self, seat: Seat, base: History) -> bool:
        for line in self.setup_lines.get(seat, ()):
            if isinstance(line, SetupLearn):
                continue  # taken once every demon line is settled (V6)
            if self._setup_line_possible(self.history, line, self.setup_lines):
                self.setup_accepted[seat] = line
                self.history = self.history.with_setup(line)
                self._setup_news()
                return True
        if self.setup_resolved:
            self.setup_waiting.add(seat)
        return False

    def _setup_news(self) -> None:
        if not all(s in self.setup_accepted for s in self.evil):
            return
        if getattr(self, "_setup_told", False):
            return
        self._setup_told = True
        if self.clauses:
            self._resolve_learned()
        demon = self.history.demon
        assert demon is not None
        for seat in sorted(self.evil):
            self._tell(seat, Told.DEMON, seats=(demon,))
            if seat != demon:
                for character in self.learned_at_setup:
                    self._tell(seat, Told.IN_PLAY, ids=(character,))
        if self.history.bluffs:
            self._tell(demon, Told.BLUFFS, ids=self.history.bluffs)

    def _resolve_learned(self) -> None:
        """V6: the ``setup <character>`` lines in π₁ order once the demon lines are settled,
        each accepted if possible (else its sender is told); a learnable character no line
        put in play is then committed out of play."""
        self.history, verdicts = self._settle_learned(self.history, self.setup_lines)
        for seat, character, accepted in verdicts:
            if accepted:
                self.learned_at_setup.append(character)
            else:
                self._tell(seat, Told.LEARNED_NOTHING, ids=(character,))

    def _settle_learned(
        self, history: History, lines: dict[Seat, tuple[SetupLine | SetupLearn, ...]]
    ) -> tuple[History, list[tuple[Seat, str, bool]]]:
        """``history`` with V6 applied to ``lines``, and each answered line's verdict (sender,
        character, accepted) in π₁ order."""
        learned: list[str] = []
        verdicts: list[tuple[Seat, str, bool]] = []
        for seat in self.pi[1]:
            for line in lines.get(seat, ()):
                if not isinstance(line, SetupLearn):
                    continue
                # the Demon's line is answered even after a Minion's was taken: its silence
                # would tell the Demon what the Minion learned
                taken = line.character in learned
                if taken and seat != history.demon:
                    continue
                accepted = not taken and self._learn_possible(history, seat, line)
                if accepted:
                    history = history.with_learned(line.character, True)
                    learned.append(line.character)
                verdicts.append((seat, line.character, accepted))
        for character in self.script.characters:
            if REGISTRY[character].learned_at_setup and character not in learned:
                history = history.with_learned(character, False)
        return history, verdicts

    def _entries(self, seat: Seat) -> tuple[PlanEntry, ...]:
        sub = self.lists.get(seat)
        return sub.entries if sub else (DontWake(),)

    def _start_resolution(self) -> None:
        self.resolution = _Resolution(
            index={s: 0 for s in range(self.n) if s not in self.appears_dead}
        )
        self._public(Told.RESOLVING, numbers=(self.number,))
        self._walk()

    def _walk(self) -> None:
        """Spec N6: walk the night in order; restart after every advance; pause to re-ask."""
        if self.adjudication is not None:
            self.adjudication.walk()
            return
        res = self.resolution
        assert res is not None
        if self.number == 1 and not self.setup_resolved:
            self._resolve_setup()
        if self.number == 1 and self.setup_waiting:
            seat = min(self.setup_waiting, key=self.pi[1].index)
            res.waiting, res.waiting_setup, res.paused_at = seat, True, self.history
            return
        while True:
            outcome = self._walk_once()
            if isinstance(outcome, History):
                self._dawn(outcome)
                return
            seat, acc = outcome
            refused = self._entries(seat)[res.index[seat]]  # what _walk_once refused at acc
            res.index[seat] += 1
            if res.index[seat] >= len(self._entries(seat)):
                res.waiting, res.waiting_setup, res.paused_at = seat, False, acc
                res.must_wake = (seat, acc) if isinstance(refused, DontWake) else None
                if seat in res.early:
                    res.early.discard(seat)  # asked already, with the others: not again
                else:
                    if self._reask(seat, acc):
                        res.must_wake = (seat, acc)
                    self._ask_ahead(seat)
                return

    def _walk_once(self) -> History | tuple[Seat, History]:
        res = self.resolution
        assert res is not None
        acc = self.history
        order = night_order(self.script, self.number)
        pi = self.pi[self.number]
        active = [s for s in pi if s in res.index]
        memo = _DueMemo(woken=res.woken)
        for position in range(len(order) + 1):
            if not self._running_at(acc, (self.number, 0, position)):
                break
            if position < len(order) and self.clauses:
                for seat in active:
                    entry = self._entries(seat)[res.index[seat]]
                    if not isinstance(entry, ClauseEntry):
                        continue
                    points = self._clause_points(seat, entry)
                    if position not in points:
                        continue
                    bound: PlanEntry = entry
                    if position != max(points):
                        kept = [
                            c for c, p in zip(entry.clauses, points, strict=True) if p <= position
                        ]
                        bound = Upto(ClauseEntry(tuple(kept)), position)
                    if not self._entry_possible(acc, seat, bound, position):
                        return seat, acc
                    acc = acc.with_entry(self.number, seat, bound)
            elif position < len(order):
                for seat in active:
                    entry = self._entries(seat)[res.index[seat]]
                    if isinstance(entry, Wake) and entry.character == order[position].id:
                        if not self._entry_possible(acc, seat, entry, position):
                            return seat, acc
                        acc = acc.with_entry(self.number, seat, entry)
            for seat in active:
                entry = self._entries(seat)[res.index[seat]]
                due = isinstance(entry, DontWake) and self._due(
                    acc, seat, position, len(order), memo
                )
                if due:
                    if not self._entry_possible(acc, seat, entry, position):
                        return seat, acc
                    acc = acc.with_entry(self.number, seat, entry)
        return acc

    def _running_at(self, history: History, key: TimeKey) -> bool:
        return self.solver.exists(
            history, ("running", key), lambda leaf: leaf.ended is None or leaf.ended >= key
        )

    def _due(self, acc: History, seat: Seat, position: int, end: int, memo: _DueMemo) -> bool:
        """Spec R5: a dont_wake is settled at the end, or right after the last slot at which the
        player wakes in some world when it cannot be alive at dawn without waking (``memo``:
        what this walk learned already, see :class:`_DueMemo`)."""
        if dict(acc.phases[-1].entries).get(seat) is not None:  # type: ignore[union-attr]
            return False
        if position >= end:
            return True
        if seat not in memo.never_unwoken:
            # "alive at dawn without having woken" is "alive at dawn" among the worlds that
            # obey a dont_wake for the seat; the search then drops a world at the first slot
            # where the seat would wake instead of finishing it
            quiet = acc.with_entry(self.number, seat, DontWake())
            # R5 amended: only a world still running at dawn witnesses "alive at dawn"; a
            # seat that wakes in every world at dusk reaching dawn has none (early.py)
            alive = (
                not self.solver.refused_early(quiet, seat, DontWake(), end)
                and not self.solver.never_unwoken(quiet, seat)
                and self.solver.exists(
                    quiet, ("alive", seat), lambda leaf: leaf.alive[seat] and leaf.ended is None
                )
            )
            if alive:
                return False
            memo.never_unwoken.add(seat)
        tracked = replace(acc, track=frozenset((seat,)))
        known = memo.latest.get(seat)
        if known is not None and (known[1] <= position or known[0] == tracked):
            return known[1] <= position
        seen = memo.woken.get(seat)
        if seen is not None and seen[0] == tracked and position < seen[1]:
            return False
        if self.solver.never_wakes_after(tracked, seat, position):
            return True
        later = self.solver.wake_after(tracked, seat, position)
        if later is None:
            return True
        memo.woken[seat] = (tracked, later)
        found = self.solver.latest_wake(tracked, seat)
        if found is not None:
            memo.latest[seat] = (tracked, found)
        return False

    def _reask(self, seat: Seat, acc: History) -> bool:
        """Spec N8 and O2: none of the entries is possible; say why in words that tell nothing,
        the forced wake when certain, and the entries still possible when few. True when it
        names one: ``seat`` wakes in every world of ``acc``."""
        listed = self._entries(seat)
        report = reask_report(self, seat, acc, listed, sent=seat in self.lists)
        self.reports.append(report)
        return bool(report.ids)  # the forced character or kind (O2, N17), else none

    def _ask_ahead(self, paused: Seat) -> None:
        """Ask now, alongside ``paused``, every player whose remaining entries are impossible
        with the commitments alone. The walk (N6) checks an entry against the commitments and
        entries accepted before it tonight, which only remove worlds, so whatever ``paused``
        answers, it will find none of theirs possible and ask them (or end the game first);
        asking them at the same point in parallel spares them the wait, one after the other.
        Only Night 1 can have them: a list is possible with the commitments when it arrives,
        and only the Night 1 setup is committed after that (spec V4)."""
        res = self.resolution
        if self.number != 1 or res is None:
            return
        for seat in self.pi[self.number]:
            if seat == paused or seat not in res.index or seat in res.early:
                continue
            remaining = self._entries(seat)[res.index[seat] :]
            if not any(
                self.solver.possible_aside(self.history.with_entry(self.number, seat, entry))
                for entry in remaining
            ):
                res.early.add(seat)
                self._reask(seat, self.history)

    def _timeout(self) -> None:
        """Fallback F (N9, V5) for whoever is being asked again."""
        res = self.resolution
        if res is None or res.waiting is None:
            for seat in sorted(self.setup_waiting):
                self._setup_fallback(seat)
            return
        seat = res.waiting
        base = res.paused_at or self.history
        if res.waiting_setup:
            self._setup_fallback(seat)
            res.waiting = None
            res.paused_at = None
            self._walk()
            return
        if not self._must_wake(seat, base) and self._entry_possible(base, seat, DontWake()):
            choice: Entry | ClauseEntry = DontWake()
        else:
            key = f"fallback/{self.number}/{seat_text(seat)}/{len(self._actions)}"
            choice = self._fallback_wake(base, seat, key)
        if self.clauses:
            entry = self._as_entry(choice)
            assert isinstance(entry, ClauseEntry | DontWake)
            self.lists[seat] = ClauseSubmission((), (entry,))
        else:
            assert not isinstance(choice, ClauseEntry)  # joined entries only where clauses are
            self.lists[seat] = Submission((), (choice,))
        res.index[seat] = 0
        res.waiting = None
        res.paused_at = None
        self._walk()

    def _must_wake(self, seat: Seat, base: History) -> bool:
        """Whether the walk paused at ``base`` for ``seat`` knows already that no world of
        ``base`` in which the seat never wakes runs at the night's end, so that fallback F's
        ``dont_wake`` (asked at the end) is refused without a walk of its own (fifteen
        players, seed 7, Night 2: a Mathematician's 11,926 branch steps, an Empath's 8,614).
        Either the walk refused the seat's ``dont_wake`` at ``base`` at its due point, at or
        before the end (a world running at the end runs at every point before it), or the
        re-ask found a character the seat wakes as in every world of ``base`` (O2)."""
        res = self.resolution
        known = None if res is None else res.must_wake
        return known is not None and known[0] == seat and known[1] is base

    def _fallback_wake(self, base: History, seat: Seat, key: str) -> Wake | ClauseEntry:
        """Spec N9 amended: a wake entry drawn uniformly among the possible ones whose choices
        name only seats that appear alive and are not ``seat`` (a silent Imp neither kills the
        dead nor passes the Demon by accident); only when none is possible, among every
        possible one. Only when no one-clause entry is possible at all (N16 draws from those),
        the same two tiers of the possible joined entries: a seat that wakes at two slots in
        every world has no other (a Poisoner the Demon's swap makes an Empath; issue 26).

        Only when none of those is possible either, the same tiers with the optional wakes
        N16 leaves out (the Barber's swap): another seat's accepted entry may need the swap in
        every world (seed 2007's Empath made by it), and a night the fallback cannot end
        would leave the game stuck; a silent Demon still never swaps when it need not."""
        wakes = all_wakes(self, seat)
        plain = [w for w in wakes if not REGISTRY[w.character].optional_wake]
        picked = self._fallback_tiers(base, seat, key, plain, plain)
        if picked is None and len(plain) < len(wakes):
            optional = [w for w in wakes if REGISTRY[w.character].optional_wake]
            picked = self._fallback_tiers(base, seat, key + "/optional", optional, wakes)
        if picked is None:
            raise DrawError(f"draw {key!r} has no possible outcome")
        return picked

    def _fallback_tiers(
        self, base: History, seat: Seat, key: str, singles: list[Wake], joinable: list[Wake]
    ) -> Wake | ClauseEntry | None:
        """A possible one-clause entry of ``singles`` drawn, else (on a script of clauses) a
        possible joined entry of ``joinable``'s clauses, else None."""
        picked: Wake | ClauseEntry | None = self._draw_possible(
            base, seat, key, self._wakable(base, seat, singles)
        )
        if picked is None and self.clauses:
            joined = self._joined(base, seat, joinable)
            picked = self._draw_possible(base, seat, key + "/joined", joined)
        return picked

    def joined_entries(
        self, seat: Seat, wakes: list[Wake], questions: int | None = None
    ) -> list[ClauseEntry]:
        """The entries of two or more of ``wakes``' clauses whose every clause, information
        left out, holds up to its point in some world ``seat``'s list is checked against now:
        what Fallback F's joined tier draws among (none on a script without clauses). Their
        information values are combined unchecked, so each still needs the arrival check
        whole. ``questions`` bounds the solver's questions: once they are spent, every shape
        not yet asked about is left out (a player's helper that must not run on for ever).
        Empty by day, when no list is taken."""
        if not self.clauses or self.phase != "night":
            return []
        return self._joined(self._arrival_base(seat), seat, wakes, questions)

    def _joined(
        self, base: History, seat: Seat, wakes: list[Wake], questions: int | None = None
    ) -> list[ClauseEntry]:
        """:func:`~engine.clocktower.fallback.joined_wakes` of ``wakes`` against ``base``,
        tonight's counts of marks unread (as for :meth:`_wakable`), asking the solver at most
        ``questions`` times (no bound when None)."""
        unread = _counts_unread(base)

        def possible(entry: PlanEntry, at: int) -> bool:
            return self._entry_possible(unread, seat, entry, at)

        def refused(entry: PlanEntry, at: int) -> bool:
            return self._entry_refused_at_dusk(unread, seat, entry, at)

        def position(wake: Wake) -> int:
            return self._clause_points(seat, ClauseEntry((wake,)))[0]

        return joined_wakes(wakes, position, possible, questions, refused)

    def _draw_possible(self, base: History, seat: Seat, key: str, entries: list[_E]) -> _E | None:
        """One of ``entries`` possible for ``seat``, those naming only seats that appear alive
        and not ``seat`` first (N9 amended), or None.

        Drawn by elimination: an entry is drawn among those left and checked; an impossible
        one is dropped and the draw repeated. Every order of draws being equally likely, the
        first possible entry drawn is uniform among the possible ones, and a Fortune Teller's
        364 entries need not all be checked first. Once a wake at some slot is refused, the
        seat is asked whether it wakes at that slot at all (:meth:`_drawn_possible`): the
        draws and deletions are the same, the later wakes there need no walk each."""
        slots: dict[int, bool] = {}
        tidy: list[_E] = []
        rest: list[_E] = []
        for entry in entries:
            clauses = entry.clauses if isinstance(entry, ClauseEntry) else (entry,)
            named = all(
                c != seat and c not in self.appears_dead for w in clauses for c in w.choices
            )
            (tidy if named else rest).append(entry)
        pause = pause_point()  # a draw lists every entry left: a step of its own
        for tier, tiered in (("", tidy), ("/any", rest)):
            left = list(tiered)
            texts = [e.text for e in left]  # a text is built anew each time it is read
            attempt = 0
            while left:
                pause()
                name = key + tier + (f"/{attempt}" if attempt else "")
                index = texts.index(self.randomness.draw_even(name, texts))
                if self._drawn_possible(base, seat, left[index], slots):
                    return left[index]
                del left[index], texts[index]
                attempt += 1
        return None

    def _drawn_possible(
        self, base: History, seat: Seat, entry: Wake | ClauseEntry, slots: dict[int, bool]
    ) -> bool:
        """:meth:`_entry_possible` of a drawn entry. ``slots``: per position of tonight's
        order, whether ``seat`` may wake there at all (``slot_wakes.wakes_at``), asked once
        the first one-clause wake at that position is refused; a wake at a position where it
        may not is refused without a walk of its own (seed 7's Night 2 at eight players: a
        silent Mathematician's draw walked 108 refused entries, 80 of them the Gambler's
        choices and guesses, 3.2 s)."""
        position = self._single_slot(base, seat, entry)
        if position is not None and slots.get(position) is False:
            return False
        if self._entry_possible(base, seat, entry):
            return True
        if position is not None and position not in slots:
            slots[position] = wakes_at(self.solver, base, seat, position)
        return False

    def _single_slot(self, base: History, seat: Seat, entry: Wake | ClauseEntry) -> int | None:
        """The position of tonight's order of a one-clause wake of a character on a script of
        clauses whose only slot tonight is there, when ``seat`` has no entry in ``base``'s
        night (what :func:`~engine.clocktower.slot_wakes.wakes_at` reads); else None."""
        night = base.phases[-1] if base.phases else None
        if not self.clauses or not isinstance(night, NightPlan) or night.number != self.number:
            return None
        if seat in dict(night.entries):
            return None
        clauses = entry.clauses if isinstance(entry, ClauseEntry) else (entry,)
        if len(clauses) != 1 or clauses[0].character not in REGISTRY:
            return None  # a kind clause may stand for characters at several slots
        order = night_order(self.script, self.number)
        slot = [i for i, module in enumerate(order) if module.id == clauses[0].character]
        return slot[0] if len(slot) == 1 else None

    def _wakable(self, base: History, seat: Seat, wakes: list[Wake]) -> list[Wake]:
        """``wakes`` without those of characters ``seat`` cannot wake as tonight: a wake with
        no information is possible whenever one with information is (and, for a character
        whose choices have no effect, whatever the choices), so one question per character
        (per choice for the others) spares checking every information value.

        Tonight's counts of marks are left unread for that question: a droisoned seat's false
        information places a mark that a wake without information does not, and a count may
        need it (a poisoned Pixie's wrong Townsfolk behind `wake mathematician learn 1`); a
        world holding an informed wake holds the bare one once no count reads the mark."""
        base = _counts_unread(base)
        able: dict[tuple[str, tuple[Seat, ...]], bool] = {}
        kept = []
        for wake in wakes:
            if wake.info is None:
                kept.append(wake)
                continue
            choices = wake.choices if REGISTRY[wake.character].has_effect else ()
            key = (wake.character, choices)
            if key not in able:
                bare = Wake(wake.character, wake.choices, None)
                able[key] = self._entry_possible(base, seat, bare)
            if able[key]:
                kept.append(wake)
        return kept

    def _setup_fallback(self, seat: Seat) -> None:
        base = self.history
        demon = base.demon
        candidates: list[SetupLine] = []
        if demon is not None and demon != seat:
            candidates = [SetupLine(demon)]
        else:
            for d in sorted(self.evil):
                if d != seat:
                    candidates.append(SetupLine(d))
            if self.n >= BLUFF_MIN_PLAYERS:
                good = [*self.script.townsfolk, *self.script.outsiders]
                candidates += [
                    SetupLine(seat, (a, b, c)) for a, b, c in itertools.combinations(good, 3)
                ]
            else:
                candidates.append(SetupLine(seat))
        lines = self.setup_lines
        options: list[tuple[SetupLine, tuple[SetupLearn, ...]]] = [
            (line, ()) for line in candidates if self._setup_line_possible(base, line, lines)
        ]
        key = f"fallback/setup/{seat_text(seat)}/{len(self._actions)}"
        if not options:
            # V6's silence rules a learnable character out; where every world holds it (a cut
            # script whose only Minion brings it in) that leaves no line at all, so the
            # silent player learns it, as in play the Minions always would
            options, key = self._learning_options(base, seat, candidates), key + "/learn"
        texts = [line.text + "".join(f"; {x.text}" for x in learn) for line, learn in options]
        picked = self.randomness.draw(key, [(text, 1) for text in texts])
        line, learn = options[texts.index(picked)]
        # the seat's own ``setup <character>`` lines stay: the options were judged with them
        kept = tuple(own for own in self.setup_lines.get(seat, ()) if isinstance(own, SetupLearn))
        self.setup_lines[seat] = (line, *kept, *learn)
        self.setup_waiting.discard(seat)
        self._accept_setup_line(seat, base)

    def _learning_options(
        self, base: History, seat: Seat, candidates: list[SetupLine]
    ) -> list[tuple[SetupLine, tuple[SetupLearn, ...]]]:
        """The fallback's setup lines possible once ``seat`` also learns one learnable
        character (V6), each with the ``setup <character>`` line it needs."""
        lines = self.setup_lines
        options: list[tuple[SetupLine, tuple[SetupLearn, ...]]] = []
        for character in self.script.characters:
            if not REGISTRY[character].learned_at_setup:
                continue
            learn = SetupLearn(character)
            own = {**lines, seat: (*lines.get(seat, ()), learn)}
            options += [
                (line, (learn,))
                for line in candidates
                if self._setup_line_possible(base, line, own)
            ]
        return options

    def _dawn(self, acc: History) -> None:
        """Spec N10: commit, tell each player what happened, deaths, the end check, prompts."""
        self.history = acc
        plan = acc.phases[-1]
        assert isinstance(plan, NightPlan)
        self.accepted_tonight = plan.entry_map()
        for seat in range(self.n):
            entry = self.accepted_tonight.get(seat)
            if seat in self.appears_dead:
                continue
            self._tell(seat, Told.NIGHT, numbers=(self.number,), entries=_told(entry))
        self.resolution = None
        key = (self.number, 0, DAWN_POS)
        self._commit_point(key, executed=None)
        if self._outcome is None:
            self.phase = "day"
            self.alive_at_dawn = self.n - len(self.appears_dead)
            self.nominated, self.nominators = set(), set()
            self.block, self.high = None, 0
            self.history = replace(
                self.history, phases=(*self.history.phases, DayPlan(self.number))
            )
            self._public(Told.DAY_BEGINS, numbers=(self.number,))

    def _commit_point(self, key: TimeKey, executed: Seat | None) -> None:
        """Deaths (Law 4), the end check (E2), then prompts (Law 3)."""
        fates = self.solver.fates(self.history)
        dead = [
            s for s in range(self.n)
            if s not in self.appears_dead and all(not fate.alive[s] for fate in fates)
        ]  # fmt: skip
        if executed in dead:
            dead.remove(executed)
            dead.insert(0, executed)
        for seat in dead:
            self.appears_dead.add(seat)
            self._public(Told.DEAD, seats=(seat,))
        self._end_check(key, fates)
        if self._outcome is None:
            self._prompts()

    def _end_check(self, key: TimeKey, fates: list[Fate]) -> None:
        ended = bool(fates) and all(fate.ended is not None for fate in fates)
        doom = (
            not ended
            and key[1:] == (1, END_OF_DAY_POS)
            and self.solver.doomed_evil_win(self.history)
        )
        if ended or doom:
            good = not doom and all(fate.winner == "good" for fate in fates)
            winner = "good" if good else "evil"
            seats = tuple(s for s in range(self.n) if (s in self.evil) == (winner == "evil"))
            self._outcome = Outcome(seats, winner, f"The {winner} team wins.")
            self.phase = "over"
            self._public(Told.OVER, ids=(winner,))
            return
        self.history = replace(self.history, running_until=key)

    def due_prompts(self) -> list[tuple[Seat, str, bool]]:
        """The prompts (O1) every world of Ψ gives now that no one has been told yet: (seat,
        token, False) for "your character token is", (seat, character, True) for a Minion who
        became that character ("you are now the Imp", O1b). They go out at the next dawn or end
        of day; in between (after a day action such as a Slayer shot) they are pending."""
        facts = self.solver.prompt_facts(self.history)
        due: list[tuple[Seat, str, bool]] = []
        for seat in range(self.n):
            believed = facts.believed[seat]
            if seat not in self.prompted_token and len(believed) == 1:
                due.append((seat, next(iter(believed)), False))
        for seat in sorted(self.evil):
            if seat in self.prompted_demon or seat == self.history.demon:
                continue
            became = facts.became[seat]
            if facts.minion_only[seat] and len(became) == 1 and None not in became:
                due.append((seat, str(next(iter(became))), True))
        return due

    def _prompts(self) -> None:
        for seat, character, became in self.due_prompts():
            if became:
                self.prompted_demon.add(seat)
                self._tell(seat, Told.BECAME, ids=(character,))
            else:
                self.prompted_token[seat] = character
                self._tell(seat, Told.TOKEN, ids=(character,))
        for seat, night, character in self.due_changes():
            self.prompted_change.add((seat, night))
            self._tell(seat, Told.BECAME, ids=(character,))
            if self.script.kind(character) is Kind.MINION:  # O4 (c): the Minions' setup news
                for learned in self.learned_at_setup:
                    self._tell(seat, Told.IN_PLAY, ids=(learned,))

    def due_changes(self) -> list[tuple[Seat, int, str]]:
        """O4 (b): (seat, night, character) for each seat that a swap on that night gave a
        character, once every world of Ψ has that seat's swap that night and tells it the
        same character: the prompt is what every world says (Law 3), and a Drunk's is the
        Townsfolk it believes (R12), so ``monk`` in some worlds and ``drunk(monk)`` in the
        others is "You are now the Monk." in all, as the token prompt reads them (O1 a).
        One per seat and night."""
        due = []
        for seat, night, got in self.untold_changes():
            told = {token_believed(token) for token in got}
            if "" not in got and len(told) == 1:
                due.append((seat, night, told.pop()))
        return due

    def untold_changes(
        self, history: History | None = None
    ) -> list[tuple[Seat, int, frozenset[str]]]:
        """Every (seat, night) that a swap changed in some world of ``history`` (Ψ by default)
        and that was not told yet, with the tokens it got across the worlds ("" where that
        world has no such swap): tokens that all tell one character are a due prompt (O4 b,
        :meth:`due_changes`), others a prompt waiting for the worlds to agree."""
        history = self.history if history is None else history
        # each leaf's swaps alone: the leaves without the grimoire's droisoning and notes
        leaves = self.solver.plain_leaves(history) if self.clauses else []
        untold = []
        for seat, night in sorted({(s, n) for leaf in leaves for n, s, _ in leaf.changes}):
            if (seat, night) in self.prompted_change:
                continue
            got = frozenset(
                next((tok for n, s, tok in reversed(leaf.changes) if (n, s) == (night, seat)), "")
                for leaf in leaves
            )
            untold.append((seat, night, got))
        return untold

    # --- day ---------------------------------------------------------------------------------

    def _storyteller_on_the_block(self) -> None:
        """D7: the storyteller on the block at the end of the day ends the game at once:
        good wins an Atheist game, evil any other (every running world ends evil, E2)."""
        winner = "good" if self.adjudicated else "evil"
        seats = tuple(s for s in range(self.n) if (s in self.evil) == (winner == "evil"))
        self._public(Told.STORYTELLER_EXECUTED)
        self._outcome = Outcome(seats, winner, f"The {winner} team wins.")
        self.phase = "over"
        self._public(Told.OVER, ids=(winner,))

    def _check_private(self, action: PrivateSend) -> None:
        """D11: by day, from a player appearing alive, on a script with the verb, and
        possible now (checked like a night entry on arrival; refused, nothing recorded)."""
        if PRIVATE_ACTIONS[action.verb].id not in self.script.characters:
            raise RefusedError(Refused.NO_ONE_CAN, verb=action.verb)
        if self.phase != "day":
            raise RefusedError(Refused.ONLY_BY_DAY, verb=action.verb)
        if action.actor in self.appears_dead:
            raise RefusedError(Refused.DEAD_CANNOT, verb=action.verb)
        if self.adjudication is not None:  # A3, A6: the shadow's verdict, as on arrival
            self.adjudication.check_private(action)
            return
        plan = self.history.phases[-1]
        assert isinstance(plan, DayPlan)
        event = Private(action.verb, action.actor, action.seats)
        trial = DayPlan(plan.number, (*plan.events, event))
        history = replace(self.history, phases=(*self.history.phases[:-1], trial))
        if not self.solver.all_leaves(history):
            raise RefusedError(Refused.PRIVATE_IMPOSSIBLE, verb=action.verb)

    def _private(self, action: PrivateSend) -> None:
        """D11: committed at once (a commit point) and answered to its sender alone."""
        index = self._day_event(Private(action.verb, action.actor, action.seats))
        self._tell(action.actor, Told.PRIVATE_ACCEPTED, seats=action.seats, ids=(action.verb,))
        self._end_check((self.number, 1, index), self.solver.fates(self.history))

    def _claim(self, action: ClaimSend) -> None:
        """D9: posted and recorded; a fact in every world (only the Pixie reads it)."""
        index = self._day_event(Claim(action.actor, action.character))
        self._public(Told.CLAIMED, seats=(action.actor,), ids=(action.character,))
        self._end_check((self.number, 1, index), self.solver.fates(self.history))

    def _day_event(self, event: DayEvent) -> int:
        plan = self.history.phases[-1]
        assert isinstance(plan, DayPlan)
        plan = DayPlan(plan.number, (*plan.events, event))
        self.history = replace(self.history, phases=(*self.history.phases[:-1], plan))
        return len(plan.events) - 1

    @property
    def votes_needed(self) -> int:
        """Yes votes the next nomination today needs to put its nominee on the block (spec D4):
        half of those alive at dawn, rounded up, and more than the day's highest count so far,
        whether that count put someone on the block or tied (a 4-4 tie needs 5)."""
        return max(math.ceil(self.alive_at_dawn / 2), self.high + 1)

    def _nominate(self, action: Nominate) -> None:
        # the storyteller (D7) is announced by name; everything else is as for a seat
        self.nominators.add(action.nominator)
        self.nominated.add(action.nominee)
        for voter in action.voters:
            if voter in self.appears_dead:
                self.ghost_used.add(voter)
        count = len(action.voters)
        threshold = math.ceil(self.alive_at_dawn / 2)
        if count >= threshold:
            if count > self.high:
                self.block, self.high = action.nominee, count
            elif count == self.high:
                self.block = None
        if action.nominee == STORYTELLER_NOMINEE:
            self._public(
                Told.NOMINATED_STORYTELLER,
                seats=(action.nominator,),
                numbers=(count, self.votes_needed),
            )
            return
        self._public(
            Told.NOMINATED,
            seats=(action.nominator, action.nominee),
            numbers=(count, self.votes_needed),
        )

    def _day_action(self, action: DaySend) -> None:
        index = self._day_event(DayAction(action.verb, action.actor, action.target))
        self._public(Told.DAY_ACTION, seats=(action.actor, action.target), ids=(action.verb,))
        self._end_check((self.number, 1, index), self.solver.fates(self.history))

    def _end_day(self) -> None:
        executed = self.block
        if executed == STORYTELLER_NOMINEE:
            self._storyteller_on_the_block()
            return
        if executed is not None:
            self._day_event(Execute(executed))
            self._public(Told.EXECUTED, seats=(executed,))
        if self.clauses:  # the explicit worlds apply their end-of-day rules (E5 c)
            plan = self.history.phases[-1]
            assert isinstance(plan, DayPlan)
            over = replace(plan, over=True)
            self.history = replace(self.history, phases=(*self.history.phases[:-1], over))
        self._commit_point((self.number, 1, END_OF_DAY_POS), executed)
        if self._outcome is None:
            if self.clauses:
                # this history is the coming night's dusk, which its open grimoire reads:
                # its full leaves built by day (the prompts read plain ones), as the
                # prompts built them before (ten players, seed 2026: 2 s of Night 2's view)
                self.solver.all_leaves(self.history)
            self.number += 1
            self.phase = "night"
            self.history = replace(
                self.history, phases=(*self.history.phases, NightPlan(self.number))
            )
            self._dusk()

    # --- reports -----------------------------------------------------------------------------

    def _tell(
        self,
        to: Seat | str,
        code: Told,
        *,
        seats: tuple[Seat, ...] = (),
        numbers: tuple[int, ...] = (),
        ids: tuple[str, ...] = (),
        entries: tuple[Entry, ...] = (),
    ) -> None:
        self.reports.append(Report(to, code, seats, numbers, ids, entries))

    def _public(
        self,
        code: Told,
        *,
        seats: tuple[Seat, ...] = (),
        numbers: tuple[int, ...] = (),
        ids: tuple[str, ...] = (),
    ) -> None:
        self._tell("public", code, seats=seats, numbers=numbers, ids=ids)


def _sender(action: Action) -> Seat | Actor:
    """Who sends ``action``: its seat, else the storyteller (the checks read the seats the
    action names, not this)."""
    if isinstance(action, Submit):
        return action.seat
    if isinstance(action, DaySend | ClaimSend | PrivateSend):
        return action.actor
    return Actor.STORYTELLER


def _actor_text(action: Action) -> str:
    return action.text


def _told(entry: PlanEntry | None) -> tuple[Entry, ...]:
    """What happened to a player at night as the report's entries: a clause entry's
    clauses in point order, else the entry (``dont_wake`` when the player did not wake)."""
    if isinstance(entry, Upto):
        entry = entry.entry
    if isinstance(entry, ClauseEntry):
        return entry.clauses
    return (entry or DontWake(),)


AdjudicatorFactory = Callable[[ClocktowerGame, frozenset[Seat]], Adjudicator]
"""Builds the storyteller's side of an adjudicated game from the game and its phantom roll's
evil seats."""

_factory: AdjudicatorFactory | None = None


def adjudicate_with(factory: AdjudicatorFactory) -> None:
    """Install what drives every adjudicated game. The package installs
    :class:`~engine.clocktower.adjudication.Adjudication` from above: it drives the game
    through its internals, so this module cannot import it."""
    global _factory
    _factory = factory


def _adjudicator(game: ClocktowerGame, evil: frozenset[Seat]) -> Adjudicator:
    if _factory is None:
        raise RuntimeError("no adjudicator installed (engine.clocktower installs one)")
    return _factory(game, evil)


def _counts_unread(history: History) -> History:
    """``history`` with the information of tonight's entries that count marks dropped (the
    same history when none does)."""
    tonight = history.phases[-1]
    assert isinstance(tonight, NightPlan)
    if not counts_marks(tonight):
        return history
    entries = tuple((seat, _unread(entry)) for seat, entry in tonight.entries)
    return replace(history, phases=(*history.phases[:-1], NightPlan(tonight.number, entries)))


def _unread(entry: PlanEntry) -> PlanEntry:
    if isinstance(entry, Upto):
        return Upto(_unread_clauses(entry.entry), entry.position)
    if isinstance(entry, ClauseEntry):
        return _unread_clauses(entry)
    return entry


def _unread_clauses(entry: ClauseEntry) -> ClauseEntry:
    return ClauseEntry(tuple(replace(c, info=None) if reads_marks(c) else c for c in entry.clauses))
