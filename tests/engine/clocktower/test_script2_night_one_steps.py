"""Night 1's lazy walk does less per step: a split's part is settled in one propagation, and
the droison check skips seats that hold no droisoning character in any world.

From eleven players nearly every step of Night 1's walk splits its one lazy setup (a holders'
split narrows every open seat of each part) and every slot asks who is droisoned. Exactness
is the enumeration oracle's to judge (``test_script2_oracle``, ``test_script2_lazy``); this
checks the mechanisms and that the batch narrowing is the narrowing seat by seat.
"""

from __future__ import annotations

import random

import pytest

from engine.clocktower import lazy
from engine.clocktower.characters.base import hooked
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup, narrow, narrow_all, root
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, token_believed
from engine.clocktower.setups import SetupFacts

FACTS = SetupFacts(11, frozenset((2, 6, 7)), learned={"damsel": False})


def _root() -> LazySetup:
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    return setup


def _one_by_one(setup: LazySetup, narrowing: lazy.Narrowing) -> LazySetup | None:
    narrowed: LazySetup | None = setup
    for seat, tokens in narrowing:
        if narrowed is None:
            return None
        narrowed = narrow(narrowed, seat, tokens)
    return narrowed


@pytest.mark.parametrize("seed", range(40))
def test_narrow_all_is_the_narrowing_seat_by_seat(seed: int) -> None:
    """Random narrowings of eleven players' root: the same setup (or None) either way."""
    rng = random.Random(seed)
    setup = _root()
    seats = rng.sample(range(FACTS.n), rng.randint(1, 6))
    narrowing = tuple(
        (seat, frozenset(t for t in setup.cands[seat] if rng.random() < 0.3)) for seat in seats
    )
    assert narrow_all(setup, narrowing) == _one_by_one(setup, narrowing)


def test_narrow_all_settles_a_part_in_one_propagation(monkeypatch: pytest.MonkeyPatch) -> None:
    """A part narrowing three seats propagates once, not once per seat."""
    setup = _root()
    calls = [0]
    propagate = lazy._propagate

    def counted(*args: object, **kwargs: object) -> LazySetup | None:
        calls[0] += 1
        return propagate(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(lazy, "_propagate", counted)
    part = tuple((seat, frozenset(("empath", "drunk(empath)"))) for seat in (0, 1, 3))
    assert narrow_all(setup, part) is not None
    assert calls[0] == 1


def test_droison_check_skips_seats_holding_no_source(monkeypatch: pytest.MonkeyPatch) -> None:
    """A world whose seats may hold no droisoning character asks no seat's modules."""
    setup = _root()
    sources = hooked("droisons")
    cands = tuple(frozenset(t for t in c if token_believed(t) not in sources) for c in setup.cands)
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, LazySetup(cands), FACTS.evil)
    asked = [0]
    instances = ExplicitNight.hooked_instances

    def counted(self: ExplicitNight, seat: int, hook: str) -> tuple[str, ...]:
        asked[0] += 1
        return instances(self, seat, hook)

    monkeypatch.setattr(ExplicitNight, "hooked_instances", counted)
    assert not night.droisoned_by_another(0)
    assert asked[0] == 0
