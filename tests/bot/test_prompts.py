"""Tonight's prompts rendered in one batch (in a worker thread) match each one rendered alone."""

from __future__ import annotations

from bot import prompts
from bot.models import GameRow, GameSettings, Member, Status
from engine import Advance, Game, make_setup

NAMES = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo", "Gil", "Hal", "Ivy"]


def running(game: Game) -> GameRow:
    return GameRow(
        id=7,
        guild_id=1,
        channel_id=2,
        storyteller_id=3,
        status=Status.RUNNING,
        settings=GameSettings(),
        members=[Member(user_id=100 + seat, name=name) for seat, name in enumerate(game.names)],
        setup=game.setup,
        phase=str(game.phase),
    )


def night_one() -> Game:
    game = Game(make_setup(players=NAMES, seed=4))
    game.push(Advance())  # Night 0 -> Day 1
    game.push(Advance())  # Day 1 (no votes) -> Night 1
    return game


def test_the_batch_has_one_prompt_per_living_player_in_seat_order():
    """Every living player gets a prompt, addressed to their own user, for this night."""
    game = night_one()
    batch = prompts.night_prompts(game, running(game), "#town", welcome=False)
    assert [p.seat for p in batch] == game.living()
    assert [p.user_id for p in batch] == [100 + seat for seat in game.living()]
    assert {p.phase for p in batch} == {str(game.phase)}


def test_a_prompt_of_the_batch_is_the_one_rendered_alone():
    """Sharing the views' work changes no prompt: each equals its seat's prompt from a fresh game."""
    game = night_one()
    batch = prompts.night_prompts(game, running(game), "#town", welcome=True)
    alone = night_one()  # a fresh game: no views computed together
    for prompt in batch:
        single = prompts.night_prompt(alone, running(alone), "#town", prompt.seat, welcome=True)
        assert [e.to_dict() for e in prompt.embeds] == [e.to_dict() for e in single.embeds]
        assert prompt.view.to_components() == single.view.to_components()
        assert prompt.content == single.content


def test_the_welcome_comes_before_the_menus_on_the_first_night():
    """At the start each prompt opens with the welcome (the secret number), then the night."""
    game = Game(make_setup(players=NAMES, seed=4))
    [first, *_] = prompts.night_prompts(game, running(game), "#town", welcome=True)
    assert len(first.embeds) == 2
    assert "secret number" in (first.embeds[0].description or "")
