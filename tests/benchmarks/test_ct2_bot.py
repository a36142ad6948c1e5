"""The script-2 bot benchmark at its smallest: one game of five players, one night, its day's
nomination and vote, a restart."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "ct2_bot.py"


def test_a_script2_game_is_played_through_the_bot_and_restarted() -> None:
    """One five-player night and day's vote run through the bot, the engine alone beside it,
    then a restart."""
    command = [sys.executable, str(SCRIPT), "--sizes", "5", "--seeds", "2026", "--nights", "1"]
    done = subprocess.run(
        [*command, "--days", "vote", "--restart"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    out = done.stdout
    assert "Night 1's resolution, resolve's arrival to the last post sent" in out
    assert "the engine alone on the same game" in out
    assert "    nominate (1): ack" in out
    assert "    end_day (1): ack" in out
    assert "bot errors 0" in out
    assert "restart in a fresh process at Night 2" in out


def test_two_script2_games_share_one_bot_with_the_days_public_actions(tmp_path: Path) -> None:
    """Two five-player games at once in one bot, each day with a claim, a Damsel guess and
    the storyteller nominated before the player's nomination, their figures dumped."""
    command = [sys.executable, str(SCRIPT), "--sizes", "5", "--seeds", "2026", "--nights", "1"]
    done = subprocess.run(
        [*command, "--games", "2", "--days", "vote", "--day-actions", "--dump", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    out = done.stdout
    assert "2 games at once in one bot (players 5,5)" in out
    assert "worker queue waits, commands' jobs" in out
    for kind in ("claim", "damsel", "nominate_storyteller", "nominate", "end_day"):
        assert f"    {kind} (2): ack" in out
    assert "bot errors 0" in out
    dumped = json.loads((tmp_path / "many2-atheist0-5-2026.json").read_text())
    assert dumped["errors"] == 0
