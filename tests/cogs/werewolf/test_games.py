"""Whole games through the real cogs: lobby, DMs, menus, votes, morning posts, the end, secrecy."""

from __future__ import annotations

import pytest

from cogs.werewolf import private_posts, render
from cogs.werewolf.games import games_of
from engine.werewolf import Game, Report, load_record, record_of, replay
from engine.werewolf.reports import Message
from tests.cogs.harness import (
    NUMBER,
    Table,
    message_text,
    play_to_the_end,
    seat_table,
    start_game,
)

END_TITLES = ("🏆", "🐺", "🤝")


def close_dms(table: Table, seat: int) -> None:
    """Make every DM to a player fail like a closed inbox (403, code 50007)."""
    table.env.inject_error(
        "POST",
        f"/channels/{table.player(seat).user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )


def all_reports(game: Game) -> list[Report]:
    """Every report of the game (the bot keeps only the latest in memory): replay its record."""
    return replay(record_of(game))[1]


def news(game: Game, message: Message) -> str:
    """A player's private news as the bot words it in English."""
    target = None if message.target is None else render.esc(game.name(message.target))
    return private_posts.news_text(message, target, "en")


def public_leaks(texts: list[str], game: Game) -> list[str]:
    """Lines of public texts that pair a name with a number, or show a vision or an action."""
    names = [game.name(seat) for seat in range(game.n)]
    secrets = [news(game, m) for report in all_reports(game) for m in report.messages]
    found = [secret for text in texts for secret in secrets if secret in text]
    for text in texts:
        for line in text.splitlines():
            if not any(name in line for name in names):
                continue
            lowered = line.lower()
            if NUMBER.search(line) or any(
                word in lowered for word in ("vision", "attack", "looked", "seen", "number")
            ):
                found.append(line)
    return found


def assert_no_public_leak(table: Table, game: Game) -> None:
    """No public message before the end post (the reveal) leaks a secret."""
    history = table.town.history()
    end = history[-1]
    assert end.embeds and end.embeds[0].title.startswith(END_TITLES)
    for message in history[:-1]:
        assert not any(a.filename.endswith(".json") for a in message.attachments)
    assert public_leaks([message_text(m) for m in history[:-1]], game) == []


def assert_private_news_delivered(
    table: Table, game: Game, closed: frozenset[int] = frozenset()
) -> None:
    """Every vision result and certainty reached its player's DMs."""
    dms = {
        seat: "\n".join(message_text(m) for m in table.player(seat).user.dm_channel.history())
        for seat in range(game.n)
    }
    for report in all_reports(game):
        for message in report.messages:
            if message.seat not in closed:
                void = f"Your vision of **{game.name(message.target or 0)}** counted in no world"
                assert news(game, message) in dms[message.seat] or (
                    message.kind == "vision" and void in dms[message.seat]
                )


def assert_dms_private(table: Table, game: Game) -> None:
    """Each player's DMs name their own secret number and nobody else's."""
    for seat in range(game.n):
        own = game.numbers[seat]
        for message in table.player(seat).user.dm_channel.history():
            for match in NUMBER.finditer(message_text(message)):
                assert int(match.group(1)) == own


async def assert_end(table: Table, game: Game) -> None:
    """The end post names the winners and carries a record that replays to the same end."""
    end = table.town.history()[-1]
    text = message_text(end)
    assert game.outcome is not None
    for seat in game.outcome.winners:
        assert game.name(seat) in text
    for seat in range(game.n):
        assert f"#{game.numbers[seat]} **{game.name(seat)}**" in text
    [attachment] = [a for a in end.attachments if a.filename.endswith(".json")]
    replayed, reports = replay(load_record((await attachment.read()).decode()))
    assert replayed.is_over and reports[-1].outcome == game.outcome


def morning_posts(table: Table) -> list[object]:
    return [m for m in table.town.history() if m.embeds and "Dawn after" in m.embeds[0].title]


@pytest.mark.simcord(settle_timeout=20)
async def test_five_players_play_a_whole_game(simcord_env):
    """Five players finish a game with DM menus and votes; the end post holds the record."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    session = await play_to_the_end(table)
    game = session.game
    assert game is not None and game.is_over
    assert morning_posts(table) and all(
        any(a.filename == "table.png" for a in m.attachments) for m in morning_posts(table)
    )
    await assert_end(table, game)
    assert_no_public_leak(table, game)
    assert_dms_private(table, game)
    assert_private_news_delivered(table, game)
    assert games_of(table.bot).in_channel(table.town.id) is None


@pytest.mark.simcord(settle_timeout=20)
async def test_seven_players_mix_menus_dm_commands_and_closed_dms(simcord_env):
    """Seven players: menus, /night in DMs, /night in the channel for a player with closed DMs."""
    table = await seat_table(simcord_env, 7)
    close_dms(table, 6)
    await start_game(table, reveal="role", seer_column=True)
    warning = [
        m for m in table.town.history() if "could not send you a direct message" in m.content
    ]
    assert warning and table.player(6).mention in warning[0].content
    ways = {0: "dm-select", 1: "dm-slash", 2: "channel-slash", 6: "channel-slash"}
    session = await play_to_the_end(table, via=lambda seat: ways.get(seat, "dm-select"))
    game = session.game
    assert game is not None and game.is_over
    await assert_end(table, game)
    assert_no_public_leak(table, game)
    assert_dms_private(table, game)
    assert_private_news_delivered(table, game, closed=frozenset({6}))
    assert any(m.kind == "certain" for r in all_reports(game) for m in r.messages)
    assert table.player(6).user.dm_channel.history() == []


@pytest.mark.simcord(settle_timeout=30)
async def test_twelve_players_play_a_whole_game(simcord_env):
    """Twelve players finish a game; every night's morning post shows the table and worlds."""
    table = await seat_table(simcord_env, 12)
    await start_game(table, tie_rule="random")
    session = await play_to_the_end(table)
    game = session.game
    assert game is not None and game.is_over
    reports = all_reports(game)
    nights = [r for r in reports if r.phase.startswith("N")]
    assert len(reports) >= 8  # several nights and days, not a quick end
    assert len(morning_posts(table)) == len(nights)
    for post, report in zip(morning_posts(table), nights, strict=True):
        assert f"**{report.table.worlds} world" in post.embeds[0].description
    await assert_end(table, game)
    assert_no_public_leak(table, game)
    assert_dms_private(table, game)
    assert_private_news_delivered(table, game)


@pytest.mark.simcord(settle_timeout=20)
async def test_classic_rules_play_a_whole_game(simcord_env):
    """A classic-rules game (attacks from Night 0) runs to its end through the cogs."""
    table = await seat_table(simcord_env, 6)
    await start_game(table, preset="classic")
    session = await play_to_the_end(table)
    game = session.game
    assert game is not None and game.is_over
    await assert_end(table, game)
    assert_no_public_leak(table, game)


@pytest.mark.simcord(settle_timeout=20)
async def test_two_channels_run_games_at_once(simcord_env):
    """Two channels of two guilds each host their own game at the same time."""
    first = await seat_table(simcord_env, 5, channel="village-a")
    other_guild = simcord_env.create_guild("Other")
    second = await seat_table(simcord_env, 5, channel="village-b", guild=other_guild)
    await start_game(first)
    await start_game(second)
    assert first.session.row.id != second.session.row.id
    await play_to_the_end(first)
    assert games_of(first.bot).in_channel(first.town.id) is None
    assert second.session.game is not None and not second.session.game.is_over
    await play_to_the_end(second)


def test_the_leak_scan_catches_each_kind_of_leak():
    """The scan flags a name with a number, a vision result, and a night action."""
    from engine.werewolf import Advance, Vision, make_setup

    game = Game(make_setup(players=["Ann", "Ben", "Cy", "Di"], seed=1))
    game.push(Vision(player=0, target=1))
    game.push(Advance())
    vision = news(game, game.reports[0].messages[0])
    assert public_leaks(["Ann is #3"], game) == ["Ann is #3"]
    assert vision in public_leaks([f"oops: {vision}"], game)
    assert public_leaks(["Ann attacks Ben"], game) == ["Ann attacks Ben"]
    assert public_leaks(["**Ann** votes to lynch **Ben** (1/3 for a majority)."], game) == []
