"""Mathematician: each night learns how many players' abilities misfired.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Mathematician(Character):
    """Townsfolk, wakes every night."""

    id = "mathematician"
    kind = Kind.TOWNSFOLK
    summary = (
        "Every night: you learn a count of players whose ability misfired since your last"
        " wake because some other character interfered."
    )
    info_kinds = ("number",)
    group = "number"
    reads_marks = True
    marks_only_its_waker = True  # no act: only its reading marks its reader (R13, M1)

    def explicit_truth(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """How many players are marked in the window (R15): between the certain marks and the
        certain plus the optional ones (M11); the Mathematician never counts itself."""
        assert clause.info is not None
        low = len(night.marked - {seat})
        high = len((night.marked | night.optional) - {seat})
        return low <= clause.info.number <= high

    def explicit_refuted(self, night: NightLike, seat: Seat, clause: Wake) -> bool:
        """More other players are certainly marked already than the number: a night only
        adds marks (the window starts afresh at dawn), so the count at the slot is at least
        this one and the sober truth's lower bound already exceeds it."""
        assert clause.info is not None
        return len(night.marked - {seat}) > clause.info.number

    def explicit_refuted_above(self, night: NightLike, seat: Seat, clause: Wake, more: int) -> bool:
        """More than every other seat marked now, certainly or optionally, and the ``more``
        that may still be marked before the slot: the window's top at the slot is at most
        that many (marks only grow through a night)."""
        assert clause.info is not None
        return clause.info.number > len((night.marked | night.optional) - {seat}) + more
