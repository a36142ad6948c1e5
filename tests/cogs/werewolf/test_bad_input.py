"""Bad input: every value the bot did not produce is refused clearly and changes nothing."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
import simcord
from simcord.actors import _component_interaction, _visible_message

from cogs.werewolf.games import games_of
from tests.cogs.harness import (
    menu_id,
    night_prompt,
    open_lobby,
    play_night,
    refused,
    seat_table,
    start_game,
    stored_actions,
)

HUGE = "x" * 6000
"""The longest string option Discord lets through when a command declares no limit."""


def loosen(env: simcord.Env) -> None:
    """Drop every declared option limit, as a client that ignores them (or a command registered
    by an older version of the bot) would: only the bot's own checks are left."""

    def strip(options: list[dict[str, Any]]) -> None:
        for option in options:
            for limit in ("min_value", "max_value", "min_length", "max_length"):
                option.pop(limit, None)
            strip(option.get("options") or [])

    for scope in env.backend.commands.values():
        for command in scope.values():
            strip(command.get("options") or [])


def short_refusal(result: Any, contains: str) -> None:
    refused(result, contains)
    assert len(result.response.content) < 400, len(result.response.content)


async def forged_select(user: Any, message: Any, custom_id: str, values: list[str]) -> Any:
    """A select interaction with values (or a custom_id) the bot never offered."""
    stored = _visible_message(user, message)
    data = {"custom_id": custom_id, "component_type": 3, "values": values}
    return await _component_interaction(user, stored, data)


# -- unbounded input ------------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_player_options_declare_a_length_limit(simcord_env):
    """Discord itself refuses a 6000-character player option: the commands declare a limit."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    with pytest.raises(simcord.OptionError, match="at most"):
        await table.player(0).slash(table.town, "night", vision=HUGE)
    with pytest.raises(simcord.OptionError, match="at most"):
        await table.storyteller.slash(table.town, "game kick", player=HUGE)


@pytest.mark.simcord(settle_timeout=10)
async def test_six_thousand_characters_get_a_short_refusal(simcord_env):
    """Without the declared limits, /night, /vote, /game kick and /game decide still refuse a
    6000-character option in a few words, and nothing changes."""
    table = await seat_table(simcord_env, 5)
    await start_game(table, tie_rule="storyteller")
    loosen(simcord_env)
    before = await stored_actions(table)
    short_refusal(await table.player(0).slash(table.town, "night", vision=HUGE), "characters")
    short_refusal(await table.player(0).user.slash("night", attack=HUGE), "characters")
    short_refusal(await table.storyteller.slash(table.town, "game kick", player=HUGE), "characters")
    assert await stored_actions(table) == before
    await play_night(table)
    before = await stored_actions(table)
    short_refusal(await table.player(0).slash(table.town, "vote", player=HUGE), "characters")
    short_refusal(
        await table.storyteller.slash(table.town, "game decide", player=HUGE), "characters"
    )
    assert await stored_actions(table) == before
    for text in (HUGE, "1," + "9" * 5000):
        result = await table.storyteller.slash(table.town, "game settings", reminders=text)
        short_refusal(result, "Reminders")
    assert table.session.row.options.reminder_hours == (12.0, 1.0)
    assert not simcord_env.errors


@pytest.mark.simcord(settle_timeout=10)
async def test_an_unknown_name_is_quoted_clipped(simcord_env):
    """A refusal quotes at most 80 characters of what was typed."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    result = await table.player(0).slash(table.town, "vote", player="Z" * 100)
    refused(result, "no player called")
    assert "Z" * 79 not in result.response.content and "Z" * 70 in result.response.content


# -- names ------------------------------------------------------------------------------------------


async def join_as(table: Any, display: str) -> Any:
    member = table.guild.add_member(
        table.env.create_user(f"u{len(table.extra)}", global_name=display)
    )
    table.extra[display] = member
    await table.env.settle()
    return await member.click(table.lobby, label="Join")


@pytest.mark.simcord(settle_timeout=10)
async def test_names_are_normalised_when_players_join(simcord_env):
    """Zero-width characters, joiners and bidi overrides are dropped; spaces collapse."""
    table = await seat_table(simcord_env, 0)
    await open_lobby(table)
    for display in ["Bo\u200bb", "\u202eEve\u202c", "Ann \u2003 Lee", "Zo\u200de"]:
        result = await join_as(table, display)
        assert result.ephemeral and "joined" in result.response.content, result.response.content
    assert [m.name for m in table.session.row.seats] == ["Bob", "Eve", "Ann Lee", "Zoe"]


@pytest.mark.simcord(settle_timeout=10)
async def test_unusable_names_are_refused_with_the_reason(simcord_env):
    """Invisible names, words meaning nobody and number-like names are refused; the player is
    told why and how to choose another name."""
    table = await seat_table(simcord_env, 0)
    await open_lobby(table)
    for display, reason in [
        ("\u200b\u200b\u200d", "no visible characters"),
        ("None", "mean nobody"),
        ("no  Vision", "mean nobody"),
        ("#3", "secret number"),
    ]:
        result = await join_as(table, display)
        refused(result, reason)
        assert "/game join name:" in result.response.content
    assert table.session.row.seats == []
    none = table.extra["None"]
    result = await none.slash(table.town, "game join", name="Nonny")
    assert "joined as **Nonny**" in result.response.content


@pytest.mark.simcord(settle_timeout=10)
async def test_a_refused_name_is_explained_in_the_players_language(simcord_env):
    """A player who chose German is told in German why their name cannot be used, and how to
    choose another."""
    table = await seat_table(simcord_env, 1)
    await open_lobby(table)
    player = table.player(0)
    await table.bot.languages.set_player(player.user.id, "de")
    result = await player.slash(table.town, "game join", name="#3")
    assert result.response.content == (
        r"❌ Den Namen **\#3** kannst du nicht verwenden: Er sähe aus wie eine geheime Nummer. "
        "Wähle mit `/game join name:` einen anderen."
    )
    assert table.session.row.seats == []


@pytest.mark.simcord(settle_timeout=10)
async def test_a_chosen_name_may_not_collide_with_another_players(simcord_env):
    """/game join name: taken by another player (in any case, with invisible characters) is
    refused; a display name that collides still gets a suffix."""
    table = await seat_table(simcord_env, 2)
    lobby = await open_lobby(table)
    await table.player(0).click(lobby, label="Join")
    refused(await table.player(1).slash(table.town, "game join", name="a\u200bLICE"), "already")
    assert [m.name for m in table.session.row.seats] == ["Alice"]


# -- values at the boundary -----------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_hours_out_of_range_are_refused(simcord_env):
    """night_hours=0, extend -1000 and extend 1e9 are refused and change nothing."""
    table = await seat_table(simcord_env, 5)
    with pytest.raises(simcord.OptionError):
        await table.storyteller.slash(table.town, "game create", night_hours=0)
    loosen(simcord_env)
    refused(await table.storyteller.slash(table.town, "game create", night_hours=0), "between")
    refused(await table.storyteller.slash(table.town, "game create", day_hours=-3), "between")
    assert games_of(table.bot).in_channel(table.town.id) is None
    await start_game(table)
    row = table.session.row
    deadline = row.deadline
    for hours in (-1000, 1e9, 0):
        refused(await table.storyteller.slash(table.town, "game extend", hours=hours), "between")
    refused(await table.storyteller.slash(table.town, "game settings", night_hours=0), "between")
    assert table.session.row.deadline == deadline
    assert table.session.row.options.night_hours == 24
    stored = await games_of(table.bot).storage.game(row.id)
    assert stored is not None and stored.deadline == deadline
    assert not simcord_env.errors


@pytest.mark.simcord(settle_timeout=10)
async def test_menu_values_the_bot_never_offered_are_refused(simcord_env):
    """A night menu pick of "abc", of a seat not on the menu, or from a component the bot never
    made, gets a clear refusal and changes nothing."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    user = table.player(0).user
    prompt = night_prompt(table, 0)
    before = await stored_actions(table)
    for value in ["abc", "0", "99", "-1", "1" * 40]:
        result = await forged_select(user, prompt, menu_id(table, "vision"), [value])
        refused(result, "not one this night's menus offer")
    result = await forged_select(user, prompt, "abc", ["1"])
    refused(result, "do not recognise")
    result = await forged_select(user, prompt, f"qw:night:{table.session.row.id}:N0:spy", ["1"])
    refused(result, "do not recognise")
    assert await stored_actions(table) == before
    assert not simcord_env.errors


@pytest.mark.simcord(settle_timeout=10)
async def test_vote_menu_values_the_bot_never_offered_are_refused(simcord_env):
    """A pick in the tally's vote menu of "abc", of a seat that does not exist, or of a huge
    number, gets a clear refusal and counts no vote."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    row = table.session.row
    [tally] = [m for m in table.town.history() if m.id == row.post_message_id]
    custom_id = f"qw:vote:{row.id}:{table.game.phase}:0"
    before = await stored_actions(table)
    for value in ["abc", "-1", "99", "1" * 40, "1.5"]:
        result = await forged_select(table.player(0), tally, custom_id, [value])
        refused(result, "not one this vote menu offers")
    assert await stored_actions(table) == before
    assert table.game.choices.votes == {}
    assert not simcord_env.errors


# -- clock commands commit first ------------------------------------------------------------------


async def read_only(table: Any) -> None:
    """Every write to the bot's database fails from now on (as on a read-only disk)."""
    await table.bot.storage.database._conn.execute("PRAGMA query_only = ON")  # type: ignore[attr-defined]


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("game pause", {}),
        ("game extend", {"hours": 2.0}),
        ("game settings", {"night_hours": 2.0}),
        ("game resume", {}),
    ],
)
async def test_a_failed_save_leaves_memory_as_the_database(simcord_env, command, options):
    """When the database refuses the write, the game in memory stays as the database has it."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    if command == "game resume":
        await table.storyteller.slash(table.town, "game pause")
    row_id = table.session.row.id
    await read_only(table)
    await table.storyteller.slash(table.town, command, **options)
    simcord.assert_error(simcord_env, sqlite3.OperationalError)
    memory = table.session.row
    stored = await games_of(table.bot).storage.game(row_id)
    assert stored is not None
    for name in ("deadline", "paused_left", "options", "extra"):
        assert getattr(memory, name) == getattr(stored, name), name


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("command", ["game cancel", "game end", "game storyteller add"])
async def test_a_failed_save_of_a_storyteller_command_changes_nothing_in_memory(
    simcord_env, command
):
    """/game cancel, /game end and /game storyteller add whose write the database refuses
    leave the game in memory running, with the storytellers the database has."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    row_id = table.session.row.id
    await read_only(table)
    options = {"member": table.bystander} if command.endswith("add") else {}
    await table.storyteller.slash(table.town, command, **options)
    simcord.assert_error(simcord_env, sqlite3.OperationalError)
    session = games_of(table.bot).get(row_id)
    stored = await games_of(table.bot).storage.game(row_id)
    assert session is not None and stored is not None
    assert (session.row.status, session.row.extra.co_hosts) == (stored.status, [])
    assert stored.status.value == "running"
