"""What each player may see: ``observe(game, seat)`` for one, ``observe_all(game)`` for all.

Both give the same views. ``observe_all`` shares the work of a phase: the chances, what is
owed and, in ``cisra``, every seat's packmate chances from one pass over the world classes
(:meth:`~engine.worlds.cisra_fast.FastCisraWorlds.packmate_table`), cached on the game until
the worlds change. ``observe`` of a single seat computes only that seat's row.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

import numpy as np
from numpy.typing import NDArray

from engine.werewolf.choices import VisionRecord
from engine.werewolf.game import Game
from engine.werewolf.roles import SEER, VILLAGER, WEREWOLF, wolf
from engine.werewolf.worlds.base import TINY, Marginals
from engine.werewolf.worlds.cisra_fast import FastCisraWorlds

SORT_DIGITS = 12
"""Packmates are ordered by their chance rounded to this many digits, then by secret number,
so that two equal chances computed along different float paths still sort the same way."""


@dataclass(frozen=True)
class RoleChance:
    """The chance of one role, for the player's own view."""

    role: str
    """The role's text form: ``seer``, ``villager``, ``wolf`` (a wolf of any rank, or unranked),
    ``wolf1`` (the alpha), ``wolf2``..."""
    chance: float


@dataclass(frozen=True)
class Packmate:
    """Another living player and the chance they are a wolf if the viewer is one."""

    seat: int
    name: str
    chance: float


class Packmates(Sequence[Packmate]):
    """A viewer's possible packmates, likeliest first, built only when read.

    At 1000 players every view lists about 999 of them: a million objects a phase if they were
    made up front. This holds the seats and chances as arrays and makes a :class:`Packmate`
    when an item is read. It compares equal to any sequence of the same packmates.
    """

    __slots__ = ("_chances", "_names", "_seats")

    def __init__(
        self, seats: NDArray[np.integer[Any]], chances: NDArray[np.float64], names: list[str]
    ) -> None:
        self._seats = seats
        self._chances = chances
        self._names = names

    def __len__(self) -> int:
        return int(self._seats.size)

    @overload
    def __getitem__(self, index: int) -> Packmate: ...
    @overload
    def __getitem__(self, index: slice) -> list[Packmate]: ...
    def __getitem__(self, index: int | slice) -> Packmate | list[Packmate]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        seat = int(self._seats[index])
        return Packmate(seat, self._names[seat], float(self._chances[index]))

    def __iter__(self) -> Iterator[Packmate]:
        for i in range(len(self)):
            yield self[i]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or len(other) != len(self):
            return False
        return all(mine == theirs for mine, theirs in zip(self, other, strict=True))

    def __hash__(self) -> int:
        return hash((self._seats.tobytes(), self._chances.tobytes()))

    def __repr__(self) -> str:
        return f"Packmates({list(self)!r})"


class RoleChances(Sequence[RoleChance]):
    """A viewer's role chances: the first few listed, then one share for each of ``ranks``.

    A possible wolf at 1000 players may hold any of about 250 non-dominant ranks, each with the
    same chance: 250 objects per view if made up front. The shared tail is kept as its titles
    and one chance, and a :class:`RoleChance` is made when an item is read. It compares equal
    to any sequence of the same role chances.
    """

    __slots__ = ("_head", "_share", "_titles")

    def __init__(
        self, head: list[RoleChance], titles: Sequence[str] = (), share: float = 0.0
    ) -> None:
        self._head = head
        self._titles = titles
        self._share = share

    def __len__(self) -> int:
        return len(self._head) + len(self._titles)

    @overload
    def __getitem__(self, index: int) -> RoleChance: ...
    @overload
    def __getitem__(self, index: slice) -> list[RoleChance]: ...
    def __getitem__(self, index: int | slice) -> RoleChance | list[RoleChance]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        if index < len(self._head):
            return self._head[index]
        return RoleChance(self._titles[index - len(self._head)], self._share)

    def __iter__(self) -> Iterator[RoleChance]:
        yield from self._head
        for title in self._titles:
            yield RoleChance(title, self._share)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or len(other) != len(self):
            return False
        return all(mine == theirs for mine, theirs in zip(self, other, strict=True))

    def __hash__(self) -> int:
        return hash((tuple(self._head), tuple(self._titles), self._share))

    def __repr__(self) -> str:
        return f"RoleChances({list(self)!r})"


@dataclass(frozen=True)
class PlayerView:
    """Everything a player may know about their own position, and nothing more."""

    seat: int
    name: str
    number: int
    alive: bool
    phase: str
    roles: Sequence[RoleChance]
    """Seer, Villager, then each wolf role the player may hold, with its chance."""
    good: float
    evil: float
    dead: float
    dominant: float
    """Chance of being tonight's dominant wolf (``cisra``)."""
    packmates: Sequence[Packmate]
    """If the viewer is a wolf: who else would be, living players only, likeliest first."""
    visions: list[VisionRecord]
    owed: list[str]
    choices: dict[str, int | None]
    """This phase's own choices so far: ``vision``, ``attack``, ``vote``."""


def observe(game: Game, seat: int) -> PlayerView:
    """The view of ``seat``: own number and chances, packmates if a wolf, own vision history.

    Read from :func:`observe_all`'s answer while it is current; otherwise only this seat's
    packmate row is computed (unless the game's packmate table is already cached).
    """
    cached = game.views_cache
    if cached is not None and cached[0] == (len(game.actions), str(game.phase)):
        view: PlayerView = cached[1][seat]
        return view
    chances = game.marginals()
    packmates = Packmates(np.zeros(0, dtype=np.int64), np.zeros(0), game.names)
    if chances.can_wolf[seat]:
        table = game.packmate_cache
        if table is not None:
            row, possible = table[0][seat], table[1][seat]
        else:
            model = game.cisra if game.cisra is not None else game.classic
            assert model is not None
            row = model.packmates(seat)
            if isinstance(model, FastCisraWorlds):
                possible = model.packmate_support(seat)
            else:
                possible = row > 0
        model = game.cisra if game.cisra is not None else game.classic
        assert model is not None
        certain = model.packmate_certain(seat)
        packmates = _packmates(_Shared(game), seat, row, possible, certain)
    return _view(game, _Shared(game), seat, chances, packmates, game.owed().get(seat, []))


def observe_all(game: Game) -> dict[int, PlayerView]:
    """Every seat's view (the same as :func:`observe` of each), computed together.

    The answer is kept until the next action or resolution, so a caller sending views one
    seat at a time may call ``observe_all(game)[seat]`` for each.
    """
    key = (len(game.actions), str(game.phase))
    if game.views_cache is not None and game.views_cache[0] == key:
        return dict(game.views_cache[1])
    chances = game.marginals()
    owed = game.owed()
    wolves = np.flatnonzero(chances.can_wolf[: game.n])
    shared = _Shared(game)
    mates: dict[int, Packmates] = {}
    if wolves.size:
        table = game.packmate_table()
        model = game.cisra if game.cisra is not None else game.classic
        assert model is not None
        if table is not None:
            rows, possible = table[0][wolves], table[1][wolves]
            # Only a row with a listed chance of at least a half can hold a conditional
            # certainty (seats surely wolves are known for every row): those rows alone are
            # worked out exactly, one seat at a time. The float only picks rows to check.
            open_ = possible & ~shared.surely_wolf[None, :] & shared.alive[None, :]
            ask = np.flatnonzero((open_ & (rows >= 0.5)).any(axis=1))
            certain = np.zeros(rows.shape, dtype=np.bool_)
            for i in ask.tolist():
                certain[i] = model.packmate_certain(int(wolves[i]))
        else:
            rows = np.array([model.packmates(int(seat)) for seat in wolves])
            possible = rows > 0
            certain = np.array([model.packmate_certain(int(seat)) for seat in wolves])
        mates = dict(
            zip(
                wolves.tolist(),
                _packmate_rows(shared, wolves, rows, possible, certain),
                strict=True,
            )
        )
    empty = Packmates(np.zeros(0, dtype=np.int64), np.zeros(0), game.names)
    views = {}
    for seat in range(game.n):
        packmates = mates.get(seat, empty)
        views[seat] = _view(game, shared, seat, chances, packmates, owed.get(seat, []))
    game.views_cache = (key, views)
    return dict(views)


class _Shared:
    """What every view of a phase reads: computed once for all seats."""

    def __init__(self, game: Game) -> None:
        self.names = game.names
        self.alive = np.asarray(game.alive, dtype=np.bool_)
        self.numbers = np.asarray(game.numbers)
        self.by_number = np.asarray(game.by_number, dtype=np.int64)
        self.open_ranks = game.open_ranks() if game.cisra is not None else []
        self.titles = {rank: str(wolf(rank)) for rank in self.open_ranks}
        dominant = game.cisra.dominant_rank if game.cisra is not None else 0
        self.nondominant = [rank for rank in self.open_ranks if rank > dominant]
        self.nondominant_titles = tuple(self.titles[rank] for rank in self.nondominant)
        chances = game.marginals()
        self.surely_wolf = chances.can_wolf & ~chances.can_seer & ~chances.can_villager
        """Seats that are wolves in every world: a packmate for certain, from exact support."""


def _packmates(
    shared: _Shared,
    seat: int,
    row: NDArray[np.float64],
    possible: NDArray[np.bool_],
    certain: NDArray[np.bool_],
) -> Packmates:
    """The living others with a non-zero chance, likeliest first, then by secret number."""
    (mates,) = _packmate_rows(
        shared, np.array([seat]), row[None, :], possible[None, :], certain[None, :]
    )
    return mates


def _packmate_rows(
    shared: _Shared,
    seats: NDArray[np.integer[Any]],
    rows: NDArray[np.float64],
    possible: NDArray[np.bool_],
    certain: NDArray[np.bool_] | None = None,
) -> list[Packmates]:
    """:func:`_packmates` of several viewers at once (row i belongs to ``seats[i]``).

    The columns are put in secret-number order first, so one stable sort by rounded chance
    per row gives "likeliest first, then by secret number"; the seats left out (dead, the
    viewer, a chance of exactly 0) get a key that sorts them last and are cut off.
    """
    order_by_number = shared.by_number
    n = order_by_number.size
    keep = possible[:, order_by_number] & shared.alive[order_by_number][None, :]
    keep[np.arange(seats.size), np.argsort(order_by_number)[seats]] = False
    # A certain packmate (``certain``, from exact counts, or a seat that is a wolf in every
    # world) is exactly 1, whatever the float ratio says. Any other listed chance stays
    # strictly between 0 and 1 (a ratio of float sums may round to 1.0 without being sure).
    sure = shared.surely_wolf[None, :] if certain is None else certain | shared.surely_wolf
    chance = np.where(
        sure[:, order_by_number], 1.0, np.clip(rows[:, order_by_number], TINY, 1.0 - TINY)
    )
    # round(c, SORT_DIGITS) orders as the integer rint(c * 10**SORT_DIGITS) (numpy rounds that
    # way). Packing "largest first" and the column into one integer makes every key distinct,
    # so a plain sort is as good as a stable one and much faster than an argsort. A seat left
    # out gets -1, which sorts it after every listed one.
    bits = max(n - 1, 1).bit_length()
    scaled = np.where(keep, np.rint(chance * 10.0**SORT_DIGITS), -1.0).astype(np.int64)
    key = ((10**SORT_DIGITS - scaled) << bits) | np.arange(n, dtype=np.int64)[None, :]
    key.sort(axis=1)
    order = key & ((1 << bits) - 1)
    counts = keep.sum(axis=1)
    listed = order_by_number[order]
    sorted_chance = np.take_along_axis(chance, order, axis=1)
    return [
        Packmates(listed[i, :count], sorted_chance[i, :count], shared.names)
        for i, count in enumerate(counts.tolist())
    ]


def _roles(game: Game, shared: _Shared, chances: Marginals, seat: int) -> RoleChances:
    """Role chances: Seer, Villager, then each wolf rank the seat may hold (``cisra``)."""
    roles = [
        RoleChance(str(SEER), float(chances.seer[seat])),
        RoleChance(str(VILLAGER), float(chances.villager[seat])),
    ]
    model = game.cisra
    if model is None or not game.alive[seat]:
        roles.append(RoleChance(str(WEREWOLF), float(chances.wolf[seat])))
        return RoleChances(roles)
    if not chances.can_wolf[seat]:
        return RoleChances(roles)
    if not (chances.can_dominant[seat] or chances.can_nondominant[seat]):
        # A fixed wolf (only after the end): its own rank, for certain.
        (role,) = [role for role, weight in game.role_weights(seat) if weight]
        roles.append(RoleChance(str(role), 1.0))
        return RoleChances(roles)
    dominant = model.dominant_rank
    if chances.can_dominant[seat]:
        roles.append(RoleChance(shared.titles[dominant], float(chances.dominant[seat])))
    if chances.can_nondominant[seat]:
        others = shared.nondominant
        # The open ranks below the dominant one are alike, so each holds an equal part. Whether
        # that part is certain comes from the exact support, never from the float: a surely-evil
        # seat that cannot lead holds the only such rank for sure.
        surely = not (
            chances.can_seer[seat] or chances.can_villager[seat] or chances.can_dominant[seat]
        )
        if surely and len(others) == 1:
            return RoleChances(roles, shared.nondominant_titles, 1.0)
        share = float(chances.wolf[seat] - chances.dominant[seat]) / len(others)
        # A possible rank that is not certain shows strictly between 0 % and 100 %.
        share = min(max(share, TINY), 1.0 - TINY)
        return RoleChances(roles, shared.nondominant_titles, share)
    return RoleChances(roles)


def _view(
    game: Game,
    shared: _Shared,
    seat: int,
    chances: Marginals,
    packmates: Packmates,
    owed: list[str],
) -> PlayerView:
    choices: dict[str, int | None] = {}
    for kind, table in (
        ("vision", game.choices.visions),
        ("attack", game.choices.attacks),
        ("vote", game.choices.votes),
    ):
        if seat in table:
            choices[kind] = table[seat]
    wolf = float(chances.wolf[seat])
    return PlayerView(
        seat=seat,
        name=game.name(seat),
        number=game.numbers[seat],
        alive=game.alive[seat],
        phase=str(game.phase),
        roles=_roles(game, shared, chances, seat),
        good=1.0 - wolf if chances.can_wolf[seat] else 1.0,
        evil=wolf,
        dead=1.0 if not game.alive[seat] else float(chances.dead[seat]),
        dominant=float(chances.dominant[seat]),
        packmates=packmates,
        visions=list(game.visions[seat]),
        owed=list(owed),
        choices=choices,
    )
