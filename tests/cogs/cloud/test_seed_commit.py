"""The seed's commit and reveal (D1): the hash of the seed's 32 bytes, checkable by anyone."""

from __future__ import annotations

import hashlib

from .helpers import ok, place_avatars, seat_cloud_table, start_cloud_game


async def test_the_start_commits_to_the_seed_bytes_and_the_end_says_how_to_check(simcord_env):
    """The start posts SHA-256 of the seed's bytes; the end post, however long its card lists,
    reveals the seed beside that hash and a command that recomputes it."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    seed = game.setup.seed
    digest = hashlib.sha256(bytes.fromhex(seed)).hexdigest()
    assert any(digest in m.content for m in table.thread.history())
    await place_avatars(table)
    ok(await table.host.slash(table.thread, "cloud host kick", player=table.players[1]))
    final = table.thread.last_message
    assert final.content.startswith("🏁")
    assert f"Seed `{seed}`" in final.content and digest in final.content
    assert f"printf {seed} | xxd -r -p | sha256sum" in final.content
