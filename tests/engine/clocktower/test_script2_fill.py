"""The completion search's fill of the good seats (engine.clocktower.lazy.Completer._fill):
its counts of what the seats left can still take cut only branches with no fill, so it finds
the same fill as trying every placement, and proves an empty setup without trying them."""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from typing import TypeVar

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower.lazy import Completer, LazySetup, root
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, Kind, evil_count
from engine.clocktower.setups import SetupFacts
from engine.clocktower.tokens import drunk_token, is_drunk_token, token_believed
from engine.core.pause import PAUSE

SCRIPT = UNCERTAINTY_PRINCIPLE
TOWNSFOLK = sorted(SCRIPT.in_play_townsfolk)[:6]
OUTSIDERS = [c for c in SCRIPT.outsiders if c != "drunk"]
POOL = sorted({*TOWNSFOLK, *OUTSIDERS, *(drunk_token(c) for c in TOWNSFOLK[:3])})
"""Good tokens that share families (a Townsfolk and a Drunk believing it)."""
EVIL = sorted({*SCRIPT.demons, *SCRIPT.minions})
_T = TypeVar("_T")


def _facts(n: int) -> SetupFacts:
    evil = frozenset(range(n - evil_count(n), n))
    return SetupFacts(n, evil, demon=min(evil), learned={"damsel": False})


def _plain_fill(
    cands: tuple[frozenset[str], ...],
    good: list[int] | tuple[int, ...],
    tokens: list[str],
    t: int,
    o: int,
    need: set[str],
) -> list[str] | None:
    """Every placement tried, seat by seat in ``good``'s order and each seat's tokens in
    sorted order, with no count: the first fill found, or None."""
    tokens = list(tokens)
    used = {token_believed(x) for x in tokens if x}

    def place(i: int, tf: int, out: int, drunk: bool) -> bool:
        if i == len(good):
            return need - initially <= {tokens[seat] for seat in good}
        for token in sorted(cands[good[i]]):
            family = token_believed(token)
            townsfolk = not is_drunk_token(token) and SCRIPT.kind(token) is Kind.TOWNSFOLK
            if family in used or (is_drunk_token(token) and drunk):
                continue
            if (townsfolk and tf >= t) or (not townsfolk and out >= o):
                continue
            used.add(family)
            tokens[good[i]] = token
            if place(i + 1, tf + townsfolk, out + (not townsfolk), drunk or is_drunk_token(token)):
                return True
            tokens[good[i]] = ""
            used.discard(family)
        return False

    initially = {token_believed(x) for x in tokens if x}
    return tokens if place(0, 0, 0, False) else None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_fill_is_the_one_found_by_trying_every_placement(data: st.DataObject) -> None:
    """Random good seats' candidates, counts, evil tokens and needed characters: the fill
    found (or none) is the one trying every placement in order finds."""
    n = data.draw(st.integers(2, 8))
    good_count = data.draw(st.integers(max(1, n - len(EVIL)), min(n - 1, 6)))
    good = data.draw(st.permutations(range(good_count)))
    evil = data.draw(
        st.lists(
            st.sampled_from(EVIL), min_size=n - good_count, unique=True, max_size=n - good_count
        )
    )
    tokens = ["" for _ in range(good_count)] + evil
    cands = tuple(
        frozenset(data.draw(st.lists(st.sampled_from(POOL), min_size=1, max_size=5)))
        if seat < good_count
        else frozenset((tokens[seat],))
        for seat in range(n)
    )
    t = data.draw(st.integers(0, good_count))
    o = data.draw(st.sampled_from([good_count - t, data.draw(st.integers(0, good_count))]))
    need = set(data.draw(st.lists(st.sampled_from([*POOL, *EVIL, "drunk"]), max_size=3)))
    expected = _plain_fill(cands, good, tokens, t, o, need)
    filled = list(tokens)
    found = Completer(SCRIPT, _facts(8))._fill(cands, list(good), filled, t, o, set(need))
    assert found == (expected is not None)
    assert filled == (expected if expected is not None else tokens)


class _TooMany(Exception):
    """The pause point was called more often than the test allows."""


def _within(limit: int, ask: Callable[[], _T]) -> _T:
    """``ask``'s answer, raising :class:`_TooMany` once it passes the search's pause point
    more than ``limit`` times (each placement tried passes it once)."""
    calls = [0]

    def count() -> None:
        calls[0] += 1
        if calls[0] > limit:
            raise _TooMany

    context = contextvars.copy_context()
    context.run(PAUSE.set, count)
    return context.run(ask)


def test_eight_players_with_no_outsider_possible_are_proved_empty_in_few_placements() -> None:
    """Script 2 at eight players with every good seat limited to the Townsfolk holds no world
    (one Outsider at least), and the completion search says so in under 200 steps (trying
    every placement took 979,882)."""
    facts = _facts(8)
    whole = root(SCRIPT, facts)
    assert whole is not None
    townsfolk = frozenset(SCRIPT.in_play_townsfolk)
    setup = LazySetup(
        tuple(c if seat in facts.evil else c & townsfolk for seat, c in enumerate(whole.cands)),
        whole.marks,
        whole.open_marks,
    )
    assert _within(200, lambda: Completer(SCRIPT, facts).witness(setup)) is None


def test_a_drunk_that_leaves_too_few_townsfolk_is_cut_in_few_placements() -> None:
    """Fifteen players with nine Townsfolk to place and nine left to the good seats: a seat
    tried first as a Drunk believing one of them leaves eight, and the search leaves that
    branch in under 2,000 steps (counting seats, not families, it took over a million)."""
    facts = SetupFacts(
        15,
        frozenset({1, 5, 6, 9}),
        demon=1,
        bluffs=("mayor", "fool", "monk"),
        learned={"damsel": False},
    )
    whole = root(SCRIPT, facts)
    assert whole is not None
    cands = list(whole.cands)
    cands[3] = frozenset({"pixie", drunk_token("pixie")})
    setup = LazySetup(tuple(cands), whole.marks, whole.open_marks)
    found = _within(2_000, lambda: Completer(SCRIPT, facts).witness(setup))
    assert found is not None and found[3] == "pixie"
