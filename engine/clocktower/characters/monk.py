"""Monk: on later nights, keeps one other player safe from the Demon."""

from __future__ import annotations

from collections.abc import Sequence

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import NightLike, NightT, WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Monk(Character):
    """Townsfolk, wakes on every night but the first."""

    id = "monk"
    kind = Kind.TOWNSFOLK
    summary = (
        "From Night 2 on: you pick a player other than yourself; a Demon's kill on them"
        " tonight has no effect."
    )
    other_nights = 12
    choose_count = 1
    choose_self = False
    has_effect = True

    def free_choices(self, world: WorldLike, seat: Seat) -> Sequence[tuple[Seat, ...]]:
        """Protecting a dead player does nothing, so one stands for all of them."""
        return world.target_options(exclude=seat)

    def act_free(self, world: WorldLike, seat: Seat, effective: bool) -> None:
        """A silent sober Monk protects another player: left open until it matters."""
        if effective:
            world.protected = frozenset(s for s in range(world.n) if s != seat)

    def act(self, world: WorldLike, seat: Seat, choices: tuple[Seat, ...], effective: bool) -> None:
        """A sober healthy Monk's choice is safe from the Demon tonight."""
        if effective:
            world.protected = frozenset(choices)

    state_ends_at_dusk = True

    def explicit_strikes(self, night: NightLike, holders: frozenset[Seat]) -> frozenset[Seat]:
        """A protection only: it attempts no one's life."""
        return frozenset()

    def explicit_act(self, night: NightLike, seat: Seat, clause: Wake, effective: bool) -> None:
        """Tonight's choice (the protection holds only while the Monk is sober healthy)."""
        night.state[self.id] = (seat, clause.choices[0])

    def explicit_free_act(self, night: NightT, seat: Seat, effective: bool) -> list[NightT] | None:
        """A free Monk's choice stays open until a Demon's attempt asks whom it keeps."""
        return (
            [night] if night.keep_open(self.id, seat, night.free_targets(seat, self.id)) else None
        )

    def protects(self, night: NightLike, holder: Seat, target: Seat, cause: str) -> bool:
        """A living sober healthy Monk keeps its choice from the Demon tonight (R11)."""
        return (
            cause == "demon"
            and night.alive[holder]
            and night.chose(self.id, holder, target)
            and night.sober_healthy(holder)
        )

    def after_demon_kill(self, night: NightLike, victim: Seat) -> None:
        """M5: a living Monk droisoned by another whose choice tonight the Demon killed is
        marked (a sober healthy one would have saved it); a Drunk's instance may be (M11)."""
        chosen = night.state.get(self.id)
        if not isinstance(chosen, tuple) or chosen[1] != victim:
            return
        holder = chosen[0]
        if not night.alive[holder]:
            return
        if night.droisoned_by_another(holder, own=False):
            night.mark(holder)
        elif night.is_drunk(holder):
            night.mark(holder, by_drunk=True)
