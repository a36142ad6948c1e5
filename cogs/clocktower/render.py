"""What a Quantum Clocktower game shows: the engine's new reports rendered as outbox effects
(DMs, thread posts, the night's status post, the open vote's post, the end), built under the
game lock and queued with the change itself, so each is sent exactly once, even across a crash.
Functions of the game's row and state: no commands here (the cog, :mod:`cogs.clocktower.cog`,
calls them).

Secrecy: public posts carry only the engine's public reports (deaths, day events, the end) and
public status (who has answered, deadlines, votes). A player's own results go by DM.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import discord

from bot import effects, worker
from bot.effects import Effect
from bot.i18n import SOURCE, t
from bot.i18n.formats import number
from bot.shell import FamilySession, GameStatus
from bot.shell.family_cog import FamilyCog
from bot.shell.hosts import hosts
from bot.shell.posts import edit, post
from bot.shell.rematch import rematch_view
from bot.shell.replies import POST_LIMIT, game_lang, seed_committed, seed_revealed, ts
from bot.shell.seats import seat_users
from bot.shell.store import FamilyGameRow
from cogs.clocktower import clocks
from cogs.clocktower.adjudication_text import adjudication_text
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.grimoire_image import grimoire_png
from cogs.clocktower.texts import (
    answered_tonight,
    grimoire_text,
    lobby_script_lines,
    menu_options,
    reveal_text,
    script_title,
    threshold,
)
from cogs.clocktower.views import night_view, vote_view
from cogs.clocktower.words import report_words, team_wins
from engine.clocktower import ClocktowerGame
from engine.clocktower.actions import STORYTELLER_NOMINEE
from engine.clocktower.reports import Report, Told
from engine.clocktower.script import SCRIPTS
from engine.clocktower.views import storyteller_view
from engine.core.family import Seat

FAMILY = "clocktower"
HOUR = 3600.0
DmLanguage = Callable[[int | None], Awaitable[str]]
"""The language of a DM to a user sent now (the cog's :meth:`~cogs.clocktower.base.ClocktowerBase._dm_lang`)."""
SEAT = re.compile(r"@(\d+)\b")
SILENT = (Told.STORED, Told.OVER)
"""Reports the cog does not repeat: the reply to `/ct night` confirms a stored list, and the
end post (🏁) announces the end once."""
NIGHT_KEY = "night"
"""The key of the night's status post, which later answers edit."""
VOTE_KEY = "vote"
"""The key of the open nomination's post, which the votes edit."""


def chunks(text: str) -> list[str]:
    """``text`` cut at line ends into messages Discord accepts."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        if current and len(current) + len(line) + 1 > POST_LIMIT:
            out.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line[:POST_LIMIT]
    return [*out, current] if current else out


def dm_effects(user_id: int | None, text: str, view: discord.ui.View | None = None) -> list[Effect]:
    """A DM in as many messages as it needs (the view on the last); none to an empty seat. A
    DM that cannot be delivered is not told in public (who is DM'd can be a secret): it is kept
    for its player and the storyteller is told privately (:mod:`bot.shell.kept`)."""
    if user_id is None:
        return []
    parts = chunks(text)
    return [
        effects.dm(user_id, content=part, view=view if i == len(parts) - 1 else None)
        for i, part in enumerate(parts)
    ]


def with_names(text: str, names: tuple[str, ...]) -> str:
    """Every ``@k`` of an engine report followed by the seat's name: "@6 Fay is executed."."""

    def named(match: re.Match[str]) -> str:
        k = int(match.group(1))
        return f"@{k} {names[k - 1]}" if 1 <= k <= len(names) else match.group(0)

    return SEAT.sub(named, text)


def mention(row: FamilyGameRow, seat: Seat) -> str:
    """A seat with its player, as public posts name it (an empty seat by its number)."""
    users = seat_users(row)
    user = users[seat] if seat < len(users) else None
    if user is not None:
        return f"@{seat + 1} <@{user}>"
    return t("clocktower-empty-seat", row.options.get("language"), seat=f"@{seat + 1}")


def lobby_text(row: FamilyGameRow) -> str:
    """The lobby post: the storyteller, the script, the limits, the seats so far."""
    o = row.options
    lang = game_lang(row)
    seats = [f"@{i + 1} <@{s['user_id']}>" for i, s in enumerate(row.seats)]
    status = {
        GameStatus.LOBBY: t(
            "clocktower-lobby-open", lang, joined=len(row.seats), players=o["players"]
        ),
        GameStatus.RUNNING: t("clocktower-lobby-started", lang),
        GameStatus.OVER: t("clocktower-lobby-closed", lang),
    }[row.status]
    return (
        t(
            "clocktower-lobby",
            lang,
            id=str(row.id),
            host=f"<@{row.host_id}>",
            script=script_title(SCRIPTS[o["script"]], lang),
            players=o["players"],
            night=hours(o["night"], lang),
            day=hours(o["day"], lang),
            seats="\n".join(seats) or t("clocktower-lobby-nobody", lang),
            status=status,
            notice=t("clocktower-notice", lang),
        )
        + "\n"
        + lobby_script_lines(
            SCRIPTS[o["script"]], int(o["players"]), lang, o.get("atheist_percent")
        )
    )


def hours(seconds: float, lang: str) -> str:
    """A limit in hours as ``lang`` writes the number ("0.25" / "0,25")."""
    return number(round(seconds / HOUR, 4), lang)


def opening(session: FamilySession) -> Effect:
    """The thread's first post once the table is dealt: the seats, the notice and the seed's
    hash."""
    row = session.row
    seats = "\n".join(mention(row, s) for s in range(len(row.seats)))
    lang = game_lang(row)
    notice = t("clocktower-notice", lang)
    text = t("clocktower-opening", lang, id=str(row.id), seats=seats, notice=notice)
    game = session.game
    assert isinstance(game, ClocktowerGame)
    # The seed's hash now, the seed at the end: nobody, the bot included, could pick the
    # draws once the table was seated (as the Lab and Cloud do).
    text += "\n" + seed_committed(game.setup.seed, lang)
    return post(row, FamilyCog.thread_id(row), text)


async def announce(session: FamilySession, dm_language: DmLanguage) -> list[Effect]:
    """Every report not yet shown, in order, then the night post's update and the end (the
    cog adds the lobby post's last edit).
    The cursor (:attr:`~cogs.clocktower.extra.ClocktowerExtra.sent`) moves in the same write as the effects are queued."""
    game = session.game
    if not isinstance(game, ClocktowerGame):
        return []
    row = session.row
    thread = FamilyCog.thread_id(row)
    users = seat_users(row)
    extra = ClocktowerExtra.of(row)
    sent, extra.sent = extra.sent, len(game.reports)
    shown: list[Effect] = []
    status_changed = False
    names = game.setup.players
    lang = game_lang(row)
    langs: dict[int | None, str] = {}

    async def dm_lang(user: int | None) -> str:
        # one read per reader and change: a night's dawn DMs every seat
        if user not in langs:
            langs[user] = await dm_language(user)
        return langs[user]

    for index, report in enumerate(game.reports[sent:], start=sent):
        if report.code in SILENT:
            continue
        if isinstance(report.to, int):
            user = users[report.to]
            reader = await dm_lang(user)
            said = with_names(report_words(report, reader), names)
            head = t("clocktower-dm-seat", reader, id=str(row.id), seat=f"@{report.to + 1}")
            shown += dm_effects(user, f"{head} {said}")
        elif report.to == "storyteller":
            for teller in hosts(row):  # the storyteller and every co-storyteller
                said = report_words(report, await dm_lang(teller))
                shown += dm_effects(teller, f"📖 #{row.id}: {said}")
        elif report.code is Told.ANSWERED:
            status_changed = True
        elif report.code is Told.NIGHT_BEGINS:
            night = report.numbers[0]
            shown.append(post(row, thread, t("clocktower-post-night-begins", lang, night=night)))
            shown += await night_prompts(row, game, dm_language)
            extra.night_text = night_status(game, session)
            shown.append(post(row, thread, extra.night_text, key=NIGHT_KEY))
            status_changed = False
        elif report.code is Told.DAY_BEGINS:
            text = t(
                "clocktower-post-day-begins",
                lang,
                day=report.numbers[0],
                died="yes" if died_tonight(game, index) else "no",
                votes=threshold(game),
            )
            shown.append(post(row, thread, text))
        elif report.code is Told.NOMINATED:
            block = game.block if game.phase == "day" else None
            text = nomination_text(report, block, lang)
            shown.append(post(row, thread, with_names(text, names)))
        else:
            said = with_names(report_words(report, lang), names)
            shown.append(post(row, thread, t("clocktower-post-report", lang, text=said)))
    over = game.outcome is not None
    status = night_status(game, session)
    # Edited only when the list of answers changes: a player sending a new list (or an
    # evil player sending setup lines apart) leaves no public trace.
    if status_changed and not over and status != extra.night_text:
        extra.night_text = status
        shown.append(edit(thread, status, key=NIGHT_KEY))
    if over:
        shown += await end_effects(session, game)
    return shown


def died_tonight(game: ClocktowerGame, upto: int) -> bool:
    """Whether a death was announced between the last "Night N is resolving." and report
    ``upto`` (public facts only: the announcements themselves)."""
    for report in reversed(game.reports[:upto]):
        if report.to != "public":
            continue
        if report.code is Told.RESOLVING:
            return False
        if report.code is Told.DEAD:
            return True
    return False


def nomination_text(report: Report, block: Seat | None, lang: str) -> str:
    """The engine's nomination report in plain words, with who is on the block now (its
    post, 📣 included)."""
    nominator, nominee = (f"@{s + 1}" for s in report.seats)
    count = report.numbers[0]
    on_block = (
        t("clocktower-block-none", lang)
        if block is None
        else t("clocktower-block-seat", lang, seat=f"@{block + 1}")
    )
    return t(
        "clocktower-post-nomination",
        lang,
        nominator=nominator,
        nominee=nominee,
        count=count,
        block=on_block,
    )


def night_status(game: ClocktowerGame, session: FamilySession) -> str:
    """The night's public status: who has sent a list, of how many, and the deadline."""
    lang = game_lang(session.row)
    answered = answered_tonight(game)
    alive = [s for s in range(game.n) if s not in game.appears_dead]
    shown = ", ".join(f"@{s + 1}" for s in answered) or t("clocktower-no-one-yet", lang)
    return t(
        "clocktower-night-status",
        lang,
        night=game.number,
        answered=shown,
        count=len(answered),
        alive=len(alive),
        deadline=ts(session.row.deadline, lang),
    )


async def night_prompts(
    row: FamilyGameRow, game: ClocktowerGame, dm_language: DmLanguage
) -> list[Effect]:
    """Every player appearing alive is asked the same thing (who must act is secret)."""
    night = game.number
    users = seat_users(row)
    shown: list[Effect] = []
    for seat in range(game.n):
        if seat in game.appears_dead:
            continue
        lang = await dm_language(users[seat])
        shown += dm_effects(
            users[seat],
            t(
                "clocktower-night-prompt",
                lang,
                id=str(row.id),
                night=night,
                first="yes" if night == 1 else "no",
                deadline=ts(row.deadline, lang),
            ),
            night_view(row.id, night, menu_options(game, night), lang),
        )
    return shown


async def reminders(
    row: FamilyGameRow, game: ClocktowerGame, dm_language: DmLanguage
) -> list[Effect]:
    """A DM to everyone appearing alive who has not sent tonight's list."""
    if game.phase != "night":
        return []
    answered = set(answered_tonight(game))
    owing = [s for s in range(game.n) if s not in game.appears_dead and s not in answered]
    return await _remind_seats(
        row,
        owing,
        dm_language,
        lambda lang: t(
            "clocktower-reminder-night",
            lang,
            id=str(row.id),
            deadline=ts(row.deadline, lang),
            night=game.number,
        ),
    )


async def _remind_seats(
    row: FamilyGameRow,
    seats: list[Seat],
    dm_language: DmLanguage,
    said: Callable[[str], str],
) -> list[Effect]:
    """A reminder by DM to each of ``seats``, worded by ``said`` in each player's language
    (the catalogue's key stays a literal at each caller, where the catalogue check reads it)."""
    users = seat_users(row)
    shown: list[Effect] = []
    for seat in seats:
        shown += dm_effects(users[seat], said(await dm_language(users[seat])))
    return shown


async def half_time(
    row: FamilyGameRow, game: ClocktowerGame, dm_language: DmLanguage
) -> list[Effect]:
    """The half-time reminder of the running limit: the night's DMs, the day's post, or the
    DMs of the players asked again."""
    if row.deadline_kind == "night":
        return await reminders(row, game, dm_language)
    if row.deadline_kind == "day":
        return [
            post(
                row,
                FamilyCog.thread_id(row),
                t(
                    "clocktower-day-ends",
                    game_lang(row),
                    day=game.number,
                    deadline=ts(row.deadline, game_lang(row)),
                ),
            )
        ]
    res = game.resolution
    if row.deadline_kind == "reask" and res is not None and res.waiting is not None:
        # Players asked together share the deadline (engine: ClocktowerGame._ask_ahead).
        asked = sorted({res.waiting, *res.early})
        return await _remind_seats(
            row,
            asked,
            dm_language,
            lambda lang: t(
                "clocktower-reminder-reask", lang, id=str(row.id), deadline=ts(row.deadline, lang)
            ),
        )
    return []


def nominee_label(nominee: Seat, lang: str) -> str:
    """A nominee as the sender's reply names it: ``@3``, or the storyteller (D7)."""
    if nominee == STORYTELLER_NOMINEE:
        return t("clocktower-the-storyteller", lang)
    return f"@{nominee + 1}"


def nominee_mention(row: FamilyGameRow, nominee: Seat) -> str:
    """The nominee in the vote's post: the seat with its player, or the storyteller with
    theirs (addendum D7: no seat, so never ``@0``)."""
    if nominee != STORYTELLER_NOMINEE:
        return mention(row, nominee)
    lang = game_lang(row)
    return f"{t('clocktower-the-storyteller', lang)} <@{row.host_id}>"


def voters(row: FamilyGameRow, game: ClocktowerGame) -> list[Seat]:
    """Seats that can still vote yes: alive, or dead with their ghost vote (spec D3), and
    manned."""
    users = seat_users(row)
    return [
        s
        for s in range(game.n)
        if users[s] is not None and (s not in game.appears_dead or s not in game.ghost_used)
    ]


def vote_text(row: FamilyGameRow, game: ClocktowerGame, closed: bool = False) -> str:
    """The open (or just closed) vote's post: who nominated whom, and the votes so far."""
    vote = ClocktowerExtra.of(row).vote
    assert vote is not None, "the text of a vote that is open"
    lang = game_lang(row)
    nobody = t("clocktower-no-one", lang)
    yes = ", ".join(f"@{s + 1}" for s in vote.yes) or nobody
    no = ", ".join(f"@{s + 1}" for s in vote.no) or nobody
    head = t(
        "clocktower-vote-head",
        lang,
        day=game.number,
        number=vote.today,
        nominator=mention(row, vote.nominator),
        nominee=nominee_mention(row, vote.nominee),
    )
    if closed:
        return t("clocktower-vote-closed", lang, head=head, yes=yes)
    return t("clocktower-vote-open", lang, head=head, votes=threshold(game), yes=yes, no=no)


def vote_post(row: FamilyGameRow, game: ClocktowerGame) -> Effect:
    """The post of a vote just opened, with its Yes/No/Close buttons."""
    vote = ClocktowerExtra.of(row).vote
    assert vote is not None, "the post of a vote that is open"
    return post(
        row,
        FamilyCog.thread_id(row),
        vote_text(row, game),
        view=vote_view(row.id, vote.number, game_lang(row)),
        key=VOTE_KEY,
    )


def vote_edit(row: FamilyGameRow, game: ClocktowerGame, closed: bool) -> Effect:
    """The vote's post brought up to date (closed: its buttons gone)."""
    vote = ClocktowerExtra.of(row).vote
    assert vote is not None, "the post of a vote that is open"
    return edit(
        FamilyCog.thread_id(row),
        vote_text(row, game, closed=closed),
        key=VOTE_KEY,
        view=None if closed else vote_view(row.id, vote.number, game_lang(row)),
    )


def status_text(session: FamilySession, game: ClocktowerGame, lang: str = SOURCE) -> str:
    """The game's public status (built from public facts only)."""
    row = session.row
    nobody = t("clocktower-no-one", lang)
    dead = ", ".join(f"@{s + 1}" for s in sorted(game.appears_dead)) or nobody
    phase = t("clocktower-phase", lang, phase=game.phase, number=game.number)
    lines = [t("clocktower-status-head", lang, phase=phase, dead=dead)]
    if game.phase == "night":
        answered = ", ".join(f"@{s + 1}" for s in answered_tonight(game)) or nobody
        lines.append(t("clocktower-status-answered", lang, seats=answered))
        if game.resolution is not None:
            # Says only that the night resolves, never who is asked again (spec N8).
            lines.append(t("clocktower-status-resolving", lang))
            return "\n".join(lines)
    elif game.phase == "day":
        lines.append(t("clocktower-status-threshold", lang, votes=threshold(game)))
        if game.block is not None:
            lines.append(t("clocktower-status-block", lang, seat=f"@{game.block + 1}"))
    if clocks.paused(row):
        lines.append(t("clocktower-status-paused", lang))
    elif game.outcome is None:
        lines.append(t("clocktower-status-deadline", lang, deadline=ts(row.deadline, lang)))
    return "\n".join(lines)


def grimoire(game: ClocktowerGame, as_image: bool, lang: str = SOURCE) -> tuple[str, bytes | None]:
    """The grimoire's text and, when asked, its image (in a worker: both run the solver); an
    Atheist game's is its lists with the shadow's verdicts, as text."""
    if game.adjudication is not None:
        return adjudication_text(game, lang), None
    view = storyteller_view(game)
    text = grimoire_text(game, view, lang)
    if not as_image:
        return text, None
    return text, grimoire_png(view, game.script, game.setup.players, lang)


async def end_effects(session: FamilySession, game: ClocktowerGame) -> list[Effect]:
    """The posts of the end (the reveal and the grimoire run the solver: in a worker)."""
    outcome = game.outcome
    assert outcome is not None
    row = session.row
    lang = game_lang(row)
    thread = FamilyCog.thread_id(row)
    winners = ", ".join(mention(row, s) for s in outcome.winners)
    winners = winners or t("clocktower-winners-none", lang)  # an Atheist game's evil win
    reveal, grimoire = await worker.run(
        lambda: (reveal_text(game, lang), grimoire_text(game, lang=lang))
    )
    record = game.record().to_json().encode()
    summary = team_wins(outcome.reason, lang)
    shown = [post(row, thread, t("clocktower-end", lang, summary=summary, winners=winners))]
    if game.adjudication is None:
        reveal = t("clocktower-reveal-post", lang) + "\n" + reveal
    shown += [post(row, thread, chunk) for chunk in chunks(reveal)]
    revealed = seed_revealed(game.setup.seed, lang)
    room = POST_LIMIT - 40 - len(revealed)
    shown.append(
        post(
            row,
            thread,
            f"{t('clocktower-final-grimoire', lang)}\n```\n{grimoire[:room]}\n```\n{revealed}",
            files=[(f"quantum-clocktower-{row.id}.json", record)],
            view=rematch(row.id, lang),
        )
    )
    return shown


async def cancel_posts(row: FamilyGameRow, game: ClocktowerGame) -> list[Effect]:
    """The posts of a game the storyteller cancels: no winner, one consistent world and the
    record (the reveal and the grimoire run the solver: in a worker)."""
    lang = game_lang(row)
    reveal, grimoire_shown = await worker.run(
        lambda: (reveal_text(game, lang), grimoire_text(game, lang=lang))
    )
    thread = FamilyCog.thread_id(row)
    record = game.record().to_json().encode()
    return [
        post(row, thread, t("clocktower-cancelled", lang)),
        *(
            post(row, thread, chunk)
            for chunk in chunks(t("clocktower-reveal-post", lang) + "\n" + reveal)
        ),
        post(
            row,
            thread,
            f"{t('clocktower-cancel-grimoire', lang)}\n```\n"
            f"{grimoire_shown[: POST_LIMIT - 40]}\n```",
            files=[(f"quantum-clocktower-{row.id}.json", record)],
        ),
    ]


def seat_replaced(
    row: FamilyGameRow, game: ClocktowerGame, seat: Seat, user_id: int, dm_lang: str
) -> list[Effect]:
    """A seat given to another member: everything the seat was told, by DM to them, and the
    thread told who sits there now."""
    told = [
        with_names(report_words(r, dm_lang), game.setup.players) for r in game.observe(seat).told
    ]
    shown = dm_effects(
        user_id,
        t("clocktower-replace-dm", dm_lang, id=str(row.id), seat=f"@{seat + 1}")
        + "\n"
        + "\n".join(f"• {line}" for line in told),
    )
    said = t(
        "clocktower-replace-post",
        game_lang(row),
        player=f"<@{user_id}>",
        seat=f"@{seat + 1}",
    )
    shown.append(post(row, FamilyCog.thread_id(row), said))
    return shown


def rematch(game_id: int, lang: str) -> discord.ui.View:
    """The shell's Rematch button (:mod:`bot.shell.rematch`), its words in the game's language."""
    return rematch_view(FAMILY, game_id, lang)
