"""What a werewolf game's storytellers are told when Discord refuses one of its announcements.

The outbox marks such a row failed and the game goes on (:mod:`bot.outbox`); without a word the
storytellers would never learn that a post or a player's DM is missing. They are told by direct
message, the same private path as the reminders that could not be delivered. Only they get it,
and they may see every secret of their game: the note may quote how the message began.
"""

from __future__ import annotations

from bot.i18n import SOURCE, t
from bot.outbox import DiscordRefusal
from bot.outbox_store import OutboxRow
from bot.shell.posts import refused_kind
from cogs.werewolf import render
from cogs.werewolf.models import WerewolfRow

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


def _person(game: WerewolfRow, user_id: int) -> str:
    for member in game.seats:
        if member.user_id == user_id:
            return render.esc(member.name)
    return f"<@{user_id}>"


def what(game: WerewolfRow, row: OutboxRow, locale: str = SOURCE) -> str:
    """The refused row in a few words: what kind of message, and where or to whom."""
    in_dm, kind = refused_kind(row)
    if in_dm:
        where = t("werewolf-refused-where", locale, where="dm", whom=_person(game, row.target))
    elif row.target == game.channel_id:
        where = t("werewolf-refused-where", locale, where="channel", whom="")
    else:
        where = t("werewolf-refused-where", locale, where="place", whom=_place(row.target))
    call = str(row.payload.get("call", "?"))
    return t("werewolf-refused-what", locale, kind=kind, where=where, call=call)


def beginning(row: OutboxRow) -> str | None:
    """How the refused message began (its text, or its first embed's title), cut short."""
    embeds = row.payload.get("embeds") or []
    for text in (row.payload.get("content"), *(e.get("title") for e in embeds)):
        if text:
            return _cut(str(text), EXCERPT)
    return None


def note(game: WerewolfRow, row: OutboxRow, refusal: DiscordRefusal, locale: str = SOURCE) -> str:
    """The storytellers' note on one refused row (Discord's reason quoted as it gave it)."""
    began = beginning(row)
    reason = _cut(str(refusal), REASON).replace("`", "'")
    return t(
        "werewolf-refused-note",
        locale,
        channel=render.channel_label(game),
        what=what(game, row, locale),
        quoted="yes" if began else "no",
        began=began or "",
        reason=reason,
    )
