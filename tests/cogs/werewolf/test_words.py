"""The engine's codes said through the catalogue (cogs/werewolf/words.py): every code has its
own words in every shipped language, and the German ones are German (issue 27)."""

from __future__ import annotations

import pytest

from cogs.werewolf import words
from engine.werewolf.errors import Illegal, IllegalMoveError
from engine.werewolf.reports import EndReason, LynchReason
from tests.cogs.werewolf.test_german import english_left

NAMES = ["Ann", "Bob", "Cy"]


def _error(code: Illegal) -> IllegalMoveError:
    """A refusal of ``code`` with every datum a refusal may carry."""
    return IllegalMoveError(
        code,
        "(the console's words)",
        player="Ann",
        target="Bob",
        seat=7,
        tied=["Bob", "Cy"],
        power="attack",
        phase="N0",
        value="Cy",
    )


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_refusal_of_the_rules_has_its_own_words(locale: str) -> None:
    """No two refusal codes read alike: none falls back to another's words."""
    said = {code: words.illegal(_error(code), locale) for code in Illegal}
    assert len(set(said.values())) == len(Illegal), said


def test_a_refusal_is_never_the_engines_english() -> None:
    """The sender reads the catalogue's words, not the engine's message."""
    assert all("console" not in words.illegal(_error(code), "en") for code in Illegal)


def test_the_german_refusals_hold_no_english() -> None:
    """Each refusal of the rules in German has no English word left."""
    german = {code: words.illegal(_error(code), "de") for code in Illegal}
    assert {code: text for code, text in german.items() if english_left(text, NAMES)} == {}


def test_a_refusal_names_the_phase_and_the_tied_in_the_readers_words() -> None:
    """Phase codes and lists of names are worded in the reader's language."""
    assert words.illegal(_error(Illegal.NOT_TONIGHT), "de") == "In Nacht 0 gibt es keine Angriffe."
    tied = words.illegal(_error(Illegal.NOT_AMONG_TIED), "en")
    assert tied == "Bob is not among the tied: Bob and Cy."


@pytest.mark.parametrize("locale", ["en", "de"])
def test_a_tie_rule_is_said_in_words_not_as_its_setting(locale: str) -> None:
    """A decision refused under another tie rule says that rule in the reader's words."""
    said = {
        rule: words.illegal(IllegalMoveError(Illegal.NO_STORYTELLER_TIES, "no", value=rule), locale)
        for rule in ("random", "no-lynch")
    }
    assert said["random"] != said["no-lynch"]
    assert all("no-lynch" not in text and "**" not in text for text in said.values())


def test_a_refused_input_is_quoted_short_and_escaped() -> None:
    """A long or marked-up name in a refusal is cut and cannot format the reply."""
    error = IllegalMoveError(Illegal.NAME_TAKEN, "taken", value="*" * 500)
    text = words.illegal(error, "en")
    assert len(text) < 200 and "\\*" in text


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_lynch_reason_has_its_own_words(locale: str) -> None:
    """Each way a day ends reads differently, and a tie names the tied."""
    said = {reason: words.lynch_reason(reason, ["Ann", "Bob"], locale) for reason in LynchReason}
    assert len(set(said.values())) == len(LynchReason)
    ties = [reason for reason in LynchReason if reason.value.startswith("tie-")]
    assert all("Ann" in said[reason] and "Bob" in said[reason] for reason in ties)


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_end_reason_has_its_own_words(locale: str) -> None:
    """Each end condition reads differently."""
    said = {reason: words.outcome_reason(reason, locale) for reason in EndReason}
    assert len(set(said.values())) == len(EndReason)


@pytest.mark.parametrize(
    ("code", "en", "de"),
    [
        ("seer", "Seer", "Seherin"),
        ("villager", "Villager", "Dorfbewohner"),
        ("wolf", "Werewolf", "Werwolf"),
        ("wolf3", "gamma wolf", "Gammawolf"),
        ("wolf30", "#30 wolf", "Wolf #30"),
    ],
)
def test_a_roles_text_form_reads_as_people_name_it(code: str, en: str, de: str) -> None:
    """``seer``, ``wolf3``... read as role names in each language, past the Greek letters too."""
    assert (words.role(code, "en"), words.role(code, "de")) == (en, de)
