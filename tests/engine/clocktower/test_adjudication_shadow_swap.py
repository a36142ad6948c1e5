"""An Atheist game's shadows never swap (addendum A6, issue 26). Fallback F's last tier draws
the Barber's swap where every world needs it (seed 2007's silent Pukka); a shadow's phantom
Demon is never silent: its kill is drawn at dusk, and every Demon's slot comes before the
Barber's, so the walk settles the kill, and with it "no swap", before any entry that might
need one. Random Atheist games of ``mini_atheist`` at five and six players, good players
sending lists of random clauses (Empath wakes past a possible swap among them) and the
storyteller executing someone most days."""

from __future__ import annotations

import os
import random
from contextlib import suppress

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.reports import Told
from engine.clocktower.script import MINI_ATHEIST, SCRIPTS, Kind
from engine.clocktower.text import Wake
from engine.clocktower.world import NightPlan
from engine.core.errors import EngineError
from engine.core.family import Actor, Seat
from tests.engine.clocktower.test_script2_reasons_property import _candidates

ST = Actor.STORYTELLER
EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))


@pytest.mark.parametrize("script", ["uncertainty_principle", MINI_ATHEIST.id])
def test_every_demon_wakes_before_the_barbers_slot(script: str) -> None:
    """On every night after the first each Demon's slot comes before the slots at which the
    Demon may swap characters (N11), so a shadow's walk settles its phantom Demon's kill
    before a good player's wake that a swap could explain."""
    played = SCRIPTS[script]
    swaps = [c for c in played.characters if REGISTRY[c].swaps_characters]
    demons = played.of_kind(Kind.DEMON)
    assert swaps and demons
    for night in (2, 3):
        first_swap = min(s for c in swaps if (s := played.slot(c, night)) is not None)
        assert all((played.slot(d, night) or 0) < first_swap for d in demons)


NIGHT_ONE = {
    1: "wake townsfolk learn 1\nwake empath learn 1\nwake clockmaker learn 2",
    2: "wake empath learn 1",
    3: "wake townsfolk learn 1",
    4: "wake clockmaker learn 2",
    5: "wake clockmaker learn 0\nwake townsfolk learn 2",
}
NIGHT_TWO = {
    1: "wake empath learn 0",
    2: "wake empath learn 0",
    3: "wake empath learn 2\nwake townsfolk learn 1",
    5: "wake empath learn 1\nwake townsfolk learn 2",
}


def _seed_408() -> ClocktowerGame:
    """Night 2 of the random Atheist game of seed 408 at five players (the driver below),
    every list in: its first shadow's phantom Pukka @5 may swap @2 and @3, since the
    Barber may die tonight before its slot (the Pukka's pick of last night dies at the
    Pukka's slot)."""
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(5)), script=MINI_ATHEIST.id, seed=408
    )
    game = ClocktowerGame(setup, draws={"atheist": "yes"})
    for seat, text in NIGHT_ONE.items():
        game.play(text, seat - 1)
    game.play("resolve", ST)
    game.play("dont_wake", 3)
    game.play("end_day", ST)
    for seat, text in NIGHT_TWO.items():
        game.play(text, seat - 1)
    assert game.adjudication is not None
    game.adjudication.prepare()
    return game


def test_a_good_players_wake_may_need_the_phantom_demons_swap() -> None:
    """In the first shadow @3's Empath wake, accepted on arrival, holds only where the
    phantom Pukka @5 swaps @2 and @3: impossible beside the Pukka's kill drawn at dusk, and
    possible beside the same kill with the Barber's swap (the night a silent Demon would
    have to swap, as seed 2007's did)."""
    game = _seed_408()
    assert game.adjudication is not None
    shadow = game.adjudication.shadows[0]
    base, empath = shadow.history, shadow._as_entry(shadow.lists[2].entries[0])
    kill = shadow._as_entry(shadow.lists[4].entries[0])
    assert isinstance(kill, ClauseEntry) and kill.text == "wake pukka choose @1"
    swapped = ClauseEntry((*kill.clauses, Wake("barber", (1, 2))))
    assert shadow._entry_possible(base, 2, empath)
    assert not shadow._entry_possible(base.with_entry(2, 4, kill), 2, empath)
    assert shadow._entry_possible(base.with_entry(2, 4, swapped), 2, empath)


def test_the_shadow_settles_the_kill_first_and_asks_the_good_player_again() -> None:
    """The Pukka's slot comes before the Barber's, so the shadow's walk accepts the kill
    (no swap) and then refuses @3's Empath wake: the Atheist game asks @3 again by default,
    and the shadow tells no one a change."""
    game = _seed_408()
    game.play("resolve", ST)
    assert game.adjudication is not None
    shadow = game.adjudication.shadows[0]
    assert game.resolution is not None and game.resolution.waiting == 2
    assert shadow.accepted_tonight[4] == shadow._as_entry(shadow.lists[4].entries[0])
    assert _swaps(shadow) == []


def _play(game: ClocktowerGame, text: str, actor: Seat | Actor) -> bool:
    with suppress(EngineError):
        game.play(text, actor)
        return True
    return False


def _send(rng: random.Random, game: ClocktowerGame, seat: Seat) -> None:
    """A list of up to three random clauses the game accepts, else ``dont_wake`` or none."""
    texts = [entry.text for entry in _candidates(rng, game, seat)]
    rng.shuffle(texts)
    lines: list[str] = []
    wanted = rng.randint(1, 3)
    for text in texts[:12]:
        if _play(game, "\n".join([*lines, text]), seat):
            lines.append(text)
            if len(lines) >= wanted:
                return
    if not lines and rng.random() < 0.5:
        _play(game, "dont_wake", seat)


def _atheist_game(seed: int, players: int) -> ClocktowerGame:
    """Three random nights and days of an Atheist game, re-asks answered ``dont_wake``."""
    rng = random.Random(seed)
    names = tuple(f"p{i}" for i in range(players))
    setup = ClocktowerSetup(players=names, script=MINI_ATHEIST.id, seed=seed)
    game = ClocktowerGame(setup, draws={"atheist": "yes"})
    while game.outcome is None and game.number <= 3:
        for seat in range(game.n):
            if seat not in game.appears_dead:
                _send(rng, game, seat)
        _play(game, "resolve", ST)
        for _ in range(40):
            res = game.resolution
            if res is None or res.waiting is None:
                break
            if not _play(game, "dont_wake", res.waiting):
                _play(game, "timeout", ST)
        if game.outcome is None and game.phase == "day":
            alive = [s for s in range(game.n) if s not in game.appears_dead]
            if rng.random() < 0.8:
                voters = " ".join(f"@{s + 1}" for s in alive)
                nominee = rng.choice(alive) + 1
                _play(game, f"nominate @{alive[0] + 1} @{nominee} yes {voters}", ST)
            _play(game, "end_day", ST)
    return game


def _swaps(shadow: ClocktowerGame) -> list[str]:
    """The Barber's clauses a shadow accepted, and the change prompts it told."""
    clauses = [
        entry.text
        for phase in shadow.history.phases
        if isinstance(phase, NightPlan)
        for _, entry in phase.entries
        if isinstance(entry, ClauseEntry)
        and any(
            c.character in REGISTRY and REGISTRY[c.character].optional_wake for c in entry.clauses
        )
    ]
    return clauses + [r.text for r in shadow.reports if r.code is Told.BECAME]


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), players=st.sampled_from([5, 6]))
@example(seed=408, players=5)  # the Night 2 above: a silent phantom Pukka would swap
def test_no_shadow_ever_swaps(seed: int, players: int) -> None:
    """No shadow's phantom Demon takes the Barber's clause, so no shadow tells a change
    that the Atheist game would not collect."""
    game = _atheist_game(seed, players)
    assert game.adjudication is not None
    for shadow in game.adjudication.shadows:
        assert _swaps(shadow) == []
