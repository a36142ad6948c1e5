"""Script 2's plain reasons for refusals (spec §8, addendum A3, T17, T25): given only from the
sender's own knowledge, and only before any seat can have changed character (the Barber's
swap, Night 2's slot 9 at the earliest), but for a Demon whose own swaps spared its seat.
Five players of the whole script, evil @4 (the Demon) and @5, unless said otherwise."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reasons import armed_nights, clause_reason
from engine.clocktower.refusals import NotStoredError, Why
from engine.clocktower.reports import Told
from engine.clocktower.script import MINI_ATHEIST, MINI_UNCERTAINTY
from engine.core.family import Actor
from tests.engine.clocktower.helpers import dms, end_day, five_of_script2, resolve, send
from tests.engine.clocktower.test_script2_reasons_property import _holds_running_on

_game = five_of_script2


def _night_two(
    good: str = "wake empath learn 1", claim: str = "", executed: int = 4
) -> ClocktowerGame:
    """T25's first night and day: the Pukka @4, @5's Minion clause on @4, @4 executed and
    kept alive (so @5 is the Devil's Advocate); Night 2 is open. ``good``: @1's Night 1
    list; ``claim``: what @1 claims on Day 1, if anything; ``executed``: the seat executed."""
    game = _game()
    send(game, 4, "setup demon @4\nwake pukka choose @1")
    send(game, 5, "setup demon @4\nwake minion choose @4")
    send(game, 1, good)
    for seat in (2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    if claim:
        game.play(f"claim {claim}", 0)
    game.play(f"nominate @1 @{executed} yes @1 @2 @3", Actor.STORYTELLER)
    end_day(game)
    assert game.phase == "night" and game.number == 2
    return game


def _night(game: ClocktowerGame, four: str, five: str, asleep: tuple[int, ...] = (1, 2, 3)) -> None:
    """@4 and @5 send ``four`` and ``five``, the seats ``asleep`` `dont_wake`; it resolves."""
    send(game, 4, four)
    send(game, 5, five)
    for seat in asleep:
        send(game, seat, "dont_wake")
    resolve(game)


def _said(game: ClocktowerGame, seat: int, text: str) -> str:
    with pytest.raises(NotStoredError) as refused:
        send(game, seat, text)
    (verdict,) = refused.value.verdicts
    return verdict.text


def test_a_good_player_waking_as_a_minion_on_night_1_is_told_its_team() -> None:
    """T17's wrong-team reason in a quantum game: good @1 claims the Poisoner."""
    said = _said(_game(), 1, "wake poisoner choose @2")
    assert said == "wake poisoner choose @2: impossible: you are good and the poisoner is evil"


def test_an_evil_player_waking_as_townsfolk_on_night_1_is_told_its_team() -> None:
    """Evil @5 cannot be the Empath before any swap."""
    said = _said(_game(), 5, "wake empath learn 0")
    assert said.endswith("impossible: you are evil and the empath is good")


def test_a_repeated_devils_advocate_choice_cites_the_own_clause_of_last_night() -> None:
    """T25: @5's `wake minion choose @4` of Night 1 was the Devil's Advocate's (no seat has
    changed character since), so choosing @4 again is refused with that clause."""
    said = _said(_night_two(), 5, "wake devils_advocate choose @4")
    assert "impossible: on Night 1 you sent 'wake minion choose @4'" in said


def test_a_good_players_other_character_before_the_swap_slot_cites_its_night_1_wake() -> None:
    """Good @1 woke as the Empath on Night 1 and no swap can have happened by the Monk's slot
    on Night 2, so it is still the Empath there: its Monk wake is refused with that wake."""
    said = _said(_night_two(), 1, "wake monk choose @3")
    assert said == "wake monk choose @3: impossible: on Night 1 you sent 'wake empath learn 1'"


def test_a_pixie_that_may_have_gained_the_monk_gets_no_reason_for_waking_as_it() -> None:
    """Good @1 woke as the Pixie and learned the Monk, claimed it, and the Monk may be @2,
    executed on Day 1: @1 may have gained the Monk, so waking as it before the Barber's slot
    gets no reason from its Night 1 wake, and the game accepts it."""
    game = _night_two("wake pixie learn monk", claim="monk", executed=2)
    entry = parse_clause_entry("wake monk choose @3", game.n)
    assert isinstance(entry, ClauseEntry) and clause_reason(game, 0, entry) is None
    send(game, 1, "wake monk choose @3")
    assert game.lists[0].entries[0].text == "wake monk choose @3"


def test_a_different_devils_advocate_choice_is_accepted() -> None:
    """T25: `… choose @5` is not the repeat and holds."""
    game = _night_two()
    send(game, 5, "wake devils_advocate choose @5")


def test_the_demon_waking_as_a_minion_is_told_it_is_the_demon() -> None:
    """@4 named itself the Demon in its accepted setup line."""
    assert _said(_night_two(), 4, "wake poisoner choose @1").endswith("you are the Demon")


def test_a_minion_waking_as_the_demon_is_told_who_is() -> None:
    """@5's accepted setup line named @4 the Demon: a Demon clause of its own (a kind clause
    too) cites that seat."""
    game = _night_two()
    assert _said(game, 5, "wake lleech choose @1").endswith("impossible: the Demon is @4")
    assert _said(game, 5, "wake demon choose @1").endswith("impossible: the Demon is @4")


def test_an_entry_of_several_clauses_names_the_clause_ruled_out() -> None:
    """Good @1's Empath clause may hold; its Pukka clause is named with the reason."""
    said = _said(_night_two(), 1, "wake pukka choose @2 & wake empath learn 0")
    assert said.endswith(
        "impossible: the clause `wake pukka choose @2`: you are good and the pukka is evil"
    )


def test_a_clause_after_the_swap_slot_gets_no_reason() -> None:
    """On Night 2 a Barber's swap (slot 9) may come before the Empath's slot, so evil @5's
    Empath entry, though impossible here, says only "impossible now"."""
    said = _said(_night_two(), 5, "wake empath learn 0")
    assert said == "wake empath learn 0: impossible now"


def test_no_side_reason_once_a_swap_may_have_happened() -> None:
    """On Night 3 a good player may hold a Demon after Night 2's swap: good @3 is accepted as
    the Pukka in some world, so @3's refused Lleech entry gets no reason either."""
    game = _night_two()
    _night(game, "wake pukka choose @2", "wake devils_advocate choose @5")
    end_day(game)
    assert game.phase == "night" and game.number == 3
    assert _said(game, 3, "wake lleech choose @2") == "wake lleech choose @2: impossible now"
    send(game, 3, "wake pukka choose @2")


def _demon_on_night_three(swap: str) -> ClocktowerGame:
    """The Pukka @4 (its own setup line) with @5 asleep on Night 1 (a Baron may bring a
    Barber), @2 executed on Day 1, and on Night 2 the Pukka's entry joined to the Barber's
    swap of ``swap``; Night 3 is open."""
    game = _game()
    send(game, 4, "setup demon @4\nwake pukka choose @1")
    send(game, 5, "setup demon @4\ndont_wake")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5", Actor.STORYTELLER)
    end_day(game)
    send(game, 4, f"wake pukka choose @3 & wake barber choose {swap}")
    for seat in (1, 3, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    assert game.resolution is None
    (own,) = [r for r in game.reports if r.to == 3 and r.code is Told.NIGHT][-1:]
    assert "you woke as the Barber" in own.text  # its swap clause was accepted
    end_day(game)
    assert game.phase == "night" and game.number == 3
    return game


def test_the_demon_whose_own_swaps_spared_its_seat_keeps_its_reasons_after_a_swap() -> None:
    """Only the Demon's own clause swaps, so a Demon whose swap named two other seats still
    holds its Demon on Night 3: waking as a Minion or as a good character gets its reason."""
    game = _demon_on_night_three("@1 @3")
    assert _said(game, 4, "wake poisoner choose @1").endswith("impossible: you are the Demon")
    said = _said(game, 4, "wake empath learn 0")
    assert said.endswith("impossible: you are evil and the empath is good")


def test_the_demon_that_may_have_swapped_itself_gets_no_reason() -> None:
    """A Demon whose own swap named its seat may hold another character now: no reason."""
    game = _demon_on_night_three("@4 @1")
    assert _said(game, 4, "wake poisoner choose @1") == "wake poisoner choose @1: impossible now"


@pytest.mark.parametrize("atheist", ["yes", "no"])
def test_an_atheist_game_gives_the_same_reason_as_its_quantum_twin(atheist: str) -> None:
    """A3: good @1's Poisoner clause beside an Empath clause is refused with the same reason,
    naming the same clause, whether or not the game is an Atheist one."""
    game = _game(MINI_ATHEIST.id, atheist)
    assert game.adjudicated is (atheist == "yes")
    with pytest.raises(NotStoredError) as refused:
        send(game, 1, "wake empath learn 1 & wake poisoner choose @2")
    (verdict,) = refused.value.verdicts
    assert verdict.reason is not None and verdict.reason.why is Why.SIDE
    assert verdict.reason.clause == "wake poisoner choose @2"
    assert verdict.without == ()


def test_no_demon_reason_before_the_demon_is_told() -> None:
    """While @5's setup is asked again, @4's accepted `setup demon @5` is not told yet (V4):
    its Demon wake is refused without "the Demon is @5", which the player does not know."""
    game = _game()
    send(game, 4, "setup demon @5\nsetup demon @4\ndont_wake")
    send(game, 5, "setup demon @4\ndont_wake")
    assert not any(r.code is Told.DEMON for r in game.reports)
    assert _said(game, 4, "wake pukka choose @1") == "wake pukka choose @1: impossible now"


def test_the_demon_reason_once_the_demon_is_told() -> None:
    """Once every evil setup line is accepted and the Demon told, the same wake cites it."""
    game = _game()
    send(game, 4, "setup demon @5\nsetup demon @4\ndont_wake")
    send(game, 5, "setup demon @4\ndont_wake")
    send(game, 5, "setup demon @5\ndont_wake")
    assert any(r.to == 3 and r.code is Told.DEMON for r in game.reports)
    said = _said(game, 4, "wake pukka choose @1")
    assert said == "wake pukka choose @1: impossible: the Demon is @5"


def _mini_night_two() -> ClocktowerGame:
    """Five players of ``mini_uncertainty`` (no character gains instances), Night 1 with the
    Pukka @4 and the Poisoner @5, a quiet Day 1; Night 2 is open."""
    game = _game(MINI_UNCERTAINTY.id)
    _night(game, "setup demon @4\nwake pukka choose @1", "setup demon @4\nwake poisoner choose @2")
    end_day(game)
    assert game.phase == "night" and game.number == 2
    return game


def test_a_clockmaker_wake_after_night_1_is_refused_where_no_one_gains_an_instance() -> None:
    """On ``mini_uncertainty`` only a gained instance of the Clockmaker wakes after Night 1
    and no character gains one, so @1's Clockmaker wake on Night 2 is refused with that rule,
    though a Barber's swap may come before the Clockmaker's slot."""
    said = _said(_mini_night_two(), 1, "wake clockmaker learn 1")
    assert said == (
        "wake clockmaker learn 1: impossible: after Night 1 the clockmaker wakes only as an"
        " instance gained, and no character of this script gains one"
    )


def test_a_clockmaker_wake_after_night_1_gets_no_reason_where_a_pixie_may_gain_it() -> None:
    """On the whole script a Pixie may gain the Clockmaker: no reason from that rule."""
    game = _night_two()
    entry = parse_clause_entry("wake clockmaker learn 1", game.n)
    assert isinstance(entry, ClauseEntry) and clause_reason(game, 0, entry) is None


def test_a_good_player_waking_as_two_characters_on_night_1_is_told_it_holds_one() -> None:
    """On Night 1 good @1 holds one character (nothing swapped or gained yet), so its Empath
    clause and its Clockmaker clause cannot both be its wakes."""
    said = _said(_game(), 1, "wake clockmaker learn 1 & wake empath learn 0")
    assert said.endswith(
        "impossible: the clause `wake empath learn 0`: until a swap may have happened you hold"
        " one character, which wakes once a night, and 'wake clockmaker learn 1' is another wake"
    )


def test_a_kind_clause_the_other_clauses_character_fits_is_still_a_second_wake() -> None:
    """A Townsfolk clause beside the Clockmaker's is a wake of its own (at the Empath's
    point), which the one character of @1 on Night 1 does not make."""
    said = _said(_game(), 1, "wake townsfolk learn 1 & wake clockmaker learn 1")
    assert "impossible: the clause `wake clockmaker learn 1`: until a swap" in said


def test_two_characters_past_a_possible_swap_get_no_one_character_reason() -> None:
    """On Night 2 of ``mini_uncertainty`` the Barber's slot comes before the Empath's: a swap
    may give @1 the Empath after its Monk wake, so the pair gets no reason."""
    game = _mini_night_two()
    entry = parse_clause_entry("wake monk choose @3 & wake empath learn 0", game.n)
    assert isinstance(entry, ClauseEntry) and clause_reason(game, 0, entry) is None


def test_a_wake_after_the_last_possible_swap_settles_the_next_night_up_to_its_swap() -> None:
    """On ``mini_uncertainty`` @2's execution on Day 1 arms Night 2's Barber slot, and good
    @1 wakes as the Empath after it; with no death since, nothing can have changed @1 before
    Night 3's Barber slot, so its Monk wake there cites its Night 2 wake."""
    game = _game(MINI_UNCERTAINTY.id)
    send(game, 4, "setup demon @4\nwake pukka choose @2")
    send(game, 5, "setup demon @4\nwake poisoner choose @3")
    for seat in (2, 3):
        send(game, seat, "dont_wake")
    send(game, 1, "wake empath learn 1")  # of @5 and @2
    resolve(game)
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5", Actor.STORYTELLER)
    end_day(game)
    send(game, 4, "wake pukka choose @3")
    send(game, 5, "wake poisoner choose @3")
    send(game, 3, "dont_wake")
    send(game, 1, "wake empath learn 1")  # of @5 and @3
    resolve(game)
    end_day(game)
    assert armed_nights(game) == {2, 3} and game.phase == "night" and game.number == 3
    said = _said(game, 1, "wake monk choose @3")
    assert said == "wake monk choose @3: impossible: on Night 2 you sent 'wake empath learn 1'"


def _mini_night_three() -> ClocktowerGame:
    """Five players of ``mini_uncertainty``: the Pukka @4, the Poisoner @5, @2 executed on
    Day 1 (so Night 2's Barber slot may have swapped), a quiet Night 2 and Day 2; Night 3 is
    open, and good @1 slept on both nights."""
    game = _game(MINI_UNCERTAINTY.id)
    _night(game, "setup demon @4\nwake pukka choose @3", "setup demon @4\nwake poisoner choose @3")
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5", Actor.STORYTELLER)
    end_day(game)
    _night(game, "wake pukka choose @5", "wake poisoner choose @1", asleep=(1, 3))
    end_day(game)
    assert armed_nights(game) == {2, 3} and game.phase == "night" and game.number == 3
    return game


def test_a_good_players_barber_clause_past_a_swap_is_refused() -> None:
    """Past Night 2's possible swap good @1 may hold the Demon, but only through a swap of its
    own, which leaves the Barber on the dead seat that armed it: no swap follows, so @1 never
    takes the Barber's clause."""
    said = _said(_mini_night_three(), 1, "wake barber choose @2 @3")
    assert said == (
        "wake barber choose @2 @3: impossible: you are good, so only a swap could make you the"
        " Demon that takes the barber's clause, and no swap can follow that one"
    )


@pytest.mark.parametrize("text", ["wake poisoner choose @3", "wake minion choose @3"])
def test_a_good_players_minion_wake_past_a_swap_at_five_is_refused(text: str) -> None:
    """At five players of ``mini_uncertainty`` a Barber is in play only beside the Baron, the
    one Minion then, so no swap can have given good @1 the Poisoner."""
    said = _said(_mini_night_three(), 1, text)
    word = text.split()[1]
    assert said == (
        f"{text}: impossible: you are good, so only a swap could make you the {word}, and in a"
        f" game of 5 players no {word} that wakes so is in play together with a character that"
        " swaps"
    )


def test_a_good_players_demon_wake_past_a_swap_gets_no_reason() -> None:
    """The Demon may be in play beside the Barber at five players, so good @1 may have been
    swapped into it on Night 2: its Lleech wake gets no reason."""
    game = _mini_night_three()
    entry = parse_clause_entry("wake lleech choose @2", game.n)
    assert isinstance(entry, ClauseEntry) and clause_reason(game, 0, entry) is None


def test_two_wakes_between_the_same_swap_slots_are_one_too_many() -> None:
    """Past a possible swap good @1 still holds one character up to tonight's Barber slot, so
    its Monk and Lleech wakes (slots 3 and 8) cannot both be its."""
    said = _said(_mini_night_three(), 1, "wake monk choose @3 & wake lleech choose @2")
    assert said == (
        "wake monk choose @3 & wake lleech choose @2: impossible: the clause `wake lleech choose"
        " @2`: from one slot that may swap characters to the next you hold one character,"
        " which wakes once, and 'wake monk choose @3' is another wake"
    )


def test_two_wakes_around_tonights_swap_slot_need_two_swaps_of_a_sleeper() -> None:
    """Tonight's Barber slot comes between the Monk's and the Empath's, so a seat may hold
    one character at the first and another at the second; but @1 slept on Night 2, so only
    its one swap gives it the Monk, and none follows (a seat that woke as the Monk gets no
    reason: `test_script2_reasons_slept_swapped.py`)."""
    game = _mini_night_three()
    entry = parse_clause_entry("wake monk choose @3 & wake empath learn 0", game.n)
    assert isinstance(entry, ClauseEntry)
    reason = clause_reason(game, 0, entry)
    assert reason is not None and reason.why is Why.SLEPT_THEN_SWAPPED


@pytest.mark.parametrize(
    "text",
    [
        "wake barber choose @2 @3",
        "wake poisoner choose @3",
        "wake minion choose @3",
        "wake monk choose @3 & wake lleech choose @2",
    ],
)
def test_the_reasons_past_a_swap_hold_in_no_oracle_world(text: str) -> None:
    """The enumeration oracle has no world running to Night 3's end in which good @1 sends
    what the rules past a possible swap refuse."""
    game = _mini_night_three()
    game.solver = ExplicitOracle()
    entry = parse_clause_entry(text, game.n)
    assert isinstance(entry, ClauseEntry) and clause_reason(game, 0, entry) is not None
    assert not _holds_running_on(game, 0, entry)


def _swapped_into_the_demon() -> ClocktowerGame:
    """Five players of ``mini_uncertainty`` on the oracle: the Pukka @4 and the Baron @5 (so
    a Barber may be in play), @2 executed on Day 1, and on Night 2 the Pukka swaps itself
    with good @1, which is told "You are now the Pukka."; Night 3 is open."""
    pi = "0,1,2,3,4"
    draws = {"atheist": "no", "alignment": "3,4,0,1,2", "pi/1": pi, "pi/2": pi, "pi/3": pi}
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1)
    game = ClocktowerGame(setup, draws, ExplicitOracle())
    _night(game, "setup demon @4\nwake pukka choose @3", "setup demon @4\ndont_wake")
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5", Actor.STORYTELLER)
    end_day(game)
    _night(game, "wake pukka choose @5 & wake barber choose @4 @1", "dont_wake", asleep=(1, 3))
    assert "You are now the Pukka." in dms(game, 1)
    end_day(game)
    assert game.phase == "night" and game.number == 3
    return game


def test_a_good_player_swapped_into_the_demon_never_takes_the_barbers_clause() -> None:
    """Good @1, swapped into the Pukka, wakes as it; but the Barber is on the dead @2 that
    armed the swap, so no world has @1 take the Barber's clause, and the reason says so."""
    game = _swapped_into_the_demon()
    entry = parse_clause_entry("wake barber choose @4 @5", game.n)
    assert isinstance(entry, ClauseEntry) and not _holds_running_on(game, 0, entry)
    assert _said(game, 1, entry.text).endswith(
        "impossible: you are good, so only a swap could make you the Demon that takes the"
        " barber's clause, and no swap can follow that one"
    )
    send(game, 1, "wake pukka choose @5")


def test_the_change_prompt_still_holds_past_tonights_swap_slot() -> None:
    """@1 was swapped once and nothing swaps after a living seat's swap, so past tonight's
    Barber slot its Empath wake is refused with the change it was told, by the oracle too."""
    game = _swapped_into_the_demon()
    entry = parse_clause_entry("wake empath learn 0", game.n)
    assert isinstance(entry, ClauseEntry) and not _holds_running_on(game, 0, entry)
    said = _said(game, 1, entry.text)
    assert said == "wake empath learn 0: impossible: you were told you are now the pukka"


def test_a_kind_clause_only_another_character_fits_cites_the_night_1_wake() -> None:
    """Good @1 woke as the Empath on Night 1; on Night 2 before the Barber's slot its
    `wake townsfolk choose @3` can stand only for the Monk (no other Townsfolk of
    ``mini_uncertainty`` chooses one player), so it is refused as the Monk wake is."""
    game = _game(MINI_UNCERTAINTY.id)
    send(game, 1, "wake empath learn 1")
    four, five = "setup demon @4\nwake pukka choose @1", "setup demon @4\nwake poisoner choose @2"
    _night(game, four, five, asleep=(2, 3))
    end_day(game)
    said = _said(game, 1, "wake townsfolk choose @3")
    assert said == "wake townsfolk choose @3: impossible: on Night 1 you sent 'wake empath learn 1'"
