"""Images drawn when their outbox row is sent (:class:`bot.effects.Drawing`), on both backends:
drawn outside the change, not stored, drawn again (the same) after a failed send, not drawn
for a row found sent before a restart."""

from __future__ import annotations

import json
import logging
from collections import defaultdict
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot import effects
from bot.effects import Drawing
from bot.outbox import Outbox
from bot.outbox_store import queue
from tests.bot import test_outbox_refusals as refusals

GAME = ("test", 1)
CHANNEL = 10


class Place:
    """A channel that keeps what it was sent (text and files' bytes) and raises the errors it
    is given first."""

    def __init__(self) -> None:
        self.sent: list[tuple[str | None, list[tuple[str, bytes]]]] = []
        self.errors: list[Exception] = []

    async def send(self, nonce: str | None = None, **kwargs: Any) -> SimpleNamespace:
        if self.errors:
            raise self.errors.pop(0)
        files = [(f.filename, f.fp.read()) for f in kwargs.get("files") or []]
        self.sent.append((kwargs.get("content"), files))
        return SimpleNamespace(id=1000 + len(self.sent))

    async def history(self, **kwargs: Any):
        for index, (content, _) in enumerate(self.sent):
            yield SimpleNamespace(id=1001 + index, content=content, embeds=[], author=None)


class Client(refusals.Client):
    """Just what the sender asks of discord.Client, its places keeping files too."""

    def __init__(self) -> None:
        self.places: defaultdict[int, Place] = defaultdict(Place)  # type: ignore[assignment]


class Drawer:
    """A family's drawer that counts its drawings (the image: the data's text)."""

    def __init__(self, fails: bool = False) -> None:
        self.drawn: list[dict[str, Any]] = []
        self.fails = fails

    def __call__(self, data: dict[str, Any]) -> bytes:
        self.drawn.append(data)
        if self.fails:
            raise RuntimeError("a drawing bug")
        return f"PNG of {data['turn']}".encode()


def sender(client: Client, storage: Any, drawer: Drawer) -> Outbox:
    outbox = Outbox(client, storage.outbox)  # type: ignore[arg-type]
    outbox.register(GAME[0], drawers={"board": drawer})
    return outbox


async def enqueue(storage: Any, *rows: effects.Effect) -> None:
    async with storage.database.transaction() as tx:
        await queue(tx, *GAME, list(rows))


def board_post(turn: int) -> effects.Effect:
    drawing = Drawing("board.png", "board", {"turn": turn})
    return effects.post(CHANNEL, content=f"The board after turn {turn}", files=[drawing])


@pytest.fixture
def client() -> Client:
    return Client()


async def test_an_image_is_drawn_when_its_row_is_sent_and_not_stored(storage, client):
    """The row keeps the drawing's data, no image; the sender draws it and sends the bytes."""
    drawer = Drawer()
    await enqueue(storage, board_post(3))
    (stored,) = await storage.database.fetch_all("SELECT payload FROM outbox")
    (file,) = json.loads(stored["payload"])["files"]
    assert file == {"name": "board.png", "draw": "board", "data": {"turn": 3}}
    assert drawer.drawn == []
    await sender(client, storage, drawer).drain()
    assert client.places[CHANNEL].sent == [("The board after turn 3", [("board.png", b"PNG of 3")])]
    assert drawer.drawn == [{"turn": 3}]


async def test_a_send_that_failed_after_the_drawing_draws_it_again_and_sends_it_once(
    storage, client
):
    """A network error after the image was drawn holds the row; the retry draws the same
    image again and sends the message once."""
    drawer = Drawer()
    place = client.places[CHANNEL]
    place.errors.append(discord.DiscordServerError(SimpleNamespace(status=503, reason=""), ""))
    await enqueue(storage, board_post(4))
    outbox = sender(client, storage, drawer)
    assert await outbox.drain()  # held for a retry
    assert place.sent == [] and len(drawer.drawn) == 1
    assert not await outbox.drain()
    assert place.sent == [("The board after turn 4", [("board.png", b"PNG of 4")])]
    assert len(drawer.drawn) == 2


class Crash(BaseException):
    """The process dies (nothing catches it)."""


async def test_a_row_sent_before_a_restart_is_neither_sent_nor_drawn_again(
    storage, client, monkeypatch
):
    """A crash after the send and before its mark: the next process finds the message and
    draws nothing."""
    await enqueue(storage, board_post(5))

    async def crash(*args: Any, **kwargs: Any) -> None:
        raise Crash

    with monkeypatch.context() as patched:
        patched.setattr(storage.outbox, "done", crash)
        with pytest.raises(Crash):
            await sender(client, storage, Drawer()).drain()
    again = Drawer()
    await sender(client, storage, again).drain()
    assert len(client.places[CHANNEL].sent) == 1
    assert again.drawn == []


async def test_an_image_that_fails_to_draw_leaves_its_message_and_the_next_rows(
    storage, client, caplog
):
    """A drawer's bug is logged; the message goes without the image and the game's later rows
    follow (they must not wait for ever behind it)."""
    drawer = Drawer(fails=True)
    await enqueue(storage, board_post(6), effects.post(CHANNEL, content="next"))
    with caplog.at_level(logging.ERROR, logger="bot.outbox"):
        assert not await sender(client, storage, drawer).drain()
    assert client.places[CHANNEL].sent == [("The board after turn 6", []), ("next", [])]
    assert "board.png not drawn" in caplog.text
