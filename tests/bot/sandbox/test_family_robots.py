"""The Clocktower robots' choices (bot/sandbox/family_robots.py): the same lists, chosen cheaper."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from bot.sandbox import family_robots
from bot.shell import FamilySession, GameStatus
from bot.shell.extra import ShellExtra
from bot.shell.store import FamilyGameRow
from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.fallback import all_wakes
from engine.clocktower.script import SCRIPTS
from engine.clocktower.text import Wake
from tests.engine.clocktower import test_script2_early as early
from tests.engine.clocktower.helpers import STORYTELLER, end_day, make_game, resolve, send
from tests.engine.clocktower.test_script2_damsel_fallback import DRAWS, FORCED


def _drawn_from_every_wake(
    game: ClocktowerGame, seat: int, rng: random.Random, setup: list[str]
) -> list[str] | None:
    """The robots' draw as it was first written: every wake listed, grouped by character."""
    by_character: dict[str, list[Wake]] = {}
    for wake in all_wakes(game, seat):
        by_character.setdefault(wake.character, []).append(wake)
    characters = sorted(by_character)
    for _ in range(family_robots.CT_WAKE_TRIES if characters else 0):
        wake = rng.choice(by_character[rng.choice(characters)])
        for entries in ([wake.text, "dont_wake"], [wake.text]):
            if family_robots.ct_possible(game, seat, [*setup, *entries]):
                return entries
    return None


def _session(game: ClocktowerGame, users: list[int]) -> FamilySession:
    row = FamilyGameRow(
        id=7,
        family="clocktower",
        guild_id=1,
        channel_id=2,
        host_id=3,
        status=GameStatus.RUNNING,
        created_at="",
        updated_at="",
        thread_id=4,
        extra=ShellExtra(users=users),
    )
    return FamilySession(row, game)


def test_a_robot_draws_the_list_it_drew_when_every_wake_was_listed() -> None:
    """Listing a character's wakes only once drawn changes no robot's list, seat or seed."""
    for n in (5, 8, 12):
        game = make_game(n, {1, 2} if n < 10 else {1, 2, 3})
        for seat in range(n):
            for seed in range(3):
                expected = _drawn_from_every_wake(game, seat, random.Random(seed), [])
                characters = family_robots.ct_characters(game, seat)
                drawn = family_robots.ct_drawn_entries(
                    game, seat, random.Random(seed), [], characters
                )
                assert drawn == expected, (n, seat, seed)


def test_a_tried_list_is_not_chosen_again() -> None:
    """``due_moves`` leaves out the lists whose key was tried and keeps every other one."""
    game = make_game(6, {5, 6})
    users = [100 + seat for seat in range(6)]
    session = _session(game, users)
    every = family_robots.due_moves([session], set(users))
    assert len(every) == 6
    tried = {every[0].key, every[3].key}
    rest = family_robots.due_moves([session], set(users), tried)
    assert [move.key for move in rest] == [m.key for m in every if m.key not in tried]


def test_a_turn_is_chosen_the_same_on_a_copy_of_the_game() -> None:
    """``ct_move`` on a pickled copy of the game gives the list chosen on the game itself."""
    game = make_game(7, {6, 7})
    session = _session(game, [200 + seat for seat in range(7)])
    turns = family_robots.ct_turns(session, game, {200 + seat for seat in range(7)})
    assert turns
    for turn in turns:
        copy = pickle.loads(pickle.dumps(game))
        assert family_robots.ct_move(copy, turn) == family_robots.ct_move(game, turn)


def test_a_clocktower_robot_counts_the_times_it_was_asked_again():
    """`ct_asked` counts the re-asks the engine sent a seat (by their report code), no one
    else's and no other report."""
    game = make_game(7, {6, 7}, None)
    send(game, 6, "setup demon @6 bluffs washerwoman librarian investigator")
    send(game, 7, "setup demon @6")
    send(game, 7, "wake poisoner choose @3")
    send(game, 1, "wake empath learn 2")  # ruled out by the Poisoner's choice (spec T4)
    resolve(game)
    assert [family_robots.ct_asked(game, seat) for seat in range(7)] == [1, 0, 0, 0, 0, 0, 0]


def test_a_seat_asked_again_for_its_setup_alone_sends_setup_lines() -> None:
    """A turn that owes only the setup, accepted once already, sends setup lines, never an
    empty list (Discord refuses an empty option before the bot sees it)."""
    game = make_game(7, {6, 7})
    turn = family_robots.CtTurn(700, 4, 7, 5, 1, setup_owed=False, only_setup=True, night=1)
    move = family_robots.ct_move(game, turn)
    assert move is not None
    assert str(move.options["entries"]).startswith("setup demon")


def test_a_demon_named_by_its_team_finds_bluffs_the_random_tries_missed() -> None:
    """A robot its Minions named as the Demon, asked for its setup, sends a line the game
    accepts even when its five random bluff triples are all impossible (game 4's draws at
    fourteen players): a search through the triples follows them, never an empty option."""
    game = make_game(14, {1, 2, 3, 4})
    for minion in (1, 3, 4):
        send(game, minion, "setup demon @2")
    resolve(game)  # @2 sent nothing: the night asks it for its setup alone
    users = [100 + seat for seat in range(14)]
    (turn,) = family_robots.ct_turns(_session(game, users), game, set(users))
    assert turn.seat == 1 and turn.only_setup
    move = family_robots.ct_move(game, dataclasses.replace(turn, game_id=4))
    assert move is not None and move.options["entries"]
    game.play(str(move.options["entries"]), turn.seat)
    assert 1 in game.setup_accepted


def test_a_turn_with_no_possible_list_sends_nothing() -> None:
    """Where no setup line is possible (here a made-up turn asking a good seat for one) the
    robot sends nothing for the turn, rather than an empty option Discord refuses."""
    game = make_game(7, {6, 7})
    turn = family_robots.CtTurn(700, 4, 7, 0, 1, setup_owed=False, only_setup=True, night=1)
    assert family_robots.ct_move(game, turn) is None


def _day_one() -> ClocktowerGame:
    """Day 1 of five with @1 the Demon (the Imp) and @2 its Minion."""
    game = make_game(5, {1, 2})
    send(game, 1, "setup demon @1; dont_wake")
    send(game, 2, "setup demon @1; dont_wake")
    for seat in (3, 4, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    return game


def test_a_robot_whose_draws_all_miss_sends_an_entry_found_in_order() -> None:
    """On Night 2 the Imp's robot, none of whose drawn entries is possible (seed 21) and for
    which `dont_wake` is not, sends the first possible entry of the search: the game stores it."""
    game = _day_one()
    end_day(game)
    characters = family_robots.ct_characters(game, 0)
    assert family_robots.ct_drawn_entries(game, 0, random.Random(21), [], characters) is None
    entries = family_robots.ct_entries(game, 0, random.Random(21), [])
    assert entries == ["wake imp choose @1"]
    game.play("; ".join(entries), 0)
    assert game.lists[0].text == "wake imp choose @1"


def test_the_search_reaches_a_rare_kind_of_information_early() -> None:
    """A Librarian's one `none`, last of its 61 entries at seven players, comes in the search's
    second turn of the seat's seven characters (a benchmark game's re-ask needed it)."""
    game = make_game(7, {6, 7})
    characters = family_robots.ct_characters(game, 1)
    order = [wake.text for wake in family_robots.ct_search_order(game, 1, characters)]
    assert len(characters) == 7
    assert order.index("wake librarian learn none") < 2 * len(characters)


def test_a_search_that_finds_nothing_within_its_checks_sends_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With `dont_wake` impossible and no entry found within the search's bound (here none),
    the robot sends nothing for the turn rather than a list the bot refuses."""
    game = _day_one()
    end_day(game)
    monkeypatch.setattr(family_robots, "CT_SEARCH_CHECKS", 0)
    # game 51's draws for this turn all miss (as seed 21's above)
    turn = family_robots.CtTurn(700, 4, 51, 0, 0, setup_owed=False, only_setup=False, night=2)
    assert family_robots.ct_move(game, turn) is None


def test_a_turn_where_every_list_is_refused_sends_nothing() -> None:
    """By day every list is refused, `dont_wake` included: a made-up night turn sends nothing."""
    game = _day_one()
    turn = family_robots.CtTurn(700, 4, 7, 2, 0, setup_owed=False, only_setup=False, night=1)
    assert family_robots.ct_move(game, turn) is None


def test_a_minion_asked_again_learns_the_damsel_its_setup_needs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where every world holds the Damsel, a team that left her out is asked again; the
    Minion's robot then sends `setup damsel` with its Demon line, and the game accepts both."""
    monkeypatch.setitem(SCRIPTS, FORCED.id, FORCED)
    players = tuple(f"p{i}" for i in range(1, 6))
    game = ClocktowerGame(ClocktowerSetup(players=players, script=FORCED.id, seed=1), DRAWS)
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    send(game, 4, "setup demon @4; dont_wake")
    send(game, 5, "setup demon @4; dont_wake")
    assert game.setup_waiting == {3, 4}
    users = [100 + seat for seat in range(5)]
    turns = family_robots.ct_turns(_session(game, users), game, set(users))
    (turn,) = [t for t in turns if t.seat == 4]
    move = family_robots.ct_move(game, turn)
    assert move is not None
    assert move.options["entries"] == "setup demon @4; setup damsel"
    game.play(str(move.options["entries"]), 4)
    assert game.setup_accepted[4].text == "setup demon @4"


def _mini_uncertainty_night_one() -> ClocktowerGame:
    """Night 1 of seven on the cut script 2, evil @6 and @7 (game 2's team agrees on @6 as the
    Demon and on learning the Damsel)."""
    players = tuple(f"p{i}" for i in range(1, 8))
    setup = ClocktowerSetup(players=players, script="mini_uncertainty", seed=1)
    return ClocktowerGame(setup, {"alignment": "5,6,0,1,2,3,4"})


def test_a_minion_sends_setup_damsel_when_its_team_agreed_to_learn_her() -> None:
    """Game 2's team agreed to learn the Damsel: the Minion's Night 1 list carries `setup
    damsel` after its Demon lines, and the game stores it."""
    game = _mini_uncertainty_night_one()
    assert family_robots.ct_team_learns(game, 2) == ["damsel"]
    turn = family_robots.CtTurn(700, 4, 2, 6, 0, setup_owed=True, only_setup=False, night=1)
    move = family_robots.ct_move(game, turn)
    assert move is not None
    lines = str(move.options["entries"]).split("; ")
    assert lines[0] == "setup demon @6" and "setup damsel" in lines
    game.play(str(move.options["entries"]), 6)
    assert 6 in game.setup_lines


def test_the_agreed_demon_learns_nothing() -> None:
    """Game 2's agreed Demon, whenever its list names itself first, sends no `setup damsel`
    (a Demon cannot learn her, addendum V6)."""
    game = _mini_uncertainty_night_one()
    own = []
    for asked in range(10):
        turn = family_robots.CtTurn(700, 4, 2, 5, asked, setup_owed=True, only_setup=True, night=1)
        move = family_robots.ct_move(game, turn)
        assert move is not None
        own.append(str(move.options["entries"]))
    own = [entries for entries in own if entries.startswith("setup demon @6 bluffs")]
    assert own and not any("setup damsel" in entries for entries in own)


def test_the_agreed_demon_leaves_the_damsel_out_of_its_bluffs() -> None:
    """Game 2's agreed Demon never bluffs the Damsel its team learns (that would make its
    Minion's `setup damsel` impossible, V7), though one triple with her is possible here."""
    game = _mini_uncertainty_night_one()
    assert family_robots.ct_possible(game, 5, ["setup demon @6 bluffs damsel drunk barber"])
    for seed in range(200):
        lines = family_robots.ct_setup_lines(game, 5, random.Random(seed), 2)
        assert not any("damsel" in line for line in lines if line.startswith("setup demon @6"))


def _silent_poisoner_swapped(monkeypatch: pytest.MonkeyPatch) -> ClocktowerGame:
    """Night 2 of the reduced script with the Barber: the Lleech's swap makes the Poisoner @6
    the Empath after the poisoner's slot, so @6 wakes at two slots in every world; the night
    asks it again (tests/engine/clocktower/test_fallback.py's position)."""
    monkeypatch.setitem(SCRIPTS, early.SWAPS.id, early.SWAPS)
    game = early._swaps_day1()
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", STORYTELLER)
    end_day(game)
    send(game, 5, "wake lleech choose @4 & wake barber choose @6 @1")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 5
    return game


def _poisoner_turn(game: ClocktowerGame) -> family_robots.CtTurn:
    users = [100 + seat for seat in range(game.n)]
    (turn,) = family_robots.ct_turns(_session(game, users), game, set(users))
    assert turn.seat == 5
    return turn


def test_a_robot_that_must_wake_twice_sends_a_two_clause_entry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where no one-clause entry of the seat is possible, its robot sends a possible entry of
    two clauses (the Poisoner's and the Empath's) and the night goes on without a timeout."""
    game = _silent_poisoner_swapped(monkeypatch)
    assert not any(
        family_robots.ct_possible(game, 5, [text])
        for text in ("dont_wake", *(wake.text for wake in all_wakes(game, 5)))
    )
    move = family_robots.ct_move(game, _poisoner_turn(game))
    assert move is not None
    entries = str(move.options["entries"])
    assert [clause.split()[1] for clause in entries.split(" & ")] == ["poisoner", "empath"]
    game.play(entries, 5)
    assert game.phase == "day"


def test_a_robot_s_joined_search_asks_and_checks_a_bounded_number(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where no list is possible (every check refused), the joined tries ask the solver at most
    ``CT_JOINED_QUESTIONS`` questions and check at most ``CT_JOINED_CHECKS`` entries each, and
    the robot sends nothing."""
    game = _silent_poisoner_swapped(monkeypatch)
    turn = _poisoner_turn(game)
    monkeypatch.setattr(family_robots, "CT_JOINED_CHECKS", 2)
    checks: list[str] = []
    questions: list[object] = []

    def refused(game: ClocktowerGame, seat: int, lines: list[str]) -> bool:
        checks.append("; ".join(lines))
        return False

    entry_possible = ClocktowerGame._entry_possible

    def asked(self: ClocktowerGame, *args: object, **kwargs: object) -> bool:
        questions.append(args)
        return entry_possible(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(family_robots, "ct_possible", refused)
    monkeypatch.setattr(ClocktowerGame, "_entry_possible", asked)
    assert family_robots.ct_move(game, turn) is None
    joined = [text for text in checks if " & " in text]
    assert 0 < len(joined) <= 2 * 2
    assert len(questions) <= 2 * family_robots.CT_JOINED_QUESTIONS
    single = 2 * family_robots.CT_WAKE_TRIES + 1 + family_robots.CT_SEARCH_CHECKS
    assert len(checks) - len(joined) <= single


def test_a_robot_tries_no_joined_entry_on_night_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """On Night 1 each seat holds one character, so the joined tries ask the solver nothing
    (their questions over Night 1's open worlds are the costliest) and find nothing."""
    game = _mini_uncertainty_night_one()
    questions: list[object] = []
    entry_possible = ClocktowerGame._entry_possible

    def asked(self: ClocktowerGame, *args: object, **kwargs: object) -> bool:
        questions.append(args)
        return entry_possible(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ClocktowerGame, "_entry_possible", asked)
    characters = family_robots.ct_characters(game, 0)
    assert family_robots.ct_joined_entries(game, 0, random.Random(1), [], characters) == []
    assert questions == []
