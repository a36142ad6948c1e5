"""The host's hand on a game's running limit: ``extend``, ``pause`` and ``resume`` run through one
mechanism (:meth:`bot.shell.family_cog.FamilyCog._hand_on_clock`): who may, the refusals, the
row's change, the save with what it shows and the answers. A family gives only its
:class:`ClockHand` (its clock functions, its session type and its save) and its catalogue keys
(:class:`ClockWords`) where its wording differs.
"""

from __future__ import annotations

import datetime as dt
import enum
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import discord

from bot.effects import Effect
from bot.i18n import Msg

if TYPE_CHECKING:
    from bot.shell.live import LiveSession

S = TypeVar("S", bound="LiveSession[Any, Any]")


class Hand(enum.Enum):
    """What the host does to the game's running limit."""

    EXTEND = "extend"
    """Add hours to it."""
    PAUSE = "pause"
    """Freeze it, keeping the time left."""
    RESUME = "resume"
    """Run it again with the time that was left."""


Words = Callable[[Mapping[str, str]], Msg]
"""A line of the host's hand on the clock, made from the family's variables (the message key
written out, so the catalogue check reads it)."""


@dataclass(frozen=True)
class ClockWords:
    """A family's lines for the host's hand on the clock. The public lines get ``hours`` and
    whatever the family's :meth:`ClockHand.words_for` gives (``deadline``...); a confirmation
    gets those and ``state`` (``paused`` or ``running``). A ``None`` confirmation: the public
    line is itself the answer to the command (posted for everyone as the reply); otherwise the
    line is posted in the game's place and the host is answered privately."""

    extended: Words
    paused: Words
    resumed: Words
    already_paused: Msg
    not_paused: Msg
    no_clock: Msg
    confirm_extended: Words | None = None
    confirm_paused: Words | None = None


SHELL_CLOCK_WORDS = ClockWords(
    extended=lambda w: Msg.of("shell-extended-post", hours=w["hours"], deadline=w["deadline"]),
    paused=lambda w: Msg.of("shell-paused-post", host=w["host"]),
    resumed=lambda w: Msg.of("shell-resumed-post", host=w["host"], deadline=w["deadline"]),
    already_paused=Msg.of("shell-already", state="paused"),
    not_paused=Msg.of("shell-already", state="running"),
    no_clock=Msg.of("shell-no-clock"),
    confirm_extended=lambda w: Msg.of("shell-extended", deadline=w["deadline"]),
    confirm_paused=lambda w: Msg.of("shell-paused-or-resumed", state=w["state"]),
)
"""The shell families' words (``shell-game.ftl``)."""


class ClockHand(ABC, Generic[S]):
    """What the mechanism needs of one family's clock."""

    words: ClockWords

    @abstractmethod
    def session(self, interaction: discord.Interaction) -> S:
        """The game of the command, once the sender may hold its clock (a refusal otherwise)."""

    def ready(self, session: S) -> None:
        """Refuse a game whose clock cannot be held now (before anything else)."""

    @abstractmethod
    def paused(self, session: S) -> bool:
        """Whether the game's limit is frozen."""

    @abstractmethod
    def has_clock(self, session: S, hand: Hand) -> bool:
        """Whether there is a limit for ``hand`` to change."""

    @abstractmethod
    def change(self, session: S, hand: Hand, hours: float, now: dt.datetime) -> None:
        """Change the row's clock (under the game's lock)."""

    @abstractmethod
    def language(self, session: S) -> str:
        """The language of the game's public lines."""

    @abstractmethod
    def words_for(self, session: S, hand: Hand, hours: float, lang: str) -> dict[str, str]:
        """The variables of the family's public line in ``lang`` (``hours`` included)."""

    @abstractmethod
    def post(self, session: S, text: str) -> Sequence[Effect]:
        """The public line posted in the game's place (none when the reply says it)."""

    @abstractmethod
    async def shown(self, session: S) -> Sequence[Effect]:
        """What else the change shows (a turn post's or tally's new deadline)."""

    @abstractmethod
    async def save(self, session: S, effects: Sequence[Effect]) -> None:
        """Store the changed row with ``effects`` in one transaction."""
