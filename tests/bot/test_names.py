"""The one name cleaner every family uses (bot.names): nothing invisible, no Discord markup."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.names import MARKUP, NameProblem, UnusableName, check_name, clean, display_name


@dataclass
class Member:
    display_name: str
    name: str = "account"


def test_invisible_characters_and_direction_overrides_are_dropped():
    """Zero-width spaces and joiners, bidi overrides and the BOM leave no trace."""
    assert clean("Bo\u200bb\u200d\u202e \ufeffEve\u2066") == "Bob Eve"


def test_markdown_code_and_spoilers_become_plain_text():
    """Bold, italics, code, strike-through, spoilers and escapes show as the plain name."""
    assert clean("**Al**`i`~~c~~||e||\\") == "Al i c e"


def test_mention_and_link_syntax_is_broken():
    """``<@123>``, ``<#1>`` and ``[x](url)`` no longer read as a mention, a channel or a link."""
    assert "<" not in clean("<@123456> <#9>") and "@123456" in clean("<@123456>")
    assert "[" not in clean("[click](https://x.y)")


def test_a_line_marker_at_the_start_is_dropped():
    """A name starting with ``#``, ``>`` or ``-`` cannot make a heading, quote or list."""
    assert clean("# Big") == "Big" and clean("> quote") == "quote" and clean("- item") == "item"
    assert clean("#3") == "#3" and clean("-x") == "-x"  # no marker without its space


def test_an_ordinary_name_in_any_script_is_kept_as_it_is():
    """Accents, Cyrillic, CJK, emoji and inner punctuation survive."""
    for name in ("Chloé", "Жанна", "李雪", "Ann 🐈", "O'Neil", "Jean-Luc #2"):
        assert clean(name) == name


def test_a_display_name_with_nothing_visible_falls_back_to_the_account_name():
    """An all-invisible or all-markup display name gives the account name, then ``Player``."""
    assert display_name(Member("\u200b**")) == "account"
    assert display_name(Member("\u200b", name="__")) == "Player"


def test_a_display_name_is_cut_to_the_limit():
    """Sixty-four characters at most, by default."""
    assert len(display_name(Member("x" * 100))) == 64


@given(st.text(max_size=80))
def test_a_cleaned_name_holds_no_markup_and_is_stable(raw):
    """Whatever the input: no markup character, no surrounding space, and cleaning twice
    changes nothing."""
    name = clean(raw)
    assert not set(name) & MARKUP
    assert name == name.strip()
    assert clean(name) == name


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        ("\u200b", NameProblem.BLANK),
        ("x" * 65, NameProblem.LONG),
        ("No One", NameProblem.NOBODY),
        ("@ 3", NameProblem.NUMBER),
        ("aLICE", NameProblem.TAKEN),
    ],
)
def test_an_unusable_name_carries_its_problem_as_a_code(raw, problem):
    """Each refused name says why as a code (worded where it is shown) and keeps the input."""
    with pytest.raises(UnusableName) as refused:
        check_name(raw, ["Alice"])
    assert refused.value.problem is problem and refused.value.name == raw
