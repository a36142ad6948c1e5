"""The property test's invariants with Algorithms played in attack windows on purpose.

Uniform random play spends Algorithms as soon as they are legal, so by the time units meet and
attack, hands hold none (in sample games no window was ever answered by one). This variant keeps
them for windows: issue 14's "Algorithms at random moments", inside the attack windows too.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cloud import Action, CloudGame, Verb
from engine.cloud.policy import legal_actions, random_action

from .helpers import leaked_hand_cards, make_setup
from .test_properties import _check_invariants

STEPS = 160


def _choose(game: CloudGame, rng: random.Random) -> Action:
    """Random legal play that keeps Algorithms for attack windows: outside a window an Algorithm
    is played one time in ten it is drawn; in a window a waiting player answers with one half
    the time when one is legal. Timeouts as in the main property test."""
    if rng.random() < 0.03:
        return random_action(game, rng, timeout_rate=1.0)
    options = [a for seat in game.living() for a in legal_actions(game, seat)]
    if not options:
        return random_action(game, rng, timeout_rate=1.0)
    if game.window is not None:
        waiting = set(game.waiting())
        plays = [a for a in options if a.verb is Verb.PLAY and a.actor in waiting]
        if plays and rng.random() < 0.5:
            return rng.choice(plays)
    else:
        kept = [a for a in options if a.verb is not Verb.PLAY]
        if kept and rng.random() < 0.9:
            options = kept
    weights = [0.25 if a.verb in (Verb.END, Verb.PASS) else 1.0 for a in options]
    return rng.choices(options, weights)[0]


def _window_plays(seed: int, players: int, check: bool) -> int:
    """Play one game of :data:`STEPS` commands; how many Algorithms answered an attack."""
    game = CloudGame(make_setup(players, seed, "auto", True))
    rng = random.Random(seed)
    answered = 0
    for _ in range(STEPS):
        if game.outcome is not None:
            break
        turn = game.turn
        action = _choose(game, rng)
        if action.verb is Verb.PLAY and game.window is not None and action.actor != game.active:
            answered += 1
        report = game.push(action)
        if check:
            _check_invariants(game, game.turn != turn)
            assert leaked_hand_cards(game, report.public) == []
    if check:
        assert CloudGame.replay(game.record()).snapshot() == game.snapshot()
    return answered


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_algorithms_in_attack_windows_keep_the_invariants_and_replay(
    seed: int, players: int
) -> None:
    """Windows answered by Algorithms: zones, board, qubits and Superposition stay sound, no
    hand card is named in public, and the record replays."""
    _window_plays(seed, players, check=True)


def test_the_window_variant_does_play_algorithms_in_windows() -> None:
    """The variant is not idle: over a few seeded games Algorithms answer attacks."""
    assert sum(_window_plays(seed, 2, check=False) for seed in range(4)) > 0
