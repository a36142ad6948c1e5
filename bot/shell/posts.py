"""Announcements of family games as outbox effects, and what the shell keeps of them once sent.

A command or the clock changes a game under its lock and, in the same step, renders what the
change must show (:mod:`bot.effects`): posts in the game's thread, edits of earlier posts, DMs.
They are queued in the transaction that stores the change (:class:`bot.shell.store.FamilyStore`)
and sent once by the bot's outbox, outside every lock (:mod:`bot.outbox`).

A post named by a key (``turn``, ``window``, ``vote``) is edited later by that key: the outbox
finds the message the key's latest post made. The shell also keeps that message id in the game's
row (:func:`posted_id`), for the checks that refuse a button of an older post.
"""

from __future__ import annotations

import enum
import io
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, TypeVar

import discord

from bot import effects
from bot.db.base import Dialect
from bot.effects import Effect, Kind
from bot.i18n import SOURCE, Languages, t
from bot.outbox import DiscordRefusal, Done, Handler, OnDone, OnRefused, Record
from bot.outbox_store import OutboxRow, OutboxStore, Statement
from bot.shell.hosts import hosts
from bot.shell.store import FamilyGameRow, FamilyStore

log = logging.getLogger(__name__)

EDIT_CALL = "edit"
"""The shell's own outbox call: an edit that also replaces (or clears) the attachments."""
COLUMNS = {"turn": "post_message_id"}
"""Keys whose message id the row keeps in a column (the turn post every family on the shell has);
the others' go in ``extra.posted``."""


class Keep(enum.Enum):
    """An edit leaves this part of the message as it is."""

    KEEP = "keep"
    """The only member: the components (or attachments) stay as they are."""


KEEP = Keep.KEEP


def _files(stored: Iterable[tuple[str, bytes] | discord.File]) -> list[discord.File]:
    return [
        item if isinstance(item, discord.File) else discord.File(io.BytesIO(item[1]), item[0])
        for item in stored
    ]


def post(
    row: FamilyGameRow | None,
    channel_id: int,
    content: str | None = None,
    *,
    embeds: Sequence[discord.Embed] = (),
    files: Iterable[tuple[str, bytes] | discord.File] = (),
    view: discord.ui.View | None = None,
    key: str | None = None,
    ping: int | Sequence[int] | None = None,
) -> Effect:
    """A message in a channel: text, embeds, files (``(name, data)`` or ready
    :class:`discord.File` objects) and components. ``key`` names it for later edits (the latest post
    of a key is the one its edits change); the game's ``row`` counts its posts of each key, so
    that :func:`recorder` keeps the latest one's message (no ``row``: the family keeps it its own
    way, as werewolf's tally does). ``ping``: the user (or users) the post is asking to act,
    the only ones its mentions notify (every other stays silent)."""
    pinged: Sequence[int] = () if ping is None else (ping,) if isinstance(ping, int) else ping
    effect = effects.post(
        channel_id,
        key=key,
        content=content,
        embeds=embeds,
        files=_files(files),
        view=view,
        mention_users=pinged,
    )
    if key is None or row is None:
        return effect
    planned = row.extra.planned
    planned[key] = planned.get(key, 0) + 1
    return Effect(effect.kind, effect.target, {**effect.payload, "seq": planned[key]}, key)


def edit(
    channel_id: int,
    content: str,
    *,
    key: str | None = None,
    message_id: int | None = None,
    view: discord.ui.View | Keep | None = KEEP,
    files: Iterable[tuple[str, bytes]] | Keep = KEEP,
) -> Effect:
    """New text for an earlier message (the one of ``message_id``, else the key's latest post);
    ``view`` replaces its components (``None`` removes them), ``files`` its attachments."""
    shown = None if isinstance(view, Keep) else view
    if isinstance(files, Keep):
        return effects.edit(
            channel_id,
            message_id=message_id,
            key=key,
            content=content,
            view=shown,
            clear_view=view is None,
        )
    message = effects.message(content, files=_files(files), view=shown)
    message["replace_files"] = True  # no files removes the old ones (a stale thumbnail)
    if view is None:
        message["components"] = []
    return effects.call(EDIT_CALL, channel_id, message=message, message_id=message_id, key=key)


def dm(user_id: int, content: str, *, channel_id: int, fallback: str) -> list[Effect]:
    """A DM and, when it cannot be delivered, ``<@user> fallback`` in ``channel_id`` (which
    must say no more than the channel may know). The two are a batch of their own."""
    sent = effects.dm(user_id, report=True, content=content)
    note = "{mentions} " + fallback.replace("{", "{{").replace("}", "}}")
    return effects.unreachable(channel_id, [sent], note)


def posted_id(row: FamilyGameRow, key: str) -> int | None:
    """The message the key's latest post made, as the row keeps it."""
    value = getattr(row, COLUMNS[key]) if key in COLUMNS else row.extra.posted.get(key)
    return None if value is None else int(value)


def set_posted(row: FamilyGameRow, key: str, message_id: int) -> None:
    """Keep the message the key's latest post made in the row."""
    if key in COLUMNS:
        setattr(row, COLUMNS[key], message_id)
    else:
        row.extra.posted[key] = message_id


_IN_POSTED: dict[Dialect, str] = {
    "sqlite": "json_patch(extra, json_object('posted', json_object(?, ?)))",
    "postgresql": "(extra::jsonb || jsonb_build_object('posted',"
    " COALESCE(extra::jsonb -> 'posted', '{}'::jsonb) || jsonb_build_object(?::text, ?::bigint)))"
    "::text",
}
"""A row's ``extra`` with one key's message id set in ``posted`` (the other keys kept), in each
dialect's JSON functions."""


def recorder(
    family: str, row_of: Callable[[int], FamilyGameRow | None], dialect: Dialect
) -> OnDone:
    """The family's ``on_done`` for the outbox: a keyed post's message id goes into its game's
    row, in memory at once and on disk with the post's mark (its column, or its key in
    ``extra.posted``: a crash after the mark must not leave the row naming an older post),
    unless a newer post of the same key was queued meanwhile (its buttons are then already
    outdated). Memory is set before the mark commits, so a command that writes the row
    meanwhile writes the new id too."""

    def done(row: OutboxRow, sent: bool, message_id: int | None) -> Record:
        key = row.key
        if row.kind is not Kind.POST or key is None or not sent or message_id is None:
            return Record()
        newest = (
            " WHERE family = ? AND id = ? AND NOT EXISTS (SELECT 1 FROM outbox WHERE family = ?"
            " AND game_id = ? AND key = ? AND id > ?)"
        )
        where = (family, row.game_id, family, row.game_id, key, row.id)
        statements: list[Statement] = [
            (f"UPDATE family_games SET {COLUMNS[key]} = ?{newest}", (message_id, *where))
            if key in COLUMNS
            else (
                f"UPDATE family_games SET extra = {_IN_POSTED[dialect]}{newest}",
                (key, message_id, *where),
            )
        ]
        game = row_of(row.game_id)
        if game is not None and game.extra.planned.get(key) == row.payload.get("seq"):
            set_posted(game, key, message_id)
        return Record(statements)

    return done


def editor(client: discord.Client, store: OutboxStore) -> Handler:
    """The handler of :data:`EDIT_CALL` rows (an edit is idempotent: doing it again after a
    crash shows the same)."""

    async def run(row: OutboxRow) -> Done:
        payload = row.payload
        message_id = payload.get("message_id")
        if message_id is None and payload.get("key"):
            message_id = await store.keyed_message(row.family, row.game_id, payload["key"], row.id)
        if message_id is None:
            return Done(sent=False)
        kwargs: dict[str, Any] = effects.send_kwargs(payload["message"], editing=True)
        kwargs.setdefault("attachments", [])
        channel = client.get_partial_messageable(row.target)
        try:
            await channel.get_partial_message(int(message_id)).edit(**kwargs)
        except (discord.Forbidden, discord.NotFound) as error:
            log.info("outbox edit %s of message %s failed: %s", row.id, message_id, error)
            return Done(sent=False)
        return Done(message_id=int(message_id))

    return run


def refused_kind(row: OutboxRow) -> tuple[bool, str]:
    """What a refused row was, for a note on it: whether it was for a DM, and its kind in a
    word (``dm``, ``edit``, ``unreachable``, ``call`` or ``post``)."""
    in_dm = row.kind is Kind.DM or bool(row.payload.get("in_dm"))
    kind = {
        Kind.DM: "dm",
        Kind.EDIT: "edit",
        Kind.CALL: "call",
        Kind.UNREACHABLE: "unreachable",
    }.get(row.kind, "post")
    return in_dm, kind


def refusal_note(
    title: str, game: FamilyGameRow, row: OutboxRow, refusal: DiscordRefusal, language: str = SOURCE
) -> str:
    """The host's note on a message of the game Discord refused for good, in the host's
    language. It names the kind of message and, for posts, where; never what it held nor whom a
    DM was for (a family's host may also play, and a DM may be a secret)."""
    in_dm, kind = refused_kind(row)
    what = "edit" if kind == "call" else kind  # the shell's own call edits a message
    reason = " ".join(str(refusal).split())[:300].replace("`", "'")
    # The id is text: as a number, German would group its digits (#1.234).
    if in_dm:
        return t(
            "shell-refused-dm", language, game=title, id=str(game.id), what=what, reason=reason
        )
    return t(
        "shell-refused-post",
        language,
        game=title,
        id=str(game.id),
        what=what,
        channel=f"<#{row.target}>",
        reason=reason,
    )


G = TypeVar("G")


def teller(
    game_of: Callable[[int], Awaitable[G | None]],
    tellers: Callable[[G], Iterable[int]],
    note: Callable[[G, OutboxRow, DiscordRefusal, str], str],
    languages: Languages,
) -> OnRefused:
    """A family's ``on_refused`` for the outbox: one DM to each of ``tellers`` of the row's game
    (read by ``game_of``, in the family's own row type), saying ``note`` in the reader's
    language (no interaction here: their choice, else the locale their client last sent). Whom
    a family tells, and how much the note may quote, are the family's."""

    async def tell(row: OutboxRow, refusal: DiscordRefusal) -> list[Effect]:
        game = await game_of(row.game_id)
        if game is None:
            return []
        return [
            effects.dm(user_id, content=note(game, row, refusal, await languages.for_dm(user_id)))
            for user_id in tellers(game)
        ]

    return tell


def host_teller(title: str, family: str, store: FamilyStore) -> OnRefused:
    """The shell families' ``on_refused``: one DM to the game's host and to each co-host (the
    same private path as the family's other notes to its host), in each reader's language."""

    def note(game: FamilyGameRow, row: OutboxRow, refusal: DiscordRefusal, language: str) -> str:
        return refusal_note(title, game, row, refusal, language)

    return teller(
        lambda game_id: store.game(family, game_id),
        hosts,
        note,
        Languages(store.database),
    )
