"""The Seer: on the good team, sends one vision a night."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.werewolf.actions import NightPower, register_action
from engine.werewolf.board import Board
from engine.werewolf.roles import RoleKind, RoleSpec, Team, register_role
from engine.werewolf.worlds.base import Marginals


@register_action
@dataclass(frozen=True, slots=True)
class Vision(NightPower):
    """At night: ``player`` looks at ``target`` (``None``: chooses no vision).

    Every player who may be the Seer owes one; a vision counts in the worlds where its sender
    is the Seer, and shows a team (``cisra``) or an exact role (``classic``).
    """

    type: ClassVar[str] = "vision"
    examples: ClassVar[tuple[str, ...]] = ("vision @2 @5", "vision @2 none")
    noun: ClassVar[str] = "visions"
    verb: ClassVar[str] = "look at"

    @classmethod
    def owes(cls, game: Board, chances: Marginals, seat: int) -> bool:
        """Whoever may be the Seer and sent no vision (not even ``none``)."""
        return bool(chances.can_seer[seat]) and seat not in game.choices.visions


SEER_ROLE = register_role(
    RoleSpec(
        kind=RoleKind.SEER,
        team=Team.GOOD,
        title="the Seer",
        summary="one vision a night: a team (cisra) or an exact role (classic)",
    )
)
