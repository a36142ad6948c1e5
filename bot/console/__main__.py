"""``python -m bot.console``: the consoles of every family, see :mod:`bot.console.cli`."""

from __future__ import annotations

import os
import sys

from bot.console.cli import main

if __name__ == "__main__":
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = 1
    raise SystemExit(code)
