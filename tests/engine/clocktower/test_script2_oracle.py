"""Script 2 in the game: the explicit-world solver against the plain enumeration oracle on
random small games (every question compared).

The games use ``mini_uncertainty``, script 2 cut down to eleven characters (Lleech and Pukka,
Poisoner and Baron, Damsel and Drunk, five Townsfolk), at 5 players (6 with
``CLOCKTOWER_SCRIPT2_PLAYERS=5,6``, minutes per game): the oracle runs every initial world
from the start through every phase on its own, which the whole script (some 33,000 worlds at
five players) would make minutes per game. CI runs one example, some 40 s;
``CLOCKTOWER_ORACLE_EXAMPLES=20`` runs more.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.search import Solver
from engine.clocktower.views import storyteller_view
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import answer_reasks, wake_line

ST = Actor.STORYTELLER
EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))
TABLES = [int(n) for n in os.environ.get("CLOCKTOWER_SCRIPT2_PLAYERS", "5").split(",")]
"""Player counts; 6 takes minutes per game (a free Night 1 has some 24,000 worlds)."""


def _random_clause(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    wakers = [c for c in game.script.characters if game.script.slot(c, game.number) is not None]
    character = REGISTRY[rng.choice(wakers)]
    others = [s for s in range(game.n) if character.choose_self or s != seat]
    choices = rng.sample(others, character.choose_count)
    word = character.id
    if character.kind.value in ("demon", "minion") and rng.random() < 0.3:
        word = character.kind.value
    return wake_line(rng, word, character, choices)


def _random_list(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    lines = [
        "dont_wake" if rng.random() < 0.3 else _random_clause(rng, game, seat)
        for _ in range(rng.randrange(1, 3))
    ]
    if game.number == 1 and seat in game.evil and seat not in game.setup_accepted:
        lines.insert(0, f"setup demon @{rng.choice(sorted(game.evil)) + 1}")
        if rng.random() < 0.3:
            lines.insert(1, "setup damsel")
    return "\n".join(lines)


Attempt = Callable[[str, int | Actor], None]


def _attempts(game: ClocktowerGame, transcript: list[object]) -> Attempt:
    """Play a line, noting in ``transcript`` whether it was accepted or refused (and why)."""

    def attempt(text: str, actor: int | Actor) -> None:
        try:
            game.play(text, actor)
            transcript.append(("ok", actor, text))
        except EngineError as error:
            transcript.append(("refused", actor, text, str(error)))

    return attempt


def _night(
    game: ClocktowerGame,
    rng: random.Random,
    attempt: Attempt,
    after_list: Callable[[], None] = lambda: None,
) -> None:
    """A random night: a list from every seat that appears alive (``after_list`` after each),
    the storyteller's resolve, and each re-ask answered twice at most, then let time out."""
    for seat in range(game.n):
        if seat not in game.appears_dead:
            attempt(_random_list(rng, game, seat), seat)
            after_list()
    attempt("resolve", ST)
    answer_reasks(game, attempt, lambda seat: _random_list(rng, game, seat))


def _view(game: ClocktowerGame) -> tuple[object, ...]:
    view = storyteller_view(game)
    return ("view", view.seats, view.certainly_in, view.certainly_out, view.notes)


def _drive(seed: int, solver: Solver, players: int, nights: int = 2) -> list[object]:
    """Play a random game of ``mini_uncertainty``: the transcript holds every attempt and
    whether it was accepted, the storyteller's view at every dawn and end of day, every
    report and the outcome."""
    rng = random.Random(seed)
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(players)), script="mini_uncertainty", seed=seed
    )
    game = ClocktowerGame(setup, solver=solver)
    transcript: list[object] = []
    attempt = _attempts(game, transcript)
    for _ in range(nights):
        if game.outcome is not None:
            break
        _night(game, rng, attempt)
        if game.phase != "day":
            break
        transcript.append(_view(game))
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        if rng.random() < 0.3:
            attempt(f"claim {rng.choice(game.script.characters)}", rng.choice(alive))
        if rng.random() < 0.3:
            attempt(f"damsel @{rng.randrange(game.n) + 1}", rng.choice(alive))
        if game.outcome is None and rng.random() < 0.7:
            nominator, nominee = rng.choice(alive), rng.randrange(game.n)
            voters = " ".join(f"@{s + 1}" for s in rng.sample(alive, rng.randrange(len(alive) + 1)))
            attempt(f"nominate @{nominator + 1} @{nominee + 1} yes {voters}", ST)
        if game.outcome is None:
            attempt("end_day", ST)
        if game.outcome is None:
            transcript.append(_view(game))
    transcript.append([(r.to, r.text) for r in game.reports])
    transcript.append(game.outcome)
    return transcript


@pytest.mark.parametrize("players", TABLES)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_script2_solver_matches_oracle_on_random_games(players: int, seed: int) -> None:
    """Accepted and refused submissions, reports, deaths, prompts, the storyteller's view at
    every commit point, the end and the winner agree."""
    fast = _drive(seed, ExplicitSolver(), players)
    slow = _drive(seed, ExplicitOracle(), players)
    assert fast == slow
