"""Who runs a game beside its host, and who may never: co-hosts and former players.

The host may add co-hosts, who may then use every host command and get the host's notes (a
refused post, a player's DM that closed DMs refused, the storyteller's night news). A member
who held a seat and no longer does (removed by the host, or their seat handed to another) is a
former player: they saw what their seat was told, so in a family whose host sees every secret
(:attr:`~bot.shell.family_cog.FamilyCog.host_plays` false) they may never become a co-host,
nor may a member who plays now.

Both lists live in the row's ``extra`` (JSON: no migration, and a game stored before them has
neither), as the fields of :class:`~bot.shell.extra.HostsExtra`, which the shell's families'
models extend (:class:`~bot.shell.extra.ShellExtra`) and so does Quantum Werewolf's. ``removed``
is the key Clocktower has kept its removed players under since it first removed them, so games
in progress carry on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from bot.i18n import Msg
from bot.shell.extra import HostsExtra, ShellExtra
from bot.shell.replies import Refusal
from bot.shell.seats import seat_users
from bot.shell.store import FamilyGameRow

__all__ = ["HostsExtra"]  # where Quantum Werewolf's model has always found it

AnyRow = FamilyGameRow[Any, Any, Any, Any, Any]
"""A row of any family: its ``extra`` a :class:`HostsExtra`."""

CoHostAction = Literal["add", "remove"]
"""The ``action`` option of each family's ``cohost`` command."""
CO_HOST_ACTION = "add: they may use every host command; remove: they no longer may"
"""Its description."""


def _extra(row: AnyRow) -> HostsExtra:
    extra = row.extra
    if not isinstance(extra, HostsExtra):
        raise TypeError(f"{row.family} #{row.id}: extra is a {type(extra).__name__}")
    return extra


def _seated(seat: Any) -> int:
    return int(seat["user_id"] if isinstance(seat, dict) else seat.user_id)


def seated(row: AnyRow) -> list[int]:
    """The user ids of the game's joined list (in a lobby: who joined)."""
    return [_seated(s) for s in row.seats]


def unseated(row: AnyRow, user_id: int) -> list[Any]:
    """The game's joined list without ``user_id`` (a new list)."""
    return [s for s in row.seats if _seated(s) != user_id]


def co_hosts(row: AnyRow) -> list[int]:
    """The game's co-hosts."""
    return list(_extra(row).co_hosts)


def hosts(row: AnyRow) -> list[int]:
    """Everyone who runs the game: its host first, then the co-hosts."""
    return [row.host_id, *co_hosts(row)]


def is_host(row: AnyRow, user_id: int) -> bool:
    """Whether ``user_id`` may use the game's host commands (the host or a co-host)."""
    return user_id == row.host_id or user_id in co_hosts(row)


def ran(row: AnyRow, user_id: int) -> bool:
    """Whether ``user_id`` runs the game now or ran it as a co-host earlier."""
    return is_host(row, user_id) or user_id in _extra(row).former_co_hosts


def former_players(row: AnyRow) -> list[int]:
    """Members who held a seat of the game and no longer do."""
    return list(_extra(row).removed)


def plays(row: AnyRow, user_id: int) -> bool:
    """Whether ``user_id`` holds a seat now (in the lobby: has joined). A family that keeps
    who plays which seat (:mod:`bot.shell.seats`) says so once the game runs; the lobby's
    list still names a member the host removed since."""
    extra = row.extra
    if isinstance(extra, ShellExtra) and extra.users is not None:
        return user_id in seat_users(row)
    return any(_seated(s) == user_id for s in row.seats)


def played(row: AnyRow, user_id: int) -> bool:
    """Whether ``user_id`` plays now or held a seat earlier."""
    return plays(row, user_id) or user_id in former_players(row)


def retire(row: AnyRow, user_id: int) -> None:
    """Note that ``user_id`` no longer holds a seat."""
    _extra(row).removed = sorted({*former_players(row), user_id})


def add_refusal(
    row: AnyRow, user_id: int, name: str, *, bot: bool, host_plays: bool, host: str
) -> Msg | None:
    """Why ``user_id`` (called ``name``) cannot become a co-host (``None``: they can). Where the
    host sees every secret (not ``host_plays``), no player, present or past, may. ``host``: the
    family's word for its host."""
    if bot:
        return Msg.of("shell-co-host-bot", host=host)
    if is_host(row, user_id):
        return Msg.of("shell-co-host-already", name=name)
    if not host_plays and plays(row, user_id):
        return Msg.of("shell-co-host-player", name=name, played="no", host=host)
    if not host_plays and played(row, user_id):
        return Msg.of("shell-co-host-player", name=name, played="yes", host=host)
    return None


def remove_refusal(row: AnyRow, user_id: int, name: str, *, host: str) -> Msg | None:
    """Why ``user_id`` (called ``name``) cannot be removed as a co-host (``None``: they can)."""
    if user_id == row.host_id:
        return Msg.of("shell-co-host-remove-host", host=host)
    if user_id not in co_hosts(row):
        return Msg.of("shell-co-host-not", name=name, host=host)
    return None


def join_refusal(row: AnyRow, user_id: int, *, host_plays: bool, host: str) -> Msg | None:
    """Why ``user_id`` cannot join (``None``: as far as hosts go, they can): where the host
    sees every secret (not ``host_plays``), a co-host, present or former. The family refuses
    its own host first, in its own words."""
    if not host_plays and ran(row, user_id):
        return Msg.of("shell-co-host-joins", host=host)
    return None


def hand_over_refusal(
    row: AnyRow, user_id: int, name: str, *, bot: bool, host_plays: bool, host: str
) -> Msg | None:
    """Why ``user_id`` (called ``name``) cannot take over a seat (``None``: they can): a member
    who plays holds a seat already, a former player would hold two seats' secrets, and where
    the host sees every secret (not ``host_plays``) no host may play."""
    if bot:
        return Msg.of("shell-hand-over-bot")
    if plays(row, user_id):
        return Msg.of("shell-hand-over-player", name=name, played="no")
    if played(row, user_id):
        return Msg.of("shell-hand-over-player", name=name, played="yes")
    if not host_plays and ran(row, user_id):
        return Msg.of("shell-hand-over-host", name=name, host=host)
    return None


def hand_over(
    row: AnyRow,
    holder: int,
    user_id: int,
    name: str,
    *,
    bot: bool,
    host_plays: bool,
    host: str,
    move: Callable[[], None],
) -> None:
    """Hand the seat ``holder`` plays to ``user_id`` (called ``name``), or raise the
    :class:`~bot.shell.replies.Refusal` saying why not (:func:`hand_over_refusal`) and change
    nothing: every family's hand-over. ``move`` is the family's change of its row (who plays
    the seat, and under which name in the game); it may refuse first, changing nothing. Then
    ``holder`` is a former player."""
    refused = hand_over_refusal(row, user_id, name, bot=bot, host_plays=host_plays, host=host)
    if refused is not None:
        raise Refusal(refused)
    move()
    retire(row, holder)


def set_co_host(row: AnyRow, user_id: int, added: bool) -> None:
    """Add ``user_id`` to the co-hosts (``added``) or take them off."""
    extra = _extra(row)
    kept = [u for u in extra.co_hosts if u != user_id]
    extra.co_hosts = [*kept, user_id] if added else kept
    if not added:
        extra.former_co_hosts = sorted({*extra.former_co_hosts, user_id})


def change_co_host(
    row: AnyRow,
    user_id: int,
    name: str,
    *,
    added: bool,
    bot: bool,
    host_plays: bool,
    host: str,
) -> None:
    """Add ``user_id`` (called ``name``) to the co-hosts (``added``) or take them off, or
    raise the :class:`~bot.shell.replies.Refusal` saying why not and change nothing: every
    family's ``cohost`` command (``host``: its word for its host)."""
    refused = (
        add_refusal(row, user_id, name, bot=bot, host_plays=host_plays, host=host)
        if added
        else remove_refusal(row, user_id, name, host=host)
    )
    if refused is not None:
        raise Refusal(refused)
    set_co_host(row, user_id, added)
