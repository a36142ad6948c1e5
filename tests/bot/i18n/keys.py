"""The key check: every message the code says, found in the source by its literal key and the
variables it passes, against every shipped catalogue."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SCANNED = ("bot", "cogs")
"""The packages whose user-facing words go through the catalogues (the engine says none)."""
DEFINITIONS = {Path("bot/i18n/catalogue.py")}
"""Where ``t`` and ``Msg`` are defined: they pass keys along, they use none."""


@dataclass(frozen=True)
class Use:
    """One message the code says: where, its key (``None``: not a literal), its variables."""

    where: str
    key: str | None
    variables: frozenset[str]


def _said(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id == "t"
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "of"
        and isinstance(func.value, ast.Name)
        and func.value.id == "Msg"
    )


def uses_in(source: str, where: str) -> list[Use]:
    """Every ``t(key, locale, **variables)`` and ``Msg.of(key, **variables)`` of a module."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and _said(node) and node.args:
            first = node.args[0]
            key = first.value if isinstance(first, ast.Constant) else None
            named = {word.arg for word in node.keywords}
            spread = None in named  # **variables: not checkable either
            found.append(
                Use(
                    f"{where}:{node.lineno}",
                    None if spread or not isinstance(key, str) else key,
                    frozenset(name for name in named if name is not None),
                )
            )
    return found


def uses(root: Path = ROOT) -> list[Use]:
    """Every message said in the scanned packages."""
    found = []
    for package in SCANNED:
        for path in sorted((root / package).rglob("*.py")):
            relative = path.relative_to(root)
            if relative in DEFINITIONS:
                continue
            found.extend(uses_in(path.read_text(encoding="utf-8"), str(relative)))
    return found


def problems(
    said: Iterable[Use], catalogues: Mapping[str, Mapping[str, frozenset[str]]]
) -> list[str]:
    """What is wrong: a key that is not a literal, missing from a catalogue, or whose
    variables differ from those the code passes."""
    found = []
    for use in said:
        if use.key is None:
            found.append(f"{use.where}: the key must be a literal string (and no **variables)")
            continue
        for code, messages in catalogues.items():
            if use.key not in messages:
                found.append(f"{use.where}: {use.key!r} is missing from {code}")
            elif messages[use.key] != use.variables:
                found.append(
                    f"{use.where}: {use.key!r} in {code} uses {sorted(messages[use.key])}, "
                    f"the code passes {sorted(use.variables)}"
                )
    return found
