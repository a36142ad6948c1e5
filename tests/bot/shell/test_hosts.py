"""Who runs a game beside its host, and who may never (:mod:`bot.shell.hosts`)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from bot.shell import hosts
from bot.shell.extra import ShellExtra
from bot.shell.replies import Refusal
from bot.shell.store import FamilyGameRow, GameStatus

HOST, ANN, BOB, CAROL = 1, 2, 3, 4


def row(**extra: Any) -> FamilyGameRow:
    """A running game hosted by HOST with Ann and Bob seated."""
    return FamilyGameRow(
        id=7,
        family="clocktower",
        guild_id=1,
        channel_id=2,
        host_id=HOST,
        status=GameStatus.RUNNING,
        created_at="",
        updated_at="",
        seats=[{"user_id": ANN, "name": "Ann"}, {"user_id": BOB, "name": "Bob"}],
        extra=ShellExtra(users=[ANN, BOB], **extra),
    )


def refusal_key(game: FamilyGameRow, user_id: int, *, host_plays: bool) -> str | None:
    said = hosts.add_refusal(game, user_id, "X", bot=False, host_plays=host_plays, host="host")
    return None if said is None else said.key


def test_a_game_stored_before_co_hosts_has_its_host_alone():
    """A row without the key: the host runs it, nobody else does."""
    game = row()
    assert hosts.hosts(game) == [HOST]
    assert hosts.is_host(game, HOST) and not hosts.is_host(game, CAROL)


def test_an_added_co_host_runs_the_game_until_taken_off():
    """Added, a co-host is a host (after the host); taken off, no longer."""
    game = row()
    hosts.set_co_host(game, CAROL, True)
    assert hosts.hosts(game) == [HOST, CAROL] and hosts.is_host(game, CAROL)
    hosts.set_co_host(game, CAROL, False)
    assert hosts.hosts(game) == [HOST] and not hosts.is_host(game, CAROL)


def test_a_member_removed_from_a_seat_is_a_former_player():
    """Emptied seat, kept secrets: the removed member played, though they play no more."""
    game = row()
    game.extra.users = [ANN, None]
    hosts.retire(game, BOB)
    assert not hosts.plays(game, BOB) and hosts.played(game, BOB)
    assert hosts.former_players(game) == [BOB]


def test_where_the_host_sees_every_secret_no_player_may_co_host():
    """A seated or former player is refused; a member with no part is not."""
    game = row(removed=[CAROL])
    assert refusal_key(game, ANN, host_plays=False) == "shell-co-host-player"
    assert refusal_key(game, CAROL, host_plays=False) == "shell-co-host-player"
    assert refusal_key(game, 99, host_plays=False) is None


def test_where_the_host_plays_a_player_may_co_host():
    """Nothing a playing host sees is secret: a player may co-host."""
    assert refusal_key(row(), ANN, host_plays=True) is None


def test_the_host_cannot_be_added_again_nor_removed():
    """The host is already a host and is never taken off."""
    game = row()
    assert refusal_key(game, HOST, host_plays=True) == "shell-co-host-already"
    said = hosts.remove_refusal(game, HOST, "H", host="host")
    assert said is not None and said.key == "shell-co-host-remove-host"


def test_a_co_host_taken_off_still_counts_as_having_run_the_game():
    """Taken off, a co-host runs the game no more but ran it (and saw what hosts see)."""
    game = row()
    hosts.set_co_host(game, CAROL, True)
    hosts.set_co_host(game, CAROL, False)
    assert not hosts.is_host(game, CAROL) and hosts.ran(game, CAROL)
    said = hosts.hand_over_refusal(game, CAROL, "C", bot=False, host_plays=False, host="host")
    assert said is not None and said.key == "shell-hand-over-host"


class Seat(BaseModel):
    """A typed seat, as a family with a :class:`~bot.shell.row_model.RowModel` keeps it."""

    user_id: int


class Extra(hosts.HostsExtra):
    """A family's typed ``extra``: its own field beside the shell's keys."""

    phase: str = "N0"


def typed_row() -> FamilyGameRow[dict[str, object], Seat, Extra, dict[str, object], None]:
    """A running game with typed seats (Ann and Bob) and a typed ``extra``."""
    return FamilyGameRow(
        id=8,
        family="werewolf",
        guild_id=1,
        channel_id=2,
        host_id=HOST,
        status=GameStatus.RUNNING,
        created_at="",
        updated_at="",
        seats=[Seat(user_id=ANN), Seat(user_id=BOB)],
        extra=Extra(),
    )


def test_a_typed_extra_keeps_co_hosts_and_former_co_hosts_in_its_fields():
    """On a family's own ``extra`` (werewolf's extends only the co-hosts' fields) a co-host
    is added and taken off as on the shell's, in its fields."""
    game = typed_row()
    hosts.set_co_host(game, CAROL, True)
    assert hosts.hosts(game) == [HOST, CAROL] and game.extra.co_hosts == [CAROL]
    hosts.set_co_host(game, CAROL, False)
    assert not hosts.is_host(game, CAROL) and hosts.ran(game, CAROL)
    assert game.extra.former_co_hosts == [CAROL]


def test_typed_seats_say_who_plays_and_a_retired_member_played():
    """Typed seats name who plays; a member retired from one is a former player."""
    game = typed_row()
    assert hosts.plays(game, ANN) and not hosts.plays(game, CAROL)
    game.seats = [Seat(user_id=ANN), Seat(user_id=CAROL)]
    hosts.retire(game, BOB)
    assert hosts.played(game, BOB) and game.extra.removed == [BOB]


def test_a_refused_co_host_change_changes_nothing():
    """``change_co_host`` raises the refusal and leaves the row as it was."""
    game = typed_row()
    with pytest.raises(Refusal) as refused:
        hosts.change_co_host(
            game, ANN, "Ann", added=True, bot=False, host_plays=False, host="storyteller"
        )
    assert refused.value.args[0].key == "shell-co-host-player"
    assert game.extra.co_hosts == []


def hand_bob_to(game: FamilyGameRow, user_id: int) -> list[str]:
    """Bob's seat handed to ``user_id`` (the host does not play); what the move did."""
    moved: list[str] = []

    def move() -> None:
        moved.append("moved")
        game.extra.users = [ANN, user_id]

    hosts.hand_over(game, BOB, user_id, "X", bot=False, host_plays=False, host="host", move=move)
    return moved


def test_a_hand_over_moves_the_seat_then_retires_its_holder():
    """Handed over, the seat is the newcomer's and its holder a former player."""
    game = row()
    assert hand_bob_to(game, CAROL) == ["moved"]
    assert hosts.plays(game, CAROL) and hosts.former_players(game) == [BOB]


def test_a_refused_hand_over_changes_nothing():
    """A player may not take a second seat: the family's move is not run, nobody retires."""
    game = row()
    with pytest.raises(Refusal) as refused:
        hand_bob_to(game, ANN)
    assert refused.value.args[0].key == "shell-hand-over-player"
    assert game.extra == row().extra


def test_a_move_that_refuses_retires_nobody():
    """The family's own refusal (an unusable name) leaves the holder in the seat."""
    game = row()

    def move() -> None:
        raise Refusal("no")

    with pytest.raises(Refusal):
        hosts.hand_over(game, BOB, CAROL, "X", bot=False, host_plays=True, host="h", move=move)
    assert hosts.former_players(game) == []
