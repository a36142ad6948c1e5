"""Script 2 played through :class:`ClocktowerGame` (arrival, resolution, days, the end),
on ``mini_uncertainty`` (script 2 cut down so that a game answers within seconds; the whole
script's explicit worlds are too many for tests, see docs/benchmarks.md)."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.reports import Told
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.text import Wake
from engine.clocktower.world import History, NightPlan
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import dms, end_day, public, resolve, send

ST = Actor.STORYTELLER


def _game(n: int = 5, evil: tuple[int, ...] = (4, 5)) -> ClocktowerGame:
    """A mini_uncertainty game with the 1-based ``evil`` seats."""
    others = [s for s in range(1, n + 1) if s not in evil]
    draws = {"alignment": ",".join(str(s - 1) for s in [*evil, *others])}
    players = tuple(f"p{i}" for i in range(1, n + 1))
    return ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1), draws=draws
    )


def _night1(game: ClocktowerGame, lines: dict[int, str]) -> None:
    for seat, text in lines.items():
        send(game, seat, text)
    resolve(game)


QUIET = {
    4: "setup demon @4\nwake lleech choose @1",
    5: "setup demon @4\nwake poisoner choose @2",
    1: "dont_wake",
    2: "dont_wake",
    3: "dont_wake",
}


def test_a_script2_game_uses_the_explicit_solver() -> None:
    """A game of a clause script answers through the explicit-world solver."""
    assert isinstance(_game().solver, ExplicitSolver)


def test_t17b_the_storyteller_on_the_block_is_an_evil_win() -> None:
    """T17(b): a quantum game's Day 1 puts the storyteller on the block (3 of 5): at the end
    of the day evil wins."""
    game = _game()
    _night1(game, QUIET)
    game.play("nominate @4 st yes @4 @5 @1", ST)
    assert "@4 nominated the storyteller: 3 vote(s) (needs 4)." in public(game)
    end_day(game)
    assert game.outcome is not None and game.outcome.reason == "evil"
    assert public(game)[-1] == "The game is over: the evil team wins."


def test_t17b_too_few_votes_for_the_storyteller_change_nothing() -> None:
    """D7: two votes of five do not put the storyteller on the block; the game goes on."""
    game = _game()
    _night1(game, QUIET)
    game.play("nominate @4 st yes @4 @5", ST)
    end_day(game)
    assert game.outcome is None
    assert game.phase == "night"


def test_the_storyteller_can_be_nominated_once_a_day() -> None:
    """D7: a second nomination of the storyteller the same day is refused."""
    game = _game()
    _night1(game, QUIET)
    game.play("nominate @4 st yes", ST)
    with pytest.raises(EngineError, match="storyteller has already been nominated today"):
        game.play("nominate @1 st yes", ST)


def test_script1_has_no_storyteller_nominee() -> None:
    """D7 is script 2's: in script 1 `st` is not a seat."""
    players = tuple(f"p{i}" for i in range(1, 6))
    game = ClocktowerGame(ClocktowerSetup(players=players, seed=1))
    with pytest.raises(EngineError, match="not a seat"):
        game.parse_action("nominate @1 st yes", ST)


def test_t16_a_minions_setup_damsel_tells_the_minions_and_locks_the_baron() -> None:
    """T16 (reduced): @5's `setup damsel` is accepted, @5 learns "a Damsel is in play" and,
    the Damsel being an Outsider at five, is the Baron at dawn."""
    game = _game()
    lines = dict(QUIET)
    lines[5] = "setup demon @4\nsetup damsel\ndont_wake"
    _night1(game, lines)
    assert "A Damsel is in play." in dms(game, 5)
    assert "Your character token is the Baron." in dms(game, 5)
    assert "A Damsel is in play." not in dms(game, 4)


def test_t16b_a_demons_setup_damsel_is_impossible() -> None:
    """T16(b): the Demon learns no Damsel: its `setup damsel` is impossible and it is told."""
    game = _game()
    lines = dict(QUIET)
    lines[4] = "setup demon @4\nsetup damsel\nwake lleech choose @1"
    _night1(game, lines)
    assert "setup damsel: impossible, so you learned nothing." in dms(game, 4)


def test_a_demon_kind_clause_is_accepted_and_resolved() -> None:
    """N13: `wake demon choose @1` (Lleech or Pukka) is accepted and told back at dawn."""
    game = _game()
    lines = dict(QUIET)
    lines[4] = "setup demon @4\nwake demon choose @1"
    _night1(game, lines)
    assert "Night 1: you woke as the Demon, chose @1." in dms(game, 4)
    assert game.phase == "day"


def test_a_claim_is_posted_and_recorded() -> None:
    """D9: `claim empath` by day is posted to everyone and recorded."""
    game = _game()
    _night1(game, QUIET)
    send(game, 1, "claim empath")
    assert public(game)[-1] == "@1 claims to be the Empath."
    assert game.record().actions[-1] == "@1 claim empath"


def test_a_claim_by_night_is_refused() -> None:
    """D9: claims are made by day."""
    game = _game()
    with pytest.raises(EngineError, match="only by day"):
        game.play("claim empath", 0)


def test_a_script2_record_replays_identically() -> None:
    """A script-2 game replays from its record to the same reports."""
    from engine.clocktower import FAMILY

    game = _game()
    _night1(game, QUIET)
    send(game, 1, "claim empath")
    game.play("nominate @4 @1 yes @4 @5 @1", ST)
    end_day(game)
    again = FAMILY.replay(game.record())
    assert again.reports == game.reports


def test_a_free_seat_that_learns_information_still_wakes() -> None:
    """A seat without a list may be an Empath or Clockmaker that wakes with some reading:
    worlds where a free seat wakes as one exist (before, every such world was dropped)."""
    history = History(MINI_UNCERTAINTY, 5, frozenset({3, 4}), (NightPlan(1),), demon=3)
    woke = {c for leaf in ExplicitSolver().leaves(history) for w in leaf.woke for _, c in w}
    assert {"empath", "clockmaker"} <= woke


SWAP_NIGHT1 = {
    4: "setup demon @4\nwake lleech choose @1",
    5: "setup demon @4\ndont_wake",
    1: "dont_wake",
    2: "dont_wake",
    3: "wake clockmaker learn 1",
}


def test_n14_a_two_clause_entry_acts_clause_by_clause_and_swaps() -> None:
    """N14, R12: Day 1 executes @2; Night 2 the Demon's `wake lleech choose @3 & wake barber
    choose @1 @3` is accepted (it needs @2 the sober Barber that died today) and told back
    clause by clause; @2's token is the Barber at dawn."""
    game = _game()
    _night1(game, SWAP_NIGHT1)
    game.play("nominate @1 @2 yes @1 @3 @4", ST)
    end_day(game)
    send(game, 4, "wake lleech choose @3 & wake barber choose @1 @3")
    resolve(game)
    assert "@2 is dead." in public(game)  # a Fool @2 is ruled out only now (R6)
    assert (
        "Night 2: you woke as the Lleech, chose @3; you woke as the Barber, chose @1 and @3."
        in dms(game, 4)
    )
    assert "Your character token is the Barber." in dms(game, 2)


def test_n14_a_swap_needs_a_barber_that_died() -> None:
    """R12: without an execution the Demon's barber clause can hold in no world: refused on
    arrival."""
    game = _game()
    _night1(game, SWAP_NIGHT1)
    end_day(game)
    with pytest.raises(EngineError, match="impossible now"):
        send(game, 4, "wake lleech choose @3 & wake barber choose @1 @3")


def test_clauses_written_out_of_order_are_stored_in_point_order() -> None:
    """N12: `wake barber ... & wake lleech ...` is stored as the lleech clause first."""
    game = _game()
    _night1(game, SWAP_NIGHT1)
    game.play("nominate @1 @2 yes @1 @3 @4", ST)
    end_day(game)
    send(game, 4, "wake barber choose @1 @3 & wake lleech choose @3")
    assert game.record().actions[-1] == (
        "@4 submit wake lleech choose @3 & wake barber choose @1 @3"
    )


def test_a_world_that_ends_later_tonight_is_no_witness_for_a_clause_it_never_held() -> None:
    """Base R5 amended: a good Empath's `wake pukka ...` (its slot before the Lleech's kill
    that ends the game) holds in no world, though the world's end comes after the slot."""
    from engine.clocktower.clauses import parse_clause_entry
    from engine.clocktower.explicit import ExplicitNight, walk
    from engine.clocktower.setups import SetupWorld

    world = SetupWorld(("empath", "monk", "fool", "lleech", "poisoner"))
    night = ExplicitNight(
        MINI_UNCERTAINTY, world, frozenset({3, 4}), number=2, alive=[True, True, False, True, False]
    )
    entries = {
        3: parse_clause_entry("wake lleech choose @2", 5),
        0: parse_clause_entry("wake pukka choose @2", 5),
        1: parse_clause_entry("wake monk choose @1", 5),
    }
    assert list(walk(night, entries, keep_ended=True)) == []
    entries[0] = parse_clause_entry("dont_wake", 5)
    assert {w.winner for w in walk(night, entries, keep_ended=True)} == {"evil"}


def test_n17_a_demon_superposed_between_two_demons_is_asked_to_wake_as_a_demon() -> None:
    """N17: the Demon @4 (Lleech in some worlds, Pukka in others) sent `dont_wake`; its
    re-ask names the kind it wakes as in every world and offers both Demons' wakes."""
    game = _game()
    send(game, 4, "setup demon @4\ndont_wake")
    send(game, 5, "setup demon @4\nwake poisoner choose @2")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    game.play("resolve", ST)
    (asked,) = [r for r in game.reports if r.code is Told.REASKED]
    assert asked.to == 3 and asked.ids == ("demon",)
    assert {e.character for e in asked.entries if isinstance(e, Wake)} == {"lleech", "pukka"}
    assert dms(game, 4)[-1].count("You wake as a demon.") == 1
