"""Setup validation: clear errors, nothing half-built."""

from __future__ import annotations

import pytest

from engine.werewolf import Preset, SetupError, make_setup


def _names(n: int) -> list[str]:
    return [f"P{i}" for i in range(n)]


def test_too_few_players() -> None:
    """Two players are refused with the count and the minimum."""
    with pytest.raises(SetupError, match="too few players: 2"):
        make_setup(players=["A", "B"])


@pytest.mark.parametrize("wolves", [0, 5, 6])
def test_impossible_wolf_count(wolves: int) -> None:
    """Wolf counts outside 1..N-2 are refused, naming the allowed range."""
    with pytest.raises(SetupError, match=rf"impossible wolf count: {wolves} .*1 to 4"):
        make_setup(players=_names(6), wolves=wolves)


def test_unknown_preset() -> None:
    """An unknown preset is refused, naming it and the known ones."""
    with pytest.raises(SetupError, match=r"unknown preset: 'quantum'.*cisra.*classic"):
        make_setup(players=_names(5), preset="quantum")


def test_duplicate_names_ignore_case() -> None:
    """Two players called Ann and ann are refused."""
    with pytest.raises(SetupError, match="duplicate player name: 'ann'"):
        make_setup(players=["Ann", "Bob", "ann"])


def test_names_with_edge_spaces_are_refused() -> None:
    """Leading or trailing spaces in names are refused."""
    with pytest.raises(SetupError, match="spaces"):
        make_setup(players=[" Ann", "Bob", "Cy"])


def test_cisra_default_is_a_quarter() -> None:
    """cisra defaults to max(1, N // 4) wolves."""
    assert make_setup(players=_names(5)).wolf_count == 1
    assert make_setup(players=_names(12)).wolf_count == 3
    assert make_setup(players=_names(100)).wolf_count == 25


def test_classic_default_is_seed_deck() -> None:
    """classic defaults to the seed's two werewolves for small tables."""
    setup = make_setup(players=_names(4), preset="classic")
    assert setup.preset is Preset.CLASSIC
    assert setup.wolf_count == 2


def test_setup_json_round_trips() -> None:
    """A setup survives JSON unchanged."""
    setup = make_setup(players=_names(7), preset="classic", wolves=2, tie_rule="random", seed="x")
    assert type(setup).model_validate_json(setup.model_dump_json()) == setup
