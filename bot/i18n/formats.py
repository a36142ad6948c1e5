"""Numbers, percentages and dates as each language writes them (Babel's locale data).

Exact values stay exact: :func:`percent` takes a numerator and a denominator and shows 0 % and
100 % only for a certainty, never for a rounded near-certainty. Discord timestamps (``<t:...>``)
are not formatted here: each reader's client shows those in their own language and time zone.
"""

from __future__ import annotations

import datetime as dt
import functools
from decimal import Decimal
from fractions import Fraction

import discord
from babel import Locale as BabelLocale
from babel import dates, numbers

from bot.i18n.catalogue import SOURCE, match


@functools.lru_cache(maxsize=64)
def _babel(locale: str | discord.Locale | None) -> BabelLocale:
    return BabelLocale.parse(match(locale) or SOURCE, sep="-")


def number(value: int | float, locale: str | discord.Locale | None) -> str:
    """``value`` with the language's digit grouping and decimal sign (1,234.5 / 1.234,5)."""
    return numbers.format_decimal(value, locale=_babel(locale))


def percent(part: int, whole: int, locale: str | discord.Locale | None) -> str:
    """``part / whole`` as a whole percentage in the language's form ("40 %" in German,
    "40%" in English). Only an exact 0 or 1 shows as 0 % or 100 %; a share in between that
    rounds to either shows as 1 % or 99 %."""
    if whole <= 0 or not 0 <= part <= whole:
        raise ValueError(f"not a share: {part}/{whole}")
    share = Fraction(part, whole)
    shown = round(share * 100)
    if 0 < share < 1:
        shown = min(max(shown, 1), 99)
    return numbers.format_percent(Decimal(shown) / 100, locale=_babel(locale))


def date(when: dt.date | dt.datetime, locale: str | discord.Locale | None) -> str:
    """A calendar date as the language writes it in full ("28 November 2026" / "28. November
    2026")."""
    return dates.format_date(when, format="long", locale=_babel(locale))


def chance(value: float, locale: str | discord.Locale | None) -> str:
    """A chance the engine computed as a float, with one decimal in the language's form
    ("14.3%" / "14,3 %"): 0 % and 100 % only for an exact 0 or 1, anything between kept
    within 0.1..99.9 so that rounding never shows a near-certainty as a certainty."""
    if value <= 0.0 or value >= 1.0:
        return _percent_text(0 if value <= 0.0 else 1, 0, locale)
    # The same digits as the engine's own text (engine.werewolf.text.percent).
    return _percent_text(f"{min(max(value * 100.0, 0.1), 99.9):.1f}", 1, locale)


@functools.lru_cache(maxsize=8192)
def _percent_text(shown: str | int, digits: int, locale: str | discord.Locale | None) -> str:
    # Cached: a table of a big game shows the same few hundred percentages tens of thousands of
    # times, and Babel parses its pattern and locale data on every call.
    babel = _babel(locale)
    pattern = numbers.parse_pattern(babel.percent_formats[None].pattern)
    pattern.frac_prec = (digits, digits)
    return str(pattern.apply(Decimal(shown) / (100 if digits else 1), babel))


def fixed(value: float, digits: int, locale: str | discord.Locale | None) -> str:
    """``value`` with exactly ``digits`` decimals in the language's form (14.0 / 14,0)."""
    babel = _babel(locale)
    pattern = numbers.parse_pattern(babel.decimal_formats[None].pattern)
    pattern.frac_prec = (digits, digits)
    return str(pattern.apply(Decimal(f"{value:.{digits}f}"), babel))
