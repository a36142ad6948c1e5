"""The bot-driven players' own process for the platform benchmark (``platform_load.py``).

Choosing a Clocktower robot's night list searches the engine's well-formed entries and checks
each candidate; the players are outside the bot, so that work runs here, on a copy of the game,
and never on the bot's event loop nor in its CPU time. A module of its own so that the process
finds :func:`choose_ct` however the benchmark was started (as a script, under a profiler).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import pickle
import time

from bot.sandbox import family_robots


def choose_ct(
    blob: bytes, turn: family_robots.CtTurn
) -> tuple[family_robots.SlashMove | None, float]:
    """A Clocktower robot's night list, chosen in the players' own process on a copy of the
    game (``None`` when no list is possible); with the CPU time it took."""
    began = time.process_time()
    move = family_robots.ct_move(pickle.loads(blob), turn)
    return move, time.process_time() - began


def players_process() -> concurrent.futures.ProcessPoolExecutor:
    """The players' own process, where Clocktower robots choose their night lists: the
    players are outside the bot, so their search must neither stall the bot's loop nor count
    in its CPU time (a fresh interpreter, not a fork of this threaded process)."""
    pool = concurrent.futures.ProcessPoolExecutor(
        1, mp_context=multiprocessing.get_context("spawn")
    )
    pool.submit(ready).result()  # started, and its imports done, before anything is timed
    return pool


def ready() -> bool:
    """Nothing: a first call makes the process import this module (and the engines)."""
    return True
