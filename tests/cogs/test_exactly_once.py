"""Every family's announcements across a crash: queued with the change that makes them, sent
once after a restart, nothing lost and nothing sent twice (simcord, the real cogs; one test per
behaviour, parametrised over the four families)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
import simcord

from tests.cogs.clocktower.test_exactly_once import t4_night
from tests.cogs.cloud.helpers import seat_cloud_table
from tests.cogs.cloud.test_exactly_once import play_to_the_first_turn_end
from tests.cogs.family_helpers import crash_before_mark, hold_the_outbox, outbox_rows, restart
from tests.cogs.harness import play_night, start_game
from tests.cogs.harness import seat_table as seat_werewolf_table
from tests.cogs.lab.test_exactly_once import start_duel


@dataclass
class Scene:
    """A running game and the change whose announcements the test follows."""

    family: str
    game_id: int
    channel: Any
    """Where the game posts (its thread, or werewolf's channel)."""
    change: Callable[[], Awaitable[None]]
    """The change, made by players through the cog; it is accepted whatever the outbox does."""
    before_post: int = 0
    """How many of the change's rows go before its first new message (an edit of the old turn
    post, which sent twice changes nothing)."""


async def lab(env: simcord.Env) -> Scene:
    table = await start_duel(env)

    async def skip() -> None:
        result = await table.host.slash(table.thread, "lab host skip")
        assert result.response.content.startswith("✅"), result.response.content

    return Scene("lab", table.session.row.id, table.thread, skip, before_post=1)


async def cloud(env: simcord.Env) -> Scene:
    table = await seat_cloud_table(env)
    _, active = await play_to_the_first_turn_end(table)

    async def end_turn() -> None:
        result = await active.slash(table.thread, "cloud end")
        assert result.response.content.startswith("✅"), result.response.content

    return Scene("cloud", table.session.row.id, table.thread, end_turn, before_post=1)


async def clocktower(env: simcord.Env) -> Scene:
    table = await t4_night(env)

    async def resolve() -> None:
        result = await table.storyteller.slash(table.thread, "ct-st resolve")
        response = result.followups[-1] if result.followups else result.response
        assert response.content.startswith("✅"), response.content

    return Scene("clocktower", table.game_id, table.thread, resolve)


async def werewolf(env: simcord.Env) -> Scene:
    table = await seat_werewolf_table(env, 5)
    await start_game(table)

    async def night() -> None:
        await play_night(table)

    return Scene("werewolf", table.session.row.id, table.town, night)


SCENES: dict[str, Callable[[simcord.Env], Awaitable[Scene]]] = {
    "lab": lab,
    "cloud": cloud,
    "clocktower": clocktower,
    "werewolf": werewolf,
}


async def last_row(env: simcord.Env, scene: Scene) -> int:
    """The id of the game's newest outbox row (0: none yet)."""
    return max((r["id"] for r in await outbox_rows(env, scene.family, scene.game_id)), default=0)


def bot_messages(env: simcord.Env, channel: Any) -> set[int]:
    return {m.id for m in channel.history() if m.author.id == env.bot.user.id}


async def assert_sent_once_since(
    env: simcord.Env, scene: Scene, row: int, before: set[int]
) -> None:
    """Every row the change queued is sent, and the bot's new messages where the game posts are
    exactly those rows' messages, one each."""
    rows = [r for r in await outbox_rows(env, scene.family, scene.game_id) if r["id"] > row]
    assert rows and all(r["state"] == "sent" for r in rows), [
        (r["id"], r["kind"], r["state"]) for r in rows
    ]
    made = sorted(
        r["message_id"]
        for r in rows
        if r["kind"] in ("post", "unreachable")
        and r["target"] == scene.channel.id
        and r["message_id"] is not None
    )
    assert made and made == sorted(bot_messages(env, scene.channel) - before)


@pytest.mark.simcord(settle_timeout=20)
@pytest.mark.parametrize("family", SCENES)
async def test_posts_committed_before_a_crash_are_sent_once_after_the_restart(
    simcord_env, db_path, family
):
    """The bot dies after a change is stored and before anything it shows is sent: the
    restarted bot sends every one of its posts and DMs, once each."""
    scene = await SCENES[family](simcord_env)
    row, before = await last_row(simcord_env, scene), bot_messages(simcord_env, scene.channel)
    hold_the_outbox(simcord_env)
    await scene.change()
    assert bot_messages(simcord_env, scene.channel) == before
    assert await simcord_env.bot.storage.outbox.count_pending(family) > 0
    await restart(simcord_env, db_path)
    await assert_sent_once_since(simcord_env, scene, row, before)


@pytest.mark.simcord(settle_timeout=20)
@pytest.mark.parametrize("family", SCENES)
async def test_a_message_sent_but_not_marked_before_a_crash_is_not_sent_again(
    simcord_env, db_path, family
):
    """The bot dies after sending a change's first message and before marking it sent: the
    restarted bot finds it and sends only what was still to go."""
    scene = await SCENES[family](simcord_env)
    row, before = await last_row(simcord_env, scene), bot_messages(simcord_env, scene.channel)
    lost = crash_before_mark(simcord_env, after=scene.before_post)
    await scene.change()
    await simcord_env.settle()
    assert lost and bot_messages(simcord_env, scene.channel) - before
    await restart(simcord_env, db_path)
    await assert_sent_once_since(simcord_env, scene, row, before)
