"""The character contract's execution flags (spec §10, D8; issue 26) against what the
modules' hooks do: the plain reason ``executed-alive`` trusts
:attr:`Character.survives_own_execution` and :attr:`Character.shields_from_execution` to
name every way a seat lives through an execution on a script.

Each character of script 2 is probed in small explicit worlds of five seats: its holder
@1 among characters with no rule on deaths, after every wake it may make on Nights 1 and 2
(so its own state is set as play sets it), then a day on which each living seat in turn is
put to the hooks the kill procedure asks of an execution (D8): the holder's own survival
(:meth:`Character.survives`, @1 executed) and its protection of an executee
(:meth:`Character.protects`, @1 too: the Devil's Advocate may choose itself)."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator

import pytest

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character
from engine.clocktower.explicit import ExplicitNight, _stand_in
from engine.clocktower.kills import EXECUTION
from engine.clocktower.kinds import Kind
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Wake
from engine.clocktower.tokens import drunk_token, is_drunk_token, token_believed, token_character

# no rule of these touches a death, a protection or a survival (checked below)
GOOD, DEMON, MINION = ("empath", "clockmaker", "mathematician"), "vortox", "baron"
HOOKS = ("protects", "survives", "redirect_options", "blocks_demon", "explicit_on_death")


def _probed() -> list[str]:
    return [c for c in UP.characters if not REGISTRY[c].never_in_play]


def _tokens(character: str) -> list[str]:
    """@1's tokens for ``character``: its own, or for the Drunk one per Townsfolk believed."""
    if character != "drunk":
        return [character]
    return [drunk_token(c) for c in UP.characters if UP.kind(c) is Kind.TOWNSFOLK]


def _world(token: str) -> ExplicitNight:
    """Night 1 with ``token`` at @1, good fillers at @2 and @5 (its neighbours), the Demon @3
    and the Minion @4, or good fillers where @1 is of that kind."""
    kind = UP.kind(token_character(token))
    good = [c for c in GOOD if c != token_believed(token)]
    demon = good.pop() if kind is Kind.DEMON else DEMON
    minion = good.pop() if kind is Kind.MINION else MINION
    tokens = (token, good[0], demon, minion, good[1])
    evil = frozenset(s for s, t in enumerate(tokens) if UP.kind(token_character(t)).evil)
    return ExplicitNight(UP, SetupWorld(tokens), evil)


def _clauses(token: str, night: int) -> list[Wake | None]:
    """Every wake @1 may make as ``token``'s character on ``night`` (its choices; any
    reading of the right shape), and none."""
    module = REGISTRY[token_believed(token)]
    if UP.slot(module.id, night) is None or not module.wakes_at_slot or module.optional_wake:
        return [None]
    info = _stand_in(module, 0, 5)
    guesses = list(UP.characters) if module.guess else [None]
    wakes: list[Wake | None] = [None]
    for choices in itertools.permutations(range(5), module.choose_count):
        for guess in guesses:
            wake = Wake(module.id, choices, info, guess)
            if module.shape_fault(wake, 0, 5, night) is None:
                wakes.append(wake)
    return wakes


def _after(night: ExplicitNight, token: str, wake: Wake | None) -> list[ExplicitNight]:
    """The worlds after @1's ``wake`` (none: the world unchanged)."""
    if wake is None:
        return [night]
    night = copy.deepcopy(night)
    module = REGISTRY[wake.character]
    branches = module.explicit_act(night, 0, wake, not is_drunk_token(token))
    return [night] if branches is None else branches


def _days(token: str) -> Iterator[ExplicitNight]:
    """Every day 1 and day 2 @1's wakes lead to."""
    for first in _clauses(token, 1):
        for one in _after(_world(token), token, first):
            day_one = one.dawn()
            yield day_one
            for second in _clauses(token, 2):
                yield from (two.dawn() for two in _after(day_one.dusk(), token, second))


def _kept_alive(character: str) -> tuple[bool, bool]:
    """Whether a holder of ``character`` (@1) lived through its own execution in some probe
    by the :meth:`survives` of an instance it holds, and whether it kept an executed seat
    alive by their :meth:`protects`, as the kill procedure asks them (D8)."""
    own = other = False
    for token in _tokens(character):
        for day in _days(token):
            survives = day.hooked_instances(0, "survives")
            protects = day.hooked_instances(0, "protects")
            own = own or any(
                REGISTRY[c].survives(copy.deepcopy(day), 0, 0, EXECUTION) for c in survives
            )
            other = other or any(
                REGISTRY[c].protects(copy.deepcopy(day), 0, executee, EXECUTION)
                for c in protects
                for executee in range(5)
                if day.alive[executee]
            )
    return own, other


def test_the_fillers_have_no_rule_on_deaths() -> None:
    """The probes' other seats hold characters whose modules override no hook on deaths."""
    for filler in (*GOOD, DEMON, MINION):
        module = type(REGISTRY[filler])
        assert filler in UP.characters
        assert all(getattr(module, h) is getattr(Character, h) for h in HOOKS)


@pytest.mark.parametrize("character", _probed())
def test_the_execution_flags_say_what_the_hooks_do(character: str) -> None:
    """A character carries ``survives_own_execution`` exactly when its rule keeps its own
    executed holder alive in some probe, ``shields_from_execution`` exactly when it keeps
    another executed seat alive."""
    module = REGISTRY[character]
    own, other = _kept_alive(character)
    assert (module.survives_own_execution, module.shields_from_execution) == (own, other)
