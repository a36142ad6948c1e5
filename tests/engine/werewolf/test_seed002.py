"""Seed 002's worked example, reproduced number for number by the ``classic`` preset."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.werewolf import Game, make_setup

NAMES = ["Alice", "Bob", "Craig", "David"]
DRAWS = {
    "numbers": "1,2,3,4",
    "N0.vision.@0": "wolf",
    "D1.lynch.@3": "wolf",
    "D2.lynch.@1": "wolf",
}


@pytest.fixture
def game() -> Game:
    setup = make_setup(players=NAMES, preset="classic", wolves=2)
    return Game(setup, explicit_draws=DRAWS)


def _night0(game: Game) -> None:
    game.push_text("vision @0 @1")
    game.push_text("attack @0 @2")


def test_start_has_twelve_permutations(game: Game) -> None:
    """Two werewolves, a Seer and a Villager over four players: 12 permutations, all 1/4-1/4-1/2."""
    table = game.table()
    assert table.worlds == 12
    for row in table.rows:
        assert row.cells == {"Villager": 0.25, "Seer": 0.25, "Werewolf": 0.5, "Dead": 0.0}


def test_first_night_table_matches_the_seed(game: Game) -> None:
    """After Alice sees Bob as a werewolf and attacks Craig: 11 permutations, the seed's table."""
    _night0(game)
    report = game.push_text("advance")
    assert report is not None
    assert report.table.worlds == 11
    assert report.table.worlds_label == "permutations"
    expected = {
        1: (Fraction(3, 11), Fraction(2, 11), Fraction(6, 11), Fraction(0)),
        2: (Fraction(2, 11), Fraction(3, 11), Fraction(6, 11), Fraction(0)),
        3: (Fraction(3, 11), Fraction(3, 11), Fraction(5, 11), Fraction(2, 11)),
        4: (Fraction(3, 11), Fraction(3, 11), Fraction(5, 11), Fraction(0)),
    }
    for row in report.table.rows:
        villager, seer, wolf, dead = expected[row.number]
        assert row.cells["Villager"] == pytest.approx(float(villager), abs=1e-12)
        assert row.cells["Seer"] == pytest.approx(float(seer), abs=1e-12)
        assert row.cells["Werewolf"] == pytest.approx(float(wolf), abs=1e-12)
        assert row.cells["Dead"] == pytest.approx(float(dead), abs=1e-12)
    # The seed prints six decimals.
    assert [round(row.cells["Villager"], 6) for row in report.table.rows] == [
        0.272727,
        0.181818,
        0.272727,
        0.272727,
    ]


def test_vision_removes_the_one_contradicting_permutation(game: Game) -> None:
    """Only [s, v, w, w] contradicts Alice's vision of Bob as a werewolf."""
    _night0(game)
    game.push_text("advance")
    model = game.classic
    assert model is not None
    assert dict(model.vision_weights(0, 1))  # Alice can still be the Seer
    assert game.world_count() == 11


def test_alice_learns_bob_is_a_werewolf(game: Game) -> None:
    """The vision result goes privately to Alice alone."""
    _night0(game)
    report = game.push_text("advance")
    assert report is not None
    assert [(m.seat, m.result) for m in report.messages if m.kind == "vision"] == [(0, "wolf")]


def test_lynching_david_leaves_five_permutations(game: Game) -> None:
    """David is lynched and revealed a werewolf: 5 permutations remain, Craig 1/5 dead."""
    _night0(game)
    game.push_text("advance")
    for voter in (0, 1, 2):
        game.push_text(f"vote @{voter} @3")
    report = game.push_text("advance")
    assert report is not None
    assert [(d.name, d.team) for d in report.deaths] == [("David", "evil")]
    assert report.table.worlds == 5
    craig = next(row for row in report.table.rows if row.number == 3)
    assert craig.cells["Dead"] == pytest.approx(0.2)


def test_lynching_bob_next_gives_the_village_the_win(game: Game) -> None:
    """Bob lynched a werewolf on day 2: two permutations remain and the village wins."""
    _night0(game)
    game.push_text("advance")
    for voter in (0, 1, 2):
        game.push_text(f"vote @{voter} @3")
    game.push_text("advance")
    game.push_text("advance")  # Night 1: nobody acts
    for voter in (0, 1, 2):
        game.push_text(f"vote @{voter} @1")
    report = game.push_text("advance")
    assert report is not None
    assert report.table.worlds == 2
    assert report.outcome is not None
    assert report.outcome.winner == "village"
    assert sorted(report.outcome.winners) == [0, 2]
    assert report.reveal is not None
    final = {entry.name: entry.role for entry in report.reveal.roles}
    assert final["Bob"] == final["David"] == "wolf"
    # The two permutations the seed names: [s, w, v, w] and [v, w, s, w].
    assert (final["Alice"], final["Craig"]) in {("seer", "villager"), ("villager", "seer")}
