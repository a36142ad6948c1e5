"""A due point's questions read at dusk: may a seat be alive at dawn without waking, may it
wake after a position?

Spec R5 settles a ``dont_wake`` before the end of the night only when the seat cannot be alive
at dawn without having woken. The solver asks it as "some world obeying a ``dont_wake`` of the
seat ends the night running with the seat alive", which walks the night in every world and
drops a branch where the seat wakes: when the answer is no, every world is walked (seed 3's
Night 2 at eight players: 1.3 M branch steps).

``early.must_wake`` refuses a ``dont_wake`` itself only when the seat also cannot die before
its slot: a world in which it dies first is one where it never woke and may still witness the
entry. For this question such a world is no witness: nobody comes back to life by night (the
walk only ever kills), so a seat dead before its slot is dead at dawn. What is left of the
proof is ``must_wake``'s: every token the seat may have is a character of tonight's order that
wakes whenever alive (``Character.explicit_must_wake``), with no swap by its slot. So a seat
alive at dawn was alive at its slot, held that character there and woke.

The due point's next question, "wakes after position p", is proved false at dusk when no
later slot may wake the seat (``early.may_wake_as``). That grants an optional action on
another's behalf (the Demon's swap at the Barber's slot) to every seat without asking; here
its module is asked, through ``Character.explicit_may_wake``, whether anyone may wake at its
slot tonight (a swap only when armed). A silent Poisoner at eight players (seed 3's Night 2)
woke only at the night's first slot in every world, and proving so walked 1.3 M branch
steps, each world asked whether the free seat swaps at the Barber's slot.
"""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.early import Tonight, _swapped, _tokens, may_wake_as
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.text import Seat
from engine.clocktower.tokens import token_believed
from engine.clocktower.world import night_order


def never_unwoken(night: ExplicitNight, ahead: Tonight, seat: Seat) -> bool:
    """Whether no walk of ``night`` (a world at dusk) reaches dawn running with ``seat``
    alive and never woken tonight."""
    if night.winner is not None or not night.alive[seat]:
        return True  # ended before tonight, or dead already: never alive at dawn
    order = [m.id for m in night_order(night.script, night.number)]
    for token in _tokens(night, seat):
        character = token_believed(token)
        module = REGISTRY[character]
        if character not in order or module.optional_wake:
            return False
        if _swapped(ahead, order.index(character)):
            return False
        if not module.explicit_must_wake(night, seat):
            return False
    return True


def may_wake_after(night: ExplicitNight, ahead: Tonight, seat: Seat, position: int) -> bool:
    """Whether ``seat`` may wake at a slot after ``position`` in a walk of ``night`` (at
    dusk), with an entry or free; an optional action's slot as its module says."""
    if night.winner is not None:
        return False
    return any(
        module.explicit_may_wake(night, seat, False)
        if module.optional_wake
        else may_wake_as(night, ahead, seat, module.id)
        for module in night_order(night.script, night.number)[position + 1 :]
    )
