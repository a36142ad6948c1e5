"""Night 1 of script 2 checked world by world (the explicit enumeration): the Night 1 parts
of the conformance checks T16-T34. Each test names its check; the later nights of these
checks need kills, swaps and gains, which the engine does not simulate yet."""

from __future__ import annotations

from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, first_nights
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupFacts


def _worlds(
    n: int, evil: set[int], demon: int, entries: dict[int, str], damsel: bool = False
) -> list[ExplicitNight]:
    """Worlds where every 1-based seat's Night 1 entry holds (the others `dont_wake`), after
    every evil player sent `setup demon @demon` (and the Damsel learned iff ``damsel``)."""
    facts = SetupFacts(
        n, frozenset(s - 1 for s in evil), demon=demon - 1, learned={"damsel": damsel}
    )
    parsed = {seat - 1: parse_clause_entry(text, n) for seat, text in entries.items()}
    return list(first_nights(UP, facts, parsed))


def _tokens(worlds: list[ExplicitNight], seat: int) -> set[str]:
    """The 1-based seat's tokens over the worlds."""
    return {w.world.tokens[seat - 1] for w in worlds}


T20 = {
    4: "wake lleech choose @1",
    5: "wake poisoner choose @3",
    1: "wake empath learn 1",
    2: "wake mathematician learn 0",
    3: "wake clockmaker learn 1",
}


def test_t20_night1_every_entry_holds() -> None:
    """T20: the Lleech's host, the Poisoner and three true readings are all possible."""
    assert _worlds(5, {4, 5}, 4, T20)


def test_t20_night1_no_one_is_marked() -> None:
    """T20: every droisoned reading equals the truth, so the Mathematician counts 0."""
    worlds = _worlds(5, {4, 5}, 4, T20)
    assert worlds
    assert all(not w.marked and not w.optional for w in worlds)
    assert not _worlds(5, {4, 5}, 4, {**T20, 2: "wake mathematician learn 1"})


T30 = {
    4: "wake lleech choose @5",
    5: "wake poisoner choose @1",
    2: "wake empath learn 1",
    3: "wake mathematician learn 2",
}


def test_t30_night1_the_empath_count_needs_a_lycanthrope_at_1() -> None:
    """T30: a sober Empath between good players learns 1 only through a faux paw, so @1 is
    the Lycanthrope in every world."""
    worlds = _worlds(5, {4, 5}, 4, T30)
    assert worlds
    assert _tokens(worlds, 1) == {"lycanthrope"}


def test_t30_night1_marks_the_void_poisoner_and_the_empath() -> None:
    """T30: marks on @5 (M6, the Lleech's host) and @2 (M2, the faux paw) make 2."""
    worlds = _worlds(5, {4, 5}, 4, T30)
    assert worlds
    for world in worlds:
        assert world.marked == {4, 1}
    assert not _worlds(5, {4, 5}, 4, {**T30, 3: "wake mathematician learn 1"})


T34 = {
    5: "wake lleech choose @6",
    6: "wake poisoner choose @3",
    1: "wake empath learn 0",
}


def test_t34_a_count_of_1_makes_the_empath_the_drunk() -> None:
    """T34: k=1 leaves @1's mark optional only, so @1 is the Drunk in every world."""
    worlds = _worlds(6, {5, 6}, 5, {**T34, 2: "wake mathematician learn 1"})
    assert worlds
    assert _tokens(worlds, 1) == {"drunk(empath)"}
    assert _tokens(worlds, 2) == {"mathematician"}


def test_t34_a_count_of_2_keeps_the_drunk_and_the_puzzle_drunk() -> None:
    """T34: k=2 is possible with @1 the Drunk (marked by choice) or the puzzle-drunk."""
    worlds = _worlds(6, {5, 6}, 5, {**T34, 2: "wake mathematician learn 2"})
    assert "drunk(empath)" in _tokens(worlds, 1)
    assert any(w.world.mark("puzzlemaster") == 0 for w in worlds)


def test_t34_a_count_of_3_is_impossible() -> None:
    """T34: k=3 passes the range (0..3 at 6) but no world gives three marks."""
    assert not _worlds(6, {5, 6}, 5, {**T34, 2: "wake mathematician learn 3"})


def test_t33_night1_a_false_empath_is_the_drunk_or_the_puzzle_drunk() -> None:
    """T33: @1's 0 is false beside the evil @6, so @1 is the Drunk or the puzzle-drunk."""
    worlds = _worlds(6, {5, 6}, 5, T34)
    assert worlds
    for world in worlds:
        assert world.world.tokens[0] == "drunk(empath)" or world.world.mark("puzzlemaster") == 0
    assert any(w.world.tokens[0] == "empath" for w in worlds)


def test_t18_night1_a_silent_demon_is_the_vortox() -> None:
    """T18: @5's `wake minion choose @4` holds (Poisoner or Devil's Advocate) and the
    Demon's `dont_wake` makes it the Vortox (Lleech and Pukka must wake on Night 1)."""
    worlds = _worlds(5, {4, 5}, 4, {4: "dont_wake", 5: "wake minion choose @4"})
    assert _tokens(worlds, 4) == {"vortox"}
    assert _tokens(worlds, 5) == {"poisoner", "devils_advocate"}


def test_t19_night1_all_entries_hold_and_the_demon_is_the_vortox() -> None:
    """T19: the Night 1 lists are all possible together; @5 is the Vortox."""
    worlds = _worlds(
        6,
        {5, 6},
        5,
        {
            5: "dont_wake",
            6: "wake poisoner choose @2",
            1: "wake pixie learn monk",
            2: "wake empath learn 1",
            3: "wake clockmaker learn 2",
        },
    )
    assert worlds
    assert _tokens(worlds, 5) == {"vortox"}


def test_t21_night1_the_townsfolk_are_locked() -> None:
    """T21: with the Pukka and the Poisoner awake, @1-@3 are Empath, Clockmaker, Pixie."""
    worlds = _worlds(
        5,
        {4, 5},
        4,
        {
            4: "wake pukka choose @1",
            5: "wake poisoner choose @2",
            1: "wake empath learn 1",
            2: "wake clockmaker learn 1",
            3: "wake pixie learn empath",
        },
    )
    assert [_tokens(worlds, s) for s in (1, 2, 3, 4)] == [
        {"empath"},
        {"clockmaker"},
        {"pixie"},
        {"pukka"},
    ]


def test_t21_night1_a_sober_pixie_reads_the_truth() -> None:
    """T21: @3 is a sober Pixie, so naming a Townsfolk no one holds is impossible."""
    entries = {
        4: "wake pukka choose @1",
        5: "wake poisoner choose @2",
        1: "wake empath learn 1",
        2: "wake clockmaker learn 1",
        3: "wake pixie learn mayor",
    }
    assert not _worlds(5, {4, 5}, 4, entries)


def test_t22_night1_a_demon_clause_keeps_lleech_and_pukka() -> None:
    """T22: `wake demon choose @1` holds as the Lleech's host and as the Pukka's poison."""
    worlds = _worlds(
        5,
        {4, 5},
        4,
        {
            4: "wake demon choose @1",
            5: "wake poisoner choose @3",
            1: "wake empath learn 1",
            3: "wake clockmaker learn 1",
        },
    )
    assert _tokens(worlds, 4) == {"lleech", "pukka"}


def test_t16_night1_the_baron_cannot_poison() -> None:
    """T16: with the Damsel learned @5 is the Baron, so its Poisoner entry is impossible
    and its `dont_wake` holds; @4's Lleech entry makes it the Lleech."""
    entries = {4: "wake lleech choose @1", 5: "wake poisoner choose @2"}
    assert not _worlds(5, {4, 5}, 4, entries, damsel=True)
    worlds = _worlds(5, {4, 5}, 4, {4: "wake lleech choose @1"}, damsel=True)
    assert _tokens(worlds, 5) == {"baron"}
    assert _tokens(worlds, 4) == {"lleech"}


def test_t23_night1_the_lleech_and_a_true_empath() -> None:
    """T23: with the Damsel learned, the Lleech's host @1 learning 1 is possible."""
    worlds = _worlds(
        5, {4, 5}, 4, {4: "wake lleech choose @1", 1: "wake empath learn 1"}, damsel=True
    )
    assert worlds
    assert "damsel" in {t for w in worlds for t in w.world.tokens}


def test_t25_night1_a_minion_clause_keeps_both_minions() -> None:
    """T25: `wake minion choose @4` beside the Pukka holds as Poisoner or Devil's Advocate."""
    worlds = _worlds(
        5,
        {4, 5},
        4,
        {4: "wake pukka choose @1", 5: "wake minion choose @4", 1: "wake empath learn 1"},
    )
    assert _tokens(worlds, 5) == {"poisoner", "devils_advocate"}


def test_t26_night1_the_hosts_poisoner_is_void() -> None:
    """T26: the Poisoner is the Lleech's host, so its poisoning fails; every reading holds."""
    worlds = _worlds(
        5,
        {4, 5},
        4,
        {
            4: "wake lleech choose @5",
            5: "wake poisoner choose @1",
            1: "wake empath learn 1",
            3: "wake clockmaker learn 1",
        },
    )
    assert worlds
    assert all("poisoner" not in w.state and 4 in w.marked for w in worlds)


def test_t28_night1_the_devils_advocate_may_choose_itself() -> None:
    """T28: the Devil's Advocate choosing itself and a Mathematician's 0 are possible."""
    worlds = _worlds(
        5,
        {4, 5},
        4,
        {
            4: "wake lleech choose @1",
            5: "wake devils_advocate choose @5",
            1: "wake empath learn 1",
            3: "wake mathematician learn 0",
        },
    )
    assert worlds
    assert _tokens(worlds, 5) == {"devils_advocate"}


def test_t31_night1_the_pixie_learns_the_empath() -> None:
    """T31: the Pixie learning the Empath beside an Empath learning 0 is possible."""
    worlds = _worlds(
        5,
        {4, 5},
        4,
        {
            4: "wake lleech choose @5",
            5: "wake poisoner choose @3",
            1: "wake pixie learn empath",
            2: "wake empath learn 0",
        },
    )
    assert worlds


def test_a_seat_that_must_wake_cannot_stay_silent() -> None:
    """A Lleech must wake on Night 1: a Demon whose `dont_wake` holds is never the Lleech."""
    worlds = _worlds(5, {4, 5}, 4, {4: "dont_wake", 5: "dont_wake"})
    assert "lleech" not in _tokens(worlds, 4)
    assert "pukka" not in _tokens(worlds, 4)


def test_a_sober_vortox_makes_a_true_townsfolk_reading_impossible() -> None:
    """R13 (as in T19's Night 2): beside a silent Demon, now the Vortox, a sober
    Clockmaker's true distance (1, from @4 to @5) is impossible and a false one possible."""
    silent = {4: "dont_wake", 5: "wake poisoner choose @3"}
    assert not _worlds(5, {4, 5}, 4, {**silent, 1: "wake clockmaker learn 1"})
    assert _worlds(5, {4, 5}, 4, {**silent, 1: "wake clockmaker learn 2"})


def test_a_poisoned_vortox_lets_the_truth_through() -> None:
    """R13: a droisoned Vortox falsifies nothing, so the true distance holds and a false one
    from a sober Clockmaker does not."""
    poisoned = {4: "dont_wake", 5: "wake poisoner choose @4"}
    assert _worlds(5, {4, 5}, 4, {**poisoned, 1: "wake clockmaker learn 1"})
    assert not _worlds(5, {4, 5}, 4, {**poisoned, 1: "wake clockmaker learn 2"})
