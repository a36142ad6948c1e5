"""The one live turn post of a game: a single message per turn that is edited as the turn goes
on, and closed (its lines kept, its buttons gone) when the next turn gets a post of its own.

The row keeps in its ``extra`` (:class:`~bot.shell.extra.ShellExtra`) which turn the live post
is of (``post_key``: ``turn 3``, ``over``), where its lines start in the game's log
(``post_from``) and its first line (``post_head``). At each new post ``post_message_id`` is
cleared, so the old post's buttons are refused from then on. The family says what a turn is (its key), where its lines start and how they read.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import discord

from bot.effects import Effect
from bot.shell.posts import KEEP, Keep, edit, post
from bot.shell.replies import clip
from bot.shell.store import FamilyGameRow

KEY = "turn"
"""The outbox key of the live post (its edits change the latest post of this key)."""


def post_body(head: str, lines: Sequence[str], tail: str = "", bullet: str = "") -> str:
    """A turn post's text: its head, then its lines (each after ``bullet``), then ``tail``."""
    return clip(head + "\n" + "\n".join(f"{bullet}{line}" for line in lines) + tail)


def turn_start(log: Sequence[str], marker: str) -> int:
    """Where the last line opening with ``marker`` (the turn's first line) stands in ``log``
    (its end when there is none)."""
    return max((i for i, line in enumerate(log) if line.startswith(marker)), default=len(log))


@dataclass(frozen=True)
class TurnPost:
    """The live turn post of the game of ``row``, posted in ``thread``."""

    row: FamilyGameRow
    thread: int

    @property
    def key(self) -> str | None:
        """Which turn the live post is of (``None`` before the first)."""
        return self.row.extra.post_key

    @property
    def start(self) -> int:
        """Where the live post's lines start in the game's log."""
        return self.row.extra.post_from

    @property
    def head(self) -> str:
        """The live post's first line."""
        return self.row.extra.post_head

    def close(self, text: str, files: Iterable[tuple[str, bytes]] | Keep = KEEP) -> Effect:
        """The live post's last text: it keeps its lines and loses its buttons (``files=()``
        also removes a picture whose labels asked for an answer)."""
        return edit(self.thread, text, key=KEY, view=None, files=files)

    def begin(self, key: str, start: int, head: str) -> None:
        """Make the next post the live one: of turn ``key``, its lines from ``start``."""
        extra = self.row.extra
        extra.post_from, extra.post_key, extra.post_head = start, key, head
        self.row.post_message_id = None  # the old post's buttons are refused from now on

    def open(
        self,
        text: str,
        *,
        view: discord.ui.View | None,
        files: Iterable[tuple[str, bytes]] = (),
        ping: int | None = None,
    ) -> Effect:
        """The new live post (``ping``: the one player it asks to act)."""
        return post(self.row, self.thread, text, view=view, files=files, key=KEY, ping=ping)

    def update(
        self,
        text: str,
        *,
        view: discord.ui.View | None,
        files: Iterable[tuple[str, bytes]] | Keep = KEEP,
    ) -> Effect:
        """The live post's text and buttons as the turn stands now."""
        return edit(self.thread, text, key=KEY, view=view, files=files)
