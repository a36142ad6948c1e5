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
    refused: Callable[[PlanEntry, int], bool] | None = None,
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
    counts against the bound, so a bounded search leaves out the same shapes.

    ``refused(entry, point)`` (used without a bound) says yes only where ``possible`` says
    no, and without a walk (the proofs at dusk); ``possible`` must then answer as the worlds
    do. A bound part is then put to ``possible`` only when nothing cheaper settles whether
    to extend it (``bound_holds`` below): the same entries come out in the same order, and
    the walk of a bound part, which runs to a first witness as its whole entry's does, is
    mostly spared (fifteen players, seed 2026, Night 2: 13 walks left of 39)."""
    asked = 0
    answers: dict[tuple[object, ...], bool] = {}
    proved: dict[tuple[object, ...], bool] = {}

    def answer(entry: ClauseEntry | Upto, at: int) -> bool:
        key = (_unordered(entry), at)
        if key not in answers:
            answers[key] = possible(entry, at)
        return answers[key]

    def ask(entry: ClauseEntry | Upto, at: int) -> bool:
        nonlocal asked
        if questions is not None and asked >= questions:
            return False
        asked += 1
        return answer(entry, at)

    def no(entry: Upto, at: int) -> bool:
        """``refused``'s answer, kept: a known answer of ``possible`` first."""
        assert refused is not None
        key = (_unordered(entry), at)
        if key in answers:
            return not answers[key]
        if key not in proved:
            proved[key] = refused(entry, at)
        return proved[key]

    groups: dict[tuple[object, ...], list[Wake]] = {}
    for wake in wakes:
        groups.setdefault(_shape(wake), []).append(wake)
    # each shape's point read once: the search below reads it for every shape after every
    # prefix (fifteen players, seed 7, Night 4's optional tier: 29,832 readings, 764 wakes)
    points = {shape: position(members[0]) for shape, members in groups.items()}
    shapes = sorted(groups, key=points.__getitem__)
    found: list[tuple[tuple[object, ...], ...]] = []
    lazy = refused is not None and questions is None

    def bare(joined: tuple[tuple[object, ...], ...]) -> ClauseEntry:
        return ClauseEntry(tuple(replace(groups[k][0], info=None) for k in joined))

    def longer(joined: tuple[tuple[object, ...], ...], at: int) -> Iterator[tuple[object, ...]]:
        named = {k[0] for k in joined}
        return (s for s in shapes if points[s] > at and s[0] not in named)

    def bound_holds(joined: tuple[tuple[object, ...], ...], at: int) -> bool:
        """Whether to extend ``joined`` (its last clause's point ``at``). Extending a
        shape whose bound part no world holds finds nothing (every longer shape's bound
        part is no too), so a yes where that is not known costs questions, never entries:
        no only when the bound part is no, or when nothing past it can be found.

        Every world of a whole entry holds its bound part, and every world of a longer
        shape's bound part holds ``joined``'s (its wakes up to ``at`` are ``joined``'s
        clauses, the later ones free, and it still runs at ``at``): a yes about either is
        ours. Whole entries are asked first: their walk binds the seat at every slot, a
        bound part's branches on its free wakes past ``at`` (nine players, seed 20,
        Night 2: some 40 ms a whole entry, 100 ms a bound part, each a no)."""
        entry = bare(joined)
        if no(Upto(entry, at), at):
            return False
        if len(joined) > 1 and answer(entry, at):
            return True
        unrefused = (
            (*joined, s)
            for s in longer(joined, at)
            if not no(Upto(bare((*joined, s)), points[s]), points[s])
        )
        first = next(unrefused, None)
        if first is None:
            # none is found past this shape, whatever the answer about it (nor is the
            # shape itself: one clause, or its whole entry was no above)
            return False
        if answer(bare(first), points[first[-1]]):  # asked anyway once both bound parts hold
            return True
        same = _unordered(bare(first))
        if all(_unordered(bare(other)) == same for other in unrefused):
            # only that longer shape (in either order of its choices) may be found past
            # this one, its whole entry known to be no: extending asks only what that
            # shape's own questions would, whatever the bound part's answer
            return True
        return answer(Upto(entry, at), at)

    def extend(prefix: tuple[tuple[object, ...], ...], last: int) -> None:
        for shape in longer(prefix, last):
            at = points[shape]
            joined = (*prefix, shape)
            entry = bare(joined)
            if lazy:
                if not bound_holds(joined, at):
                    continue
                if len(joined) > 1 and answer(entry, at):
                    found.append(joined)
            else:
                if not ask(Upto(entry, at), at):
                    continue
                if len(joined) > 1 and ask(entry, at):
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
