"""Script 2's initial worlds: setup marks, the Damsel learned at setup, bluffs (S8, V6, V7, T16)."""

from __future__ import annotations

from collections import Counter

from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.script import Kind
from engine.clocktower.setups import (
    SetupFacts,
    feasible_compositions,
    initial_worlds,
    learn_possible,
)

# T16: n=5, evil {4*,5} (0-based 3 and 4)
EVIL = frozenset({3, 4})


def _kinds(tokens: tuple[str, ...]) -> Counter[Kind]:
    return Counter(UP.kind(t if not t.startswith("drunk(") else "drunk") for t in tokens)


def test_t16_the_damsel_learned_at_5_players_locks_the_baron() -> None:
    """T16(a): with `setup damsel` accepted, @5 is the Baron and @1-@3 hold one Townsfolk and
    two Outsiders, one of them the Damsel, in every world."""
    facts = SetupFacts(5, EVIL, demon=3, learned={"damsel": True})
    worlds = list(initial_worlds(UP, facts))
    assert worlds
    for world in worlds:
        assert world.tokens[4] == "baron"
        assert world.tokens[3] in UP.demons
        assert "damsel" in world.tokens[:3]
        assert _kinds(world.tokens[:3]) == Counter({Kind.OUTSIDER: 2, Kind.TOWNSFOLK: 1})


def test_t16_the_other_outsider_is_any_of_the_three() -> None:
    """T16(a): the Damsel's fellow Outsider is the Puzzlemaster, the Drunk or the Barber."""
    facts = SetupFacts(5, EVIL, demon=3, learned={"damsel": True})
    others = {
        "drunk" if t.startswith("drunk(") else t
        for world in initial_worlds(UP, facts)
        for t in world.tokens[:3]
        if UP.kind("drunk" if t.startswith("drunk(") else t) is Kind.OUTSIDER
    }
    assert others == {"damsel", "puzzlemaster", "drunk", "barber"}


def test_t16b_a_demon_learns_no_damsel() -> None:
    """T16(b): once @4 is the Demon, its `setup damsel` is impossible; @5's is possible."""
    facts = SetupFacts(5, EVIL, demon=3)
    assert not learn_possible(UP, facts, 3, "damsel")
    assert learn_possible(UP, facts, 4, "damsel")


def test_a_good_player_learns_nothing_at_setup() -> None:
    """`setup damsel` from a good seat is never possible."""
    assert not learn_possible(UP, SetupFacts(5, EVIL, demon=3), 0, "damsel")


def test_a_bluffed_damsel_makes_setup_damsel_impossible() -> None:
    """V7: a Demon line bluffing the Damsel rules out every `setup damsel`."""
    facts = SetupFacts(7, frozenset({5, 6}), demon=5, bluffs=("damsel", "mayor", "fool"))
    assert not learn_possible(UP, facts, 6, "damsel")


def test_without_the_damsel_nine_players_cannot_hold_the_baron() -> None:
    """S6: at 9 the Baron needs all four Outsiders, so the Damsel ruled out rules it out."""
    evil = frozenset({7, 8})
    out = SetupFacts(9, evil, demon=7, learned={"damsel": False})
    assert {tuple(sorted(m)) for m, _, _ in feasible_compositions(UP, out)} == {()}
    locked = SetupFacts(9, evil, demon=7, learned={"damsel": True})
    assert {tuple(sorted(m)) for m, _, _ in feasible_compositions(UP, locked)} == {
        (),
        ("baron",),
    }


def test_the_atheist_is_at_no_seat_and_believed_by_no_drunk() -> None:
    """S7, S8: no initial world holds the Atheist, nor a Drunk believing it."""
    facts = SetupFacts(5, EVIL, demon=3, learned={"damsel": True})
    for world in initial_worlds(UP, facts):
        assert "atheist" not in world.tokens
        assert "drunk(atheist)" not in world.tokens


def test_the_faux_paw_is_any_good_seat_when_a_lycanthrope_is_in_play() -> None:
    """S8: a Lycanthrope in play brings a faux paw on any good seat, its own included."""
    facts = SetupFacts(5, EVIL, demon=3, learned={"damsel": False})
    seats = {
        world.mark("lycanthrope")
        for world in initial_worlds(UP, facts)
        if world.tokens[0] == "lycanthrope"
    }
    assert seats == {0, 1, 2}


def test_no_faux_paw_without_a_real_lycanthrope() -> None:
    """A Drunk believing the Lycanthrope brings no mark (its ability is void)."""
    facts = SetupFacts(5, EVIL, demon=3, learned={"damsel": False})
    for world in initial_worlds(UP, facts):
        if "lycanthrope" not in world.tokens:
            assert world.mark("lycanthrope") is None


def test_the_puzzle_drunk_is_any_seat_but_the_puzzlemaster() -> None:
    """S8: the puzzle-drunk may be any seat other than the Puzzlemaster's, evil ones too."""
    facts = SetupFacts(5, EVIL, demon=3, learned={"damsel": True})
    seats = {
        world.mark("puzzlemaster")
        for world in initial_worlds(UP, facts)
        if world.tokens[1] == "puzzlemaster"
    }
    assert seats == {0, 2, 3, 4}


def test_bluffs_are_held_and_believed_by_no_one() -> None:
    """V7: bluffed characters are at no seat and in no Drunk's belief."""
    facts = SetupFacts(
        5, EVIL, demon=3, bluffs=("empath", "drunk", "mayor"), learned={"damsel": False}
    )
    for world in initial_worlds(UP, facts):
        assert not {"empath", "mayor"} & set(world.tokens)
        assert not any(t.startswith("drunk") for t in world.tokens)
