"""The game: a setup, a seed and a stack of actions; everything else is derived from them.

``Game.push`` validates an action and applies it; an :class:`~engine.werewolf.actions.Advance` resolves
the current phase and returns its :class:`~engine.werewolf.reports.Report`. ``Game.check`` validates
without changing anything. Replaying the same actions on the same setup gives the same reports.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any, Literal

import numpy as np

from engine.core.draws import Randomness
from engine.core.errors import EngineError, IllegalActionError
from engine.werewolf.actions import (
    RESOLUTIONS,
    Action,
    Advance,
    Attack,
    Decide,
    Kick,
    Rename,
    Undo,
    Vision,
    Vote,
    parse_action,
)
from engine.werewolf.errors import TieUndecidedError
from engine.werewolf.phases import FIRST_PHASE, Phase
from engine.werewolf.reports import (
    Death,
    DeathCause,
    DrawEntry,
    KillEntry,
    Lynch,
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
from engine.werewolf.roles import SEER, Role, parse_role, wolf
from engine.werewolf.setup import MAX_NAME_LENGTH, GameSetup, MissingAttack, Preset, TieRule
from engine.werewolf.setup import Reveal as RevealSetting
from engine.werewolf.state import Choices, NightLog, Tally, VisionRecord
from engine.werewolf.text import and_list
from engine.werewolf.worlds.base import CisraModel, ClassicModel, Marginals
from engine.werewolf.worlds.cisra_fast import FastCisraWorlds
from engine.werewolf.worlds.cisra_oracle import OracleCisraWorlds
from engine.werewolf.worlds.classic import FastClassicWorlds, OracleClassicWorlds

Backend = Literal["fast", "oracle"]


class Game:
    """A game of Quantum Werewolf."""

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
        self.random = Randomness(setup.seed, dict(explicit_draws or {}))
        order = self.random.shuffle("numbers", list(range(1, self.n + 1)))
        self.numbers: list[int] = order
        """``numbers[seat]``: the secret number of that seat."""
        self.by_number = sorted(range(self.n), key=lambda seat: self.numbers[seat])
        """Seats in ascending secret-number order (the order actions are processed in)."""
        self.phase: Phase = FIRST_PHASE
        self.alive = [True] * self.n
        self.names = list(setup.players)
        """Current names by seat (a seat may change hands: see :class:`Rename`)."""
        self.actions: list[Action] = []
        self._before_resolution: dict[str, object] | None = None
        self._correcting = False
        self.reports: list[Report] = []
        """The reports of resolved phases, the last ``keep_reports`` of them (all by default)."""
        self.keep_reports = keep_reports
        self.deaths: list[Death] = []
        """Every public death so far, in order."""
        self.choices = Choices()
        self.visions: dict[int, list[VisionRecord]] = {seat: [] for seat in range(self.n)}
        self.nights: list[NightLog] = []
        self.weights: dict[tuple[int, int], Fraction] = {}
        """``classic``: attack weights ``(attacker, target) -> weight``."""
        self.outcome_: Outcome | None = None
        self.told: dict[int, str] = {}
        """The last certainty each seat was told of."""
        self.cisra: CisraModel | None = None
        self.classic: ClassicModel | None = None
        k = setup.wolf_count
        if setup.preset is Preset.CISRA:
            self.cisra = (
                FastCisraWorlds(self.n, k) if backend == "fast" else OracleCisraWorlds(self.n, k)
            )
        else:
            self.classic = (
                FastClassicWorlds(self.n, k)
                if backend == "fast"
                else OracleClassicWorlds(self.n, k)
            )
        self._marginals: Marginals | None = None
        self.packmate_cache: tuple[np.ndarray, np.ndarray] | None = None
        """Every seat's packmate chances and their exact support, once computed (``cisra``)."""
        self.views_cache: tuple[tuple[int, str], dict[int, Any]] | None = None
        """``observe_all``'s last answer, keyed by the action count and the phase."""

    # -- names -----------------------------------------------------------------------------------

    def name(self, seat: int) -> str:
        """The name of a seat (the latest, after a seat changed hands)."""
        return self.names[seat]

    def seat(self, name_or_seat: str) -> int:
        """Find a seat by name (case-insensitive), ``@seat`` or secret number ``#n``."""
        text = name_or_seat.strip()
        if text.startswith("@") and text[1:].isdigit():
            seat = int(text[1:])
            self._check_seat(seat)
            return seat
        if text.startswith("#") and text[1:].isdigit():
            number = int(text[1:])
            if not 1 <= number <= self.n:
                raise IllegalActionError(f"no secret number {text} (numbers run 1 to {self.n})")
            return self.numbers.index(number)
        for seat, name in enumerate(self.names):
            if name.casefold() == text.casefold():
                return seat
        raise IllegalActionError(f"no player named {name_or_seat!r}")

    def _check_seat(self, seat: int | None) -> None:
        if seat is not None and not 0 <= seat < self.n:
            raise IllegalActionError(f"no player at seat @{seat} (seats are @0 to @{self.n - 1})")

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.outcome_ is not None

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (winner, reason, winners), or ``None`` while it goes on.

        The end conditions are checked, in their commented order, after every resolution
        (``_cisra_outcome`` / ``_classic_outcome``)."""
        return self.outcome_

    @property
    def wolves(self) -> int:
        """The wolf count."""
        return self.setup.wolf_count

    def living(self) -> list[int]:
        """Seats that appear alive, in seat order."""
        return [seat for seat in range(self.n) if self.alive[seat]]

    # -- chances ---------------------------------------------------------------------------------

    def marginals(self) -> Marginals:
        """Per-seat chances over the surviving worlds (cached until the worlds change)."""
        if self._marginals is None:
            if self.cisra is not None:
                self._marginals = self.cisra.marginals()
            else:
                assert self.classic is not None
                self._marginals = self.classic.marginals(self.weights)
        return self._marginals

    def world_count(self) -> int:
        """The exact number of surviving worlds."""
        model = self.cisra if self.cisra is not None else self.classic
        assert model is not None
        return model.count()

    def role_weights(self, seat: int) -> list[tuple[Role, int]]:
        """Exact relative weights of the seat's possible exact roles."""
        model = self.cisra if self.cisra is not None else self.classic
        assert model is not None
        return model.role_weights(seat)

    def packmate_table(self) -> tuple[np.ndarray, np.ndarray] | None:
        """Every seat's packmate chances (row x: ``P(y is a wolf | x is a wolf)``) and where
        they are exactly non-zero, computed together and cached until the worlds change;
        ``None`` where the model has no batched form (the oracles, ``classic``)."""
        if self.packmate_cache is None and isinstance(self.cisra, FastCisraWorlds):
            self.packmate_cache = self.cisra.packmate_table()
        return self.packmate_cache

    def open_ranks(self) -> list[int]:
        """Wolf ranks whose holder is not yet known (``cisra``), in ascending order."""
        assert self.cisra is not None
        return self.cisra.open_ranks()

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
        if isinstance(action, Undo):
            if self._before_resolution is None or not isinstance(self.actions[-1], RESOLUTIONS):
                raise IllegalActionError(
                    "nothing to undo: only the last resolution can be undone, and only while "
                    "no action has come after it"
                )
            return
        if isinstance(action, Rename):
            self._check_rename(action)
            return
        if self.is_over:
            raise IllegalActionError("the game is over")
        if isinstance(action, Kick):
            self._check_seat(action.target)
            if not self.alive[action.target]:
                raise IllegalActionError(f"{self.name(action.target)} is already dead")
            return
        if isinstance(action, Advance):
            self._check_advance()
            return
        if isinstance(action, Decide):
            self._check_decide(action)
            return
        self._check_seat(action.player)
        self._check_seat(action.target)
        actor = self.name(action.player)
        if not self.alive[action.player]:
            raise IllegalActionError(f"{actor} is dead and can no longer act")
        if isinstance(action, Vote):
            if self.phase.is_night:
                raise IllegalActionError(f"votes are cast by day; it is {self.phase.title()}")
            if action.target is not None and not self.alive[action.target]:
                raise IllegalActionError(f"{self.name(action.target)} is already dead")
            return
        verb = "look at" if isinstance(action, Vision) else "attack"
        noun = "visions" if isinstance(action, Vision) else "attacks"
        if not self.phase.is_night:
            raise IllegalActionError(f"{noun} are sent at night; it is {self.phase.title()}")
        if isinstance(action, Attack) and not self.attacks_tonight():
            raise IllegalActionError(f"there are no attacks on {self.phase.title()}")
        if action.target is None:
            return
        if action.target == action.player:
            raise IllegalActionError(f"{actor} cannot {verb} themselves")
        if not self.alive[action.target]:
            raise IllegalActionError(f"{self.name(action.target)} is already dead")
        if (
            isinstance(action, Attack)
            and self.cisra is not None
            and self.cisra.surely_packmate(action.player, action.target)
        ):
            raise IllegalActionError(
                f"{self.name(action.target)} is a wolf in every world where {actor} is tonight's "
                "dominant wolf, and wolves cannot attack each other: choose another target"
            )

    def _check_rename(self, action: Rename) -> None:
        self._check_seat(action.player)
        name = action.name
        if not name or name != name.strip() or "\n" in name or len(name) > MAX_NAME_LENGTH:
            raise IllegalActionError(f"not a usable name: {name!r}")
        for seat, other in enumerate(self.names):
            if seat != action.player and other.casefold() == name.casefold():
                raise IllegalActionError(f"the name {name!r} is already taken")

    def attacks_tonight(self) -> bool:
        """Whether attacks are sent this night (``cisra``: from Night 1; ``classic``: always)."""
        if not self.phase.is_night:
            return False
        return self.setup.preset is Preset.CLASSIC or self.phase.number >= 1

    def _check_decide(self, action: Decide) -> None:
        if self.phase.is_night:
            raise IllegalActionError(f"ties are decided by day; it is {self.phase.title()}")
        if self.setup.tie_rule is not TieRule.STORYTELLER:
            raise IllegalActionError(
                f"the storyteller does not break ties in this game (tie rule: "
                f"{self.setup.tie_rule.value})"
            )
        self._check_seat(action.target)
        leaders = self.tally().leaders
        if len(leaders) < 2:
            raise IllegalActionError("the vote is not tied")
        if action.target is not None and action.target not in leaders:
            raise IllegalActionError(
                f"{self.name(action.target)} is not among the tied: {self._names(leaders)}"
            )

    def _check_advance(self) -> None:
        if self.phase.is_night or self.setup.tie_rule is not TieRule.STORYTELLER:
            return
        leaders = self.tally().leaders
        decision = self.choices.decision
        if len(leaders) >= 2 and (
            decision is None or (decision[0] is not None and decision[0] not in leaders)
        ):
            raise TieUndecidedError(
                f"the vote is tied between {self._names(leaders)}: the storyteller must decide "
                "who is lynched (or that nobody is) before the day can end"
            )

    def _names(self, seats: Iterable[int]) -> str:
        return and_list([self.name(seat) for seat in seats])

    # -- the stack -------------------------------------------------------------------------------

    def push(self, action: Action) -> Report | None:
        """Check and apply an action; an :class:`Advance` or a :class:`Kick` returns a report."""
        self.check(action)
        if isinstance(action, Undo):
            self._undo()
            return None
        if isinstance(action, RESOLUTIONS):
            self._before_resolution = self._state()
        self.actions.append(action)
        if isinstance(action, Rename):
            self.names[action.player] = action.name
        elif isinstance(action, Kick):
            try:
                return self._resolve(kick=action.target)
            except EngineError:
                self._rebuild(self.actions[:-1])
                raise
        elif isinstance(action, Vision):
            self.choices.visions[action.player] = action.target
        elif isinstance(action, Attack):
            self.choices.attacks[action.player] = action.target
        elif isinstance(action, Vote):
            self.choices.votes[action.player] = action.target
        elif isinstance(action, Decide):
            self.choices.decision = (action.target,)
        else:
            try:
                return self._resolve()
            except EngineError:
                self._rebuild(self.actions[:-1])
                raise
        return None

    def _state(self) -> dict[str, object]:
        """A copy of everything a resolution may change (for one level of undo).

        Reports, draw logs and outcomes are immutable, so lists of them are copied shallowly;
        the world model is copied by its own ``copy``.
        """
        state = dict(self.__dict__)
        del state["_before_resolution"]
        model = self.cisra if self.cisra is not None else self.classic
        assert model is not None
        state["cisra" if self.cisra is not None else "classic"] = model.copy()
        state["random"] = Randomness(self.random.seed, self.random.explicit, list(self.random.log))
        state["choices"] = copy.deepcopy(self.choices)
        state["visions"] = {seat: list(seen) for seat, seen in self.visions.items()}
        for name in ("alive", "names", "actions", "reports", "nights", "deaths"):
            state[name] = list(getattr(self, name))
        state["weights"] = dict(self.weights)
        state["told"] = dict(self.told)
        return state

    def _undo(self) -> None:
        stack = [*self.actions, Undo()]
        saved = self._before_resolution
        assert saved is not None
        self.__dict__.update(saved)
        self.actions = stack
        self._before_resolution = None
        self._correcting = True

    def _rebuild(self, actions: list[Action]) -> None:
        """Return to the state after ``actions`` (a failed resolution leaves no trace)."""
        fresh = Game(
            self.setup,
            explicit_draws=self.random.explicit,
            backend=self.backend,
            keep_reports=self.keep_reports,
        )
        for action in actions:
            fresh.push(action)
        self.__dict__.update(fresh.__dict__)

    def push_text(self, text: str) -> Report | None:
        """Parse and push the canonical text form of an action."""
        return self.push(parse_action(text))

    # -- what is owed ----------------------------------------------------------------------------

    def owed(self) -> dict[int, list[str]]:
        """Actions each living player still owes this phase (``vision``, ``attack``, ``vote``)."""
        if self.is_over:
            return {}
        out: dict[int, list[str]] = {}
        if not self.phase.is_night:
            for seat in self.living():
                if seat not in self.choices.votes:
                    out[seat] = ["vote"]
            return out
        chances = self.marginals()
        for seat in self.living():
            missing = []
            if chances.can_seer[seat] and seat not in self.choices.visions:
                missing.append("vision")
            if self.attacks_tonight() and self.choices.attacks.get(seat) is None:
                may_kill = chances.can_dominant if self.cisra is not None else chances.can_wolf
                if may_kill[seat]:
                    missing.append("attack")
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
        self._deaths: list[Death] = []
        self._messages: list[Message] = []
        lynch = None
        if kick is not None:
            self._lynch(kick, DeathCause.KICK)
            for chosen in (self.choices.visions, self.choices.attacks, self.choices.votes):
                chosen.pop(kick, None)
        elif self.phase.is_night:
            if self.cisra is not None:
                self._cisra_night()
            else:
                self._classic_night()
        else:
            lynch = self._day()
        night = kick is None and self.phase.is_night
        self._cascade(DeathCause.NIGHT if night else DeathCause.COLLAPSE)
        self._changed()
        table = self.table()  # before an ending draws the final world
        self.outcome_ = self._outcome()
        reveal = self._reveal() if self.outcome_ is not None else None
        if self.outcome_ is None:
            self._tell_certainties()
        phase = self.phase
        if kick is None:
            self.phase = phase.next()
            self.choices = Choices()
        report = Report(
            phase=str(phase),
            kind="phase" if kick is None else "kick",
            next_phase=None if self.outcome_ is not None else str(self.phase),
            deaths=self._deaths,
            lynch=lynch,
            messages=self._messages,
            table=table,
            outcome=self.outcome_,
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
            correction=self._correcting,
        )
        self._correcting = False
        self.reports.append(report)
        if self.keep_reports is not None and len(self.reports) > self.keep_reports:
            del self.reports[: len(self.reports) - self.keep_reports]
        return report

    def _draw_role(self, key: str, seat: int) -> Role:
        weights = self.role_weights(seat)
        return parse_role(self.random.draw(key, [(str(role), w) for role, w in weights]))

    def _fix(self, seat: int, role: Role) -> None:
        model = self.cisra if self.cisra is not None else self.classic
        assert model is not None
        model.fix_role(seat, role)
        self._changed()

    def _die(self, seat: int, role: Role, cause: DeathCause) -> None:
        model = self.cisra if self.cisra is not None else self.classic
        assert model is not None
        model.bury(seat)
        self.alive[seat] = False
        if role.is_wolf:
            # A lynched werewolf's attacks no longer count (classic).
            self.weights = {pair: w for pair, w in self.weights.items() if pair[0] != seat}
        show_role = self.setup.reveal is RevealSetting.ROLE
        death = Death(
            seat=seat,
            name=self.name(seat),
            cause=cause,
            team=role.team.value,
            role=str(role) if show_role else None,
            role_title=role.title() if show_role else None,
        )
        self._deaths.append(death)
        self.deaths.append(death)
        self._changed()

    def _cisra_night(self) -> None:
        model = self.cisra
        assert model is not None
        night = self.phase.number
        if night >= 1:
            attacks: dict[int, int] = {}
            for seat in sorted(model.dominant_candidates(), key=self.numbers.__getitem__):
                target = self.choices.attacks.get(seat)
                if target is None and self.setup.missing_attack is MissingAttack.RANDOM:
                    packmates = model.surely_packmates(seat)
                    legal = [
                        t
                        for t in self.by_number
                        if self.alive[t] and t != seat and not packmates[t]
                    ]
                    if legal:
                        key = f"{self.phase}.attack.@{seat}"
                        target = int(self.random.draw(key, [(str(t), 1) for t in legal]))
                if target is not None:
                    attacks[seat] = target
            self.nights.append(NightLog(night, model.dominant_rank, attacks))
            model.kill(night, attacks)
            self._changed()
        # Team weights of a target, reused by every vision that cannot count until one does.
        teams: dict[int, tuple[int, int]] = {}
        for viewer in self.by_number:
            target = self.choices.visions.get(viewer)
            if target is None or not self.alive[viewer]:
                continue
            evil, good = model.vision_weights(night, viewer, target)
            constrains = evil + good > 0
            if not constrains:
                if target not in teams:
                    teams[target] = model.team_weights(target)
                evil, good = teams[target]
            result = self.random.draw(
                f"{self.phase}.vision.@{viewer}", [("evil", evil), ("good", good)]
            )
            if constrains:
                model.apply_vision(night, viewer, target, result == "evil")
                teams.clear()
                self._changed()
            self._vision_message(night, viewer, target, result)

    def _classic_night(self) -> None:
        model = self.classic
        assert model is not None
        night = self.phase.number
        living_wolves = self.wolves - sum(1 for d in self._all_deaths() if d.team == "evil")
        attacks: dict[int, int] = {}
        for actor in self.by_number:
            if not self.alive[actor]:
                continue
            target = self.choices.visions.get(actor)
            if target is not None:
                weights = model.vision_weights(actor, target)
                constrains = any(w for _, w in weights)
                if not constrains:
                    weights = model.role_weights(target)
                result = self.random.draw(
                    f"{self.phase}.vision.@{actor}", [(str(r), w) for r, w in weights]
                )
                if constrains:
                    model.apply_vision(actor, target, parse_role(result))
                    self._changed()
                self._vision_message(night, actor, target, result)
            attack = self.choices.attacks.get(actor)
            if attack is not None and living_wolves > 0:
                self.weights[(actor, attack)] = Fraction(1, living_wolves)
                attacks[actor] = attack
        self.nights.append(NightLog(night, 0, attacks))
        self._changed()

    def _all_deaths(self) -> list[Death]:
        return self.deaths

    def _vision_message(self, night: int, viewer: int, target: int, result: str) -> None:
        self.visions[viewer].append(VisionRecord(night, target, result))
        if self.classic is not None:
            seen = parse_role(result).title()
            text = f"Your vision of {self.name(target)}: {seen}."
        else:
            text = f"Your vision of {self.name(target)}: {result.upper()}."
        self._messages.append(
            Message(seat=viewer, kind="vision", text=text, target=target, result=result)
        )

    def _day(self) -> Lynch:
        tally = self.tally()
        leaders = tally.leaders
        votes = [VoteCount(target=t, voters=v) for t, v in sorted(tally.votes.items())]
        target: int | None
        if not leaders:
            target, reason = None, "nobody voted"
        elif len(leaders) == 1:
            target, reason = leaders[0], "most votes"
        elif self.setup.tie_rule is TieRule.RANDOM:
            key = f"{self.phase}.tie"
            target = int(self.random.draw(key, [(str(t), 1) for t in leaders]))
            reason = f"tie broken at random between {self._names(leaders)}"
        elif self.setup.tie_rule is TieRule.STORYTELLER:
            assert self.choices.decision is not None
            target = self.choices.decision[0]
            reason = f"tie between {self._names(leaders)} decided by the storyteller"
        else:
            target, reason = None, f"tie between {self._names(leaders)}: no lynch"
        if target is not None:
            self._lynch(target)
        return Lynch(target=target, votes=votes, reason=reason)

    def _lynch(self, seat: int, cause: DeathCause = DeathCause.LYNCH) -> None:
        if self.cisra is not None:
            self.cisra.eliminate_dead(seat)
            self._changed()
        role = self._draw_role(f"{self.phase}.{cause.value}.@{seat}", seat)
        self._fix(seat, role)
        self._die(seat, role, cause)

    def _surely_dead(self) -> list[bool]:
        if self.cisra is not None:
            return [bool(x) for x in self.cisra.surely_dead()]
        assert self.classic is not None
        return [share >= 1 for share in self.classic.dead_shares(self.weights)]

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
            if len(roles) == 1:
                news = f"Your role is now certain: you are {roles[0].title()}."
            else:
                news = "Your team is now certain: you are a wolf (your rank is still open)."
            if self.told.get(seat) != news:
                self.told[seat] = news
                self._messages.append(Message(seat=seat, kind="certain", text=news))

    # -- the end ---------------------------------------------------------------------------------

    def _living_wolves(self) -> int:
        return self.wolves - sum(1 for d in self._all_deaths() if d.team == "evil")

    def _outcome(self) -> Outcome | None:
        if self.cisra is not None:
            return self._cisra_outcome()
        return self._classic_outcome()

    def _cisra_outcome(self) -> Outcome | None:
        model = self.cisra
        assert model is not None
        living_wolves = self._living_wolves()
        # 1. Every wolf has been lynched: the village wins.
        if living_wolves == 0:
            return self._win("village", "every wolf has been lynched")
        chances = self.marginals()
        living = self.living()
        nonwolves = model.max_living_nonwolves(self.alive)
        settled = all(
            not (chances.can_wolf[s] and (chances.can_seer[s] or chances.can_villager[s]))
            for s in living
        )
        # 2. In every world the wolves are at least as many as the rest, and who they are is
        #    the same in every world: the wolves win.
        if settled and nonwolves <= living_wolves:
            return self._win("wolves", "the wolves are known and match the village in number")
        # 3. Every world is over but they disagree on who the wolves are: one world is drawn.
        if nonwolves == 0:
            return self._win("wolves", "every world was over; the drawn world is the wolves'")
        # 4. Otherwise the game goes on.
        return None

    def _classic_outcome(self) -> Outcome | None:
        chances = self.marginals()
        living = self.living()
        # 1. Everyone is dead: a tie (checked first: "no living werewolf" would also hold).
        if not living:
            return self._win("tie", "everyone is dead")
        # 2. No living werewolf in any world: the village wins.
        if not any(chances.can_wolf[s] for s in living):
            return self._win("village", "no living werewolf remains in any world")
        # 3. In every permutation only werewolves are alive (a player is dead in a permutation
        #    when the living werewolves' weights on them add up to 1 there): the werewolves win.
        model = self.classic
        assert model is not None
        if model.only_wolves_alive(self.weights, self.alive):
            return self._win("wolves", "in every permutation only werewolves are alive")
        return None

    def _collapse(self) -> None:
        """Draw one world: fix every open role in number order, each in proportion."""
        for seat in self.by_number:
            weights = [(role, w) for role, w in self.role_weights(seat) if w]
            if len(weights) > 1:
                self._fix(seat, self._draw_role(f"end.role.@{seat}", seat))
            else:
                self._fix(seat, weights[0][0])

    def _win(self, winner: Literal["village", "wolves", "tie"], reason: str) -> Outcome:
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
                role_title=roles[seat].title(),
            )
            for seat in self.by_number
        ]
        kills: list[KillEntry] = []
        if self.cisra is not None:
            dead: set[int] = set()
            for log in self.nights:
                holder = roles.index(wolf(log.dominant_rank)) if log.dominant_rank else None
                if holder is None:
                    continue
                target = log.attacks.get(holder)
                if target is None:
                    kills.append(
                        KillEntry(night=log.night, attacker=holder, target=None, result="no attack")
                    )
                    continue
                result: Literal["killed", "already dead"] = (
                    "already dead" if target in dead else "killed"
                )
                dead.add(target)
                kills.append(
                    KillEntry(night=log.night, attacker=holder, target=target, result=result)
                )
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
        classic = self.classic is not None
        if classic:
            columns = ["Villager", "Seer", "Werewolf"]
        else:
            columns = ["Good", "Evil"] + (["Seer"] if self.setup.seer_column else [])
        if not self.setup.hide_dead:
            columns.append("Dead")
        rows = []
        for seat in self.by_number:
            dead = 1.0 if not self.alive[seat] else float(chances.dead[seat])
            if classic:
                cells = {
                    "Villager": float(chances.villager[seat]),
                    "Seer": float(chances.seer[seat]),
                    "Werewolf": float(chances.wolf[seat]),
                }
            else:
                cells = {
                    "Good": _good(chances, seat),
                    "Evil": float(chances.wolf[seat]),
                }
                if self.setup.seer_column:
                    cells["Seer"] = float(chances.seer[seat])
            if not self.setup.hide_dead:
                cells["Dead"] = dead
            rows.append(TableRow(number=self.numbers[seat], cells=cells))
        return PublicTable(
            columns=columns,
            rows=rows,
            worlds=self.world_count(),
            worlds_label="permutations" if classic else "worlds",
        )


def _good(chances: Marginals, seat: int) -> float:
    if not chances.can_wolf[seat]:
        return 1.0
    if not (chances.can_seer[seat] or chances.can_villager[seat]):
        return 0.0
    return float(1.0 - chances.wolf[seat])
