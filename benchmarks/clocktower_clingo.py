"""Quantum Clocktower: the setup layer in clingo (answer-set programming) against our search.

The question is the storyteller view's first column and Law 3's token prompt: which setup tokens
can each seat hold (a Drunk token counts as its own token)? clingo answers it with one call in
brave mode (an atom is reported when it is true in some answer set); our engine answers it with
``Solver.token_options`` over the leaves of the history. Both answers are compared, so this is
also a cross-check of the setup rules (S2, R1, R3, V2's room for bluffs).

The engine's figure includes finding the leaves of Night 1 with every seat free, which the
clingo encoding does not model, so it overstates the search's cost on this question a little.
Only the setup layer is encoded here: every night rule (slots, poison, protection, kills,
registration, information) would have to be written again as time-indexed rules. The figures
show what clingo costs per call on the part that is easy to encode.

Needs the ``bench`` extra: ``.venv/bin/pip install -e ".[bench]"``.
Run: .venv/bin/python benchmarks/clocktower_clingo.py
"""

from __future__ import annotations

import statistics
import time

import clingo

from engine.clocktower import search
from engine.clocktower.script import (
    BLUFF_MIN_PLAYERS,
    TROUBLE_BREWING,
    Kind,
    Script,
    base_counts,
    evil_count,
    is_drunk_token,
    token_believed,
)
from engine.clocktower.search import Solver
from engine.clocktower.world import History, NightPlan

RULES = """
#defined pin/2. #defined bluffs_needed/0.
1 { holds(S,T) : ok(S,T) } 1 :- seat(S).
side(tf,good). side(out,good). side(min,evil). side(dem,evil).
ok(S,T) :- good(S), tok(T,_,K), side(K,good), not pinned(S).
ok(S,T) :- evil(S), tok(T,_,K), side(K,evil), not pinned(S).
ok(S,T) :- pin(S,T), good(S), tok(T,_,K), side(K,good).
ok(S,T) :- pin(S,T), evil(S), tok(T,_,K), side(K,evil).
pinned(S) :- pin(S,_).
:- tok(_,F,_), #count { S : holds(S,T), tok(T,F,_) } > 1.
:- #count { S : holds(S,T), drunk(T) } > 1.
:- #count { S : holds(S,T), tok(T,_,dem) } != 1.
baron :- holds(_,"baron").
townsfolk(N) :- N = #count { S : holds(S,T), tok(T,_,tf), not drunk(T) }.
outsiders(N) :- N = #count { S : holds(S,T), tok(T,_,out) }.
:- not baron, townsfolk(N), N != t.
:- not baron, outsiders(N), N != o.
:- baron, townsfolk(N), N != t - 2.
:- baron, outsiders(N), N != o + 2.
used(F) :- holds(_,T), tok(T,F,_).
used(drunk) :- holds(_,T), drunk(T).
:- bluffs_needed, #count { C : goodchar(C), not used(C) } < 3.
#show holds/2.
"""


def facts(script: Script, n: int, evil: frozenset[int], pins: dict[int, set[str]]) -> str:
    """The instance: seats, alignment, tokens with family and kind, counts and pins."""
    kinds = {Kind.TOWNSFOLK: "tf", Kind.OUTSIDER: "out", Kind.MINION: "min", Kind.DEMON: "dem"}
    lines = [f"seat(0..{n - 1})."]
    lines += [f"evil({s})." for s in sorted(evil)]
    lines += [f"good({s})." for s in range(n) if s not in evil]
    for token in (*script.good_tokens(), *script.evil_tokens()):
        family = token_believed(token)
        kind = "out" if is_drunk_token(token) else kinds[script.kind(token)]
        lines.append(f'tok("{token}",{family},{kind}).')
        if is_drunk_token(token):
            lines.append(f'drunk("{token}").')
    for character in (*script.townsfolk, *script.outsiders):
        lines.append(f"goodchar({character}).")
    t, o, _, _ = base_counts(n)
    lines.append(f"#const t={t}. #const o={o}.")
    if n >= BLUFF_MIN_PLAYERS:
        lines.append("bluffs_needed.")
    for seat, tokens in pins.items():
        lines += [f'pin({seat},"{token}").' for token in sorted(tokens)]
    return "\n".join(lines)


def clingo_options(
    script: Script, n: int, evil: frozenset[int], pins: dict[int, set[str]]
) -> list[set[str]]:
    """Per seat, every token it holds in some valid setup (one brave-mode solve)."""
    control = clingo.Control(["--enum-mode=brave", "--models=0"])
    control.add("base", [], RULES)
    control.add("base", [], facts(script, n, evil, pins))
    control.ground([("base", [])])
    options: list[set[str]] = [set() for _ in range(n)]
    last: list[clingo.Symbol] = []

    def on_model(model: clingo.Model) -> None:
        last[:] = model.symbols(shown=True)

    control.solve(on_model=on_model)
    for atom in last:
        seat, token = atom.arguments
        options[seat.number].add(token.string)
    return options


def search_options(
    script: Script, n: int, evil: frozenset[int], pins: dict[int, set[str]]
) -> list[set[str]]:
    """The same question through the engine (a fresh solver and an empty state cache)."""
    search._STATES.clear()
    history = History(script, n, evil, (NightPlan(1),)).with_pins(
        (seat, frozenset(tokens)) for seat, tokens in pins.items()
    )
    solver = Solver()
    return solver.token_options(history, solver.all_leaves(history))


def timed(function, *args):  # type: ignore[no-untyped-def]
    """The result of ``function(*args)`` and the median CPU time of three runs."""
    times, result = [], None
    for _ in range(3):
        start = time.process_time()
        result = function(*args)
        times.append(time.process_time() - start)
    return result, statistics.median(times)


def main() -> None:
    """Compare at several sizes, without and with two seats pinned by their Night 1 wakes."""
    script = TROUBLE_BREWING
    for n in (5, 7, 10, 14):
        evil = frozenset(range(n - evil_count(n), n))
        for label, pins in (
            ("open", {}),
            ("two wakes", {0: {"empath", "drunk(empath)"}, 1: {"chef", "drunk(chef)"}}),
        ):
            ours, ours_time = timed(search_options, script, n, evil, pins)
            theirs, theirs_time = timed(clingo_options, script, n, evil, pins)
            assert ours == theirs, (n, label, ours, theirs)
            print(
                f"{n:2} players, {label:9}: search {ours_time * 1000:7.1f} ms,"
                f" clingo {theirs_time * 1000:7.1f} ms (same answer)"
            )


if __name__ == "__main__":
    main()
