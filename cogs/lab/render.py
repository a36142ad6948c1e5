"""What a Schrödinger's Lab game shows (spec §7.3, §7.7): the lobby post, the status, the one
turn post kept current, the board after each turn, the wipe vote, the turn DMs, the reminder and
the end, as outbox effects built under the game lock and stored with the change.

Everything in the Lab is public (§7.1) except the stack order and the seed, which nothing here
shows until the end, when the seed is revealed beside the hash posted at the start.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from bot import drawing
from bot.effects import Effect
from bot.i18n import SOURCE, t
from bot.shell import FamilyGameRow, GameStatus
from bot.shell.family_cog import FamilyCog
from bot.shell.notify import LINK_HERE, turn_dm
from bot.shell.posts import edit, post
from bot.shell.rematch import rematch_view
from bot.shell.replies import clip, game_lang, ts
from bot.shell.seats import seat_users
from bot.shell.turn_post import TurnPost, post_body
from cogs.lab import clocks
from cogs.lab.effects import log_lines, opens_with_turn, turn_start
from cogs.lab.extra import LabExtra
from cogs.lab.log_words import summary
from cogs.lab.rules import notice
from cogs.lab.thumbs import orient_thumbnail
from cogs.lab.views import turn_view, vote_view
from cogs.lab.words import board_words, colour, prompt_words, seat_label
from engine.core.seed import commitment, how_to_verify
from engine.lab import FAMILY as LAB
from engine.lab import LabGame
from engine.lab.render import LabPicture, board_picture, draw_board
from engine.lab.setup import MAX_PLAYERS

HOUR = 3600.0

DmLanguage = Callable[[int], Awaitable[str]]
"""The language of a DM to a user sent now (the bot's ``languages.for_dm``)."""


def _thread(row: FamilyGameRow) -> int:
    return FamilyCog.thread_id(row)


def _users(row: FamilyGameRow) -> list[int | None]:
    return seat_users(row)


def lobby_text(row: FamilyGameRow) -> str:
    """The lobby post: the options, who joined, and whether it is open."""
    o = row.options
    lang = game_lang(row)
    seats = [f"{i + 1}. <@{s['user_id']}>" for i, s in enumerate(row.seats)]
    status = {
        GameStatus.LOBBY: t("lab-lobby-open", lang, most=MAX_PLAYERS),
        GameStatus.RUNNING: t("lab-lobby-started", lang),
        GameStatus.OVER: t("lab-lobby-closed", lang),
    }[row.status]
    experiments = str(o["experiments"] or t("lab-experiments-by-size", lang))
    if o.get("first_game"):
        experiments = t("lab-experiments-first", lang)
    return t(
        "lab-lobby",
        lang,
        id=str(row.id),
        host=f"<@{row.host_id}>",
        experiments=experiments,
        cats="on" if o["cats"] else "off",
        scenario=o["scenario"] or t("lab-scenario-none", lang),
        hours=f"{o['turn'] / HOUR:g}",
        seats="\n".join(seats) or t("lab-lobby-nobody", lang),
        status=status,
    )


def status_text(row: FamilyGameRow, game: LabGame, lang: str = SOURCE) -> str:
    """The round, whose turn it is, and each scientist's logged colours, cube, cat and state."""
    users = _users(row)
    scenario = game.scenario.value if game.scenario else t("lab-scenario-none", lang)
    lines = [
        t(
            "lab-status-head",
            lang,
            round=game.round,
            turn=game.turn,
            stack=len(game.position.stack),
            target=game.target,
            scenario=scenario,
        )
    ]
    for seat, name in enumerate(game.names):
        logged = ", ".join(sorted(colour(c.text, lang) for c in game.position.logged.get(seat, ())))
        held = game.position.holding.get(seat)
        cat = game.cats.get(seat)
        marks = [t("lab-status-logged", lang, colours=logged or t("lab-status-nothing", lang))]
        if held is not None:
            marks.append(t("lab-status-holds", lang, colour=colour(held.text, lang)))
        if cat is not None:
            marks.append(t("lab-status-cat", lang, cat=cat.value))
        if seat in game.away:
            marks.append(t("lab-status-away", lang))
        if not game.position.present(seat):
            marks.append(t("lab-status-left", lang))
        lines.append(f"P{seat + 1} {name} <@{users[seat]}>: " + " · ".join(marks))
    if clocks.paused(row):
        lines.append(t("lab-paused", lang))
    return "\n".join(lines)


def _post_text(
    row: FamilyGameRow, game: LabGame, stop: int | None = None, final: bool = False
) -> str:
    live = TurnPost(row, _thread(row))
    head = live.head
    lines = log_lines(game, live.start, stop, game_lang(row))
    if lines and head and opens_with_turn(game, live.start):
        lines = lines[1:]  # the head says it already
    tail = ""
    if not final and game.outcome is None:
        lang = game_lang(row)
        prompt = game.prompt
        users = _users(row)
        if prompt.seat is not None:
            asked = t(
                "lab-asked",
                lang,
                seat=seat_label(prompt.seat),
                user=f"<@{users[prompt.seat]}>",
                what=prompt_words(game, lang),
            )
            tail = f"\n{asked}"
        if clocks.paused(row):
            tail += "\n" + t("lab-paused", lang)
        else:
            tail += "\n" + t("lab-deadline", lang, deadline=ts(row.deadline, lang))
    return post_body(head, lines, tail, bullet="• ")


def _head(row: FamilyGameRow, game: LabGame) -> str:
    users = _users(row)
    seat = game.active
    return t(
        "lab-turn-head",
        game_lang(row),
        turn=game.turn,
        round=game.round,
        seat=seat_label(seat),
        name=game.names[seat],
        user=f"<@{users[seat]}>",
    )


def _view(row: FamilyGameRow, game: LabGame) -> discord.ui.View | None:
    if clocks.paused(row) or game.outcome is not None:
        return None
    return turn_view(row.id, game, game_lang(row))


async def _thumbnails(game: LabGame) -> list[tuple[str, bytes]]:
    """§7.3: an open ORIENT prompt's thumbnail (the options in button order), else none."""
    # Drawn here, on the loop: about a millisecond of CPU, less than the trip to a worker
    # thread, where the See that opened the orientation waited for other games' boards and
    # resolutions (0.2-0.6 s at 300 games) before its answer.
    png = orient_thumbnail(game)
    return [] if png is None else [("orient.png", png)]


BOARD_FILE = "lab.png"


def board_of(game: LabGame, lang: str) -> LabPicture:
    """What the board image shows, its labels in ``lang``: read under the game's lock, so that
    the drawing (:func:`~engine.lab.render.draw_board`) may come after it."""
    return board_picture(game, words=board_words(game, lang))


async def board_file(game: LabGame, lang: str) -> tuple[str, bytes]:
    """The board image with its labels in ``lang``, drawn by :mod:`bot.drawing`
    (a worker thread, or its own process with DRAW_IN=process) under the caller's lock (an
    outbox row's image)."""
    # The picture on the loop: 0.3 ms, less than the trip to a worker thread.
    return (BOARD_FILE, await drawing.draw(draw_board, board_of(game, lang)))


async def announce(row: FamilyGameRow, game: LabGame, dm_language: DmLanguage) -> list[Effect]:
    """What the thread must show after a change (under the game lock, before it is stored):
    the one turn post, the board after each turn, the wipe vote, the turn DM, the end."""
    thread = _thread(row)
    live = TurnPost(row, thread)
    shown: list[Effect] = []
    lang = game_lang(row)
    key = "over" if game.outcome is not None else f"turn {game.turn}"
    old_key = live.key
    if key != old_key:
        new_from = len(game.log)
        if game.outcome is None:
            new_from = turn_start(game.log)
        old_from = live.start
        # Turns that passed within this change (an away player's) get posts of their own.
        passed = [i for i in range(old_from + 1, new_from) if game.log[i].code == "turn"]
        if old_key is not None:
            stop = passed[0] if passed else new_from
            old_text = _post_text(row, game, stop=stop, final=True)
            # An ended turn keeps its lines; its buttons and any thumbnail showing their
            # labels go, so nothing on it asks for an answer any more.
            shown.append(live.close(old_text, files=[]))
        for start, end in zip(passed, [*passed[1:], new_from][: len(passed)], strict=True):
            lines = log_lines(game, start, end, lang)
            text = f"⏭️ **{lines[0]}**\n" + "\n".join(f"• {line}" for line in lines[1:])
            shown.append(post(row, thread, clip(text)))
        live.begin(key, new_from, "" if game.outcome is not None else _head(row, game))
        if old_key is None:
            opening = (
                t("lab-opens", lang, commitment=commitment(game.setup.seed))
                + "\n"
                + status_text(row, game, lang)
                + f"\n-# {notice(lang)}"
            )
            shown.append(post(row, thread, opening, files=[await board_file(game, lang)]))
        elif game.outcome is None:
            after = t("lab-board-after", lang, turn=old_key.removeprefix("turn "))
            shown.append(post(row, thread, after, files=[await board_file(game, lang)]))
        if game.outcome is not None:
            shown.append(await _end(row, game))
        else:
            text = _post_text(row, game)
            files = await _thumbnails(game)
            ping = _asked_user(row, game)
            shown.append(live.open(text, view=_view(row, game), files=files, ping=ping))
    elif game.outcome is None:
        text = _post_text(row, game)
        files = await _thumbnails(game)
        shown.append(live.update(text, view=_view(row, game), files=files))
    shown += _vote_posts(row, game)
    shown += await _turn_dms(row, game, dm_language)
    return shown


def _asked_user(row: FamilyGameRow, game: LabGame) -> int | None:
    """The user the open prompt waits for (none once the game is over or paused)."""
    seat = game.prompt.seat
    if seat is None or game.outcome is not None or clocks.paused(row):
        return None
    return _users(row)[seat]


async def _turn_dms(row: FamilyGameRow, game: LabGame, dm_language: DmLanguage) -> list[Effect]:
    """A DM to whoever the game now waits for, once per turn and per prompt to another player
    (a cat's reaction, a CHOOSE), linking to the turn post."""
    user = _asked_user(row, game)
    key = clocks.clock_key(game)
    asked = [key.turn, key.other]
    extra = LabExtra.of(row)
    if user is None or extra.dm_asked == asked:
        return []
    extra.dm_asked = asked
    lang = await dm_language(user)
    text = t(
        "lab-turn-dm",
        lang,
        id=str(row.id),
        what="turn" if key.other is None else "question",
        seat=seat_label(game.prompt.seat),
        turn=game.turn,
        prompt=prompt_words(game, lang),
        deadline=ts(row.deadline, lang),
        link=LINK_HERE,
    )
    return [turn_dm(user, text, guild_id=row.guild_id, channel_id=_thread(row))]


def _vote_posts(row: FamilyGameRow, game: LabGame) -> list[Effect]:
    """X2: one post per wipe vote with Yes and No, closed (buttons gone) when it ends."""
    thread = _thread(row)
    lang = game_lang(row)
    extra = LabExtra.of(row)
    if game.vote is None and extra.vote_open:
        text = "The wipe vote" if extra.vote_text is None else extra.vote_text
        extra.vote_open, extra.vote_text = False, None
        return [edit(thread, t("lab-vote-closed", lang, proposal=text), key="vote", view=None)]
    if game.vote is not None and not extra.vote_open:
        vote = game.vote
        users = _users(row)
        voters = ", ".join(f"P{s + 1} <@{users[s]}>" for s in sorted(vote.voters))
        text = t(
            "lab-vote-proposal",
            lang,
            seat=seat_label(vote.proposer),
            colour=colour(vote.colour.text, lang),
        )
        extra.vote_text, extra.vote_open = text, True
        extra.posted.pop("vote", None)  # the last vote's post, whose buttons are outdated
        return [
            post(
                row,
                thread,
                t(
                    "lab-vote-open",
                    lang,
                    proposal=text,
                    deadline=ts(clocks.vote_deadline(row), lang),
                    voters=voters,
                ),
                view=vote_view(row.id, lang),
                key="vote",
            )
        ]
    return []


async def _end(row: FamilyGameRow, game: LabGame) -> Effect:
    """§7.7: the winners, the final image, the seed beside its hash, the record attached."""
    outcome = game.outcome
    assert outcome is not None
    users = _users(row)
    lang = game_lang(row)
    winners = ", ".join(f"P{s + 1} <@{users[s]}>" for s in outcome.winners)
    record = game.record().to_json().encode()
    name = f"schrodingers-lab-{row.id}.json"
    return post(
        row,
        _thread(row),
        clip(
            t(
                "lab-end",
                lang,
                summary=summary(outcome.summary, lang),
                winners=winners or t("lab-no-one", lang),
                seed=str(game.setup.seed),
                commitment=commitment(game.setup.seed),
                check=how_to_verify(game.setup.seed),
                file=name,
            )
        ),
        files=[await board_file(game, lang), (name, record)],
        view=rematch_view(LAB.name, row.id, lang),
    )


async def reminders(row: FamilyGameRow, game: LabGame, dm_language: DmLanguage) -> list[Effect]:
    """The reminder to whoever the game waits for: a post pinging them and a DM."""
    seat = game.prompt.seat
    user = None if seat is None else _users(row)[seat]
    if seat is None or user is None:
        return []
    deadline = ts(row.deadline, game_lang(row))
    text = t(
        "lab-reminder",
        game_lang(row),
        user=f"<@{user}>",
        seat=seat_label(seat),
        deadline=deadline,
    )
    thread = _thread(row)
    said = t(
        "lab-reminder-dm",
        await dm_language(user),
        id=str(row.id),
        deadline=deadline,
        link=LINK_HERE,
    )
    return [
        post(row, thread, text, ping=user),
        turn_dm(user, said, guild_id=row.guild_id, channel_id=thread),
    ]
