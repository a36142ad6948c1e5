"""`/ct-st prompt` in an Atheist game (addendum A2, O1, O4): the storyteller tells a player
its token or new character, which the player reads in the quantum game's words."""

from __future__ import annotations

from .helpers import ok, refused, send_list
from .test_adjudicate import adjudicate, atheist_table, message


async def test_the_storyteller_gives_a_change_prompt_with_the_setup_news(simcord_env):
    """`now` and `news` record `st prompt @2 now baron with damsel` on Night 2; at dawn @2
    reads "You are now the Baron." and then "A Damsel is in play."."""
    table = await atheist_table(simcord_env, "yes")
    for seat in range(1, 6):
        ok(await send_list(table, seat, "dont_wake"))
    # a change prompt waits for the first night a swap can happen (the Barber's, Night 2)
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    for seat in range(1, 6):
        if seat - 1 not in table.game.appears_dead:
            ok(await send_list(table, seat, "dont_wake"))
    # and a death tonight, ruled first, lets the Barber's swap have happened
    ok(await table.storyteller.click(message(await adjudicate(table, 3)), label="@3 dies"))
    options = {"player": table.seat(2), "character": "baron", "now": True, "news": "damsel"}
    said = ok(await table.storyteller.slash(table.thread, "ct-st prompt", **options))
    assert said.endswith("`st prompt @2 now baron with damsel`.")
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    told = table.dms(2)
    became = next(k for k, m in enumerate(told) if "You are now the Baron." in m)
    assert "A Damsel is in play." in told[became + 1]


async def test_setup_news_to_a_good_character_is_refused_in_words(simcord_env):
    """News with a change to the Empath is refused, saying why, and nothing is stored."""
    table = await atheist_table(simcord_env, "yes")
    options = {"player": table.seat(2), "character": "empath", "news": "damsel"}
    answer = await table.storyteller.slash(table.thread, "ct-st prompt", **options)
    refused(answer, "only a player who became a Minion")
    assert not any(line.startswith("st ") for line in await table.stored())


async def test_the_news_offers_only_what_minions_learn_at_setup(simcord_env):
    """`news` autocompletes to the characters of the game's script that Minions may learn at
    setup: on `mini_atheist`, the Damsel alone."""
    table = await atheist_table(simcord_env, "yes")
    offered = await table.storyteller.autocomplete(
        table.thread, "ct-st prompt", "news", "", player=table.seat(2), character="baron"
    )
    assert [choice["value"] for choice in offered] == ["damsel"]


async def test_the_character_offers_no_token_a_quantum_game_never_tells(simcord_env):
    """`character` autocompletes to the script's characters but the Atheist and the Drunk,
    which no quantum game's prompt names."""
    table = await atheist_table(simcord_env, "yes")
    offered = await table.storyteller.autocomplete(
        table.thread, "ct-st prompt", "character", "", player=table.seat(2)
    )
    values = [choice["value"] for choice in offered]
    assert "empath" in values
    assert "atheist" not in values
    assert "drunk" not in values


async def test_a_change_prompt_on_night_one_is_refused_in_words(simcord_env):
    """On Night 1 no character can have changed hands yet: `now` is refused, saying why."""
    table = await atheist_table(simcord_env, "yes")
    options = {"player": table.seat(2), "character": "baron", "now": True}
    answer = await table.storyteller.slash(table.thread, "ct-st prompt", **options)
    refused(answer, "no character can have changed hands")
    assert not any(line.startswith("st ") for line in await table.stored())
