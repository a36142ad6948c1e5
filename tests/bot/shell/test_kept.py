"""The shell's keeper of what closed DMs refused, on both backends (SQLite and PostgreSQL)."""

from __future__ import annotations

import json

from bot import effects
from bot.effects import Kind
from bot.outbox import NOTICE, Record
from bot.outbox_store import REFUSED, OutboxRow
from bot.shell.kept import Inbox, KeptStore, keep, keeping


async def test_kept_messages_wait_until_they_are_marked_shown(database):
    """Kept messages are read back in order, per user, until they are marked shown."""
    store = KeptStore(database)
    big = 2**62
    async with database.transaction() as tx:
        rows = [(big, "N0", "werewolf"), (7, None, "clocktower"), (big, None, "clocktower")]
        for outbox_id, (user, phase, family) in enumerate(rows, 1):
            await tx.execute(
                *keep(family, 3, user, outbox_id, embeds=[{"title": "t"}], phase=phase, content="c")
            )
    first, second = await store.waiting(big)
    assert (first.family, second.family) == ("werewolf", "clocktower")
    assert (first.prompt_phase, second.prompt_phase) == ("N0", None)
    assert first.embeds == ({"title": "t"},) and first.content == "c" and first.game_id == 3
    assert await store.users_waiting() == {big, 7}
    await store.shown([first.id, second.id])
    assert await store.waiting(big) == []
    assert await store.users_waiting() == {7}
    assert [m.id for m in await store.between(big, first.id, second.id)] == [first.id, second.id]


def dm_row(payload: dict, row_id: int = 1, user: int = 9) -> OutboxRow:
    return OutboxRow(
        id=row_id,
        family="lab",
        game_id=4,
        batch="b",
        kind=Kind.DM,
        target=user,
        key=None,
        stored=json.dumps(payload),
    )


def notice(row: OutboxRow) -> list[effects.Effect]:
    return [effects.dm(1, content=f"seat of {row.target} missed a DM")]


def test_a_dm_closed_dms_refused_is_kept_and_its_host_told_once():
    """The failed DM is kept and the host's notice queued; a second failure is kept only."""
    inbox = Inbox(KeptStore(None))  # type: ignore[arg-type]
    woken: list[bool] = []
    done = keeping("lab", inbox, lambda *_: Record(), notice, lambda: woken.append(True))
    first = done(dm_row({"content": "hi"}), False, None)
    assert any("INSERT INTO kept_news" in sql for sql, _ in first.statements)
    assert any("INSERT INTO outbox" in sql for sql, _ in first.statements)
    assert first.then is not None
    first.then()
    assert inbox.waiting == {9} and woken == [True]
    second = done(dm_row({"content": "again"}, row_id=2), False, None)
    assert [sql for sql, _ in second.statements if "INSERT INTO outbox" in sql] == []
    assert any("INSERT INTO kept_news" in sql for sql, _ in second.statements)


def test_a_dm_refused_for_its_content_or_a_notice_is_not_told():
    """A DM refused for its content is not kept; a failed notice is kept but told to no one."""
    inbox = Inbox(KeptStore(None))  # type: ignore[arg-type]
    done = keeping("lab", inbox, lambda *_: Record(), notice, lambda: None)
    assert done(dm_row({"content": "x", REFUSED: "400"}), False, None).statements == ()
    told = done(dm_row({"content": "x", NOTICE: True}), False, None).statements
    assert [sql for sql, _ in told if "INSERT INTO outbox" in sql] == []
    assert done(dm_row({"content": "x"}), True, 5).statements == ()


def test_a_familys_keeper_decides_what_of_a_refused_dm_is_kept():
    """A family's keeper keeps a refused DM its way; one it keeps nothing of is only recorded
    (no kept news, no host told, no player waiting)."""
    inbox = Inbox(KeptStore(None))  # type: ignore[arg-type]

    def keeper(row: OutboxRow) -> list:
        news = row.payload.get("news")
        return [keep("lab", row.game_id, row.target, row.id, content=news)] if news else []

    done = keeping("lab", inbox, lambda *_: Record(), notice, lambda: None, keeper)
    kept = done(dm_row({"content": "x", "news": "kept"}), False, None)
    assert [params[6] for sql, params in kept.statements if "kept_news" in sql] == ["kept"]
    nothing = done(dm_row({"content": "x"}), False, None)
    assert nothing.statements == () and nothing.then is None
    assert inbox.waiting == set()
