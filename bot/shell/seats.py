"""Who plays which seat: ``extra["users"]`` holds the user id of each seat in seat order
(``None`` for a seat whose player the host removed); a family whose setup lists its players
with their user ids (Quantum Cloud) keeps them there instead."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n import Msg
from bot.names import display_name
from bot.shell.replies import Refusal
from bot.shell.store import FamilyGameRow
from engine.core.family import Seat


def seat_users(row: FamilyGameRow) -> list[int | None]:
    """Each seat's user id (``None``: an empty seat)."""
    users = row.extra.get("users")
    if users is None:
        players = (row.setup or {}).get("players", [])
        users = [p.get("user_id") for p in players if isinstance(p, dict)]
    return [None if u is None else int(u) for u in users]


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
