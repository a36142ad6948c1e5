"""A Drunk-Pixie's pretended Cannibal in the game (R9 a, R14), both script-2 solvers against
the plain enumeration oracle. Five players of a reduced script with the Baron (one Townsfolk
in play beside the Drunk and the Damsel): @2 wakes on Night 1 as the Pixie learning the
Cannibal, which no sober Pixie can learn here, so @2 is the Drunk believing the Pixie; @2 and
@3 claim the Cannibal and Day 1 executes @3, so @2 may gain `~cannibal`; Day 2 executes @1,
whose character the `~cannibal` eats where it was gained; on Night 3 @2 wakes as what it ate
(or stays asleep). Evil: @4 the Lleech (host @5) and @5 the Baron."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters.worlds import GrimoireNote
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.search import Solver
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower.helpers import answer_reasks, known_scripts

ST = oracle_games.ST

DRUNK_PIXIE = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "pixie", "cannibal", "empath", "drunk", "damsel", "baron", "lleech"),
    "mini_drunk_pixie",
    "Mini Drunk Pixie (test script)",
)


_script = known_scripts(DRUNK_PIXIE, scope="function")


def _play(solver: Solver, first: str, third: str) -> list[object]:
    """The game above with @1's Night 1 list ``first`` and @2's Night 3 list ``third``:
    every verdict, the storyteller's view at each dawn and end of day, the reports and the
    outcome."""
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(1, 6)), script=DRUNK_PIXIE.id, seed=1
    )
    draws = {"alignment": "3,4,0,1,2", **{f"pi/{k}": "0,1,2,3,4" for k in (1, 2, 3)}}
    game = ClocktowerGame(setup, draws=draws, solver=solver)
    transcript: list[object] = []
    attempt = oracle_games._attempts(game, transcript)
    # the Empath's Night 2 count: @5 evil, and @2 past the dead @3 (others are re-asked)
    second = "wake empath learn 1" if "empath" in first else "dont_wake"
    nights = {
        1: {
            4: "setup demon @4\nwake lleech choose @5",
            5: "setup demon @4\nsetup damsel\ndont_wake",
            1: first,
            2: "wake pixie learn cannibal",
            3: "dont_wake",
        },
        2: {4: "wake lleech choose @3", 5: "dont_wake", 1: second, 2: "dont_wake"},
        3: {4: "wake lleech choose @3", 5: "dont_wake", 2: third},
    }
    for number, lists in nights.items():
        for seat, text in lists.items():
            attempt(text, seat - 1)
        attempt("resolve", ST)
        answer_reasks(game, attempt, lambda seat: "dont_wake")
        transcript.append(oracle_games._view(game))
        if game.outcome is not None or number == 3:
            break
        if number == 1:
            attempt("claim cannibal", 1)
            attempt("claim cannibal", 2)
        executed = {1: 3, 2: 1}[number]
        alive = " ".join(f"@{s + 1}" for s in range(game.n) if s not in game.appears_dead)
        attempt(f"nominate @4 @{executed} yes {alive}", ST)
        attempt("end_day", ST)
        transcript.append(oracle_games._view(game))
    transcript.append([(r.to, r.text) for r in game.reports])
    transcript.append(game.outcome)
    return transcript


CASES = [
    ("wake empath learn 1", "wake empath learn 2"),
    ("wake empath learn 1", "dont_wake"),
    ("wake mathematician learn 0", "wake mathematician learn 1"),
    ("dont_wake", "wake empath learn 1"),
]
"""@1's Night 1 list (who @1 is) and @2's Night 3 list (what its `~cannibal` ate, if any)."""


@pytest.mark.parametrize(("first", "third"), CASES)
def test_r9a_a_drunk_pixies_cannibal_games_agree_with_the_oracle(first: str, third: str) -> None:
    """R9 (a), R14: the verdicts, views, reports and end of the explicit and the lazy solver
    equal the enumeration's."""
    slow = _play(ExplicitOracle(), first, third)
    assert _play(LazySolver(), first, third) == slow
    assert _play(ExplicitSolver(), first, third) == slow


def test_r9a_the_drunk_pixie_wakes_as_the_empath_its_cannibal_ate() -> None:
    """R9 (a): @1, the Empath, executed on Day 2, is eaten by the Drunk-Pixie's `~cannibal`
    where it was gained, so @2's Night 3 wake as the Empath with a count no sober Empath could
    see is accepted, and the grimoire shows both void instances on @2."""
    transcript = _play(LazySolver(), "wake empath learn 1", "wake empath learn 2")
    assert ("ok", 1, "wake empath learn 2") in transcript
    view = transcript[-3]
    assert isinstance(view, tuple) and view[0] == "view"
    assert view[1][1].instances == ("~cannibal", "~empath")
    assert view[-1] == (GrimoireNote("chosen", "lleech", 4),)  # the host: @5


def test_r9a_without_an_eaten_empath_the_drunk_pixie_cannot_wake_as_one() -> None:
    """R9 (a): @1 never woke as the Empath (it is the Cannibal or the Damsel, which give
    the `~cannibal` no wake), so @2's Night 3 Empath is refused."""
    transcript = _play(LazySolver(), "dont_wake", "wake empath learn 1")
    assert ("ok", 1, "wake empath learn 1") not in transcript
