"""Bringing a game's memory up to the database another process wrote (shared by every family)."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.shell.game_lock import catch_up


@dataclass
class Row:
    id: int
    version: int
    phase: str = "N0"


@dataclass
class Played:
    actions: list[str] = field(default_factory=list)


def replayer(actions: list[str], rebuilt: list[int]):
    async def rebuild(row: Row) -> Played:
        rebuilt.append(row.id)
        return Played(list(actions))

    return rebuild


def counter(n: int):
    async def count(game_id: int) -> int:
        return n

    return count


async def test_a_game_with_every_stored_action_is_kept_and_not_replayed() -> None:
    """Memory that already has every stored action stays the same object, without a replay."""
    row, game, rebuilt = Row(1, 1), Played(["a"]), []
    caught = await catch_up(
        row,
        game,
        Row(1, 2, "D1"),
        started=True,
        count_actions=counter(1),
        rebuild=replayer(["a"], rebuilt),
    )
    assert caught is game and rebuilt == []
    assert (row.version, row.phase) == (2, "D1")


async def test_a_game_missing_actions_is_replayed_into_the_same_object() -> None:
    """A game lacking the other process's actions gets the replayed state in place."""
    row, game, rebuilt = Row(1, 1), Played(["a"]), []
    caught = await catch_up(
        row,
        game,
        Row(1, 2),
        started=True,
        count_actions=counter(2),
        rebuild=replayer(["a", "b"], rebuilt),
    )
    assert caught is game and game.actions == ["a", "b"] and rebuilt == [1]


async def test_a_row_back_in_its_lobby_has_no_game() -> None:
    """A row that has no game (a lobby) drops the game memory held."""
    row = Row(1, 1)
    caught = await catch_up(
        row,
        Played(["a"]),
        Row(1, 2),
        started=False,
        count_actions=counter(0),
        rebuild=replayer([], []),
    )
    assert caught is None and row.version == 2
