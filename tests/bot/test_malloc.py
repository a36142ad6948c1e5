"""Tuning glibc's allocator at start-up: done on Linux with glibc, a no-op elsewhere."""

from __future__ import annotations

import ctypes
import sys

import pytest

from bot import malloc


def _glibc() -> bool:
    try:
        ctypes.CDLL(None).gnu_get_libc_version  # noqa: B018
    except (OSError, AttributeError):
        return False
    return sys.platform.startswith("linux")


@pytest.mark.skipif(not _glibc(), reason="glibc only")
def test_tune_sets_the_thresholds_on_glibc():
    """On Linux with glibc both thresholds are accepted."""
    assert malloc.tune() is True


def test_tune_does_nothing_off_linux(monkeypatch):
    """On another platform ``tune`` reports that it did nothing."""
    monkeypatch.setattr(sys, "platform", "darwin")
    assert malloc.tune() is False
