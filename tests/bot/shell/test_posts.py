"""The shell's posts as outbox effects: what a post may carry, and how a keyed post is counted."""

from __future__ import annotations

import base64
import io
import json

import discord

from bot.effects import Kind
from bot.outbox_store import OutboxRow
from bot.shell.posts import post, refused_kind
from tests.bot.shell.test_turn_post import row as game_row


def test_a_post_carries_embeds_and_files_of_either_form() -> None:
    """Embeds are stored as dicts; files given as (name, data) or discord.File both go along."""
    ready = discord.File(io.BytesIO(b"record"), filename="game.json")
    effect = post(
        None, 5, "The end", embeds=[discord.Embed(title="Winners")], files=[ready, ("a.png", b"x")]
    )
    payload = effect.payload
    assert (effect.kind, effect.target, payload["content"]) == (Kind.POST, 5, "The end")
    assert [embed["title"] for embed in payload["embeds"]] == ["Winners"]
    stored = [(f["name"], base64.b64decode(f["data"])) for f in payload["files"]]
    assert stored == [("game.json", b"record"), ("a.png", b"x")]


def test_a_keyed_post_is_counted_in_the_games_row() -> None:
    """Each keyed post of a row gets the next number of its key (the recorder keeps the last)."""
    row = game_row()
    first, second = post(row, 3, "a", key="turn"), post(row, 3, "b", key="turn")
    assert (first.payload["seq"], second.payload["seq"]) == (1, 2)
    assert row.extra.planned == {"turn": 2}


def test_a_keyed_post_without_a_row_keeps_its_key_uncounted() -> None:
    """A family that keeps its keyed message its own way gives no row: the key, no count."""
    effect = post(None, 3, key="tally", embeds=[discord.Embed(title="Votes")])
    assert effect.key == "tally" and "seq" not in effect.payload


def outbox_row(kind: Kind, payload: dict[str, object]) -> OutboxRow:
    stored = json.dumps(payload)
    return OutboxRow(
        id=1, family="cloud", game_id=1, batch="b", kind=kind, target=9, stored=stored, key=None
    )


def test_a_refused_row_is_named_by_its_kind_and_whether_it_was_private() -> None:
    """A DM and an edit in a DM are private; a family's call is a call; a post is public."""
    assert refused_kind(outbox_row(Kind.DM, {})) == (True, "dm")
    assert refused_kind(outbox_row(Kind.EDIT, {"in_dm": True})) == (True, "edit")
    assert refused_kind(outbox_row(Kind.CALL, {"call": "roles-sync"})) == (False, "call")
    assert refused_kind(outbox_row(Kind.POST, {})) == (False, "post")
