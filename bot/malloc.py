"""glibc's allocator tuned for the engine's large numpy temporaries.

A 1000-player phase builds dozens of 8-16 MB numpy arrays that live for a few milliseconds.
glibc serves a block over its mmap threshold (128 kB at first, raised as blocks are freed) with
a fresh ``mmap`` and returns it to the system when it is freed, so every such array faults its
pages in again, one fault per 4 kB: at 1000 players that is a sixth of the time of a phase's
views. With the threshold at its largest (32 MB) and the trim threshold far above it, freed
blocks stay in the heap and the next array reuses them. The price is that the heap keeps its
high-water mark resident instead of shrinking after each phase.

Only on Linux with glibc (``mallopt`` is a glibc call); anywhere else this does nothing.
"""

from __future__ import annotations

import ctypes
import sys

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
"""``mallopt`` parameter numbers (glibc's ``malloc.h``)."""

MMAP_THRESHOLD = 32 * 1024 * 1024
"""The largest value glibc accepts on 64-bit systems: blocks up to it come from the heap."""

TRIM_THRESHOLD = 512 * 1024 * 1024
"""Free memory at the top of the heap kept rather than returned to the system."""


def tune() -> bool:
    """Set the thresholds for the whole process; whether it was done (``False`` off glibc).

    Call it once, early in start-up: it changes how later blocks are allocated."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None)
        libc.gnu_get_libc_version  # noqa: B018 - only glibc has it (musl has no mallopt effect)
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(
        mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD)
    )
