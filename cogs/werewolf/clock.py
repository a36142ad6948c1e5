"""The game clock: deadlines and reminders on the shell's clock (:class:`GameClock` with
:func:`bot.shell.deadlines.tick`), and ``/game settings``, ``/game extend``, ``/game pause``,
``/game resume``.

One task, the shell's :class:`~bot.shell.timer.DueTimer`, sleeps until the next thing due in any
game; a change of deadlines (``Games.on_change``) wakes it. All deadlines live in the database,
so the first pass after a start resolves whatever passed while the bot was down. The time is the
open games' clock (``Games.clock``; ``discord.utils.utcnow`` follows simcord's virtual clock).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence

import discord
from discord import app_commands

from bot import effects
from bot.effects import Effect
from bot.i18n import SOURCE, Msg, formats, reader_language, t
from bot.shell import hosts
from bot.shell.answering import reply
from bot.shell.clock_hand import ClockHand, ClockWords, Hand
from bot.shell.posts import post
from bot.shell.replies import Refusal, stamp
from cogs.werewolf import clocks, flow, language, lobby_post, render, tally, words
from cogs.werewolf.base import WerewolfBase
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.interact import checked_hours
from cogs.werewolf.models import (
    MAX_EXTEND_HOURS,
    MAX_PHASE_HOURS,
    MIN_PHASE_HOURS,
    WerewolfRow,
    parse_reminders,
)
from engine.werewolf import Advance, Game, TieUndecidedError

log = logging.getLogger(__name__)


def reminder_text(session: Session, locale: str = SOURCE) -> str:
    """The one reminder text of this phase (every player who owes something gets the same,
    each in their language)."""
    game = session.running
    where = render.channel_label(session.row)
    assert session.row.deadline is not None
    when = stamp(session.row.deadline)
    phase = render.phase_title(str(game.phase), locale)
    questions = game.questions()
    wants = questions[0] if len(questions) == 1 else "both"
    return t("werewolf-reminder", locale, phase=phase, channel=where, when=when, wants=wants)


def failed_reminders(session: Session, reminders: list[Effect]) -> list[Effect]:
    """The reminders, then a DM to each storyteller naming the players whose reminder could
    not be delivered (never in public: a reminder goes only to players who still owe
    something)."""
    game = session.running
    where = render.channel_label(session.row)
    labels = {
        session.row.seats[seat].user_id: render.esc(game.name(seat)) for seat in game.living()
    }
    shown = list(reminders)
    for user_id in hosts.hosts(session.row):
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


class Clock(WerewolfBase):
    """Deadlines, reminders, and the storyteller's hand on the clock."""

    # -- the clock's due work (the shell's tick, FamilyCog._tick, with werewolf's hooks) ---------

    async def _expire(self, session: Session, game: Game, now: dt.datetime) -> None:
        """The phase's deadline passed: resolve it (a tie the rules leave to the storyteller
        stops the clock and asks them instead)."""
        if game.is_over or session.row.deadline_kind != str(game.phase):
            return
        phase = render.phase_title(str(game.phase), session.language)
        try:
            game.check(Advance())
        except TieUndecidedError as error:
            clocks.pause(session.row, games_of(self.bot).clock())
            session.row.paused_left = 0.0
            tied = words.and_list([render.esc(n) for n in error.tied], session.language)
            text = t(
                "werewolf-deadline-tie",
                session.language,
                phase=phase,
                tied=tied,
                storyteller=f"<@{session.row.host_id}>",
            )
            await games_of(self.bot).save(session, [post(None, session.row.channel_id, text)])
            return
        log.info("deadline of %s in game %s: resolving", phase, session.row.id)
        reason = t("werewolf-time-is-up", session.language, phase=phase)
        await flow.resolve(self.bot, session, None, reason=reason)

    def _mark_reminded(self, row: WerewolfRow, now: dt.datetime) -> None:
        """Note every reminder due now sent: one message says the latest of them."""
        due = clocks.mark_reminded(row, now)
        log.info("game %s: reminder (%s h before)", row.id, ", ".join(f"{h:g}" for h in due))

    async def _remind(self, session: Session, game: Game) -> list[Effect]:
        """The phase's reminder by DM to every living player who still owes an answer, and the
        storytellers' note on those it could not reach."""
        await language.settle(games_of(self.bot).storage.database, session.row)
        # Game.unanswered, not the engine's owed (who could be the Seer or a leading wolf):
        # a reminder must tell nobody anything about the worlds.
        owing = game.unanswered()
        reminders = []
        for seat in owing:
            user_id = session.row.seats[seat].user_id
            text = reminder_text(session, session.reader(user_id))
            reminders.append(effects.dm(user_id, report=True, content=text))
        log.info("game %s: reminder to %d player(s)", session.row.id, len(owing))
        return failed_reminders(session, reminders)

    @app_commands.command(name="settings")
    @app_commands.describe(
        night_hours="How long each night lasts, in hours (from the next night on)",
        day_hours="How long each day lasts, in hours (from the next day on)",
        reminders="Hours before a deadline to DM players who still owe a choice ('12,1', 'none')",
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        night_hours: app_commands.Range[float, MIN_PHASE_HOURS, MAX_PHASE_HOURS] | None = None,
        day_hours: app_commands.Range[float, MIN_PHASE_HOURS, MAX_PHASE_HOURS] | None = None,
        reminders: app_commands.Range[str, 0, 100] | None = None,
    ) -> None:
        """Show or change the phase lengths and reminders (storyteller)."""
        async with self._refusals(interaction), self.storyteller_turn(interaction) as session:
            update: dict[str, object] = {}
            if night_hours is not None:
                update["night_hours"] = checked_hours("night_hours", night_hours)
            if day_hours is not None:
                update["day_hours"] = checked_hours("day_hours", day_hours)
            if reminders is not None:
                try:
                    update["reminder_hours"] = parse_reminders(reminders)
                except ValueError as error:
                    raise Refusal(error.args[0]) from None
            row = session.row
            if update:
                row.options = row.options.model_copy(update=update)
                await games_of(self.bot).save(session)
            said = await reader_language(interaction)
            lines = [lobby_post.settings_lines(row.options, said)]
            if update:
                lines.insert(0, t("werewolf-settings-changed", said))
            shown = render.deadline_text(row, said)
            if shown:
                lines.append(shown)
            await reply(interaction, "\n".join(lines))

    @app_commands.command(name="extend")
    @app_commands.describe(hours="Hours to add to the current phase's deadline")
    async def extend(
        self,
        interaction: discord.Interaction,
        hours: app_commands.Range[float, MIN_PHASE_HOURS, MAX_EXTEND_HOURS],
    ) -> None:
        """Give the current phase more time (storyteller)."""
        await self._hand_on_clock(interaction, Hand.EXTEND, StorytellerHand(self), hours)

    @app_commands.command(name="pause")
    async def pause(self, interaction: discord.Interaction) -> None:
        """Stop the clock of this game; the time left is kept (storyteller)."""
        await self._hand_on_clock(interaction, Hand.PAUSE, StorytellerHand(self))

    @app_commands.command(name="resume")
    async def resume(self, interaction: discord.Interaction) -> None:
        """Start the clock again with the time that was left (storyteller)."""
        await self._hand_on_clock(interaction, Hand.RESUME, StorytellerHand(self))


class StorytellerHand(ClockHand[Session]):
    """Werewolf's hand on the shell's clock mechanism: the storytellers hold it, the line
    names the phase and answers the command for everyone, and the day's tally shows the new
    deadline (queued in the same transaction)."""

    words = ClockWords(
        extended=lambda w: Msg.of(
            "werewolf-extended",
            hours=w["hours"],
            plural=w["plural"],
            phase=w["phase"],
            deadline=w["deadline"],
        ),
        paused=lambda w: Msg.of("werewolf-paused", phase=w["phase"], deadline=w["deadline"]),
        resumed=lambda w: Msg.of("werewolf-resumed", phase=w["phase"], deadline=w["deadline"]),
        already_paused=Msg.of("werewolf-refusal-already-paused"),
        not_paused=Msg.of("werewolf-refusal-not-paused"),
        no_clock=Msg.of("werewolf-refusal-no-deadline"),
    )

    def __init__(self, cog: Clock) -> None:
        self.cog = cog

    def session(self, interaction: discord.Interaction) -> Session:
        return self.cog._host_session(interaction)

    def ready(self, session: Session) -> None:
        session.running  # noqa: B018 (refuses a game that is not running)

    def paused(self, session: Session) -> bool:
        return session.row.paused_left is not None

    def has_clock(self, session: Session, hand: Hand) -> bool:
        # Extending a game without a deadline sets one; resuming one has the time left.
        return hand is not Hand.PAUSE or session.row.deadline is not None

    def change(self, session: Session, hand: Hand, hours: float, now: dt.datetime) -> None:
        if hand is Hand.EXTEND:
            clocks.extend(session.row, checked_hours("hours", hours, high=MAX_EXTEND_HOURS), now)
        else:
            (clocks.pause if hand is Hand.PAUSE else clocks.resume)(session.row, now)

    def language(self, session: Session) -> str:
        return session.language

    def words_for(self, session: Session, hand: Hand, hours: float, lang: str) -> dict[str, str]:
        return {
            "hours": formats.number(hours, lang),
            "plural": "one" if hours == 1 else "other",
            "phase": render.phase_title(str(session.running.phase), lang),
            "deadline": render.deadline_text(session.row, lang) or "",
        }

    def post(self, session: Session, text: str) -> Sequence[Effect]:
        return ()  # the line is the command's public answer

    async def shown(self, session: Session) -> Sequence[Effect]:
        if session.running.phase.is_night:
            return ()
        return tally.tally_refresh(session)

    async def save(self, session: Session, effects: Sequence[Effect]) -> None:
        await games_of(self.cog.bot).save(session, effects)
