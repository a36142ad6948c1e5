"""What a family game's host is told when Discord refuses one of the game's messages."""

from __future__ import annotations

import json

from bot import effects
from bot.db import connect
from bot.effects import Kind
from bot.outbox import DiscordRefusal
from bot.outbox_store import OutboxRow
from bot.shell.hosts import set_co_host
from bot.shell.posts import host_teller
from bot.shell.store import FamilyStore

REFUSAL = DiscordRefusal(400, 50035, "Invalid Form Body: content: Must be 2000 or fewer in length.")


def row_of(effect: effects.Effect, game_id: int) -> OutboxRow:
    return OutboxRow(
        id=9,
        family="cloud",
        game_id=game_id,
        batch="b",
        kind=effect.kind,
        target=effect.target,
        stored=json.dumps(effect.payload),
        key=effect.key,
    )


async def told(
    database_url: str, effect: effects.Effect, co_hosts: tuple[int, ...] = ()
) -> list[effects.Effect]:
    database = await connect(database_url)
    try:
        store = FamilyStore(database)
        game = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
        for user_id in co_hosts:
            set_co_host(game, user_id, True)
        await store.save(game)
        return list(
            await host_teller("Quantum Cloud", "cloud", store)(row_of(effect, game.id), REFUSAL)
        )
    finally:
        await database.close()


async def test_the_host_is_told_where_a_post_was_refused_and_why(database_url):
    """A refused post: one DM to the host, naming the place and Discord's reason."""
    [note] = await told(database_url, effects.post(44, content="the board"))
    assert (note.kind, note.target) == (Kind.DM, 3)
    text = note.payload["content"]
    assert "Quantum Cloud #" in text and "a post in <#44>" in text
    assert "400 (error code 50035): Invalid Form Body" in text


async def test_a_refused_dm_is_told_without_its_text_or_its_player(database_url):
    """The host may play: the note on a refused DM names neither the player nor what it held."""
    [note] = await told(database_url, effects.dm(77, content="your secret hand"))
    text = note.payload["content"]
    assert "a direct message to a player" in text
    assert "secret" not in text and "77" not in text


async def test_every_co_host_is_told_as_the_host_is(database_url):
    """A refused post: the same note to the host and to each co-host, in that order."""
    notes = await told(database_url, effects.post(44, content="the board"), co_hosts=(5, 6))
    assert [(n.kind, n.target) for n in notes] == [(Kind.DM, 3), (Kind.DM, 5), (Kind.DM, 6)]
    assert len({n.payload["content"] for n in notes}) == 1
