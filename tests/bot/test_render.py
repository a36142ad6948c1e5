"""Rendering: percentages, the text table, the heat map, public embeds."""

from __future__ import annotations

import io

from PIL import Image

from bot import render
from engine import Advance, Game, Vision, make_setup


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


def test_report_embed_shows_deaths_table_and_next_step():
    """The dawn post names the phase, holds the table and says what comes next."""
    game = small_game()
    game.push(Vision(player=0, target=1))
    report = game.push(Advance())
    assert report is not None
    embed = render.report_embed(report.public(), game)
    assert embed.title == "🌅 Dawn after Night 0"
    assert "```" in embed.description and "Next: Day 1" in embed.description
    assert "Ben" not in embed.description  # the vision stays private


def test_one_world_is_singular():
    """The world count reads '1 world'."""
    game = small_game()
    table = game.table().model_copy(update={"worlds": 1})
    assert render.worlds_text(table) == "1 world"
