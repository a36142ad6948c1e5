"""Turn notifications in the Lab (issue 23 §1): the turn post pings only the player asked, a
DM links to it, reminders ping and DM, and `/notifications dms:off` stops the DMs."""

from __future__ import annotations

from tests.cogs.notify_helpers import allowed_users, dms, pinged

from .helpers import join_all_and_start, ok, open_lobby, seat_lab_table

HOUR = 3600


async def start_trio(env, **options):
    table = await seat_lab_table(env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False, **options)
    await join_all_and_start(table)
    return table


def user_of(table, seat: int) -> int:
    return int(table.session.row.extra.users[seat])


async def test_the_turn_post_pings_the_active_player_only(simcord_env):
    """The first turn post pings P1 alone: its allowed mentions name that one user."""
    table = await start_trio(simcord_env)
    first = user_of(table, table.game.active)
    post_id = table.session.row.post_message_id
    assert pinged(simcord_env, table.thread, post_id) == [first]
    assert allowed_users(simcord_env, table.thread, post_id) == frozenset({first})


async def test_the_opening_status_pings_nobody(simcord_env):
    """The opening post names every player but pings none of them."""
    table = await start_trio(simcord_env)
    opening = next(m for m in table.thread.history() if m.content.startswith("🔬"))
    assert pinged(simcord_env, table.thread, opening.id) == []


async def test_a_dm_at_each_turn_links_to_its_post(simcord_env):
    """The player whose turn starts gets a DM with a jump link to the new turn post."""
    table = await start_trio(simcord_env)
    game = table.game
    first = table.players[[p.id for p in table.players].index(user_of(table, game.active))]
    row = table.session.row
    link = f"/channels/{table.guild.id}/{table.thread.id}/{row.post_message_id}"
    (dm,) = dms(first)
    assert "your turn" in dm and link in dm
    ok(await first.slash(table.thread, "lab see", direction="up"))
    ok(await first.slash(table.thread, "lab done"))
    ok(await first.slash(table.thread, "lab see", direction="up"))
    second = table.players[[p.id for p in table.players].index(user_of(table, game.active))]
    assert second is not first
    assert len(dms(second)) == 1 and str(table.session.row.post_message_id) in dms(second)[0]
    assert len(dms(first)) == 1


async def test_a_reminder_pings_and_dms_before_the_deadline(simcord_env):
    """At half time the reminder post pings the waiting player and a DM reminds them."""
    table = await start_trio(simcord_env, turn_hours=4.0)
    user = user_of(table, table.game.active)
    member = next(p for p in table.players if p.id == user)
    await simcord_env.advance_time(2 * HOUR + 1)
    reminder = next(m for m in table.thread.history() if m.content.startswith("⏰"))
    assert pinged(simcord_env, table.thread, reminder.id) == [user]
    assert len(dms(member)) == 2 and "limit ends" in dms(member)[1]


async def test_dms_off_stops_the_dms_but_not_the_ping(simcord_env):
    """A player who chose `/notifications dms:off` gets no DM at their turn; the post still
    pings them."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    ok(await alice.slash(table.town, "notifications", dms="off"))
    ok(await bob.slash(table.town, "notifications", dms="off"))
    ok(await bob.slash(table.town, "notifications", dms="on"))
    await open_lobby(table, cats=False)
    await join_all_and_start(table)
    active = user_of(table, table.game.active)
    member = next(p for p in table.players if p.id == active)
    other = next(p for p in table.players if p.id != active)
    assert pinged(simcord_env, table.thread, table.session.row.post_message_id) == [active]
    assert len(dms(member)) == (0 if member is alice else 1)
    assert dms(other) == []
