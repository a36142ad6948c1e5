"""Team weights patched through a night (``NightTeams``) against the model asked afresh.

``FastCisraWorlds.team_weights`` is itself checked against the enumeration oracle
(``test_worlds_cisra.py``); here the patched weights must equal it exactly, for every seat,
after every vision of random nights of random games.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.werewolf import Advance, Game, make_setup
from engine.werewolf.simulate import RandomPolicy, play_phase
from engine.werewolf.worlds import cisra_fast
from engine.werewolf.worlds.base import PlainTeams
from engine.werewolf.worlds.cisra_fast import FastCisraWorlds
from engine.werewolf.worlds.cisra_teams import NightTeams


def _nights(players: int, seed: int) -> list[tuple[FastCisraWorlds, int, dict[int, int]]]:
    """The model at each night of a random game, after its kills, with the night's visions."""
    setup = make_setup(players=[f"P{i}" for i in range(players)], wolves=players // 4, seed=seed)
    game = Game(setup, keep_reports=2)
    policy = RandomPolicy(seed=f"{seed}/teams")
    nights = []
    while not game.is_over:
        policy.submit(game)
        decision = policy.decision(game)
        if decision is not None:
            game.push(decision)
        if game.phase.is_night and game.phase.number >= 1:
            model = game.cisra.copy()
            assert isinstance(model, FastCisraWorlds)
            model.kill(game.phase.number, dict(game.choices.attacks))
            visions = {
                viewer: target
                for viewer, target in game.choices.visions.items()
                if target is not None and game.alive[viewer]
            }
            nights.append((model, game.phase.number, visions))
        game.push(Advance())
    return nights


@settings(max_examples=int(os.environ.get("QW_EXAMPLES", "12")), deadline=None)
@given(players=st.integers(8, 24), seed=st.integers(0, 10_000))
def test_patched_team_weights_equal_the_models_after_every_vision(players: int, seed: int) -> None:
    """Every seat's patched (evil, good) equals the model's own answer whenever it is asked."""
    rng = random.Random(seed)
    for model, night, visions in _nights(players, seed)[:6]:
        model.prepare_visions(night, visions)
        reference = model.copy()
        teams = NightTeams(model, list(range(players)))
        for viewer, target in sorted(visions.items()):
            # Asked now and then: the visions in between are patched in together.
            if rng.random() < 0.3:
                for seat in range(players):
                    assert teams.weights(seat) == reference.team_weights(seat), (night, seat)
            evil, good = reference.vision_weights(night, viewer, target)
            if evil + good == 0:
                continue
            result = rng.randrange(evil + good) < evil
            teams.apply_vision(night, viewer, target, result)
            reference.apply_vision(night, viewer, target, result)
        for seat in range(players):
            assert teams.weights(seat) == reference.team_weights(seat), (night, seat)


def _played(players: int, seed: int) -> list[str]:
    setup = make_setup(players=[f"P{i}" for i in range(players)], wolves=players // 4, seed=seed)
    game = Game(setup, keep_reports=2)
    policy = RandomPolicy(seed=f"{seed}/policy")
    for _ in range(30):
        if game.is_over:
            break
        play_phase(game, policy)
    return [f"{log.key}={log.outcome} {log.numerator}/{log.denominator}" for log in game.random.log]


def test_a_game_draws_the_same_whether_team_weights_are_patched_or_asked_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every draw of a 40-player game is the same with patched and with fresh team weights."""
    monkeypatch.setattr(cisra_fast, "TRACKED_COST", -(10**9))
    patched = _played(40, 3)
    monkeypatch.setattr(cisra_fast, "TRACKED_COST", 10**9)
    fresh = _played(40, 3)
    assert any(".vision." in line for line in fresh)
    assert patched == fresh


def test_the_model_patches_only_when_many_seats_are_asked_between_few_visions() -> None:
    """Few seats asked across many visions are asked afresh; many across few are patched."""
    model = FastCisraWorlds(20, 5)
    assert isinstance(model.teams([1, 2], changes=15), PlainTeams)
    assert isinstance(model.teams(list(range(20)) * 5, changes=1), NightTeams)
