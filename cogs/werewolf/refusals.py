"""What a werewolf game's storytellers are told when Discord refuses one of its announcements.

The outbox marks such a row failed and the game goes on (:mod:`bot.outbox`); without a word the
storytellers would never learn that a post or a player's DM is missing. They are told by direct
message, the same private path as the reminders that could not be delivered. Only they get it,
and they may see every secret of their game: the note may quote how the message began.
"""

from __future__ import annotations

from bot.effects import Kind
from bot.outbox import DiscordRefusal
from bot.outbox_store import OutboxRow
from cogs.werewolf import render
from cogs.werewolf.models import GameRow

EXCERPT = 80
"""How much of the refused message the note quotes."""
REASON = 300
"""How much of Discord's reason the note quotes (a DM holds 2000 characters)."""


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _place(channel_id: int) -> str:
    # A mention of the stored id, which Discord shows as the channel's name: the client's
    # cache may not hold the channel yet (right after a restart).
    return f"<#{channel_id}>"


def _person(game: GameRow, user_id: int) -> str:
    for member in game.members:
        if member.user_id == user_id:
            return render.esc(member.name)
    return f"<@{user_id}>"


def what(game: GameRow, row: OutboxRow) -> str:
    """The refused row in a few words: what kind of message, and where or to whom."""
    in_dm = row.kind is Kind.DM or bool(row.payload.get("in_dm"))
    if in_dm:
        where = f"to {_person(game, row.target)}"
    elif row.target == game.channel_id:
        where = "in the game's channel"
    else:
        where = f"in {_place(row.target)}"
    if row.kind is Kind.DM:
        return f"a direct message {where}"
    if row.kind is Kind.EDIT:
        return f"an update of a message {where}"
    if row.kind is Kind.UNREACHABLE:
        return f"a note on closed direct messages {where}"
    if row.kind is Kind.CALL:
        return f"a change of the game's roles, channels or tally ({row.payload.get('call', '?')})"
    return f"a post {where}"


def beginning(row: OutboxRow) -> str | None:
    """How the refused message began (its text, or its first embed's title), cut short."""
    embeds = row.payload.get("embeds") or []
    for text in (row.payload.get("content"), *(e.get("title") for e in embeds)):
        if text:
            return _cut(str(text), EXCERPT)
    return None


def note(game: GameRow, row: OutboxRow, refusal: DiscordRefusal) -> str:
    """The storytellers' note on one refused row."""
    began = beginning(row)
    quoted = f', which began "{began}"' if began else ""
    reason = _cut(str(refusal), REASON).replace("`", "'")
    return (
        f"⚠️ Your game in {render.channel_label(game)}: Discord refused {what(game, row)}"
        f"{quoted}. It was not delivered and will not be tried again; the game goes on.\n"
        f"Discord's reason: `{reason}`"
    )


def storytellers(game: GameRow) -> list[int]:
    """Who is told: the storyteller and every co-storyteller."""
    return [game.storyteller_id, *game.co_storytellers]


async def storyteller_note(
    game: GameRow, row: OutboxRow, refusal: DiscordRefusal, _reader: int
) -> str:
    """The note for :func:`bot.shell.posts.teller` (the same for every storyteller)."""
    return note(game, row, refusal)
