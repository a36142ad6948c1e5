"""Storyteller-adjudicated games (addendum §10, A1–A7, T17) on ``mini_atheist``:
``mini_uncertainty`` with the Atheist, whose draw may make the game one."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.refusals import NotStoredError
from engine.clocktower.reports import Told
from engine.clocktower.rulings import RulingError, parse_ruling
from engine.clocktower.script import MINI_ATHEIST
from engine.core.errors import ParseError
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import dms, end_day, public, resolve, send

PLAYERS = tuple(f"p{i}" for i in range(1, 6))


def _game(
    atheist: str = "yes", evil: tuple[int, ...] = (4, 5), pi1: str = "0,1,2,3,4"
) -> ClocktowerGame:
    """A 5-player mini_atheist game; ``evil``: the (phantom, in an Atheist game) evil seats;
    ``pi1``: π of Night 1 (0-based)."""
    others = [s for s in range(1, 6) if s not in evil]
    draws = {"atheist": atheist, "alignment": ",".join(str(s - 1) for s in [*evil, *others])}
    draws["pi/1"] = pi1
    setup = ClocktowerSetup(players=PLAYERS, script=MINI_ATHEIST.id, seed=1)
    return ClocktowerGame(setup, draws=draws)


def _quiet_night(game: ClocktowerGame) -> None:
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    resolve(game)


def _refusal(game: ClocktowerGame, seat: int, text: str) -> str | None:
    try:
        send(game, seat, text)
    except ValueError as error:
        return f"{type(error).__name__}: {error}"
    return None


def test_t17a_every_player_is_dealt_good() -> None:
    """T17(a), A1: the draw `atheist yes` deals every player good and no evil team."""
    game = _game()
    assert game.adjudicated and game.evil == frozenset()
    assert [r.code for r in game.reports if r.to != "public"] == [Told.GOOD] * 5


def test_t17a() -> None:
    """T17(a) as the check runs: all good; @1's Poisoner wake refused; `st dead @3` gives
    "@3 is dead" at dawn; Day 1 the storyteller is nominated by @1 with @1 @2 @4 (3 of 4)
    and executed: good wins."""
    game = _game()
    assert all(r.code is Told.GOOD for r in game.reports if r.to != "public")
    with pytest.raises(NotStoredError):
        send(game, 1, "wake poisoner choose @2")
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    game.play("st dead @3", ST)
    resolve(game)
    assert "@3 is dead." in public(game)
    game.play("nominate @1 st yes @1 @2 @4", ST)
    end_day(game)
    assert game.outcome is not None and game.outcome.reason == "good"
    assert public(game)[-2:] == [
        "The storyteller is executed.",
        "The game is over: the good team wins.",
    ]


def test_the_draw_comes_first_and_is_in_the_record() -> None:
    """S7: the draw is named in the record's draws and replays the same game."""
    game = _game()
    assert game.record().draws["atheist"] == "yes"
    assert FAMILY.replay(game.record()).adjudicated


def test_t17a_a_minion_wake_is_refused_as_for_a_good_player_of_a_quantum_game() -> None:
    """T17(a), A3: `wake poisoner choose @2` from @1 is refused exactly as a quantum game
    refuses it to a good player."""
    atheist = _refusal(_game(), 1, "wake poisoner choose @2")
    quantum = _refusal(_game("no"), 1, "wake poisoner choose @2")
    assert atheist is not None and atheist == quantum


def test_t17a_a_phantom_evil_player_is_refused_a_minion_wake_too() -> None:
    """A3: a player the phantom roll made evil is refused a Minion's wake like anyone."""
    game = _game()
    assert 3 in game.adjudication.phantom_evil  # type: ignore[union-attr]
    with pytest.raises(NotStoredError):
        send(game, 4, "wake poisoner choose @2")


@pytest.mark.parametrize(
    "text", ["wake empath learn 0", "wake empath learn 2", "wake clockmaker learn 1", "dont_wake"]
)
def test_a6_a_good_dealt_list_gets_the_shadow_verdict_on_arrival(text: str) -> None:
    """A6: a list of a player the phantom roll deals good gets, at once, the verdict the
    quantum game on that roll gives."""
    assert _refusal(_game(), 2, text) == _refusal(_game("no"), 2, text)


def test_a6_a_list_the_shadow_finds_impossible_is_refused_at_once() -> None:
    """A6: on Night 2 @2, whose Night 1 clockmaker reading held, cannot wake as the Empath:
    refused on arrival as the quantum game on the same roll refuses it."""
    quantum, atheist = _game("no"), _game()
    evil_lines = {4: "setup demon @4\nwake lleech choose @1", 5: "setup demon @4\ndont_wake"}
    for game in (quantum, atheist):
        for seat in range(1, 6):
            if seat == 2:
                text = "wake clockmaker learn 1"
            elif game is quantum and seat in evil_lines:
                text = evil_lines[seat]
            else:
                text = "dont_wake"
            send(game, seat, text)
        resolve(game)
        end_day(game)
    refused = _refusal(atheist, 2, "wake empath learn 0")
    assert refused is not None and refused == _refusal(quantum, 2, "wake empath learn 0")


@pytest.mark.parametrize("text", ["wake atheist", "wake empath learn atheist"])
def test_t17c_static_errors_read_the_same_in_an_atheist_game(text: str) -> None:
    """T17(c): `wake atheist` and learning the Atheist are refused as in a quantum game."""
    refused = _refusal(_game(), 1, text)
    assert refused is not None and refused == _refusal(_game("no"), 1, text)


def test_a6_a_phantom_evil_players_lists_are_checked_where_it_is_good() -> None:
    """A6: @4, evil on the phantom roll, is checked by the second shadow, which deals it
    good: after its Night 1 clockmaker reading, a Night 2 Empath wake is refused."""
    game = _game()
    adjudication = game.adjudication
    assert adjudication is not None
    assert 3 in adjudication.phantoms[0] and 3 not in adjudication.phantoms[1]
    for seat in range(1, 6):
        send(game, seat, "wake clockmaker learn 1" if seat == 4 else "dont_wake")
    resolve(game)
    end_day(game)
    with pytest.raises(NotStoredError):
        send(game, 4, "wake empath learn 0")
    send(game, 4, "dont_wake")


def test_t17a_a_ruled_death_is_announced_at_dawn() -> None:
    """T17(a): `st dead @3` by night: dawn says "@3 is dead"."""
    game = _game()
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    game.play("st dead @3", ST)
    resolve(game)
    assert "@3 is dead." in public(game)
    assert public(game)[-1] == "Day 1 begins."


def test_t17a_the_storyteller_executed_is_a_good_win() -> None:
    """T17(a): Day 1 @1 nominates the storyteller, yes @1 @2 @4: good wins."""
    game = _game()
    _quiet_night(game)
    game.play("nominate @1 st yes @1 @2 @4", ST)
    end_day(game)
    assert game.outcome is not None and game.outcome.reason == "good"
    assert game.outcome.winners == (0, 1, 2, 3, 4)


def test_a4_two_players_alive_is_an_evil_win() -> None:
    """A4: exactly two appear alive at a commit point: evil wins (good loses)."""
    game = _game()
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    for seat in (1, 2, 3):
        game.play(f"st dead @{seat}", ST)
    resolve(game)
    assert game.outcome is not None and game.outcome.reason == "evil"
    assert game.outcome.winners == ()


def test_a4_st_end_evil_ends_the_game_at_once() -> None:
    """A4: `st end evil` (a Vortox day, a Damsel guess simulated) ends it with an evil win."""
    game = _game()
    _quiet_night(game)
    game.play("st end evil", ST)
    assert game.outcome is not None and game.outcome.reason == "evil"
    assert public(game)[-1] == "The game is over: the evil team wins."


def test_a2_a_judgement_overrules_the_shadow() -> None:
    """A2: `st judge @p 2` makes p's second entry the one that held tonight."""
    game = _game()
    send(game, 1, "wake empath learn 0\nwake empath learn 2")
    for seat in (2, 3, 4, 5):
        send(game, seat, "dont_wake")
    game.play("st judge @1 2", ST)
    resolve(game)
    assert "Night 1: you woke as the Empath and learned 2." in dms(game, 1)


def test_a2_judging_none_asks_again_with_the_forced_wake() -> None:
    """A2: `st judge @p none wake empath` re-asks p with "you wake as the Empath" and its
    answer's first entry holds."""
    game = _game()
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    game.play("st judge @2 none wake empath", ST)
    resolve(game)
    reask = [r for r in game.reports if r.to == 1 and r.code is Told.REASKED]
    assert len(reask) == 1 and reask[0].ids == ("empath",)
    assert game.waiting() == [1] and game.phase == "night"
    send(game, 2, "wake empath learn 1")
    assert game.phase == "day"
    assert "Night 1: you woke as the Empath and learned 1." in dms(game, 2)


def test_a2_rulings_apply_in_night_order() -> None:
    """A2: with @2 before @3 in π, @3's rejected Empath entry (an early slot) is asked
    again before @2's rejected dont_wake (the end of the night)."""
    game = _game(pi1="1,2,0,3,4")
    send(game, 3, "wake empath learn 1")
    for seat in (1, 2, 4, 5):
        send(game, seat, "dont_wake")
    game.play("st judge @2 none", ST)
    game.play("st judge @3 none", ST)
    resolve(game)
    assert game.waiting() == [2]
    send(game, 3, "dont_wake")
    assert game.waiting() == [1]


def test_a2_by_default_a_player_is_asked_again_as_the_shadow_asks_it() -> None:
    """A6: two Empath readings that cannot both hold: the shadow asks @3 again, and so,
    with no ruling, does the game, in the shadow's words (its offer of entries included)."""
    game = _game()
    send(game, 2, "wake empath learn 0")
    send(game, 3, "wake empath learn 0")
    for seat in (1, 4, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    assert game.waiting() == [2]
    (mine,) = [r for r in game.reports if r.to == 2 and r.code is Told.REASKED]
    (shadows,) = [
        r for r in game.adjudication.shadow.reports if r.to == 2 and r.code is Told.REASKED
    ]  # type: ignore[union-attr]
    assert mine == shadows and mine.entries


def test_a2_a_reask_deadline_leaves_the_player_asleep() -> None:
    """A2: a player asked again who does not answer did not wake."""
    game = _game()
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    game.play("st judge @2 none", ST)
    resolve(game)
    game.play("timeout", ST)
    assert game.phase == "day"
    assert "Night 1: you did not wake." in dms(game, 2)


def test_a2_st_survive_keeps_the_executee_alive() -> None:
    """A2: `st survive` (even with the executee ruled dead): today's executee lives."""
    game = _game()
    _quiet_night(game)
    game.play("nominate @1 @2 yes @1 @2 @3", ST)
    game.play("st dead @2", ST)
    game.play("st survive", ST)
    end_day(game)
    assert "@2 is dead." not in public(game)
    assert game.phase == "night"


def test_a2_a_ruled_death_at_the_end_of_day_is_announced_then() -> None:
    """A2: `st dead` by day is announced at the end of the day."""
    game = _game()
    _quiet_night(game)
    game.play("st dead @5", ST)
    assert "@5 is dead." not in public(game)
    end_day(game)
    assert "@5 is dead." in public(game)


def test_a2_a_prompt_goes_out_at_the_next_dawn() -> None:
    """A2: `st prompt @p X` tells p its token at the next commit point."""
    game = _game()
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    game.play("st prompt @3 monk", ST)
    resolve(game)
    assert "Your character token is the Monk." in dms(game, 3)


def test_rulings_are_refused_in_a_quantum_game() -> None:
    """Only an adjudicated game takes rulings."""
    game = _game("no")
    with pytest.raises(RulingError):
        game.play("st end evil", ST)


def test_a_judgement_must_name_an_entry_of_the_list() -> None:
    """A judgement naming past the player's list is refused."""
    game = _game()
    send(game, 1, "dont_wake")
    with pytest.raises(RulingError):
        game.play("st judge @1 2", ST)


@pytest.mark.parametrize(
    "text",
    [
        "st judge @2 3",
        "st judge @2 none",
        "st judge @2 none wake empath",
        "st dead @4",
        "st survive",
        "st prompt @1 monk",
        "st end evil",
    ],
)
def test_a_ruling_text_round_trips(text: str) -> None:
    """parse_ruling(text).text is the canonical text back."""
    assert parse_ruling(text, 5).text == text


def test_a_malformed_ruling_is_a_parse_error() -> None:
    """`st judge @2 first` is no ruling."""
    with pytest.raises(ParseError):
        parse_ruling("st judge @2 first", 5)


def test_rulings_replay_exactly_from_the_record() -> None:
    """A2: a game with every kind of ruling replays to the same reports and record."""
    game = _game()
    send(game, 1, "wake empath learn 0\nwake empath learn 2")
    for seat in (2, 3, 4, 5):
        send(game, seat, "dont_wake")
    for ruling in ("st judge @1 2", "st judge @3 none", "st dead @4", "st prompt @2 monk"):
        game.play(ruling, ST)
    resolve(game)
    send(game, 3, "wake clockmaker learn 1")
    game.play("nominate @1 @2 yes @1 @2 @3", ST)
    game.play("st survive", ST)
    end_day(game)
    again = FAMILY.replay(game.record())
    assert again.reports == game.reports
    assert again.record() == game.record()
    assert "st judge @1 2" in game.record().actions


def test_a5_members_see_the_same_public_messages_as_in_a_quantum_game() -> None:
    """A5: the same public inputs give the same public announcements in an Atheist game
    and in a quantum one, through a night, a day and the next dusk."""
    lines = {
        4: "setup demon @4\nwake lleech choose @1",
        5: "setup demon @4\nwake poisoner choose @2",
        1: "dont_wake",
        2: "dont_wake",
        3: "dont_wake",
    }
    quantum, atheist = _game("no"), _game()
    for seat, text in lines.items():
        send(quantum, seat, text)
        send(atheist, seat, "dont_wake")
    for game in (quantum, atheist):
        resolve(game)
        game.play("nominate @1 @2 yes @1", ST)
        end_day(game)
    assert public(atheist) == public(quantum)


def test_a2_arrival_replies_do_not_wait_for_the_storyteller() -> None:
    """A2 timing: a list is answered (stored or refused) in the push that brings it, with
    no ruling given, as in a quantum game."""
    game = _game()
    told = game.play("wake empath learn 0", 2)
    assert [r.code for r in told] == [Told.STORED, Told.ANSWERED]


def _shadow_actions(game: ClocktowerGame) -> list[list[str]]:
    adjudication = game.adjudication
    assert adjudication is not None
    return [[type(a).__name__ for a in shadow._actions] for shadow in adjudication.shadows]


def test_a2_a_prepared_resolution_draws_no_phantom_list() -> None:
    """A2 timing: once the phantom lists are drawn (the bot does it between messages), the
    resolution re-asks no phantom evil player and draws no fallback in either shadow."""
    game = _game()
    adjudication = game.adjudication
    assert adjudication is not None and adjudication.unprepared() == 4
    adjudication.prepare()
    assert adjudication.unprepared() == 0
    _quiet_night(game)
    for shadow, actions in zip(adjudication.shadows, _shadow_actions(game), strict=True):
        assert actions[actions.index("Resolve") :] == ["Resolve"]
        assert not [d.key for d in shadow.randomness.log if d.key.startswith("fallback/")]


def test_a2_the_night_resolves_without_preparing_too() -> None:
    """A2 timing: a resolution the bot did not prepare (a replay) draws the phantom lists
    itself, before the shadows resolve, and re-asks no one."""
    game = _game()
    _quiet_night(game)
    for actions in _shadow_actions(game):
        assert actions[actions.index("Resolve") :] == ["Resolve"]
    assert game.phase == "day"


def test_a6_drafts_taken_after_lists_give_the_same_game() -> None:
    """A6: phantom lists drawn on copies of the shadows while players send lists (the bot
    does it off the game's lock) and taken back after them make the game one prepared at
    each resolution makes, night after night."""
    drafted, late = _game(), _game()
    for night in (1, 2):
        adjudication = drafted.adjudication
        assert adjudication is not None
        drafts = adjudication.draft()
        assert drafts
        for seat in range(1, 6):
            text = "wake empath learn 0\nwake empath learn 2" if seat == 1 else "dont_wake"
            send(drafted, seat, text)
            send(late, seat, text)
        for draft in drafts:
            draft.run()
        assert adjudication.take(drafts) == 4
        assert adjudication.unprepared() == 0
        for game in (drafted, late):
            resolve(game)
            game.play(f"nominate @1 @{night + 1} yes @1", ST)
            end_day(game)
    assert drafted.reports == late.reports
    assert drafted.adjudication is not None and late.adjudication is not None
    for a, b in zip(drafted.adjudication.shadows, late.adjudication.shadows, strict=True):
        assert a.history == b.history


def test_a2_a_draft_is_not_taken_once_the_night_resolved() -> None:
    """A2 timing: phantom lists drawn on a copy while the night resolved are dropped (the
    resolution drew its own), leaving the shadows as they were."""
    game = _game()
    adjudication = game.adjudication
    assert adjudication is not None
    drafts = adjudication.draft()
    for draft in drafts:
        draft.run()
    _quiet_night(game)
    shadows = adjudication.shadows
    assert adjudication.take(drafts) == 0
    assert adjudication.shadows == shadows


def test_a6_preparing_early_or_late_gives_the_same_game() -> None:
    """A6: the phantom lists depend on the commitments at dusk alone, so a game prepared at
    each dusk and one prepared at each resolution tell everyone the same, night after night."""
    early, late = _game(), _game()
    for night in (1, 2):
        assert early.adjudication is not None
        early.adjudication.prepare()
        for game in (early, late):
            for seat in range(1, 6):
                send(game, seat, "dont_wake")
            resolve(game)
            game.play(f"nominate @1 @{night + 1} yes @1", ST)
            end_day(game)
    assert early.reports == late.reports
    assert early.adjudication is not None and late.adjudication is not None
    for a, b in zip(early.adjudication.shadows, late.adjudication.shadows, strict=True):
        assert a.history == b.history
