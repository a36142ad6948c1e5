"""Setup rules the conformance scenarios do not reach (found by the oracle property test)."""

from __future__ import annotations

from engine.clocktower.script import is_drunk_token
from engine.clocktower.views import storyteller_view
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
