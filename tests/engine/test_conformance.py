"""What every family's engine owes the platform, checked the same way for all four: the record
replays the game, parsing never changes it, observations keep the secrets, what
``legal_actions`` lists is what ``push`` accepts (for the seats ``waiting`` names), and whoever
``asked`` names may answer."""

from __future__ import annotations

import contextlib
import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from engine.clocktower import FAMILY as CLOCKTOWER
from engine.clocktower import ClocktowerSetup
from engine.clocktower.actions import Nominate
from engine.cloud import FAMILY as CLOUD
from engine.cloud import CloudPlayer, CloudSettings, CloudSetup
from engine.cloud.actions import Action as CloudAction
from engine.cloud.actions import Verb as CloudVerb
from engine.cloud.decks import starter_deck
from engine.core.family import Actor, Game, GameFamily
from engine.lab import FAMILY as LAB
from engine.lab import LabSetup
from engine.lab.actions import Command
from engine.lab.actions import Verb as LabVerb
from engine.lab.geometry import Direction
from engine.werewolf.cast.seer import Vision
from engine.werewolf.family import FAMILY as WEREWOLF
from engine.werewolf.setup import GameSetup

SEED = "5eed" * 16
"""Every game's seed: secret until the end, so no observation may hold it."""
STEPS = 40
PROBES = ("end", "pass", "see left", "move up", "vote @1 @2", "nominate @2", "dont_wake", "?!")
"""Texts parsed at every step, some legal somewhere, some nowhere: none may change the game."""
ADVANCES = ("resolve", "end_day", "advance", "timeout")
"""What the storyteller or the bot sends when no seat owes anything (the first one accepted)."""


@dataclass(frozen=True)
class Case:
    """A family and a small game of it."""

    family: GameFamily[Any, Any]
    setup: Callable[[], Any]
    refused: Any
    """An action ``push`` refuses at every step of the game."""

    def __str__(self) -> str:
        return self.family.name


CASES = [
    Case(
        WEREWOLF,
        lambda: GameSetup(players=["Ann", "Bob", "Cy", "Di", "Ed"], seed=SEED),
        Vision(player=9, target=1),  # no seat 10
    ),
    Case(
        CLOCKTOWER,
        lambda: ClocktowerSetup(players=("a", "b", "c", "d", "e"), seed=SEED),
        Nominate(0, 1, (2, 2)),  # by night, or a vote cast twice by day
    ),
    Case(
        LAB,
        lambda: LabSetup(players=["Ann", "Bob", "Cy"], seed=SEED),
        Command(actor=9, verb=LabVerb.SEE, direction=Direction.UP),  # no seat 10
    ),
    Case(
        CLOUD,
        lambda: CloudSetup(
            players=[
                CloudPlayer(name="Ann", user_id=5, deck=starter_deck("anon").document()),
                CloudPlayer(name="Bob", user_id=6, deck=starter_deck("pizza").document()),
            ],
            seed=SEED,
            settings=CloudSettings(setup_mode="auto"),
        ),
        CloudAction(actor=9, verb=CloudVerb.PASS),  # no seat 10
    ),
]


def seats(game: Game[Any], case: Case) -> range:
    """Every seat of the game."""
    return range(len(case.setup().players))


def played(case: Case, steps: int = STEPS) -> list[Game[Any]]:
    """The game after each of ``steps`` random legal moves (the storyteller or the bot moves
    when no seat owes anything), from the start."""
    rng = random.Random(7)
    game = case.family.new_game(case.setup())
    states = [case.family.replay(game.record())]
    for _ in range(steps):
        if game.outcome is not None:
            break
        moves = [action for seat in game.waiting() for action in game.legal_actions(seat)]
        if moves:
            game.push(rng.choice(moves))
        else:
            game.push(advance(game))
        states.append(case.family.replay(game.record()))
    return states


def advance(game: Game[Any]) -> Any:
    for text in ADVANCES:
        for actor in (Actor.STORYTELLER, Actor.SYSTEM):
            try:
                return game.parse_action(text, actor)
            except ValueError:
                continue
    raise AssertionError("no seat owes anything and nothing moves the game on")


@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_record_replays_the_game_at_every_step(case: Case) -> None:
    """Replaying a game's record gives a game with the same record and the same observations."""
    for game in played(case):
        again = case.family.replay(game.record())
        assert again.record() == game.record()
        for seat in seats(game, case):
            assert again.observe(seat) == game.observe(seat)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_parsing_never_changes_the_game(case: Case) -> None:
    """Parsing any text, accepted or refused, as anyone leaves the record and every view."""
    for game in played(case):
        before = (game.record(), [game.observe(s) for s in seats(game, case)], game.public_view())
        for actor in (*seats(game, case), Actor.STORYTELLER, Actor.SYSTEM):
            for text in PROBES:
                with contextlib.suppress(ValueError):
                    game.parse_action(text, actor)
        after = (game.record(), [game.observe(s) for s in seats(game, case)], game.public_view())
        assert after == before


@pytest.mark.parametrize("case", CASES, ids=str)
def test_no_observation_holds_the_secret_seed_before_the_end(case: Case) -> None:
    """Neither a seat's observation nor the public view shows the seed while the game runs."""
    for game in played(case):
        if game.outcome is not None:
            continue
        shown = [repr(game.observe(s)) for s in seats(game, case)] + [repr(game.public_view())]
        assert not any(SEED in text for text in shown)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_every_legal_action_is_accepted_by_push(case: Case) -> None:
    """Each action ``legal_actions`` lists, for every seat, parses back and pushes on a copy."""
    checked = 0
    for game in played(case, steps=STEPS // 2):
        for seat in seats(game, case):
            for action in game.legal_actions(seat)[:6]:
                copy = case.family.replay(game.record())
                copy.push(action)
                assert len(copy.actions) == len(game.actions) + 1
                checked += 1
    assert checked > 0


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_refused_push_changes_nothing_and_the_game_goes_on(case: Case) -> None:
    """Pushing an action refused now raises, leaves the record and every view as they were,
    and the next move then gives what it gives without the refusal."""
    states = played(case, steps=STEPS // 2)
    for game, after in itertools.pairwise(states):
        copy = case.family.replay(game.record())
        with pytest.raises(ValueError):
            copy.push(case.refused)
        assert copy.record() == game.record()
        assert [copy.observe(s) for s in seats(copy, case)] == [
            game.observe(s) for s in seats(game, case)
        ]
        assert copy.public_view() == game.public_view()
        copy.push(after.actions[-1])
        assert copy.record() == after.record()
        assert [copy.observe(s) for s in seats(copy, case)] == [
            after.observe(s) for s in seats(after, case)
        ]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_whoever_is_asked_may_answer(case: Case) -> None:
    """``asked`` names seats at the table in seat order, each one the rules wait for or with a
    legal action now (a reminder never goes to someone with nothing to answer; a free-text
    answer, a Demon's wake list, is listed by no ``legal_actions``); nobody once it is over."""
    for game in played(case):
        asked, waiting = list(game.asked()), set(game.waiting())
        assert asked == sorted(set(asked)) and set(asked) <= set(seats(game, case))
        assert all(s in waiting or game.legal_actions(s) for s in asked), (case, asked)
        if game.outcome is not None:
            assert asked == []


STALL = 10
"""Consecutive moves after which a game that shows no change to anyone has stalled."""


@pytest.mark.parametrize("case", CASES, ids=str)
def test_random_legal_play_never_stalls(case: Case) -> None:
    """Answers from the seats ``waiting`` names, picked among ``legal_actions``, move the game:
    no run of moves leaves whom it waits for and what everyone sees unchanged."""
    states = [(tuple(g.waiting()), repr(g.public_view())) for g in played(case)]
    for start in range(len(states) - STALL):
        assert len(set(states[start : start + STALL])) > 1, (case, start, states[start])
