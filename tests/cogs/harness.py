"""A table of simcord members around the real bot, and helpers that play through the real cogs."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import re
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import discord
import simcord
from simcord import interactions as sim_interactions
from simcord.actors import _resolve_visible_command
from simcord.enums import AppCommandType, InteractionType
from simcord.results import InteractionResult

from bot.client import SuperpostBot
from bot.settings import Settings
from cogs.werewolf.games import Session, games_of
from engine.werewolf import Game

NAMES = [
    "Alice",
    "Bob",
    "Carol",
    "Dave",
    "Erin",
    "Frank",
    "Grace",
    "Heidi",
    "Ivan",
    "Judy",
    "Mallory",
    "Niaj",
    "Olivia",
    "Peggy",
]


def make_bot(
    db_path: Path, first_seed: int = 1, draw_in: Literal["process", "thread"] = "thread"
) -> SuperpostBot:
    """A fresh bot on the given database, with deterministic game seeds. Its images are drawn
    in the worker thread unless ``draw_in`` says otherwise: a drawing process for each test's
    bot would cost each test its start."""
    seeds: Iterator[int] = itertools.count(first_seed)
    settings = Settings(db_path=db_path, shard_count=1, draw_in=draw_in)
    return SuperpostBot(settings, seeds=lambda: next(seeds))


@contextlib.asynccontextmanager
async def running(bot: SuperpostBot, *, settle_timeout: float) -> AsyncIterator[simcord.Env]:
    """``simcord.run(bot)``, closing the last bot's database however the run ends: simcord never
    closes the bot, and a run cut short (a check fails; the kill-point harness's bound cancels
    it, even while the bot is still starting on a loaded machine) would leave its connection's
    thread running past the test."""
    env: simcord.Env | None = None
    try:
        async with simcord.run(bot, settle_timeout=settle_timeout) as env:
            yield env
    finally:
        last = env.bot if env is not None else bot
        storage = getattr(last, "storage", None)
        if storage is not None:
            await storage.close()


@dataclass
class Table:
    """A guild, its game channel, a storyteller and the players (seat order = join order)."""

    env: simcord.Env
    guild: Any
    town: Any
    storyteller: Any
    players: list[Any]
    lobby: Any = None
    bystander: Any = None
    db_path: Path | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def bot(self) -> SuperpostBot:
        return self.env.bot  # type: ignore[no-any-return]

    @property
    def session(self) -> Session:
        session = games_of(self.bot).in_channel(self.town.id)
        assert session is not None
        return session

    @property
    def game(self) -> Game:
        game = self.session.game
        assert game is not None
        return game

    def player(self, seat: int) -> Any:
        return self.players[seat]


async def seat_table(
    env: simcord.Env, n: int, *, channel: str = "town-square", guild: Any = None
) -> Table:
    """A guild with a storyteller, ``n`` players and a bystander."""
    guild = guild if guild is not None else env.create_guild("QW")
    town = guild.create_text_channel(channel)
    storyteller = guild.add_member(env.create_user(f"story-{channel}"))
    players = [
        guild.add_member(env.create_user(NAMES[i].lower(), global_name=NAMES[i])) for i in range(n)
    ]
    bystander = guild.add_member(env.create_user(f"bystander-{channel}"))
    await env.settle()
    return Table(env, guild, town, storyteller, players, bystander=bystander)


async def open_lobby(table: Table, **options: Any) -> Any:
    """``/game create`` by the storyteller; returns the lobby message."""
    result = await table.storyteller.slash(table.town, "game create", **options)
    assert result.acknowledged and not result.ephemeral, result
    table.lobby = result.response.message
    return table.lobby


async def start_game(table: Table, **options: Any) -> Game:
    """Open a lobby, have every player press Join, and the storyteller press Start."""
    lobby = await open_lobby(table, **options)
    for member in table.players:
        result = await member.click(lobby, label="Join")
        assert result.ephemeral and "joined" in result.response.content, result.response.content
    result = await table.storyteller.click(lobby, label="Start")
    assert result.ephemeral and "Started" in result.response.content, result.response.content
    return table.game


def night_prompt(table: Table, seat: int) -> discord.Message:
    """The player's latest DM with night menus for the current phase."""
    phase = str(table.game.phase)
    for message in reversed(table.player(seat).user.dm_channel.history()):
        for row in message.components:
            for child in getattr(row, "children", []):
                if f":{phase}:" in (getattr(child, "custom_id", "") or ""):
                    return message
    raise AssertionError(f"no {phase} prompt in the DMs of seat {seat}")


def menu_id(table: Table, kind: str) -> str:
    return f"qw:night:{table.session.row.id}:{table.game.phase}:{kind}"


async def choose(table: Table, seat: int, kind: str, target: int | None) -> Any:
    """Pick in a night menu of the player's DM (``None``: no vision)."""
    value = "none" if target is None else str(target)
    user = table.player(seat).user
    return await user.select(night_prompt(table, seat), [value], custom_id=menu_id(table, kind))


Strategy = Callable[[Game, int], tuple[int | None, int | None]]
"""``(game, seat) -> (vision target, attack target)``."""


def rotate(game: Game, seat: int) -> tuple[int | None, int | None]:
    """Look at the next living player and attack the one after (by seat)."""
    living = game.living()
    others = [s for s in living[living.index(seat) + 1 :] + living[: living.index(seat)]]
    vision = others[0] if others else None
    attack = others[1 % len(others)] if others else None
    return vision, attack


async def play_night(
    table: Table, strategy: Strategy = rotate, *, via: Callable[[int], str] | None = None
) -> None:
    """Every living player sends a vision and (when due) an attack; the night then resolves.

    ``via(seat)`` picks the way: ``"dm-select"`` (default), ``"dm-slash"`` or ``"channel-slash"``.
    """
    game = table.game
    phase = str(game.phase)
    for seat in list(game.living()):
        vision, attack = strategy(game, seat)
        way = via(seat) if via else "dm-select"
        attacks = game.attacks_tonight()
        if way == "dm-select":
            result = await choose(table, seat, "vision", vision)
            assert "Vision" in result.response.content or "No vision" in result.response.content
            if attacks and attack is not None and str(table.game.phase) == phase:
                result = await choose(table, seat, "attack", attack)
                assert "Attack" in result.response.content, result.response.content
        else:
            options: dict[str, str] = {"vision": "none" if vision is None else game.name(vision)}
            if attacks and attack is not None:
                options["attack"] = game.name(attack)
            member = table.player(seat)
            if way == "dm-slash":
                result = await member.user.slash("night", **options)
            else:
                result = await member.slash(table.town, "night", **options)
            assert result.ephemeral, result
            assert "can change this" in result.response.content, result.response.content
        if str(table.game.phase) != phase:
            break
    assert str(table.game.phase) != phase or table.game.is_over, f"{phase} did not resolve"


async def play_day(table: Table, target: int) -> None:
    """Every living player votes for ``target`` until the day ends (majority)."""
    game = table.game
    phase = str(game.phase)
    for seat in list(game.living()):
        result = await table.player(seat).slash(table.town, "vote", player=game.name(target))
        assert result.ephemeral and "counts for" in result.response.content, result.response.content
        if game.is_over or str(game.phase) != phase:
            return
    raise AssertionError(f"{phase} did not end")


def lynch_target(game: Game) -> int:
    """Whom the village lynches: the living player with the highest public Evil % (by number)."""
    table = game.table()
    evil = {row.number: row.cells.get("Evil", row.cells.get("Werewolf", 0.0)) for row in table.rows}
    living = game.living()
    return max(living, key=lambda s: (evil[game.numbers[s]], -game.numbers[s]))


async def play_to_the_end(
    table: Table,
    strategy: Strategy = rotate,
    *,
    via: Callable[[int], str] | None = None,
    max_phases: int = 60,
) -> Session:
    """Nights and days until the game is over; returns the (closed) session."""
    session = table.session
    for _ in range(max_phases):
        game = session.game
        assert game is not None
        if game.is_over:
            return session
        if game.phase.is_night:
            await play_night(table, strategy, via=via)
        else:
            await play_day(table, lynch_target(game))
    raise AssertionError("the game did not end")


# -- reading what was posted -----------------------------------------------------------------


def message_text(message: Any) -> str:
    """Everything readable in a message: content, embeds, attachment names."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or ""]
        for embed_field in embed.fields:
            parts += [embed_field.name or "", embed_field.value or ""]
        if embed.footer and embed.footer.text:
            parts.append(embed.footer.text)
    parts += [attachment.filename for attachment in getattr(message, "attachments", [])]
    return "\n".join(parts)


NUMBER = re.compile(r"#(\d+)\b")


def refused(result: Any, contains: str) -> None:
    """The interaction got an ephemeral refusal that says ``contains``."""
    assert result.acknowledged, result
    response = result.followups[-1] if result.followups else result.response
    assert result.ephemeral, response.content
    assert response.content.startswith("❌"), response.content
    assert contains.lower() in response.content.lower(), response.content


async def stored_actions(table: Table) -> list[str]:
    """The actions of this channel's game as they are in the database."""
    return await games_of(table.bot).storage.actions(table.session.row.id)


async def turns(count: int = 50) -> None:
    """Let the bot run without settling (a command waits for a lock the test holds)."""
    for _ in range(count):
        await asyncio.sleep(0)


def fire_slash(member, channel, name, **options):
    """Send a slash command WITHOUT waiting for the bot (simcord internals).

    simcord refuses overlapping actor operations (``asyncio.gather`` of ``slash`` raises
    SetupError), so a burst is built like ``MemberActor.slash`` but only emitted; the test then
    settles once, and the bot handles every interaction of the burst concurrently.
    ``member`` may be a user handle, with its ``dm_channel``: the command is sent by DM.
    """
    env = member._env
    parts = name.split()
    root = _resolve_visible_command(member, channel.id, parts[0], AppCommandType.CHAT_INPUT)
    leaf, nesting = sim_interactions.walk_to_subcommand(root, parts[1:])
    leaf_options, resolved = sim_interactions.build_options(
        member, name, leaf, options, channel_id=channel.id
    )
    data = {
        "id": root["id"],
        "name": root["name"],
        "type": root.get("type", AppCommandType.CHAT_INPUT),
        "options": sim_interactions.nest_options(root, nesting, leaf_options),
    }
    if resolved:
        data["resolved"] = resolved
    record, payload = sim_interactions.base_payload(
        env.backend,
        type=InteractionType.APPLICATION_COMMAND,
        channel_id=channel.id,
        guild_id=guild.id if (guild := getattr(member, "guild", None)) is not None else None,
        user_id=member.id,
        data=data,
    )
    env._notify_dispatch_observers(record)
    env.backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)
