"""Words of the storyteller's view of an Atheist game (addendum A5): "Atheist game" and each
list with the shadow's verdict and the ruling so far. Only the storyteller reads them."""

from __future__ import annotations

import copy

from bot.i18n import SOURCE, t
from engine.clocktower import ClocktowerGame
from engine.clocktower.adjudication import ListVerdict


def _verdict_line(verdict: ListVerdict, game: ClocktowerGame, lang: str) -> str:
    entries = " · ".join(f"{k}. `{e}`" for k, e in enumerate(verdict.entries, start=1))
    if verdict.shadow is not None:
        shadow = t("clocktower-adjudicate-shadow-entry", lang, entry=verdict.shadow)
    else:
        shadow = t("clocktower-adjudicate-shadow-reask", lang)
    if verdict.ruling is None:
        ruled = t("clocktower-adjudicate-no-ruling", lang)
    elif verdict.ruling.entry is not None:
        ruled = t("clocktower-adjudicate-ruled-entry", lang, entry=verdict.ruling.entry)
    else:
        ruled = t("clocktower-adjudicate-ruled-reask", lang)
    head = f"@{verdict.seat + 1} {game.setup.players[verdict.seat]}"
    return t(
        "clocktower-adjudicate-list", lang, head=head, entries=entries, shadow=shadow, ruled=ruled
    )


def adjudication_text(game: ClocktowerGame, lang: str = SOURCE) -> str:
    """The storyteller's view of an Atheist game (A5): its name and, by night, each living
    player's list with the shadow's verdict (its resolution as of now) and the ruling so far.
    Runs the shadow: off the event loop."""
    adjudication = game.adjudication
    assert adjudication is not None
    lines = [t("clocktower-adjudicate-head", lang, phase=game.phase, number=game.number)]
    ended = adjudication.shadow.outcome
    if ended is not None and game.outcome is None:  # its end is the storyteller's to simulate
        lines.append(t("clocktower-adjudicate-shadow-over", lang, team=ended.reason))
    if game.phase == "night" and game.resolution is None:
        lines += [_verdict_line(v, game, lang) for v in adjudication.preview()]
    return "\n".join(lines)


def detached(game: ClocktowerGame) -> ClocktowerGame | None:
    """A copy of an Atheist game whose view previews its open night, to work the view out on
    after the game's lock is let go (in a worker: the copy is the same game, so the view is
    the same); None when the view is quick, read under the lock. The preview resolves both
    shadows' nights (:meth:`~engine.clocktower.adjudication.Adjudication.preview`: seconds of
    CPU at seven players, where a quantum game's grimoire takes a tenth of one), and a player's
    list sent meanwhile would wait for it: a tell (A2's timing rule). The copy is a few
    milliseconds of the lock (about 6 ms at seven players)."""
    if game.adjudication is None or game.phase != "night" or game.resolution is not None:
        return None
    return copy.deepcopy(game)
