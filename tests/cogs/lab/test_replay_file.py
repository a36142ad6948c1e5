"""The end post's record is a replay file: the console plays it back move by move."""

from __future__ import annotations

from bot.console.cli import main

from .helpers import join_all_and_start, ok, open_lobby, seat_lab_table


async def test_the_console_plays_back_the_record_of_the_end_post(simcord_env, tmp_path, capsys):
    """After a few moves (one taken back) and an abort, the end post names the console command
    and its attached record prints every event and line in order, then the end."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, cats=False)
    game = await join_all_and_start(table)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.slash(table.thread, "lab done"))
    ok(await alice.slash(table.thread, "lab undo"))
    ok(await alice.slash(table.thread, "lab done"))
    ok(await table.host.slash(table.thread, "lab host abort", confirm=True))
    final = table.thread.last_message
    record = next(a for a in final.attachments if a.filename.endswith(".json"))
    assert f"python -m bot.console lab replay {record.filename}" in final.content
    path = tmp_path / record.filename
    path.write_bytes(await record.read())
    assert main(["lab", "replay", str(path)]) == 0
    out = capsys.readouterr().out
    for number, command in enumerate(game.actions, start=1):
        assert f"{number:>4}> {command.text}" in out
    assert "P1 takes back: done" in out
    assert game.outcome is not None
    assert out.rstrip().endswith(f"End: {game.outcome.summary}")
