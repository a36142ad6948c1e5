"""Visions and collapses follow the spec's probabilities (over many seeds)."""

from __future__ import annotations

import math
from collections import Counter

from engine.werewolf import Game, make_setup

RUNS = 2000


def _close(hits: int, runs: int, p: float) -> bool:
    """Within 4.5 standard deviations of a binomial(runs, p) mean."""
    return abs(hits / runs - p) <= 4.5 * math.sqrt(p * (1 - p) / runs)


def _game(players: int, wolves: int, seed: int) -> Game:
    names = [f"P{i}" for i in range(players)]
    return Game(make_setup(players=names, wolves=wolves, seed=seed))


def test_vision_is_drawn_from_the_viewers_seer_worlds() -> None:
    """Night 0, 2 wolves of 4: a vision shows evil 2/3 of the time (not the overall 1/2)."""
    evil = 0
    for seed in range(RUNS):
        game = _game(4, 2, seed)
        game.push_text("vision @0 @1")
        report = game.push_text("advance")
        assert report is not None
        evil += report.messages[0].result == "evil"
    assert _close(evil, RUNS, 2 / 3)
    assert not _close(evil, RUNS, 1 / 2)


def test_a_dead_seers_vision_does_not_count() -> None:
    """Where the viewer is the Seer but was killed tonight, their vision is not drawn from."""
    # 1 wolf of 4. P1 and P2 attack P0, P3 attacks P2. If P0 is the Seer and alive after the
    # kill, P3 is the wolf, so P1 is good: the vision P0 -> P1 must always come back good.
    # Drawing from every world where P0 is the Seer would show evil a third of the time.
    results: Counter[str] = Counter()
    for seed in range(300):
        game = _game(4, 1, seed)
        game.push_text("advance")
        game.push_text("advance")  # Day 1: no lynch
        game.push_text("attack @1 @0")
        game.push_text("attack @2 @0")
        game.push_text("attack @3 @2")
        game.push_text("attack @0 @3")
        game.push_text("vision @0 @1")
        report = game.push_text("advance")
        assert report is not None
        vision = next(m for m in report.messages if m.kind == "vision")
        results[vision.result or ""] += 1
    assert results == Counter({"good": 300})


def test_lynch_collapse_follows_role_proportions() -> None:
    """With no information, a lynched player of 5 (1 wolf) is Seer 1/5, wolf 1/5, Villager 3/5."""
    roles: Counter[str] = Counter()
    for seed in range(RUNS):
        game = _game(5, 1, seed)
        game.push_text("advance")
        game.push_text("vote @1 @0")
        report = game.push_text("advance")
        assert report is not None
        lynch = next(d for d in report.draws if d.key == "D1.lynch.@0")
        roles[lynch.outcome] += 1
    assert _close(roles["seer"], RUNS, 1 / 5)
    assert _close(roles["wolf1"], RUNS, 1 / 5)
    assert _close(roles["villager"], RUNS, 3 / 5)


def test_secret_numbers_are_uniform() -> None:
    """Each seat gets each secret number equally often."""
    firsts: Counter[int] = Counter(_game(4, 1, seed).numbers[0] for seed in range(RUNS))
    for number in range(1, 5):
        assert _close(firsts[number], RUNS, 1 / 4)
