"""Werewolf's texts outside a live game in German: /help's pages, the /game log account, the
heat maps, the chances (issue 27)."""

from __future__ import annotations

from cogs.werewolf import helptext, phase_posts, render, words
from cogs.werewolf.heatmap import column_label, history_png
from cogs.werewolf.history_text import markdown
from engine.werewolf import Game, make_setup, record_of, replay
from tests.cogs.werewolf.test_german import english_left
from tests.cogs.werewolf.test_history_text import NAMES, played


def test_every_help_page_is_german():
    """Each of werewolf's /help pages in German has no English sentence left."""
    pages = helptext.HELP.in_language("de")
    texts = [pages.name, pages.summary, pages.start]
    texts += [part for topic in pages.topics for part in (topic.label, topic.title, topic.text)]
    assert [text for text in texts if english_left(text, [])] == []


def test_the_log_account_is_german_for_a_german_reader():
    """/game log's account (secrets included) in German has no English line left."""
    record = record_of(played())
    text = markdown(
        game_id=1,
        channel="#t",
        setup=record.setup,
        actions=record.actions,
        draws={},
        secrets=True,
        status="running",
        locale="de",
    )
    english = [line for line in text.splitlines() if english_left(line, NAMES)]
    assert "Ann schaut sich Bob an" in text
    assert english == []


def test_a_german_heat_map_labels_days_with_t():
    """The history heat map's column heads are German (T1 for Day 1, Beginn for the start)."""
    _, reports = replay(record_of(played()))
    assert [column_label(report, "de") for report in reports] == ["N0", "T1", "T1"]
    assert column_label(reports[1], "en") == "D1"
    assert history_png(played(), "de") != history_png(played(), "en")


def test_a_chance_is_written_the_german_way():
    """A chance shows a decimal comma and a spaced percent sign in German, as before in English."""
    assert render.pct(1 / 7, "de") == "14,3\xa0%"
    assert render.pct(1 / 7, "en") == "14.3%"


def test_only_a_certainty_shows_as_zero_or_a_hundred_percent():
    """A near-certainty stays within 0,1 % .. 99,9 % in German too."""
    assert words.chance(0.99999, "de") == "99,9\xa0%"
    assert words.chance(0.00001, "de") == "0,1\xa0%"
    assert words.chance(1.0, "de") == "100\xa0%"
    assert words.chance(0.0, "de") == "0\xa0%"


def test_a_ranked_wolf_is_named_as_german_groups_say_it():
    """A wolf rank reads Alphawolf, and a role title takes its German article."""
    assert words.role("wolf2", "de") == "Betawolf"
    assert words.role_title("wolf1", "de") == "der Alphawolf"
    assert words.role_title("seer", "de") == "die Seherin"
    assert words.role("villager", "de") == "Dorfbewohner"


def test_a_tied_lynch_names_the_tied_players_in_german():
    """The engine's tie reason is worded in German, with the tied names."""
    game = Game(make_setup(players=NAMES, seed=3))
    for seat in range(6):
        game.push_text(f"vision @{seat} @{(seat + 1) % 6}")
    game.push_text("advance")
    game.push_text("vote @0 @1")
    game.push_text("vote @1 @0")
    report = game.push_text("advance")
    assert report is not None and report.lynch is not None
    reason = phase_posts.lynch_reason(game, report.lynch, "de")
    assert reason == "Gleichstand zwischen Ann und Bob: kein Lynchmord"
    assert phase_posts.lynch_reason(game, report.lynch, "en") == "tie between Ann and Bob: no lynch"
