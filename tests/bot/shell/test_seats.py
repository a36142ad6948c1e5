"""Who plays which seat, wherever a family keeps it: the row's users or its setup's players."""

from __future__ import annotations

from typing import Any

import pytest

from bot.shell.extra import ShellExtra
from bot.shell.replies import Refusal
from bot.shell.seats import seat_of, seat_users
from bot.shell.store import FamilyGameRow
from tests.bot.shell.rows import family_row


def row(family: str, setup: dict[str, Any] | None = None, **extra: Any) -> FamilyGameRow:
    return family_row(family, setup=setup, extra=ShellExtra(**extra))


def cloud_setup(*user_ids: int) -> dict[str, Any]:
    return {"players": [{"name": f"p{u}", "user_id": u, "deck": {}} for u in user_ids]}


def test_the_rows_users_name_the_seats() -> None:
    """A family that keeps ``users`` in its row (the Lab, Clocktower) is read from there."""
    lab = row("lab", {"players": ["Ann", "Ben"]}, users=[11, None])
    assert seat_users(lab) == [11, None]


def test_a_setup_listing_its_players_user_ids_names_the_seats() -> None:
    """Quantum Cloud keeps its players' user ids in the setup: the seats come from there."""
    assert seat_users(row("cloud", cloud_setup(21, 22))) == [21, 22]


def test_a_setup_listing_names_only_names_no_seat() -> None:
    """Players given by name alone (a Lab setup without its users) seat nobody."""
    assert seat_users(row("lab", {"players": ["Ann", "Ben"]})) == []


def test_a_player_of_a_setup_finds_their_seat_and_anyone_else_is_refused() -> None:
    """The sender's seat from the setup's players; someone else is told they do not play."""
    cloud = row("cloud", cloud_setup(21, 22))
    assert seat_of(cloud, 22) == 1
    with pytest.raises(Refusal):
        seat_of(cloud, 99)
