"""Bad input at the boundary of every family's commands and components: over-long text, values
the bot never offered, invisible and right-to-left names, numbers out of range, stale and
foreign components. Each gets a short refusal addressed to the sender and changes nothing,
neither on disk nor in memory."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
import simcord
from simcord.actors import _component_interaction, _visible_message

from cogs.werewolf.games import games_of
from tests.cogs import harness
from tests.cogs.clocktower import helpers as ct
from tests.cogs.cloud import helpers as cloud
from tests.cogs.lab import helpers as lab
from tests.cogs.lab.scenario import rehearsal

HUGE = "x" * 6000
"""The longest string option Discord lets through when a command declares no limit."""
INVISIBLE = "\u202e\u200b\u200d\u2066"
"""A display name of a right-to-left override, a zero-width space and joiner and an isolate."""
SECOND_PERSON = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)


def loosen(env: simcord.Env) -> None:
    """Drop every declared option limit, as a client that ignores them would."""

    def strip(options: list[dict[str, Any]]) -> None:
        for option in options:
            for limit in ("min_value", "max_value", "min_length", "max_length"):
                option.pop(limit, None)
            strip(option.get("options") or [])

    for scope in env.backend.commands.values():
        for command in scope.values():
            strip(command.get("options") or [])


async def forge(user: Any, message: Any, custom_id: str, values: list[str] | None = None) -> Any:
    """A button press (or, with ``values``, a menu pick) the bot never offered."""
    stored = _visible_message(user, message)
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
    if values is not None:
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
    return await _component_interaction(user, stored, data)


async def newcomer(env: simcord.Env, guild: Any, display: str) -> Any:
    """A member of the server with this display name."""
    member = guild.add_member(env.create_user("newcomer", global_name=display))
    await env.settle()
    return member


NOT_GAME_STATE = frozenset({"player_languages"})
"""Tables a refused command may still write: the client's locale every interaction notes for
later DMs (bot/i18n), which is no part of any game."""


async def everything_stored(env: simcord.Env) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table of the bot's database but :data:`NOT_GAME_STATE`."""
    database = env.bot.storage.database
    tables = await database.fetch_all(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    dump = {}
    for table in tables:
        if table["name"] in NOT_GAME_STATE:
            continue
        rows = await database.fetch_all(f"SELECT * FROM {table['name']}")
        dump[table["name"]] = sorted(tuple(map(repr, dict(r).values())) for r in rows)
    return dump


def in_memory(env: simcord.Env) -> list[str]:
    """Every open game as the bot holds it: its row and the actions of its game."""
    held = []
    for session in games_of(env.bot).sessions.values():
        held.append(repr(session.row))
        if session.game is not None:
            held.append(repr([str(a) for a in session.game.actions]) + repr(session.game.choices))
    for session in env.bot.family_sessions.sessions():
        held.append(repr(session.row))
        if session.game is not None:
            held.append(session.game.record().to_json())
    return held


# ---------------------------------------------------------------------- the four tables


async def werewolf_night(env: simcord.Env) -> harness.Table:
    """5 players on Night 0."""
    table = await harness.seat_table(env, 5)
    await harness.start_game(table)
    return table


async def werewolf_lobby(env: simcord.Env) -> harness.Table:
    table = await harness.seat_table(env, 2)
    await harness.open_lobby(table)
    return table


async def clocktower_night(env: simcord.Env) -> ct.CtTable:
    """7 players on Night 1 (evil @6 and @7)."""
    table = await ct.seat_table(env, 7)
    await ct.open_lobby(table, players=7)
    await ct.join_all_and_start(table, ct.seat_draws([6, 7], 7))
    return table


async def clocktower_lobby(env: simcord.Env) -> ct.CtTable:
    table = await ct.seat_table(env, 2)
    await ct.open_lobby(table, players=5)
    return table


async def lab_game(env: simcord.Env) -> lab.LabTable:
    """3 players, the rehearsed opening: P1's turn."""
    table = await lab.seat_lab_table(env, ("Alice", "Bob", "Carol"))
    await lab.open_lobby(table, cats=False)
    table.cog.rehearsal = rehearsal()
    await lab.join_all_and_start(table)
    return table


async def lab_lobby(env: simcord.Env) -> lab.LabTable:
    table = await lab.seat_lab_table(env, ("Alice", "Bob"))
    await lab.open_lobby(table, cats=False)
    return table


async def cloud_game(env: simcord.Env) -> cloud.CloudTable:
    """2 players with starter decks, the tiles placed by the bot: the Avatars' placement."""
    table = await cloud.seat_cloud_table(env)
    await cloud.start_cloud_game(table, setup_mode="auto")
    return table


async def cloud_lobby(env: simcord.Env) -> cloud.CloudTable:
    table = await cloud.seat_cloud_table(env)
    await cloud.open_cloud_lobby(table)
    return table


def lab_post(t: Any) -> Any:
    return lab.message(t.thread, t.session.row.post_message_id)


def cloud_post(t: Any) -> Any:
    return cloud.message(t.thread, t.session.row.post_message_id)


def ct_prompt(t: Any, seat: int) -> Any:
    return ct.latest(t.seat(seat).user.dm_channel, "🌙")


@dataclass(frozen=True)
class Case:
    """One bad input: the table it meets and what the sender does."""

    family: str
    what: str
    table: Callable[[simcord.Env], Awaitable[Any]]
    send: Callable[[simcord.Env, Any], Awaitable[Any]]
    says: str = ""
    """A word the refusal must contain (besides addressing the sender)."""

    def __str__(self) -> str:
        return f"{self.family}: {self.what}"


async def _werewolf_menu(env: simcord.Env, t: Any, value: str, custom_id: str = "") -> Any:
    user = t.player(0).user
    return await forge(
        user, harness.night_prompt(t, 0), custom_id or harness.menu_id(t, "vision"), [value]
    )


CASES = [
    # -- Quantum Werewolf
    Case("werewolf", "a 6000-character name", werewolf_night,
         lambda env, t: t.player(0).slash(t.town, "night", vision=HUGE), "characters"),
    Case("werewolf", "a name of invisible characters", werewolf_night,
         lambda env, t: t.player(0).slash(t.town, "night", vision=INVISIBLE)),
    Case("werewolf", "a menu value never offered", werewolf_night,
         lambda env, t: _werewolf_menu(env, t, "99"), "menu"),
    Case("werewolf", "a menu of another game", werewolf_night,
         lambda env, t: _werewolf_menu(env, t, "1", "qw:night:999:N0:vision")),
    Case("werewolf", "a menu of a phase long gone", werewolf_night,
         lambda env, t: _werewolf_menu(env, t, "1", f"qw:night:{t.session.row.id}:N7:vision")),
    Case("werewolf", "an extension of a billion hours", werewolf_night,
         lambda env, t: t.storyteller.slash(t.town, "game extend", hours=1e9), "between"),
    Case("werewolf", "joining under an invisible name", werewolf_lobby,
         lambda env, t: _join(env, t.guild, t.lobby, "Join")),
    # -- Quantum Clocktower
    Case("clocktower", "a 6000-character night list", clocktower_night,
         lambda env, t: t.seat(1).user.slash("ct night", entries=HUGE)),
    Case("clocktower", "a character the menu never offered", clocktower_night,
         lambda env, t: forge(t.seat(1).user, ct_prompt(t, 1), f"ct-add:{t.game_id}:1", ["archmage"])),
    Case("clocktower", "a menu of another night", clocktower_night,
         lambda env, t: forge(t.seat(1).user, ct_prompt(t, 1), f"ct-add:{t.game_id}:5", ["chef"])),
    Case("clocktower", "a vote button of another game", clocktower_night,
         lambda env, t: forge(t.seat(1), ct.latest(t.thread, "🌙"), "ct-vote:999:1:yes")),
    Case("clocktower", "a vote button of no nomination", clocktower_night,
         lambda env, t: forge(t.seat(1), ct.latest(t.thread, "🌙"), f"ct-vote:{t.game_id}:9:yes")),
    Case("clocktower", "an extension of a billion hours", clocktower_night,
         lambda env, t: t.storyteller.slash(t.thread, "ct-st extend", hours=1e9)),
    # -- Schrödinger's Lab
    Case("lab", "6000 characters of steps", lab_game,
         lambda env, t: t.host.slash(t.thread, "lab move", steps=HUGE)),
    Case("lab", "a panel button never offered", lab_game,
         lambda env, t: forge(t.host, lab_post(t), f"lab:{t.session.row.id}:{t.game.version}:wipe_red")),
    Case("lab", "a panel button of an earlier moment", lab_game,
         lambda env, t: forge(t.host, lab_post(t), f"lab:{t.session.row.id}:{t.game.version + 5}:done")),
    Case("lab", "a panel button of another game", lab_game,
         lambda env, t: forge(t.host, lab_post(t), "lab:999:1:done")),
    Case("lab", "a wipe vote of another game", lab_game,
         lambda env, t: forge(t.host, lab_post(t), "lab-vote:999:yes")),
    Case("lab", "an extension of a billion hours", lab_game,
         lambda env, t: t.host.slash(t.thread, "lab host extend", hours=1e9)),
    # -- Quantum Cloud
    Case("cloud", "a 6000-character hex", cloud_game,
         lambda env, t: t.players[0].slash(t.thread, "cloud avatar", at=HUGE)),
    Case("cloud", "a hand pick the menu never offered", cloud_game,
         lambda env, t: forge(t.players[0], cloud_post(t), "cloud:hand:act", ["autopass on"])),
    Case("cloud", "a deck the lobby never offered", cloud_lobby,
         lambda env, t: forge(t.players[0], t.lobby, "cloud:lobby:deck", ["no-such-deck"])),
    Case("cloud", "a turn button on a message that is no turn post", cloud_game,
         lambda env, t: forge(t.players[0], t.lobby, "cloud:turn:end")),
    Case("cloud", "an extension of a billion hours", cloud_game,
         lambda env, t: t.host.slash(t.thread, "cloud host extend", hours=1e9)),
]  # fmt: skip


async def _join(env: simcord.Env, guild: Any, lobby: Any, label: str | None) -> Any:
    """A member whose display name has no visible character joins (Cloud: by its deck menu)."""
    member = await newcomer(env, guild, INVISIBLE)
    if label is None:
        return await member.select(lobby, ["anon"], custom_id="cloud:lobby:deck")
    return await member.click(lobby, label=label)


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_bad_input_is_refused_to_the_sender_and_changes_nothing(simcord_env, case):
    """The sender reads a short refusal addressed to them; nothing changes on disk or in memory."""
    env = simcord_env
    table = await case.table(env)
    loosen(env)
    await env.settle()
    stored, held = await everything_stored(env), in_memory(env)
    result = await case.send(env, table)
    await env.settle()
    assert result.acknowledged, result
    answer = result.followups[-1] if result.followups else result.response
    text = answer.content or ""
    assert result.ephemeral and text.startswith("❌"), text
    assert len(text) < 400 and SECOND_PERSON.search(text), text
    assert case.says.lower() in text.lower(), text
    assert await everything_stored(env) == stored
    assert in_memory(env) == held
    assert not env.errors


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize(
    ("lobby", "join"),
    [
        (clocktower_lobby, "Join"),
        (lab_lobby, "Join"),
        (cloud_lobby, None),
    ],
    ids=["clocktower", "lab", "cloud"],
)
async def test_a_joining_name_loses_its_invisible_and_right_to_left_characters(
    simcord_env, lobby, join
):
    """A display name with a right-to-left override and zero-width characters is seated as
    the name it shows, so it cannot turn a post around or pass for another name."""
    table = await lobby(simcord_env)
    member = await newcomer(simcord_env, table.guild, "\u202eE\u200bve\u2069 \u2003 Lee\u200d")
    if join is None:
        result = await member.select(table.lobby, ["anon"], custom_id="cloud:lobby:deck")
    else:
        result = await member.click(table.lobby, label=join)
    assert result.response.content.startswith("✅"), result.response.content
    seats = simcord_env.bot.family_sessions.in_thread(table.thread.id).row.seats
    assert [s["name"] for s in seats if s["user_id"] == member.id] == ["Eve Lee"]
