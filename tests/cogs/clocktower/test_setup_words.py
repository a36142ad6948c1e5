"""The engine's refusal of a game's setup is data, worded in the reader's language, never its
English developer text."""

from __future__ import annotations

import pytest

from cogs.clocktower.words import engine_refusal
from engine.clocktower.setup import ClocktowerSetup, check_setup
from engine.core.errors import SetupError

NAMES = tuple(f"p{i}" for i in range(5))


def _refused(script: str, players: tuple[str, ...] = NAMES) -> SetupError:
    with pytest.raises(SetupError) as refused:
        check_setup(ClocktowerSetup(players=players, script=script, seed=1))
    return refused.value


def test_a_script_not_playable_at_this_size_is_refused_in_german():
    """Script 2 above eight players is refused in German words with the largest size, its
    title German too."""
    said = engine_refusal(_refused("uncertainty_principle", tuple(f"p{i}" for i in range(9))), "de")
    assert said == (
        "❌ Das geht nicht: Unschärferelation kann mit mehr als 8 Spielern noch nicht gespielt"
        " werden: Die Engine rechnet größere Spiele noch nicht schnell genug durch."
    )


def test_a_table_with_no_setup_is_refused_in_german():
    """A table size with no valid setup names the gap and the sizes that work, in German."""
    error = _refused("info_brewing", tuple(f"p{i}" for i in range(15)))
    said = engine_refusal(error, "de")
    assert "keinen gültigen Aufbau" in said and "15 Spielern" in said
    assert "has no valid setup" not in said and "needed" not in said
