"""Every resolved cat effect gets its own public line (issue 23 §2, spec §7.3), and the panel
labels cat buttons by what they do, offering only the variants that differ."""

from __future__ import annotations

from engine.lab.geometry import Colour
from engine.lab.options import Cat
from tests.engine.lab.builder import Board, cat_deal

from .helpers import button_labels, join_all_and_start, ok, open_lobby, seat_lab_table


async def start(env, board: Board, cat: Cat):
    """Alice (P1, with ``cat``), Bob (P2) and Carol (P3) on ``board``; Alice's turn."""
    table = await seat_lab_table(env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=True)
    draws = {"seats": "0,1,2", "cats": cat_deal({1: cat}, 3)}
    table.cog.rehearsal = (board.text(1), draws)
    await join_all_and_start(table)
    return table


def shown(table) -> str:
    """Everything the thread shows now."""
    return "\n".join(m.content for m in table.thread.history())


async def test_qubit_tunnel_is_said(simcord_env):
    """Qubit's tunnel through a wall gets a line naming where P1 went."""
    board = Board()
    board.tile((6, 3), "room-straight", "┃")
    table = await start(simcord_env, board, Cat.QUBIT)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.click(table.post(), label="Tunnel →"))
    assert "🐾 Qubit: P1 tunnels right through the wall to" in table.post().content


async def test_tachyon_sprint_is_said(simcord_env):
    """Tachyon's sprint, from its own button, gets a line naming where P1 ran."""
    table = await start(simcord_env, Board(), Cat.TACHYON)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.click(table.post(), label="Sprint ↑"))
    assert "🐾 Tachyon: P1 sprints two steps up" in table.post().content


async def test_tachyon_extra_action_is_said(simcord_env):
    """Picking up a cube with Tachyon gives one more action, and a line says so."""
    board = Board()
    board.tile((6, 2), "room-cross", "╋")
    board.at(1, (6, 2)).lies(Colour.GREEN, (6, 2))
    table = await start(simcord_env, board, Cat.TACHYON)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="left"))
    ok(await alice.slash(table.thread, "lab pickup"))
    assert "🐾 Tachyon: P1 gets one more action this turn" in table.post().content


async def test_spooky_swap_and_reaction_are_said(simcord_env):
    """Spooky's swap names both scientists; its reaction lists where each cube went."""
    board = Board()
    board.tile((6, 2), "room-cross", "╋")
    board.tile((4, 2), "room-cross", "╋")
    board.at(1, (6, 2)).at(2, (4, 2)).lies(Colour.GREEN, (6, 2))
    table = await start(simcord_env, board, Cat.SPOOKY)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.click(table.post(), label="Swap with P2"))
    assert "🐾 Spooky: P1 swaps places with P2" in table.post().content
    ok(await alice.slash(table.thread, "lab move", steps="right right"))
    ok(await alice.slash(table.thread, "lab pickup"))
    assert "🐾 Spooky: the cubes lying in Sectors jump to P1's coordinates: Red to" in (
        table.post().content
    )


async def test_snooze_offers_one_catnap_button_and_says_it(simcord_env):
    """Snooze's power takes no argument: one Catnap button, not nine; its nap is said."""
    table = await start(simcord_env, Board(), Cat.SNOOZE)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    labels = button_labels(table.post())
    assert [x for x in labels if x.startswith("Cat")] == ["Catnap"]
    ok(await alice.click(table.post(), label="Catnap"))
    assert "🐾 Snooze: P1 naps" in table.post().content


async def test_snooze_reaction_is_said(simcord_env):
    """Picking up with Snooze ends the actions, and a line says so."""
    board = Board()
    board.tile((6, 2), "room-cross", "╋")
    board.at(1, (6, 2)).lies(Colour.GREEN, (6, 2))
    table = await start(simcord_env, board, Cat.SNOOZE)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="left"))
    ok(await alice.slash(table.thread, "lab pickup"))
    assert "🐾 Snooze: P1's actions end here" in table.post().content


async def test_heisenpurr_offers_one_button(simcord_env):
    """Heisenpurr's power takes no argument: one button saying what it does."""
    table = await start(simcord_env, Board(), Cat.HEISENPURR)
    ok(await table.players[0].slash(table.thread, "lab see", direction="up"))
    labels = button_labels(table.post())
    assert [x for x in labels if x.startswith(("Randomize", "Cat"))] == ["Randomize me"]


async def test_fermi_reaction_is_said(simcord_env):
    """Fermi's reaction: the next seat's elbow gets a line naming who pushed whom where."""
    board = Board()
    board.tile((6, 2), "room-straight", "━")
    board.at(1, (6, 2)).lies(Colour.GREEN, (6, 2))
    table = await start(simcord_env, board, Cat.FERMI)
    alice, bob = table.players[0], table.players[1]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.slash(table.thread, "lab pickup"))
    ok(await bob.slash(table.thread, "lab elbow", player=alice, direction="left"))
    assert "🐾 Fermi: P2 elbows P1 left to" in table.post().content


async def test_gyro_turns_are_said(simcord_env):
    """Gyro's spin says which way the tile set turned, from its own button."""
    board = Board()
    board.tile((6, 4), "V3", "╋")
    for cell in ((4, 4), (4, 6), (6, 6)):
        board.tile(cell, "gray-V3", "╋")
    board.at(1, (6, 4))
    table = await start(simcord_env, board, Cat.GYRO)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    assert "Spin my tile clockwise ↻" in button_labels(table.post())
    ok(await alice.click(table.post(), label="Spin my tile clockwise ↻"))
    assert "🐾 Gyro: P1's tile set (4 pieces) turns a quarter clockwise" in table.post().content


async def test_action_buttons_say_what_they_do(simcord_env):
    """Stealing, dropping and ending the actions have buttons named for what they do."""
    board = Board()
    board.tile((8, 2), "room-cross", "╋")
    board.tile((8, 1), "room-straight", "━")
    board.at(1, (8, 2)).at(2, (8, 2)).holds(2, Colour.GREEN)
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (board.text(1), {"seats": "0,1,2"})
    await join_all_and_start(table)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    assert {"Steal from P2", "Done (end actions)"} <= set(button_labels(table.post()))
    ok(await alice.click(table.post(), label="Steal from P2"))
    assert "Drop my cube" in button_labels(table.post())


async def test_gyro_reaction_is_said(simcord_env):
    """Picking up with Gyro turns the tiles next to P1, and a line names them."""
    board = Board()
    board.tile((6, 2), "room-cross", "╋")
    board.tile((7, 2), "room-straight", "━")
    board.at(1, (6, 2)).lies(Colour.GREEN, (6, 2))
    table = await start(simcord_env, board, Cat.GYRO)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="left"))
    ok(await alice.slash(table.thread, "lab pickup"))
    assert "🐾 Gyro: 1 tile(s) next to P1 turn a quarter clockwise" in table.post().content
