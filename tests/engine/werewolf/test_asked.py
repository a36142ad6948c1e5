"""Who is asked, who has answered, when a night may end and whom the night menus offer: the
engine's public predicates (spec, "Secrecy": every player who appears alive is asked the same)."""

from __future__ import annotations

from engine.werewolf import (
    Advance,
    Attack,
    Game,
    Vision,
    Vote,
    WerewolfGame,
    make_setup,
    parse_action,
)
from engine.werewolf.actions import Kick


def _game(n: int = 5, **fields: object) -> Game:
    return Game(make_setup(players=[f"P{i}" for i in range(n)], **fields))


def _night_one(n: int = 5) -> Game:
    game = _game(n)
    game.push(Advance())  # Night 0: no attacks, nobody dies
    game.push(Advance())  # Day 1: nobody voted, nobody lynched
    assert str(game.phase) == "N1"
    return game


def _answer_all(game: Game) -> None:
    for seat in game.living():
        game.push(Vision(player=seat, target=None))
        if game.attacks_tonight():
            game.push(Attack(player=seat, target=None))


def test_night_zero_asks_a_vision_only() -> None:
    """Night 0 sends no attacks, so it asks every player for a vision alone."""
    assert _game().questions() == ["vision"]


def test_night_one_asks_a_vision_and_an_attack() -> None:
    """From Night 1 every player is asked for a vision and an attack."""
    assert _night_one().questions() == ["vision", "attack"]


def test_a_day_asks_a_vote() -> None:
    """By day the one question is a vote."""
    game = _game()
    game.push(Advance())
    assert game.questions() == ["vote"]


def test_an_ended_game_asks_nothing() -> None:
    """Once the game is over nobody is asked anything."""
    game = _game(3, wolves=1)
    game.push(Advance())
    while not game.is_over:
        game.push(Kick(target=game.living()[0]))
    assert game.questions() == [] and game.unanswered() == []


def test_no_vision_is_an_answer() -> None:
    """A vision of nobody answers the night's question."""
    game = _game()
    game.push(Vision(player=2, target=None))
    assert game.asked(2) == [] and game.asked(3) == ["vision"]


def test_a_vision_alone_leaves_the_attack_asked() -> None:
    """On Night 1 a player who sent only a vision is still asked for an attack."""
    game = _night_one()
    game.push(Vision(player=1, target=3))
    assert game.asked(1) == ["attack"]


def test_a_vote_taken_back_is_asked_again() -> None:
    """A vote answers the day; taking it back leaves the player asked again."""
    game = _game()
    game.push(Advance())
    game.push(Vote(player=0, target=3))
    assert game.asked(0) == []
    game.push(parse_action("unvote @0"))
    assert game.asked(0) == ["vote"]


def test_the_dead_are_asked_nothing() -> None:
    """A kicked player is asked nothing and never listed as not answered."""
    game = _game()
    game.push(Kick(target=1))
    assert game.asked(1) == [] and 1 not in game.unanswered()


def test_unanswered_lists_the_living_in_seat_order() -> None:
    """Not answered yet: every living player who is still asked something, by seat."""
    game = _game()
    game.push(Vision(player=3, target=None))
    game.push(Vision(player=0, target=2))
    assert game.unanswered() == [1, 2, 4]


def test_a_night_may_end_early_once_every_living_player_answered() -> None:
    """The night may end before its deadline only when the last living player answers."""
    game = _night_one()
    for seat in game.living()[:-1]:
        game.push(Vision(player=seat, target=None))
        game.push(Attack(player=seat, target=None))
    assert not game.night_may_end_early()
    last = game.living()[-1]
    game.push(Vision(player=last, target=None))
    game.push(Attack(player=last, target=None))
    assert game.night_may_end_early()


def test_a_night_may_end_early_while_possible_wolves_still_owe_attacks() -> None:
    """Every "no attack" in: the night may end, though the engine still has attacks owed."""
    game = _night_one()
    _answer_all(game)
    assert game.night_may_end_early() and any("attack" in o for o in game.owed().values())


def test_a_day_never_ends_early_by_this_rule() -> None:
    """Every vote in by day: the night's rule says nothing (a majority is the bot's option)."""
    game = _game()
    game.push(Advance())
    for seat in game.living():
        game.push(Vote(player=seat, target=(seat + 1) % 5))
    assert game.unanswered() == [] and not game.night_may_end_early()


def test_night_targets_are_every_other_living_player() -> None:
    """A night menu offers every other player who appears alive, in seat order."""
    game = _game()
    game.push(Kick(target=3))
    assert game.night_targets(1) == [0, 2, 4]


def _dealt(role: str) -> Game:
    """Five players, @0 kicked on Night 0 as ``role``; its team alone (good) is told."""
    setup = make_setup(players=[f"P{i}" for i in range(5)], seed=7, reveal="team")
    game = Game(setup, explicit_draws={"N0.kick.@0": role})
    game.push(Kick(target=0))
    game.push(Vision(player=2, target=None))
    return game


def test_who_is_asked_reads_no_hidden_role() -> None:
    """The same actions and public deaths, the kicked player the Seer in one game and a villager
    in the other: the same asked, not answered, early end and targets, though owed differs."""
    seer, villager = _dealt("seer"), _dealt("villager")
    assert seer.actions == villager.actions and seer.deaths == villager.deaths
    assert seer.owed() != villager.owed()  # the test would not see a leak otherwise
    for game in (seer, villager):
        assert game.unanswered() == [1, 3, 4]
        assert [game.asked(s) for s in range(5)] == [[], ["vision"], [], ["vision"], ["vision"]]
        assert not game.night_may_end_early()
        assert [game.night_targets(s) for s in (1, 2)] == [[2, 3, 4], [1, 3, 4]]


def test_the_family_asks_the_public_list_and_waits_for_the_secret_one() -> None:
    """Through the platform's protocol, ``asked`` is who has not answered, ``waiting`` owed."""
    game = _dealt("seer")
    family = WerewolfGame(game)
    assert family.asked() == [1, 3, 4] and family.waiting() == sorted(game.owed()) == []
