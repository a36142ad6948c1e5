"""Schrödinger's Lab in the sandbox: the game's thread is opened from the home page as each
player, and turns are played by pressing the turn post's buttons through the preview's API."""

from __future__ import annotations

import io
import itertools
from pathlib import Path
from typing import Any

import aiohttp
from PIL import Image

from bot.sandbox.runtime import Options, Sandbox, running
from bot.sandbox.web import serve
from bot.shell import FamilySession
from engine.lab import LabGame, PromptKind

REQUESTS = itertools.count(1)


def lab_session(sandbox: Sandbox) -> FamilySession:
    (session,) = sandbox.bot.family_sessions.sessions("lab")
    return session  # type: ignore[no-any-return]


async def open_as(http: aiohttp.ClientSession, home: str, thread_id: int, member_id: int) -> Page:
    """The home page's link to the thread as this member; the preview page it leads to."""
    async with http.get(
        f"{home}/view/thread/{thread_id}/{member_id}", allow_redirects=False
    ) as response:
        assert response.status == 303
        origin, capability = response.headers["Location"].split("/#")
    page = Page(http, origin, capability)
    await page.open()
    return page


class Page:
    """One preview page of the sandbox, driven through its HTTP API as the browser would."""

    def __init__(self, http: aiohttp.ClientSession, origin: str, capability: str) -> None:
        self.http, self.origin, self.capability = http, origin, capability
        self.snapshot: dict[str, Any] = {}
        self.sequence = 0

    async def open(self) -> None:
        async with self.http.post(
            f"{self.origin}/api/pages", json={}, headers={"X-Simcord-Capability": self.capability}
        ) as response:
            assert response.status == 200
            self.snapshot = await response.json()

    def headers(self) -> dict[str, str]:
        return {
            "X-Simcord-Capability": self.capability,
            "X-Simcord-Context": self.snapshot["context"]["id"],
        }

    async def reload(self) -> None:
        async with self.http.get(f"{self.origin}/api/state", headers=self.headers()) as response:
            assert response.status == 200
            self.snapshot = await response.json()

    def texts(self) -> list[str]:
        """The contents of the messages the page shows, oldest first."""
        messages = self.snapshot["messages"]
        return [messages[key]["content"] for key in sorted(messages, key=int)]

    async def click(self, label: str) -> dict[str, Any]:
        """Press the newest button with this label; the action's receipt."""
        await self.reload()
        messages = self.snapshot["messages"]
        found = [
            (int(key), button)
            for key, msg in messages.items()
            for row in msg["components"]
            for button in row.get("components", [])
            if button.get("label") == label
        ]
        assert found, f"no button {label!r} on the page"
        message_id, button = max(found, key=lambda pair: pair[0])
        self.sequence += 1
        body = {
            "protocol_version": 3,
            "generation": self.snapshot["context"]["generation"],
            "bot_generation": self.snapshot["botGeneration"],
            "published_revision": self.snapshot["publishedRevision"],
            "sequence": self.sequence,
            "request_id": f"r{next(REQUESTS)}",
            "kind": "click",
            "target_id": str(message_id),
            "control_key": button["control_key"],
        }
        async with self.http.post(
            f"{self.origin}/api/action", json=body, headers=self.headers()
        ) as response:
            assert response.status == 200
            receipt: dict[str, Any] = await response.json()
        assert not receipt.get("rejected"), receipt
        return receipt


async def press(
    http: aiohttp.ClientSession, home: str, sandbox: Sandbox, game: LabGame, label: str
) -> None:
    """The asked player, on their own page of the thread, presses ``label``, then turns any
    tile it draws with the first orientation offered."""
    session = lab_session(sandbox)
    assert session.row.thread_id is not None
    users = session.row.extra.users
    while True:
        seat = game.prompt.seat
        assert seat is not None
        page = await open_as(http, home, session.row.thread_id, users[seat])
        before = game.version
        await page.click(label)
        assert game.version == before + 1, f"{label!r} was not taken"
        if game.prompt.kind is not PromptKind.ORIENT:
            return
        label = game.prompt.labels[0]


async def test_a_lab_game_plays_in_its_thread_through_the_sandbox_page(tmp_path: Path):
    """`/lab new` in #town-square opens a thread the home page lists; two turns (a sightline
    with its orientations, Done, See again) are played by button presses on the thread's page,
    board images follow each turn, and "Skip to the deadline" times the third turn out."""
    options = Options(db_path=tmp_path / "sandbox.sqlite3", speed=0.0, seed=11, open_lobby=False)
    async with running(options) as sandbox:
        runner, port = await serve(sandbox, 0)
        home = f"http://127.0.0.1:{port}"
        world = sandbox.world
        alice, bob = world.players[0], world.players[1]
        try:
            async with aiohttp.ClientSession() as http:
                async with http.get(f"{home}/") as response:
                    assert "No thread yet" in await response.text()
                async with sandbox.lock:
                    opened = await alice.slash(world.town, "lab new", cats=False)
                    lobby = opened.response.message
                    for member in (alice, bob):
                        joined = await member.click(lobby, label="Join")
                        assert "joined" in joined.response.content
                    started = await alice.click(lobby, label="Start")
                assert "Started" in started.response.content
                (thread,) = world.threads()
                session = lab_session(sandbox)
                game = session.game
                assert isinstance(game, LabGame) and session.row.thread_id == thread.id

                async with http.get(f"{home}/") as response:
                    page = await response.text()
                assert f'href="/view/thread/{thread.id}/{alice.id}"' in page
                assert "turn 1 (round 1)" in page
                async with http.get(f"{home}/api/state") as response:
                    state = await response.json()
                assert [t["id"] for t in state["threads"]] == [str(thread.id)]

                first = game.prompt.seat
                await press(http, home, sandbox, game, "See →")
                await press(http, home, sandbox, game, "Done (end actions)")
                await press(http, home, sandbox, game, "See ↑")
                assert game.turn == 2 and game.prompt.seat != first
                await press(http, home, sandbox, game, "See ↑")
                await press(http, home, sandbox, game, "Done (end actions)")
                await press(http, home, sandbox, game, "See ↑")
                assert game.turn == 3

                stored = await sandbox.bot.family_sessions.store.actions("lab", session.row.id)
                assert stored == [command.text for command in game.actions]
                assert stored[0] == f"P{first + 1} see right"
                assert any(text.startswith(f"P{first + 1} orient") for text in stored)
                viewer = await open_as(http, home, thread.id, alice.id)
                assert any("The lab after turn 2." in text for text in viewer.texts())
                boards = [
                    attachment
                    for message in thread.history()
                    for attachment in message.attachments
                    if attachment.filename == "lab.png"
                ]
                assert len(boards) == 3  # the opening, after turn 1 and after turn 2
                with Image.open(io.BytesIO(await boards[-1].read())) as image:
                    assert image.width >= 1000

                async with http.post(
                    f"{home}/clock", data={"do": "deadline"}, allow_redirects=False
                ) as response:
                    assert response.status == 303
                assert game.actions[-1].text == "system timeout" and game.turn == 4
        finally:
            await runner.cleanup()
