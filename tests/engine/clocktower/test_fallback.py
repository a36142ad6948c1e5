"""Fallback F for a silent player (spec N9, amended 2026-11-27)."""

from __future__ import annotations

import json

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.script import SCRIPTS
from engine.clocktower.text import Wake
from tests.engine.clocktower import test_script2_early as early
from tests.engine.clocktower.helpers import STORYTELLER, end_day, make_game, resolve, send
from tests.engine.clocktower.test_script2_marks_oracle import GAINED_MARKS


def _silent_imp(seed: int) -> ClocktowerGame:
    """n=6, evil {5*,6}: the Poisoner @6 is executed on Day 1; on Night 2 the Imp sends nothing,
    is asked again and stays silent until the deadline."""
    game = make_game(6, {5, 6}, seed=seed)
    send(game, 5, "setup demon @5")
    send(game, 6, "setup demon @5\nwake poisoner choose @4")
    send(game, 1, "wake empath learn 1")
    send(game, 3, "wake chef learn 1")
    send(game, 4, "wake fortune_teller choose @1 @2 learn no")
    resolve(game)
    game.play("nominate @1 @6 yes @1 @2 @3", STORYTELLER)
    end_day(game)
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 4
    game.play("timeout", STORYTELLER)
    return game


def test_a_silent_imp_never_kills_the_dead_nor_passes_the_demon() -> None:
    """Over many seeds the fallback's kill names only seats that appear alive, never the Imp."""
    for seed in range(24):
        game = _silent_imp(seed)
        entry = game.lists[4].entries[0]
        assert isinstance(entry, Wake) and entry.character == "imp"
        assert entry.choices[0] not in {4, 5}, (seed, entry.text)


def test_a_silent_gamblers_fallback_has_entries_with_a_guess() -> None:
    """N9 on script 2: the Gambler's entry names a guess, so the fallback's list of its wakes
    holds one per choice and guess (without a guess none passed the shape check, and a silent
    Gambler who had to wake left the draw with no outcome: seen in an Atheist game's shadow)."""
    from engine.clocktower import ClocktowerSetup
    from engine.clocktower.fallback import character_wakes
    from engine.clocktower.script import UNCERTAINTY_PRINCIPLE

    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=UNCERTAINTY_PRINCIPLE.id, seed=1)
    game = ClocktowerGame(setup, {"atheist": "no"})
    game.number = 2  # the Gambler wakes from Night 2 on; the list depends on nothing else
    wakes = list(character_wakes(game, 0, "gambler"))
    assert len(wakes) == 5 * len(UNCERTAINTY_PRINCIPLE.characters)  # any seat, itself too
    assert {w.guess for w in wakes} == set(UNCERTAINTY_PRINCIPLE.characters)


def test_a_silent_poisoned_pixie_is_timed_out_to_the_wake_a_mark_count_needs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """N9 with a Mathematician: @3, the only seat that can be the poisoned Pixie behind
    `wake mathematician learn 1`, stays silent; the timeout gives it a Pixie's wake (its
    wrong Townsfolk is the mark counted: a wake without information places none, and the
    fallback once dropped the Pixie on that and had no outcome to draw)."""
    monkeypatch.setitem(SCRIPTS, GAINED_MARKS.id, GAINED_MARKS)
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=GAINED_MARKS.id, seed=1)
    game = ClocktowerGame(setup, draws={"alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4"})
    for seat, text in {
        4: "setup demon @4\nwake lleech choose @3",
        5: "setup demon @4\nwake poisoner choose @3",
        1: "wake mathematician learn 1",
        2: "dont_wake",
        3: "dont_wake",
    }.items():
        game.play(text, seat - 1)
    game.play("resolve", STORYTELLER)
    assert game.resolution is not None and game.resolution.waiting == 2
    game.play("timeout", STORYTELLER)
    entry = game.lists[2].entries[0]
    assert isinstance(entry, ClauseEntry) and entry.clauses[0].character == "pixie"
    assert game.phase == "day"


def test_a_silent_poisoner_the_demons_swap_makes_an_empath_wakes_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """N16 has no one-clause entry for a seat that wakes at two slots in every world: the
    silent Poisoner @6, whom the Lleech's Barber swap makes the Empath after the poisoner's
    slot, is timed out to a joined entry (the draw once had no outcome and the storyteller's
    `timeout` was refused for ever)."""
    monkeypatch.setitem(SCRIPTS, early.SWAPS.id, early.SWAPS)
    game = early._swaps_day1()
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", STORYTELLER)  # the Barber in some world
    end_day(game)
    send(game, 5, "wake lleech choose @4 & wake barber choose @6 @1")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 5
    game.play("timeout", STORYTELLER)
    entry = game.lists[5].entries[0]
    assert isinstance(entry, ClauseEntry)
    assert [c.character for c in entry.clauses] == ["poisoner", "empath"]
    assert game.phase == "day"


def _empath_numbers(revision: int) -> set[int]:
    """The numbers of the Empath wakes fallback F draws among, Night 2 at eight players of
    script 2, under the rules' ``revision``."""
    from engine.clocktower.fallback import character_wakes
    from engine.clocktower.script import UNCERTAINTY_PRINCIPLE

    players = tuple(f"p{i}" for i in range(1, 9))
    setup = ClocktowerSetup(
        players=players, script=UNCERTAINTY_PRINCIPLE.id, seed=1, revision=revision
    )
    game = ClocktowerGame(setup, {"atheist": "no"})
    game.number = 2
    numbers = set()
    for wake in character_wakes(game, 0, "empath"):
        assert wake.info is not None
        numbers.add(wake.info.number)
    return numbers


def test_fallback_f_draws_among_r13_s_numbers_on_script_2() -> None:
    """N16: a silent Empath's draw on Night 2 at eight players covers R13's range, 0 to 7 (a
    droisoned Empath may be told any of them), not only 0 to 4."""
    assert _empath_numbers(2) == set(range(8))


def test_a_game_of_the_first_revision_draws_among_0_to_4() -> None:
    """A game stored before revision 2 keeps its fallback's numbers, so it replays as played."""
    assert _empath_numbers(1) == set(range(5))


def test_a_new_setup_is_played_under_the_current_revision() -> None:
    """A setup made now carries the current revision, written in its record on script 2."""
    from engine.clocktower.setup import RULES_REVISION, ClocktowerRecord

    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script="uncertainty_principle", seed=1)
    assert setup.revision == RULES_REVISION == 2
    record = ClocktowerGame(setup, {"atheist": "no"}).record()
    again = ClocktowerRecord.model_validate_json(record.to_json())
    assert again.setup.revision == 2 and again == record


def test_a_script_2_record_without_a_revision_is_of_the_first() -> None:
    """A record written before the setup carried its revision loads as revision 1."""
    from engine.clocktower.setup import ClocktowerRecord

    players = [f"p{i}" for i in range(1, 6)]
    setup = {"players": players, "script": "uncertainty_principle", "seed": 1}
    text = json.dumps({"family": "clocktower", "seed": 1, "setup": setup})
    assert ClocktowerRecord.model_validate_json(text).setup.revision == 1


def test_script_1_s_setup_json_carries_no_revision() -> None:
    """Script 1's draws are the same under every revision: its setup's JSON is as before."""
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, seed=1)
    assert setup.model_dump(mode="json") == {
        "players": list(players),
        "script": "quantum_trouble_brewing",
        "seed": 1,
    }
