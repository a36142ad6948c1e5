"""How fast a turn-ending command is acknowledged, end to end on simcord (issue 23).

The real bot (cogs, storage, outbox) plays Schrödinger's Lab and Quantum Cloud in a simcord
world. For every command that ends a turn (the Lab's last See or answer, Cloud's End turn) the
script times the wait from the press until the bot's first answer to Discord (a reply or a
deferral): with the board drawn before that answer, the wait includes the drawing. It prints
median, p95 and max in wall clock, the process's CPU time over the run and the machine's load
(other jobs share the cores). Goal: p95 < 150 ms.

    .venv/bin/python benchmarks/turn_acks.py --turns 40
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import simcord
from simcord.backend.models import interaction as interaction_model

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cloud import Phase, Verb
from engine.cloud.policy import legal_actions
from engine.lab import LabGame
from tests.cogs.cloud.helpers import CloudTable, join_and_start, send
from tests.cogs.family_helpers import button_labels, message, open_family_lobby
from tests.cogs.harness import make_bot
from tests.cogs.lab.helpers import LabTable

ACKED: dict[int, float] = {}
"""Interaction id → wall time of the bot's first answer (filled by the patched backend)."""


def _record_acks() -> None:
    cls = interaction_model.Interaction
    for name in ("respond_with_message", "defer", "defer_update", "update_source"):
        original = getattr(cls, name)

        def wrapped(self: Any, *args: Any, __original: Any = original, **kwargs: Any) -> Any:
            ACKED.setdefault(self.id, time.perf_counter())
            return __original(self, *args, **kwargs)

        setattr(cls, name, wrapped)


def _wait(result: Any, began: float) -> float:
    return (ACKED[result._interaction.id] - began) * 1000


async def lab_turns(env: simcord.Env, turns: int) -> list[float]:
    """Ack waits (ms) of the Lab's turn-ending presses over ``turns`` turns of 3 players."""
    guild = env.create_guild("Lab")
    town = guild.create_text_channel("lab")
    members = [guild.add_member(env.create_user(f"l{i}", global_name=f"L{i}")) for i in range(3)]
    await env.settle()
    table = LabTable(env, guild, town, members)
    await open_family_lobby(table, members[0], "lab new", cats=False)
    for member in members:
        await member.click(table.lobby, label="Join")
    await members[0].click(table.lobby, label="Start")
    game = table.game
    assert isinstance(game, LabGame)
    by_id = {member.id: member for member in members}
    users = table.session.row.extra.users
    waits: list[float] = []
    while len(waits) < turns and game.outcome is None:
        seat = game.prompt.seat
        assert seat is not None
        post = message(table.thread, table.session.row.post_message_id)
        labels = [label for label in button_labels(post) if not label.startswith("↩️")]
        label = "Done" if "Done" in labels else labels[0]
        turn, version, began = game.turn, game.version, time.perf_counter()
        result = await by_id[users[seat]].click(post, label=label)
        if game.version == version:
            raise RuntimeError(f"the press of {label!r} changed nothing: {result.response}")
        if game.turn != turn:
            waits.append(_wait(result, began))
    return waits


async def cloud_turns(env: simcord.Env, turns: int) -> list[float]:
    """Ack waits (ms) of Cloud's End turn presses over ``turns`` turns of 2 players."""
    guild = env.create_guild("Cloud")
    town = guild.create_text_channel("cloud")
    host = guild.add_member(env.create_user("host"))
    players = [guild.add_member(env.create_user(n, global_name=n)) for n in ("ca", "cb")]
    await env.settle()
    table = CloudTable(env, guild, town, players, host=host)
    game = await join_and_start(
        table, await open_family_lobby(table, host, "cloud new", setup_mode="auto")
    )
    while game.phase is Phase.SETUP_AVATARS:
        seat = game.setup_placer()
        assert seat is not None
        await players[seat].slash(
            table.thread, "cloud avatar", at=str(game.avatar_spaces(seat)[1][0])
        )
    waits: list[float] = []
    while len(waits) < turns and game.outcome is None:
        seat = game.active
        assert seat is not None
        for action in legal_actions(game, seat):
            if action.verb in (Verb.TILE, Verb.KEEP):
                await send(table, action)
                break
        if game.outcome is not None:  # the deck ran out: the draw's damage ended the game
            break
        post = message(table.thread, table.session.row.post_message_id)
        began = time.perf_counter()
        result = await players[seat].click(post, label="End turn")
        waits.append(_wait(result, began))
    return waits


def _stats(name: str, waits: list[float]) -> str:
    ordered = sorted(waits)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    return (
        f"| {name} | {len(waits)} | {statistics.median(waits):.1f} | {p95:.1f} | "
        f"{ordered[-1]:.1f} |"
    )


async def run(turns: int) -> None:
    _record_acks()
    with tempfile.TemporaryDirectory() as folder:
        async with simcord.run(make_bot(Path(folder) / "bot.sqlite3"), settle_timeout=60) as env:
            load, cpu, began = os.getloadavg(), time.process_time(), time.perf_counter()
            try:
                lab = await lab_turns(env, turns)
                cloud = await cloud_turns(env, turns)
            finally:
                await env.bot.storage.close()
            cpu, wall = time.process_time() - cpu, time.perf_counter() - began
    print("| turn-ending command | n | ack median ms | p95 ms | max ms |")
    print("|---|---|---|---|---|")
    print(_stats("Lab: last See or answer", lab))
    print(_stats("Cloud: End turn", cloud))
    print(
        f"(run: {wall:.1f} s wall, {cpu:.1f} s CPU of this process; load average before "
        f"{load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f} on {os.cpu_count()} cores)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=40)
    asyncio.run(run(parser.parse_args().turns))


if __name__ == "__main__":
    main()
