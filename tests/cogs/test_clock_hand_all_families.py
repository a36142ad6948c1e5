"""The host's hand on the clock, one mechanism for the four families
(:meth:`bot.shell.family_cog.FamilyCog._hand_on_clock`): a pause or resume the clock's state
refuses is answered privately, in the family's words, and changes nothing. (Cloud's pause is a
move of its rules, refused by its engine: held to the same standard here.)"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
import simcord

from tests.cogs.test_bad_input_all_families import (
    clocktower_night,
    cloud_game,
    everything_stored,
    in_memory,
    lab_game,
    werewolf_night,
)


@dataclass(frozen=True)
class Family:
    """A family's running table and its host's clock command."""

    name: str
    table: Callable[[simcord.Env], Awaitable[Any]]
    command: str
    not_paused: str
    """What the refusal of a resume of a running game says."""
    already_paused: str

    def host(self, table: Any) -> Any:
        return getattr(table, "storyteller", None) or table.host

    def where(self, table: Any) -> Any:
        return table.town if self.name == "werewolf" else table.thread

    async def send(self, table: Any, hand: str) -> Any:
        return await self.host(table).slash(self.where(table), f"{self.command} {hand}")

    def __str__(self) -> str:
        return self.name


FAMILIES = [
    Family("werewolf", werewolf_night, "game", "not paused", "already paused"),
    Family("clocktower", clocktower_night, "ct-st", "already running", "already paused"),
    Family("lab", lab_game, "lab host", "already running", "already paused"),
    Family("cloud", cloud_game, "cloud host", "not paused", "already paused"),
]


async def refused_privately(env: simcord.Env, result: Any, says: str) -> None:
    await env.settle()
    assert result.acknowledged, result
    answer = result.followups[-1] if result.followups else result.response
    text = answer.content or ""
    assert result.ephemeral and text.startswith("❌") and says in text, text


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("family", FAMILIES, ids=str)
async def test_resuming_a_running_game_is_refused_and_changes_nothing(simcord_env, family):
    """A resume of a game whose clock runs is refused to the host alone; nothing changes."""
    env = simcord_env
    table = await family.table(env)
    await env.settle()
    stored, held = await everything_stored(env), in_memory(env)
    await refused_privately(env, await family.send(table, "resume"), family.not_paused)
    assert await everything_stored(env) == stored
    assert in_memory(env) == held
    assert not env.errors


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("family", FAMILIES, ids=str)
async def test_a_second_pause_is_refused_and_changes_nothing(simcord_env, family):
    """Pausing a paused game is refused to the host alone and keeps the time left as it was."""
    env = simcord_env
    table = await family.table(env)
    first = await family.send(table, "pause")
    await env.settle()
    assert first.acknowledged and not env.errors
    stored, held = await everything_stored(env), in_memory(env)
    await refused_privately(env, await family.send(table, "pause"), family.already_paused)
    assert await everything_stored(env) == stored
    assert in_memory(env) == held
    assert not env.errors
