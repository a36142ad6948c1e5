"""The seed's commit and reveal (§7.5): the hash of the seed's 32 bytes, checkable by anyone."""

from __future__ import annotations

import hashlib
import re

from .helpers import join_all_and_start, ok, open_lobby, seat_lab_table


def sha256_of_bytes(seed: str) -> str:
    """What a player computes from the revealed seed: SHA-256 of its 32 bytes."""
    return hashlib.sha256(bytes.fromhex(seed)).hexdigest()


async def test_the_opening_commits_to_the_seed_bytes_and_the_end_says_how_to_check(simcord_env):
    """The opening post shows SHA-256 of the seed's bytes (not of its hex text); the end post
    reveals the seed, repeats that hash and gives a command that recomputes it."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, cats=False)
    game = await join_all_and_start(table)
    seed = str(game.setup.seed)
    assert re.fullmatch(r"[0-9a-f]{64}", seed)
    opening = next(m for m in table.thread.history() if m.content.startswith("🔬"))
    assert sha256_of_bytes(seed) in opening.content
    assert hashlib.sha256(seed.encode()).hexdigest() not in opening.content
    ok(await table.host.slash(table.thread, "lab host abort", confirm=True))
    final = table.thread.last_message
    assert final.content.startswith("🏁")
    assert f"Seed `{seed}`" in final.content and sha256_of_bytes(seed) in final.content
    assert f"printf {seed} | xxd -r -p | sha256sum" in final.content
