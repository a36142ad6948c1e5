"""Script 2, "Uncertainty Principle": its sheet, night order, counts and the Atheist draw."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.clocktower import ClocktowerSetup
from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import (
    MINI_UNCERTAINTY,
    SCRIPTS,
    TROUBLE_BREWING,
    UNCERTAINTY_PRINCIPLE,
    Kind,
    can_be_in_play,
    compositions,
    in_play_together,
)
from engine.clocktower.setup import ClocktowerRecord, check_setup, draw_adjudicated
from engine.clocktower.world import night_order
from engine.core.draws import Randomness
from engine.core.errors import DrawError, SetupError

UP = UNCERTAINTY_PRINCIPLE

# spec S6: players -> (townsfolk, outsiders) without and with the Baron
S6 = {
    5: ((3, 0), (1, 2)),
    6: ((3, 1), (1, 3)),
    7: ((5, 0), (3, 2)),
    8: ((5, 1), (3, 3)),
    9: ((5, 2), (3, 4)),
    10: ((7, 0), (5, 2)),
    11: ((7, 1), (5, 3)),
    12: ((7, 2), (5, 4)),
    13: ((9, 0), (7, 2)),
    14: ((9, 1), (7, 3)),
    15: ((9, 2), (7, 4)),
}


def _setup(n: int, **extra: object) -> ClocktowerSetup:
    players = tuple(f"p{i}" for i in range(1, n + 1))
    return ClocktowerSetup.model_validate({"players": players, "seed": 7, **extra})


def test_script2_is_chosen_by_its_id() -> None:
    """The record's script id `uncertainty_principle` names script 2."""
    assert SCRIPTS["uncertainty_principle"] is UP
    assert _setup(8, script="uncertainty_principle").script == UP.id


def test_script2_sheet_has_the_24_characters_by_kind_in_script_order() -> None:
    """Thirteen Townsfolk, four Outsiders, four Minions, three Demons, as spec S5 lists them."""
    assert UP.townsfolk == (
        "clockmaker", "pixie", "empath", "mathematician", "undertaker", "gambler", "monk",
        "lycanthrope", "fool", "tea_lady", "cannibal", "mayor", "atheist",
    )  # fmt: skip
    assert UP.outsiders == ("puzzlemaster", "damsel", "drunk", "barber")
    assert UP.minions == ("poisoner", "devils_advocate", "baron", "mastermind")
    assert UP.demons == ("pukka", "lleech", "vortox")


def test_every_script2_character_has_a_summary_in_our_words() -> None:
    """Each of the 24 modules describes its mechanics (the sheet shows these lines)."""
    for character in UP.characters:
        assert len(REGISTRY[character].summary) > 20, character


STOCK_PHRASES = (
    "first time you",
    "even if you die",
    "can die",
    "might die instead",
    "if only three players",
    "break the rules",
    "not another demon",
    "one more day",
    "false info",
    "publicly guesses",
    "know a damsel",
    "executed tomorrow",
    "one good player",
    "the ability of the",
    "because of another character",
)
"""Short turns of phrase of the publisher's ability texts that our first summaries of script 2
echoed; a summary describes the mechanics in its own words (issue 26), so none of these."""


def test_no_script2_summary_echoes_the_publishers_wording() -> None:
    """No summary (English here, the sheet's source) holds a stock phrase of the almanac."""
    for character in UP.characters:
        summary = REGISTRY[character].summary.lower()
        assert not [p for p in STOCK_PHRASES if p in summary], (character, summary)


def test_script2_first_night_order_follows_n11() -> None:
    """Night 1 wakes Lleech, Poisoner, Devil's Advocate, Pukka, Pixie, Empath, Clockmaker,
    Mathematician; the Damsel's place is a notification, not a wake."""
    assert [c.id for c in night_order(UP, 1)] == [
        "lleech", "poisoner", "devils_advocate", "pukka", "pixie", "empath", "clockmaker",
        "mathematician",
    ]  # fmt: skip


def test_script2_other_night_order_follows_n11() -> None:
    """Later nights: the fifteen slots of N11 less the Damsel's notification."""
    assert [c.id for c in night_order(UP, 2)] == [
        "poisoner", "gambler", "monk", "devils_advocate", "lycanthrope", "pukka", "vortox",
        "lleech", "barber", "pixie", "empath", "clockmaker", "undertaker", "mathematician",
    ]  # fmt: skip


def test_script1_night_orders_are_unchanged() -> None:
    """Script 1 still orders its nights by its modules' own positions (base N1)."""
    assert [c.id for c in night_order(TROUBLE_BREWING, 1)] == [
        "poisoner", "washerwoman", "librarian", "investigator", "chef", "empath",
        "fortune_teller",
    ]  # fmt: skip
    assert [c.id for c in night_order(TROUBLE_BREWING, 2)] == [
        "poisoner", "monk", "imp", "ravenkeeper", "empath", "fortune_teller", "undertaker",
    ]  # fmt: skip


@pytest.mark.parametrize("n", sorted(S6))
def test_script2_counts_follow_s6(n: int) -> None:
    """At every size 5-15 setups exist without the Baron and with it, at the S6 counts."""
    found = {(tuple(sorted(in_play)), t, o) for in_play, t, o in compositions(UP, n)}
    (t0, o0), (t1, o1) = S6[n]
    assert found == {((), t0, o0), (("baron",), t1, o1)}


def test_t16c_fifteen_players_open_for_script2_with_and_without_the_baron() -> None:
    """T16(c): script 2 has valid setups at 15 (four Minions), with the Baron and without;
    script 1 still has none."""
    assert {tuple(sorted(in_play)) for in_play, _, _ in compositions(UP, 15)} == {(), ("baron",)}
    assert not compositions(TROUBLE_BREWING, 15)


def test_the_atheist_is_never_a_setup_token() -> None:
    """No seat can hold the Atheist in a quantum game, nor a Drunk believe it (S7)."""
    tokens = UP.good_tokens()
    assert "atheist" not in tokens
    assert "drunk(atheist)" not in tokens
    assert "drunk(clockmaker)" in tokens


def test_the_atheist_is_no_droisoned_character_reading() -> None:
    """The Atheist is never in play, so no character reading can show it (N12, R13)."""
    for n in range(5, 16):
        assert "atheist" not in can_be_in_play(UP, n)
        assert "drunk" in can_be_in_play(UP, n)


@pytest.mark.parametrize(
    ("n", "one", "other", "together"),
    [
        (5, "poisoner", "barber", False),  # the Barber needs the Baron, the one Minion
        (5, "baron", "barber", True),
        (5, "pukka", "barber", True),
        (5, "pukka", "lleech", False),  # one Demon
        (6, "poisoner", "barber", True),  # an Outsider without the Baron
    ],
)
def test_two_characters_in_play_together_by_the_counts(
    n: int, one: str, other: str, together: bool
) -> None:
    """Whether some setup of ``mini_uncertainty`` has both in play follows the counts."""
    assert in_play_together(MINI_UNCERTAINTY, n, one, other) is together


def test_only_script2_has_the_adjudicated_game_draw() -> None:
    """Script 2's Atheist is the draw character; script 1 has none."""
    assert UP.adjudication_character == "atheist"
    assert TROUBLE_BREWING.adjudication_character is None


def test_the_chance_defaults_to_ten_percent() -> None:
    """Without a header value script 2's Atheist game has the S7 default chance 10 %."""
    assert _setup(8, script=UP.id).adjudicated_chance() == 10


def test_a_chance_for_script1_is_refused() -> None:
    """Script 1 has no Atheist, so a chance in its header is malformed."""
    with pytest.raises(ValidationError, match="no adjudicated-game draw"):
        _setup(8, adjudicated_percent=20)


@pytest.mark.parametrize("percent", [-1, 101])
def test_a_chance_outside_0_to_100_is_refused(percent: int) -> None:
    """The chance is a whole percent 0-100."""
    with pytest.raises(ValidationError):
        _setup(8, script=UP.id, adjudicated_percent=percent)


def test_zero_percent_says_no_atheist_game_is_possible() -> None:
    """The lobby says "possible" iff the chance is above 0 (never the chance itself)."""
    assert not _setup(8, script=UP.id, adjudicated_percent=0).adjudicated_possible()
    assert _setup(8, script=UP.id, adjudicated_percent=1).adjudicated_possible()
    assert not _setup(8).adjudicated_possible()


def test_the_draw_is_recorded_under_the_atheist() -> None:
    """The draw is logged as `atheist` with its exact probability (S7, record §11)."""
    randomness = Randomness(3)
    draw_adjudicated(_setup(8, script=UP.id, adjudicated_percent=25), randomness)
    (log,) = randomness.log
    assert log.key == "atheist"
    assert (log.outcome, log.numerator, log.denominator) in {("yes", 1, 4), ("no", 3, 4)}


@pytest.mark.parametrize(("percent", "expected"), [(0, False), (100, True)])
def test_the_extreme_chances_are_certain(percent: int, expected: bool) -> None:
    """At 0 % no seed gives an Atheist game, at 100 % every seed does."""
    for seed in range(20):
        setup = _setup(5, script=UP.id, adjudicated_percent=percent)
        assert draw_adjudicated(setup, Randomness(seed)) is expected


def test_an_explicit_draw_fixes_the_atheist_game() -> None:
    """A record's explicit `atheist yes` is followed (conformance checks fix the draw)."""
    setup = _setup(5, script=UP.id, adjudicated_percent=1)
    assert draw_adjudicated(setup, Randomness(1, explicit={"atheist": "yes"})) is True


def test_an_explicit_impossible_draw_is_refused() -> None:
    """`atheist yes` at 0 % is no possible outcome: the record is refused."""
    setup = _setup(5, script=UP.id, adjudicated_percent=0)
    with pytest.raises(DrawError):
        draw_adjudicated(setup, Randomness(1, explicit={"atheist": "yes"}))


def test_script1_draws_nothing_before_the_alignment_roll() -> None:
    """A script without the Atheist makes no draw, so its records replay as before."""
    randomness = Randomness(1)
    assert draw_adjudicated(_setup(8), randomness) is False
    assert randomness.log == []


def test_a_script2_record_round_trips_with_its_header() -> None:
    """Script id and chance survive the record's JSON form."""
    record = ClocktowerRecord(
        seed=9,
        setup=_setup(15, script=UP.id, adjudicated_percent=35),
        actions=[],
        draws={"atheist": "no"},
    )
    again = ClocktowerRecord.model_validate_json(record.to_json())
    assert again == record
    assert again.setup.adjudicated_percent == 35
    assert '"script": "uncertainty_principle"' in record.to_json()


def test_a_script1_record_keeps_its_json_form() -> None:
    """A record without a chance writes no such field (existing records stay byte-identical)."""
    record = ClocktowerRecord(seed=9, setup=_setup(8), actions=[])
    assert "adjudicated_percent" not in record.to_json()
    assert ClocktowerRecord.model_validate_json(record.to_json()) == record


def test_script2_games_above_eight_players_are_refused() -> None:
    """The engine cannot answer script 2 in time above eight players yet, and says so with
    the largest size rather than play slowly."""
    with pytest.raises(SetupError, match="cannot be played above 8 players yet"):
        check_setup(_setup(9, script=UP.id))


def test_script2_games_of_five_players_are_accepted() -> None:
    """Five players of the whole script meet the speed goals: the setup is accepted."""
    check_setup(_setup(5, script=UP.id))


def test_script2_games_of_six_players_are_accepted() -> None:
    """Six players of the whole script meet the speed goals since free choices stay open
    until asked: the setup is accepted."""
    check_setup(_setup(6, script=UP.id))


def test_script2_games_of_seven_players_are_accepted() -> None:
    """Seven players of the whole script meet the speed goals since a dont_wake's due
    points read a later wake already found: the setup is accepted."""
    check_setup(_setup(7, script=UP.id))


def test_script2_games_of_eight_players_are_accepted() -> None:
    """Eight players of the whole script meet the speed goals since a rule that holds the
    end off all night refuses a wake no seat may make at dusk: the setup is accepted."""
    check_setup(_setup(8, script=UP.id))


def test_a_kind_is_given_for_every_script2_character() -> None:
    """Every id of the sheet resolves to its kind through its module."""
    kinds = [UP.kind(c) for c in UP.characters]
    assert kinds.count(Kind.TOWNSFOLK) == 13
    assert kinds.count(Kind.DEMON) == 3
