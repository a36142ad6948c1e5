"""Reasons in re-asks (spec §8, N8) as properties on random five-player games of
``mini_uncertainty``.

A reason in a re-ask must imply its entry is impossible in every world of the commitments
the player was re-asked at: the enumeration oracle has no world where the entry holds and
the game runs on. And it must come from the player's own knowledge alone: a seat that
sends the same list in two games that differ in what it cannot know (the evil seats, for a
good player; the good players' lists and the night's order, for an evil one) is re-asked
with the same reasons, or none. ``CLOCKTOWER_ORACLE_EXAMPLES`` runs more examples.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from contextlib import suppress

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import KINDS, ClauseEntry, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reask import reask_verdicts
from engine.clocktower.reports import Told
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.search import Leaf
from engine.clocktower.text import DontWake
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import wake_line

ST = Actor.STORYTELLER
EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))
N = 5
REASKED = (Told.REASKED, Told.REASKED_SILENT)


def _game(seed: int, evil: list[int], pi: list[int], solver: bool = False) -> ClocktowerGame:
    order = [*evil, *(s for s in range(N) if s not in evil)]
    draws = {"alignment": ",".join(map(str, order)), "pi/1": ",".join(map(str, pi))}
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(N)), script=MINI_UNCERTAINTY.id, seed=seed
    )
    return ClocktowerGame(setup, draws, solver=ExplicitOracle() if solver else None)


def _line(rng: random.Random, seat: int, evil: list[int]) -> str:
    """A Night 1 list: an evil seat's setup line, then a clause of an evil word (a Demon's
    or a Minion's, their kinds) half the time, else of any character that wakes."""
    words = [c for c in MINI_UNCERTAINTY.characters if MINI_UNCERTAINTY.slot(c, 1) is not None]
    words = [w for w in words if not REGISTRY[w].optional_wake]
    lines = []
    if seat in evil:
        lines.append(f"setup demon @{rng.choice(evil) + 1}")
        if rng.random() < 0.5:
            words = ["lleech", "pukka", "poisoner", "demon", "minion"]
    word = rng.choice(words)
    character = REGISTRY[word if word not in KINDS else _of_kind(word)]
    others = [s for s in range(N) if character.choose_self or s != seat]
    lines.append(wake_line(rng, word, character, rng.sample(others, character.choose_count)))
    return "\n".join(lines)


def _of_kind(word: str) -> str:
    kind = KINDS[word]
    return next(c for c in MINI_UNCERTAINTY.characters if MINI_UNCERTAINTY.kind(c) is kind)


def _play(game: ClocktowerGame, text: str, actor: int | Actor) -> None:
    with suppress(EngineError):
        game.play(text, actor)


def _holds_running_on(game: ClocktowerGame, seat: int, entry: ClauseEntry) -> bool:
    """Whether the oracle has a world of the commitments where ``entry`` from ``seat`` holds
    and the game still runs at the end of the night."""
    key = (game.number, 0, game._entry_point(DontWake(), seat))
    trial = game.history.with_entry(game.number, seat, entry)

    def runs_on(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended > key

    return game.solver.exists(trial, ("running on", key), runs_on)


def _each_reask(game: ClocktowerGame, act: Callable[[], None]) -> int:
    """Run ``act``; every reason of the re-asks it sent must rule its entry out in the
    oracle; how many reasons were given."""
    start = len(game.reports)
    act()
    given = 0
    for report in game.reports[start:]:
        if report.code not in REASKED:
            continue
        assert isinstance(report.to, int)
        for verdict in report.refused:
            entry = parse_clause_entry(verdict.line, N)
            assert isinstance(entry, ClauseEntry)
            assert not _holds_running_on(game, report.to, entry), (report.to, verdict.text)
            given += 1
    return given


def _first_night(game: ClocktowerGame, rng: random.Random, evil: list[int]) -> int:
    """Every seat sends a random list in a random order and the night resolves, each
    re-ask answered with `dont_wake`; the reasons given."""
    given = 0
    for seat in rng.sample(range(N), N):
        given += _each_reask(game, lambda s=seat: _play(game, _line(rng, s, evil), s))
    given += _each_reask(game, lambda: _play(game, "resolve", ST))
    # one answer at a time: a re-ask pauses the walk, so the commitments it was sent at are
    # still the game's when it is checked
    while game.resolution is not None and game.resolution.waiting is not None:
        seat = game.resolution.waiting
        given += _each_reask(game, lambda s=seat: _play(game, "dont_wake", s))
        if game.resolution is not None and game.resolution.waiting == seat:
            given += _each_reask(game, lambda: _play(game, "timeout", ST))
    return given


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_a_reask_reason_is_only_given_for_an_entry_the_oracle_refuses(seed: int) -> None:
    """Whenever a re-ask gives a reason for an entry, the oracle has no world of the
    commitments where it holds and the game runs on; and the random games do give reasons
    (a few games per example, until one does)."""
    rng = random.Random(seed)
    given = 0
    for _ in range(12):
        evil = rng.sample(range(N), 2)
        game = _game(rng.randrange(10**6), evil, rng.sample(range(N), N), solver=True)
        given += _first_night(game, rng, evil)
        if given:
            break
    assert given


@settings(max_examples=3 * EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), seat=st.integers(0, N - 1))
def test_a_reask_reason_depends_only_on_the_players_knowledge(seed: int, seat: int) -> None:
    """A seat sending the same list in two games that differ only in what it cannot know
    is given the same reasons (or none) once the night resolves, and when it is re-asked in
    both, the same re-ask reasons."""
    rng = random.Random(seed)
    rest = [s for s in range(N) if s != seat]
    if rng.random() < 0.5:  # evil in both, with the same team and setup lines
        evil = [seat, rng.choice(rest)]
        teams = (evil, evil)
    else:  # good in both, the evil seats differ
        first = rng.sample(rest, 2)
        teams = (first, [next(s for s in rest if s not in first), first[0]])
    own = _line(rng, seat, teams[0])
    mate = teams[0][1] if seat in teams[0] else None
    mate_line = f"setup demon @{rng.choice(teams[0]) + 1}" if mate is not None else ""
    games = []
    for evil in teams:
        game = _game(seed, evil, rng.sample(range(N), N))
        _play(game, own, seat)
        for other in rest:
            line = _line(rng, other, evil)
            _play(game, mate_line if other == mate else line, other)
        _play(game, "resolve", ST)
        games.append(game)
    one, two = games
    told = [[r for r in g.reports if r.to == seat and r.code not in REASKED] for g in games]
    if told[0] != told[1]:
        return  # it was told different things (its setup line lost in one game only)
    listed = one._entries(seat)
    assert reask_verdicts(one, seat, listed) == reask_verdicts(two, seat, listed)
    asked = [[r for r in g.reports if r.to == seat and r.code in REASKED] for g in games]
    if asked[0] and asked[1]:
        assert asked[0][0].refused == asked[1][0].refused
