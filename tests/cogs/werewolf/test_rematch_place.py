"""Werewolf's Rematch claims its channel (:class:`bot.shell.lobby_place.OwnChannel`): only the
channel's last game opens one, even once the newer game is over and the channel is free."""

from __future__ import annotations

import pytest

from cogs.werewolf.games import games_of
from tests.cogs.harness import refused
from tests.cogs.werewolf.test_rematch import answer, end_post, ended


@pytest.mark.simcord(settle_timeout=10)
async def test_an_older_game_s_rematch_is_refused_after_a_newer_game_ended(simcord_env):
    """A rematch opened and then cancelled leaves the channel free; the first game's Rematch
    is still refused (the channel has had a newer game) and opens no lobby."""
    table, _, _ = await ended(simcord_env)
    end = end_post(table)
    assert answer(await table.player(0).click(end, label="🔁 Rematch")).startswith("✅")
    assert (await table.storyteller.slash(table.town, "game cancel")).acknowledged
    assert games_of(table.bot).in_channel(table.town.id) is None
    refused(await table.player(1).click(end, label="🔁 Rematch"), "newer game")
    assert games_of(table.bot).in_channel(table.town.id) is None
