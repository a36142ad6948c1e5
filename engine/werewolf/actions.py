"""Actions: the ordered list of these (with the setup and seed) is the whole game.

Players are referred to by seat: their index (from 0) in ``GameSetup.players``. The canonical
text form writes a seat as ``@<seat>``: ``vision @2 @5``, ``vision @2 none``, ``attack @2 @5``,
``vote @2 @5``, ``unvote @2``, ``decide @5``, ``decide none``, ``advance``, ``kick @5``,
``undo``, ``rename @5 New Name``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from engine.core.errors import ParseError

# Plain slotted dataclasses: a 1000-player game stacks thousands of actions a phase, and the
# record stores their text form, so nothing needs a heavier model here.


@dataclass(frozen=True, slots=True)
class Vision:
    """At night: ``player`` looks at ``target`` (``None``: chooses no vision)."""

    type: ClassVar[str] = "vision"
    player: int
    target: int | None

    def __str__(self) -> str:
        return f"vision {_seat(self.player)} {_seat(self.target)}"


@dataclass(frozen=True, slots=True)
class Attack:
    """At night: ``player`` attacks ``target`` (``None`` withdraws an earlier attack)."""

    type: ClassVar[str] = "attack"
    player: int
    target: int | None

    def __str__(self) -> str:
        return f"attack {_seat(self.player)} {_seat(self.target)}"


@dataclass(frozen=True, slots=True)
class Vote:
    """By day: ``player`` votes to lynch ``target`` (``None`` withdraws the vote)."""

    type: ClassVar[str] = "vote"
    player: int
    target: int | None

    def __str__(self) -> str:
        if self.target is None:
            return f"unvote {_seat(self.player)}"
        return f"vote {_seat(self.player)} {_seat(self.target)}"


@dataclass(frozen=True, slots=True)
class Decide:
    """By day, tie rule ``storyteller``: the storyteller picks who of the tied is lynched
    (``None``: nobody)."""

    type: ClassVar[str] = "decide"
    target: int | None

    def __str__(self) -> str:
        return f"decide {_seat(self.target)}"


@dataclass(frozen=True, slots=True)
class Advance:
    """Resolve the current phase now and move to the next one."""

    type: ClassVar[str] = "advance"

    def __str__(self) -> str:
        return "advance"


@dataclass(frozen=True, slots=True)
class Kick:
    """The storyteller removes a player (a modkill): resolved at once like a lynch."""

    type: ClassVar[str] = "kick"
    target: int

    def __str__(self) -> str:
        return f"kick {_seat(self.target)}"


@dataclass(frozen=True, slots=True)
class Undo:
    """Revert the last resolution (an advance or a kick), which must be the last action."""

    type: ClassVar[str] = "undo"

    def __str__(self) -> str:
        return "undo"


@dataclass(frozen=True, slots=True)
class Rename:
    """A new person takes over a seat under a new name (number, history and role stay)."""

    type: ClassVar[str] = "rename"
    player: int
    name: str

    def __str__(self) -> str:
        return f"rename {_seat(self.player)} {self.name}"


Action = Vision | Attack | Vote | Decide | Advance | Kick | Undo | Rename
RESOLUTIONS = (Advance, Kick)
"""Actions that resolve something and return a report."""


def _seat(seat: int | None) -> str:
    return "none" if seat is None else f"@{seat}"


_SEAT = r"(@\d+|none)"
_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"^(vision|attack|vote) (@\d+) {_SEAT}$"), "pair"),
    (re.compile(r"^unvote (@\d+)$"), "unvote"),
    (re.compile(rf"^decide {_SEAT}$"), "decide"),
    (re.compile(r"^advance$"), "advance"),
    (re.compile(r"^kick (@\d+)$"), "kick"),
    (re.compile(r"^undo$"), "undo"),
]
_RENAME = re.compile(r"^rename (@\d+) (\S.*)$", re.IGNORECASE)


def _parse_seat(token: str) -> int | None:
    return None if token == "none" else int(token[1:])


def parse_action(text: str) -> Action:
    """Parse the canonical text form of an action. Checks syntax only, not legality."""
    rename = _RENAME.match(text.strip())
    if rename:
        seat = _parse_seat(rename.group(1))
        assert seat is not None
        return Rename(player=seat, name=rename.group(2).strip())
    normal = " ".join(text.strip().lower().split())
    for pattern, shape in _PATTERNS:
        match = pattern.match(normal)
        if not match:
            continue
        groups = match.groups()
        if shape == "pair":
            verb, player, target = groups
            if verb == "vote" and target == "none":
                break
            player_seat = _parse_seat(player)
            assert player_seat is not None
            if verb == "vision":
                return Vision(player=player_seat, target=_parse_seat(target))
            if verb == "attack":
                return Attack(player=player_seat, target=_parse_seat(target))
            return Vote(player=player_seat, target=_parse_seat(target))
        if shape == "unvote":
            seat = _parse_seat(groups[0])
            assert seat is not None
            return Vote(player=seat, target=None)
        if shape == "decide":
            return Decide(target=_parse_seat(groups[0]))
        if shape == "kick":
            seat = _parse_seat(groups[0])
            assert seat is not None
            return Kick(target=seat)
        if shape == "undo":
            return Undo()
        return Advance()
    raise ParseError(
        f"not an action: {text!r} (expected e.g. 'vision @2 @5', 'vision @2 none', "
        "'attack @2 @5', 'vote @2 @5', 'unvote @2', 'decide @5', 'decide none', 'advance', "
        "'kick @5', 'undo' or 'rename @5 New Name')"
    )
