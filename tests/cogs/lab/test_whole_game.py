"""A 3-player Lab game by post, through the real slash commands and buttons: the rehearsed
opening (tests/cogs/lab/scenario.py) to the first logged experiment and a Mainframe reset."""

from __future__ import annotations

import io

from PIL import Image

from engine.core.seed import commitment
from engine.lab import FAMILY, LabRecord, PromptKind
from engine.lab.geometry import Colour
from engine.lab.render import CELL, CUBE, MARGIN, render_board

from .helpers import (
    button_labels,
    images,
    join_all_and_start,
    ok,
    open_lobby,
    refused,
    seat_lab_table,
)
from .scenario import rehearsal


async def test_three_players_to_a_log_and_a_reset(simcord_env):
    """An elbow onto a teleporter, refused moves (into a wall, onto a blank), a logged Yellow with its reset (a CHOOSE
    answered by button), a self-bloop, and a board image after every turn."""
    env = simcord_env
    table = await seat_lab_table(env, ("Alice", "Bob", "Carol"))
    alice, bob, carol = table.players
    await open_lobby(table, cats=False)
    refused(await bob.click(table.lobby, label="Start"), "only the host")
    table.cog.rehearsal = rehearsal()
    game = await join_all_and_start(table)
    assert game.names == ("Alice", "Bob", "Carol")
    assert table.session.row.extra.users == [m.id for m in table.players]

    # Turn 1, Alice: the panel is hers alone; an out-of-turn and an illegal move change nothing.
    post = table.post()
    assert "See ↓" in button_labels(post) and "Bloop home (whole turn)" in button_labels(post)
    refused(await bob.click(post, label="See ↓"), "for P1, not you")
    refused(await carol.slash(table.thread, "lab move", steps="left"), "it is P1's turn")
    ok(await alice.click(post, label="See ↓"))
    before, stored = game.position.text(), await table.stored()
    refused(await alice.slash(table.thread, "lab elbow", player=carol, direction="left"), "blank")
    refused(await alice.slash(table.thread, "lab move", steps="down"), "a wall blocks the way")
    refused(await alice.slash(table.thread, "lab move", steps="up"), "is blank")
    assert game.prompt.remaining == 4
    assert (game.position.text(), await table.stored()) == (before, stored)
    ok(await alice.slash(table.thread, "lab elbow", player=carol, direction="right"))
    assert game.position.where(2) == (9, 2)
    ok(await alice.click(table.post(), label="Done (end actions)"))
    assert game.position.where(2) == (9, 0)  # the ╋ ↑ teleporter rolled 2
    assert "P3 teleports 2 up" in table.post().content
    ok(await alice.slash(table.thread, "lab see", direction="up"))

    # Turn 2, Bob: one step onto the Mainframe logs Yellow; the reset's CHOOSE by button.
    assert game.prompt.seat == 1 and game.turn == 2
    ok(await bob.slash(table.thread, "lab see", direction="up"))
    ok(await bob.slash(table.thread, "lab move", steps="left"))
    assert game.position.logged[1] == {Colour.YELLOW}
    assert game.prompt.kind is PromptKind.CHOOSE
    assert button_labels(table.post()) == [f"Choose {v}" for v in "ABCDE"]
    ok(await bob.click(table.post(), label="Choose D"))
    assert "Mainframe reset: every cube goes to D-3" in table.post().content
    assert game.position.lying == {
        Colour.RED: (1, 2),
        Colour.GREEN: (9, 2),
        Colour.YELLOW: (1, 8),
        Colour.BLUE: (9, 8),
    }
    ok(await bob.slash(table.thread, "lab done"))
    ok(await bob.slash(table.thread, "lab see", direction="right"))

    # Turn 3, Carol bloops herself (confirmed), which ends her turn.
    refused(await carol.slash(table.thread, "lab bloop", confirm=False), "did not confirm")
    ok(await carol.slash(table.thread, "lab bloop", confirm=True))
    assert game.position.where(2) == (7, 5) and game.turn == 4

    # Until the end no public post shows the seed (only its hash).
    seed = str(game.setup.seed)
    public = [m.content for channel in (table.town, table.thread) for m in channel.history()]
    assert not any(seed in text for text in public)
    assert any(commitment(seed) in text for text in public)

    # The records on disk and in memory agree and replay; each turn's post was kept, not repeated.
    stored = await table.stored()
    assert stored == [c.text for c in game.actions]
    replayed = FAMILY.replay(LabRecord.model_validate_json(game.record().to_json()))
    assert replayed.position.text() == game.position.text()
    turn_posts = [m for m in table.thread.history() if m.content.startswith("🐈 **Turn")]
    assert len(turn_posts) == 4

    # A board at the start and after each of the three turns: PNGs under 1 MB, phone-sized,
    # each the image of the game as it stood then (replayed from the stored events).
    assert game.position.lying == {
        Colour.RED: (1, 2),
        Colour.GREEN: (9, 2),
        Colour.YELLOW: (1, 8),
        Colour.BLUE: (9, 8),
    }
    posted = await images(table)
    assert "The lab opens" in posted[0][0]
    assert [text for text, _ in posted[1:]] == [f"🗺️ The lab after turn {n}." for n in (1, 2, 3)]
    cuts = [0, 4, 9, 10]  # events before turns 1–4 began
    assert len(stored) == cuts[-1]
    for (_, png), cut in zip(posted, cuts, strict=True):
        assert len(png) < 1_000_000
        with Image.open(io.BytesIO(png)) as image:
            assert image.format == "PNG" and 1000 <= image.width <= 1200
        record = game.record().model_copy(update={"actions": stored[:cut]})
        assert png == render_board(FAMILY.replay(record))
    assert posted[0][1] != posted[1][1]
    # After turn 2 the image shows the reset: each cube drawn on D-3 of its own Sector.
    with Image.open(io.BytesIO(posted[2][1])) as image:
        rgb = image.convert("RGB")
        for colour, (x, y) in game.position.lying.items():
            corner = (MARGIN + x * CELL + CELL - 24, MARGIN + y * CELL + CELL - 12)
            assert rgb.getpixel(corner) == CUBE[colour], colour


async def test_orientation_buttons_are_the_distinct_legal_rotations(simcord_env):
    """K1's sightline by post: the turn post offers the corner's two rotations as glyph
    buttons (autocomplete the same), only the seer may press, and the press places it."""
    from tests.engine.lab.builder import Board, tile_at

    board = Board()
    board.stack("room-straight", "room-corner", "room-tee")
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    alice, bob, _ = table.players
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (board.text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab see", direction="right"))
    assert game.prompt.kind is PromptKind.ORIENT
    assert button_labels(table.post()) == ["┓", "┛"]
    (thumb,) = table.post().attachments
    with Image.open(io.BytesIO(await thumb.read())) as image:
        assert thumb.filename == "orient.png" and image.width == 12 + 2 * (88 + 12)
    choices = await alice.autocomplete(table.thread, "lab orient", "rotation", "")
    assert [c["value"] for c in choices] == ["180", "270"]
    refused(await bob.click(table.post(), label="┛"), "for P1, not you")
    refused(await alice.slash(table.thread, "lab orient", rotation="90"), "not legal here")
    ok(await alice.click(table.post(), label="┛"))
    assert tile_at(game, (7, 3)) == "room-corner ┛"
    assert table.post().attachments == []
    assert game.prompt.kind is PromptKind.ACTIONS
