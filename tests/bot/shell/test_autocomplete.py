"""The shell's autocomplete choices: distinct, filtered by what was typed, at most 25."""

from __future__ import annotations

from bot.shell.autocomplete import MAX_CHOICES, choices


def test_choices_are_distinct_and_match_what_was_typed_in_any_case():
    """Repeated values show once, in order; only those containing the typed text, any case."""
    got = choices(["B2", "a1", "B2", "b3"], "b")
    assert [c.value for c in got] == ["B2", "b3"]


def test_choices_stop_at_discords_limit():
    """No more than 25 choices are offered, the first ones kept."""
    got = choices([f"v{i}" for i in range(40)], "")
    assert [c.value for c in got] == [f"v{i}" for i in range(MAX_CHOICES)]
