"""The Quantum Cloud console: ``python -m bot.console cloud check | simulate | replay``.

``check`` validates a deck file (spec C8) and prices its cards; ``simulate`` plays a random
game with the starter decks and prints its public lines; ``replay`` plays back the record a
finished game attaches to its end post, action by action with the public lines each produced. (It was ``python -m engine.cloud``
before the command line moved out of the pure engine.)
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from pathlib import Path

from bot.console.lines import (
    played_lines,
    replay_file,
    run_command_line,
)
from engine.cloud.actions import parse_record_line
from engine.cloud.decks import STARTERS, DeckError, parse_deck_text, starter_deck
from engine.cloud.game import CloudGame
from engine.cloud.policy import random_action
from engine.cloud.setup import CloudPlayer, CloudRecord, CloudSettings, CloudSetup


def _check(args: argparse.Namespace) -> int:
    try:
        deck = parse_deck_text(Path(args.file).read_text("utf-8"))
    except DeckError as error:
        print(error)
        return 1
    print(f"{deck.name} ({deck.id}): valid")
    print("\n".join(deck.report()))
    return 0


def _simulate(args: argparse.Namespace) -> int:
    players = [
        CloudPlayer(name=f"bot{i}", deck=starter_deck(STARTERS[i % 2]).document())
        for i in range(args.players)
    ]
    game = CloudGame(
        CloudSetup(
            players=players,
            seed=f"{args.seed:064x}",
            settings=CloudSettings(setup_mode="auto"),
        )
    )
    rng = random.Random(args.seed)
    while game.outcome is None:
        game.push(random_action(game, rng))
    print("\n".join(game.lines))
    return 0


def replay_lines(record: CloudRecord) -> list[str]:
    """The playback of a record: the setup's lines, then each action and its public lines."""
    game = CloudGame(record.setup, record.draws)
    names = ", ".join(f"{p.letter} {p.name}" for p in game.players)
    return played_lines(
        f"Quantum Cloud: {names} (seed {record.seed})",
        list(game.lines),
        record.actions,
        lambda line: game.push(parse_record_line(line)).public,
        lambda: game.outcome.summary if game.outcome else None,
    )


def _replay(args: argparse.Namespace) -> int:
    return replay_file(args.file, CloudRecord.model_validate_json, "Quantum Cloud", replay_lines)


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``check`` and ``simulate`` to a subcommand list."""
    check = commands.add_parser("check", help="validate a deck file (C8) and price its cards")
    check.add_argument("file", type=Path)
    check.set_defaults(run=_check)
    simulate = commands.add_parser("simulate", help="play a random game and print its lines")
    simulate.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    simulate.add_argument("--seed", type=int, default=1)
    simulate.set_defaults(run=_simulate)
    rep = commands.add_parser("replay", help="play back a game record, action by action")
    rep.add_argument("file", metavar="FILE")
    rep.set_defaults(run=_replay)


def build_parser(prog: str = "python -m bot.console cloud") -> argparse.ArgumentParser:
    """The argument parser of the cloud console."""
    parser = argparse.ArgumentParser(
        prog=prog, description="Quantum Cloud: check a deck, simulate, replay."
    )
    add_commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    return run_command_line(build_parser(), argv)
