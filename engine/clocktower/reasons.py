"""Reasons for refusals that the player can follow without learning a secret (spec §8).

An entry refused on arrival gets a reason only when it is impossible given what its sender
already knows: its own accepted entries, the prompts it received, its alignment (and, if evil,
the Demon's seat once its own setup line is accepted) and the rules for the player count.
Every rule below reads only those, never Ψ, so a reason (or its absence) tells the player
nothing new. Otherwise the reply stays "impossible now". A reason is data (:class:`Reason`)
that the bot words in the reader's language.

The rules, each citing one thing the player knows (a one-item ``explain`` set):

- information that no holder of the character gets on that night at that size, even
  droisoned (R2's ranges hold every sober value too);
- a good player waking as an evil character, or an evil player as a good one;
- on Night 2 after a Day 1 without shots or executions (so the Demon is alive and unchanged):
  an evil player who is not the Demon waking as the Demon, or the Demon sending ``dont_wake``;
- a good player waking as another character than its token prompt or its own earlier wake
  (good characters never change in script 1; a Drunk wakes as the one it believes);
- a good player waking as X after not waking on an earlier night when X always wakes (a player
  who wakes tonight was alive on every earlier night).

A check of the entry against the player's whole knowledge through the solver (one question per
evil set the player cannot rule out) was tried first. It is exact but proving impossibility with
every other seat unconstrained took the search over two minutes for one refusal at seven
players, so it is not used.
"""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character
from engine.clocktower.ranges import in_range
from engine.clocktower.refusals import Reason, Why
from engine.clocktower.table import Table
from engine.clocktower.text import DontWake, Entry, Seat, Wake
from engine.clocktower.world import DayPlan, History, NightPlan


def _always_wakes(character: Character, night: int) -> bool:
    """Whether every living holder wakes on ``night`` (no condition beyond being alive)."""
    slot = character.first_night if night == 1 else character.other_nights
    return slot is not None and type(character).wake_condition is Character.wake_condition


def plain_reason(game: Table, seat: Seat, base: History, entry: Entry) -> Reason | None:
    """Why ``entry`` is impossible from ``seat``'s own knowledge, or None when no rule applies."""
    night = base.phases[-1].number
    evil = seat in game.evil
    # on Night 2 with no shot or execution on Day 1 the Demon is still the Demon and alive
    # (the Imp first wakes on Night 2, so no star-pass can have happened)
    day_one_quiet = all(isinstance(p, NightPlan) or not p.events for p in base.phases)
    settled = evil and seat in game.setup_accepted and night == 2 and day_one_quiet
    if isinstance(entry, DontWake):
        if settled and base.demon == seat:
            return Reason(Why.DEMON_SELF)
        return None
    assert isinstance(entry, Wake)
    character = REGISTRY[entry.character]
    if entry.info is not None and not in_range(
        base.script, character, entry.info, base.n, night, seat
    ):
        return Reason(Why.OUT_OF_RANGE, character.id, entry.info, night=night, players=base.n)
    if character.kind.evil != evil:
        return Reason(Why.SIDE, character.id, evil=evil)
    if evil:
        demon = base.demon
        if settled and demon is not None and demon != seat and character.id in base.script.demons:
            return Reason(Why.DEMON_KNOWN, seat=demon)
        return None
    token = game.prompted_token.get(seat)
    if token is not None and token != entry.character:
        return Reason(Why.TOKEN, token)
    for phase in base.phases[:-1]:
        if isinstance(phase, DayPlan):
            continue
        own = phase.entry_map().get(seat)
        if isinstance(own, Wake) and own.character != entry.character:
            return Reason(Why.SENT_BEFORE, night=phase.number, entry=own)
        if isinstance(own, DontWake) and _always_wakes(character, phase.number):
            return Reason(Why.SLEPT_BEFORE, character.id, night=phase.number)
    return None
