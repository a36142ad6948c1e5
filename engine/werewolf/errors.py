"""Quantum Werewolf's own refusals, as data: a code and the ids, names and phase it concerns.

The shared exceptions live in :mod:`engine.core.errors`. A refusal the rules make (a dead
player acting, a vote at night, a tie left undecided) is an :class:`IllegalMoveError` whose
:attr:`~IllegalMoveError.code` says which rule, with the seats, names, phase and input it
concerns; whoever shows it to a person words it from those (the bot through its catalogues).
``str(error)`` stays a short English line for the console and for developers.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from engine.core.errors import IllegalActionError


class Illegal(enum.Enum):
    """Which rule refused an action (the value is the catalogue's selector)."""

    GAME_OVER = "game-over"
    """The game has ended; only actions allowed after the end (undo, rename) are taken."""
    NO_SEAT = "no-seat"
    """``seat`` is not a seat of this game."""
    NO_NUMBER = "no-number"
    """``value`` (``#n``) is not a secret number of this game."""
    NO_NAME = "no-name"
    """No player is called ``value``."""
    ACTOR_DEAD = "actor-dead"
    """``player`` is dead and can no longer act."""
    NIGHT_ONLY = "night-only"
    """A night power (``power``) sent by day (``phase``)."""
    NOT_TONIGHT = "not-tonight"
    """A night power (``power``) on a night that has none (``phase``: attacks start on N1)."""
    SELF_TARGET = "self-target"
    """``player`` aimed their night power (``power``) at themselves."""
    TARGET_DEAD = "target-dead"
    """``target`` is already dead."""
    VOTE_AT_NIGHT = "vote-at-night"
    """A vote sent at night (``phase``)."""
    DECIDE_AT_NIGHT = "decide-at-night"
    """A tie decision sent at night (``phase``)."""
    NO_STORYTELLER_TIES = "no-storyteller-ties"
    """The game's tie rule (``value``) does not let the storyteller break ties."""
    NOT_TIED = "not-tied"
    """A tie decision while the vote is not tied."""
    NOT_AMONG_TIED = "not-among-tied"
    """The decision names ``target``, who is not among the ``tied``."""
    TIE_UNDECIDED = "tie-undecided"
    """The day is tied between ``tied`` and the storyteller has not decided yet."""
    PACKMATE_ATTACK = "packmate-attack"
    """``target`` is a wolf in every world where ``player`` leads the attack (``cisra``)."""
    NOTHING_TO_UNDO = "nothing-to-undo"
    """Only the last resolution may be undone, while no action came after it."""
    NAME_UNUSABLE = "name-unusable"
    """``value`` cannot be a player's name (empty, padded, several lines or too long)."""
    NAME_TAKEN = "name-taken"
    """Another seat already has the name ``value``."""
    NOT_SENT_BY = "not-sent-by"
    """``player`` (``storyteller`` or ``system``) does not send actions of type ``power``."""
    STORYTELLER_ONLY = "storyteller-only"
    """Only the storyteller sends actions of type ``power``."""
    NOT_YOURS = "not-yours"
    """A player sent a choice for another seat (``seat``: their own)."""


class IllegalMoveError(IllegalActionError):
    """An action the rules refuse now: :attr:`code` and what it concerns.

    ``player`` and ``target`` are the names of the seats involved (``seat``: a seat number that
    does not exist), ``tied`` the names of the tied players in seat order (never in secret-number
    order), ``power`` a night power's type (``vision``, ``attack``), ``phase`` a phase code
    (``N0``) and ``value`` the offending input or setting.
    """

    def __init__(
        self,
        code: Illegal,
        message: str,
        *,
        player: str | None = None,
        target: str | None = None,
        seat: int | None = None,
        tied: Sequence[str] = (),
        power: str | None = None,
        phase: str | None = None,
        value: str | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.player = player
        self.target = target
        self.seat = seat
        self.tied = tuple(tied)
        self.power = power
        self.phase = phase
        self.value = value


class TieUndecidedError(IllegalMoveError):
    """The day ends in a tie that the storyteller must break before it can resolve."""


__all__ = ["Illegal", "IllegalMoveError", "TieUndecidedError"]
