"""Discord's final refusals in the outbox (both backends): which failures count as final, and
what becomes of a refused row, of its game's later rows and of the family's notice."""

from __future__ import annotations

import json
import logging
from collections import defaultdict
from dataclasses import replace
from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot import effects
from bot.outbox import NOTICE, DiscordRefusal, Outbox, Record, refused
from bot.outbox_store import REFUSED, queue

GAME = ("test", 1)
CHANNEL, PLAYER, STORYTELLER = 10, 5, 2


def http_error(status: int, code: int = 0, text: str = "nope") -> discord.HTTPException:
    """The exception discord.py raises for a response with this status and JSON error."""
    response = SimpleNamespace(status=status, reason="")
    kinds = {403: discord.Forbidden, 404: discord.NotFound}
    kind = kinds.get(status, discord.DiscordServerError if status >= 500 else discord.HTTPException)
    return kind(response, {"code": code, "message": text})  # type: ignore[arg-type]


def too_long() -> discord.HTTPException:
    return http_error(400, 50035, "Invalid Form Body")


class Place:
    """A channel or a DM that keeps what it was sent and raises the errors it is given first."""

    def __init__(self) -> None:
        self.sent: list[str | None] = []
        self.errors: list[Exception] = []

    async def send(self, nonce: str | None = None, **kwargs):
        if self.errors:
            raise self.errors.pop(0)
        self.sent.append(kwargs.get("content"))
        return SimpleNamespace(id=1000 + len(self.sent))

    async def history(self, **kwargs):
        for message in ():
            yield message


class Client:
    """Just what the sender asks of discord.Client: where to send."""

    user = None

    def __init__(self) -> None:
        self.places: defaultdict[int, Place] = defaultdict(Place)

    def get_channel(self, channel_id: int) -> None:
        return None

    def get_partial_messageable(self, channel_id: int) -> Place:
        return self.places[channel_id]

    def get_user(self, user_id: int) -> SimpleNamespace:
        return SimpleNamespace(dm_channel=self.places[user_id])


@pytest.fixture
def client() -> Client:
    return Client()


def sender(client: Client, storage, told: list[DiscordRefusal] | None = None, calls=None) -> Outbox:
    """An outbox on the storage whose family tells its storyteller of each refusal."""
    outbox = Outbox(client, storage.outbox)  # type: ignore[arg-type]

    async def tell(row, refusal):
        if told is not None:
            told.append(refusal)
        return [effects.dm(STORYTELLER, content=f"refused: {row.kind.value} {refusal.code}")]

    outbox.register(GAME[0], calls=calls, on_refused=tell)
    return outbox


async def enqueue(storage, rows) -> None:
    async with storage.database.transaction() as tx:
        await queue(tx, *GAME, rows)


async def states(storage) -> list[tuple[str, str, dict]]:
    rows = await storage.database.fetch_all("SELECT kind, state, payload FROM outbox ORDER BY id")
    return [(r["kind"], r["state"], json.loads(r["payload"])) for r in rows]


def test_a_client_error_is_final():
    """A 400 (a message over a limit), a 403 and a 404 will fail again: they are final."""
    assert all(refused(http_error(status)) for status in (400, 403, 404, 413))


def test_a_rate_limit_and_a_bad_token_are_passing():
    """A 429 and a 401 say nothing about the row: it is tried again."""
    assert not any(refused(http_error(status)) for status in (401, 429))


def test_server_and_network_errors_are_passing():
    """A 5xx, a dropped connection or any other exception is tried again."""
    assert not refused(http_error(500))
    assert not refused(http_error(503))
    assert not refused(aiohttp.ClientConnectionError())
    assert not refused(RuntimeError())


def test_a_refusal_keeps_discord_s_status_code_and_text():
    """The refusal told to a family is Discord's status, JSON code and message."""
    refusal = DiscordRefusal.of(too_long())
    assert (refusal.status, refusal.code, refusal.text) == (400, 50035, "Invalid Form Body")
    assert str(refusal) == "400 (error code 50035): Invalid Form Body"


async def test_a_refused_row_is_failed_and_the_game_s_next_rows_go(storage, client):
    """A 400 marks the row failed at once; the game's later rows are sent, nothing is held."""
    client.places[CHANNEL].errors.append(too_long())
    await enqueue(
        storage, [effects.post(CHANNEL, content="bad"), effects.post(CHANNEL, content="next")]
    )
    outbox = sender(client, storage)
    assert await outbox.drain() is False
    first, second, _notice = await states(storage)
    assert (first[:2], second[:2]) == (("post", "failed"), ("post", "sent"))
    assert client.places[CHANNEL].sent == ["next"]


async def test_a_passing_failure_still_holds_the_game(storage, client):
    """A 500 leaves the row pending and holds the game's later rows for a retry."""
    client.places[CHANNEL].errors.append(http_error(500))
    await enqueue(storage, [effects.post(CHANNEL, content="a"), effects.post(CHANNEL, content="b")])
    assert await sender(client, storage).drain() is True
    assert await storage.outbox.count_pending() == 2
    assert client.places[CHANNEL].sent == []


async def test_a_refusal_is_told_once_through_the_outbox(storage, client):
    """The family's notice is queued with the failure mark, flagged, and sent once."""
    told: list[DiscordRefusal] = []
    client.places[PLAYER].errors.append(too_long())
    await enqueue(storage, [effects.dm(PLAYER, content="vision")])
    outbox = sender(client, storage, told)
    await outbox.drain()
    await outbox.drain()
    await outbox.drain()
    assert [r.code for r in told] == [50035]
    assert client.places[STORYTELLER].sent == ["refused: dm 50035"]
    notice = (await states(storage))[1]
    assert notice[:2] == ("dm", "sent") and notice[2][NOTICE] is True


async def test_a_refused_notice_asks_for_no_other(storage, client):
    """When the notice itself is refused, it fails quietly: no notice about a notice."""
    told: list[DiscordRefusal] = []
    client.places[CHANNEL].errors.append(too_long())
    client.places[STORYTELLER].errors.append(too_long())
    await enqueue(storage, [effects.post(CHANNEL, content="bad")])
    outbox = sender(client, storage, told)
    for _ in range(3):
        await outbox.drain()
    assert len(told) == 1
    assert [(kind, state) for kind, state, _ in await states(storage)] == [
        ("post", "failed"),
        ("dm", "failed"),
    ]


async def test_an_expected_refusal_tells_nobody(storage, client):
    """Closed DMs (a 403) fail the row as before, without a notice: the family plans for them."""
    told: list[DiscordRefusal] = []
    client.places[PLAYER].errors.append(http_error(403, 50007, "Cannot send messages"))
    await enqueue(storage, [effects.dm(PLAYER, content="news")])
    await sender(client, storage, told).drain()
    assert told == [] and [s for _, s, _ in await states(storage)] == ["failed"]


async def test_a_refusal_is_logged_with_the_row_and_discord_s_reason(storage, client, caplog):
    """The warning names the row's id and kind and Discord's status, code and text."""
    client.places[CHANNEL].errors.append(too_long())
    await enqueue(storage, [effects.post(CHANNEL, content="bad")])
    [row] = await storage.outbox.pending()
    with caplog.at_level(logging.WARNING, logger="bot.outbox"):
        await sender(client, storage).drain()
    [warning] = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert f"outbox row {row.id} (post to {CHANNEL})" in warning
    assert "400 (error code 50035): Invalid Form Body" in warning


async def test_a_refused_edit_is_failed_and_told(storage, client):
    """An edit Discord refuses (a post made anew under ``or_post``) fails and is told too."""
    told: list[DiscordRefusal] = []
    client.places[CHANNEL].errors.append(too_long())
    await enqueue(storage, [effects.edit(CHANNEL, key="tally", content="x", or_post=True)])
    await sender(client, storage, told).drain()
    assert [r.status for r in told] == [400]
    edit, notice = await states(storage)
    assert edit[:2] == ("edit", "failed") and notice[0] == "dm"


async def test_a_family_call_refused_is_failed_and_told(storage, client):
    """A family's call that meets a final refusal fails, is told, and its game goes on."""
    told: list[DiscordRefusal] = []

    async def roles(row):
        raise too_long()

    outbox = sender(client, storage, told, calls={"roles": roles})
    await enqueue(storage, [effects.call("roles"), effects.post(CHANNEL, content="after")])
    assert await outbox.drain() is False
    assert len(told) == 1 and client.places[CHANNEL].sent == ["after"]


async def test_a_crash_before_the_mark_tells_nothing_and_the_restart_tells_once(
    storage, client, monkeypatch
):
    """The notice and the failure mark commit together: a crash before them loses neither and
    the restarted sender tells the refusal once."""
    client.places[CHANNEL].errors += [too_long(), too_long()]
    await enqueue(storage, [effects.post(CHANNEL, content="bad")])
    crashing = sender(client, storage)

    async def crash(*args, **kwargs):
        raise ConnectionError("the process died")

    with monkeypatch.context() as patch:
        patch.setattr(storage.outbox, "done", crash)
        await crashing.drain()
    assert [s for _, s, _ in await states(storage)] == ["pending"]
    restarted = sender(client, storage)
    await restarted.drain()
    await restarted.drain()
    assert client.places[STORYTELLER].sent == ["refused: post 50035"]


def reported_dm() -> list[effects.Effect]:
    """A reported DM to the player and its batch's unreachable note in the channel."""
    return effects.unreachable(
        CHANNEL, [effects.dm(PLAYER, report=True, content="vision")], "{mentions}: closed DMs"
    )


async def test_a_dm_refused_for_its_content_is_not_called_closed(storage, client):
    """A reported DM Discord refuses with a 400 is named by no unreachable note."""
    client.places[PLAYER].errors.append(too_long())
    await enqueue(storage, reported_dm())
    outbox = sender(client, storage)
    await outbox.drain()
    await outbox.drain()
    assert client.places[CHANNEL].sent == []
    assert client.places[STORYTELLER].sent == ["refused: dm 50035"]


async def test_a_closed_inbox_is_still_named_by_the_unreachable_note(storage, client):
    """A reported DM refused with a 403 (closed DMs) is named in the channel, as before."""
    client.places[PLAYER].errors.append(http_error(403, 50007, "Cannot send messages"))
    await enqueue(storage, reported_dm())
    await sender(client, storage).drain()
    assert client.places[CHANNEL].sent == [f"<@{PLAYER}>: closed DMs"]


async def test_a_refused_row_keeps_discord_s_reason_for_its_family(storage, client):
    """The failed row is stored with the refusal, and the family's on_done sees it; a closed
    inbox's row carries none."""
    client.places[PLAYER].errors += [
        too_long(),
        http_error(403, 50007, "Cannot send messages"),
    ]
    await enqueue(storage, [effects.dm(PLAYER, content="a"), effects.dm(PLAYER, content="b")])
    seen: list[tuple[bool, str | None]] = []
    outbox = sender(client, storage)

    def done(row, sent, message_id):
        seen.append((sent, row.payload.get(REFUSED)))
        return Record()

    outbox.families[GAME[0]] = replace(outbox.families[GAME[0]], on_done=done)
    await outbox.drain()
    reason = "400 (error code 50035): Invalid Form Body"
    assert seen[:2] == [(False, reason), (False, None)]
    refused_dm, closed_dm, _notice = await states(storage)
    assert (refused_dm[2].get(REFUSED), closed_dm[2].get(REFUSED)) == (reason, None)
