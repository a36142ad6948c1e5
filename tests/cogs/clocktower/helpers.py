"""Playing Quantum Clocktower through the real cog: a table, the lobby, DMs, the thread."""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field
from typing import Any

import pytest
import simcord

from bot import waiting
from bot.shell import FamilySession
from cogs.clocktower.base import STORYTELLER_PERMISSION
from engine.clocktower import ClocktowerGame
from engine.clocktower.script import TROUBLE_BREWING

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy")
CHARACTER = re.compile(
    r"\b(" + "|".join(TROUBLE_BREWING.characters) + r")\b|drunk\(", re.IGNORECASE
)
"""Any character of the script, as a word."""
SUBMISSION = re.compile(
    r"dont_wake|setup demon|\bwake [a-z_]+|\blearn (\d|yes|no|none|@)|\bbluffs [a-z_]+|choose @",
    re.IGNORECASE,
)
"""Any piece of a night list."""


@dataclass
class CtTable:
    """A guild, its channel, a storyteller, the players in seat order, a bystander."""

    env: simcord.Env
    guild: Any
    town: Any
    storyteller: Any
    players: list[Any]
    bystander: Any
    lobby: Any = None
    thread: Any = None
    started: ClocktowerGame | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def cog(self) -> Any:
        return self.env.bot.get_cog("ClocktowerCog")

    @property
    def session(self) -> FamilySession:
        session = self.env.bot.family_sessions.in_thread(self.thread.id)
        assert session is not None
        return session  # type: ignore[no-any-return]

    @property
    def game(self) -> ClocktowerGame:
        """The game (kept after the end, when the session closes)."""
        if self.started is None:
            game = self.session.game
            assert isinstance(game, ClocktowerGame)
            self.started = game
        return self.started

    def seat(self, number: int) -> Any:
        """The member at seat ``@number`` (1-based)."""
        return self.players[number - 1]

    def dms(self, number: int) -> list[str]:
        """Every DM the player at seat ``@number`` received, oldest first."""
        return [m.content for m in self.seat(number).user.dm_channel.history()]

    def public(self) -> list[Any]:
        """Every message anyone in the server can read: the channel and the game's thread."""
        found = list(self.town.history())
        if self.thread is not None:
            found += list(self.thread.history())
        return found

    def public_versions(self) -> list[str]:
        """Every version of every message anyone in the server could read, in the order Discord
        showed them: each post and each edit of the channel and the thread, as its content,
        embeds, component labels and options, and attachment names (not ephemeral answers)."""
        places = {self.town.id, *(t.id for t in self.town.threads)}
        found = []
        for kind, event, payload in self.env.backend.transcript:
            if kind != "GATEWAY" or event not in ("MESSAGE_CREATE", "MESSAGE_UPDATE"):
                continue
            if int(payload["channel_id"]) not in places or int(payload.get("flags") or 0) & 64:
                continue
            found.append(_readable(payload))
        return found

    async def stored(self, game_id: int | None = None) -> list[str]:
        """The game's actions on disk."""
        store = self.env.bot.family_sessions.store
        return await store.actions("clocktower", game_id or self.game_id)  # type: ignore[no-any-return]

    @property
    def game_id(self) -> int:
        return int(self.extra["game_id"])


def _readable(payload: dict[str, Any]) -> str:
    """All the text a member sees in a message payload."""
    parts = [str(payload.get("content") or "")]
    for embed in payload.get("embeds") or []:
        parts += [str(embed.get(k) or "") for k in ("title", "description")]
        parts += [f"{f.get('name')} {f.get('value')}" for f in embed.get("fields") or []]
        parts.append(str((embed.get("footer") or {}).get("text") or ""))

    def walk(components: list[dict[str, Any]]) -> None:
        for c in components:
            parts.append(str(c.get("label") or c.get("placeholder") or ""))
            parts.extend(
                f"{o.get('label')} {o.get('description') or ''}" for o in c.get("options") or []
            )
            walk(c.get("components") or [])

    walk(payload.get("components") or [])
    parts += [str(a.get("filename") or "") for a in payload.get("attachments") or []]
    return "\n".join(p for p in parts if p)


async def seat_table(env: simcord.Env, n: int, preferred_locale: str | None = None) -> CtTable:
    """A guild with a storyteller, ``n`` players and a bystander. The storyteller and Alice
    (seat @1) hold the role that sees `/ct-st` (Manage Threads): Alice, a player with the
    permission, is how the tests reach the commands' own storyteller check. The server's
    preferred locale is Discord's default unless given."""
    guild = env.create_guild("Clocktower", preferred_locale=preferred_locale)
    town = guild.create_text_channel("town-square")
    role = guild.create_role("Storytellers", permissions=STORYTELLER_PERMISSION)
    storyteller = guild.add_member(
        env.create_user("storyteller", global_name="Story"), roles=[role]
    )
    players = [
        guild.add_member(
            env.create_user(NAMES[i].lower(), global_name=NAMES[i]), roles=[role] if i == 0 else []
        )
        for i in range(n)
    ]
    bystander = guild.add_member(env.create_user("bystander"))
    await env.settle()
    return CtTable(env, guild, town, storyteller, players, bystander)


async def open_lobby(table: CtTable, **options: Any) -> Any:
    """``/ct new`` by the storyteller; remembers the lobby and its thread."""
    result = await table.storyteller.slash(table.town, "ct new", **options)
    assert result.acknowledged and not result.ephemeral, result
    table.lobby = result.response.message
    (table.thread,) = table.town.threads
    table.extra["game_id"] = table.session.row.id
    return table.lobby


async def join_all_and_start(table: CtTable, draws: dict[str, str] | None = None) -> ClocktowerGame:
    """Everyone presses Join (in seat order), the storyteller presses Start."""
    for member in table.players:
        ok(await member.click(table.lobby, label="Join"))
    table.cog.rehearsal = draws
    table.cog.dawn_floor = 0.0  # the floor's own test sets it (test_script2_dawn_floor.py)
    table.cog.dusk_floor = 0.0
    ok(await table.storyteller.click(table.lobby, label="Start"))
    return table.game


def text_of(result: Any) -> str:
    """The answer of an interaction (its last follow-up when it was deferred)."""
    assert result.acknowledged, result
    response = result.followups[-1] if result.followups else result.response
    return str(response.content)


def ok(result: Any) -> str:
    """The interaction was answered privately with a confirmation; returns its text."""
    content = text_of(result)
    assert result.ephemeral, content
    assert content.startswith("✅"), content
    return content


def refused(result: Any, contains: str) -> str:
    """The interaction got a private refusal containing ``contains``."""
    content = text_of(result)
    assert result.ephemeral, content
    assert content.startswith("❌"), content
    assert contains.lower() in content.lower(), content
    return content


def seat_draws(evil: list[int], n: int, pis: dict[int, list[int]] | None = None) -> dict[str, str]:
    """Pinned draws: the 1-based ``evil`` seats, and π per night (1-based, rest in order)."""
    others = [s for s in range(1, n + 1) if s not in evil]
    draws = {"alignment": ",".join(str(s - 1) for s in [*evil, *others])}
    for night, order in (pis or {}).items():
        rest = [s for s in range(1, n + 1) if s not in order]
        draws[f"pi/{night}"] = ",".join(str(s - 1) for s in [*order, *rest])
    return draws


async def send_list(table: CtTable, number: int, entries: str) -> Any:
    """Seat ``@number`` sends a night list with `/ct night` in its DMs."""
    return await table.seat(number).user.slash("ct night", entries=entries)


def latest(channel: Any, startswith: str) -> Any:
    """The newest message of a channel starting with ``startswith``."""
    for message in reversed(channel.history()):
        if message.content.startswith(startswith):
            return message
    raise AssertionError(f"no message starting with {startswith!r}")


def steady_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep simcord's virtual clock where the test leaves it however slow the machine is.
    simcord fires a timer on real time too when the loop's own tasks stall past it, and moves
    the virtual clock to the timer's instant: the acknowledgement watchdog's
    (:data:`bot.waiting.ACK_BUDGET`, 1 s) did so under heavy load, so the night's deadline in
    one of two compared transcripts came a second later. Tests that compare two games' public
    messages (or their replies' deferral) set the budget beyond any test's length."""
    monkeypatch.setattr(waiting, "ACK_BUDGET", 3600.0)


def stall_command(monkeypatch: pytest.MonkeyPatch, number: int) -> None:
    """The ``number``-th command from now (counted by the acknowledgement watchdogs armed)
    is answered after a loop turn longer than :data:`bot.waiting.ACK_BUDGET` in real time,
    its task waiting on its first step (simcord's clock is virtual): a loaded machine's stall,
    made certain. A join's watchdog is pending then, so without :func:`steady_clock` it fires
    and moves the virtual clock a second on."""
    armed = waiting._Watchdog.__init__
    commands = [0]

    def stalling(watchdog: waiting._Watchdog, *args: Any, **kwargs: Any) -> None:
        armed(watchdog, *args, **kwargs)
        commands[0] += 1
        if commands[0] == number:
            asyncio.get_running_loop().call_soon(time.sleep, 1.05)

    monkeypatch.setattr(waiting._Watchdog, "__init__", stalling)
