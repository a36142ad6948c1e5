"""Script 2's characters in German: each has the name German groups use and a summary of its
own, as script 1's do."""

from __future__ import annotations

from cogs.clocktower.texts import script_title
from cogs.clocktower.words import name as character_name
from cogs.clocktower.words import summary
from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE

SAME_IN_GERMAN = frozenset({"empath", "atheist", "baron", "pukka", "lleech", "vortox"})
"""Names German groups keep as they are (a loan word or a made-up demon's name)."""


def test_every_script_2_character_has_a_german_name():
    """No character of script 2 falls back to the engine's English name in German, but the
    names German keeps as they are."""
    english = {c: character_name(c, "en") for c in UNCERTAINTY_PRINCIPLE.characters}
    german = {c: character_name(c, "de") for c in UNCERTAINTY_PRINCIPLE.characters}
    kept = {c for c in UNCERTAINTY_PRINCIPLE.characters if german[c] == english[c]}
    assert kept == SAME_IN_GERMAN
    assert german["clockmaker"] == "Uhrmacher" and german["damsel"] == "Jungfer"
    assert len(set(german.values())) == len(german)


def test_every_script_2_character_has_a_german_summary():
    """No summary of script 2 falls back to the engine's English in German."""
    english = [
        c for c in UNCERTAINTY_PRINCIPLE.characters if summary(c, "de") == REGISTRY[c].summary
    ]
    assert english == []


def test_the_devils_advocate_keeps_its_apostrophe_in_english():
    """English names the Devil's Advocate as players write it (the engine's id has none)."""
    assert character_name("devils_advocate", "en") == "Devil's Advocate"


def test_script_2_has_a_german_title():
    """The script's title reads in German."""
    assert script_title(UNCERTAINTY_PRINCIPLE, "de") == "Unschärferelation"
