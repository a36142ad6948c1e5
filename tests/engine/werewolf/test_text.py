"""Plain-text rendering: percentages, world counts, tables and reports."""

from __future__ import annotations

import pytest

from engine.werewolf import Game, make_setup
from engine.werewolf.reports import PublicTable, TableRow
from engine.werewolf.simulate import simulate
from engine.werewolf.text import format_report, format_table, percent, world_count, worlds_line

NAMES = ["Alice", "Bob", "Craig", "David", "Erin", "Frank"]


def test_percent_exact_zero_is_zero() -> None:
    """An exact 0 is written 0%."""
    assert percent(0.0) == "0%"


def test_percent_exact_one_is_hundred() -> None:
    """An exact 1 is written 100%."""
    assert percent(1.0) == "100%"


def test_percent_has_one_decimal() -> None:
    """Other chances get one decimal."""
    assert percent(0.5) == "50.0%"
    assert percent(3 / 11) == "27.3%"


def test_percent_tiny_chance_is_not_zero() -> None:
    """A chance that is not exactly 0 is never shown as 0.0%."""
    assert percent(1e-9) == "0.1%"
    assert percent(0.00049) == "0.1%"


def test_percent_near_certain_chance_is_not_hundred() -> None:
    """A chance that is not exactly 1 is never shown as 100.0%."""
    assert percent(1 - 1e-9) == "99.9%"
    assert percent(0.99951) == "99.9%"


@pytest.mark.parametrize("count", [0, 1, 12, 7740, 10**15 - 1])
def test_world_count_below_1e15_in_full(count: int) -> None:
    """Counts below 10^15 are written digit for digit."""
    assert world_count(count) == str(count)


@pytest.mark.parametrize(
    ("count", "text"),
    [
        (10**15, "1.00e+15"),
        (321 * 10**55, "3.21e+57"),
        (3215 * 10**54, "3.22e+57"),
        (3214 * 10**54, "3.21e+57"),
        (9996 * 10**60, "1.00e+64"),
    ],
)
def test_world_count_scientific(count: int, text: str) -> None:
    """Counts from 10^15 on are written in scientific notation with three digits."""
    assert world_count(count) == text


def test_world_count_beyond_float_range() -> None:
    """Counts too large for a float (and for int->str conversion) still work."""
    assert world_count(10**5000 * 4) == "4.00e+5000"


def test_world_count_agrees_with_float_formatting() -> None:
    """Within float range the result matches Python's own ``.2e`` formatting."""
    for count in (12345678901234567, 98765 * 10**40 + 123, 2**200, 3**500):
        assert world_count(count) == f"{float(count):.2e}"


def test_worlds_line_uses_the_label() -> None:
    """The world line names permutations in classic and agrees in number."""
    table = PublicTable(columns=[], rows=[], worlds=11, worlds_label="permutations")
    assert worlds_line(table) == "There are 11 possible permutations left."
    single = PublicTable(columns=[], rows=[], worlds=1)
    assert worlds_line(single) == "There is 1 possible world left."


def test_table_columns_follow_the_report() -> None:
    """The header lists '#' and the table's columns, rows are aligned to one width."""
    table = PublicTable(
        columns=["Good", "Evil", "Dead"],
        rows=[
            TableRow(number=1, cells={"Good": 0.75, "Evil": 0.25, "Dead": 0.0}),
            TableRow(number=10, cells={"Good": 1.0, "Evil": 0.0, "Dead": 1.0}),
        ],
        worlds=3,
    )
    lines = format_table(table).splitlines()
    assert lines[0].split() == ["#", "Good", "Evil", "Dead"]
    assert lines[2].split() == ["1", "75.0%", "25.0%", "0%"]
    assert lines[3].split() == ["10", "100%", "0%", "100%"]
    assert len({len(line) for line in lines}) == 1


def test_report_labels_private_messages() -> None:
    """Private messages are shown with their recipient's name."""
    game = Game(make_setup(players=NAMES, seed=3))
    game.push_text("vision @0 @1")
    report = game.push_text("advance")
    assert report is not None
    assert [message.seat for message in report.messages] == [0]
    text = format_report(report, NAMES)
    assert f"to Alice: Your vision of {NAMES[1]}: " in text


def test_report_can_hide_private_messages() -> None:
    """``private=False`` leaves private messages out."""
    game = Game(make_setup(players=NAMES, seed=3))
    game.push_text("vision @0 @1")
    report = game.push_text("advance")
    assert report is not None
    assert "to Alice" not in format_report(report, NAMES, private=False)


def test_final_report_ends_with_winner_and_reveal() -> None:
    """The last report names the winner and shows the reveal of every player."""
    _, reports = simulate(make_setup(players=NAMES, seed=5), "policy")
    text = format_report(reports[-1], NAMES)
    assert "Winner: " in text
    reveal = text[text.index("Reveal") :]
    for name in NAMES:
        assert name in reveal
    assert text.index("Winner: ") < text.index("Reveal")
