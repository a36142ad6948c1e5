"""The end post's Rematch, killed at every point of its press: after the restart a press finds
the finished game with one rematch (the lobby the killed press stored, whole) or opens it then;
never a second lobby.

The rematch's lobby and the old game's claim on it are one write
(:meth:`bot.shell.store.FamilyStore.create`), so no point leaves a lobby the old game does not
name; its post and thread come after, and the start-up finishes a lobby a kill left without them
(as for `/… new`: :mod:`tests.crash.test_lobby_killpoints`).
"""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path
from typing import Any

from tests.cogs.harness import make_bot, running
from tests.cogs.lab.helpers import join_all_and_start, open_lobby, seat_lab_table
from tests.crash.killpoints import (
    RUN_SECONDS,
    Crash,
    Killer,
    bounded,
    killable_webhooks,
    restart_after_kill,
)

REMATCH = "🔁 Rematch"


async def _rematch_and_restart(at: int | None, db_path: Path) -> dict[str, Any]:
    """A Lab game's Rematch pressed and killed at point ``at``; the bot restarted on its
    database; what a second press and the database then show."""
    killer = Killer(at)
    work = _pressed_and_restarted(killer, db_path)
    return await bounded(work, RUN_SECONDS, f"rematch (at={at})", killer)


async def _pressed_and_restarted(killer: Killer, db_path: Path) -> dict[str, Any]:
    found: dict[str, Any] = {}
    with killable_webhooks(killer):
        async with running(make_bot(db_path), settle_timeout=20) as env:
            table = await seat_lab_table(env, ("Alice", "Bob"))
            alice, bob = table.players
            await open_lobby(table, cats=False, experiments=2)
            await join_all_and_start(table)
            old_id = table.session.row.id
            await alice.slash(table.thread, "lab host abort", confirm=True)
            end = table.thread.last_message
            killer.arm(env.bot)
            with contextlib.suppress(Crash):
                try:
                    await bob.click(end, label=REMATCH)
                except Exception as error:  # kept to be asserted outside the simulated Discord
                    found["error"] = repr(error)
            bot = await restart_after_kill(env, db_path)
            found.update(points=killer.count, where=killer.where)
            try:
                stored = await bot.family_sessions.store.open_games("lab")
                found["stored before"] = [r.id for r in stored]
                again = await alice.click(end, label=REMATCH)
                found["again"] = again.followups[-1].content if again.followups else ""
                if not found["again"] and again.response is not None:
                    found["again"] = again.response.content
                rows = await bot.family_sessions.store.open_games("lab")
                finished = await bot.family_sessions.store.game("lab", old_id)
                assert finished is not None
                found["claim"] = finished.extra.rematch
                found["open"] = [
                    (r.id, r.lobby_message_id, r.thread_id, [s["user_id"] for s in r.seats])
                    for r in rows
                ]
                found["players"] = [alice.id, bob.id]
                found["lobby posts"] = sum(
                    1
                    for m in table.town.history()
                    if m.author.id == bot.user.id and any(row.children for row in m.components)
                )
            except Exception as error:
                found["error"] = repr(error)
    return found


def _check(found: dict[str, Any]) -> None:
    assert "error" not in found, found
    where = found["where"]
    # One rematch, whatever the kill left: the second press names it or opens it.
    assert len(found["open"]) == 1, (where, found)
    [(lobby_id, message_id, thread_id, seated)] = found["open"]
    assert found["claim"] == lobby_id, (where, found)
    assert message_id is not None and thread_id is not None, (where, found)
    assert seated == found["players"], (where, found)
    assert found["lobby posts"] == 1, (where, found)
    if found["stored before"]:
        assert "open already" in found["again"], (where, found)
    else:
        assert "rematch is open" in found["again"], (where, found)


async def test_a_rematch_killed_at_any_point_of_its_press_opens_one_lobby():
    """Killed at each point of a Rematch press, the restarted bot has one rematch lobby, whole,
    once a player presses again."""
    shm = Path("/dev/shm")
    with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as folder:
        uncrashed = await _rematch_and_restart(None, Path(folder) / "ref.sqlite3")
    _check(uncrashed)
    assert uncrashed["points"] > 4, uncrashed
    for at in range(uncrashed["points"]):
        with tempfile.TemporaryDirectory(dir=shm if shm.is_dir() else None) as folder:
            found = await _rematch_and_restart(at, Path(folder) / "bot.sqlite3")
        _check(found)
