"""Scenarios as rule variants: each subclass of :class:`Rules` overrides one hook."""

from __future__ import annotations

from typing import ClassVar

from engine.core.family import Outcome, Seat
from engine.core.said import Said
from engine.lab.dice import Die
from engine.lab.flow import GameOver, Gen
from engine.lab.geometry import (
    LETTERS,
    Colour,
    coords_text,
    is_hallway,
    parse_colour,
    sector_cell,
)
from engine.lab.machine import TurnMachine
from engine.lab.options import Scenario

GRANT_ROUNDS = 12


class Rules:
    """The rules without a scenario. The hooks run inside the turn machine."""

    scenario: ClassVar[Scenario | None] = None
    sight_reach: ClassVar[int | None] = None
    """How many cells past the viewer a sightline reaches (``None``: to a wall or the edge)."""

    def break_actions(self, cups: int) -> int:
        """Actions a break room with ``cups`` cups gives."""
        return cups

    def cubes_placed(self, game: TurnMachine, placer: Seat) -> Gen[None]:
        """After setup and after every reset, once the cubes lie on their cells."""
        return
        yield  # a generator that asks nothing

    def end_of_round(self, game: TurnMachine, roller: Seat) -> Gen[None]:
        """After the last seat of a round has played."""
        return
        yield  # a generator that asks nothing


class DecafDay(Rules):
    """Break rooms give one action fewer."""

    scenario = Scenario.DECAF

    def break_actions(self, cups: int) -> int:
        return max(0, cups - 1)


class OpenPlan(Rules):
    """A tile goes under every cube lying on a blank, oriented by the first player or the roller."""

    scenario = Scenario.OPENPLAN

    def cubes_placed(self, game: TurnMachine, placer: Seat) -> Gen[None]:
        for colour in Colour:
            cell = game.position.lying.get(colour)
            if cell is None or cell in game.position.tiles or is_hallway(cell):
                continue
            if game.position.stack:
                yield from game._draw_and_place(cell, placer, None)


class TunnelVision(Rules):
    """Sightlines reach at most 3 cells past the viewer."""

    scenario = Scenario.TUNNEL
    sight_reach = 3


class ContainmentBreach(Rules):
    """After each round, everyone on rolled coordinates in any Sector is blooped."""

    scenario = Scenario.BREACH

    def end_of_round(self, game: TurnMachine, roller: Seat) -> Gen[None]:
        game._line(
            f"End of round {game.round}: the Containment Breach roll",
            "breach-roll",
            round=game.round,
        )
        number = yield from game._roll(Die.NUMBER, roller)
        letter = yield from game._roll(Die.LETTER, roller)
        game._line(
            f"Containment breach at {letter}-{number}", "breach", coords=f"{letter}-{number}"
        )
        for colour in Colour:
            cell = sector_cell(colour, LETTERS.index(letter) + 1, int(number))
            for seat in game._order_from(game.active):
                if game.position.scientists.get(seat) == cell:
                    yield from game._bloop(seat)


class GrantDeadline(Rules):
    """After round 12 the most logged colours win; ties share."""

    scenario = Scenario.GRANT

    def end_of_round(self, game: TurnMachine, roller: Seat) -> Gen[None]:
        if game.round < GRANT_ROUNDS:
            return
        present = game._present()
        best = max(len(game.position.logged[s]) for s in present)
        winners = tuple(s for s in present if len(game.position.logged[s]) == best)
        names = ", ".join(f"P{s + 1}" for s in winners)
        text = f"The grant deadline passes: {names} win(s)."
        raise GameOver(Outcome(winners, "grant", Said(text, "grant", seats=winners)))
        yield  # a generator, like every hook


class ShiftingWalls(Rules):
    """After each round the tile on rolled coordinates and Sector turns clockwise."""

    scenario = Scenario.WALLS

    def end_of_round(self, game: TurnMachine, roller: Seat) -> Gen[None]:
        game._line(
            f"End of round {game.round}: the Shifting Walls roll", "walls-roll", round=game.round
        )
        number = yield from game._roll(Die.NUMBER, roller)
        letter = yield from game._roll(Die.LETTER, roller)
        sector = yield from game._roll(Die.SECTOR, roller)
        cell = sector_cell(parse_colour(sector), LETTERS.index(letter) + 1, int(number))
        if cell in game.position.tiles:
            game._line(
                f"Shifting walls turn the tile on {coords_text(cell)}", "walls-turn", cell=cell
            )
            game._turn_tile(cell, 1)
        else:
            game._line(
                f"No tile lies on {coords_text(cell)}: the walls stay still",
                "walls-still",
                cell=cell,
            )


RULES: dict[Scenario | None, type[Rules]] = {
    rules.scenario: rules
    for rules in (
        Rules,
        DecafDay,
        OpenPlan,
        TunnelVision,
        ContainmentBreach,
        GrantDeadline,
        ShiftingWalls,
    )
}
"""The rules class of each scenario (``None``: no scenario)."""
