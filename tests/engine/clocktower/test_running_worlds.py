"""Entries are possible only through worlds still running where they speak (spec §1, N4, N6, R5
amended 2026-11-27): a world whose game ended at the Imp's slot witnesses nothing later."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame
from engine.core.errors import EngineError
from tests.engine.clocktower.helpers import (
    STORYTELLER,
    dms,
    end_day,
    make_game,
    public,
    resolve,
    send,
)


def _nominate(game: ClocktowerGame, nominator: int, nominee: int, voters: list[int]) -> None:
    votes = " ".join(f"@{v}" for v in voters)
    game.play(f"nominate @{nominator} @{nominee} yes {votes}", STORYTELLER)


def _final_three() -> ClocktowerGame:
    """n=7, evil {6*,7}: by Night 4 only @1 (the Empath), @3 (never woke: possibly the
    Soldier) and @6 (the Imp) are alive, in every world."""
    game = make_game(7, {6, 7})
    send(game, 6, "setup demon @6 bluffs librarian investigator monk")
    send(game, 7, "setup demon @6\nwake poisoner choose @2")
    send(game, 1, "wake empath learn 1")
    send(game, 2, "wake chef learn 1")
    send(game, 3, "dont_wake")
    send(game, 4, "wake washerwoman learn @1 @2 chef")
    send(game, 5, "wake fortune_teller choose @1 @4 learn no")
    resolve(game)
    _nominate(game, 1, 7, [1, 2, 3, 4])
    end_day(game)
    send(game, 6, "wake imp choose @2")
    send(game, 1, "wake empath learn 1")
    send(game, 5, "wake fortune_teller choose @1 @4 learn no")
    resolve(game)
    _nominate(game, 1, 4, [1, 3, 5])
    end_day(game)
    send(game, 6, "wake imp choose @5")
    send(game, 1, "wake empath learn 1")
    resolve(game)
    end_day(game)
    assert game.outcome is None and set(game.appears_dead) == {1, 3, 4, 6}
    return game


def test_an_entry_possible_only_where_the_game_ended_is_refused_on_arrival() -> None:
    """Final three, possible Soldier attacked: the Empath's `learn 0` holds only in ended worlds."""
    game = _final_three()
    send(game, 6, "wake imp choose @3")
    with pytest.raises(EngineError, match="impossible"):
        send(game, 1, "wake empath learn 0")


def test_the_game_goes_on_after_the_refused_entry_is_replaced() -> None:
    """Final three: the Empath re-sends `learn 1`; @3 survives as the Soldier and no one wins."""
    game = _final_three()
    send(game, 6, "wake imp choose @3")
    send(game, 1, "wake empath learn 1")
    resolve(game)
    assert game.outcome is None
    assert "@3 is dead." not in public(game)
    assert "Your character token is the Soldier." in dms(game, 3)


def _star_pass_without_minion() -> ClocktowerGame:
    """n=6, evil {5*,6}: the Poisoner @6 is executed on Day 1; @2 (the Monk or the Drunk
    believing it) protects the Imp, who star-passes with no Minion alive; @1, the Empath,
    sends dont_wake."""
    game = make_game(6, {5, 6})
    send(game, 5, "setup demon @5")
    send(game, 6, "setup demon @5\nwake poisoner choose @4")
    send(game, 1, "wake empath learn 1")
    send(game, 2, "dont_wake")
    send(game, 3, "wake chef learn 1")
    send(game, 4, "wake fortune_teller choose @1 @2 learn no")
    resolve(game)
    _nominate(game, 1, 6, [1, 2, 3])
    end_day(game)
    assert "@6 is dead." in public(game)
    send(game, 2, "wake monk choose @5")
    send(game, 5, "wake imp choose @5")
    send(game, 1, "dont_wake")
    send(game, 3, "dont_wake")
    send(game, 4, "wake fortune_teller choose @1 @2 learn no")
    resolve(game)
    return game


def test_a_star_pass_ending_some_worlds_reasks_the_dont_wake_player() -> None:
    """The Empath's dont_wake holds only where the star-pass ended the game: it is asked again."""
    game = _star_pass_without_minion()
    assert game.outcome is None
    assert game.resolution is not None and game.resolution.waiting == 0
    assert dms(game, 1)[-1].startswith("None of your Night 2 entries is possible")


def test_after_the_reask_the_game_goes_on_with_the_sober_monk() -> None:
    """Answering the re-ask, the Empath wakes; the Imp lives, protected, and the game goes on."""
    game = _star_pass_without_minion()
    send(game, 1, "wake empath learn 1")
    assert game.phase == "day" and game.outcome is None
    assert not any(line.endswith("is dead.") and "@5" in line for line in public(game))
    assert all(leaf.ended is None for leaf in game.solver.leaves(game.history))
