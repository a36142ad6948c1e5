"""/game advance, /game decide, /game grimoire, /game cancel."""

from __future__ import annotations

import pytest

from bot.shell.store import GameStatus
from cogs.werewolf.games import games_of
from tests.cogs.harness import choose, play_night, refused, seat_table, start_game, stored_actions


@pytest.mark.simcord(settle_timeout=10)
async def test_advance_resolves_the_night_early(simcord_env):
    """/game advance resolves a night with actions missing (random attacks fill in)."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await choose(table, 0, "vision", 1)
    result = await table.storyteller.slash(table.town, "game advance")
    assert result.ephemeral and "Night 0 resolved" in result.response.content
    assert str(table.game.phase) == "D1"
    assert (await stored_actions(table))[-1] == "advance"


@pytest.mark.simcord(settle_timeout=10)
async def test_advance_by_a_player_is_refused(simcord_env):
    """Players cannot run storyteller commands."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(await table.player(0).slash(table.town, "game advance"), "storyteller")
    assert str(table.game.phase) == "N0"


@pytest.mark.simcord(settle_timeout=10)
async def test_advance_in_the_lobby_is_refused(simcord_env):
    """/game advance before the start is refused."""
    table = await seat_table(simcord_env, 4)
    from tests.cogs.harness import open_lobby

    await open_lobby(table)
    refused(await table.storyteller.slash(table.town, "game advance"), "not started")


@pytest.mark.simcord(settle_timeout=10)
async def test_grimoire_shows_every_secret_to_the_storyteller_alone(simcord_env):
    """The grimoire is ephemeral and pairs numbers with names and choices."""
    table = await seat_table(simcord_env, 4)
    game = await start_game(table)
    await choose(table, 0, "vision", 1)
    result = await table.storyteller.slash(table.town, "game grimoire")
    assert result.ephemeral
    text = result.response.embeds[0].description
    for seat in range(4):
        assert f"#{game.numbers[seat]} {game.name(seat)}" in text
    assert "vision → Bob" in text
    refused(await table.player(0).slash(table.town, "game grimoire"), "storyteller")


@pytest.mark.simcord(settle_timeout=10)
async def test_tie_decided_by_the_storyteller(simcord_env):
    """With tie rule storyteller a tie needs /game decide before /game advance."""
    table = await seat_table(simcord_env, 4)
    await start_game(table, tie_rule="storyteller")
    await play_night(table)
    await table.player(0).slash(table.town, "vote", player="Bob")
    await table.player(1).slash(table.town, "vote", player="Alice")
    refused(await table.storyteller.slash(table.town, "game advance"), "tied")
    refused(
        await table.storyteller.slash(table.town, "game decide", player="Carol"),
        "not among the tied",
    )
    result = await table.storyteller.slash(table.town, "game decide", player="none")
    assert "nobody" in result.response.content
    game = table.game
    await table.storyteller.slash(table.town, "game advance")
    assert str(game.phase) == "N1" and all(game.alive)


@pytest.mark.simcord(settle_timeout=10)
async def test_decide_offers_the_tied_and_nobody_only_on_a_tie(simcord_env):
    """/game decide's autocomplete: nothing before a tie, then Nobody and the tied players."""
    table = await seat_table(simcord_env, 4)
    await start_game(table, tie_rule="storyteller")
    await play_night(table)
    assert await table.storyteller.autocomplete(table.town, "game decide", "player", "") == []
    await table.player(0).slash(table.town, "vote", player="Bob")
    await table.player(1).slash(table.town, "vote", player="Alice")
    offered = await table.storyteller.autocomplete(table.town, "game decide", "player", "")
    assert [c["name"] for c in offered] == ["Nobody", "Alice", "Bob"]


@pytest.mark.simcord(settle_timeout=10)
async def test_cancel_closes_the_game(simcord_env):
    """/game cancel ends the game and frees the channel."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    session = table.session
    result = await table.storyteller.slash(table.town, "game cancel")
    assert not result.ephemeral and "cancelled" in result.response.content
    assert session.row.status is GameStatus.OVER
    assert (await games_of(table.bot).storage.game(session.row.id)).status is GameStatus.OVER
    assert (await table.storyteller.slash(table.town, "game create")).acknowledged
