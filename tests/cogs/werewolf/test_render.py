"""Rendering: percentages, the text table, the heat map, public embeds."""

from __future__ import annotations

import io
from types import SimpleNamespace

from PIL import Image

from cogs.werewolf import render
from engine.werewolf import Advance, Game, Vision, make_setup
from engine.werewolf.views import RoleChance


def small_game(**options) -> Game:
    return Game(make_setup(players=["Ann", "Ben", "Cy", "Di", "Ed"], seed=3, **options))


def test_percentages_are_exact_only_at_the_ends():
    """0 and 100 only when exact; anything else within 0.1..99.9."""
    assert render.pct(0.0) == "0%"
    assert render.pct(1.0) == "100%"
    assert render.pct(0.0000001) == "0.1%"
    assert render.pct(0.9999999) == "99.9%"
    assert render.pct(1 / 3) == "33.3%"


def test_text_table_has_a_row_per_number_and_the_world_count():
    """The text table lists secret numbers 1..N with every column, and the worlds."""
    game = small_game(seer_column=True)
    text = render.text_table(game.table())
    lines = text.splitlines()
    assert lines[0].split() == ["#", "Good", "Evil", "Seer", "Dead"]
    assert [line.split()[0] for line in lines[2:7]] == ["1", "2", "3", "4", "5"]
    assert lines[-1] == f"{game.world_count()} worlds left"


def test_text_table_never_names_players():
    """The public table holds no player name."""
    game = small_game()
    text = render.text_table(game.table())
    assert not any(name in text for name in game.setup.players)


def test_heatmap_is_a_png_sized_to_the_table():
    """The heat map is a PNG with one band per row."""
    game = small_game(hide_dead=True)
    image = Image.open(io.BytesIO(render.heatmap_png(game.table())))
    assert image.format == "PNG"
    assert image.height > 5 * 30 and image.width > 2 * 90


def test_report_embed_shows_deaths_table_and_next_step():
    """The dawn post names the phase, holds the table and says what comes next."""
    game = small_game()
    game.push(Vision(player=0, target=1))
    report = game.push(Advance())
    assert report is not None
    embed = render.report_embed(report.public(), game)
    assert embed.title == "🌅 Dawn after Night 0"
    assert "```" in embed.description and "Next: Day 1" in embed.description
    assert "Ben" not in embed.description  # the vision stays private


def test_one_world_is_singular():
    """The world count reads '1 world'."""
    game = small_game()
    table = game.table().model_copy(update={"worlds": 1})
    assert render.worlds_text(table) == "1 world"


def test_huge_world_counts_are_written_short():
    """A 1000-player world count (hundreds of digits) is shown in scientific notation."""
    game = small_game()
    table = game.table().model_copy(update={"worlds": 3 * 10**737})
    assert render.worlds_text(table) == "3.00e+737 worlds"


def test_long_tables_go_in_an_attached_file():
    """A table too long for an embed shows its first rows, and is attached whole as table.txt."""
    game = Game(make_setup(players=[f"P{i}" for i in range(150)], seed=3))
    table = game.table()
    block = render.table_block(table)
    assert len(block) <= render.INLINE_TABLE_LIMIT and "150" not in block.split("```")[1]
    assert block.endswith("more rows: the whole table is in `table.txt`.")
    names = [f.filename for f in render.table_files(table, b"png")]
    assert names == ["table.png", "table.txt"]


def test_the_morning_post_gives_the_world_count_once_and_explains_dead_once():
    """One world count (no "worlds left" beside "worlds survive"), the Dead % key said once."""
    game = small_game()
    for seat in range(game.n):
        game.push_text(f"vision @{seat} @{(seat + 1) % game.n}")
    report = game.push_text("advance")
    text = render.report_embed(report.public(), game).description
    assert text.count(render.worlds_text(report.table)) == 1
    assert "left" not in text and "survive" not in text
    assert text.count("*Dead %*") == 1 and "already killed" in text
    assert "----" not in text  # the compact table: no rules


def test_short_tables_stay_inline():
    """A small game's table is a code block in the embed, with only the image attached."""
    table = small_game().table()
    assert render.table_block(table).startswith("```")
    assert [f.filename for f in render.table_files(table, b"png")] == ["table.png"]


def test_long_player_lists_end_with_how_many_more():
    """A lobby of 300 cuts the list at a whole name and says how many more there are."""
    from cogs.werewolf.models import Member

    members = [Member(user_id=i + 1, name=f"Player number {i}") for i in range(300)]
    text = render.player_list(members)
    assert len(text) <= 1024
    last = text.splitlines()[-1]
    shown = len(text.splitlines()) - 1
    assert last == f"… and {300 - shown} more"


def seer_lynched() -> Game:
    """Six players, roles revealed: Night 0, then Day 1 lynches Ann, who is the Seer."""
    game = Game(make_setup(players=["Ann", "Ben", "Cy", "Di", "Ed", "Flo"], seed=0, reveal="role"))
    for seat in range(6):
        game.push_text(f"vision @{seat} @{(seat + 1) % 6}")
    game.push_text("advance")
    for seat in range(6):
        game.push_text(f"vote @{seat} @0")
    game.push_text("advance")
    assert [(d.name, d.role) for d in game.deaths] == [("Ann", "seer")]
    return game


def test_once_the_seer_is_dead_in_public_nobody_is_asked_for_a_vision():
    """Every living player's prompt says a vision counts in no world; none asks for one."""
    from engine.werewolf import observe

    game = seer_lynched()
    for seat in game.living():
        text = render.night_embed(observe(game, seat), game, "#town").description
        assert "you are the Seer in no remaining world" in text
        assert "The Seer has died in public" in text
        assert "a vision target" not in text


def test_a_player_who_can_be_neither_is_told_nothing_can_count():
    """Ben can be neither the Seer nor tonight's leading wolf: no "Choose", and why."""
    from engine.werewolf import observe

    game = seer_lynched()
    assert render.what_counts(game, 1) == (False, False)
    text = render.night_embed(observe(game, 1), game, "#town").description
    assert text.startswith("**Nothing you choose tonight can count in any world.**")
    assert "Choose" not in text and "leading wolf in no remaining world" in text
    leaders = [s for s in game.living() if render.what_counts(game, s)[1]]
    assert leaders, "someone can be the leading wolf"
    asked = render.night_embed(observe(game, leaders[0]), game, "#town").description
    assert asked.startswith("Choose an attack target below")


def test_a_vision_that_counts_in_no_world_is_not_given_as_a_result():
    """Ben's vision of Cy after the Seer's public death: "counted in no world", no GOOD/EVIL."""
    game = seer_lynched()
    text = render.vision_news(game, 1, 2, "Your vision of Cy: GOOD.")
    assert "counted in no world" in text and "GOOD" not in text and "EVIL" not in text


def test_odds_with_hundreds_of_wolf_ranks_fit_in_one_embed_field():
    """At 1000 players a possible wolf's odds list every rank: the line stays within a field and
    says how many ranks it left out and their chance together."""
    ranks = [RoleChance(f"wolf{i + 1}", 0.001) for i in range(250)]
    roles = [RoleChance("seer", 0.001), RoleChance("villager", 0.749), *ranks]
    view = SimpleNamespace(roles=roles)
    line = render.odds_line(view)
    assert len(line) <= render.FIELD_LIMIT
    assert line.startswith("Seer 0.1% · Villager 74.9% · alpha wolf 0.1%")
    shown = line.count(" wolf ")
    assert line.endswith(f"… and {250 - shown} more ranks ({(250 - shown) / 10:.1f}% together)")


def test_a_game_without_a_stored_channel_name_mentions_its_channel():
    """A game from before names were kept names its channel by a mention of the stored id."""
    from tests.cogs.werewolf.rows import werewolf_row

    row = werewolf_row()
    assert render.channel_label(row) == "<#3>"
    row.extra.channel_name = "town-square"
    assert render.channel_label(row) == "#town-square"
