"""Who plays which seat, wherever a family keeps it: the row's users or its setup's players."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

import discord
import pytest

from bot.i18n import Msg
from bot.shell.extra import ShellExtra
from bot.shell.replies import Refusal
from bot.shell.seats import join_seat, seat_of, seat_users
from bot.shell.store import FamilyGameRow, GameStatus
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


@dataclass
class Joiner:
    """What seating reads of a member: their id and names."""

    id: int
    display_name: str
    name: str = "account"


def lobby_row(family: str, **fields: Any) -> FamilyGameRow:
    """A lobby's row (the game not started)."""
    return family_row(family, status=GameStatus.LOBBY, **fields)


FULL = Msg.of("shell-not-playing")
ALREADY = Msg.of("shell-not-in-lobby")


def joiner(user_id: int, shown: str) -> discord.abc.User:
    return cast(discord.abc.User, Joiner(user_id, shown))


def test_a_member_joins_at_the_end_of_the_table_under_their_cleaned_name() -> None:
    """Joining seats the member last, named by their display name with markup dropped."""
    lobby = lobby_row("lab", seats=[{"user_id": 1, "name": "Ann"}])
    assert not join_seat(lobby, joiner(2, "**Bo**"), most=5, full=FULL, already=ALREADY)
    assert lobby.seats == [{"user_id": 1, "name": "Ann"}, {"user_id": 2, "name": "Bo"}]


def test_a_full_table_refuses_a_newcomer_and_changes_nothing() -> None:
    """At ``most`` players the next member is refused with the family's full message."""
    seats = [{"user_id": 1, "name": "Ann"}, {"user_id": 2, "name": "Bo"}]
    lobby = lobby_row("lab", seats=list(seats))
    with pytest.raises(Refusal) as refused:
        join_seat(lobby, joiner(3, "Cy"), most=2, full=FULL, already=ALREADY)
    assert refused.value.args[0] is FULL
    assert lobby.seats == seats


def test_joining_twice_is_refused_when_the_family_says_so() -> None:
    """A member already seated is refused with the family's message, even at a full table."""
    seats = [{"user_id": 1, "name": "Ann"}, {"user_id": 2, "name": "Bo"}]
    lobby = lobby_row("clocktower", seats=list(seats))
    with pytest.raises(Refusal) as refused:
        join_seat(lobby, joiner(1, "Ann"), most=2, full=FULL, already=ALREADY)
    assert refused.value.args[0] is ALREADY
    assert lobby.seats == seats


def test_joining_again_moves_a_member_last_with_their_new_fields() -> None:
    """With no refusal for a second join, the member rejoins last with the new deck."""
    lobby = lobby_row("cloud", seats=[{"user_id": 1, "name": "Ann", "deck": "a"}])
    lobby.seats.append({"user_id": 2, "name": "Bo", "deck": "b"})
    assert join_seat(lobby, joiner(1, "Ann"), most=2, full=FULL, deck="c")
    assert lobby.seats == [
        {"user_id": 2, "name": "Bo", "deck": "b"},
        {"user_id": 1, "name": "Ann", "deck": "c"},
    ]


def test_a_lobby_whose_game_started_meanwhile_refuses_the_join() -> None:
    """A join that waited while the game started is refused as closed and seats nobody."""
    seats = [{"user_id": 1, "name": "Ann"}]
    started = family_row("lab", status=GameStatus.RUNNING, seats=list(seats))
    with pytest.raises(Refusal) as refused:
        join_seat(started, joiner(2, "Bo"), most=5, full=FULL, already=ALREADY)
    assert refused.value.args[0].key == "shell-lobby-closed"
    assert started.seats == seats
