"""Who plays which seat: the row's :attr:`~bot.shell.extra.ShellExtra.users` holds the user id
of each seat in seat order (``None`` for a seat whose player the host removed). A Quantum Cloud
game started before Cloud kept it there has it in its setup's list of players instead."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n import Msg
from bot.names import display_name
from bot.shell.extra import ShellExtra
from bot.shell.replies import Refusal
from bot.shell.store import FamilyGameRow, GameStatus
from engine.core.family import Seat


def seat_users(row: FamilyGameRow) -> list[int | None]:
    """Each seat's user id (``None``: an empty seat)."""
    users = ShellExtra.of(row).users
    if users is None:
        return started_users(row.setup)
    return list(users)


def started_users(setup: Any) -> list[int | None]:
    """The user id of each seat as a setup that lists its players with them names them (who
    played at the start: Quantum Cloud's setup), else none."""
    players = setup.get("players", []) if isinstance(setup, dict) else []
    return [_user(p) for p in players if isinstance(p, dict)]


def _user(player: dict[str, Any]) -> int | None:
    user = player.get("user_id")
    return None if user is None else int(user)


def seat_of(row: FamilyGameRow, user_id: int) -> Seat:
    """The sender's seat (a refusal for anyone not playing)."""
    users = seat_users(row)
    if user_id not in users:
        raise Refusal(Msg.of("shell-not-playing"))
    return users.index(user_id)


def seat_of_member(row: FamilyGameRow, member: discord.abc.User) -> Seat:
    """The seat of a member named in a command (a refusal naming them when not playing)."""
    users = seat_users(row)
    if member.id not in users:
        raise Refusal(Msg.of("shell-member-not-playing", name=display_name(member)))
    return users.index(member.id)


def join_seat(
    row: FamilyGameRow,
    member: discord.abc.User,
    *,
    most: int,
    full: Msg,
    already: Msg | None = None,
    **more: Any,
) -> bool:
    """Seat ``member`` in a lobby of at most ``most`` players under their cleaned display name
    (with the family's ``more`` fields, like a deck); ``True`` when they sat there already.

    A member who has joined is refused with ``already``, or, with none, moves to the end of
    the table with the new fields (a new deck); a full table is refused with ``full``, and a
    lobby that has closed (its game started while the join waited for the lock) with the
    shell's words. A refusal changes nothing."""
    if row.status is not GameStatus.LOBBY:
        raise Refusal(Msg.of("shell-lobby-closed"))
    others = [s for s in row.seats if s["user_id"] != member.id]
    rejoined = len(others) != len(row.seats)
    if rejoined and already is not None:
        raise Refusal(already)
    if len(others) >= most:
        raise Refusal(full)
    row.seats = [*others, {"user_id": member.id, "name": display_name(member), **more}]
    return rejoined


def distinct_names(seats: Sequence[dict[str, Any]]) -> list[str]:
    """The joined members' names made distinct (a second "Ann" becomes "Ann 2")."""
    names: list[str] = []
    for seat in seats:
        name, k = str(seat["name"]), 1
        while name in names:
            k += 1
            name = f"{seat['name']} {k}"
        names.append(name)
    return names
