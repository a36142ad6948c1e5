"""Play the same random game on several engines at once (for oracle comparisons)."""

from __future__ import annotations

import random

from engine.core.errors import IllegalActionError
from engine.werewolf import Advance, Attack, Decide, Game, Vision, Vote
from engine.werewolf.errors import TieUndecidedError
from engine.werewolf.reports import Report


def _legal(game: Game, action: object) -> bool:
    try:
        game.check(action)  # type: ignore[arg-type]
    except IllegalActionError:
        return False
    return True


def random_phase_actions(game: Game, rng: random.Random) -> list:
    """A random set of actions for the current phase, from public information only."""
    living = game.living()
    actions: list = []
    if game.phase.is_night:
        for seat in living:
            others = [t for t in living if t != seat]
            if not others:
                continue
            if rng.random() < 0.85:
                actions.append(Vision(player=seat, target=rng.choice(others)))
            elif rng.random() < 0.5:
                actions.append(Vision(player=seat, target=None))
            if game.attacks_tonight() and rng.random() < 0.9:
                attack = Attack(player=seat, target=rng.choice(others))
                if _legal(game, attack):
                    actions.append(attack)
    else:
        favourite = rng.choice(living)
        for seat in living:
            roll = rng.random()
            if roll < 0.6:
                actions.append(Vote(player=seat, target=favourite))
            elif roll < 0.9:
                actions.append(Vote(player=seat, target=rng.choice(living)))
    return actions


def play_lockstep(games: list[Game], seed: int, max_phases: int = 12) -> list[list[Report]]:
    """Push identical random actions to every game until the first one ends."""
    rng = random.Random(seed)
    reports: list[list[Report]] = [[] for _ in games]
    for _ in range(max_phases):
        lead = games[0]
        if lead.is_over:
            break
        for action in random_phase_actions(lead, rng):
            for game in games:
                game.push(action)
        try:
            lead.check(Advance())
        except TieUndecidedError:
            choice = rng.choice([*lead.tally().leaders, None])
            for game in games:
                game.push(Decide(target=choice))
        for index, game in enumerate(games):
            report = game.push(Advance())
            assert report is not None
            reports[index].append(report)
    return reports
