"""The early refusal: an entry no world at dusk can hold is refused without walking the night.

An arrival check asks whether some world, walked through the partial night with the new
entry, is still running at the entry's point. A clause the seat could only wake as through
a change tonight (a gained Clockmaker not used yet, a swap, a pretend) is refused by the walk
only at its slot, after every free kill, swap and choice before it. Here each world at dusk
is asked first, through two hooks of the character contract: what each ability may change
tonight about who holds what (``Character.explicit_reach``: a swap at its slot, a gain at
any point), and whether a seat that may hold a character by its slot may wake as it
(``Character.explicit_may_wake``). Both over-approximate, so a refusal here is one the walk
makes too.

A world that ends mid-night is a witness when it ends at or after the entry's point (it never
reached the clause); a clause that cannot hold leaves only worlds that end between the
entry's point and the clause's last slot, and an end needs a death that leaves no living
Demon or two players alive. Three more hooks say who may die at each slot: the seats a wake
may aim at (``Character.explicit_strikes``), and those whose death triggers may follow
(``Character.explicit_dies_with``); a kill may move to any seat when it may meet a
character that moves kills (``redirect_options``). The refusal is made only when no slot in
that span may end the game.

A ``dont_wake`` is possible at its arrival (its point is dawn) only through a world still
running at dawn in which the seat never woke: refused at dusk when in every world the seat
is alive and each token it may have certainly wakes at its slot tonight
(``Character.explicit_must_wake``), with no swap by that slot and no death possible before
it but one that certainly ends the game (the Demon's, or one the Demon surely dies with,
as a Lleech with its host: ``Character.explicit_dies_surely_with``; with no other Demon and
no rule holding the end off: ``Character.explicit_may_hold_end``). The resolution asks a
``dont_wake`` at its due point inside the night too, where a world that ends before the
seat's slot without its wake is a witness up to its end (R5 amended): there the refusal
also needs no slot from that point to the seat's at which the game may end. Such a wake
refuses an entry too when it comes before the entry's point and no clause stands for it:
the walk drops a seat's unlisted wake, so a world holding the entry ended before that slot.

When tonight holds one swap at most (``Reach.once``), an entry whose seat may wake as some
clause only through it pins it (:func:`swap_pin`): every walk running past that clause had
the swap between the seat and one that may hand it the character, so the others keep
theirs (:func:`pinned`, read by ``early_due`` where every witness runs past the clause).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TypeVar

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character, hooked
from engine.clocktower.clauses import ClauseEntry, fitting
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup, MarkSplit
from engine.clocktower.script import Script
from engine.clocktower.text import DontWake, Seat, Wake
from engine.clocktower.tokens import token_believed
from engine.clocktower.world import night_order
from engine.core.pause import pause_here

Held = tuple[tuple[str, tuple[Wake, ...]], ...]
"""Per droisoning character (sorted) every wake of which tonight, in the walks holding a
plan's entries, holds one of its committed clauses: those clauses
(:func:`held_droisons`)."""


@dataclass(frozen=True, slots=True)
class Tonight:
    """What may change tonight in one world at dusk, read once for every question."""

    swap_at: int | None
    """The earliest position of the night order at which a swap may happen (None: none)."""
    gains: frozenset[tuple[Seat, str]]
    """Instances a seat may gain tonight: (seat at dusk, character)."""
    extras: frozenset[str]
    """Every character some seat holds or pretends beside its own, or may gain tonight: what
    a swap may hand a seat as such an instance."""
    held: frozenset[str]
    """Every character of tonight's order some seat may hold or pretend at dusk, and every
    extra instance: who may act at its slot, and what a swap may hand a seat."""
    deaths: tuple[Deaths, ...] = ()
    """Every slot at which someone may die tonight, in order."""
    gated: dict[tuple[Seat, str], frozenset[Seat]] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    """Those of :attr:`gains` that come only after the death of one of the seats given
    (``Reach.gains_after``): the early check's deaths (``early_info``) read a gained
    instance as acting only once such a death came before its slot."""
    armers: frozenset[Seat] | None = None
    """When tonight's swap is made only after a death tonight arms it: the seats whose death
    may arm it with a Demon left alive to make it (``Reach.armed_by``, with those that may
    gain its character tonight, less those whose death takes every Demon with it). None:
    it may be armed already, or no swap is possible (``swap_at``)."""
    demons: frozenset[Seat] = frozenset()
    """The seats whose token at dusk may be a Demon's (:func:`_may_be_demon` before a swap)."""
    holds_end: bool = False
    """Whether a rule holds the end off all night (``Character.explicit_holds_end``)."""
    once: bool = False
    """Whether tonight holds one swap at most: one module may swap, once (``Reach.once``)."""
    pin: Pin | None = None
    """Read for the walks an entry held to tonight's one swap only (:func:`pinned`): the
    seats that swap may touch there. None: any seat."""
    unmade: int | None = None
    """Read for walks in which tonight's one swap is never armed (:meth:`without_swap`): its
    slot, at which nobody wakes then. None: not so read."""
    clause_wakes: dict[tuple[Seat, Wake], bool] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    """:func:`may_wake`'s answers, by seat and clause. They read no deaths, so the readings
    of this one that narrow its deaths (``replace``) share them: ``early_due.ended_by`` asks
    every entry of a question in every world at dusk, and a resolution asks the same
    entries question after question (83,682 times in seed 2026's Night 2 at nine players)."""
    last_wakes: dict[Seat, tuple[int, int]] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    """Per seat, how far ``early_due.may_wake_after`` has read its slots from the night's
    end: (the last slot at which it may wake tonight, or -1 if none from the second on; the
    earliest slot read), shared as :attr:`clause_wakes`. Asked once per world at dusk for
    each "wakes after" question of a resolution (38,789 times in seed 2026's Night 2 at nine
    players)."""
    gone: dict[tuple[int, bool], frozenset[frozenset[Seat]] | None] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """``early_info.gone_before``'s answers, by position and whether a swap must be armed:
    they read the deaths, so a reading with other deaths starts its own (as :attr:`forced`)."""
    learned: dict[tuple[Seat, Wake, Held], bool] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """``early_info.unlearnable``'s answers, by seat, clause and the droisoners' committed
    clauses (they read the deaths)."""
    droisoning: list[Droisoning] = field(
        default_factory=list, init=False, compare=False, hash=False, repr=False
    )
    """:func:`held_droisons`' reading of the world alone (:func:`droisoning`), once read,
    with the world at dusk it read (as :attr:`beside`; not copied: a pinned reading's
    wakes read its deaths)."""
    marks: dict[str, tuple[ExplicitNight, frozenset[Seat]]] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """``early_info``'s good seats a marking module may make register evil tonight, by the
    module's character, each with the world at dusk it read (as :attr:`beside`, not
    copied)."""
    forced: dict[Seat, tuple[tuple[int, str], ...] | None] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """:func:`forced_wakes`' answers, by seat: every proof of an entry of the seat asks them,
    and fallback F's draws prove every entry in every world at dusk again (382,480 calls in
    seed 2026's first two nights at nine players, for 115,335 readings and seats). They read
    the deaths, so unlike the memos above a reading with other deaths (``replace``) starts
    its own (``init=False``: replace does not copy it)."""
    pins: dict[tuple[Seat, Fits], Pin | None] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    """:func:`swap_pin`'s answers, by seat and the characters its entry's clauses may stand
    for: they read no deaths, shared as :attr:`clause_wakes`."""
    pinned: dict[Pin, Tonight] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """:func:`pinned`'s readings of this one, by pin (as :attr:`forced`, not copied: each
    keeps the deaths of the reading it was made from)."""
    pinning: dict[int, Tonight | None] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """:func:`pinned`'s answers, by the number of the entries asked (:func:`pinned_once`;
    as :attr:`pinned`, not copied: its answer keeps this reading's deaths). A "running"
    proof asks it of every world at dusk for each plan, and fallback F's draws differ in
    one seat's choices: seed 2026's Night 2 at fifteen players asked 351,214 times, 1.07 M
    :func:`swap_pin` reads, for entries that read alike plan after plan."""
    plains: dict[int, tuple[ExplicitNight, tuple[Seat, ...] | None]] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """``early_due.dusk_proof``'s plain parts of this reading, by the question's shape
    number (``Readings.shape``, never given twice), each with the world at dusk it read (a
    reading asked of another world reads afresh). Asked per world at dusk and question
    (seed 2026's Night 2 at fifteen players: 401,405 times for 48,370 parts read): a memo
    keyed by the ids, moved to the end on each read, cost a third of what it saved. As
    :attr:`forced`, not copied: they read the deaths."""
    proofs: dict[int, bool] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """A caller's proofs of this reading, by a number its caller gives to all such a proof
    reads beside the world at dusk and this reading (``early_due.dusk_proof``'s pinned
    swap's, per question shape; as :attr:`forced`, not copied: they read the deaths)."""
    wakes_as: dict[tuple[Seat, str], bool] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    """:func:`may_wake_as`' answers, by seat and character: they read no deaths, shared as
    :attr:`clause_wakes` (but in a pinned reading, whose partners' gains may wait for a
    death: :meth:`with_deaths` shares none of its). Every proof asks them (the slots a seat may wake at after a
    point, at one slot, as an entry's clauses), world by world at dusk and question by
    question: 343,245 calls in seed 2026's Night 2 resolution at nine players, for 77,616
    seats and characters of its 5,541 worlds at dusk."""
    ends: dict[int, object] = field(default_factory=dict, compare=False, hash=False, repr=False)
    """``early_due.ended_by``'s answers, by the number of a plan's clause entries: they read
    no deaths, shared as :attr:`clause_wakes`."""
    makers: dict[str, frozenset[Seat] | None] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )
    """The seats that may make tonight's one swap (``Character.explicit_swappers`` of the
    swap's character, :func:`swap_unmade`), by that character. The hook reads the world at
    dusk and :attr:`gains` only, no deaths and no pin, so every reading of this one shares
    them (as :attr:`clause_wakes`): the "running" proofs ask them of every world at dusk for
    each question (seed 2026's Night 2 at ten players: 74,068 times, a quarter of the
    pinned part's time under cProfile, for a few hundred worlds)."""
    ending: dict[tuple[int, int], bool] = field(
        default_factory=dict, init=False, compare=False, hash=False, repr=False
    )
    """:func:`may_end`'s answers, by the first and last position: they read the deaths, so a
    reading with other deaths starts its own (as :attr:`forced`). Every proof asks them per
    world at dusk and question (seed 2026's Night 2 at ten players: 926,292 calls for
    215,888 readings and positions)."""
    undying: list[Tonight] = field(
        default_factory=list, init=False, compare=False, hash=False, repr=False
    )
    """This reading with no death tonight (:meth:`without_deaths`), once made (as
    :attr:`forced`, not copied)."""
    swapless: list[Tonight] = field(
        default_factory=list, init=False, compare=False, hash=False, repr=False
    )
    """This reading with no swap tonight (:meth:`without_swap`), once made (as
    :attr:`forced`, not copied)."""
    beside: list[Beside] = field(
        default_factory=list, init=False, compare=False, hash=False, repr=False
    )
    """:func:`beside_tokens`' answer, once read, with the world at dusk it read (as
    :attr:`forced`, not copied: a reading made from this one reads it again once)."""

    def with_deaths(self, deaths: tuple[Deaths, ...]) -> Tonight:
        """This reading with ``deaths`` instead of its own (``dataclasses.replace``'s
        answer, built field by field: a resolution's proofs read the entries' deaths anew
        per world at dusk and question, 65,903 times in seed 2026's Night 2 at nine
        players, and ``replace`` cost a tenth of the proofs' time). A pinned reading's
        wakes (:func:`may_wake_as`) read its deaths (a partner's gain that waits for a
        death): it shares no memo of them."""
        if self.pin is not None:
            return self._made(deaths, {}, {}, self.pins, {}, {}, self.makers)
        return self._made(
            deaths,
            self.clause_wakes,
            self.last_wakes,
            self.pins,
            self.wakes_as,
            self.ends,
            self.makers,
        )

    def _made(
        self,
        deaths: tuple[Deaths, ...],
        clause_wakes: dict[tuple[Seat, Wake], bool],
        last_wakes: dict[Seat, tuple[int, int]],
        pins: dict[tuple[Seat, Fits], Pin | None],
        wakes_as: dict[tuple[Seat, str], bool],
        ends: dict[int, object],
        makers: dict[str, frozenset[Seat] | None],
    ) -> Tonight:
        """This reading with ``deaths`` and the memos given (the others start empty)."""
        return Tonight(
            self.swap_at,
            self.gains,
            self.extras,
            self.held,
            deaths,
            self.gated,
            self.armers,
            self.demons,
            self.holds_end,
            self.once,
            self.pin,
            self.unmade,
            clause_wakes,
            last_wakes,
            pins,
            wakes_as,
            ends,
            makers,
        )

    def alike(self, wakes_as: dict[tuple[Seat, str], bool]) -> Tonight:
        """The same reading for another world at dusk that reads alike at dusk
        (``explicit_solver``'s sharing), with ``wakes_as`` (a copy of the answers reading
        it made) as its :attr:`wakes_as` and every other memo empty: that world's later
        questions may read it otherwise, so it keeps no later answer of this one's."""
        return self._made(self.deaths, {}, {}, {}, dict(wakes_as), {}, {})

    def without_deaths(self) -> Tonight:
        """This reading with no death tonight, made once (``early_due.never_unwoken`` asks
        it of every world at dusk for each seat and due point)."""
        if not self.deaths:
            return self
        if not self.undying:
            self.undying.append(self.with_deaths(()))
        return self.undying[0]

    def without_swap(self) -> Tonight:
        """This reading for the walks in which tonight's one swap is never armed, made once:
        no swap, and nobody wakes at its slot (:attr:`unmade`); its deaths are kept (read
        with the swap possible, they cover those walks too), and the memos that read the
        swap start empty (``early_due.unarmed``)."""
        if self.swap_at is None:
            return self
        if not self.swapless:
            self.swapless.append(
                replace(
                    self,
                    swap_at=None,
                    armers=None,
                    once=False,
                    unmade=self.swap_at,
                    clause_wakes={},
                    last_wakes={},
                    pins={},
                    wakes_as={},
                    ends={},
                    makers={},
                )
            )
        return self.swapless[0]


@dataclass(frozen=True, slots=True)
class Pin:
    """Where tonight's one swap falls in every walk of a world at dusk that holds an entry
    possible only through that swap and runs past the entry's clause (:func:`swap_pin`)."""

    seats: frozenset[Seat]
    """The entry's seat and those that may hand it the character it wakes as: the swap is
    between two of them, and no other seat's character changes tonight."""
    after: int
    """The clause's last slot: a walk still running after it held the clause (the walk
    drops one that did not), so only a walk that ended by then may have swapped others."""
    seat: Seat
    """The entry's seat: the swap handed it the character, so it is one of the two."""


@dataclass(frozen=True, slots=True)
class Deaths:
    """Who may die at one slot tonight, in one world at dusk."""

    position: int
    holders: frozenset[Seat]
    """The seats that may wake at the slot with effect (a wake surely without effect there,
    of a ``Character.strikes_only_sober`` character, attempts no life: :func:`_deaths`)."""
    dying: frozenset[Seat]
    """The seats that may die there (redirects and death triggers included)."""
    most: int
    """How many of them may die there at most."""


def tonight(night: ExplicitNight) -> Tonight:
    """Read ``night`` (a world at dusk) through the modules' ``explicit_reach``."""
    order = _order(night.script, night.number)
    swap_at: int | None = None
    gains: set[tuple[Seat, str]] = set()
    gated: dict[tuple[Seat, str], set[Seat] | None] = {}
    swapping: list[tuple[str, frozenset[Seat] | None]] = []
    once = True
    for character in sorted(hooked("explicit_reach")):
        reach = REGISTRY[character].explicit_reach(night)
        if reach is None:
            continue
        gains.update(reach.gains)
        afters = reach.gains_after or (None,) * len(reach.gains)
        for gain, after in zip(reach.gains, afters, strict=True):
            known = gated.get(gain, set())
            gated[gain] = None if after is None or known is None else known | {after}
        if reach.swaps and character in order:
            position = order.index(character)
            swap_at = position if swap_at is None else min(swap_at, position)
            swapping.append((character, reach.armed_by))
            once = once and reach.once
    extras = {c for _, c in gains}
    for seat in night.gained:  # extras(seat) is empty for any other seat
        extras.update(night.extras(seat))
    for pretended in night.pretends.values():
        extras.update(pretended)
    holding = [night.may_hold_any(s) for s in range(night.n)]
    possible = set().union(*holding)
    held = {c for c in order if c in possible}
    demons = frozenset(
        s for s in range(night.n) if not _tokens(night, s).isdisjoint(_demons(night.script))
    )
    ahead = Tonight(
        swap_at,
        frozenset(gains),
        frozenset(extras),
        frozenset(held | extras),
        gated={g: frozenset(s) for g, s in gated.items() if s is not None},
        armers=_armers(night, swapping, gains, demons),
        demons=demons,
        holds_end=any(REGISTRY[c].explicit_holds_end(night) for c in hooked("explicit_holds_end")),
        once=once and len(swapping) == 1,
    )
    return ahead.with_deaths(_deaths(night, ahead, holding))


def _armers(
    night: ExplicitNight,
    swapping: list[tuple[str, frozenset[Seat] | None]],
    gains: set[tuple[Seat, str]],
    demons: frozenset[Seat],
) -> frozenset[Seat] | None:
    """:attr:`Tonight.armers` of the swaps ``swapping`` (each character with its
    ``Reach.armed_by``) in ``night`` (at dusk), ``gains`` those of tonight, ``demons`` the
    seats that may be a Demon. Read for one swap only: an earlier swap could hand the
    arming character to another seat. A seat whose death takes every living seat that may
    be a Demon with it in every walk (:func:`_dying_surely`: a Lleech's host) arms no swap
    that is made: the swap is the living Demon's, and only a swap makes another seat one
    by night. Seed 10's Night 2 at ten players: @6's `wake empath learn 1`, possible only by
    the Barber's swap, walked 60 worlds at dusk whose only other seat that may be the Barber
    is the Lleech's host (245 open worlds, 185 now; 396,488 branch steps before its first
    witness, 205,880 now)."""
    if len(swapping) != 1:
        return None
    character, armed_by = swapping[0]
    if armed_by is None:
        return None
    armers = armed_by | {seat for seat, gained in gains if gained == character}
    living = {s for s in demons if night.alive[s]}
    return frozenset(s for s in armers if not living <= _dying_surely(night, s))


def may_wake(night: ExplicitNight, ahead: Tonight, seat: Seat, clause: Wake) -> bool:
    """Whether ``seat`` may wake as some character ``clause`` stands for tonight in a walk
    of ``night`` (at dusk; remembered in ``ahead``, read from it)."""
    found = ahead.clause_wakes.get((seat, clause))
    if found is None:
        found = ahead.clause_wakes[(seat, clause)] = any(
            may_wake_as(night, ahead, seat, character)
            for character in fitting(night.script, clause, seat, night.n, night.number)
        )
    return found


def may_wake_as(
    night: ExplicitNight,
    ahead: Tonight,
    seat: Seat,
    character: str,
    held: frozenset[str] | None = None,
) -> bool:
    """Whether ``seat`` may wake as ``character`` at its slot tonight in a walk of ``night``
    (at dusk); ``held``: the seat's ``may_hold_any`` when the caller read it once."""
    found = ahead.wakes_as.get((seat, character))
    if found is None:
        found = ahead.wakes_as[(seat, character)] = _may_wake_as(
            night, ahead, seat, character, held
        )
    return found


def _may_wake_as(
    night: ExplicitNight,
    ahead: Tonight,
    seat: Seat,
    character: str,
    held: frozenset[str] | None = None,
) -> bool:
    position = _positions(night.script, night.number).get(character)
    module = REGISTRY[character]
    if position is None:
        return True
    if module.optional_wake:
        # an action on another's behalf: its module says whether anyone may wake at its slot
        # tonight (a swap only when one may be armed); at tonight's one swap's slot only a
        # seat that may make it wakes (swap_makers: the hook names every seat that may wake
        # there), for early_due's "wakes after" and a clause naming the action alike
        if position == ahead.unmade or not module.explicit_may_wake(night, seat, False):
            return False
        makers = swap_makers(night, ahead) if ahead.swap_at == position else None
        return makers is None or seat in makers
    swapped = _swapped_alive(ahead, seat, position)
    if swapped and ahead.pin is not None:
        # read for the walks whose one swap is pinned: it exchanged the seat's character
        # with one of the pin's other seats, so only theirs may be handed over
        partners = ahead.pin.seats - {seat}
        extra = _may_gain(night, ahead, seat, character, position, False) or any(
            _may_hand_extra(night, ahead, other, character, position) for other in partners
        )
        handed = any(
            character in night.may_hold_any(other)
            or _may_gain_by(night, ahead, other, character, position)
            for other in partners
        )
    else:
        extra = _may_gain(night, ahead, seat, character, position, swapped)
        # a swap only moves characters: it hands over one that someone holds or may gain
        handed = swapped and character in ahead.held
    own = handed or (night.may_hold(seat, character) if held is None else character in held)
    return (own or extra) and module.explicit_may_wake(night, seat, extra)


def _may_hand_extra(
    night: ExplicitNight, ahead: Tonight, other: Seat, character: str, position: int
) -> bool:
    """Whether a swap with ``other`` may hand a seat ``character`` as an instance beside
    its own by position ``position``: one ``other`` holds or pretends beside its own at
    dusk, or gains (its gaining character goes with the swap) by then."""
    return (
        character in night.extras(other)
        or character in night.pretends.get(other, ())
        or _may_gain_by(night, ahead, other, character, position)
    )


def _may_gain_by(
    night: ExplicitNight, ahead: Tonight, seat: Seat, character: str, position: int
) -> bool:
    """Whether the instance of ``character`` that ``seat`` (at dusk) may gain tonight
    (:attr:`Tonight.gains`) may come by position ``position``: a gain that comes only after
    the death of one of some seats (:attr:`Tonight.gated`) needs one of them dead at dusk
    or dying at a slot up to that position (:attr:`Tonight.deaths`)."""
    if (seat, character) not in ahead.gains:
        return False
    gate = ahead.gated.get((seat, character))
    if gate is None or any(not night.alive[s] for s in gate):
        return True
    return any(d.position <= position and not gate.isdisjoint(d.dying) for d in ahead.deaths)


def swap_pin(night: ExplicitNight, ahead: Tonight, seat: Seat, fits: Fits) -> Pin | None:
    """Where tonight's one swap falls (:attr:`Tonight.once`) in the walks of ``night`` (at
    dusk) holding an entry of ``seat`` whose clauses may stand for ``fits``: when the seat
    may wake as some clause only through that swap, every such walk running past the
    clause's slot had it exchange the seat's character for one that hands it what it wakes
    as; the seats that may hold that at dusk or gain it tonight are all that may, since a
    swap only moves characters. None: no clause tells. Remembered in ``ahead``
    (:attr:`Tonight.pins`). Seed 2026's Night 2 at ten players: @3 may wake as the Empath
    only by a swap with the Cannibal (@6), whose pretends hold it, so @5 keeps the
    Mathematician and @2 the Pukka in every such walk; 93 worlds at dusk walked without a
    witness, some 600,000 branch steps, for each of four questions of its resolution."""
    if not ahead.once or ahead.pin is not None:
        return None
    key = (seat, fits)
    if key in ahead.pins:
        return ahead.pins[key]
    found = ahead.pins[key] = _swap_pin(night, ahead, seat, fits)
    return found


def _swap_pin(night: ExplicitNight, ahead: Tonight, seat: Seat, fits: Fits) -> Pin | None:
    positions = _positions(night.script, night.number)
    held = night.may_hold_any(seat)
    found: Pin | None = None
    for fit in fits:
        if any(c not in positions or REGISTRY[c].optional_wake for c in fit):
            continue  # a wake may_wake_as does not judge
        woken = [c for c in fit if may_wake_as(night, ahead, seat, c, held)]
        if not woken or any(c in held or (seat, c) in ahead.gains for c in woken):
            continue  # held by no walk (no_witness's proof), or by one without a swap
        seats = frozenset(
            s
            for s in range(night.n)
            if s == seat or any(c in night.may_hold_any(s) or (s, c) in ahead.gains for c in woken)
        )
        pin = Pin(seats, max(positions[c] for c in fit), seat)
        if found is None or len(pin.seats) < len(found.seats):
            found = pin
    return found


def pinned(
    night: ExplicitNight, ahead: Tonight, entries: tuple[tuple[Seat, Fits], ...]
) -> Tonight | None:
    """``ahead`` (read from ``night``, a world at dusk) read again for the walks holding
    ``entries`` (each seat with the characters its entry's clauses may stand for) that run
    past the slot of one pinning tonight's one swap (:func:`swap_pin`, the fewest seats):
    no other seat is handed a character tonight there. A reading for those walks only: its
    user first rules out the walks that end by that slot (:attr:`Pin.after`). None: no
    entry pins the swap. Remembered in ``ahead`` (:attr:`Tonight.pinned`)."""
    best: Pin | None = None
    for seat, fits in entries:
        pin = swap_pin(night, ahead, seat, fits)
        if pin is not None and (best is None or len(pin.seats) < len(best.seats)):
            best = pin
    if best is None:
        return None
    return _pinned_to(ahead, best)


def pinned_once(
    night: ExplicitNight, ahead: Tonight, entries: tuple[tuple[Seat, Fits], ...], number: int
) -> Tonight | None:
    """:func:`pinned`, remembered in ``ahead`` (:attr:`Tonight.pinning`) by ``number``,
    which the caller gives to ``entries`` alone (equal entries, one number; never another's):
    :func:`pinned` reads of its inputs but ``night`` and ``ahead`` only the entries' seats and
    the characters their clauses may stand for."""
    known = ahead.pinning
    if number in known:
        return known[number]
    found = known[number] = pinned(night, ahead, entries)
    return found


def _pinned_to(ahead: Tonight, pin: Pin) -> Tonight:
    """``ahead`` read for the walks ``pin`` holds (remembered in :attr:`Tonight.pinned`)."""
    found = ahead.pinned.get(pin)
    if found is None:
        found = ahead.pinned[pin] = replace(
            ahead, pin=pin, clause_wakes={}, last_wakes={}, pins={}, wakes_as={}, ends={}
        )
    return found


def named_swap(
    script: Script, number: int, clauses: Iterable[tuple[Wake, tuple[str, ...]]]
) -> Pin | None:
    """Where tonight's one swap falls in the walks holding ``clauses`` (those of the whole
    entries of night ``number``, each with the characters it may stand for) that run past a
    clause naming it: a clause whose every fitting character tells the two seats a held
    wake of it exchanged (``Character.explicit_swaps_chosen``: the walk keeps such a clause
    only when the swap is made), so with one swap tonight no other seat's character
    changes. The fewest seats, then the earliest slot; None: no clause names one. Reads no
    world."""
    positions = _positions(script, number)
    best: Pin | None = None
    for clause, fit in clauses:
        named = {REGISTRY[c].explicit_swaps_chosen(clause) for c in fit}
        chosen = named.pop() if len(named) == 1 else None
        if chosen is None or len(chosen) != 2 or any(c not in positions for c in fit):
            continue
        pin = Pin(chosen, max(positions[c] for c in fit), min(chosen))
        if best is None or (len(pin.seats), pin.after) < (len(best.seats), best.after):
            best = pin
    return best


def pinned_named(night: ExplicitNight, ahead: Tonight, pin: Pin | None) -> Tonight | None:
    """``ahead`` (read from ``night``, a world at dusk) read again for the walks that run
    past the clause naming tonight's one swap (``pin``, :func:`named_swap`'s): only its two
    seats' characters change tonight there. None: no pin, more than one swap may come
    tonight, or ``ahead`` is read for a pin already."""
    if pin is None or not ahead.once or ahead.pin is not None:
        return None
    return _pinned_to(ahead, pin)


def swaps_elsewhere(pin: Pin, clause: Wake, fit: tuple[str, ...]) -> bool:
    """Whether ``clause`` (``fit``: the characters it may stand for), held in a walk that
    runs past ``pin``'s clause (so whose one swap tonight is the pinned one), swapped other
    seats than the pin allows: each of those characters tells the seats a held clause of it
    exchanged (``Character.explicit_swaps_chosen``), and the pinned swap is between the
    pinning seat and one that may hand it its character. So no walk holding both runs past
    the later of the two clauses' slots. Seed 2026's Night 2 at ten players: fallback F's
    optional tier walked @2's `wake pukka choose @X & wake barber choose @A @B` pair by
    pair up to the Barber's slot, 14,891 branch steps for each refused pair."""
    if not fit:
        return False
    for character in fit:
        chosen = REGISTRY[character].explicit_swaps_chosen(clause)
        if chosen is None or (pin.seat in chosen and chosen <= pin.seats):
            return False
    return True


def swap_unmade(
    night: ExplicitNight,
    ahead: Tonight,
    entries: Mapping[Seat, ClauseEntry | DontWake],
    bound: Mapping[Seat, int],
) -> bool:
    """Whether tonight's one swap (:attr:`Tonight.once`) is made in no walk of ``night`` (at
    dusk) holding ``entries`` (each seat's, ``bound``: the positions the bound ones hold
    up to): its character's module names every seat that may make it
    (``Character.explicit_swappers``), and the walk lets a seat act at that optional slot
    only when its entry has a clause of that character or it is free there (no entry, or
    past its bound). So no walk holding an entry that pins the swap (:func:`swap_pin`)
    runs past the pinning clause. Seed 2026's Night 2 at ten players: fallback F's
    one-clause `wake pukka choose @X` draws for @2, the only seat that may be a Demon in
    the 93 worlds at dusk @3's swap-only Empath reading leaves open, walked each of them
    (16,947 branch steps a draw). The makers are read once per world at dusk
    (:attr:`Tonight.makers`)."""
    makers = swap_makers(night, ahead)
    if makers is None:
        return False
    assert ahead.swap_at is not None  # a maker is told only of a swap tonight
    character = _order(night.script, night.number)[ahead.swap_at]
    for seat in makers:
        entry = entries.get(seat)
        if _free_at(entries, bound, seat, ahead.swap_at):
            return False
        if isinstance(entry, ClauseEntry) and any(
            clause.character == character for clause in entry.clauses
        ):
            return False
    return True


def _free_at(
    entries: Mapping[Seat, ClauseEntry | DontWake],
    bound: Mapping[Seat, int],
    seat: Seat,
    position: int,
) -> bool:
    """Whether ``seat`` is free at the slot at ``position``: no entry of ``entries``, or one
    bound only up to an earlier position (``bound``)."""
    return seat not in entries or bound.get(seat, position) < position


def held_droisons(
    night: ExplicitNight,
    ahead: Tonight,
    entries: Mapping[Seat, ClauseEntry | DontWake],
    bound: Mapping[Seat, int],
) -> Held:
    """The droisoning characters in play in ``night`` (at dusk) every seat that may wake as
    which tonight (:func:`may_wake_as`) has an entry of ``entries`` binding its slot (whole,
    or ``bound`` at or after it), each with those entries' clauses that may stand for it:
    a walk holding the entries wakes such a seat there only as one of its clauses (a
    ``dont_wake``, or an entry without such a clause, not at all), so these are all the
    wakes of that character tonight. A seat free at the slot leaves its character out."""
    found: list[tuple[str, tuple[Wake, ...]]] = []
    for droisoner, position, wakers in droisoning(night, ahead).wakers:
        clauses: list[Wake] = []
        for seat in wakers:
            entry = entries.get(seat)
            if _free_at(entries, bound, seat, position):
                break
            if isinstance(entry, ClauseEntry):
                clauses += (
                    c
                    for c in entry.clauses
                    if droisoner in fitting(night.script, c, seat, night.n, night.number)
                )
        else:
            found.append((droisoner, tuple(clauses)))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Droisoning:
    """What :func:`held_droisons` reads of a world at dusk alone (:func:`droisoning`)."""

    night: ExplicitNight
    """The world at dusk read (the answer is its only)."""
    present: frozenset[str]
    """Every character some seat may hold, believe or pretend at dusk or gain tonight
    (:func:`_present`)."""
    wakers: tuple[tuple[str, int, tuple[Seat, ...]], ...]
    """Each droisoning character in play (sorted) with a slot tonight: its position and
    every seat that may wake as it tonight (:func:`may_wake_as`), in seat order."""


def droisoning(night: ExplicitNight, ahead: Tonight) -> Droisoning:
    """The droisoning characters ``night`` (a world at dusk, ``ahead`` its reading) has in
    play, with their slots and the seats that may wake as each: all :func:`held_droisons`
    reads but the entries (and who is present, which ``early_info`` reads beside the
    droisons it asks of a seat). Read once per reading (:attr:`Tonight.droisoning`): a "running"
    proof asks :func:`held_droisons` of every world at dusk for each plan (seed 2026's
    Night 2 at fifteen players: 4,954 times, each reading who is present and every seat's
    wakes again, a quarter of the learned part's time under cProfile). The answers it
    reads are the reading's own (:attr:`Tonight.wakes_as`, kept once read), and the world
    it read is kept with it, so a reading asked for another world reads afresh."""
    known = ahead.droisoning
    if known and known[0].night is night:
        return known[0]
    positions = _positions(night.script, night.number)
    present = _present(night, ahead)
    wakers: list[tuple[str, int, tuple[Seat, ...]]] = []
    for droisoner in sorted(hooked("droisons") & present):
        position = positions.get(droisoner)
        if position is not None:
            seats = tuple(s for s in range(night.n) if may_wake_as(night, ahead, s, droisoner))
            wakers.append((droisoner, position, seats))
    found = Droisoning(night, present, tuple(wakers))
    known[:] = [found]
    return found


def swap_makers(night: ExplicitNight, ahead: Tonight) -> frozenset[Seat] | None:
    """Every seat that may make tonight's one swap (:attr:`Tonight.once`) in a walk of
    ``night`` (at dusk), as its character's module names them
    (``Character.explicit_swappers``): no other swap comes before its slot, so these are
    all the seats that may wake there. Read once per world at dusk (:attr:`Tonight.makers`).
    None: not one swap tonight, or the module does not tell."""
    if not ahead.once or ahead.swap_at is None:
        return None
    character = _order(night.script, night.number)[ahead.swap_at]
    if character in ahead.makers:
        return ahead.makers[character]
    makers = ahead.makers[character] = REGISTRY[character].explicit_swappers(night, ahead.gains)
    return makers


def _order(script: Script, number: int) -> tuple[str, ...]:
    """Night ``number``'s order by character id (asked per world at dusk and per proof)."""
    return _night_read(script, number)[1]


def _positions(script: Script, number: int) -> dict[str, int]:
    """Each character's place in night ``number``'s order (read per seat and character at
    dusk: a list built and searched per question cost a tenth of the reading)."""
    return _night_read(script, number)[2]


def _night_read(script: Script, number: int) -> tuple[Script, tuple[str, ...], dict[str, int]]:
    """:func:`_order` and :func:`_positions`, kept in :data:`_NIGHTS` by the script's id
    and the night (the entry holds the script, so the id stays its own while kept): a cache
    keyed by the script hashed it per call, every field of it (seed 2026's Night 2 at
    fifteen players asks some 700,000 times, most of it ``swap_makers`` and ``swap_unmade``
    per world at dusk and plan)."""
    key = (id(script), number)
    known = _NIGHTS.get(key)
    if known is None or known[0] is not script:
        order = tuple(m.id for m in night_order(script, number))
        if len(_NIGHTS) >= 1024:
            _NIGHTS.clear()  # scripts are few: only a run making many reads them again
        known = _NIGHTS[key] = (script, order, {c: k for k, c in enumerate(order)})
    return known


_NIGHTS: dict[tuple[int, int], tuple[Script, tuple[str, ...], dict[str, int]]] = {}
""":func:`_night_read`'s answers."""


def instances(night: ExplicitNight, ahead: Tonight, character: str) -> int:
    """The most instances of ``character`` seats may hold at once tonight in a walk of
    ``night`` (at dusk): its token on one seat at most (a character is dealt once, as itself
    or as a Drunk's belief), and each extra instance a seat holds, pretends or may gain
    tonight; a swap only moves them."""
    dealt = any(token_believed(t) == character for s in range(night.n) for t in _tokens(night, s))
    extra = sum(character in night.extras(s) for s in range(night.n))
    pretended = sum(character in options for options in night.pretends.values())
    gained = sum(c == character for _, c in ahead.gains)
    return int(dealt) + extra + pretended + gained


def dealt_only(night: ExplicitNight, ahead: Tonight, character: str) -> bool:
    """Whether ``character`` has no instance tonight in a walk of ``night`` (at dusk) but its
    dealt token (:func:`instances`' count of the others is 0): no seat holds or pretends it
    beside its own token, nor may gain it tonight. So a seat that wakes as it before a
    swap holds that token, or a Drunk's believing it, and no other seat holds it."""
    return character not in beside_tokens(night, ahead).characters


@dataclass(frozen=True, slots=True)
class Beside:
    """The instances of a world at dusk held, pretended or gained tonight beside the seats'
    own tokens (:func:`beside_tokens`)."""

    night: ExplicitNight
    """The world at dusk read (the answer is its only)."""
    characters: frozenset[str]
    """Every character some seat holds or pretends beside its own token, or may gain
    tonight."""
    seats: frozenset[Seat]
    """Every seat that holds or pretends an instance beside its own token, or may gain one
    tonight."""


def beside_tokens(night: ExplicitNight, ahead: Tonight) -> Beside:
    """The instances ``night`` (a world at dusk, ``ahead`` its reading) has beside the
    seats' tokens: what :func:`dealt_only` and ``early_due``'s swap-arming proofs ask, per
    character and seat, of every world at dusk for each plan (seed 2026's Night 2 at
    fifteen players: 1.04 M characters and 1.38 M seats asked over 345,213 plans and worlds,
    7 s under cProfile). Read once per reading (:attr:`Tonight.beside`): it reads only
    ``ahead``'s gains and the world's gained and pretended instances, which nothing changes
    after dusk (the walks work on copies), and the world it read is kept with it, so a
    reading asked for another world reads afresh."""
    known = ahead.beside
    if known and known[0].night is night:
        return known[0]
    characters = {c for _, c in ahead.gains}
    for seat in night.gained:
        characters.update(night.extras(seat))
    for options in night.pretends.values():
        characters.update(options)
    seats = {s for s, _ in ahead.gains} | set(night.gained) | set(night.pretends)
    found = Beside(night, frozenset(characters), frozenset(seats))
    known[:] = [found]
    return found


def _swapped(ahead: Tonight, position: int) -> bool:
    """Whether a swap may have happened by position ``position`` tonight."""
    return ahead.swap_at is not None and ahead.swap_at <= position


def _swapped_seat(ahead: Tonight, seat: Seat, position: int) -> bool:
    """Whether a swap may have changed ``seat``'s character by position ``position``."""
    if ahead.pin is not None and seat not in ahead.pin.seats:
        return False
    return _swapped(ahead, position)


def _swapped_alive(ahead: Tonight, seat: Seat, position: int) -> bool:
    """Whether a swap may have handed ``seat`` something by position ``position`` tonight
    with the seat still alive there: not when only the seat's own death may arm the swap
    (nobody comes back to life by night). Seed 10's Night 2 at nine players: 14 of the 63
    worlds at dusk left open to a seat's `wake mathematician` (and another's `wake empath`)
    had the seat the only one whose death armed the swap; they held no witness and cost
    25,000-30,000 branch steps before the first one."""
    if not _swapped_seat(ahead, seat, position):
        return False
    return ahead.armers is None or not ahead.armers <= {seat}


def _may_gain(
    night: ExplicitNight,
    ahead: Tonight,
    seat: Seat,
    character: str,
    position: int,
    swapped: bool | None = None,
) -> bool:
    """Whether ``seat`` may hold ``character`` by position ``position`` tonight as an
    instance beside its own; ``swapped``: whether a swap may count (by default, whether
    one may have happened by then)."""
    if swapped is None:
        swapped = _swapped(ahead, position)
    return (
        character in night.extras(seat)
        or character in night.pretends.get(seat, ())
        or (seat, character) in ahead.gains
        or (swapped and character in ahead.extras)
    )


def _may_have(
    night: ExplicitNight, ahead: Tonight, seat: Seat, character: str, position: int
) -> bool:
    """Whether ``seat`` may hold ``character`` in any way by position ``position``."""
    return (
        _swapped(ahead, position)
        or night.may_hold(seat, character)
        or _may_gain(night, ahead, seat, character, position)
    )


def may_end(night: ExplicitNight, ahead: Tonight, first: int, last: int) -> bool:
    """Whether the game may end in ``night`` at a slot from ``first`` to ``last``: only a
    death ends it by night, leaving no living Demon or two players alive, and none does
    while a rule holds the end off all night (``Character.explicit_holds_end``: seed 7 at
    eight players walked every world to the slot of each refused wake of the night after
    its Demon's execution, the Mastermind's extra day pending in all of them). What it reads
    of the world but the deaths is read once at dusk (:class:`Tonight`: asked 161,023 times
    in seed 2026's Night 2 resolution at nine players). Remembered in ``ahead``
    (:attr:`Tonight.ending`): it reads of ``night``, the world at dusk ``ahead`` was read
    from, only who is alive then."""
    return read_once(ahead.ending, (first, last), _may_end, night, ahead, first, last)


def slot_may_end(night: ExplicitNight) -> Callable[[int], bool]:
    """Whether the game may end at a given slot in some walk of ``night`` (a world at the
    start of its night, after the first): :func:`may_end` on its reading, read once."""
    ahead = tonight(night)
    return lambda k: may_end(night, ahead, k, k)


_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V")


def read_once(memo: dict[_K, _V], key: _K, read: Callable[..., _V], *args: object) -> _V:
    """``read(*args)``, kept in ``memo`` under ``key`` the first time (a value is never None):
    the per-reading memos of :class:`Tonight`, whose key is all their read takes beside the
    world at dusk and its reading."""
    found = memo.get(key)
    if found is None:
        found = memo[key] = read(*args)
    return found


def _may_end(night: ExplicitNight, ahead: Tonight, first: int, last: int) -> bool:
    """:func:`may_end` read afresh."""
    if ahead.holds_end:
        return False
    alive = night.alive
    if not (
        (_swapped(ahead, first) and any(alive)) or any(alive[s] for s in ahead.demons)
    ):  # no living seat may be a Demon (_may_be_demon at ``first``)
        # no living Demon and not ended: a rule holds the end off, which these checks
        # do not read (a Mastermind's extra day)
        return any(first <= deaths.position <= last for deaths in ahead.deaths)
    living = sum(alive)
    dead = 0
    for deaths in ahead.deaths:
        if deaths.position > last:
            break
        dead += deaths.most
        if deaths.position < first:
            continue
        if living - dead <= 2:
            return True
        if not deaths.dying.isdisjoint(ahead.demons) or (
            deaths.dying and _swapped(ahead, deaths.position)
        ):  # a dying seat may be a Demon (_may_be_demon)
            return True
    return False


def _present(
    night: ExplicitNight, ahead: Tonight, held: list[frozenset[str]] | None = None
) -> frozenset[str]:
    """Every character some seat may hold, believe or pretend at dusk or gain tonight;
    ``held``: each seat's ``may_hold_any`` when the caller read it."""
    if held is None:
        held = [night.may_hold_any(seat) for seat in range(night.n)]
    return frozenset(ahead.extras).union(*held)


def _may_be_droisoned(
    night: ExplicitNight,
    present: frozenset[str],
    seat: Seat,
    character: str,
    held: Held = (),
) -> bool:
    """Whether ``seat`` may be drunk or droisoned at some point tonight while it holds
    ``character``'s token: some token believing it is a Drunk's (a swap may hand it over),
    or a droisoning character in play may reach the seat (``explicit_may_droison``; for a
    character of ``held``, every wake of which tonight holds one of the clauses given,
    ``explicit_may_droison_held``)."""
    for other in range(night.n):
        if any(t != character and token_believed(t) == character for t in _tokens(night, other)):
            return True
    committed = dict(held)
    for droisoner in sorted(hooked("droisons") & present):
        module, clauses = REGISTRY[droisoner], committed.get(droisoner)
        try:
            if clauses is None and module.explicit_may_droison(night, seat):
                return True
            if clauses is not None and module.explicit_may_droison_held(night, seat, clauses):
                return True
        except MarkSplit:
            return True
    return False


def alive_at_good_end(night: ExplicitNight, ahead: Tonight, last: int) -> frozenset[Seat] | None:
    """For a world at dusk every walk of which (holding tonight's entries) has ended by slot
    ``last`` (``early_due.ended_by``): the seats that may be alive at its end, each such end
    a win of good; None when that is not proved. By night only a death ends the game
    (``ExplicitNight._check_end``): evil wins with two players alive, which no walk reaches
    while more than two are left once every slot up to ``last`` has killed its most, so good
    wins, with no living seat whose character is a Demon's. With no swap by ``last``, a seat
    every token of which is a Demon's holds one all night, so it is dead at the end; the
    others may be alive. Seed 2026's Night 2 at nine players: its commit point walked the
    5,541 worlds at dusk to their ends (72,405 branch steps) to read three facts (who is
    dead in every world, that every world ended, that good won in each), and most of them
    can add nothing to what the first worlds walked tell.

    Such a Demon's seat takes with it the seat it lives while (:func:`_kept_alive_by`: the
    Lleech's host), so that seat is dead at the end too."""
    if night.winner is not None or _swapped(ahead, last):
        return None
    dead = sum(deaths.most for deaths in ahead.deaths if deaths.position <= last)
    if sum(night.alive) - dead <= 2:
        return None  # evil may win
    demons = _demons(night.script)
    doomed = [s for s in range(night.n) if night.alive[s] and _tokens(night, s) <= demons]
    spared = frozenset(s for s in range(night.n) if night.alive[s] and s not in doomed)
    return spared - _kept_alive_by(night, ahead, doomed)


def _kept_alive_by(night: ExplicitNight, ahead: Tonight, doomed: list[Seat]) -> frozenset[Seat]:
    """The seats that must die tonight for ``doomed`` (seats of ``night`` at dusk that die
    in every walk, holding their token all night: no swap) to die: one a doomed seat's
    every token lives while (``Character.explicit_lives_while``), when the seat is sober
    and healthy all night (no droisoner may reach it) and no death trigger may take it
    but that seat's. By night a seat dies only by a kill attempt, which its own survival
    stops (``kills.attempt``), or by a death trigger (``Character.explicit_dies_with``);
    and nobody comes back to life. Seed 10's Night 2 at ten players: every world at dusk
    ends at the Lycanthrope's slot with the Lleech dead, so with its host too; without
    this its commit point walked all 2,707 worlds at dusk (about 6 s) to learn it."""
    found: set[Seat] = set()
    present: frozenset[str] | None = None
    triggers = [REGISTRY[c] for c in sorted(hooked("explicit_dies_with"))]
    for seat in doomed:
        tokens = _tokens(night, seat)
        hosts = {REGISTRY[t].explicit_lives_while(night, seat) for t in tokens}
        host = hosts.pop() if len(hosts) == 1 else None
        if host is None or host == seat or not night.alive[host]:
            continue
        if present is None:
            present = _present(night, ahead)
        if any(_may_be_droisoned(night, present, seat, t) for t in tokens):
            continue  # a droisoned holder has no survival
        if any(
            seat in trigger.explicit_dies_with(night, other)
            for trigger in triggers
            for other in range(night.n)
            if other != host
        ):
            continue
        found.add(host)
    return frozenset(found)


def _may_be_demon(night: ExplicitNight, ahead: Tonight, seat: Seat, position: int) -> bool:
    """Whether ``seat``'s token may be a Demon's at position ``position`` (what the end
    rules count): read once per world at dusk (``Tonight.demons``), where every proof read
    the seat's tokens one by one (865,015 times in seed 2026's Night 2 resolution at nine
    players); a Demon's token is its own character's (a Drunk's never is), so the tokens
    are met with the script's Demons at once."""
    return seat in ahead.demons or _swapped(ahead, position)


@functools.cache
def _demons(script: Script) -> frozenset[str]:
    """The tokens of ``script`` that are a Demon's."""
    return frozenset(script.demons)


def _tokens(night: ExplicitNight, seat: Seat) -> frozenset[str]:
    """The tokens ``seat`` may have at dusk (never splits a lazy seat)."""
    token = night.current[seat]
    if token is not None:
        return frozenset((token,))
    assert isinstance(night.world, LazySetup)
    return night.world.cands[seat]


def _acts(
    night: ExplicitNight,
    ahead: Tonight,
    holder: Seat,
    module: Character,
    position: int,
    gone: frozenset[Seat],
    maybe: frozenset[Seat],
    tokens: frozenset[str] | None,
    present: frozenset[str] | None = None,
) -> bool:
    """Whether ``holder`` may wake with effect at ``module``'s slot, ``gone`` dead and
    ``maybe`` perhaps dead by its turn, its tokens ``tokens`` (None: the world's);
    ``present``: :func:`_present`, when the caller read it."""
    if _swapped(ahead, position):
        return holder not in gone or type(module).explicit_wakes is not Character.explicit_wakes
    if tokens is None:
        tokens = _tokens(night, holder)
    sober = module.strikes_only_sober
    return _effective(
        night, ahead, holder, module, gone, maybe, tokens, frozenset(), sober, present
    )


def _effective(
    night: ExplicitNight,
    ahead: Tonight,
    holder: Seat,
    module: Character,
    gone: frozenset[Seat],
    maybe: frozenset[Seat],
    tokens: frozenset[str],
    moved: frozenset[Seat],
    sober: bool,
    present: frozenset[str] | None = None,
) -> bool:
    """Whether ``holder``, with tokens ``tokens``, may hold an instance of ``module`` with
    effect while ``gone`` are dead and ``maybe`` perhaps, no swap having touched seats but
    ``moved``; ``sober``: an instance has effect only as its own, sober and healthy (not a
    Drunk's belief); ``present``: :func:`_present`, when the caller read it."""
    if holder in gone and type(module).explicit_wakes is Character.explicit_wakes:
        return False
    character = module.id
    gate = ahead.gated.get((holder, character))
    gained = (holder, character) in ahead.gains and (
        gate is None or not gate.isdisjoint(gone | maybe)
    )
    if not (
        character in tokens
        or character in night.extras(holder)
        or character in night.pretends.get(holder, ())
        or gained
    ):
        # no instance of its own (a gain not come yet), or only a Drunk's belief
        return not sober and any(token_believed(t) == character for t in tokens)
    return not sober or not _droisoned_surely(night, ahead, holder, gone | maybe, moved, present)


def _droisoned_surely(
    night: ExplicitNight,
    ahead: Tonight,
    seat: Seat,
    gone: frozenset[Seat],
    moved: frozenset[Seat],
    present: frozenset[str] | None = None,
) -> bool:
    """Whether a living sober droisoner holding its own token droisons ``seat`` all night,
    ``gone`` dead, no swap having touched seats but ``moved`` (``present``:
    :func:`_present`, when the caller read it)."""
    for character in sorted(hooked("explicit_droisoner")):
        source = REGISTRY[character].explicit_droisoner(night, seat)
        if source is None or source in gone or source in moved or not night.alive[source]:
            continue
        if _tokens(night, source) != {character}:
            continue
        if present is None:
            present = _present(night, ahead)
        if not _may_be_droisoned(night, present, source, character):
            return True
    return False


def _deaths(
    night: ExplicitNight, ahead: Tonight, held: list[frozenset[str]] | None = None
) -> tuple[Deaths, ...]:
    """Every slot of tonight at which someone may die in a walk of ``night`` (at dusk), in
    order: the seats its wakes may aim at (``Character.explicit_strikes``), every seat when
    one of those may hold a character that moves a kill, and the seats whose death
    triggers may follow (``Character.explicit_dies_with``); ``held``: each seat's
    ``may_hold_any`` when the caller read it. Read once per world at dusk, so in one pass
    (:class:`SlotReading` reads a slot again for other aims, keeping its parts: kept here,
    they cost the first Night 2 arrival at nine players a sixth more).

    What a slot reads of a seat but its aim is read once per world, not per slot: the
    characters it may hold or have beside its own (``may_wake_as`` is asked only of a seat
    that may hold the slot's character, or may be handed it by a swap: any other answers
    no), whether it may hold a kill's mover, whose death triggers follow its death. Seed
    2026's first Night-2 arrival at nine players read this for 5,541 worlds at dusk: half
    of its 4-5 s, 239,229 ``may_wake_as`` calls."""
    n = night.n
    order = night_order(night.script, night.number)
    living = frozenset(s for s in range(n) if night.alive[s])
    if held is None:
        held = [night.may_hold_any(s) for s in range(n)]
    gained: list[set[str]] = [set() for _ in range(n)]
    for seat, character in ahead.gains:
        gained[seat].add(character)
    # what _may_gain reads but a swap: an instance beside the seat's own (most seats none)
    beside = [
        {*night.extras(s), *night.pretends.get(s, ()), *gained[s]}
        for s in {*night.gained, *night.pretends, *(s for s, _ in ahead.gains)}
    ]
    movers = hooked("redirect_options")
    moving: frozenset[Seat] | None = None  # _may_have of a mover with no swap by the slot
    triggers = [REGISTRY[c] for c in sorted(hooked("explicit_dies_with"))]
    follows: dict[Seat, frozenset[Seat]] = {}
    earlier: frozenset[Seat] = frozenset()  # the seats that may die before the slot
    none: frozenset[Seat] = frozenset()
    present: frozenset[str] | None = None
    found = []

    def read(
        module: Character, holders: frozenset[Seat], swapped: bool
    ) -> tuple[frozenset[Seat], int] | None:
        """The seats that may die at ``module``'s slot when ``holders`` wake there with
        effect, and how many at most; None: no one."""
        nonlocal moving
        if not holders:
            return None  # no wake with effect, no attempt
        aimed = module.explicit_strikes(night, holders)
        aimed = living if aimed is None else aimed & living
        if not aimed:
            return None
        if swapped:
            aimed = living  # _may_have: a swap may hand anyone a mover
        else:
            if moving is None:
                moving = frozenset(
                    s for s in range(n) if any(c in held[s] or c in gained[s] for c in movers)
                )
            if not moving.isdisjoint(aimed):
                aimed = living
        dying, frontier = set(aimed), list(aimed)
        while frontier:
            dead = frontier.pop()
            after = follows.get(dead)
            if after is None:
                after = follows[dead] = frozenset(
                    seat for trigger in triggers for seat in trigger.explicit_dies_with(night, dead)
                )
            for seat in after & living - dying:
                dying.add(seat)
                frontier.append(seat)
        if module.optional_wake:
            wakes = len(holders)
        else:
            # _wakes: one attempt a wake, a character's own token on one seat at most
            extra = (
                n
                if swapped and module.id in ahead.extras
                else sum(module.id in instances for instances in beside)
            )
            wakes = min(len(holders), 1 + extra)
        return frozenset(dying), min(wakes, len(aimed)) + len(dying - aimed)

    for position, module in enumerate(order):
        character = module.id
        if not module.has_effect or not (module.optional_wake or character in ahead.held):
            continue
        swapped = _swapped(ahead, position)
        if module.optional_wake:
            holders = frozenset(range(n))  # may_wake_as does not judge such a wake
        else:
            holders = frozenset(
                s
                for s in range(n)
                if (
                    character in held[s]
                    or character in gained[s]
                    or (swapped and _swapped_alive(ahead, s, position))
                )
                and may_wake_as(night, ahead, s, character, held[s])
            )
        if not holders:
            continue  # no wake there, no attempt
        strikers = holders
        if module.strikes_only_sober:
            if present is None:
                present = _present(night, ahead, held)
            strikers = frozenset(
                s
                for s in holders
                if _acts(night, ahead, s, module, position, none, earlier, None, present)
            )
        fate = read(module, strikers, swapped)
        if strikers != holders and not (
            fate is None
            or not any(
                _acts(night, ahead, s, module, position, none, earlier | fate[0], None, present)
                for s in holders - strikers
            )
        ):
            # a death at the slot may lift a droison before a later holder's turn
            strikers, fate = holders, read(module, holders, swapped)
        if fate is None:
            continue
        found.append(Deaths(position, strikers, *fate))
        earlier |= fate[0]
    return tuple(found)


def _wakes(
    night: ExplicitNight, ahead: Tonight, position: int, module: Character, holders: frozenset[Seat]
) -> int:
    """How many wakes of ``module`` at its slot may attempt a kill at most."""
    if module.optional_wake:
        return len(holders)
    # one attempt a wake (the hook's contract); a character's own token is on one seat at
    # most (a Drunk believes one out of play), and a swap only moves it
    extra = sum(_may_gain(night, ahead, s, module.id, position) for s in range(night.n))
    return min(len(holders), 1 + extra)


class SlotReading:
    """Who may die at one slot of tonight in a walk of a world at dusk, given where its
    wakes may aim (:meth:`deaths`): what the slot reads of the world but the aim, each part
    read once when first needed. A resolution's draws for one seat (fallback F) aim the
    slot it may hold anew with each drawn choice (``early_due.with_entries``), and the
    rest of the reading is the same for every draw."""

    __slots__ = (
        "_alone",
        "_fates",
        "_moves",
        "_next",
        "_triggers",
        "_wakes",
        "ahead",
        "holders",
        "living",
        "module",
        "night",
        "position",
    )

    def __init__(
        self,
        night: ExplicitNight,
        ahead: Tonight,
        position: int,
        module: Character,
        holders: frozenset[Seat],
        living: frozenset[Seat],
    ) -> None:
        """``module``'s slot at ``position`` of tonight in ``night``, whose wakes ``holders``
        may make, ``living`` its living seats."""
        self.night, self.ahead, self.position, self.module = night, ahead, position, module
        self.holders, self.living = holders, living
        self._wakes: int | None = None
        self._moves: dict[Seat, bool] = {}
        self._next: dict[Seat, frozenset[Seat]] = {}
        self._triggers: list[Character] | None = None
        self._fates: dict[frozenset[Seat] | None, tuple[frozenset[Seat], int] | None] = {}
        self._alone: frozenset[Seat] | None = None

    def deaths(self, aimed: frozenset[Seat] | None) -> Deaths | None:
        """The slot's deaths when its wakes aim among ``aimed`` (None: any seat; never
        beyond ``Character.explicit_strikes``); None: no one may die there."""
        fate = self.fate(aimed)
        if fate is None:
            return None
        return Deaths(self.position, self.holders, fate[0], fate[1])

    def fate(self, aimed: frozenset[Seat] | None) -> tuple[frozenset[Seat], int] | None:
        """:meth:`deaths`' dying seats and how many may die at most, without the object;
        remembered per aim: fallback F's draws for one seat ask each world's slot again for
        each draw, most aiming it as an earlier one did (seed 2026's Night 2 at nine
        players: 100,842 calls)."""
        try:
            return self._fates[aimed]
        except KeyError:
            found = self._fates[aimed] = self._fate(aimed)
            return found

    def _fate(self, aimed: frozenset[Seat] | None) -> tuple[frozenset[Seat], int] | None:
        """:meth:`fate` read afresh."""
        if aimed is None:
            aimed = self.living
        else:
            # a hook's chosen seats narrow its strikes, never widen them: the Lycanthrope's
            # choice is attacked only when it registers good, which no clause alone tells
            strikes = self.module.explicit_strikes(self.night, self.holders)
            aimed = aimed & self.living if strikes is None else aimed & self.living & strikes
        if not aimed:
            return None
        if any(self._moved(s) for s in aimed):
            aimed = self.living
        dying, frontier = set(aimed), list(aimed)
        while frontier:
            for seat in self._followers(frontier.pop()):
                if seat not in dying:
                    dying.add(seat)
                    frontier.append(seat)
        if self._wakes is None:
            self._wakes = _wakes(self.night, self.ahead, self.position, self.module, self.holders)
        return frozenset(dying), min(self._wakes, len(aimed)) + len(dying - aimed)

    def dies_only_by_itself(self, seat: Seat) -> bool:
        """Whether ``seat``, one of the slot's holders, may die there only by its own
        wake's attempt on its own life (a module whose wakes attempt their own holders'
        lives only, ``Character.strikes_own_holder``): no character may move that attempt,
        and neither another holder's attempt nor a death trigger following from one
        reaches the seat."""
        if seat not in self.holders or self._moved(seat):
            return False
        others = self.fate(self.holders - {seat})
        return others is None or seat not in others[0]

    def dying_alone(self) -> frozenset[Seat]:
        """The holders for which :meth:`dies_only_by_itself` holds, read once: the swap's
        arming proof (``early_due.unarmed``) asks it of each armer dying at the slot, per
        plan, and a world's slot serves every plan (seed 2026's Night 2 at fifteen
        players: 1.38 M asks, 4.6 s under cProfile, over 345,213 plans and worlds)."""
        if self._alone is None:
            self._alone = frozenset(s for s in self.holders if self.dies_only_by_itself(s))
        return self._alone

    def _moved(self, seat: Seat) -> bool:
        """Whether ``seat`` may hold a character that moves a kill by the slot."""
        found = self._moves.get(seat)
        if found is None:
            night, ahead, position = self.night, self.ahead, self.position
            found = self._moves[seat] = any(
                _may_have(night, ahead, seat, c, position) for c in hooked("redirect_options")
            )
        return found

    def _followers(self, dead: Seat) -> frozenset[Seat]:
        """The living seats whose death triggers may follow ``dead``'s death."""
        found = self._next.get(dead)
        if found is None:
            if self._triggers is None:
                self._triggers = [REGISTRY[c] for c in sorted(hooked("explicit_dies_with"))]
            found = frozenset(
                seat
                for module in self._triggers
                for seat in module.explicit_dies_with(self.night, dead)
                if seat in self.living
            )
            self._next[dead] = found
        return found


def must_wake(night: ExplicitNight, ahead: Tonight, seat: Seat, point: int) -> bool:
    """Whether no walk of ``night`` (a world at dusk) holding a ``dont_wake`` from ``seat``
    is running at position ``point``: each walk wakes the seat (:func:`forced_wakes`)
    unless it ended before, and none may end from ``point`` to the seat's last such slot.
    At dawn (the arrival's point) the second part is empty; the resolution asks it of a due
    point inside the night, where a world ending there without the seat's wake is one."""
    if night.winner is not None:
        return True  # ended before tonight
    forced = forced_wakes(night, ahead, seat)
    if forced is None:
        return False
    return not may_end(night, ahead, point, max(position for position, _ in forced))


def forced_wakes(
    night: ExplicitNight, ahead: Tonight, seat: Seat
) -> tuple[tuple[int, str], ...] | None:
    """For each token ``seat`` may have in ``night`` (a world at dusk), the slot and the
    character it certainly wakes as in every walk still running after that slot: a
    character that wakes whenever alive (``Character.explicit_must_wake``), with no swap by
    its slot and no death before it that leaves the game running. None when some token
    gives no such wake (or the seat is dead). Remembered in ``ahead``
    (:attr:`Tonight.forced`)."""
    if seat in ahead.forced:
        return ahead.forced[seat]
    found = ahead.forced[seat] = _forced_wakes(night, ahead, seat)
    return found


def _forced_wakes(
    night: ExplicitNight, ahead: Tonight, seat: Seat
) -> tuple[tuple[int, str], ...] | None:
    if not night.alive[seat]:
        return None
    order = _order(night.script, night.number)
    forced = []
    for token in _tokens(night, seat):
        character = token_believed(token)
        module = REGISTRY[character]
        if character not in order or module.optional_wake:
            return None
        position = order.index(character)
        if _swapped_seat(ahead, seat, position) or not module.explicit_must_wake(night, seat):
            return None
        for deaths in ahead.deaths:
            if deaths.position > position:
                break
            # at its own slot, another holder may act first
            first = deaths.position < position or bool(deaths.holders - {seat})
            if first and seat in deaths.dying and not _death_ends(night, ahead, seat, deaths):
                return None
        forced.append((position, character))
    return tuple(forced)


def _death_ends(night: ExplicitNight, ahead: Tonight, seat: Seat, deaths: Deaths) -> bool:
    """Whether ``seat``'s death at ``deaths``' slot certainly ends the game (E5 a): it
    leaves no living Demon in any walk of ``night`` (at dusk), every living seat that may
    be one there dying with it (:func:`_dying_surely`: the seat itself, a Lleech with its
    host), and no rule may hold the end off tonight (``Character.explicit_may_hold_end``).
    Such a world is not running at dawn: no way out of a wake."""
    if _swapped(ahead, deaths.position):
        return False  # a swap only moves characters, but it may move the Demon away
    gone = _dying_surely(night, seat)
    if not any(_may_be_demon(night, ahead, s, deaths.position) for s in gone):
        return False  # no Demon dies with it: the game goes on, or ended before
    others = (s for s in range(night.n) if s not in gone and night.alive[s])
    if any(_may_be_demon(night, ahead, s, deaths.position) for s in others):
        return False
    return not any(REGISTRY[c].explicit_may_hold_end(night) for c in hooked("suspends_end"))


def _dying_surely(night: ExplicitNight, seat: Seat) -> frozenset[Seat]:
    """``seat`` and the seats whose death follows its own tonight in every walk of
    ``night`` (at dusk) with no swap before it: the death triggers each module is sure of
    (``Character.explicit_dies_surely_with``), kept only where every token the seat may
    have is that module's own (a Drunk's trigger is void, and a trigger is its token's)."""
    gone, frontier = {seat}, [seat]
    modules = [REGISTRY[c] for c in sorted(hooked("explicit_dies_surely_with"))]
    while frontier:
        dead = frontier.pop()
        for module in modules:
            for other in module.explicit_dies_surely_with(night, dead) - gone:
                if all(t == module.id for t in _tokens(night, other)):
                    gone.add(other)
                    frontier.append(other)
    return frozenset(gone)


Fits = tuple[tuple[str, ...], ...]
"""Per clause of an entry, the characters it may stand for tonight (``clauses.fitting``)."""


def entry_fits(night: ExplicitNight, seat: Seat, entry: ClauseEntry) -> Fits:
    """All :func:`no_witness` reads of ``seat``'s ``entry`` in ``night``'s walks."""
    return tuple(
        fitting(night.script, clause, seat, night.n, night.number) for clause in entry.clauses
    )


def no_witness(
    night: ExplicitNight, ahead: Tonight, seat: Seat, entry: ClauseEntry, point: int
) -> bool:
    """Whether no walk of ``night`` (a world at dusk) is a world holding ``seat``'s
    ``entry`` and still running at position ``point`` (:func:`no_witness_fits`)."""
    return no_witness_fits(night, ahead, seat, entry_fits(night, seat, entry), point)


def bound_read(point: int, upto: int | None) -> int | None:
    """``upto`` as :func:`no_witness_fits` reads it for ``point``: None when the bound does
    not fall before the point (``upto + 1 >= point``), where its only read, the last
    position a forced wake counts at (``min(point, upto + 1)``), is the point, as for a
    whole entry. A memo of that proof keyed on this in ``upto``'s place is exact, and one
    answer serves both: fallback F's joined tier asks a part bound at its point after the
    whole entry (seed 2026's Night 2 at ten players, each of some twenty such refusals read
    every one of 8,475 worlds at dusk again)."""
    return None if upto is None or upto + 1 >= point else upto


def no_witness_fits(
    night: ExplicitNight,
    ahead: Tonight,
    seat: Seat,
    fits: Fits,
    point: int,
    upto: int | None = None,
) -> bool:
    """Whether no walk of ``night`` (a world at dusk) is a world holding an entry of
    ``seat`` whose clauses may stand for ``fits`` and still running at position ``point``:
    a wake the seat certainly makes before ``point`` that the entry does not list
    (:func:`forced_wakes`), or some clause the seat cannot wake as tonight, with no slot
    between ``point`` and the clause's last at which the game may end instead. ``upto``:
    the entry is bound up to that position (``world.Upto``, N14's E|P), its clauses held
    as a whole entry's but the seat free to wake after it, so only a wake at or before it
    counts. Given the
    characters only, not the entry, so that a memo keyed on them is exact (two wakes of a
    character with other choices are proved alike). The clause is asked first: it proves
    most (seed 2026's Night 2 at nine players: 160,433 of 206,159 proofs, a forced wake alone
    5,041), among them every proof on a reading of the entries' deaths (``early_due.
    with_entries``, a new reading per draw of fallback F, whose forced wakes were read afresh
    for nothing)."""
    # the proofs at dusk ask this of every world and seat, in loops of their own: their step
    pause_here()
    if night.winner is not None:
        return True  # ended before tonight
    read = fits_read(night.script, night.number, fits)
    for fit, last in read.clauses:
        for character in fit:
            if may_wake_as(night, ahead, seat, character):
                break
        else:  # a clause the seat cannot wake as: no witness, unless the game ends first
            if not may_end(night, ahead, point, last):
                return True
    forced = forced_wakes(night, ahead, seat)
    # past a bound entry's position the walk lets the seat wake freely (explicit.walk)
    before = point if upto is None else min(point, upto + 1)
    return forced is not None and all(
        position < before and character not in read.named for position, character in forced
    )  # a wake the entry does not list drops every world before its point


@dataclass(frozen=True, slots=True)
class FitsRead:
    """What :func:`no_witness_fits` reads of an entry's fits but the world
    (:func:`fits_read`)."""

    script: Script
    """The script read (its id is the key's: kept here, the id stays its own)."""
    clauses: tuple[tuple[tuple[str, ...], int], ...]
    """Per clause, the characters it may stand for and its last slot tonight (the latest of
    theirs in the night order, -1 when none is in it: ``explicit.clause_deadline``)."""
    named: frozenset[str]
    """Every character some clause may stand for: a forced wake as one of them is listed."""


def fits_read(script: Script, number: int, fits: Fits) -> FitsRead:
    """What :func:`no_witness_fits` reads of ``fits`` on night ``number`` of ``script``, kept
    in :data:`_FITS` by the script's id, the night and the fits (as :func:`_night_read`):
    the proofs at dusk ask the same few fits of every world, each read the slots again and
    the fits' characters twice (seed 2026's Night 2 at fifteen players: 163,664 proofs of
    27 distinct fits)."""
    key = (id(script), number, fits)
    known = _FITS.get(key)
    if known is None or known.script is not script:
        positions = _positions(script, number)
        clauses = tuple(
            (fit, max((positions[c] for c in fit if c in positions), default=-1)) for fit in fits
        )
        if len(_FITS) >= 4096:
            _FITS.clear()  # fits are few per script: only a run making many reads them again
        known = _FITS[key] = FitsRead(script, clauses, frozenset(c for fit in fits for c in fit))
    return known


_FITS: dict[tuple[int, int, Fits], FitsRead] = {}
""":func:`fits_read`'s answers."""
