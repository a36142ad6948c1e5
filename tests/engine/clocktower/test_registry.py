"""The character contract: a new character plugs in with one module, through the hooks only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from engine.clocktower.actions import DaySend, parse_action_text, parse_record_line
from engine.clocktower.characters import REGISTRY, Character, register, unregister
from engine.clocktower.characters.base import hooked
from engine.clocktower.characters.worlds import NightLike
from engine.clocktower.script import Kind, Script, compositions, no_setup_reason
from engine.clocktower.search import completions, explore, rules_of
from engine.clocktower.text import Seat
from engine.clocktower.world import DayAction, DayPlan, History, NightPlan

if TYPE_CHECKING:
    from engine.clocktower.world import World


class Marquis(Character):
    """A test Minion whose only rule is a setup modifier: one more Outsider."""

    id = "test_marquis"
    kind = Kind.MINION
    summary = "While you are in play there is one more Outsider and one fewer Townsfolk."
    setup_modifier = (-1, 1)


class Judge(Character):
    """A test Townsfolk with a public day action: a living Judge's sentence always kills."""

    id = "test_judge"
    kind = Kind.TOWNSFOLK
    summary = "By day you may sentence a player, who dies."
    day_verb = "sentence"
    day_phrase = "sentence"
    day_announcement = "{actor} sentences {target}."

    def day_act(self, world: World, actor: Seat, target: Seat) -> None:
        """Only a living, real Judge's sentence kills."""
        if world.alive[actor] and world.is_char(actor, self.id):
            world.kill(target, "sentence")


SCRIPT = Script(
    id="test_court",
    title="Court (test script)",
    characters=(
        "chef", "empath", "monk", "soldier", "test_judge",
        "recluse", "saint",
        "poisoner", "test_marquis",
        "imp",
    ),
)  # fmt: skip


@pytest.fixture
def court() -> Iterator[Script]:
    """The test characters registered for one test, then removed."""
    register(Marquis)
    register(Judge)
    try:
        yield SCRIPT
    finally:
        unregister(Judge.id)
        unregister(Marquis.id)


def _outsiders(history: History) -> set[int]:
    """How many Outsiders the complete setups of every world of ``history`` hold."""
    found = set()
    for leaf in explore(history):
        for setup in completions(rules_of(history), leaf.cands):
            found.add(sum(REGISTRY[t].kind is Kind.OUTSIDER for t in setup))
    return found


def test_a_setup_modifier_changes_the_counts_only_while_in_play(court: Script) -> None:
    """With the test Minion in play a 5-player setup has one Outsider; without it, none."""
    assert compositions(court, 5) == ((frozenset(), 3, 0), (frozenset({"test_marquis"}), 2, 1))
    night = History(court, 5, frozenset({0, 1}), (NightPlan(1),))
    assert _outsiders(night.with_pins([(0, frozenset({"test_marquis"}))])) == {1}
    assert _outsiders(night.with_pins([(0, frozenset({"poisoner"}))])) == {0}


def test_a_setup_modifier_names_itself_in_the_refusal(court: Script) -> None:
    """At 9 players the refusal speaks of the test Minion, from its id alone."""
    assert no_setup_reason(court, 9) == (
        "without the test_marquis, no three good characters left out of play for the bluffs;"
        " with the test_marquis, 3 Outsiders needed and the script has 2"
    )


def test_a_day_action_parses_and_replays_by_its_verb(court: Script) -> None:
    """The verb the module declares is a player's action and a record line."""
    action = parse_action_text("sentence @4", 2, 5)
    assert action == DaySend(2, "sentence", 3)
    assert action.text == "@3 sentence @4"
    assert parse_record_line(action.text, 5) == (2, action)


def test_a_day_action_applies_the_modules_rule_in_each_world(court: Script) -> None:
    """The sentence kills where the sender is the Judge and does nothing where it is not."""
    day = (NightPlan(1), DayPlan(1, (DayAction("sentence", 2, 3),)))
    history = History(court, 5, frozenset({0, 1}), day)
    judge = list(explore(history.with_pins([(2, frozenset({"test_judge"}))])))
    chef = list(explore(history.with_pins([(2, frozenset({"chef"}))])))
    assert judge and all(not leaf.alive[3] for leaf in judge)
    assert chef and all(leaf.alive[3] for leaf in chef)


def test_a_second_character_with_the_same_day_verb_is_refused() -> None:
    """Two modules cannot both claim 'slay'."""

    class Copy(Character):
        id = "test_copy"
        kind = Kind.TOWNSFOLK
        summary = "A copy."
        day_verb = "slay"

    with pytest.raises(ValueError, match="already registered"):
        register(Copy)
    assert "test_copy" not in REGISTRY


def test_a_character_registered_after_the_kinds_were_read_has_its_kind() -> None:
    """A script knows the kind of a character registered after it first read the registry."""
    assert SCRIPT.kind("imp") is Kind.DEMON  # reads (and caches) the kinds before the Marquis
    register(Marquis)
    try:
        assert SCRIPT.kind(Marquis.id) is Kind.MINION
    finally:
        unregister(Marquis.id)


class Bystander(Character):
    """A test Townsfolk that overrides a script-2 hook and changes nothing with it."""

    id = "test_bystander"
    kind = Kind.TOWNSFOLK
    summary = "You have no ability (a test of the hooks' registry)."

    def suspends_end(self, night: NightLike) -> bool:
        return False


def test_a_character_registered_after_the_hooks_were_read_is_asked_its_hook() -> None:
    """The core asks a character registered after it first read who overrides a hook, and
    stops asking once it is removed."""
    assert Bystander.id not in hooked("suspends_end")  # reads (and caches) the hooks first
    register(Bystander)
    try:
        assert Bystander.id in hooked("suspends_end")
    finally:
        unregister(Bystander.id)
    assert Bystander.id not in hooked("suspends_end")
