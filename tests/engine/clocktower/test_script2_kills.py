"""Script 2's kill procedure in one explicit world (R11 by night, D8 by day): protections,
the Mayor's redirect, survivals, and the Demon's marks (M3)."""

from __future__ import annotations

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.kills import KillOutcome, attempt, demon_attempt
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld

EVIL = frozenset({3, 4})


def _night(*tokens: str, **state: object) -> ExplicitNight:
    """A Night 2 in the world of ``tokens`` (seats @1-@5; @4, @5 evil) with ``state``."""
    night = ExplicitNight(UP, SetupWorld(tokens), EVIL, number=2)
    night.state.update(state)
    return night


def _deaths(branches: list[tuple[ExplicitNight, KillOutcome]]) -> list[int | None]:
    return [outcome.died for _, outcome in branches]


def test_an_attempt_on_a_dead_seat_does_nothing() -> None:
    """R11 step 1: a dead target stays dead and no one else dies."""
    night = _night("monk", "empath", "fool", "lleech", "poisoner")
    night.alive[1] = False
    assert _deaths(attempt(night, 1, "demon")) == [None]


def test_an_unprotected_target_dies() -> None:
    """R11 step 6: with no rule in the way the target dies."""
    (branch, outcome), *_ = demon_attempt(
        _night("monk", "empath", "fool", "lleech", "poisoner"), 3, 1
    )
    assert outcome.died == 1
    assert not branch.alive[1]
    assert not branch.marked


def test_the_monk_stops_the_demon_and_marks_it() -> None:
    """R11 step 2, M3: the Monk's choice survives the Demon, whose holder is marked."""
    night = _night("monk", "empath", "fool", "lleech", "poisoner", monk=(0, 1))
    [(branch, outcome)] = demon_attempt(night, 3, 1)
    assert outcome == KillOutcome(None, "monk")
    assert branch.marked == {3}


def test_the_monk_does_not_stop_a_gambler_death() -> None:
    """R11: the Monk protects from Demon attempts only."""
    night = _night("monk", "empath", "fool", "lleech", "poisoner", monk=(0, 1))
    assert _deaths(attempt(night, 1, "gambler")) == [1]


def test_a_poisoned_monk_protects_no_one() -> None:
    """R11: a droisoned Monk's choice has no effect."""
    night = _night("monk", "empath", "fool", "lleech", "poisoner", monk=(0, 1), poisoner=(4, 0))
    assert _deaths(demon_attempt(night, 3, 1)) == [1]


def test_the_fool_survives_its_first_death_only() -> None:
    """R11 step 4: the Fool's first death does not happen; the second does."""
    night = _night("monk", "empath", "fool", "lleech", "poisoner")
    [(after, first)] = attempt(night, 2, "gambler")
    assert first == KillOutcome(None, "fool")
    assert _deaths(attempt(after, 2, "gambler")) == [2]


def test_a_poisoned_fool_dies_unspent() -> None:
    """A droisoned Fool dies and its life is not spent."""
    night = _night("monk", "empath", "fool", "lleech", "poisoner", poisoner=(4, 2))
    [(after, outcome)] = attempt(night, 2, "gambler")
    assert outcome.died == 2
    assert 2 not in after.state.get("fool", set())  # type: ignore[operator]


def test_the_mayor_may_die_or_move_the_kill_to_any_other_seat() -> None:
    """R11 step 3: one branch where the Mayor dies, one per other seat it moves to."""
    night = _night("monk", "empath", "mayor", "pukka", "poisoner")
    branches = demon_attempt(night, 3, 2)
    assert sorted(o.redirected_to for _, o in branches if o.redirected_to is not None) == [
        0,
        1,
        3,
        4,
    ]
    assert sorted(d for d in _deaths(branches) if d is not None) == [0, 1, 2, 3, 4]


def test_a_redirect_marks_the_demon() -> None:
    """M3: a kill moved off the Mayor marks the Demon holder; one that stands does not."""
    night = _night("monk", "empath", "mayor", "pukka", "poisoner")
    for branch, outcome in demon_attempt(night, 3, 2):
        assert (3 in branch.marked) == (outcome.redirected_to is not None)


def test_a_redirect_meets_the_new_targets_protection() -> None:
    """R11: a kill moved onto the Monk's choice kills no one."""
    night = _night("monk", "empath", "mayor", "pukka", "poisoner", monk=(0, 1))
    moved = [o for _, o in demon_attempt(night, 3, 2) if o.redirected_to == 1]
    assert moved == [KillOutcome(None, "monk", 1)]


def test_a_poisoned_mayor_cannot_redirect() -> None:
    """R11 step 3 needs a sober healthy Mayor."""
    night = _night("monk", "empath", "mayor", "pukka", "poisoner", poisoner=(4, 2))
    assert _deaths(demon_attempt(night, 3, 2)) == [2]


def test_an_execution_is_never_redirected() -> None:
    """The Mayor's redirect is a night rule: an executed Mayor dies."""
    night = _night("monk", "empath", "mayor", "pukka", "poisoner")
    assert _deaths(attempt(night, 2, "execution")) == [2]


def test_the_tea_lady_protects_good_neighbours_from_any_death() -> None:
    """R11 step 2, D8 step 1: both neighbours good, neither dies, executed or attacked."""
    night = _night("empath", "tea_lady", "fool", "pukka", "poisoner")
    assert attempt(night, 0, "execution")[0][1] == KillOutcome(None, "tea_lady")
    assert attempt(night, 2, "demon")[0][1] == KillOutcome(None, "tea_lady")


def test_the_tea_lady_beside_an_evil_player_protects_no_one() -> None:
    """With an evil neighbour the Tea Lady's protection is off."""
    night = _night("tea_lady", "empath", "monk", "pukka", "poisoner")
    assert _deaths(attempt(night, 1, "demon")) == [1]


def test_the_tea_lady_is_off_when_a_faux_paw_neighbour_registers_evil() -> None:
    """A faux paw next to her registers evil while the Lycanthrope is sober: no protection."""
    world = SetupWorld(
        ("empath", "tea_lady", "lycanthrope", "pukka", "poisoner"), (("lycanthrope", 0),)
    )
    night = ExplicitNight(UP, world, EVIL, number=2)
    assert _deaths(attempt(night, 2, "demon")) == [2]


def test_the_lleech_survives_execution_while_its_host_lives() -> None:
    """D8 step 3: the executed Lleech lives while its host is alive."""
    night = _night("empath", "monk", "fool", "lleech", "poisoner", lleech=(3, 0))
    assert attempt(night, 3, "execution")[0][1] == KillOutcome(None, "lleech")
    night.alive[0] = False
    assert _deaths(attempt(night, 3, "execution")) == [3]


def test_a_self_attacking_lleech_is_not_marked() -> None:
    """T26's `wake lleech choose @4`: it survives by its own rule, not another's (no M3)."""
    night = _night("empath", "monk", "fool", "lleech", "poisoner", lleech=(3, 0))
    [(branch, outcome)] = demon_attempt(night, 3, 3)
    assert outcome.died is None
    assert not branch.marked


def test_the_devils_advocate_saves_last_nights_choice_from_execution() -> None:
    """D8 step 2: the Devil's Advocate's choice survives today's execution, nothing else."""
    night = _night(
        "empath", "monk", "fool", "pukka", "devils_advocate", devils_advocate=(4, 3, True)
    )
    assert attempt(night, 3, "execution")[0][1] == KillOutcome(None, "devils_advocate")
    assert _deaths(attempt(night, 3, "demon")) == [3]
