"""The end post's record is a replay file: the console plays it back action by action."""

from __future__ import annotations

from bot.console.cli import main

from .helpers import ok, place_avatars, seat_cloud_table, start_cloud_game


async def test_the_console_plays_back_the_record_of_the_end_post(simcord_env, tmp_path, capsys):
    """After a turn and a kick, the end post names the console command and its attached record
    prints every action with its public lines, then the end."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active or 0]
    ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    ok(await active.slash(table.thread, "cloud end"))
    ok(await table.host.slash(table.thread, "cloud host kick", player=table.players[1]))
    final = table.thread.last_message
    record = next(a for a in final.attachments if a.filename.endswith(".json"))
    assert f"python -m bot.console cloud replay {record.filename}" in final.content
    path = tmp_path / record.filename
    path.write_bytes(await record.read())
    assert main(["cloud", "replay", str(path)]) == 0
    out = capsys.readouterr().out
    for number, action in enumerate(game.actions, start=1):
        assert f"{number:>4}> {action.record_text()}" in out
    for line in game.lines:
        assert line in out
    assert game.outcome is not None
    assert out.rstrip().endswith(f"End: {game.outcome.summary}")
