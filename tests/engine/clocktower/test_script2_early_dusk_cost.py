"""What the first reading of a night's worlds at dusk costs (issue 26's arrival maxima: the
first refused Night-2 arrival reads every world at dusk): each slot's deaths read a seat's
facts once per world (``early._deaths``), and the tokens a lazy seat may hold are settled
by the initial worlds already found (``early_tokens.feasible``).

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import early
from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import hooked
from engine.clocktower.early import Deaths, Tonight
from engine.clocktower.early_tokens import feasible
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import Completer, LazySetup, narrow, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.setups import SetupFacts, initial_worlds
from engine.clocktower.world import History, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower import test_script2_early_tokens as tokens_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts

# the reduced scripts, known to the game while this module runs
_ended_scripts = ended._scripts
_early_scripts = early_games._scripts
_tokens_scripts = tokens_games._scripts


def _deaths_read_afresh(night: ExplicitNight, ahead: Tonight) -> tuple[Deaths, ...]:
    """``early._deaths`` as session 49 read it: every seat asked at every slot."""
    order = night_order(night.script, night.number)
    living = frozenset(s for s in range(night.n) if night.alive[s])
    movers = hooked("redirect_options")
    triggers = [REGISTRY[c] for c in sorted(hooked("explicit_dies_with"))]
    found = []
    for position, module in enumerate(order):
        if not module.has_effect or not (module.optional_wake or module.id in ahead.held):
            continue
        holders = frozenset(
            s for s in range(night.n) if early._may_wake_as(night, ahead, s, module.id)
        )
        if not holders:
            continue
        aimed = module.explicit_strikes(night, holders)
        aimed = living if aimed is None else aimed & living
        if not aimed:
            continue
        if any(early._may_have(night, ahead, s, c, position) for s in aimed for c in movers):
            aimed = living
        dying, frontier = set(aimed), list(aimed)
        while frontier:
            dead = frontier.pop()
            for trigger in triggers:
                for seat in trigger.explicit_dies_with(night, dead) & living - dying:
                    dying.add(seat)
                    frontier.append(seat)
        wakes = early._wakes(night, ahead, position, module, holders)
        found.append(
            Deaths(position, holders, frozenset(dying), min(wakes, len(aimed)) + len(dying - aimed))
        )
    return tuple(found)


def _histories() -> Iterator[History]:
    """HOST's Night 2 with the Lleech's `wake lycanthrope` in, VORTOX's Night 2 and the
    swaps script's Night 2 after Day 1 (a Barber that may swap)."""
    yield ended._hosts_end()
    yield ended._vortox_night2().history
    game = early_games._swaps_day1()
    game.play("end_day", early_games.ST)
    yield game.history


def _assert_deaths_as_read_afresh(history: History) -> int:
    dusks = LazySolver()._at_dusk(history)
    assert dusks is not None
    for night, ahead in dusks:
        assert ahead.deaths == _deaths_read_afresh(night, ahead.with_deaths(())), night
    return len(dusks)


def test_the_deaths_are_those_read_afresh() -> None:
    """In every world at dusk of three nights (a Lleech's host, a Vortox, a Barber's
    swap), each slot's deaths are those asked of every seat at every slot."""
    assert sum(_assert_deaths_as_read_afresh(history) for history in _histories()) > 3


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_random_nights_deaths_are_those_read_afresh(seed: int, night: int) -> None:
    """On a random night of mini_uncertainty, every world at dusk's deaths are those asked
    of every seat at every slot."""
    game = early_games.mini_night(random.Random(seed), night)
    _assert_deaths_as_read_afresh(game.history)


def test_a_slot_asks_no_seat_that_cannot_hold_its_character(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Reading tonight at dusk asks whether a seat may wake as a killer's character only
    of a seat that may hold it, be given it, or be handed it by a swap."""
    history = ended._vortox_night2().history
    asked: list[tuple[int, str]] = []
    may_wake_as = early._may_wake_as

    def counted(
        night: ExplicitNight, ahead: Tonight, seat: int, character: str, *rest: object
    ) -> bool:
        position = early._positions(night.script, night.number)[character]
        unheld = character not in night.may_hold_any(seat) and (seat, character) not in ahead.gains
        if unheld and not early._swapped(ahead, position):
            asked.append((seat, character))
        return may_wake_as(night, ahead, seat, character, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(early, "_may_wake_as", counted)
    dusks = LazySolver()._at_dusk(history)
    assert dusks
    assert not asked


FACTS = SetupFacts(6, frozenset((4, 5)), demon=4)


def _setups() -> tuple[LazySetup, LazySetup]:
    """The swaps script's six-player setup, and it with @1 one of two Townsfolk."""
    setup = root(tokens_games.SWAPS, FACTS)
    assert setup is not None
    narrowed = narrow(setup, 0, frozenset(("empath", "monk")))
    assert narrowed is not None
    return setup, narrowed


def test_a_world_found_answers_the_other_seats_tokens(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading a lazy setup's tokens searches for a world only where no world already
    found lies in the seat's token: fewer searches than tokens tried, the same tokens."""
    setup, narrowed = _setups()
    completer = Completer(tokens_games.SWAPS, FACTS)
    expected = feasible(setup, completer)
    reference = feasible(narrowed, Completer(tokens_games.SWAPS, FACTS))
    searched: list[LazySetup] = []
    search = Completer._search

    def counted(self: Completer, tried: LazySetup) -> tuple[str, ...] | None:
        searched.append(tried)
        return search(self, tried)

    monkeypatch.setattr(Completer, "_search", counted)
    found = feasible(narrowed, completer)
    alone = [
        part
        for seat, options in enumerate(narrowed.cands)
        if len(options) > 1
        for token in options
        if (part := narrow(narrowed, seat, frozenset((token,)))) is not None
    ]
    assert expected is not None and found is not None and reference is not None
    assert found.cands == reference.cands
    assert len(searched) * 2 < len(alone), (len(searched), len(alone))


@shortcuts.SLOW
@given(data=st.data())
def test_one_completer_reads_each_setup_as_the_initial_worlds(data: st.DataObject) -> None:
    """One completer asked of several setups narrowed at random (its worlds found kept
    between them) keeps, for each, exactly the tokens the initial worlds within it give
    each seat."""
    script = tokens_games.SWAPS
    n = data.draw(st.integers(min_value=5, max_value=6))
    evil = frozenset(data.draw(st.sets(st.integers(0, n - 1), min_size=2, max_size=2)))
    facts = SetupFacts(n, evil, demon=min(evil))
    start = root(script, facts)
    assert start is not None
    every = [w.tokens for w in initial_worlds(script, facts)]
    completer = Completer(script, facts)
    for _ in range(4):
        setup: LazySetup | None = start
        for seat in data.draw(st.lists(st.integers(0, n - 1), max_size=3)):
            assert setup is not None
            options = sorted(setup.cands[seat])
            kept = data.draw(st.sets(st.sampled_from(options), min_size=1))
            setup = narrow(setup, seat, frozenset(kept))
            if setup is None:
                break
        if setup is None:
            continue
        cands = setup.cands
        worlds = [w for w in every if all(t in cands[s] for s, t in enumerate(w))]
        found = feasible(setup, completer)
        if not worlds:
            assert found is None
            continue
        assert found is not None
        for seat in range(n):
            assert found.cands[seat] == {tokens[seat] for tokens in worlds}, seat
