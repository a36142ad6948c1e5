"""One click starts a game of each family in the sandbox, with Alice and bot-driven players,
and the bot-driven players carry it to its first resolved phase or turn."""

from __future__ import annotations

import asyncio
import contextlib
import html
from collections.abc import AsyncIterator, Container
from pathlib import Path

import aiohttp
import pytest

from bot.sandbox import family_robots
from bot.sandbox.family_robots import seat_users
from bot.sandbox.runtime import NEW_GAMES, Options, Sandbox, running
from bot.sandbox.web import serve
from bot.shell import FamilySession, GameStatus
from cogs.werewolf.games import games_of
from cogs.werewolf.models import seat_of
from engine.clocktower import ClocktowerGame
from engine.clocktower.text import Wake
from engine.cloud import CloudGame, Phase, Verb
from engine.cloud.policy import legal_actions
from engine.lab import LabGame
from tests.bot.sandbox.test_sandbox import wait_until


def options(tmp_path: Path) -> Options:
    return Options(db_path=tmp_path / "sandbox.sqlite3", speed=0.0, seed=5, open_lobby=False)


def only_session(sandbox: Sandbox, family: str) -> FamilySession:
    (session,) = sandbox.bot.family_sessions.sessions(family)
    return session  # type: ignore[no-any-return]


@contextlib.asynccontextmanager
async def clicked_new(tmp_path: Path, family: str) -> AsyncIterator[Sandbox]:
    """A fresh sandbox whose home page's "New … game" button for ``family`` was pressed."""
    async with running(options(tmp_path)) as sandbox:
        runner, port = await serve(sandbox, 0)
        try:
            await click_new(f"http://127.0.0.1:{port}", family)
        finally:
            await runner.cleanup()
        yield sandbox


async def click_new(home: str, family: str) -> str:
    """Press the home page's "New … game" button; returns the page shown after it."""
    async with (
        aiohttp.ClientSession() as http,
        http.post(f"{home}/new", data={"family": family}) as response,
    ):
        assert response.status == 200
        return await response.text()


async def test_the_home_page_offers_a_new_game_of_every_family(tmp_path: Path):
    """One button per game, each naming the game and its bot-driven players."""
    async with running(options(tmp_path)) as sandbox:
        runner, port = await serve(sandbox, 0)
        try:
            async with (
                aiohttp.ClientSession() as http,
                http.get(f"http://127.0.0.1:{port}/") as response,
            ):
                page = await response.text()
        finally:
            await runner.cleanup()
    for key, (title, robots) in NEW_GAMES.items():
        assert f'id="new-{key}"' in page
        assert f"New {html.escape(title)} game with {robots} bot" in page


async def test_one_click_starts_quantum_werewolf_and_the_robots_answer_the_night(tmp_path):
    """Alice and 8 bot-driven players; every robot sends its night action at once."""
    async with clicked_new(tmp_path, "werewolf") as sandbox:
        session = games_of(sandbox.bot).in_channel(sandbox.world.town.id)
        assert session is not None and session.game is not None
        assert len(session.row.seats) == 9
        alice = seat_of(session.row, sandbox.world.players[0].id)
        assert set(session.game.choices.visions) == set(range(9)) - {alice}


async def test_one_click_lab_game_reaches_alices_turn_or_a_robots_turn_end(tmp_path):
    """Alice and 3 robots; the robots play their turns until it is Alice's."""
    async with clicked_new(tmp_path, "lab") as sandbox:
        session = only_session(sandbox, "lab")
        game = session.game
        assert isinstance(game, LabGame) and session.row.status is GameStatus.RUNNING
        users = session.row.extra.users
        assert len(users) == 4
        assert users[game.prompt.seat] == sandbox.world.players[0].id
        robot_turns = game.prompt.seat  # seats before Alice's played a whole turn each
        assert game.turn == robot_turns + 1


async def test_one_click_cloud_game_robots_place_until_alice_is_asked(tmp_path):
    """Alice and a robot; the robot's setup placements are made through the commands a
    person uses until the game asks Alice."""
    async with clicked_new(tmp_path, "cloud") as sandbox:
        session = only_session(sandbox, "cloud")
        game = session.game
        assert isinstance(game, CloudGame)
        alice = _seat(session, sandbox)
        robot = 1 - alice
        robot_moves = [a for a in game.actions if a.actor == robot]
        assert robot_moves and robot_moves == [a for a in game.actions if a.actor != alice]
        assert legal_actions(game, alice) and not legal_actions(game, robot)


async def test_one_click_cloud_game_skips_to_the_avatars(tmp_path):
    """The bot lays the 19 setup tiles at random (setup_mode auto): Alice's first question is
    where her Avatar goes, not a tile placement."""
    async with clicked_new(tmp_path, "cloud") as sandbox:
        session = only_session(sandbox, "cloud")
        game = session.game
        assert isinstance(game, CloudGame)
        assert session.row.options["setup_mode"] == "auto"
        assert game.phase is Phase.SETUP_AVATARS
        alice = _seat(session, sandbox)
        assert {a.verb for a in legal_actions(game, alice)} == {Verb.AVATAR}


def _seat(session: FamilySession, sandbox: Sandbox) -> int:
    players = session.row.setup["players"]
    return next(i for i, p in enumerate(players) if p["user_id"] == sandbox.world.players[0].id)


async def test_one_click_clocktower_game_robots_send_real_night_lists(tmp_path):
    """Alice and 7 robots at 8 players: every robot's list is stored at once, some wake as a
    character, and each evil robot sent its setup lines."""
    async with clicked_new(tmp_path, "clocktower") as sandbox:
        session = only_session(sandbox, "clocktower")
        game = session.game
        assert isinstance(game, ClocktowerGame) and game.n == 8
        alice = session.row.extra.users.index(sandbox.world.players[0].id)
        robots = set(range(8)) - {alice}
        assert robots <= set(game.lists) and alice not in game.lists
        entries = [entry for seat in robots for entry in game.lists[seat].entries]
        assert any(isinstance(entry, Wake) for entry in entries)
        assert all(game.setup_lines.get(seat) for seat in robots & game.evil)


def _on_a_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


async def test_robots_choose_their_moves_off_the_loop_under_the_games_lock(tmp_path, monkeypatch):
    """Every bot-driven player's move in a thread's game is chosen in a worker thread with the
    game's lock held (a Clocktower list asks the solver), never on the event loop."""
    seen: list[tuple[bool, bool]] = []
    choose = family_robots.due_moves

    def watched(
        sessions: list[FamilySession], robots: set[int], tried: Container[str] = ()
    ) -> list[family_robots.SlashMove]:
        seen.append((_on_a_loop(), all(session.lock.locked() for session in sessions)))
        return choose(sessions, robots, tried)

    monkeypatch.setattr(family_robots, "due_moves", watched)
    async with clicked_new(tmp_path, "clocktower") as sandbox:
        game = only_session(sandbox, "clocktower").game
        assert isinstance(game, ClocktowerGame) and len(game.lists) == 7
    assert seen and all(not on_loop and locked for on_loop, locked in seen)


async def test_clocktower_night_1_resolves_into_day_1_after_alices_list(tmp_path):
    """Alice sends her list, the clock skips to the night's deadline: the night resolves at once
    with the robots' wakes and setup lines (no one is asked again), and the thread shows the
    Day 1 post."""
    async with clicked_new(tmp_path, "clocktower") as sandbox:
        session = only_session(sandbox, "clocktower")
        game = session.game
        assert isinstance(game, ClocktowerGame)
        alice = session.row.extra.users.index(sandbox.world.players[0].id)
        mate = next((s for s in sorted(game.evil) if s != alice), None)
        setup = f"setup demon @{mate + 1}; " if alice in game.evil and mate is not None else ""
        async with sandbox.lock:
            await sandbox.world.players[0].user.slash(
                "ct night", entries=f"{setup}dont_wake", game=session.row.id
            )
        assert alice in game.lists
        await sandbox.advance()
        assert (game.phase, game.number) == ("day", 1)
        robots = set(range(8)) - {alice}
        assert any(isinstance(game.accepted_tonight.get(seat), Wake) for seat in robots)
        assert game.evil - {alice} <= set(game.setup_accepted)
        posts = [m.content for m in sandbox.world.thread(session.row.thread_id).history()]
        assert any(text.startswith("☀️ Day 1 begins.") for text in posts)


@pytest.mark.parametrize(
    ("family", "command", "players"),
    [("clocktower", "ct new", 7), ("lab", "lab new", 4), ("cloud", "cloud new", 2)],
)
async def test_sandbox_fill_in_a_game_thread_seats_robots(
    tmp_path: Path, family: str, command: str, players: int
):
    """``/sandbox fill`` typed in a game's thread seats bot-driven players in that game's
    lobby, each the way a person joins it (Cloud: with a deck from the lobby's menu)."""
    async with running(options(tmp_path)) as sandbox:
        storyteller = sandbox.world.storyteller
        async with sandbox.lock:
            table = {"players": players} if family == "clocktower" else {}
            await storyteller.slash(sandbox.world.town, command, **table)
        (thread,) = sandbox.world.threads()
        session = only_session(sandbox, family)
        async with sandbox.lock:
            result = await storyteller.slash(thread, "sandbox fill", players=players)
        assert "this thread's lobby" in result.response.content
        await wait_until(lambda: len(session.row.seats) == players, f"{players} seats")
        assert all(sandbox.world.is_robot(user) for user in seat_users(session))
        async with sandbox.lock:
            started = await storyteller.click(sandbox._lobby_message(session), label="Start")
        assert "Started" in started.response.content
