"""The storyteller's prompts in an Atheist game (addendum A2, O1, O4): the token prompt and
the change prompt `st prompt @p now X [with Y]`, told in the quantum game's exact words."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.reports import Report, Told
from engine.clocktower.rulings import RulingError, parse_ruling
from engine.clocktower.script import MINI_ATHEIST
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import dms, end_day, resolve, send
from tests.engine.clocktower.test_script2_swaps_and_guesses import _day_two


def _atheist(n: int = 5) -> ClocktowerGame:
    """An Atheist game of ``n`` on ``mini_atheist`` (phantom evil: the last two seats)."""
    order = [n - 2, n - 1, *range(n - 2)]
    draws = {"atheist": "yes", "alignment": ",".join(map(str, order))}
    draws["pi/1"] = draws["pi/2"] = ",".join(map(str, range(n)))
    players = tuple(f"p{i}" for i in range(1, n + 1))
    return ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_ATHEIST.id, seed=1), draws=draws
    )


def _night_two(n: int = 5) -> ClocktowerGame:
    """Night 2 of :func:`_atheist` after a quiet Night 1 and a Day 1 that executes @4: the
    first night whose dawn may tell a change prompt (the Barber's slot may swap from Night
    2 on, when a death, here the execution, armed it)."""
    game = _atheist(n)
    _quiet_night(game)
    _execute(game, 4)
    end_day(game)
    return game


def _execute(game: ClocktowerGame, seat: int) -> None:
    """Every living player votes to execute ``seat`` (1-based)."""
    alive = [s + 1 for s in range(game.n) if s not in game.appears_dead]
    voters = " ".join(f"@{s}" for s in alive)
    game.play(f"nominate @{alive[0]} @{seat} yes {voters}", ST)


def _quiet_night(game: ClocktowerGame, *rulings: str) -> None:
    """Every living player sleeps, as the storyteller rules (whatever the shadow says)."""
    for seat in range(1, game.n + 1):
        if seat - 1 not in game.appears_dead:
            send(game, seat, "dont_wake")
            game.play(f"st judge @{seat} 1", ST)
    for ruling in rulings:
        game.play(ruling, ST)
    resolve(game)


@pytest.mark.parametrize("text", ["st prompt @1 now baron", "st prompt @1 now baron with damsel"])
def test_a_change_prompt_text_round_trips(text: str) -> None:
    """parse_ruling(text).text is the change prompt's canonical text back."""
    assert parse_ruling(text, 5).text == text


def test_a_change_prompt_is_told_in_the_quantum_words_at_dawn() -> None:
    """O4 (b): `st prompt @3 now empath` tells @3 "You are now the Empath." at the next dawn,
    not its token."""
    game = _night_two()
    _quiet_night(game, "st prompt @3 now empath")
    told = dms(game, 3)
    assert "You are now the Empath." in told
    assert not any(line.startswith("Your character token") for line in told)


def test_a_minion_change_prompt_with_setup_news_tells_it_after() -> None:
    """O4 (c): `… now baron with damsel` is followed by "A Damsel is in play."."""
    game = _night_two()
    _quiet_night(game, "st prompt @2 now baron with damsel")
    told = dms(game, 2)
    assert told[told.index("You are now the Baron.") + 1] == "A Damsel is in play."


def test_the_setup_news_goes_with_every_later_minion_change() -> None:
    """O4 (c): once the Minions learned the Damsel, a later Minion change prompt carries it
    too, as in a quantum game where every Minion learned it at setup."""
    game = _night_two()
    _quiet_night(game, "st prompt @2 now baron with damsel")
    end_day(game)
    _quiet_night(game, "st prompt @1 now poisoner")
    told = dms(game, 1)
    assert told[told.index("You are now the Poisoner.") + 1] == "A Damsel is in play."


def test_a_good_change_prompt_carries_no_setup_news() -> None:
    """O4 (c) is for a seat that became a Minion: a Townsfolk change prompt comes alone."""
    game = _night_two()
    _quiet_night(game, "st prompt @2 now baron with damsel")
    end_day(game)
    _quiet_night(game, "st prompt @1 now empath")
    assert "A Damsel is in play." not in dms(game, 1)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("st prompt @1 now empath with damsel", "not-a-minion"),
        ("st prompt @1 now baron with monk", "not-learned"),
        ("st prompt @1 now imp", "not-on-script"),
        ("st prompt @1 atheist", "never-told"),
        ("st prompt @1 now atheist", "never-told"),
        ("st prompt @1 drunk", "never-told"),
        ("st prompt @1 now drunk", "never-told"),
    ],
)
def test_a_prompt_no_quantum_game_gives_is_refused(text: str, problem: str) -> None:
    """Setup news to a non-Minion, news of a character no Minion learns, a character off the
    script, or one no quantum game tells (the Atheist, the Drunk): refused, nothing recorded."""
    game = _atheist()
    with pytest.raises(RulingError) as refused:
        game.play(text, ST)
    assert refused.value.problem.value == problem
    assert text not in game.record().actions


def test_change_prompts_replay_exactly_from_the_record() -> None:
    """A2: a game with change prompts replays to the same reports and record."""
    game = _night_two()
    _quiet_night(game, "st prompt @2 now baron with damsel", "st prompt @3 now empath")
    end_day(game)
    again = FAMILY.replay(game.record())
    assert again.reports == game.reports
    assert "st prompt @2 now baron with damsel" in again.record().actions


def test_a_ruled_token_overrules_the_shadows_for_its_seat() -> None:
    """A6: @1 wakes as the Empath, whose token the shadow would tell; the storyteller's
    `st prompt @1 monk` is told instead, alone."""
    game = _atheist()
    send(game, 1, "wake empath learn 1")
    for seat in (2, 3, 4, 5):
        send(game, seat, "dont_wake")
    game.play("st prompt @1 monk", ST)
    resolve(game)
    tokens = [line for line in dms(game, 1) if line.startswith("Your character token")]
    assert tokens == ["Your character token is the Monk."]


def _tail(game: ClocktowerGame, seat: int) -> list[Report]:
    """``seat``'s (1-based) reports from its first change prompt on."""
    told = [r for r in game.reports if r.to == seat - 1]
    first = next(k for k, r in enumerate(told) if r.code is Told.BECAME)
    return told[first:]


def test_a_ruled_swap_prompt_reads_as_a_quantum_swap_prompt() -> None:
    """Adversarial pair: @1 of a quantum game, swapped into the Baron with a Damsel in play,
    and @1 of an Atheist game whose storyteller rules `st prompt @1 now baron with damsel`
    are told the same reports, so the same DMs in every language."""
    quantum = _day_two("@7 @1")
    atheist = _atheist(7)
    _quiet_night(atheist)
    _execute(atheist, 2)
    end_day(atheist)
    _quiet_night(atheist, "st prompt @1 now baron with damsel")
    assert _tail(atheist, 1) == _tail(quantum, 1)


def test_a_seat_the_storyteller_told_its_token_is_not_told_the_shadows() -> None:
    """O1: a token is told once; after `st prompt @1 fool` on Night 1, @1's Monk wake on
    Night 2 (whose token the shadow tells at dawn 2) brings no second token."""
    game = _atheist()
    _quiet_night(game, "st prompt @1 fool")
    end_day(game)
    send(game, 1, "wake monk choose @2")
    for seat in (2, 3, 4, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    tokens = [line for line in dms(game, 1) if line.startswith("Your character token")]
    assert tokens == ["Your character token is the Fool."]
