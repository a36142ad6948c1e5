"""A Pixie's Townsfolk proved false before its slot (``Pixie.explicit_refuted``): the
reading reads only which seats' tokens are the named Townsfolk, so a sober Pixie shown one
nobody holds drops the branch after the Poisoner's slot, the last before it that may
droison or move a token; a Drunk-Pixie's reading still holds (R13)."""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import initial_worlds
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower.test_script2_refuted_distance import _facts

ORDER = [m.id for m in night_order(UP, 1)]
ADVOCATE = ORDER.index("devils_advocate")

# the Pixie @1 is shown the Mayor while @2 and @3 claim the Empath and the Clockmaker; both
# poisons land on @2, so a Pixie @1 is sober, and its reading false where no seat holds the Mayor
UNHELD = {
    1: "wake pixie learn mayor",
    2: "wake empath learn 0",
    3: "wake clockmaker learn 1",
    4: "wake pukka choose @2",
    5: "wake poisoner choose @2",
}


def test_the_pixie_refutes_only_a_townsfolk_nobody_holds() -> None:
    """With @2 the Empath and @3 the Mayor, only the Monk (held by nobody) is refuted."""
    setup = next(
        s for s in initial_worlds(UP, _facts()) if s.tokens[:3] == ("pixie", "empath", "mayor")
    )
    night = ExplicitNight(UP, setup, _facts().evil)
    refuted = [
        REGISTRY["pixie"].explicit_refuted(night, 0, Wake("pixie", (), Info("character", **k)))
        for k in ({"character": "mayor"}, {"character": "empath"}, {"character": "monk"})
    ]
    assert refuted == [False, False, True]


def test_a_sober_pixies_unheld_townsfolk_stops_before_the_advocates_slot() -> None:
    """No branch whose @1 is the Pixie itself, with no Mayor in play, reaches the Devil's
    Advocate's slot."""
    parsed = {s - 1: parse_clause_entry(t, 5) for s, t in UNHELD.items()}
    reached = [-1]

    def step(branch: ExplicitNight) -> bool:
        if branch.world.tokens[0] == "pixie" and "mayor" not in branch.world.tokens:
            reached.append(max((p for w in branch.woke.values() for p, _ in w), default=-1))
        return False

    for setup in initial_worlds(UP, _facts()):
        night = ExplicitNight(UP, setup, _facts().evil)
        assert not [w for w in walk(night, parsed, prune=step) if w.world.tokens[0] == "pixie"]
    assert -1 < max(reached) < ADVOCATE
