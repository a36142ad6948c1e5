"""The marks M4 and M7-M10 in the game: both script-2 solvers (explicit and lazy) against the
plain enumeration oracle on random games of a reduced script made to reach them.

``mini_marks`` keeps the Mathematician and every character whose droisoned events are new
marks (Gambler, Lycanthrope, Tea Lady, Fool, Mayor; Damsel and Drunk with the Baron; the
Devil's Advocate and the Poisoner), with the Lleech as the one Demon, at five players. The
random lists lean on the Poisoner, the Gambler's guess, the Lycanthrope and the
Mathematician's count, and days execute, guess the Damsel or end with none, so that the
second and third nights count marks placed by those events. CI runs one example (some
tens of seconds); ``CLOCKTOWER_ORACLE_EXAMPLES=20`` runs more.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import SCRIPTS, UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.search import Solver
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower.helpers import answer_reasks

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))
ST = oracle_games.ST

NIGHT_MARKS = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "mathematician", "gambler", "lycanthrope", "tea_lady", "fool",
        "poisoner", "lleech",
    ),
    "mini_night_marks",
    "Mini Night Marks (test script)",
)  # fmt: skip
"""The night's new marks: a droisoned Gambler or Lycanthrope (M4), Tea Lady or Fool (M8),
the faux paw next to a Tea Lady (M2), and the Mathematician who counts them."""

DAY_MARKS = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "mathematician", "mayor", "fool", "damsel", "drunk",
        "poisoner", "devils_advocate", "baron", "lleech",
    ),
    "mini_day_marks",
    "Mini Day Marks (test script)",
)  # fmt: skip
"""The day's new marks: a droisoned Devil's Advocate (M7), Fool executed (M8), Damsel (M9)
and Mayor (M10), a Drunk's (M11) with the Baron's two Outsiders."""

NIGHTS = {NIGHT_MARKS.id: 2, DAY_MARKS.id: 3}
"""Nights per game: Night 2 counts the night's marks; the Mayor's (M10) needs a day that
ends with three alive, so Night 3 to count it."""
SCRIPTS_UNDER_TEST = {s.id: s for s in (NIGHT_MARKS, DAY_MARKS)}

FAVOURED = ("poisoner", "gambler", "lycanthrope", "mathematician", "devils_advocate")


@pytest.fixture(autouse=True)
def _mini_marks() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        for script in SCRIPTS_UNDER_TEST.values():
            patch.setitem(SCRIPTS, script.id, script)
        yield


def _clause(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    """A clause of a character the seat's team could hold, leaning on ``FAVOURED``."""
    wakers = [
        c
        for c in game.script.characters
        if game.script.slot(c, game.number) is not None
        and REGISTRY[c].kind.value in (("minion", "demon") if seat in game.evil else ("townsfolk",))
    ]
    favoured = [c for c in wakers if c in FAVOURED]
    character = REGISTRY[rng.choice(favoured if favoured and rng.random() < 0.7 else wakers)]
    others = [s for s in range(game.n) if character.choose_self or s != seat]
    line = f"wake {character.id}"
    if character.choose_count:
        chosen = rng.sample(others, character.choose_count)
        line += " choose " + " ".join(f"@{c + 1}" for c in chosen)
    if character.guess:
        line += f" guess {rng.choice(game.script.characters)}"
    if "number" in character.info_kinds:
        line += f" learn {rng.randrange(3)}"
    return line


def _list(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    lines = ["dont_wake" if rng.random() < 0.2 else _clause(rng, game, seat)]
    if game.number == 1 and seat in game.evil and seat not in game.setup_accepted:
        lines.insert(0, f"setup demon @{rng.choice(sorted(game.evil)) + 1}")
        if rng.random() < 0.3:
            lines.insert(1, "setup damsel")
    return "\n".join(lines)


def _drive(script: str, seed: int, solver: Solver) -> list[object]:
    """A random game of ``script`` at five: every attempt and verdict, the storyteller's
    view at every dawn and end of day, every report and the outcome."""
    rng = random.Random(seed)
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(5)), script=script, seed=seed
    )
    game = ClocktowerGame(setup, solver=solver)
    transcript: list[object] = []
    attempt = oracle_games._attempts(game, transcript)
    for _ in range(NIGHTS[script]):
        if game.outcome is not None:
            break
        for seat in range(game.n):
            if seat not in game.appears_dead:
                attempt(_list(rng, game, seat), seat)
        attempt("resolve", ST)
        answer_reasks(game, attempt, lambda seat: _list(rng, game, seat))
        if game.phase != "day":
            break
        transcript.append(oracle_games._view(game))
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        guessers = [s for s in alive if s in game.evil]
        if guessers and rng.random() < 0.5:  # a Minion's guess (D10) spends the team's try
            attempt(f"damsel @{rng.randrange(game.n) + 1}", rng.choice(guessers))
        if game.outcome is None and rng.random() < 0.6:
            nominator, nominee = rng.choice(alive), rng.choice(alive)
            voters = " ".join(f"@{s + 1}" for s in alive)
            attempt(f"nominate @{nominator + 1} @{nominee + 1} yes {voters}", ST)
        if game.outcome is None:
            attempt("end_day", ST)
        if game.outcome is None:
            transcript.append(oracle_games._view(game))
    transcript.append([(r.to, r.text) for r in game.reports])
    transcript.append(game.outcome)
    return transcript


@pytest.mark.parametrize("script", sorted(SCRIPTS_UNDER_TEST))
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_mark_games_agree_with_the_oracle(script: str, seed: int) -> None:
    """Verdicts (the Mathematician's counts included), reports, views, the end and the
    winner: the explicit and the lazy solver each equal the plain enumeration."""
    slow = _drive(script, seed, ExplicitOracle())
    assert _drive(script, seed, LazySolver()) == slow
    assert _drive(script, seed, ExplicitSolver()) == slow
