"""Refusal reasons: given only from what the sender already knows (spec §8), else "impossible now"."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame
from engine.core.errors import EngineError
from tests.engine.clocktower.helpers import end_day, make_game, resolve, send


def refusal(game: ClocktowerGame, seat: int, text: str) -> str:
    """The refusal message for ``text`` from ``seat`` (1-based); fails when it is stored."""
    with pytest.raises(EngineError) as caught:
        send(game, seat, text)
    return str(caught.value)


def seven(evil: set[int], demon: int) -> ClocktowerGame:
    """A 7-player game with the setup resolved (bluffs name none of the tests' characters)."""
    game = make_game(7, evil)
    for seat in sorted(evil):
        bluffs = " bluffs washerwoman librarian investigator" if seat == demon else ""
        send(game, seat, f"setup demon @{demon}{bluffs}")
    return game


def test_information_out_of_every_range_names_the_rule() -> None:
    """An Empath's 3 on Night 1 at seven players is refused with the size as the reason."""
    game = seven({6, 7}, 6)
    message = refusal(game, 1, "wake empath learn 3")
    assert "impossible: no empath learns 3 on Night 1 in a game of 7 players" in message


def test_good_player_waking_as_an_evil_character_is_told_why() -> None:
    """A good player claiming the Poisoner is told it is good."""
    game = seven({6, 7}, 6)
    message = refusal(game, 2, "wake poisoner choose @3")
    assert "impossible: you are good and the poisoner is evil" in message


def test_token_prompt_is_cited() -> None:
    """After the token prompt, waking as another character cites the prompt."""
    game = seven({6, 7}, 6)
    send(game, 1, "wake empath learn 1")
    resolve(game)
    end_day(game)
    message = refusal(game, 1, "wake monk choose @2")
    assert "impossible: you were told your character token is empath" in message


def test_demon_told_it_is_the_demon() -> None:
    """The Demon's dont_wake on Night 2 cites that it is the Demon (its own setup)."""
    game = seven({6, 7}, 6)
    resolve(game)
    end_day(game)
    message = refusal(game, 6, "dont_wake")
    assert "dont_wake: impossible: you are the Demon" in message


def test_minion_claiming_the_demon_is_told_who_is() -> None:
    """A Minion claiming the Imp on Night 2 after a quiet Day 1 is told who the Demon is."""
    game = seven({6, 7}, 6)
    resolve(game)
    end_day(game)
    message = refusal(game, 7, "wake imp choose @2")
    assert "wake imp choose @2: impossible: the Demon is @6" in message


def test_not_waking_before_rules_out_an_always_waking_character() -> None:
    """A good player who did not wake on Night 1 cannot be an Empath on Night 2 (no prompt)."""
    game = seven({6, 7}, 6)
    send(game, 3, "dont_wake")
    resolve(game)
    end_day(game)
    message = refusal(game, 3, "wake empath learn 0")
    assert "impossible: you did not wake on Night 1" in message


def test_own_earlier_wake_is_cited_before_any_prompt() -> None:
    """A Chef of Night 1 claiming the Monk on Night 2 cites its Night 1 entry or its prompt."""
    game = seven({6, 7}, 6)
    send(game, 2, "wake chef learn 0")
    resolve(game)
    end_day(game)
    message = refusal(game, 2, "wake monk choose @3")
    assert "impossible: you were told your character token is chef" in message


def test_refusal_caused_by_a_secret_says_only_impossible_now() -> None:
    """A bluffed character is ruled out by the Demon's secret bluffs: no reason is given (on a
    re-ask: before the resolution a good player's check ignores the setup, spec V4)."""
    game = seven({6, 7}, 6)
    send(game, 1, "wake washerwoman learn @2 @3 chef")
    resolve(game)
    message = refusal(game, 1, "wake washerwoman learn @2 @3 chef")
    assert message.endswith("wake washerwoman learn @2 @3 chef: impossible now")


def test_refusal_caused_by_others_entries_says_only_impossible_now() -> None:
    """T7's possible Soldier after a quiet Night 1: others' entries rule out the Monk."""
    game = seven({6, 7}, 6)
    send(game, 7, "wake poisoner choose @5")
    send(game, 1, "wake chef learn 1")
    send(game, 2, "wake fortune_teller choose @1 @2 learn no")
    send(game, 3, "dont_wake")
    resolve(game)
    end_day(game)
    send(game, 6, "wake imp choose @3")
    send(game, 7, "wake poisoner choose @5")
    send(game, 2, "wake fortune_teller choose @1 @2 learn no")
    send(game, 3, "dont_wake")
    resolve(game)
    end_day(game)
    message = refusal(game, 3, "wake ravenkeeper choose @1 learn imp")
    assert message.endswith(": impossible now")
