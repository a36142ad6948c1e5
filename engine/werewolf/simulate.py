"""Random play: a seeded policy that submits every living player's actions, phase after phase.

The policy is pure. Its choices come from a :class:`random.Random` seeded from the policy seed
and the phase (never from global randomness) and on the state of the game, so the same setup,
seed and policy seed always give the same game. Each phase costs the policy ``O(N)`` Python
work: a constant number of actions per living player (an attacker whose random targets are all
surely packmates, which is rare, scans the living for a legal one).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from engine.core.errors import IllegalActionError
from engine.werewolf.actions import Action, Advance, Decide, Vote
from engine.werewolf.cast.seer import Vision
from engine.werewolf.cast.wolf import Attack
from engine.werewolf.errors import TieUndecidedError
from engine.werewolf.game import Backend, Game
from engine.werewolf.reports import Report
from engine.werewolf.setup import GameSetup


def policy_seed_for(seed: int | str) -> str:
    """The policy seed the command line derives from a setup seed."""
    return f"{seed}/policy"


@dataclass(frozen=True)
class RandomPolicy:
    """Random but plausible play.

    By night every living player sends a vision (now and then none) on a random living other
    player and, when attacks are sent, an attack on a random living other player. By day most
    players follow one random bandwagon target (the target too: a self-vote is legal, and it
    ends two-player standoffs), so a lynch usually happens; the others vote for a random living
    other player (a share ``abstain`` of them, none by default, do not vote).
    """

    seed: int | str = 0
    no_vision: float = 0.1
    """Chance that a player sends "no vision"."""
    bandwagon: float = 0.7
    """Chance that a voter follows the day's bandwagon target."""
    abstain: float = 0.0
    """Chance that a voter does not vote at all."""
    tries: int = 3
    """Random attack targets tried before looking for any legal one (wolves cannot attack a
    surely known packmate)."""

    def generator(self, game: Game) -> random.Random:
        """The generator for the current phase of ``game``."""
        return random.Random(f"policy/{self.seed}/{game.phase}")

    def submit(self, game: Game) -> None:
        """Push every action the policy takes this phase (not the decision, not the advance)."""
        rng = self.generator(game)
        living = game.living()
        if len(living) < 2:
            return
        if game.phase.is_night:
            self._night(game, rng, living)
        else:
            self._day(game, rng, living)

    def _night(self, game: Game, rng: random.Random, living: list[int]) -> None:
        attacks = game.attacks_tonight()
        for seat in living:
            target: int | None = _other(rng, living, seat)
            if rng.random() < self.no_vision:
                target = None
            game.push(Vision(player=seat, target=target))
            if attacks:
                self._attack(game, rng, living, seat)

    def _attack(self, game: Game, rng: random.Random, living: list[int], seat: int) -> None:
        """Attack a random legal target; none if every living other is surely a packmate."""
        for _ in range(self.tries):
            if _try(game, Attack(player=seat, target=_other(rng, living, seat))):
                return
        others = [target for target in living if target != seat]
        rng.shuffle(others)
        for target in others:
            if _try(game, Attack(player=seat, target=target)):
                return

    def _day(self, game: Game, rng: random.Random, living: list[int]) -> None:
        wagon = rng.choice(living)
        for seat in living:
            roll = rng.random()
            if roll < self.abstain:
                continue
            follow = roll < self.abstain + self.bandwagon
            target = wagon if follow else _other(rng, living, seat)
            game.push(Vote(player=seat, target=target))

    def decision(self, game: Game) -> Decide | None:
        """A storyteller's decision if the day cannot end without one (random among the tied)."""
        try:
            game.check(Advance())
        except TieUndecidedError:
            return Decide(target=self.generator(game).choice(game.tally().leaders))
        return None


def _other(rng: random.Random, living: list[int], seat: int) -> int:
    """A random living seat other than ``seat`` (``seat`` is in ``living``; ``len >= 2``)."""
    pick = living[rng.randrange(len(living) - 1)]
    return living[-1] if pick == seat else pick


def _try(game: Game, action: Action) -> bool:
    """Push ``action`` if it is legal; whether it was."""
    try:
        game.push(action)
    except IllegalActionError:
        return False
    return True


def play_phase(game: Game, policy: RandomPolicy) -> Report:
    """Submit the policy's actions for the current phase, then advance; returns the report."""
    policy.submit(game)
    decision = policy.decision(game)
    if decision is not None:
        game.push(decision)
    report = game.push(Advance())
    assert report is not None
    return report


def simulate(
    setup: GameSetup,
    policy_seed: int | str,
    max_phases: int | None = None,
    *,
    backend: Backend = "fast",
    explicit_draws: Mapping[str, str] | None = None,
) -> tuple[Game, list[Report]]:
    """Play a game with :class:`RandomPolicy` until it is over (or ``max_phases`` resolved)."""
    game = Game(setup, explicit_draws=explicit_draws, backend=backend)
    policy = RandomPolicy(seed=policy_seed)
    reports: list[Report] = []
    while not game.is_over and (max_phases is None or len(reports) < max_phases):
        reports.append(play_phase(game, policy))
    return game, reports
