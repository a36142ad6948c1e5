"""The engine's reports and refusals read back into the catalogues (cogs/clocktower/words.py):
every kind a game produces reads in German, and English stays exactly as the engine words it."""

from __future__ import annotations

import pytest

from cogs.clocktower.words import ERRORS, error_words, report_words, verdict_words
from engine.clocktower import ClocktowerGame
from engine.clocktower.text import DontWake, Info, Wake, entry_words
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import end_day, make_game, resolve, send
from tests.engine.clocktower.test_conformance import _t11

from .test_german import english_left

NOMINATED = " nominated "
"""The nomination report, which the cog words with the block (announce.nomination_text)."""


def whole_game() -> ClocktowerGame:
    """The 7-player game of test_whole_game, played on the engine alone."""
    game = make_game(7, {6, 7}, {1: [1, 2, 3, 4, 5, 6, 7]})
    send(game, 6, "setup demon @6 bluffs washerwoman librarian investigator")
    send(game, 7, "setup demon @6\ndont_wake")
    send(game, 1, "wake empath learn 2")
    send(game, 2, "wake chef learn 1")
    for seat in (3, 4, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("nominate @1 @3 yes @1 @2 @4 @5", Actor.STORYTELLER)
    end_day(game)
    send(game, 6, "wake imp choose @2")
    send(game, 1, "wake empath learn 1")
    for seat in (4, 5, 7):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("slay @6", 4)
    game.play("nominate @1 @6 yes @1 @3 @4 @5", Actor.STORYTELLER)
    end_day(game)
    assert game.outcome is not None
    return game


def scarlet_woman_reasked() -> ClocktowerGame:
    """Conformance T11: the Scarlet Woman becomes the Imp and is asked again to wake as it."""
    game = _t11()
    with pytest.raises(EngineError):
        send(game, 8, "dont_wake")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 7
    return game


def reports() -> list[str]:
    texts = [r.text for game in (whole_game(), scarlet_woman_reasked()) for r in game.reports]
    return [text for text in texts if NOMINATED not in text]


def test_every_report_of_two_games_reads_in_german():
    """Each report (DMs and public) has German words and no English word left."""
    found = reports()
    assert any(text.startswith("None of your Night") for text in found)
    for text in found:
        german = report_words(text, "de")
        assert german != text, text
        assert english_left(german, ()) == [], (text, german)


def test_english_reports_read_as_the_engine_wrote_them():
    """In English every report stays word for word what the engine said, but for the re-ask
    naming the character by its title, as every other DM does ("the Imp", not "the imp")."""
    for text in reports():
        expected = text.replace("You wake as the imp.", "You wake as the Imp.")
        assert report_words(text, "en") == expected


@pytest.mark.parametrize(
    "entry",
    [
        DontWake(),
        Wake("empath", (), Info("number", number=2)),
        Wake("fortune_teller", (0, 4), Info("yesno", yes=True)),
        Wake("fortune_teller", (0, 4), Info("yesno", yes=False)),
        Wake("librarian", (), Info("none")),
        Wake("ravenkeeper", (2,), Info("character", character="scarlet_woman")),
        Wake("investigator", (), Info("pair", seats=(1, 5), character="poisoner")),
        Wake("imp", (3,)),
    ],
)
def test_a_night_result_of_every_kind_reads_in_german(entry):
    """What a player did and learned, whatever the kind of information, is said in German."""
    text = f"Night 2: {entry_words(entry)}."
    german = report_words(text, "de")
    assert german.startswith("Nacht 2: Du ")
    assert english_left(german, ()) == [], german
    assert report_words(text, "en") == text


def test_known_engine_refusals_read_in_german_and_unchanged_in_english():
    """Each refusal the cog knows is worded in German; English keeps the engine's words."""
    samples = {
        "over": "the game is over",
        "only-by-day": "you can shoot only by day",
        "dead-cannot": "you appear dead, so you cannot shoot",
        "dead-nominator": "@3 appears dead and cannot nominate",
        "nominated-already": "@3 has already nominated today",
        "nominee-already": "@4 has already been nominated today",
        "ghost-spent": "@2 has spent their ghost vote",
        "empty": "send at least one line",
        "locked": "the night is resolving; your list can no longer change",
    }
    assert set(samples) <= {code for _, code in ERRORS}
    for text in samples.values():
        assert error_words(text, "en") == text
        german = error_words(text, "de")
        assert german != text and english_left(german, ()) == [], german


@pytest.mark.parametrize(
    ("reason", "german"),
    [
        ("you are the Demon", "du bist der Dämon"),
        (
            "no fortune teller learns 3 on Night 1 in a game of 7 players, even with false"
            " information",
            "als Wahrsagerin erfährt man in Nacht 1 bei 7 Spielern nie „3“, nicht einmal mit"
            " falschen Informationen",
        ),
        ("you are good and the imp is evil", "du bist gut, Imp ist aber ein böser Charakter"),
        ("the Demon is @6", "der Dämon ist @6"),
        (
            "you were told your character token is empath",
            "dir wurde die Charaktermarke Empath genannt",
        ),
        (
            "on Night 1 you sent 'wake chef learn 1'",
            "in Nacht 1 hast du 'wake chef learn 1' geschickt",
        ),
        ("you did not wake on Night 2", "in Nacht 2 bist du nicht aufgewacht"),
    ],
)
def test_every_reason_of_an_arrival_refusal_reads_in_german(reason, german):
    """Each reason the engine gives for an impossible entry (its sender's own knowledge) is
    worded in German, after "unmöglich:"."""
    assert verdict_words(f"impossible: {reason}", "de") == f"unmöglich: {german}"


def test_an_arrival_refusal_in_english_names_characters_by_their_titles():
    """English keeps the engine's reasons, naming a character as every other message does."""
    said = verdict_words("impossible: you are good and the scarlet woman is evil", "en")
    assert said == "impossible: you are good and the Scarlet Woman is evil"


@pytest.mark.parametrize(
    "sent",
    [
        "wake",
        "wake empath choose",
        "wake empath learn",
        "wake empath learn 1 x",
        "setup demon",
        "setup demon @1 bluffs washerwoman chef",
        "wake empath choose @99",
        "wake zzz",
        "wake imp choose @2",
        "wake empath choose @1 learn 1",
        "wake fortune_teller choose @1 learn yes",
        "wake monk choose @1",
        "wake empath",
        "wake investigator learn @2 @3 chef",
        "wake chef learn 1; wake zzz",
    ],
)
def test_a_mistyped_list_is_explained_in_german(sent):
    """Each problem the engine finds in a list's lines is said in German, line by line, and in
    English as the engine says it."""
    game = whole_game_night_one()
    with pytest.raises(EngineError) as refused:
        game.parse_action(sent, 0)
    english = str(refused.value)
    assert error_words(english, "en") == english
    german = error_words(english, "de")
    assert german.startswith(("Zeile ", "Aufbauzeile ")), german
    assert english_left(german, ()) == [], german


def whole_game_night_one() -> ClocktowerGame:
    """Night 1 of a 7-player game, nothing sent yet."""
    return make_game(7, {6, 7}, {1: [1, 2, 3, 4, 5, 6, 7]})
