"""The shell's lobby (Leave, Start, its refusals and answers, the thread's greeting) speaks the
game's and the presser's language in every family that uses it (simcord, the real cogs)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
from simcord import interactions as sim_interactions

from tests.cogs.clocktower import helpers as ct
from tests.cogs.cloud import helpers as cloud
from tests.cogs.family_helpers import button_labels
from tests.cogs.lab import helpers as lab


@dataclass
class Lobby:
    """An open lobby of one family: who hosts, who may join, and how a member joins."""

    table: Any
    host: Any
    players: list[Any]
    join: Callable[[Any], Awaitable[Any]]

    @property
    def message(self) -> Any:
        return self.table.lobby


async def lab_lobby(env: Any, **options: Any) -> Lobby:
    table = await lab.seat_lab_table(env, ("Alice", "Bob", "Cid"))
    await lab.open_lobby(table, cats=False, **options)

    async def join(member: Any) -> Any:
        return await member.click(table.lobby, custom_id="lab:lobby:join")

    return Lobby(table, table.host, table.players, join)


async def cloud_lobby(env: Any, **options: Any) -> Lobby:
    table = await cloud.seat_cloud_table(env)
    await cloud.open_cloud_lobby(table, **options)

    async def join(member: Any) -> Any:
        return await member.select(table.lobby, ["anon"], custom_id="cloud:lobby:deck")

    return Lobby(table, table.host, table.players, join)


async def ct_lobby(env: Any, **options: Any) -> Lobby:
    table = await ct.seat_table(env, 5)
    await ct.open_lobby(table, players=5, **options)
    table.cog.rehearsal = ct.seat_draws([2], 5)

    async def join(member: Any) -> Any:
        return await member.click(table.lobby, custom_id="ct:lobby:join")

    return Lobby(table, table.storyteller, table.players, join)


FAMILIES = {"lab": lab_lobby, "cloud": cloud_lobby, "clocktower": ct_lobby}
START_ID = {"lab": "lab:lobby:start", "cloud": "cloud:lobby:start", "clocktower": "ct:lobby:start"}


@pytest.fixture
def client_locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each user's Discord client locale, by user id (English unless set)."""
    locales: dict[int, str] = {}
    build = sim_interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        user = payload.get("member", {}).get("user") or payload.get("user") or {}
        payload["locale"] = locales.get(int(user.get("id", 0)), "en-US")
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", localised)
    return locales


def said(result: Any) -> str:
    """The private answer of a press (its last follow-up when it was deferred)."""
    assert result.acknowledged and result.ephemeral, result
    response = result.followups[-1] if result.followups else result.response
    return str(response.content)


@pytest.mark.parametrize("family", FAMILIES)
async def test_a_german_lobby_labels_leave_and_start_in_german(simcord_env, family):
    """A lobby opened with language de shows Verlassen and Starten."""
    lobby = await FAMILIES[family](simcord_env, language="de")
    labels = button_labels(lobby.message)
    assert "Verlassen" in labels and "Starten" in labels
    assert "Leave" not in labels and "Start" not in labels


@pytest.mark.parametrize("family", FAMILIES)
async def test_start_by_a_player_is_refused_in_their_language(simcord_env, client_locales, family):
    """A German client who does not host reads the host-only refusal in German."""
    lobby = await FAMILIES[family](simcord_env)
    client_locales[lobby.players[1].id] = "de"
    text = said(await lobby.players[1].click(lobby.message, custom_id=START_ID[family]))
    assert text.startswith("❌ Nur ") and "kann das Spiel starten" in text


@pytest.mark.parametrize("family", FAMILIES)
async def test_start_with_too_few_players_is_refused_in_the_hosts_language(
    simcord_env, client_locales, family
):
    """A German host who presses Start with one player joined reads why, in German."""
    lobby = await FAMILIES[family](simcord_env)
    client_locales[lobby.host.id] = "de"
    await lobby.join(lobby.players[0])
    text = said(await lobby.host.click(lobby.message, custom_id=START_ID[family]))
    assert text.startswith("❌ ") and "1 sind beigetreten" in text


@pytest.mark.parametrize("family", FAMILIES)
async def test_a_started_game_is_confirmed_in_german_and_greeted_in_the_games_language(
    simcord_env, client_locales, family
):
    """Start answers a German host in German; a German game's thread was greeted in German."""
    lobby = await FAMILIES[family](simcord_env, language="de")
    client_locales[lobby.host.id] = "de"
    for member in lobby.players:
        await lobby.join(member)
    text = said(await lobby.host.click(lobby.message, custom_id=START_ID[family]))
    assert text == "✅ Gestartet. Das Spiel läuft in seinem Thread."
    greeting = lobby.table.thread.history()[0].content
    assert "geleitet von" in greeting and "hosted by" not in greeting


BEFORE_START = {"lab": "lab status", "cloud": "cloud hand", "clocktower": "ct status"}
"""A player's command that needs a started game, per family."""
HOST_TOOL = {"lab": "lab host pause", "cloud": "cloud host cancel", "clocktower": "ct-st pause"}
HOST_WORD = {"lab": "host", "cloud": "host", "clocktower": "storyteller"}


@pytest.mark.parametrize("family", FAMILIES)
async def test_a_command_before_the_start_says_who_starts_the_game(simcord_env, family):
    """A player's game command in the lobby's thread is refused: the family's host presses
    Start."""
    lobby = await FAMILIES[family](simcord_env)
    await lobby.join(lobby.players[0])
    text = said(await lobby.players[0].slash(lobby.table.thread, BEFORE_START[family]))
    host = HOST_WORD[family]
    assert text == f"❌ This game has not started yet: the {host} presses Start in the lobby."


@pytest.mark.parametrize("family", FAMILIES)
async def test_a_host_tool_used_by_a_player_names_the_familys_host(
    simcord_env, client_locales, family
):
    """A player's host tool is refused naming the family's host, in English and in German."""
    lobby = await FAMILIES[family](simcord_env)
    # Not the host (Clocktower's Alice sees the storyteller's tools: tests.cogs.clocktower).
    player = lobby.players[0 if family == "clocktower" else -1]
    text = said(await player.slash(lobby.table.thread, HOST_TOOL[family]))
    word = HOST_WORD[family]
    assert text == f"❌ You cannot do that: only the {word} of this game (or a co-{word}) can."
    client_locales[player.id] = "de"
    text = said(await player.slash(lobby.table.thread, HOST_TOOL[family]))
    who = {"storyteller": "der Erzähler"}.get(HOST_WORD[family], "die Spielleitung")
    assert (
        text == f"❌ Du kannst das nicht: Das kann nur {who} dieses Spiels (oder wer es mitleitet)."
    )
