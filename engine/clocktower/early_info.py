"""The information learned, read at dusk: a reading no walk of a world can give rules it out.

A seat's reading (the Empath's number) holds in a walk only when its information is the
truth there, unless the seat is droisoned or a rule falsifies it. Here each world at dusk
is asked whether some walk may give the reading, through the character contract: the
module says what it may learn given who has died since dusk
(``Character.explicit_may_learn``), and the core says who may have died before the
reading's slot (:func:`gone_before`).

Who may die is read as a small walk of deaths only, slot by slot (``Tonight.deaths``):
each slot makes at most one attempt a wake (``early._wakes``) on a seat its wakes may aim
at, each death may take its triggers' seats with it (``Character.explicit_dies_with``),
and a seat dies once. Kills that exclude each other are read from three flags: a wake that
is not effective attempts no life (``Character.strikes_only_sober``: a holder that may
hold the character only as a Drunk's belief, or one droisoned in every walk by a sober
living droisoner, ``Character.explicit_droisoner``), and a death by a wake that blocks
the Demon (``Character.kill_blocks_demon``: the Lycanthrope's) leaves no later Demon
attempt (``Character.blocked_with_demon``). A reading possible only by a swap needs a
death that arms it before the swap's slot (``Tonight.armers``), one of those counted.

Seed 10's Night 2 at ten players: @6 may wake as the Empath only by the Barber's swap,
and in 165 of the 185 open worlds at dusk the Barber's death is the one death the night
allows before the Empath's slot, so @6's living neighbours stay good and it learns 0.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character, hooked
from engine.clocktower.clauses import fitting
from engine.clocktower.early import (
    Deaths,
    Held,
    Tonight,
    _acts,
    _effective,
    _may_be_droisoned,
    _may_gain,
    _may_have,
    _positions,
    _swapped,
    _tokens,
    _wakes,
    droisoning,
    may_wake_as,
    read_once,
)
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import MarkSplit
from engine.clocktower.text import Seat, Wake
from engine.clocktower.world import night_order

STATES_READ = 512
"""The most death states :func:`gone_before` follows before it gives up (no proof)."""

_MAY_LEARN = Character.explicit_may_learn

State = tuple[frozenset[Seat], bool]
"""The seats dead since dusk, and whether the Demon's attempts are blocked."""


def unlearnable(
    night: ExplicitNight, ahead: Tonight, seat: Seat, clause: Wake, held: Held = ()
) -> bool:
    """Whether no walk of ``night`` (a world at dusk) has ``seat`` wake with ``clause`` and
    its information hold: for each character the clause may stand for and the seat may
    wake as, the seat is sober and healthy there in every walk with no information
    falsified, and its module's reading is not possible whoever died before its slot.
    ``held``: the droisoning characters whose every wake tonight holds one of the clauses
    given (the walks asked about hold those entries). Remembered in ``ahead``
    (:attr:`Tonight.learned`)."""
    key = (seat, clause, held)
    return read_once(ahead.learned, key, _unlearnable, night, ahead, seat, clause, held)


def _unlearnable(
    night: ExplicitNight, ahead: Tonight, seat: Seat, clause: Wake, held: Held
) -> bool:
    if clause.info is None:
        return False
    fits = fitting(night.script, clause, seat, night.n, night.number)
    if not any(type(REGISTRY[c]).explicit_may_learn is not _MAY_LEARN for c in fits):
        return False  # no module reads it (a clause it cannot wake as: no_witness_fits')
    present = droisoning(night, ahead).present  # read once per reading
    if any(c in present for c in hooked("falsifies_info")):
        return False
    positions = _positions(night.script, night.number)
    for character in fits:
        module = REGISTRY[character]
        position = positions.get(character)
        if position is None or not may_wake_as(night, ahead, seat, character):
            continue
        if type(module).explicit_may_learn is _MAY_LEARN:
            return False
        if module.learns_tokens and ahead.swap_at is not None and ahead.swap_at < position:
            return False  # a swap before its slot may change the tokens it reads
        # an extra instance or a pretend may be a Drunk's or mad: only tokens are read
        if _may_gain(night, ahead, seat, character, position):
            return False
        if _may_be_droisoned(night, present, seat, character, held):
            return False
        handed = not night.may_hold(seat, character)  # only a swap hands it over
        sets = gone_before(night, ahead, position, handed)
        if sets is None:
            return False
        marking = [REGISTRY[c] for c in sorted(hooked("registers_evil_mark") & present)]
        # a swap that hands the seat its character is the night's one (one swapping
        # character, Tonight.armers): it moves only the seat's and one possible holder's
        moved = (
            frozenset(s for s in range(night.n) if s == seat or night.may_hold(s, character))
            if handed and ahead.armers is not None
            else None
        )
        evil = night.evil
        waking = type(module).explicit_wakes is Character.explicit_wakes
        for gone in sets:
            if waking and seat in gone:
                continue  # dead before its slot: it does not wake
            marked = _marked(night, ahead, marking, position, gone, moved)
            if module.explicit_may_learn(night, seat, clause, gone, evil, marked):
                return False
    return True


def _marked(
    night: ExplicitNight,
    ahead: Tonight,
    marking: list[Character],
    position: int,
    gone: frozenset[Seat],
    moved: frozenset[Seat] | None,
) -> frozenset[Seat]:
    """The good seats that may register evil at ``position`` tonight by the modules
    ``marking``, ``gone`` dead since dusk; ``moved``: the only seats a swap by then may
    have touched (None: any, when one may have happened)."""
    found: set[Seat] = set()
    for module in marking:
        if module.marks_while_sober and not _marks_now(night, ahead, module, position, gone, moved):
            continue
        found |= _may_mark(night, ahead, module)
    return frozenset(found)


def _may_mark(night: ExplicitNight, ahead: Tonight, module: Character) -> frozenset[Seat]:
    """The good seats ``module`` may make register evil tonight in ``night`` (a world at
    dusk, ``ahead`` its reading): a lazy world's mark split reads as one. Read once per
    reading and module (``Tonight.marks``): the hook reads the world at dusk alone, no
    deaths, slot or swap, and :func:`_marked` asks it per set of deaths of every reading
    proved (seed 2026's Night 2 at fifteen players: 31,000 times, eleven seats each, for
    250 worlds at dusk). The world it read is kept with it, so a reading asked for another
    world reads afresh."""
    known = ahead.marks.get(module.id)
    if known is not None and known[0] is night:
        return known[1]
    found: set[Seat] = set()
    for seat in range(night.n):
        if seat in night.evil:
            continue
        try:
            if module.explicit_may_mark_evil(night, seat):
                found.add(seat)
        except MarkSplit:
            found.add(seat)
    ahead.marks[module.id] = (night, frozenset(found))
    return ahead.marks[module.id][1]


def _marks_now(
    night: ExplicitNight,
    ahead: Tonight,
    module: Character,
    position: int,
    gone: frozenset[Seat],
    moved: frozenset[Seat] | None,
) -> bool:
    """Whether some seat may hold an instance of ``module`` at ``position``, alive and not
    droisoned in every walk (``moved`` as :func:`_marked`'s)."""
    if moved is None:
        if _swapped(ahead, position):
            return True
        moved = frozenset()
    pooled = frozenset(t for s in moved for t in _tokens(night, s))
    for seat in range(night.n):
        if seat in gone or not night.alive[seat]:
            continue
        if seat in moved:
            if any(
                module.id in night.extras(s)
                or module.id in night.pretends.get(s, ())
                or (s, module.id) in ahead.gains
                for s in moved
            ):
                return True  # a swap moves every instance: not read here
            tokens = pooled
        else:
            tokens = _tokens(night, seat)
        if _effective(night, ahead, seat, module, gone, frozenset(), tokens, moved, True):
            return True
    return False


def gone_before(
    night: ExplicitNight, ahead: Tonight, position: int, armed: bool
) -> frozenset[frozenset[Seat]] | None:
    """Every set of seats that may have died tonight before position ``position`` in a walk
    of ``night`` (a world at dusk); with ``armed``, only walks in which a death arming
    tonight's swap (``Tonight.armers``) came before its slot. None: more than
    :data:`STATES_READ` states. Remembered in ``ahead`` (:attr:`Tonight.gone`)."""
    key = (position, armed)
    if key not in ahead.gone:
        ahead.gone[key] = _gone_before(night, ahead, position, armed)
    return ahead.gone[key]


def _gone_before(
    night: ExplicitNight, ahead: Tonight, position: int, armed: bool
) -> frozenset[frozenset[Seat]] | None:
    if not armed or ahead.armers is None or ahead.swap_at is None:
        return _walked(night, ahead, position, None)
    found: set[frozenset[Seat]] = set()
    for armer in sorted(ahead.armers):
        sets = _walked(night, ahead, position, armer)
        if sets is None:
            return None
        found.update(sets)
    return frozenset(found)


def _walked(
    night: ExplicitNight, ahead: Tonight, position: int, armer: Seat | None
) -> frozenset[frozenset[Seat]] | None:
    """:func:`gone_before`'s sets; with ``armer``, those of the walks in which ``armer``
    dies before the swap's slot holding the character whose death arms it (as its token,
    unless it may gain it: then its token may be any)."""
    order = night_order(night.script, night.number)
    living = frozenset(s for s in range(night.n) if night.alive[s])
    tokens: dict[Seat, frozenset[str]] = {}
    if armer is not None:
        assert ahead.swap_at is not None  # the caller's
        arming = order[ahead.swap_at].id
        if not _may_gain(night, ahead, armer, arming, ahead.swap_at):
            tokens[armer] = frozenset((arming,))
    states: set[State] = {(frozenset(), False)}
    for deaths in ahead.deaths:
        if deaths.position >= position:
            break
        if armer is not None and _swapped(ahead, deaths.position):
            states = {s for s in states if armer in s[0]}
            armer = None
        module = order[deaths.position]
        grown: set[State] = set()
        for state in states:
            grown.update(_after(night, ahead, deaths, module, living, state, tokens))
            if len(grown) > STATES_READ:
                return None
        states = grown
    if armer is not None:
        states = {s for s in states if armer in s[0]}
    return frozenset(gone for gone, _ in states)


def _after(
    night: ExplicitNight,
    ahead: Tonight,
    deaths: Deaths,
    module: Character,
    living: frozenset[Seat],
    state: State,
    tokens: dict[Seat, frozenset[str]],
) -> Iterator[State]:
    """Every state after ``deaths``' slot from ``state`` (``tokens``: seats whose tokens
    the walk knows better than the world)."""
    gone, blocked = state
    if blocked and module.blocked_with_demon:
        yield state
        return
    slot = _Slot(night, ahead, deaths, module, living - gone, gone, tokens)
    for dead in set(slot.dead(frozenset(), frozenset())):
        yield gone | dead, blocked or (module.kill_blocks_demon and bool(dead))


class _Slot:
    """One slot's deaths from one state: the holders that may act with effect attempt one
    life each; a death there may bring a gain, or end a droison, for a holder after it."""

    def __init__(
        self,
        night: ExplicitNight,
        ahead: Tonight,
        deaths: Deaths,
        module: Character,
        alive: frozenset[Seat],
        gone: frozenset[Seat],
        tokens: dict[Seat, frozenset[str]],
    ) -> None:
        self.night, self.ahead, self.slot, self.module = night, ahead, deaths, module
        self.alive, self.gone, self.tokens = alive, gone, tokens

    def dead(self, dead: frozenset[Seat], acted: frozenset[Seat]) -> Iterator[frozenset[Seat]]:
        """Every set of seats dead at the slot, ``dead`` dead there already and the holders
        ``acted`` having had their wakes."""
        yield dead
        night, ahead, module, position = self.night, self.ahead, self.module, self.slot.position
        active = frozenset(
            h
            for h in self.slot.holders - acted
            if _acts(night, ahead, h, module, position, self.gone, dead, self.tokens.get(h))
        )
        if not active:
            return
        alive = self.alive - dead
        aims = module.explicit_strikes(night, active)
        aims = alive if aims is None else aims & alive
        movers = hooked("redirect_options")
        if any(_may_have(night, ahead, s, c, position) for s in aims for c in movers):
            aims = alive
        most = min(_wakes(night, ahead, position, module, active), len(aims))
        for count in range(1, most + 1):
            for victims in itertools.combinations(sorted(aims), count):
                killed = frozenset(victims)
                followers = sorted(_closure(night, killed, alive) - killed)
                for k in range(len(followers) + 1):
                    for more in itertools.combinations(followers, k):
                        yield from self.dead(dead | killed | frozenset(more), acted | active)


def _closure(night: ExplicitNight, dead: frozenset[Seat], alive: frozenset[Seat]) -> set[Seat]:
    """``dead`` and every seat of ``alive`` whose death triggers may follow theirs."""
    found, frontier = set(dead), list(dead)
    triggers = [REGISTRY[c] for c in sorted(hooked("explicit_dies_with"))]
    while frontier:
        seat = frontier.pop()
        for module in triggers:
            for other in module.explicit_dies_with(night, seat) & alive:
                if other not in found:
                    found.add(other)
                    frontier.append(other)
    return found
