"""The sandbox: a short game played through its home page, its preview and simcord."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import urllib.request
from collections.abc import Callable
from pathlib import Path

import aiohttp

from bot.sandbox.__main__ import browser_wanted
from bot.sandbox.runtime import Options, Sandbox, running
from bot.sandbox.web import serve
from bot.shell import GameStatus
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.models import seat_of
from engine.werewolf import Vision, Vote, parse_action
from tests.bot.sandbox.process import sandbox_process


def options(tmp_path: Path) -> Options:
    return Options(db_path=tmp_path / "sandbox.sqlite3", speed=0.0, seed=11, night_hours=1.0)


def lobby_session(sandbox: Sandbox) -> Session:
    session = games_of(sandbox.bot).in_channel(sandbox.world.town.id)
    assert session is not None
    return session


async def alice_plays(sandbox: Sandbox, session: Session) -> None:
    """Alice (the one person-played seat) sends her night vision or her day vote."""
    game = session.game
    assert game is not None
    alice = sandbox.world.players[0]
    seat = seat_of(session.row, alice.id)
    assert seat is not None
    if game.is_over or seat not in game.living():
        return
    target = next(other for other in game.living() if other != seat)
    async with sandbox.lock:
        if game.phase.is_night:
            result = await alice.user.slash("night", vision=game.name(target))
        else:
            result = await alice.slash(sandbox.world.town, "vote", player=game.name(target))
    assert result.acknowledged


async def test_a_short_game_plays_through_the_sandbox(tmp_path):
    """Through the home page, the preview and simcord, a 5-player game plays to its end."""
    async with running(options(tmp_path)) as sandbox:
        runner, port = await serve(sandbox, 0)
        home = f"http://127.0.0.1:{port}"
        try:
            async with aiohttp.ClientSession() as http:
                async with http.get(f"{home}/") as response:
                    page = await response.text()
                assert "local sandbox" in page and "DISCORD_TOKEN" in page

                session = lobby_session(sandbox)
                alice, storyteller = sandbox.world.players[0], sandbox.world.storyteller
                lobby = next(
                    m for m in sandbox.world.town.history() if m.id == session.row.lobby_message_id
                )
                async with sandbox.lock:
                    joined = await alice.click(lobby, label="Join")
                assert "joined" in joined.response.content

                async with http.post(
                    f"{home}/fill", data={"players": "5"}, allow_redirects=False
                ) as response:
                    assert response.status == 303
                assert len(session.row.seats) == 5
                assert sum(sandbox.world.is_robot(m.user_id) for m in session.row.seats) == 4

                async with http.get(
                    f"{home}/view/channel/{alice.id}", allow_redirects=False
                ) as response:
                    assert response.status == 303
                    preview_url = response.headers["Location"]
                origin, capability = preview_url.split("/#")
                assert origin.startswith("http://127.0.0.1:")
                async with http.post(
                    f"{origin}/api/pages", json={}, headers={"X-Simcord-Capability": capability}
                ) as response:
                    snapshot = await response.json()
                shown = json.dumps(snapshot)
                assert "lobby open" in shown and "Alice" in shown

                async with sandbox.lock:
                    started = await storyteller.click(lobby, label="Start")
                assert "Started" in started.response.content
                for _ in range(40):
                    if session.row.status is GameStatus.OVER:
                        break
                    await alice_plays(sandbox, session)
                    async with http.post(
                        f"{home}/clock", data={"do": "deadline"}, allow_redirects=False
                    ) as response:
                        assert response.status == 303
                assert session.row.status is GameStatus.OVER
                actions = [
                    parse_action(text)
                    for text in await games_of(sandbox.bot).storage.actions(session.row.id)
                ]
                robot_seats = {
                    seat
                    for seat, member in enumerate(session.row.seats)
                    if sandbox.world.is_robot(member.user_id)
                }
                played = {
                    type(action)
                    for action in actions
                    if getattr(action, "player", None) in robot_seats
                }
                assert {Vision, Vote} <= played
        finally:
            await runner.cleanup()


async def wait_until(condition: Callable[[], bool], what: str) -> None:
    for _ in range(200):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


async def test_sandbox_fill_seats_bot_driven_players(tmp_path):
    """``/sandbox fill 6`` seats bot-driven players until the lobby has six."""
    async with running(options(tmp_path)) as sandbox:
        async with sandbox.lock:
            result = await sandbox.world.storyteller.slash(
                sandbox.world.town, "sandbox fill", players=6
            )
        assert "Seating" in result.response.content
        session = lobby_session(sandbox)
        await wait_until(lambda: len(session.row.seats) == 6, "six seats")
        assert all(sandbox.world.is_robot(member.user_id) for member in session.row.seats)


async def test_sandbox_advance_moves_the_clock(tmp_path):
    """``/sandbox advance 30`` moves the sandbox clock by 30 minutes."""
    async with running(options(tmp_path)) as sandbox:
        before = sandbox.now()
        async with sandbox.lock:
            result = await sandbox.world.storyteller.slash(
                sandbox.world.town, "sandbox advance", minutes=30
            )
        assert "30 min" in result.response.content
        await wait_until(
            lambda: sandbox.now() - before >= dt.timedelta(minutes=30), "the clock to move"
        )


def test_python_m_bot_without_token_starts_the_sandbox(tmp_path):
    """Without a token, ``python -m bot --sandbox-without-token`` (make run) serves the sandbox."""
    lines: list[str] = []
    args = ["-m", "bot", "--sandbox-without-token", "--port", "0", "--no-browser"]
    with (
        sandbox_process(args, tmp_path, lines) as url,
        urllib.request.urlopen(url, timeout=30) as response,
    ):
        page = response.read().decode()
    assert "starting the local sandbox" in "".join(lines)
    assert "This is a local sandbox, not Discord." in page
    assert (tmp_path / "data" / "sandbox.sqlite3").exists()


def test_no_browser_is_opened_in_ci_or_when_asked_not_to(monkeypatch):
    """``--no-browser`` and ``CI=true`` both keep the sandbox from opening a browser."""
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("CI", "true")
    assert not browser_wanted(no_browser=False)
    monkeypatch.delenv("CI")
    assert not browser_wanted(no_browser=True)
