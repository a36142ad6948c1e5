"""What a player asked again is told (spec N8, O2; issue 22 §4): why, in words that tell
nothing, and the entries still possible when few; and which line to drop from a refused list."""

from __future__ import annotations

import pytest

from engine.clocktower.fallback import all_wakes
from engine.clocktower.reask import OFFER_LIMIT, reask_report
from engine.clocktower.text import DontWake, Entry, Submission, parse_submission
from engine.core.errors import EngineError
from tests.engine.clocktower.helpers import STORYTELLER, dms, make_game, resolve, send

WHY = "other players' choices tonight made them impossible"


def parse_entries(text: str) -> tuple[Entry, ...]:
    return parse_submission(text, 7).entries


def t4():  # type: ignore[no-untyped-def]
    """Spec T4: the Poisoner accepted first rules out every Outsider, so the Empath's 2 fails."""
    game = make_game(7, {6, 7}, None)
    send(game, 6, "setup demon @6 bluffs washerwoman librarian investigator")
    send(game, 7, "setup demon @6")
    send(game, 7, "wake poisoner choose @3")
    send(game, 1, "wake empath learn 2")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 0
    return game


def test_a_reask_says_what_changed_without_naming_anyone():
    """The re-ask says other players' choices tonight ruled the entries out; no seat named."""
    text = dms(t4(), 1)[-1]
    assert text.startswith("None of your Night 1 entries is possible any more") and WHY in text
    assert "@" not in text.split("Still possible")[0]


def test_a_reask_lists_exactly_the_entries_an_answer_could_hold():
    """The offered entries are those of the list's characters (and dont_wake) that pass the
    answer's arrival check, no more and no fewer."""
    game = t4()
    text = dms(game, 1)[-1]
    candidates = [DontWake(), *(w for w in all_wakes(game, 0) if w.character == "empath")]
    verdicts = game._arrival(0, Submission((), tuple(candidates)))
    expected = [e.text for e, (_, ok) in zip(candidates, verdicts, strict=True) if ok]
    assert expected == ["dont_wake", "wake empath learn 1"]
    offered = text.split("among the characters of your list: ")[1].rstrip(".")
    assert offered == "; ".join(f"`{e}`" for e in expected)
    send(game, 1, "wake empath learn 1")
    assert game.phase == "day"


def test_no_list_is_offered_when_too_many_entries_would_need_testing():
    """A Fortune Teller's list has too many candidates for OFFER_LIMIT at 7 players: nothing
    is listed (a partial list would mislead), while an Empath's is."""
    game = t4()
    acc = game.resolution.paused_at
    teller = parse_entries("wake fortune_teller choose @2 @3 learn yes")
    tellers = [w for w in all_wakes(game, 0) if w.character == "fortune_teller"]
    assert (len(tellers) + 1) * game.n > OFFER_LIMIT
    assert "Still possible" not in reask_report(game, 0, acc, teller, sent=True).text
    empath = parse_entries("wake empath learn 2")
    assert "Still possible" in reask_report(game, 0, acc, empath, sent=True).text


def test_silence_is_told_as_silence():
    """A player who sent nothing is told so, not that their entries were possible."""
    game = t4()
    text = reask_report(game, 0, game.resolution.paused_at, (DontWake(),), sent=False).text
    assert text.startswith("None of your Night 1 choices is possible: you sent no list")
    assert "when you sent it" not in text


def test_a_refused_list_with_one_impossible_line_names_it():
    """A list whose only impossible line is a backup is refused with that line to drop."""
    game = make_game(7, {6, 7}, None)
    with pytest.raises(EngineError, match=r"Only line 2 \(`wake poisoner choose @3`\)"):
        send(game, 1, "wake empath learn 0\nwake poisoner choose @3")


def test_a_refused_list_with_two_impossible_lines_names_none_to_drop():
    """With two impossible lines there is no single line to drop: no hint."""
    game = make_game(7, {6, 7}, None)
    with pytest.raises(EngineError) as refused:
        send(game, 1, "wake empath learn 0\nwake poisoner choose @3\nwake imp choose @2")
    assert "Only line" not in str(refused.value)


def bluffed_night():  # type: ignore[no-untyped-def]
    """Seats @1 and @2 claim the Empath and the Chef before the Demon bluffs both (their lists
    arrived possible; the setup rules them out at resolution)."""
    game = make_game(7, {6, 7}, None)
    send(game, 1, "wake empath learn 0")
    send(game, 2, "wake chef learn 0")
    send(game, 6, "setup demon @6 bluffs empath chef saint")
    send(game, 7, "setup demon @6")
    resolve(game)
    return game


def reasked(game, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [t for t in dms(game, seat) if t.startswith("None of your Night 1")]


def test_players_who_need_a_reask_at_the_same_point_are_asked_together():
    """Both players the setup ruled out are asked at once, before either answers."""
    game = bluffed_night()
    assert game.resolution is not None
    assert len(reasked(game, 1)) == 1 and len(reasked(game, 2)) == 1


def test_an_early_answer_waits_for_the_walk_and_the_night_goes_on():
    """The player asked ahead answers first (stored, the night still waits for the other); once
    the other answers the night reaches dawn with both new lists, and no one is asked twice."""
    game = bluffed_night()
    waiting = game.resolution.waiting
    early = 1 - waiting  # seats 0 and 1
    send(game, early + 1, "dont_wake")
    assert game.resolution is not None and game.resolution.waiting == waiting
    send(game, waiting + 1, "dont_wake")
    assert game.phase == "day"
    assert len(reasked(game, 1)) == 1 and len(reasked(game, 2)) == 1


def test_a_player_asked_ahead_who_stays_silent_falls_back_when_reached():
    """Silence from the player asked ahead: once the walk reaches them, the re-ask's deadline
    (the same one, asked together) lets the fallback answer; nobody is asked twice."""
    game = bluffed_night()
    send(game, game.resolution.waiting + 1, "dont_wake")
    assert game.resolution is not None and game.resolution.waiting is not None
    game.play("timeout", STORYTELLER)
    assert game.phase == "day"
    assert len(reasked(game, 1)) == 1 and len(reasked(game, 2)) == 1


def test_a_player_not_asked_cannot_send_a_list_while_the_night_resolves():
    """Only the players asked again may send a list during the resolution."""
    game = bluffed_night()
    with pytest.raises(EngineError, match="can no longer change"):
        send(game, 3, "dont_wake")
