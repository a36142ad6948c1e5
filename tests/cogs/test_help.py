"""The platform's `/help`: every game on its front page, each game's pages behind it, and a
"How to play" button on every family's lobby post."""

from __future__ import annotations

from typing import Any

import pytest

from bot.help import GAMES
from tests.cogs.harness import seat_table
from tests.cogs.test_language import client_locales  # noqa: F401  (a fixture)

STARTS = {
    "werewolf": "/game create",
    "clocktower": "/ct new",
    "lab": "/lab new",
    "cloud": "/cloud new",
}
"""Each game's key and the command its front-page line must name."""


def menu(message: Any) -> Any:
    """The one select under a help page."""
    [[item]] = [row.children for row in message.components]
    return item


@pytest.mark.simcord(settle_timeout=10)
async def test_the_front_page_lists_every_game_with_how_to_start_it(simcord_env):
    """`/help` alone, only to you: one field per hosted game, naming its start command."""
    table = await seat_table(simcord_env, 1)
    result = await table.player(0).slash(table.town, "help")
    assert result.ephemeral
    fields = {field.name: field.value for field in result.response.embeds[0].fields}
    assert set(fields) == {GAMES[key].name for key in STARTS}
    for key, command in STARTS.items():
        assert command in fields[GAMES[key].name]


@pytest.mark.simcord(settle_timeout=10)
async def test_picking_a_game_then_a_topic_shows_them_in_place(simcord_env):
    """The front page's menu opens a game's first page; its menu opens a topic and leads back."""
    table = await seat_table(simcord_env, 1)
    user = table.player(0)
    first = (await user.slash(table.town, "help")).response.message
    game = await user.select(first, ["lab"], custom_id=menu(first).custom_id)
    page = game.response.message
    assert page.embeds[0].title == GAMES["lab"].topics[0].title
    host = GAMES["lab"].topic("host")
    topic = await user.select(page, ["host"], custom_id=menu(page).custom_id)
    assert topic.response.embeds[0].title == host.title
    back = await user.select(
        topic.response.message, ["games"], custom_id=menu(topic.response.message).custom_id
    )
    assert len(back.response.embeds[0].fields) == len(STARTS)


@pytest.mark.simcord(settle_timeout=10)
async def test_an_unknown_game_is_refused_in_the_second_person(simcord_env):
    """`/help game:chess` says which games there are and shows nothing else."""
    table = await seat_table(simcord_env, 1)
    result = await table.player(0).slash(table.town, "help", game="chess")
    assert result.ephemeral and result.response.embeds == []
    assert "I host no game called 'chess'" in result.response.content
    assert all(key in result.response.content for key in STARTS)


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize(
    ("key", "command", "options"),
    [
        ("werewolf", "game create", {}),
        ("clocktower", "ct new", {"players": 5}),
        ("lab", "lab new", {}),
        ("cloud", "cloud new", {}),
    ],
)
async def test_every_lobby_post_opens_its_games_help(simcord_env, key, command, options):
    """ "How to play" under each family's lobby post shows that game's first page, privately."""
    table = await seat_table(simcord_env, 1)
    opened = await table.storyteller.slash(table.town, command, **options)
    lobby = opened.response.message
    pressed = await table.player(0).click(lobby, label="How to play")
    assert pressed.ephemeral
    assert pressed.response.embeds[0].title == GAMES[key].topics[0].title


@pytest.mark.simcord(settle_timeout=10)
async def test_the_front_page_speaks_the_readers_language(simcord_env, client_locales):  # noqa: F811
    """`/help` from a German client: the front page and every game's line are German."""
    table = await seat_table(simcord_env, 1)
    client_locales[table.player(0).user.id] = "de"
    result = await table.player(0).slash(table.town, "help")
    [page] = result.response.embeds
    assert page.title == "Superpost: Quantenspiele per Post"
    lines = {field.name: field.value for field in page.fields}
    for game in GAMES.values():
        german = game.in_language("de")
        assert lines[german.name] == f"{german.summary}\n{german.start}"
        assert game.summary not in lines[german.name]
