"""Fallback F's draw by elimination reads each entry's text once (issue 26).

A silent seat's draw drops refused entries one at a time and draws again among those left;
it drew each time among freshly built texts, so a seat with no one-clause entry possible
(fifteen players, seed 2026, Night 2: the silent Pukka's 463 wakes, then 210 optional ones)
built some 100,000 texts. The texts are now built once per tier and each draw is made with
:meth:`Randomness.draw_even`, which draws and logs what the weighted draw did.
"""

from __future__ import annotations

import random

import pytest

from engine.clocktower import ClocktowerGame
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History
from engine.core import Randomness
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_slot_wakes as slot_wakes

Silent = tuple[ClocktowerGame, History, list[tuple[int, list[Wake]]]]


def _silent_draws(seed: int) -> Silent:
    """A random partial Night 2 of mini_uncertainty and each silent seat's one-clause wakes."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, 2)
    game.solver = LazySolver()
    history = shortcuts._random_entries(rng, game, game.solver)
    seats = slot_wakes._silent(game, history)
    return game, history, [(seat, slot_wakes._wakes(game, seat)) for seat in seats]


def test_a_draw_by_elimination_reads_each_entry_text_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each silent seat's draw reads each of its entries' texts at most once (a tier left
    undrawn, none), however many it drops."""
    game, history, seats = _silent_draws(0)
    reads = [0]
    text = Wake.text

    def counted(wake: Wake) -> str:
        reads[0] += 1
        return text.fget(wake)  # type: ignore[attr-defined,no-any-return]

    monkeypatch.setattr(Wake, "text", property(counted))
    dropped = 0
    for seat, wakes in seats:
        reads[0] = 0
        before = len(game.randomness.log)
        game._draw_possible(history, seat, f"test/{seat}", wakes)
        dropped += len(game.randomness.log) - before - 1
        assert reads[0] <= len(wakes), seat
    assert dropped >= 8  # the seats' draws dropped refused entries


def test_a_draw_by_elimination_records_the_weighted_draws(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each silent seat's draw picks the entry, and logs the draws, of draws by weight one."""
    game, history, seats = _silent_draws(0)
    even = []
    for seat, wakes in seats:
        drawn = game._draw_possible(history, seat, f"test/{seat}", wakes)
        even.append(None if drawn is None else drawn.text)
    log = list(game.randomness.log)

    def weighted(source: Randomness, key: str, outcomes: list[str]) -> str:
        return source.draw(key, [(outcome, 1) for outcome in outcomes])

    game, history, seats = _silent_draws(0)
    monkeypatch.setattr(Randomness, "draw_even", weighted)
    plain = []
    for seat, wakes in seats:
        drawn = game._draw_possible(history, seat, f"test/{seat}", wakes)
        plain.append(None if drawn is None else drawn.text)
    assert even == plain
    assert log == game.randomness.log
