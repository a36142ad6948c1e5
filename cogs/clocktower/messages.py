"""What every Quantum Clocktower post and DM goes through: text cut into messages Discord
accepts, a DM to a seat's player (none to an empty seat), seats named by their players."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import discord

from bot import effects
from bot.effects import Effect
from bot.i18n import t
from bot.shell.replies import POST_LIMIT
from bot.shell.seats import seat_users
from bot.shell.store import FamilyGameRow
from engine.core.family import Seat

DmLanguage = Callable[[int | None], Awaitable[str]]
"""The language of a DM to a user sent now (the cog's :meth:`~cogs.clocktower.base.ClocktowerBase._dm_lang`)."""

SEAT = re.compile(r"@(\d+)\b")
"""A seat as engine reports write it (``@3``)."""


def chunks(text: str) -> list[str]:
    """``text`` cut at line ends into messages Discord accepts."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        if current and len(current) + len(line) + 1 > POST_LIMIT:
            out.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line[:POST_LIMIT]
    return [*out, current] if current else out


def dm_effects(user_id: int | None, text: str, view: discord.ui.View | None = None) -> list[Effect]:
    """A DM in as many messages as it needs (the view on the last); none to an empty seat. A
    DM that cannot be delivered is not told in public (who is DM'd can be a secret): it is kept
    for its player and the storyteller is told privately (:mod:`bot.shell.kept`)."""
    if user_id is None:
        return []
    parts = chunks(text)
    return [
        effects.dm(user_id, content=part, view=view if i == len(parts) - 1 else None)
        for i, part in enumerate(parts)
    ]


def with_names(text: str, names: tuple[str, ...]) -> str:
    """Every ``@k`` of an engine report followed by the seat's name: "@6 Fay is executed."."""

    def named(match: re.Match[str]) -> str:
        k = int(match.group(1))
        return f"@{k} {names[k - 1]}" if 1 <= k <= len(names) else match.group(0)

    return SEAT.sub(named, text)


def mention(row: FamilyGameRow, seat: Seat) -> str:
    """A seat with its player, as public posts name it (an empty seat by its number)."""
    users = seat_users(row)
    user = users[seat] if seat < len(users) else None
    if user is not None:
        return f"@{seat + 1} <@{user}>"
    return t("clocktower-empty-seat", row.options.get("language"), seat=f"@{seat + 1}")
