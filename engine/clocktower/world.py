"""One world under construction: the forward simulation of a classical game (spec §1, §10).

A world is a complete, rules-legal history. :class:`World` replays the committed history
(``History``) forward and checks every commitment as it goes. It does not fix the setup up
front: each seat keeps a set of candidate tokens that is split only when the simulation needs
to know something about it ("is @3 the Soldier?"), and every free choice of the world (who a
silent Imp kills, which Minion catches a star-pass, how a Recluse registers when it changes a
death) is taken from a *choice path*. When the path runs out the simulation raises
:class:`NeedChoice` and the search (``engine.clocktower.search``) tries each option in turn.
So one finished run stands for every world that completes its candidate sets: a *leaf*.

Information checks never branch on Recluse registrations: a reading is true when one pick of
the registrations gives the value (the pick does not change the rest of the world).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import cache

from engine.clocktower.characters import DAY_ACTIONS, REGISTRY, Character, on_register
from engine.clocktower.characters.worlds import GrimoireNote
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.ranges import in_range
from engine.clocktower.script import (
    Kind,
    Script,
    drunk_token,
    token_character,
)
from engine.clocktower.text import DontWake, Entry, Seat, SetupLine, Wake

TimeKey = tuple[int, int, int]
"""(night or day number, 0 for night / 1 for day, position): orders every moment of a game."""

SETUP_POS = -1
DAWN_POS = 999
END_OF_DAY_POS = 999


class Inconsistent(Exception):
    """This branch of the search is not a legal world consistent with the history."""


class NeedChoice(Exception):
    """The choice path ran out: the search must try each of ``options``."""

    def __init__(self, options: Sequence[object]) -> None:
        super().__init__(len(options))
        self.options = options


@dataclass(frozen=True, slots=True)
class DayAction:
    """A public day action (spec D5): ``actor`` uses ``verb`` (a character's, e.g. the
    Slayer's ``slay``) on ``target``."""

    verb: str
    actor: Seat
    target: Seat


@dataclass(frozen=True, slots=True)
class Execute:
    """The end-of-day execution of ``seat`` (spec D4)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Claim:
    """``@p claim X`` (addendum D9): a public claim, a fact in every world."""

    actor: Seat
    character: str


@dataclass(frozen=True, slots=True)
class Upto:
    """An entry bound only up to position ``position`` of the night order (addendum N14's
    E|P): its clauses there hold, and the seat wakes nowhere else up to that point."""

    entry: ClauseEntry
    position: int

    @property
    def text(self) -> str:
        """The bound part's text (its clauses so far)."""
        return self.entry.text


@dataclass(frozen=True, slots=True)
class Private:
    """A private day entry (addendum D11): ``actor`` sent ``verb`` with ``seats`` (the
    guessed seats, then the seat it learned) and it was accepted."""

    verb: str
    actor: Seat
    seats: tuple[Seat, ...]


DayEvent = DayAction | Execute | Claim | Private

PlanEntry = Entry | ClauseEntry | Upto
"""What a night plan holds for a seat: a script-1 entry, a clause entry, or one bound up to a
point of the night (script 2's resolution)."""


@dataclass(frozen=True, slots=True)
class NightPlan:
    """A night's committed entries (seats absent are free: the world decides what they do)."""

    number: int
    entries: tuple[tuple[Seat, PlanEntry], ...] = ()
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)
    """The hash, kept once asked (as :attr:`History._hash`): a past night's plan is shared
    by every history asked after it, and each new history hashes its phases."""

    def __hash__(self) -> int:
        kept = self._hash
        if kept is None:
            kept = hash((self.number, self.entries))  # the generated hash's value
            object.__setattr__(self, "_hash", kept)
        return kept

    def __getstate__(self) -> tuple[object, ...]:
        return self.number, self.entries

    def __setstate__(self, state: tuple[object, ...]) -> None:
        object.__setattr__(self, "number", state[0])
        object.__setattr__(self, "entries", state[1])
        object.__setattr__(self, "_hash", None)

    def entry_map(self) -> dict[Seat, PlanEntry]:
        """The entries by seat."""
        return dict(self.entries)


@dataclass(frozen=True, slots=True)
class DayPlan:
    """A day's public events in order."""

    number: int
    events: tuple[DayEvent, ...] = ()
    over: bool = False
    """Whether the day has ended (its end-of-day rules apply; script 2's explicit worlds)."""


@dataclass(frozen=True, slots=True)
class History:
    """Everything committed (or supposed, for a query) about a game, as the simulation needs it."""

    script: Script
    n: int
    evil: frozenset[Seat]
    phases: tuple[NightPlan | DayPlan, ...]
    demon: Seat | None = None
    bluffs: tuple[str, ...] | None = None
    running_until: TimeKey | None = None
    """Every world must still be running at this commit point (and so at every earlier one)."""
    pins: tuple[tuple[Seat, frozenset[str]], ...] = ()
    """Extra limits on seats' tokens (queries; the oracle pins every seat)."""
    red_herring: frozenset[Seat] | None = None
    """Pin the red herring (the oracle); None leaves it open (see ``herring_holders``)."""
    track: frozenset[Seat] = frozenset()
    """Seats whose wakes on the last night must be known even when free (R5, O2 queries)."""
    learned: tuple[tuple[str, bool], ...] = ()
    """Characters evil learned at setup to be in play (True) or committed out (False)
    (addendum V6's ``setup damsel``)."""
    _hash: int | None = field(default=None, init=False, compare=False, repr=False)
    """The hash, kept once asked: a history is a key of the solvers' memos, and the
    generated hash walked every phase, entry and clause again at each lookup (fifteen
    players, seed 7, four nights: 37 k histories hashed, 2.5 M hashes under them). The same
    value as the generated one; ``replace`` does not carry it (not an init field), nor a
    pickle (another process hashes strings otherwise)."""

    def __hash__(self) -> int:
        kept = self._hash
        if kept is None:
            kept = hash(tuple(getattr(self, name) for name in _HISTORY_HASHED))
            object.__setattr__(self, "_hash", kept)
        return kept

    def __getstate__(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in _HISTORY_FIELDS)

    def __setstate__(self, state: tuple[object, ...]) -> None:
        for name, value in zip(_HISTORY_FIELDS, state, strict=True):
            object.__setattr__(self, name, value)
        object.__setattr__(self, "_hash", None)

    def with_setup(self, line: SetupLine) -> History:
        """This history with a setup line accepted."""
        bluffs = line.bluffs if line.bluffs is not None else self.bluffs
        return replace(self, demon=line.demon, bluffs=bluffs)

    def with_learned(self, character: str, in_play: bool) -> History:
        """This history with ``character`` committed in play or out (addendum V6)."""
        learned = dict(self.learned)
        learned[character] = in_play
        return replace(self, learned=tuple(sorted(learned.items())))

    def with_entry(self, night: int, seat: Seat, entry: PlanEntry) -> History:
        """This history with ``entry`` accepted for ``seat`` on ``night`` (the last phase)."""
        last = self.phases[-1]
        assert isinstance(last, NightPlan) and last.number == night
        entries = dict(last.entries)
        entries[seat] = entry
        plan = NightPlan(night, tuple(sorted(entries.items())))
        return replace(self, phases=(*self.phases[:-1], plan))

    def with_pins(self, pins: Iterable[tuple[Seat, frozenset[str]]]) -> History:
        """This history with extra token limits."""
        return replace(self, pins=(*self.pins, *pins))

    def before_last(self) -> History:
        """This history without its last phase, the past that phase starts from, and without
        the seats it tracks (their wakes on the last night, which that past does not reach):
        one key for every question asked during the same phase."""
        return replace(self, phases=self.phases[:-1], track=frozenset())


_HISTORY_FIELDS = tuple(f.name for f in fields(History) if f.init)
"""What a pickled history carries: every field but its kept hash."""
_HISTORY_HASHED = tuple(f.name for f in fields(History) if f.compare)
"""The fields the generated hash read, in its order (:meth:`History.__hash__`)."""


@dataclass(frozen=True, slots=True)
class Leaf:
    """The outcome of one finished simulation: a class of worlds sharing everything but the
    tokens left open in ``cands`` (and the red herring within ``red_herring``)."""

    cands: tuple[frozenset[str], ...]
    red_herring: frozenset[Seat]
    alive: tuple[bool, ...]
    current: tuple[str | None, ...]
    """A character taken on during the game (a Minion who became the Imp), else None."""
    ended: TimeKey | None
    winner: str | None
    woke: tuple[tuple[tuple[int, str], ...], ...]
    """Per seat, the slots (position, character) it woke at on the last simulated night."""
    poisoned: frozenset[Seat]
    """Seats that may be poisoned now (one of them is, when not empty)."""
    used: frozenset[str]
    """Characters whose once-per-game ability is spent."""
    witness: tuple[str, ...]
    """One full token assignment completing ``cands``."""
    changes: tuple[tuple[int, Seat, str], ...] = ()
    """Character changes by swaps, in order: (night, seat, the token it got) (script 2)."""
    instances: tuple[tuple[str, ...], ...] = ()
    """Per seat, the instances it holds beside its own, as the storyteller reads them
    (script 2, addendum §11: ``X``, ``~X``, ``~X?``; see
    :meth:`~engine.clocktower.explicit.ExplicitNight.instance_labels`); empty in script 1."""
    notes: tuple[GrimoireNote, ...] = ()
    """What the characters' rules show the storyteller (script 2, addendum §11: a host, a
    spent life, a setup mark's seat...; see
    :meth:`~engine.clocktower.explicit.ExplicitNight.grimoire_notes`); empty in script 1."""


@cache
def night_order(script: Script, night: int) -> tuple[Character, ...]:
    """The characters that may wake on ``night``, in night order (spec N1)."""
    slots = [
        (slot, c, REGISTRY[c])
        for c in script.characters
        if (slot := script.slot(c, night)) is not None
    ]
    return tuple(c for _, _, c in sorted(slots, key=lambda s: (s[0], s[1])))


def initial_cands(history: History) -> list[frozenset[str]]:
    """Every seat's possible tokens before anything is simulated."""
    script = history.script
    good = frozenset(script.good_tokens())
    evil = frozenset(script.evil_tokens())
    minions = frozenset(script.minions)
    if history.bluffs:
        dropped = set(history.bluffs) | {drunk_token(b) for b in history.bluffs}
        if "drunk" in history.bluffs:  # a bluffed Drunk is out of play, whatever it would believe
            dropped |= {t for t in good if t.startswith("drunk(")}
        good = good - dropped
    cands = []
    for seat in range(history.n):
        if seat in history.evil:
            if history.demon is None:
                cands.append(evil)
            else:
                cands.append(frozenset(script.demons) if seat == history.demon else minions)
        else:
            cands.append(good)
    for seat, allowed in history.pins:
        cands[seat] = cands[seat] & allowed
    # a seat that woke as X holds X or believes it; only a Minion can become the Demon
    for phase in history.phases:
        if isinstance(phase, NightPlan):
            for seat, entry in phase.entries:
                if isinstance(entry, Wake):
                    if entry.character in script.demons:
                        allowed = evil
                    else:
                        allowed = frozenset((entry.character, drunk_token(entry.character)))
                    cands[seat] = cands[seat] & allowed
    return cands


@dataclass
class World:
    """A world being simulated along one choice path (see the module docstring)."""

    history: History
    path: tuple[object, ...]
    pos: int = 0
    n: int = 0
    evil: frozenset[Seat] = frozenset()
    cands: list[frozenset[str]] = field(default_factory=list)
    red_herring: frozenset[Seat] = frozenset()
    alive: list[bool] = field(default_factory=list)
    changed: dict[Seat, str] = field(default_factory=dict)
    demon: Seat | None = None
    demon_known: bool = False
    poisoned: frozenset[Seat] = frozenset()
    """Seats one of which is poisoned now (open while nothing has asked which)."""
    poison_source: Seat | None = None
    protected: frozenset[Seat] = frozenset()
    """Seats one of which a sober healthy Monk protects tonight (open likewise)."""
    killed_tonight: set[Seat] = field(default_factory=set)
    executed_today: Seat | None = None
    new_demon: Seat | None = None
    used: frozenset[str] = frozenset()
    """Characters whose once-per-game ability is spent (at most one holder each)."""
    evil_wins_now: bool = False
    ended: TimeKey | None = None
    winner: str | None = None
    time: TimeKey = (0, 0, 0)
    woke: list[list[tuple[int, str]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        h = self.history
        self.n = h.n
        self.evil = h.evil
        self.cands = initial_cands(h)
        if any(not c for c in self.cands):
            raise Inconsistent
        good = frozenset(s for s in range(h.n) if s not in h.evil)
        self.red_herring = good if h.red_herring is None else h.red_herring & good
        self.alive = [True] * h.n
        self.woke = [[] for _ in range(h.n)]
        if h.demon is not None:
            self.demon, self.demon_known = h.demon, True

    # --- branching ---------------------------------------------------------------------

    def choose(self, options: Sequence[object]) -> object:
        """Take the next free choice of the world from the path."""
        if not options:
            raise Inconsistent
        if len(options) == 1:
            return options[0]
        if self.pos < len(self.path):
            value = self.path[self.pos]
            self.pos += 1
            return value
        raise NeedChoice(options)

    def ask(self, seat: Seat, pred: Callable[[str], bool]) -> bool:
        """Whether ``seat``'s token satisfies ``pred``; splits its candidates when both can."""
        cands = self.cands[seat]
        yes = frozenset(t for t in cands if pred(t))
        if not yes:
            return False
        if len(yes) == len(cands):
            return True
        answer = bool(self.choose((True, False)))
        self.cands[seat] = yes if answer else cands - yes
        self.propagate(seat)
        return answer

    def propagate(self, seat: Seat) -> None:
        """Tokens believing one character exclude each other across seats (a character is in
        play once, and a Drunk believes one that is out of play); so do Drunk tokens."""
        work = [seat]
        while work:
            current = work.pop()
            cands = self.cands[current]
            excluded: frozenset[str] = frozenset()
            families = {_FAMILY[t] for t in cands}
            if len(families) == 1:
                excluded = _FAMILY_TOKENS[next(iter(families))]
            if cands <= _DRUNK_TOKENS:
                excluded = excluded | _DRUNK_TOKENS
            if not excluded:
                continue
            for other in range(self.n):
                if other == current:
                    continue
                before = self.cands[other]
                after = before - excluded
                if after is not before and len(after) != len(before):
                    if not after:
                        raise Inconsistent
                    self.cands[other] = after
                    work.append(other)

    def rule_out(self, seat: Seat, pred: Callable[[str], bool]) -> None:
        """Only worlds where ``seat``'s token fails ``pred`` go on (a truth check that would
        fail on the other side narrows instead of splitting: one run, not one per seat)."""
        if seat in self.changed:
            return
        cands = self.cands[seat]
        kept = frozenset(t for t in cands if not pred(t))
        if not kept:
            raise Inconsistent
        if len(kept) != len(cands):
            self.cands[seat] = kept
            self.propagate(seat)

    # --- what the characters ask -------------------------------------------------------

    def ask_in(self, seat: Seat, tokens: frozenset[str]) -> bool:
        """Whether ``seat``'s token is in ``tokens``; splits its candidates when both can."""
        cands = self.cands[seat]
        yes = cands & tokens
        if not yes:
            return False
        if len(yes) == len(cands):
            return True
        answer = bool(self.choose((True, False)))
        self.cands[seat] = yes if answer else cands - yes
        self.propagate(seat)
        return answer

    def is_char(self, seat: Seat, character: str) -> bool:
        """Whether ``seat`` is now really ``character`` (a Drunk is ``drunk``)."""
        if seat in self.changed:
            return self.changed[seat] == character
        return self.ask_in(seat, _CHAR_TOKENS[character])

    def holds(self, seat: Seat, character: str) -> bool:
        """Whether ``seat`` is ``character`` or a Drunk believing it (wakes as it)."""
        if seat in self.changed:
            return self.changed[seat] == character
        return self.ask_in(seat, _FAMILY_TOKENS[character])

    def is_drunk(self, seat: Seat) -> bool:
        """Whether ``seat`` is the Drunk."""
        if seat in self.changed:
            return False
        return self.ask_in(seat, _DRUNK_TOKENS)

    def quirk(self, seat: Seat) -> Character | None:
        """The registration quirk ``seat`` has now (a sober healthy Recluse), if any."""
        quirks = _quirks(self.history.script)
        if seat in self.changed:
            if all(self.changed[seat] != character.id for character in quirks):
                return None
        elif not any(self.cands[seat] & _CHAR_TOKENS[c.id] for c in quirks):
            return None  # cannot hold a quirk: no need to ask (and split) whether poisoned
        if self.is_poisoned(seat):
            return None
        for character in _quirks(self.history.script):
            if self.is_char(seat, character.id):
                return character
        return None

    def can_register_as(self, seat: Seat, character: str) -> bool:
        """Whether some registration of ``seat`` is ``character``."""
        quirk = self.quirk(seat)
        if quirk is not None:
            return character in quirk.register_characters
        return self.is_char(seat, character)

    def can_register_demon(self, seat: Seat) -> bool:
        """Whether some registration of ``seat`` is a Demon."""
        return any(self.can_register_as(seat, d) for d in self.history.script.demons)

    def must_register_demon(self, seat: Seat) -> bool:
        """Whether every registration of ``seat`` is a Demon."""
        if self.quirk(seat) is not None:
            return False
        return any(self.is_char(seat, d) for d in self.history.script.demons)

    def must_register_kind(self, seat: Seat, kind: Kind) -> bool:
        """Whether every registration of ``seat`` has ``kind``."""
        quirk = self.quirk(seat)
        if quirk is not None:
            return all(REGISTRY[c].kind is kind for c in quirk.register_characters)
        if seat in self.changed:
            return REGISTRY[self.changed[seat]].kind is kind
        return self.ask(seat, lambda t: REGISTRY[token_character(t)].kind is kind)

    def detect_demon(self, seat: Seat) -> bool:
        """One detection of ``seat`` (a shot): a Demon, or a quirk's pick (a world choice)."""
        if self.quirk(seat) is not None:
            return bool(self.choose((True, False)))
        return any(self.is_char(seat, d) for d in self.history.script.demons)

    def evil_values(self, seat: Seat) -> frozenset[bool]:
        """The alignments ``seat`` may register as (both for a sober healthy Recluse)."""
        if self.quirk(seat) is not None:
            return frozenset((False, True))
        return frozenset((seat in self.evil,))

    def evil_counts(self, groups: Sequence[tuple[Seat, ...]]) -> set[int]:
        """How many groups may have every member registering evil, over one registration pick."""
        seats = sorted({s for g in groups for s in g})
        options = {s: self.evil_values(s) for s in seats}
        free = [s for s in seats if len(options[s]) > 1]
        counts = set()
        for pick in itertools.product((False, True), repeat=len(free)):
            value = {s: next(iter(options[s])) for s in seats}
            value.update(zip(free, pick, strict=True))
            counts.add(sum(all(value[s] for s in g) for g in groups))
        return counts

    def living_neighbours(self, seat: Seat) -> tuple[Seat | None, Seat | None]:
        """The nearest living player each way round the table, never ``seat`` itself."""
        found: list[Seat | None] = []
        for step in (-1, 1):
            other = (seat + step) % self.n
            while other != seat and not self.alive[other]:
                other = (other + step) % self.n
            found.append(None if other == seat else other)
        return found[0], found[1]

    def narrow_red_herring(self, seats: set[Seat], inside: bool) -> bool:
        """Keep only red herrings inside (or outside) ``seats``; False when none is left."""
        narrowed = self.red_herring & seats if inside else self.red_herring - seats
        if not narrowed:
            return False
        self.red_herring = frozenset(narrowed)
        return True

    def target_options(self, exclude: Seat | None) -> list[tuple[Seat, ...]]:
        """Every living seat, and the first dead one standing for all the dead."""
        options: list[tuple[Seat, ...]] = [
            (s,) for s in range(self.n) if self.alive[s] and s != exclude
        ]
        dead = [s for s in range(self.n) if not self.alive[s] and s != exclude]
        if dead:
            options.append((dead[0],))
        return options

    # --- effects ---------------------------------------------------------------------------

    def poison(self, targets: frozenset[Seat], source: Seat) -> None:
        """One of ``targets`` is poisoned by the Poisoner at ``source`` until the next dusk."""
        self.poisoned, self.poison_source = targets, source

    def _split(self, seats: frozenset[Seat], seat: Seat) -> tuple[bool, frozenset[Seat]]:
        if seat not in seats:
            return False, seats
        if len(seats) == 1:
            return True, seats
        if self.choose((True, False)):
            return True, frozenset((seat,))
        return False, seats - {seat}

    def is_poisoned(self, seat: Seat) -> bool:
        """Whether ``seat`` is poisoned now (fixes an open poisoning when it must)."""
        answer, self.poisoned = self._split(self.poisoned, seat)
        return answer

    def is_protected(self, seat: Seat) -> bool:
        """Whether ``seat`` is safe from the Demon tonight."""
        answer, self.protected = self._split(self.protected, seat)
        return answer

    def find_demon(self) -> Seat | None:
        """The seat that is the Demon now (None when no Demon is left)."""
        if not self.demon_known:
            for seat in sorted(self.evil):
                if any(self.is_char(seat, d) for d in self.history.script.demons):
                    self.demon, self.demon_known = seat, True
                    break
            else:
                raise Inconsistent
        return self.demon

    def demon_attack(self, demon: Seat, target: Seat) -> None:
        """The Demon's kill: protection and passives first; choosing itself passes the Demon."""
        if self.is_protected(target):
            return
        if target == demon:
            self.kill(demon, "starpass")
            return
        if not self.alive[target]:
            return
        for character in _passives(self.history.script):
            if character.blocks_demon_attack(self, target):
                return
        self.kill(target, "demon")

    def kill(self, seat: Seat, cause: str) -> None:
        """``seat`` dies of ``cause``; triggers and the end check follow."""
        if not self.alive[seat] or self.ended:
            return
        alive_before = sum(self.alive)
        self.alive[seat] = False
        if cause == "demon":
            self.killed_tonight.add(seat)
        if cause == "execution":
            self.executed_today = seat
        if seat == self.poison_source:
            self.poisoned, self.poison_source = frozenset(), None
        for character in _passives(self.history.script):
            character.on_death(self, seat, cause)
        if seat in self.evil and seat == self.find_demon():
            self.demon_died(seat, alive_before, cause == "starpass")
        self.check_end()

    def demon_died(self, dead: Seat, alive_before: int, starpass: bool) -> None:
        """Find the Demon's successor, if any (Scarlet Woman, or the star-pass's catcher)."""
        successor = None
        for character in _passives(self.history.script):
            successor = character.demon_successor(self, dead, alive_before)
            if successor is not None:
                break
        if successor is None and starpass:
            minions = [s for s in sorted(self.evil) if s != dead and self.alive[s]]
            if minions:
                successor = int(self.choose(minions))  # type: ignore[call-overload]
        if successor is None:
            self.demon = None
            return
        self.changed[successor] = self.history.script.demons[0]
        self.demon = successor
        self.new_demon = successor if self.time[1] == 0 else None
        if successor == self.poison_source:
            self.poisoned, self.poison_source = frozenset(), None

    def check_end(self) -> None:
        """Normal end rules inside this world (spec E1): good wins ties."""
        if self.ended:
            return
        demon = self.find_demon()
        if demon is None or not self.alive[demon]:
            self.end("good")
        elif self.evil_wins_now or sum(self.alive) == 2:
            self.end("evil")

    def end(self, winner: str) -> None:
        """This world's game ends now; worlds that ended before the last commit point leave."""
        until = self.history.running_until
        if until is not None and self.time <= until:
            raise Inconsistent
        self.ended, self.winner = self.time, winner

    # --- the timeline ----------------------------------------------------------------------

    def clone(self, history: History, path: tuple[object, ...]) -> World:
        """A copy of this world to continue with ``history`` along ``path``."""
        other = object.__new__(World)
        for name in _SCALARS:
            object.__setattr__(other, name, getattr(self, name))
        other.history, other.path, other.pos = history, path, 0
        other.cands = list(self.cands)
        other.alive = list(self.alive)
        other.changed = dict(self.changed)
        other.killed_tonight = set(self.killed_tonight)
        other.woke = [list(w) for w in self.woke]
        return other

    def narrow(self, phase: NightPlan | DayPlan) -> None:
        """Apply the static limits of a phase's entries (a seat that woke as X holds X or
        believes it) before simulating it."""
        if not isinstance(phase, NightPlan):
            return
        script = self.history.script
        for seat, entry in phase.entries:
            if isinstance(entry, Wake):
                if entry.character in script.demons:
                    allowed = frozenset(script.evil_tokens())
                else:
                    allowed = _FAMILY_TOKENS[entry.character]
                narrowed = self.cands[seat] & allowed
                if not narrowed:
                    raise Inconsistent
                if narrowed != self.cands[seat]:
                    self.cands[seat] = narrowed
                    self.propagate(seat)

    def run_phase(self, phase: NightPlan | DayPlan) -> None:
        """Simulate one phase."""
        if self.ended:
            return
        if isinstance(phase, NightPlan):
            self.run_night(phase)
        else:
            self.run_day(phase)

    def run(self) -> None:
        """Simulate every phase of the history."""
        for phase in self.history.phases:
            if self.ended:
                break
            if isinstance(phase, NightPlan):
                self.run_night(phase)
            else:
                self.run_day(phase)

    def run_night(self, plan: NightPlan) -> None:
        """Dusk, then each slot in night order; at dawn yesterday's execution is forgotten."""
        self.poisoned, self.poison_source = frozenset(), None
        self.protected = frozenset()
        self.killed_tonight = set()
        self.new_demon = None
        self.woke = [[] for _ in range(self.n)]
        entries = plan.entry_map()
        for position, character in enumerate(night_order(self.history.script, plan.number)):
            self.time = (plan.number, 0, position)
            if self.ended:
                return
            for seat in range(self.n):
                self.slot(seat, position, character, entries.get(seat), plan.number)
        self.time = (plan.number, 0, DAWN_POS)
        self.executed_today = None

    def slot(
        self,
        seat: Seat,
        position: int,
        character: Character,
        entry: PlanEntry | None,
        night: int,
    ) -> None:
        """What ``seat`` does at ``character``'s slot, checked against its entry."""
        if isinstance(entry, Wake) and entry.character == character.id:
            if not character.wake_condition(self, seat) or not self.holds(seat, character.id):
                raise Inconsistent
            self.wake(seat, position, character, entry.choices, entry, night)
            return
        if entry is None and not character.has_effect and seat not in self.history.track:
            return  # a free seat's wake without effect changes nothing in the world
        if not character.wake_condition(self, seat) or not self.holds(seat, character.id):
            return
        if entry is not None:  # a committed entry that is not this wake: it must not wake here
            raise Inconsistent
        self.wake(seat, position, character, None, None, night)

    def wake(
        self,
        seat: Seat,
        position: int,
        character: Character,
        choices: tuple[Seat, ...] | None,
        entry: Wake | None,
        night: int,
    ) -> None:
        """``seat`` wakes as ``character``: its effect, then its information is checked."""
        self.woke[seat].append((position, character.id))
        droisoned = self.is_drunk(seat) or self.is_poisoned(seat)
        if choices is None:
            character.act_free(self, seat, not droisoned)
        else:
            character.act(self, seat, choices, not droisoned)
        if entry is None or entry.info is None:
            return
        if droisoned:
            if not in_range(self.history.script, character, entry.info, self.n, night, seat):
                raise Inconsistent
        elif not character.truth(self, seat, entry):
            raise Inconsistent

    def run_day(self, plan: DayPlan) -> None:
        """The day's public events in order."""
        for index, event in enumerate(plan.events):
            self.time = (plan.number, 1, index)
            if self.ended:
                return
            if isinstance(event, DayAction):
                DAY_ACTIONS[event.verb].day_act(self, event.actor, event.target)
            elif isinstance(event, Execute):
                self.kill(event.seat, "execution")
        self.time = (plan.number, 1, END_OF_DAY_POS)

    def leaf(self, witness: tuple[str, ...]) -> Leaf:
        """The finished simulation as a leaf."""
        return Leaf(
            cands=tuple(self.cands),
            red_herring=self.red_herring,
            alive=tuple(self.alive),
            current=tuple(self.changed.get(s) for s in range(self.n)),
            ended=self.ended,
            winner=self.winner,
            woke=tuple(tuple(w) for w in self.woke),
            poisoned=self.poisoned,
            used=self.used,
            witness=witness,
        )


_FAMILY: dict[str, str] = {}
_FAMILY_TOKENS: dict[str, frozenset[str]] = {}
_DRUNK_TOKENS: frozenset[str] = frozenset()
_CHAR_TOKENS: dict[str, frozenset[str]] = {}


def _add_tokens(character: Character) -> None:
    """Extend the token tables with a registered character (and a Drunk believing it)."""
    global _DRUNK_TOKENS
    c = character.id
    _FAMILY[c] = _FAMILY[drunk_token(c)] = c
    _FAMILY_TOKENS[c] = frozenset((c, drunk_token(c)))
    _DRUNK_TOKENS = _DRUNK_TOKENS | {drunk_token(c)}
    _CHAR_TOKENS.setdefault(c, frozenset((c,)))
    _CHAR_TOKENS["drunk"] = _DRUNK_TOKENS


on_register(_add_tokens)
_SCALARS = (
    "n", "evil", "red_herring", "demon", "demon_known", "poisoned", "poison_source",
    "protected", "executed_today", "new_demon", "used", "evil_wins_now", "ended",
    "winner", "time",
)  # fmt: skip


@cache
def _quirks(script: Script) -> tuple[Character, ...]:
    return tuple(REGISTRY[c] for c in script.characters if REGISTRY[c].register_characters)


@cache
def herring_holders(script: Script) -> frozenset[str]:
    """The script's characters that have a red herring when really in play (spec S4)."""
    return frozenset(c for c in script.characters if REGISTRY[c].red_herring)


@cache
def _passives(script: Script) -> tuple[Character, ...]:
    return tuple(REGISTRY[c] for c in script.characters)


__all__ = [
    "Claim",
    "DayAction",
    "DayPlan",
    "DontWake",
    "Execute",
    "History",
    "Inconsistent",
    "Leaf",
    "NeedChoice",
    "NightPlan",
    "PlanEntry",
    "Upto",
    "World",
]
