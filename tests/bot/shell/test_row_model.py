"""A family's typed columns of the shell's row (``bot.shell.row_model``), on both backends."""

from __future__ import annotations

import json

from pydantic import BaseModel, ConfigDict

from bot.shell.row_model import LOOSE, RowModel, model_column
from bot.shell.store import FamilyGameRow, FamilyStore


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")

    turn_hours: float = 1.0


class Seat(BaseModel):
    user_id: int
    name: str


class Extra(BaseModel):
    model_config = ConfigDict(extra="forbid")

    round: int = 0
    seen: list[int] = []


class Made(BaseModel):
    role_id: int | None = None


class Setup(BaseModel):
    players: list[str]
    seed: int


Row = FamilyGameRow[Options, Seat, Extra, Made, Setup]


def model(setup_once: bool = False) -> RowModel[Options, Seat, Extra, Made, Setup]:
    return RowModel(
        options=model_column(Options),
        seat=model_column(Seat),
        extra=model_column(Extra),
        made=model_column(Made),
        setup=model_column(Setup),
        setup_once=setup_once,
    )


async def created(store: FamilyStore[Options, Seat, Extra, Made, Setup]) -> Row:
    return await store.create(
        family="typed",
        guild_id=1,
        channel_id=2,
        host_id=3,
        options=Options(turn_hours=2.5),
        extra=Extra(round=1),
        seats=[Seat(user_id=5, name="Ann")],
    )


async def test_a_typed_row_is_read_back_with_its_families_types(database):
    """Options, seats, extra, made and setup come back as the family's models, equal to what was
    written."""
    store = FamilyStore(database, model=model())
    row = await created(store)
    row.setup = Setup(players=["Ann", "Bo"], seed=7)
    row.extra.seen = [5]
    await store.save(row)
    again = await store.game("typed", row.id)
    assert again == row
    assert isinstance(again.extra, Extra) and isinstance(again.seats[0], Seat)
    assert isinstance(again.made, Made) and isinstance(again.setup, Setup)


async def test_a_typed_row_is_stored_as_the_same_json_as_a_plain_one(database):
    """The columns hold the models' JSON, which a store without the model reads as dicts."""
    row = await created(FamilyStore(database, model=model()))
    plain = await FamilyStore(database, model=LOOSE).game("typed", row.id)
    assert plain is not None
    assert plain.options == {"turn_hours": 2.5}
    assert plain.seats == [{"user_id": 5, "name": "Ann"}]
    assert plain.extra == {"round": 1, "seen": []}


async def test_a_setup_written_once_is_left_alone_while_the_row_keeps_it(database):
    """With ``setup_once`` a save writes the setup only when the row holds another object."""
    store = FamilyStore(database, model=model(setup_once=True))
    row = await created(store)
    row.setup = Setup(players=["Ann"], seed=1)
    await store.save(row)
    async with database.transaction() as tx:  # a marker: a save that wrote the setup loses it
        await tx.execute(
            "UPDATE family_games SET setup = ? WHERE family = 'typed' AND id = ?",
            (json.dumps({"players": ["marker"], "seed": 1}), row.id),
        )
    row.extra.round = 2
    await store.save(row)
    again = await store.game("typed", row.id)
    assert again is not None and again.setup == Setup(players=["marker"], seed=1)
    again.setup = Setup(players=["Cy"], seed=2)
    await store.save(again)
    assert (await store.game("typed", row.id)).setup == Setup(players=["Cy"], seed=2)


async def test_a_plain_store_writes_the_setup_every_time(database):
    """Without ``setup_once`` every save writes the setup (a family may change its dict in
    place)."""
    store = FamilyStore(database)
    row = await store.create(family="lab", guild_id=1, channel_id=2, host_id=3, options={})
    row.setup = {"players": ["Ann"]}
    await store.save(row)
    row.setup["players"].append("Bo")
    await store.save(row)
    again = await store.game("lab", row.id)
    assert again is not None and again.setup == {"players": ["Ann", "Bo"]}


async def test_a_plain_rows_dicts_are_its_own(database):
    """A new plain row keeps copies of the options and extra it was given."""
    options, extra = {"turn": 1}, {"users": [5]}
    row = await FamilyStore(database, model=LOOSE).create(
        family="lab", guild_id=1, channel_id=2, host_id=3, options=options, extra=extra
    )
    row.options["turn"], row.extra["users"] = 2, []
    assert (options, extra) == ({"turn": 1}, {"users": [5]})
