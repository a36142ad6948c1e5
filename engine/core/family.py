"""The contract every game family fulfils, so the bot shell can host any of them.

A family (Quantum Werewolf, Quantum Clocktower, Schrödinger's Lab, Quantum Cloud) is a package
under ``engine/`` that exposes one :class:`GameFamily` object. The shell knows only this
protocol: it stores a game as its setup (JSON), its seed and its ordered actions (canonical
text), rebuilds the game by replaying them, asks the family to parse and push a member's
action, and shows each member only :meth:`Game.observe` of their seat and everyone the
:meth:`Game.public_view`.

The protocol is deliberately small; the needs it was shaped for:

* **Werewolf**: simultaneous secret night actions, public day votes, probabilities.
* **Clocktower**: ordered alternatives per night, checked for possibility on arrival (an
  action can be accepted, or refused with a reason); a storyteller who resolves the night.
* **Lab**: strictly turn-based, a public board that grows and is drawn as an image.
* **Cloud**: hidden hands, and actions out of turn (response windows).

Anything a family needs beyond this (a storyteller's grimoire, a board image) lives in the
family's own package and its cogs.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

from engine.core.record import GameRecordBase

Seat = int
"""A player's place at the table: an index into the setup's list of players (0-based)."""

SetupT = TypeVar("SetupT", bound=BaseModel)
ActionT = TypeVar("ActionT")
ActionT_co = TypeVar("ActionT_co", covariant=True)


class Actor(enum.Enum):
    """Who sends an action, besides a seated player."""

    STORYTELLER = "storyteller"
    """The game's moderator (storyteller, host): resolves phases, kicks, decides ties."""
    SYSTEM = "system"
    """The bot itself: a deadline passed, an absent player's turn is skipped."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning seats, a short canonical reason, and words for people."""

    winners: tuple[Seat, ...]
    reason: str
    summary: str


@runtime_checkable
class Game(Protocol[ActionT]):
    """One game of a family, derived from its setup, seed and move stack."""

    @property
    def actions(self) -> Sequence[ActionT]:
        """Every accepted action in order: the move stack, which is the truth."""
        ...

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        ...

    def parse_action(self, text: str, actor: Seat | Actor) -> ActionT:
        """Parse ``text`` as an action by ``actor`` and check it is legal now; never mutates.

        Raises a :class:`~engine.core.errors.EngineError` subclass whose message can be shown
        to ``actor`` as it is (it must not reveal anything ``actor`` may not know).
        """
        ...

    def push(self, action: ActionT) -> Any:
        """Apply a legal action; returns what the family reports about it (may be ``None``).

        Raises, with the game exactly as it was, for an action refused now and for one whose
        running fails half-way (a pinned draw that cannot happen there): the move stack is
        the truth.
        """
        ...

    def legal_actions(self, seat: Seat) -> Sequence[ActionT]:
        """The actions ``seat`` may send now, each one :meth:`push` accepts, in a fixed order
        (the source of autocomplete, menus and random play; empty once the game is over). Where
        a family's choices are free text (a storyteller game's night list) it lists the
        finite ones it offers, each legal."""
        ...

    def waiting(self) -> Sequence[Seat]:
        """The seats that still owe an answer now, in seat order: whom the rules wait for
        (empty once the game is over). It may be a secret (a werewolf who could be the Seer, a
        Clocktower player asked again): shown to storytellers, never to the table."""
        ...

    def asked(self) -> Sequence[Seat]:
        """The seats every member may see asked for an answer and not answered yet, in seat
        order: who a public status lists as not answered, and who is reminded (empty once the
        game is over). Public: read from what the rules publish, never from :meth:`waiting`
        where that is a secret; where whom the game waits for is public, the same seats."""
        ...

    def observe(self, seat: Seat) -> Any:
        """Exactly what ``seat`` may know now (OpenSpiel's observation)."""
        ...

    def public_view(self) -> Any:
        """What every member (players, spectators) may know now."""
        ...

    def record(self) -> GameRecordBase:
        """The record that replays this game exactly."""
        ...


class GameFamily(Protocol[SetupT, ActionT_co]):
    """A family's entry point: its name, its setup model, and how to start or replay a game."""

    @property
    def name(self) -> str:
        """Short machine name used in storage and records: ``werewolf``, ``clocktower``..."""
        ...

    @property
    def title(self) -> str:
        """The name people read: ``Quantum Werewolf``."""
        ...

    @property
    def setup_model(self) -> type[SetupT]:
        """The pydantic model of a setup (players, options and seed)."""
        ...

    def new_game(self, setup: SetupT) -> Game[Any]:
        """A fresh game from a validated setup."""
        ...

    def replay(self, record: GameRecordBase) -> Game[Any]:
        """Rebuild a game from its record (raises RecordError when it cannot)."""
        ...
