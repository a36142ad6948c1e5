"""``python -m bot.console``: one command line for every family's console.

Quantum Werewolf keeps its commands at the top (``play``, ``simulate``, ``replay``, as before
the other families came); the others are named first: ``clocktower play | replay`` and
``cloud check | simulate | replay``, ``lab replay``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from bot.console import clocktower, cloud, lab, werewolf

DESCRIPTION = """\
Terminal consoles for game masters at a forum or a table.
Quantum Werewolf: play | simulate | replay.
Quantum Clocktower: clocktower play | replay (see 'clocktower --help').
Quantum Cloud: cloud check | simulate | replay (see 'cloud --help').
Schrödinger's Lab: lab replay FILE (a finished game's record)."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``python -m bot.console``."""
    parser = argparse.ArgumentParser(
        prog="python -m bot.console",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    werewolf.add_commands(commands)
    tower = commands.add_parser(
        "clocktower",
        help="Quantum Clocktower: play (storyteller's console) or replay a record",
        description=clocktower.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    clocktower.add_commands(tower.add_subparsers(dest="family_command", required=True))
    designers = commands.add_parser(
        "cloud",
        help="Quantum Cloud: check a deck file, simulate a game or replay a record",
        description=cloud.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    cloud.add_commands(designers.add_subparsers(dest="family_command", required=True))
    lab_parser = commands.add_parser(
        "lab",
        help="Schrödinger's Lab: play back a game record",
        description=lab.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    lab.add_commands(lab_parser.add_subparsers(dest="family_command", required=True))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = build_parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    return run(args)
