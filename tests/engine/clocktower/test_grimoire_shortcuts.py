"""The grimoire's shortcuts for "certainly in play" agree with the search (issue 22: the grimoire
with a night open under 1 s at 14 players)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import token_character
from engine.clocktower.views import _edited_witness_lacks, _forced_by_counts
from engine.core.errors import EngineError
from engine.core.family import Actor


def _advance(game: ClocktowerGame, rng: random.Random) -> None:
    """One step of a plain game: setup lines and resolution by night, an execution by day."""
    if game.phase == "night":
        if game.resolution is not None:
            game.play("timeout", Actor.STORYTELLER)
            return
        if game.number == 1:
            demon = min(game.evil)
            for seat in sorted(game.evil):
                bluffs = " bluffs soldier slayer monk" if seat == demon and game.n >= 7 else ""
                game.play(f"setup demon @{demon + 1}{bluffs}", seat)
        game.play("resolve", Actor.STORYTELLER)
        return
    alive = [s for s in range(game.n) if s not in game.appears_dead]
    a, b = rng.sample(alive, 2)
    yes = " ".join(f"@{s + 1}" for s in alive)
    game.play(f"nominate @{a + 1} @{b + 1} yes {yes}", Actor.STORYTELLER)
    game.play("end_day", Actor.STORYTELLER)


@pytest.mark.parametrize("n", [5, 7, 8])
def test_shortcuts_never_contradict_the_search(n: int) -> None:
    """Forced by the counts means no world lacks it; an edited witness means one does."""
    for seed in range(2):
        rng = random.Random(seed)
        game = ClocktowerGame(ClocktowerSetup(players=tuple(f"p{i}" for i in range(n)), seed=seed))
        for _ in range(6):
            if game.outcome is not None:
                break
            history = game.history
            if game.phase == "night":
                history = replace(history, phases=history.phases[:-1])
            leaves = game.solver.all_leaves(history)
            options = game.solver.token_options(history, leaves)
            possible = {token_character(t) for seat in options for t in seat}
            for character in sorted(possible):
                lacks = game.solver.in_play_somewhere_without(history, leaves, character)
                if _forced_by_counts(game, history, character):
                    assert not lacks, character
                if _edited_witness_lacks(history, leaves, character):
                    assert lacks, character
            try:
                _advance(game, rng)
            except EngineError:
                break


def test_the_counts_force_every_minion_at_thirteen_players() -> None:
    """At 13 players three Minion seats take all three Minions; no Townsfolk is forced, and
    the search finds no world without a forced one."""
    game = ClocktowerGame(ClocktowerSetup(players=tuple(f"p{i}" for i in range(13)), seed=1))
    history = game.history
    forced = [c for c in game.script.characters if _forced_by_counts(game, history, c)]
    assert forced == ["poisoner", "scarlet_woman", "baron", "imp"]
    tokens = (*game.script.good_tokens(), *game.script.evil_tokens())
    for character in forced:
        barred = frozenset(t for t in tokens if token_character(t) != character)
        assert not game.solver.possible(history.with_pins((s, barred) for s in range(13)))
