"""`/cloud history`: the public lines, numbered and paged, to the asker alone; no hand leaks."""

from __future__ import annotations

from .helpers import (
    _leaks,
    hidden_names,
    ok,
    place_avatars,
    refused,
    seat_cloud_table,
    start_cloud_game,
)


async def test_history_shows_the_public_lines_and_no_hidden_card(simcord_env):
    """The history answers ephemerally with every public line numbered, names no card still
    hidden in a hand, and a page past the end shows the last page."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active or 0]
    ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    ok(await active.slash(table.thread, "cloud end"))
    last = await table.players[0].slash(table.thread, "cloud history", page=99)
    assert last.ephemeral
    count = len(game.lines)
    head = last.response.content.split("\n", 1)[0]
    pages = int(head.rsplit("/", 1)[1])
    assert (
        f"page {pages}/{pages}" in head
        and f"`{count:>4}` {game.lines[-1]}" in last.response.content
    )
    shown = ""
    for page in range(1, pages + 1):
        result = await table.players[0].slash(table.thread, "cloud history", page=page)
        shown += result.response.content + "\n"
    for number, line in enumerate(game.lines, start=1):
        assert f"`{number:>4}` {line}" in shown
    _leaks([shown], hidden_names(table))


async def test_history_outside_a_game_is_refused(simcord_env):
    """In the lobby channel `/cloud history` names where to use it."""
    table = await seat_cloud_table(simcord_env)
    refused(await table.players[0].slash(table.town, "cloud history"), "game's thread")
