"""``python -m engine``: the console moved out of the pure engine; say where it went."""

from __future__ import annotations

import sys

MOVED = """\
The werewolf console moved out of the engine package. Run instead:
  python -m bot.console {args}
"""

if __name__ == "__main__":
    sys.stderr.write(MOVED.format(args=" ".join(sys.argv[1:]) or "play | simulate | replay"))
    raise SystemExit(2)
