"""A random legal-move policy: a bot player for simulations, tests and the sandbox."""

from __future__ import annotations

import random

from engine.lab.actions import Command, Verb
from engine.lab.game import LabGame
from engine.lab.geometry import HALL


def random_command(
    game: LabGame, rng: random.Random, *, done_weight: float = 0.15, eagerness: float = 0.0
) -> Command:
    """A uniformly chosen legal answer to the open prompt, ending the action pool with
    probability ``done_weight`` so games keep moving; with probability ``eagerness`` the
    :func:`eager_choice` instead, when there is one."""
    if eagerness and rng.random() < eagerness:
        eager = eager_choice(game)
        if eager is not None:
            return eager
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


def eager_choice(game: LabGame) -> Command | None:
    """A data-hungry preference, or ``None``: take a cube when you can, and carry it toward
    the Mainframe. Mixed with random play it makes logs and resets common in simulations."""
    legal = game.legal_commands()
    for command in legal:
        if command.verb in (Verb.PICKUP, Verb.STEAL):
            return command
    seat = game.prompt.seat
    if seat is None or seat not in game.position.holding:
        return None
    here = game.position.where(seat)
    best: tuple[int, Command] | None = None
    for command in legal:
        if command.verb is Verb.MOVE and command.direction is not None:
            dx, dy = command.direction.delta
            distance = abs(here[0] + dx - HALL) + abs(here[1] + dy - HALL)
            if best is None or distance < best[0]:
                best = (distance, command)
    return best[1] if best is not None else None
