"""Commit and reveal of a game's seed, one way for every family (Lab §7.5, Cloud D1).

The bot draws 32 OS-random bytes and keeps them as 64 hex digits. The commitment posted at the
start is the SHA-256 of those bytes (not of their hex text), so anyone can check it with a stock
tool once the seed is revealed. Seeds that are not 64 hex digits (tests, rehearsals) are hashed
as their UTF-8 text.
"""

from __future__ import annotations

import hashlib

SEED_HEX_DIGITS = 64


def seed_bytes(seed: int | str) -> bytes:
    """The seed's bytes: 64 hex digits are the 32 random bytes, anything else its UTF-8 text."""
    text = str(seed)
    if len(text) == SEED_HEX_DIGITS:
        try:
            return bytes.fromhex(text)
        except ValueError:
            pass
    return text.encode()


def commitment(seed: int | str) -> str:
    """The SHA-256 of the seed's bytes, as 64 hex digits: posted at the start."""
    return hashlib.sha256(seed_bytes(seed)).hexdigest()


def how_to_verify(seed: int | str) -> str:
    """One shell line that recomputes the commitment from the revealed seed."""
    text = str(seed)
    if seed_bytes(seed) != text.encode():
        return f"`printf {text} | xxd -r -p | sha256sum`"
    return f"`printf '%s' '{text}' | sha256sum`"
