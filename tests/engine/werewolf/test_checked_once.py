"""An action is checked once: the rules run once for a choice however often it is checked before
it is pushed, and never for a state other than the one they passed it in."""

from __future__ import annotations

import pytest

from engine.werewolf import Advance, Attack, Game, IllegalActionError, Vision, Vote, make_setup
from engine.werewolf.actions import Choice
from engine.werewolf.errors import Illegal, IllegalMoveError
from engine.werewolf.game import LEGAL_KEPT
from tests.engine.werewolf.rules_run import rules_run


def _game(n: int = 5) -> Game:
    return Game(make_setup(players=[f"P{i}" for i in range(n)]))


@pytest.fixture
def ruled(monkeypatch: pytest.MonkeyPatch) -> list[Choice]:
    """Every choice the rules are run for, in order."""
    return rules_run(monkeypatch)


def test_a_checked_choice_is_pushed_without_running_the_rules_again(ruled: list[Choice]) -> None:
    """Checked as the cog and the sessions do, then pushed: the rules run once."""
    game = _game()
    vision = Vision(player=0, target=1)
    game.check_choices([vision])
    game.check(vision)
    game.push(vision)
    assert ruled == [vision]
    assert game.choices.visions == {0: 1}


def test_a_pair_checked_together_runs_the_rules_once_each(ruled: list[Choice]) -> None:
    """A night's vision and attack, checked together and pushed one by one: once each."""
    game = _game()
    game.push(Advance())
    game.push(Advance())
    pair = [Vision(player=0, target=1), Attack(player=0, target=2)]
    game.check_choices(pair)
    for choice in pair:
        game.push(choice)
    assert ruled == pair


def test_a_pair_is_refused_at_its_first_illegal_choice() -> None:
    """A legal vision with an attack on Night 0: the attack's refusal, nothing pushed."""
    game = _game()
    with pytest.raises(IllegalMoveError) as caught:
        game.check_choices([Vision(player=0, target=1), Attack(player=0, target=2)])
    assert caught.value.code is Illegal.NOT_TONIGHT
    assert game.actions == []


def test_a_resolution_forgets_the_choices_checked_before_it() -> None:
    """A vote checked by day is checked again, and refused, once the day has resolved."""
    game = _game()
    game.push(Advance())
    vote = Vote(player=0, target=1)
    game.check(vote)
    game.push(Advance())
    with pytest.raises(IllegalActionError, match="votes are cast by day"):
        game.push(vote)


def test_a_game_remembers_only_the_last_few_choices_checked(ruled: list[Choice]) -> None:
    """Checking every vision of every seat keeps a bounded memory; the oldest runs again."""
    game = _game(8)
    first = Vision(player=0, target=1)
    everything = [
        Vision(player=seat, target=target)
        for seat in range(8)
        for target in range(8)
        if target != seat
    ]
    assert len(everything) > LEGAL_KEPT
    for vision in everything:
        game.check(vision)
    game.push(first)
    assert len(ruled) == len(everything) + 1


def test_a_check_made_while_a_resolution_runs_is_not_remembered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A vote checked while the day resolves (another thread) is checked again afterwards."""
    game = _game()
    game.push(Advance())
    vote = Vote(player=0, target=1)
    resolve_day = game._day

    def read_meanwhile() -> object:
        game.check(vote)
        return resolve_day()

    monkeypatch.setattr(game, "_day", read_meanwhile)
    game.push(Advance())
    with pytest.raises(IllegalActionError, match="votes are cast by day"):
        game.push(vote)
