"""Every well-formed wake entry a player could send (the fallback draw of spec N9)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import can_be_in_play
from engine.clocktower.table import Table
from engine.clocktower.text import Info, Wake


def _infos(game: Table, character_id: str, seat: int) -> list[Info | None]:
    character = REGISTRY[character_id]
    n = game.n
    infos: list[Info | None] = []
    if not character.info_kinds:
        return [None]
    in_play = sorted(can_be_in_play(game.script, n), key=game.script.characters.index)
    for kind in character.info_kinds:
        if kind == "number":
            infos += [Info("number", number=k) for k in range(0, 5)]
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
