"""Werewolf's cog on the shell's ``FamilyCog``: one cog put together from its features, which
runs the family's clock and answers its shell components."""

from __future__ import annotations

import asyncio

import pytest

from bot.shell.family_cog import FamilyCog
from bot.shell.store import GameStatus
from cogs.werewolf.games import games_of
from tests.cogs.harness import seat_table, start_game


def clock_tasks() -> list[asyncio.Task[object]]:
    """The running tasks of werewolf's clock (:class:`bot.shell.timer.DueTimer`'s, by name)."""
    return [t for t in asyncio.all_tasks() if t.get_name() == "werewolf-clock" and not t.done()]


@pytest.mark.simcord(settle_timeout=10)
async def test_one_task_runs_werewolf_s_clock(simcord_env):
    """Werewolf's one cog runs one clock: a running game has one timer."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await simcord_env.settle()
    assert len(clock_tasks()) == 1


@pytest.mark.simcord(settle_timeout=10)
async def test_every_family_is_one_cog_keeping_its_clock(simcord_env):
    """Each family, werewolf too, is one cog, and it runs the family's clock's timer."""
    cogs = [cog for cog in simcord_env.bot.cogs.values() if isinstance(cog, FamilyCog)]
    assert sorted(cog.family for cog in cogs) == ["clocktower", "cloud", "lab", "werewolf"]
    running = {t.get_name() for t in asyncio.all_tasks() if not t.done()}
    assert {f"{cog.family}-clock" for cog in cogs} <= running


@pytest.mark.simcord(settle_timeout=10)
async def test_a_rematch_reaches_werewolf_s_cog_loaded_again(simcord_env):
    """The end post's Rematch opens werewolf's lobby after its cog was removed and added again
    (the shell finds the family's cog by its family's name)."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    old = table.session.row
    assert (await table.storyteller.slash(table.town, "game end")).acknowledged
    cog = table.bot.get_cog("WerewolfCog")
    await table.bot.remove_cog("WerewolfCog")
    await table.bot.add_cog(type(cog)(table.bot))  # now the last of the cogs
    end = next(
        m
        for m in reversed(table.town.history())
        if any(a.filename.endswith(".json") for a in m.attachments)
    )
    result = await table.player(1).click(end, label="🔁 Rematch")
    said = (result.followups[-1] if result.followups else result.response).content
    assert result.ephemeral and "rematch is open" in said
    session = games_of(table.bot).in_channel(table.town.id)
    assert session is not None and session.row.id != old.id
    assert session.row.status is GameStatus.LOBBY


@pytest.mark.simcord(settle_timeout=10)
async def test_a_co_storyteller_change_is_the_public_answer_in_werewolf_s_channel(simcord_env):
    """Werewolf's co-storyteller change (the shell's ``_co_host``) is said publicly as the answer."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await simcord_env.settle()
    before = len(table.town.history())
    result = await table.storyteller.slash(
        table.town, "game storyteller add", member=table.bystander
    )
    assert not result.ephemeral
    assert "co-storyteller" in result.response.content
    assert table.bystander.id in table.session.row.extra.co_hosts
    await simcord_env.settle()
    assert len(table.town.history()) == before + 1  # the answer, nothing posted besides
