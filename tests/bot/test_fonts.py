"""Names in any script render in the images: no character is drawn as the missing-glyph box."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageDraw

from bot import fonts
from cogs.werewolf.heatmap import history_png
from engine.cloud import CloudGame
from engine.cloud.image import render_board as render_cloud_board
from engine.lab import LabGame, LabSetup
from engine.lab.render import render_board as render_lab_board
from engine.werewolf import Game, make_setup
from tests.engine.cloud.helpers import make_setup as make_cloud_setup

NAMES = ["Chloé", "Жанна", "Αλέξης", "李雪", "한결", "Đặng Ğül", "Hiro 広"]


def boxes(text: str) -> list[str]:
    """The characters of ``text`` that the renderer would draw as its font's ``.notdef``."""
    return [ch for ch in text if not fonts.has_glyph(fonts.font_for(ch), ch)]


def test_the_box_detector_sees_a_missing_glyph():
    """The Latin font has no CJK glyph: the detector must say so (else the next tests prove nothing)."""
    assert not fonts.has_glyph(0, "李")
    assert not fonts.has_glyph(1, "\ue000")
    assert fonts.has_glyph(0, "é") and fonts.has_glyph(0, "Ж") and fonts.has_glyph(0, "λ")


def test_every_character_of_names_in_any_script_has_a_glyph():
    """Accents, Cyrillic, Greek, Chinese and Korean all find a font with a real glyph."""
    for name in NAMES:
        assert boxes(name) == [], name


def test_a_mixed_name_is_drawn_in_runs_of_two_fonts():
    """``Hiro 広`` is Latin in Noto Sans and the CJK character in Noto Sans CJK."""
    assert fonts.runs("Hiro 広") == ((0, "Hiro "), (1, "広"))


def label_strip(png: bytes, row: int, width: int) -> Image.Image:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    head_h, cell_h = 30, 26
    y0 = head_h + row * cell_h
    return image.crop((0, y0, width, y0 + cell_h))


def test_the_history_heat_map_draws_cyrillic_and_cjk_names_without_boxes():
    """Each name label in the history image is the fallback drawing, not the Latin font's boxes."""
    game = Game(make_setup(players=NAMES, seed=5))
    png = history_png(game)
    for row, seat in enumerate(game.by_number):
        label = f"#{game.numbers[seat]} {game.name(seat)}"
        width = round(fonts.text_width(label, 14)) + 10
        expected = Image.new("RGB", (width, 26), (255, 255, 255))
        fonts.draw_text(
            ImageDraw.Draw(expected), (6, 13), label, size=14, fill=(0, 0, 0), anchor="lm"
        )
        drawn = label_strip(png, row, width)
        assert ImageChops.difference(drawn, expected).getbbox() is None, label
        if any(not fonts.has_glyph(0, ch) for ch in label):
            latin_only = Image.new("RGB", (width, 26), (255, 255, 255))
            ImageDraw.Draw(latin_only).text(
                (6, 13), label, font=fonts.font(0, 14), fill=(0, 0, 0), anchor="lm"
            )
            assert ImageChops.difference(drawn, latin_only).getbbox() is not None, label


def test_emoji_and_symbols_find_a_font_with_a_glyph():
    """Emoji (with a skin tone) and symbols like ⚔ are drawn by a font that has them."""
    for text in ("Ann 🐈", "😀🏻", "✨ Zed ⚔", "Bo🍕b"):
        assert boxes(text) == [], text


def test_a_character_no_font_has_is_drawn_as_the_placeholder():
    """A private-use character becomes the visible replacement sign, never the box."""
    assert fonts.drawable("A\ue000B") == f"A{fonts.PLACEHOLDER}B"
    assert boxes(fonts.drawable("A\ue000B")) == []


def test_an_invisible_mark_no_font_has_is_left_out():
    """A variation selector after an emoji leaves nothing behind."""
    assert fonts.drawable("❤\ufe0f") in ("❤", "❤\ufe0f")
    assert fonts.PLACEHOLDER not in fonts.drawable("❤\ufe0f")


def test_an_emoji_name_is_drawn_with_the_emoji_font_not_a_box():
    """The emoji's pixels are the emoji font's drawing, not the Latin font's missing box."""
    emoji_font = fonts.FONT_FILES.index(fonts.FONT_FILES[fonts.font_for("🐈")])
    assert emoji_font != 0 and fonts.runs("Ann 🐈") == ((0, "Ann "), (emoji_font, "🐈"))
    drawn = Image.new("RGB", (80, 26), (255, 255, 255))
    fonts.draw_text(ImageDraw.Draw(drawn), (2, 13), "🐈", size=14, fill=(0, 0, 0), anchor="lm")
    boxed = Image.new("RGB", (80, 26), (255, 255, 255))
    ImageDraw.Draw(boxed).text((2, 13), "🐈", font=fonts.font(0, 14), fill=(0, 0, 0), anchor="lm")
    blank = Image.new("RGB", (80, 26), (255, 255, 255))
    assert ImageChops.difference(drawn, blank).getbbox() is not None
    assert ImageChops.difference(drawn, boxed).getbbox() is not None


def lab_board(first: str) -> bytes:
    """The Lab's board image of a new game whose first player is called ``first``."""
    return render_lab_board(LabGame(LabSetup(players=[first, "Bob"], seed=7)))


def cloud_board(first: str) -> bytes:
    """Quantum Cloud's board image of a new game whose first player is called ``first``."""
    setup = make_cloud_setup(2, 1, "auto")
    players = [setup.players[0].model_copy(update={"name": first}), setup.players[1]]
    return render_cloud_board(CloudGame(setup.model_copy(update={"players": players})))


def test_the_lab_board_draws_a_chinese_name_instead_of_leaving_it_out():
    """Two names that differ only in a CJK character draw two boards (the panel shows them)."""
    assert lab_board("李雪") != lab_board("李李")


def test_the_cloud_board_draws_a_chinese_name_instead_of_boxes():
    """Two names that differ only in a CJK character draw two boards (not the same two boxes)."""
    assert cloud_board("李雪") != cloud_board("李李")


def test_wrapping_breaks_at_spaces_within_the_width():
    """Each line fits the width, and the lines joined by spaces are the text."""
    text = "in some world: spent (Damsel); @3 chosen (Lleech); 李雪 marked (Lycanthrope)"
    lines = fonts.wrap_to_width(text, 13, 120)
    assert len(lines) > 2 and " ".join(lines) == text
    assert all(fonts.text_width(line, 13) <= 120 for line in lines)


def test_wrapping_cuts_a_word_wider_than_the_line():
    """A word no line can hold is cut short with an ellipsis rather than overflowing."""
    lines = fonts.wrap_to_width("a Scharlachrote-Frau-Scharlachrote-Frau b", 13, 60)
    assert lines[0] == "a" and lines[-1] == "b"
    assert lines[1].endswith("…") and fonts.text_width(lines[1], 13) <= 60
