"""A stored game loads whatever a later version of the rules says of its actions: its record
replays each list and ruling as accepted, without judging it again (``parse_stored``)."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.refusals import NotStoredError
from engine.clocktower.rulings import RulingError
from engine.clocktower.script import MINI_ATHEIST, MINI_UNCERTAINTY
from tests.engine.clocktower.helpers import STORYTELLER as ST

PLAYERS = tuple(f"p{i}" for i in range(1, 7))
DRAWS = {"alignment": "4,5,0,1,2,3", "pi/1": "0,1,2,3,4,5"}


def _game(script: str, **draws: str) -> ClocktowerGame:
    setup = ClocktowerSetup(players=PLAYERS, script=script, seed=1)
    return ClocktowerGame(setup, {**DRAWS, **draws})


def _stored(game: ClocktowerGame, text: str, actor: int) -> None:
    """``text`` pushed as an older version of the rules accepted it."""
    game.push(game.parse_stored(text, actor))


def test_a_stored_list_todays_verdicts_refuse_still_replays() -> None:
    """A list stored when its entry was possible loads though the rules now refuse it."""
    game = _game(MINI_UNCERTAINTY.id)
    with pytest.raises(NotStoredError):
        game.parse_action("wake poisoner choose @4", 0)  # @1 is good: refused on arrival
    _stored(game, "wake poisoner choose @4", 0)
    again = FAMILY.replay(game.record())
    assert again.record() == game.record() and again.reports == game.reports


def test_a_stored_change_prompt_todays_rules_refuse_still_replays() -> None:
    """An Atheist game's change prompt stored before `no-swap-yet` existed loads, while the
    same ruling sent now is refused."""
    game = _game(MINI_ATHEIST.id, atheist="yes")
    with pytest.raises(RulingError):
        game.parse_action("st prompt @1 now poisoner", ST)
    _stored(game, "st prompt @1 now poisoner", ST)
    again = FAMILY.replay(game.record())
    assert "st prompt @1 now poisoner" in again.record().actions
    assert again.reports == game.reports
