"""What the proofs at dusk read once per world: whether a seat may wake as a clause's
characters (``early.may_wake``, kept in the world's reading of tonight, which
``early_due.ended_by`` asks of every entry of every question), the last slot a seat may
wake at (``early_due.may_wake_after``, kept there too), and whether a seat's token may be a
Demon's and whether a rule holds the end off (``Tonight.demons``, ``Tonight.holds_end``,
which ``early.may_end`` reads at every slot of every proof).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from engine.clocktower import early, early_due
from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character, hooked
from engine.clocktower.early import Tonight
from engine.clocktower.early_due import ended_by
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kinds import Kind
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import Script
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.tokens import token_character
from engine.clocktower.world import History, NightPlan, night_order
from tests.engine.clocktower import test_script2_early_ended as ended

_scripts = ended._scripts  # the reduced scripts, known to the game while this module runs


def _dusks(history: History) -> list[tuple[ExplicitNight, Tonight]]:
    dusks = LazySolver()._at_dusk(history)
    assert dusks
    return dusks


def _histories() -> Iterator[History]:
    """HOST's Night 2 with the Lleech's `wake lycanthrope` in, and VORTOX's Night 2."""
    yield ended._hosts_end()
    yield ended._vortox_night2().history


def test_a_clause_is_read_once_per_world_for_every_plan_that_holds_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two plans sharing the Lleech's entry: the second's ``ended_by`` reads no seat's
    wakes again for it, and finds what the first found."""
    history = ended._hosts_end()
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    other = history.with_entry(2, 1, DontWake()).phases[-1]
    assert isinstance(other, NightPlan)
    dusks = _dusks(history)
    first = [ended_by(night, ahead, plan) for night, ahead in dusks]
    asked: list[str] = []
    may_wake_as = early.may_wake_as

    def counted(night: ExplicitNight, ahead: Tonight, seat: int, character: str) -> bool:
        asked.append(character)
        return may_wake_as(night, ahead, seat, character)

    monkeypatch.setattr(early, "may_wake_as", counted)
    assert [ended_by(night, ahead, other) for night, ahead in dusks] == first
    assert not asked


def test_a_clause_read_once_is_the_clause_read_afresh() -> None:
    """Each world's remembered answer for a seat's clause is what a fresh reading says."""
    for history in _histories():
        for night, ahead in _dusks(history):
            for seat in range(night.n):
                for clause in (Wake("lycanthrope", (0,)), Wake("vortox", (1,)), Wake("empath")):
                    if clause.character not in night.script.characters:
                        continue
                    kept = early.may_wake(night, ahead, seat, clause)
                    fresh = early.may_wake(night, early.tonight(night), seat, clause)
                    assert kept == fresh == early.may_wake(night, ahead, seat, clause)


def _token_by_token(night: ExplicitNight, seat: int) -> bool:
    """Whether some token ``seat`` may have at dusk is a Demon's, read one by one."""
    return any(
        night.script.kind(token_character(t)) is Kind.DEMON for t in early._tokens(night, seat)
    )


def test_a_seat_may_be_a_demon_as_its_tokens_say() -> None:
    """Met with the script's Demons at once, a seat may be a Demon (before any swap) exactly
    when one of its tokens at dusk is a Demon's, in every world at dusk."""
    for history in _histories():
        for night, ahead in _dusks(history):
            for seat in range(night.n):
                expected = _token_by_token(night, seat)
                assert early._may_be_demon(night, ahead, seat, -1) is expected, seat


def test_a_seat_may_be_a_demon_without_reading_its_tokens_kinds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once the script's Demons are known, asking whether a seat may be a Demon reads no
    token's kind."""
    night, ahead = _dusks(ended._hosts_end())[0]
    early._demons(night.script)
    kinds: list[str] = []
    kind = Script.kind

    def counted(self: Script, character: str) -> Kind:
        kinds.append(character)
        return kind(self, character)

    monkeypatch.setattr(Script, "kind", counted)
    for seat in range(night.n):
        early._may_be_demon(night, ahead, seat, -1)
    assert not kinds


def test_the_entries_share_the_clause_memo_with_the_narrowed_readings() -> None:
    """A reading of the deaths knowing the entries shares its world's clause answers (they
    read no deaths)."""
    night, ahead = _dusks(ended._hosts_end())[0]
    narrowed = replace(ahead, deaths=())
    early.may_wake(night, narrowed, 0, Wake("empath"))
    assert (0, Wake("empath")) in ahead.clause_wakes


def test_a_seat_may_wake_after_a_slot_as_each_later_slot_says() -> None:
    """Read once per seat, whether a seat may wake after each position is whether it may
    wake at some later slot, in every world at dusk."""
    for history in _histories():
        for night, ahead in _dusks(history):
            order = night_order(night.script, night.number)
            for seat in range(night.n):
                for position in range(-1, len(order)):
                    later = any(
                        early.may_wake_as(night, ahead, seat, order[k].id)
                        for k in range(position + 1, len(order))
                    )
                    assert early_due.may_wake_after(night, ahead, seat, position) is later


def test_a_seat_s_last_wake_is_read_once_per_world(monkeypatch: pytest.MonkeyPatch) -> None:
    """A second "wakes after" question about a seat reads none of its slots again."""
    night, ahead = _dusks(ended._hosts_end())[0]
    early_due.may_wake_after(night, ahead, 0, 0)
    asked: list[str] = []
    may_wake_as = early_due.may_wake_as

    def counted(night: ExplicitNight, ahead: Tonight, seat: int, character: str) -> bool:
        asked.append(character)
        return may_wake_as(night, ahead, seat, character)

    monkeypatch.setattr(early_due, "may_wake_as", counted)
    early_due.may_wake_after(night, ahead, 0, 1)
    assert not asked


def _may_end_read_afresh(night: ExplicitNight, ahead: Tonight, first: int, last: int) -> bool:
    """``early.may_end`` reading the hold on the end and every seat's tokens each time."""
    if any(REGISTRY[c].explicit_holds_end(night) for c in hooked("explicit_holds_end")):
        return False

    def demon(seat: int, position: int) -> bool:
        return early._swapped(ahead, position) or _token_by_token(night, seat)

    if not any(night.alive[s] and demon(s, first) for s in range(night.n)):
        return any(first <= deaths.position <= last for deaths in ahead.deaths)
    dead = 0
    for deaths in ahead.deaths:
        if deaths.position > last:
            break
        dead += deaths.most
        if deaths.position < first:
            continue
        if sum(night.alive) - dead <= 2 or any(demon(s, deaths.position) for s in deaths.dying):
            return True
    return False


def test_the_end_read_at_dusk_is_the_end_read_afresh() -> None:
    """Whether the game may end between two slots, with the hold on the end and the seats
    that may be a Demon read once at dusk, is what reading them afresh says, for every span
    of every world at dusk (the readings knowing the entries too)."""
    for history in _histories():
        solver = LazySolver()
        plan = history.phases[-1]
        assert isinstance(plan, NightPlan)
        for night, ahead in _dusks(history):
            committed = early_due.with_entries(night, ahead, plan, solver._readings)
            size = len(night_order(night.script, night.number))
            for reading in (ahead, committed):
                for first in range(size):
                    for last in range(first, size):
                        expected = _may_end_read_afresh(night, reading, first, last)
                        assert early.may_end(night, reading, first, last) is expected


def test_the_end_asks_no_rule_again_whether_it_holds_the_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Once a world at dusk is read, whether the game may end at a slot asks no module
    whether its rule holds the end off."""
    night, ahead = _dusks(ended._hosts_end())[0]
    asked: list[str] = []
    for character in hooked("explicit_holds_end"):
        module = type(REGISTRY[character])
        holds = module.explicit_holds_end

        def counted(self: Character, night: ExplicitNight, holds: Any = holds) -> bool:
            asked.append(self.id)
            return bool(holds(self, night))

        monkeypatch.setattr(module, "explicit_holds_end", counted)
    size = len(night_order(night.script, night.number))
    for first in range(size):
        early.may_end(night, ahead, first, size - 1)
    assert not asked
