"""Poisoner: each night poisons a player until dusk of the next night."""

from __future__ import annotations

from collections.abc import Sequence

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import NightLike, NightT, WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


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

    def free_choices(self, world: WorldLike, seat: Seat) -> Sequence[tuple[Seat, ...]]:
        """Any seat (a dead Recluse can be poisoned, which changes its registration)."""
        return [(s,) for s in range(world.n)]

    def act_free(self, world: WorldLike, seat: Seat, effective: bool) -> None:
        """A silent Poisoner poisons someone: left open until something depends on whom."""
        world.poison(frozenset(range(world.n)), seat)

    def act(self, world: WorldLike, seat: Seat, choices: tuple[Seat, ...], effective: bool) -> None:
        """Poison the choice; the poison ends at the next dusk or when the Poisoner goes."""
        world.poison(frozenset(choices), seat)

    state_ends_at_dusk = True

    def explicit_strikes(self, night: NightLike, holders: frozenset[Seat]) -> frozenset[Seat]:
        """Poison only: it attempts no one's life."""
        return frozenset()

    def explicit_act(self, night: NightLike, seat: Seat, clause: Wake, effective: bool) -> None:
        """A sober healthy Poisoner poisons its choice; one droisoned by another is marked
        (M6)."""
        if effective:
            night.state[self.id] = (seat, clause.choices[0])
        elif night.droisoned_by_another(seat):
            night.mark(seat)

    def explicit_free_act(self, night: NightT, seat: Seat, effective: bool) -> list[NightT] | None:
        """A free Poisoner's choice stays open until a question asks who is poisoned."""
        if not effective:
            self.explicit_act(night, seat, Wake(self.id, (seat,)), effective)
            return [night]  # the same for every choice
        return (
            [night] if night.keep_open(self.id, seat, night.free_targets(seat, self.id)) else None
        )

    def explicit_may_droison_held(
        self, night: NightLike, seat: Seat, clauses: tuple[Wake, ...]
    ) -> bool:
        """Only a seat one of the clauses chooses: what it poisoned before ended at dusk
        (:attr:`state_ends_at_dusk`; a choice still held at dusk reads as any seat), and only
        a wake with effect poisons, its clause's choice."""
        if night.state.get(self.id) is not None:
            return True
        return any(seat in clause.choices[:1] for clause in clauses)

    def droisons(self, night: NightLike, holder: Seat, target: Seat) -> bool:
        """Its choice is poisoned while the Poisoner lives (R10)."""
        return night.alive[holder] and night.chose(self.id, holder, target)
