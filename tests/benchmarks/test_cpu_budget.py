"""The benchmarks' CPU budget (benchmarks/cpu_budget.py) when its timer fires in a collector's
callback, where an exception raised is reported and dropped."""

import gc
import time
from collections.abc import Iterator

import pytest

from benchmarks.cpu_budget import within


def _burn(seconds: float) -> None:
    """Spend ``seconds`` of this process's CPU in Python code."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


@pytest.fixture
def slow_callback() -> Iterator[list[str]]:
    """A collector's callback that spends 0.3 s of CPU at each pass's start (its log: "began",
    then "done" if it ran to its end)."""
    log: list[str] = []

    def slow(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            log.append("began")
            _burn(0.3)
            log.append("done")

    gc.callbacks.append(slow)
    try:
        yield log
    finally:
        gc.callbacks.remove(slow)


def _run() -> None:
    """A collector's pass (its callbacks), then 1 s of CPU."""
    gc.collect()
    _burn(1.0)


def test_a_budget_spent_in_a_collectors_callback_still_cuts_the_run_off(
    slow_callback: list[str],
) -> None:
    """A budget that runs out inside a collector's callback cuts the run off after it."""
    start = time.process_time()
    assert within(0.05, _run)
    assert time.process_time() - start < 0.8


def test_a_budget_spent_in_a_collectors_callback_lets_the_callback_finish(
    slow_callback: list[str],
) -> None:
    """A budget that runs out inside a collector's callback does not cut the callback short."""
    within(0.05, _run)
    assert slow_callback
    assert slow_callback == ["began", "done"] * (len(slow_callback) // 2)
