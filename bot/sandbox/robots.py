"""Bot-driven players: members of the sandbox who play like the engine's random policy.

They act through the same commands a person uses (``/game join``, ``/night`` in their DMs,
``/vote`` in the channel), so the bot under test cannot tell them from people. Their choices
follow :class:`engine.werewolf.simulate.RandomPolicy`: by night a vision on a random living other player
(now and then none) and, when attacks are sent, an attack on a random legal target; by day most
follow the bandwagon. By night they act at once; by day they wait until every person-played
seat has voted, or half the day has passed, so the person at the keyboard is not outvoted
before they have spoken.
"""

from __future__ import annotations

import datetime as dt
import logging
import random
from dataclasses import dataclass

from bot.client import SuperpostBot
from bot.sandbox.world import World
from bot.shell import GameStatus
from cogs.werewolf.games import Session, games_of
from engine.werewolf import Attack, EngineError, Game
from engine.werewolf.simulate import RandomPolicy

log = logging.getLogger(__name__)

POLICY = RandomPolicy()
"""The engine's random policy: its rates (no vision, bandwagon) drive the bot-driven players."""


@dataclass(frozen=True)
class Move:
    """What one bot-driven player sends this phase."""

    seat: int
    vision: int | None = None
    attack: int | None = None
    vote: int | None = None


def generator(key: str, game: Game, seat: int) -> random.Random:
    """The generator of one seat in one phase of the game ``key`` (never global randomness)."""
    return random.Random(f"sandbox/{key}/{game.phase}/{seat}")


def _other(rng: random.Random, living: list[int], seat: int) -> int:
    others = [target for target in living if target != seat]
    return rng.choice(others)


def legal_attack(game: Game, seat: int, target: int) -> bool:
    """Whether the engine accepts this attack (a wolf cannot attack a surely known packmate)."""
    try:
        game.check(Attack(player=seat, target=target))
    except EngineError:
        return False
    return True


def night_move(key: str, game: Game, seat: int) -> Move:
    """A vision (sometimes none) and, when attacks are sent, a legal attack."""
    rng = generator(key, game, seat)
    living = game.living()
    vision: int | None = _other(rng, living, seat)
    if rng.random() < POLICY.no_vision:
        vision = None
    attack = None
    if game.attacks_tonight():
        others = [target for target in living if target != seat]
        rng.shuffle(others)
        attack = next((target for target in others if legal_attack(game, seat, target)), None)
    return Move(seat, vision=vision, attack=attack)


def day_move(key: str, game: Game, seat: int) -> Move:
    """Follow a current leader of the tally (the bandwagon) or vote for a random other."""
    rng = generator(key, game, seat)
    living = game.living()
    leaders = [target for target in game.tally().leaders if target in living]
    if leaders and rng.random() < POLICY.bandwagon:
        return Move(seat, vote=rng.choice(leaders))
    return Move(seat, vote=_other(rng, living, seat))


def day_is_ripe(world: World, session: Session, game: Game, now: dt.datetime) -> bool:
    """Whether the bot-driven players vote now: every person-played living seat has voted, or
    half the day has passed."""
    people = [seat for seat in game.living() if not world.is_robot(session.row.seats[seat].user_id)]
    if all(game.choices.votes.get(seat) is not None for seat in people):
        return True
    deadline = session.row.deadline
    if deadline is None:
        return False
    half = dt.timedelta(hours=session.row.options.day_hours / 2)
    return deadline - now <= half


def due_moves(world: World, bot: SuperpostBot, now: dt.datetime) -> list[tuple[Session, Move]]:
    """Every move a bot-driven player owes now, in seat order."""
    session = games_of(bot).in_channel(world.town.id)
    if session is None or session.row.status is not GameStatus.RUNNING or session.game is None:
        return []
    game = session.game
    if game.is_over or session.row.extra.pending_announce:
        return []
    moves = []
    night = game.phase.is_night
    if not night and not day_is_ripe(world, session, game, now):
        return []
    for seat in game.living():
        user_id = session.row.seats[seat].user_id
        if not world.is_robot(user_id):
            continue
        if night:
            if seat in game.choices.visions:
                continue
            moves.append((session, night_move(str(session.row.id), game, seat)))
        elif game.choices.votes.get(seat) is None:
            moves.append((session, day_move(str(session.row.id), game, seat)))
    return moves
