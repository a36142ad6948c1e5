"""The outbox sender on simcord, family-agnostic: order, keys, calls, failures, restarts."""

from __future__ import annotations

import pytest

from bot import effects
from bot.outbox import RETRY_SECONDS, Done, Record
from bot.outbox_store import OutboxRow, queue
from tests.cogs.family_helpers import crash_before_mark, restart
from tests.cogs.harness import make_bot


async def enqueue(env, family, game_id, rows):
    """Queue rows as a family's change would, and wake the sender as the bot does."""
    async with env.bot.storage.database.transaction() as tx:
        await queue(tx, family, game_id, rows)
    # In the bot's scope, as a command would: simcord then waits for the sender's task.
    with env._bot_scope():
        env.bot.outbox.wake()


def contents(channel):
    return [m.content for m in channel.history()]


@pytest.fixture
async def place(simcord_env):
    guild = simcord_env.create_guild("G")
    channel = guild.create_text_channel("games")
    member = guild.add_member(simcord_env.create_user("pat"))
    await simcord_env.settle()
    return channel, member


@pytest.mark.simcord(settle_timeout=20)
async def test_rows_are_sent_once_in_order_and_marked(simcord_env, place):
    """Posts and DMs go out in the order queued, each once, and nothing stays pending."""
    channel, member = place
    bot = simcord_env.bot
    await enqueue(
        simcord_env,
        "test",
        1,
        [
            effects.post(channel.id, content="one"),
            effects.dm(member.id, content="secret"),
            effects.post(channel.id, content="two"),
        ],
    )
    await simcord_env.settle()
    assert contents(channel) == ["one", "two"]
    assert [m.content for m in member.user.dm_channel.history()] == ["secret"]
    assert await bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_an_edit_finds_the_message_of_its_key(simcord_env, place):
    """An edit by key changes the message the game's latest row with that key sent."""
    channel, _ = place
    await enqueue(simcord_env, "test", 1, [effects.post(channel.id, key="board", content="v1")])
    await enqueue(simcord_env, "test", 1, [effects.edit(channel.id, key="board", content="v2")])
    await simcord_env.settle()
    assert contents(channel) == ["v2"]


@pytest.mark.simcord(settle_timeout=20)
async def test_a_family_call_runs_its_handler_and_records(simcord_env, place):
    """A CALL row runs the handler its family registered; its record commits with the mark."""
    _channel, _ = place
    bot = simcord_env.bot
    seen: list[tuple[int, str]] = []
    after: list[str] = []

    async def ping(row: OutboxRow) -> Done:
        seen.append((row.target, row.payload["word"]))
        return Done(record=Record(then=lambda: after.append("done")))

    bot.outbox.register("test", calls={"ping": ping})
    await enqueue(simcord_env, "test", 1, [effects.call("ping", 42, word="hi")])
    await simcord_env.settle()
    assert seen == [(42, "hi")] and after == ["done"]
    assert await bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_on_sent_lets_a_family_keep_the_message_id(simcord_env, place):
    """A family's on_done hook is told the id of each message its rows made."""
    channel, _ = place
    bot = simcord_env.bot
    ids: list[int | None] = []

    def keep(row: OutboxRow, sent: bool, message_id: int | None) -> Record:
        ids.append(message_id)
        return Record()

    bot.outbox.register("test", on_done=keep)
    await enqueue(simcord_env, "test", 1, [effects.post(channel.id, content="x")])
    await simcord_env.settle()
    assert ids == [channel.history()[-1].id]


@pytest.mark.simcord(settle_timeout=20)
async def test_unreachable_names_only_the_failed_dms_of_its_batch(simcord_env, place):
    """A DM to a user who closed DMs fails; the batch's note mentions that user alone."""
    channel, member = place
    closed = channel.guild.add_member(simcord_env.create_user("shy"))
    await simcord_env.settle()
    simcord_env.inject_error(
        "POST",
        f"/channels/{closed.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await enqueue(
        simcord_env,
        "test",
        1,
        effects.unreachable(
            channel.id,
            [
                effects.dm(member.id, report=True, content="a"),
                effects.dm(closed.id, report=True, content="b"),
            ],
            "{mentions}: no DM",
        ),
    )
    await simcord_env.settle()
    assert contents(channel) == [f"<@{closed.id}>: no DM"]


@pytest.mark.simcord(settle_timeout=20)
async def test_a_passing_failure_holds_the_game_and_is_retried_in_order(simcord_env, place):
    """A 500 holds the rest of that game's rows (other games go on); a minute later all go."""
    channel, _ = place
    other = channel.guild.create_text_channel("other")
    await simcord_env.settle()
    bot = simcord_env.bot
    simcord_env.inject_error("POST", f"/channels/{channel.id}/messages", status=500, times=1)
    await enqueue(
        simcord_env,
        "test",
        1,
        [effects.post(channel.id, content="first"), effects.post(channel.id, content="second")],
    )
    await enqueue(simcord_env, "test", 2, [effects.post(other.id, content="elsewhere")])
    await simcord_env.settle()
    assert contents(channel) == [] and contents(other) == ["elsewhere"]
    await simcord_env.advance_time(RETRY_SECONDS + 1)
    await simcord_env.settle()
    assert contents(channel) == ["first", "second"]
    assert await bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_a_row_sent_before_a_crash_is_not_sent_again(simcord_env, place, db_path):
    """A post that landed but was never marked (a crash) is found in the channel and marked."""
    channel, _ = place
    bot = simcord_env.bot
    await enqueue(simcord_env, "test", 1, [effects.post(channel.id, content="once")])
    await simcord_env.settle()
    [row] = await bot.storage.database.fetch_all("SELECT id FROM outbox")
    async with bot.storage.database.transaction() as tx:  # as if the mark never committed
        await tx.execute("UPDATE outbox SET state = 'pending' WHERE id = ?", (row["id"],))
    await bot.close()
    await simcord_env.restart_bot(make_bot(db_path))
    await simcord_env.settle()
    assert contents(channel) == ["once"]
    assert await simcord_env.bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_a_game_waiting_for_a_retry_does_not_delay_another_games_rows(simcord_env, place):
    """A row queued while the sender waits to retry another game's row goes out at once."""
    channel, _ = place
    other = channel.guild.create_text_channel("other")
    await simcord_env.settle()
    simcord_env.inject_error("POST", f"/channels/{channel.id}/messages", status=500, times=1)
    await enqueue(simcord_env, "test", 1, [effects.post(channel.id, content="held")])
    await simcord_env.settle()
    assert contents(channel) == []
    await enqueue(simcord_env, "test", 2, [effects.post(other.id, content="prompt")])
    await simcord_env.settle()
    assert contents(other) == ["prompt"]


@pytest.fixture
async def crowd(simcord_env, place):
    """Five more members of the guild, each to get a DM."""
    channel, _ = place
    members = [channel.guild.add_member(simcord_env.create_user(f"m{i}")) for i in range(5)]
    await simcord_env.settle()
    return members


def count_commits(bot) -> list[int]:
    """Count the bot's database transactions from now on (one element each)."""
    database = bot.storage.database
    begun = database.transaction
    commits: list[int] = []

    def counted():
        commits.append(1)
        return begun()

    database.transaction = counted
    return commits


@pytest.mark.simcord(settle_timeout=20)
async def test_a_run_of_dms_is_marked_in_one_commit(simcord_env, place, crowd):
    """Five DMs in a row are sent each once and marked together, not one commit each."""
    bot = simcord_env.bot
    async with bot.storage.database.transaction() as tx:
        await queue(tx, "test", 1, [effects.dm(m.id, content=f"hi {m.id}") for m in crowd])
    commits = count_commits(bot)
    with simcord_env._bot_scope():
        bot.outbox.wake()
    await simcord_env.settle()
    assert [[x.content for x in m.user.dm_channel.history()] for m in crowd] == [
        [f"hi {m.id}"] for m in crowd
    ]
    assert len(commits) == 1
    assert await bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_dms_sent_but_not_marked_before_a_crash_are_not_sent_again(
    simcord_env, place, crowd, db_path
):
    """The bot dies before committing a run of DMs' marks: after a restart each DM is found in
    its channel, none is sent twice, and the post queued after them goes out once."""
    channel, _ = place
    lost = crash_before_mark(simcord_env)
    await enqueue(
        simcord_env,
        "test",
        1,
        [
            *(effects.dm(m.id, content=f"night {m.id}") for m in crowd),
            effects.post(channel.id, content="morning"),
        ],
    )
    await simcord_env.settle()
    assert len(lost) == len(crowd) and contents(channel) == []
    await restart(simcord_env, db_path)
    assert [[x.content for x in m.user.dm_channel.history()] for m in crowd] == [
        [f"night {m.id}"] for m in crowd
    ]
    assert contents(channel) == ["morning"]
    assert await simcord_env.bot.storage.outbox.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_dms_to_a_player_open_their_dm_channel_once(simcord_env, place, crowd):
    """DMs to many players, twice over, each open the player's DM channel once: no look-up of
    the user and no new DM channel per message (discord.py keeps only 128 DM channels)."""
    bot = simcord_env.bot
    for night in (1, 2):
        await enqueue(
            simcord_env, "test", 1, [effects.dm(m.id, content=f"N{night}") for m in crowd]
        )
        await simcord_env.settle()
    asked = [f"{r.method} {r.path}" for r in simcord_env.http_requests if "/users/" in r.path]
    assert asked == ["POST /users/@me/channels"] * len(crowd)
    assert [[x.content for x in m.user.dm_channel.history()] for m in crowd] == [
        ["N1", "N2"] for _ in crowd
    ]
    assert await bot.storage.outbox.pending() == []
