"""A whole Quantum Cloud game in German (German clients, ``/cloud new language:de``): every
message a member receives is German, the engine's history lines included (said from their
data); names of cards, decks and players and ids stay as they are."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from PIL import ImageDraw
from simcord import interactions as sim_interactions

from engine.cloud import Action, CloudGame, Verb
from engine.cloud.decks import STARTERS, starter_deck
from engine.cloud.policy import random_action
from tests.cogs.family_helpers import german_clients as set_german_clients

from .helpers import CloudTable, message, open_cloud_lobby, seat_cloud_table, slash_options

ENGLISH = re.compile(
    r"\b(the|you|your|is|are|and|of|with|turn|turns|tile|window|attack|attacks|play|pass|"
    r"setup|host|joined|join|waiting|nobody|closes|deadline|points|places|player|players|"
    r"game|over|after|open|started|closed|left|nothing|cards|replay|check|board|"
    r"battlefield|end|out|order|limit|summon|put|here|place|quarter|time|waits|news|"
    r"absent|placement|off|leave|start|how|started|only|need|joined|drew)\b",
    re.IGNORECASE,
)
"""Words of the English messages that German never uses ("Hand", "Deck", "Lobby", "Min."
are German words too)."""
ALLOWED = re.compile(r"`[^`]*`|<[@#t][^>]*>|/cloud \w+|Quantum Cloud|[\w.-]+\.(?:json|png)")
"""What stays as it is in every language: code, mentions, timestamps, command names, the
game's and files' names."""


@pytest.fixture
def german_clients(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every interaction comes from a German Discord client."""
    set_german_clients(monkeypatch)


def readable(payload: dict[str, Any]) -> str:
    """All the text a member sees in a message payload (content, components, files)."""
    parts = [str(payload.get("content") or "")]

    def walk(components: list[dict[str, Any]]) -> None:
        for c in components:
            parts.append(str(c.get("label") or c.get("placeholder") or ""))
            parts.extend(
                f"{o.get('label')} {o.get('description') or ''}" for o in c.get("options") or []
            )
            walk(c.get("components") or [])

    walk(payload.get("components") or [])
    return "\n".join(p for p in parts if p)


def everything_sent(table: CloudTable) -> list[str]:
    """Every version of every message the bot posted or sent by DM."""
    return [
        readable(payload)
        for kind, event, payload in table.env.backend.transcript
        if kind == "GATEWAY" and event in ("MESSAGE_CREATE", "MESSAGE_UPDATE")
    ]


def names(game: CloudGame) -> list[str]:
    """What a game names as it is in every language, longest first: cards, decks, Avatars,
    players."""
    said: list[str] = []
    decks = [p.deck for p in game.players] + [starter_deck(d) for d in STARTERS]
    for deck in decks:
        said += [deck.name, deck.avatar.coherent, deck.avatar.superposition]
        said += [card.name for card in deck.cards]
    said += [p.name for p in game.players]
    return sorted(set(said), key=len, reverse=True)


def english_left(text: str, kept: list[str]) -> list[str]:
    """The English words left in ``text`` once what stays in every language is taken out."""
    text = ALLOWED.sub(" ", text)
    for name in kept:
        text = text.replace(name, " ")
    return ENGLISH.findall(text)


async def send(table: CloudTable, action: Action) -> Any:
    """``action`` as its player sends it: End and Pass by their buttons, the rest by command."""
    assert isinstance(action.actor, int)
    member = table.players[action.actor]
    row = table.session.row
    if action.verb is Verb.END:
        post = message(table.thread, row.post_message_id)
        return await member.click(post, custom_id="cloud:turn:end")
    if action.verb is Verb.PASS:
        post = message(table.thread, row.extra.posted["window"])
        return await member.click(post, custom_id="cloud:window:pass")
    command, options = slash_options(action)
    return await member.slash(table.thread, command, **options)


def answer(result: Any) -> str:
    """A private answer's text, checked to be private."""
    assert result.ephemeral, result.response.content
    return str(result.response.content or "")


async def play_in_german(table: CloudTable) -> list[str]:
    """A whole starter game, set up by the players, every member with a German client; the
    private answers the members got."""
    said: list[str] = []
    alice = table.players[0]
    deck = json.dumps(starter_deck("anon").document()).encode()
    said.append(answer(await alice.slash(table.town, "cloud deck check", file=("a.json", deck))))
    broken = json.dumps({**starter_deck("anon").document(), "id": "Kein Id", "extra": 1})
    checked = await alice.slash(table.town, "cloud deck check", file=("b.json", broken.encode()))
    said.append(answer(checked))
    said.append(answer(await alice.slash(table.town, "cloud deck check", file=("c.json", b"{"))))
    said.append(answer(await alice.slash(table.town, "cloud card", name="Nonesuch")))
    built = await alice.slash(table.town, "cloud deck build", id="mein-deck", name="Mein Deck")
    said.append(answer(built))
    for name in ("John Doe", "Reply Guy", "Lurker"):
        said.append(answer(await alice.slash(table.town, "cloud card", name=name)))
    lobby = await open_cloud_lobby(table, language="de")
    said.append(answer(await table.host.click(lobby, custom_id="cloud:lobby:start")))
    for member, deck in zip(table.players, ("anon", "pizza"), strict=True):
        said.append(answer(await member.select(lobby, [deck], custom_id="cloud:lobby:deck")))
    said.append(answer(await table.host.click(lobby, custom_id="cloud:lobby:start")))
    game = table.game
    rng = random.Random(3)
    hand_shown = typo_sent = False
    while game.outcome is None:
        action = random_action(game, rng, timeout_rate=0.0)
        assert isinstance(action.actor, int)
        if not hand_shown and game.turn > 0 and action.actor == game.active:
            post = message(table.thread, table.session.row.post_message_id)
            member = table.players[action.actor]
            said.append(answer(await member.click(post, custom_id="cloud:turn:hand")))
            said.append(answer(await member.click(post, custom_id="cloud:turn:board")))
            said.append(answer(await table.host.click(post, custom_id="cloud:turn:hand")))
            hand_shown = True
        if not typo_sent and game.turn > 0 and action.actor == game.active:
            typo = await table.players[action.actor].slash(
                table.thread, "cloud move", unit="A1 B", to="0,1"
            )
            said.append(answer(typo))
            typo_sent = True
        said.append(answer(await send(table, action)))
    assert typo_sent
    return said


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text drawn on an image while the test runs."""
    texts: list[str] = []
    draw = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        texts.append(str(text))
        draw(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return texts


async def test_a_german_game_says_every_word_in_german(simcord_env, german_clients, drawn):
    """Lobby, setup and turn posts, windows, boards and hands (their labels too), DMs, the end
    and the answers: German."""
    table = await seat_cloud_table(simcord_env)
    said = await play_in_german(table)
    kept = names(table.game)
    sent = everything_sent(table) + drawn
    assert "Angriff/Leben (rot: beschädigt)" in drawn
    assert any("Zug beenden" in text for text in sent)
    assert any("Das Schlachtfeld nach" in text for text in sent)
    assert any("Übrige Karten" in text for text in sent)
    assert any("Feld gezogen:" in text for text in sent)
    assert any("Qubits" in text and "Zug 1:" in text for text in sent)
    assert any("ist ein gültiges Deck" in text for text in said)
    assert any("Keine Karte namens" in text for text in said)
    assert any("der Avatar von Anonymous Legion" in text for text in said)
    assert any("Noch keine Karten" in text for text in said)
    assert any("- extra: unbekannter Schlüssel" in text for text in said)
    assert any("kein gültiges TOML oder JSON" in text for text in said)
    assert any("schreib es als `move A1 q,r`" in text for text in said)
    left = {text: english_left(text, kept) for text in sent + said}
    assert {text: words for text, words in left.items() if words} == {}


async def test_the_english_detector_finds_an_english_sentence():
    """The check above would see an English post left in a German game."""
    assert english_left("🏁 Cards left:\nA Alice: hand nothing", []) == [
        "Cards",
        "left",
        "nothing",
    ]


@pytest.fixture
def client_locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each user id's Discord client locale (English for everyone else)."""
    locales: dict[int, str] = {}
    build = sim_interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = build(*args, **kwargs)
        payload["locale"] = locales.get(kwargs["user_id"], "en-US")
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", localised)
    return locales


async def test_a_german_server_gets_a_german_lobby(simcord_env, client_locales):
    """With no `language:`, the lobby takes the server's preferred locale."""
    table = await seat_cloud_table(simcord_env, preferred_locale="de")
    lobby = await open_cloud_lobby(table)
    assert "Noch niemand ist beigetreten." in lobby.content


async def test_dms_follow_each_player_and_posts_follow_the_game(simcord_env, client_locales):
    """In an English game a German player's turn DM is German, the other's English, and the
    thread stays English."""
    table = await seat_cloud_table(simcord_env)
    alice, bob = table.players
    client_locales[alice.user.id] = "de"
    lobby = await open_cloud_lobby(table)
    for member, deck in zip(table.players, ("anon", "pizza"), strict=True):
        answer(await member.select(lobby, [deck], custom_id="cloud:lobby:deck"))
    answer(await table.host.click(lobby, custom_id="cloud:lobby:start"))
    game = table.game
    rng = random.Random(0)
    while game.turn < 2:
        answer(await send(table, random_action(game, rng, timeout_rate=0.0)))
    dms = {
        member.user.id: [m.content for m in member.user.dm_channel.history()]
        for member in (alice, bob)
    }
    assert any("Du bist mit dem Aufbau dran" in m for m in dms[alice.user.id])
    assert any("your setup placement" in m for m in dms[bob.user.id])
    assert not any("Du bist" in m for m in dms[bob.user.id])
    assert "**Setup**" in " ".join(m.content for m in table.thread.history())


async def test_cloud_commands_are_described_in_german_under_their_english_names(simcord_env):
    """Discord gets /cloud's German descriptions, a renamed option's too; the names stay."""
    synced = {
        command["name"]: command
        for scope in simcord_env.backend.commands.values()
        for command in scope.values()
    }
    options = {o["name"]: o for o in synced["cloud"]["options"]}
    assert options["end"]["description_localizations"]["de"] == "Beende deinen Zug"
    assert options["end"].get("name_localizations", {}).get("de", "end") == "end"
    moved = next(o for o in options["tile"]["options"] if o["name"] == "from")
    assert moved["description_localizations"]["de"].startswith("Das Feld, das verschoben wird")
