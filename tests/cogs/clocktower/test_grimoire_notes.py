"""The grimoire's notes of the characters' rules (addendum §11) in the storyteller's
language: one line, "in some world: …", each note with its seat and the character's name."""

from __future__ import annotations

from cogs.clocktower.texts import grimoire_lines
from engine.clocktower.characters.worlds import GrimoireNote as Note
from engine.clocktower.views import SeatView, StorytellerView

VIEW = StorytellerView(
    seats=(SeatView(seat=0, tokens=("empath",), life="alive", maybe_poisoned=False),),
    certainly_in=(),
    certainly_out=(),
    bluffs=None,
    worlds=3,
    notes=(
        Note("spent", "damsel"),
        Note("chosen", "lleech", 2),
        Note("marked", "lycanthrope", 0),
    ),
)


def test_s11_the_notes_line_in_english() -> None:
    """English: the seat, what the rule keeps, the character."""
    line = "in some world: spent (Damsel); @3 chosen (Lleech); @1 marked (Lycanthrope)"
    assert line in grimoire_lines(VIEW).splitlines()


def test_s11_the_notes_line_in_german() -> None:
    """German: the same line with the catalogue's words and names."""
    line = (
        "in einer möglichen Welt: verbraucht (Burgfräulein); @3 gewählt (Lleech); "
        "@1 markiert (Lykanthrop)"
    )
    assert line in grimoire_lines(VIEW, "de").splitlines()


def test_s11_no_notes_no_line() -> None:
    """Script 1 (no notes): no line."""
    bare = StorytellerView(
        seats=VIEW.seats, certainly_in=(), certainly_out=(), bluffs=None, worlds=3
    )
    assert "in some world" not in grimoire_lines(bare)
