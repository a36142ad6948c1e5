"""What `/ct rules` lists outside a game: the script a new game opens on, nothing more."""

from __future__ import annotations

from cogs.clocktower.texts import rules_text
from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import TROUBLE_BREWING, UNCERTAINTY_PRINCIPLE


def test_rules_outside_a_game_leave_out_the_characters_of_script_2_alone() -> None:
    """A character only script 2 has (the Vortox) is not in the rules shown outside a game."""
    only_two = set(UNCERTAINTY_PRINCIPLE.characters) - set(TROUBLE_BREWING.characters)
    assert "vortox" in only_two and "vortox" in REGISTRY
    assert "**vortox" not in rules_text()


def test_rules_outside_a_game_list_every_character_of_script_1() -> None:
    """Every character of script 1 has its line in the rules shown outside a game."""
    text = rules_text()
    assert all(f"**{c}" in text for c in TROUBLE_BREWING.characters)
