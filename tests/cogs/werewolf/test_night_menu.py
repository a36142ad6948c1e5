"""Night menus: one menu per kind in small games, pages with ◀ / ▶ beyond 24 other players."""

from __future__ import annotations

from typing import Any

import discord

from cogs.werewolf import private_posts
from cogs.werewolf.night_menu import NightPageButton, NightSelect, night_view
from cogs.werewolf.pages import MAX_OPTIONS, PAGE_SIZE, by_name
from engine.werewolf import Advance, Game, Vision, make_setup, observe

GAME_ID = 2**63 - 1
"""The largest game id SQLite hands out: custom ids must stay within 100 characters with it."""

FIRST_NAMES = [
    "Ada", "Ben", "Cleo", "Dov", "Eve", "Finn", "Gus", "Hana", "Ike", "Jo",
    "Kai", "Lea", "Max", "Nia", "Oli", "Pia", "Quin", "Rex", "Sia", "Tom",
    "Uma", "Vic", "Wes", "Xan", "Yara", "Zed",
]  # fmt: skip


def make_game(names: list[str], *, night: int = 0) -> Game:
    """A game at Night 0, or Night 1 (everyone looked at the next seat; nobody was lynched)."""
    game = Game(make_setup(players=names, seed=5))
    if night >= 1:
        n = len(names)
        for seat in game.living():
            game.push(Vision(player=seat, target=(seat + 1) % n))
        game.push(Advance())
        game.push(Advance())
        assert str(game.phase) == "N1" and game.attacks_tonight()
    return game


def many_names(n: int) -> list[str]:
    """``n`` distinct names, in an order that is not the alphabetical one."""
    names = [f"{FIRST_NAMES[i % 26]} {i // 26 + 1}" for i in range(n)]
    return names[::-1]


def rows(view: discord.ui.View) -> list[list[Any]]:
    """The view's components as Discord lays them out (one list per action row)."""
    return [row["components"] for row in view.to_components()]


def selects(view: discord.ui.View) -> dict[str, dict[str, Any]]:
    """The view's selects by kind (``vision`` / ``attack``)."""
    found = {}
    for row in rows(view):
        for component in row:
            if component["type"] == 3:
                found[component["custom_id"].split(":")[4]] = component
    return found


def test_small_games_keep_one_menu_per_kind_in_seat_order():
    """Five players: the two menus of old, unpaged, in seat order, each with its 'no' choice."""
    game = make_game(["Eve", "Ann", "Di", "Bo", "Cy"], night=1)
    view = night_view(7, game, 0)
    layout = rows(view)
    assert [[c["custom_id"] for c in row] for row in layout] == [
        ["qw:night:7:N1:vision"],
        ["qw:night:7:N1:attack"],
    ]
    vision, attack = layout[0][0], layout[1][0]
    assert [o["label"] for o in vision["options"]] == ["No vision", "Ann", "Di", "Bo", "Cy"]
    assert [o["label"] for o in attack["options"]] == ["No attack", "Ann", "Di", "Bo", "Cy"]
    assert vision["placeholder"] == "Vision: whom do you look at?"


def test_twenty_four_others_still_fit_in_one_menu():
    """25 players: 'No vision' and the 24 others fill exactly one menu."""
    game = make_game(FIRST_NAMES[:25])
    view = night_view(7, game, 0)
    [[vision]] = rows(view)
    assert vision["custom_id"] == "qw:night:7:N0:vision"
    assert len(vision["options"]) == MAX_OPTIONS == PAGE_SIZE + 1


def test_twenty_five_others_are_paged_by_name_with_buttons_under_each_menu():
    """26 players at Night 1: two pages; each menu has ◀ / page / ▶ in the row below it."""
    game = make_game(many_names(26), night=1)
    view = night_view(7, game, 0)
    layout = rows(view)
    assert [[c["type"] for c in row] for row in layout] == [[3], [2, 2, 2], [3], [2, 2, 2]]
    vision, attack = layout[0][0], layout[2][0]
    assert vision["custom_id"] == "qw:night:7:N1:vision:0"
    assert attack["custom_id"] == "qw:night:7:N1:attack:0"
    ordered = by_name(game, [s for s in game.living() if s != 0])
    first_page = [game.name(s) for s in ordered[:PAGE_SIZE]]
    assert [o["label"] for o in vision["options"]] == ["No vision", *first_page]
    assert [o["label"] for o in attack["options"]] == ["No attack", *first_page]
    assert first_page == sorted(first_page, key=str.casefold)
    assert vision["placeholder"].startswith("Vision target (A")
    assert vision["placeholder"].endswith(", page 1/2)")
    assert attack["placeholder"].startswith("Attack target (")
    prev, here, nxt = layout[1]
    assert prev["custom_id"] == "qw:nightpage:7:N1:vision:prev:1:0"  # wraps to the last page
    assert nxt["custom_id"] == "qw:nightpage:7:N1:vision:next:1:0"
    assert here["disabled"] and here["label"].startswith("Vision: page 1/2 · ")
    assert prev["label"].startswith("◀ ") and nxt["label"].endswith(" ▶")
    assert [c["custom_id"] for c in layout[3]][::2] == [
        "qw:nightpage:7:N1:attack:prev:0:1",
        "qw:nightpage:7:N1:attack:next:0:1",
    ]


def test_turning_one_menu_keeps_the_other_menus_page():
    """The buttons of each menu carry both pages: turning vision keeps attack's and back."""
    game = make_game(many_names(80), night=1)
    view = night_view(7, game, 0, vision_page=1, attack_page=2)
    found = selects(view)
    assert found["vision"]["custom_id"].endswith(":vision:1")
    assert found["attack"]["custom_id"].endswith(":attack:2")
    buttons = [c["custom_id"] for row in rows(view) for c in row if c["type"] == 2]
    assert buttons == [
        "qw:nightpage:7:N1:vision:prev:0:2",
        "qw:nightpage:7:N1:vision:here:1:2",
        "qw:nightpage:7:N1:vision:next:2:2",
        "qw:nightpage:7:N1:attack:prev:1:1",
        "qw:nightpage:7:N1:attack:here:1:2",
        "qw:nightpage:7:N1:attack:next:1:3",
    ]


def test_every_other_living_player_is_on_exactly_one_page():
    """Walking all pages of both menus lists each target once; 'No vision' and 'No attack' are
    on every page."""
    game = make_game(many_names(130), night=1)
    pages = -(-129 // PAGE_SIZE)
    seen: dict[str, list[str]] = {"vision": [], "attack": []}
    for page in range(pages):
        found = selects(night_view(7, game, 3, vision_page=page, attack_page=page))
        assert found["vision"]["options"][0]["label"] == "No vision"
        seen["vision"] += [o["value"] for o in found["vision"]["options"][1:]]
        assert found["attack"]["options"][0]["label"] == "No attack"
        seen["attack"] += [o["value"] for o in found["attack"]["options"][1:]]
        assert found["vision"]["placeholder"].endswith(f"page {page + 1}/{pages})")
    expected = sorted(str(s) for s in game.living() if s != 3)
    assert sorted(seen["vision"]) == sorted(seen["attack"]) == expected


def test_a_page_out_of_range_shows_the_last_page():
    """A page number past the end (players left mid-night) is clamped."""
    game = make_game(many_names(30))
    found = selects(night_view(7, game, 0, vision_page=9))
    assert found["vision"]["custom_id"].endswith(":vision:1")


def test_the_menu_opens_on_the_page_of_this_phases_choice_marked_as_default():
    """A choice on page 3 makes the menu open there, with that player selected."""
    game = make_game(many_names(60))
    ordered = by_name(game, [s for s in game.living() if s != 0])
    target = ordered[2 * PAGE_SIZE + 1]
    game.push(Vision(player=0, target=target))
    vision = selects(night_view(7, game, 0))["vision"]
    assert vision["custom_id"].endswith(":vision:2")
    defaults = [o["value"] for o in vision["options"] if o.get("default")]
    assert defaults == [str(target)]


def test_discord_limits_hold_for_a_thousand_players_with_long_names():
    """≤ 5 rows, ≤ 25 options, custom ids ≤ 100, labels ≤ 80/100, placeholders ≤ 150."""
    names = [f"{'x' * 55}{i:04d}" for i in range(1000)]
    game = make_game(names)
    view = night_view(GAME_ID, game, 500, vision_page=20)
    layout = rows(view)
    assert len(layout) <= 5
    for row in layout:
        for component in row:
            assert len(component["custom_id"]) <= 100
            if component["type"] == 3:
                assert len(component["options"]) <= MAX_OPTIONS
                assert len(component["placeholder"]) <= 150
                assert all(len(o["label"]) <= 100 for o in component["options"])
            else:
                assert len(component["label"]) <= 80
    assert selects(view)["vision"]["placeholder"].endswith("page 21/42)")


def test_generated_custom_ids_match_the_persistent_templates():
    """After a restart the bot finds every menu and button again by its custom id."""
    game = make_game(many_names(40), night=1)
    for view in (night_view(GAME_ID, game, 0), night_view(GAME_ID, make_game(FIRST_NAMES[:5]), 0)):
        for row in rows(view):
            for component in row:
                custom_id = component["custom_id"]
                template = NightSelect if component["type"] == 3 else NightPageButton
                assert template.__discord_ui_compiled_template__.fullmatch(custom_id), custom_id


def test_night_prompt_explains_the_pages_only_when_there_are_pages():
    """The DM's text tells big games how to turn pages (and about /night); small ones not."""
    big = make_game(many_names(40))
    text = private_posts.night_embed(observe(big, 0), big, "#town").description or ""
    assert "39 players to choose from" in text and "◀ / ▶" in text
    small = make_game(FIRST_NAMES[:25])
    assert "◀" not in (
        private_posts.night_embed(observe(small, 0), small, "#town").description or ""
    )
