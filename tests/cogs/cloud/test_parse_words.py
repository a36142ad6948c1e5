"""A Cloud command the engine cannot read is refused from its data in the sender's language;
English is the engine's own sentence."""

from __future__ import annotations

import re

import pytest

from cogs.cloud.lines import engine_refusal
from engine.cloud.actions import parse_command, parse_record_line
from engine.core.errors import ParseError
from engine.core.said import Said, reason_of
from tests.cogs.family_helpers import german_clients as set_german_clients

from .helpers import seat_cloud_table, start_cloud_game

TYPOS = (
    "",
    "fly A1 0,0",
    'play "Fire',
    "play Fireball A1 0,0 1,1",
    "move A1",
    "move A1 0,1 extra",
    "tile",
    "keep",
    "attack A1",
    "summon X",
    "kick",
    "autopass",
    "autopass maybe",
    "pass now",
    'summon "\\x" 0,0',
)
"""Commands the engine cannot read, one per kind of fault (and each verb's word count)."""


def _reasons() -> list[str]:
    """The reasons the engine gives for every typo, and for two broken record lines."""
    reasons = []
    for text in TYPOS:
        with pytest.raises(ParseError) as refused:
            parse_command(text, 0)
        reasons.append(reason_of(refused.value))
    for line in ("no colon here", "Z: pass"):
        with pytest.raises(ParseError) as refused:
            parse_record_line(line)
        reasons.append(reason_of(refused.value))
    return reasons


def test_every_typo_is_refused_with_a_code_worded_as_the_engine_words_it():
    """Each syntax error carries a code; said in English it is the engine's sentence."""
    reasons = _reasons()
    assert [r for r in reasons if not (isinstance(r, Said) and r.code)] == []
    assert [r for r in reasons if engine_refusal(ParseError(r), "en") != str(r)] == []


ENGLISH = re.compile(r"\b(is|not|an?|command|write|it|as|or|has|unclosed|quote|quoted|card|name)\b")
ALLOWED = re.compile(r"`[^`]*`|'[^']*'|\"[^\"]*\"|\([a-z, ]+\)")
"""Command syntax, the sender's words and the list of commands stay as typed."""


def test_every_typo_is_refused_in_german():
    """Every syntax error reads in German, but for the command syntax and the sender's words."""
    german = [engine_refusal(ParseError(r), "de") for r in _reasons()]
    left = {g: w for g in german if (w := ENGLISH.findall(ALLOWED.sub(" ", g)))}
    assert left == {}
    assert "schreib es als `move A1 q,r`" in german


def test_the_detector_finds_an_english_refusal():
    """The check above would see the engine's English."""
    assert ENGLISH.findall(ALLOWED.sub(" ", "write it as `move A1 q,r`")) == ["write", "it", "as"]


async def test_a_german_client_typing_a_unit_with_a_space_is_refused_in_german(
    simcord_env, monkeypatch
):
    """`/cloud move unit:"A1 B"` in an English game answers a German client in German and
    changes nothing."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table)
    alice = table.players[0]
    set_german_clients(monkeypatch)
    before = len(game.actions)
    result = await alice.slash(table.thread, "cloud move", unit="A1 B", to="0,1")
    assert result.ephemeral
    assert result.response.content == "❌ Das geht nicht: schreib es als `move A1 q,r`."
    assert len(game.actions) == before
