"""``python -m engine.cloud``: the designers' command line moved out of the pure engine."""

from __future__ import annotations

import sys

MOVED = """\
The Quantum Cloud command line moved out of the engine package. Run instead:
  python -m bot.console cloud {args}
"""

if __name__ == "__main__":
    sys.stderr.write(MOVED.format(args=" ".join(sys.argv[1:]) or "check FILE | simulate"))
    raise SystemExit(2)
