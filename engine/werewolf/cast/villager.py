"""The Villager: on the good team, with no night power."""

from __future__ import annotations

from engine.werewolf.roles import RoleKind, RoleSpec, Team, register_role

VILLAGER_ROLE = register_role(
    RoleSpec(
        kind=RoleKind.VILLAGER,
        team=Team.GOOD,
        title="a Villager",
        summary="no night power; finds the wolves by voting",
    )
)
