"""Building conformance games with the spec's 1-based seats."""

from __future__ import annotations

import random
from collections.abc import Callable, Container, Iterator
from typing import Any, Literal

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.characters import Character
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.early import Deaths
from engine.clocktower.early_due import with_entries
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY, SCRIPTS, UNCERTAINTY_PRINCIPLE, Script
from engine.clocktower.search import Solver
from engine.clocktower.setups import SetupFacts, initial_worlds
from engine.clocktower.text import Seat
from engine.clocktower.world import History, NightPlan, night_order
from engine.core.family import Actor

STORYTELLER = Actor.STORYTELLER


def known_scripts(*scripts: Script, scope: Literal["module", "function"] = "module") -> Any:
    """An autouse fixture that makes ``scripts`` (reduced ones the game does not know) known
    to the game while its module runs, or each test with ``scope="function"``, and forgets
    them after: bind it to a name at the top of a test module."""

    @pytest.fixture(autouse=True, scope=scope)
    def known() -> Iterator[None]:
        with pytest.MonkeyPatch.context() as patch:
            for script in scripts:
                patch.setitem(SCRIPTS, script.id, script)
            yield

    return known


def make_game(
    n: int,
    evil: set[int],
    pis: dict[int, list[int]] | None = None,
    solver: Solver | None = None,
    seed: int = 1,
) -> ClocktowerGame:
    """A game of ``n`` with the 1-based ``evil`` seats and the given night permutations."""
    others = [s for s in range(1, n + 1) if s not in evil]
    draws = {"alignment": ",".join(str(s - 1) for s in [*sorted(evil), *others])}
    for night, order in (pis or {}).items():
        rest = [s for s in range(1, n + 1) if s not in order]
        draws[f"pi/{night}"] = ",".join(str(s - 1) for s in [*order, *rest])
    setup = ClocktowerSetup(players=tuple(f"p{i}" for i in range(1, n + 1)), seed=seed)
    return ClocktowerGame(setup, draws=draws, solver=solver)


def five_of_script2(script: str = "uncertainty_principle", atheist: str = "no") -> ClocktowerGame:
    """Five players of script 2 (or ``script``), evil @4 and @5, every π in seat order; the
    Atheist's draw ``atheist``."""
    pi = "0,1,2,3,4"
    draws = {"atheist": atheist, "alignment": "3,4,0,1,2", "pi/1": pi, "pi/2": pi, "pi/3": pi}
    players = tuple(f"p{i}" for i in range(1, 6))
    return ClocktowerGame(ClocktowerSetup(players=players, script=script, seed=1), draws)


def quiet_nights(
    alignment: str, nights: tuple[dict[int, str], ...], solver: Solver | None = None
) -> ClocktowerGame:
    """Five players of ``mini_uncertainty`` with the ``alignment`` draw and every π in seat
    order, past ``nights`` (each seat not named sending ``dont_wake``, no day action)."""
    pi = "0,1,2,3,4"
    draws = {"alignment": alignment, "pi/1": pi, "pi/2": pi, "pi/3": pi}
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1)
    game = ClocktowerGame(setup, draws, solver)
    for lines in nights:
        for seat in range(1, game.n + 1):
            send(game, seat, lines.get(seat, "dont_wake"))
        resolve(game)
        end_day(game)
    return game


def send(game: ClocktowerGame, seat: int, text: str) -> None:
    """Seat ``seat`` (1-based) sends ``text``; raises when refused."""
    game.play(text, seat - 1)


def dms(game: ClocktowerGame, seat: int) -> list[str]:
    """Every DM seat ``seat`` (1-based) received."""
    return [r.text for r in game.reports if r.to == seat - 1]


def public(game: ClocktowerGame) -> list[str]:
    """Every public announcement."""
    return [r.text for r in game.reports if r.to == "public"]


def resolve(game: ClocktowerGame) -> None:
    """The storyteller resolves the night."""
    game.play("resolve", STORYTELLER)


def end_day(game: ClocktowerGame) -> None:
    """The storyteller ends the day."""
    game.play("end_day", STORYTELLER)


def options(game: ClocktowerGame, seat: int) -> set[str]:
    """Tokens seat ``seat`` (1-based) holds in some world of Ψ."""
    from engine.clocktower.views import storyteller_view

    return set(storyteller_view(game).seats[seat - 1].tokens)


def answer_reasks(
    game: ClocktowerGame,
    attempt: Callable[[str, int | Actor], None],
    entries: Callable[[int], str],
) -> None:
    """Answer each re-ask of the open resolution with ``entries(seat)``, twice at most, then
    let the storyteller time it out (random games' way through a resolution). A timeout
    always stores the seat's fallback (N9): one that stores nothing was refused, a failure
    here rather than re-asks for ever."""
    asked = 0
    while game.resolution is not None and game.resolution.waiting is not None:
        if asked >= 2:
            seat = game.resolution.waiting
            listed, lined = game.lists.get(seat), game.setup_lines.get(seat)
            attempt("timeout", STORYTELLER)
            stored = game.lists.get(seat) is not listed or game.setup_lines.get(seat) is not lined
            assert stored, f"the timeout of @{seat + 1} was refused"
        else:
            seat = game.resolution.waiting
            attempt(entries(seat), seat)
        asked += 1


def wake_line(rng: random.Random, word: str, character: Character, choices: list[int]) -> str:
    """``wake <word>`` with 0-based ``choices`` and, for a character learning a number, a
    random one of 0-2 (random games' clauses)."""
    line = f"wake {word}"
    if choices:
        line += " choose " + " ".join(f"@{c + 1}" for c in choices)
    if "number" in character.info_kinds:
        line += f" learn {rng.randrange(3)}"
    return line


def slot_deaths(history: History, character: str) -> list[list[Deaths]]:
    """Per world at dusk of ``history`` (a night's plan last), its deaths at ``character``'s
    slot read knowing the plan's entries (``early_due.with_entries``)."""
    solver = LazySolver()
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    position = [m.id for m in night_order(history.script, plan.number)].index(character)
    dusks = solver._at_dusk(history)
    assert dusks is not None
    return [
        [
            d
            for d in with_entries(night, ahead, plan, solver._readings).deaths
            if d.position == position
        ]
        for night, ahead in dusks
    ]


class WalksWithout(LazySolver):
    """A lazy solver counting its walks for a world without a wake or kind (a re-ask's forced
    wake's or kind's), the groups (worlds at dusk) they take and the branch steps they count."""

    def __init__(self) -> None:
        super().__init__()
        self.walked = 0
        self.groups: list[int] = []
        self.steps = 0

    def _world_without(
        self,
        history: History,
        made: Callable[[ExplicitNight], bool],
        starts: Container[int] | None = None,
        drops_wake: Callable[[Seat, int, str], bool] | None = None,
    ) -> bool:
        self.walked += 1
        groups = range(len(self._starts(history.before_last())))
        self.groups += [i for i in groups if starts is None or i in starts]
        work = self._work
        found = super()._world_without(history, made, starts, drops_wake)
        self.steps += self._work - work
        return found


def night_one_reach(facts: SetupFacts, entries: dict[int, str]) -> tuple[list[ExplicitNight], int]:
    """Night 1 of script 2 walked from every setup of ``facts`` with the 1-based seats'
    entries (the others `dont_wake`): the worlds found, and the furthest night-order position
    any branch had woken a seat at after a slot (-1: none)."""
    parsed = {s - 1: parse_clause_entry(t, facts.n) for s, t in entries.items()}
    reached = [-1]

    def step(branch: ExplicitNight) -> bool:
        reached.append(max((p for w in branch.woke.values() for p, _ in w), default=-1))
        return False

    found = [
        world
        for setup in initial_worlds(UNCERTAINTY_PRINCIPLE, facts)
        for world in walk(
            ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, facts.evil), parsed, prune=step
        )
    ]
    return found, max(reached)
