"""What a werewolf game tells each player in private: tonight's menus by DM (with the welcome
at the start), their closing once the night is over, a resolution's private news, and how the
news a closed DM kept is shown again (:func:`show_news`, for the shell's inbox,
:mod:`bot.shell.kept`).

Like every module that turns a change into effects (:mod:`cogs.werewolf.announce`), nothing here
calls Discord: each function renders :class:`~bot.effects.Effect` rows, which the caller commits
with the change under the game's lock. A DM's failure is never told in public beyond what the
rules publish (:func:`reported`).
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot import effects, worker
from bot.effects import Effect
from bot.i18n import SOURCE, t
from bot.shell.kept import HEADER, MAX_EMBEDS, KeptMessage, Show
from cogs.werewolf import private_posts, render
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.models import seat_of
from cogs.werewolf.night_menu import night_view
from cogs.werewolf.pages import by_name
from cogs.werewolf.views import closed_view
from engine.werewolf import Report, observe, observe_all, parse_phase

if TYPE_CHECKING:
    from bot.client import SuperpostBot


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
    return await worker.run(
        rendered_prompts, session, render.channel_label(session.row), welcome=welcome
    )


def rendered_prompts(session: Session, where: str, *, welcome: bool = False) -> list[Effect]:
    """Tonight's menus for every living player (and, at the start, their welcome), then a note
    in the channel for those the DMs do not reach. ``where``: :func:`cogs.werewolf.render.channel_label`."""
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
    :func:`cogs.werewolf.render.channel_label`; ``named``: see :func:`~cogs.werewolf.night_menu.night_view`."""
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
