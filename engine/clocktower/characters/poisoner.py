"""Poisoner: each night poisons a player until dusk of the next night."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake

if TYPE_CHECKING:
    from engine.clocktower.explicit import ExplicitNight
    from engine.clocktower.world import World


@register
class Poisoner(Character):
    """Minion, wakes first every night."""

    id = "poisoner"
    kind = Kind.MINION
    summary = (
        "Every night, before anyone else: you pick a seat (yours allowed); that player's"
        " ability does nothing and their information can be any valid answer, from now until"
        " the next dusk."
    )
    first_night = 10
    other_nights = 10
    choose_count = 1
    has_effect = True

    def free_choices(self, world: World, seat: Seat) -> Sequence[tuple[Seat, ...]]:
        """Any seat (a dead Recluse can be poisoned, which changes its registration)."""
        return [(s,) for s in range(world.n)]

    def act_free(self, world: World, seat: Seat, effective: bool) -> None:
        """A silent Poisoner poisons someone: left open until something depends on whom."""
        world.poison(frozenset(range(world.n)), seat)

    def act(self, world: World, seat: Seat, choices: tuple[Seat, ...], effective: bool) -> None:
        """Poison the choice; the poison ends at the next dusk or when the Poisoner goes."""
        world.poison(frozenset(choices), seat)

    state_ends_at_dusk = True

    def explicit_act(self, night: ExplicitNight, seat: Seat, clause: Wake, effective: bool) -> None:
        """A sober healthy Poisoner poisons its choice; one droisoned by another is marked
        (M6)."""
        if effective:
            night.state[self.id] = (seat, clause.choices[0])
        elif night.droisoned_by_another(seat):
            night.mark(seat)

    def explicit_free_act(
        self, night: ExplicitNight, seat: Seat, effective: bool
    ) -> list[ExplicitNight] | None:
        """A free Poisoner's choice stays open until a question asks who is poisoned."""
        if not effective:
            self.explicit_act(night, seat, Wake(self.id, (seat,)), effective)
            return [night]  # the same for every choice
        from engine.clocktower.explicit import free_targets

        return [night] if night.keep_open(self.id, seat, free_targets(night, seat, self)) else None

    def droisons(self, night: ExplicitNight, holder: Seat, target: Seat) -> bool:
        """Its choice is poisoned while the Poisoner lives (R10)."""
        return night.alive[holder] and night.chose(self.id, holder, target)
