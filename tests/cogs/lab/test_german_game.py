"""A whole Schrödinger's Lab game in German (a German server, German clients): every message a
member receives is German; names, ids, commands and coordinates stay as they are."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PIL import ImageDraw

from engine.lab.options import Cat
from tests.cogs.family_helpers import german_clients as set_german_clients

from .helpers import button_labels, ok, open_lobby, refused, seat_lab_table
from .scenario import rehearsal

ENGLISH = re.compile(
    r"\b(the|you|your|is|are|and|of|with|turn|round|see|sees|moves|move|done|cube|cubes|"
    r"logs|logged|reset|every|goes|to|deadline|host|joined|started|game|wins|winner|"
    r"its|posted|start|check|replay|nothing|holds|away|left|stack|scenario|colour|"
    r"colours|lab|opens|after|now|by|for|one|up|down|right|not|no|yes|action|actions|"
    r"bloop|bloops|home|pick|drop|steal|elbow|elbows|wormhole|rematch|join|leave|teleports|"
    r"none|table|size|cats|on|off|players|red|green|yellow|blue|question)\b",
    re.IGNORECASE,
)
"""Words of the English messages that German never uses."""
ALLOWED = re.compile(
    r"`[^`]*`|<[@#t][^>]*>|\bP\d\b|Schrödinger's Lab(oratory for Quantum Research)?|"
    r"James Mapes|[\w.-]+\.(json|png)|SHA-256|\bMainframe\b|\b("
    + "|".join(cat.text.capitalize() for cat in Cat)
    + r")\b|\b(gray-)?[WV]\d\b"
)
"""What stays as it is in every language: code, mentions, timestamps, seats, the game's and
its publisher's names, file names, the cats' names, wormholes' and collapsers' ids and the
Mainframe."""


@pytest.fixture
def german_clients(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every interaction comes from a German Discord client."""
    set_german_clients(monkeypatch)


def english_left(text: str, names: tuple[str, ...]) -> list[str]:
    """The English words left in ``text`` once what stays in every language is taken out."""
    for name in names:
        text = text.replace(name, "")
    return ENGLISH.findall(ALLOWED.sub(" ", text))


def readable(payload: dict[str, Any]) -> str:
    """All the text a member sees in a message payload (content, embeds, buttons, files)."""
    parts = [str(payload.get("content") or "")]
    for embed in payload.get("embeds") or []:
        parts += [str(embed.get(k) or "") for k in ("title", "description")]

    def walk(components: list[dict[str, Any]]) -> None:
        for c in components:
            parts.append(str(c.get("label") or c.get("placeholder") or ""))
            walk(c.get("components") or [])

    walk(payload.get("components") or [])
    parts += [str(a.get("filename") or "") for a in payload.get("attachments") or []]
    return "\n".join(p for p in parts if p)


def everything_sent(env: Any) -> list[str]:
    """Every version of every message the bot posted or sent by DM."""
    return [
        readable(payload)
        for kind, event, payload in env.backend.transcript
        if kind == "GATEWAY" and event in ("MESSAGE_CREATE", "MESSAGE_UPDATE")
    ]


async def play_in_german(env: Any) -> tuple[list[str], tuple[str, ...]]:
    """The rehearsed 3-player game of test_whole_game on a German server, then the end."""
    table = await seat_lab_table(env, ("Alice", "Bob", "Carol"), preferred_locale="de")
    alice, bob, carol = table.players
    said: list[str] = []
    await open_lobby(table, cats=False)
    table.cog.rehearsal = rehearsal()
    for member in table.players:
        said.append(ok(await member.click(table.lobby, label="Beitreten")))
    said.append(ok(await alice.click(table.lobby, label="Starten")))
    said.append(refused(await bob.click(table.post(), label="Schauen ↓"), "nicht für dich"))
    said.append(ok(await alice.click(table.post(), label="Schauen ↓")))
    said.append(refused(await carol.slash(table.thread, "lab move", steps="left"), "P1 ist am Zug"))
    said.append(refused(await alice.slash(table.thread, "lab move", steps="down"), "Eine Wand"))
    said.append(refused(await alice.slash(table.thread, "lab move", steps="up"), "ist leer"))
    said.append(refused(await alice.slash(table.thread, "lab move", steps="hoch"), "Richtung"))
    said.append(ok(await alice.slash(table.thread, "lab elbow", player=carol, direction="right")))
    said.append(ok(await alice.click(table.post(), label="Fertig (Aktionen beenden)")))
    said.append(ok(await alice.slash(table.thread, "lab see", direction="up")))
    said.append(ok(await bob.slash(table.thread, "lab see", direction="up")))
    said.append(ok(await bob.slash(table.thread, "lab move", steps="left")))
    assert button_labels(table.post()) == [f"Wählen {v}" for v in "ABCDE"]
    said.append(ok(await bob.click(table.post(), label="Wählen D")))
    said.append(ok(await bob.slash(table.thread, "lab done")))
    said.append(ok(await bob.slash(table.thread, "lab see", direction="right")))
    said.append(refused(await carol.slash(table.thread, "lab bloop", confirm=False), "bestätigt"))
    said.append(ok(await carol.slash(table.thread, "lab bloop", confirm=True)))
    for command in ("lab status", "lab board", "lab history", "lab rules"):
        said.append((await alice.slash(table.thread, command)).response.content)
    said.append(refused(await bob.slash(table.thread, "lab host skip"), "nur die Spielleitung"))
    said.append(ok(await alice.slash(table.thread, "lab host extend", hours=1.0)))
    said.append(ok(await alice.slash(table.thread, "lab host pause")))
    said.append(ok(await alice.slash(table.thread, "lab host resume")))
    said.append(ok(await alice.slash(table.thread, "lab host abort", confirm=True)))
    return said, ("Alice", "Bob", "Carol")


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


@pytest.mark.simcord(settle_timeout=10)
async def test_a_german_lab_game_says_every_word_in_german(simcord_env, german_clients, drawn):
    """Lobby, turn posts, boards and their labels, log lines, buttons, DMs, answers and the
    end are German."""
    said, names = await play_in_german(simcord_env)
    assert "wer am Zug ist" in drawn and "Büro 1" in drawn
    texts = [*everything_sent(simcord_env), *said, *drawn]
    assert len(texts) > 30
    left = {text: words for text in texts if (words := english_left(text, names))}
    assert left == {}, "\n".join(f"{w}: {x!r}" for x, w in left.items())
    public = "\n".join(texts)
    assert "P1 schubst P3 nach rechts" in public
    assert "Mainframe zurückgesetzt: Jeder Würfel kommt auf D-3" in public
    assert "🏁 Die Spielleitung hat das Spiel abgebrochen." in public
    assert "⏱️ Die Spielleitung hat 1 Std. hinzugefügt" in public
    assert not simcord_env.errors


async def test_the_english_detector_finds_an_english_sentence():
    """The check above would see one English sentence left in a German post."""
    names = ("Alice",)
    assert english_left("• P1 schaut nach unten", names) == []
    assert english_left("• P1 sees down", names) == ["sees", "down"]
    assert english_left("`lab see` — Alice hält Blau", names) == []
