"""Opening a Quantum Clocktower table: the sizes the script allows, and the fan-tool notice
wherever the spec asks for it (its opening post, `/help`, `/ct rules`)."""

from __future__ import annotations

from engine.clocktower import NOTICE

from .helpers import join_all_and_start, latest, open_lobby, refused, seat_draws, seat_table


async def test_fifteen_players_are_refused_in_the_second_person_with_the_reason(simcord_env):
    """`/ct new players:15` says you can't, why (three Minions force the Baron, who needs four
    Outsiders of three), which sizes work, and opens nothing."""
    table = await seat_table(simcord_env, 5)
    answer = refused(
        await table.storyteller.slash(table.town, "ct new", players=15),
        "You can't open a 15-player game of Quantum Trouble Brewing",
    )
    assert "the other 2 Minions cannot fill 3 seats" in answer
    assert "4 Outsiders needed and the script has 3" in answer
    assert answer.endswith("Pick 5 to 14 players.")
    assert table.town.history() == [] and table.town.threads == []


async def test_the_notice_is_in_the_opening_post_help_and_rules(simcord_env):
    """Spec "Notice": the game's opening post, `/help game:clocktower` and `/ct rules` say it
    is an unofficial fan tool."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5)
    assert NOTICE in table.lobby.content
    await join_all_and_start(table, seat_draws([2, 4], 5))
    assert NOTICE in latest(table.thread, "🕰️").content
    helped = await table.players[0].slash(table.town, "help", game="clocktower")
    assert NOTICE in helped.response.embeds[0].description
    rules = await table.players[0].slash(table.town, "ct rules")
    assert NOTICE in rules.response.content
