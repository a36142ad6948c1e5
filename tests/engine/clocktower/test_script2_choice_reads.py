"""The walk's refutations on the parts of a split of a kept open choice (``walk``'s
``unrefuted``): a clause whose questions read no open choice answers the same on the
parts, which differ from their whole in that choice only, so they are not asked again
there; the state is watched (:class:`~engine.clocktower.state_reads.StateReads`) because
modules read their own kept choice directly, not only through ``ExplicitNight.chose``."""

from __future__ import annotations

import weakref
from collections.abc import Iterator

import pytest

from engine.clocktower import explicit
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, state_key, walk
from engine.clocktower.lazy import ChoiceSplit, Completer, LazySetup, OpenChoice, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupFacts
from engine.clocktower.state_reads import StateReads
from engine.clocktower.text import Wake

N = 6


def _night(refuted: dict[str, int]) -> Iterator[ExplicitNight]:
    """Night 1 at six players, the Empath @1 shown 0 beside its evil Lleech @6 (refuted
    unless droisoned), the Lleech choosing @3 and the Poisoner @5 free (its choice kept
    open, asked by the Empath's sobriety): the walk's leaves, with ``refuted`` counting the
    Empath's truth asked on a choice split's part before the walk's next step ("part")
    and elsewhere ("other")."""
    facts = SetupFacts(N, frozenset((N - 2, N - 1)), demon=N - 1, learned={"damsel": False})
    setup = root(UP, facts)
    assert setup is not None
    empath = frozenset(("empath", "drunk(empath)"))
    cands = [c - empath for c in setup.cands]
    cands[0] = frozenset(("empath",))
    cands[N - 2] = frozenset(("poisoner",))
    cands[N - 1] = frozenset(("lleech",))
    night = ExplicitNight(UP, LazySetup(tuple(cands)), facts.evil)
    solver = LazySolver()
    completer = Completer(UP, facts)
    refine = solver._refiner(completer)
    parts: weakref.WeakValueDictionary[int, ExplicitNight] = weakref.WeakValueDictionary()
    epoch = [0]
    made: dict[int, int] = {}

    def refined(branch: ExplicitNight, split: Exception) -> list[ExplicitNight]:
        found = refine(branch, split)
        for part in found:
            part.refiner = refined
            if isinstance(split, ChoiceSplit):
                parts[id(part)] = part
                made[id(part)] = epoch[0]
        return found

    def step(branch: ExplicitNight) -> bool:
        epoch[0] += 1  # asked of each branch just before its refutations
        return False

    module = REGISTRY["empath"]
    truth = type(module).explicit_refuted

    def counted(self: object, night: ExplicitNight, seat: int, clause: Wake) -> bool:
        fresh = parts.get(id(night)) is night and made[id(night)] == epoch[0]
        refuted["part" if fresh else "other"] = refuted.get("part" if fresh else "other", 0) + 1
        return truth(module, night, seat, clause)

    night.refiner = refined
    night.only_part = solver._only_part(completer)
    entries = {
        0: parse_clause_entry("wake empath learn 0", N),
        N - 1: parse_clause_entry("wake lleech choose @3", N),
    }
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(module), "explicit_refuted", counted)
        yield from walk(night, entries, free=frozenset((N - 2,)), prune=step)


def test_a_choice_splits_parts_are_not_asked_the_truth_again() -> None:
    """The Empath's truth, found before its sobriety split the Poisoner's open choice, is
    not asked again on the parts (fails reverted: each part asked it again)."""
    refuted: dict[str, int] = {}
    leaves = list(_night(refuted))
    assert leaves
    assert refuted.get("other", 0) > 0
    assert refuted.get("part", 0) == 0


def test_the_parts_keep_the_walks_leaves() -> None:
    """The leaves, in order, are those of the walk asking every clause again on the parts."""
    refuted: dict[str, int] = {}
    found = [state_key(w) for w in _night(refuted)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(explicit, "_unread_by_split", lambda *_: None)
        again: dict[str, int] = {}
        every = [state_key(w) for w in _night(again)]
    assert again.get("part", 0) > 0  # the parts were asked again
    assert found
    assert found == every


def test_the_state_notes_the_open_choices_read() -> None:
    """A question reading a watched key, or the whole state, notes it; another key does not."""
    state: dict[str, object] = {"poisoner": (4, OpenChoice((0, 1))), "lleech": (5, 2)}
    watched = StateReads(state, frozenset(("poisoner",)))
    assert watched.get("lleech") == (5, 2)
    assert "poisoner" in watched
    assert watched.read == set()
    assert watched["poisoner"] == (4, OpenChoice((0, 1)))
    assert watched.read == {"poisoner"}
    whole = StateReads(state, frozenset(("poisoner",)))
    assert sorted(whole.items())
    assert whole.read == {"poisoner"}
    assert not whole.written


def test_chose_is_read_past_the_watch() -> None:
    """``chose`` of a seat outside the open choice answers without noting a read."""
    facts = SetupFacts(N, frozenset((N - 2, N - 1)), demon=N - 1, learned={"damsel": False})
    setup = root(UP, facts)
    assert setup is not None
    night = ExplicitNight(UP, setup, facts.evil)
    state: dict[str, object] = {"poisoner": (4, OpenChoice((0, 1)))}
    night.state = watched = StateReads(state, frozenset(("poisoner",)))
    assert not night.chose("poisoner", 4, 3)
    assert not night.chose("poisoner", 3, 0)
    assert watched.read == set()
    with pytest.raises(ChoiceSplit):
        night.chose("poisoner", 4, 0)


def test_a_change_of_the_state_notes_every_open_choice() -> None:
    """A question that changes the state is noted as having read every watched key."""
    state: dict[str, object] = {"poisoner": (4, OpenChoice((0, 1))), "lleech": (5, 2)}
    watched = StateReads(state, frozenset(("poisoner",)))
    watched["lleech"] = (5, 3)
    assert watched.written
    assert watched.read == {"poisoner"}
    assert state["lleech"] == (5, 2)  # the branch's own state is another dict
