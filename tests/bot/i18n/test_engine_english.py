"""No engine sentence reaches a member: every refusal an engine raises on a member's input is
data (an :class:`engine.core.said.Said` with a code, or a family's refusal code), worded by the
bot. An engine error raised with a bare English sentence is allowed only where no member's input
leads (records, the console, pinned draws, positions for rehearsals), each listed here with why."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
ERRORS = frozenset(
    {"EngineError", "ParseError", "IllegalActionError", "SetupError", "RecordError", "DrawError"}
)
"""The engine's error classes a cog may catch and show (``engine.core.errors``)."""

DEVELOPER_ONLY: dict[tuple[str, str], str] = {
    ("engine/clocktower/__init__.py", "replay"): "records replay in the console",
    ("engine/cloud/family.py", "replay"): "records replay in the console",
    ("engine/lab/family.py", "replay"): "records replay in the console",
    ("engine/werewolf/family.py", "replay"): "records replay in the console",
    ("engine/werewolf/record.py", "replay"): "records replay in the console",
    ("engine/werewolf/record.py", "load_record"): "records replay in the console",
    ("engine/cloud/game.py", "replay"): "records replay in the console",
    ("engine/core/record.py", "parse_record_json"): "records replay in the console",
    ("engine/core/draws.py", "draw"): "pinned draws come from records and tests",
    ("engine/core/draws.py", "shuffle"): "pinned draws come from records and tests",
    ("engine/lab/draws.py", "uniform"): "pinned draws come from records and tests",
    ("engine/lab/draws.py", "draw"): "pinned draws come from records and tests",
    ("engine/cloud/streams.py", "d6"): "pinned draws come from records and tests",
    ("engine/cloud/streams.py", "choice"): "pinned draws come from records and tests",
    ("engine/clocktower/game.py", "_fallback_wake"): "pinned draws come from records and tests",
    ("engine/clocktower/actions.py", "parse_action_text"): (
        "the storyteller's lines are built by the cog (resolve, end_day, nominate), never typed"
    ),
    ("engine/clocktower/actions.py", "_private"): (
        "/ct puzzle builds `puzzle @a learn @b` from two numbers, never typed"
    ),
    ("engine/clocktower/rulings.py", "parse_ruling"): (
        "the storyteller's rulings are built by the adjudication buttons, never typed"
    ),
    ("engine/clocktower/text.py", "parse_submission"): (
        "re-raises a line's ParseError; every line parser raises ListError (coded)"
    ),
    ("engine/cloud/game.py", "__init__"): "the cog validates every deck before a game starts",
    ("engine/cloud/game.py", "check"): "the cog refuses a non-player before the engine sees them",
    ("engine/cloud/game.py", "_check_host_or_system"): "only the bot sends timeouts and pauses",
    ("engine/lab/game.py", "__init__"): "a starting position is given by rehearsals and tests",
    ("engine/lab/geometry.py", "sector_cell"): "cells are parsed from positions only",
    ("engine/lab/geometry.py", "parse_cell"): "cells are parsed from positions only",
    ("engine/lab/position.py", "_seat"): "positions come from rehearsals and tests",
    ("engine/lab/position.py", "parse_position"): "positions come from rehearsals and tests",
    ("engine/lab/position.py", "check"): "positions come from rehearsals and tests",
    ("engine/lab/options.py", "parse_cat"): "the lobby offers the cats as choices",
    ("engine/lab/options.py", "parse_scenario"): "the lobby offers the scenarios as choices",
    ("engine/werewolf/actions.py", "parse_action"): "action texts are the bot's own records",
    ("engine/werewolf/phases.py", "parse_phase"): "phase codes are the engine's own",
    ("engine/werewolf/phases.py", "__post_init__"): "phase codes are the engine's own",
    ("engine/werewolf/roles.py", "wolf"): "role codes are the engine's own",
    ("engine/werewolf/roles.py", "parse_role"): "role codes are the engine's own",
    ("engine/werewolf/roles.py", "__new__"): "role codes are the engine's own",
    ("engine/werewolf/roles.py", "__post_init__"): "role codes are the engine's own",
    ("engine/werewolf/game.py", "__new__"): (
        "presets are the lobby's choices; the lobby refuses a bad table before the engine"
    ),
}
"""Where an engine error may carry an English sentence, and why no member reads it."""


def _sentence(call: ast.Call) -> bool:
    """Whether a call raises an engine error with a bare sentence (a string, an f-string or a
    sum of them) rather than a ``Said`` or a code; ``_refuse`` (Cloud) without a code too."""
    func = call.func
    if not isinstance(func, ast.Name):
        return False
    if func.id == "_refuse":
        return len(call.args) < 2
    bare = (ast.Constant, ast.JoinedStr, ast.BinOp)
    return func.id in ERRORS and bool(call.args) and isinstance(call.args[0], bare)


def english_refusals(root: Path = ROOT) -> set[tuple[str, str]]:
    """Every (module, function) of the engine raising an error with an English sentence."""
    found = set()
    for path in sorted((root / "engine").rglob("*.py")):
        relative = str(path.relative_to(root))
        for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                calls = [n for n in ast.walk(function) if isinstance(n, ast.Call)]
                if any(_sentence(call) for call in calls):
                    found.add((relative, function.name))
    return found


def test_only_developer_paths_raise_english_sentences():
    """Every engine error with an English sentence is on a path no member's input reaches."""
    assert english_refusals() - DEVELOPER_ONLY.keys() == set()


def test_the_list_of_developer_paths_is_not_stale():
    """Every listed path still raises an English sentence (a coded one leaves the list)."""
    assert DEVELOPER_ONLY.keys() - english_refusals() == set()


def test_the_scan_finds_a_bare_sentence(tmp_path):
    """A refusal raised with an English sentence in a player's path is found."""
    module = tmp_path / "engine" / "lab" / "moves.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        "def parse_move(text):\n"
        "    raise ParseError(f'{text!r} is not a direction')\n"
        "def coded(text):\n"
        "    raise ParseError(Said('x', 'bad-direction', text=text))\n",
        encoding="utf-8",
    )
    assert english_refusals(tmp_path) == {("engine/lab/moves.py", "parse_move")}
