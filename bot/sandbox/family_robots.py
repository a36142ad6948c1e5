"""Bot-driven players for the games played in threads: Quantum Clocktower, Schrödinger's Lab
and Quantum Cloud.

Like the werewolf ones (:mod:`bot.sandbox.robots`), they use the slash commands a person uses,
so the bot cannot tell them from people; what they choose comes from the engines' random
policies. They keep to the commands that need no member or file option, which every turn
offers (a Lab scientist looks, walks, picks up and drops; a Cloud player places, moves,
attacks, summons and passes). A Clocktower robot wakes no one: it sends ``dont_wake`` each
night, and an evil robot leaves its Night 1 setup line to the deadline's fallback (spec V5),
which draws one among the possible lines exactly as it would for a silent person.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bot.shell import FamilySession, GameStatus
from engine.clocktower import ClocktowerGame
from engine.cloud import CloudGame
from engine.cloud.actions import Action as CloudAction
from engine.cloud.actions import Verb as CloudVerb
from engine.cloud.policy import legal_actions
from engine.lab import LabGame
from engine.lab.actions import Command as LabCommand
from engine.lab.actions import Verb as LabVerb


@dataclass(frozen=True)
class SlashMove:
    """One slash command a bot-driven player sends (in the game's thread, or in its DMs)."""

    user_id: int
    thread_id: int | None
    """The game's thread (where thread commands go)."""
    command: str
    """The command's full name, ``lab see``."""
    options: dict[str, Any] = field(default_factory=dict)
    in_dm: bool = False
    key: str = ""
    """What this move answers (tried once: a refusal is logged, never retried in a loop)."""


def seat_users(session: FamilySession) -> list[int | None]:
    """Each seat's user id, from wherever the family keeps it (the Lab and Clocktower in the
    row's ``users``, Cloud with each player of the setup)."""
    users = session.row.extra.get("users")
    if users is None:
        players = (session.row.setup or {}).get("players", [])
        users = [player.get("user_id") for player in players]
    return [None if user is None else int(user) for user in users]


def generator(session: FamilySession, step: int, seat: int) -> random.Random:
    """The generator of one seat at one step of one game (never global randomness)."""
    return random.Random(f"sandbox/{session.row.family}/{session.row.id}/{step}/{seat}")


# -- Schrödinger's Lab ----------------------------------------------------------------------------


def lab_slash(command: LabCommand) -> tuple[str, dict[str, Any]] | None:
    """The slash command a person types for ``command``; ``None`` for those needing a member."""
    verb = command.verb
    if verb is LabVerb.SEE and command.direction is not None:
        return "lab see", {"direction": command.direction.text}
    if verb is LabVerb.MOVE and command.direction is not None:
        return "lab move", {"steps": command.direction.text}
    if verb is LabVerb.PICKUP:
        colour = {} if command.colour is None else {"colour": command.colour.text.lower()}
        return "lab pickup", colour
    if verb in (LabVerb.DROP, LabVerb.TRANSIT, LabVerb.DONE):
        return f"lab {verb.value}", {}
    if verb is LabVerb.ORIENT:
        return "lab orient", {"rotation": command.body.split(" ", 1)[1]}
    if verb is LabVerb.CHOOSE and command.value is not None:
        return "lab choose", {"value": command.value}
    return None


def lab_moves(session: FamilySession, game: LabGame, robots: set[int]) -> list[SlashMove]:
    """The move the Lab waits for, when a bot-driven player owes it."""
    seat = game.prompt.seat
    if game.outcome is not None or seat is None:
        return []
    user_id = seat_users(session)[seat]
    if user_id is None or user_id not in robots:
        return []
    step = len(game.actions)
    rng = generator(session, step, seat)
    legal = [(c, lab_slash(c)) for c in game.legal_commands()]
    usable = [(c, slash) for c, slash in legal if slash is not None]
    if not usable:
        return []
    done = [pair for pair in usable if pair[0].verb is LabVerb.DONE]
    rest = [pair for pair in usable if pair[0].verb is not LabVerb.DONE]
    _, (name, options) = done[0] if done and (not rest or rng.random() < 0.2) else rng.choice(rest)
    return [
        SlashMove(user_id, session.row.thread_id, name, options, key=f"lab/{session.row.id}/{step}")
    ]


# -- Quantum Cloud --------------------------------------------------------------------------------

_CLOUD_SIMPLE = {CloudVerb.END: "cloud end", CloudVerb.PASS: "cloud pass"}


def cloud_slash(action: CloudAction) -> tuple[str, dict[str, Any]] | None:
    """The slash command a person types for ``action``; ``None`` for plays of Algorithms."""
    verb = action.verb
    if verb in _CLOUD_SIMPLE:
        return _CLOUD_SIMPLE[verb], {}
    if verb is CloudVerb.TILE and action.hex is not None:
        options = {"at": str(action.hex)}
        if action.origin is not None:
            options["from"] = str(action.origin)
        return "cloud tile", options
    if verb is CloudVerb.AVATAR and action.hex is not None:
        return "cloud avatar", {"at": str(action.hex)}
    if verb is CloudVerb.SUPERPOSE and action.hex is not None:
        return "cloud superpose", {"at": str(action.hex)}
    if verb is CloudVerb.KEEP and action.unit is not None:
        return "cloud keep", {"unit": action.unit}
    if verb is CloudVerb.MOVE and action.unit is not None and action.hex is not None:
        return "cloud move", {"unit": action.unit, "to": str(action.hex)}
    if verb is CloudVerb.ATTACK and action.unit is not None and action.target is not None:
        return "cloud attack", {"unit": action.unit, "target": action.target}
    if verb is CloudVerb.SUMMON and action.card is not None and action.hex is not None:
        return "cloud summon", {"card": action.card, "at": str(action.hex)}
    return None


def cloud_moves(session: FamilySession, game: CloudGame, robots: set[int]) -> list[SlashMove]:
    """One move for each bot-driven player the game waits for now."""
    moves: list[SlashMove] = []
    step = len(game.actions)
    users = seat_users(session)
    for seat in game.living():
        user_id = users[seat]
        if user_id is None or user_id not in robots:
            continue
        rng = generator(session, step, seat)
        usable = [(a, cloud_slash(a)) for a in legal_actions(game, seat)]
        options = [(a, slash) for a, slash in usable if slash is not None]
        if not options:
            continue
        # Ending a turn or passing less eagerly than acting, so a robot's turn shows play.
        weights = [0.3 if a.verb in _CLOUD_SIMPLE else 1.0 for a, _ in options]
        _, (name, chosen) = rng.choices(options, weights)[0]
        key = f"cloud/{session.row.id}/{step}/{seat}"
        moves.append(SlashMove(user_id, session.row.thread_id, name, chosen, key=key))
    return moves


# -- Quantum Clocktower ---------------------------------------------------------------------------


def clocktower_moves(
    session: FamilySession, game: ClocktowerGame, robots: set[int]
) -> list[SlashMove]:
    """``dont_wake`` from every living bot-driven player who has sent nothing tonight."""
    if game.phase != "night" or game.outcome is not None or game.resolution is not None:
        return []
    night = game.number
    moves = []
    for seat, user_id in enumerate(seat_users(session)):
        if user_id is None or user_id not in robots:
            continue
        if seat in game.appears_dead or seat in game.lists:
            continue
        moves.append(
            SlashMove(
                user_id,
                session.row.thread_id,
                "ct night",
                {"entries": "dont_wake", "game": session.row.id},
                in_dm=True,
                key=f"ct/{session.row.id}/{night}/{seat}",
            )
        )
    return moves


def due_moves(sessions: list[FamilySession], robots: set[int]) -> list[SlashMove]:
    """Every move a bot-driven player owes now in the games played in threads."""
    moves: list[SlashMove] = []
    for session in sessions:
        game = session.game
        if session.row.status is not GameStatus.RUNNING or game is None:
            continue
        if isinstance(game, LabGame):
            moves += lab_moves(session, game, robots)
        elif isinstance(game, CloudGame):
            moves += cloud_moves(session, game, robots)
        elif isinstance(game, ClocktowerGame):
            moves += clocktower_moves(session, game, robots)
    return moves
