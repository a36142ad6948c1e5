"""The grimoire image's words under its grid (addendum §11): the cost of drawing the "now"
lines and the rules' notes, at 15 seats of script 2.

Two storyteller views of the same 15 seats are drawn: one with no swap and no note (the image
as it was before the words), one where every seat may have taken on three characters and
twelve notes are kept (more than a game holds: an upper bound). Times are per image, CPU
(time.process_time) beside wall, over ``--rounds`` images after one warm-up.

Run: .venv/bin/python benchmarks/clocktower_grimoire_words.py [--rounds 30]
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cogs.clocktower.grimoire_image import grimoire_png  # noqa: E402
from engine.clocktower.characters.worlds import GrimoireNote  # noqa: E402
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP  # noqa: E402
from engine.clocktower.views import SeatView, StorytellerView  # noqa: E402

SEATS = 15
RULES = (
    ("chosen", "lleech"),
    ("chosen", "pukka"),
    ("spent", "fool"),
    ("spent", "puzzlemaster"),
    ("marked", "lycanthrope"),
    ("pending", "mastermind"),
)


def views() -> dict[str, StorytellerView]:
    """The view without words under the grid and the one with many."""
    chars = list(UP.characters)
    seats = tuple(
        SeatView(s, tuple(chars[s : s + 4]), "alive", s % 3 == 0, ("~empath",))
        for s in range(SEATS)
    )
    notes = tuple(GrimoireNote(code, who, s) for s, (code, who) in enumerate(RULES * 2))
    swapped = tuple(replace(s, now=("barber", "pukka", "vortox")) for s in seats)
    return {
        "without words": StorytellerView(seats, (), (), None, 100),
        "with words": StorytellerView(swapped, (), (), None, 100, notes=notes),
    }


def main() -> None:
    """Print each view's time per image."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    rounds = parser.parse_args().rounds
    names = tuple(f"Player {i + 1}" for i in range(SEATS))
    for label, view in views().items():
        grimoire_png(view, UP, names)
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in range(rounds):
            grimoire_png(view, UP, names)
        wall = (time.perf_counter() - wall) / rounds * 1000
        cpu = (time.process_time() - cpu) / rounds * 1000
        print(f"{label}: {cpu:.1f} ms CPU, {wall:.1f} ms wall per image")


if __name__ == "__main__":
    main()
