"""Property tests against the enumeration oracle: every accepted entry is possible through a
world still running where it speaks (spec §1 possible(φ), N4, N6, R5 amended 2026-11-27).

Random play is biased towards the nights where that matters: executions every day (so three
alive comes soon), Imps that star-pass or attack a player who never woke (a possible Soldier).
After every night the test walks the night's final entries again from the spec alone, over the
oracle's plainly enumerated worlds: each wake at its slot and each dont_wake when R5 makes it due
must have a running witness given the entries settled before it. ``CLOCKTOWER_ORACLE_EXAMPLES``
runs more examples.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field, replace
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup, search
from engine.clocktower.actions import Submit, parse_action_text
from engine.clocktower.oracle import OracleSolver
from engine.clocktower.script import BLUFF_MIN_PLAYERS
from engine.clocktower.text import DontWake, Entry, Wake
from engine.clocktower.world import History, NightPlan, night_order
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import answer_reasks
from tests.engine.clocktower.test_oracle_equivalence import _random_line

ST = Actor.STORYTELLER
EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
TABLES = [(5, "mini_brewing"), (6, "tiny_brewing")]


@dataclass
class _Tally:
    """What a run reached: nights resolved, and nights where some world ended mid-night."""

    nights: int = 0
    ended_somewhere: int = 0
    violations: list[str] = field(default_factory=list)


def _running(oracle: OracleSolver, history: History, key: tuple[int, int, int]) -> bool:
    return any(leaf.ended is None or leaf.ended >= key for leaf in oracle.leaves(history))


def _due(oracle: OracleSolver, acc: History, night: int, seat: int, point: int, end: int) -> bool:
    """R5 from the spec: at the end, unless no world running at dawn has the seat alive without
    having woken; then right after the last slot at which it wakes in some world."""
    if point >= end:
        return True
    quiet = acc.with_entry(night, seat, DontWake())
    if any(leaf.alive[seat] and leaf.ended is None for leaf in oracle.leaves(quiet)):
        return False
    tracked = replace(acc, track=frozenset((seat,)))
    return not any(pos > point for leaf in oracle.leaves(tracked) for pos, _ in leaf.woke[seat])


def _check_night(
    oracle: OracleSolver, before: History, after: History, game: ClocktowerGame, tally: _Tally
) -> None:
    """Walk the night's accepted entries again in π order over the oracle's worlds."""
    index = len(before.phases) - 1
    plan = after.phases[index]
    assert isinstance(plan, NightPlan)
    night = plan.number
    acc = replace(before, demon=after.demon, bluffs=after.bluffs)
    order = night_order(game.script, night)
    end = len(order)
    remaining: dict[int, Entry] = dict(plan.entries)
    pi = game.pi[night]
    settled = replace(after, running_until=before.running_until)
    if any(leaf.ended is not None for leaf in oracle.leaves(settled)):
        tally.ended_somewhere += 1
    for point in range(end + 1):
        key = (night, 0, point)
        if not _running(oracle, acc, key):
            break
        if point < end:
            for seat in pi:
                entry = remaining.get(seat)
                if isinstance(entry, Wake) and entry.character == order[point].id:
                    trial = acc.with_entry(night, seat, entry)
                    if not _running(oracle, trial, key):
                        tally.violations.append(f"night {night} @{seat + 1} {entry.text}")
                    acc = trial
                    del remaining[seat]
        for seat in pi:
            entry = remaining.get(seat)
            if isinstance(entry, DontWake) and _due(oracle, acc, night, seat, point, end):
                trial = acc.with_entry(night, seat, entry)
                if not _running(oracle, trial, key):
                    tally.violations.append(f"night {night} @{seat + 1} dont_wake at {point}")
                acc = trial
                del remaining[seat]
    if remaining:
        tally.violations.append(f"night {night}: accepted but never settled {remaining}")


def _imp_line(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    """An Imp's choice that often ends worlds: itself, a player who never woke, or anyone."""
    roll = rng.random()
    if roll < 0.3:
        target = seat
    elif roll < 0.7:
        woke = {s for phase in game.history.phases if isinstance(phase, NightPlan)
                for s, e in phase.entries if isinstance(e, Wake)}  # fmt: skip
        quiet = [s for s in range(game.n) if s not in woke and s not in game.appears_dead]
        target = rng.choice(quiet or list(range(game.n)))
    else:
        target = rng.randrange(game.n)
    return f"wake imp choose @{target + 1}"


def _list(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    lines = []
    if game.number > 1 and seat in game.evil and rng.random() < 0.8:
        lines.append(_imp_line(rng, game, seat))
    lines += [_random_line(rng, game, seat) for _ in range(rng.randrange(1, 3))]
    if game.number == 1 and seat in game.evil and seat not in game.setup_accepted:
        demon = rng.choice(sorted(game.evil))
        line = f"setup demon @{demon + 1}"
        if demon == seat and game.n >= BLUFF_MIN_PLAYERS:
            good = [*game.script.townsfolk, *game.script.outsiders]
            line += " bluffs " + " ".join(rng.sample(good, 3))
        lines.insert(0, line)
    return "\n".join(lines)


def _arrival_ok(oracle: OracleSolver, base: History, night: int, seat: int, text: str) -> bool:
    """Spec N4 over the oracle: each entry of an accepted list has a running witness."""
    order = night_order(base.script, night)
    action = parse_action_text(text, seat, base.n)
    assert isinstance(action, Submit)
    for entry in action.submission.entries:
        point = len(order)
        if isinstance(entry, Wake):
            point = next(i for i, c in enumerate(order) if c.id == entry.character)
        trial = base.with_entry(night, seat, entry)
        if not _running(oracle, trial, (night, 0, point)):
            return False
    return True


def play(seed: int, players: int, script: str, nights: int = 5) -> _Tally:
    """A random game driven by the solver, every night re-walked over the oracle's worlds."""
    rng = random.Random(seed)
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(players)), script=script, seed=seed
    )
    game = ClocktowerGame(setup)
    oracle = OracleSolver()
    tally = _Tally()

    def attempt(text: str, actor: int | Actor) -> None:
        checked = isinstance(actor, int) and game.phase == "night"
        base = game._base_history(actor) if isinstance(actor, int) else game.history
        night = game.number
        try:
            game.play(text, actor)
        except EngineError:
            return
        if checked and text.strip() and not text.startswith("setup"):
            entries = "\n".join(x for x in text.splitlines() if not x.startswith("setup"))
            if entries and not _arrival_ok(oracle, base, night, actor, entries):  # type: ignore[arg-type]
                tally.violations.append(f"arrival @{actor + 1}: {entries!r}")  # type: ignore[operator]

    for _ in range(nights):
        if game.outcome is not None:
            break
        for seat in range(game.n):
            if seat not in game.appears_dead:
                attempt(_list(rng, game, seat), seat)
        before = game.history
        attempt("resolve", ST)
        answer_reasks(game, attempt, lambda seat: _list(rng, game, seat))
        tally.nights += 1
        _check_night(oracle, before, game.history, game, tally)
        if game.phase != "day":
            break
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        if rng.random() < (0.85 if len(alive) > 3 else 0.15):  # keep final three to night
            good = [s for s in alive if s not in game.evil]
            nominee = rng.choice(good if good and rng.random() < 0.7 else alive)
            voters = " ".join(f"@{s + 1}" for s in alive)
            attempt(f"nominate @{alive[0] + 1} @{nominee + 1} yes {voters}", ST)
        if game.outcome is None:
            attempt("end_day", ST)
    return tally


@pytest.mark.parametrize(("players", "script"), TABLES)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_every_accepted_entry_has_a_running_witness(players: int, script: str, seed: int) -> None:
    """Arrival checks and every night's settled entries agree with the oracle's running worlds."""
    try:
        tally = play(seed, players, script)
    finally:
        search._STATES.clear()
    assert tally.violations == []


@cache
def _fixed_runs() -> tuple[_Tally, ...]:
    """Eight fixed games of five (shared by the two tests below)."""
    try:
        return tuple(play(seed, 5, "mini_brewing") for seed in range(8))
    finally:
        search._STATES.clear()


def test_random_play_reaches_nights_where_some_world_ended() -> None:
    """The biased play reaches, on fixed seeds, nights that ended the game in some world."""
    assert sum(tally.ended_somewhere > 0 for tally in _fixed_runs()) >= 4


def test_fixed_games_settle_no_entry_through_an_ended_world() -> None:
    """On the fixed seeds (one star-passes with a dont_wake due at the end) nothing is violated."""
    assert [v for tally in _fixed_runs() for v in tally.violations] == []
