"""Setup rules the conformance scenarios do not reach (found by the oracle property test)."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerSetup
from engine.clocktower.script import is_drunk_token
from engine.clocktower.views import storyteller_view
from engine.core.errors import EngineError, SetupError
from tests.engine.clocktower.helpers import make_game, send


def test_bluffed_drunk_is_out_of_play_for_every_belief() -> None:
    """A Demon bluffing the Drunk leaves no seat able to be a Drunk, whatever it would believe."""
    game = make_game(7, {6, 7})
    send(game, 6, "setup demon @6 bluffs empath chef drunk")
    send(game, 7, "setup demon @6")
    view = storyteller_view(game)
    assert view.bluffs == ("empath", "chef", "drunk")
    assert not [t for s in view.seats for t in s.tokens if is_drunk_token(t)]
    assert "drunk" in view.certainly_out


def test_fifteen_players_are_refused_with_both_halves_of_the_reason() -> None:
    """At 15 the refusal says why: two Minions without the baron, four Outsiders with it."""
    setup = ClocktowerSetup(players=tuple(f"p{i}" for i in range(15)), seed=1)
    with pytest.raises(SetupError) as caught:
        FAMILY.new_game(setup)
    assert str(caught.value) == (
        "Quantum Trouble Brewing has no valid setup for 15 players: without the baron, the"
        " other 2 Minions cannot fill 3 seats; with the baron, 4 Outsiders needed and the"
        " script has 3"
    )


def test_a_bluffed_saint_at_fourteen_is_refused() -> None:
    """At 14 the baron is always in play with all three Outsiders, so bluffing one is refused."""
    game = make_game(14, {1, 2, 3, 4})
    with pytest.raises(EngineError, match="impossible"):
        send(game, 1, "setup demon @1 bluffs chef undertaker saint")
    send(game, 1, "setup demon @1 bluffs chef undertaker soldier")
