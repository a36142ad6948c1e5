"""The family shell's storage on both backends (SQLite and a real PostgreSQL)."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.db import StaleGameError, UniqueViolationError
from bot.outbox_store import OutboxStore
from bot.shell.extra import ShellExtra
from bot.shell.posts import dm, post, recorder
from bot.shell.registry import register_family
from bot.shell.sessions import FamilySessions
from bot.shell.store import FamilyStore, GameStatus
from engine.cloud import FAMILY as CLOUD
from engine.cloud import CloudPlayer, CloudSettings, CloudSetup
from engine.cloud.decks import starter_deck
from engine.core.errors import IllegalActionError

register_family(CLOUD)  # as loading cogs.cloud does: the shell names no family


def cloud_setup(seed: int = 0) -> dict:
    return CloudSetup(
        players=[
            CloudPlayer(name="Alice", user_id=5, deck=starter_deck("anon").document()),
            CloudPlayer(name="Bob", user_id=6, deck=starter_deck("pizza").document()),
        ],
        seed=f"{seed:064x}",
        settings=CloudSettings(setup_mode="auto"),
    ).model_dump(mode="json")


async def lobby(sessions: FamilySessions, channel_id: int = 10):
    return await sessions.create(
        family="cloud", guild_id=1, channel_id=channel_id, host_id=2, options={"turn": 3600.0}
    )


async def test_a_row_round_trips(database):
    """Every column of a family game is written and read back as it was."""
    store = FamilyStore(database)
    row = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={"a": 1})
    row.thread_id, row.seats = 44, [{"user_id": 5, "name": "Alice"}]
    row.deadline = dt.datetime(2026, 1, 2, 3, 4, 5, 600, tzinfo=dt.UTC)
    row.deadline_kind, row.deadline_span, row.reminded, row.paused_left = "turn", 60.0, True, 7.5
    row.post_message_id, row.lobby_message_id = 2**62, 9
    row.extra, row.draws, row.status = (
        ShellExtra(post_from=3, posted={"window": 8}),
        {"dice/0": "6"},
        GameStatus.RUNNING,
    )
    row.setup = {"x": [1, 2]}
    await store.save(row)
    again = await store.game(row.family, row.id)
    assert again is not None
    assert again.__dict__ == {**row.__dict__, "updated_at": again.updated_at}
    assert [g.id for g in await store.open_games("cloud")] == [row.id]
    assert await store.open_games("werewolf") == []


async def test_a_taken_sequence_writes_nothing(database):
    """Appending an action at a taken seq is refused and leaves the row as it was on disk."""
    store = FamilyStore(database)
    row = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    await store.append(row, 0, 5, "A: end")
    row.extra = ShellExtra(closed="changed")
    with pytest.raises(UniqueViolationError):
        await store.append(row, 0, 6, "B: end")
    again = await store.game(row.family, row.id)
    assert again is not None and again.extra == ShellExtra()
    assert await store.actions(row.family, row.id) == ["A: end"]


async def test_sessions_replay_running_games_on_load(database):
    """A running game is rebuilt from its stored actions, pinned draws included."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    game = await sessions.start(session, cloud_setup())
    async with session.lock:
        seat = game.setup_placer()
        spaces = game.avatar_spaces(seat)[1]
        game.pin("dice", 4)
        await sessions.push(session, f"avatar {spaces[0]}", seat, 5)
    again = FamilySessions(FamilyStore(database))
    assert await again.load() == 1
    loaded = again.get(session.row.family, session.row.id)
    assert loaded is not None and loaded.game is not None
    assert loaded.game.snapshot() == game.snapshot()
    assert loaded.row.draws == game.record().draws != {}


async def test_a_refused_action_changes_nothing(database):
    """An illegal action raises the engine's error; memory and disk keep no trace of it."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    game = await sessions.start(session, cloud_setup())
    before = game.snapshot()
    with pytest.raises(IllegalActionError):
        await sessions.push(session, "end", 0, 5)
    assert game.snapshot() == before
    assert await sessions.store.actions(session.row.family, session.row.id) == []


async def test_a_failed_write_rebuilds_the_game_from_disk(database):
    """When the append fails, the pushed action leaves memory too."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    game = await sessions.start(session, cloud_setup())
    seat = game.setup_placer()
    text = f"avatar {game.avatar_spaces(seat)[1][0]}"
    before = game.snapshot()

    def fail() -> None:
        raise RuntimeError("disk full")

    with pytest.raises(RuntimeError, match="disk full"):
        await sessions.push(session, text, seat, 5, before_save=fail)
    assert session.game is not None and session.game.snapshot() == before
    assert await sessions.store.actions(session.row.family, session.row.id) == []


async def test_files_are_kept_per_server_and_replaced_by_key(database):
    """A saved file is listed for its server only; saving the same key again replaces it."""
    store = FamilyStore(database)
    await store.save_file(guild_id=1, family="cloud", key="anon", title="A", body="x", owner_id=5)
    await store.save_file(guild_id=1, family="cloud", key="anon", title="B", body="y", owner_id=6)
    await store.save_file(guild_id=2, family="cloud", key="zed", title="Z", body="z", owner_id=5)
    (kept,) = await store.files(1, "cloud")
    assert (kept.key, kept.title, kept.body, kept.owner_id) == ("anon", "B", "y", 6)
    assert await store.files(1, "werewolf") == []


async def outbox(database, game_id: int) -> list:
    return await database.fetch_all(
        "SELECT id, family, batch, kind, key FROM outbox WHERE game_id = ? ORDER BY id",
        (game_id,),
    )


async def test_effects_are_queued_with_their_action_and_never_without_it(database):
    """An appended action queues its effects in its transaction; a refused append queues none."""
    store = FamilyStore(database)
    row = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    await store.append(row, 0, 5, "A: end", [post(row, 44, "Turn 2", key="turn")])
    with pytest.raises(UniqueViolationError):
        await store.append(row, 0, 6, "B: end", [post(row, 44, "never")])
    queued = await outbox(database, row.id)
    assert [(r["family"], r["kind"], r["key"]) for r in queued] == [("cloud", "post", "turn")]


async def test_a_dm_and_its_note_are_a_batch_of_their_own(database):
    """A DM's note for closed DMs names the failures of its batch: each DM gets its own."""
    store = FamilyStore(database)
    row = await store.create(family="lab", guild_id=1, channel_id=2, host_id=3, options={})
    shown = [
        post(row, 44, "board"),
        *dm(5, "your turn", channel_id=44, fallback="your turn"),
        *dm(6, "news", channel_id=44, fallback="news"),
        post(row, 44, "after"),
    ]
    await store.save(row, shown)
    queued = await outbox(database, row.id)
    kinds = [r["kind"] for r in queued]
    assert kinds == ["post", "dm", "unreachable", "dm", "unreachable", "post"]
    batches = [r["batch"] for r in queued]
    assert batches[1] == batches[2] != batches[3] == batches[4]
    assert len({batches[0], batches[1], batches[3], batches[5]}) == 4


def test_a_dm_note_shows_braces_as_written():
    """The note's text is a format string for the mentions; the fallback's braces stay text."""
    _, note = dm(5, "hi", channel_id=44, fallback="see {hand} (no DM)")
    assert note.payload["text"].format(mentions="<@5>") == "<@5> see {hand} (no DM)"


async def test_a_keyed_post_id_is_kept_unless_a_newer_post_of_its_key_was_queued(database):
    """The recorder writes a sent post's id to the row only if it is its key's latest post."""
    store = FamilyStore(database)
    row = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    await store.save(
        row, [post(row, 44, "Turn 1", key="turn"), post(row, 44, "Turn 2", key="turn")]
    )
    first, second = [r for r in await OutboxStore(database).pending() if r.game_id == row.id]
    done = recorder("cloud", lambda game_id: row, database.dialect)
    for sent, message_id in ((first, 111), (second, 222)):
        record = done(sent, True, message_id)
        async with database.transaction() as tx:
            for sql, params in record.statements:
                await tx.execute(sql, params)
        stored = await store.game(row.family, row.id)
        assert stored is not None
        expected = None if sent is first else 222
        assert stored.post_message_id == expected and row.post_message_id == expected


async def test_a_rematch_and_its_claim_on_the_old_game_are_one_write(database):
    """A rematch's lobby is stored with the old game's mark naming it, both read back."""
    store = FamilyStore(database)
    old = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    new = await store.create(
        family="cloud", guild_id=1, channel_id=2, host_id=3, options={}, rematch_of=old
    )
    again = await store.game("cloud", old.id)
    assert again is not None and again.extra.rematch == new.id == old.extra.rematch
    assert new.extra.rematch_of == old.id and again.version == old.version


async def test_a_rematch_claimed_by_another_process_writes_nothing(database):
    """A second process's rematch of a game it read before the first's claim is refused
    (``StaleGameError``) and stores no second lobby."""
    first, second = FamilyStore(database), FamilyStore(database)
    old = await first.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    seen = await second.game("cloud", old.id)
    assert seen is not None
    await first.create(
        family="cloud", guild_id=1, channel_id=2, host_id=3, options={}, rematch_of=old
    )
    with pytest.raises(StaleGameError):
        await second.create(
            family="cloud", guild_id=1, channel_id=2, host_id=3, options={}, rematch_of=seen
        )
    assert seen.extra.rematch is None
    assert len(await first.open_games("cloud")) == 2  # the old game's lobby and one rematch
