"""The marks M4 and M7-M10 in the game: both script-2 solvers (explicit and lazy) against the
plain enumeration oracle on random games made to reach them; a third script reaches gained
passives (a Pixie's or a Cannibal's Fool or Mayor) and their marks, a fourth a Pixie's
gained Cannibal eating (a seat's third instance, R9 d), a fifth a Drunk believing the
Cannibal eating (R9 a).

Two reduced scripts at five players (evil @4, the Lleech, and @5, the Minion) keep the
Mathematician and the characters whose droisoned events are the new marks. Every seat sends
a list each night, drawn from a small menu aimed at those events: the Poisoner's and the
Lleech's host's droisoning, a Gambler's guess, a Lycanthrope's attack, the Lleech's kill, a
Devil's Advocate's choice; days execute, guess the Damsel or end without an execution; and
@1 sends `wake mathematician learn k` with a random k, which each solver accepts or refuses
from the marks of its worlds. Lists that fail are refused and asked again like any other,
and the comparison covers every verdict, report, the storyteller's view at every dawn and
end of day, the end and the winner. Pinned seeds reach each new mark in some world (found
by counting the marks placed); CI adds three random seeds per script (the module takes
some 20 s CPU); ``CLOCKTOWER_ORACLE_EXAMPLES=30`` draws more.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.search import Solver
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower.helpers import answer_reasks, known_scripts

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "3"))
ST = oracle_games.ST

NIGHT_MARKS = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "mathematician", "gambler", "lycanthrope", "tea_lady", "fool",
        "poisoner", "lleech",
    ),
    "mini_night_marks",
    "Mini Night Marks (test script)",
)  # fmt: skip
"""The night's new marks: a droisoned Gambler or Lycanthrope (M4), Tea Lady or Fool (M8),
the faux paw next to a Tea Lady (M2), and the Mathematician who counts them."""

DAY_MARKS = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "mathematician", "mayor", "fool", "damsel", "drunk",
        "poisoner", "devils_advocate", "baron", "lleech",
    ),
    "mini_day_marks",
    "Mini Day Marks (test script)",
)  # fmt: skip
"""The day's new marks: a droisoned Devil's Advocate (M7), Fool executed (M8), Damsel (M9)
and Mayor (M10), a Drunk's (M11) with the Baron's two Outsiders."""

GAINED_MARKS = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "mathematician", "pixie", "cannibal", "fool", "mayor", "tea_lady",
        "poisoner", "lleech",
    ),
    "mini_gained_marks",
    "Mini Gained Marks (test script)",
)  # fmt: skip
"""Gained passives: a Pixie's or a Cannibal's Fool or Mayor surviving, redirecting or
winning (R9 b-c, R11, E5 c), and marked when droisoned by another (M8, M10)."""

GAINED_CANNIBAL = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "pixie", "cannibal", "fool", "poisoner", "lleech"),
    "mini_gained_cannibal",
    "Mini Gained Cannibal (test script)",
)
"""Three instances on a seat (R9 d): a Pixie that gains the Cannibal eats the next
executee and wakes as what it ate, or pretends after eating evil."""

DRUNK_CANNIBAL = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "cannibal", "empath", "drunk", "damsel", "baron", "lleech"),
    "mini_drunk_cannibal",
    "Mini Drunk Cannibal (test script)",
)
"""A Drunk believing the Cannibal (R9 a): with the Baron's two Outsiders at five, one
Townsfolk is in play and the Drunk often believes the Cannibal; it eats the executee as a
`~` instance and wakes as it, or pretends after eating evil."""

SCRIPTS_UNDER_TEST = {
    s.id: s for s in (NIGHT_MARKS, DAY_MARKS, GAINED_MARKS, GAINED_CANNIBAL, DRUNK_CANNIBAL)
}


_mini_marks = known_scripts(*SCRIPTS_UNDER_TEST.values())


Lists = Callable[[random.Random, int, dict[str, int]], dict[int, str]]
"""(rng, night number, the game's memo: seats its lists named) -> each 1-based seat's list."""


def _seat(
    rng: random.Random, *seats: int, memo: dict[str, int] | None = None, as_: str = ""
) -> str:
    seat = rng.choice(seats)
    if memo is not None:
        memo[as_] = seat
    return f"@{seat}"


def _night_lists(rng: random.Random, number: int, memo: dict[str, int]) -> dict[int, str]:
    """``mini_night_marks``: the Lleech hosts @5 (its Minion) so that the Poisoner is the only
    droisoner of a good seat; Night 2 has the Gambler's guess and the Lycanthrope's attack
    from @2 and @3, the Lleech's kill and @1's count."""
    if number == 1:
        return {
            4: "setup demon @4\nwake lleech choose @5",
            5: f"setup demon @4\nwake poisoner choose {_seat(rng, 1, 2, 3)}",
            1: f"wake mathematician learn {rng.randrange(2)}",
            2: "dont_wake",
            3: "dont_wake",
        }
    menu = [
        "dont_wake",
        f"wake gambler choose {_seat(rng, 1, 2, 3, 4)} guess "
        + rng.choice(("fool", "tea_lady", "mathematician", "lleech")),
        f"wake lycanthrope choose {_seat(rng, 1, 2, 3)}",
    ]
    return {
        5: f"wake poisoner choose {_seat(rng, 1, 2, 3)}",
        2: rng.choice(menu),
        3: rng.choice(menu),
        4: f"wake lleech choose {_seat(rng, 1, 2, 3)}",
        1: f"wake mathematician learn {rng.randrange(4)}",
    }


def _day_lists(rng: random.Random, number: int, memo: dict[str, int]) -> dict[int, str]:
    """``mini_day_marks``: the Lleech's host (droisoning it) is random, the Minion @5 is a
    Devil's Advocate, a Poisoner or a Baron who may learn the Damsel, the same all game;
    @1 counts."""
    if number == 1:
        memo["minion"] = rng.randrange(3)
    minion = (
        f"wake devils_advocate choose {_seat(rng, 1, 2, 3, memo=memo, as_='choice')}",
        f"wake poisoner choose {_seat(rng, 1, 2, 3, 5)}",
        "dont_wake",
    )[memo["minion"]]
    if number == 1:
        damsel = "setup damsel\n" if rng.random() < 0.5 else ""
        host = _seat(rng, 1, 2, 3, 5, 5, 5, memo=memo, as_="host")
        return {
            4: f"setup demon @4\nwake lleech choose {host}",
            5: f"setup demon @4\n{damsel}{minion}",
            1: "wake mathematician learn 0",
            2: "dont_wake",
            3: "dont_wake",
        }
    return {
        5: minion,
        4: f"wake lleech choose {_seat(rng, 2, 3)}",
        1: f"wake mathematician learn {rng.randrange(3)}",
        2: "dont_wake",
        3: "dont_wake",
    }


PASSIVES = ("fool", "mayor", "tea_lady")


def _gained_lists(rng: random.Random, number: int, memo: dict[str, int]) -> dict[int, str]:
    """``mini_gained_marks``: @2 may be a Pixie shown a passive @3 (which it then claims,
    ``memo["claim"]``) or a Cannibal; Day 1 executes @3 (``memo["execute"]``), which only a
    droisoned Fool does not survive, so Night 1's droisoning spares @2; or @2, whom a
    Cannibal @3 may eat (then waking at pixie°); from Night 2 the Lleech and the Poisoner
    aim at @2; @1 counts."""
    if number == 1:
        memo["execute"] = rng.choice((3, 3, 2))
        memo["claim"] = rng.randrange(len(PASSIVES))
        host = _seat(rng, 1, 3, 5)
        pixie = f"wake pixie learn {PASSIVES[memo['claim']]}"
        return {
            4: f"setup demon @4\nwake lleech choose {host}",
            5: f"setup demon @4\nwake poisoner choose {_seat(rng, 1, 3)}",
            1: f"wake mathematician learn {rng.randrange(2)}",
            2: rng.choice((pixie, pixie, "dont_wake")),
            3: "dont_wake",
        }
    return {
        5: f"wake poisoner choose {_seat(rng, 1, 2, 2, 3)}",
        4: f"wake lleech choose {_seat(rng, 1, 2, 2, 3)}",
        1: f"wake mathematician learn {rng.randrange(3)}",
        2: "dont_wake",
        3: rng.choice(
            ("dont_wake", f"wake pixie learn {rng.choice(('mathematician', *PASSIVES))}")
        ),
    }


def _cannibal_lists(rng: random.Random, number: int, memo: dict[str, int]) -> dict[int, str]:
    """``mini_gained_cannibal``: @2 is a Pixie shown the Cannibal or the Fool (which it then
    claims), @3 silent (the Cannibal or the Fool) is executed on Day 1, the Lleech mostly
    aims at the dead @3 on Night 2 so that Day 2 executes @1 or the Minion @5 with four
    alive; on Night 3 @2 may wake as the Mathematician (what its Cannibal ate or pretends)."""
    if number == 1:
        memo["execute"] = 3
        memo["claim_as"] = rng.randrange(2)
        shown = ("cannibal", "fool")[memo["claim_as"]]
        return {
            4: f"setup demon @4\nwake lleech choose {_seat(rng, 1, 5)}",
            5: f"setup demon @4\nwake poisoner choose {_seat(rng, 1, 2, 3, 5)}",
            1: f"wake mathematician learn {rng.randrange(2)}",
            2: f"wake pixie learn {shown}",
            3: "dont_wake",
        }
    memo["execute"] = rng.choice((1, 5)) if number == 2 else 0
    k = rng.randrange(3)
    return {
        5: f"wake poisoner choose {_seat(rng, 1, 2, 5)}",
        4: f"wake lleech choose {_seat(rng, 3, 3, 3, 1)}",
        1: f"wake mathematician learn {rng.randrange(3)}",
        2: rng.choice(("dont_wake", f"wake mathematician learn {k}"))
        if number > 2
        else "dont_wake",
        3: "dont_wake",
    }


def _drunk_cannibal_lists(rng: random.Random, number: int, memo: dict[str, int]) -> dict[int, str]:
    """``mini_drunk_cannibal``: Day 1 executes @1, @3 (good) or the Baron @5 (evil), not
    the Lleech's host; on
    Night 2 @2, silent so far, may wake as the Empath or the Mathematician (what a
    Cannibal or a Drunk-Cannibal ate or pretends), with a random reading."""
    if number == 1:
        memo["execute"] = rng.choice((1, 3, 5))
        # the host lives through Day 1: its death by execution would kill the Lleech
        host = _seat(rng, *(s for s in (1, 3, 5) if s != memo["execute"]))
        damsel = "setup damsel\n" if rng.random() < 0.5 else ""
        return {
            4: f"setup demon @4\nwake lleech choose {host}",
            5: f"setup demon @4\n{damsel}dont_wake",
            1: rng.choice(("dont_wake", f"wake mathematician learn {rng.randrange(2)}")),
            2: "dont_wake",
            3: "dont_wake",
        }
    k = rng.randrange(3)
    return {
        4: f"wake lleech choose {_seat(rng, 1, 3)}",
        5: "dont_wake",
        1: rng.choice(("dont_wake", f"wake mathematician learn {rng.randrange(3)}")),
        2: rng.choice(("dont_wake", f"wake mathematician learn {k}", f"wake empath learn {k}")),
        3: "dont_wake",
    }


PLAYS: dict[str, tuple[Lists, int]] = {
    NIGHT_MARKS.id: (_night_lists, 2),
    DAY_MARKS.id: (_day_lists, 3),
    GAINED_MARKS.id: (_gained_lists, 2),
    GAINED_CANNIBAL.id: (_cannibal_lists, 3),
    DRUNK_CANNIBAL.id: (_drunk_cannibal_lists, 2),
}
"""Each script's lists and nights: Night 2 counts the night's marks and Day 1's; the
Mayor's (M10) needs a day that ends with three alive, so Night 3 to count it."""


def play_night(game: ClocktowerGame, lists: dict[int, str], attempt: oracle_games.Attempt) -> bool:
    """One night of ``lists`` (1-based seats; the dead send nothing) through its resolution,
    re-asks answered ``dont_wake``; whether a day follows."""
    for seat, text in lists.items():
        if seat - 1 not in game.appears_dead:
            attempt(text, seat - 1)
    attempt("resolve", ST)
    answer_reasks(game, attempt, lambda seat: "dont_wake")
    return game.phase == "day"


def _drive(script: str, seed: int, solver: Solver) -> list[object]:
    """A random game of ``script`` at five: every attempt and verdict, the storyteller's
    view at every dawn and end of day, every report and the outcome."""
    rng = random.Random(seed)
    lists, nights = PLAYS[script]
    setup = ClocktowerSetup(players=tuple(f"p{i}" for i in range(1, 6)), script=script, seed=1)
    draws = {"alignment": "3,4,0,1,2", **{f"pi/{k}": "0,1,2,3,4" for k in range(1, nights + 1)}}
    game = ClocktowerGame(setup, draws=draws, solver=solver)
    memo: dict[str, int] = {}
    transcript: list[object] = []
    attempt = oracle_games._attempts(game, transcript)
    for _ in range(nights):
        if game.outcome is not None:
            break
        if not play_night(game, lists(rng, game.number, memo), attempt):
            break
        transcript.append(oracle_games._view(game))
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        # mostly the seats the lists named: the Lleech's host, the Minion's choice
        named = [memo[k] - 1 for k in ("host", "choice") if memo.get(k, 5) < 4] or alive
        if "claim" in memo and 1 not in game.appears_dead:  # the Pixie's madness (D9)
            attempt(f"claim {PASSIVES[memo['claim']]}", 1)
        if "claim_as" in memo and 1 not in game.appears_dead:
            attempt(f"claim {('cannibal', 'fool')[memo['claim_as']]}", 1)
        if rng.random() < 0.4:  # the Minion's guess (D10)
            attempt(f"damsel @{rng.choice((*named, *alive)) + 1}", 4)
        forced = memo.pop("execute", 0)  # a seat the lists want executed today (1-based)
        if game.outcome is None and (forced or rng.random() < 0.6):
            nominee = rng.choice((*named, *alive)) if rng.random() < 0.5 else named[-1]
            nominee = forced - 1 if forced else nominee
            voters = " ".join(f"@{s + 1}" for s in alive)
            attempt(f"nominate @{alive[0] + 1} @{nominee + 1} yes {voters}", ST)
        if game.outcome is None:
            attempt("end_day", ST)
        if game.outcome is None:
            transcript.append(oracle_games._view(game))
    transcript.append([(r.to, r.text) for r in game.reports])
    transcript.append(game.outcome)
    return transcript


def _agree(script: str, seed: int) -> None:
    slow = _drive(script, seed, ExplicitOracle())
    assert _drive(script, seed, LazySolver()) == slow
    assert _drive(script, seed, ExplicitSolver()) == slow


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=1)  # M4 (Gambler, Lycanthrope) and M8 (Tea Lady) in some worlds
def test_night_mark_games_agree_with_the_oracle(seed: int) -> None:
    """The night's marks: verdicts (the Mathematician's counts included), reports, views,
    the end and the winner of the explicit and the lazy solver equal the enumeration's."""
    _agree(NIGHT_MARKS.id, seed)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=4)  # M7 (Devil's Advocate) in some worlds
@example(seed=14)  # M9 (Damsel)
@example(seed=1)  # M10 and M11 (a Drunk believing the Mayor; a Drunk's Fool)
def test_day_mark_games_agree_with_the_oracle(seed: int) -> None:
    """The day's marks: as above, on ``mini_day_marks``."""
    _agree(DAY_MARKS.id, seed)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=22)  # a gained Fool survives the Lleech, a poisoned one is marked (M8)
@example(seed=12)  # a gained Mayor redirects the Lleech and wins (E5 c)
@example(seed=17)  # a Cannibal that ate the Pixie wakes at pixie°
def test_gained_passive_games_agree_with_the_oracle(seed: int) -> None:
    """Gained passives: as above, on ``mini_gained_marks``."""
    _agree(GAINED_MARKS.id, seed)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=56)  # the Pixie's Cannibal eats the good @1 and wakes as its Mathematician
@example(seed=2)  # it eats the evil @5: poisoned, its pretended Mathematician wakes
def test_gained_cannibal_games_agree_with_the_oracle(seed: int) -> None:
    """A Pixie's gained Cannibal eating (R9 d): as above, on ``mini_gained_cannibal``."""
    _agree(GAINED_CANNIBAL.id, seed)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=12)  # the Drunk-Cannibal @2 ate the good Empath: its false count is accepted
@example(seed=38)  # it ate the evil Baron: a Drunk-Cannibal stays among @2's tokens
def test_drunk_cannibal_games_agree_with_the_oracle(seed: int) -> None:
    """A Drunk believing the Cannibal eating (R9 a): as above, on ``mini_drunk_cannibal``."""
    _agree(DRUNK_CANNIBAL.id, seed)
