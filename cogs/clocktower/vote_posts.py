"""The day's nominations and votes as posted: the nomination's words, the open vote's post
with its buttons (which the votes edit), who may still vote."""

from __future__ import annotations

from bot.effects import Effect
from bot.i18n import t
from bot.shell.family_cog import FamilyCog
from bot.shell.posts import edit, post
from bot.shell.replies import game_lang
from bot.shell.seats import seat_users
from bot.shell.store import FamilyGameRow
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.messages import mention
from cogs.clocktower.texts import threshold
from cogs.clocktower.views import vote_view
from engine.clocktower import ClocktowerGame
from engine.clocktower.actions import STORYTELLER_NOMINEE
from engine.clocktower.reports import Report
from engine.core.family import Seat

VOTE_KEY = "vote"
"""The key of the open nomination's post, which the votes edit."""


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
