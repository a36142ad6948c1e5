"""A storyteller-adjudicated game (addendum §10, A1–A7): the draw before the alignment roll
made every player good, the quantum laws are suspended and the storyteller decides instead.

The game keeps its whole procedure (lists, re-asks, deadlines, days, votes, the storyteller as
nominee); only the answers possible()/certain() would give come from the storyteller's
rulings (:mod:`engine.clocktower.rulings`), applied at resolution. Each ruling the storyteller
does not give defaults to the verdict of a *shadow*: a quantum game of the same seed on the
phantom alignment roll (the game's own alignment draw), fed every public action and the lists
of the players it deals good, whose phantom evil players act by the fallback (A6). Arrival
checks come from the shadow at once, so a reply never waits for a human (A2's timing rule);
refusals are the quantum game's own (A3). A second shadow, on a roll that deals good every
seat the first deals evil, judges those players' lists the same way. A player told a
simulated swap (``st prompt @p now X``) is judged by neither from then on: a shadow never
swaps, so it would still play that seat as it dealt it.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import replace

from engine.clocktower import phantom
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
)
from engine.clocktower.adjudicator import ListVerdict as ListVerdict
from engine.clocktower.adjudicator import PhantomDraft
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry, ClauseSubmission
from engine.clocktower.game import ClocktowerGame
from engine.clocktower.reask import reask_verdicts
from engine.clocktower.reasons import (
    armed_nights,
    clause_reason,
    makes_demons,
    swap_nights,
    swaps_once,
)
from engine.clocktower.reports import Report, Told
from engine.clocktower.rulings import Ruling, RulingError, RulingKind, RulingProblem
from engine.clocktower.script import Kind
from engine.clocktower.text import DontWake, Entry, Submission
from engine.clocktower.world import PlanEntry, Upto
from engine.core.family import Actor, Outcome, Seat

SHADOW_STEPS = 200
"""The most re-ask deadlines the shadow's night takes before it is left unresolved (each
settles one player by the fallback; a night has far fewer)."""


class Adjudication:
    """The storyteller's side of an adjudicated game, driven by :class:`ClocktowerGame`."""

    def __init__(self, game: ClocktowerGame, phantom_evil: frozenset[Seat]) -> None:
        self.game = game
        self.phantom_evil = phantom_evil
        """The evil seats of the phantom alignment roll (the shadow's, never dealt)."""
        # A second shadow deals good every seat the first deals evil, so that every player's
        # list is checked by a quantum game in which it is good (a phantom-evil player whose
        # lists were never refused could tell its game apart); its roll is a draw of its own.
        good = [s for s in range(game.n) if s not in phantom_evil]
        other = frozenset(game.randomness.shuffle("phantom", good)[: len(phantom_evil)])
        self.phantoms = (phantom_evil, other)
        """Each shadow's evil seats."""
        self.shadows = tuple(self._shadow(evil) for evil in self.phantoms)
        """The shadows: the first gives deaths and the lists of the players it deals good
        their verdicts; the second gives the others theirs."""
        self.behind: list[list[tuple[Action, Seat | Actor]]] = [[] for _ in self.shadows]
        """By shadow, the lists it deals good but does not judge, not yet played in it
        (:meth:`_feed`), in the order they came."""
        self.caught = [0 for _ in self.shadows]
        """By shadow, how many queued lists it has taken so far (a draft made before the
        count moved is stale)."""
        self.rulings: dict[Seat, Ruling] = {}
        """Tonight's judgements by player."""
        self.defaults: dict[Seat, int | None] = {}
        """Tonight's shadow verdicts, once the night resolves."""
        self.reasks: dict[Seat, Report] = {}
        """Tonight's first re-ask by the shadow judging each player (its forced wake and the
        entries it offered, which a default re-ask repeats)."""
        self.accepted: dict[Seat, PlanEntry] = {}
        self.reasked: set[Seat] = set()
        self.deaths: list[Seat] = []
        """Deaths ruled (``st dead``) since the last dawn or end of day."""
        self.shadow_deaths: list[Seat] = []
        """Deaths the shadow announced since the last dawn or end of day (the default)."""
        self.survive = False
        self.prompts: list[tuple[Seat, str]] = []
        """The shadows' token prompts since the last commit point (the default ones)."""
        self.ruled: list[tuple[Seat, Told, str]] = []
        """The storyteller's prompts since the last commit point: a token (``Told.TOKEN``)
        or a change (``Told.BECAME``), each with its character."""
        self.in_play: list[str] = []
        """What the simulated Minions learned at setup, once a change prompt's ``with``
        said so: every Minion change prompt from then on carries it (O4 c)."""
        self.changed: set[Seat] = set()
        """The players told a ruled change prompt: no shadow knows of the simulated swap (a
        shadow never swaps), so from then on the fallback judges their lists."""

    def _shadow(self, evil: frozenset[Seat]) -> ClocktowerGame:
        """A quantum game of the same seed and setup whose alignment roll is ``evil``."""
        game = self.game
        character = game.script.adjudication_character
        draws = {k: v for k, v in game.randomness.explicit.items() if k != character}
        rest = [s for s in range(game.n) if s not in evil]
        draws["alignment"] = ",".join(str(s) for s in [*sorted(evil), *rest])
        setup = game.setup.model_copy(update={"adjudicated_percent": 0})
        return ClocktowerGame(setup, draws=draws)

    @property
    def shadow(self) -> ClocktowerGame:
        """The shadow on the game's own alignment roll (its deaths are the default ones)."""
        return self.shadows[0]

    def _judge(self, seat: Seat) -> int:
        """The shadow that judges ``seat``'s lists: the first that deals it good."""
        return 0 if seat not in self.phantoms[0] else 1

    def _judged(self, seat: Seat) -> bool:
        """Whether a shadow judges ``seat`` at all: not once it was told a simulated swap,
        which the shadow's worlds do not have (it would still play the seat as dealt)."""
        return seat not in self.changed

    # --- the shadow ------------------------------------------------------------------------

    def _feed(self, action: Action, actor: Seat | Actor) -> None:
        """Play ``action`` in each shadow where it is legal (a shadow may have diverged: its
        deaths are its own) and, for a list, that deals its sender good; collect the first
        shadow's deaths and the prompts and re-asks of the players each judges. A list is
        only queued for a shadow that deals its sender good but does not judge it: checking
        it there would keep its reply waiting (A2's timing rule; a quantum push checks
        nothing), and nothing reads that shadow before :meth:`catch_up`."""
        if not isinstance(action, Submit):
            self.catch_up()
        for index, shadow in enumerate(self.shadows):
            if shadow.outcome is not None:
                continue
            if isinstance(action, Submit):
                if not self._open(index, action.seat):
                    continue
                if index != self._judge(action.seat):
                    self.behind[index].append((action, actor))
                    continue
            self._play(index, action, actor)

    def _play(self, index: int, action: Action, actor: Seat | Actor) -> None:
        """Play ``action`` in shadow ``index`` unless it is illegal there (see :meth:`_feed`)."""
        shadow = self.shadows[index]
        try:
            shadow._check(action, actor)
        except ValueError:
            return
        if isinstance(action, Resolve):
            self._prepare_shadow(index)
        dead = set(shadow.appears_dead)
        start = len(shadow.reports)
        shadow.push(action)
        if isinstance(action, Resolve):
            for _ in range(SHADOW_STEPS):
                if shadow.outcome is not None or shadow.phase != "night":
                    break
                shadow.push(Timeout())
        if index == 0:
            self.shadow_deaths += sorted(shadow.appears_dead - dead)
        self._collect(index, shadow.reports[start:])

    def queued(self) -> int:
        """How many lists the shadows still have to take (:meth:`_feed` queued them)."""
        return sum(len(queue) for queue in self.behind)

    def catch_up(self) -> None:
        """Play every queued list in its shadow, in the order they came; a list illegal
        there is skipped, as :meth:`_feed` skips it. Lists of a night are each checked
        alone against the commitments (N4), so whether a shadow took them at once or now,
        in the background, the game is the same."""
        for index, queue in enumerate(self.behind):
            if not queue:
                continue
            self.behind[index], self.caught[index] = [], self.caught[index] + len(queue)
            for action, actor in queue:
                self._play(index, action, actor)

    def unprepared(self) -> int:
        """How many phantom evil players still lack tonight's list in a shadow (see
        :mod:`engine.clocktower.phantom`)."""
        return sum(
            len(phantom.unprepared(shadow, evil))
            for shadow, evil in zip(self.shadows, self.phantoms, strict=True)
        )

    def prepare(self, limit: int | None = None) -> int:
        """Give up to ``limit`` (all by default) phantom evil players their lists for
        tonight, so that the resolution does not draw them (A2's timing rule); the game is
        the same whenever this runs, and it plays the queued lists first (:meth:`catch_up`).
        Returns how many phantom lists were given."""
        self.catch_up()
        given = 0
        for index in range(len(self.shadows)):
            left = None if limit is None else limit - given
            if left is not None and left <= 0:
                break
            given += self._prepare_shadow(index, left)
        return given

    def draft(self) -> list[phantom.Draft]:
        """Copies of the shadows still missing phantom lists tonight or behind on queued
        lists, to play and draw them on away from the game (:meth:`phantom.Draft.run`, in the
        bot off the game's lock) and give them back with :meth:`take`."""
        return [
            phantom.Draft(index, shadow, evil, self.behind[index], self.caught[index])
            for index, (shadow, evil) in enumerate(zip(self.shadows, self.phantoms, strict=True))
            if shadow.number == self.game.number
            and (phantom.unprepared(shadow, evil) or self.behind[index])
        ]

    def take(self, drafts: Sequence[PhantomDraft]) -> int:
        """Put each drawn copy in its shadow's place when it still fits (the game is then
        what :meth:`prepare` would have made it); how many lists that gave."""
        taken = 0
        for draft in drafts:
            assert isinstance(draft, phantom.Draft)
            index = draft.index
            # a catch-up since the copy played the queued lists in the shadow itself
            if self.shadows[index] is not draft.shadow or self.caught[index] != draft.caught:
                continue
            merged = draft.merged()
            if merged is None:
                continue
            self.shadows = (*self.shadows[:index], merged, *self.shadows[index + 1 :])
            fed = len(draft.queued)
            del self.behind[index][:fed]
            self.caught[index] += fed
            self._collect(index, draft.drawn)
            taken += draft.given
        return taken

    def _prepare_shadow(self, index: int, limit: int | None = None) -> int:
        shadow = self.shadows[index]
        if shadow.number != self.game.number:
            return 0
        start = len(shadow.reports)
        given = phantom.prepare(shadow, self.phantoms[index], limit)
        self._collect(index, shadow.reports[start:])
        return given

    def _collect(self, index: int, reports: list[Report]) -> None:
        for report in reports:
            to = report.to
            if not isinstance(to, int) or self._judge(to) != index or not self._judged(to):
                continue
            if report.code is Told.TOKEN:
                self.prompts.append((to, report.ids[0]))
            elif report.code in (Told.REASKED, Told.REASKED_SILENT):
                self.reasks.setdefault(to, report)

    def _open(self, index: int, seat: Seat) -> bool:
        """Whether shadow ``index`` deals ``seat`` good and is at the same night, not
        resolving, with ``seat`` alive."""
        shadow, game = self.shadows[index], self.game
        return (
            seat not in self.phantoms[index]
            and self._judged(seat)
            and shadow.outcome is None
            and shadow.phase == "night"
            and shadow.number == game.number
            and shadow.resolution is None
            and seat not in shadow.appears_dead
        )

    # --- arrival (A2, A3, A6) --------------------------------------------------------------

    def arrival(self, seat: Seat, sub: Submission | ClauseSubmission) -> list[tuple[str, bool]]:
        """Each line's verdict on arrival: that of the shadow that deals the player good,
        while its night is open; else refused only where the player's own knowledge rules
        the entry out in every quantum game, by the plain reasons a quantum game gives
        (A3): a good player may hold a Minion or Demon character once a swap could have
        happened, so naming one is no longer refused then."""
        index = self._judge(seat)
        if self._open(index, seat):
            return self.shadows[index]._arrival(seat, sub)
        # every player is dealt good, so the static checks already refused any setup line
        verdicts: list[tuple[str, bool]] = [(line.text, False) for line in sub.setup]
        for entry in sub.entries:
            verdicts.append((entry.text, self._fallback_possible(seat, entry)))
        return verdicts

    def _fallback_possible(self, seat: Seat, entry: Entry | ClauseEntry | DontWake) -> bool:
        as_entry = self.game._as_entry(entry)
        if not isinstance(as_entry, ClauseEntry):
            return True  # no plain reason refuses a good player's dont_wake
        return clause_reason(self.game, seat, as_entry) is None

    def check_private(self, action: PrivateSend) -> None:
        """D11 in an Atheist game: refused as impossible exactly when the shadow that deals
        the sender good refuses it, while that shadow is at the same day (A3, A6); else
        accepted (the guess is voluntary and the storyteller's game allows it)."""
        if not self._judged(action.actor):
            return
        shadow = self.shadows[self._judge(action.actor)]
        same_day = shadow.phase == "day" and shadow.number == self.game.number
        if shadow.outcome is None and same_day and action.actor not in shadow.appears_dead:
            shadow._check_private(action)

    # --- the procedure -------------------------------------------------------------------

    def push(self, action: Action) -> None:
        """Apply an accepted action of the adjudicated game."""
        game = self.game
        if isinstance(action, Ruling):
            self._rule(action)
        elif isinstance(action, Submit):
            self.rulings.pop(action.seat, None)  # a judgement named a line of the old list
            self._feed(action, action.seat)
            game._submit(action)
        elif isinstance(action, Resolve):
            self._feed(action, Actor.STORYTELLER)
            self._take_defaults()
            game._start_resolution()
        elif isinstance(action, Timeout):
            self._timeout()
        elif isinstance(action, Nominate):
            game._nominate(action)
            if action.nominee != STORYTELLER_NOMINEE:
                self._feed(action, Actor.STORYTELLER)
        elif isinstance(action, DaySend):
            self._feed(action, action.actor)
            game._public(Told.DAY_ACTION, seats=(action.actor, action.target), ids=(action.verb,))
        elif isinstance(action, ClaimSend):
            self._feed(action, action.actor)
            game._public(Told.CLAIMED, seats=(action.actor,), ids=(action.character,))
        elif isinstance(action, PrivateSend):
            # answered to its sender alone, as in a quantum game (D11); the shadows judge it
            self._feed(action, action.actor)
            game._tell(action.actor, Told.PRIVATE_ACCEPTED, seats=action.seats, ids=(action.verb,))
        elif isinstance(action, EndDay):
            self._end_day()

    def check(self, ruling: Ruling) -> None:
        """Raise :class:`RulingError` unless ``ruling`` may be given now."""
        game = self.game
        if ruling.seat is not None and ruling.seat in game.appears_dead:
            raise RulingError(ruling.text, RulingProblem.SEAT_DEAD)
        if ruling.kind is RulingKind.JUDGE:
            assert ruling.seat is not None
            if game.phase != "night" or game.resolution is not None:
                raise RulingError(ruling.text, RulingProblem.NOT_BEFORE_RESOLVING)
            count = len(game._entries(ruling.seat))
            if ruling.entry is not None and ruling.entry > count:
                raise RulingError(ruling.text, RulingProblem.NO_SUCH_ENTRY, count)
            if ruling.character is not None and ruling.character not in game.script.characters:
                raise RulingError(ruling.text, RulingProblem.NOT_ON_SCRIPT)
        elif ruling.kind is RulingKind.SURVIVE and game.phase != "day":
            raise RulingError(ruling.text, RulingProblem.NOT_DAY)
        elif ruling.kind in (RulingKind.PROMPT, RulingKind.CHANGE):
            named = (ruling.character, ruling.learned)
            if any(c is not None and c not in game.script.characters for c in named):
                raise RulingError(ruling.text, RulingProblem.NOT_ON_SCRIPT)
            assert ruling.character is not None
            if REGISTRY[ruling.character].never_told:
                raise RulingError(ruling.text, RulingProblem.NEVER_TOLD)
            if ruling.learned is not None:
                if not REGISTRY[ruling.learned].learned_at_setup:
                    raise RulingError(ruling.text, RulingProblem.NOT_LEARNED)
                if game.script.kind(ruling.character) is not Kind.MINION:
                    raise RulingError(ruling.text, RulingProblem.NOT_A_MINION)

    def check_verdict(self, ruling: Ruling) -> None:
        """Raise :class:`RulingError` if ``ruling``, legal now (:meth:`check`), tells what no
        quantum game could tell yet: a change prompt before a death could arm a swap. A
        verdict on the rules, like a list's on arrival: given when the ruling is sent, not
        asked again when a stored record replays (``ClocktowerGame.parse_stored``)."""
        if ruling.kind is RulingKind.CHANGE and not self._may_have_changed():
            raise RulingError(ruling.text, RulingProblem.NO_SWAP_YET)
        if ruling.kind is RulingKind.CHANGE and self._changed_once(ruling.seat):
            raise RulingError(ruling.text, RulingProblem.CHANGED_ONCE)

    def _changed_once(self, seat: Seat | None) -> bool:
        """Whether ``seat`` was told a change, or is to be at the next commit point, on a
        script where a living seat is swapped at most once (:func:`swaps_once`): a quantum
        game never tells it another while it lives, and it would read the second as one
        no swap can have made (the plain rule on a change prompt, ``became``)."""
        pending = any(s == seat and code is Told.BECAME for s, code, _ in self.ruled)
        return swaps_once(self.game.script) and (seat in self.changed or pending)

    def _may_have_changed(self) -> bool:
        """Whether a quantum game may tell a change prompt at the next commit point (the
        dawn tonight, or the end of today): a slot that may swap characters came by tonight
        on a night a death may have armed (:func:`armed_nights`: the public deaths so far and
        every night a kill attempt came before that slot, since such a death may land in some
        worlds only and never be announced; or tonight a death ruled since the last commit
        point), or the script has a character another may become at a death (a Demon's
        successor). Told otherwise, "You are now the X." would give the
        game away, and the plain reasons would contradict it (:func:`armed_nights`)."""
        game = self.game
        armed = armed_nights(game)
        if game.phase == "night" and self.deaths:
            armed |= {game.number}
        return makes_demons(game.script) or bool(swap_nights(game.script, armed, game.number + 1))

    def _rule(self, ruling: Ruling) -> None:
        if ruling.kind is RulingKind.JUDGE:
            assert ruling.seat is not None
            self.rulings[ruling.seat] = ruling
        elif ruling.kind is RulingKind.DEAD:
            assert ruling.seat is not None
            self.deaths.append(ruling.seat)
        elif ruling.kind is RulingKind.SURVIVE:
            self.survive = True
        elif ruling.kind in (RulingKind.PROMPT, RulingKind.CHANGE):
            assert ruling.seat is not None and ruling.character is not None
            code = Told.TOKEN if ruling.kind is RulingKind.PROMPT else Told.BECAME
            self.ruled.append((ruling.seat, code, ruling.character))
            if ruling.learned is not None and ruling.learned not in self.in_play:
                self.in_play.append(ruling.learned)
        else:
            self._end("evil")

    def _take_defaults(self) -> None:
        """The shadows' verdicts on each list, now that their nights resolved (A6)."""
        self.defaults = self._defaults_of(self.shadows)

    def _defaults_of(self, shadows: tuple[ClocktowerGame, ...]) -> dict[Seat, int | None]:
        """Each player's entry (1-based) that the resolution of tonight by the shadow judging
        it accepted, None where that shadow asked it again; 1 when that shadow did not resolve
        tonight (over, or stuck)."""
        game = self.game
        defaults: dict[Seat, int | None] = {}
        for seat in range(game.n):
            shadow = shadows[self._judge(seat)]
            resolved = shadow.number == game.number and shadow.resolution is None
            if not resolved or shadow.phase == "night" or not self._judged(seat):
                defaults[seat] = 1
                continue
            taken = shadow.accepted_tonight.get(seat)
            if isinstance(taken, Upto):
                taken = taken.entry
            entries = [game._as_entry(e) for e in game._entries(seat)]
            defaults[seat] = next((k for k, e in enumerate(entries, start=1) if e == taken), None)
        return defaults

    def preview(self) -> list[ListVerdict]:
        """:meth:`verdicts` with the shadows' verdicts were the night resolved now (copies of
        the shadows resolve it; the game is unchanged)."""
        if self.defaults or self.game.phase != "night":
            return self.verdicts()
        self.catch_up()
        saved = (self.shadows, list(self.shadow_deaths), list(self.prompts), dict(self.reasks))
        self.shadows = copy.deepcopy(saved[0])
        try:
            self._feed(Resolve(), Actor.STORYTELLER)
            defaults = self._defaults_of(self.shadows)
        finally:
            self.shadows, self.shadow_deaths, self.prompts, self.reasks = saved
        return [replace(v, shadow=defaults.get(v.seat)) for v in self.verdicts()]

    def verdicts(self) -> list[ListVerdict]:
        """Every living player's list tonight with the shadow's verdict and the ruling."""
        game = self.game
        return [
            ListVerdict(
                seat,
                tuple(e.text for e in game._entries(seat)),
                self.defaults.get(seat) if self.defaults else None,
                self.rulings.get(seat),
            )
            for seat in range(game.n)
            if seat not in game.appears_dead
        ]

    def walk(self) -> None:
        """The resolution (A2): in night order (the point of the entry ruled, or for a
        re-ask of the list's first; π among equals) each player's ruling, else the shadow's
        verdict; a ``none`` asks the player again, whose answer's first entry holds."""
        game = self.game
        res = game.resolution
        assert res is not None
        decided: list[tuple[int, int, Seat, int | None, Ruling | None]] = []
        for rank, seat in enumerate(game.pi[game.number]):
            if seat not in res.index or seat in self.accepted:
                continue
            entries = game._entries(seat)
            ruling = None if seat in self.reasked else self.rulings.get(seat)
            if seat in self.reasked:
                number: int | None = 1
            else:
                number = ruling.entry if ruling else self.defaults.get(seat, 1)
            at = game._entry_point(game._as_entry(entries[(number or 1) - 1]), seat)
            decided.append((at, rank, seat, number, ruling))
        for _, _, seat, number, ruling in sorted(decided):
            entries = game._entries(seat)
            if number is None:
                self.reasked.add(seat)
                res.waiting, res.paused_at = seat, None
                game.reports.append(self._reask(seat, ruling))
                return
            self.accepted[seat] = entries[number - 1]
        self._dawn()

    def _reask(self, seat: Seat, ruling: Ruling | None) -> Report:
        """The re-ask in the quantum game's words: by default the shadow's own (its forced
        wake and offered entries); for a ruling, the forced wake it names and no offer."""
        game = self.game
        code = Told.REASKED if seat in game.lists else Told.REASKED_SILENT
        # the reasons read the player's own knowledge in this game (a shadow's may differ)
        refused = reask_verdicts(game, seat, game._entries(seat))
        shadow = self.reasks.get(seat)
        if ruling is None and shadow is not None:
            return Report(
                seat,
                code,
                shadow.seats,
                (game.number,),
                shadow.ids,
                shadow.entries,
                shadow.without,
                refused,
            )
        forced = () if ruling is None or ruling.character is None else (ruling.character,)
        return Report(seat, code, numbers=(game.number,), ids=forced, refused=refused)

    def _timeout(self) -> None:
        """A re-ask deadline: the player asked again does not wake (the fallback's first
        choice, which the storyteller's game always allows)."""
        game = self.game
        res = game.resolution
        assert res is not None and res.waiting is not None
        game.lists[res.waiting] = ClauseSubmission((), (DontWake(),))
        res.index[res.waiting] = 0
        res.waiting = None
        self.walk()

    def _dawn(self) -> None:
        game = self.game
        game.accepted_tonight = dict(self.accepted)
        for seat in range(game.n):
            if seat in game.appears_dead:
                continue
            entry = self.accepted.get(seat)
            told: tuple[Entry, ...] = (
                entry.clauses if isinstance(entry, ClauseEntry) else (DontWake(),)
            )
            game._tell(seat, Told.NIGHT, numbers=(game.number,), entries=told)
        game.resolution = None
        self.accepted, self.rulings, self.reasked = {}, {}, set()
        self.defaults, self.reasks = {}, {}
        self._commit_point(None)
        if game.outcome is None:
            game.phase = "day"
            game.alive_at_dawn = game.n - len(game.appears_dead)
            game.nominated, game.nominators = set(), set()
            game.block, game.high = None, 0
            game._public(Told.DAY_BEGINS, numbers=(game.number,))

    def _end_day(self) -> None:
        game = self.game
        executed = game.block
        if executed == STORYTELLER_NOMINEE:
            game._storyteller_on_the_block()
            return
        if executed is not None:
            game._public(Told.EXECUTED, seats=(executed,))
        self._feed(EndDay(), Actor.STORYTELLER)
        if executed is not None and self.survive:
            self.deaths = [s for s in self.deaths if s != executed]
            self.shadow_deaths = [s for s in self.shadow_deaths if s != executed]
        self.survive = False
        self._commit_point(executed)
        if game.outcome is None:
            game.number += 1
            game.phase = "night"
            game._dusk()

    def _commit_point(self, executed: Seat | None) -> None:
        """Deaths (ruled, else the shadow's), the end (A4: two alive), then prompts."""
        game = self.game
        dead: list[Seat] = []
        for seat in [*self.deaths, *self.shadow_deaths]:
            if seat not in game.appears_dead and seat not in dead:
                dead.append(seat)
        if executed in dead:
            dead.remove(executed)
            dead.insert(0, executed)
        self.deaths, self.shadow_deaths = [], []
        for seat in dead:
            game.appears_dead.add(seat)
            game._public(Told.DEAD, seats=(seat,))
        if game.n - len(game.appears_dead) <= 2:
            self._end("evil")
            return
        self._prompts()

    def _prompts(self) -> None:
        """The prompts in the quantum game's order and words (O1, O4): tokens, then changes,
        a Minion's with the Minions' setup news. A ruled prompt overrules the shadow's token
        for its seat (A6), and a seat told its token is not told the shadow's (a quantum
        game tells a token once). The shadows give no change prompt: a phantom Demon's
        kill is drawn at dusk and settled before the Barber's slot, so no shadow swaps (the
        Clocktower notes, "A shadow never swaps"), and every change is the storyteller's."""
        game = self.game
        ruled = {seat for seat, code, _ in self.ruled if code is Told.TOKEN}
        shadow = [
            (seat, Told.TOKEN, character)
            for seat, character in self.prompts
            if seat not in ruled and seat not in game.prompted_token
        ]
        tokens = [p for p in [*shadow, *self.ruled] if p[1] is Told.TOKEN]
        changes = [p for p in self.ruled if p[1] is Told.BECAME]
        self.prompts, self.ruled = [], []
        for seat, code, character in [*tokens, *changes]:
            if code is Told.TOKEN:
                game.prompted_token[seat] = character
            else:
                self.changed.add(seat)
            game._tell(seat, code, ids=(character,))
            if code is Told.BECAME and game.script.kind(character) is Kind.MINION:
                for learned in self.in_play:
                    game._tell(seat, Told.IN_PLAY, ids=(learned,))

    def _end(self, winner: str) -> None:
        """Evil wins (the storyteller can never declare a good win, A4); good wins only by
        the storyteller's execution (D7, in the game)."""
        game = self.game
        game._outcome = Outcome((), winner, f"The {winner} team wins.")
        game.phase = "over"
        game._public(Told.OVER, ids=(winner,))
