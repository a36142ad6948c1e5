"""The history heat map and the Markdown account."""

from __future__ import annotations

from cogs.werewolf.heatmap import history_png
from cogs.werewolf.history_text import effective, markdown
from engine.werewolf import Game, make_setup, record_of

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]


def played() -> Game:
    game = Game(make_setup(players=NAMES, seed=3))
    for seat in range(6):
        game.push_text(f"vision @{seat} @{(seat + 1) % 6}")
    game.push_text("advance")
    game.push_text("vote @0 @1")
    game.push_text("advance")
    game.push_text("undo")
    game.push_text("vote @2 @1")
    game.push_text("advance")
    return game


def test_history_png_is_an_image():
    assert history_png(played()).startswith(b"\x89PNG")


def test_a_correction_replaces_the_undone_report():
    from engine.werewolf import replay

    _, reports = replay(record_of(played()))
    assert [r.correction for r in reports] == [False, False, True]
    kept = effective(reports)
    assert [r.phase for r in kept] == ["N0", "D1"] and kept[-1].correction


def test_markdown_public_and_secret():
    record = record_of(played())
    common = dict(game_id=1, channel="#t", setup=record.setup, actions=record.actions, draws={})
    secret = markdown(**common, secrets=True, status="running")
    public = markdown(**common, secrets=False, status="running")
    assert "Ann looks at Bob" in secret and "Secret numbers" in secret
    assert "looks at" not in public and "Secret numbers" not in public
    assert "Ann votes for Bob" in public and "undoes the last resolution" in public
    assert "(correction: replaces the undone report)" in public
