"""The night menu in DMs: a character's targets are picked in selects (paged for big tables),
then the entry goes into the list's modal, where what was learned is typed."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from cogs.clocktower.night_menu import Picks, target_options

from .helpers import (
    CtTable,
    join_all_and_start,
    latest,
    ok,
    open_lobby,
    refused,
    seat_draws,
    seat_table,
    send_list,
)

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")


def selects(message: Any) -> list[dict[str, Any]]:
    """A message's selects, in order."""
    return [
        child
        for row in message.components
        for child in getattr(row, "children", [row])
        if getattr(child, "type", None) is not None and "Select" in type(child).__name__
    ]


def button(message: Any, label: str) -> Any:
    """A message's button with this label."""
    (found,) = [
        child
        for row in message.components
        for child in getattr(row, "children", [row])
        if getattr(child, "label", None) == label
    ]
    return found


def select_ids(message: Any) -> list[str]:
    return [s.custom_id for s in selects(message)]


def option_values(message: Any, index: int) -> list[str]:
    return [o.value for o in selects(message)[index].options]


async def seven(env) -> CtTable:  # type: ignore[no-untyped-def]
    table = await seat_table(env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    return table


async def open_picker(table: CtTable, number: int, character: str) -> Any:
    """Seat ``@number`` picks ``character`` in its night prompt's menu; returns the picker."""
    user = table.seat(number).user
    prompt = latest(user.dm_channel, "🌙 Quantum Clocktower")
    result = await user.select(prompt, [character], custom_id=f"ct-add:{table.game_id}:1")
    assert result.modal is None
    return latest(user.dm_channel, f"🌙 Night 1, **{character}**")


async def pick(table: CtTable, number: int, picker: Any, slot: int, value: str) -> Any:
    """Seat ``@number`` picks ``value`` in the picker's select ``slot``; returns the picker."""
    user = table.seat(number).user
    result = await user.select(picker, [value], custom_id=select_ids(picker)[slot])
    assert result.acknowledged
    return latest(user.dm_channel, picker.content.split(":")[0])


async def test_the_poisoner_picks_its_target_in_a_select_and_sends_it(simcord_env):
    """Grace picks the Poisoner, then @3 in its select; the modal holds her setup line and
    the full entry, and the list sent from it is stored."""
    table = await seven(simcord_env)
    grace = table.seat(7).user
    ok(await send_list(table, 7, "setup demon @6"))
    picker = await open_picker(table, 7, "poisoner")
    assert option_values(picker, 0) == [str(s) for s in range(7)]
    assert button(picker, "Add it to my list…").disabled  # until every target is picked
    picker = await pick(table, 7, picker, 0, "2")
    assert "@3 Carol" in picker.content
    shown = await grace.click(picker, label="Add it to my list…")
    assert shown.modal is not None
    assert "setup demon @6\\nwake poisoner choose @3" in str(shown.modal)
    ok(
        await grace.submit_modal(
            shown, {"ct-night-entries": "setup demon @6\nwake poisoner choose @3"}
        )
    )
    assert table.game.lists[6].entries[0].text == "wake poisoner choose @3"


async def test_the_fortune_teller_picks_two_targets_and_types_what_it_learned(simcord_env):
    """Two selects, one per target; the modal's line leaves the answer to type."""
    table = await seven(simcord_env)
    alice = table.seat(1).user
    picker = await open_picker(table, 1, "fortune_teller")
    assert len(select_ids(picker)) == 2
    picker = await pick(table, 1, picker, 0, "1")
    picker = await pick(table, 1, picker, 1, "4")
    shown = await alice.click(picker, label="Add it to my list…")
    assert "wake fortune_teller choose @2 @5 learn yes|no" in str(shown.modal)


async def test_a_big_table_pages_the_targets(simcord_env, monkeypatch: pytest.MonkeyPatch):
    """With fewer seats a page than the table has, the select's last option turns the page."""
    table = await seven(simcord_env)
    # The module the loaded cog uses (a reloaded extension imports its modules anew).
    night = next(c for c in type(table.cog).__mro__ if c.__name__ == "Night")
    monkeypatch.setattr(sys.modules[night.__module__].night_menu, "PAGE_SIZE", 4)
    picker = await open_picker(table, 7, "poisoner")
    assert option_values(picker, 0) == ["0", "1", "2", "3", "page:1"]
    picker = await pick(table, 7, picker, 0, "page:1")
    assert option_values(picker, 0) == ["4", "5", "6", "page:0"]
    picker = await pick(table, 7, picker, 0, "5")
    shown = await table.seat(7).user.click(picker, label="Add it to my list…")
    assert "wake poisoner choose @6" in str(shown.modal)


async def test_a_picker_of_a_night_that_is_over_is_refused(simcord_env):
    """Once Night 1 has resolved, its picker changes nothing and says why."""
    table = await seven(simcord_env)
    picker = await open_picker(table, 7, "poisoner")
    for number, entries in {
        6: "setup demon @6 bluffs washerwoman librarian investigator",
        7: "setup demon @6; dont_wake",
        **{seat: "dont_wake" for seat in range(1, 6)},
    }.items():
        ok(await send_list(table, number, entries))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert table.game.phase == "day"
    grace = table.seat(7).user
    custom_id = select_ids(picker)[0]
    refused(await grace.select(picker, ["2"], custom_id=custom_id), "night 1 is over")


def test_picks_have_a_text_form_that_round_trips():
    """``3.-`` is @3 picked first and the second target open, and back."""
    picks = Picks(1, 2, "fortune_teller", (2, None))
    assert picks.text() == "3.-"
    assert Picks.parse_targets(picks.text()) == picks.targets
    assert not picks.complete and picks.pick(1, 0).complete


def test_the_picked_seat_is_marked_on_its_page():
    """The page shows its seats, the picked one as the select's default."""
    options = target_options(NAMES, Picks(1, 1, "monk", (5,), page=1), 0, 4)
    assert [(o.label, o.default) for o in options] == [
        ("@5 Erin", False),
        ("@6 Frank", True),
        ("@7 Grace", False),
        ("← Earlier seats", False),
    ]


async def test_a_picker_pressed_by_someone_no_longer_playing_is_refused(simcord_env):
    """The picker checks who presses it: a player the storyteller removed is turned away."""
    table = await seven(simcord_env)
    picker = await open_picker(table, 7, "poisoner")
    ok(await table.storyteller.slash(table.thread, "ct-st kick", player=table.seat(7)))
    grace = table.seat(7).user
    refused(await grace.select(picker, ["2"], custom_id=select_ids(picker)[0]), "not playing")
