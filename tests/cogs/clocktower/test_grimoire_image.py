"""The grimoire image draws what the grimoire text says (addendum §11): beside the Drunk's
mark, the ability instances a seat may hold beside its own (`X`, `~X`, `~X?`); under the grid,
the seats' possible current characters and the notes of the characters' rules."""

from __future__ import annotations

import io
from dataclasses import replace

from PIL import Image, ImageChops, ImageDraw

from bot import fonts
from cogs.clocktower.grimoire_image import (
    BACK,
    CELL,
    HEAD,
    INK,
    LINE,
    MARGIN,
    SIZE,
    cell_marks,
    footer_lines,
    grimoire_png,
)
from engine.clocktower.characters.worlds import GrimoireNote as Note
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.views import SeatView, StorytellerView

SEAT = SeatView(
    seat=1,
    tokens=("cannibal", "drunk(pixie)"),
    life="alive",
    maybe_poisoned=True,
    instances=("clockmaker", "~empath", "~gambler?", "~monk?"),
)


def _view(seat: SeatView, notes: tuple[Note, ...] = ()) -> StorytellerView:
    """A grimoire whose one row is ``seat``, with ``notes``."""
    return StorytellerView(
        seats=(seat,), certainly_in=(), certainly_out=(), bluffs=None, worlds=2, notes=notes
    )


def _png(seat: SeatView, notes: tuple[Note, ...] = ()) -> bytes:
    """The image of a two-seat grimoire whose second seat is ``seat``."""
    return grimoire_png(_view(seat, notes), UP, ("Alice", "Bob"))


def test_s11_each_instance_has_its_mark_in_its_characters_cell() -> None:
    """§11: held `X` is "+", a Drunk's or pretended `~X` is "~", a pretend not fixed yet
    `~X?` is "~?", beside the Drunk's "D" of its believed character."""
    assert cell_marks(SEAT) == {
        "pixie": "D",
        "clockmaker": "+",
        "empath": "~",
        "gambler": "~?",
        "monk": "~?",
    }


def test_s11_the_marks_are_the_catalogues() -> None:
    """The marks come from the storyteller's language (German: the Drunk's "S")."""
    assert cell_marks(SEAT, "de")["pixie"] == "S"
    assert cell_marks(SEAT, "de")["empath"] == "~"


def test_s11_a_mark_is_drawn_once_per_cell() -> None:
    """A seat Drunk in some worlds and not in others may hold `~X` twice over: one mark."""
    twice = replace(SEAT, tokens=("cannibal",), instances=("empath", "~empath", "~empath"))
    assert cell_marks(twice) == {"empath": "+~"}


def test_s11_the_image_draws_the_instances() -> None:
    """The image of a seat with instances differs from the same seat's without them."""
    bare = replace(SEAT, instances=())
    assert _png(SEAT) != _png(bare)


NOTES = (Note("spent", "damsel"), Note("chosen", "lleech", 2), Note("marked", "lycanthrope", 0))
SWAPPED = replace(SEAT, now=("baron", "scarlet_woman"))
WIDE = 2000.0


def test_s11_the_now_and_notes_lines_are_drawn_under_the_grid() -> None:
    """§11: the seat's possible current characters by name, then the rules' notes."""
    assert footer_lines(_view(SWAPPED, NOTES), WIDE) == [
        "@2 now: Baron, Scarlet Woman",
        "in some world: spent (Damsel); @3 chosen (Lleech); @1 marked (Lycanthrope)",
    ]


def test_s11_the_lines_under_the_grid_are_in_the_storytellers_language() -> None:
    """German: the catalogue's words and the characters' German names."""
    assert footer_lines(_view(SWAPPED, NOTES), WIDE, "de") == [
        "@2 jetzt: Baron, Scharlachrote Frau",
        "in einer möglichen Welt: verbraucht (Burgfräulein); @3 gewählt (Lleech); "
        "@1 markiert (Lykanthrop)",
    ]


def test_s11_a_long_line_wraps_to_the_images_width() -> None:
    """The notes line wraps at spaces: every line fits, and together they say it all."""
    lines = footer_lines(_view(SEAT, NOTES), 200.0)
    assert len(lines) > 1
    assert all(fonts.text_width(line, SIZE) <= 200.0 for line in lines)
    said = "in some world: spent (Damsel); @3 chosen (Lleech); @1 marked (Lycanthrope)"
    assert " ".join(lines) == said


def test_s11_no_swap_and_no_note_draws_the_grid_alone() -> None:
    """Script 1 with no seat changed: nothing under the grid, the image as tall as before."""
    assert footer_lines(_view(SEAT), WIDE) == []
    with Image.open(io.BytesIO(_png(SEAT))) as bare:
        assert bare.height == HEAD + CELL + 10


def test_s11_the_image_draws_the_lines_under_the_grid() -> None:
    """Each line under the grid is the fonts' drawing of :func:`footer_lines`' text."""
    png = _png(SWAPPED, NOTES)
    with Image.open(io.BytesIO(png)) as image:
        drawn = image.convert("RGB")
    lines = footer_lines(_view(SWAPPED, NOTES), drawn.width - 2 * MARGIN)
    top = drawn.height - MARGIN - LINE * len(lines)
    for index, line in enumerate(lines):
        strip = (0, top + index * LINE, drawn.width, top + (index + 1) * LINE)
        expected = Image.new("RGB", (drawn.width, LINE), BACK)
        fonts.draw_text(
            ImageDraw.Draw(expected), (MARGIN, LINE // 2), line, size=SIZE, fill=INK, anchor="lm"
        )
        assert ImageChops.difference(drawn.crop(strip), expected).getbbox() is None, line
