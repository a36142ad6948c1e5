"""The upgrade to shared game tables: a game in progress on a database of the schema before it
carries on, and ends as it would have without the upgrade.

Each family's whole game of the kill-point harness is played on simcord; in its middle the bot
stops, the database is written back as ``main`` before the upgrade kept the same games
(:func:`tests.old_schema.as_before_shared_games`), and the new bot starts on it (its migrations
move werewolf's games into the shell's tables). The first thing a player does then is to press
a component of a post the bot made before the upgrade; the game goes on to its end. What Discord
shows and the game's record must equal a run without the upgrade.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest
import simcord

from engine.werewolf import Vote
from tests.cogs.harness import lynch_target, make_bot, running
from tests.crash.families import FAMILY_RUNS, FamilyRun, Step
from tests.crash.killpoints import Killer, Outcome, Run, bounded
from tests.old_schema import BEFORE_SHARED_GAMES, as_before_shared_games, open_unmigrated

FIRST_PRESS = {
    "lab": lambda label: label == "P1 Done (end actions)",
    "clocktower": lambda label: label == "@1 Yes",
    "cloud": lambda label: label.rsplit(" ", 1)[-1] in {"end", "pass"},
    "cloud window": lambda label: label == "pass",
}
"""Per scenario (a family, and what of it is pressed): the step, a press of a component of an
earlier post, before which the bot is stopped and upgraded. ``cloud window``: a pass on the
window post, whose message id moved from its column into the game's ``extra``."""


def accepted(result: Any) -> bool:
    """Whether an interaction was answered with anything but a refusal."""
    if result is None or not result.acknowledged:
        return False
    response = result.followups[-1] if result.followups else result.response
    text = (response.content or "") if response is not None else ""
    return not text.startswith(("❌", "⚠️"))


async def upgrade(env: simcord.Env, db_path: Path, seed: int) -> int:
    """Stop the bot, write its database as before the upgrade, start the new bot on it;
    returns the schema version the database was at when the new bot started."""
    await env.bot.close()
    await as_before_shared_games(db_path)
    database = await open_unmigrated(db_path)
    try:
        version = await database.schema_version()
    finally:
        await database.close()
    await env.restart_bot(make_bot(db_path, first_seed=seed))
    await env.settle()
    return version


class Upgrading:
    """What a run records about its upgrade."""

    def __init__(self) -> None:
        self.version: int | None = None
        self.press: Any = None
        self.game_id: int | None = None
        self.in_shell: Any = None


async def family_game(scenario: str, upgrading: Upgrading | None) -> Outcome:
    """A whole game of a shell family, upgraded before its first press of an old post."""
    family = FAMILY_RUNS[scenario.split()[0]]

    class Run(family):  # type: ignore[valid-type,misc]
        async def take(self, step: Step) -> None:
            if upgrading is None or upgrading.version is not None:
                await super().take(step)
                return
            if not FIRST_PRESS[scenario](step.label):
                await super().take(step)
                return
            upgrading.version = await upgrade(self.env, self.db_path, self.seed)
            upgrading.press = await step.do(self)

    with tempfile.TemporaryDirectory() as folder:
        db_path = Path(folder) / "bot.sqlite3"
        async with running(make_bot(db_path, first_seed=family.seed), settle_timeout=30) as env:
            runner: FamilyRun = Run(env, db_path, Killer(None))
            await env.settle()
            outcome = await runner.play()
            return outcome


class LabLobby:
    """A Lab lobby in a server of its own, numbered 1 as the werewolf game is (as ``main``
    before the upgrade numbered each table from 1), joined from its post after the upgrade."""

    def __init__(self, env: simcord.Env) -> None:
        self.env = env
        guild = env.create_guild("lab")
        self.town = guild.create_text_channel("lab")
        self.host = guild.add_member(env.create_user("labhost", global_name="Hal"))
        self.guest = guild.add_member(env.create_user("labguest", global_name="Gus"))
        self.joined: Any = None
        self.seats: list[int] = []

    async def open(self) -> None:
        await self.host.slash(self.town, "lab new", experiments=2, cats=False)
        sessions = self.env.bot.family_sessions
        [session] = sessions.sessions("lab")
        assert session.row.id == 1
        async with self.env.bot.storage.database.transaction() as tx:
            await tx.execute("UPDATE family_game_ids SET last = 0")  # werewolf's game is 1 too

    async def join(self) -> None:
        [session] = self.env.bot.family_sessions.sessions("lab")
        [lobby] = [m for m in self.town.history() if m.id == session.row.lobby_message_id]
        self.joined = await self.guest.click(lobby, label="Join")
        self.seats = self.seated()

    def seated(self) -> list[int]:
        session = self.env.bot.family_sessions.get("lab", 1)
        assert session is not None
        return [int(seat["user_id"]) for seat in session.row.seats]


async def werewolf_game(upgrading: Upgrading | None, lab: list[LabLobby]) -> Outcome:
    """A whole werewolf game, upgraded at dawn of Day 1: the first vote is cast from the menu
    of the tally the bot posted before the upgrade. A Lab lobby of the same number waits in
    another server; it is joined from its post at that dawn."""
    with tempfile.TemporaryDirectory() as folder:
        db_path = Path(folder) / "bot.sqlite3"
        async with running(make_bot(db_path), settle_timeout=30) as env:
            run = Run(env, db_path, Killer(None))
            lobby = LabLobby(env)
            lab.append(lobby)
            await env.settle()
            await lobby.open()

            async def step() -> bool | None:
                if lobby.joined is not None:
                    return await run.play_step()
                row, game = await run.state()
                if game is None or str(game.phase) != "D1":
                    return await run.play_step()
                if upgrading is None:
                    await lobby.join()
                    return await run.play_step()
                upgrading.version = await upgrade(env, db_path, 1)
                await lobby.join()
                row, game = await run.state()
                assert game is not None
                upgrading.game_id = row.id
                upgrading.in_shell = env.bot.family_sessions.get("werewolf", row.id)
                target = lynch_target(game)
                seat = next(s for s in game.living() if game.choices.votes.get(s) is None)
                [tally] = [m for m in run.town.history() if m.id == row.post_message_id]
                menu = f"qw:vote:{row.id}:D1:0"
                member = run.member_for(seat)
                upgrading.press = await run.act(
                    lambda: member.select(tally, [str(target)], custom_id=menu),
                    [str(Vote(player=seat, target=target))],
                )
                return True

            outcome = await run.play(step)
            outcome.record = await run.actions()
            return outcome


async def played(
    scenario: str, upgrading: Upgrading | None, lab: list[LabLobby] | None = None
) -> Outcome:
    work = (
        werewolf_game(upgrading, [] if lab is None else lab)
        if scenario == "game"
        else family_game(scenario, upgrading)
    )
    return await bounded(work, 300, f"upgrade {scenario}", Killer(None))


@pytest.mark.parametrize("scenario", ["game", "clocktower", "lab", "cloud", "cloud window"])
async def test_a_game_in_progress_carries_on_after_the_upgrade(scenario):
    """A game begun before the upgrade takes an old post's press after it and ends as unupgraded."""
    reference = await played(scenario, None)
    upgrading = Upgrading()
    outcome = await played(scenario, upgrading)
    assert upgrading.version == BEFORE_SHARED_GAMES["sqlite"]
    assert accepted(upgrading.press)
    assert not outcome.stalled and outcome.lost_actions == 0
    assert outcome.record == reference.record != []
    assert outcome.messages == reference.messages


async def test_a_lobby_with_a_werewolf_game_s_number_is_kept_apart_by_the_upgrade():
    """A Lab lobby numbered like the werewolf game before the upgrade is joined from its post
    after it, and neither game takes the other's place."""
    lab: list[LabLobby] = []
    upgrading = Upgrading()
    outcome = await played("game", upgrading, lab)
    [lobby] = lab
    assert upgrading.game_id == 1
    assert upgrading.in_shell is None  # werewolf's own sessions hold it, not the shell's
    assert accepted(lobby.joined)
    assert lobby.guest.user.id in lobby.seats
    assert not outcome.stalled and accepted(upgrading.press)
