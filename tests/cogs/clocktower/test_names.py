"""Quantum Clocktower takes names through the shell's one cleaner (issue 22 §1): markup,
mentions, direction overrides and zero-width characters never reach a post, and the grimoire
image draws an emoji name with a glyph, not a box."""

from __future__ import annotations

from bot import fonts
from cogs.clocktower.texts import reveal_text

from .helpers import CtTable, join_all_and_start, open_lobby, refused, seat_draws, seat_table

RAW = "**Ev**`e` <@1>\u202e\u200b🐈"
CLEAN = "Ev e @1 🐈"


async def table_with(env, raw: str) -> CtTable:  # type: ignore[no-untyped-def]
    guild = env.create_guild("Clocktower")
    town = guild.create_text_channel("town-square")
    storyteller = guild.add_member(env.create_user("storyteller", global_name="Story"))
    names = [raw, "Bob", "Carol", "Dave", "Erin"]
    players = [
        guild.add_member(env.create_user(f"p{i}", global_name=n)) for i, n in enumerate(names)
    ]
    bystander = guild.add_member(env.create_user("bystander"))
    await env.settle()
    table = CtTable(env, guild, town, storyteller, players, bystander)
    await open_lobby(table, players=5)
    await join_all_and_start(table, seat_draws([5], 5))
    return table


async def test_a_raw_display_name_is_cleaned_in_the_game_and_its_reveal(simcord_env):
    """The seat's name is the cleaned one; the reveal shows it and nothing of the raw markup."""
    table = await table_with(simcord_env, RAW)
    assert table.game.setup.players[0] == CLEAN
    reveal = reveal_text(table.game)
    assert f"@1 {CLEAN}:" in reveal
    assert not any(bad in reveal for bad in ("**", "`", "<@", "\u202e", "\u200b"))


async def test_the_grimoire_image_draws_the_emoji_of_a_name(simcord_env):
    """Every character of the names the grimoire image draws has a glyph in some font."""
    table = await table_with(simcord_env, RAW)
    for name in table.game.setup.players:
        drawn = fonts.drawable(name)
        assert drawn == name
        assert all(fonts.has_glyph(fonts.font_for(ch), ch) for ch in drawn), name


async def test_a_member_not_playing_is_named_cleaned_in_the_refusal(simcord_env):
    """A command naming a non-player refuses by the member's cleaned name, never the raw one."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5)
    await join_all_and_start(table, seat_draws([5], 5))
    outsider = table.guild.add_member(simcord_env.create_user("outsider", global_name=RAW))
    await simcord_env.settle()
    result = await table.storyteller.slash(
        table.thread, "ct-st explain", player=outsider, character="baron"
    )
    text = refused(result, f"{CLEAN} is not playing in this game")
    assert not any(bad in text for bad in ("**", "`", "<@", "\u202e", "\u200b"))
