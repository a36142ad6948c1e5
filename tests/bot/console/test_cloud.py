"""The Quantum Cloud designers' console: ``python -m bot.console cloud check | simulate``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console.cloud import main
from engine.cloud.decks import starter_deck


def test_check_prices_a_valid_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`check` prints every card's price for a valid file and exits 0."""
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(starter_deck("pizza").document()))
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Pizzaland Express (pizza): valid" in out and "Going Viral: P 24, cost 4" in out


def test_check_names_every_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`check` lists the errors of an invalid file and exits 1."""
    doc = starter_deck("anon").document()
    doc["cards"][3]["life"] = 14
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(doc))
    assert main(["check", str(path)]) == 1
    assert "cards[3].life: 14 > 12" in capsys.readouterr().out


def test_simulate_plays_to_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    """`simulate` prints a random game's public lines down to the winner."""
    assert main(["simulate", "--seed", "3"]) == 0
    assert " wins: " in capsys.readouterr().out.splitlines()[-1]


def test_python_m_engine_cloud_points_to_the_console() -> None:
    """``python -m engine.cloud`` exits 2 and names the new command with its arguments."""
    done = subprocess.run(
        [sys.executable, "-m", "engine.cloud", "simulate", "--seed", "3"],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert done.returncode == 2
    assert "python -m bot.console cloud simulate --seed 3" in done.stderr
