"""Every well-formed wake entry a player could send (the fallback draw of spec N9)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import replace

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.ranges import fallback_numbers
from engine.clocktower.script import can_be_in_play
from engine.clocktower.table import Table
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import PlanEntry, Upto


def _infos(game: Table, character_id: str, seat: int) -> list[Info | None]:
    character = REGISTRY[character_id]
    n = game.n
    infos: list[Info | None] = []
    if not character.info_kinds:
        return [None]
    in_play = sorted(can_be_in_play(game.script, n), key=game.script.characters.index)
    for kind in character.info_kinds:
        if kind == "number":
            numbers = fallback_numbers(game.script, n, game.number, game.revision)
            infos += [Info("number", number=k) for k in numbers]
        elif kind == "yesno":
            infos += [Info("yesno", yes=True), Info("yesno", yes=False)]
        elif kind == "none":
            infos.append(Info("none"))
        elif kind == "character":
            infos += [Info("character", character=c) for c in in_play]
        else:
            wanted = character.info_character_kind
            named = [c for c in in_play if wanted is None or REGISTRY[c].kind is wanted]
            for a, b in itertools.combinations([s for s in range(n) if s != seat], 2):
                infos += [Info("pair", seats=(a, b), character=c) for c in named]
    return infos


def character_wakes(game: Table, seat: int, character_id: str) -> Iterator[Wake]:
    """Every statically valid wake entry of ``seat`` as ``character_id`` tonight, in canonical
    order, one at a time (a caller wanting one character, or only whether it has an entry, stops
    early: some characters have thousands)."""
    character = REGISTRY[character_id]
    if game.script.slot(character_id, game.number) is None:
        return
    infos = _infos(game, character_id, seat)
    # a guessing character's entry names a character (the Gambler): without one it is no entry
    guesses: list[str | None] = list(game.script.characters) if character.guess else [None]
    for choices in itertools.permutations(range(game.n), character.choose_count):
        for info in infos:
            for guess in guesses:
                wake = Wake(character_id, tuple(choices), info, guess)
                if character.shape_error(wake, seat, game.n, game.number) is None:
                    yield wake


def all_wakes(game: Table, seat: int) -> list[Wake]:
    """Every statically valid wake entry of ``seat`` tonight, in canonical order."""
    return [
        wake
        for character_id in game.script.characters
        for wake in character_wakes(game, seat, character_id)
    ]


def joined_wakes(
    wakes: list[Wake],
    position: Callable[[Wake], int],
    possible: Callable[[PlanEntry, int], bool],
    questions: int | None = None,
) -> list[ClauseEntry]:
    """Every entry of two or more of ``wakes``' clauses that ``possible`` allows, in canonical
    order (the fallback's last tier, when no one-clause entry is possible: a seat that wakes
    at two slots in every world, such as a Poisoner the Demon's swap makes an Empath).

    The shapes are found first, one clause per character (per choice and guess when they
    have an effect) without information, extended slot by slot as long as the part up to
    the new clause's point (N14's E|P) is possible, so that the clauses' information values
    are combined only for shapes some world holds; ``position`` is a clause's point tonight
    and ``possible(entry, point)`` asks whether the entry holds up to that point.

    ``questions`` bounds the questions (None: no bound): once that many are put, every
    later one is answered no. A question about a joined entry that differs from one already
    put only in the order of an :attr:`~Character.unordered_choices` clause's choices (the
    Barber's swap of @4 and @6, then of @6 and @4) takes the answer already found; it still
    counts against the bound, so a bounded search leaves out the same shapes."""
    asked = 0
    answers: dict[tuple[object, ...], bool] = {}

    def ask(entry: ClauseEntry | Upto, at: int) -> bool:
        nonlocal asked
        if questions is not None and asked >= questions:
            return False
        asked += 1
        key = (_unordered(entry), at)
        if key not in answers:
            answers[key] = possible(entry, at)
        return answers[key]

    groups: dict[tuple[object, ...], list[Wake]] = {}
    for wake in wakes:
        groups.setdefault(_shape(wake), []).append(wake)
    # each shape's point read once: the search below reads it for every shape after every
    # prefix (fifteen players, seed 7, Night 4's optional tier: 29,832 readings, 764 wakes)
    points = {shape: position(members[0]) for shape, members in groups.items()}
    shapes = sorted(groups, key=points.__getitem__)
    found: list[tuple[tuple[object, ...], ...]] = []

    def extend(prefix: tuple[tuple[object, ...], ...], last: int) -> None:
        named = {k[0] for k in prefix}
        for shape in shapes:
            at = points[shape]
            if at <= last or shape[0] in named:
                continue
            joined = (*prefix, shape)
            bare = ClauseEntry(tuple(replace(groups[k][0], info=None) for k in joined))
            if not ask(Upto(bare, at), at):
                continue
            if len(joined) > 1 and ask(bare, at):
                found.append(joined)
            extend(joined, at)

    extend((), -1)
    return [
        ClauseEntry(clauses)
        for joined in found
        for clauses in itertools.product(*(groups[k] for k in joined))
    ]


def _unordered(entry: ClauseEntry | Upto) -> tuple[object, ...]:
    """``entry`` with the choices of each :attr:`~Character.unordered_choices` clause
    sorted, and whether it is bound only up to its point: two entries with the same key
    hold in the same worlds."""
    bound = entry.entry if isinstance(entry, Upto) else entry
    clauses = tuple(
        replace(c, choices=tuple(sorted(c.choices)))
        if REGISTRY[c.character].unordered_choices
        else c
        for c in bound.clauses
    )
    return (isinstance(entry, Upto), clauses)


def _shape(wake: Wake) -> tuple[object, ...]:
    """A wake without its information, and without its choices when they have no effect."""
    if REGISTRY[wake.character].has_effect:
        return (wake.character, wake.choices, wake.guess)
    return (wake.character,)
