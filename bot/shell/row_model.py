"""A family's typed columns of its ``family_games`` row.

The shell's table keeps a family's options, seats, own fields (``extra``), what the outbox
sender made (``made``) and setup as JSON. A family that names its fields gives a
:class:`RowModel` (one :class:`Column` a JSON column: how it reads and writes) and its rows
are :class:`~bot.shell.store.FamilyGameRow` with those types, read and written by the same
:class:`~bot.shell.store.FamilyStore`; nothing converts between two row types. A family that
gives none keeps plain dicts (:data:`LOOSE`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

T = TypeVar("T")
ModelT = TypeVar("ModelT", bound=BaseModel)
OptionsT = TypeVar("OptionsT")
SeatT = TypeVar("SeatT")
ExtraT = TypeVar("ExtraT")
MadeT = TypeVar("MadeT")
SetupT = TypeVar("SetupT")

Json = dict[str, Any]


@dataclass(frozen=True)
class Column(Generic[T]):
    """How one JSON column of a row reads (``load``, from the decoded JSON) and writes
    (``dump``, to a value ``json.dumps`` takes)."""

    load: Callable[[Any], T]
    dump: Callable[[T], Any]


def _same(value: Any) -> Any:
    return value


PLAIN: Column[Json] = Column(dict, _same)
"""A column kept as the decoded JSON itself (read as a copy: a row never shares its dict)."""


def model_column(model: type[ModelT]) -> Column[ModelT]:
    """A column holding one pydantic ``model`` (unknown keys are the model's to refuse)."""
    return Column(model.model_validate, lambda value: value.model_dump(mode="json"))


@dataclass(frozen=True)
class RowModel(Generic[OptionsT, SeatT, ExtraT, MadeT, SetupT]):
    """The types of a family's JSON columns: its options, one seat (the row keeps a list),
    its own fields, what the outbox sender made for it, and its setup."""

    options: Column[OptionsT]
    seat: Column[SeatT]
    extra: Column[ExtraT]
    made: Column[MadeT]
    setup: Column[SetupT]
    setup_once: bool = False
    """A save writes the setup only when the row holds another object than the one last read
    or written (it never changes once a game runs, and a big game's JSON costs a millisecond).
    Only for a family that replaces its setup, never changes it in place."""


def sparse_column(model: type[ModelT]) -> Column[ModelT]:
    """A column holding one pydantic ``model`` whose fields at their defaults are left out of
    the JSON, as a dict left out a key nobody had set (the shell's families' ``extra``)."""
    return Column(
        model.model_validate, lambda value: value.model_dump(mode="json", exclude_defaults=True)
    )


LOOSE: RowModel[Json, Json, Json, Json, Json] = RowModel(PLAIN, PLAIN, PLAIN, PLAIN, PLAIN)
"""The columns of a family that has not typed them: dicts as the JSON has them."""
