"""The Clocktower robots' choices (bot/sandbox/family_robots.py): the same lists, chosen cheaper."""

from __future__ import annotations

import dataclasses
import pickle
import random

from bot.sandbox import family_robots
from bot.shell import FamilySession, GameStatus
from bot.shell.extra import ShellExtra
from bot.shell.store import FamilyGameRow
from engine.clocktower import ClocktowerGame
from engine.clocktower.fallback import all_wakes
from engine.clocktower.text import Wake
from tests.engine.clocktower.helpers import make_game, resolve, send


def _drawn_from_every_wake(
    game: ClocktowerGame, seat: int, rng: random.Random, setup: list[str]
) -> list[str]:
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
    return ["dont_wake"]


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
                drawn = family_robots.ct_entries(game, seat, random.Random(seed), [])
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
