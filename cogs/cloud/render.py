"""What a Quantum Cloud game shows (spec §11, P4, P9): the lobby post, the turn post kept
current, the window post, the board after each turn, DMs, reminders, the end, and the answers
of deck files and hands, as outbox effects built under the game lock and stored with the change.

Hands are only ever shown ephemerally or by DM; public posts are built from the engine's public
lines and view.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot import drawing
from bot.effects import Effect
from bot.i18n import t
from bot.shell import FamilyGameRow, GameStatus
from bot.shell.family_cog import FamilyCog
from bot.shell.notify import LINK_HERE, turn_dm
from bot.shell.posts import dm, edit, post
from bot.shell.rematch import rematch_view
from bot.shell.replies import clip, game_lang, ts
from bot.shell.seats import seat_users
from bot.shell.turn_post import TurnPost, post_body
from cogs.cloud import clocks
from cogs.cloud.deck_words import deck_fault_lines
from cogs.cloud.extra import CloudExtra
from cogs.cloud.language import board_words, hours, status
from cogs.cloud.lines import for_players, terrain_name, turn_start
from cogs.cloud.views import CloudPresses, SetupView, TurnView, WindowView
from engine.cloud import FAMILY as CLOUD
from engine.cloud import CloudGame, Phase, Report, Verb
from engine.cloud.actions import SEAT_LETTERS
from engine.cloud.cards import POINTS_PER_QUBIT, AlgorithmCard, AlterCard
from engine.cloud.decks import Deck, DeckError
from engine.cloud.image import (
    MAX_BOARD_WIDTH,
    RADIUS,
    BoardPicture,
    board_picture,
    draw_board,
)
from engine.cloud.policy import legal_actions
from engine.cloud.views import text_board
from engine.core.family import Seat
from engine.core.seed import commitment, how_to_verify

HOUR = 3600.0

DmLanguage = Callable[[int], Awaitable[str]]
"""The language of a DM to a user sent now (the bot's ``languages.for_dm``)."""


def _thread(row: FamilyGameRow) -> int:
    return FamilyCog.thread_id(row)


def user_of(row: FamilyGameRow, seat: Seat) -> int:
    """The user id of a seat (never emptied in Cloud: a kick is a concession)."""
    user = seat_users(row)[seat]
    assert user is not None
    return user


def shrunk(game: CloudGame) -> bool:
    """P7: whether the board is too wide for full-size hexes, so the post adds the text board."""
    xs = [math.sqrt(3) * (h.q + h.r / 2) for h in game.board]
    if not xs:
        return False
    return (max(xs) - min(xs) + math.sqrt(3)) * RADIUS > MAX_BOARD_WIDTH


def board_of(game: CloudGame, lang: str) -> BoardPicture:
    """What the battlefield image shows, its words in ``lang``: read under the game's lock, so
    that the drawing (:func:`~engine.cloud.image.draw_board`) may come after it."""
    return board_picture(game, board_words(game, lang))


async def board_png(game: CloudGame, lang: str) -> bytes:
    """The battlefield image with its words in ``lang``, drawn by :mod:`bot.drawing`
    (a worker thread, or its own process with DRAW_IN=process) under the caller's lock (an
    outbox row's image)."""
    # The picture on the loop: 0.2 ms, less than the trip to a worker thread.
    return await drawing.draw(draw_board, board_of(game, lang))


def deck_answer(deck: Deck, lang: str) -> str:
    """C8's ephemeral answer for a valid deck: one line per card with points, cost and slack."""
    avatar = deck.avatar
    lines = [
        t("cloud-deck-valid", lang, name=deck.name, id=deck.id),
        t(
            "cloud-deck-avatar",
            lang,
            coherent=avatar.coherent,
            superposition=avatar.superposition,
            stats=f"{avatar.attack}/{avatar.life}/{avatar.move}",
            budget=avatar.budget,
            cost=avatar.superpose_cost,
        ),
    ]
    for card in deck.cards:
        slack = POINTS_PER_QUBIT * card.cost - card.points
        lines.append(
            t(
                "cloud-deck-card",
                lang,
                copies=card.copies,
                name=card.name,
                points=card.points,
                cost=card.cost,
                slack=slack,
            )
        )
    return clip("\n".join(lines))


def deck_errors(error: DeckError, lang: str) -> str:
    """C8's answer naming every error with its path (the paths and the engine's words)."""
    return clip(t("cloud-deck-refused", lang) + "\n" + deck_fault_lines(error, lang))


def lobby_text(row: FamilyGameRow) -> str:
    """The lobby post: the options, who joined with which deck, and whether it is open."""
    o = row.options
    lang = game_lang(row)
    seats = [
        t(
            "cloud-lobby-seat",
            lang,
            letter=SEAT_LETTERS[i],
            user=f"<@{s['user_id']}>",
            deck=s["deck"]["name"],
        )
        for i, s in enumerate(row.seats)
    ]
    state = {
        GameStatus.LOBBY: t("cloud-lobby-open", lang),
        GameStatus.RUNNING: t("cloud-lobby-running", lang),
        GameStatus.OVER: t("cloud-lobby-closed", lang),
    }[row.status]
    minutes = hours(o["window"] / 60, lang) if o["window"] else 0
    window = t("cloud-lobby-window", lang, minutes=minutes)
    options = t(
        "cloud-lobby-options",
        lang,
        turn=hours(o["turn"] / HOUR, lang),
        window=window,
        setup=hours(o["setup"] / HOUR, lang),
        mode=o["setup_mode"],
        absent=o["absent_turns"],
    )
    return (
        t("cloud-lobby-head", lang, id=str(row.id), host=f"<@{row.host_id}>")
        + f"\n{options}\n"
        + ("\n".join(seats) or t("cloud-lobby-empty", lang))
        + f"\n{state}"
    )


def hand_text(game: CloudGame, seat: Seat, lang: str) -> str:
    """A player's hand in words, only ever shown to them."""
    p = game.players[seat]
    lines = [t("cloud-hand-head", lang, count=len(p.hand), q=p.q, m=p.m)]
    for index in p.hand:
        card = p.cards[index]
        if isinstance(card, AlterCard | AlgorithmCard):
            lines.append(f"- {card.text()}")
    return clip("\n".join(lines))


def hand_picks(game: CloudGame, seat: Seat, lang: str) -> list[tuple[str, str]]:
    """The hand menu's entries: each legal play and summon now, described and as its command."""
    return [
        (_describe(a, lang), str(a))
        for a in legal_actions(game, seat)
        if a.verb in (Verb.PLAY, Verb.SUMMON)
    ]


def _describe(action: Any, lang: str) -> str:
    return t(
        "cloud-pick",
        lang,
        verb=action.verb.value,
        card=action.card,
        target="none" if action.target is None else str(action.target),
        hex="none" if action.hex is None else str(action.hex),
    )


def _post_head(row: FamilyGameRow, game: CloudGame) -> str:
    lang = game_lang(row)
    if game.phase is Phase.PLAY:
        p = game.players[game.active or 0]
        user = f"<@{user_of(row, p.seat)}>"
        return t("cloud-head-turn", lang, turn=game.turn, letter=p.letter, user=user)
    if game.phase is Phase.OVER:
        return t("cloud-head-end", lang)
    return t("cloud-head-setup", lang)


def _post_text(
    row: FamilyGameRow, game: CloudGame, stop: int | None = None, final: bool = False
) -> str:
    live = TurnPost(row, _thread(row))
    head = live.head
    lang = game_lang(row)
    lines = [for_players(line, lang) for line in game.lines[live.start : stop]]
    if not final:
        if game.paused:
            head += t("cloud-head-paused", lang)
        elif row.deadline is not None and row.deadline_kind != "window":
            head += t("cloud-head-deadline", lang, when=ts(row.deadline, lang))
        placer = game.setup_placer()
        if placer is not None:
            what = "avatar" if game.phase is Phase.SETUP_AVATARS else "tile"
            user = f"<@{user_of(row, placer)}>"
            letter = SEAT_LETTERS[placer]
            head += "\n" + t("cloud-head-next", lang, letter=letter, user=user, what=what)
    return post_body(head, lines)


def _window_text(row: FamilyGameRow, game: CloudGame) -> str:
    window = game.window
    assert window is not None
    lang = game_lang(row)
    waiting = ", ".join(f"{SEAT_LETTERS[s]} <@{user_of(row, s)}>" for s in game.window_waiting())
    until = ts(row.deadline, lang) if row.deadline_kind == "window" else t("cloud-no-limit", lang)
    head = t("cloud-window-head", lang, attacker=window.attacker, target=window.target)
    waits = t("cloud-window-waiting", lang, waiting=waiting or t("cloud-nobody", lang), until=until)
    return f"{head}\n{waits}"


def _dm(row: FamilyGameRow, seat: Seat, text: str, public: str) -> list[Effect]:
    """A DM to a player; with DMs closed, a ping in the thread with ``public`` (which names no
    card)."""
    return dm(user_of(row, seat), text, channel_id=_thread(row), fallback=public)


def turn_view(presses: CloudPresses, game: CloudGame, lang: str) -> discord.ui.View:
    """The turn post's components: in setup, the placer's legal places as a menu."""
    placer = game.setup_placer()
    if placer is None:
        # Undo only while the active player may take something back.
        undo = game.active is not None and game.can_undo(game.active)
        return TurnView(presses, undo=undo, lang=lang)
    places = []
    for action in legal_actions(game, placer):
        if action.verb is Verb.TILE and game.drawn is not None:
            tile = terrain_name(game.drawn, lang)
            label = t("cloud-place-tile", lang, tile=tile, hex=str(action.hex))
        elif action.verb is Verb.AVATAR:
            label = t("cloud-place-avatar", lang, hex=str(action.hex))
        else:
            continue
        places.append((label, str(action)))
    return SetupView(presses, places, lang)


async def announce(
    row: FamilyGameRow,
    game: CloudGame,
    report: Report | None,
    presses: CloudPresses,
    dm_language: DmLanguage,
) -> list[Effect]:
    """What the thread must show after a change (under the game lock, before it is stored):
    the turn post, the window post, the board after each turn, DMs, the end (P4, P9)."""
    thread = _thread(row)
    lang = game_lang(row)
    shown: list[Effect] = []
    placer = game.setup_placer()
    # Each setup placement gets a post of its own: the board as it is, the placer pinged,
    # their legal places as a menu.
    key = (
        "over"
        if game.phase is Phase.OVER
        else (
            f"turn {game.turn}"
            if game.phase is Phase.PLAY
            else f"setup {len(game.board) + len(game.units)}"
        )
    )
    live = TurnPost(row, thread)
    old_key = live.key
    if key != old_key:
        new_from = len(game.lines)
        if game.phase is Phase.PLAY:
            new_from = turn_start(game.lines)
        elif game.phase is not Phase.OVER:
            new_from = CloudExtra.of(row).lines_seen
        if old_key is not None:
            old_text = _post_text(row, game, stop=new_from, final=True)
            shown.append(live.close(old_text))
        live.begin(key, new_from, _post_head(row, game))
        setup = placer is not None
        if old_key is not None and not setup:
            png = await board_png(game, lang)
            after, _, number = old_key.partition(" ")
            turn = int(number) if after == "turn" else 0
            # The second line is the image's footer word for word, so the two agree.
            caption = t("cloud-battlefield-after", lang, after=after, turn=turn)
            caption += f"\n{status(game, lang)}."
            if shrunk(game):
                caption += "\n```\n" + text_board(game) + "\n```"
            shown.append(post(row, thread, clip(caption), files=[("board.png", png)]))
        if game.phase is Phase.OVER:
            shown.append(_end(row, game))
        else:
            text = _post_text(row, game)
            asked = game.active if placer is None else placer
            ping = None if asked is None or game.paused else user_of(row, asked)
            files: list[tuple[str, bytes]] = []
            if setup and game.board:
                files = [("board.png", await board_png(game, lang))]
            view = turn_view(presses, game, lang)
            shown.append(live.open(text, view=view, files=files, ping=ping))
            if ping is not None:
                text = t(
                    "cloud-turn-dm",
                    await dm_language(ping),
                    id=str(row.id),
                    what="turn" if placer is None else "setup",
                    turn=game.turn,
                    link=LINK_HERE,
                )
                shown.append(turn_dm(ping, text, guild_id=row.guild_id, channel_id=thread))
    elif key != "over":
        text = _post_text(row, game)
        shown.append(live.update(text, view=turn_view(presses, game, lang)))
    CloudExtra.of(row).lines_seen = len(game.lines)
    shown += await _window_posts(row, game, presses, dm_language)
    for seat, lines in (report.private if report is not None else {}).items():
        mine = await dm_language(user_of(row, seat))
        news = " ".join(for_players(line, mine) for line in lines)
        shown += _dm(
            row,
            seat,
            t("cloud-news-dm", mine, id=str(row.id), news=news),
            t("cloud-news-fallback", lang),
        )
    return shown


async def _window_posts(
    row: FamilyGameRow, game: CloudGame, presses: CloudPresses, dm_language: DmLanguage
) -> list[Effect]:
    thread = _thread(row)
    lang = game_lang(row)
    window_view = WindowView(presses, lang)
    seq = clocks.window_seq(game)
    extra = CloudExtra.of(row)
    shown = extra.window_seq
    out: list[Effect] = []
    if shown != seq and shown is not None:
        out.append(edit(thread, t("cloud-window-closed", lang), key="window", view=None))
        extra.posted.pop("window", None)  # the closed window's buttons are refused from now on
    extra.window_seq = seq
    if seq is None:
        return out
    if shown != seq:
        users = [user_of(row, seat) for seat in game.window_waiting()]
        out.append(
            post(
                row,
                thread,
                _window_text(row, game),
                view=window_view,
                key="window",
                ping=users,
            )
        )
        for user in users:
            mine = await dm_language(user)
            text = t(
                "cloud-window-dm",
                mine,
                id=str(row.id),
                until=ts(row.deadline, mine),
                link=LINK_HERE,
            )
            out.append(turn_dm(user, text, guild_id=row.guild_id, channel_id=thread, key="window"))
    else:
        out.append(edit(thread, _window_text(row, game), key="window", view=window_view))
    return out


def _end(row: FamilyGameRow, game: CloudGame) -> Effect:
    """P9: winner and reason, the seed revealed, every hand shown, the record attached."""
    outcome = game.outcome
    assert outcome is not None
    lang = game_lang(row)
    nothing = t("cloud-end-nothing", lang)

    def cards(indices: list[int], p: Any) -> str:
        return ", ".join(p.cards[i].name for i in indices) or nothing

    hands = []
    for p in game.players:
        if p.alive:
            hand, deck = cards(p.hand, p), cards(p.library, p)
            hands.append(
                t("cloud-end-hand", lang, letter=p.letter, name=p.name, hand=hand, deck=deck)
            )
        else:
            out = cards(p.out, p)
            hands.append(t("cloud-end-out", lang, letter=p.letter, name=p.name, cards=out))
    record = game.record().to_json().encode()
    name = f"quantum-cloud-{row.id}.json"
    text = t(
        "cloud-end",
        lang,
        summary=for_players(outcome.summary, lang),
        cards="\n".join(hands),
        seed=t(
            "cloud-seed",
            lang,
            seed=str(game.setup.seed),
            hash=commitment(game.setup.seed),
            check=how_to_verify(game.setup.seed),
        ),
        file=name,
    )
    return post(
        row,
        _thread(row),
        clip(text),
        files=[(name, record)],
        view=rematch_view(CLOUD.name, row.id, lang),
    )


async def reminders(row: FamilyGameRow, game: CloudGame, dm_language: DmLanguage) -> list[Effect]:
    """A quarter of the limit left: a post pinging whoever the game waits for, and a DM to each
    (linking to the window's post when a window is open, else the turn post)."""
    thread = _thread(row)
    users = [user_of(row, seat) for seat in game.waiting()]
    if not users:
        return []
    names = ", ".join(f"<@{user}>" for user in users)
    key = "window" if game.window is not None else "turn"
    said = t("cloud-reminder", game_lang(row), names=names, until=ts(row.deadline, game_lang(row)))
    shown = [post(row, thread, said, ping=users)]
    for user in users:
        mine = await dm_language(user)
        until = ts(row.deadline, mine)
        text = t("cloud-reminder-dm", mine, id=str(row.id), until=until, link=LINK_HERE)
        shown.append(turn_dm(user, text, guild_id=row.guild_id, channel_id=thread, key=key))
    return shown
