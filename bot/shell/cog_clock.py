"""The family's clock in its cog: the due work of a running game and the host's hand on the
running limit (extend, pause, resume) (:class:`ClockPart` of
:class:`bot.shell.family_cog.FamilyCog`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

import discord

from bot import waiting
from bot.effects import Effect
from bot.i18n import reader_language
from bot.shell import deadlines
from bot.shell.answering import reply
from bot.shell.clock_hand import SHELL_CLOCK_WORDS, ClockHand, ClockWords, Hand
from bot.shell.cog_base import CogBase, S
from bot.shell.posts import post
from bot.shell.replies import Refusal, ts
from bot.shell.store import FamilyGameRow


class PauseClocks(Protocol):
    """A family's clock functions that pausing needs (its ``clocks`` module)."""

    def paused(self, row: FamilyGameRow) -> bool: ...

    def freeze(self, row: FamilyGameRow, now: dt.datetime) -> None: ...

    def thaw(self, row: FamilyGameRow, now: dt.datetime) -> None: ...


class ClockPart(CogBase[S]):
    """The clock's tick for one running game and the host's extend, pause and resume."""

    async def _tick(self, session: S, now: dt.datetime) -> None:
        """The clock's due work for one running game (:func:`bot.shell.deadlines.tick`): the
        family's own first (:meth:`_due_first`), else the running limit's end
        (:meth:`_expire`), else its reminder (:meth:`_remind`)."""
        await deadlines.tick(
            self.sessions.save,
            session,
            now,
            self.deadline_clocks,
            self.game_type,
            first=lambda game: self._due_first(session, game, now),
            expire=lambda game: self._expire(session, game, now),
            remind=lambda game: self._remind(session, game),
            mark=lambda row: self._mark_reminded(row, now),
        )

    async def _due_first(self, session: S, game: Any, now: dt.datetime) -> bool:
        """The family's own due work before the limit's (a vote's end), under the game's
        lock; whether it did any."""
        return False

    async def _expire(self, session: S, game: Any, now: dt.datetime) -> None:
        """What the running limit's end pushes, under the game's lock
        (:func:`bot.shell.deadlines.timeout` for a turn's)."""
        raise NotImplementedError

    async def _remind(self, session: S, game: Any) -> Sequence[Effect]:
        """What the running limit's reminder shows (stored with the row)."""
        raise NotImplementedError

    def _mark_reminded(self, row: Any, now: dt.datetime) -> None:
        """Note the running limit's reminder due at ``now`` sent (one per limit; a family with
        more says how)."""
        deadlines.reminded(row)

    async def _extend(
        self,
        interaction: discord.Interaction,
        hours: float,
        change: Callable[[FamilyGameRow], None],
        then: Callable[[S], Awaitable[Sequence[Effect]]],
    ) -> None:
        """The host adds ``hours`` to the running limit (``change`` adjusts the row's clock;
        ``then`` says what else the change shows, like the turn post's new deadline)."""

        def extend(row: FamilyGameRow, hours: float) -> None:
            assert row.deadline is not None
            row.deadline += dt.timedelta(hours=hours)
            change(row)

        await self._add_time(interaction, hours, extend, then=then)

    async def _add_time(
        self,
        interaction: discord.Interaction,
        hours: float,
        extend: Callable[[FamilyGameRow, float], None],
        *,
        then: Callable[[S], Awaitable[Sequence[Effect]]] | None = None,
        words: ClockWords = SHELL_CLOCK_WORDS,
        frozen_too: bool = False,
        hours_text: Callable[[float, str], str] = lambda hours, lang: f"{hours:g}",
    ) -> None:
        """The host adds ``hours`` to the limit (``extend`` changes the row; with
        ``frozen_too`` a paused limit takes them too), said with the family's ``words``."""
        hand = _HostHand(
            self,
            words=words,
            extend=extend,
            then=then,
            frozen_too=frozen_too,
            hours_text=hours_text,
        )
        await self._hand_on_clock(interaction, Hand.EXTEND, hand, hours)

    async def _toggle_pause(
        self,
        interaction: discord.Interaction,
        pause: bool,
        clocks: PauseClocks,
        then: Callable[[S], Awaitable[Sequence[Effect]]] | None = None,
    ) -> None:
        """The host pauses (``pause``) or resumes the game: the running limit is frozen or runs
        again with what was left of it, and the thread is told (``then`` adds what else the
        change shows)."""
        hand = _HostHand(self, clocks=clocks, then=then)
        await self._hand_on_clock(interaction, Hand.PAUSE if pause else Hand.RESUME, hand)

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
            self._wake_clock()
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


class _HostHand(ClockHand[S]):
    """A shell family's hand on its clock: the host's, posted in the game's thread."""

    def __init__(
        self,
        cog: CogBase[S],
        *,
        words: ClockWords = SHELL_CLOCK_WORDS,
        clocks: PauseClocks | None = None,
        extend: Callable[[FamilyGameRow, float], None] | None = None,
        then: Callable[[S], Awaitable[Sequence[Effect]]] | None = None,
        frozen_too: bool = False,
        hours_text: Callable[[float, str], str] = lambda hours, lang: f"{hours:g}",
    ) -> None:
        self.cog, self.words, self.clocks, self.extend = cog, words, clocks, extend
        self.then, self.frozen_too, self.hours_text = then, frozen_too, hours_text

    def session(self, interaction: discord.Interaction) -> S:
        return self.cog._host_session(interaction)

    def paused(self, session: S) -> bool:
        assert self.clocks is not None
        return self.clocks.paused(session.row)

    def has_clock(self, session: S, hand: Hand) -> bool:
        # Pausing keeps whatever is left; only extending needs a limit (a running one, unless
        # the family adds to a frozen one too).
        row = session.row
        frozen = self.frozen_too and row.paused_left is not None
        return hand is not Hand.EXTEND or row.deadline is not None or frozen

    def change(self, session: S, hand: Hand, hours: float, now: dt.datetime) -> None:
        if hand is Hand.EXTEND:
            assert self.extend is not None
            self.extend(session.row, hours)
            return
        assert self.clocks is not None
        (self.clocks.freeze if hand is Hand.PAUSE else self.clocks.thaw)(session.row, now)

    def language(self, session: S) -> str:
        return self.cog._public_lang(session)

    def words_for(self, session: S, hand: Hand, hours: float, lang: str) -> dict[str, str]:
        deadline = ts(session.row.deadline, lang)
        hours_said = self.hours_text(hours, lang)
        return {"hours": hours_said, "deadline": deadline, "host": self.cog.host_word}

    def post(self, session: S, text: str) -> Sequence[Effect]:
        return [post(session.row, self.cog.thread_id(session.row), text)]

    async def shown(self, session: S) -> Sequence[Effect]:
        return () if self.then is None else await self.then(session)

    async def save(self, session: S, effects: Sequence[Effect]) -> None:
        await self.cog.sessions.save(session, effects)
