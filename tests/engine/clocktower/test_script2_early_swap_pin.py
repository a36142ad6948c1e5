"""A held swap clause exchanged its two chosen seats (``Character.explicit_swaps_chosen``), and
in every walk running past a clause that pins tonight's one swap (``early.swap_pin``) that
swap was the pinning seat's with one that may hand it its character: so a "running" question
whose plan holds a swap clause naming other seats, every witness of which would run past both
clauses, is proved at dusk (``early_due.dusk_proof``), with the answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History, PlanEntry, Upto, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_pin as pins
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST
DEMON = 4
"""The Lleech (@5) in every game here: the living Demon, who makes the Barber's swap."""


_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def _swap_part(game: ClocktowerGame, kill: int, a: int, b: int) -> Upto:
    """The Lleech's `wake lleech choose @kill & wake barber choose @a @b` (0-based seats),
    bound up to the Barber's slot, as fallback F's optional tier draws it."""
    clauses = (Wake("lleech", (kill,)), Wake("barber", (a, b)))
    return Upto(ClauseEntry(clauses), bounds._slot(game, "barber"))


def test_a_swap_naming_a_seat_outside_the_pin_walks_no_world_at_dusk() -> None:
    """With @3's Empath reading in (possible only by the swap with @1), the Lleech's part
    killing the Barber (@2) and swapping @1 with @4 walks no world at dusk, as no world's
    walk holds it: the swap it makes is not the one the reading needs."""
    game, history = pins._pinned()
    part = _swap_part(game, 1, 0, 3)
    trial = history.with_entry(game.number, DEMON, part)
    key = (game.number, 0, part.position)
    solver = LazySolver()
    assert bounds._open(solver, trial, key) == 0
    assert not solver.exists(trial, ("running", key), bounds._running(key))
    assert not ExplicitSolver().exists(trial, ("running", key), bounds._running(key))


def test_a_held_barber_clause_exchanged_the_seats_its_hook_names() -> None:
    """In every walk of SWAPS's Night 2 (the Barber @2 executed) holding the Lleech's
    `wake lleech choose @4 & wake barber choose @1 @3`, @1's and @3's characters are exchanged and no other seat's,
    the seats the Barber's ``explicit_swaps_chosen`` names."""
    game = early_games._swaps_day1()
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    clause = Wake("barber", (0, 2))
    entry = ClauseEntry((Wake("lleech", (3,)), clause))
    trial = game.history.with_entry(game.number, DEMON, entry)
    worlds = ExplicitSolver().worlds(trial)
    assert worlds
    named = REGISTRY["barber"].explicit_swaps_chosen(clause)
    for world in worlds:
        assert isinstance(world.world, SetupWorld)
        dealt = world.world.tokens
        changed = {s for s in range(world.n) if world.current[s] != dealt[s]}
        assert changed == named
        assert (world.current[0], world.current[2]) == (dealt[2], dealt[0])


def test_only_a_character_that_swaps_names_swapped_seats() -> None:
    """``explicit_swaps_chosen`` names seats only for a character whose slot may swap (the
    contract the early check reads with ``Reach.once``), and for it names the two chosen."""
    for character, module in REGISTRY.items():
        named = module.explicit_swaps_chosen(Wake(character, (0, 1)[: module.choose_count]))
        assert (named is not None) == module.swaps_characters, character
        assert named is None or named == {0, 1}, character


def _entries_but(rng: random.Random, game: ClocktowerGame, skip: int) -> History:
    """``game``'s night with random one-clause entries (or ``dont_wake``) for some seats but
    ``skip``, each kept only when some world holds it (``test_script2_lazy_shortcuts``')."""
    history = game.history
    for seat in range(game.n):
        if seat == skip or rng.random() < 0.5:
            continue
        options = [DontWake(), *(ClauseEntry((w,)) for w in all_wakes(game, seat))]
        for entry in rng.sample(options, min(4, len(options))):
            trial = history.with_entry(game.number, seat, entry)
            if game.solver.possible(trial):
                history = trial
                break
    return history


def _swap_parts(game: ClocktowerGame, pinning: int, rng: random.Random) -> list[PlanEntry]:
    """A sample of the Lleech's entries with a swap: `wake barber choose @a @b` after one of
    its `wake lleech` clauses (or alone), bound at the Barber's slot (as fallback F binds
    them), at a later one, or whole; every pair with the pinning seat ``pinning`` (the only
    ones a witness past the pin may hold) and three among every ordered pair of seats."""
    barber = bounds._slot(game, "barber")
    last = len(night_order(game.script, game.number)) - 1
    kills = [w for w in all_wakes(game, DEMON) if w.character == "lleech"]
    pairs = [(a, b) for a in range(game.n) for b in range(game.n) if a != b]
    near = [pair for pair in pairs if pinning in pair]
    parts: list[PlanEntry] = []
    for a, b in [*near, *rng.sample(pairs, 3)]:
        swap = Wake("barber", (a, b))
        clauses = (swap,) if rng.random() < 0.1 else (rng.choice(kills), swap)
        entry = ClauseEntry(clauses)
        roll = rng.random()
        if roll < 0.2:
            parts.append(entry)
        else:
            parts.append(Upto(entry, barber if roll < 0.7 else rng.randint(barber, last)))
    return parts


def _swaps_agree(game: ClocktowerGame, history: History, pinning: int, rng: random.Random) -> int:
    """Add each of a sample of the Lleech's swap entries to ``history`` (a random partial
    night with a pinning entry) and check the early refusal and the "running" question (the
    walk skipping the worlds at dusk it proves) at the entry's point and a later one against
    the walk of every world; how many questions walked fewer worlds at dusk than there are."""
    end = len(night_order(game.script, game.number))
    proved = 0
    for part in _swap_parts(game, pinning, rng):
        trial = history.with_entry(game.number, DEMON, part)
        at = part.position if isinstance(part, Upto) else bounds._slot(game, "barber")
        for point in sorted({at, rng.randint(at, end)}):
            key = (game.number, 0, point)
            lazy = LazySolver()
            refused = lazy.refused_early(trial, DEMON, part, point)
            dusks = lazy._at_dusk(trial)
            opened = bounds._open(lazy, trial, key) if dusks else 0
            found = not refused and lazy.exists(trial, ("running", key), bounds._running(key))
            walked = ExplicitSolver().exists(trial, ("running", key), bounds._running(key))
            assert found == walked, (part, point, refused)
            proved += refused or (dusks is not None and opened < len(dusks))
    return proved


def _pinned_history(game: ClocktowerGame, rng: random.Random) -> tuple[History, int] | None:
    """A random partial night of ``game`` leaving the Lleech free, with a pinning entry, and
    that entry's seat."""
    history = _entries_but(rng, game, DEMON)
    pinned = pins._with_pinning_entry(game, history, rng)
    if pinned is None:
        return None
    before = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    added = [s for s, _ in pinned.phases[-1].entries if s not in before]  # type: ignore[union-attr]
    if added == [DEMON]:
        return None
    return pinned, added[0]


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_swaps_past_a_pin_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber and an entry that pins the swap, the
    Lleech's swap entries answer the early refusal and "running" as every world's walk."""
    rng = random.Random(seed)
    game = armers._night2()
    drawn = _pinned_history(game, rng)
    if drawn is not None:
        _swaps_agree(game, *drawn, rng)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), armed=st.booleans())
def test_swaps_swaps_past_a_pin_are_the_walks(seed: int, armed: bool) -> None:
    """On a random partial Night 2 of SWAPS (the swap armed by the Barber's execution, or
    only by a death tonight) and an entry that pins the swap, the Lleech's swap entries
    answer the early refusal and "running" as every world's walk."""
    rng = random.Random(seed)
    game = early_games._swaps_day1()
    if armed:
        game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    drawn = _pinned_history(game, rng)
    if drawn is not None:
        _swaps_agree(game, *drawn, rng)
