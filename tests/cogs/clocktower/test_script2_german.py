"""Script 2's characters in German: each has the name German groups use and a summary of its
own, as script 1's do."""

from __future__ import annotations

from pathlib import Path

from cogs.clocktower.texts import script_title
from cogs.clocktower.words import name as character_name
from cogs.clocktower.words import report_words, summary
from engine.clocktower.characters import REGISTRY
from engine.clocktower.reports import Report, Told
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
    assert german["clockmaker"] == "Uhrmacher" and german["damsel"] == "Burgfräulein"
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


def test_the_damsel_guess_is_announced_in_german_with_its_seats():
    """D10's public line in German names the guesser and the guessed seat (it was a rules
    text without either)."""
    report = Report("public", Told.DAY_ACTION, seats=(4, 1), ids=("damsel",))
    assert report_words(report, "de") == "@5 tippt, dass @2 das Burgfräulein ist."
    assert report_words(report, "en") == "@5 guesses that @2 is the Damsel."


def test_the_damsel_has_one_german_name_everywhere():
    """The Damsel is the Burgfräulein in every German line that names her: never the
    Jungfer, one letter from script 1's Jungfrau (the Virgin)."""
    catalogues = Path(__file__).parents[3] / "bot" / "locales" / "de"
    text = "".join(p.read_text(encoding="utf-8") for p in catalogues.glob("*.ftl"))
    assert "Jungfer" not in text
    assert character_name("virgin", "de") == "Jungfrau"


def test_german_says_one_word_per_thing():
    """German catalogues write the Atheist game as one word (never "Atheisten-Spiel"), a
    character as "Charakter" (never "Figur") and Clocktower's buttons as "Button" (never
    "Knopf"), as everywhere else."""
    catalogues = Path(__file__).parents[3] / "bot" / "locales" / "de"
    text = "".join(p.read_text(encoding="utf-8") for p in catalogues.glob("*.ftl"))
    clocktower = "".join(p.read_text(encoding="utf-8") for p in catalogues.glob("clocktower*"))
    assert "Atheisten-" not in text
    assert "Figur" not in text
    assert "Knopf" not in clocktower and "Knöpfe" not in clocktower
    assert "Atheistenspiel" in text
