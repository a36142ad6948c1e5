"""The sandbox as a separate process, the way ``make run`` starts it."""

from __future__ import annotations

import contextlib
import os
import queue
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
ADDRESS = re.compile(r"Open (http://127\.0\.0\.1:\d+/)")


@contextlib.contextmanager
def sandbox_process(args: list[str], cwd: Path, lines: list[str] | None = None) -> Iterator[str]:
    """Run ``python <args>`` without a token until it prints its address; yields the address
    (``lines`` collects what it printed until then) and stops the process on exit."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    process = subprocess.Popen(
        [sys.executable, *args],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    printed: queue.Queue[str] = queue.Queue()
    assert process.stdout is not None
    stdout = process.stdout
    threading.Thread(target=lambda: [printed.put(line) for line in stdout], daemon=True).start()
    seen = lines if lines is not None else []
    try:
        while True:
            try:
                line = printed.get(timeout=60)
            except queue.Empty:
                pytest.fail("the sandbox printed no address within 60 s:\n" + "".join(seen))
            seen.append(line)
            found = ADDRESS.search(line)
            if found:
                break
        yield found.group(1)
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        # What the sandbox logged while the test ran (pytest shows it when the test fails).
        while not printed.empty():
            line = printed.get_nowait()
            seen.append(line)
            if "WARNING" in line or "ERROR" in line or "Traceback" in line:
                print("sandbox:", line, end="")
