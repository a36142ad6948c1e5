"""Night actions: DM menus, /night in DMs and in the channel, confirmations and refusals."""

from __future__ import annotations

import pytest
import simcord

from tests.cogs.harness import (
    choose,
    make_bot,
    menu_id,
    night_prompt,
    open_lobby,
    play_day,
    play_night,
    play_to_the_end,
    refused,
    seat_table,
    start_game,
    stored_actions,
)
from tests.engine.werewolf.rules_run import rules_run


def keep_open(env, message):
    """Make every edit of a message fail, so its menus stay live (as if closing them failed)."""
    env.inject_error(
        "PATCH",
        f"/channels/{message.channel.id}/messages/{message.id}",
        status=403,
        code=50001,
        times=None,
    )


async def night_one(simcord_env):
    """A table of five at Night 1, the first night with attacks."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    await play_day(table, 4)
    return table


@pytest.mark.simcord(settle_timeout=10)
async def test_vision_menu_choice_is_confirmed_privately_and_stored(simcord_env):
    """A vision picked in the DM menu is confirmed to the player and committed."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    result = await choose(table, 0, "vision", 2)
    assert result.ephemeral and "you look at **Carol**" in result.response.content
    assert await stored_actions(table) == ["vision @0 @2"]
    assert table.game.choices.visions == {0: 2}


@pytest.mark.simcord(settle_timeout=10)
async def test_a_choice_can_be_changed_until_the_night_resolves(simcord_env):
    """A second pick replaces the first."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await choose(table, 0, "vision", 2)
    result = await choose(table, 0, "vision", None)
    assert "No vision" in result.response.content
    assert table.game.choices.visions == {0: None}


@pytest.mark.simcord(settle_timeout=10)
async def test_night_zero_menus_offer_no_attack(simcord_env):
    """Night 0 has only the vision menu, listing 'No vision' and the other players."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    prompt = night_prompt(table, 0)
    [row] = prompt.components
    [menu] = row.children
    assert menu.custom_id == menu_id(table, "vision")
    assert [o.label for o in menu.options] == ["No vision", "Bob", "Carol", "Dave"]


@pytest.mark.simcord(settle_timeout=10)
async def test_night_one_menus_add_the_attack(simcord_env):
    """From Night 1 the DM holds a vision menu and an attack menu."""
    table = await night_one(simcord_env)
    prompt = night_prompt(table, 0)
    ids = [child.custom_id for row in prompt.components for child in row.children]
    assert ids == [menu_id(table, "vision"), menu_id(table, "attack")]


@pytest.mark.simcord(settle_timeout=10)
async def test_night_command_in_dm_takes_both_actions(simcord_env):
    """/night vision: attack: in a DM stores both and confirms both."""
    table = await night_one(simcord_env)
    result = await table.player(0).user.slash("night", vision="Bob", attack="Carol")
    assert result.ephemeral
    assert "**Bob**" in result.response.content and "Attack: **Carol**" in result.response.content
    assert (await stored_actions(table))[-2:] == ["vision @0 @1", "attack @0 @2"]


@pytest.mark.simcord(settle_timeout=10)
async def test_a_pair_with_a_refused_attack_stores_neither(simcord_env):
    """/night with a legal vision and an attack on oneself: the attack's refusal, nothing stored."""
    table = await night_one(simcord_env)
    before = await stored_actions(table)
    result = await table.player(0).user.slash("night", vision="Bob", attack="Alice")
    refused(result, "You cannot attack yourself")
    assert await stored_actions(table) == before
    assert 0 not in table.game.choices.visions


@pytest.mark.simcord(settle_timeout=10)
async def test_a_night_pair_runs_the_rules_once_for_each_choice(simcord_env, monkeypatch):
    """/night vision: attack: the engine's rules run once for each of the pair, not per layer."""
    table = await night_one(simcord_env)
    ruled = rules_run(monkeypatch)
    await table.player(0).user.slash("night", vision="Bob", attack="Carol")
    assert [str(choice) for choice in ruled] == ["vision @0 @1", "attack @0 @2"]


@pytest.mark.simcord(settle_timeout=10)
async def test_night_command_in_channel_replies_only_to_the_player(simcord_env):
    """/night in the game channel is answered ephemerally and posts nothing public."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    before = len(table.town.history())
    result = await table.player(1).slash(table.town, "night", vision="Alice")
    assert result.ephemeral and "**Alice**" in result.response.content
    assert len(table.town.history()) == before


@pytest.mark.simcord(settle_timeout=10)
async def test_night_autocomplete_lists_living_others_and_no_vision(simcord_env):
    """Autocomplete offers 'No vision' and every other living player."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    choices = await table.player(0).user.autocomplete("night", "vision", "")
    assert [c["name"] for c in choices] == ["No vision", "Bob", "Carol", "Dave"]
    choices = await table.player(0).autocomplete(table.town, "night", "vision", "ca")
    assert [c["value"] for c in choices] == ["Carol"]


@pytest.mark.simcord(settle_timeout=10)
async def test_the_night_resolves_when_every_required_action_is_in(simcord_env):
    """The last required vision resolves Night 0 and posts the dawn."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    for seat in range(4):
        await choose(table, seat, "vision", (seat + 1) % 4)
    assert str(table.game.phase) == "D1"
    assert any(
        "Dawn after Night 0" in (m.embeds[0].title or "") for m in table.town.history() if m.embeds
    )


@pytest.mark.simcord(settle_timeout=10)
async def test_viewers_get_their_vision_result_by_dm(simcord_env):
    """After the night each viewer's DM holds their vision result."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await play_night(table)
    for seat in range(4):
        news = table.player(seat).user.dm_channel.history()[-1]
        assert "Your vision of" in news.embeds[0].description


@pytest.mark.simcord(settle_timeout=10)
async def test_attack_on_night_zero_is_refused(simcord_env):
    """An attack before Night 1 is refused and not stored."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(await table.player(0).user.slash("night", attack="Bob"), "no attacks on Night 0")
    assert await stored_actions(table) == []


@pytest.mark.simcord(settle_timeout=10)
async def test_vision_on_oneself_is_refused(simcord_env):
    """A player cannot look at themselves."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(
        await table.player(0).user.slash("night", vision="Alice"), "You cannot look at yourself"
    )
    assert await stored_actions(table) == []


@pytest.mark.simcord(settle_timeout=10)
async def test_unknown_target_is_refused(simcord_env):
    """A name that is nobody's is refused."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(await table.player(0).user.slash("night", vision="Zed"), "no player called")
    assert await stored_actions(table) == []


@pytest.mark.simcord(settle_timeout=10)
async def test_night_command_without_options_is_refused(simcord_env):
    """/night with neither option explains what it needs."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(await table.player(0).user.slash("night"), "vision")


@pytest.mark.simcord(settle_timeout=10)
async def test_non_player_night_command_is_refused(simcord_env):
    """A bystander's /night in the channel is refused."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(await table.bystander.slash(table.town, "night", vision="Alice"), "not a player")
    refused(await table.bystander.user.slash("night", vision="Alice"), "not playing")


@pytest.mark.simcord(settle_timeout=10)
async def test_night_actions_by_day_are_refused(simcord_env):
    """/night during the day is refused."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await play_night(table)
    refused(await table.player(0).slash(table.town, "night", vision="Bob"), "Day 1")


def current(table, seat, message):
    """The DM as it is now (after the bot's edits)."""
    [now] = [m for m in table.player(seat).user.dm_channel.history() if m.id == message.id]
    return now


async def restart(simcord_env, db_path):
    """Stop the bot and start a fresh one on the same database (its memory is gone)."""
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path, first_seed=1000))


@pytest.mark.simcord(settle_timeout=10)
async def test_the_night_menus_are_disabled_when_the_night_ends(simcord_env):
    """At dawn every Night 0 DM loses its menus: one disabled "Night 0 is over" button."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    prompts = {seat: night_prompt(table, seat) for seat in range(4)}
    await play_night(table)
    for seat, prompt in prompts.items():
        [[button]] = [list(row.children) for row in current(table, seat, prompt).components]
        assert button.disabled and button.label == "Night 0 is over"
        with pytest.raises(simcord.SetupError, match="disabled"):
            await table.player(seat).user.click(
                current(table, seat, prompt), label="Night 0 is over"
            )


@pytest.mark.simcord(settle_timeout=10)
async def test_old_menus_the_bot_could_not_close_are_refused(simcord_env, db_path):
    """A Night 0 menu the bot could not close (the edit was refused), pressed on Day 1 after a
    restart, is refused with the reason, privately."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    old = night_prompt(table, 0)
    old_id = menu_id(table, "vision")
    keep_open(simcord_env, old)
    await restart(simcord_env, db_path)
    await play_night(table)
    actions = await stored_actions(table)
    result = await table.player(0).user.select(old, ["2"], custom_id=old_id)
    refused(result, "Night 0, which is over")
    assert await stored_actions(table) == actions


@pytest.mark.simcord(settle_timeout=10)
async def test_dead_players_get_no_menus_and_cannot_act(simcord_env):
    """A lynched player gets no night DM and /night refuses them."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    await play_day(table, 0)
    assert not table.game.alive[0]
    assert "N1" not in str(
        [
            c.custom_id
            for m in table.player(0).user.dm_channel.history()
            for r in m.components
            for c in r.children
        ]
    )
    refused(await table.player(0).user.slash("night", vision="Bob"), "dead")


@pytest.mark.simcord(settle_timeout=30)
async def test_menus_of_a_finished_game_are_refused(simcord_env, db_path):
    """A night menu left live (the bot could not close it) pressed after the game ended is
    refused: the game is over."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    old = night_prompt(table, 0)
    old_id = menu_id(table, "vision")
    keep_open(simcord_env, old)
    await restart(simcord_env, db_path)
    await play_to_the_end(table)
    result = await table.player(0).user.select(old, ["2"], custom_id=old_id)
    refused(result, "This game is over")


@pytest.mark.simcord(settle_timeout=10)
async def test_night_in_a_lobby_is_acknowledged_first_then_refused_as_not_started(simcord_env):
    """`/night` in a lobby's channel takes the night's path (acknowledged first, as every night
    action), not the player information's (`/me` refuses a lobby before that): one cog's
    features keep their own ways."""
    table = await seat_table(simcord_env, 4)
    lobby = await open_lobby(table)
    assert "joined" in (await table.player(0).click(lobby, label="Join")).response.content
    before = len(simcord_env.http_requests)
    result = await table.player(0).slash(table.town, "night", vision="Bob")
    answers = [r.json for r in simcord_env.http_requests[before:] if r.path.endswith("/callback")]
    assert [answer["type"] for answer in answers] == [5]  # deferred, the refusal a follow-up
    refused(result, "not started")
