"""The seeded random-play policy and ``simulate``."""

from __future__ import annotations

import random

import pytest

from engine.werewolf import Decide, Game, make_setup, record_of, replay
from engine.werewolf.reports import Report
from engine.werewolf.simulate import RandomPolicy, play_phase, policy_seed_for, simulate


def _names(n: int) -> list[str]:
    return [f"P{i}" for i in range(1, n + 1)]


def _json(reports: list[Report]) -> list[str]:
    return [report.model_dump_json() for report in reports]


def test_same_seeds_same_game() -> None:
    """The same setup and policy seed give the same reports."""
    setup = make_setup(players=_names(10), seed=4)
    _, first = simulate(setup, "x")
    _, second = simulate(setup, "x")
    assert _json(first) == _json(second)


def test_policy_seed_changes_the_game() -> None:
    """Another policy seed plays another game."""
    setup = make_setup(players=_names(10), seed=4)
    _, first = simulate(setup, "x")
    _, second = simulate(setup, "y")
    assert _json(first) != _json(second)


def test_global_random_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    """The policy never touches the global random generator."""

    def boom(*args: object) -> None:
        raise AssertionError("global random used")

    for name in ("random", "randrange", "choice", "shuffle", "randint", "sample"):
        monkeypatch.setattr(random, name, boom)
    game, _ = simulate(make_setup(players=_names(8), seed=1), 1)
    assert game.is_over


@pytest.mark.parametrize("preset", ["cisra", "classic"])
@pytest.mark.parametrize("players", [3, 4, 5, 7, 12])
def test_games_end(preset: str, players: int) -> None:
    """Random games end, whatever the preset and table size."""
    for seed in range(4):
        game, reports = simulate(make_setup(players=_names(players), preset=preset, seed=seed), 0)
        assert game.is_over
        assert reports[-1].outcome is not None
        assert reports[-1].reveal is not None


def test_max_phases_stops_early() -> None:
    """``max_phases`` bounds the number of resolved phases."""
    game, reports = simulate(make_setup(players=_names(20), seed=2), 0, max_phases=3)
    assert len(reports) == 3
    assert not game.is_over
    assert str(game.phase) == "D2"


def test_simulated_record_replays_identically() -> None:
    """The record of a simulated game replays to the very same reports."""
    game, reports = simulate(make_setup(players=_names(9), seed=8, preset="classic"), 3)
    _, replayed = replay(record_of(game))
    assert _json(replayed) == _json(reports)


def test_storyteller_games_end() -> None:
    """With the storyteller tie rule, the policy's decisions let every game end."""
    decided = 0
    for seed in range(10):
        setup = make_setup(players=_names(4), seed=seed, tie_rule="storyteller")
        game, _ = simulate(setup, seed)
        assert game.is_over
        decided += sum(isinstance(action, Decide) for action in game.actions)
    assert decided > 0


def test_storyteller_decision_picks_among_the_tied() -> None:
    """A tied vote gets a decision naming one of the tied players."""
    game = Game(make_setup(players=_names(5), seed=0, tie_rule="storyteller"))
    game.push_text("advance")
    game.push_text("vote @0 @1")
    game.push_text("vote @1 @0")
    decision = RandomPolicy(seed=0).decision(game)
    assert decision is not None
    assert decision.target in (0, 1)


def test_no_decision_without_a_tie() -> None:
    """A day that can end on its own gets no decision."""
    game = Game(make_setup(players=_names(5), seed=0, tie_rule="storyteller"))
    game.push_text("advance")
    game.push_text("vote @0 @1")
    assert RandomPolicy(seed=0).decision(game) is None


def test_random_tie_rule_games_end() -> None:
    """With ties broken at random, games end too."""
    for seed in range(4):
        game, _ = simulate(make_setup(players=_names(6), seed=seed, tie_rule="random"), seed)
        assert game.is_over


def test_every_living_player_acts_at_night() -> None:
    """By night every living player sends a vision, and an attack once attacks are sent."""
    game = Game(make_setup(players=_names(8), seed=6))
    policy = RandomPolicy(seed=1)
    play_phase(game, policy)  # Night 0: visions only
    play_phase(game, policy)  # Day 1
    policy.submit(game)  # Night 1
    living = set(game.living())
    assert set(game.choices.visions) == living
    assert set(game.choices.attacks) == living
    assert all(target != seat for seat, target in game.choices.attacks.items())


def test_every_living_player_votes_by_day() -> None:
    """By day every living player votes, and a bandwagon makes a lynch likely."""
    game = Game(make_setup(players=_names(12), seed=6))
    policy = RandomPolicy(seed=2)
    play_phase(game, policy)
    policy.submit(game)
    assert set(game.choices.votes) == set(game.living())
    assert game.tally().majority_target is not None


def test_oracle_backend_plays_the_same_game() -> None:
    """The oracle backend, fed the same seeds, makes the same draws and deaths."""
    setup = make_setup(players=_names(6), seed=11)
    _, fast = simulate(setup, 5)
    _, oracle = simulate(setup, 5, backend="oracle")
    assert [r.draws for r in fast] == [r.draws for r in oracle]
    assert [r.deaths for r in fast] == [r.deaths for r in oracle]
    assert [r.table.worlds for r in fast] == [r.table.worlds for r in oracle]


def test_thousand_players() -> None:
    """A 1000-player game sets up and plays its first phases."""
    _, reports = simulate(make_setup(players=_names(1000), seed=0), 0, max_phases=2)
    assert len(reports) == 2
    assert len(reports[-1].table.rows) == 1000
    assert reports[-1].lynch is not None


def test_policy_seed_for_derives_from_the_setup_seed() -> None:
    """The command line's policy seed is a function of the setup seed."""
    assert policy_seed_for(7) == policy_seed_for("7") != policy_seed_for(8)
