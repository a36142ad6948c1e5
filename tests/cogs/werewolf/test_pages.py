"""Pages of players for a menu: the guide words that label them."""

from __future__ import annotations

from cogs.werewolf.pages import guide_words
from tests.cogs.werewolf.test_night_menu import FIRST_NAMES


def test_guide_words_are_as_short_as_the_neighbouring_names_allow():
    """Like a dictionary's: one letter when it tells the pages apart, more when names share it."""
    letters = sorted(FIRST_NAMES + [f"{n}a" for n in FIRST_NAMES], key=str.casefold)
    assert guide_words(letters, 0) == "A–L"
    assert guide_words(letters, 1) == "M–X"
    assert guide_words(letters, 2) == "Y–Z"
    numbered = [f"Player{i:02d}" for i in range(1, 49)]
    assert guide_words(numbered, 0) == "Player0–Player24"
    assert guide_words(numbered, 1) == "Player25–Player4"
    assert guide_words(["Solo"], 0) == "Solo"
