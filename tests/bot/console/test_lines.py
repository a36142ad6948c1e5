"""The plumbing every family's console shares."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.console.lines import Command, ConsoleError, LineConsole, error_message, read_text


class Echo(LineConsole[None]):
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
