"""Reasons for refusals that the player can follow without learning a secret (spec §8).

An entry refused on arrival gets a reason only when it is impossible given what its sender
already knows: its own accepted entries, the prompts it received, its alignment (and, if evil,
the Demon's seat once its own setup line is accepted) and the rules for the player count.
Every rule below reads only those, never Ψ, so a reason (or its absence) tells the player
nothing new. Otherwise the reply stays "impossible now". A reason is data (:class:`Reason`)
that the bot words in the reader's language.

The rules, each citing one thing the player knows (a one-item ``explain`` set):

- information that no holder of the character gets on that night at that size, even
  droisoned (R2's ranges hold every sober value too);
- a good player waking as an evil character, or an evil player as a good one;
- on Night 2 after a Day 1 without shots or executions (so the Demon is alive and unchanged):
  an evil player who is not the Demon waking as the Demon, or the Demon sending ``dont_wake``;
- a good player waking as another character than its token prompt or its own earlier wake
  (good characters never change in script 1; a Drunk wakes as the one it believes);
- a good player waking as X after not waking on an earlier night when X always wakes (a player
  who wakes tonight was alive on every earlier night).

Script 2 (entries of clauses over explicit worlds) has its own rules, in
:func:`clause_reason`, each about one clause. Its characters can change hands (the Barber's
swap) and gain instances (the Pixie, the Cannibal), so the rules above on tokens and earlier
wakes do not hold there as they stand. Before the first slot at which a character may swap
(:attr:`Character.swaps_characters`) on a night a death may have armed it, told or not
(:func:`armed_nights`), or tonight's, every seat still holds what it was dealt, and a gain
gives only a good player's ability (an evil one's is pretended good), so up to that point:

- a player waking as a character or kind of the other team than its alignment (the
  optional clause another character takes on the Barber's behalf has no team of its own);
- an evil player whose own setup line is accepted waking as a Demon when it named another
  seat the Demon, or as a Minion when it named itself;
- a character that may not repeat its holder's own choice of last night
  (:attr:`Character.no_repeat`) sent with the choices of the player's own clause of last
  night that could stand for that character (a kind clause too: no seat changed character
  since, so the clause was that character's).
- a good player waking as another character than the one it was told at Night 1's dawn it
  woke as (or as a kind whose clause that one does not fit), when that was its only wake
  and its character cannot gain another's instance (:attr:`Character.gains_instances`):
  nothing is gained by then and a seat gains only through its own character, so it still
  holds (or, as a Drunk, believes) that one.
- a good player waking as a character whose holder wakes whenever alive, with a slot on an
  earlier night on which it was told it did not wake (unless a gain may have given it that
  character since: a gaining character on the script and a death, told or not); as a kind,
  when every character its clause fits is such a one (`wake townsfolk choose @5`, the
  Monk's form).
- a good player sending a clause the living Demon takes on another's behalf
  (:attr:`Character.optional_wake`, the Barber's swap).
- a player executed on an earlier day and still appearing alive waking as a character (or
  a kind none of whose fitting characters does so) that does not live through its own
  execution (:attr:`Character.survives_own_execution`), on a script where nothing shields
  an executee (:attr:`Character.shields_from_execution`), gains instances or makes a
  Demon: where it wakes it is alive, so it lived through the execution as what it holds
  now (past a swap too for a Demon that knows it still holds the Demon it was dealt,
  :func:`_kept_demon`; and past swaps that only its own executions armed,
  :func:`_survived_unswapped`).
- a good player's entry of two wakes or more, on Night 1 or on a script where no character
  gains instances or makes a Demon: the seat holds one character, which wakes once a night.

These rules hold past that point:

- at any point, a clause of a character that wakes after Night 1 only as a gained instance
  (:attr:`Character.later_wakes_gained`) on a later night, when no character of the script
  gains instances;
- a good player waking as another character than the one it was told at an earlier night's
  dawn it woke as, when nothing can have changed its seat since that wake
  (:func:`settled_since`);
- a player told it is now the X (O4 b) waking as another character than X (or a kind X does
  not fit): at any point where a living seat is swapped once and nothing after it
  (:func:`swaps_once`), else when only one earlier night had a swap slot a death armed and
  the clause comes before tonight's swap slot;
- where a living seat is swapped once (:func:`swaps_once`), a good player sending the
  clause the Demon takes on the swap's behalf: only a swap of its own makes it a Demon, and
  none follows that one;
- a good player waking as an evil character (or kind) that no setup at this size has in
  play together with a character that swaps (:func:`engine.clocktower.script.in_play_together`):
  nothing else gives a good seat an evil character;
- where no character gains instances or makes a Demon, a good player's entry of two wakes
  with no swap slot tonight between their slots: the seat holds one character from one swap
  slot to the next.
- where a living seat is swapped once (:func:`swaps_once`), a good player's entry with a
  wake of a character it did not hold on an earlier night it slept through (one that
  wakes whenever alive, with a slot then) and another character's wake, with no swap slot
  tonight that may come between the swap giving it the first and the second: only its own
  swap gives it the first, and none follows.
- where a living seat is swapped once (:func:`swaps_once`), a good player that woke last
  night as one character X alone (one that wakes whenever alive, with a slot tonight before
  every slot that may swap) sending an entry with no clause X fits and a clause standing
  only for characters that wake whenever alive, each with a slot last night after every
  swap slot there that follows X's: the swap giving it such a character came last night,
  when it would have woken as it then too, or tonight, after it woke as X again.

After that point the rules still hold for one sender: the Demon by its own accepted setup
line, when no swap clause of its own named its seat (a swap is only ever the living Demon's
clause, and there is one Demon), so its seat still holds the Demon it was dealt. Anyone else
may have been swapped by a choice it cannot see.

An entry of several clauses gets the reason of its first clause (in point order) that one of
these rules rules out, naming that clause. A re-ask names the entries of the list that these
rules rule out (:func:`engine.clocktower.reask.reask_verdicts`).

A check of the entry against the player's whole knowledge through the solver (one question per
evil set the player cannot rule out) was tried first. It is exact but proving impossibility with
every other seat unconstrained took the search over two minutes for one refusal at seven
players, so it is not used.
"""

from __future__ import annotations

from dataclasses import replace

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character
from engine.clocktower.clauses import KINDS, ClauseEntry, fitting, is_kind_clause
from engine.clocktower.kinds import Kind
from engine.clocktower.ranges import in_range
from engine.clocktower.refusals import Reason, Why
from engine.clocktower.reports import Told, executions
from engine.clocktower.script import Script, in_play_together
from engine.clocktower.table import Table
from engine.clocktower.text import DontWake, Entry, Seat, Wake
from engine.clocktower.world import DayPlan, History, NightPlan, PlanEntry, Upto


def _always_wakes(character: Character, night: int) -> bool:
    """Whether every living holder wakes on ``night`` (no condition beyond being alive)."""
    slot = character.first_night if night == 1 else character.other_nights
    return slot is not None and type(character).wake_condition is Character.wake_condition


def plain_reason(game: Table, seat: Seat, base: History, entry: Entry) -> Reason | None:
    """Why script 1's ``entry`` is impossible from ``seat``'s own knowledge, or None when no
    rule applies (script 2's entries of clauses have :func:`clause_reason`)."""
    night = base.phases[-1].number
    evil = seat in game.evil
    # on Night 2 with no shot or execution on Day 1 the Demon is still the Demon and alive
    # (script 1's Imp first wakes on Night 2, so no star-pass can have happened)
    day_one_quiet = all(isinstance(p, NightPlan) or not p.events for p in base.phases)
    settled = evil and seat in game.setup_accepted and night == 2 and day_one_quiet
    if isinstance(entry, DontWake):
        if settled and base.demon == seat:
            return Reason(Why.DEMON_SELF)
        return None
    assert isinstance(entry, Wake)
    character = REGISTRY[entry.character]
    if entry.info is not None and not in_range(
        base.script, character, entry.info, base.n, night, seat
    ):
        return Reason(Why.OUT_OF_RANGE, character.id, entry.info, night=night, players=base.n)
    if character.kind.evil != evil:
        return Reason(Why.SIDE, character.id, evil=evil)
    if evil:
        demon = base.demon
        if settled and demon is not None and demon != seat and character.id in base.script.demons:
            return Reason(Why.DEMON_KNOWN, seat=demon)
        return None
    token = game.prompted_token.get(seat)
    if token is not None and token != entry.character:
        return Reason(Why.TOKEN, token)
    for phase in base.phases[:-1]:
        if isinstance(phase, DayPlan):
            continue
        own = phase.entry_map().get(seat)
        if isinstance(own, Wake) and own.character != entry.character:
            return Reason(Why.SENT_BEFORE, night=phase.number, entry=own)
        if isinstance(own, DontWake) and _always_wakes(character, phase.number):
            return Reason(Why.SLEPT_BEFORE, character.id, night=phase.number)
    return None


def entry_reason(game: Table, seat: Seat, base: History, entry: PlanEntry) -> Reason | None:
    """Why ``entry`` of either grammar is impossible from ``seat``'s own knowledge: script
    2's rules for an entry of clauses (none for its ``dont_wake``), else script 1's."""
    if isinstance(entry, ClauseEntry):
        return clause_reason(game, seat, entry)
    if game.clauses or isinstance(entry, Upto):
        return None
    return plain_reason(game, seat, base, entry)


def clause_reason(game: Table, seat: Seat, entry: ClauseEntry) -> Reason | None:
    """Why the clause entry ``entry`` is impossible from ``seat``'s own knowledge (script 2's
    rules above), naming the clause when the entry has several; None when no rule applies."""
    kept = _kept_demon(game, seat, entry)
    for clause in entry.clauses:
        reason = _clause_reason(game, seat, clause, kept)
        if reason is not None:
            return replace(reason, clause=clause.text) if len(entry.clauses) > 1 else reason
    return (
        _one_character(game, seat, entry)
        or _slept_then_swapped(game, seat, entry)
        or _woke_then_swapped(game, seat, entry)
    )


def gains_on(script: Script) -> bool:
    """Whether a character of ``script`` may give its holder another's instance
    (:attr:`Character.gains_instances`)."""
    return any(REGISTRY[c].gains_instances for c in script.characters)


def _one_character(game: Table, seat: Seat, entry: ClauseEntry) -> Reason | None:
    """A good sender's entry of two wakes or more while the seat certainly holds one
    character, on Night 1 (nothing is gained by then, see :func:`_first_wake`) or on a
    script where no character gains instances or makes a Demon: before a swap may have
    happened (:func:`unchanged_at`, at the entry's latest fitting slot), or past one when
    no slot that may swap comes tonight between the clauses' fitting slots (a seat changes
    character only at such a slot). That character (or, for a Drunk, the Townsfolk it
    believes) wakes at its one slot a night, and each clause is a wake of its own (two
    never share a point), so the entry is impossible. The Barber's clause, the Demon's on
    another's behalf, is left to its own rule. The reason names the second clause."""
    script, night, n = game.script, game.number, game.n
    if seat in game.evil or (night > 1 and (gains_on(script) or makes_demons(script))):
        return None
    clauses = [
        clause
        for clause in entry.clauses
        if is_kind_clause(clause) or not REGISTRY[clause.character].optional_wake
    ]
    slots = [
        script.slot(c, night) for clause in clauses for c in fitting(script, clause, seat, n, night)
    ]
    # no slot tonight for any of them: the clauses' own rules refuse them first, but no crash
    present = [s for s in slots if s is not None]
    if len(clauses) < 2 or not present:
        return None
    if unchanged_at(game, max(present)):
        return Reason(Why.ONE_CHARACTER, entry=clauses[0], clause=clauses[1].text)
    # past a possible swap the seat still holds one character from one swap slot to the
    # next (swaps happen only there), so two wakes between the same two are one too many
    if night == 1 or _swap_tonight_between(game, min(present), max(present)):
        return None
    return Reason(Why.ONE_BETWEEN_SWAPS, entry=clauses[0], clause=clauses[1].text)


def _slept_then_swapped(game: Table, seat: Seat, entry: ClauseEntry) -> Reason | None:
    """A good sender's entry, where a living seat is swapped once (:func:`swaps_once`), with
    a clause of characters each of which it did not hold on an earlier night on which it
    slept (:func:`_slept`: each wakes whenever alive and had a slot then; the seat, alive
    now, was alive then) and another clause fitting none of them, with no slot that may swap
    tonight between the second's earliest fitting slot and the first's latest. Only a swap
    of the seat's own, after that night's slot, gives it the first clause's character;
    nothing changes a seat's character but a swap on such a script, and no swap follows that
    one, so the seat still holds it at the other clause (issue 26: `wake townsfolk choose @5
    & wake empath learn 1` on Night 3 from a player that slept on Night 2). The reason names
    the other clause."""
    script, night, n = game.script, game.number, game.n
    if seat in game.evil or night == 1 or not swaps_once(script):
        return None
    clauses = [
        (clause, fitting(script, clause, seat, n, night))
        for clause in entry.clauses
        if is_kind_clause(clause) or not REGISTRY[clause.character].optional_wake
    ]
    for first, could in clauses:
        latest = max(
            (s for s in (script.slot(c, night) for c in could) if s is not None), default=None
        )
        slept = None if latest is None else _slept(game, seat, tuple(REGISTRY[c] for c in could))
        if latest is None or slept is None:
            continue
        for other, fits in clauses:
            slots = [s for s in (script.slot(c, night) for c in fits) if s is not None]
            if other is first or not slots or set(fits) & set(could):
                continue
            # a swap tonight between them may be the one that gave the first clause's character
            if not _swap_tonight_between(game, min(slots), latest):
                return Reason(Why.SLEPT_THEN_SWAPPED, night=slept, entry=first, clause=other.text)
    return None


def _woke_then_swapped(game: Table, seat: Seat, entry: ClauseEntry) -> Reason | None:
    """A good sender's entry, where a living seat is swapped once (:func:`swaps_once`), when
    last night's dawn told it that it woke as one character X alone, X wakes whenever alive
    with a slot tonight before every slot that may swap, no clause of the entry fits X, and
    a clause stands only for characters that wake whenever alive with a slot last night after
    every slot there that may swap after X's. The seat held X (or believed it) at X's slot
    last night, so a clause of another character needs a swap of its own since, and only
    one: last night after X's slot, it would then have woken as that character at its later
    slot there too, which its one wake denies; tonight, the swap comes after X's slot, where
    the seat, alive at its later wake, still held X and woke as it, which the entry denies
    (issue 26: `wake empath learn 2` on Night 3 from a player that woke as the Monk alone on
    Night 2, seeds 3 and 13 of the fallback gap). The reason names the clause when the
    entry has several."""
    script, night, n = game.script, game.number, game.n
    if seat in game.evil or night == 1 or not swaps_once(script):
        return None
    told = next(
        (
            r
            for r in game.reports
            if r.to == seat and r.code is Told.NIGHT and r.numbers == (night - 1,)
        ),
        None,
    )
    if told is None or len(told.entries) != 1:
        return None
    woke = told.entries[0]
    if not isinstance(woke, Wake) or is_kind_clause(woke):
        return None
    held = REGISTRY[woke.character]
    before, tonight = script.slot(held.id, night - 1), script.slot(held.id, night)
    if held.optional_wake or before is None or tonight is None or not _wakes_when_alive(held):
        return None
    if any(slot <= tonight for slot in _swap_slots(script, night)):
        return None
    then = [slot for slot in _swap_slots(script, night - 1) if slot > before]
    clauses = [(c, fitting(script, c, seat, n, night)) for c in entry.clauses]
    if any(held.id in could for _, could in clauses):
        return None
    for clause, could in clauses:
        # no gains on such a script: a character whose later wakes are gained ones never wakes
        woken = [REGISTRY[c] for c in could if not REGISTRY[c].later_wakes_gained]
        if is_kind_clause(clause) or not REGISTRY[clause.character].optional_wake:
            slots = [script.slot(c.id, night - 1) for c in woken]
            late = all(s is not None and all(s > w for w in then) for s in slots)
            if woken and late and all(_wakes_when_alive(c) for c in woken):
                named = clause.text if len(entry.clauses) > 1 else ""
                return Reason(Why.WOKE_THEN_SWAPPED, night=night - 1, entry=woke, clause=named)
    return None


def _wakes_when_alive(character: Character) -> bool:
    """Whether a holder of ``character`` (or a Drunk believing it) wakes at each of its
    slots whenever alive: its module puts no condition on the wake."""
    return type(character).explicit_wakes is Character.explicit_wakes


def _swap_slots(script: Script, night: int) -> list[float]:
    """The slots on Night ``night`` of the characters that may swap characters."""
    slots = (script.slot(c, night) for c in script.characters if REGISTRY[c].swaps_characters)
    return [slot for slot in slots if slot is not None]


def _swap_tonight_between(game: Table, first: float, last: float) -> bool:
    """Whether a slot of a character that may swap characters comes tonight after point
    ``first`` and before ``last``."""
    script, night = game.script, game.number
    slots = (script.slot(c, night) for c in script.characters if REGISTRY[c].swaps_characters)
    return any(slot is not None and first < slot < last for slot in slots)


def armed_nights(game: Table, spared: Seat | None = None) -> frozenset[int]:
    """The nights on which a slot that may swap characters could have acted, by the public
    deaths: a death announced from Day N-1's start to Night N's dawn (an execution, a death
    by day or at the end of the day, a death by Night N) arms Night N. The Barber's death
    arms its swap on the coming night when by day and on that night when by night (before
    its slot). A night's death may also be announced by no dawn (:func:`quiet_deaths`), so
    every night so far on which a slot that may attack comes before one that may swap is
    armed too; a night that no death may have armed swaps no one. ``spared``: a seat whose
    executions are left out (in the worlds where it is alive they killed no one)."""
    armed: set[int] = set(_quietly_armed(game))
    coming = 1
    for report in game.reports:
        if report.to != "public":
            continue
        if report.code is Told.DAY_BEGINS:
            coming = report.numbers[0] + 1
        elif report.code is Told.EXECUTED and report.seats[0] == spared:
            continue
        elif report.code in (Told.DEAD, Told.EXECUTED):
            armed.add(coming)
    return frozenset(armed)


def quiet_deaths(game: Table) -> frozenset[int]:
    """The nights so far (the current one included) on which a seat may have died with no
    one told: those with a slot of a character that may attack
    (:attr:`Character.attacks_at_night`). An attack lands in the worlds where its target is
    unprotected (or where a Mayor's redirect takes it), and a seat appears dead only when
    dead in every world (O5), so a Barber's death in some worlds is never announced, yet
    arms the swap there (issue 26: a Mayor's redirect onto the Barber, the Demon's
    choice a Barber in some worlds and in the others a Mayor whose redirect reaches it)."""
    script = game.script
    attackers = [c for c in script.characters if REGISTRY[c].attacks_at_night]
    return frozenset(
        m
        for m in range(1, game.number + 1)
        if any(script.slot(c, m) is not None for c in attackers)
    )


def _quietly_armed(game: Table) -> frozenset[int]:
    """The nights of :func:`quiet_deaths` on which such a slot comes before one that may
    swap characters: a death there no one was told of may have armed the swap."""
    script = game.script
    attackers = [c for c in script.characters if REGISTRY[c].attacks_at_night]
    swappers = [c for c in script.characters if REGISTRY[c].swaps_characters]

    def slots(characters: list[str], night: int) -> list[float]:
        return [s for s in (script.slot(c, night) for c in characters) if s is not None]

    return frozenset(
        m
        for m in quiet_deaths(game)
        if any(a < w for a in slots(attackers, m) for w in slots(swappers, m))
    )


def swap_nights(script: Script, armed: frozenset[int], before: int) -> list[int]:
    """The nights before Night ``before`` on which a swap may have happened: those of
    ``armed`` (:func:`armed_nights`) with a slot of a character that may swap characters."""
    swaps = [c for c in script.characters if REGISTRY[c].swaps_characters]
    return sorted(
        m for m in armed if m < before and any(script.slot(c, m) is not None for c in swaps)
    )


def _swap_tonight_before(game: Table, at: float) -> bool:
    """Whether tonight's slot of a character that may swap characters comes before point
    ``at`` (tonight's deaths are not announced yet, so any of them may have armed it)."""
    script, night = game.script, game.number
    slots = (script.slot(c, night) for c in script.characters if REGISTRY[c].swaps_characters)
    return any(slot is not None and slot < at for slot in slots)


def unchanged_at(game: Table, at: float) -> bool:
    """Whether no seat can hold another character than it was dealt at point ``at`` of
    tonight: no earlier night had a swap slot a public death armed (:func:`swap_nights`),
    and tonight's comes after ``at``."""
    swapped = swap_nights(game.script, armed_nights(game), game.number)
    return not swapped and not _swap_tonight_before(game, at)


def _kept_demon(game: Table, seat: Seat, entry: ClauseEntry) -> bool:
    """Whether ``seat`` knows it still holds the Demon it was dealt whatever swaps happened:
    it was told it is the Demon (V4), and no swap clause of its own (a swap
    is only ever the Demon's clause, and the Demon is the only one) named its seat, neither
    in its accepted entries nor in ``entry``. Swaps of two other seats leave it the Demon."""
    if _told_demon(game, seat) != seat:
        return False
    clauses = list(entry.clauses)
    for phase in game.history.phases:
        if isinstance(phase, NightPlan):
            own = phase.entry_map().get(seat)
            if isinstance(own, Upto):
                own = own.entry
            if isinstance(own, ClauseEntry):
                clauses += own.clauses
    return not any(
        not is_kind_clause(clause)
        and REGISTRY[clause.character].swaps_characters
        and seat in clause.choices
        for clause in clauses
    )


def _clause_reason(game: Table, seat: Seat, clause: Wake, kept: bool) -> Reason | None:
    """The rules above for one clause; ``kept``: the sender knows it is still the Demon it
    was dealt (:func:`_kept_demon`), so they hold past a possible swap too."""
    script, night, n = game.script, game.number, game.n
    character = None if is_kind_clause(clause) else REGISTRY[clause.character]
    evil = seat in game.evil
    # the rules of play, not the seat's history: true of every seat at every point
    gained_only = character is not None and character.later_wakes_gained and night > 1
    if character is not None and gained_only and not gains_on(script):
        return Reason(Why.GAINED_ONLY, character.id)
    if character is not None and character.optional_wake:
        # the clause has no team of its own, but the living Demon takes it: a good player
        # holds no Demon until a swap may have happened, nor takes it after one
        at = script.slot(character.id, night)
        if evil or at is None:
            return None
        if unchanged_at(game, at):
            return Reason(Why.DEMONS_CLAUSE, character.id)
        # a good seat takes it only as a Demon a swap of its own made it, and none follows
        once = character.swaps_characters and swaps_once(script)
        return Reason(Why.SWAP_ONCE, character.id) if once else None
    # a kind clause may hold at any fitting slot, so the latest must come before a swap
    could = fitting(script, clause, seat, n, night)
    latest = max(s for s in (script.slot(c, night) for c in could) if s is not None)
    became = _became(game, seat, latest)
    if became is not None and became not in could:
        return Reason(Why.BECAME, became)
    if not kept and not unchanged_at(game, latest):
        if not evil:
            held = _since_swap(game, seat, could, latest)
            reason = held or _never_swapped_in(game, clause, could)
            if reason is not None:
                return reason
        spared = _survived_unswapped(game, seat, could, latest)
        if spared is None:
            return None
        return Reason(Why.SURVIVED_UNSWAPPED, clause.character, night=spared)
    kind = KINDS[clause.character] if character is None else character.kind
    if kind.evil != evil:
        return Reason(Why.SIDE, clause.character, evil=evil)
    demon = _told_demon(game, seat)
    if demon is not None:
        if kind is Kind.DEMON and demon != seat:
            return Reason(Why.DEMON_KNOWN, seat=demon)
        if kind is Kind.MINION and demon == seat:
            return Reason(Why.DEMON_SELF)
    if not evil:
        # a kind clause stands only for the characters whose form it fits (N13), so the
        # one character a Night 1 wake fixed rules it out as well when that one is not among
        # them (`wake townsfolk choose @3` is only ever the Monk's)
        first = _first_wake(game, seat)
        if first is not None and first.character not in could:
            return Reason(Why.SENT_BEFORE, night=1, entry=first)
    if not evil:
        # a kind clause stands for each character it fits, so it is ruled out when every
        # one of them always woke on a night the seat slept (`wake townsfolk choose @5`)
        slept = _slept(game, seat, tuple(REGISTRY[c] for c in could))
        if slept is not None:
            return Reason(Why.SLEPT_BEFORE, clause.character, night=slept)
    executed = _executed_alive(game, seat, could)
    if executed is not None:
        return Reason(Why.EXECUTED_ALIVE, clause.character, night=executed)
    if character is None or not character.no_repeat:
        return None
    for earlier in _own_clauses(game.history, seat, night - 1):
        could = fitting(script, earlier, seat, n, night - 1)
        if character.id in could and earlier.choices == clause.choices:
            return Reason(Why.REPEAT, character.id, night=night - 1, entry=earlier)
    return None


def _survived_unswapped(game: Table, seat: Seat, could: tuple[str, ...], at: float) -> int | None:
    """The day ``seat`` was last executed, when it still appears alive, none of the
    characters ``could`` lives through its own execution (:func:`_executed_alive`'s gate
    on the script), and no swap can have changed the seat's character since then up to
    point ``at`` of tonight but one armed by its own executions alone; None otherwise.
    Where the seat wakes it is alive, so it lived through each of them and they killed no
    one: a swap there was armed by another death, announced or not (:func:`armed_nights`).
    With none on a night with a swap slot after that day, nor tonight's slot before ``at``,
    the seat holds what lived through that execution (issue 26: on script 2, where every
    night from Night 2 on may be armed by a death no one announced, the executee of the day
    before tonight, up to tonight's Barber slot)."""
    days = [day for day, executee in executions(game.reports) if executee == seat]
    if not days or _executed_alive(game, seat, could) is None:
        return None
    armed = armed_nights(game, spared=seat)
    swapped = swap_nights(game.script, armed, game.number)
    if any(m > days[-1] for m in swapped) or _swap_tonight_before(game, at):
        return None
    return days[-1]


def _executed_alive(game: Table, seat: Seat, could: tuple[str, ...]) -> int | None:
    """The day ``seat`` was executed, when it still appears alive and none of the
    characters ``could`` (what a clause may stand for) lives through its own execution;
    None otherwise. The caller's gate: no swap can have changed the seat's character
    since Night 1, or the seat is a Demon that knows it kept its own. A seat waking tonight
    is alive in the worlds where it does (a wake of script 2 is a living seat's,
    :meth:`Character.explicit_wakes`), so there it lived through that execution, and on a
    script where nothing shields an executee (:attr:`Character.shields_from_execution`)
    only its own character kept it alive (:attr:`Character.survives_own_execution`): held
    then, and still held, since with no character that gains instances or makes a Demon
    on the script nothing but a swap changes what a seat holds."""
    script = game.script
    shields = any(REGISTRY[c].shields_from_execution for c in script.characters)
    if shields or gains_on(script) or makes_demons(script) or seat in game.appears_dead:
        return None
    if any(REGISTRY[c].survives_own_execution for c in could):
        return None
    return next((day for day, executee in executions(game.reports) if executee == seat), None)


def swaps_once(script: Script) -> bool:
    """Whether a living seat is swapped at most once, and nothing swaps after it (R12, R16):
    the script has one character that swaps and none that gains instances or makes a Demon.
    A swap is armed only by the death of a holder of that character, and it exchanges two
    seats' characters. A swap of a living seat with a seat not holding that character leaves
    it on the dead seat that armed the swap, so nothing arms another; one that gives the
    living seat that character leaves it on that seat, which has to die to arm another."""
    swappers = [c for c in script.characters if REGISTRY[c].swaps_characters]
    return len(swappers) == 1 and not gains_on(script) and not makes_demons(script)


def _never_swapped_in(game: Table, clause: Wake, could: tuple[str, ...]) -> Reason | None:
    """A good sender's clause of evil characters only (``could``, what it may stand for)
    past a possible swap, when no setup at this size has any of them in play together with
    a character that swaps (:func:`in_play_together`): a good seat is dealt a good character,
    a gain is only ever of a good one's ability, and no character on the script makes a
    Demon, so only a swap with the seat holding it could give it one."""
    script, n = game.script, game.n
    if not could or any(not script.kind(c).evil for c in could) or makes_demons(script):
        return None
    swappers = [c for c in script.characters if REGISTRY[c].swaps_characters]
    if any(in_play_together(script, n, c, s) for c in could for s in swappers):
        return None
    return Reason(Why.NEVER_SWAPPED_IN, clause.character, players=n)


def _told_demon(game: Table, seat: Seat) -> Seat | None:
    """The Demon's seat as ``seat`` was told it (V4: every evil player at once, when the last
    evil setup line is accepted), None before. Not the seat's own accepted line: while another
    evil player is still asked for setup, which line of its own was accepted can depend on
    the others' lines (a bluff needing a Minion's ``setup damsel``, V6) and is not told yet."""
    told = next((r for r in game.reports if r.to == seat and r.code is Told.DEMON), None)
    return None if told is None else told.seats[0]


def _first_wake(game: Table, seat: Seat) -> Wake | None:
    """The wake ``seat`` was told at Night 1's dawn, when it woke as one character whose
    holder cannot gain another's instance; None on Night 1, or when it did not wake, woke as
    several or as such a character. Nothing is gained by the Night 1 wakes and a seat gains
    only through its own character, so that character is still the seat's (or its Drunk's
    belief) in every world left until a swap may have happened. The dawn's report, not the
    history, since an Atheist game keeps the accepted entries only there."""
    told = next(
        (r for r in game.reports if r.to == seat and r.code is Told.NIGHT and r.numbers == (1,)),
        None,
    )
    return None if told is None else _one_wake(told.entries)


def _one_wake(entries: tuple[Entry, ...]) -> Wake | None:
    """The wake of a dawn's report (``entries``, a seat's accepted entry) when its named
    clauses, but the Barber's (the Demon's on another's behalf), are of one character, which
    gains no instances; None otherwise."""
    own = [
        wake
        for wake in entries
        if isinstance(wake, Wake)
        and not is_kind_clause(wake)
        and not REGISTRY[wake.character].optional_wake
    ]
    if not own or any(wake.character != own[0].character for wake in own):
        return None
    return None if REGISTRY[own[0].character].gains_instances else own[0]


def settled_since(game: Table, night: int, slot: float, at: float) -> bool:
    """Whether no seat can hold another character at point ``at`` of tonight than at
    ``slot`` of the earlier Night ``night``: no swap slot after ``slot`` that night nor on a
    night since, if a death may have armed it (:func:`swap_nights`), none tonight before
    ``at``, and no character of the script gains instances or makes a Demon (either gives a
    seat a character without a swap)."""
    script = game.script
    if gains_on(script) or makes_demons(script) or _swap_tonight_before(game, at):
        return False
    swapped = swap_nights(script, armed_nights(game), game.number)
    if any(m > night for m in swapped):
        return False
    swaps = (script.slot(c, night) for c in script.characters if REGISTRY[c].swaps_characters)
    return night not in swapped or all(s is None or s < slot for s in swaps)


def _since_swap(game: Table, seat: Seat, could: tuple[str, ...], at: float) -> Reason | None:
    """A good sender's clause (standing for ``could``) past a possible swap, when a dawn told
    it that it woke on an earlier night as one character X (:func:`_one_wake`) not among
    them, and nothing can have changed the seat since X's slot that night
    (:func:`settled_since`): it held X there (or, as a Drunk, believed it), and holds it
    still (issue 26: an Empath wake after Night 2's Barber slot settles Night 3 up to its
    own)."""
    script = game.script
    for report in reversed(game.reports):
        if report.to != seat or report.code is not Told.NIGHT or report.numbers[0] >= game.number:
            continue
        night, own = report.numbers[0], _one_wake(report.entries)
        slot = None if own is None else script.slot(own.character, night)
        if own is None or slot is None or own.character in could:
            continue
        if settled_since(game, night, slot, at):
            return Reason(Why.SENT_BEFORE, night=night, entry=own)
    return None


def _slept(game: Table, seat: Seat, characters: tuple[Character, ...]) -> int | None:
    """An earlier night on which ``seat`` was told at dawn that it did not wake, though
    each of ``characters`` (what a clause may stand for) had a slot then and its holder
    wakes whenever alive (its module puts no condition on the wake); None if there is
    none, or if a gain may have given the seat one of them since (a character that gains
    instances is on the script and a death may have happened, announced or not
    (:func:`quiet_deaths`): a gain needs a death or an execution). The seat is alive now, so it was then, and it held the character it was
    dealt (the caller's gate: no swap yet), so it is none of them (nor a Drunk believing
    one)."""
    if any(type(c).explicit_wakes is not Character.explicit_wakes for c in characters):
        return None
    script = game.script
    if gains_on(script) and (armed_nights(game) or quiet_deaths(game)):
        return None
    for report in game.reports:
        if report.to != seat or report.code is not Told.NIGHT:
            continue
        night = report.numbers[0]
        slept = report.entries == (DontWake(),)
        slots = (script.slot(c.id, night) for c in characters)
        if slept and night < game.number and all(slot is not None for slot in slots):
            return night
    return None


def makes_demons(script: Script) -> bool:
    """Whether a character of ``script`` makes another seat a Demon at a death (its module
    has :meth:`Character.demon_successor`): a change of character with no swap."""
    return any(
        type(REGISTRY[c]).demon_successor is not Character.demon_successor
        for c in script.characters
    )


def _became(game: Table, seat: Seat, at: float) -> str | None:
    """The character ``seat`` was last told it now is (O4 b) while it certainly still
    holds it at point ``at`` of tonight, else None: on a script where a living seat is
    swapped once and nothing after (:func:`swaps_once`), at any point; else when one night
    only had a swap slot a death armed (:func:`armed_nights`), so the change told was that
    night's and nothing swapped since, tonight's slot comes after ``at``, no character on
    the script makes another a Demon at a death, and the character gains no instances (a
    swap moves its gains with it, so the seat would wake as those too)."""
    told = [r for r in game.reports if r.to == seat and r.code is Told.BECAME]
    if told and swaps_once(game.script):
        return told[-1].ids[0]  # that swap was the seat's only one, and the last
    if not told or REGISTRY[told[-1].ids[0]].gains_instances:
        return None
    if makes_demons(game.script):
        return None
    swapped = swap_nights(game.script, armed_nights(game), game.number)
    if len(swapped) != 1 or _swap_tonight_before(game, at):
        return None
    return told[-1].ids[0]


def _own_clauses(history: History, seat: Seat, night: int) -> tuple[Wake, ...]:
    """The clauses of ``seat``'s accepted entry of Night ``night`` (none if it has none)."""
    for phase in history.phases:
        if isinstance(phase, NightPlan) and phase.number == night:
            own = phase.entry_map().get(seat)
            if isinstance(own, Upto):
                own = own.entry
            if isinstance(own, ClauseEntry):
                return own.clauses
    return ()
