"""Every chance a player is shown against exact counts over the oracle's listed worlds.

A chance that is certain must be exactly 0 or 1 (shown as ``0%`` / ``100%``), and one that is not
must never be (shown strictly inside): the oracle lists every world, so its counts are exact.
"""

from __future__ import annotations

import os
import re
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cogs.werewolf.private_posts import odds_line
from engine.werewolf import Game, make_setup, observe_all
from engine.werewolf.roles import SEER, VILLAGER, wolf
from engine.werewolf.text import percent
from engine.werewolf.views import RoleChance
from engine.werewolf.worlds.cisra_oracle import OracleCisraWorlds
from tests.engine.werewolf.lockstep import play_lockstep

EXACT_SETTINGS = settings(
    max_examples=int(os.environ.get("QW_EXAMPLES", "80")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@st.composite
def cisra_games(draw: st.DrawFn) -> tuple[dict, int]:
    """Small ``cisra`` games, with two or three wolves so that several ranks are in play."""
    n = draw(st.integers(min_value=4, max_value=7))
    k = draw(st.integers(min_value=2, max_value=min(3, n - 2)))
    fields = {
        "players": [f"P{i}" for i in range(n)],
        "preset": "cisra",
        "wolves": k,
        "seed": draw(st.integers(min_value=0, max_value=10**6)),
        "tie_rule": draw(st.sampled_from(["no-lynch", "random"])),
        "missing_attack": draw(st.sampled_from(["random", "no-kill"])),
        "reveal": draw(st.sampled_from(["team", "role"])),
    }
    return fields, draw(st.integers(min_value=0, max_value=10**6))


def _exact_roles(oracle: OracleCisraWorlds, seat: int) -> dict[str, Fraction]:
    """The seat's chance of each role by its shown title, counted over the listed worlds."""
    total = oracle.count()
    titles = {SEER: "seer", VILLAGER: "villager"}
    titles |= {wolf(rank): f"wolf{rank}" for rank in range(1, oracle.k + 1)}
    counts: dict[str, int] = dict.fromkeys(titles.values(), 0)
    for world in oracle.worlds:
        counts[titles[world.roles[seat]]] += 1
    return {title: Fraction(count, total) for title, count in counts.items()}


def _exact_packmate(oracle: OracleCisraWorlds, seat: int, other: int) -> Fraction:
    """The chance that ``other`` is a wolf in the worlds where ``seat`` is one."""
    mine = [world for world in oracle.worlds if world.roles[seat].is_wolf]
    both = sum(1 for world in mine if world.roles[other].is_wolf)
    return Fraction(both, len(mine))


def _agrees(shown: float, exact: Fraction) -> bool:
    """Exact where the count is certain, strictly inside (and close) where it is not."""
    if exact in (0, 1):
        return shown == float(exact)
    return 0.0 < shown < 1.0 and abs(shown - float(exact)) < 1e-9


def _check_roles(roles: list[RoleChance], exact: dict[str, Fraction], where: str) -> None:
    for chance in roles:
        assert _agrees(chance.chance, exact[chance.role]), (where, chance, exact[chance.role])
        assert (percent(chance.chance) == "100%") == (exact[chance.role] == 1), where


@EXACT_SETTINGS
@given(cisra_games())
def test_shown_role_chances_are_exact_where_certain(case: tuple[dict, int]) -> None:
    """Each role, rank, evil and dominant chance in a view is 0 or 1 exactly when counts say so."""
    fields, policy_seed = case
    setup = make_setup(**fields)
    fast, oracle = Game(setup, backend="fast"), Game(setup, backend="oracle")
    for phases in range(1, 8):
        play_lockstep([fast, oracle], policy_seed + phases, max_phases=1)
        if fast.is_over:
            break
        model = oracle.cisra
        assert isinstance(model, OracleCisraWorlds)
        for seat, view in observe_all(fast).items():
            if not view.alive:
                continue
            where = f"{fast.phase} seat {seat}"
            exact = _exact_roles(model, seat)
            _check_roles(list(view.roles), exact, where)
            evil = sum((exact[f"wolf{r}"] for r in range(1, model.k + 1)), Fraction())
            assert _agrees(view.evil, evil), where
            assert _agrees(view.good, 1 - evil), where
            dominant = model.dominant_rank
            if dominant:
                assert _agrees(view.dominant, exact[f"wolf{dominant}"]), where
            for mate in view.packmates:
                assert _agrees(mate.chance, _exact_packmate(model, seat, mate.seat)), (where, mate)


@EXACT_SETTINGS
@given(cisra_games())
def test_odds_line_says_100_only_for_certain_roles(case: tuple[dict, int]) -> None:
    """The odds line of /me and the night prompts says 100% only for a certain role or ranks."""
    fields, policy_seed = case
    setup = make_setup(**fields)
    fast, oracle = Game(setup, backend="fast"), Game(setup, backend="oracle")
    for phases in range(1, 8):
        play_lockstep([fast, oracle], policy_seed + phases, max_phases=1)
        if fast.is_over:
            break
        model = oracle.cisra
        assert isinstance(model, OracleCisraWorlds)
        for seat, view in observe_all(fast).items():
            if not view.alive:
                continue
            exact = _exact_roles(model, seat)
            certain = [title for title, share in exact.items() if share == 1]
            line = odds_line(view)
            assert ("100%" in line) == bool(certain), (line, exact)
            assert "99.9%" not in line or not certain, (line, exact)


@EXACT_SETTINGS
@given(cisra_games(), st.integers(min_value=8, max_value=40))
def test_folded_ranks_say_100_together_only_when_certain(
    case: tuple[dict, int], limit: int
) -> None:
    """A line too long for its field folds its last roles; their sum is exact where certain."""
    fields, policy_seed = case
    setup = make_setup(**fields)
    fast, oracle = Game(setup, backend="fast"), Game(setup, backend="oracle")
    for phases in range(1, 8):
        play_lockstep([fast, oracle], policy_seed + phases, max_phases=1)
        if fast.is_over:
            break
        model = oracle.cisra
        assert isinstance(model, OracleCisraWorlds)
        for seat, view in observe_all(fast).items():
            line = odds_line(view, limit=limit)
            match = re.search(r"… and (\d+) more ranks \((.*)% together\)", line)
            if not view.alive or match is None:
                continue
            shown = [chance.role for chance in view.roles if chance.chance > 0]
            folded = shown[len(shown) - int(match[1]) :]
            exact = _exact_roles(model, seat)
            together = sum((exact[title] for title in folded), Fraction())
            assert (match[2] == "100") == (together == 1), (line, exact)
