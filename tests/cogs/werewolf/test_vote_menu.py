"""The day's vote menu: one menu of every living player up to 24, pages with ◀ / ▶ beyond."""

from __future__ import annotations

import discord

from cogs.werewolf.pages import MAX_OPTIONS, PAGE_SIZE, by_name
from cogs.werewolf.vote_menu import vote_view
from engine.werewolf import Advance, Game, Vision, make_setup
from tests.cogs.werewolf.test_night_menu import GAME_ID


def day_one(n: int) -> Game:
    """A game of ``n`` at Day 1 (Night 0 resolved with visions only)."""
    game = Game(make_setup(players=[f"Player {i:04d}" for i in range(n)], seed=5))
    for seat in game.living():
        game.push(Vision(player=seat, target=(seat + 1) % n))
    game.push(Advance())
    assert str(game.phase) == "D1"
    return game


def test_a_small_day_s_vote_menu_lists_everyone_living_and_no_page_buttons():
    """Up to 24 living players: one menu with "Take my vote back" and every one of them."""
    game = day_one(9)
    view = vote_view(GAME_ID, game)
    [menu] = view.children
    assert isinstance(menu.item, discord.ui.Select)
    labels = [o.label for o in menu.item.options]
    assert labels[0] == "Take my vote back" and len(labels) == 10


def test_a_thousand_player_day_s_vote_menu_stays_within_discord_limits():
    """1000 living players: at most 25 options a page, ◀ / ▶ to the pages around, ids within
    100 characters."""
    game = day_one(1000)
    for page in (0, 1, 41):
        view = vote_view(GAME_ID, game, page)
        menu, back, forward = view.children
        options = menu.item.options
        expected = by_name(game, game.living())[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
        assert len(options) == 1 + len(expected) <= MAX_OPTIONS
        assert [int(o.value) for o in options[1:]] == expected
        ids = [menu.item.custom_id, back.item.custom_id, forward.item.custom_id]
        assert len(set(ids)) == 3 and all(len(i) <= 100 for i in ids)
        assert back.item.custom_id.endswith(f":prev:{(page - 1) % 42}")
        assert forward.item.custom_id.endswith(f":next:{(page + 1) % 42}")
