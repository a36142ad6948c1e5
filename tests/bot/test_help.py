"""The help pages' own rules: each game opens on its `start` page, topics are distinct, and an
unknown page falls back to a game's first."""

from __future__ import annotations

import pytest

from bot import help as platform_help
from bot.help import GameHelp, HelpTopic, TopicWords, family_help, page_embed, register_help
from bot.i18n import Msg, t


@pytest.fixture(autouse=True)
def _registry_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    """The games these tests register leave the bot's registry as it was."""
    monkeypatch.setattr(platform_help, "_GAMES", dict(platform_help._GAMES))


START = HelpTopic(key="start", label="Short", title="The short version", text="Play.")
MORE = HelpTopic(key="more", label="More", title="More", text="More play.")


def test_a_game_must_open_on_its_start_page():
    """A game whose first topic is not `start` is refused."""
    with pytest.raises(ValueError, match="first help topic"):
        GameHelp(key="g", name="G", summary="s", start="go", topics=(MORE, START))


def test_topics_must_have_distinct_keys():
    """Two topics under one key are refused."""
    with pytest.raises(ValueError, match="distinct"):
        GameHelp(key="g", name="G", summary="s", start="go", topics=(START, START))


def test_an_unknown_topic_shows_the_games_first_page():
    """`page_embed` of a topic the game lacks shows its `start` page."""
    game = register_help(
        GameHelp(key="test_game", name="Test", summary="s", start="go", topics=(START, MORE))
    )
    assert page_embed(game.key, "nope").title == START.title
    assert page_embed(game.key, "more").title == MORE.title


def test_another_game_under_a_taken_key_is_refused():
    """Registering a different game under a known key raises; the same one is accepted."""
    game = GameHelp(key="test_twice", name="T", summary="s", start="go", topics=(START,))
    register_help(game)
    assert register_help(game) is game
    with pytest.raises(ValueError, match="already registered"):
        register_help(
            GameHelp(key="test_twice", name="U", summary="s", start="go", topics=(START,))
        )


def lab_words() -> GameHelp:
    """Schrödinger's Lab's first page as a family gives it: messages, one nested in another."""
    return family_help(
        "lab",
        "Schrödinger's Lab",
        summary=Msg.of("lab-help-summary"),
        start=Msg.of("lab-help-start"),
        topics=(
            TopicWords(
                "start",
                Msg.of("lab-help-short-label"),
                Msg.of("lab-help-short", notice=Msg.of("lab-notice")),
            ),
        ),
    )


def test_family_help_says_a_nested_message_in_the_readers_language():
    """A page's text takes a message variable (the Lab's notice) in the page's language."""
    german = lab_words().in_language("de").topics[0]
    assert t("lab-notice", "de") in german.text
    assert t("lab-notice", "en") not in german.text


def test_family_help_titles_a_page_by_its_label_when_it_has_no_title():
    """A topic given no title is titled as its menu label reads, in each language."""
    for lang in ("en", "de"):
        page = lab_words().in_language(lang).topics[0]
        assert page.title == page.label
