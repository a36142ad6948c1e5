"""What a change of a werewolf game shows on Discord: public posts, private news, the next
phase's prompts, the live tally, roles, the end.

Nothing here calls Discord for an announcement. Each function renders
:class:`~bot.effects.Effect` rows, which the caller commits together with the change
(``Games.push(..., effects=...)`` or ``Games.save(session, effects)``) under the game's lock; the
outbox sender (:mod:`bot.outbox`) then sends them, once each, outside the lock. What the werewolf
family adds to the sender (its role calls, the retired tally, news kept for closed DMs) is in
:mod:`cogs.werewolf.sends`, on the shell's registration; the news closed DMs refused is kept and
shown by the shell's inbox (:mod:`bot.shell.kept`, werewolf's way of showing it:
:func:`show_news`).
"""

from __future__ import annotations

import dataclasses
import io
import logging
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot import effects, worker
from bot.effects import Effect
from bot.i18n import SOURCE, t
from bot.shell.kept import HEADER, MAX_EMBEDS, KeptMessage, Show
from bot.shell.posts import post
from bot.shell.rematch import rematch_view
from bot.shell.replies import seed_revealed
from bot.shell.store import GameStatus
from cogs.werewolf import (
    answers,
    channels,
    end_post,
    heatmap,
    language,
    lobby_post,
    phase_posts,
    private_posts,
    render,
)
from cogs.werewolf.games import Effects, Games, Session, games_of
from cogs.werewolf.models import seat_of
from cogs.werewolf.night_menu import night_view
from cogs.werewolf.pages import by_name
from cogs.werewolf.storage import FAMILY
from cogs.werewolf.views import closed_view, lobby_view
from cogs.werewolf.vote_menu import vote_view
from engine.werewolf import Action, Advance, Game, Report, observe, observe_all, parse_phase
from engine.werewolf.actions import Undo

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

TALLY = "tally"
"""The key of the day's tally message (its edits find it by this key)."""


def channel_name(session: Session) -> str:
    """``#town-square``: the game's channel as DMs name it (:func:`render.channel_label`)."""
    return render.channel_label(session.row)


def unreachable_text(what: str, locale: str = SOURCE) -> str:
    """The channel note for players a DM could not reach (it never says what the DM held)."""
    return t("werewolf-unreachable", locale, what=what, mentions="{mentions}")


def reported(session: Session, dms: Sequence[Effect], what: str) -> list[Effect]:
    """``dms`` then, once a game per player, a note in the channel (in the game's language)
    for those they missed."""
    note = unreachable_text(what, session.language)
    return effects.unreachable(session.row.channel_id, dms, note, once=True)


def kept(effect: Effect, prompt_phase: str | None = None, *, lasting: int = 0) -> Effect:
    """A DM whose embeds are kept for the player's next command if it fails (closed DMs). With
    ``prompt_phase``, its embeds after the first ``lasting`` are that night's prompt, shown only
    while the night lasts (the first ``lasting``, e.g. the welcome, are shown whenever)."""
    effect.payload["pending"] = {"phase": prompt_phase, "lasting": lasting}
    return effect


def prompt_key(phase: str, user_id: int) -> str:
    return f"prompt:{phase}:{user_id}"


async def night_prompts(
    bot: SuperpostBot, session: Session, *, welcome: bool = False
) -> list[Effect]:
    """Tonight's menus for every living player (see :func:`rendered_prompts`), rendered in a
    worker thread. The caller holds the lock."""
    return await worker.run(rendered_prompts, session, channel_name(session), welcome=welcome)


def rendered_prompts(session: Session, where: str, *, welcome: bool = False) -> list[Effect]:
    """Tonight's menus for every living player (and, at the start, their welcome), then a note
    in the channel for those the DMs do not reach. ``where``: :func:`channel_name`."""
    game = session.running
    observe_all(game)  # every view at once; observe() below reads them until the next action
    named = by_name(game, game.living())  # the menus' order, sorted once for every prompt
    prompts = [
        night_prompt(where, session, seat, welcome=welcome, named=named) for seat in game.living()
    ]
    phase = render.phase_title(str(game.phase), session.language)
    what = t(
        "werewolf-unreachable-what", session.language, welcome=render.yes_no(welcome), phase=phase
    )
    return reported(session, prompts, what)


def night_prompt(
    where: str,
    session: Session,
    seat: int,
    *,
    welcome: bool = False,
    named: list[int] | None = None,
) -> Effect:
    """One living player's menus for tonight (with the deadline) by DM. ``where``:
    :func:`channel_name`; ``named``: see :func:`~cogs.werewolf.night_menu.night_view`."""
    game = session.running
    view = observe(game, seat)
    user_id = session.row.seats[seat].user_id
    locale = session.reader(user_id)
    embeds = [private_posts.night_embed(view, game, where, odds=not welcome, locale=locale)]
    if welcome:
        embeds.insert(0, private_posts.welcome_embed(view, game, where, locale))
    menus = night_view(session.row.id, game, seat, locale=locale, named=named)
    prompt = effects.dm(
        user_id,
        report=True,
        content=render.deadline_text(session.row, locale),
        embeds=embeds,
        view=menus,
    )
    # A view and its items refer to each other, so once turned into components it would wait
    # for a pass of the garbage collector (a thousand of them at a big game's nightfall, some
    # surviving into the old generation). Emptied, it is freed at once by reference counting.
    menus.clear_items()
    prompt = dataclasses.replace(prompt, key=prompt_key(str(game.phase), user_id))
    return kept(prompt, str(game.phase), lasting=len(embeds) - 1)


def close_prompts(session: Session, phase: str | None, *, label: str | None = None) -> list[Effect]:
    """The night is over: its menus in every DM become one disabled "Night 1 is over" button
    (or ``label``). A player who got no menus that night has nothing to close."""
    if phase is None or not parse_phase(phase).is_night:
        return []

    def closed(locale: str) -> discord.ui.View:
        return closed_view(
            label or t("werewolf-phase-over", locale, phase=render.phase_title(phase, locale))
        )

    return [
        effects.edit(
            member.user_id,
            key=prompt_key(phase, member.user_id),
            view=closed(session.reader(member.user_id)),
            in_dm=True,
        )
        for member in session.row.seats
    ]


def private_news(where: str, session: Session, report: Report) -> list[Effect]:
    """Each player's own messages of a report (vision results, certainties) by DM.

    A failure is never told in public: saying that a DM to someone failed would tell everyone
    that this player had news. The news waits for the player's next command instead.
    """
    by_seat: dict[int, list[str]] = defaultdict(list)
    game = session.game
    assert game is not None
    for message in report.messages:
        locale = session.reader(session.row.seats[message.seat].user_id)
        target = None if message.target is None else render.esc(game.name(message.target))
        text = private_posts.news_text(message, target, locale)
        if message.kind == "vision":
            text = private_posts.vision_news(game, message.seat, message.target, text, locale)
        by_seat[message.seat].append(text)
    news = []
    for seat, texts in sorted(by_seat.items()):
        locale = session.reader(session.row.seats[seat].user_id)
        title = private_posts.news_title(report.phase, where, locale, correction=report.correction)
        embed = discord.Embed(
            title=title,
            description="\n".join(texts),
            colour=render.NIGHT_COLOUR,
        )
        news.append(kept(effects.dm(session.row.seats[seat].user_id, embeds=[embed])))
    return news


def roles(session: Session) -> Effect:
    """Alive and Dead roles as the game now stands."""
    alive, dead = channels.role_lists(session)
    return effects.call("roles-sync", session.row.channel_id, alive=alive, dead=dead)


def roles_setup(session: Session) -> Effect:
    """The game's roles and channel for the dead (at the start)."""
    return effects.call("roles-setup", session.row.channel_id)


def roles_release(session: Session, user_id: int) -> Effect:
    """A member who left their seat loses the game's roles."""
    return effects.call("roles-release", user_id)


def cleanup(session: Session) -> Effect:
    """The game's roles deleted and its channel opened again."""
    return effects.call("roles-cleanup", session.row.channel_id)


def lobby_message(session: Session) -> dict[str, Any]:
    """The open lobby's post as ``send``'s keywords: its embed and buttons, in the game's
    language."""
    row, locale = session.row, session.language
    return {"embed": lobby_post.lobby_embed(row, locale=locale), "view": lobby_view(row.id, locale)}


def lobby_refresh(session: Session, outcome: str | None = None) -> list[Effect]:
    """The lobby message brought up to date (its buttons closed once the lobby is)."""
    row = session.row
    if row.lobby_message_id is None:
        return []
    locale = session.language
    if row.status is GameStatus.LOBBY:
        embed, view = lobby_post.lobby_embed(row, locale=locale), lobby_view(row.id, locale)
    elif outcome is not None:
        over = dataclasses.replace(row, status=GameStatus.OVER)
        embed = lobby_post.lobby_embed(over, outcome, locale)
        view = closed_view(t("werewolf-game-over-label", locale))
    else:
        embed, view = lobby_post.lobby_embed(row, locale=locale), None
    return [
        effects.edit(
            row.channel_id,
            message_id=row.lobby_message_id,
            embeds=[embed],
            view=view,
            clear_view=view is None,
        )
    ]


def tally(session: Session) -> discord.Embed:
    """The day's tally embed, with the deadline."""
    locale = session.language
    return phase_posts.tally_embed(
        session.running,
        session.row.options,
        deadline=render.deadline_text(session.row, locale),
        locale=locale,
    )


TALLY_SCROLL = 15
"""After this many messages in the channel below the tally, the next update posts it anew at
the bottom (and deletes the old one), so the one live tally stays in view."""


def tally_post(session: Session) -> list[Effect]:
    """A new tally message for the day, with its vote menu (later edits find it by key)."""
    session.chatter = 0
    return [
        post(
            None,
            session.row.channel_id,
            key=TALLY,
            embeds=[tally(session)],
            view=vote_view(session.row.id, session.running, locale=session.language),
        )
    ]


def tally_refresh(session: Session) -> list[Effect]:
    """The day's tally brought up to date (posted anew when it is gone, or at the bottom when
    it scrolled out of view)."""
    if session.chatter >= TALLY_SCROLL:
        return [effects.call("retire-tally", session.row.channel_id), *tally_post(session)]
    return [
        effects.edit(
            session.row.channel_id,
            key=TALLY,
            embeds=[tally(session)],
            view=vote_view(session.row.id, session.running, locale=session.language),
            or_post=True,
        )
    ]


def refreshed_tally(session: Session) -> Effects:
    """For ``Games.push``: the tally as it stands after the action (by day)."""

    async def render_it(report: Report | None) -> Sequence[Effect]:
        game = session.game
        if game is None or game.is_over or game.phase.is_night:
            return []
        return tally_refresh(session)

    return render_it


def tally_close(session: Session, report: Report) -> list[Effect]:
    """The day's tally message frozen once the day is over."""
    if report.lynch is None:
        return []
    game = session.game
    assert game is not None
    locale = session.language
    lines = [
        f"**{render.esc(game.name(count.target))}**: {len(count.voters)} "
        f"({render.names(game, count.voters, locale)})"
        for count in report.lynch.votes
    ] or [t("werewolf-no-votes", locale)]
    embed = discord.Embed(
        title=phase_posts.tally_title(report.phase, locale, closed=True),
        description="\n".join(lines),
        colour=render.INFO_COLOUR,
    )
    phase = render.phase_title(report.phase, locale)
    closed = closed_view(t("werewolf-votes-closed", locale, phase=phase))
    return [effects.edit(session.row.channel_id, key=TALLY, embeds=[embed], view=closed)]


async def announcement(
    bot: SuperpostBot, session: Session, report: Report, *, reason: str | None = None
) -> list[Effect]:
    """Everything a resolution shows (see :func:`rendered_announcement`), rendered in a worker
    thread. The caller holds the lock."""
    where = channel_name(session)
    return await worker.run(rendered_announcement, session, report, where, reason=reason)


def rendered_announcement(
    session: Session, report: Report, where: str, *, reason: str | None = None
) -> list[Effect]:
    """Everything a resolution shows: the public post, private news, roles, then the next
    phase's prompts or tally (or the end). ``where``: :func:`channel_name`.

    ``reason`` (e.g. "the deadline passed") goes above the post. A kick leaves the phase as it
    was: the phase goes on (and may now be complete).
    """
    game = session.game
    assert game is not None
    public = report.public()
    locale = session.language
    png = render.heatmap_png(public.table, locale)
    deadline = render.deadline_text(session.row, locale)
    shown: list[Effect] = [
        *tally_close(session, report),
        post(
            None,
            session.row.channel_id,
            reason,
            embeds=[phase_posts.report_embed(public, game, deadline=deadline, locale=locale)],
            files=render.table_files(public.table, png, locale),
        ),
    ]
    if parse_phase(report.phase).is_night and report.kind == "phase":
        shown += close_prompts(session, report.phase)
    shown += [*private_news(where, session, report), roles(session)]
    if public.outcome is not None:
        return shown + ending(session, report)
    if report.kind == "kick":
        if not game.phase.is_night:
            shown += tally_refresh(session)
        return shown
    if game.phase.is_night:
        return shown + rendered_prompts(session, where)
    return shown + tally_post(session)


def ending(session: Session, report: Report) -> list[Effect]:
    """The end: winners, the reveal, the replayable record and the collapse heat map; then the
    menus and buttons are closed and the game's roles go."""
    game = session.game
    assert game is not None
    record = Games.record_json(game).encode()
    embeds = [end_post.end_embed(report.public(), game, session.language)]
    files = [
        discord.File(io.BytesIO(record), filename=f"quantum-werewolf-game-{session.row.id}.json")
    ]
    history = history_heatmap(session)
    if history is not None:
        embeds.append(history[0])
        files.append(history[1])
    outcome = end_post.outcome_text(report.public(), game, session.language)
    return [
        post(None, session.row.channel_id, embeds=embeds, files=files, **end_extras(session, game)),
        *close_components(session, outcome),
        cleanup(session),
    ]


def end_extras(session: Session, game: Game) -> dict[str, Any]:
    """What every end post carries, as the other families' do: the seed beside the hash posted
    at the start (with a command that checks it) and the shell's Rematch button."""
    revealed = seed_revealed(game.setup.seed, session.language)
    return {"content": revealed, "view": rematch_view(FAMILY, session.row.id, session.language)}


def close_undone(session: Session, phase: str) -> list[Effect]:
    """The storyteller undid the resolution that opened ``phase``: its night menus or its
    tally's menu are disabled (the phase comes again, with new ones, once it is resolved)."""
    label = t(
        "werewolf-undone-label", session.language, phase=render.phase_title(phase, session.language)
    )
    if parse_phase(phase).is_night:
        return close_prompts(session, phase, label=label)
    return [effects.edit(session.row.channel_id, key=TALLY, view=closed_view(label))]


def close_components(session: Session, outcome: str) -> list[Effect]:
    """The game is over: the night menus, the tally's menu and the lobby buttons are disabled,
    and the lobby message shows ``outcome`` instead of "the game has started"."""
    phase = session.row.extra.phase
    closing = close_prompts(session, phase)
    if phase is not None and not parse_phase(phase).is_night:
        closing.append(
            effects.edit(
                session.row.channel_id,
                key=TALLY,
                view=closed_view(t("werewolf-game-over-votes-closed", session.language)),
            )
        )
    return closing + lobby_refresh(session, outcome)


def history_heatmap(session: Session) -> tuple[discord.Embed, discord.File] | None:
    """The heat map of every player's evil % phase by phase (for the end of the game; CPU-heavy
    in long games: call it in a worker)."""
    game = session.game
    assert game is not None
    locale = session.language
    try:
        png = heatmap.history_png(game, locale)
    except Exception:
        log.exception("could not draw the history heat map of game %s", session.row.id)
        return None
    embed = discord.Embed(
        title=t("werewolf-history-title", locale),
        description=t("werewolf-history-note", locale),
        colour=render.INFO_COLOUR,
    )
    embed.set_image(url="attachment://history.png")
    return embed, render.table_file(png, "history.png")


# -- resolving ------------------------------------------------------------------------------------


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
        return await announcement(bot, session, report, reason=reason)

    report = await games_of(bot).push(session, action or Advance(), user_id, shown)
    assert report is not None
    if session.row.status is GameStatus.OVER:
        games_of(bot).close(session)
    return report


def complete(session: Session) -> bool:
    """Whether the phase may resolve now (night: every living player has answered, whatever the
    engine needs; day: a majority, when it ends the day)."""
    game = session.game
    if session.row.status is not GameStatus.RUNNING or game is None or game.is_over:
        return False
    if game.phase.is_night:
        return answers.night_complete(game)
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


def lobby_lost(session: Session) -> Effect:
    """The storyteller's DM about a lobby a crash left without its post whose channel then
    refused it (closed at start-up: :mod:`cogs.werewolf.reopen`)."""
    return effects.dm(
        session.row.host_id,
        content=t(
            "werewolf-lobby-lost",
            language.of_reader(session.row.host_id),
            channel=channel_name(session),
        ),
    )


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
        shown = await announcement(bot, session, game.reports[-1])
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


# -- news kept for closed DMs (the shell's inbox keeps and delivers it: bot.shell.kept) -----------


def show_news(bot: SuperpostBot) -> Show:
    """How werewolf shows a game's kept news (:meth:`bot.shell.kept.Inbox.register`): a night
    prompt only while its night lasts, with its menus rebuilt for the night as it is now."""

    async def show(
        interaction: discord.Interaction, game_id: int, waiting: list[KeptMessage]
    ) -> list[int]:
        session = await games_of(bot).find(game_id)
        game = session.game if session is not None else None
        live = game if game is not None and not game.is_over else None
        phase = str(live.phase) if live is not None else None
        # A prompt of a night that is over (or of a game that ended) has nothing left to answer.
        current = [news for news in waiting if news.prompt_phase in (None, phase)]
        embeds = [discord.Embed.from_dict(e) for news in current for e in news.embeds]
        view: discord.ui.View | None = None
        if session is not None and live is not None and any(n.prompt_phase for n in current):
            seat = seat_of(session.row, interaction.user.id)
            if seat is not None and live.alive[seat]:
                view = night_view(
                    session.row.id, live, seat, locale=session.reader(interaction.user.id)
                )
        chunks = [embeds[i : i + MAX_EMBEDS] for i in range(0, len(embeds), MAX_EMBEDS)]
        for number, chunk in enumerate(chunks, 1):
            kwargs: dict[str, Any] = {"embeds": chunk, "ephemeral": True}
            if number == 1:
                kwargs["content"] = HEADER
            if number == len(chunks) and view is not None:
                kwargs["view"] = view
            await interaction.followup.send(**kwargs)
        return [news.id for news in waiting]

    return show
