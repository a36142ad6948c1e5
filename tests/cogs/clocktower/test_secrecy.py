"""Nothing public depends on hidden state: two tables that differ only in what was sent by DM
read the same channel and thread (ids aside)."""

from __future__ import annotations

import re

from .helpers import (
    CtTable,
    join_all_and_start,
    ok,
    open_lobby,
    seat_draws,
    seat_table,
    send_list,
    stall_command,
    steady_clock,
)

PLAIN = {
    6: ["setup demon @6 bluffs washerwoman librarian investigator"],
    7: ["setup demon @6; dont_wake"],
    1: ["wake empath learn 2"],
    2: ["wake chef learn 1"],
    3: ["dont_wake"],
    4: ["dont_wake"],
    5: ["dont_wake"],
}
"""One Night 1: a locked Baron, a Drunk Empath."""

OTHER = {
    6: ["setup demon @6 bluffs saint recluse empath"],
    7: [
        "setup demon @7 bluffs soldier slayer monk",
        "setup demon @6; wake poisoner choose @3",
        "wake poisoner choose @2",
    ],
    1: ["wake chef learn 1"],
    2: ["dont_wake", "wake investigator learn @6 @7 poisoner"],
    3: ["dont_wake"],
    4: ["wake librarian learn @1 @2 drunk", "dont_wake"],
    5: ["dont_wake"],
}
"""Another Night 1: a Poisoner, lists changed several times, other bluffs."""


def transcript(table: CtTable) -> list[str]:
    """The public messages with member and game ids replaced by seat and table names, and the
    seed's commitment by ``HASH`` (each game draws its own seed; its hash tells nothing)."""
    names = {str(m.id): f"seat{i + 1}" for i, m in enumerate(table.players)}
    names[str(table.storyteller.id)] = "storyteller"
    out = []
    for message in table.public():
        text = re.sub(r"<@(\d+)>", lambda m: f"<@{names.get(m.group(1), '?')}>", message.content)
        text = re.sub(r"\b[0-9a-f]{64}\b", "HASH", text)
        out.append(re.sub(r"#\d+", "#N", text))
    return out


async def night_one(env, lists: dict[int, list[str]]) -> CtTable:  # type: ignore[no-untyped-def]
    table = await seat_table(env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    for seat, texts in lists.items():
        for text in texts:
            ok(await send_list(table, seat, text))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert table.game.phase == "day"
    return table


async def test_a_stalled_loop_moves_no_deadline_in_public(simcord_env, monkeypatch):
    """The flake of a loaded machine, made certain: the loop stalls past the acknowledgement
    budget in real time while a command (the second: a join) is under way; the night's
    deadline, public, stays where a quiet machine puts it."""
    steady_clock(monkeypatch)
    quiet = await night_one(simcord_env, PLAIN)
    stall_command(monkeypatch, 2)
    stalled = await night_one(simcord_env, PLAIN)
    assert transcript(stalled) == transcript(quiet)


async def test_two_different_nights_read_the_same_in_public(simcord_env, monkeypatch):
    """Different characters, lists and resubmissions leave identical public messages."""
    steady_clock(monkeypatch)
    plain = await night_one(simcord_env, PLAIN)
    other = await night_one(simcord_env, OTHER)
    assert plain.game.history != other.game.history
    assert transcript(plain) == transcript(other)


async def test_a_good_players_probe_does_not_flip_when_the_last_evil_player_answers(simcord_env):
    """A good player resubmitting an entry a bluff rules out gets the same reply before and
    after the last evil player's setup lines arrive (spec V4 as amended)."""
    table = await seat_table(simcord_env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    probe = "wake washerwoman learn @2 @3 chef"
    ok(await send_list(table, 1, probe))
    ok(await send_list(table, 6, "setup demon @6 bluffs washerwoman librarian investigator"))
    ok(await send_list(table, 1, probe))
    ok(await send_list(table, 7, "setup demon @6; dont_wake"))
    assert table.game.setup_accepted.keys() == {5, 6}  # the setup is committed now
    ok(await send_list(table, 1, probe))
    # At resolution the bluffed Washerwoman cannot happen: she is asked again like any conflict.
    for seat in (2, 3, 4, 5):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert any("None of your Night 1 entries is possible" in m for m in table.dms(1))
