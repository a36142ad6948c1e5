"""The storyteller's grimoire with a night open, at 14 players (issue 22 goal: < 1 s, text and
image).

The game is the one of ``clocktower_solver.py``: 14 players following one hidden classical setup
(Imp, Poisoner, Scarlet Woman, Baron; bluffs Librarian, Investigator, Soldier). At every night
after the first, once every living player has sent the list its character would, the grimoire
is drawn as text and as the image the cog attaches from 10 players on, before the storyteller
resolves. Night 1 is timed too (with the setup accepted and every list in).

Times are CPU seconds of this process (time.process_time), so that other load on a shared
machine does not inflate them. ``--full`` also times the old way (the open night simulated
with every choice free) for comparison.

Run: .venv/bin/python benchmarks/clocktower_grimoire.py [--full]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.clocktower_solver import BLUFFS, EVIL, N, attempt, candidates  # noqa: E402
from cogs.clocktower.grimoire import grimoire  # noqa: E402
from engine.clocktower import ClocktowerGame, ClocktowerSetup, search  # noqa: E402
from engine.clocktower.views import grimoire as grimoire_of  # noqa: E402
from engine.core.family import Actor  # noqa: E402


def send_all(game: ClocktowerGame, night: int, target: int) -> None:
    """Every living player sends what its hidden character would (dont_wake otherwise)."""
    for seat in range(N):
        if seat in game.appears_dead:
            continue
        setup_line = ""
        if night == 1 and seat in EVIL:
            setup_line = f"setup demon @{EVIL[0] + 1}" + (
                f" bluffs {BLUFFS}" if seat == EVIL[0] else ""
            )
        for line in [*candidates(game, seat, night, target), "dont_wake"]:
            if attempt(game, "\n".join(x for x in (setup_line, line) if x), seat):
                break


def timed(game: ClocktowerGame, as_image: bool) -> float:
    # cold caches: the storyteller's first look tonight, nothing left from the arrival checks
    game.solver = type(game.solver)()
    search._STATES.clear()
    start = time.process_time()
    grimoire(game, as_image)
    return time.process_time() - start


def main() -> None:
    """Play the game and print the grimoire's times per open night."""
    full = "--full" in sys.argv
    others = [s for s in range(N) if s not in EVIL]
    order = ",".join(str(s) for s in [*EVIL, *others])
    setup = ClocktowerSetup(players=tuple(f"p{i}" for i in range(N)), seed=2026)
    game = ClocktowerGame(setup, draws={"alignment": order})
    kills = [0, 2, 11, 4, 13, 1]
    print(f"players {N}")
    for night in range(1, 7):
        if game.outcome is not None:
            break
        send_all(game, night, kills[night - 1])
        text_s, image_s = timed(game, False), timed(game, True)
        line = f"night {night} open: grimoire text {text_s:.2f} s, text + image {image_s:.2f} s"
        if full and night > 1:
            game.solver = type(game.solver)()
            search._STATES.clear()
            start = time.process_time()
            grimoire_of(game, game.history)
            line += f"; open night simulated {time.process_time() - start:.2f} s"
        print(line, flush=True)
        game.play("resolve", Actor.STORYTELLER)
        while game.resolution is not None and game.resolution.waiting is not None:
            game.play("timeout", Actor.STORYTELLER)
        if game.outcome is not None:
            break
        if night == 2:
            alive = [s for s in range(N) if s not in game.appears_dead]
            game.play(
                f"nominate @1 @{EVIL[3] + 1} yes " + " ".join(f"@{s + 1}" for s in alive),
                Actor.STORYTELLER,
            )
        game.play("end_day", Actor.STORYTELLER)
    print(f"outcome {game.outcome}")


if __name__ == "__main__":
    main()
