"""The game: a setup, a seed and a stack of actions; everything else is derived from them.

``Game.push`` validates an action and applies it; an
:class:`~engine.werewolf.actions.Advance` resolves the current phase and returns its
:class:`~engine.werewolf.reports.Report`. ``Game.check`` validates without changing anything,
``Game.check_choices`` several choices sent together; the rules run once for an action however
often it is checked before it is pushed (``Game._legal``).
Replaying the same actions on the same setup gives the same reports. What the two rulesets do
differently is in :mod:`engine.werewolf.rulesets`, behind the hooks below.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, Literal, Self

import numpy as np

from engine.core.draws import Randomness
from engine.core.errors import EngineError, SetupError
from engine.werewolf import cast  # noqa: F401  (registers the roles and their powers)
from engine.werewolf.actions import (
    RESOLUTIONS,
    Action,
    Choice,
    Decide,
    Kick,
    Undo,
    night_powers,
    parse_action,
)
from engine.werewolf.choices import Choices, NightLog, Tally, VisionRecord
from engine.werewolf.errors import Illegal, IllegalMoveError
from engine.werewolf.phases import Phase
from engine.werewolf.reports import (
    Death,
    DeathCause,
    DrawEntry,
    EndReason,
    KillEntry,
    Lynch,
    LynchReason,
    Message,
    Outcome,
    PublicTable,
    Report,
    Reveal,
    RevealEntry,
    TableRow,
    VisionEntry,
    VoteCount,
)
from engine.werewolf.roles import SEER, Role, parse_role
from engine.werewolf.setup import GameSetup, Preset, TieRule
from engine.werewolf.setup import Reveal as RevealSetting
from engine.werewolf.state import GameState, WorldModel
from engine.werewolf.text import and_list
from engine.werewolf.worlds.base import Bools, CisraModel, ClassicModel, Marginals

Backend = Literal["fast", "oracle"]

LEGAL_KEPT = 8
"""How many choices found legal a game remembers (:attr:`Game._legal`)."""


class Game:
    """A game of Quantum Werewolf: the rules both rulesets share, with hooks for the rest.

    Each ruleset is a subclass (:class:`~engine.werewolf.rulesets.cisra.CisraGame`,
    :class:`~engine.werewolf.rulesets.classic.ClassicGame`) that declares its preset with
    ``class CisraGame(Game, preset=Preset.CISRA)``. ``Game(setup)`` builds the subclass for the
    setup's preset (as ``pathlib.Path`` builds a ``PosixPath``); a subclass built directly
    refuses a setup of another preset.

    Everything that actions and resolutions change lives in :attr:`state` (a
    :class:`~engine.werewolf.state.GameState`); undo keeps a copy of it.
    """

    rulesets: ClassVar[dict[Preset, type[Game]]] = {}
    """Every ruleset by preset, filled in as the subclasses are defined."""
    preset: ClassVar[Preset]
    state_type: ClassVar[type[GameState]] = GameState
    worlds_label: ClassVar[str] = "worlds"
    """What the public table calls the surviving worlds."""

    def __init_subclass__(cls, *, preset: Preset | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if preset is not None:
            cls.preset = preset
            Game.rulesets[preset] = cls

    def __new__(cls, setup: GameSetup, *args: Any, **kwargs: Any) -> Self:
        if cls is Game:
            ruleset = Game.rulesets.get(setup.preset)
            if ruleset is None:
                raise SetupError(f"no ruleset for the preset {setup.preset.value!r}")
            return super().__new__(ruleset)  # type: ignore[return-value]
        if setup.preset is not cls.preset:
            raise SetupError(
                f"{cls.__name__} plays the {cls.preset.value} rules, not {setup.preset.value}"
            )
        return super().__new__(cls)

    def __init__(
        self,
        setup: GameSetup,
        *,
        explicit_draws: Mapping[str, str] | None = None,
        backend: Backend = "fast",
        keep_reports: int | None = None,
    ) -> None:
        self.setup = setup
        self.n = setup.size
        self.backend: Backend = backend
        self.keep_reports = keep_reports
        """How many reports to keep (all when ``None``)."""
        random = Randomness(setup.seed, dict(explicit_draws or {}))
        self.numbers: list[int] = random.shuffle("numbers", list(range(1, self.n + 1)))
        """``numbers[seat]``: the secret number of that seat."""
        self.by_number = sorted(range(self.n), key=lambda seat: self.numbers[seat])
        """Seats in ascending secret-number order (the order actions are processed in)."""
        self.state = self.state_type.start(random, self._new_model(), setup.players)
        self._before_resolution: GameState | None = None
        """The state before the last resolution, while it may still be undone."""
        self._generation = 0
        """Moves on before and after every push but a choice's: what the rules found in one
        generation holds for the whole of it (pushing a choice changes nothing the rules check
        a choice against: who lives, the phase, the worlds)."""
        self._legal: tuple[int, tuple[Choice, ...]] = (0, ())
        """A generation and the last choices (at most :data:`LEGAL_KEPT`) the rules found legal
        in it: checking or pushing one of them again in that generation runs no rules. Tagged
        rather than emptied, so that a check made while a resolution runs in a worker thread
        (a benchmark's robots read games without the lock) is never taken as still true."""
        self._marginals: Marginals | None = None
        self.packmate_cache: tuple[np.ndarray, np.ndarray] | None = None
        """Every seat's packmate chances and their exact support, once computed (``cisra``)."""
        self.views_cache: tuple[tuple[int, str], dict[int, Any]] | None = None
        """``observe_all``'s last answer, keyed by the action count and the phase."""
        # What the resolution under way has drawn, killed and told (see ``_resolve``).
        self._log_start = 0
        self._deaths: list[Death] = []
        self._messages: list[Message] = []

    # -- hooks: what a ruleset decides -----------------------------------------------------------

    def _new_model(self) -> WorldModel:
        """The world model before Night 0 (for ``self.backend``)."""
        raise NotImplementedError

    def marginals(self) -> Marginals:
        """Per-seat chances over the surviving worlds (cached until the worlds change)."""
        if self._marginals is None:
            self._marginals = self._compute_marginals()
        return self._marginals

    def _compute_marginals(self) -> Marginals:
        raise NotImplementedError

    def attacks_tonight(self) -> bool:
        """Whether attacks are sent in the current phase."""
        raise NotImplementedError

    def check_attack(self, attacker: int, target: int) -> None:
        """Refuse an attack the ruleset forbids (raises :class:`IllegalActionError`)."""

    def may_attack(self, chances: Marginals) -> Bools:
        """Which seats owe an attack tonight (when attacks are sent)."""
        raise NotImplementedError

    def _night(self) -> None:
        """Resolve the night's attacks and visions."""
        raise NotImplementedError

    def _before_lynch(self, seat: int) -> None:
        """What the worlds learn from a lynch before the lynched player's role is drawn."""

    def _on_death(self, seat: int, role: Role) -> None:
        """What else a public death changes."""

    def _surely_dead(self) -> list[bool]:
        """Which seats are dead in every world."""
        raise NotImplementedError

    def _outcome(self) -> Outcome | None:
        """How the game ends now, or ``None``: the end conditions in their order."""
        raise NotImplementedError

    def _kills(self, roles: list[Role]) -> list[KillEntry]:
        """The reveal's account of the nights' kills, given the final roles."""
        return []

    def _table_columns(self) -> list[str]:
        """The public table's columns before ``Dead``."""
        raise NotImplementedError

    def _table_cells(self, chances: Marginals, seat: int) -> dict[str, float]:
        """One row of the public table, without ``Dead``."""
        raise NotImplementedError

    @property
    def cisra(self) -> CisraModel | None:
        """The ``cisra`` world model, or ``None`` under other rules."""
        return None

    @property
    def classic(self) -> ClassicModel | None:
        """The ``classic`` world model, or ``None`` under other rules."""
        return None

    def open_ranks(self) -> list[int]:
        """Wolf ranks whose holder is not yet known (``cisra``), in ascending order."""
        return []

    def packmate_table(self) -> tuple[np.ndarray, np.ndarray] | None:
        """Every seat's packmate chances (row x: ``P(y is a wolf | x is a wolf)``) and where
        they are exactly non-zero, computed together and cached until the worlds change;
        ``None`` where the model has no batched form (the oracles, ``classic``)."""
        return None

    # -- the state, read-only --------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self.state.phase

    @property
    def alive(self) -> list[bool]:
        """``alive[seat]``: whether the seat appears alive."""
        return self.state.alive

    @property
    def names(self) -> list[str]:
        """Current names by seat."""
        return self.state.names

    @property
    def actions(self) -> list[Action]:
        """Every accepted action in order: the move stack."""
        return self.state.actions

    @property
    def reports(self) -> list[Report]:
        """The reports of resolved phases, the last ``keep_reports`` of them (all by default)."""
        return self.state.reports

    @property
    def deaths(self) -> list[Death]:
        """Every public death so far, in order."""
        return self.state.deaths

    @property
    def choices(self) -> Choices:
        """What players chose in the current phase."""
        return self.state.choices

    @property
    def visions(self) -> dict[int, list[VisionRecord]]:
        """The visions each seat received."""
        return self.state.visions

    @property
    def nights(self) -> list[NightLog]:
        """The attacks that counted, night by night."""
        return self.state.nights

    @property
    def told(self) -> dict[int, str]:
        """The last certainty each seat was told of."""
        return self.state.told

    @property
    def random(self) -> Randomness:
        """The game's draws."""
        return self.state.random

    # -- names -----------------------------------------------------------------------------------

    def name(self, seat: int) -> str:
        """The name of a seat (the latest, after a seat changed hands)."""
        return self.names[seat]

    def seat(self, name_or_seat: str) -> int:
        """Find a seat by name (case-insensitive), ``@seat`` or secret number ``#n``."""
        text = name_or_seat.strip()
        if text.startswith("@") and text[1:].isdigit():
            seat = int(text[1:])
            self.check_seat(seat)
            return seat
        if text.startswith("#") and text[1:].isdigit():
            number = int(text[1:])
            if not 1 <= number <= self.n:
                raise IllegalMoveError(
                    Illegal.NO_NUMBER,
                    f"no secret number {text} (numbers run 1 to {self.n})",
                    value=text,
                )
            return self.numbers.index(number)
        for seat, name in enumerate(self.names):
            if name.casefold() == text.casefold():
                return seat
        raise IllegalMoveError(
            Illegal.NO_NAME, f"no player named {name_or_seat!r}", value=name_or_seat
        )

    def check_seat(self, seat: int | None) -> None:
        """Raise :class:`IllegalActionError` unless ``seat`` is ``None`` or a seat."""
        if seat is not None and not 0 <= seat < self.n:
            raise IllegalMoveError(
                Illegal.NO_SEAT,
                f"no player at seat @{seat} (seats are @0 to @{self.n - 1})",
                seat=seat,
            )

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.state.outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (winner, reason, winners), or ``None`` while it goes on.

        The end conditions are checked, in the ruleset's commented order (its ``_outcome``),
        after every resolution."""
        return self.state.outcome

    @property
    def wolves(self) -> int:
        """The wolf count."""
        return self.setup.wolf_count

    def living(self) -> list[int]:
        """Seats that appear alive, in seat order."""
        return [seat for seat in range(self.n) if self.alive[seat]]

    # -- chances ---------------------------------------------------------------------------------

    def world_count(self) -> int:
        """The exact number of surviving worlds."""
        return self.state.model.count()

    def role_weights(self, seat: int) -> list[tuple[Role, int]]:
        """Exact relative weights of the seat's possible exact roles."""
        return self.state.model.role_weights(seat)

    def _changed(self) -> None:
        self._marginals = None
        self.packmate_cache = None
        self.views_cache = None

    # -- validation ------------------------------------------------------------------------------

    def parse_action(self, text: str) -> Action:
        """Parse and check an action; changes nothing."""
        action = parse_action(text)
        self.check(action)
        return action

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` with a reason if ``action`` is not legal now."""
        generation = self._generation
        tag, known = self._legal
        if tag == generation and action in known:
            return
        if self.is_over and not action.after_end:
            raise IllegalMoveError(Illegal.GAME_OVER, "the game is over")
        action.check(self)
        if isinstance(action, Choice):
            # Only what is about to be pushed needs keeping (a player's pair); whoever checks
            # every target (legal_actions) must not make this grow.
            kept = known[1 - LEGAL_KEPT :] if tag == generation else ()
            self._legal = (generation, (*kept, action))

    def check_choices(self, choices: Sequence[Choice]) -> None:
        """Check choices sent together (a night's vision and attack) before any is pushed:
        each in turn, refusing at the first illegal one. Pushing one changes nothing another
        is checked against, so once all pass they may be pushed in any order."""
        for choice in choices:
            self.check(choice)

    def storyteller_actions(self) -> list[Decide | Kick]:
        """The tie decisions and kicks the storyteller may send now, each passed by the rules:
        what their commands offer. A decision can only name one of the vote's leaders, so
        only those are put to the rules (a tally for every seat would cost a big game a
        quadratic pass)."""
        offered: list[Decide | Kick] = [Decide(target=None)]
        offered += [Decide(target=seat) for seat in self.tally().leaders]
        offered += [Kick(target=seat) for seat in range(self.n)]
        legal: list[Decide | Kick] = []
        for action in offered:
            try:
                self.check(action)
            except IllegalMoveError:
                continue
            legal.append(action)
        return legal

    def can_undo(self) -> bool:
        """Whether the last action is a resolution that may still be undone."""
        return self._before_resolution is not None and isinstance(self.actions[-1], RESOLUTIONS)

    def name_list(self, seats: Iterable[int]) -> str:
        """``Ann, Bob and Cy``: the seats' names for a message."""
        return and_list([self.name(seat) for seat in seats])

    # -- the stack -------------------------------------------------------------------------------

    def push(self, action: Action) -> Report | None:
        """Check and apply an action; an :class:`Advance` or a :class:`Kick` returns a report."""
        self.check(action)
        if isinstance(action, Choice):
            return self._apply(action)
        self._generation += 1
        try:
            return self._apply(action)
        finally:
            self._generation += 1

    def _apply(self, action: Action) -> Report | None:
        if isinstance(action, Undo):
            return action.apply(self)
        if not action.resolves:
            self.actions.append(action)
            return action.apply(self)
        self._before_resolution = self.state.copy()
        self.actions.append(action)
        try:
            return action.apply(self)
        except EngineError:
            self._rebuild(self.actions[:-1])
            raise

    def _undo(self) -> None:
        saved = self._before_resolution
        assert saved is not None
        saved.actions = [*self.actions, Undo()]
        saved.correcting = True
        self.state = saved
        self._before_resolution = None
        self._changed()

    def _rebuild(self, actions: list[Action]) -> None:
        """Return to the state after ``actions`` (a failed resolution leaves no trace)."""
        fresh = type(self)(
            self.setup,
            explicit_draws=self.random.explicit,
            backend=self.backend,
            keep_reports=self.keep_reports,
        )
        for action in actions:
            fresh.push(action)
        self.state = fresh.state
        self._before_resolution = fresh._before_resolution
        self._changed()

    def push_text(self, text: str) -> Report | None:
        """Parse and push the canonical text form of an action."""
        return self.push(parse_action(text))

    # -- what is asked: public -------------------------------------------------------------------
    # Nothing here reads the worlds or who could hold which role (``owed`` does): every player
    # who appears alive is asked the same, so who is asked, who is still to answer and when a
    # night may end tell nobody anything (spec, "Secrecy").

    def questions(self) -> list[str]:
        """What this phase asks of every player who appears alive, whatever their odds
        (``vision`` and, when attacks are sent, ``attack`` by night; ``vote`` by day); nothing
        once the game is over. Public: reads only the phase."""
        if self.is_over:
            return []
        if not self.phase.is_night:
            return ["vote"]
        return ["vision", "attack"] if self.attacks_tonight() else ["vision"]

    def asked(self, seat: int) -> list[str]:
        """What this phase still asks of ``seat``: the :meth:`questions` it has not answered
        ("none" is an answer; a vote taken back is not); nothing for the dead. Public: reads
        only who appears alive and the choices sent, never :meth:`owed`."""
        if not self.alive[seat]:
            return []
        choices = self.choices
        answered = {
            "vision": seat in choices.visions,
            "attack": seat in choices.attacks,
            "vote": choices.votes.get(seat) is not None,
        }
        return [question for question in self.questions() if not answered[question]]

    def unanswered(self) -> list[int]:
        """The players who appear alive and are still asked something, in seat (join) order:
        who is reminded and listed as not answered yet. Public, as :meth:`asked`."""
        return [seat for seat in self.living() if self.asked(seat)]

    def night_may_end_early(self) -> bool:
        """Whether the night may end before its deadline: every player who appears alive has
        answered (spec, "Secrecy"; a day's early end at a majority is the bot's option over
        :meth:`tally`). Public, as :meth:`asked`: it may be true while :meth:`owed` is not
        empty, and false while it is."""
        return self.phase.is_night and not self.is_over and not self.unanswered()

    def night_targets(self, seat: int) -> list[int]:
        """Whom ``seat`` is offered tonight, for every night power alike: every other player who
        appears alive, in seat order. Public: the same list whatever ``seat``'s role odds; a
        target the worlds forbid (a sure packmate) is refused by :meth:`check` when sent, not
        left out here."""
        return [other for other in self.living() if other != seat]

    # -- what is owed ----------------------------------------------------------------------------

    def owed(self) -> dict[int, list[str]]:
        """Actions each living player still owes this phase (``vision``, ``attack``, ``vote``).

        Secret: by night it reads who could be the Seer or a leading wolf, so only the engine
        and storytellers may see it; what players see is :meth:`asked`."""
        if self.is_over:
            return {}
        out: dict[int, list[str]] = {}
        if not self.phase.is_night:
            for seat in self.living():
                if seat not in self.choices.votes:
                    out[seat] = ["vote"]
            return out
        chances = self.marginals()
        powers = [power for power in night_powers() if power.open(self)]
        for seat in self.living():
            missing = [power.type for power in powers if power.owes(self, chances, seat)]
            if missing:
                out[seat] = missing
        return out

    def ready(self) -> bool:
        """Whether every required night action is in (days end on a vote or an advance)."""
        return self.phase.is_night and not self.owed()

    def tally(self) -> Tally:
        """The current day's votes."""
        votes: dict[int, list[int]] = {}
        for voter in self.by_number:
            target = self.choices.votes.get(voter)
            if target is not None and self.alive[voter] and self.alive[target]:
                votes.setdefault(target, []).append(voter)
        living = len(self.living())
        return Tally(votes=votes, voters=living, majority=living // 2 + 1)

    # -- resolution ------------------------------------------------------------------------------

    def _resolve(self, kick: int | None = None) -> Report:
        """Resolve the phase (or, with ``kick``, remove that player at once) and report."""
        self._log_start = len(self.random.log)
        self._deaths = []
        self._messages = []
        lynch = None
        if kick is not None:
            self._lynch(kick, DeathCause.KICK)
            for chosen in self.choices.picks.values():
                chosen.pop(kick, None)
        elif self.phase.is_night:
            self._night()
        else:
            lynch = self._day()
        night = kick is None and self.phase.is_night
        self._cascade(DeathCause.NIGHT if night else DeathCause.COLLAPSE)
        self._changed()
        table = self.table()  # before an ending draws the final world
        self.state.outcome = outcome = self._outcome()
        reveal = self._reveal() if outcome is not None else None
        if outcome is None:
            self._tell_certainties()
        phase = self.phase
        if kick is None:
            self.state.phase = phase.next()
            self.state.choices = Choices()
        report = Report(
            phase=str(phase),
            kind="phase" if kick is None else "kick",
            next_phase=None if outcome is not None else str(self.phase),
            deaths=self._deaths,
            lynch=lynch,
            messages=self._messages,
            table=table,
            outcome=outcome,
            reveal=reveal,
            draws=[
                DrawEntry(
                    key=entry.key,
                    outcome=entry.outcome,
                    probability=entry.probability,
                    explicit=entry.explicit,
                )
                for entry in self.random.log[self._log_start :]
            ],
            correction=self.state.correcting,
        )
        self.state.correcting = False
        self.reports.append(report)
        if self.keep_reports is not None and len(self.reports) > self.keep_reports:
            del self.reports[: len(self.reports) - self.keep_reports]
        return report

    def _draw_role(self, key: str, seat: int) -> Role:
        return self._draw_from(key, self.role_weights(seat))

    def _draw_from(self, key: str, weights: list[tuple[Role, int]]) -> Role:
        return parse_role(self.random.draw(key, [(str(role), w) for role, w in weights]))

    def _fix(self, seat: int, role: Role) -> None:
        self.state.model.fix_role(seat, role)
        self._changed()

    def _die(self, seat: int, role: Role, cause: DeathCause) -> None:
        self.state.model.bury(seat)
        self.alive[seat] = False
        self._on_death(seat, role)
        show_role = self.setup.reveal is RevealSetting.ROLE
        death = Death(
            seat=seat,
            name=self.name(seat),
            cause=cause,
            team=role.team.value,
            role=str(role) if show_role else None,
        )
        self._deaths.append(death)
        self.deaths.append(death)
        self._changed()

    def _vision_message(self, night: int, viewer: int, target: int, result: str) -> None:
        self.visions[viewer].append(VisionRecord(night, target, result))
        self._messages.append(Message(seat=viewer, kind="vision", target=target, result=result))

    def _day(self) -> Lynch:
        tally = self.tally()
        leaders = tally.leaders
        votes = [VoteCount(target=t, voters=v) for t, v in sorted(tally.votes.items())]
        target: int | None
        if not leaders:
            target, reason = None, LynchReason.NOBODY_VOTED
        elif len(leaders) == 1:
            target, reason = leaders[0], LynchReason.MOST_VOTES
        elif self.setup.tie_rule is TieRule.RANDOM:
            key = f"{self.phase}.tie"
            target = int(self.random.draw(key, [(str(t), 1) for t in leaders]))
            reason = LynchReason.TIE_RANDOM
        elif self.setup.tie_rule is TieRule.STORYTELLER:
            assert self.choices.decision is not None
            target = self.choices.decision[0]
            reason = LynchReason.TIE_STORYTELLER
        else:
            target, reason = None, LynchReason.TIE_NO_LYNCH
        if target is not None:
            self._lynch(target)
        tied = leaders if len(leaders) > 1 else []
        return Lynch(target=target, votes=votes, reason=reason, tied=tied)

    def _lynch(self, seat: int, cause: DeathCause = DeathCause.LYNCH) -> None:
        self._before_lynch(seat)
        role = self._draw_role(f"{self.phase}.{cause.value}.@{seat}", seat)
        self._fix(seat, role)
        self._die(seat, role, cause)

    def _cascade(self, cause: DeathCause) -> None:
        """Everyone dead in every world dies in public, in number order, until nothing changes."""
        while True:
            dead = self._surely_dead()
            doomed = [seat for seat in self.by_number if self.alive[seat] and dead[seat]]
            if not doomed:
                return
            for seat in doomed:
                role = self._draw_role(f"{self.phase}.death.@{seat}", seat)
                self._fix(seat, role)
                self._die(seat, role, cause)

    def _tell_certainties(self) -> None:
        chances = self.marginals()
        for seat in self.by_number:
            if not self.alive[seat]:
                continue
            kinds = [
                kind
                for kind, possible in (
                    ("seer", chances.can_seer[seat]),
                    ("villager", chances.can_villager[seat]),
                    ("wolf", chances.can_wolf[seat]),
                )
                if possible
            ]
            if len(kinds) != 1:
                continue
            roles = [role for role, w in self.role_weights(seat) if w]
            # One role, or a wolf of a rank still open (said as no role).
            role = str(roles[0]) if len(roles) == 1 else None
            news = role or "wolf?"
            if self.told.get(seat) != news:
                self.told[seat] = news
                self._messages.append(Message(seat=seat, kind="certain", role=role))

    # -- the end ---------------------------------------------------------------------------------

    def _living_wolves(self) -> int:
        return self.wolves - sum(1 for d in self.deaths if d.team == "evil")

    def _collapse(self) -> None:
        """Draw one world: fix every open role in number order, each in proportion."""
        for seat in self.by_number:
            weights = self.role_weights(seat)
            possible = [role for role, w in weights if w]
            if len(possible) > 1:
                self._fix(seat, self._draw_from(f"end.role.@{seat}", weights))
            else:
                self._fix(seat, possible[0])

    def _win(self, winner: Literal["village", "wolves", "tie"], reason: EndReason) -> Outcome:
        self._collapse()
        final = self._final_roles()
        if winner == "tie":
            winners: list[int] = []
        else:
            team_evil = winner == "wolves"
            winners = [s for s in range(self.n) if final[s].is_wolf == team_evil]
        return Outcome(winner=winner, reason=reason, winners=winners)

    def _final_roles(self) -> list[Role]:
        roles = []
        for seat in range(self.n):
            possible = [role for role, w in self.role_weights(seat) if w]
            roles.append(possible[0])
        return roles

    def _reveal(self) -> Reveal:
        roles = self._final_roles()
        entries = [
            RevealEntry(
                seat=seat,
                name=self.name(seat),
                number=self.numbers[seat],
                role=str(roles[seat]),
            )
            for seat in self.by_number
        ]
        kills = self._kills(roles)
        visions: list[VisionEntry] = []
        seer = roles.index(SEER)
        seer_death = next(
            (k.night for k in kills if k.target == seer and k.result == "killed"), None
        )
        for record in self.visions[seer]:
            counted = seer_death is None or record.night < seer_death
            visions.append(
                VisionEntry(
                    night=record.night, target=record.target, result=record.result, counted=counted
                )
            )
        return Reveal(roles=entries, kills=kills, visions=visions)

    # -- the public table ------------------------------------------------------------------------

    def table(self) -> PublicTable:
        """The public table by secret number (publicly dead players: Dead 100 %)."""
        chances = self.marginals()
        columns = self._table_columns()
        if not self.setup.hide_dead:
            columns.append("Dead")
        rows = []
        for seat in self.by_number:
            cells = self._table_cells(chances, seat)
            if not self.setup.hide_dead:
                cells["Dead"] = 1.0 if not self.alive[seat] else float(chances.dead[seat])
            rows.append(TableRow(number=self.numbers[seat], cells=cells))
        return PublicTable(
            columns=columns, rows=rows, worlds=self.world_count(), worlds_label=self.worlds_label
        )
