"""Script 2's refusals and reports through the game come as codes with their data (the bot
words them; see tests/cogs/clocktower/test_words.py)."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.faults import ListError, Problem
from engine.clocktower.refusals import Refused, RefusedError
from engine.clocktower.reports import Told
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.core.family import Actor
from tests.engine.clocktower.helpers import end_day, send
from tests.engine.clocktower.test_script2_game import QUIET, _game, _night1


def _refusal(game: ClocktowerGame, text: str, seat: int) -> RefusedError:
    with pytest.raises(RefusedError) as refused:
        game.parse_action(text, seat - 1)
    return refused.value


def test_a_shot_without_a_slayer_on_the_script_is_no_one_can():
    """`slay` in a game whose script has no Slayer is refused as no-one-can, naming the verb."""
    game = _game()
    _night1(game, QUIET)
    error = _refusal(game, "slay @2", 1)
    assert (error.code, error.verb) == (Refused.NO_ONE_CAN, "slay")


def test_a_claim_of_a_character_off_the_script_names_it():
    """`claim imp` in mini_uncertainty (no Imp) is refused with the character claimed."""
    game = _game()
    _night1(game, QUIET)
    error = _refusal(game, "claim imp", 1)
    assert (error.code, error.character) == (Refused.CLAIM_NOT_IN_SCRIPT, "imp")


def test_a_claim_by_night_is_only_by_day_with_its_verb():
    """A claim at night is refused as only-by-day for the verb `claim`."""
    error = _refusal(_game(), "claim empath", 1)
    assert (error.code, error.verb) == (Refused.ONLY_BY_DAY, "claim")


def test_a_damsel_guess_by_night_is_only_by_day_with_its_verb():
    """A Damsel guess at night is refused as only-by-day for the verb `damsel`."""
    error = _refusal(_game(), "damsel @3", 5)
    assert (error.code, error.verb) == (Refused.ONLY_BY_DAY, "damsel")


def test_a_second_storyteller_nomination_is_its_own_code():
    """Nominating the storyteller twice a day is refused as storyteller-nominated (no seat)."""
    game = _game()
    _night1(game, QUIET)
    game.play("nominate @4 st yes", Actor.STORYTELLER)
    with pytest.raises(RefusedError) as refused:
        game.parse_action("nominate @1 st yes", Actor.STORYTELLER)
    assert (refused.value.code, refused.value.seat) == (Refused.STORYTELLER_NOMINATED, None)


def test_a_clause_fault_names_its_line_and_clause():
    """A clause entry's static error is a Fault numbered by its line, naming the clause."""
    game = _game()
    with pytest.raises(ListError) as refused:
        game.parse_action("dont_wake\nwake atheist", 0)
    (fault,) = refused.value.faults
    assert (fault.problem, fault.number, fault.word) == (Problem.NOT_IN_SCRIPT, 2, "atheist")
    assert fault.clause == "wake atheist"


def test_a_malformed_clause_line_is_a_numbered_fault():
    """A dangling `&` on line 2 is a join-two Fault numbered 2, quoting the line."""
    game = _game()
    with pytest.raises(ListError) as refused:
        game.parse_action("dont_wake\nwake monk choose @2 &", 0)
    (fault,) = refused.value.faults
    assert (fault.problem, fault.number) == (Problem.JOIN_TWO, 2)
    assert fault.line == "wake monk choose @2 &"


def test_the_storyteller_on_the_block_reports_as_codes():
    """D7 at the end of the day: the nomination, the execution and the end come as codes."""
    game = _game()
    _night1(game, QUIET)
    game.play("nominate @4 st yes @4 @5 @1", Actor.STORYTELLER)
    end_day(game)
    codes = [r.code for r in game.reports if r.to == "public"][-3:]
    assert codes == [Told.NOMINATED_STORYTELLER, Told.STORYTELLER_EXECUTED, Told.OVER]


def test_a_kind_clause_night_report_carries_the_clause():
    """A night report of a clause entry carries its clauses as entries (the kind kept)."""
    game = _game()
    lines = dict(QUIET)
    lines[4] = "setup demon @4\nwake demon choose @1"
    _night1(game, lines)
    night = [r for r in game.reports if r.to == 3 and r.code is Told.NIGHT][-1]
    assert [e.text for e in night.entries] == ["wake demon choose @1"]


def test_a_claim_reports_its_seat_and_character():
    """`claim empath` is a public CLAIMED report with the seat and the character id."""
    game = _game()
    _night1(game, QUIET)
    send(game, 1, "claim empath")
    claim = game.reports[-1]
    assert (claim.to, claim.code, claim.seats, claim.ids) == (
        "public",
        Told.CLAIMED,
        (0,),
        ("empath",),
    )


def test_the_demons_setup_damsel_is_answered_even_after_a_minions():
    """V6: the Demon's `setup damsel` is impossible and it is told so, also when a Minion's
    accepted line came first in π₁ (silence would tell the Demon what the Minion learned)."""
    players = tuple(f"p{i}" for i in range(1, 6))
    draws = {"alignment": "3,4,0,1,2", "pi/1": "4,3,0,1,2"}
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1), draws=draws
    )
    lines = dict(QUIET)
    lines[4] = "setup demon @4\nsetup damsel\nwake lleech choose @1"
    lines[5] = "setup demon @4\nsetup damsel\ndont_wake"
    _night1(game, lines)
    told = [r.code for r in game.reports if r.to == 3]
    assert Told.LEARNED_NOTHING in told
    assert Told.IN_PLAY in [r.code for r in game.reports if r.to == 4]


def _seven() -> ClocktowerGame:
    """A seven-seat mini_uncertainty game with @2 and @5 evil."""
    players = tuple(f"p{i}" for i in range(1, 8))
    draws = {"alignment": "1,4,0,2,3,5,6"}
    return ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1), draws=draws
    )


NEED_DAMSEL = "setup demon @2 bluffs clockmaker empath drunk"
"""At seven seats these bluffs leave only the Baron's counts with the Damsel and the Barber."""


def test_bluffs_that_need_an_unlearned_damsel_are_impossible_at_the_setup_point():
    """V6/V7: when no Minion sends `setup damsel`, bluffs that leave the Damsel in every world
    are impossible once the last evil line arrives; the Demon is told and asked again."""
    game = _seven()
    game.play(f"{NEED_DAMSEL}\ndont_wake", 1)
    game.play("setup demon @2\ndont_wake", 4)
    assert Told.SETUP_IMPOSSIBLE in [r.code for r in game.reports if r.to == 1]
    assert 1 in game.setup_waiting


def test_bluffs_that_need_a_learned_damsel_are_accepted():
    """V6: the same bluffs hold once the Minion's `setup damsel` puts the Damsel in play."""
    game = _seven()
    game.play(f"{NEED_DAMSEL}\ndont_wake", 1)
    game.play("setup demon @2\nsetup damsel\ndont_wake", 4)
    assert game.history.bluffs == ("clockmaker", "empath", "drunk")
    assert game.solver.all_leaves(game.history)


def test_the_demons_arrival_check_does_not_read_a_minions_lines():
    """Before the setup point the Demon's line is judged without its teammate's lines: stored
    although the Minion sent no `setup damsel` (a refusal would tell the Demon so)."""
    game = _seven()
    game.play("setup demon @2\ndont_wake", 4)
    game.play(f"{NEED_DAMSEL}\ndont_wake", 1)
    assert Told.STORED in [r.code for r in game.reports if r.to == 1]


@pytest.mark.parametrize("seed", range(2))
def test_a_demons_fallback_bluffs_leave_a_world(seed: int):
    """V5: a Demon that never sends its line gets drawn bluffs that some world still holds once
    the Damsel is ruled out."""
    players = tuple(f"p{i}" for i in range(1, 8))
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=seed),
        draws={"alignment": "1,4,0,2,3,5,6"},
    )
    for seat in range(7):
        if seat == 4:
            game.play("setup demon @2\ndont_wake", seat)
        elif seat != 1:
            game.play("dont_wake", seat)
    game.play("resolve", Actor.STORYTELLER)
    game.play("timeout", Actor.STORYTELLER)
    assert game.history.bluffs is not None
    assert game.solver.all_leaves(game.history)


def test_bluffs_needing_an_unlearned_damsel_no_longer_kill_every_seat_at_the_first_dawn():
    """The 7-seat defect of docs/benchmarks.md: the Demon's line accepted on arrival but held by
    no world once the Minion stayed silent; the first dawn now comes with every seat alive."""
    game = _seven()
    game.play(f"{NEED_DAMSEL}\ndont_wake", 1)
    game.play("setup demon @2\ndont_wake", 4)
    for seat in (0, 2, 3, 5, 6):
        game.play("dont_wake", seat)
    game.play("resolve", Actor.STORYTELLER)
    while game.resolution is not None and game.resolution.waiting is not None:
        game.play("timeout", Actor.STORYTELLER)
    assert game.phase == "day" and game.number == 1
    assert not game.appears_dead and game.outcome is None
