"""What every family's line console shares: its commands, its output, its error lines.

A console reads one line at a time (from a terminal or a pipe), runs it, and prints what it did.
A line that fails prints ``error: ...`` and changes nothing, so a storyteller can paste a whole
forum thread in and read which lines were refused.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TextIO, TypeVar

from engine.core.errors import EngineError

EXIT_OK = 0
EXIT_ERROR = 2


class ConsoleError(EngineError):
    """A console command was malformed or is not possible now."""


@dataclass(frozen=True)
class Command:
    """One console command."""

    usage: str
    summary: str
    run: Callable[[str], None]


def error_message(error: Exception) -> str:
    """A failed line's reason, for the person at the console (a file error names the file)."""
    if isinstance(error, OSError):
        where = f"{error.filename}: " if error.filename else ""
        return f"{where}{error.strerror or error}"
    if isinstance(error, UnicodeDecodeError):
        return "not UTF-8 text"
    return str(error)


class Played(Protocol):
    """What the console plumbing reads of a family's game: its actions so far."""

    @property
    def actions(self) -> Sequence[Any]: ...


G = TypeVar("G", bound=Played)
"""The family's game type."""


class LineConsole(Generic[G]):
    """The plumbing of a console: :meth:`run` feeds :meth:`handle` line by line until ``quit``.

    A family's console fills :attr:`commands` and implements :meth:`handle`; a failed line goes
    through :meth:`failed`, which counts it and prints its reason. :attr:`game` is ``None``
    until the game starts (players and settings change only before).
    """

    commands: dict[str, Command]

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.game: G | None = None
        self.finished = False
        """Set by ``quit``."""
        self.errors = 0
        """How many lines failed (a script's caller can tell a clean run)."""

    def say(self, text: str = "") -> None:
        """Print a line (or several)."""
        print(text, file=self.out)

    def handle(self, line: str) -> None:
        """Run one command line. A bad one prints the error and changes nothing."""
        raise NotImplementedError

    def end_of_input(self) -> None:
        """The lines ran out: finish whatever a console keeps open across lines."""

    def run(self, lines: Iterable[str], *, echo: bool = False) -> None:
        """Handle lines until they run out or ``quit``."""
        for line in lines:
            if echo and line.strip():
                self.say(f"> {line.rstrip()}")
            self.handle(line)
            if self.finished:
                return
        self.end_of_input()

    def _started(self) -> G:
        if self.game is None:
            raise ConsoleError("the game has not started yet (type 'start')")
        return self.game

    def _not_started(self) -> None:
        if self.game is not None:
            raise ConsoleError("the game has started: players and settings are fixed")

    def failed(self, error: Exception) -> None:
        """Count a failed line and print why it failed."""
        self.errors += 1
        self.say(f"error: {error_message(error)}")

    def record_json(self, game: G) -> str:
        """The game's record as JSON (the family's record type)."""
        raise NotImplementedError

    def save(self, rest: str) -> None:
        """Write the record."""
        game = self._started()
        if not rest:
            raise ConsoleError("usage: save FILE")
        Path(rest).write_text(self.record_json(game) + "\n", encoding="utf-8")
        self.say(f"saved {len(game.actions)} actions to {rest}")

    def _record_text(self, rest: str) -> str:
        """The text of the record file ``load`` names (before the game starts)."""
        self._not_started()
        if not rest:
            raise ConsoleError("usage: load FILE")
        return Path(rest).read_text(encoding="utf-8")

    def list_commands(self, width: int) -> None:
        """Print every command's usage and summary, usages padded to ``width``."""
        self.say("Commands:")
        for command in self.commands.values():
            self.say(f"  {command.usage:<{width}} {command.summary}")

    def quit(self, rest: str) -> None:
        """Stop reading."""
        self.finished = True


def read_text(path: str) -> str:
    """A file's UTF-8 text; :class:`ConsoleError` saying why when it cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ConsoleError(f"cannot read {path}: {error.strerror or error}") from error
    except UnicodeDecodeError as error:
        raise ConsoleError(f"cannot read {path}: not UTF-8 text") from error


def exit_error(message: str) -> int:
    """Print a command's failure on standard error, on one line; the exit code to return."""
    print(f"error: {' '.join(message.split())}", file=sys.stderr)
    return EXIT_ERROR


R = TypeVar("R")


def replay_file(
    path: str, parse: Callable[[str], R], game: str, lines: Callable[[R], list[str]]
) -> int:
    """Print the replay of the record in ``path`` (``parse`` reads it, ``lines`` replays it);
    the exit code every console command gives."""
    try:
        record = parse(read_text(path))
    except ConsoleError as error:
        return exit_error(str(error))
    except ValueError as error:
        return exit_error(f"{path}: not a {game} record ({error})")
    try:
        print("\n".join(lines(record)))
    except ConsoleError as error:
        return exit_error(f"{path}: {error}")
    return EXIT_OK


def played_lines(
    heading: str,
    opening: Iterable[str],
    actions: Sequence[str],
    push: Callable[[str], Iterable[str]],
    outcome: Callable[[], str | None],
    unit: str = "action",
) -> list[str]:
    """A record's playback: ``heading``, the game's ``opening`` lines, then each of its
    ``actions`` as stored with the public lines ``push`` gives for it, and the ``outcome``
    once they ran (``None``: the record stops before the end). An action the engine refuses
    stops the playback with a :class:`ConsoleError` naming it (the family's word ``unit``)."""
    out = [heading, *(f"  {line}" for line in opening)]
    for number, line in enumerate(actions, start=1):
        try:
            shown = push(line)
        except EngineError as error:
            raise ConsoleError(f"{unit} {number} ({line!r}) cannot be replayed: {error}") from None
        out.append(f"{number:>4}> {line}")
        out += [f"      {text}" for text in shown]
    summary = outcome()
    out.append(f"End: {summary}" if summary is not None else "The record stops here.")
    return out


def show_replay(path: str, show: Callable[[str], None]) -> int:
    """Read the record in ``path`` and ``show`` its replay; a file that cannot be read, or a
    record the engine refuses, fails naming the file. The exit code every console command
    gives."""
    try:
        text = read_text(path)
    except ConsoleError as error:
        return exit_error(str(error))
    try:
        show(text)
    except EngineError as error:
        return exit_error(f"{path}: {error}")
    return EXIT_OK


def run_command_line(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> int:
    """Parse ``argv`` with a parser whose subcommands set ``run``, run it, return its exit code."""
    args = parser.parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    return run(args)
