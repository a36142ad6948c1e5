"""The state of a game in progress (its small value types are in :mod:`engine.werewolf.choices`)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Self

from engine.core.draws import Randomness
from engine.werewolf.actions import Action
from engine.werewolf.choices import Choices, NightLog, VisionRecord
from engine.werewolf.phases import FIRST_PHASE, Phase
from engine.werewolf.reports import Death, Outcome, Report
from engine.werewolf.worlds.base import CisraModel, ClassicModel

WorldModel = CisraModel | ClassicModel
"""The set of worlds still consistent with the game, as a ruleset's model holds it."""


@dataclass
class GameState:
    """Everything an action or a resolution changes, in one place: undo keeps a copy of it.

    What a game never changes (its setup, the secret numbers drawn at the start, the backend)
    lives on the game itself, and so do caches that are derived from this state.
    """

    random: Randomness
    """The draws so far (their log grows with every resolution)."""
    model: WorldModel
    phase: Phase
    alive: list[bool]
    """``alive[seat]``: whether the seat appears alive."""
    names: list[str]
    """Current names by seat (a seat may change hands: see ``Rename``)."""
    visions: dict[int, list[VisionRecord]]
    actions: list[Action] = field(default_factory=list)
    reports: list[Report] = field(default_factory=list)
    """The reports of resolved phases (the last ``keep_reports`` of them)."""
    deaths: list[Death] = field(default_factory=list)
    """Every public death so far, in order."""
    choices: Choices = field(default_factory=Choices)
    nights: list[NightLog] = field(default_factory=list)
    told: dict[int, str] = field(default_factory=dict)
    """The last certainty each seat was told of."""
    outcome: Outcome | None = None
    correcting: bool = False
    """Whether the next report corrects an undone one."""

    @classmethod
    def start(cls, random: Randomness, model: WorldModel, names: list[str]) -> Self:
        """The state before Night 0."""
        return cls(
            random=random,
            model=model,
            phase=FIRST_PHASE,
            alive=[True] * len(names),
            names=list(names),
            visions={seat: [] for seat in range(len(names))},
        )

    def copy(self) -> Self:
        """An independent copy (reports, deaths and draw entries are immutable and shared)."""
        return replace(
            self,
            random=Randomness(self.random.seed, self.random.explicit, list(self.random.log)),
            model=self.model.copy(),
            alive=list(self.alive),
            names=list(self.names),
            visions={seat: list(seen) for seat, seen in self.visions.items()},
            actions=list(self.actions),
            reports=list(self.reports),
            deaths=list(self.deaths),
            choices=copy.deepcopy(self.choices),
            nights=list(self.nights),
            told=dict(self.told),
        )
