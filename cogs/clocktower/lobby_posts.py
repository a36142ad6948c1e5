"""The lobby's post (the storyteller, the script, the limits, the seats so far) and the
thread's first post once the table is dealt."""

from __future__ import annotations

from bot.effects import Effect
from bot.i18n import t
from bot.i18n.formats import number
from bot.shell import FamilySession, GameStatus
from bot.shell.family_cog import FamilyCog
from bot.shell.posts import post
from bot.shell.replies import game_lang, seed_committed
from bot.shell.store import FamilyGameRow
from cogs.clocktower.clocks import HOUR
from cogs.clocktower.messages import mention
from cogs.clocktower.texts import lobby_script_lines, script_title
from engine.clocktower import ClocktowerGame
from engine.clocktower.script import SCRIPTS


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
