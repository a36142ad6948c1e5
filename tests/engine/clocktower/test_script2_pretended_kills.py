"""The killing pretends of a Cannibal that ate evil (addendum R14, §9 gambler and lycanthrope,
M4, M12): its pretended Gambler's wrong guess and its pretended Lycanthrope's good target kill
no one, and place no mark, since its own evil-eating poison is not "by another"; droisoned by
another as well, the same miss marks it (M4). Seats are 0-based; @4 and @5 (3, 4) are evil:
the Cannibal @2 eats the executed Poisoner @5 on Day 2."""

from __future__ import annotations

from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.kills import execute
from engine.clocktower.text import Seat
from tests.engine.clocktower.test_script2_gained_passives import CANNIBAL, _world

LLEECH_KILLS_THE_MONK = "wake lleech choose @3"
"""The Demon's attempt tonight: on the Monk @3, whom no one else can protect."""


def _night3(lines: dict[Seat, str], **state: object) -> list[ExplicitNight]:
    """Night 3 after the Cannibal @2 ate the evil Poisoner @5 (with ``state`` on Night 2),
    with ``lines`` as those seats' entries and every other living seat free."""
    [day] = execute(_world(*CANNIBAL, gained={}, **state).dawn(), 4)
    night = day.dusk()
    entries = {seat: parse_clause_entry(line, night.n) for seat, line in lines.items()}
    free = frozenset(s for s in range(night.n) if s not in entries and night.alive[s])
    return list(walk(night, entries, free=free))


def test_r14_a_cannibals_pretended_gambler_wakes() -> None:
    """R14: the Cannibal that ate evil may pretend the Gambler, so it may wake as one."""
    assert _night3({1: "wake gambler choose @1 guess monk", 3: LLEECH_KILLS_THE_MONK})


def test_s11_a_cannibals_pretended_gambler_is_fixed_as_pretended() -> None:
    """R14, §11: woken as the Gambler, the pretend is fixed there and reads `~gambler`."""
    worlds = _night3({1: "wake gambler choose @1 guess monk", 3: LLEECH_KILLS_THE_MONK})
    assert {w.instance_labels(1) for w in worlds} == {("~gambler",)}


def test_m12_a_cannibals_pretended_gamblers_wrong_guess_kills_no_one_unmarked() -> None:
    """§9 gambler, M12: the pretended Gambler guessing the Empath @1 wrong suffers no attempt
    (the Cannibal lives in every world) and is not marked, not even optionally (its own
    poison is not "by another", and it is no Drunk)."""
    worlds = _night3({1: "wake gambler choose @1 guess monk", 3: LLEECH_KILLS_THE_MONK})
    assert worlds
    assert all(w.alive[1] for w in worlds)
    assert all(1 not in w.marked | w.optional for w in worlds)


def test_m4_a_pretended_gambler_droisoned_by_another_is_marked() -> None:
    """M4: the Cannibal also the Lleech's host, the same wrong guess kills no one and marks
    it (droisoned by another as well as by its own poison)."""
    worlds = _night3({1: "wake gambler choose @1 guess monk"}, lleech=(3, 1))
    hosted = [w for w in worlds if w.alive[3]]
    assert hosted
    assert all(w.alive[1] and 1 in w.marked for w in hosted)


def test_r14_a_cannibals_pretended_lycanthropes_good_target_lives() -> None:
    """§9 lycanthrope, R14: the pretended Lycanthrope choosing the good Empath @1 attacks no
    one: @1 lives in every world."""
    worlds = _night3({1: "wake lycanthrope choose @1", 3: LLEECH_KILLS_THE_MONK})
    assert worlds
    assert all(w.alive[0] for w in worlds)


def test_r14_a_cannibals_pretended_lycanthrope_blocks_no_demon() -> None:
    """§9 lycanthrope, R14: its good choice blocks nothing: the Lleech's kill of the Monk
    @3 later that night goes through in every world."""
    worlds = _night3({1: "wake lycanthrope choose @1", 3: LLEECH_KILLS_THE_MONK})
    assert worlds
    assert not any(w.alive[2] for w in worlds)


def test_m12_a_cannibals_pretended_lycanthrope_is_never_marked() -> None:
    """M12: the pretended Lycanthrope whose good target lives is not marked, not even
    optionally (its own evil-eating poison is not "by another")."""
    worlds = _night3({1: "wake lycanthrope choose @1", 3: LLEECH_KILLS_THE_MONK})
    assert worlds
    assert all(1 not in w.marked | w.optional for w in worlds)


def test_m4_a_pretended_lycanthrope_droisoned_by_another_is_marked() -> None:
    """M4: the Cannibal also the Lleech's host, its good target living marks it."""
    worlds = _night3({1: "wake lycanthrope choose @1"}, lleech=(3, 1))
    hosted = [w for w in worlds if w.alive[3] and w.alive[0]]
    assert hosted
    assert all(1 in w.marked for w in hosted)
