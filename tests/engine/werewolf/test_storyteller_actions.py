"""The storyteller's actions the engine takes now (what /game decide and /game kick offer)."""

from __future__ import annotations

from engine.werewolf import Advance, Decide, Game, Vote, make_setup
from engine.werewolf.actions import Kick


def _game(**fields: object) -> Game:
    return Game(make_setup(players=[f"P{i}" for i in range(5)], **fields))


def test_by_night_the_storyteller_may_kick_any_living_player_and_decide_nothing() -> None:
    """Night 0: a kick of each seat, no tie decision."""
    assert _game(tie_rule="storyteller").storyteller_actions() == [
        Kick(target=seat) for seat in range(5)
    ]


def test_a_tie_is_decided_for_one_of_the_tied_or_nobody() -> None:
    """A tied day under the storyteller tie rule: nobody, then the tied in seat order."""
    game = _game(tie_rule="storyteller")
    game.push(Advance())
    game.push(Vote(player=0, target=3))
    game.push(Vote(player=1, target=2))
    decisions = [a for a in game.storyteller_actions() if isinstance(a, Decide)]
    assert decisions == [Decide(target=None), Decide(target=2), Decide(target=3)]


def test_no_decision_is_offered_without_a_tie() -> None:
    """One leader: the storyteller has nothing to decide."""
    game = _game(tie_rule="storyteller")
    game.push(Advance())
    game.push(Vote(player=0, target=3))
    assert not [a for a in game.storyteller_actions() if isinstance(a, Decide)]


def test_a_kicked_player_is_offered_no_more() -> None:
    """After a kick, the kicked seat is no longer among the kicks."""
    game = _game()
    game.push(Kick(target=4))
    assert Kick(target=4) not in game.storyteller_actions()
