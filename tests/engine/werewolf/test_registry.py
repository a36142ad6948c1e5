"""The role and action registries: every registered form round-trips; a new power plugs in."""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from typing import ClassVar

import pytest

from engine.core.errors import IllegalActionError, ParseError
from engine.werewolf import Game, RoleKind, make_setup, parse_action, parse_role
from engine.werewolf import actions as actions_module
from engine.werewolf import roles as roles_module
from engine.werewolf.actions import Action, NightPower, action_types, register_action
from engine.werewolf.board import Board
from engine.werewolf.roles import Role, RoleSpec, Team, register_role, role_spec, role_specs
from engine.werewolf.worlds.base import Marginals

NAMES = [f"P{i}" for i in range(6)]


@pytest.mark.parametrize("action_type", action_types(), ids=lambda t: t.type)
def test_every_registered_example_round_trips(action_type: type[Action]) -> None:
    """Each registered type parses its examples back to the same canonical text."""
    assert action_type.examples
    for example in action_type.examples:
        action = parse_action(example)
        assert type(action) is action_type
        assert str(action) == example


def test_the_table_and_the_roles_register_every_known_verb() -> None:
    """Votes, the storyteller's tools and both night powers are registered once each."""
    verbs = [action_type.type for action_type in action_types()]
    assert sorted(verbs) == sorted(
        ["vote", "decide", "advance", "kick", "undo", "rename", "vision", "attack"]
    )


def test_an_unknown_text_lists_every_registered_example() -> None:
    """The parse error names an example of every registered action type."""
    with pytest.raises(ParseError) as caught:
        parse_action("protect @1 @2")
    for action_type in action_types():
        assert f"'{action_type.examples[0]}'" in str(caught.value)


def test_a_second_action_with_the_same_type_is_refused() -> None:
    """Registering a type name twice is a ValueError, so two modules cannot clash silently."""

    @dataclass(frozen=True, slots=True)
    class Vote2(NightPower):
        type: ClassVar[str] = "vote"

    with pytest.raises(ValueError, match="already registered"):
        register_action(Vote2)


def test_every_role_kind_has_a_spec_and_its_text_form_round_trips() -> None:
    """Each original kind is registered; its plain (and ranked) form parses back to the role."""
    assert {spec.kind for spec in role_specs()} == {
        RoleKind.SEER,
        RoleKind.VILLAGER,
        RoleKind.WOLF,
    }
    for spec in role_specs():
        roles = [Role(spec.kind)] + ([Role(spec.kind, 3)] if spec.ranked_title else [])
        for role in roles:
            assert parse_role(str(role)) == role
            assert role.team is spec.team


def test_titles_come_from_the_role_specs() -> None:
    """The Seer's title is its spec's; a ranked wolf's fills the rank into the ranked title."""
    assert Role(RoleKind.SEER).title() == role_spec(RoleKind.SEER).title
    assert Role(RoleKind.WOLF, 2).title() == "the beta wolf"


def test_a_new_night_power_needs_only_its_own_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """A power defined and registered in one place parses, checks and is kept as a choice."""
    monkeypatch.setattr(actions_module, "_REGISTRY", list(actions_module._REGISTRY))

    @register_action
    @dataclass(frozen=True, slots=True)
    class Protect(NightPower):
        type: ClassVar[str] = "protect"
        examples: ClassVar[tuple[str, ...]] = ("protect @1 @2",)
        noun: ClassVar[str] = "protections"
        verb: ClassVar[str] = "protect"

        @classmethod
        def owes(cls, game: Board, chances: Marginals, seat: int) -> bool:
            return False

    game = Game(make_setup(players=NAMES, seed=1))
    action = parse_action("protect @1 @2")
    assert isinstance(action, Protect) and str(action) == "protect @1 @2"
    with pytest.raises(IllegalActionError, match="P1 cannot protect themselves"):
        game.check(parse_action("protect @1 @1"))
    game.push(action)
    assert game.choices.of("protect") == {1: 2}
    assert [str(a) for a in game.actions] == ["protect @1 @2"]


def test_a_new_night_power_is_owed_as_its_owes_says(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Game.owed`` asks every registered night power, with no role spec naming it."""
    monkeypatch.setattr(actions_module, "_REGISTRY", list(actions_module._REGISTRY))

    @register_action
    @dataclass(frozen=True, slots=True)
    class Protect(NightPower):
        type: ClassVar[str] = "protect"
        examples: ClassVar[tuple[str, ...]] = ("protect @1 @2",)
        noun: ClassVar[str] = "protections"
        verb: ClassVar[str] = "protect"

        @classmethod
        def owes(cls, game: Board, chances: Marginals, seat: int) -> bool:
            return seat == 1 and seat not in game.choices.of("protect")

    game = Game(make_setup(players=NAMES, seed=1))
    assert "protect" in game.owed()[1]
    assert all("protect" not in owed for seat, owed in game.owed().items() if seat != 1)
    game.push(parse_action("protect @1 @2"))
    assert "protect" not in game.owed().get(1, [])


def test_a_new_role_needs_only_its_own_kind_and_spec(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kind made and registered in one place parses, titles and teams like the others."""
    monkeypatch.setattr(roles_module, "_SPECS", dict(roles_module._SPECS))
    parse_role.cache_clear()
    doctor = RoleKind("doctor")
    register_role(RoleSpec(kind=doctor, team=Team.GOOD, title="the Doctor"))
    try:
        role = parse_role("doctor")
        assert role == Role(doctor) and role.kind is doctor
        assert (role.title(), role.team, str(role)) == ("the Doctor", Team.GOOD, "doctor")
        with pytest.raises(ParseError, match="only wolves have a rank"):
            parse_role("doctor2")
    finally:
        parse_role.cache_clear()


def test_a_kind_is_one_object_per_name_even_through_pickling() -> None:
    """``RoleKind("wolf")`` is the WOLF kind, also after a round trip through pickle."""
    assert RoleKind("wolf") is RoleKind.WOLF
    assert pickle.loads(pickle.dumps(RoleKind.SEER)) is RoleKind.SEER
    assert pickle.loads(pickle.dumps(Role(RoleKind.WOLF, 2))).kind is RoleKind.WOLF


def test_a_kind_name_is_lower_case_letters() -> None:
    """A kind whose name the role text form could not carry is a ParseError."""
    with pytest.raises(ParseError, match="lower-case letters only: 'Wolf 2'"):
        RoleKind("Wolf 2")
