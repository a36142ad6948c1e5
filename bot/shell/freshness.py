"""Whether a command still belongs to the phase it was sent in.

A player answers the phase they see. By the time the bot handles the command (after waiting
for its game's lock) that phase may have ended: a deadline fired, the host moved the game on, or
another process did. Such an action is refused rather than counted in the next phase. Two
things tell it apart, because either can miss what the other sees:

- the time the command was sent, against the time the game's current phase began (the phase
  another process began is known only by its row's time);
- each relevant game's phase epoch (:attr:`~bot.shell.live.LiveSession.epoch`) when the bot
  received the command, against its epoch under the lock (a phase this process began while the
  command waited for the lock, within the same second as it was sent).

The command tree notes both as it receives a command (:func:`note`), before any lock is taken.
"""

from __future__ import annotations

import contextvars
import datetime as dt
from collections.abc import Hashable, Mapping
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

SENT_AT: contextvars.ContextVar[dt.datetime | None] = contextvars.ContextVar(
    "SENT_AT", default=None
)
"""When the command being handled was sent (its interaction's ``created_at``)."""

EPOCHS_SEEN: contextvars.ContextVar[Mapping[Hashable, int] | None] = contextvars.ContextVar(
    "EPOCHS_SEEN", default=None
)
"""For the command being handled: each relevant game's epoch (by its key in its sessions) when
the bot received it."""


def note(sent_at: dt.datetime, epochs: Mapping[K, int]) -> None:
    """Remember, for the command being handled, when it was sent and the epochs it saw."""
    SENT_AT.set(sent_at)
    EPOCHS_SEEN.set({key: epoch for key, epoch in epochs.items()})


def is_late(key: Hashable, epoch: int, phase_started: dt.datetime | None) -> bool:
    """Whether the command being handled was sent before the phase of game ``key`` (now at
    ``epoch``, begun at ``phase_started``) began. A command noted nothing about is never late."""
    sent = SENT_AT.get()
    if sent is not None and phase_started is not None and sent < phase_started:
        return True
    seen = EPOCHS_SEEN.get() or {}
    return seen.get(key, epoch) != epoch
