"""The spec's U(stream, n) and Fisher–Yates, against a direct reading of §7.5."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

from hypothesis import given
from hypothesis import strategies as st

from engine.lab import LabGame, LabSetup
from engine.lab.dice import Die
from engine.lab.draws import SpecRandomness
from engine.lab.tiles import WHITE_IDS

SEED = "ab" * 32


def oracle_words(seed: bytes, stream: str) -> Iterator[int]:
    counter = 0
    while True:
        digest = hashlib.sha256(
            seed + b"\x00" + stream.encode() + b"\x00" + counter.to_bytes(8, "big")
        ).digest()
        for i in range(4):
            yield int.from_bytes(digest[8 * i : 8 * i + 8], "big")
        counter += 1


def oracle_u(words: Iterator[int], n: int) -> int:
    for v in words:
        if v < 2**64 - (2**64 % n):
            return v % n
    raise AssertionError


@given(st.lists(st.integers(1, 2**63 + 1), min_size=1, max_size=30))
def test_uniform_follows_the_spec_word_by_word(sizes: list[int]) -> None:
    """U reads the stream's words in order and rejects exactly the spec's range."""
    randomness = SpecRandomness(SEED)
    words = oracle_words(bytes.fromhex(SEED), "dice")
    assert [randomness.uniform("dice", n) for n in sizes] == [oracle_u(words, n) for n in sizes]


def test_the_stack_is_a_fisher_yates_shuffle_of_the_table_order() -> None:
    """The stack is Fisher–Yates on ids 0–119 with U from the ``stack`` stream."""
    game = LabGame(LabSetup(players=["a", "b"], seed=SEED, cats=False))
    words = oracle_words(bytes.fromhex(SEED), "stack")
    order = list(WHITE_IDS)
    for i in range(len(order) - 1, 0, -1):
        j = oracle_u(words, i + 1)
        order[i], order[j] = order[j], order[i]
    assert game.position.stack == order


def test_seats_then_cats_come_from_the_setup_stream() -> None:
    """Seats are shuffled first and the cats after them, on one ``setup`` stream."""
    game = LabGame(LabSetup(players=["a", "b", "c"], seed=SEED))
    words = oracle_words(bytes.fromhex(SEED), "setup")
    seats = ["a", "b", "c"]
    for i in range(2, 0, -1):
        j = oracle_u(words, i + 1)
        seats[i], seats[j] = seats[j], seats[i]
    cats = list(range(8))
    for i in range(7, 0, -1):
        j = oracle_u(words, i + 1)
        cats[i], cats[j] = cats[j], cats[i]
    assert list(game.names) == seats
    assert [list(type(game.cats[0]))[cats[k]] for k in range(3)] == [game.cats[k] for k in range(3)]


def test_a_die_shows_the_face_u_picks() -> None:
    """A die's face is U(dice, faces) in the spec's face order."""
    randomness = SpecRandomness(SEED)
    words = oracle_words(bytes.fromhex(SEED), "dice")
    faces = [randomness.draw(f"dice/{k}", [(f, 1) for f in Die.NUMBER.faces]) for k in range(12)]
    assert faces == [Die.NUMBER.faces[oracle_u(words, 6)] for _ in range(12)]


def test_explicit_draws_still_override_and_read_nothing() -> None:
    """An explicit draw wins and leaves its stream where it was."""
    randomness = SpecRandomness(SEED, {"dice/0": "CHOOSE"})
    assert randomness.draw("dice/0", [(f, 1) for f in Die.NUMBER.faces]) == "CHOOSE"
    words = oracle_words(bytes.fromhex(SEED), "dice")
    assert randomness.uniform("dice", 6) == oracle_u(words, 6)
