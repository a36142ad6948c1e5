"""The clock of every game: resolves a phase at its deadline and DMs reminders before it.

One task, the shell's :class:`~bot.shell.timer.DueTimer`, sleeps until the next thing due in
any game (RoboDanny's timer pattern): a change of deadlines (:meth:`Scheduler.wake`) cancels the
sleep and starts the task again. All
deadlines live in the database, so the first pass after a start resolves whatever passed while
the bot was down. The clock is injectable (a callable returning aware UTC datetimes); the
default, ``discord.utils.utcnow``, follows simcord's virtual clock in tests.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import TYPE_CHECKING

from bot import effects
from bot.effects import Effect
from bot.i18n import SOURCE, t
from bot.shell.clock import GameClock
from bot.shell.posts import post
from bot.shell.store import GameStatus
from bot.shell.timer import DueTimer
from cogs.werewolf import answers, deadlines, flow, language, render, words
from cogs.werewolf.games import Clock, Session, games_of
from engine.werewolf import Advance, EngineError, TieUndecidedError

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

TITLE = "Quantum Werewolf"
"""How the clock's log names the family."""


async def _started() -> None:
    """The clock runs from the cog's load on: the games it ticks are read before that."""


def owes_something(session: Session, seat: int) -> bool:
    """Whether a living player has not yet answered everything this phase asks of everyone.

    Deliberately the same for everyone (:mod:`cogs.werewolf.answers`, not the engine's ``owed``, which
    knows who could be the Seer or the dominant wolf): a reminder must not tell a player
    anything about the worlds.
    """
    return not answers.has_answered(session.running, seat)


def reminder_text(bot: SuperpostBot, session: Session, locale: str = SOURCE) -> str:
    """The one reminder text of this phase (every player who owes something gets the same,
    each in their language)."""
    game = session.running
    where = flow.channel_name(session)
    assert session.row.deadline is not None
    when = deadlines.timestamp(session.row.deadline)
    phase = render.phase_title(str(game.phase), locale)
    wants = ("both" if game.attacks_tonight() else "vision") if game.phase.is_night else "vote"
    return t("werewolf-reminder", locale, phase=phase, channel=where, when=when, wants=wants)


class Scheduler:
    """Deadlines and reminders of every running game: the shell's clock loop
    (:class:`~bot.shell.clock.GameClock`) with werewolf's tick."""

    def __init__(self, bot: SuperpostBot, clock: Clock | None = None) -> None:
        self.bot = bot
        self.clock: Clock = clock or games_of(bot).clock
        self.game_clock = GameClock(
            TITLE,
            sessions=lambda: games_of(self.bot).sessions.values(),
            due=deadlines.next_due,
            tick=self._game_due,
            clock=lambda: self.clock(),
            ready=_started,
        )
        self.timer = DueTimer(
            "qw-scheduler", self.game_clock.next_due, self.game_clock.run_due, lambda: self.clock()
        )
        """The shell's task that sleeps until :meth:`next_due` and then runs :meth:`run_due`."""

    # -- the task --------------------------------------------------------------------------------

    def start(self) -> None:
        """Start the task (in a cog's ``cog_load``)."""
        self.timer.start()

    def stop(self) -> None:
        """Stop the task (in ``cog_unload``)."""
        self.timer.stop()

    def wake(self) -> None:
        """Deadlines changed: look again now (a pass in progress looks again by itself)."""
        self.timer.wake()

    def next_due(self) -> dt.datetime | None:
        """The next instant something is due in any game."""
        return self.game_clock.next_due()

    def seconds_to_next(self) -> float:
        """How long the task sleeps: until the next thing due, at most a few hours."""
        return self.timer.seconds_to_next()

    # -- one pass --------------------------------------------------------------------------------

    async def run_due(self) -> None:
        """Resolve every phase whose deadline passed and send every reminder due."""
        await self.game_clock.run_due()

    async def _game_due(self, session: Session, _now: dt.datetime) -> None:
        async with session.lock:
            row, game = session.row, session.game
            if row.status is not GameStatus.RUNNING or game is None:
                return
            # The time under the lock: waiting for it may have taken a while.
            now = self.clock()
            if (
                row.deadline is not None
                and row.deadline <= now
                and row.deadline_phase == str(game.phase)
                and not game.is_over
            ):
                await self._resolve(session)
                return
            due = deadlines.due_reminders(row, now)
            if due:
                await self._remind(session, due)

    async def _resolve(self, session: Session) -> None:
        game = session.running
        phase = render.phase_title(str(game.phase), session.language)
        try:
            game.check(Advance())
        except TieUndecidedError as error:
            deadlines.pause(session.row, self.clock())
            session.row.paused_left = 0.0
            note = post(
                None,
                session.row.channel_id,
                t(
                    "werewolf-deadline-tie",
                    session.language,
                    phase=phase,
                    tied=words.and_list([render.esc(n) for n in error.tied], session.language),
                    storyteller=f"<@{session.row.storyteller_id}>",
                ),
            )
            await games_of(self.bot).save(session, [note])
            return
        except EngineError:
            raise
        log.info("deadline of %s in game %s: resolving", phase, session.row.id)
        await flow.resolve(
            self.bot, session, None, reason=t("werewolf-time-is-up", session.language, phase=phase)
        )

    def _failed_reminders(self, session: Session, reminders: list[Effect]) -> list[Effect]:
        """The reminders, then a DM to each storyteller naming the players whose reminder could
        not be delivered (never in public: a reminder goes only to players who still owe
        something)."""
        game = session.running
        where = flow.channel_name(session)
        labels = {
            session.row.members[seat].user_id: render.esc(game.name(seat)) for seat in game.living()
        }
        shown = list(reminders)
        for user_id in [session.row.storyteller_id, *session.row.co_storytellers]:
            locale = session.reader(user_id)
            phase = render.phase_title(str(game.phase), locale)
            text = t(
                "werewolf-reminder-undelivered",
                locale,
                phase=phase,
                channel=where,
                mentions="{mentions}",
            )
            shown += effects.unreachable(user_id, [], text, in_dm=True, labels=labels)
        return shown

    async def _remind(self, session: Session, due: list[float]) -> None:
        game = session.running
        await language.settle(games_of(self.bot).storage.database, session.row)
        owing = [seat for seat in game.living() if owes_something(session, seat)]
        reminders = [
            effects.dm(
                session.row.members[seat].user_id,
                report=True,
                content=reminder_text(
                    self.bot, session, session.reader(session.row.members[seat].user_id)
                ),
            )
            for seat in owing
        ]
        log.info(
            "game %s: %s reminder (%s h before) to %d player(s)",
            session.row.id,
            game.phase.title(),
            ", ".join(f"{h:g}" for h in due),
            len(owing),
        )
        session.row.reminders_sent = sorted({*session.row.reminders_sent, *due}, reverse=True)
        await games_of(self.bot).save(session, self._failed_reminders(session, reminders))
