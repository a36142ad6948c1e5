"""Numbers, percentages and dates as each language writes them."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.i18n.formats import date, number, percent


def test_numbers_use_each_languages_separators():
    """German groups with a dot and writes a decimal comma; English the other way round."""
    assert number(1234.5, "de") == "1.234,5"
    assert number(1234.5, "en-US") == "1,234.5"


def test_percentages_use_each_languages_form():
    """German puts a space before the percent sign; English does not."""
    assert percent(2, 5, "de") == "40\xa0%"
    assert percent(2, 5, "en-GB") == "40%"


def test_only_a_certainty_shows_as_0_or_100_percent():
    """1 in 1000 shows as 1 %, 999 in 1000 as 99 %; exactly all or none as 100 % or 0 %."""
    assert percent(1, 1000, "en") == "1%"
    assert percent(999, 1000, "en") == "99%"
    assert percent(1000, 1000, "en") == "100%"
    assert percent(0, 1000, "en") == "0%"


def test_a_share_that_is_not_one_is_refused():
    """A part larger than the whole is a bug, not a percentage."""
    with pytest.raises(ValueError, match="3/2"):
        percent(3, 2, "en")


def test_dates_are_written_in_each_language():
    """A date in full, in the language's words and order."""
    day = dt.date(2026, 11, 28)
    assert date(day, "de") == "28. November 2026"
    assert date(day, "en-US") == "November 28, 2026"
