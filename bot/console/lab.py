"""The Schrödinger's Lab console: ``python -m bot.console lab replay FILE``.

``replay`` plays back the record a finished game attaches to its end post: each event as the
record stores it, then the public lines it produced, and the outcome, so a game can be read
move by move away from Discord.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from bot.console.lines import (
    played_lines,
    replay_file,
    run_command_line,
)
from engine.lab import LabGame, LabRecord
from engine.lab.actions import parse_record_line


def replay_lines(record: LabRecord) -> list[str]:
    """The playback of a record: the opening lines, then each event and what it showed."""
    game = LabGame(record.setup, record.draws)
    return played_lines(
        f"Schrödinger's Lab: {', '.join(game.names)} (seed {record.seed})",
        list(game.log),
        record.actions,
        lambda line: game.push(parse_record_line(line)),
        lambda: game.outcome.summary if game.outcome else None,
        unit="event",
    )


def _replay(args: argparse.Namespace) -> int:
    return replay_file(args.file, LabRecord.model_validate_json, "Lab", replay_lines)


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``replay`` to a subcommand list."""
    rep = commands.add_parser("replay", help="play back a game record, event by event")
    rep.add_argument("file", metavar="FILE")
    rep.set_defaults(run=_replay)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the Lab console alone."""
    parser = argparse.ArgumentParser(prog="python -m bot.console lab", description=__doc__)
    add_commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the Lab command line; returns the exit code."""
    return run_command_line(build_parser(), argv)
