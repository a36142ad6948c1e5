"""``push`` applies an action or raises with nothing changed (the move stack is the truth):
a refused action raises before it runs, and one whose running fails half-way is undone."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.actions import EndDay, Timeout
from engine.clocktower.refusals import Refused, RefusedError
from engine.clocktower.rulings import parse_ruling
from engine.clocktower.script import MINI_ATHEIST
from engine.core.errors import DrawError
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import resolve, send

PLAYERS = tuple(f"p{i}" for i in range(1, 6))


def _setup_asked_again(draws: dict[str, str]) -> ClocktowerGame:
    """Five players of script 1, evil @4 and @5, every list `dont_wake` (so no setup line)
    and the night resolving: @4 is asked again for its setup first (π₁ in seat order)."""
    pinned = {"alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4", **draws}
    game = ClocktowerGame(ClocktowerSetup(players=PLAYERS, seed=1), draws=pinned)
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    resolve(game)
    assert game.waiting() == [3]
    return game


def _state(game: ClocktowerGame) -> tuple[object, ...]:
    return (
        game.record(),
        [game.observe(seat) for seat in range(game.n)],
        game.public_view(),
        list(game.reports),
        game.waiting(),
    )


def test_an_action_refused_now_is_not_run_by_push() -> None:
    """`end_day` pushed by night raises as parsing it would, and the night goes on."""
    game = _setup_asked_again({})
    before = _state(game)
    with pytest.raises(RefusedError) as refused:
        game.push(EndDay())
    assert refused.value.code is Refused.NOT_DAY
    assert _state(game) == before
    game.push(Timeout())
    assert game.record() == FAMILY.replay(game.record()).record()


def test_a_push_whose_draw_fails_leaves_the_game_as_it_was() -> None:
    """A timeout whose setup fallback meets a pinned draw that is impossible there raises
    the draw's error, with the stack, reports and the re-ask as before."""
    key = "fallback/setup/@4/7"  # the seventh action: five lists, resolve, this timeout
    game = _setup_asked_again({key: "setup demon @1"})
    before = _state(game)
    with pytest.raises(DrawError):
        game.push(Timeout())
    assert _state(game) == before
    assert game.resolution is not None and game.resolution.waiting == 3


def test_a_ruling_pushed_after_the_end_is_refused() -> None:
    """Once the storyteller ended an Atheist game, a death ruled after it raises `over`."""
    draws = {"atheist": "yes", "alignment": "3,4,0,1,2"}
    game = ClocktowerGame(ClocktowerSetup(players=PLAYERS, script=MINI_ATHEIST.id, seed=1), draws)
    game.play("st end evil", ST)
    assert game.outcome is not None
    before = _state(game)
    with pytest.raises(RefusedError) as refused:
        game.push(parse_ruling("st dead @1", game.n))
    assert refused.value.code is Refused.OVER
    assert _state(game) == before
