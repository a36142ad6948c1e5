"""The engine's reports, refusals and explanations worded from their data
(cogs/clocktower/words.py): every kind reads in German, and English says what the engine's
developer form says."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cogs.clocktower.texts import grimoire_lines, grimoire_summary
from cogs.clocktower.words import (
    arrival_lines,
    commitment_words,
    error_words,
    fault_words,
    reason_words,
    report_words,
)
from engine.clocktower import ClocktowerGame
from engine.clocktower.explain import Commitment, Held, UnknownTokenError
from engine.clocktower.faults import Fault, ListError, Problem
from engine.clocktower.refusals import (
    NotStoredError,
    Reason,
    Refused,
    RefusedError,
    Verdict,
    Why,
)
from engine.clocktower.reports import Report, Told
from engine.clocktower.script import TROUBLE_BREWING
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.views import SeatView, StorytellerView
from engine.clocktower.world import Claim, DayAction, Execute
from engine.core.errors import EngineError
from engine.core.family import Actor
from tests.engine.clocktower.helpers import end_day, make_game, resolve, send
from tests.engine.clocktower.test_conformance import _t11
from tests.engine.clocktower.test_script2_game import QUIET, _game, _night1

from .test_german import english_left


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


def script2_game() -> ClocktowerGame:
    """A mini_uncertainty game: a Minion's `setup damsel`, a claim, a Damsel guess and the
    storyteller on the block."""
    game = _game()
    lines = dict(QUIET)
    lines[5] = "setup demon @4\nsetup damsel\ndont_wake"
    _night1(game, lines)
    send(game, 1, "claim empath")
    send(game, 5, "damsel @3")
    game.play("nominate @4 st yes @4 @5 @1", Actor.STORYTELLER)
    end_day(game)
    assert game.outcome is not None
    return game


OTHERS = (
    Report(4, Told.LEARNED_NOTHING, ids=("damsel",)),
    Report(4, Told.NIGHT, numbers=(2,), entries=(Wake("demon", (0,)), Wake("barber", (1, 2)))),
    Report(3, Told.BECAME, ids=("imp",)),
    Report(2, Told.SETUP_IMPOSSIBLE),
    Report(4, Told.REASKED_SILENT, numbers=(2,), ids=("imp",)),
    Report(4, Told.REASKED, numbers=(1,), entries=(DontWake(), Wake("empath"))),
    Report(4, Told.REASKED, numbers=(1,), ids=("demon",), entries=(Wake("pukka", (0,)),)),
    Report(4, Told.REASKED, numbers=(2,), without=(Wake("barber", (1, 0)), Wake("demon", (2,)))),
    Report(
        4,
        Told.REASKED,
        numbers=(1,),
        refused=(
            Verdict("wake lleech choose @1", False, Reason(Why.DEMON_KNOWN, seat=3)),
            Verdict(
                "wake poisoner choose @2 & wake demon choose @3",
                False,
                Reason(Why.DEMON_KNOWN, seat=3, clause="wake demon choose @3"),
            ),
        ),
    ),
    Report(
        4,
        Told.REASKED_SILENT,
        numbers=(2,),
        refused=(Verdict("dont_wake", False, Reason(Why.DEMON_SELF)),),
    ),
    Report(0, Told.PRIVATE_ACCEPTED, seats=(1, 3), ids=("puzzle",)),
)
"""Reports of kinds the two games do not produce (or not in every form)."""


def reports() -> list[Report]:
    games = (whole_game(), scarlet_woman_reasked(), script2_game())
    return [*(r for game in games for r in game.reports), *OTHERS]


def test_two_games_and_the_others_hold_every_kind_of_report():
    """The samples below cover every code the engine reports with."""
    assert {r.code for r in reports()} == set(Told)


def test_every_report_reads_in_german():
    """Each report (DMs and public) has German words and no English word left."""
    for report in reports():
        german = report_words(report, "de")
        assert german != report.text, report
        assert english_left(german, ()) == [], (report, german)


def test_english_reports_say_what_the_engine_means():
    """In English every report reads as the engine's developer form, but for the re-ask
    naming the character or kind by its title, as every other DM does ("the Imp", not "the
    imp")."""
    for report in reports():
        expected = report.text.replace("You wake as the imp.", "You wake as the Imp.")
        expected = expected.replace("You wake as a demon.", "You wake as a Demon.")
        assert report_words(report, "en") == expected


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
    report = Report(0, Told.NIGHT, numbers=(2,), entries=(entry,))
    german = report_words(report, "de")
    assert german.startswith("Nacht 2: Du ")
    assert english_left(german, ()) == [], german
    assert report_words(report, "en") == report.text


@pytest.mark.parametrize("verb", ["damsel", "claim", "puzzle"])
@pytest.mark.parametrize("code", [Refused.ONLY_BY_DAY, Refused.DEAD_CANNOT])
def test_a_script2_day_action_or_claim_refused_reads_in_both_languages(code, verb):
    """A Damsel guess or a claim refused by night or from the dead names the action in
    German, and in English as the engine's developer form."""
    error = RefusedError(code, verb=verb)
    assert error_words(error, "en") == str(error)
    german = error_words(error, "de")
    assert german != str(error) and english_left(german, ()) == [], german


@pytest.mark.parametrize("code", list(Refused))
def test_every_engine_refusal_reads_in_german_and_as_the_engine_says_in_english(code):
    """Each refusal code is worded in German; English says the engine's developer form."""
    error = RefusedError(code, seat=2, verb="slay", character="zombie")
    assert error_words(error, "en") == str(error)
    german = error_words(error, "de")
    assert german != str(error) and english_left(german, ()) == [], german


FAULTS = {
    Problem.NOT_A_SEAT: Fault(Problem.NOT_A_SEAT, word="x", count=7),
    Problem.SEAT_OUTSIDE: Fault(Problem.SEAT_OUTSIDE, word="@9", count=7),
    Problem.NOT_INFO: Fault(Problem.NOT_INFO, word="blue"),
    Problem.NOT_ENTRY: Fault(Problem.NOT_ENTRY, line="sleep"),
    Problem.CHOOSE_NEEDS_SEAT: Fault(Problem.CHOOSE_NEEDS_SEAT, line="wake monk choose"),
    Problem.GUESS_NEEDS_CHARACTER: Fault(Problem.GUESS_NEEDS_CHARACTER, line="wake x guess"),
    Problem.LEARN_NEEDS_INFO: Fault(Problem.LEARN_NEEDS_INFO, line="wake chef learn"),
    Problem.UNEXPECTED: Fault(Problem.UNEXPECTED, line="wake chef learn 1 x", word="x"),
    Problem.NOT_SETUP: Fault(Problem.NOT_SETUP, line="setup"),
    Problem.THREE_BLUFFS: Fault(Problem.THREE_BLUFFS, line="setup demon @1 bluffs chef"),
    Problem.SETUP_NIGHT_1: Fault(Problem.SETUP_NIGHT_1, setup=True),
    Problem.SETUP_ONLY_EVIL: Fault(Problem.SETUP_ONLY_EVIL, setup=True),
    Problem.SETUP_NOT_EVIL: Fault(Problem.SETUP_NOT_EVIL, seat=2, setup=True),
    Problem.SETUP_BLUFFS_SELF: Fault(Problem.SETUP_BLUFFS_SELF, count=7, setup=True),
    Problem.SETUP_NAME_BLUFFS: Fault(Problem.SETUP_NAME_BLUFFS, setup=True),
    Problem.SETUP_BLUFFS_GOOD: Fault(Problem.SETUP_BLUFFS_GOOD, setup=True),
    Problem.SETUP_ACCEPTED: Fault(Problem.SETUP_ACCEPTED, setup=True),
    Problem.NOT_IN_SCRIPT: Fault(Problem.NOT_IN_SCRIPT, word="zzz"),
    Problem.NO_WAKE_TONIGHT: Fault(Problem.NO_WAKE_TONIGHT, character="imp", night=1),
    Problem.CHOOSES_NO_ONE: Fault(Problem.CHOOSES_NO_ONE, character="empath"),
    Problem.CHOOSES_EXACTLY: Fault(Problem.CHOOSES_EXACTLY, character="fortune_teller", count=2),
    Problem.NOT_SELF: Fault(Problem.NOT_SELF, character="monk"),
    Problem.NOT_SELF_NIGHT_1: Fault(Problem.NOT_SELF_NIGHT_1, character="monk"),
    Problem.GUESS_NEEDED: Fault(Problem.GUESS_NEEDED, character="gambler"),
    Problem.GUESSES_NOTHING: Fault(Problem.GUESSES_NOTHING, character="monk"),
    Problem.DIFFERENT_PLAYERS: Fault(Problem.DIFFERENT_PLAYERS, character="fortune_teller"),
    Problem.LEARNS_NOTHING: Fault(Problem.LEARNS_NOTHING, character="monk"),
    Problem.MUST_LEARN: Fault(Problem.MUST_LEARN, character="empath"),
    Problem.LEARNS_OTHER: Fault(
        Problem.LEARNS_OTHER, character="empath", kinds=("number", "yesno"), kind="pair"
    ),
    Problem.LEARNS_KIND: Fault(
        Problem.LEARNS_KIND, character="investigator", kind="minion", word="chef"
    ),
    Problem.PAIR_OTHERS: Fault(Problem.PAIR_OTHERS, character="washerwoman"),
    Problem.JOIN_TWO: Fault(Problem.JOIN_TWO, line="wake monk choose @2 &"),
    Problem.DONT_WAKE_JOINED: Fault(Problem.DONT_WAKE_JOINED, line="dont_wake & wake monk"),
    Problem.NOT_SETUP_LEARN: Fault(Problem.NOT_SETUP_LEARN, line="setup"),
    Problem.NOT_LEARNED_AT_SETUP: Fault(
        Problem.NOT_LEARNED_AT_SETUP, character="baron", setup=True
    ),
    Problem.NEVER_SHOWN: Fault(
        Problem.NEVER_SHOWN, character="atheist", clause="wake pixie learn atheist"
    ),
    Problem.NEVER_WAKES: Fault(Problem.NEVER_WAKES, character="atheist", clause="wake atheist"),
    Problem.KIND_NO_WAKE: Fault(
        Problem.KIND_NO_WAKE, kind="outsider", night=2, clause="wake outsider choose @1 @2"
    ),
    Problem.SAME_POINT: Fault(Problem.SAME_POINT),
    Problem.SAME_CHARACTER: Fault(Problem.SAME_CHARACTER),
    Problem.OUT_OF_RANGE: Fault(Problem.OUT_OF_RANGE, word="3", clause="wake empath learn 3"),
}


def test_every_problem_of_a_line_has_a_sample():
    """The samples cover every problem code."""
    assert set(FAULTS) == set(Problem)


@pytest.mark.parametrize("problem", list(Problem))
def test_every_problem_of_a_line_reads_in_german(problem):
    """Each problem of a list's line is said in German, with the line's number."""
    german = fault_words(FAULTS[problem], "de")
    assert german.startswith(("Zeile ", "Aufbauzeile ")), german
    assert english_left(german, ()) == [], german


@pytest.mark.parametrize("problem", [p for p in Problem if p is not Problem.LEARNS_OTHER])
def test_a_problem_in_english_reads_as_the_engines_developer_form(problem):
    """English words a problem as the engine's developer form does (numbered "line 0")."""
    fault = FAULTS[problem]
    prefix = "setup line 0: " if fault.setup else "line 0: "
    assert fault_words(fault, "en") == prefix + fault.text


def test_information_kinds_are_words_in_both_languages():
    """A character learning the wrong kind of information is told which kinds, in words."""
    fault = FAULTS[Problem.LEARNS_OTHER]
    assert fault_words(fault, "en") == (
        "line 0: empath learns a number or yes or no, not two players and a character"
    )
    assert "eine Zahl oder ja oder nein" in fault_words(fault, "de")


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
        "wake empath learn @2 @3 chef",
        "wake investigator learn @2 @3 chef",
        "wake chef learn 1; wake zzz",
    ],
)
def test_a_mistyped_list_is_explained_in_german(sent):
    """Each problem the engine finds in a list's lines comes as data and is said in German,
    line by line, and in English as the engine's developer form."""
    game = make_game(7, {6, 7}, {1: [1, 2, 3, 4, 5, 6, 7]})
    with pytest.raises(ListError) as refused:
        game.parse_action(sent, 0)
    error = refused.value
    assert error.faults and all(fault.number for fault in error.faults)
    if all(f.problem is not Problem.LEARNS_OTHER for f in error.faults):
        assert error_words(error, "en") == str(error)
    german = error_words(error, "de")
    assert german.startswith(("Zeile ", "Aufbauzeile ")), german
    assert english_left(german, ()) == [], german


REASONS = [
    (Reason(Why.DEMON_SELF), "du bist der Dämon"),
    (
        Reason(Why.OUT_OF_RANGE, "fortune_teller", Info("number", number=3), night=1, players=7),
        "als Wahrsagerin erfährt man in Nacht 1 bei 7 Spielern nie „3“, nicht einmal mit"
        " falschen Informationen",
    ),
    (Reason(Why.SIDE, "imp"), "du bist gut, Imp ist aber ein böser Charakter"),
    (Reason(Why.DEMON_KNOWN, seat=5), "der Dämon ist @6"),
    (Reason(Why.TOKEN, "empath"), "dir wurde die Charaktermarke Empath genannt"),
    (
        Reason(Why.SENT_BEFORE, night=1, entry=Wake("chef", (), Info("number", number=1))),
        "in Nacht 1 hast du 'wake chef learn 1' geschickt",
    ),
    (Reason(Why.SLEPT_BEFORE, "empath", night=2), "in Nacht 2 bist du nicht aufgewacht"),
    (Reason(Why.BECAME, "empath"), "dir wurde gesagt, dass du jetzt Empath bist"),
    (
        Reason(Why.GAINED_ONLY, "empath"),
        "nach Nacht 1 wacht Empath nur als hinzugewonnene Instanz auf, und kein Charakter"
        " dieses Skripts gewinnt eine hinzu",
    ),
    (
        Reason(Why.ONE_CHARACTER, entry=Wake("chef", (), Info("number", number=1))),
        "bis zu einem möglichen Tausch hast du einen einzigen Charakter, der einmal pro Nacht"
        " aufwacht, und 'wake chef learn 1' ist ein weiteres Aufwachen",
    ),
    (
        Reason(Why.EXECUTED_ALIVE, "monk", night=1),
        "du wurdest an Tag 1 hingerichtet und lebst scheinbar noch, aber als Mönch mit diesem"
        " Aufwachen überlebt in diesem Skript niemand eine Hinrichtung",
    ),
    (
        Reason(Why.SURVIVED_UNSWAPPED, "monk", night=1),
        "du wurdest an Tag 1 hingerichtet und lebst scheinbar noch, kein Tod seither, angekündigt"
        " oder nicht, hätte deinen Charakter vor diesem Aufwachen durch einen Tausch ändern"
        " können, und als Mönch mit diesem Aufwachen überlebt in diesem Skript niemand eine"
        " Hinrichtung",
    ),
    (
        Reason(Why.SLEPT_THEN_SWAPPED, night=2, entry=Wake("monk", (2,))),
        "in Nacht 2 bist du nicht aufgewacht, also könnte dir nur ein Tausch erlauben, 'wake"
        " monk choose @3' zu schicken, und auf diesen Tausch kann keiner mehr folgen",
    ),
    (
        Reason(Why.WOKE_THEN_SWAPPED, night=2, entry=Wake("monk", (3,))),
        "in Nacht 2 hast du 'wake monk choose @4' und kein anderes Aufwachen geschickt: ein"
        " Tausch danach in jener Nacht hätte dich schon damals so geweckt, und heute Nacht"
        " wachst du vor jedem Tausch wie zuvor auf",
    ),
    (
        Reason(Why.DEMONS_CLAUSE, "barber"),
        "die Klausel für Barbier schickt nur der Dämon, und du bist gut",
    ),
    (
        Reason(Why.SWAP_ONCE, "barber"),
        "du bist gut, also könnte dich nur ein Tausch zu dem Dämon gemacht haben, der die"
        " Klausel für Barbier schickt, und auf diesen Tausch kann keiner mehr folgen",
    ),
    (
        Reason(Why.NEVER_SWAPPED_IN, "poisoner", players=5),
        "du bist gut, also könnte dich nur ein Tausch zu Giftmischer machen, und bei 5 Spielern"
        " ist Giftmischer mit diesem Aufwachen nie zusammen mit einem Charakter im Spiel, der"
        " tauscht",
    ),
    (
        Reason(Why.ONE_BETWEEN_SWAPS, entry=Wake("monk", (3,))),
        "von einem Platz der Nachtreihenfolge, an dem Charaktere getauscht werden können, bis"
        " zum nächsten hast du einen einzigen Charakter, der einmal aufwacht, und 'wake monk"
        " choose @4' ist ein weiteres Aufwachen",
    ),
    (
        Reason(Why.REPEAT, "devils_advocate", night=1, entry=Wake("minion", (3,))),
        "in Nacht 1 hast du 'wake minion choose @4' geschickt, und Advocatus Diaboli kann"
        " nicht dasselbe wählen wie in der Nacht davor",
    ),
]


def test_every_reason_has_a_sample():
    """The samples cover every reason code."""
    assert {reason.why for reason, _ in REASONS} == set(Why)


@pytest.mark.parametrize(("reason", "german"), REASONS)
def test_every_reason_of_an_arrival_refusal_reads_in_german(reason, german):
    """Each reason the engine gives for an impossible entry is worded in German; English
    says the developer form, naming a character by its title."""
    assert reason_words(reason, "de") == german
    english = reason.text.replace("fortune teller", "Fortune Teller").replace("imp", "Imp")
    english = english.replace("devils advocate", "Devil's Advocate").replace("barber", "Barber")
    english = english.replace(" poisoner", " Poisoner").replace("no monk", "no Monk")
    assert reason_words(reason, "en") == english.replace(" empath", " Empath")


def test_an_arrival_refusal_is_worded_from_its_verdicts():
    """The engine's arrival refusal comes as verdicts with reasons and the line to drop."""
    game = make_game(7, {6, 7}, {1: [1, 2, 3, 4, 5, 6, 7]})
    with pytest.raises(NotStoredError) as refused:
        game.parse_action("wake empath learn 1; wake poisoner choose @3", 0)
    error = refused.value
    assert [v.possible for v in error.verdicts] == [True, False]
    assert error.verdicts[1].reason == Reason(Why.SIDE, "poisoner")
    assert error.drop == 2
    german = arrival_lines(error, "de")
    assert english_left(german, ()) == [], german
    assert arrival_lines(error, "en").splitlines() == [
        "✅ `wake empath learn 1` — possible",
        "❌ `wake poisoner choose @3` — impossible: you are good and the Poisoner is evil"
        " Only line 2 (`wake poisoner choose @3`) is impossible: drop it and send the rest.",
    ]


def test_the_clause_that_fails_reads_in_both_languages():
    """An impossible entry of several clauses names each droppable clause, in German too."""
    verdict = Verdict("wake pukka choose @1 & wake barber choose @2 @1", False)
    verdict = replace(verdict, without=(Wake("barber", (1, 0)),))
    error = NotStoredError((verdict,), None)
    german = arrival_lines(error, "de")
    assert "ohne `wake barber choose @2 @1` ist der Rest davon jetzt möglich" in german
    assert english_left(german.replace(verdict.line, ""), ()) == [], german
    assert arrival_lines(error, "en") == (
        "❌ `wake pukka choose @1 & wake barber choose @2 @1` — impossible now"
        " (without `wake barber choose @2 @1` the rest of it is possible now)"
    )


COMMITMENTS = [
    Commitment(Held.SETUP, 1, 5, "setup demon @6 bluffs empath chef saint"),
    Commitment(Held.ENTRY, 2, 2, "wake imp choose @3"),
    Commitment(Held.DAWN, 3),
    Commitment(Held.EVENT, 2, event=Execute(2)),
    Commitment(Held.AFTER, 2, event=DayAction("slay", 4, 5)),
    Commitment(Held.DUSK, 4),
]


def test_every_commitment_kind_has_a_sample():
    """The samples cover every kind of commitment."""
    assert {c.held for c in COMMITMENTS} == set(Held)


@pytest.mark.parametrize("commitment", COMMITMENTS)
def test_an_explanation_reads_in_german(commitment):
    """Each commitment of `/ct-st explain` is said in German, the grammar kept as code."""
    german = commitment_words(commitment, "de")
    assert german.startswith(("Nacht ", "Tag ")), german
    assert english_left(german.replace(commitment.line, ""), ()) == [], german


def test_an_explanation_in_english_reads_as_the_engines_developer_form():
    """English words each commitment as the engine's developer form; a shot reads "shoots"."""
    for commitment in COMMITMENTS:
        said = commitment_words(commitment, "en")
        assert said == commitment.text.replace("@5 slay @6", "@5 shoots @6")


def test_a_claim_in_an_explanation_reads_in_both_languages():
    """A claim (script 2) among the commitments of `/ct-st explain` is said in German, and in
    English as the engine's developer form names it."""
    commitment = Commitment(Held.EVENT, 1, event=Claim(0, "empath"))
    assert commitment_words(commitment, "en") == "Day 1: @1 claims to be the Empath"
    german = commitment_words(commitment, "de")
    assert german == "Tag 1: @1 behauptet, Empath zu sein"


@pytest.mark.parametrize(
    "sent",
    [
        "wake monk choose @2 &",
        "dont_wake & wake monk choose @2",
        "setup",
        "setup baron",
        "wake atheist",
        "wake pixie learn atheist",
        "wake empath learn 1 & wake empath learn 0",
        "wake clockmaker learn 3",
    ],
)
def test_a_mistyped_script2_list_is_explained_in_german(sent):
    """A script-2 list's faults (clauses, `setup <character>`, ranges) come as data and are
    said in German, and in English as the engine's developer form."""
    game = _game()
    with pytest.raises(ListError) as refused:
        game.parse_action(sent, 0)
    error = refused.value
    assert error.faults and all(fault.number for fault in error.faults)
    assert error_words(error, "en") == str(error)
    german = error_words(error, "de")
    assert german.startswith(("Zeile ", "Aufbauzeile ")), german
    assert english_left(german, ()) == [], german


def test_an_unknown_token_is_named_in_german():
    """`explain` with a token of no seat names it and the script, in German."""
    error = UnknownTokenError("zombie", TROUBLE_BREWING)
    german = error_words(error, "de")
    assert german.startswith("„zombie“ ist kein Charakter")
    assert english_left(german, ()) == [], german
    assert error_words(error, "en") == str(error)


def test_the_grimoires_pending_prompts_read_in_german():
    """The storyteller's pending prompts are data: German words them, English as before."""
    view = StorytellerView(
        seats=(),
        certainly_in=(),
        certainly_out=(),
        bluffs=None,
        worlds=3,
        pending=((0, "soldier", False), (2, "imp", True)),
    )
    german = grimoire_lines(view, "de").splitlines()[-1]
    assert german == "ausstehende Hinweise: @1 Marke soldier; @3 jetzt Imp"
    assert grimoire_lines(view, "en").splitlines()[-1] == view.text.splitlines()[-1]


def test_the_grimoires_untold_swaps_read_in_german():
    """Untold swaps are data: German words them (a certain one and a waiting one)."""
    view = StorytellerView(
        seats=(),
        certainly_in=(),
        certainly_out=(),
        bluffs=None,
        worlds=3,
        swaps=((0, 2, ("baron",)), (6, 2, ("damsel", "fool"))),
    )
    german = grimoire_lines(view, "de").splitlines()[-1]
    assert german.startswith("ausstehende Tausche: @1 jetzt Baron (Tausch, Nacht 2); @7 in Nacht 2")
    assert english_left(german, ()) == [], german
    english = grimoire_lines(view, "en").splitlines()[-1]
    assert english == (
        "pending swaps: @1 now the Baron (swap, Night 2); @7 swapped on Night 2, not told until"
        " the worlds agree: Damsel or Fool"
    )


def test_the_grimoires_held_instances_read_in_both_languages():
    """§11: a seat's possible extra instances follow its line, in German and as the engine's
    plain text in English."""
    view = StorytellerView(
        seats=(
            SeatView(0, ("empath",), "dead", False),
            SeatView(1, ("cannibal", "drunk(cannibal)"), "alive", True, ("empath", "~empath")),
        ),
        certainly_in=(),
        certainly_out=(),
        bluffs=None,
        worlds=2,
    )
    german = grimoire_lines(view, "de").splitlines()
    assert german[2] == "@2 hält vielleicht außerdem: empath ~empath"
    english = grimoire_lines(view, "en").splitlines()
    assert english[:3] == view.text.splitlines()[:3]
    assert english[2] == "@2 may also hold: empath ~empath"


def test_the_grimoire_below_its_image_keeps_the_held_instances():
    """§11: under the image (which draws the seat lines) the text keeps the instances a seat
    may also hold, in both languages."""
    view = StorytellerView(
        seats=(SeatView(1, ("drunk(cannibal)",), "alive", False, ("~empath",)),),
        certainly_in=(),
        certainly_out=(),
        bluffs=None,
        worlds=1,
    )
    for lang, held in (("en", "@2 may also hold: ~empath"), ("de", "@2 hält vielleicht")):
        summary = grimoire_summary(grimoire_lines(view, lang)).splitlines()
        assert summary[0].startswith(held)
        assert not any(line.startswith("@2 [") for line in summary)


def test_a_reason_naming_its_clause_reads_in_both_languages():
    """Script 2's reason for one clause of several says the clause, in German too."""
    reason = Reason(Why.SIDE, "pukka", clause="wake pukka choose @2")
    verdict = Verdict("wake pukka choose @2 & wake empath learn 0", False, reason)
    error = NotStoredError((verdict,), None)
    german = arrival_lines(error, "de")
    assert german.endswith(
        "unmöglich: der Teil `wake pukka choose @2`: du bist gut, Pukka ist aber ein böser"
        " Charakter"
    )
    assert english_left(german.replace(verdict.line, ""), ()) == [], german
    assert arrival_lines(error, "en") == (
        "❌ `wake pukka choose @2 & wake empath learn 0` — impossible: the clause"
        " `wake pukka choose @2`: you are good and the Pukka is evil"
    )
