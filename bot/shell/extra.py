"""The typed ``extra`` column of a family's row: the shell's own fields, which every family on
the shell extends with its own (:class:`ShellExtra`), and the co-hosts' lists that Quantum
Werewolf's model shares (:class:`HostsExtra`).

The fields keep the JSON keys rows have been written with, so a game stored before its family
typed them loads as it is. A field at its default is left out of the JSON (:data:`SHELL`'s
column), as the dicts left out a key nobody had set: a default means what an absent key meant.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Annotated, Any, Protocol, Self

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer, model_validator

from bot.shell.row_model import PLAIN, Column, RowModel, sparse_column
from bot.shell.seated import seats_moved

_POSTED = re.compile(r"(?P<key>.+)_post")
"""How rows before :attr:`ShellExtra.posted` named a keyed post's message id (``vote_post``)."""


class _Row(Protocol):
    """What :meth:`ShellExtra.of` reads of a :class:`~bot.shell.store.FamilyGameRow` (named
    structurally: the store imports this module, so importing the store back would be a
    cycle)."""

    id: int
    family: str
    extra: Any


Time = Annotated[dt.datetime, PlainSerializer(dt.datetime.isoformat, return_type=str)]
"""A moment in ``extra``, written as ``datetime.isoformat`` writes it (as the dicts kept it)."""


class HostsExtra(BaseModel):
    """The co-hosts' and former players' fields (:mod:`bot.shell.hosts`)."""

    co_hosts: list[int] = []
    """The co-hosts' user ids, in the order they were added."""
    removed: list[int] = []
    """The former players' user ids (sorted); Clocktower's key for them since it first removed
    a player."""
    former_co_hosts: list[int] = []
    """The members who were co-hosts and no longer are (sorted)."""


class ShellExtra(HostsExtra):
    """The shell's fields of a family's ``extra``; a family's own model extends it.

    Keys nobody declared are kept as they are (read, and written back unchanged): a row written
    by a later version, or a key dropped since, is never lost by a save; the tests of each
    family's model check that none of today's rows has one."""

    model_config = ConfigDict(extra="allow")

    def __setattr__(self, name: str, value: Any) -> None:
        super().__setattr__(name, value)
        if name == "users":
            seats_moved()

    @model_validator(mode="before")
    @classmethod
    def _posted_keys(cls, data: Any) -> Any:
        """Rows before :attr:`posted` kept each keyed post's message id as ``<key>_post``."""
        if not isinstance(data, dict) or not any(_old_posted(key, cls) for key in data):
            return data
        posted = dict(data.get("posted", {}))
        kept: dict[str, Any] = {}
        for key, value in data.items():
            old = _old_posted(key, cls)
            if old is None:
                kept[key] = value
            else:
                posted.setdefault(old, value)
        return {**kept, "posted": posted}

    users: list[int | None] | None = None
    """Each seat's user id in seat order (``None``: a seat the host emptied), kept once the game
    runs (:mod:`bot.shell.seats`); always replaced by a new list, never changed in place (the
    seat index compares the lists by identity: :mod:`bot.shell.seated`). ``None`` before the
    start, and in a Cloud game started before Cloud kept it (its setup names the players)."""
    planned: dict[str, int] = Field(default_factory=dict)
    """How many posts of each key were queued: a sent post's id is kept only when it is the
    latest (:func:`bot.shell.posts.recorder`)."""
    posted: dict[str, int] = Field(default_factory=dict)
    """The message id of the latest post of each key that has no column of its own
    (:data:`bot.shell.posts.COLUMNS`)."""
    post_key: str | None = None
    """Which turn the live turn post is of (:mod:`bot.shell.turn_post`)."""
    post_from: int = 0
    """Where the live turn post's lines start in the game's log."""
    post_head: str = ""
    """The live turn post's first line."""
    closed: str | None = None
    """Why the bot closed the game itself (a lobby a crash left half-made)."""
    rematch: int | None = None
    """The id of this finished game's rematch, once one is opened."""
    rematch_of: int | None = None
    """The id of the finished game this one is the rematch of."""

    @classmethod
    def of(cls, row: _Row) -> Self:
        """The ``extra`` of ``row``, a row of the family whose model this is."""
        extra = row.extra
        if not isinstance(extra, cls):
            raise TypeError(
                f"{row.family} #{row.id}: extra is a {type(extra).__name__}, not {cls.__name__}"
            )
        return extra


def _old_posted(key: str, model: type[ShellExtra]) -> str | None:
    """The post key an old ``<key>_post`` field named (``None``: a field of its own)."""
    match = _POSTED.fullmatch(key)
    if match is None or key in model.model_fields:
        return None
    return match["key"]


def extra_model(model: type[ShellExtra]) -> RowModel[Any, Any, ShellExtra, Any, Any]:
    """The columns of a family on the shell: its ``extra`` typed by ``model``, the others the
    JSON as it is."""
    extra: Column[Any] = sparse_column(model)
    return RowModel(PLAIN, PLAIN, extra, PLAIN, PLAIN)


SHELL = extra_model(ShellExtra)
"""The columns of the shell's rows, before a family says its own model."""
