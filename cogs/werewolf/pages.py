"""Pages of players for a menu: Discord's select takes 25 options, so a menu of more living
players shows one page of them, sorted by name, and its buttons are labelled with the pages'
guide words (``Ca–Fr``). Shared by the night's and the day's menus.
"""

from __future__ import annotations

from engine.werewolf import Game

MAX_OPTIONS = 25
"""The most options Discord's select takes."""
PAGE_SIZE = MAX_OPTIONS - 1
"""Players per page of a menu: each page also offers "No vision", "No attack" (every player
answers both night menus each night) or "Take my vote back"."""
GUIDE_LENGTH = 16
"""At most this many characters of a name in a page's guide words (``Ca–Fr``)."""


def by_name(game: Game, targets: list[int]) -> list[int]:
    """Targets sorted by name (case-insensitive), the order of the pages."""
    return sorted(targets, key=lambda t: (game.name(t).casefold(), t))


def page_count(targets: list[int]) -> int:
    """How many pages the menus have."""
    return max(1, -(-len(targets) // PAGE_SIZE))


def _common(a: str, b: str) -> int:
    a, b = a.casefold(), b.casefold()
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _prefix(name: str, length: int) -> str:
    shown = name[: max(1, length)].rstrip() or name[:1]
    if len(shown) > GUIDE_LENGTH:
        return shown[: GUIDE_LENGTH - 1] + "…"
    return shown


def guide_words(names: list[str], page: int) -> str:
    """A page's range, like a dictionary's guide words: ``A–F``, or ``Car–Cel`` when the names
    around the page boundaries share a start (``names`` are sorted, the whole list)."""
    start = page * PAGE_SIZE
    end = min(start + PAGE_SIZE, len(names)) - 1
    if start > end:
        return "—"
    first, last = names[start], names[end]
    if start == end:
        return _prefix(first, len(first))
    first_length = max(_common(first, last) + 1, 1)
    last_length = first_length
    if start > 0:
        first_length = max(first_length, _common(first, names[start - 1]) + 1)
    if end + 1 < len(names):
        last_length = max(last_length, _common(last, names[end + 1]) + 1)
    return f"{_prefix(first, first_length)}–{_prefix(last, last_length)}"
