"""`/lab history`: the game's public lines, numbered and paged, answered to the asker alone."""

from __future__ import annotations

from tests.cogs.test_language import client_locales  # noqa: F401  (a fixture)

from .helpers import button_labels, join_all_and_start, ok, open_lobby, refused, seat_lab_table


async def play_turns(table, game, count: int) -> None:
    """Whoever is asked presses the last button of the turn post (Done, or a See), ``count``
    times."""
    for _ in range(count):
        seat = game.prompt.seat
        assert seat is not None and game.outcome is None
        ok(await table.players[seat].click(table.post(), label=button_labels(table.post())[-1]))


async def test_history_pages_the_log_newest_first_and_turns_back_with_older(simcord_env):
    """After many turns the history is ephemeral, opens on the newest page, numbers every line
    and Older shows the page before."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, cats=False)
    game = await join_all_and_start(table)
    await play_turns(table, game, 30)
    result = await table.players[1].slash(table.thread, "lab history")
    assert result.ephemeral
    newest = result.response.content
    last = len(game.log)
    assert f"`{last:>4}` {game.log[-1]}"[:60] in newest
    assert "page " in newest and "/1\n" not in newest  # more than one page
    older = await table.players[1].click(result.response.message, label="◀ Older")
    assert f"`{last:>4}`" not in older.response.content
    first = await table.players[0].slash(table.thread, "lab history", page=1)
    assert f"`   1` {game.log[0]}" in first.response.content
    assert "page 1/" in first.response.content


async def test_history_outside_a_game_is_refused(simcord_env):
    """In the lobby channel `/lab history` names where to use it and shows nothing."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    refused(await table.players[0].slash(table.town, "lab history"), "game's thread")


async def test_history_speaks_the_askers_language(simcord_env, client_locales):  # noqa: F811
    """A German client reads the history's page line and its Older and Newer buttons in
    German."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, cats=False)
    game = await join_all_and_start(table)
    await play_turns(table, game, 30)
    client_locales[table.players[1].id] = "de"
    result = await table.players[1].slash(table.thread, "lab history")
    assert "— Seite " in result.response.content
    assert button_labels(result.response.message) == ["◀ Älter", "Neuer ▶"]
