"""What each player sees alone (:mod:`cogs.werewolf.private_posts`): the night's DM, its news,
their odds."""

from __future__ import annotations

from types import SimpleNamespace

from cogs.werewolf import private_posts, render
from engine.werewolf import Game, make_setup
from engine.werewolf.views import RoleChance


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
        text = private_posts.night_embed(observe(game, seat), game, "#town").description
        assert "you are the Seer in no remaining world" in text
        assert "The Seer has died in public" in text
        assert "a vision target" not in text


def test_a_player_who_can_be_neither_is_told_nothing_can_count():
    """Ben can be neither the Seer nor tonight's leading wolf: no "Choose", and why."""
    from engine.werewolf import observe

    game = seer_lynched()
    assert private_posts.what_counts(game, 1) == (False, False)
    text = private_posts.night_embed(observe(game, 1), game, "#town").description
    assert text.startswith("**Nothing you choose tonight can count in any world.**")
    assert "Choose" not in text and "leading wolf in no remaining world" in text
    leaders = [s for s in game.living() if private_posts.what_counts(game, s)[1]]
    assert leaders, "someone can be the leading wolf"
    asked = private_posts.night_embed(observe(game, leaders[0]), game, "#town").description
    assert asked.startswith("Choose an attack target below")


def test_a_vision_that_counts_in_no_world_is_not_given_as_a_result():
    """Ben's vision of Cy after the Seer's public death: "counted in no world", no GOOD/EVIL."""
    game = seer_lynched()
    text = private_posts.vision_news(game, 1, 2, "Your vision of Cy: GOOD.")
    assert "counted in no world" in text and "GOOD" not in text and "EVIL" not in text


def test_odds_with_hundreds_of_wolf_ranks_fit_in_one_embed_field():
    """At 1000 players a possible wolf's odds list every rank: the line stays within a field and
    says how many ranks it left out and their chance together."""
    ranks = [RoleChance(f"wolf{i + 1}", 0.001) for i in range(250)]
    roles = [RoleChance("seer", 0.001), RoleChance("villager", 0.749), *ranks]
    view = SimpleNamespace(roles=roles)
    line = private_posts.odds_line(view)
    assert len(line) <= render.FIELD_LIMIT
    assert line.startswith("Seer 0.1% · Villager 74.9% · alpha wolf 0.1%")
    shown = line.count(" wolf ")
    assert line.endswith(f"… and {250 - shown} more ranks ({(250 - shown) / 10:.1f}% together)")
