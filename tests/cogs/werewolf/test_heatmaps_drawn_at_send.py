"""Werewolf's heat maps are drawn when their posts are sent, with the game's lock free (a
resolution's table, the history at the end), and they are the images the posts showed before."""

from __future__ import annotations

import json

import pytest

from cogs.werewolf import heatmap, render
from engine.werewolf import Game, Report, record_of, replay
from engine.werewolf.reports import PublicTable
from engine.werewolf.setup import GameSetup, Preset
from engine.werewolf.simulate import simulate
from tests.cogs.family_helpers import lock_while
from tests.cogs.harness import Table, play_night, play_to_the_end, seat_table, start_game


async def attachment(message: object, name: str) -> bytes:
    """The bytes of the message's attachment called ``name``."""
    found = [a for a in getattr(message, "attachments", []) if a.filename == name]
    assert len(found) == 1, [a.filename for a in getattr(message, "attachments", [])]
    return bytes(await found[0].read())


def resolutions(game: Game) -> list[Report]:
    """Every resolution of the game, replayed from its record."""
    return replay(record_of(game))[1]


def dawn(table: Table) -> object:
    """The latest post of a night's resolution."""
    return next(
        m
        for m in reversed(table.town.history())
        if m.embeds and "Dawn after" in (m.embeds[0].title or "")
    )


@pytest.mark.simcord(settle_timeout=30)
@pytest.mark.parametrize(
    ("module", "name", "play"),
    [
        ("cogs.werewolf.render", "heatmap_png", play_night),
        ("cogs.werewolf.heatmap", "draw", play_to_the_end),
    ],
    ids=["resolution-table", "end-history"],
)
async def test_a_heat_map_is_drawn_with_the_lock_free(simcord_env, monkeypatch, module, name, play):
    """A night's resolution's table, the end's history: drawn while no one holds the lock."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    held = lock_while(monkeypatch, module, name, table.session.lock)
    await play(table)
    assert held == [False]


@pytest.mark.simcord(settle_timeout=20)
async def test_a_resolution_post_shows_the_table_it_showed_before(simcord_env):
    """The dawn post's heat map: the bytes the public table drew under the lock before."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    last = resolutions(table.game)[-1].public().table
    assert await attachment(dawn(table), "table.png") == render.heatmap_png(last, "en")


@pytest.mark.simcord(settle_timeout=30)
async def test_the_end_post_shows_the_history_it_showed_before(simcord_env):
    """The end post's history heat map: the bytes the game drew under the lock before."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    game = (await play_to_the_end(table)).game
    assert game is not None
    end = table.town.history()[-1]
    assert await attachment(end, "history.png") == heatmap.history_png(game, "en")


@pytest.mark.simcord(settle_timeout=20)
async def test_game_end_draws_both_heat_maps_with_the_lock_free(simcord_env, monkeypatch):
    """/game end: the table's and the history's heat maps, drawn with the lock free."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await play_night(table)
    lock = table.session.lock
    tables = lock_while(monkeypatch, "cogs.werewolf.render", "heatmap_png", lock)
    histories = lock_while(monkeypatch, "cogs.werewolf.heatmap", "draw", lock)
    await table.storyteller.slash(table.town, "game end")
    assert (tables, histories) == ([False], [False])


@pytest.mark.simcord(settle_timeout=20)
async def test_game_end_shows_the_heat_maps_it_showed_before(simcord_env):
    """/game end's post: the table's and the history's bytes as drawn under the lock before."""
    table = await seat_table(simcord_env, 4)
    game = await start_game(table)
    await play_night(table)
    now = game.table()
    await table.storyteller.slash(table.town, "game end")
    end = table.town.history()[-1]
    assert await attachment(end, "table.png") == render.heatmap_png(now, "en")
    assert await attachment(end, "history.png") == heatmap.history_png(game, "en")


@pytest.mark.simcord(settle_timeout=20)
async def test_a_failing_history_drawing_leaves_the_rest_of_the_end_post(
    simcord_env, monkeypatch, caplog
):
    """A history that cannot be drawn: /game end's post goes out without it, and it is logged."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await play_night(table)

    def broken(*args: object, **kwargs: object) -> bytes:
        raise RuntimeError("no ink")

    monkeypatch.setattr(heatmap, "draw", broken)
    game_id = table.session.row.id
    await table.storyteller.slash(table.town, "game end")
    end = table.town.history()[-1]
    assert sorted(a.filename for a in end.attachments) == [
        f"quantum-werewolf-game-{game_id}.json",
        "table.png",
    ]
    assert "history.png not drawn" in caplog.text


def some_tables() -> list[PublicTable]:
    """Public tables of a few played games (both presets, thirds and sevenths among them)."""
    found = []
    for seed, preset, n in ((1, Preset.CISRA, 5), (2, Preset.CISRA, 7), (3, Preset.CLASSIC, 6)):
        setup = GameSetup(players=[f"P{i}" for i in range(n)], preset=preset, seed=seed)
        _game, reports = simulate(setup, seed)
        found += [report.public().table for report in reports]
    return found


def test_a_table_comes_back_exact_from_a_stored_drawing():
    """A table's drawing data, through JSON text as the outbox stores it, is the same table."""
    for table in some_tables():
        stored = json.loads(json.dumps(render.table_drawing(table, "de").data))
        assert PublicTable.model_validate(stored["table"]) == table


def test_a_stored_table_drawing_draws_the_same_image():
    """The drawer's image from stored data: the bytes the table itself draws."""
    for table in some_tables()[:4]:
        stored = json.loads(json.dumps(render.table_drawing(table, "de").data))
        assert render.draw_table(stored) == render.heatmap_png(table, "de")
