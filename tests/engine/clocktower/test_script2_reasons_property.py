"""Script 2's plain reasons (spec §8, addendum A3) as properties on random small games.

A reason must imply the entry is impossible in every world: whenever ``clause_reason``
gives one, the enumeration oracle refuses the entry (games of ``mini_uncertainty`` with the
Devil's Advocate added, so that its repeat rule is met, and without it, so that an executee
appearing alive can only be one that lives through its own execution, at five players).
And a reason, or its absence, must come from the sender's own knowledge alone: a seat that
sends the same lists in two games that differ in hidden state (the other seats' alignment,
the Demon's seat for a good player, whether the game is an Atheist one) gets the same
reason for the same entry. ``CLOCKTOWER_ORACLE_EXAMPLES`` runs more examples.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from contextlib import suppress
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import KINDS, ClauseEntry, ClauseSubmission, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reasons import clause_reason
from engine.clocktower.script import MINI_ATHEIST, MINI_UNCERTAINTY, SCRIPTS
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import Leaf, NightPlan
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import answer_reasks, wake_line

ST = Actor.STORYTELLER
EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))


def _with_advocate() -> None:
    """Register ``mini_uncertainty`` with the Devil's Advocate after the Poisoner."""
    order = MINI_UNCERTAINTY.first_night_order or ()
    later = MINI_UNCERTAINTY.other_night_order or ()

    def after_poisoner(night: tuple[str, ...]) -> tuple[str, ...]:
        at = night.index("poisoner") + 1
        return (*night[:at], "devils_advocate", *night[at:])

    characters = list(MINI_UNCERTAINTY.characters)
    characters.insert(characters.index("poisoner") + 1, "devils_advocate")
    SCRIPTS[ADVOCATE] = replace(
        MINI_UNCERTAINTY,
        id=ADVOCATE,
        title="Mini Uncertainty with the Devil's Advocate (test script)",
        characters=tuple(characters),
        first_night_order=after_poisoner(order),
        other_night_order=after_poisoner(later),
    )


ADVOCATE = "mini_uncertainty_advocate"
_with_advocate()


def _wakers(game: ClocktowerGame) -> list[str]:
    script = game.script
    return [
        c
        for c in script.characters
        if script.slot(c, game.number) is not None and not REGISTRY[c].never_in_play
    ]


def _clause(rng: random.Random, game: ClocktowerGame, seat: int, word: str) -> str:
    """A clause of ``word``'s (a character, or a kind standing for one of them) with random
    choices and information of the right shape."""
    character = REGISTRY[word] if word not in KINDS else REGISTRY[_of_kind(rng, game, word)]
    others = [s for s in range(game.n) if character.choose_self or s != seat]
    choices = rng.sample(others, character.choose_count)
    return wake_line(rng, word, character, choices)


def _of_kind(rng: random.Random, game: ClocktowerGame, word: str) -> str:
    fits = [c for c in _wakers(game) if game.script.kind(c) is KINDS[word]]
    return rng.choice(fits or [c for c in _wakers(game) if not REGISTRY[c].optional_wake])


def _candidates(rng: random.Random, game: ClocktowerGame, seat: int) -> Iterator[ClauseEntry]:
    """Entries a seat might send tonight: one clause of every character that wakes and of
    every kind, two clauses joined, and last night's own choices again."""
    words = [*_wakers(game), *(k for k in KINDS if any(game.script.of_kind(KINDS[k])))]
    texts = [_clause(rng, game, seat, word) for word in words]
    texts += [f"{rng.choice(texts)} & {rng.choice(texts)}" for _ in range(3)]
    for clause in _own_clauses(game, seat, game.number - 1):
        if clause.choices:
            picks = " ".join(f"@{c + 1}" for c in clause.choices)
            texts += [f"wake {w} choose {picks}" for w in words]
    for text in texts:
        entry = parse_clause_entry(text, game.n)
        sub = ClauseSubmission((), (entry,))
        if isinstance(entry, ClauseEntry) and not game._static_errors(seat, sub):
            yield entry


def _own_clauses(game: ClocktowerGame, seat: int, night: int) -> tuple[Wake, ...]:
    for phase in game.history.phases:
        own = phase.entry_map().get(seat) if isinstance(phase, NightPlan) else None
        if phase.number == night and isinstance(own, ClauseEntry):
            return own.clauses
    return ()


def _list(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    """A random list: ``dont_wake`` or a clause, after a setup line on Night 1 if evil."""
    words = _wakers(game)
    lines = ["dont_wake" if rng.random() < 0.3 else _clause(rng, game, seat, rng.choice(words))]
    if game.number == 1 and seat in game.evil and seat not in game.setup_accepted:
        lines.insert(0, f"setup demon @{rng.choice(sorted(game.evil)) + 1}")
    return "\n".join(lines)


def _play(game: ClocktowerGame, text: str, actor: int | Actor) -> None:
    with suppress(EngineError):
        game.play(text, actor)


def _nights(game: ClocktowerGame, rng: random.Random, nights: int) -> Iterator[None]:
    """Play ``nights`` random nights and days, pausing (yielding) once a night before the
    lists and once after every list."""
    for _ in range(nights):
        if game.outcome is not None or game.phase != "night":
            return
        yield
        for seat in range(game.n):
            if seat not in game.appears_dead:
                _play(game, _list(rng, game, seat), seat)
                yield
        _play(game, "resolve", ST)
        answer_reasks(game, lambda text, actor: _play(game, text, actor), lambda s: "dont_wake")
        if game.outcome is None and game.phase == "day":
            alive = [s for s in range(game.n) if s not in game.appears_dead]
            if rng.random() < 0.6:
                nominee = rng.randrange(game.n)
                voters = " ".join(f"@{s + 1}" for s in alive)
                _play(game, f"nominate @{alive[0] + 1} @{nominee + 1} yes {voters}", ST)
            if game.outcome is None:
                _play(game, "end_day", ST)


def _good_seats_nightly(game: ClocktowerGame, rng: random.Random, nights: int) -> Iterator[int]:
    """Play ``nights`` random nights as :func:`_nights` does and, before each night's lists
    (once a night), yield every living good seat in turn (the fallback tools' entries)."""
    seen: set[int] = set()
    for _ in _nights(game, rng, nights):
        if game.number in seen or game.phase != "night":
            continue
        seen.add(game.number)
        for seat in range(game.n):
            if seat not in game.appears_dead and seat not in game.evil:
                yield seat


def _holds_running_on(game: ClocktowerGame, seat: int, entry: ClauseEntry) -> bool:
    """Whether the oracle has a world where ``entry`` from ``seat`` holds and the game is still
    running at the end of the night. The arrival check also counts a world whose game ended
    after the entry's point (§1: "running there"), even where it ended before the walk
    checked the clause, and such worlds alone make it accept some entries that no world has
    the sender hold: a good player's `wake pukka` when the Pukka's own act at its slot ends
    the game (seed 338 below), a Baron's `wake demon`, whose point is the Pukka's slot, when
    the Lleech kills its own host at its later slot (seed 8626)."""
    base = game._arrival_base(seat)
    key = (game.number, 0, game._entry_point(DontWake(), seat))
    trial = base.with_entry(game.number, seat, entry)

    def runs_on(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended > key

    return game.solver.exists(trial, ("running on", key), runs_on)


@pytest.mark.parametrize("script", [ADVOCATE, MINI_UNCERTAINTY.id])
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=62754)  # a good player's Night 1 wake gives reasons on Night 2 (Why.SENT_BEFORE)
@example(seed=5)  # on mini_uncertainty good @4, executed on Day 1, appears alive (EXECUTED_ALIVE)
@example(seed=3)  # on mini_uncertainty @3 executed, alive past Night 2's swap (SURVIVED_UNSWAPPED)
@example(seed=8)  # a player that slept: SLEPT_THEN_SWAPPED on mini_uncertainty (9 entries)
@example(seed=14)  # a player that woke as the Monk alone: WOKE_THEN_SWAPPED (7 entries)
def test_a_reason_is_only_given_for_an_entry_the_oracle_refuses(script: str, seed: int) -> None:
    """Whenever a plain reason is given for an entry, the oracle has no world where it holds
    and the game runs on; and the random games do meet the rules (a reason is given)."""
    rng = random.Random(seed)
    players = tuple(f"p{i}" for i in range(5))
    setup = ClocktowerSetup(players=players, script=script, seed=seed)
    game = ClocktowerGame(setup, solver=ExplicitOracle())
    given_reasons = 0
    for _ in _nights(game, rng, 3):
        for seat in range(game.n):
            if seat in game.appears_dead:
                continue
            for entry in _candidates(rng, game, seat):
                if clause_reason(game, seat, entry) is None:
                    continue
                given_reasons += 1
                assert not _holds_running_on(game, seat, entry), (seat, entry.text)
    assert given_reasons


def _twin_games(seed: int, seat: int, atheist: bool) -> tuple[ClocktowerGame, ClocktowerGame]:
    """Two five-player games in which ``seat`` knows the same at the start: good in both (the
    evil seats differ, and the second may be an Atheist game), or evil in both and the Demon
    (its Minion differs)."""
    rest = [s for s in range(5) if s != seat]
    rng = random.Random(seed)
    first, second = rng.sample(rest, 2), rng.sample(rest, 2)
    if rng.random() < 0.5 and not atheist:
        first, second = [seat, first[0]], [seat, next(s for s in rest if s != first[0])]
    elif set(first) == set(second):
        second = [next(s for s in rest if s not in first), first[0]]
    games = []
    for evil, adjudicated in ((first, False), (second, atheist)):
        order = [*evil, *(s for s in range(5) if s not in evil)]
        draws = {"atheist": "yes" if adjudicated else "no", "alignment": ",".join(map(str, order))}
        setup = ClocktowerSetup(
            players=tuple(f"p{i}" for i in range(5)), script=MINI_ATHEIST.id, seed=seed
        )
        games.append(ClocktowerGame(setup, draws))
    return games[0], games[1]


@pytest.mark.parametrize("atheist", [False, True], ids=["quantum", "atheist"])
@settings(max_examples=3 * EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), seat=st.integers(0, 4))
def test_the_reason_depends_only_on_the_senders_knowledge(
    atheist: bool, seed: int, seat: int
) -> None:
    """A seat sending the same lists in two games that differ only in what it cannot know
    gets the same reason (or none) for the same entry, night after night."""
    one, two = _twin_games(seed, seat, atheist)
    rng = random.Random(seed)
    for night in range(1, 3):
        if any(g.outcome is not None or g.phase != "night" for g in (one, two)):
            return
        if any(seat in g.appears_dead for g in (one, two)):
            return
        assert one.number == two.number == night
        for entry in _candidates(rng, one, seat):
            assert clause_reason(one, seat, entry) == clause_reason(two, seat, entry), entry.text
        own = _list(rng, one, seat)
        if seat in one.evil and night == 1:
            own = own.replace(own.split("\n")[0], f"setup demon @{seat + 1}")
        accepted = [_accepts(g, own, seat) for g in (one, two)]
        if accepted != [True, True]:
            return  # what it knows now differs (one game refused its list)
        for game in (one, two):
            _finish_night(game, seat)
        if _own_clauses(one, seat, night) != _own_clauses(two, seat, night):
            return  # asked again in one game only: its accepted entries differ


def _finish_night(game: ClocktowerGame, seat: int) -> None:
    """Every other seat sends ``dont_wake``; the night resolves and the day ends quietly."""
    for other in range(game.n):
        if other != seat and other not in game.appears_dead:
            _play(game, "dont_wake", other)
    _play(game, "resolve", ST)
    answer_reasks(game, lambda text, actor: _play(game, text, actor), lambda _: "dont_wake")
    if game.phase == "day":
        _play(game, "end_day", ST)


def _accepts(game: ClocktowerGame, text: str, seat: int) -> bool:
    try:
        game.play(text, seat)
    except EngineError:
        return False
    return True
