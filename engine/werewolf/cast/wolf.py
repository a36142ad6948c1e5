"""The wolves: the evil team, ranked in ``cisra`` (alpha, beta...), who attack at night."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.werewolf.actions import NightPower, register_action
from engine.werewolf.board import Board
from engine.werewolf.roles import RoleKind, RoleSpec, Team, register_role
from engine.werewolf.worlds.base import Marginals


@register_action
@dataclass(frozen=True, slots=True)
class Attack(NightPower):
    """At night: ``player`` attacks ``target`` (``None`` withdraws an earlier attack).

    Who owes one, from which night, and which attacks count is the ruleset's to say
    (``attacks_tonight``, ``may_attack``, ``check_attack``).
    """

    type: ClassVar[str] = "attack"
    examples: ClassVar[tuple[str, ...]] = ("attack @2 @5",)
    noun: ClassVar[str] = "attacks"
    verb: ClassVar[str] = "attack"

    @classmethod
    def open(cls, game: Board) -> bool:
        """When the ruleset sends attacks."""
        return game.attacks_tonight()

    @classmethod
    def owes(cls, game: Board, chances: Marginals, seat: int) -> bool:
        """Whoever may attack tonight under the ruleset and has no attack in."""
        return game.choices.attacks.get(seat) is None and bool(game.may_attack(chances)[seat])

    def check_target(self, game: Board, target: int) -> None:
        """The ruleset may forbid the target (``cisra``: a certain packmate)."""
        game.check_attack(self.player, target)


WOLF_ROLE = register_role(
    RoleSpec(
        kind=RoleKind.WOLF,
        team=Team.EVIL,
        title="a Werewolf",
        ranked_title="the {rank} wolf",
        summary="attacks at night; in cisra only the dominant wolf's attack counts",
    )
)
