"""What a droisoned player may be told (spec R2): the range of an information group.

Range(group, n, N) is every value a sober healthy character with information of that shape could
receive on night N in some legal game of the script with n players, whatever this game's history.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.clocktower.characters import REGISTRY, Character
from engine.clocktower.script import (
    BLUFF_MIN_PLAYERS,
    Kind,
    Script,
    can_be_in_play,
    compositions,
    evil_count,
)
from engine.clocktower.text import Info, Seat


def _may_register(character: str, pred: Callable[[Character], bool]) -> bool:
    """Whether a registration quirk lets ``character`` register as one satisfying ``pred``."""
    return any(pred(REGISTRY[c]) for c in REGISTRY[character].register_characters)


def number_max(script: Script, n: int, night: int) -> int:
    """The largest number a sober Chef or Empath can learn (Night 1: a Chef seeing every evil
    player in one row, lengthened by each good character in play that may register evil, as
    the Recluse; later nights only the Empath's two neighbours)."""
    if night > 1:
        return 2
    posing = sum(
        1
        for c in can_be_in_play(script, n)
        if not REGISTRY[c].kind.evil and _may_register(c, lambda r: r.kind.evil)
    )
    return max(2, min(n, evil_count(n) - 1 + posing))


def fallback_numbers(script: Script, n: int, night: int, revision: int) -> range:
    """The numbers fallback F draws among for a character learning a number: addendum R13's
    range on a script that has it (N16), from the rules' revision 2; before it, and on other
    scripts, 0 to 4 (more than any script-1 range holds: the draw over them stays as it was)."""
    table = script.first_night_number_max
    if table is None or revision < 2:
        return range(0, 5)
    return range(0, _r13_number_max(table, n, night) + 1)


def _r13_number_max(table: tuple[int, ...], n: int, night: int) -> int:
    """Addendum R13's largest number: the Night-1 table's at ``n`` players, then n-1."""
    return table[n - 5] if night == 1 else n - 1


def none_possible(script: Script, n: int) -> bool:
    """Whether a sober Librarian can learn ``none``: some setup has no Outsider, or only
    Outsiders that may register as another kind (the Recluse, as a Minion)."""
    posing = sum(
        1 for c in script.outsiders if _may_register(c, lambda r: r.kind is not Kind.OUTSIDER)
    )
    return any(o <= posing for _, _, o in compositions(script, n))


def _r13_in_range(script: Script, group: str | None, info: Info, n: int, night: int) -> bool:
    """Addendum R13's ranges (script 2): numbers up to the Night-1 table, then n-1; characters
    any Townsfolk in play on Night 1 except the Night-1 character readers themselves, later
    any character that can be in play."""
    table = script.first_night_number_max
    assert table is not None
    if group == "number":
        return 0 <= info.number <= _r13_number_max(table, n, night)
    if group == "character":
        in_play = can_be_in_play(script, n)
        if night == 1:
            readers = {c for c in in_play if REGISTRY[c].group == "character"}
            readers = {c for c in readers if script.slot(c, 1) is not None}
            return info.character in set(script.in_play_townsfolk) - readers
        return info.character in in_play
    return True


def in_range(
    script: Script, character: Character, info: Info, n: int, night: int, seat: Seat
) -> bool:
    """Whether a droisoned ``character`` at ``seat`` may be told ``info``."""
    group = character.group
    if script.first_night_number_max is not None:
        return _r13_in_range(script, group, info, n, night)
    if group == "number":
        return 0 <= info.number <= number_max(script, n, night)
    if group == "yesno":
        return True
    if group == "character":
        return info.character in can_be_in_play(script, n)
    if group == "pair":
        if info.kind == "none":
            return none_possible(script, n)
        kind = REGISTRY[info.character].kind
        return kind is not Kind.DEMON and info.character in can_be_in_play(script, n)
    return True


__all__ = ["BLUFF_MIN_PLAYERS", "fallback_numbers", "in_range", "none_possible", "number_max"]
