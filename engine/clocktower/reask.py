"""What a player asked again at resolution is told (spec N8, O2; issue 22 §4).

The re-ask says what changed in words that hold for every re-ask, so they tell nothing: the
player's entries were possible when they arrived and other players' choices tonight (the
entries accepted earlier in the resolution, and on Night 1 the evil team's setup) ruled them
out. When the player must wake, it names the character (O2). When the entries still possible
for the player among the characters its list named are few enough to test (:data:`OFFER_LIMIT`:
``dont_wake`` and every wake of those characters, times the players), it lists them: exactly
the entries an answer could hold and pass its arrival check (N8 checks the answer against the
same partial night), so the list says nothing that resubmitting would not (N4 allows probing).
"""

from __future__ import annotations

from dataclasses import replace

from engine.clocktower.clauses import KINDS, ClauseEntry, ClauseSubmission
from engine.clocktower.fallback import all_wakes
from engine.clocktower.reasons import entry_reason
from engine.clocktower.refusals import Verdict
from engine.clocktower.reports import Report, Told
from engine.clocktower.table import Table
from engine.clocktower.text import DontWake, Entry, Submission, Wake
from engine.clocktower.world import History, PlanEntry
from engine.core.family import Seat

OFFER_LIMIT = 64
"""The most candidate entries times players a re-ask tests to list those still possible. Each
candidate is one question to the solver, and proving one impossible gets steeply dearer with
the table: on the benchmark's 14-player game (Night 2) an Empath's six candidates took 4 s and
an Imp's fifteen 2 s, beyond the 3 s a whole night may take, while a 7-player re-ask with its
list takes some 30 ms. So a 7-player Empath (6 × 7) is offered its entries, and a 14-player
one (6 × 14) is not; a deterministic bound, as everything the engine says must be."""


def reask_report(
    game: Table, seat: Seat, acc: History, listed: tuple[PlanEntry, ...], *, sent: bool
) -> Report:
    """The re-ask DM of ``seat`` paused at the partial night ``acc``; ``listed``: the list
    that ran out (``sent``: the player's own, else the ``dont_wake`` of silence)."""
    forced = _forced(game, seat, acc)
    refused = reask_verdicts(game, seat, listed)
    # an entry given its reason is not probed for the clauses it could do without (as on
    # arrival: the reason says more)
    ruled = {verdict.line for verdict in refused}
    probed = [entry for entry in listed if entry.text not in ruled]
    return Report(
        seat,
        Told.REASKED if sent else Told.REASKED_SILENT,
        numbers=(game.number,),
        ids=() if forced is None else (forced,),
        entries=tuple(_offer(game, seat, listed, forced)),
        without=tuple(clause for entry in probed for clause in blocking_clauses(game, seat, entry)),
        refused=refused,
    )


def reask_verdicts(game: Table, seat: Seat, listed: tuple[PlanEntry, ...]) -> tuple[Verdict, ...]:
    """The entries of ``listed`` that ``seat``'s own knowledge rules out, each with its plain
    reason (base §8, the rules of :mod:`engine.clocktower.reasons`). They read nothing but
    what the player knows, so a reason, or its absence, tells nothing the re-ask's fact did
    not. A list passed its arrival check, so what gives its entries a reason now is what the
    player learned since: on Night 1 a Minion's own setup line, accepted once every evil
    player answered (the Demon clause it sent before then cites "the Demon is @4"). Silence
    (``dont_wake``, never checked on arrival) may have one too: the Demon on Night 2."""
    said = []
    for entry in listed:
        why = entry_reason(game, seat, game.history, entry)
        if why is not None:
            said.append(Verdict(entry.text, False, why))
    return tuple(said)


def blocking_clauses(game: Table, seat: Seat, entry: PlanEntry) -> tuple[Wake, ...]:
    """For an entry of several clauses (the Demon's kill joined with a Barber swap), each
    clause without which the rest of the entry passes ``seat``'s arrival check now: the
    answer the player would get by sending the rest alone (N4, N8 allow probing), so it tells
    nothing more. A deterministic bound keeps it cheap: one question per clause, none past
    :data:`OFFER_LIMIT` questions times players."""
    if not isinstance(entry, ClauseEntry) or len(entry.clauses) < 2:
        return ()
    if len(entry.clauses) * game.n > OFFER_LIMIT:
        return ()
    found = []
    for k, clause in enumerate(entry.clauses):
        rest = ClauseEntry(entry.clauses[:k] + entry.clauses[k + 1 :])
        ((_, ok),) = game._arrival(seat, ClauseSubmission((), (rest,)))
        if ok:
            found.append(clause)
    return tuple(found)


def _forced(game: Table, seat: Seat, acc: History) -> str | None:
    """The character ``seat`` wakes as first in every world, if it wakes in every world (O2);
    else, in a script of kind clauses, the kind it wakes as in every world (N17: a Demon
    superposed between two Demons), as the kind's id."""
    tracked = replace(acc, track=frozenset((seat,)))
    forced = game.solver.forced_wake(tracked, seat)
    if forced is not None or not game.clauses:
        return forced
    kind = game.solver.forced_kind(tracked, seat)
    return None if kind is None else kind.value


def _offer(
    game: Table, seat: Seat, listed: tuple[PlanEntry, ...], forced: str | None
) -> list[Entry]:
    """Every entry still possible for ``seat`` among ``dont_wake`` (unless it must wake) and
    the wakes of the characters its list named (of the forced one only, or of the forced
    kind's characters, when it must wake),
    when they are few enough to test (:data:`OFFER_LIMIT`; else none: a partial list would
    mislead)."""
    if forced in KINDS:
        named = set(game.script.of_kind(KINDS[forced]))
    elif forced is not None:
        named = {forced}
    else:
        named = {e.character for e in listed if isinstance(e, Wake)}
    candidates: list[Entry] = [] if forced is not None else [DontWake()]
    candidates += [w for w in all_wakes(game, seat) if w.character in named]
    if len(candidates) * game.n > OFFER_LIMIT:
        return []
    verdicts = game._arrival(seat, Submission((), tuple(candidates)))
    return [entry for entry, (_, ok) in zip(candidates, verdicts, strict=True) if ok]


def drop_line(entries: tuple[PlanEntry, ...], verdicts: list[bool]) -> int | None:
    """For a list refused on arrival with one impossible line among possible ones (a backup
    that no longer fits): the number of the line to drop (None otherwise)."""
    impossible = [number for number, ok in enumerate(verdicts, start=1) if not ok]
    if len(entries) < 2 or len(impossible) != 1:
        return None
    return impossible[0]
