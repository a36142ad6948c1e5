"""A lazy seat's kind and drunkenness are read from its candidates once, not once per ask.

At ten players (seed 10) Night 1's dawn walks every world, and every Clockmaker wake asks each
seat's kind twice (the Demon's and the Minions'), every acting seat whether it is a Drunk: a
pass over a seat's score of candidates each time. The candidates' answer is remembered per
candidate set; these check that it is, and that it answers (or splits) as the pass did.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.clocktower import explicit
from engine.clocktower.characters import REGISTRY, base
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kinds import Kind
from engine.clocktower.lazy import LazySetup, Split
from engine.clocktower.script import (
    UNCERTAINTY_PRINCIPLE,
    drunk_token,
    is_drunk_token,
    token_character,
)
from engine.clocktower.text import Info, Wake

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "1"))

CANDIDATES = (
    frozenset(("clockmaker",)),
    frozenset(("poisoner", "baron")),
    frozenset(("mayor", "fool")),
    frozenset(("pukka",)),
    frozenset(("monk", "drunk(monk)")),
)
LAZY = frozenset(("poisoner", "baron", "mayor", "fool", "monk", "drunk(monk)"))


def _night(cands: tuple[frozenset[str], ...] = CANDIDATES) -> ExplicitNight:
    """Night 1 of a lazy world with no solver behind it (a split is raised)."""
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, LazySetup(cands, (), ()), frozenset((1, 3)))


def _counted(monkeypatch: pytest.MonkeyPatch, module: object, name: str, seen: list[str]) -> None:
    """Count the calls of ``module.name`` with a lazy seat's token."""
    real = getattr(module, name)

    def counted(token: str) -> object:
        if token in LAZY:
            seen.append(token)
        return real(token)

    monkeypatch.setattr(module, name, counted)


def test_the_clockmakers_number_reads_each_candidate_once_per_kind(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Twenty Clockmaker readings of one lazy world read each lazy candidate's character
    once per kind asked (Demon, Minion), not once per reading."""
    seen: list[str] = []
    base.of_kind.cache_clear()
    _counted(monkeypatch, explicit, "token_character", seen)
    _counted(monkeypatch, base, "token_character", seen)
    clause = Wake("clockmaker", (), Info("number", number=2))
    clockmaker = REGISTRY["clockmaker"]
    answers = [clockmaker.explicit_truth(_night(), 0, clause) for _ in range(20)]
    assert answers == [True] * 20  # the Demon (seat 3) two steps from its Minion (seat 1)
    assert len(seen) == 2 * len(LAZY)  # each lazy seat's candidates, once per kind


def test_a_drunk_check_reads_each_candidate_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Twenty drunk checks of a lazy seat none of whose candidates is a Drunk read each
    candidate once."""
    seen: list[str] = []
    explicit._drunk_part.cache_clear()
    _counted(monkeypatch, explicit, "is_drunk_token", seen)
    assert [_night().is_drunk(2) for _ in range(20)] == [False] * 20
    assert sorted(seen) == ["fool", "mayor"]


TOKENS = sorted(
    {
        *UNCERTAINTY_PRINCIPLE.characters,
        *(
            drunk_token(c)
            for c in UNCERTAINTY_PRINCIPLE.characters
            if REGISTRY[c].kind is Kind.TOWNSFOLK
        ),
    }
)


def _outcome(ask: Callable[..., bool], *args: object) -> object:
    """``ask``'s answer, or the seat, tokens and parts of the split it raised."""
    try:
        return ask(*args)
    except Split as split:
        return ("split", split.seat, split.tokens, split.parts)


def _is_kind(token: str, kind: Kind) -> bool:
    return UNCERTAINTY_PRINCIPLE.kind(token_character(token)) is kind


@settings(max_examples=40 * EXAMPLES, deadline=None)
@given(
    st.lists(st.frozensets(st.sampled_from(TOKENS), min_size=1, max_size=6), min_size=5, max_size=9)
)
def test_kinds_and_drunks_answer_as_a_pass_over_the_candidates(
    cands: list[frozenset[str]],
) -> None:
    """For random lazy setups, every seat's kind (each kind) and drunk check, asked twice,
    answers or splits as a pass of its predicate over the seat's candidates does."""
    setup = tuple(cands)
    for seat in range(len(setup)):
        for kind in Kind:
            for _ in range(2):
                predicate = functools.partial(_is_kind, kind=kind)
                expected = _outcome(_night(setup).test, seat, predicate)
                assert _outcome(_night(setup).kind_at, seat, kind) == expected
        for _ in range(2):
            expected = _outcome(_night(setup).test, seat, is_drunk_token)
            assert _outcome(_night(setup).is_drunk, seat) == expected
