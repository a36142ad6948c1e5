"""A seat's several instances (addendum R9 b-d): a Pixie's gained Cannibal eats and holds
what it eats as a third instance; every instance a seat holds counts for droisoning (R10),
death triggers, public day actions and the Mastermind's extra day (E6), not only its token's.
Seats are 0-based; @4 and @5 (3, 4) are evil unless said."""

from __future__ import annotations

from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.kills import demon_attempt, execute
from engine.clocktower.text import Seat
from tests.engine.clocktower.test_script2_gained_passives import CANNIBAL, PIXIE, _world


def _night3(day: ExplicitNight, seat: Seat, line: str) -> list[ExplicitNight]:
    """The next night with ``line`` as ``seat``'s entry, every other living seat free."""
    night = day.dusk()
    free = frozenset(s for s in range(night.n) if s != seat)
    entry = parse_clause_entry(line, night.n)
    return list(walk(night, {seat: entry}, free=free))


def test_r9d_a_pixies_gained_cannibal_eats_a_good_executee() -> None:
    """R9 (c, d): the Pixie @2 holding the Cannibal eats the executed Empath @1 and keeps
    both: three instances on one seat."""
    [after] = execute(_world(*PIXIE, gained={1: "cannibal"}).dawn(), 0)
    assert not after.alive[0]
    assert after.extras(1) == ("cannibal", "empath")


def test_r9d_the_eaten_instance_of_a_pixies_cannibal_wakes() -> None:
    """N15: the Pixie's eaten Empath wakes at the Empath's slot: it must wake there, and
    silence holds only where the seat is dead by then or the game is over."""
    [day] = execute(_world(*PIXIE, gained={1: "cannibal"}).dawn(), 0)
    assert _night3(day, 1, "wake empath learn 1")
    silent = _night3(day, 1, "dont_wake")
    assert silent
    assert all(w.winner is not None or not w.alive[1] for w in silent)


def test_r10_a_pixies_cannibal_that_ate_evil_is_poisoned() -> None:
    """R10, §9 cannibal: the Pixie's Cannibal that ate the evil Poisoner @5 poisons its
    seat and pretends (a world choice at its first wake); its Cannibal instance stays."""
    [after] = execute(_world(*PIXIE, gained={1: "cannibal"}).dawn(), 4)
    assert after.droisoned_by_another(1)
    assert after.pretends[1]
    assert after.gained[1] == "cannibal"


def test_r14_a_pixies_cannibal_fixes_its_pretend_as_its_third_instance() -> None:
    """R14: at its first wake the pretended Empath becomes the third instance, beside the
    gained Cannibal (which eats again later)."""
    [day] = execute(_world(*PIXIE, gained={1: "cannibal"}).dawn(), 4)
    worlds = _night3(day, 1, "wake empath learn 2")
    assert worlds
    assert {w.extras(1) for w in worlds} == {("cannibal", "empath")}


def test_r10_the_next_good_execution_ends_a_pixies_cannibals_poison() -> None:
    """§9 cannibal: the poison ends when a good player dies by execution: the Pixie's
    Cannibal eats the Empath sober."""
    [day] = execute(_world(*PIXIE, gained={1: "cannibal"}).dawn(), 4)
    [after] = execute(day, 0)
    assert not after.droisoned_by_another(1)
    assert after.extras(1) == ("cannibal", "empath")


def test_r12_a_swap_moves_the_third_instance_with_the_character() -> None:
    """R12: the Pixie's gained Cannibal and what it ate move with the Pixie's character."""
    night = _world(*PIXIE, gained={1: "cannibal"})
    night.nested[1] = "empath"
    night.swap(1, 2)
    assert night.extras(2) == ("cannibal", "empath")
    assert night.extras(1) == ()


def test_r10_a_cannibals_eaten_puzzlemaster_keeps_the_puzzle_drunk_drunk() -> None:
    """R10: the puzzle-drunk @1 stays drunk while some seat holding the Puzzlemaster is not
    droisoned: the Cannibal @2 that ate it, though the dead Puzzlemaster @3 is poisoned."""
    tokens = ("empath", "cannibal", "puzzlemaster", "lleech", "poisoner")
    night = _world(
        *tokens, gained={1: "puzzlemaster"}, marks=(("puzzlemaster", 0),), poisoner=(4, 2)
    )
    night.alive[2] = False
    assert night.droisoned_by_another(0)


def test_r16_barber_a_cannibals_eaten_barber_arms_the_swap_at_its_death() -> None:
    """§9 barber: the sober Cannibal holding an eaten Barber dies to the Demon: the Demon
    may swap tonight (its death trigger, as the token's)."""
    night = _world(*CANNIBAL, gained={1: "barber"})
    [(after, outcome)] = demon_attempt(night, 3, 1)
    assert outcome.died == 1
    assert after.state["barber"] == 2


def test_d10_a_minions_right_guess_on_a_cannibals_eaten_damsel_loses_the_game() -> None:
    """D10: a Minion naming the living sober Cannibal that holds an eaten Damsel makes its
    team (good) lose."""
    day = _world(*CANNIBAL, gained={1: "damsel"}).dawn()
    day.day_action(4, "damsel", 1)
    assert day.winner == "evil"


def test_e6_a_cannibals_eaten_mastermind_gives_the_extra_day() -> None:
    """E6 (open point 6): a Cannibal that ate a good player holding the Mastermind (after a
    swap) holds it: the Demon's death by execution starts the extra day, no one wins yet."""
    day = _world(*CANNIBAL, gained={1: "mastermind"}).dawn()
    [after] = execute(day, 3)
    assert not after.alive[3]
    assert after.winner is None
    assert after.state["mastermind"] == 2


def _drunk_pixie_pretending(shown: str, *tokens: str) -> ExplicitNight:
    """@1, a Drunk believing the Pixie, was shown ``shown`` and claims it; @3, also
    claiming it, is executed on Day 2: @1 may have gained `~shown` (R16 pixie). Night 3."""
    night = _world("drunk(pixie)", *tokens, gained={}, pixie=(0, None, shown))
    night.claim(0, shown)
    night.claim(2, shown)
    [day] = execute(night.dawn(), 2)
    assert shown in day.pretends[0]
    return day.dusk()


def test_m11_a_drunk_pixies_pretended_fool_is_an_optional_mark_at_its_death() -> None:
    """M11 (M8): the Drunk-Pixie that may hold `~fool` dies to the Demon: marked or not,
    the world's choice."""
    night = _drunk_pixie_pretending("fool", "empath", "monk", "lleech", "poisoner")
    [(after, outcome)] = demon_attempt(night, 3, 0)
    assert outcome.died == 0
    assert (after.marked, after.optional) == (set(), {0})


def test_m11_a_drunk_pixies_pretended_tea_lady_is_an_optional_mark() -> None:
    """M11 (M8): the Drunk-Pixie that may hold `~tea_lady`, both living neighbours good,
    sees the Demon kill one of them: an optional mark."""
    tokens = ("empath", "monk", "lleech", "poisoner", "fool")
    night = _drunk_pixie_pretending("tea_lady", *tokens)
    [(after, outcome)] = demon_attempt(night, 3, 1)
    assert outcome.died == 1
    assert (after.marked, after.optional) == (set(), {0})


def test_m11_a_drunk_pixies_pretended_mayor_is_an_optional_mark_at_three_alive() -> None:
    """M11 (M10): three alive, a day without execution, the living Drunk-Pixie that may hold
    `~mayor`: an optional mark, and no one wins by it."""
    night = _drunk_pixie_pretending("mayor", "empath", "monk", "lleech", "poisoner")
    day = night.dawn()
    day.alive[1] = False
    day.end_of_day(executed=False)
    assert (day.winner, day.marked, day.optional) == (None, set(), {0})


def test_e6_the_extra_day_of_a_cannibals_mastermind_decides_by_its_execution() -> None:
    """E6: on the extra day (the Cannibal holds the eaten Demon's pretend by now), executing
    the good Empath @1 ends the world at once: evil wins."""
    [day] = execute(_world(*CANNIBAL, gained={1: "mastermind"}).dawn(), 3)
    [after] = execute(day.dusk().dawn(), 0)
    assert after.winner == "evil"


def test_e6_an_extra_day_without_execution_is_good_win_with_the_mastermind_dead() -> None:
    """E6: the extra day ends without an execution: good wins, though the Mastermind @5 died
    in the night between (the rule is the world's once started)."""
    tokens = ("empath", "cannibal", "monk", "lleech", "mastermind")
    day = _world(*tokens, gained={}, mastermind=1).dawn()
    day.alive[3] = day.alive[4] = False
    day.end_of_day(executed=False)
    assert day.winner == "good"


def _eaten_puzzlemaster() -> ExplicitNight:
    """Day 2: the Cannibal @2 holds the Puzzlemaster it ate (@3, dead, its guess spent);
    @1 is the puzzle-drunk."""
    tokens = ("empath", "cannibal", "puzzlemaster", "lleech", "poisoner")
    night = _world(
        *tokens, gained={1: "puzzlemaster"}, marks=(("puzzlemaster", 0),), puzzlemaster={2}
    )
    night.alive[2] = False
    return night.dawn()


def test_d11_a_cannibals_eaten_puzzlemaster_has_its_own_guess() -> None:
    """D11 (once per instance): the Cannibal guesses @1 and is shown the Demon @4, though
    the Puzzlemaster it ate had guessed."""
    assert _eaten_puzzlemaster().private_day_entry(1, "puzzle", (0, 3))


def test_d11_a_cannibals_eaten_puzzlemaster_guesses_once() -> None:
    """D11: a second guess by the same instance holds in no world."""
    day = _eaten_puzzlemaster()
    assert day.private_day_entry(1, "puzzle", (0, 3))
    assert not day.private_day_entry(1, "puzzle", (0, 3))


def test_r10_two_cannibal_instances_are_poisoned_each_by_its_own_eating() -> None:
    """R9 e, R10: the Cannibal @3 and a Pixie @2 holding a Cannibal (its target seat swapped
    away before dying) both eat the evil Poisoner: both are poisoned."""
    tokens = ("empath", "pixie", "cannibal", "lleech", "poisoner")
    [after] = execute(_world(*tokens, gained={1: "cannibal"}).dawn(), 4)
    assert after.droisoned_by_another(1) and after.droisoned_by_another(2)
