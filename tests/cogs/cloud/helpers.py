"""Playing Quantum Cloud through the real cog: lobby, commands and buttons, secrecy scans."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import simcord

from engine.cloud import Action, CloudGame, Phase, Verb
from engine.cloud.decks import starter_deck
from engine.cloud.terrain import Terrain
from tests.cogs.family_helpers import FamilyTable, message, ok, open_family_lobby, refused

__all__ = ["message", "ok", "refused"]


@dataclass
class CloudTable(FamilyTable):
    """A guild, its channel, the host, two players and (once opened) the game's thread."""

    host: Any = None
    public_seen: set[str] = field(default_factory=set)
    started: CloudGame | None = None

    @property
    def game(self) -> CloudGame:
        """The game (kept after the end, when the session closes)."""
        if self.started is None:
            game = self.session.game
            assert isinstance(game, CloudGame)
            self.started = game
        return self.started


async def seat_cloud_table(env: simcord.Env, preferred_locale: str | None = None) -> CloudTable:
    """A guild with a host and two players (the server's locale Discord's default unless
    given)."""
    guild = env.create_guild("Cloud", preferred_locale=preferred_locale)
    town = guild.create_text_channel("cloud-games")
    host = guild.add_member(env.create_user("host"))
    players = [
        guild.add_member(env.create_user(name.lower(), global_name=name))
        for name in ("Alice", "Bob")
    ]
    await env.settle()
    return CloudTable(env, guild, town, players, host=host)


async def open_cloud_lobby(table: CloudTable, **options: Any) -> Any:
    """``/cloud new`` by the host; returns the lobby message and remembers the thread."""
    return await open_family_lobby(table, table.host, "cloud new", **options)


async def start_cloud_game(table: CloudTable, **options: Any) -> CloudGame:
    """Open a lobby; Alice joins with Anonymous Legion, Bob with Pizzaland Express; Start."""
    return await join_and_start(table, await open_cloud_lobby(table, **options))


async def join_and_start(table: CloudTable, lobby: Any) -> CloudGame:
    """Alice joins with Anonymous Legion, Bob with Pizzaland Express; the host presses Start."""
    for member, deck in zip(table.players, ("anon", "pizza"), strict=True):
        result = await member.select(lobby, [deck], custom_id="cloud:lobby:deck")
        assert result.ephemeral and "joined" in result.response.content, result.response.content
    result = await table.host.click(lobby, label="Start")
    assert result.ephemeral and "Started" in result.response.content, result.response.content
    return table.game


def slash_options(action: Action) -> tuple[str, dict[str, Any]]:
    """The slash command and options that send ``action``."""
    verb = action.verb
    hex_ = None if action.hex is None else str(action.hex)
    match verb:
        case Verb.TILE:
            extra = {} if action.origin is None else {"from": str(action.origin)}
            return "cloud tile", {"at": hex_, **extra}
        case Verb.AVATAR | Verb.SUPERPOSE:
            return f"cloud {verb.value}", {"at": hex_}
        case Verb.KEEP:
            return "cloud keep", {"unit": action.unit}
        case Verb.MOVE:
            return "cloud move", {"unit": action.unit, "to": hex_}
        case Verb.ATTACK:
            return "cloud attack", {"unit": action.unit, "target": action.target}
        case Verb.SUMMON:
            return "cloud summon", {"card": action.card, "at": hex_}
        case Verb.PLAY:
            options: dict[str, Any] = {"card": action.card}
            if action.target is not None:
                options["target"] = action.target
            if hex_ is not None:
                options["to"] = hex_
            return "cloud play", options
        case _:
            return f"cloud {verb.value}", {}


async def send(table: CloudTable, action: Action) -> Any:
    """Send ``action`` as its player would: End and Pass by button, the rest by slash command."""
    assert isinstance(action.actor, int)
    member = table.players[action.actor]
    row = table.session.row if action.verb in (Verb.END, Verb.PASS) else None
    if action.verb is Verb.END:
        assert row is not None
        return await member.click(message(table.thread, row.post_message_id), label="End turn")
    if action.verb is Verb.PASS:
        assert row is not None
        return await member.click(message(table.thread, row.extra.posted["window"]), label="Pass")
    command, options = slash_options(action)
    return await member.slash(table.thread, command, **options)


def public_texts(table: CloudTable) -> list[str]:
    """Every public message of the channel and the thread, as shown now."""
    texts = []
    for channel in (table.town, table.thread):
        for found in channel.history():
            texts.append(found.content or "")
            texts += [e.description or "" for e in found.embeds]
            texts += [a.filename for a in found.attachments]
    return texts


def hidden_names(table: CloudTable) -> set[str]:
    """Card names in some hand that were never public (played, summoned or discarded)."""
    game = table.game
    for p in game.players:
        table.public_seen |= {p.cards[i].name for i in p.discard}
    table.public_seen |= {game.unit_name(u) for u in game.units.values()}
    in_hands = {p.cards[i].name for p in game.players for i in p.hand}
    return in_hands - table.public_seen


def _leaks(texts: list[str], hidden: set[str]) -> None:
    for text in texts:
        # Terrain names are public and one contains a card's name ("Grumpy Cat Forest").
        for terrain in Terrain:
            text = text.replace(terrain.title, terrain.letter)
        leaked = [name for name in hidden if name in text]
        assert not leaked, f"{leaked} leaked in {text!r}"


def scan_secrecy(table: CloudTable) -> None:
    """No public message names a card that is in a hand and was never public, and no player's
    DMs name such a card from another player's hand."""
    hidden = hidden_names(table)
    _leaks(public_texts(table), hidden)
    game = table.game
    for seat, member in enumerate(table.players):
        own = {game.players[seat].cards[i].name for i in game.players[seat].hand}
        others = {
            game.players[s].cards[i].name
            for s in range(len(game.players))
            if s != seat
            for i in game.players[s].hand
        }
        dms = [m.content or "" for m in member.user.dm_channel.history()]
        _leaks(dms, (hidden & others) - own)


def unbalanced_deck() -> bytes:
    """Anonymous Legion with its first card pumped to Attack 3 but still stating cost 1."""
    doc = starter_deck("anon").document()
    doc["cards"][0]["attack"] = 3
    return json.dumps(doc).encode()


async def place_avatars(table: CloudTable) -> None:
    """Each placer puts its Avatar on its first legal tile, by ``/cloud avatar``."""
    game = table.game
    while game.phase is Phase.SETUP_AVATARS:
        seat = game.setup_placer()
        assert seat is not None
        at = str(game.avatar_spaces(seat)[1][0])
        ok(await table.players[seat].slash(table.thread, "cloud avatar", at=at))
