"""Big games: more players than one night menu holds (paged menus), the seat limit, the lobby."""

from __future__ import annotations

import sys
from typing import Any

import pytest
import simcord

from cogs.werewolf import lobby_post
from cogs.werewolf.interact import player_choices
from cogs.werewolf.models import Member
from cogs.werewolf.pages import PAGE_SIZE, by_name
from engine.werewolf import Game, make_setup
from tests.cogs.harness import (
    Table,
    make_bot,
    message_text,
    night_prompt,
    open_lobby,
    refused,
    start_game,
    stored_actions,
)
from tests.cogs.werewolf.rows import werewolf_row

FIRST = [
    "Ada", "Ben", "Cleo", "Dov", "Eve", "Finn", "Gus", "Hana", "Ike", "Jo",
    "Kai", "Lea", "Max", "Nia", "Oli", "Pia", "Quin", "Rex", "Sia", "Tom",
]  # fmt: skip
N = 40
BIG = pytest.mark.simcord(settle_timeout=60)


def big_names(n: int = N) -> list[str]:
    """Distinct display names, joined in an order that is not the alphabetical one."""
    return [f"{FIRST[(i * 7) % 20]}{' Jr' if i >= 20 else ''}" for i in range(n)]


async def big_table(env: simcord.Env, n: int = N) -> Table:
    """A guild with a storyteller and ``n`` players."""
    guild = env.create_guild("QW")
    town = guild.create_text_channel("town-square")
    storyteller = guild.add_member(env.create_user("story"))
    players = [
        guild.add_member(env.create_user(f"p{i}", global_name=name))
        for i, name in enumerate(big_names(n))
    ]
    bystander = guild.add_member(env.create_user("bystander"))
    await env.settle()
    return Table(env, guild, town, storyteller, players, bystander=bystander)


def components(message: Any) -> list[list[Any]]:
    return [list(row.children) for row in message.components]


def dm_message(table: Table, seat: int, message_id: int) -> Any:
    """The current state of one of the player's DMs (after an edit)."""
    [message] = [m for m in table.player(seat).user.dm_channel.history() if m.id == message_id]
    return message


def page_of(game: Game, seat: int, page: int) -> list[int]:
    """The seats listed on one page of the seat's night menus."""
    ordered = by_name(game, [s for s in game.living() if s != seat])
    return ordered[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]


async def turn(table: Table, seat: int, message: Any, custom_id: str) -> Any:
    """Press a page button of a DM prompt; returns the prompt as it is now."""
    dms_before = len(table.player(seat).user.dm_channel.history())
    result = await table.player(seat).user.click(message, custom_id=custom_id)
    assert result.acknowledged and not result.followups, result
    assert len(table.player(seat).user.dm_channel.history()) == dms_before  # edited in place
    return dm_message(table, seat, message.id)


async def finish_night_zero(table: Table, skip: int) -> None:
    """Everyone but ``skip`` sends a vision with ``/night`` in their DM; the night resolves."""
    game = table.game
    for seat in game.living():
        if seat != skip:
            target = game.name((seat + 1) % game.n)
            result = await table.player(seat).user.slash("night", vision=target)
            assert "can change this" in result.response.content, result.response.content
    assert str(table.game.phase) == "D1"


@BIG
async def test_a_pick_on_a_later_page_of_the_vision_menu_is_confirmed_and_used(simcord_env):
    """40 players: Alice turns the vision menu to page 2, picks someone there, and the dawn's
    vision result names that player."""
    table = await big_table(simcord_env)
    game = await start_game(table)
    assert game.n == N
    game_id = table.session.row.id
    prompt = night_prompt(table, 0)
    assert "39 players to choose from" in message_text(prompt)
    [[menu], buttons] = components(prompt)
    assert menu.custom_id == f"qw:night:{game_id}:N0:vision:0"
    assert menu.placeholder.endswith("page 1/2)")
    assert [o.value for o in menu.options] == ["none", *map(str, page_of(game, 0, 0))]
    assert [b.custom_id for b in buttons][::2] == [
        f"qw:nightpage:{game_id}:N0:vision:prev:1:0",
        f"qw:nightpage:{game_id}:N0:vision:next:1:0",
    ]

    prompt = await turn(table, 0, prompt, f"qw:nightpage:{game_id}:N0:vision:next:1:0")
    [[menu], _buttons] = components(prompt)
    assert menu.custom_id == f"qw:night:{game_id}:N0:vision:1"
    assert menu.placeholder.endswith("page 2/2)")
    second = page_of(game, 0, 1)
    assert [o.value for o in menu.options] == ["none", *map(str, second)]
    target = second[3]
    name = game.name(target)

    result = await table.player(0).user.select(prompt, [str(target)], custom_id=menu.custom_id)
    assert result.ephemeral and f"you look at **{name}**" in result.response.content
    assert await stored_actions(table) == [f"vision @0 @{target}"]

    await finish_night_zero(table, skip=0)
    news = [message_text(m) for m in table.player(0).user.dm_channel.history()]
    assert any(f"Your vision of {name}:" in text for text in news), news[-1]


@BIG
async def test_paging_survives_a_restart(simcord_env, db_path):
    """▶ on a menu sent before a restart still turns the page, and a pick there counts."""
    table = await big_table(simcord_env)
    game = await start_game(table)
    game_id = table.session.row.id
    prompt = night_prompt(table, 5)
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path, first_seed=1000))

    prompt = await turn(table, 5, prompt, f"qw:nightpage:{game_id}:N0:vision:next:1:0")
    [[menu], buttons] = components(prompt)
    assert menu.custom_id == f"qw:night:{game_id}:N0:vision:1"
    target = page_of(game, 5, 1)[0]
    result = await table.player(5).user.select(prompt, [str(target)], custom_id=menu.custom_id)
    assert f"you look at **{table.game.name(target)}**" in result.response.content
    assert await stored_actions(table) == [f"vision @5 @{target}"]

    # ◀ (wrapping from page 2 to page 1) works on the edited prompt as well
    prompt = await turn(table, 5, prompt, buttons[0].custom_id)
    [[menu], _buttons] = components(prompt)
    assert menu.custom_id == f"qw:night:{game_id}:N0:vision:0"


@BIG
async def test_old_phase_menus_and_page_buttons_are_refused_in_big_games(simcord_env, db_path):
    """Once Night 0 is over, its paged menu and its page buttons, left live (closing them failed,
    and the bot restarted), are refused with the reason."""
    table = await big_table(simcord_env)
    await start_game(table)
    game_id = table.session.row.id
    old = night_prompt(table, 1)
    simcord_env.inject_error(
        "PATCH", f"/channels/{old.channel.id}/messages/{old.id}", status=403, code=50001
    )
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path, first_seed=1000))
    await finish_night_zero(table, skip=-1)
    actions = await stored_actions(table)
    user = table.player(1).user
    result = await user.click(old, custom_id=f"qw:nightpage:{game_id}:N0:vision:next:1:0")
    refused(result, "Night 0, which is over")
    result = await user.select(old, ["none"], custom_id=f"qw:night:{game_id}:N0:vision:0")
    refused(result, "Night 0, which is over")
    assert await stored_actions(table) == actions


@BIG
async def test_night_one_pages_attack_and_vision_separately(simcord_env):
    """From Night 1 both menus page; turning the attack menu keeps the vision page, and an
    attack picked on page 2 is stored."""
    table = await big_table(simcord_env, 30)
    game = await start_game(table)
    game_id = table.session.row.id
    await finish_night_zero(table, skip=-1)
    for seat in range(29):  # the village lynches the last seat; the majority ends the day
        await table.player(seat).slash(table.town, "vote", player=game.name(29))
        if str(table.game.phase) != "D1":
            break
    game = table.game
    assert str(game.phase) == "N1"
    seat = game.living()[0]
    prompt = night_prompt(table, seat)
    layout = components(prompt)
    assert [len(row) for row in layout] == [1, 3, 1, 3]
    assert layout[2][0].custom_id == f"qw:night:{game_id}:N1:attack:0"
    prompt = await turn(table, seat, prompt, f"qw:nightpage:{game_id}:N1:attack:next:0:1")
    layout = components(prompt)
    assert layout[0][0].custom_id == f"qw:night:{game_id}:N1:vision:0"
    assert layout[2][0].custom_id == f"qw:night:{game_id}:N1:attack:1"
    target = page_of(game, seat, 1)[0]
    result = await table.player(seat).user.select(
        prompt, [str(target)], custom_id=layout[2][0].custom_id
    )
    assert f"Attack: **{game.name(target)}**" in result.response.content
    assert (await stored_actions(table))[-1] == f"attack @{seat} @{target}"


@BIG
async def test_night_autocomplete_in_a_big_game_lists_at_most_25_and_finds_anyone(simcord_env):
    """With 40 players /night's autocomplete stays within 25 choices and finds a typed name."""
    table = await big_table(simcord_env)
    await start_game(table)
    user = table.player(0).user
    choices = await user.autocomplete("night", "vision", "")
    assert len(choices) == 25 and choices[0]["name"] == "No vision"
    last = table.game.name(N - 1)
    choices = await user.autocomplete("night", "vision", last)
    assert last in [c["value"] for c in choices]
    choices = await user.autocomplete("night", "attack", "jr")
    assert 0 < len(choices) <= 25 and all("Jr" in c["name"] for c in choices)


def test_autocomplete_choices_stay_within_25_for_hundreds_of_players():
    """player_choices (used by /night and /vote) returns ≤ 25 matches at any size."""
    names = [f"Player {i:03d}" for i in range(300)]
    game = Game(make_setup(players=names, seed=1))
    everyone = player_choices(game, "", exclude=0, none_label="No vision")
    assert len(everyone) == 25 and everyone[0].name == "No vision"
    assert [c.value for c in player_choices(game, "player 29", exclude=0)] == [
        f"Player {i}" for i in range(290, 300)
    ]
    assert [c.value for c in player_choices(game, "Player 250")] == ["Player 250"]


@pytest.mark.simcord(settle_timeout=10)
async def test_join_beyond_the_seat_limit_is_refused(simcord_env, monkeypatch):
    """The lobby seats up to MAX_PLAYERS (1000, not the old 24); past it a join is refused."""
    table = await big_table(simcord_env, 3)
    package = type(table.bot.get_cog("WerewolfCog")).__module__.rsplit(".", 1)[0]
    loaded = sys.modules[f"{package}.lobby"]  # the bot's own import
    assert loaded.MAX_PLAYERS == 1000
    monkeypatch.setattr(loaded, "MAX_PLAYERS", 2)
    lobby = await open_lobby(table)
    for seat in (0, 1):
        assert "joined" in (await table.player(seat).click(lobby, label="Join")).response.content
    refused(await table.player(2).click(lobby, label="Join"), "at most 2 players")
    assert len(table.session.row.seats) == 2


def test_the_lobby_embed_stays_within_discord_limits_with_a_thousand_players():
    """A full lobby of long names keeps each field ≤ 1024 and the embed ≤ 6000 characters."""
    members = [Member(user_id=10**17 + i, name=f"{'Long name ' * 6}{i:04d}") for i in range(1000)]
    row = werewolf_row(members=members)
    embed = lobby_post.lobby_embed(row)
    assert len(embed) <= 6000
    assert all(len(field.value or "") <= 1024 for field in embed.fields)
    assert "Players (1000)" in [field.name for field in embed.fields]
