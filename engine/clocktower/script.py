"""The scripts (1, "Quantum Trouble Brewing"; 2, "Uncertainty Principle"): character kinds,
per-size counts, night orders and setup tokens.

A *token* is what a seat holds at setup: a character id, or ``drunk(X)`` for the Drunk who
believes it is the Townsfolk ``X`` (spec R1). Every other module speaks in tokens.
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass
from functools import cache, partial

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import never_in_play, registered_kinds
from engine.clocktower.kinds import Kind as Kind
from engine.clocktower.tokens import drunk_token as drunk_token
from engine.clocktower.tokens import is_drunk_token as is_drunk_token
from engine.clocktower.tokens import token_believed as token_believed
from engine.clocktower.tokens import token_character as token_character

MIN_PLAYERS = 5
MAX_PLAYERS = 15

# players -> (townsfolk, outsiders, minions, demons), before setup modifiers (spec S2)
_COUNTS: dict[int, tuple[int, int, int, int]] = {
    5: (3, 0, 1, 1),
    6: (3, 1, 1, 1),
    7: (5, 0, 1, 1),
    8: (5, 1, 1, 1),
    9: (5, 2, 1, 1),
    10: (7, 0, 2, 1),
    11: (7, 1, 2, 1),
    12: (7, 2, 2, 1),
    13: (9, 0, 3, 1),
    14: (9, 1, 3, 1),
    15: (9, 2, 3, 1),
}


def base_counts(n: int) -> tuple[int, int, int, int]:
    """Townsfolk, Outsider, Minion and Demon counts for ``n`` players before modifiers."""
    return _COUNTS[n]


def evil_count(n: int) -> int:
    """How many seats the alignment roll makes evil (Minions plus the Demon)."""
    _, _, minions, demons = _COUNTS[n]
    return minions + demons


BLUFF_MIN_PLAYERS = 7
"""The Demon names three bluffs from this many players up (spec V1)."""


@dataclass(frozen=True, slots=True)
class Script:
    """An ordered character list (script order is the canonical order of every listing)."""

    id: str
    title: str
    characters: tuple[str, ...]
    first_night_order: tuple[str, ...] | None = None
    """The Night 1 slots in order (slot k is entry k-1), when the script fixes its own order;
    None: each module's ``first_night`` position orders the night (script 1)."""
    other_night_order: tuple[str, ...] | None = None
    """The same for every later night."""
    first_night_number_max: tuple[int, ...] | None = None
    """Addendum R13: the largest number a droisoned player may learn on Night 1 at 5..15
    players, when the script sets its own ranges (later nights then 0..n-1, and character and
    seat readings follow R13); None: base R2's ranges (script 1)."""
    playable: bool = True
    """Whether the engine can run a game of this script yet (False: its sheet, counts and
    setup draws exist, the world simulation of its characters does not)."""
    playable_up_to: int | None = None
    """When ``playable`` is False: the largest table whose games the engine answers within
    the issue's goals on the benchmark (benchmarks/ct2_speed.py); None: no size yet."""

    def playable_at(self, players: int) -> bool:
        """Whether the engine runs a game of this script at ``players`` in time."""
        most = self.playable_up_to
        return self.playable or (most is not None and players <= most)

    def kind(self, character: str) -> Kind:
        """The kind of ``character`` (from its module)."""
        return registered_kinds()[character]

    def slot(self, character: str, night: int) -> float | None:
        """Where ``character`` wakes on ``night`` in this script's order, or None."""
        order = self.first_night_order if night == 1 else self.other_night_order
        if order is None:
            module = REGISTRY[character]
            return module.first_night if night == 1 else module.other_nights
        if character not in order:
            return None
        if not REGISTRY[character].wakes_at_slot:
            return None
        return float(order.index(character) + 1)

    @property
    def in_play_townsfolk(self) -> tuple[str, ...]:
        """Townsfolk that some seat may hold in a quantum game (all but those that are never in
        play, spec S7), in script order."""
        return self._in_play_townsfolk()

    @cache  # noqa: B019  (scripts are few and immortal)
    def _in_play_townsfolk(self) -> tuple[str, ...]:
        """:attr:`in_play_townsfolk`, read once: a Pixie's refutation asks it in every branch
        (fifteen players, seed 7, Night 1: 37,990 times, each a scan of the registry)."""
        return tuple(c for c in self.townsfolk if c not in never_in_play())

    @property
    def adjudication_character(self) -> str | None:
        """The character whose draw before the alignment roll may make the game a
        storyteller-adjudicated one (spec S7), if the script has one."""
        found = [c for c in self.characters if REGISTRY[c].adjudicated_draw_percent is not None]
        return found[0] if found else None

    @cache  # noqa: B019  (scripts are few and immortal)
    def of_kind(self, kind: Kind) -> tuple[str, ...]:
        """The script's characters of ``kind`` in script order."""
        return tuple(c for c in self.characters if self.kind(c) is kind)

    @property
    def townsfolk(self) -> tuple[str, ...]:
        """Townsfolk in script order."""
        return self.of_kind(Kind.TOWNSFOLK)

    @property
    def outsiders(self) -> tuple[str, ...]:
        """Outsiders in script order."""
        return self.of_kind(Kind.OUTSIDER)

    @property
    def minions(self) -> tuple[str, ...]:
        """Minions in script order."""
        return self.of_kind(Kind.MINION)

    @property
    def demons(self) -> tuple[str, ...]:
        """Demons in script order."""
        return self.of_kind(Kind.DEMON)

    def good_tokens(self) -> tuple[str, ...]:
        """Every token a good seat may hold, in canonical order."""
        tokens = [*self.in_play_townsfolk, *self.outsiders]
        if "drunk" in self.characters:
            tokens.remove("drunk")
            tokens.extend(drunk_token(t) for t in self.in_play_townsfolk)
        return tuple(tokens)

    def evil_tokens(self) -> tuple[str, ...]:
        """Every token an evil seat may hold, in canonical order."""
        return (*self.minions, *self.demons)

    def token_order(self) -> dict[str, int]:
        """Sort key of every token: script order, a Drunk right after the real characters."""
        order = {c: i for i, c in enumerate(self.characters)}
        for t in self.townsfolk:
            order[drunk_token(t)] = len(order) + self.townsfolk.index(t)
        return order


TROUBLE_BREWING = Script(
    id="quantum_trouble_brewing",
    title="Quantum Trouble Brewing",
    characters=(
        "washerwoman",
        "librarian",
        "investigator",
        "chef",
        "empath",
        "fortune_teller",
        "undertaker",
        "monk",
        "ravenkeeper",
        "slayer",
        "soldier",
        "drunk",
        "recluse",
        "saint",
        "poisoner",
        "scarlet_woman",
        "baron",
        "imp",
    ),
)

MINI_BREWING = Script(
    id="mini_brewing",
    title="Mini Brewing (test script)",
    characters=(
        "chef",
        "empath",
        "fortune_teller",
        "monk",
        "slayer",
        "soldier",
        "drunk",
        "recluse",
        "saint",
        "poisoner",
        "scarlet_woman",
        "baron",
        "imp",
    ),
)
"""A reduced script small enough for the enumeration oracle (property tests)."""

TINY_BREWING = Script(
    id="tiny_brewing",
    title="Tiny Brewing (test script)",
    characters=(
        "chef",
        "empath",
        "monk",
        "slayer",
        "soldier",
        "drunk",
        "recluse",
        "saint",
        "poisoner",
        "scarlet_woman",
        "baron",
        "imp",
    ),
)
"""A reduced script for 6 and 7 players in property tests: five Townsfolk (the fewest a
7-player game needs) and no Fortune Teller, whose red herring multiplies the worlds the
enumeration oracle must list."""

INFO_BREWING = Script(
    id="info_brewing",
    title="Info Brewing (test script)",
    characters=(
        "washerwoman",
        "librarian",
        "investigator",
        "undertaker",
        "ravenkeeper",
        "monk",
        "drunk",
        "recluse",
        "saint",
        "poisoner",
        "scarlet_woman",
        "baron",
        "imp",
    ),
)
"""A reduced script for property tests of the characters the other two leave out: the ones
shown a pair of players and a character, the Librarian's `none`, and the ones learning a
character (Undertaker, Ravenkeeper)."""

UNCERTAINTY_PRINCIPLE = Script(
    id="uncertainty_principle",
    title="Uncertainty Principle",
    characters=(
        "clockmaker", "pixie", "empath", "mathematician", "undertaker", "gambler", "monk",
        "lycanthrope", "fool", "tea_lady", "cannibal", "mayor", "atheist",
        "puzzlemaster", "damsel", "drunk", "barber",
        "poisoner", "devils_advocate", "baron", "mastermind",
        "pukka", "lleech", "vortox",
    ),
    # spec N11: the damsel's place is the Minions' notification, the barber's the Demon's
    # optional swap; pixie and clockmaker on later nights wake only a gained, unused instance
    first_night_order=(
        "lleech", "poisoner", "devils_advocate", "pukka", "pixie", "damsel", "empath",
        "clockmaker", "mathematician",
    ),
    other_night_order=(
        "poisoner", "gambler", "monk", "devils_advocate", "lycanthrope", "pukka", "vortox",
        "lleech", "barber", "pixie", "damsel", "empath", "clockmaker", "undertaker",
        "mathematician",
    ),
    first_night_number_max=(2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6),
    playable=False,
    playable_up_to=8,
)  # fmt: skip
"""Script 2, the variant's recommended script (addendum S5). The game runs its rules over
lazy explicit worlds (lazy_solver.py), which meet the issue's goals up to eight players on
the benchmark's seeds, so larger tables are still refused (see
docs/benchmarks.md; ``mini_uncertainty`` plays at every size)."""


def _reduced(script: Script, characters: tuple[str, ...], id: str, title: str) -> Script:
    """``script`` cut down to ``characters`` (its night orders filtered, ranges kept)."""

    def keep(order: tuple[str, ...] | None) -> tuple[str, ...] | None:
        return None if order is None else tuple(c for c in order if c in characters)

    return Script(
        id=id,
        title=title,
        characters=tuple(c for c in script.characters if c in characters),
        first_night_order=keep(script.first_night_order),
        other_night_order=keep(script.other_night_order),
        first_night_number_max=script.first_night_number_max,
    )


MINI_UNCERTAINTY = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "clockmaker", "empath", "monk", "fool", "mayor",
        "damsel", "drunk", "barber",
        "poisoner", "baron",
        "pukka", "lleech",
    ),
    "mini_uncertainty",
    "Mini Uncertainty (test script)",
)  # fmt: skip
"""Script 2 cut down for property tests and engine tests: its explicit worlds are few enough
(some hundreds at five players, against some 33,000 for the whole script) for the
enumeration oracle and for a game to answer within seconds."""

MINI_ATHEIST = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (*MINI_UNCERTAINTY.characters, "atheist"),
    "mini_atheist",
    "Mini Uncertainty with the Atheist (test script)",
)
"""``mini_uncertainty`` with the Atheist, so that its draw (S7) may make a small game
storyteller-adjudicated; its quantum worlds are ``mini_uncertainty``'s (the Atheist is in
play in none)."""

SCRIPTS: dict[str, Script] = {
    UNCERTAINTY_PRINCIPLE.id: UNCERTAINTY_PRINCIPLE,
    MINI_UNCERTAINTY.id: MINI_UNCERTAINTY,
    MINI_ATHEIST.id: MINI_ATHEIST,
    TROUBLE_BREWING.id: TROUBLE_BREWING,
    MINI_BREWING.id: MINI_BREWING,
    TINY_BREWING.id: TINY_BREWING,
    INFO_BREWING.id: INFO_BREWING,
}


@cache
def setup_modifiers(script: Script) -> dict[str, tuple[int, int]]:
    """The script's characters with a setup modifier (spec S2), in script order, and each one's
    change to the (Townsfolk, Outsider) counts while it is in play."""
    found: dict[str, tuple[int, int]] = {}
    for c in script.characters:
        modifier = REGISTRY[c].setup_modifier
        if modifier is not None:
            if REGISTRY[c].kind is not Kind.MINION:
                raise ValueError(f"{c}: only a Minion may have a setup modifier")
            found[c] = modifier
    return found


def _modifier_sets(script: Script) -> list[frozenset[str]]:
    """Every set of modifier characters that may be in play together, fewest first."""
    names = list(setup_modifiers(script))
    return [
        frozenset(chosen)
        for size in range(len(names) + 1)
        for chosen in itertools.combinations(names, size)
    ]


def _counts_with(script: Script, n: int, in_play: frozenset[str]) -> tuple[int, int]:
    tf, out, _, _ = base_counts(n)
    modifiers = setup_modifiers(script)
    for c in in_play:
        tf, out = tf + modifiers[c][0], out + modifiers[c][1]
    return tf, out


@cache
def compositions(script: Script, n: int) -> tuple[tuple[frozenset[str], int, int], ...]:
    """Every feasible (setup modifiers in play, townsfolk, outsiders) at ``n`` players.

    Feasible means a valid setup exists with these counts: enough characters of each kind,
    every Minion seat filled, and at seven or more players three good characters left out of
    play (and not believed by a Drunk) for the Demon's bluffs.
    """
    _, _, minions, _ = base_counts(n)
    modifiers = setup_modifiers(script)
    others = len([m for m in script.minions if m not in modifiers])
    result = []
    for in_play in _modifier_sets(script):
        if len(in_play) > minions or others + len(in_play) < minions:
            continue
        t, o = _counts_with(script, n, in_play)
        if t < 0 or t > len(script.in_play_townsfolk) or o < 0 or o > len(script.outsiders):
            continue
        spare = len(script.townsfolk) - t + len(script.outsiders) - o
        if spare < (3 if n >= BLUFF_MIN_PLAYERS else 0):
            continue
        result.append((in_play, t, o))
    return tuple(result)


class Lack(enum.Enum):
    """What one way of filling the Minion seats lacks (:class:`SetupGap`)."""

    MINION_SEATS = "minion-seats"
    """The modifiers in play are more Minions than the seats (``needed`` Minions, ``has``
    seats)."""
    MINIONS = "minions"
    """The other Minions (``has``) cannot fill the seats left (``needed``)."""
    OUTSIDERS = "outsiders"
    """``needed`` Outsiders, and the script has ``has``."""
    TOWNSFOLK = "townsfolk"
    """``needed`` Townsfolk, and the script has ``has``."""
    BLUFFS = "bluffs"
    """No three good characters are left out of play for the Demon's bluffs."""


@dataclass(frozen=True, slots=True)
class SetupGap:
    """Why one way of filling the Minion seats (``in_play``: the setup modifiers in play, of
    ``modifiers``, every one the script has) gives no valid setup, as data."""

    in_play: tuple[str, ...]
    modifiers: tuple[str, ...]
    lack: Lack
    needed: int = 0
    has: int = 0

    @property
    def text(self) -> str:
        """The English developer form: "with the baron, 4 Outsiders needed and the script has
        3"."""
        if self.in_play:
            label = "with the " + " and the ".join(self.in_play)
        elif self.modifiers:
            label = "without the " + " or the ".join(self.modifiers)
        else:
            label = "as the counts stand"
        lacks = {
            Lack.MINION_SEATS: f"{self.needed} Minions do not fit {self.has} seats",
            Lack.MINIONS: f"the other {self.has} Minions cannot fill {self.needed} seats",
            Lack.OUTSIDERS: f"{self.needed} Outsiders needed and the script has {self.has}",
            Lack.TOWNSFOLK: f"{self.needed} Townsfolk needed and the script has {self.has}",
            Lack.BLUFFS: "no three good characters left out of play for the bluffs",
        }
        return f"{label}, {lacks[self.lack]}"


def no_setup_gaps(script: Script, n: int) -> tuple[SetupGap, ...]:
    """Why ``script`` has no valid setup at ``n`` players, as data (empty when it has one):
    each way of filling the Minion seats, with and without the setup modifiers, and what it
    lacks."""
    if compositions(script, n):
        return ()
    _, _, minions, _ = base_counts(n)
    modifiers = setup_modifiers(script)
    others = len([m for m in script.minions if m not in modifiers])
    gaps = []
    for in_play in _modifier_sets(script):
        gap = partial(
            SetupGap, tuple(c for c in script.characters if c in in_play), tuple(modifiers)
        )
        if len(in_play) > minions:
            gaps.append(gap(Lack.MINION_SEATS, len(in_play), minions))
            continue
        if others + len(in_play) < minions:
            gaps.append(gap(Lack.MINIONS, minions - len(in_play), others))
            continue
        t, o = _counts_with(script, n, in_play)
        if o < 0 or o > len(script.outsiders):
            gaps.append(gap(Lack.OUTSIDERS, o, len(script.outsiders)))
        elif t < 0 or t > len(script.in_play_townsfolk):
            gaps.append(gap(Lack.TOWNSFOLK, t, len(script.in_play_townsfolk)))
        else:
            gaps.append(gap(Lack.BLUFFS))
    return tuple(gaps)


def no_setup_reason(script: Script, n: int) -> str:
    """:func:`no_setup_gaps` in the English developer form (empty when a setup exists)."""
    return "; ".join(gap.text for gap in no_setup_gaps(script, n))


@cache
def can_be_in_play(script: Script, n: int) -> frozenset[str]:
    """Characters that are in play in some valid setup at ``n`` players (R2's ranges)."""
    found: set[str] = set()
    bluffs = 3 if n >= BLUFF_MIN_PLAYERS else 0
    modifiers = setup_modifiers(script)
    for in_play, t, o in compositions(script, n):
        found.update(script.demons)
        found.update(m for m in script.minions if m not in modifiers or m in in_play)
        if t:
            found.update(script.in_play_townsfolk)
        if o:
            others = [x for x in script.outsiders if x != "drunk"]
            found.update(others)
            # the Drunk needs one more Townsfolk out of play, beyond the bluffs
            spare = len(script.townsfolk) - t + len(script.outsiders) - o
            usable = len(script.in_play_townsfolk)
            if "drunk" in script.outsiders and usable > t and spare - 1 >= bluffs:
                found.add("drunk")
    return frozenset(found)


@cache
def in_play_together(script: Script, n: int, one: str, other: str) -> bool:
    """Whether some setup at ``n`` players may have both ``one`` and ``other`` in play, by
    the counts of :func:`compositions` alone (so False is certain, True may not be): a
    setup modifier must be among those in play, any other Minion needs a Minion seat they
    leave, and each kind's count must hold every one of the two of that kind."""
    modifiers = setup_modifiers(script)
    _, _, minions, demons = base_counts(n)
    pair = {one, other}
    for in_play, t, o in compositions(script, n):
        if any(c in modifiers and c not in in_play for c in pair):
            continue
        need = {kind: sum(script.kind(c) is kind for c in pair) for kind in Kind}
        others = sum(script.kind(c) is Kind.MINION and c not in modifiers for c in pair)
        room = {
            Kind.TOWNSFOLK: t,
            Kind.OUTSIDER: o,
            Kind.MINION: minions,
            Kind.DEMON: demons,
        }
        if others <= minions - len(in_play) and all(need[k] <= room[k] for k in Kind):
            return True
    return False
