"""The base every family's cog derives from: answering refusals, and the host's hand on the clock.

:class:`ShellCog` is the base of the shell's :class:`~bot.shell.family_cog.FamilyCog`, which every
family's cogs derive from (werewolf's too), so all answer a refusal the same way
(:func:`answering`) and run ``extend``, ``pause`` and ``resume`` through one mechanism
(:meth:`ShellCog._hand_on_clock`):
who may, the refusals, the row's change, the save with what it shows and the answers. A family
gives only its :class:`ClockHand` (its clock functions, its session type and its save) and its
catalogue keys (:class:`ClockWords`) where its wording differs.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import enum
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import discord
from discord.ext import commands

from bot import waiting
from bot.effects import Effect
from bot.i18n import Msg, reader_language
from bot.shell.replies import Refusal, refusal_words, say, short_lines
from bot.shell.timer import DueTimer
from engine.core.errors import EngineError

if TYPE_CHECKING:
    from bot.client import SuperpostBot
    from bot.shell.live import LiveSession

S = TypeVar("S", bound="LiveSession[Any, Any]")

Answer = Callable[[discord.Interaction, str], Awaitable[None]]
"""How a refusal is said to its sender alone (:func:`bot.shell.replies.say`)."""


async def reply(
    interaction: discord.Interaction,
    content: str | None = None,
    *,
    ephemeral: bool = True,
    **kw: Any,
) -> None:
    """Answer an interaction, by response or (once answered or deferred) by follow-up; a
    public answer after a private deferral is posted for everyone (:func:`bot.waiting.follow_up`)."""
    if content is not None:
        kw["content"] = content
    await waiting.settle(interaction)
    if interaction.response.is_done():
        await waiting.follow_up(interaction, ephemeral=ephemeral, **kw)
    else:
        await interaction.response.send_message(ephemeral=ephemeral, **kw)


@dataclass
class Refused:
    """What an :func:`answering` block yields: whether it refused (and said so). The caller
    tests it before going on; whether the interaction is answered cannot tell, as a slow
    arrival or a busy game defers it (:mod:`bot.waiting`) before anything was refused."""

    said: bool = False


def plain_engine_words(error: EngineError, lang: str) -> str:
    """An engine's refusal as it is (a family without catalogue words for its engine's)."""
    return f"❌ {error}"


@contextlib.asynccontextmanager
async def answering(
    interaction: discord.Interaction,
    engine_words: Callable[[EngineError, str], str] = plain_engine_words,
    answer: Answer = say,
) -> AsyncIterator[Refused]:
    """Refusals, the engine's included (worded by ``engine_words``), answered to the sender
    alone in their language; what it yields says afterwards whether it refused."""
    refused = Refused()
    try:
        yield refused
    except Refusal as refusal:
        refused.said = True
        said = refusal_words(refusal, await reader_language(interaction))
        await answer(interaction, short_lines(f"❌ {said}"))
    except EngineError as error:
        refused.said = True
        lang = await reader_language(interaction)
        await answer(interaction, short_lines(engine_words(error, lang)))


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


class ShellCog(commands.Cog):
    """The shared base of every family's cog (no commands of its own)."""

    timer: DueTimer
    """The family's clock's timer, woken by a change of the running limit."""

    def __init__(self, bot: SuperpostBot) -> None:
        self.bot = bot

    @property
    def clock(self) -> Callable[[], dt.datetime]:
        return self.bot.clock

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        await say(interaction, text, **kwargs)

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        """What the sender reads, in ``lang``, when the engine refuses (families word it their
        way)."""
        return plain_engine_words(error, lang)

    def _refusals(
        self, interaction: discord.Interaction
    ) -> contextlib.AbstractAsyncContextManager[Refused]:
        """Refusals, the engine's included, answered in the sender's language (:func:`answering`)."""
        return answering(interaction, self._refusal_text, self._say)

    async def _hand_on_clock(
        self, interaction: discord.Interaction, hand: Hand, clock: ClockHand[S], hours: float = 0.0
    ) -> None:
        """The host extends (by ``hours``), pauses or resumes the game's running limit: checked,
        changed and stored with the public line and what else it shows, under the game's lock;
        then the clock is woken and the host answered."""
        words = clock.words
        async with self._refusals(interaction):
            session = clock.session(interaction)
            async with waiting.holding(session, interaction):
                clock.ready(session)
                if hand is not Hand.EXTEND and clock.paused(session) == (hand is Hand.PAUSE):
                    raise Refusal(words.already_paused if hand is Hand.PAUSE else words.not_paused)
                if not clock.has_clock(session, hand):
                    raise Refusal(words.no_clock)
                clock.change(session, hand, hours, self.clock())
                public = clock.language(session)
                made = {Hand.EXTEND: words.extended, Hand.PAUSE: words.paused}.get(
                    hand, words.resumed
                )
                line = made(clock.words_for(session, hand, hours, public)).say(public)
                told = clock.post(session, line)
                await clock.save(session, [*told, *await clock.shown(session)])
            self.timer.wake()
            confirm = words.confirm_extended if hand is Hand.EXTEND else words.confirm_paused
            if confirm is None:
                await reply(interaction, line, ephemeral=False)
                return
            lang = await reader_language(interaction)
            state = "paused" if hand is Hand.PAUSE else "running"
            said = confirm({**clock.words_for(session, hand, hours, lang), "state": state}).say(
                lang
            )
            await self._say(interaction, said)
