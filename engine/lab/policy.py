"""A random legal-move policy: a bot player for simulations, tests and the sandbox."""

from __future__ import annotations

import random

from engine.lab.actions import Command, Verb
from engine.lab.game import LabGame


def random_command(game: LabGame, rng: random.Random, *, done_weight: float = 0.15) -> Command:
    """A uniformly chosen legal answer to the open prompt, ending the action pool with
    probability ``done_weight`` so games keep moving."""
    legal = game.legal_commands()
    if not legal:
        raise ValueError("the game waits for no one")
    done = [c for c in legal if c.verb is Verb.DONE]
    rest = [c for c in legal if c.verb is not Verb.DONE]
    if done and (not rest or rng.random() < done_weight):
        return done[0]
    return rng.choice(rest)


def play_random(game: LabGame, rng: random.Random, limit: int) -> int:
    """Push up to ``limit`` random legal commands (fewer if the game ends); returns how many."""
    for count in range(limit):
        if game.outcome is not None:
            return count
        game.push(random_command(game, rng))
    return limit
