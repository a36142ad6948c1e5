"""The spec's conformance scenarios T1–T15 (docs: /work/shared/specs/quantum-clocktower.md §13)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import evil_count, token_character
from engine.clocktower.search import Solver
from engine.clocktower.views import storyteller_view
from engine.clocktower.world import History, Leaf
from engine.core.errors import EngineError, ParseError, SetupError
from tests.engine.clocktower.helpers import (
    STORYTELLER,
    dms,
    end_day,
    make_game,
    options,
    public,
    resolve,
    send,
)


class PinnedSolver(Solver):
    """A solver seeing only the worlds where some seats hold given tokens ("had every world...")."""

    def __init__(self, pins: dict[int, str | tuple[str, ...]]) -> None:
        super().__init__()
        self.pins = [
            (seat - 1, frozenset((tokens,) if isinstance(tokens, str) else tokens))
            for seat, tokens in pins.items()
        ]

    def leaves(self, history: History) -> Iterator[Leaf]:
        return super().leaves(history.with_pins(self.pins))


def nominate(game: object, nominator: int, nominee: int, voters: list[int]) -> None:
    """A nomination with its yes voters (1-based seats)."""
    votes = " ".join(f"@{v}" for v in voters)
    game.play(f"nominate @{nominator} @{nominee} yes {votes}", STORYTELLER)  # type: ignore[attr-defined]


def test_t1_roll_counts_and_replay() -> None:
    """T1: the roll makes 2,2,2,2,2,3,3,3,4,4,4 evil seats; a record replays byte for byte."""
    assert [evil_count(n) for n in range(5, 16)] == [2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4]
    for n in range(5, 15):
        game = FAMILY.new_game(ClocktowerSetup(players=tuple(f"p{i}" for i in range(n)), seed=n))
        assert len(game.evil) == evil_count(n)
    game = make_game(5, {2, 4}, seed=77)
    send(game, 2, "setup demon @4")
    send(game, 4, "setup demon @4")
    send(game, 1, "wake chef learn 0")
    resolve(game)
    replayed = FAMILY.replay(game.record())
    assert replayed.reports == game.reports
    assert replayed.pi == game.pi
    assert replayed.record().to_json() == game.record().to_json()


def test_t1_the_seed_alone_reproduces_the_roll_every_pi_and_every_report() -> None:
    """T1: with no explicit draw, the same seed and actions give the same evil seats, π and
    reports, and the record (which then holds no draw) replays them byte for byte."""

    def play(seed: int) -> ClocktowerGame:
        game = FAMILY.new_game(ClocktowerSetup(players=tuple(f"p{i}" for i in range(7)), seed=seed))
        demon = min(game.evil)
        for seat in sorted(game.evil):
            bluffs = " bluffs washerwoman librarian investigator" if seat == demon else ""
            game.play(f"setup demon @{demon + 1}{bluffs}", seat)
        game.play("resolve", STORYTELLER)
        game.play("end_day", STORYTELLER)
        game.play("resolve", STORYTELLER)
        return game

    first, second = play(31), play(31)
    assert first.record().draws == {}
    assert (first.evil, first.pi, first.reports) == (second.evil, second.pi, second.reports)
    assert sorted(first.pi) == [1, 2]
    replayed = FAMILY.replay(first.record())
    assert (replayed.evil, replayed.pi, replayed.reports) == (first.evil, first.pi, first.reports)
    assert replayed.record().to_json() == first.record().to_json()
    other = play(32)
    assert (other.evil, other.pi) != (first.evil, first.pi)


def test_t1_fifteen_players_have_no_valid_setup() -> None:
    """T1 at 15: three Minions force the baron, which needs four Outsiders (spec S1/S2 clash)."""
    with pytest.raises(SetupError, match="no valid setup"):
        FAMILY.new_game(ClocktowerSetup(players=tuple(f"p{i}" for i in range(15)), seed=1))


def test_t2_every_evil_claims_demon() -> None:
    """T2: the first evil in π₁ becomes the Demon; the other chooses again."""
    game = make_game(5, {2, 4}, {1: [4, 2, 1, 3, 5]})
    send(game, 2, "setup demon @2")
    send(game, 4, "setup demon @4")
    assert game.history.demon == 3
    assert "None of your setup lines is possible; send new ones." in dms(game, 2)
    with pytest.raises(EngineError, match="impossible"):
        send(game, 2, "setup demon @2")
    send(game, 2, "setup demon @4")
    assert "The Demon is @4." in dms(game, 2)
    with pytest.raises(ParseError, match="bluffs"):
        send(game, 4, "setup demon @4 bluffs chef empath saint")


def _seven(
    evil: set[int],
    demon: int,
    bluffs: str,
    pis: dict[int, list[int]] | None = None,
    solver: Solver | None = None,
):  # type: ignore[no-untyped-def]
    game = make_game(7, evil, pis, solver=solver)
    for seat in sorted(evil):
        line = f"setup demon @{demon}" + (f" bluffs {bluffs}" if seat == demon else "")
        send(game, seat, line)
    return game


def test_t3_bluffs_are_out_of_play() -> None:
    """T3 with V4 as amended: on Night 1 a good player's bluffed entry passes arrival (the
    check ignores the evil setup) and is settled at resolution; on Night 2 entries needing a
    bluffed character, or an evil Empath, are refused on arrival."""
    game = _seven({6, 7}, 6, "empath chef saint")
    send(game, 1, "wake empath learn 0")
    resolve(game)
    assert any("None of your Night 1 entries is possible" in m for m in dms(game, 1))
    send(game, 1, "dont_wake")
    end_day(game)
    with pytest.raises(EngineError, match="impossible"):
        send(game, 1, "wake imp choose @2")
    with pytest.raises(EngineError, match="impossible"):
        send(game, 7, "wake empath learn 0")


def test_t4_strict_order_reasks_without_prompt() -> None:
    """T4: the Poisoner accepted first rules out every Outsider, so the Empath's 2 fails."""
    game = _seven({6, 7}, 6, "washerwoman librarian investigator")
    send(game, 7, "wake poisoner choose @3")
    send(game, 1, "wake empath learn 2")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 0
    assert dms(game, 1)[-1].startswith("None of your Night 1 entries is possible any more")
    send(game, 1, "wake empath learn 1")
    assert game.phase == "day"
    assert "Night 1: you woke as the Empath and learned 1." in dms(game, 1)


def test_t5_baron_locked_in() -> None:
    """T5: the Empath's 2 needs an Outsider, hence the baron; the evil @7 is told baron."""
    game = _seven({6, 7}, 6, "washerwoman librarian investigator")
    send(game, 7, "dont_wake")
    send(game, 1, "wake empath learn 2")
    resolve(game)
    assert game.phase == "day"
    assert "Your character token is the Baron." in dms(game, 7)
    view = storyteller_view(game)
    assert "baron" in view.certainly_in
    assert {"scarlet_woman", "poisoner"} <= set(view.certainly_out)
    for leaf in game.solver.leaves(game.history):
        outsiders = [
            t for t in leaf.witness[:5] if token_character(t) in ("drunk", "recluse", "saint")
        ]
        assert len(outsiders) == 2


def test_t6_possibly_drunk_empath() -> None:
    """T6: a 3 from an unpoisoned Empath makes it the Drunk; 4 is out of every range."""
    game = make_game(11, {9, 10, 11})
    send(game, 9, "setup demon @9 bluffs washerwoman librarian investigator")
    send(game, 11, "setup demon @9")
    send(game, 10, "setup demon @9\nwake poisoner choose @5")
    with pytest.raises(EngineError, match="impossible"):
        send(game, 1, "wake empath learn 4")
    send(game, 1, "wake empath learn 3")
    resolve(game)
    assert "Your character token is the Empath." in dms(game, 1)
    assert options(game, 1) == {"drunk(empath)"}
    end_day(game)
    with pytest.raises(EngineError, match="impossible"):
        send(game, 1, "wake empath learn 3")


def test_t7_possible_soldier_attacked() -> None:
    """T7: an attacked possible Soldier is not announced dead and stays superposed."""
    game = _seven({6, 7}, 6, "washerwoman librarian investigator")
    send(game, 7, "wake poisoner choose @5")
    send(game, 1, "wake chef learn 1")
    send(game, 2, "wake fortune_teller choose @1 @2 learn no")
    send(game, 3, "dont_wake")
    resolve(game)
    end_day(game)
    send(game, 7, "wake poisoner choose @5")
    send(game, 2, "wake fortune_teller choose @1 @2 learn no")
    send(game, 3, "dont_wake")
    send(game, 6, "wake imp choose @3")
    resolve(game)
    assert not any(line.startswith("@3 is dead") for line in public(game))
    view = storyteller_view(game)
    assert set(view.seats[2].tokens) == {"soldier", "undertaker", "slayer"}
    assert view.seats[2].life == "either"
    for leaf in game.solver.leaves(game.history):  # alive exactly where @3 is the Soldier
        assert leaf.alive[2] == (leaf.witness[2] == "soldier")
    nominate(game, 3, 1, [3])
    assert 2 not in game.ghost_used
    end_day(game)
    with pytest.raises(EngineError, match="impossible"):
        send(game, 3, "wake monk choose @1")


def test_t8_no_time_travel() -> None:
    """T8: a Night 3 reading forces a Night 2 death, announced at dawn 3."""
    game = _seven({4, 7}, 4, "washerwoman librarian investigator")
    send(game, 7, "wake poisoner choose @5")
    send(game, 2, "wake empath learn 0")
    send(game, 1, "wake chef learn 0")
    resolve(game)
    end_day(game)
    send(game, 7, "wake poisoner choose @2")
    send(game, 2, "wake empath learn 0")
    send(game, 4, "wake imp choose @3")
    resolve(game)
    assert "@3 is dead." not in public(game)
    end_day(game)
    send(game, 7, "wake poisoner choose @5")
    send(game, 2, "wake empath learn 1")
    send(game, 4, "wake imp choose @5")
    resolve(game)
    assert "@3 is dead." in public(game)
    for leaf in game.solver.leaves(game.history):
        assert not leaf.alive[2]


def _t9(poisoned: int, solver: Solver | None = None):  # type: ignore[no-untyped-def]
    game = make_game(6, {5, 6}, solver=solver)
    send(game, 5, "setup demon @5")
    send(game, 6, f"setup demon @5\nwake poisoner choose @{poisoned}")
    send(game, 1, "wake chef learn 0")
    send(game, 2, "wake empath learn 0")
    send(game, 4, "wake fortune_teller choose @1 @2 learn no")
    resolve(game)
    nominate(game, 1, 3, [1, 2, 4])
    end_day(game)
    return game


def test_t9a_possible_saint_executed_game_goes_on() -> None:
    """T9a: executing a possible sober Saint does not end the game; saint leaves @3's options."""
    game = _t9(poisoned=1)
    assert game.outcome is None
    assert "@3 is dead." in public(game)
    assert "saint" not in options(game, 3)


def test_t9b_poisoned_saint_executed() -> None:
    """T9b: a poisoned @3 executed: the game goes on and @3 is dead."""
    game = _t9(poisoned=3)
    assert game.outcome is None
    assert "@3 is dead." in public(game)


def test_t9c_certain_saint_executed_evil_wins() -> None:
    """T9c: had every world made @3 a sober Saint, evil wins at the end of Day 1."""
    game = _t9(poisoned=1, solver=PinnedSolver({3: "saint"}))
    assert game.outcome is not None and game.outcome.reason == "evil"


def test_t10_superposed_slayer() -> None:
    """T10: a possible Slayer's miss announces nothing and removes slayer from the shooter."""
    game = _seven({6, 7}, 6, "washerwoman librarian investigator")
    send(game, 7, "wake poisoner choose @4")
    send(game, 2, "wake chef learn 1")
    resolve(game)
    before = len(public(game))
    game.play("slay @6", 0)
    assert game.outcome is None
    assert public(game)[before:] == ["@1 shoots @6."]
    assert "slayer" not in options(game, 1)
    assert all(leaf.alive[5] for leaf in game.solver.leaves(game.history))


def test_t10_certain_slayer_wins_at_once() -> None:
    """T10: were @1 the Slayer in every world, good wins at the shot."""
    game = _seven(
        {6, 7}, 6, "washerwoman librarian investigator", solver=PinnedSolver({1: "slayer"})
    )
    send(game, 7, "wake poisoner choose @4")
    send(game, 2, "wake chef learn 1")
    resolve(game)
    game.play("slay @6", 0)
    assert game.outcome is not None and game.outcome.reason == "good"


def _t11(solver: Solver | None = None):  # type: ignore[no-untyped-def]
    game = make_game(8, {7, 8}, solver=solver)
    send(game, 7, "setup demon @7 bluffs washerwoman librarian investigator")
    send(game, 8, "setup demon @7\ndont_wake")
    send(game, 1, "wake chef learn 1")
    send(game, 2, "wake empath learn 0")
    resolve(game)
    nominate(game, 1, 7, [1, 2, 3, 4])
    end_day(game)
    return game


def test_t11_scarlet_woman_catches_the_demon() -> None:
    """T11: the executed Demon passes to the Scarlet Woman; her dont_wake then fails."""
    game = _t11()
    assert game.outcome is None
    assert "@7 is dead." in public(game)
    assert "You are now the Imp." in dms(game, 8)
    assert "baron" in storyteller_view(game).certainly_out
    for leaf in game.solver.leaves(game.history):
        kinds = [token_character(t) for t in leaf.witness]
        assert sum(k in ("drunk", "recluse", "saint") for k in kinds) == 1
    with pytest.raises(EngineError, match="impossible"):
        send(game, 8, "dont_wake")
    resolve(game)  # silence counts as dont_wake (N2), which fails at resolution
    assert game.resolution is not None and game.resolution.waiting == 7
    assert "You wake as the imp." in dms(game, 8)[-1]


def test_t11_certain_baron_good_wins() -> None:
    """T11: had @8 been the baron in every world, good wins at the execution."""
    game = _t11(solver=PinnedSolver({8: "baron"}))
    assert game.outcome is not None and game.outcome.reason == "good"


def test_t12_star_pass_and_simultaneous_dont_wake() -> None:
    """T12: after a star-pass, π₃ settles two dont_wakes; the loser wakes as the Imp."""
    game = make_game(10, {8, 9, 10}, {3: [10, 9]})
    send(game, 8, "setup demon @8 bluffs washerwoman librarian investigator")
    send(game, 9, "setup demon @8\ndont_wake")
    send(game, 10, "setup demon @8\ndont_wake")
    send(game, 1, "wake chef learn 2")
    resolve(game)
    end_day(game)
    send(game, 8, "wake imp choose @8")
    send(game, 9, "dont_wake")
    send(game, 10, "dont_wake")
    resolve(game)
    assert "@8 is dead." in public(game)
    assert "You are now the Imp." not in dms(game, 9) + dms(game, 10)
    end_day(game)
    send(game, 9, "dont_wake")
    send(game, 10, "dont_wake")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 8
    assert "You wake as the imp." in dms(game, 9)[-1]
    send(game, 9, "wake imp choose @1")
    assert game.phase == "day"
    assert options(game, 10) == {"baron"} and options(game, 9) == {"scarlet_woman"}


def test_t13_dont_wake_due_early() -> None:
    """T13: @3's dont_wake settles after the empath slot, making @2 the Drunk."""
    game = make_game(10, {8, 9, 10})
    send(game, 8, "setup demon @8 bluffs washerwoman librarian investigator")
    send(game, 10, "setup demon @8\ndont_wake")
    send(game, 9, "setup demon @8\nwake poisoner choose @1")
    send(game, 3, "wake empath learn 0")
    send(game, 4, "wake fortune_teller choose @1 @2 learn no")
    resolve(game)
    end_day(game)
    send(game, 9, "wake poisoner choose @1")
    send(game, 3, "wake empath learn 0")
    send(game, 4, "wake fortune_teller choose @1 @2 learn no")
    send(game, 2, "wake monk choose @1")
    send(game, 8, "wake imp choose @6")
    resolve(game)
    end_day(game)
    send(game, 9, "wake poisoner choose @1")
    send(game, 2, "wake monk choose @3")
    send(game, 8, "wake imp choose @3")
    send(game, 3, "dont_wake")
    send(
        game,
        4,
        "wake fortune_teller choose @9 @10 learn yes\nwake fortune_teller choose @9 @10 learn no",
    )
    resolve(game)
    assert game.phase == "day"
    assert "Night 3: you woke as the Fortune Teller, chose @9 and @10 and learned no." in dms(
        game, 4
    )
    assert "@3 is dead." in public(game)
    assert options(game, 2) == {"drunk(monk)"}


def test_t14_same_slot_law2_draw() -> None:
    """T14: two Chefs: the first in π₁ is accepted, the other moves on."""
    game = _seven({6, 7}, 6, "washerwoman librarian investigator", {1: [2, 1]})
    send(game, 1, "wake chef learn 1\ndont_wake")
    send(game, 2, "wake chef learn 1")
    resolve(game)
    assert "Night 1: you woke as the Chef and learned 1." in dms(game, 2)
    assert "Night 1: you did not wake." in dms(game, 1)


def _t15(solver: Solver | None = None):  # type: ignore[no-untyped-def]
    game = _seven({6, 7}, 6, "librarian investigator monk", solver=solver)
    send(game, 7, "wake poisoner choose @1")
    send(game, 1, "wake chef learn 1")
    send(game, 2, "wake fortune_teller choose @1 @4 learn no")
    send(game, 4, "wake washerwoman learn @1 @2 chef")
    send(game, 5, "wake empath learn 1")
    resolve(game)
    nominate(game, 1, 7, [1, 2, 3, 4])
    end_day(game)
    send(game, 6, "wake imp choose @2")
    send(game, 5, "wake empath learn 1")
    resolve(game)
    nominate(game, 1, 4, [1, 2, 3])
    end_day(game)
    send(game, 6, "wake imp choose @5")
    resolve(game)
    assert set(game.appears_dead) == {1, 3, 4, 6}
    return game


def test_t15a_attacked_soldier_at_final_three() -> None:
    """T15a: the kill at three alive keeps only worlds where @3 is a sober Soldier."""
    game = _t15()
    end_day(game)
    send(game, 6, "wake imp choose @3")
    resolve(game)
    assert game.outcome is None
    assert "@3 is dead." not in public(game)
    assert "Your character token is the Soldier." in dms(game, 3)


def test_t15a_certain_non_soldier_evil_wins() -> None:
    """T15a: had @3 certainly not been the Soldier, evil wins at dawn."""
    game = _t15(solver=PinnedSolver({3: "slayer"}))
    end_day(game)
    send(game, 6, "wake imp choose @3")
    resolve(game)
    assert game.outcome is not None and game.outcome.reason == "evil"


def test_t15b_demon_executed_at_three() -> None:
    """T15b: executing the Demon at three alive: good wins (the Scarlet Woman needs five)."""
    game = _t15()
    nominate(game, 1, 6, [1, 3])
    end_day(game)
    assert game.outcome is not None and game.outcome.reason == "good"


def test_explain_names_a_minimal_set_of_commitments() -> None:
    """explain: @7's own dont_wake is what rules the Poisoner out for @7 (T5's game)."""
    from engine.clocktower.views import explain

    game = _seven({6, 7}, 6, "washerwoman librarian investigator")
    send(game, 7, "dont_wake")
    send(game, 1, "wake empath learn 2")
    resolve(game)
    assert explain(game, 6, "poisoner") == ("Night 1, @7: dont_wake",)
    assert explain(game, 6, "baron") is None


def _slayer_or_soldier_at_day_1():  # type: ignore[no-untyped-def]
    """T5's seven with @1 pinned to the Slayer or the Soldier, after Night 1."""
    game = _seven(
        {6, 7},
        6,
        "washerwoman librarian investigator",
        solver=PinnedSolver({1: ("slayer", "soldier")}),
    )
    send(game, 7, "wake poisoner choose @4")
    send(game, 2, "wake chef learn 1")
    resolve(game)
    return game


def test_explain_names_a_day_event_with_the_seats_players_see() -> None:
    """explain: a missed Slayer shot at the Demon is named as ``Day 1: @1 slay @6``."""
    from engine.clocktower.views import explain

    game = _slayer_or_soldier_at_day_1()
    game.play("slay @6", 0)
    reason = explain(game, 0, "slayer")
    assert reason is not None and "Day 1: @1 slay @6" in reason


def test_a_prompt_made_certain_by_a_shot_is_pending_until_the_end_of_day() -> None:
    """§8 pending prompts: @1 is the Slayer or the Soldier; its shot at the Demon misses, so it
    is the Soldier in every world, and the grimoire lists that prompt until D6 gives it."""
    game = _slayer_or_soldier_at_day_1()
    assert storyteller_view(game).pending == ()
    game.play("slay @6", 0)
    assert game.outcome is None
    view = storyteller_view(game)
    assert view.pending == ((0, "soldier", False),)
    assert "pending prompts: @1 token soldier" in view.text
    assert "Your character token is the Soldier." not in dms(game, 1)
    end_day(game)
    assert "Your character token is the Soldier." in dms(game, 1)
    assert storyteller_view(game).pending == ()


def test_observe_shows_only_alignment_team_and_own_messages() -> None:
    """A good player sees no evil seat and no one else's DMs; an evil player sees the team."""
    game = _seven({6, 7}, 6, "washerwoman librarian investigator")
    send(game, 1, "wake empath learn 1")
    good = game.observe(0)
    evil = game.observe(6)
    assert (good.alignment, good.evil_team) == ("good", ())
    assert (evil.alignment, evil.evil_team) == ("evil", (5, 6))
    assert not any("empath" in m for m in game.observe(1).messages)
    assert not any("empath" in a or "bluffs" in a for a in good.public.announcements)
