"""Each shell family's typed ``extra`` (:mod:`bot.shell.extra` and the families' models) reads
every row today's bot writes and writes it back as the same JSON.

``extra_today.json`` holds, per family, ``extra`` columns exactly as the bot before the typed
models (main at 9c89f24) wrote them while its own cog tests played (wipe votes, pauses, prompts
to another player, co-hosts, a seat handed over, rematches, Clocktower's votes and nights, Cloud's
windows): the fewest rows that together hold every key and every kind of value it wrote."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.shell.extra import ShellExtra, extra_model
from bot.shell.store import FamilyStore
from cogs.clocktower.extra import ClocktowerExtra, Vote
from cogs.cloud.extra import CloudExtra
from cogs.lab.extra import LabExtra

TODAY: dict[str, list[dict[str, Any]]] = json.loads(
    (Path(__file__).parent / "extra_today.json").read_text(encoding="utf-8")
)
MODELS: dict[str, type[ShellExtra]] = {
    "lab": LabExtra,
    "cloud": CloudExtra,
    "clocktower": ClocktowerExtra,
}
CASES = [(family, stored) for family, rows in TODAY.items() for stored in rows]
IDS = [f"{family}-{i}" for family, rows in TODAY.items() for i in range(len(rows))]


def expected(model: type[ShellExtra], stored: dict[str, Any]) -> dict[str, Any]:
    """``stored`` as the typed column writes it: a key holding what its absence means is left
    out, and a keyed post's id (``<key>_post``) is kept under ``posted``."""
    defaults = model().model_dump(mode="json")
    kept = {k: v for k, v in stored.items() if not (k in defaults and v == defaults[k])}
    posted = {k.removesuffix("_post"): kept.pop(k) for k in list(kept) if k.endswith("_post")}
    return {**kept, "posted": posted} if posted else kept


@pytest.mark.parametrize(("family", "stored"), CASES, ids=IDS)
def test_todays_extra_is_read_with_every_key_declared(family: str, stored: dict[str, Any]):
    """Every key today's bot writes is a field of the family's model (none kept as unknown)."""
    extra = MODELS[family].model_validate(stored)
    assert extra.model_extra == {}


@pytest.mark.parametrize(("family", "stored"), CASES, ids=IDS)
def test_todays_extra_is_written_back_as_the_same_json(family: str, stored: dict[str, Any]):
    """Today's dict read by the model and written again is the same dict (less the keys at
    the value their absence means, a post's id under ``posted``), and reads as the same model."""
    model = extra_model(MODELS[family]).extra
    written = model.dump(model.load(stored))
    assert written == expected(MODELS[family], stored)
    assert model.load(written) == model.load(stored)


def test_a_keyed_posts_old_field_is_read_into_posted():
    """``vote_post`` and ``night_post`` of rows before ``posted`` name the posts' messages."""
    extra = ClocktowerExtra.model_validate({"vote_post": 5, "night_post": 6})
    assert extra.posted == {"vote": 5, "night": 6}


def test_a_lab_time_is_written_as_the_dict_wrote_it():
    """The wipe vote's deadline keeps ``isoformat``'s text (``+00:00``), not pydantic's ``Z``."""
    stored = "2026-01-02T00:00:00+00:00"
    extra = LabExtra.model_validate({"vote_deadline": stored})
    assert extra.model_dump(mode="json")["vote_deadline"] == stored


def test_an_unknown_key_is_kept_through_a_save():
    """A key no model declares (written by a later bot) is written back, never dropped."""
    model = extra_model(CloudExtra).extra
    assert model.dump(model.load({"lines_seen": 3, "later": [1]})) == {
        "lines_seen": 3,
        "later": [1],
    }


def test_a_row_of_another_family_is_refused():
    """``LabExtra.of`` refuses a row whose extra is another family's model."""
    from tests.bot.shell.rows import family_row

    with pytest.raises(TypeError, match="not LabExtra"):
        LabExtra.of(family_row("cloud", extra=CloudExtra()))


@pytest.mark.parametrize("family", sorted(TODAY))
async def test_a_row_written_by_todays_bot_loads_and_carries_on(database: Any, family: str):
    """Rows whose ``extra`` today's bot wrote are read as the family's model, saved and read
    back unchanged (no migration: the same column, the same keys)."""
    store = FamilyStore(database)
    store.type_family(family, extra_model(MODELS[family]))
    ids = []
    for stored in TODAY[family]:
        row = await store.create(family=family, guild_id=1, channel_id=2, host_id=3, options={})
        async with database.transaction() as tx:
            await tx.execute(
                "UPDATE family_games SET extra = ? WHERE family = ? AND id = ?",
                (json.dumps(stored), family, row.id),
            )
        ids.append(row.id)
    for game_id, stored in zip(ids, TODAY[family], strict=True):
        row = await store.game(family, game_id)
        assert row is not None and isinstance(row.extra, MODELS[family])
        assert row.extra == MODELS[family].model_validate(stored)
        await store.save(row)
        again = await store.game(family, game_id)
        assert again is not None and again.extra == row.extra


def test_a_clocktower_vote_reads_as_its_model():
    """An open vote of today's rows is a :class:`Vote` with its seats."""
    votes = [s["vote"] for s in TODAY["clocktower"] if s.get("vote")]
    assert votes
    for vote in votes:
        read = ClocktowerExtra.model_validate({"vote": vote}).vote
        assert isinstance(read, Vote) and read.model_dump() == vote
