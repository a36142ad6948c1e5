"""The solver against the enumeration oracle on random small games (every question compared).

Games of 5 players use the reduced scripts ``mini_brewing`` and ``info_brewing`` (the
characters shown a pair and a character, and those learning a character); 6 and 7 players use
``tiny_brewing``, which leaves out the Fortune Teller so that plain enumeration stays within
seconds. CI runs a few examples per size; ``CLOCKTOWER_ORACLE_EXAMPLES=50`` runs more.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup, search
from engine.clocktower.characters import REGISTRY
from engine.clocktower.oracle import OracleSolver
from engine.clocktower.script import BLUFF_MIN_PLAYERS
from engine.clocktower.search import Solver
from engine.clocktower.views import storyteller_view
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import answer_reasks

ST = Actor.STORYTELLER


def _random_line(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    wakers = [
        c for c in game.script.characters
        if (REGISTRY[c].first_night if game.number == 1 else REGISTRY[c].other_nights) is not None
    ]  # fmt: skip
    if rng.random() < 0.3:
        return "dont_wake"
    character = REGISTRY[rng.choice(wakers)]
    others = [s for s in range(game.n) if character.choose_self or s != seat]
    choices = rng.sample(others, character.choose_count)
    line = f"wake {character.id}"
    if choices:
        line += " choose " + " ".join(f"@{c + 1}" for c in choices)
    if "number" in character.info_kinds:
        line += f" learn {rng.randrange(3)}"
    elif "yesno" in character.info_kinds:
        line += f" learn {rng.choice(['yes', 'no'])}"
    elif "none" in character.info_kinds and rng.random() < 0.3:
        line += " learn none"
    elif "pair" in character.info_kinds:
        a, b = rng.sample([s for s in range(game.n) if s != seat], 2)
        line += f" learn @{a + 1} @{b + 1} {rng.choice(_named(game, character.id))}"
    elif "character" in character.info_kinds:
        line += f" learn {rng.choice(_named(game, character.id))}"
    return line


def _named(game: ClocktowerGame, character: str) -> list[str]:
    """Characters of the script that ``character``'s information may name (its kind, if any)."""
    kind = REGISTRY[character].info_character_kind
    return [c for c in game.script.characters if kind is None or REGISTRY[c].kind is kind]


def _random_list(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    lines = [_random_line(rng, game, seat) for _ in range(rng.randrange(1, 3))]
    if game.number == 1 and seat in game.evil and seat not in game.setup_accepted:
        demon = rng.choice(sorted(game.evil))
        line = f"setup demon @{demon + 1}"
        if demon == seat and game.n >= BLUFF_MIN_PLAYERS:
            good = [*game.script.townsfolk, *game.script.outsiders]
            line += " bluffs " + " ".join(rng.sample(good, 3))
        lines.insert(0, line)
    return "\n".join(lines)


TABLES = [(5, "mini_brewing"), (6, "tiny_brewing"), (7, "tiny_brewing"), (5, "info_brewing")]
"""Player counts and the reduced script each is played with."""
EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))


def _view(game: ClocktowerGame) -> tuple[object, ...]:
    """What the storyteller sees (per seat the possible tokens and life; certainly in or out;
    the world count), compared at every commit point."""
    view = storyteller_view(game)
    return ("view", view.seats, view.certainly_in, view.certainly_out, view.worlds)


def _drive(
    seed: int, solver: Solver, nights: int = 2, players: int = 5, script: str = "mini_brewing"
) -> tuple[list[object], ClocktowerGame]:
    """Play a random game; the transcript holds every attempt and whether it was accepted, and
    the storyteller's view at every dawn and end of day while the game runs."""
    rng = random.Random(seed)
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(players)), script=script, seed=seed
    )
    game = ClocktowerGame(setup, solver=solver)
    transcript: list[object] = []

    def attempt(text: str, actor: int | Actor) -> None:
        try:
            game.play(text, actor)
            transcript.append(("ok", actor, text))
        except EngineError as error:
            transcript.append(("refused", actor, text, str(error)))

    for _ in range(nights):
        if game.outcome is not None:
            break
        for seat in range(game.n):
            if seat not in game.appears_dead:
                attempt(_random_list(rng, game, seat), seat)
        attempt("resolve", ST)
        answer_reasks(game, attempt, lambda seat: _random_list(rng, game, seat))
        if game.phase != "day":
            break
        if game.outcome is None:
            transcript.append(_view(game))
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        if rng.random() < 0.5:
            shooter, target = rng.choice(alive), rng.randrange(game.n)
            attempt(f"slay @{target + 1}", shooter)
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
    return transcript, game


@contextmanager
def _roomy_state_cache() -> Iterator[None]:
    """The oracle asks about one history per setup: remember them all for the game."""
    limit = search.STATE_CACHE_LIMIT
    search.STATE_CACHE_LIMIT = 2_000_000
    try:
        yield
    finally:
        search.STATE_CACHE_LIMIT = limit
        search._STATES.clear()


@pytest.mark.parametrize(("players", "script"), TABLES)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_solver_matches_oracle_on_random_games(players: int, script: str, seed: int) -> None:
    """Accepted and refused submissions, reports, deaths, prompts, the storyteller's view at
    every commit point, the end and the winner agree."""
    fast, _ = _drive(seed, Solver(), players=players, script=script)
    with _roomy_state_cache():
        slow, _ = _drive(seed, OracleSolver(), players=players, script=script)
    assert fast == slow
