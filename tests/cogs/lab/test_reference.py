"""What the bot explains (issue 23 §2): every cat, scenario and tile icon in `/lab rules`, and
the first-game mode for learners in `/lab new`."""

from __future__ import annotations

from engine.lab.options import Cat, Scenario
from engine.lab.tiles import Kind

from .helpers import join_all_and_start, message, open_lobby, refused, seat_lab_table


async def rules(env, topic: str) -> str:
    table = await seat_lab_table(env, ("Alice",))
    result = await table.host.slash(table.town, "lab rules", topic=topic)
    assert result.ephemeral
    return str(result.response.content)


async def test_rules_cats_explains_every_cat(simcord_env):
    """`/lab rules cats` names every cat with its power and its reaction."""
    text = await rules(simcord_env, "cats")
    for cat in Cat:
        assert f"**{cat.text.capitalize()}**" in text
    assert text.count("Reaction:") == len(Cat)
    assert len(text) <= 2000


async def test_rules_scenarios_explains_every_scenario(simcord_env):
    """`/lab rules scenarios` explains every scenario by the id `/lab new` takes."""
    text = await rules(simcord_env, "scenarios")
    for scenario in Scenario:
        assert f"**{scenario.value}**" in text
    assert len(text) <= 2000


async def test_rules_tiles_explains_every_icon(simcord_env):
    """`/lab rules tiles` explains each kind of tile the board shows."""
    text = await rules(simcord_env, "tiles")
    for word in ("teleporter", "break room", "randomizer", "wormhole", "collapser", "Mainframe"):
        assert word in text
    assert len(Kind) == 8  # a new kind of tile needs its line here


async def test_first_game_is_offered_in_lab_new(simcord_env):
    """`/lab new first_game:True` deals no cats and the first logged cube wins."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, first_game=True)
    assert "first game" in message(table.town, table.lobby.id).content
    game = await join_all_and_start(table)
    assert game.setup.first_game and game.target == 1 and not game.cats


async def test_first_game_refuses_a_scenario(simcord_env):
    """A first game with a scenario is refused and opens no lobby."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    result = await table.host.slash(table.town, "lab new", first_game=True, scenario="decaf")
    refused(result, "first game has no scenario")
    assert table.town.threads == []
