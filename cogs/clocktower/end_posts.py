"""The posts of a game's end, or of its cancelling: the winners, one consistent world, the
final grimoire, the revealed seed, the record and the Rematch button. The reveal and the
grimoire run the solver, so they are built in a worker."""

from __future__ import annotations

import discord

from bot import worker
from bot.effects import Effect
from bot.i18n import t
from bot.shell import FamilySession
from bot.shell.family_cog import FamilyCog
from bot.shell.posts import post
from bot.shell.rematch import rematch_view
from bot.shell.replies import POST_LIMIT, game_lang, seed_revealed
from bot.shell.store import FamilyGameRow
from cogs.clocktower.messages import chunks, mention
from cogs.clocktower.texts import grimoire_text, reveal_text
from cogs.clocktower.words import team_wins
from engine.clocktower import FAMILY as CLOCKTOWER
from engine.clocktower import ClocktowerGame


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


def rematch(game_id: int, lang: str) -> discord.ui.View:
    """The shell's Rematch button (:mod:`bot.shell.rematch`), its words in the game's language."""
    return rematch_view(CLOCKTOWER.name, game_id, lang)
