"""The night's and the day's public posts (:mod:`cogs.werewolf.phase_posts`)."""

from __future__ import annotations

from cogs.werewolf import phase_posts, render
from engine.werewolf import Advance, Vision
from tests.cogs.werewolf.test_render import small_game


def test_report_embed_shows_deaths_table_and_next_step():
    """The dawn post names the phase, holds the table and says what comes next."""
    game = small_game()
    game.push(Vision(player=0, target=1))
    report = game.push(Advance())
    assert report is not None
    embed = phase_posts.report_embed(report.public(), game)
    assert embed.title == "🌅 Dawn after Night 0"
    assert "```" in embed.description and "Next: Day 1" in embed.description
    assert "Ben" not in embed.description  # the vision stays private


def test_the_morning_post_gives_the_world_count_once_and_explains_dead_once():
    """One world count (no "worlds left" beside "worlds survive"), the Dead % key said once."""
    game = small_game()
    for seat in range(game.n):
        game.push_text(f"vision @{seat} @{(seat + 1) % game.n}")
    report = game.push_text("advance")
    text = phase_posts.report_embed(report.public(), game).description
    assert text.count(render.worlds_text(report.table)) == 1
    assert "left" not in text and "survive" not in text
    assert text.count("*Dead %*") == 1 and "already killed" in text
    assert "----" not in text  # the compact table: no rules
