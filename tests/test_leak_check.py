"""The suite's own check (tests/conftest.py): a test that leaves a SQLite connection running
fails, by name, instead of a clean-up at the end of the run hiding it; a worker job a test
leaves in flight ends before the next test (the heap's tests read the worker as idle)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[1]

CONFTEST = """
import tests.conftest as suite
from tests.conftest import (  # noqa: F401
    pytest_runtest_setup,
    pytest_runtest_teardown,
    pytest_sessionfinish,
)

suite._LEAK_GRACE = 1.0
"""

LEAKING = """
import asyncio
import threading
import time

import aiosqlite

from bot import worker

kept = []


def sqlite_threads():
    return [t for t in threading.enumerate() if t.name.endswith("(_connection_worker_thread)")]


async def test_leaves_its_connection(tmp_path):
    kept.append(await aiosqlite.connect(str(tmp_path / "a.sqlite3")))


async def test_closes_its_connection(tmp_path):
    conn = await aiosqlite.connect(str(tmp_path / "b.sqlite3"))
    await conn.close()


def test_starts_with_no_connection_running():
    assert sqlite_threads() == []


async def test_leaves_a_job_running():
    caller = asyncio.create_task(worker.run(time.sleep, 0.5))
    await asyncio.sleep(0.05)
    caller.cancel()


def test_finds_the_worker_idle():
    assert not worker.busy()
"""


def test_what_a_test_leaves_running_fails_it_or_ends_before_the_next(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The leaving test errs at its teardown, named; the test that closes passes; the next
    test starts with no connection running, and the test after a cancelled caller's job finds
    the worker idle."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    pytester.makeini("[pytest]\nasyncio_mode = auto\n")
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_leaking=LEAKING)
    result = pytester.runpytest_subprocess(
        "-p", "no:randomly", "-p", "no:cacheprovider", timeout=240
    )
    result.assert_outcomes(passed=5, errors=1)
    result.stdout.fnmatch_lines(["*ERROR at teardown of test_leaves_its_connection*"])
    result.stdout.fnmatch_lines(
        ["*test_leaking.py::test_leaves_its_connection left 1 aiosqlite connection(s) running*"]
    )
