"""Plain reasons in re-asks (spec §8, N8; issue 26): an entry of the list that the player's
own knowledge now rules out is named with its reason, the same rules as on arrival; entries
ruled out by other players' choices alone get none."""

from __future__ import annotations

from engine.clocktower import ClocktowerGame
from engine.clocktower.refusals import Reason, Verdict, Why
from engine.clocktower.reports import Report, Told
from tests.engine.clocktower.helpers import end_day, five_of_script2, make_game, resolve, send


def _reask(game: ClocktowerGame, seat: int) -> Report:
    (report,) = [
        r
        for r in game.reports
        if r.to == seat - 1 and r.code in (Told.REASKED, Told.REASKED_SILENT)
    ]
    return report


def test_a_minions_demon_clause_sent_before_the_setup_cites_the_demon_in_its_reask() -> None:
    """@5's Lleech clause passed its arrival check beside its own setup line; once both
    evil lines are accepted (@4 the Demon, told to @5) it runs out, and the re-ask says why."""
    game = five_of_script2()
    send(game, 5, "setup demon @4\nwake lleech choose @1")
    send(game, 4, "setup demon @4\nwake pukka choose @1")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    report = _reask(game, 5)
    assert report.refused == (
        Verdict("wake lleech choose @1", False, Reason(Why.DEMON_KNOWN, seat=3)),
    )
    assert "From what you know, `wake lleech choose @1` is impossible: the Demon is @4." in (
        report.text
    )


def test_a_silent_demon_on_night_two_is_told_it_is_the_demon() -> None:
    """Script 1: after a quiet Day 1 the Demon @4 sends nothing on Night 2; its silence
    (`dont_wake`, never checked on arrival) is impossible from its own setup line."""
    game = make_game(5, {4, 5})
    send(game, 4, "setup demon @4\ndont_wake")
    send(game, 5, "setup demon @4\ndont_wake")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    end_day(game)
    for seat in (1, 2, 3, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    report = _reask(game, 4)
    assert report.code is Told.REASKED_SILENT
    assert report.refused == (Verdict("dont_wake", False, Reason(Why.DEMON_SELF)),)


def test_a_reask_caused_by_other_players_choices_gives_no_reason() -> None:
    """T4: @1's Empath reading passed its arrival check and only the Poisoner's entry
    accepted first rules it out, which @1 does not know: no reason."""
    game = make_game(7, {6, 7})
    send(game, 6, "setup demon @6 bluffs washerwoman librarian investigator")
    send(game, 7, "setup demon @6")
    send(game, 7, "wake poisoner choose @3")
    send(game, 1, "wake empath learn 2")
    resolve(game)
    report = _reask(game, 1)
    assert report.refused == ()
    assert "From what you know" not in report.text
