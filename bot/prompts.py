"""Tonight's DMs, rendered: every living player's prompt (embeds and menus) as plain values.

Rendering a night's prompts reads every player's view (:func:`engine.observe_all`) and builds one
embed and one set of menus per living player: seconds of work at 1000 players. The functions here
only read the game, so :mod:`bot.flow` runs them in a worker thread (:func:`bot.worker.run`)
under the game's lock, and sends the result from the event loop afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot import deadlines, render
from bot.models import GameRow
from bot.views import night_view
from engine import Game, observe, observe_all


@dataclass(frozen=True)
class Prompt:
    """One living player's DM for tonight."""

    seat: int
    user_id: int
    phase: str
    content: str | None
    embeds: tuple[discord.Embed, ...]
    view: discord.ui.View


def night_prompt(game: Game, row: GameRow, where: str, seat: int, *, welcome: bool) -> Prompt:
    """The seat's menus for tonight with the deadline (and, at the start, the welcome);
    ``where``: the game channel's name as players see it."""
    view = observe(game, seat)
    embeds = [render.night_embed(view, game, where, odds=not welcome)]
    if welcome:
        embeds.insert(0, render.welcome_embed(view, game, where))
    return Prompt(
        seat=seat,
        user_id=row.members[seat].user_id,
        phase=str(game.phase),
        content=deadlines.deadline_text(row),
        embeds=tuple(embeds),
        view=night_view(row.id, game, seat),
    )


def night_prompts(game: Game, row: GameRow, where: str, *, welcome: bool) -> list[Prompt]:
    """Every living player's prompt, in seat order (all views computed together)."""
    observe_all(game)  # observe() then reads each seat's view from this answer
    return [night_prompt(game, row, where, seat, welcome=welcome) for seat in game.living()]
