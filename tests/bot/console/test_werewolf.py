"""The werewolf console: ``python -m bot.console play | simulate | replay``."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from bot.console.werewolf import Console, main
from engine.werewolf import GameRecord, load_record, replay
from engine.werewolf.reports import Report

SEED_002 = """\
# Seed 002's worked example: Alice, Bob, Craig and David are numbers 1 to 4.
add Alice Bob Craig David
preset classic
wolves 2
draw numbers 1,2,3,4
start
draw N0.vision.Alice wolf
Alice vision Bob
Alice attack Craig
advance
draw D1.lynch.David wolf
Alice vote David
Bob vote David
Craig vote David
advance
advance
draw D2.lynch.Bob wolf
Alice vote Bob
Craig vote Bob
advance
"""


def _play(monkeypatch: pytest.MonkeyPatch, script: str, *args: str) -> int:
    monkeypatch.setattr(sys, "stdin", io.StringIO(script))
    return main(["play", *args])


def _table_after(output: str, heading: str) -> list[list[str]]:
    """The rows (split into cells) of the table printed right after ``heading``."""
    lines = output.splitlines()
    start = lines.index(heading) + 3  # heading, column names, rule
    rows = []
    for line in lines[start:]:
        cells = line.split()
        if not cells or not cells[0].isdigit():
            break
        rows.append(cells)
    return rows


def _console(*lines: str) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    console = Console(out)
    console.run(lines)
    return console, out


def _started(*more: str) -> tuple[Console, io.StringIO]:
    return _console("add Alice Bob Craig David Erin", "seed 1", "start", *more)


# -- simulate ------------------------------------------------------------------------------------


def test_simulate_ends_with_winner_and_reveal(capsys: pytest.CaptureFixture[str]) -> None:
    """``simulate`` prints every report and ends with the winner and the reveal."""
    assert main(["simulate", "--players", "12"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Quantum Werewolf: 12 players")
    assert "=== Night 0 resolved -> Day 1 ===" in out
    tail = out[out.rindex("Winner: ") :]
    assert "Reveal" in tail
    assert all(f"P{i} " in tail or tail.rstrip().endswith(f"P{i}") for i in range(1, 13))


def test_simulate_json_lines_are_reports(capsys: pytest.CaptureFixture[str]) -> None:
    """``--json`` prints one JSON report per line and nothing else."""
    assert main(["simulate", "--players", "8", "--seed", "3", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    reports = [Report.model_validate(json.loads(line)) for line in lines]
    assert reports[0].phase == "N0"
    assert reports[-1].outcome is not None
    assert all(r.outcome is None for r in reports[:-1])


def test_simulate_record_replays_to_the_same_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``simulate --record`` then ``replay`` prints identical JSON reports."""
    record = tmp_path / "game.json"
    assert (
        main(["simulate", "--players", "10", "--seed", "9", "--json", "--record", str(record)]) == 0
    )
    simulated = capsys.readouterr().out
    assert main(["replay", str(record), "--json"]) == 0
    replayed = capsys.readouterr().out
    assert [json.loads(line) for line in replayed.splitlines()] == [
        json.loads(line) for line in simulated.splitlines()
    ]


def test_simulate_text_matches_replay_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The text reports of ``replay`` are those ``simulate`` printed."""
    record = tmp_path / "game.json"
    assert main(["simulate", "--players", "7", "--preset", "classic", "--record", str(record)]) == 0
    simulated = capsys.readouterr().out
    assert main(["replay", str(record)]) == 0
    replayed = capsys.readouterr().out
    body = simulated[simulated.index("=== ") :]
    assert replayed[replayed.index("=== ") :] == body


def test_simulate_rejects_an_impossible_setup(capsys: pytest.CaptureFixture[str]) -> None:
    """An impossible wolf count is a one-line error and exit code 2."""
    assert main(["simulate", "--players", "5", "--wolves", "4"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: impossible wolf count")
    assert len(err.splitlines()) == 1


def test_simulate_subprocess_runs_fast() -> None:
    """``python -m bot.console simulate --players 12`` runs as a program and ends with the reveal."""
    done = subprocess.run(
        [sys.executable, "-m", "bot.console", "simulate", "--players", "12"],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert done.returncode == 0, done.stderr
    assert "Winner: " in done.stdout
    assert "Reveal" in done.stdout[done.stdout.rindex("Winner: ") :]


# -- replay --------------------------------------------------------------------------------------


def test_replay_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing record is a one-line error on stderr and exit code 2."""
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: cannot read")
    assert len(captured.err.splitlines()) == 1


def test_replay_malformed_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file that is not JSON is a one-line error and exit code 2."""
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "malformed game record" in err
    assert len(err.splitlines()) == 1


def test_replay_record_with_a_bad_setup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record whose setup is invalid is a one-line error and exit code 2."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"setup": {"players": ["A", "B"]}, "actions": []}), encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "too few players" in err
    assert len(err.splitlines()) == 1


def test_replay_record_with_an_illegal_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record with an action that cannot be replayed is a one-line error and exit code 2."""
    record = GameRecord.model_validate(
        {"setup": {"players": ["A", "B", "C", "D"]}, "actions": ["vote @0 @1"]}
    )
    path = tmp_path / "bad.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "cannot be replayed" in err
    assert len(err.splitlines()) == 1


def test_replay_binary_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file that is not text is a one-line error and exit code 2."""
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe\x00\x81")
    assert main(["replay", str(path)]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1


# -- play: seed 002 ------------------------------------------------------------------------------


def test_play_reproduces_seed_002(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The scripted console reproduces seed 002: 12 permutations, then the seed's table of 11."""
    assert _play(monkeypatch, SEED_002) == 0
    out = capsys.readouterr().out
    start = _table_after(out, "There are 12 possible permutations left.")
    assert [row[1:] for row in start] == [["25.0%", "25.0%", "50.0%", "0%"]] * 4
    night = _table_after(out, "There are 11 possible permutations left.")
    assert night == [
        ["1", "27.3%", "18.2%", "54.5%", "0%"],
        ["2", "18.2%", "27.3%", "54.5%", "0%"],
        ["3", "27.3%", "27.3%", "45.5%", "18.2%"],
        ["4", "27.3%", "27.3%", "45.5%", "0%"],
    ]
    assert "to Alice: Your vision of Bob: a Werewolf." in out
    assert "David was lynched: evil." in out


def test_play_seed_002_ends_with_the_village(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bob's lynch ends seed 002 with Alice and Craig winning, two permutations still open."""
    _play(monkeypatch, SEED_002)
    out = capsys.readouterr().out
    assert "Winner: the village" in out
    assert "Winning players: Alice, Craig." in out
    assert "There are 2 possible permutations left." in out
    assert "Reveal" in out


def test_play_saved_record_replays_seed_002(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``save`` writes a record whose replay has the seed's exact night-0 chances."""
    path = tmp_path / "seed002.json"
    _play(monkeypatch, SEED_002 + f"save {path}\n")
    record = load_record(path.read_text(encoding="utf-8"))
    assert record.draws["numbers"] == "1,2,3,4"
    game, reports = replay(record)
    assert game.is_over
    rows = {row.number: row.cells for row in reports[0].table.rows}
    assert rows[3]["Dead"] == pytest.approx(float(Fraction(2, 11)))
    assert rows[1]["Seer"] == pytest.approx(float(Fraction(2, 11)))


# -- play: behaviour -----------------------------------------------------------------------------


def test_play_bad_action_changes_nothing() -> None:
    """An illegal action prints the engine's error and leaves the game as it was."""
    console, out = _started("Alice vision Alice")
    assert console.game is not None
    assert console.game.actions == []
    assert "error: Alice cannot look at themselves" in out.getvalue()


def test_play_unknown_player() -> None:
    """A name nobody has is an error."""
    console, out = _started("Zed vote Bob")
    assert "error: no player named 'Zed'" in out.getvalue()
    console.handle("Alice vision Zed")
    assert out.getvalue().count("error: no player named 'Zed'") == 2


def test_play_actions_by_name_and_canonical_form() -> None:
    """Actions can name players or use the canonical ``@seat`` form."""
    console, _ = _started("Alice vision Bob", "vision @2 none", "Craig vision #1")
    assert console.game is not None
    assert [str(action) for action in console.game.actions][:2] == [
        "vision @0 @1",
        "vision @2 none",
    ]
    assert console.game.choices.visions[2] == console.game.numbers.index(1)


def test_play_unvote_withdraws() -> None:
    """``NAME unvote`` withdraws a vote."""
    console, _ = _started("advance", "Alice vote Bob", "Alice unvote")
    assert console.game is not None
    assert console.game.choices.votes[0] is None


def test_play_storyteller_must_decide_a_tie() -> None:
    """A tied day with the storyteller rule will not end until ``decide``."""
    out = io.StringIO()
    console = Console(out)
    console.run(
        [
            "add Alice Bob Craig David Erin",
            "set tie-rule storyteller",
            "start",
            "advance",
            "Alice vote Bob",
            "Bob vote Alice",
            "advance",
        ]
    )
    assert console.game is not None
    assert str(console.game.phase) == "D1"
    assert "the storyteller must decide" in out.getvalue()
    console.run(["decide Bob", "advance"])
    assert (
        "Bob is lynched (tie between Alice and Bob decided by the storyteller)." in out.getvalue()
    )


def test_play_status_lists_what_is_owed() -> None:
    """``status`` names who still owes a vision."""
    _, out = _started("Alice vision Bob", "status")
    text = out.getvalue()
    assert "Owed:" in text
    owed = text[text.index("Owed:") : text.index("Choices so far:")]
    assert "Alice" not in owed
    assert "Bob: vision" in owed


def test_play_view_shows_a_private_view() -> None:
    """``view NAME`` shows the player's number, chances and visions."""
    console, out = _started("Alice vision Bob", "advance", "view Alice")
    assert console.game is not None
    text = out.getvalue()
    view = text[text.rindex("Alice (secret") :]
    assert f"Alice (secret number #{console.game.numbers[0]}), alive, Day 1" in view
    assert "Vision, Night 0: Bob" in view


def test_play_draw_already_made_is_refused() -> None:
    """A draw that has happened cannot be set any more."""
    console, out = _started("Alice vision Bob", "advance", "draw N0.vision.Alice evil")
    assert "error: the draw N0.vision.@0 has already been made" in out.getvalue()
    assert "N0.vision.@0" not in console.draws


def test_play_explicit_draw_sets_the_outcome() -> None:
    """``draw KEY OUTCOME`` before a vision fixes what the vision shows."""
    console, _ = _started("draw N0.vision.Alice evil", "Alice vision Bob", "advance")
    assert console.game is not None
    assert console.game.visions[0][0].result == "evil"


def test_play_impossible_draw_changes_nothing() -> None:
    """An impossible explicit draw fails the advance and leaves the game as it was."""
    console, out = _started("draw N0.vision.Alice wolf3", "Alice vision Bob", "advance")
    assert console.game is not None
    assert "error: explicit draw N0.vision.@0='wolf3' is impossible" in out.getvalue()
    assert str(console.game.phase) == "N0"
    assert [str(a) for a in console.game.actions] == ["vision @0 @1"]
    console.run(["undraw N0.vision.Alice", "advance"])
    assert str(console.game.phase) == "D1"


def test_play_seed_option_fixes_the_numbers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``play --seed`` makes the secret numbers reproducible."""
    script = "add Alice Bob Craig David\nstart\n"
    _play(monkeypatch, script, "--seed", "42")
    first = capsys.readouterr().out
    _play(monkeypatch, script, "--seed", "42")
    assert capsys.readouterr().out == first
    assert "seed 42" in first


def test_play_settings_are_fixed_after_start() -> None:
    """Players and settings cannot change once the game has started."""
    console, out = _started("add Zed", "preset classic")
    assert console.game is not None
    assert out.getvalue().count("error: the game has started") == 2


def test_play_start_needs_enough_players() -> None:
    """Starting with too few players prints the setup error and does not start."""
    console, out = _console("add Alice Bob", "start")
    assert console.game is None
    assert "error: too few players: 2" in out.getvalue()


def test_play_save_before_start_is_an_error() -> None:
    """There is nothing to save before the start."""
    _, out = _console("save game.json")
    assert "error: the game has not started yet" in out.getvalue()


def test_play_quit_stops_reading() -> None:
    """Nothing after ``quit`` is read."""
    console, _ = _console("add Alice Bob Craig", "quit", "add David")
    assert console.names == ["Alice", "Bob", "Craig"]
    assert console.finished


def test_play_help_lists_the_commands() -> None:
    """``help`` lists the actions and every command."""
    _, out = _console("help")
    text = out.getvalue()
    for command in ("advance", "decide", "table", "status", "view", "save", "draw", "quit"):
        assert f"  {command}" in text
    assert "NAME vision NAME|none" in text


def test_play_load_continues_a_saved_game(tmp_path: Path) -> None:
    """``load FILE`` continues a game saved with ``save``."""
    path = tmp_path / "game.json"
    first, _ = _started("Alice vision Bob", "advance", f"save {path}")
    second, _ = _console(f"load {path}", "Alice vote Bob")
    assert first.game is not None and second.game is not None
    assert [str(a) for a in second.game.actions] == ["vision @0 @1", "advance", "vote @0 @1"]
    assert second.game.numbers == first.game.numbers
