"""The seats that may hold a droison source or a marking character, read once per lazy setup.

Every branch step asks the droison check of each seat, and the evil registration asked every
seat's hooked character: at eleven players a scan of eleven seats' candidates per question.
``ExplicitNight.may_hold_hooked`` reads them once per setup, a narrower setup (``adopt``)
filtering its wider one's seats; the walk's worlds are the oracle's to judge
(``test_script2_lazy``, ``test_script2_only_parts``), this checks the seats against a scan.
"""

from __future__ import annotations

import random

import pytest

from engine.clocktower.characters.base import hooked
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup, Split, narrow_all, root
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.setups import SetupFacts

FACTS = SetupFacts(11, frozenset((2, 6, 7)), learned={"damsel": False})
HOOKS = ("droisons", "registers_evil_mark")


def _root() -> LazySetup:
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    return setup


def _scan(night: ExplicitNight, hook: str) -> tuple[int, ...]:
    """Every seat whose token is, or whose candidates include, a character with ``hook``."""
    chars = hooked(hook)
    assert isinstance(night.world, LazySetup)
    return tuple(
        seat
        for seat, cands in enumerate(night.world.cands)
        if (night.current[seat] in chars if night.current[seat] else cands & chars)
    )


def _narrower(setup: LazySetup, rng: random.Random) -> LazySetup | None:
    """``setup`` with a random open seat limited to a random part of its candidates."""
    open_seats = [seat for seat, cands in enumerate(setup.cands) if len(cands) > 1]
    if not open_seats:
        return None
    seat = rng.choice(open_seats)
    cands = sorted(setup.cands[seat])
    kept = frozenset(rng.sample(cands, rng.randint(1, len(cands) - 1)))
    return narrow_all(setup, ((seat, kept),))


@pytest.mark.parametrize("seed", range(20))
def test_seats_are_the_scan_along_a_narrowing_chain(seed: int) -> None:
    """Random narrowings of eleven players' root, each adopted: the seats are a scan's."""
    rng = random.Random(seed)
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, _root(), FACTS.evil)
    for _ in range(12):
        for hook in rng.sample(HOOKS, rng.randint(0, 2)):  # some setups are never asked
            assert night.may_hold_hooked(hook) == _scan(night, hook)
        assert isinstance(night.world, LazySetup)
        part = _narrower(night.world, rng)
        if part is None:
            break
        night.adopt(part)
    for hook in HOOKS:
        assert night.may_hold_hooked(hook) == _scan(night, hook)


def test_a_narrower_setup_reads_only_its_wider_setups_seats() -> None:
    """After ``adopt``, a seat the wider setup's answer left out is not read again."""
    setup = _root()
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, FACTS.evil)
    everyone = night.may_hold_hooked("droisons")
    assert len(everyone) > 2
    night._hooked_seats[1]["droisons"] = everyone[:2]  # as if the rest could hold none
    part = narrow_all(setup, ((everyone[0], setup.cands[everyone[0]]),))
    assert part is not None
    night.adopt(LazySetup(part.cands, part.marks, part.open_marks))
    assert night.may_hold_hooked("droisons") == everyone[:2]


def test_registers_evil_asks_only_seats_that_may_mark(monkeypatch: pytest.MonkeyPatch) -> None:
    """A good seat's registration asks the hooked character only of possible marking seats."""
    root_setup = _root()
    setup = narrow_all(
        root_setup, tuple((s, root_setup.cands[s] - {"lycanthrope"}) for s in (0, 1))
    )
    assert setup is not None
    seats = {seat for seat, cands in enumerate(setup.cands) if "lycanthrope" not in cands}
    assert {0, 1, *FACTS.evil} <= seats
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, FACTS.evil)
    asked: list[int] = []
    character = ExplicitNight.hooked_character

    def counted(self: ExplicitNight, seat: int, hook: str) -> str | None:
        asked.append(seat)
        return character(self, seat, hook)

    monkeypatch.setattr(ExplicitNight, "hooked_character", counted)
    with pytest.raises(Split):  # the first seat that may be the Lycanthrope splits
        night.registers_evil(0)
    assert asked == [min(set(range(FACTS.n)) - seats)]
