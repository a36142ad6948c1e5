"""Cat cards as rule variants: each card overrides its power's check, its power and its reaction.

A power is one action, once a turn (Fermi's hiss once a game); a reaction fires by itself when
the owner picks up or steals a cube. The hooks run inside the turn machine of
:class:`~engine.lab.game.LabGame` and use its package-internal steps, typed by
:class:`~engine.lab.machine.TurnMachine`.
"""

from __future__ import annotations

import enum
from typing import ClassVar

from engine.core.family import Seat
from engine.core.said import Said
from engine.lab.actions import Command, Spin
from engine.lab.effects import CatEffect, Effect
from engine.lab.flow import Gen
from engine.lab.geometry import (
    Cell,
    Colour,
    Direction,
    coords_text,
    is_hallway,
    on_map,
    sector_cell,
    sector_coords,
    sector_of,
    step,
    twin,
)
from engine.lab.machine import TurnMachine
from engine.lab.options import Cat
from engine.lab.prompts import Prompt, PromptKind
from engine.lab.tiles import TILES, Kind


def _set_index(game: TurnMachine, cell: Cell) -> int:
    """The collapser set a tile belongs to (``-1`` for any other tile)."""
    spec = TILES[game.position.tiles[cell].tile]
    return spec.index if spec.kind in (Kind.COLLAPSER, Kind.COMPANION) else -1


class Argument(enum.Enum):
    """What a cat's power command names besides ``cat``."""

    NOTHING = "nothing"
    """A bare ``cat``."""
    DIRECTION = "direction"
    """``cat up``: a direction."""
    TARGET = "target"
    """``cat 3``: another scientist."""
    SPIN = "spin"
    """``cat cw``: a way to turn."""


class CatCard:
    """A cat card; the base does nothing."""

    cat: ClassVar[Cat]
    takes: ClassVar[Argument] = Argument.NOTHING
    """What the power's command names; its other variants do the same, so the turn's legal
    commands offer only these."""

    def why_not(self, game: TurnMachine, seat: Seat, command: Command) -> Said | None:
        """Why the power cannot be used now with these words (``None``: it can)."""
        return None

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        """Use the power (already checked)."""
        return
        yield  # a generator that asks nothing

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        """React to the owner taking a cube."""
        return
        yield  # a generator that asks nothing


class Boson(CatCard):
    """Shove a neighbouring tile away; on data, every neighbouring tile moves away."""

    cat = Cat.BOSON
    takes = Argument.DIRECTION

    def why_not(self, game: TurnMachine, seat: Seat, command: Command) -> Said | None:
        direction = command.direction
        if direction is None:
            return Said("say which way to shove: up, down, left or right", "which-shove")
        cell = game.position.where(seat)
        if game._shove_plan(step(cell, direction), direction) is None:
            return Said("no tile there can move one cell away from you", "no-shove")
        return None

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        assert command.direction is not None
        cell = game.position.where(seat)
        yield from game._shove(step(cell, command.direction), command.direction)

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        cell = game.position.where(seat)
        moved: set[int] = set()
        for direction in Direction:
            near = step(cell, direction)
            if near not in game.position.tiles:
                continue
            group = _set_index(game, near)
            if group in moved:
                continue
            if (yield from game._shove(near, direction)) and group > 0:
                moved.add(group)


class Heisenpurr(CatCard):
    """Randomize yourself (multi-colour); on data, See once now."""

    cat = Cat.HEISENPURR

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        yield from game._randomize(seat, None)

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        answer = yield from game._ask(Prompt(PromptKind.REACT_SEE, seat))
        yield from game._see(seat, answer)


class Qubit(CatCard):
    """Tunnel one step through a wall; on data, every other holder drops its cube."""

    cat = Cat.QUBIT
    takes = Argument.DIRECTION

    def why_not(self, game: TurnMachine, seat: Seat, command: Command) -> Said | None:
        if command.direction is None:
            return Said("say which way to tunnel", "which-tunnel")
        tunnel = step(game.position.where(seat), command.direction)
        if not on_map(tunnel):
            return Said("that is off the map", "off-map")
        if not is_hallway(tunnel) and tunnel not in game.position.tiles:
            return Said(f"{coords_text(tunnel)} is blank (unseen)", "blank", cell=tunnel)
        return None

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        assert command.direction is not None
        tunnel = step(game.position.where(seat), command.direction)
        game._effect(
            CatEffect(self.cat, seat, Effect.TUNNEL, (tunnel,), direction=command.direction)
        )
        yield from game._arrive(seat, tunnel)

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        position = game.position
        for other, colour in sorted(position.holding.items()):
            if other != seat:
                del position.holding[other]
                position.lying[colour] = position.where(other)
                game._line(f"P{other + 1} drops {colour.text}", "drops", seat=other, colour=colour)
        return
        yield  # a generator, like every hook


class Spooky(CatCard):
    """Swap with a scientist on your coordinates elsewhere; on data, lying cubes come to you."""

    cat = Cat.SPOOKY
    takes = Argument.TARGET

    def why_not(self, game: TurnMachine, seat: Seat, command: Command) -> Said | None:
        position = game.position
        other = command.target
        if other is None or other == seat or not position.present(other):
            return Said("name a scientist to swap with", "name-swap")
        cell, there = position.where(seat), position.where(other)
        theirs = sector_of(there)
        if is_hallway(cell) or theirs is None:
            return Said("you both must stand in Sectors", "both-sectors")
        if theirs == sector_of(cell) or twin(cell, theirs) != there:
            text = f"P{other + 1} is not on your coordinates in another Sector"
            return Said(text, "not-twin", seat=other)
        return None

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        assert command.target is not None
        cell, there = game.position.where(seat), game.position.where(command.target)
        game._effect(CatEffect(self.cat, seat, Effect.SWAP, (there, cell), other=command.target))
        yield from game._arrive(command.target, cell)
        yield from game._arrive(seat, there)

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        coords = sector_coords(game.position.where(seat))
        moved: list[tuple[Colour, Cell]] = []
        if coords is not None:
            for colour, where in sorted(game.position.lying.items()):
                if not is_hallway(where):
                    game.position.lying[colour] = sector_cell(colour, *coords)
                    moved.append((colour, game.position.lying[colour]))
        game._effect(
            CatEffect(
                self.cat,
                seat,
                Effect.CUBES_COME,
                tuple(cell for _, cell in moved),
                colours=tuple(colour for colour, _ in moved),
            )
        )
        return
        yield  # a generator, like every hook


class Tachyon(CatCard):
    """Sprint two steps for one action; on data, one more action."""

    cat = Cat.TACHYON
    takes = Argument.DIRECTION

    def why_not(self, game: TurnMachine, seat: Seat, command: Command) -> Said | None:
        direction = command.direction
        if direction is None:
            return Said("say which way to sprint", "which-sprint")
        cell = game.position.where(seat)
        first = game._why_not_step(cell, direction)
        if first is not None:
            return first
        return game._why_not_step(step(cell, direction), direction)

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        assert command.direction is not None
        middle = step(game.position.where(seat), command.direction)
        end = step(middle, command.direction)
        game._effect(
            CatEffect(self.cat, seat, Effect.SPRINT, (middle, end), direction=command.direction)
        )
        yield from game._arrive(seat, middle)
        if game.position.scientists.get(seat) == middle:
            yield from game._arrive(seat, end)

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        game._remaining += 1
        game._effect(CatEffect(self.cat, seat, Effect.EXTRA_ACTION))
        return
        yield  # a generator, like every hook


class Snooze(CatCard):
    """Catnap: elements ignore you this turn; on data, your action pool ends."""

    cat = Cat.SNOOZE

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        game._catnap = True
        game._effect(CatEffect(self.cat, seat, Effect.CATNAP))
        return
        yield  # a generator, like every hook

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        game._pool_over = True
        game._effect(CatEffect(self.cat, seat, Effect.POOL_ENDS))
        return
        yield  # a generator, like every hook


class Fermi(CatCard):
    """Hiss (once a game): bloop a scientist on your cell; on data, the next seat elbows you."""

    cat = Cat.FERMI
    takes = Argument.TARGET

    def why_not(self, game: TurnMachine, seat: Seat, command: Command) -> Said | None:
        if seat in game.hissed:
            return Said("Fermi hisses once a game", "hissed")
        victim = command.target
        cell = game.position.where(seat)
        if victim is None or victim == seat or game.position.scientists.get(victim) != cell:
            return Said("name another scientist on your cell", "name-hiss")
        return None

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        assert command.target is not None
        game.hissed.add(seat)
        yield from game._bloop(command.target)

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        present = game._present()
        later = [s for s in present if s > seat] + [s for s in present if s < seat]
        cell = game.position.where(seat)
        options = tuple(d.text for d in Direction if game._why_not_step(cell, d) is None)
        if not later or not options:
            game._effect(CatEffect(self.cat, seat, Effect.NOT_ELBOWED))
            return
        answer = yield from game._ask(
            Prompt(PromptKind.REACT_ELBOW, later[0], options=options, about=seat)
        )
        assert answer.direction is not None
        to = step(cell, answer.direction)
        game._effect(
            CatEffect(
                self.cat, seat, Effect.ELBOWED, (to,), other=later[0], direction=answer.direction
            )
        )
        yield from game._arrive(seat, to)


class Gyro(CatCard):
    """Spin your own tile a quarter turn; on data, neighbouring tiles turn clockwise."""

    cat = Cat.GYRO
    takes = Argument.SPIN

    def why_not(self, game: TurnMachine, seat: Seat, command: Command) -> Said | None:
        if command.spin is None:
            return Said("say cw or ccw", "which-spin")
        if game.position.where(seat) not in game.position.tiles:
            return Said("you are not on a tile", "not-on-tile")
        return None

    def power(self, game: TurnMachine, seat: Seat, command: Command) -> Gen[None]:
        cell = game.position.where(seat)
        turned = tuple(game._set_cells(cell))
        game._turn_tile(cell, 1 if command.spin is Spin.CW else 3)
        game._effect(CatEffect(self.cat, seat, Effect.SPIN, turned, spin=command.spin))
        return
        yield  # a generator, like every hook

    def react(self, game: TurnMachine, seat: Seat) -> Gen[None]:
        cell = game.position.where(seat)
        turned: set[int] = set()
        cells: list[Cell] = []
        for direction in Direction:
            near = step(cell, direction)
            if near not in game.position.tiles:
                continue
            group = _set_index(game, near)
            if group in turned:
                continue
            if group > 0:
                turned.add(group)
            cells += game._set_cells(near)
            game._turn_tile(near, 1)
        game._effect(CatEffect(self.cat, seat, Effect.SPIN_AROUND, tuple(cells)))
        return
        yield  # a generator, like every hook


CARDS: dict[Cat, CatCard] = {
    card.cat: card() for card in (Boson, Heisenpurr, Qubit, Spooky, Tachyon, Snooze, Fermi, Gyro)
}
"""The card of each cat."""
