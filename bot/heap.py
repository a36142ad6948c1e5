"""The garbage collector's pauses, kept short.

CPython's cyclic collector stops every thread while it runs, worker threads included, and a
full pass walks every tracked object: at start-up the bot already holds well over 100 000 (its
modules, discord.py's caches, the games loaded from the database), and a full pass over them
stalls the event loop for tens to hundreds of milliseconds. Objects that live for the whole
run never need that walk, so once the bot is up they are moved out of the collector's sight
(:func:`gc.freeze`); later passes walk only what was made since.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect what is garbage now, then exempt every surviving object from later passes (they
    are still freed by reference counting; only cycles among them would be kept)."""
    gc.collect()
    gc.freeze()
