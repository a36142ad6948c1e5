"""Rulesets as subclasses: ``Game(setup)`` picks the preset's class; the state is explicit."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engine.core.errors import SetupError
from engine.werewolf import Advance, CisraGame, ClassicGame, Game, Preset, make_setup
from engine.werewolf.rulesets.classic import ClassicState
from engine.werewolf.state import GameState
from tests.engine.werewolf.lockstep import play_lockstep

NAMES = [f"P{i}" for i in range(7)]


@pytest.mark.parametrize(("preset", "ruleset"), [("cisra", CisraGame), ("classic", ClassicGame)])
def test_game_of_a_setup_is_its_presets_ruleset(preset: str, ruleset: type[Game]) -> None:
    """``Game(setup)`` builds the subclass registered for the setup's preset."""
    game = Game(make_setup(players=NAMES, preset=preset))
    assert type(game) is ruleset
    assert Game.rulesets[Preset(preset)] is ruleset


def test_a_ruleset_refuses_a_setup_of_another_preset() -> None:
    """Building CisraGame from a classic setup is a SetupError naming both presets."""
    with pytest.raises(SetupError, match="cisra rules, not classic"):
        CisraGame(make_setup(players=NAMES, preset="classic"))


def test_only_cisra_has_a_cisra_model_and_only_classic_a_classic_one() -> None:
    """The model accessors answer ``None`` under the other ruleset."""
    cisra = Game(make_setup(players=NAMES))
    classic = Game(make_setup(players=NAMES, preset="classic"))
    assert cisra.cisra is not None and cisra.classic is None
    assert classic.classic is not None and classic.cisra is None


@pytest.mark.parametrize("state_type", [GameState, ClassicState])
def test_a_state_copy_shares_no_mutable_field(state_type: type[GameState]) -> None:
    """Every list, dict or model of a copied state is a new object: undo cannot leak changes."""
    preset = "classic" if state_type is ClassicState else "cisra"
    game = Game(make_setup(players=NAMES, preset=preset, seed=3))
    play_lockstep([game], 3, max_phases=3)
    assert type(game.state) is state_type
    copied = game.state.copy()
    for field in fields(copied):
        value = getattr(game.state, field.name)
        if isinstance(value, (bool, int, str, type(None))) or field.name == "phase":
            continue
        if field.name == "outcome":
            continue
        assert getattr(copied, field.name) is not value, field.name
        assert getattr(copied, field.name) == value or field.name in {"random", "model"}


@pytest.mark.parametrize("preset", ["cisra", "classic"])
def test_undo_puts_back_the_state_copied_before_the_resolution(preset: str) -> None:
    """After advance and undo the world count, deaths and draws are those before the advance."""
    game = Game(make_setup(players=NAMES, preset=preset, seed=5))
    play_lockstep([game], 5, max_phases=2)
    before = game.state.copy()
    game.push(Advance())
    game.push_text("undo")
    assert game.world_count() == before.model.count()
    assert game.deaths == before.deaths
    assert game.random.log == before.random.log
    assert game.state.correcting
