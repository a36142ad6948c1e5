"""Script 2 beyond Night 1, world by world: executions (D8), the Lleech's host, the Pukka's
delayed kill, the Fool, the Gambler and the Vortox's day (the explicit enumeration). Each
test names the conformance check whose part it covers; the game itself (arrival, resolution
order, re-asks, announcements) is tested on the reduced script in test_script2_game.py."""

from __future__ import annotations

from collections.abc import Iterable

from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.doom import doomed, evil_wins_by_doom
from engine.clocktower.explicit import ExplicitNight, first_nights, walk
from engine.clocktower.kills import execute
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupFacts, initial_worlds

N5 = frozenset({3, 4})  # @4*, @5 evil at five players


def _entries(lines: dict[int, str], n: int = 5) -> dict[int, object]:
    return {seat - 1: parse_clause_entry(text, n) for seat, text in lines.items()}


def _night1(lines: dict[int, str]) -> list[ExplicitNight]:
    facts = SetupFacts(5, N5, demon=3, learned={"damsel": False})
    return [w.dawn() for w in first_nights(UP, facts, _entries(lines))]  # type: ignore[arg-type]


def _execute(worlds: Iterable[ExplicitNight], seat: int) -> list[ExplicitNight]:
    """Day: the 1-based ``seat`` executed in every world."""
    return [branch for world in worlds for branch in execute(world, seat - 1)]


def _no_execution(worlds: Iterable[ExplicitNight]) -> list[ExplicitNight]:
    out = []
    for world in worlds:
        world.end_of_day(executed=False)
        out.append(world)
    return out


def _night(worlds: Iterable[ExplicitNight], lines: dict[int, str]) -> list[ExplicitNight]:
    """The next night with these entries, in every running world; dawn after it."""
    entries = _entries(lines)
    return [
        after.dawn()
        for world in worlds
        if world.winner is None
        for after in walk(world.dusk(), entries)  # type: ignore[arg-type]
    ]


def _alive(worlds: Iterable[ExplicitNight], seat: int) -> set[bool]:
    return {w.alive[seat - 1] for w in worlds}


T20 = {
    4: "wake lleech choose @1",
    5: "wake poisoner choose @3",
    1: "wake empath learn 1",
    2: "wake mathematician learn 0",
    3: "wake clockmaker learn 1",
}


def test_t20a_the_executed_lleech_lives_while_its_host_lives() -> None:
    """T20(a): @4 executed is alive in every world (host @1 alive)."""
    worlds = _execute(_night1(T20), 4)
    assert worlds
    assert _alive(worlds, 4) == {True}
    assert {w.winner for w in worlds} == {None}


def test_t20b_executing_the_host_kills_the_lleech_and_good_wins() -> None:
    """T20(b): @1 executed dies, the Lleech dies with its host: good wins everywhere."""
    worlds = _execute(_night1(T20), 1)
    assert {w.winner for w in worlds} == {"good"}
    assert _alive(worlds, 4) == {False}


def test_t20c_a_demon_kind_clause_executed_leaves_only_the_lleech_running() -> None:
    """T20(c): with `wake demon choose @1` on Night 1 and @4 executed on Day 1, the Pukka
    worlds end good and the Lleech worlds run, @4 alive with its host @1 and no one dead."""
    worlds = _execute(_night1({**T20, 4: "wake demon choose @1"}), 4)
    ended = {w.world.tokens[3] for w in worlds if w.winner is not None}
    running = [w for w in worlds if w.winner is None]
    assert {w.winner for w in worlds if w.winner is not None} == {"good"}
    assert ended == {"pukka"}
    assert running and {w.world.tokens[3] for w in running} == {"lleech"}
    assert all(all(w.alive) for w in running)


T21 = {
    4: "wake pukka choose @1",
    5: "wake poisoner choose @2",
    1: "wake empath learn 1",
    2: "wake clockmaker learn 1",
    3: "wake pixie learn empath",
}


def test_t21_the_pukkas_first_mark_dies_on_night_2() -> None:
    """T21: on Night 2 @3 is marked and @1, last night's mark, dies at the Pukka's slot."""
    night2 = {4: "wake pukka choose @3", 5: "wake poisoner choose @2", 1: "dont_wake"}
    worlds = _night(_no_execution(_night1(T21)), night2)
    assert worlds
    assert _alive(worlds, 1) == {False}
    assert all(w.state["pukka"] == (3, 2) for w in worlds)


def test_t21_the_dead_empath_cannot_wake() -> None:
    """T21: @1's `wake empath learn 1` after the Pukka's slot is impossible (it is dead)."""
    night2 = {4: "wake pukka choose @3", 5: "wake poisoner choose @2", 1: "wake empath learn 1"}
    assert not _night(_no_execution(_night1(T21)), night2)


T26 = {
    4: "wake lleech choose @5",
    5: "wake poisoner choose @1",
    1: "wake empath learn 1",
    3: "wake clockmaker learn 1",
}


def test_t26_an_executed_fool_is_alive_in_some_worlds_only() -> None:
    """T26 Day 1: @2 executed: Fool worlds keep it alive (spent), the others kill it."""
    worlds = _execute(_night1(T26), 2)
    assert _alive(worlds, 2) == {True, False}
    assert all(w.world.tokens[1] == "fool" for w in worlds if w.alive[1])


def test_t26b_the_spent_fool_dies_to_the_lleech() -> None:
    """T26(b): after Day 1, `wake lleech choose @2` on Night 2 leaves @2 dead everywhere."""
    day1 = _execute(_night1(T26), 2)
    night2 = {
        4: "wake lleech choose @2",
        5: "wake poisoner choose @1",
        1: "wake empath learn 1",
    }
    worlds = _night(day1, night2)
    assert worlds
    assert _alive(worlds, 2) == {False}


def test_t26_the_lleech_attacking_itself_survives() -> None:
    """T26: `wake lleech choose @4` on Night 2: it lives while its host lives."""
    day1 = _execute(_night1(T26), 2)
    night2 = {
        4: "wake lleech choose @4",
        5: "wake poisoner choose @1",
        1: "wake empath learn 1",
    }
    worlds = _night(day1, night2)
    assert worlds
    assert _alive(worlds, 4) == {True}


T32 = {
    4: "wake lleech choose @5",
    5: "wake poisoner choose @3",
    2: "wake empath learn 0",
    3: "wake clockmaker learn 1",
}


def test_t32a_a_wrong_gamblers_guess_kills_it() -> None:
    """T32(a): guessing the Lleech @4 to be the Vortox kills the Gambler @1."""
    night2 = {
        1: "wake gambler choose @4 guess vortox",
        4: "wake lleech choose @1",
        5: "wake poisoner choose @3",
        2: "wake empath learn 1",
    }
    worlds = _night(_no_execution(_night1(T32)), night2)
    assert worlds
    assert _alive(worlds, 1) == {False}
    assert {w.world.tokens[0] for w in worlds} == {"gambler"}


def test_t18a_a_day_without_execution_ends_the_sober_vortox_worlds() -> None:
    """T18(a): the Devil's-Advocate worlds end evil, the Poisoner worlds (Vortox poisoned)
    run on; E2 then keeps only the latter."""
    worlds = _no_execution(_night1({4: "dont_wake", 5: "wake minion choose @4"}))
    ended = {w.world.tokens[4] for w in worlds if w.winner == "evil"}
    running = {w.world.tokens[4] for w in worlds if w.winner is None}
    assert ended == {"devils_advocate"}
    assert running == {"poisoner"}


def test_t18b_poisoning_another_lets_the_vortox_win() -> None:
    """T18(b): with @5 `wake poisoner choose @1`, every world ends evil at the end of Day 1."""
    worlds = _no_execution(_night1({4: "dont_wake", 5: "wake poisoner choose @1"}))
    assert worlds
    assert {w.winner for w in worlds} == {"evil"}


def test_t18c_a_second_day_without_execution_is_an_evil_win() -> None:
    """T18(c): continuing (a), Night 2 @5 poisons @1 and the Vortox @4 kills @2; Day 2 ends
    without an execution and evil wins in every world still running at dawn (E2 drops those
    a Mayor's redirect onto the Demon ended that night)."""
    day1 = _no_execution(_night1({4: "dont_wake", 5: "wake minion choose @4"}))
    night2 = _night(day1, {5: "wake poisoner choose @1", 4: "wake vortox choose @2"})
    running = [w for w in night2 if w.winner is None]
    assert running and {w.world.tokens[3] for w in running} == {"vortox"}
    assert {w.winner for w in _no_execution(running)} == {"evil"}


def _gamble(guess: str, empath: int) -> list[ExplicitNight]:
    """Night 2 of T32 with the Demon attacking @3; @2 (sober: the Poisoner is the Lleech's
    host) counts its living neighbours."""
    night2 = {
        1: f"wake gambler choose @4 guess {guess}",
        4: "wake lleech choose @3",
        5: "wake poisoner choose @2",
        2: f"wake empath learn {empath}",
    }
    return _night(_no_execution(_night1(T32)), night2)


def test_a_wrong_guess_is_the_gamblers_own_death() -> None:
    """R16 gambler: with the Demon attacking someone else, a wrong guess kills @1."""
    worlds = _gamble("vortox", 2)
    assert worlds
    assert _alive(worlds, 1) == {False}


def test_a_right_guess_kills_no_gambler() -> None:
    """R16 gambler: naming the Lleech @4 correctly leaves @1 alive."""
    worlds = _gamble("lleech", 1)
    assert worlds
    assert _alive(worlds, 1) == {True}


def test_t27_an_empath_alive_after_the_lleech_needs_a_sober_tea_lady() -> None:
    """T27: @1 waking after the Lleech chose it proves it alive: @2 is the Tea Lady."""
    night2 = {4: "wake lleech choose @1", 5: "wake poisoner choose @1", 1: "wake empath learn 1"}
    worlds = _night(_no_execution(_night1(T26)), night2)
    assert worlds
    assert {w.world.tokens[1] for w in worlds} == {"tea_lady"}


def test_t27b_a_silent_empath_rules_the_tea_lady_out() -> None:
    """T27(b): with @1 `dont_wake` it died, so @2 is no Tea Lady in any world."""
    night2 = {4: "wake lleech choose @1", 5: "wake poisoner choose @1", 1: "dont_wake"}
    worlds = _night(_no_execution(_night1(T26)), night2)
    assert worlds
    assert _alive(worlds, 1) == {False}
    assert "tea_lady" not in {w.world.tokens[1] for w in worlds}


def test_t25_the_devils_advocate_keeps_the_executed_pukka_alive() -> None:
    """T25: @4 executed: Devil's-Advocate worlds keep it alive, Poisoner worlds end good."""
    night1 = {4: "wake pukka choose @1", 5: "wake minion choose @4", 1: "wake empath learn 1"}
    worlds = _execute(_night1(night1), 4)
    running = {w.world.tokens[4] for w in worlds if w.winner is None}
    good = {w.world.tokens[4] for w in worlds if w.winner == "good"}
    assert running == {"devils_advocate"}
    assert good == {"poisoner"}
    assert all(w.alive[3] for w in worlds if w.winner is None)


T30 = {
    4: "wake lleech choose @5",
    5: "wake poisoner choose @1",
    2: "wake empath learn 1",
    3: "wake mathematician learn 2",
}


def test_t30_the_lycanthrope_kills_a_good_player_and_blocks_the_lleech() -> None:
    """T30 Night 2: @2 registers good and dies; the Lleech's attempt on @3 is blocked; the
    Mathematician counts @5 (M6) and @4 (M3)."""
    night2 = {
        1: "wake lycanthrope choose @2",
        4: "wake lleech choose @3",
        5: "wake poisoner choose @1",
        3: "wake mathematician learn 2",
    }
    worlds = _night(_no_execution(_night1(T30)), night2)
    assert worlds
    assert _alive(worlds, 2) == {False}
    assert _alive(worlds, 3) == {True}


def test_t30b_a_faux_paw_target_is_not_attacked_and_the_lleech_kills() -> None:
    """T30(b): the faux paw must be @2, so the Lycanthrope's choice does nothing and the
    Lleech kills @3."""
    night1 = {**T30, 2: "wake empath learn 0", 3: "wake mathematician learn 1"}
    night2 = {
        1: "wake lycanthrope choose @2",
        4: "wake lleech choose @3",
        5: "wake poisoner choose @1",
        2: "wake empath learn 1",
    }
    worlds = _night(_no_execution(_night1(night1)), night2)
    assert worlds
    assert _alive(worlds, 2) == {True}
    assert _alive(worlds, 3) == {False}
    assert {w.world.mark("lycanthrope") for w in worlds} == {1}


def test_t28_a_mathematicians_1_needs_a_fool_or_a_redirecting_mayor() -> None:
    """T28 Night 2: the Lleech's attack on @2 must mark the Demon: @2 is a Fool that
    survived, or a Mayor that moved the kill to @4 (no death) or @5 (@5 dies)."""
    night1 = {
        4: "wake lleech choose @1",
        5: "wake devils_advocate choose @5",
        1: "wake empath learn 1",
        3: "wake mathematician learn 0",
    }
    night2 = {
        4: "wake lleech choose @2",
        5: "wake devils_advocate choose @4",
        1: "wake empath learn 1",
        3: "wake mathematician learn 1",
    }
    worlds = _night(_no_execution(_night1(night1)), night2)
    assert {w.world.tokens[1] for w in worlds} == {"fool", "mayor"}
    assert _alive(worlds, 2) == {True}
    assert _alive(worlds, 5) == {True, False}
    assert _alive(worlds, 1) == _alive(worlds, 3) == {True}


def _t28_day3() -> list[ExplicitNight]:
    """T28 after Night 2: Day 2 executes @5; Night 3 the Lleech takes @3; dawn of Day 3."""
    night1 = {
        4: "wake lleech choose @1",
        5: "wake devils_advocate choose @5",
        1: "wake empath learn 1",
        3: "wake mathematician learn 0",
    }
    night2 = {
        4: "wake lleech choose @2",
        5: "wake devils_advocate choose @4",
        1: "wake empath learn 1",
        3: "wake mathematician learn 1",
    }
    day2 = _execute(_night(_no_execution(_night1(night1)), night2), 5)
    return _night(day2, {4: "wake lleech choose @3", 1: "wake empath learn 1"})


def test_t28_after_night_2_the_unprotected_devils_advocate_dies_on_day_2() -> None:
    """T28 Day 2: @5 executed (its own choice protects @4, not itself): dead everywhere."""
    night1 = {
        4: "wake lleech choose @1",
        5: "wake devils_advocate choose @5",
        1: "wake empath learn 1",
        3: "wake mathematician learn 0",
    }
    night2 = {
        4: "wake lleech choose @2",
        5: "wake devils_advocate choose @4",
        1: "wake empath learn 1",
        3: "wake mathematician learn 1",
    }
    worlds = _execute(_night(_no_execution(_night1(night1)), night2), 5)
    assert worlds
    assert _alive(worlds, 5) == {False}
    assert {w.winner for w in worlds} == {None}


def test_t28_after_night_2_the_lleech_kills_3_on_night_3() -> None:
    """T28 Night 3: @3 dies in every world; @1, @2, @4 are the three alive."""
    worlds = _t28_day3()
    assert worlds
    assert {tuple(w.alive) for w in worlds} == {(True, True, False, True, False)}
    assert {w.world.tokens[1] for w in worlds} == {"fool", "mayor"}


def test_t28a_no_execution_at_three_mayor_worlds_end_good_fool_worlds_doomed() -> None:
    """T28(a): Day 3 without execution: Mayor worlds end good, Fool worlds are doomed, so
    evil wins (E3)."""
    worlds = _no_execution(_t28_day3())
    assert {w.winner for w in worlds if w.world.tokens[1] == "mayor"} == {"good"}
    assert all(doomed(w) for w in worlds if w.winner is None)
    assert evil_wins_by_doom(worlds)


def test_t28b_executing_the_lleech_at_three_goes_on() -> None:
    """T28(b): @4 executed survives (host alive): no Mayor win, Mayor worlds not doomed (an
    attack on @2 may be redirected to @4), so the game goes on."""
    worlds = _execute(_t28_day3(), 4)
    assert _alive(worlds, 4) == {True}
    assert {w.winner for w in worlds} == {None}
    assert not all(doomed(w) for w in worlds if w.world.tokens[1] == "mayor")
    assert not evil_wins_by_doom(worlds)


def _t22_day3() -> list[ExplicitNight]:
    """T22 up to the start of Day 3: three alive (@1, @2, @4), the Demon Lleech or Pukka."""
    night1 = {
        4: "wake demon choose @1",
        5: "wake poisoner choose @3",
        1: "wake empath learn 1",
        3: "wake clockmaker learn 1",
    }
    day1 = _execute(_night1(night1), 5)
    night2 = {2: "wake monk choose @1", 4: "wake demon choose @3", 1: "wake empath learn 1"}
    day2 = _execute(_night(day1, night2), 3)
    night3 = {4: "wake demon choose @5", 2: "wake monk choose @1", 1: "wake empath learn 1"}
    return _night(day2, night3)


def test_t22_three_are_alive_on_day_3_in_every_world() -> None:
    """T22: by Day 3 @3 and @5 are dead everywhere and the Demon is the Lleech or Pukka."""
    worlds = _t22_day3()
    assert {tuple(w.alive) for w in worlds} == {(True, True, False, True, False)}
    assert {w.world.tokens[3] for w in worlds} == {"lleech", "pukka"}


def test_t22a_executing_the_superposed_demon_at_three_is_an_evil_win() -> None:
    """T22(a): Pukka worlds end good, Lleech worlds are doomed: E3 gives evil the game."""
    worlds = _execute(_t22_day3(), 4)
    assert {w.world.tokens[3] for w in worlds if w.winner == "good"} == {"pukka"}
    assert all(doomed(w) for w in worlds if w.winner is None)
    assert evil_wins_by_doom(worlds)


def test_t22c_without_execution_the_game_goes_on() -> None:
    """T22(c): Lleech worlds are doomed, Pukka worlds are not, none ended: no E3."""
    worlds = _no_execution(_t22_day3())
    assert {doomed(w) for w in worlds if w.world.tokens[3] == "lleech"} == {True}
    assert {doomed(w) for w in worlds if w.world.tokens[3] == "pukka"} == {False}
    assert not evil_wins_by_doom(worlds)


def test_t22b_executing_the_host_ends_every_world_mixed() -> None:
    """T22(b): @1 executed: Lleech worlds end good (host link), Pukka worlds evil (two
    alive); all ended, so the game ends (evil, Law 10 between worlds)."""
    worlds = _execute(_t22_day3(), 1)
    assert {w.world.tokens[3]: w.winner for w in worlds} == {"lleech": "good", "pukka": "evil"}


def test_t22d_executing_the_monk_leaves_two_alive() -> None:
    """T22(d): @2 executed: two alive with the Demon, evil wins in every world."""
    assert {w.winner for w in _execute(_t22_day3(), 2)} == {"evil"}


def test_walking_a_night_leaves_the_given_night_unchanged() -> None:
    """The walk applies effects to a copy: the same night can be asked about again (the
    doomed-world look-ahead tries many plans on one night)."""
    world = next(w for w in _no_execution(_t22_day3()) if w.world.tokens[3] == "pukka")
    night = world.dusk()
    before = (list(night.alive), dict(night.state))
    list(walk(night, _entries({4: "wake pukka choose @2", 2: "wake monk choose @1"})))  # type: ignore[arg-type]
    assert (list(night.alive), dict(night.state)) == before


def test_doomed_worlds_alone_do_not_end_the_game() -> None:
    """E3 needs a world that ended good: with every world doomed and none ended, the night
    is played (as in base T15a)."""
    lleech = [w for w in _no_execution(_t22_day3()) if w.world.tokens[3] == "lleech"]
    assert lleech
    assert all(doomed(w) for w in lleech)
    assert not evil_wins_by_doom(lleech)


def _t23() -> list[ExplicitNight]:
    """T23 to dawn 2: @5 learned the Damsel (so it is the Baron)."""
    facts = SetupFacts(5, N5, demon=3, learned={"damsel": True})
    night1 = _entries({4: "wake lleech choose @1", 1: "wake empath learn 1"})
    worlds = [w.dawn() for w in first_nights(UP, facts, night1)]  # type: ignore[arg-type]
    night2 = {3: "wake monk choose @1", 4: "wake lleech choose @3", 1: "wake empath learn 1"}
    return _night(_no_execution(worlds), night2)


def test_t23_the_damsel_is_at_2_and_3_dies() -> None:
    """T23: one of @1, @3 is the Townsfolk and the other the Drunk, so @2 is the Damsel."""
    worlds = _t23()
    assert {w.world.tokens[1] for w in worlds} == {"damsel"}
    assert _alive(worlds, 3) == {False}


def test_t23a_the_minions_right_guess_wins_for_evil() -> None:
    """T23(a): Day 2 @5 `damsel @2`: evil wins in every world."""
    worlds = _t23()
    for world in worlds:
        world.day_action(4, "damsel", 1)
    assert {w.winner for w in worlds} == {"evil"}


def test_t23b_a_wrong_first_guess_spends_the_teams_guess() -> None:
    """T23(b): `damsel @1` does nothing and spends the guess; `damsel @2` then does nothing."""
    worlds = _t23()
    for world in worlds:
        world.day_action(4, "damsel", 0)
        world.day_action(4, "damsel", 1)
    assert {w.winner for w in worlds} == {None}


def test_t23c_an_early_guess_collapses_the_damsel_away() -> None:
    """T23(c): on Day 1 some worlds end evil (a sober Damsel @2), others run on (the Damsel
    elsewhere, or drunk): the guess is spent everywhere and @2 is no sober Damsel."""
    facts = SetupFacts(5, N5, demon=3, learned={"damsel": True})
    night1 = _entries({4: "wake lleech choose @1", 1: "wake empath learn 1"})
    worlds = [w.dawn() for w in first_nights(UP, facts, night1)]  # type: ignore[arg-type]
    for world in worlds:
        world.day_action(4, "damsel", 1)
    assert {w.winner for w in worlds} == {"evil", None}
    running = [w for w in worlds if w.winner is None]
    assert all(w.state["damsel"] == "spent" for w in running)
    assert all(w.world.tokens[1] != "damsel" or not w.sober_healthy(1) for w in running)


def test_a_good_players_guess_does_nothing() -> None:
    """D10: only a Minion holder's guess counts (and spends nothing otherwise)."""
    worlds = _t23()
    for world in worlds:
        world.day_action(0, "damsel", 1)
    assert {w.winner for w in worlds} == {None}
    assert all("damsel" not in w.state for w in worlds)


def _t24_day2() -> list[ExplicitNight]:
    """T24 to dawn 2: the executed Pukka died; Mastermind worlds run on."""
    day1 = _execute(_night1({4: "wake pukka choose @1", 1: "wake empath learn 1"}), 4)
    night2 = {1: "wake empath learn 1", 2: "wake undertaker learn pukka"}
    return _night(day1, night2)


def test_t24_the_executed_demon_leaves_only_mastermind_worlds_running() -> None:
    """T24 Day 1: Baron worlds end good, Mastermind worlds run on with @4 dead."""
    worlds = _execute(_night1({4: "wake pukka choose @1", 1: "wake empath learn 1"}), 4)
    assert {w.world.tokens[4] for w in worlds if w.winner == "good"} == {"baron"}
    running = [w for w in worlds if w.winner is None]
    assert {w.world.tokens[4] for w in running} == {"mastermind"}
    assert _alive(running, 4) == {False}


def test_t24_the_undertaker_learns_the_pukka_on_the_extra_night() -> None:
    """T24 Night 2: @2 `wake undertaker learn pukka` holds: @2 is the Undertaker (the
    executed Demon's character) or the Cannibal that ate it, pretending the Undertaker."""
    worlds = _t24_day2()
    assert worlds
    assert {w.world.tokens[1] for w in worlds} == {"undertaker", "cannibal"}


def test_t24_cannibal_alternative_a_wrong_reading_needs_the_pretending_cannibal() -> None:
    """T24: `wake undertaker learn lleech` holds only through the Cannibal that ate the evil
    @4 (poisoned, its pretended Undertaker's reading droisoned): @2 is it in every world."""
    day1 = _execute(_night1({4: "wake pukka choose @1", 1: "wake empath learn 1"}), 4)
    worlds = _night(day1, {1: "wake empath learn 1", 2: "wake undertaker learn lleech"})
    assert worlds
    assert {w.world.tokens[1] for w in worlds} == {"cannibal"}
    assert {w.gained.get(1) for w in worlds} == {"undertaker"}


def test_t24_cannibal_alternative_a_pretending_cannibal_may_stay_asleep() -> None:
    """T24: the Cannibal's pretence is a world choice that includes none: @2 silent on
    Night 2 keeps Cannibal worlds."""
    day1 = _execute(_night1({4: "wake pukka choose @1", 1: "wake empath learn 1"}), 4)
    worlds = _night(day1, {1: "wake empath learn 1", 2: "dont_wake"})
    assert "cannibal" in {w.world.tokens[1] for w in worlds}


def test_t24a_executing_a_good_player_on_the_extra_day_is_an_evil_win() -> None:
    """T24(a): @1 executed on Day 2: evil wins at once."""
    assert {w.winner for w in _execute(_t24_day2(), 1)} == {"evil"}


def test_t24b_executing_the_mastermind_is_a_good_win() -> None:
    """T24(b): @5 executed on Day 2: good wins."""
    assert {w.winner for w in _execute(_t24_day2(), 5)} == {"good"}


def test_t24c_no_execution_on_the_extra_day_is_a_good_win() -> None:
    """T24(c): Day 2 ends without execution: good wins."""
    assert {w.winner for w in _no_execution(_t24_day2())} == {"good"}


def _t33(*guesses: tuple[int, int]) -> list[ExplicitNight]:
    """T33: Night 1 at six players, then @4's Day 1 guesses (1-based `puzzle @t learn @d`),
    keeping the worlds where every guess holds."""
    facts = SetupFacts(6, frozenset({4, 5}), demon=4, learned={"damsel": False})
    night1 = _entries(
        {5: "wake lleech choose @6", 6: "wake poisoner choose @3", 1: "wake empath learn 0"},
        n=6,
    )
    worlds = [w.dawn() for w in first_nights(UP, facts, night1)]  # type: ignore[arg-type]
    return [
        w
        for w in worlds
        if all(w.private_day_entry(3, "puzzle", (t - 1, d - 1)) for t, d in guesses)
    ]


def test_t33_a_right_guess_makes_4_the_puzzlemaster_and_1_the_puzzle_drunk() -> None:
    """T33: `puzzle @1 learn @5` holds only with @4 the Puzzlemaster and @1 its drunk, the
    real Empath."""
    worlds = _t33((1, 5))
    assert {w.world.tokens[3] for w in worlds} == {"puzzlemaster"}
    assert {w.world.mark("puzzlemaster") for w in worlds} == {0}
    assert {w.world.tokens[0] for w in worlds} == {"empath"}


def test_t33b_naming_the_demon_for_a_sober_player_is_impossible() -> None:
    """T33(b): `puzzle @2 learn @5` is impossible."""
    assert not _t33((2, 5))


def test_t33c_a_wrong_guess_told_a_non_demon_collapses_the_same_way() -> None:
    """T33(c): `puzzle @2 learn @3` holds, with the same collapse; a second guess does not."""
    worlds = _t33((2, 3))
    assert {w.world.mark("puzzlemaster") for w in worlds} == {0}
    assert not _t33((2, 3), (2, 3))


def _t31(*claims: str) -> list[ExplicitNight]:
    """T31 to dawn 2: Day 1 @1's claims in order, @2 executed; Night 2 @1 as the Empath."""
    night1 = {
        4: "wake lleech choose @5",
        5: "wake poisoner choose @3",
        1: "wake pixie learn empath",
        2: "wake empath learn 0",
    }
    worlds = _night1(night1)
    for world in worlds:
        for claim in claims:
            world.claim(0, claim)
    day1 = _execute(worlds, 2)
    night2 = {4: "wake lleech choose @2", 5: "wake poisoner choose @3", 1: "wake empath learn 1"}
    return _night(day1, night2)


def test_t31_the_claiming_pixie_gains_the_executed_empath() -> None:
    """T31: @1 claims the Empath, the Empath @2 dies: @1 wakes as the Empath and learns 1."""
    worlds = _t31("empath")
    assert worlds
    assert {w.gained.get(0) for w in worlds} == {"empath"}


def test_t31b_without_the_claim_the_pixie_gains_nothing() -> None:
    """T31(b): no claim: @1's Empath entry is impossible."""
    assert not _t31()


def test_t31b_a_later_claim_of_something_else_ends_the_madness() -> None:
    """T31(b): `claim pixie` after `claim empath`: the latest claim is not the Empath."""
    assert not _t31("empath", "pixie")


def _drunk_pixie(*claims: tuple[int, str]) -> list[ExplicitNight]:
    """T31 with the Baron @5 (so two Outsiders, a Drunk among them): Day 1 the 1-based
    ``claims`` in order, @2 executed; Night 2 @1 wakes as the Empath and learns 2, which a
    sober Empath there cannot (its neighbours past dead @2 are the Baron and good @3)."""
    night1 = {4: "wake lleech choose @5", 5: "dont_wake", 1: "wake pixie learn empath"}
    worlds = _night1({**night1, 2: "wake empath learn 0"})
    for world in worlds:
        for seat, claim in claims:
            world.claim(seat - 1, claim)
    day1 = _execute(worlds, 2)
    night2 = {4: "wake lleech choose @2", 5: "dont_wake", 1: "wake empath learn 2"}
    return _night(day1, night2)


def test_a_mad_drunk_pixie_may_pretend_the_empath_when_a_claimant_dies() -> None:
    """R16 pixie: @1, the Drunk believing the Pixie and shown the Empath, claims it; @2,
    also claiming the Empath, is executed: @1 may gain `~empath`, so its false reading holds
    in those worlds and only there."""
    worlds = _drunk_pixie((1, "empath"), (2, "empath"))
    assert worlds
    assert {w.world.tokens[0] for w in worlds} == {"drunk(pixie)"}
    assert {w.gained.get(0) for w in worlds} == {"empath"}


def test_a_drunk_pixie_gains_nothing_when_the_dead_did_not_claim_its_character() -> None:
    """R16 pixie: the same, but @2 never claimed the Empath: no pretend, no wake."""
    assert not _drunk_pixie((1, "empath"))


def _t29(entry2: str) -> list[ExplicitNight]:
    """T29: Night 1 as T26, Day 1 @3 executed, Night 2 with @2's ``entry2``."""
    day1 = _execute(_night1(T26), 3)
    night2 = {
        4: "wake lleech choose @1",
        5: "wake poisoner choose @1",
        1: "dont_wake",
        2: entry2,
    }
    return _night(day1, night2)


def test_t29_the_cannibal_wakes_as_the_clockmaker_it_ate() -> None:
    """T29: @1 died (so @2 is no Tea Lady) and @2's Clockmaker entry holds only as the
    Cannibal that ate the good Clockmaker @3."""
    worlds = _t29("wake clockmaker learn 1")
    assert worlds
    assert {w.world.tokens[1] for w in worlds} == {"cannibal"}
    assert _alive(worlds, 1) == _alive(worlds, 3) == {False}


def test_t29_the_eaten_clockmaker_tells_the_truth() -> None:
    """T29: a sober Cannibal's Clockmaker reading is the true distance (1), not 2."""
    assert not _t29("wake clockmaker learn 2")


def _t19(empath: str, barber: bool = True) -> list[ExplicitNight]:
    """T19 to dawn 2 with @3's Night 2 ``empath`` entry (and the Demon's barber clause)."""
    facts = SetupFacts(6, frozenset({4, 5}), demon=4, learned={"damsel": False})
    night1 = {
        5: "dont_wake",
        6: "wake poisoner choose @2",
        1: "wake pixie learn monk",
        2: "wake empath learn 1",
        3: "wake clockmaker learn 2",
    }
    worlds = [w.dawn() for w in first_nights(UP, facts, _entries(night1, 6))]  # type: ignore[arg-type]
    day1 = _execute(worlds, 4)
    demon = "wake vortox choose @1" + (" & wake barber choose @2 @3" if barber else "")
    night2 = {6: "wake poisoner choose @1", 5: demon, 2: "dont_wake", 3: empath}
    entries = _entries(night2, 6)
    return [
        after.dawn()
        for world in day1
        if world.winner is None
        for after in walk(world.dusk(), entries)  # type: ignore[arg-type]
    ]


def test_t19_the_demons_swap_needs_the_executed_barber() -> None:
    """T19: the Demon's barber clause holds only with @4 a sober Barber that died today;
    @2 and @3 swap, so @3 is now the Empath and @2 the Clockmaker."""
    worlds = _t19("wake empath learn 2")
    assert worlds
    assert {w.world.tokens[3] for w in worlds} == {"barber"}
    assert {(w.current[1], w.current[2]) for w in worlds} == {("clockmaker", "empath")}
    assert _alive(worlds, 1) == _alive(worlds, 4) == {False}


def test_t19_the_sober_vortox_forces_the_new_empath_to_a_false_count() -> None:
    """T19: @3's true count 1 (@2 good, past dead @4 the evil @5) is impossible."""
    assert not _t19("wake empath learn 1")


def test_t19_without_the_barber_clause_nothing_swaps() -> None:
    """T19: had the entry no barber clause, @3 stays the Clockmaker and cannot wake as the
    Empath."""
    assert not _t19("wake empath learn 2", barber=False)


def _t25_night2(choice: int) -> list[ExplicitNight]:
    night1 = {4: "wake pukka choose @1", 5: "wake minion choose @4", 1: "wake empath learn 1"}
    day1 = [w for w in _execute(_night1(night1), 4) if w.winner is None]
    night2 = {
        4: "wake pukka choose @2",
        5: f"wake devils_advocate choose @{choice}",
        1: "dont_wake",
    }
    return _night(day1, night2)


def test_t25_the_devils_advocate_cannot_repeat_last_nights_choice() -> None:
    """T25 Night 2: `wake devils_advocate choose @4` (its choice last night) is impossible;
    `choose @5` holds."""
    assert not _t25_night2(4)
    assert _t25_night2(5)


def test_t32b_a_bluffed_gambler_is_held_by_no_one() -> None:
    """T32(b): with @6's bluffs gambler, cannibal, mayor, no world has @1 hold or believe the
    Gambler, so @1's `wake gambler ...` can hold in none (refused on arrival, FAQ 2)."""
    facts = SetupFacts(
        7, frozenset({5, 6}), demon=5, bluffs=("gambler", "cannibal", "mayor"), learned={}
    )
    gambler = list(initial_worlds(UP, facts, lambda seat, token: seat != 0 or "gambler" in token))
    assert gambler == []
    assert next(initial_worlds(UP, facts, lambda seat, token: seat != 0 or token == "empath"))


def test_a_cannibal_never_pretends_a_bluffed_character() -> None:
    """R14: with the Undertaker bluffed, the Cannibal that ate the evil @4 cannot pretend it,
    so T24's wrong Undertaker reading holds in no world."""
    night1 = _night1({4: "wake pukka choose @1", 1: "wake empath learn 1"})
    for world in night1:
        world.bluffs = ("undertaker", "gambler", "monk")
    day1 = _execute(night1, 4)
    assert _night(day1, {1: "wake empath learn 1", 2: "wake undertaker learn lleech"}) == []
