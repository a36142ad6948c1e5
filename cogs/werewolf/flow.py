"""How a werewolf game moves on: a phase resolves once it is complete (every living player
answered at night, a majority by day when it ends the day), at its deadline or at the
storyteller's word (:func:`resolve`), in one transaction with what it shows
(:mod:`cogs.werewolf.announce`); and, after a restart, every game a crash cut short is caught up
(:func:`recover`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.effects import Effect
from bot.shell.store import GameStatus
from cogs.werewolf import announce
from cogs.werewolf.games import Session, games_of
from engine.werewolf import Action, Advance, Report
from engine.werewolf.actions import Undo

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)


async def resolve(
    bot: SuperpostBot,
    session: Session,
    user_id: int | None,
    *,
    action: Action | None = None,
    reason: str | None = None,
) -> Report:
    """Push a resolving action (``Advance`` by default, or a kick) with its announcement, in one
    transaction; a game that ends is closed. The caller holds the lock."""

    async def shown(report: Report | None) -> Sequence[Effect]:
        assert report is not None
        return await announce.announcement(bot, session, report, reason=reason)

    report = await games_of(bot).push(session, action or Advance(), user_id, shown)
    assert report is not None
    if session.row.status is GameStatus.OVER:
        games_of(bot).close(session)
    return report


def complete(session: Session) -> bool:
    """Whether the phase may resolve now: by night when the engine's public rule lets it end
    early (:meth:`~engine.werewolf.Game.night_may_end_early`: every living player answered,
    whatever the worlds need); by day at a majority, when the row's option ends the day then
    (the bot's setting, not a rule: the spec and the record know no such option)."""
    game = session.game
    if session.row.status is not GameStatus.RUNNING or game is None or game.is_over:
        return False
    if game.phase.is_night:
        return game.night_may_end_early()
    return session.row.options.majority_ends_day and game.tally().majority_target is not None


async def after_action(bot: SuperpostBot, session: Session) -> None:
    """Resolve the phase if it is complete. The caller holds the lock."""
    if complete(session):
        await resolve(bot, session, None)


async def after_reply(bot: SuperpostBot, session: Session) -> None:
    """Once an action was committed and its reply sent (outside the lock, so no network call
    waits under it): take the lock again and resolve the phase if it is complete (an action
    that came in between may have changed that; a crash before it is caught up at start-up)."""
    async with session.lock:
        await after_action(bot, session)


async def recover(bot: SuperpostBot) -> None:
    """Once ready, in the background: resolve every phase that became complete before a crash
    cut it short (the action was committed, its resolution was not). A game from before the
    outbox whose last resolution was never announced (``pending_announce``) has it queued now.
    A phase reopened by ``/game undo`` with nothing after it stays open. (A lobby a crash left
    without its post is finished before: :mod:`cogs.werewolf.reopen`.) Each game waits for its
    replay in the worker (:meth:`~bot.shell.live.LiveSession.warm`, the one the background
    replay runs), so the event loop replays none; a command's own games are caught up first,
    on its arrival (:func:`recover_game`)."""
    for session in list(games_of(bot).sessions.values()):
        try:
            await recover_game(bot, session)
        except Exception:  # one game must not keep the others from catching up
            log.exception("game %s: could not catch up after a restart", session.row.id)


async def recover_game(bot: SuperpostBot, session: Session) -> None:
    """Catch one game up after a restart (:func:`recover`): once, whoever asks first."""
    games = games_of(bot)
    if session.row.id not in games.behind:
        return
    await session.warm()
    async with session.lock:
        if session.row.id not in games.behind:
            return
        games.behind.discard(session.row.id)
        try:
            await _catch_up(bot, session)
        except BaseException:
            games.behind.add(session.row.id)  # tried again by the game's next command
            raise


async def _catch_up(bot: SuperpostBot, session: Session) -> None:
    """:func:`recover_game` under the game's lock."""
    games = games_of(bot)
    game = session.game
    if session.row.extra.pending_announce and game is not None and game.reports:
        log.warning("game %s: queueing its last announcement (older database)", session.row.id)
        extra = session.row.extra
        if extra.ended:  # kept running on disk until its end was announced
            session.row.status = GameStatus.OVER
        extra.pending_announce = extra.ended = False
        shown = await announce.announcement(bot, session, game.reports[-1])
        await games.save(session, shown)
        if session.row.status is GameStatus.OVER:
            games.close(session)
            return
    if game is not None and game.actions and isinstance(game.actions[-1], Undo):
        # The storyteller reopened this phase on purpose: it may still hold its
        # majority (or every answer), but it resolves only when someone acts again.
        return
    if complete(session):
        log.warning(
            "game %s: resolving %s, complete before a restart",
            session.row.id,
            session.row.extra.phase,
        )
        await after_action(bot, session)
