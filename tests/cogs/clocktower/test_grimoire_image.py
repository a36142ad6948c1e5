"""The grimoire image draws what the grimoire text says (addendum §11): beside the Drunk's
mark, the ability instances a seat may hold beside its own (`X`, `~X`, `~X?`)."""

from __future__ import annotations

from dataclasses import replace

from cogs.clocktower.grimoire_image import cell_marks, grimoire_png
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.views import SeatView, StorytellerView

SEAT = SeatView(
    seat=1,
    tokens=("cannibal", "drunk(pixie)"),
    life="alive",
    maybe_poisoned=True,
    instances=("clockmaker", "~empath", "~gambler?", "~monk?"),
)


def _png(seat: SeatView) -> bytes:
    """The image of a two-seat grimoire whose second seat is ``seat``."""
    view = StorytellerView(seats=(seat,), certainly_in=(), certainly_out=(), bluffs=None, worlds=2)
    return grimoire_png(view, UP, ("Alice", "Bob"))


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
