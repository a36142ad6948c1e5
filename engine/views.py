"""What one player may see: ``observe(game, seat)``."""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import Game
from engine.roles import rank_name
from engine.state import VisionRecord


@dataclass(frozen=True)
class RoleChance:
    """The chance of one role, for the player's own view."""

    role: str
    """``Seer``, ``Villager``, ``Werewolf``, ``alpha wolf``, ``beta wolf``..."""
    chance: float


@dataclass(frozen=True)
class Packmate:
    """Another living player and the chance they are a wolf if the viewer is one."""

    seat: int
    name: str
    chance: float


@dataclass(frozen=True)
class PlayerView:
    """Everything a player may know about their own position, and nothing more."""

    seat: int
    name: str
    number: int
    alive: bool
    phase: str
    roles: list[RoleChance]
    good: float
    evil: float
    dead: float
    dominant: float
    """Chance of being tonight's dominant wolf (``cisra``)."""
    packmates: list[Packmate]
    """If the viewer is a wolf: who else would be, living players only, likeliest first."""
    visions: list[VisionRecord]
    owed: list[str]
    choices: dict[str, int | None]
    """This phase's own choices so far: ``vision``, ``attack``, ``vote``."""


def observe(game: Game, seat: int) -> PlayerView:
    """The view of ``seat``: own number and chances, packmates if a wolf, own vision history."""
    chances = game.marginals()
    roles = [
        RoleChance("Seer", float(chances.seer[seat])),
        RoleChance("Villager", float(chances.villager[seat])),
    ]
    if game.cisra is not None and game.alive[seat]:
        weights = dict((str(role), w) for role, w in game.role_weights(seat))
        total = sum(weights.values())
        for rank in range(1, game.wolves + 1):
            share = weights.get(f"wolf{rank}", 0) / total if total else 0.0
            if share:
                roles.append(RoleChance(f"{rank_name(rank)} wolf", share))
    else:
        roles.append(RoleChance("Werewolf", float(chances.wolf[seat])))
    packmates: list[Packmate] = []
    if chances.can_wolf[seat]:
        model = game.cisra if game.cisra is not None else game.classic
        assert model is not None
        joint = model.packmates(seat)
        packmates = sorted(
            (
                Packmate(other, game.name(other), float(joint[other]))
                for other in game.living()
                if other != seat and joint[other] > 0
            ),
            key=lambda p: (-p.chance, game.numbers[p.seat]),
        )
    choices: dict[str, int | None] = {}
    for kind, table in (
        ("vision", game.choices.visions),
        ("attack", game.choices.attacks),
        ("vote", game.choices.votes),
    ):
        if seat in table:
            choices[kind] = table[seat]
    wolf = float(chances.wolf[seat])
    return PlayerView(
        seat=seat,
        name=game.name(seat),
        number=game.numbers[seat],
        alive=game.alive[seat],
        phase=str(game.phase),
        roles=roles,
        good=1.0 - wolf if chances.can_wolf[seat] else 1.0,
        evil=wolf,
        dead=1.0 if not game.alive[seat] else float(chances.dead[seat]),
        dominant=float(chances.dominant[seat]),
        packmates=packmates,
        visions=list(game.visions[seat]),
        owed=game.owed().get(seat, []),
        choices=choices,
    )
