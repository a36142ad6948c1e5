"""What every werewolf post is made of (:mod:`cogs.werewolf.render`): percentages, the text
table, the heat map, the channel's label."""

from __future__ import annotations

import io

from PIL import Image

from cogs.werewolf import render
from engine.werewolf import Game, make_setup


def small_game(**options) -> Game:
    return Game(make_setup(players=["Ann", "Ben", "Cy", "Di", "Ed"], seed=3, **options))


def test_percentages_are_exact_only_at_the_ends():
    """0 and 100 only when exact; anything else within 0.1..99.9."""
    assert render.pct(0.0) == "0%"
    assert render.pct(1.0) == "100%"
    assert render.pct(0.0000001) == "0.1%"
    assert render.pct(0.9999999) == "99.9%"
    assert render.pct(1 / 3) == "33.3%"


def test_text_table_has_a_row_per_number_and_the_world_count():
    """The text table lists secret numbers 1..N with every column, and the worlds."""
    game = small_game(seer_column=True)
    text = render.text_table(game.table())
    lines = text.splitlines()
    assert lines[0].split() == ["#", "Good", "Evil", "Seer", "Dead"]
    assert [line.split()[0] for line in lines[2:7]] == ["1", "2", "3", "4", "5"]
    assert lines[-1] == f"{game.world_count()} worlds left"


def test_text_table_never_names_players():
    """The public table holds no player name."""
    game = small_game()
    text = render.text_table(game.table())
    assert not any(name in text for name in game.setup.players)


def test_heatmap_is_a_png_sized_to_the_table():
    """The heat map is a PNG with one band per row."""
    game = small_game(hide_dead=True)
    image = Image.open(io.BytesIO(render.heatmap_png(game.table())))
    assert image.format == "PNG"
    assert image.height > 5 * 30 and image.width > 2 * 90


def test_one_world_is_singular():
    """The world count reads '1 world'."""
    game = small_game()
    table = game.table().model_copy(update={"worlds": 1})
    assert render.worlds_text(table) == "1 world"


def test_huge_world_counts_are_written_short():
    """A 1000-player world count (hundreds of digits) is shown in scientific notation."""
    game = small_game()
    table = game.table().model_copy(update={"worlds": 3 * 10**737})
    assert render.worlds_text(table) == "3.00e+737 worlds"


def test_long_tables_go_in_an_attached_file():
    """A table too long for an embed shows its first rows, and is attached whole as table.txt."""
    game = Game(make_setup(players=[f"P{i}" for i in range(150)], seed=3))
    table = game.table()
    block = render.table_block(table)
    assert len(block) <= render.INLINE_TABLE_LIMIT and "150" not in block.split("```")[1]
    assert block.endswith("more rows: the whole table is in `table.txt`.")
    names = [f.filename for f in render.table_files(table, b"png")]
    assert names == ["table.png", "table.txt"]


def test_short_tables_stay_inline():
    """A small game's table is a code block in the embed, with only the image attached."""
    table = small_game().table()
    assert render.table_block(table).startswith("```")
    assert [f.filename for f in render.table_files(table, b"png")] == ["table.png"]


def test_a_game_without_a_stored_channel_name_mentions_its_channel():
    """A game from before names were kept names its channel by a mention of the stored id."""
    from tests.cogs.werewolf.rows import werewolf_row

    row = werewolf_row()
    assert render.channel_label(row) == "<#3>"
    row.extra.channel_name = "town-square"
    assert render.channel_label(row) == "#town-square"
