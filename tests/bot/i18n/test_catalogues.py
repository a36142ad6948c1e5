"""The catalogues: every key the code says is in every shipped language, with its variables."""

from __future__ import annotations

from bot.i18n.catalogue import LANGUAGES, SOURCE, catalogue
from bot.i18n.commands import fits_name, fits_text
from tests.bot.i18n.keys import problems, uses, uses_in

COMMANDS = ("cmd-", "choice-")
"""Keys of the command translator: English keeps those in the code, not in its catalogue."""


def shipped() -> dict[str, dict[str, frozenset[str]]]:
    return {code: catalogue(code) for code in LANGUAGES}


def test_every_key_the_code_says_is_in_every_catalogue_with_its_variables():
    """Each t()/Msg.of() in bot/ and cogs/ names a key every catalogue has, with the same
    variables."""
    said = uses()
    assert {use.key for use in said} >= {"shell-unknown-component", "shell-failed"}
    assert problems(said, shipped()) == []


def test_a_key_removed_from_a_catalogue_fails_the_check():
    """Taking one used key out of the German catalogue is reported."""
    catalogues = shipped()
    del catalogues["de"]["shell-failed"]
    assert problems(uses(), catalogues) == [
        f"{use.where}: 'shell-failed' is missing from de"
        for use in uses()
        if use.key == "shell-failed"
    ]


def test_a_variable_the_code_does_not_pass_fails_the_check():
    """A call that passes other variables than its message uses is reported."""
    said = uses_in('t("language-chosen", "de", name="Deutsch")\n', "x.py")
    assert problems(said, shipped()) == [
        "x.py:1: 'language-chosen' in en uses ['language'], the code passes ['name']",
        "x.py:1: 'language-chosen' in de uses ['language'], the code passes ['name']",
    ]


def test_a_key_the_check_cannot_read_fails_it():
    """A key built at run time cannot be checked, so it is refused."""
    said = uses_in('t(key, "de")\nMsg.of(f"x-{n}")\n', "x.py")
    assert len(problems(said, shipped())) == 2


def test_every_language_has_every_english_message_with_its_variables():
    """No shipped catalogue lacks a message of English's or uses other variables."""
    english = catalogue(SOURCE)
    for code in LANGUAGES:
        messages = catalogue(code)
        missing = sorted(set(english) - set(messages))
        assert missing == [], f"{code} lacks {missing}"
        differ = sorted(key for key in english if english[key] != messages[key])
        assert differ == [], f"{code} uses other variables in {differ}"


def test_no_catalogue_has_a_message_english_does_not():
    """A message only a translation has is a leftover (commands' names excepted)."""
    english = set(catalogue(SOURCE))
    for code in LANGUAGES:
        extra = sorted(
            k for k in catalogue(code) if k not in english and not k.startswith(COMMANDS)
        )
        assert extra == [], f"{code} has {extra}"


def test_command_translations_keep_within_discords_limits():
    """Every translated command name is a valid Discord name; descriptions and choices fit."""
    from bot.i18n.catalogue import attribute, value

    for code in LANGUAGES:
        for key in catalogue(code):
            if not key.startswith(COMMANDS):
                continue
            text = value(key, code)
            assert text is not None
            assert fits_name(text) if key.startswith("cmd-") else fits_text(text), (code, key)
            description = attribute(key, "description", code)
            assert description is None or fits_text(description), (code, key)
