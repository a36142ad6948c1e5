"""What must happen on Discord after a change of a game: posts, DMs, edits, a family's own calls.

An :class:`Effect` is plain data, rendered when the change is made and written to the outbox in
the same transaction as the change itself (see :mod:`bot.outbox`), so a crash can never keep one
without the other. Messages are stored fully rendered (content, embeds, files, components): what
is sent after a restart is exactly what would have been sent before it. Nothing here knows a game
family: a family's own kinds of effect (a werewolf game's roles) are :func:`call` rows, done by
the handler the family registers with :meth:`bot.outbox.Outbox.register`.
"""

from __future__ import annotations

import base64
import enum
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord


class Kind(enum.Enum):
    """What an outbox row does."""

    POST = "post"
    """Send a message in a channel (``target``: the channel id)."""
    DM = "dm"
    """Send a direct message (``target``: the user id)."""
    EDIT = "edit"
    """Edit a message of a channel (``target``: the channel id): a known id, or the message of
    the latest earlier row of the same game with the given key."""
    UNREACHABLE = "unreachable"
    """Tell, in the channel, the users whose reported DMs of the same batch failed (only that a
    DM failed, never what it held)."""
    CALL = "call"
    """A family's own effect (``payload["call"]`` names the handler the family registered)."""


@dataclass(frozen=True)
class Effect:
    """One thing to do on Discord once the change that asked for it is committed."""

    kind: Kind
    target: int
    payload: dict[str, Any] = field(default_factory=dict)
    key: str | None = None
    """A name later rows of the same game use to edit the message this row sends (``tally``)."""


def message(
    content: str | None = None,
    *,
    embeds: Sequence[discord.Embed] = (),
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
    mention_users: bool | Sequence[int] = False,
) -> dict[str, Any]:
    """A rendered message as JSON-ready data (files are read now, in full). ``mention_users``
    lets the message's user mentions ping: all of them (``True``) or only these users' (the
    bot's default pings nobody)."""
    stored: list[dict[str, str]] = []
    for file in files:
        data = file.fp.read()
        file.fp.seek(0)
        stored.append({"name": file.filename, "data": base64.b64encode(data).decode()})
    return {
        "content": content,
        "embeds": [embed.to_dict() for embed in embeds],
        "files": stored,
        "components": view.to_components() if view is not None else None,
        "users": mention_users if isinstance(mention_users, bool) else list(mention_users),
    }


def post(channel_id: int, *, key: str | None = None, **kwargs: Any) -> Effect:
    """A message in a channel (``kwargs`` as for :func:`message`)."""
    return Effect(Kind.POST, channel_id, message(**kwargs), key=key)


def dm(user_id: int, *, report: bool = False, **kwargs: Any) -> Effect:
    """A direct message; with ``report``, a failure is told by the batch's :func:`unreachable`."""
    payload = message(**kwargs)
    payload["report"] = report
    return Effect(Kind.DM, user_id, payload)


def edit(
    target: int,
    *,
    message_id: int | None = None,
    key: str | None = None,
    content: str | None = None,
    embeds: Sequence[discord.Embed] | None = None,
    view: discord.ui.View | None = None,
    clear_view: bool = False,
    in_dm: bool = False,
    or_post: bool = False,
) -> Effect:
    """Replace the content, embeds (when given) and components (when given or cleared) of a
    message: a known one (``message_id``) or the one the game's latest row with ``key`` sent
    or edited. ``target`` is the channel id, or with ``in_dm`` the user whose DM it is. With
    ``or_post``, a message that is missing (never sent, deleted) is posted anew instead, under
    the same key."""
    payload = message(content, embeds=embeds or (), view=view)
    payload["keep_embeds"] = embeds is None
    if clear_view:
        payload["components"] = []
    payload.update(message_id=message_id, edit_key=key, in_dm=in_dm, or_post=or_post)
    return Effect(Kind.EDIT, target, payload, key=key)


def call(name: str, target: int = 0, **payload: Any) -> Effect:
    """A family's own effect, done by its handler ``name`` (``payload``: JSON-ready data)."""
    return Effect(Kind.CALL, target, {**payload, "call": name})


def unreachable(
    target: int,
    effects: Iterable[Effect],
    text: str,
    *,
    once: bool = False,
    in_dm: bool = False,
    labels: dict[int, str] | None = None,
) -> list[Effect]:
    """``effects`` plus, after them, a note naming the users whose reported DMs among them
    failed (none failed: no note): ``text`` with ``{mentions}`` where their mentions go (or,
    with ``labels``, their labels). The note goes to the channel ``target`` or, ``in_dm``, to
    that user. With ``once``, users an earlier note of the same game named are left out."""
    payload: dict[str, Any] = {"text": text, "once": once, "in_dm": in_dm}
    if labels is not None:
        payload["labels"] = {str(uid): label for uid, label in labels.items()}
    return [*effects, Effect(Kind.UNREACHABLE, target, payload)]


class StoredView(discord.ui.View):
    """Components sent as they were stored. Nothing is dispatched to this view: the bot's
    persistent items (dynamic custom ids, persistent views) answer every press, before and
    after a restart."""

    def __init__(self, components: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._stored = components

    def to_components(self) -> list[dict[str, Any]]:
        return self._stored

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


def send_kwargs(payload: dict[str, Any], *, editing: bool = False) -> dict[str, Any]:
    """``Messageable.send`` (or, ``editing``, ``Message.edit``) keyword arguments for a stored
    message."""
    kwargs: dict[str, Any] = {}
    if payload.get("content") is not None:
        kwargs["content"] = payload["content"]
    if payload.get("embeds") or (editing and not payload.get("keep_embeds")):
        kwargs["embeds"] = [discord.Embed.from_dict(e) for e in payload.get("embeds") or []]
    if payload.get("files") or (editing and payload.get("replace_files")):
        kwargs["attachments" if editing else "files"] = [
            discord.File(io.BytesIO(base64.b64decode(f["data"])), filename=f["name"])
            for f in payload.get("files") or ()
        ]
    components = payload.get("components")
    if components is not None:
        kwargs["view"] = StoredView(components) if components else None
    users = payload.get("users")
    if isinstance(users, list) and users:
        pinged = [discord.Object(int(uid)) for uid in users]
        kwargs["allowed_mentions"] = discord.AllowedMentions(users=pinged)
    elif users is True:
        kwargs["allowed_mentions"] = discord.AllowedMentions(users=True)
    return kwargs


def fingerprint(content: str | None, embeds: Iterable[dict[str, Any]]) -> tuple[Any, ...]:
    """What identifies a sent message among the bot's recent ones (content and embed texts)."""
    return (
        content or "",
        tuple((e.get("title") or "", e.get("description") or "") for e in embeds),
    )
