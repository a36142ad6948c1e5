"""What the reasons' gates on gained instances cost script 2 (issue 26): ``python -m
tests.engine.clocktower.gain_gates [script] [games] [--first N] [--quantum]``.

Random five-player games (``uncertainty_principle`` unless named), played as the reasons'
property test plays them; before each night's lists every living good player's candidate
entries are given :func:`clause_reason` three times: as it stands, with the "slept" rule's
gain gate lifted (:func:`_slept`'s "a gain may have given the seat one of them since"), and
with no character of the script counted as gaining instances (every rule gated on
:func:`gains_on`). Each lifted reading is an upper bound of what a finer reading of the
gains could answer, not a sound rule: the entries it answers and the plain reading does not
are printed, with ``--quantum`` beside the quantum game's own verdict (an Atheist game has
none; a lifted reason for an entry the game accepts is one no finer reading may give). The
"slept" rule's calls are counted by how they end.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from engine.clocktower import ClocktowerGame, ClocktowerSetup, reasons
from engine.clocktower.characters.base import Character
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.reasons import clause_reason
from engine.clocktower.refusals import Reason
from engine.clocktower.reports import Told
from engine.clocktower.script import SCRIPTS, UNCERTAINTY_PRINCIPLE
from engine.clocktower.table import Table
from engine.clocktower.text import DontWake, Seat
from tests.engine.clocktower.test_script2_reasons_property import (
    _candidates,
    _good_seats_nightly,
)

Slept = Callable[[Table, Seat, tuple[Character, ...]], int | None]


def _slept_ungated(ends: Counter[str]) -> Slept:
    """:func:`reasons._slept` without its gain gate, counting in ``ends`` how each call ends."""

    def slept(game: Table, seat: Seat, characters: tuple[Character, ...]) -> int | None:
        if any(type(c).explicit_wakes is not Character.explicit_wakes for c in characters):
            ends["a character's wake has a condition"] += 1
            return None
        for report in game.reports:
            if report.to != seat or report.code is not Told.NIGHT:
                continue
            night = report.numbers[0]
            slots = (game.script.slot(c.id, night) for c in characters)
            if (
                report.entries == (DontWake(),)
                and night < game.number
                and all(slot is not None for slot in slots)
            ):
                ends["a night slept through"] += 1
                return night
        ends["no earlier night slept through with a slot for each"] += 1
        return None

    return slept


@contextmanager
def _lifted(mode: str, ends: Counter[str]) -> Iterator[None]:
    """The reasons with one gate lifted: ``slept`` (the "slept" rule's), ``gains`` (every
    rule's reading of :func:`gains_on`)."""
    slept, gains = reasons._slept, reasons.gains_on
    if mode == "slept":
        reasons._slept = _slept_ungated(ends)  # type: ignore[assignment]
    else:
        reasons.gains_on = lambda script: False
    try:
        yield
    finally:
        reasons._slept, reasons.gains_on = slept, gains


def _why(reason: Reason | None) -> str:
    return "none" if reason is None else reason.why.value


def measure(script: str, games: int, first: int, quantum: bool) -> None:
    """Print every entry a lifted gate answers differently, then the counts."""
    asked: Counter[int] = Counter()
    answered: Counter[tuple[int, str, str]] = Counter()
    ends: Counter[str] = Counter()
    for seed in range(first, first + games):
        rng = random.Random(seed)
        players = tuple(f"p{i}" for i in range(5))
        game = ClocktowerGame(ClocktowerSetup(players=players, script=script, seed=seed))
        for seat in _good_seats_nightly(game, rng, 3):
            for entry in list(_candidates(rng, game, seat)):
                asked[game.number] += 1
                now = clause_reason(game, seat, entry)
                for mode in ("slept", "gains"):
                    with _lifted(mode, ends):
                        lifted = clause_reason(game, seat, entry)
                    if _why(lifted) == _why(now):
                        continue
                    answered[(game.number, mode, _why(lifted))] += 1
                    where = f"seed {seed} Night {game.number} @{seat + 1}"
                    line = f"{where} {mode}: {entry.text}: {_why(now)} -> {_why(lifted)}"
                    print(line + _verdict(game, seat, entry, quantum), flush=True)
    print(f"{games} games of {script}; entries put by night: {dict(sorted(asked.items()))}")
    print(f"the 'slept' rule, its gain gate lifted: {dict(ends)}")
    for (night, mode, why), count in sorted(answered.items()):
        print(f"Night {night}, {mode} lifted: {count} entries answered '{why}' instead")


def _verdict(game: ClocktowerGame, seat: Seat, entry: ClauseEntry, quantum: bool) -> str:
    if not quantum:
        return ""
    if game.adjudicated:
        return " (an Atheist game)"
    possible = game._entry_possible(game._arrival_base(seat), seat, entry)
    return " (the game ACCEPTS it)" if possible else " (the game refuses it)"


def main() -> None:
    args = sys.argv[1:]
    first = int(args[args.index("--first") + 1]) if "--first" in args else 0
    numbers = [a for i, a in enumerate(args) if a.isdigit() and args[i - 1] != "--first"]
    names = [a for a in args if a in SCRIPTS]
    script = names[0] if names else UNCERTAINTY_PRINCIPLE.id
    measure(script, int(numbers[0]) if numbers else 20, first, "--quantum" in args)


if __name__ == "__main__":
    main()
