"""The games boards are drawn from at send (:mod:`bot.shell.drawings`): a record that goes on
from the last one drawn pushes only its new actions, any other is replayed whole, and both give
the image of a game replayed afresh."""

from __future__ import annotations

import random

from bot.shell.drawings import Replays, record_data
from engine.lab import FAMILY, LabGame, LabRecord, LabSetup
from engine.lab.actions import parse_record_line
from engine.lab.policy import random_command


def played(commands: int) -> LabRecord:
    game = LabGame(LabSetup(players=["a", "b", "c"], seed=7))
    rng = random.Random(7)
    for _ in range(commands):
        game.push(random_command(game, rng))
    return game.record()


def text(game: LabGame) -> bytes:
    return game.position.text().encode()


def fresh(record: LabRecord) -> bytes:
    return text(FAMILY.replay(record))


def replays() -> Replays[LabRecord, LabGame]:
    return Replays(LabRecord, FAMILY.replay, lambda game, line: game.push(parse_record_line(line)))


def test_a_record_that_goes_on_pushes_only_its_new_actions():
    """The second drawing of a game continues the game kept from the first."""
    kept = replays()
    whole = played(120)
    earlier = whole.model_copy(update={"actions": whole.actions[:80]})
    assert kept.draw(1, record_data(earlier), text) == fresh(earlier)
    assert kept.draw(1, record_data(whole), text) == fresh(whole)
    assert kept.replayed == 1


def test_a_record_that_does_not_go_on_is_replayed_whole():
    """An undone action (a shorter record) or another game's is replayed from the start."""
    kept = replays()
    whole = played(120)
    undone = whole.model_copy(update={"actions": whole.actions[:100]})
    kept.draw(1, record_data(whole), text)
    assert kept.draw(1, record_data(undone), text) == fresh(undone)
    other = LabGame(LabSetup(players=["a", "b"], seed=8)).record()
    assert kept.draw(1, record_data(other), text) == fresh(other)
    assert kept.replayed == 3
