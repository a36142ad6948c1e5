"""A branch is dropped right after a slot when a clause due at a later slot belongs to a
seat that may hold that slot's character in none of its worlds, and the slots between hand
no one else a character nor may end the game (``explicit.walk``'s ``doomed_ahead``).
Seats are 0-based; the Pukka (seat 3) and the Baron (seat 4) are evil, the Barber (seat 0)
died by day, so the free Pukka's swap is armed at the Barber's slot (8); seat 1 (the Fool)
must wake as the Empath at slot 10, after the Pixie's slot (9)."""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.early import slot_may_end
from engine.clocktower.explicit import (
    ExplicitNight,
    SlotEnds,
    keeps_droisons,
    keeps_holders,
    state_key,
    walk,
)
from engine.clocktower.kinds import Kind
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld

TOKENS = ("barber", "fool", "mayor", "pukka", "baron", "empath")
BARBER = 8


def _armed_night() -> ExplicitNight:
    """Night 2 with the Barber dead by day: the Demon's swap is armed tonight."""
    night = ExplicitNight(UP, SetupWorld(TOKENS), frozenset({3, 4}), number=2)
    night.alive[0] = False
    night.state["barber"] = 2
    return night


def _walked(ends: SlotEnds | None) -> tuple[list[object], list[tuple[int, str | None]]]:
    """The leaves' state keys of seat 1's `wake empath learn 0` walk with the Pukka free,
    and (slot, seat 1's token) for every branch that lived past a slot."""
    seen: list[tuple[int, str | None]] = []

    def counted(branch: ExplicitNight) -> bool:
        walked = branch.slots_walked
        branch.slots_walked = walked + 1
        seen.append((walked, branch.current[1]))
        return False

    entries = {1: parse_clause_entry("wake empath learn 0", len(TOKENS))}
    leaves = walk(_armed_night(), entries, True, frozenset({3}), prune=counted, slot_ends=ends)
    return [state_key(leaf) for leaf in leaves], seen


def test_swaps_leaving_the_empaths_seat_unserved_die_at_the_barbers_slot() -> None:
    """Past the Barber's slot only branches in which seat 1 holds the Empath live on."""
    _, seen = _walked(slot_may_end)
    assert {token for walked, token in seen if walked == BARBER} == {"empath"}


def test_the_cut_keeps_every_leaf_in_its_order() -> None:
    """A soundness guard: the walk gives the same leaves, in order, as without the cut."""
    keys, _ = _walked(slot_may_end)
    plain_keys, _ = _walked(None)
    assert keys and keys == plain_keys


def test_a_later_nights_pixie_slot_keeps_holders_not_droisons() -> None:
    """The Pixie's later slot hands no one else a character, though it keeps no droisons."""
    pixie = REGISTRY["pixie"]
    assert keeps_holders(pixie, 2) and not keeps_droisons(pixie, 2)
    assert not keeps_holders(REGISTRY["barber"], 2)


def test_a_module_that_gains_is_read_as_handing_others_a_character() -> None:
    """The safe default: a module that may gain instances may give them to others too."""

    class Gainer(Character):
        id = "gainer"
        kind = Kind.TOWNSFOLK
        summary = "gains"
        gains_instances = True

    assert Gainer().slot_changes_others_instances(2)
    assert not keeps_holders(Gainer(), 2)
