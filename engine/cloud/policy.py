"""Legal commands enumerated (for autocomplete and bots) and a random legal-move policy."""

from __future__ import annotations

import random

from engine.cloud.actions import Action, Verb
from engine.cloud.game import CloudGame
from engine.cloud.state import Phase
from engine.core.family import Actor, Seat


def legal_actions(game: CloudGame, seat: Seat) -> list[Action]:
    """Every legal command of ``seat`` now except autopass and concede, in a fixed order
    (:meth:`CloudGame.legal_actions`)."""
    return game.legal_actions(seat)


def random_action(game: CloudGame, rng: random.Random, timeout_rate: float = 0.02) -> Action:
    """A random legal action by some player (or, rarely, the bot's timeout)."""
    if game.phase is Phase.OVER:
        raise ValueError("the game is over")
    if rng.random() < timeout_rate:
        return Action(Actor.SYSTEM, Verb.TIMEOUT)
    options: list[Action] = []
    for seat in game.living():
        options += legal_actions(game, seat)
    if not options:
        return Action(Actor.SYSTEM, Verb.TIMEOUT)
    # End a turn and pass less eagerly than acting, so games see battles.
    weights = [0.25 if a.verb in (Verb.END, Verb.PASS) else 1.0 for a in options]
    return rng.choices(options, weights)[0]


def bot_action(game: CloudGame, seat: Seat, rng: random.Random) -> Action | None:
    """A random legal action for one seat (a bot player), or ``None`` when it has none."""
    options = legal_actions(game, seat)
    return rng.choice(options) if options else None
