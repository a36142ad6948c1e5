"""Command line for designers: ``python -m engine.cloud check deck.toml`` or ``simulate``."""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from engine.cloud.decks import STARTERS, DeckError, parse_deck_text, starter_deck
from engine.cloud.game import CloudGame
from engine.cloud.policy import random_action
from engine.cloud.setup import CloudPlayer, CloudSettings, CloudSetup


def main(argv: list[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m engine.cloud", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="validate a deck file (C8) and price its cards")
    check.add_argument("file", type=Path)
    simulate = commands.add_parser("simulate", help="play a random game and print its lines")
    simulate.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    simulate.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "check":
        try:
            deck = parse_deck_text(args.file.read_text("utf-8"))
        except DeckError as error:
            print(error)
            return 1
        print(f"{deck.name} ({deck.id}): valid")
        print("\n".join(deck.report()))
        return 0
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


if __name__ == "__main__":
    sys.exit(main())
