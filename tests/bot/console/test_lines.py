"""The plumbing every family's console shares."""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.console.lines import (
    EXIT_ERROR,
    EXIT_OK,
    Command,
    ConsoleError,
    LineConsole,
    error_message,
    played_lines,
    read_text,
    show_replay,
)
from engine.core.errors import EngineError


@dataclass
class Played:
    """A game as the console plumbing sees it: its actions."""

    actions: list[str] = field(default_factory=list)


class Echo(LineConsole[Played]):
    """A console that prints each line back, fails on ``bad`` and quits on ``quit``."""

    def __init__(self) -> None:
        super().__init__(io.StringIO())
        self.ended = False
        self.commands = {
            "echo": Command("echo TEXT", "print the text", self.say),
            "quit": Command("quit", "leave", self.quit),
        }

    def handle(self, line: str) -> None:
        head, _, rest = line.strip().partition(" ")
        if head == "bad":
            self.failed(ConsoleError("that line is bad"))
            return
        self.commands[head].run(rest)

    def end_of_input(self) -> None:
        self.ended = True

    def record_json(self, game: Played) -> str:
        return json.dumps({"actions": game.actions})

    @property
    def text(self) -> str:
        assert isinstance(self.out, io.StringIO)
        return self.out.getvalue()


def test_a_failed_line_is_counted_and_says_why() -> None:
    """A failed line prints ``error:`` with its reason and adds one to the error count."""
    console = Echo()
    console.run(["echo a", "bad", "echo b"])
    assert console.text == "a\nerror: that line is bad\nb\n"
    assert console.errors == 1


def test_quit_stops_reading_before_the_end_of_input() -> None:
    """Lines after ``quit`` are not run, and the end-of-input hook is not called."""
    console = Echo()
    console.run(["echo a", "quit", "echo never"])
    assert console.text == "a\n"
    assert console.finished and not console.ended


def test_running_out_of_lines_calls_the_end_hook() -> None:
    """When the lines run out, the console finishes what it kept open."""
    console = Echo()
    console.run(["echo a"], echo=True)
    assert console.text == "> echo a\na\n"
    assert console.ended


def test_a_file_error_names_the_file() -> None:
    """An OSError's message names the file it was about."""
    error = FileNotFoundError(2, "No such file or directory", "game.json")
    assert error_message(error) == "game.json: No such file or directory"
    assert error_message(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad")) == "not UTF-8 text"


def test_the_command_list_pads_usages() -> None:
    """The help list puts every summary in one column."""
    console = Echo()
    console.list_commands(12)
    assert console.text.splitlines() == [
        "Commands:",
        "  echo TEXT    print the text",
        "  quit         leave",
    ]


def test_an_unreadable_file_is_a_console_error(tmp_path: Path) -> None:
    """A missing or non-UTF-8 file is refused with the file's name and the reason, once."""
    missing = tmp_path / "missing.json"
    with pytest.raises(ConsoleError, match=r"^cannot read .*missing\.json: No such file"):
        read_text(str(missing))
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe")
    with pytest.raises(ConsoleError, match=r"binary\.json: not UTF-8 text$"):
        read_text(str(binary))


def test_save_writes_the_familys_record_and_counts_its_actions(tmp_path: Path) -> None:
    """``save FILE`` writes the record the family gives and says how many actions it holds."""
    console = Echo()
    console.game = Played(["a", "b"])
    console.save(str(tmp_path / "game.json"))
    assert json.loads((tmp_path / "game.json").read_text(encoding="utf-8")) == {
        "actions": ["a", "b"]
    }
    assert "saved 2 actions to" in console.text


def test_save_without_a_file_name_says_how_to_use_it() -> None:
    """``save`` alone is refused with its usage."""
    console = Echo()
    console.game = Played()
    with pytest.raises(ConsoleError, match="usage: save FILE"):
        console.save("")


def test_a_record_is_not_loaded_into_a_started_game(tmp_path: Path) -> None:
    """``load`` once the game has started is refused before the file is read."""
    console = Echo()
    console.game = Played()
    with pytest.raises(ConsoleError, match="has started"):
        console._record_text(str(tmp_path / "missing.json"))


def test_a_replay_the_engine_refuses_fails_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record the engine refuses exits with an error naming the file and the reason."""
    path = tmp_path / "game.json"
    path.write_text("{}", encoding="utf-8")

    def refuse(text: str) -> None:
        raise EngineError("action 3 cannot be replayed")

    assert show_replay(str(path), refuse) == EXIT_ERROR
    assert capsys.readouterr().err == f"error: {path}: action 3 cannot be replayed\n"


def test_a_replay_shows_the_records_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A readable record is given to ``show`` as its text, and the command succeeds."""
    path = tmp_path / "game.json"
    path.write_text("the record", encoding="utf-8")
    assert show_replay(str(path), print) == EXIT_OK
    assert capsys.readouterr().out == "the record\n"


def test_a_playback_lists_each_action_with_its_lines_and_the_end() -> None:
    """Heading, opening lines, each action and what it showed, then the outcome."""
    lines = played_lines("Game", ["dealt"], ["go", "stop"], lambda a: [f"{a}ne"], lambda: "A won")
    assert lines == [
        "Game",
        "  dealt",
        "   1> go",
        "      gone",
        "   2> stop",
        "      stopne",
        "End: A won",
    ]


def test_a_refused_action_stops_the_playback_naming_it_in_the_familys_word() -> None:
    """The engine's refusal of action 2 is a console error naming the event and its text."""

    def push(action: str) -> list[str]:
        if action == "fly":
            raise EngineError("nobody flies")
        return []

    with pytest.raises(ConsoleError, match=r"^event 2 \('fly'\) cannot be replayed: nobody flies"):
        played_lines("Game", [], ["walk", "fly"], push, lambda: None, unit="event")


def test_a_record_that_stops_early_says_so() -> None:
    """With no outcome after the last action, the playback says the record stops there."""
    assert played_lines("Game", [], [], lambda a: [], lambda: None)[-1] == "The record stops here."
