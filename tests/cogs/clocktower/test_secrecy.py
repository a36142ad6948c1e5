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
    """The public messages with member and game ids replaced by seat and table names."""
    names = {str(m.id): f"seat{i + 1}" for i, m in enumerate(table.players)}
    names[str(table.storyteller.id)] = "storyteller"
    out = []
    for message in table.public():
        text = re.sub(r"<@(\d+)>", lambda m: f"<@{names.get(m.group(1), '?')}>", message.content)
        out.append(re.sub(r"#\d+", "#N", text))
    return out


async def night_one(env, lists: dict[int, list[str]]) -> CtTable:  # type: ignore[no-untyped-def]
    table = await seat_table(env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    for seat, texts in lists.items():
        for text in texts:
            ok(await send_list(table, seat, text))
    ok(await table.storyteller.slash(table.thread, "ct st resolve"))
    assert table.game.phase == "day"
    return table


async def test_two_different_nights_read_the_same_in_public(simcord_env):
    """Different characters, lists and resubmissions leave identical public messages."""
    plain = await night_one(simcord_env, PLAIN)
    other = await night_one(simcord_env, OTHER)
    assert plain.game.history != other.game.history
    assert transcript(plain) == transcript(other)
