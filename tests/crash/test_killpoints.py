"""A sample of kill points in whole games (``make crash`` runs them all)."""

from __future__ import annotations

import asyncio

import pytest

from bot.outbox import Outbox
from cogs.werewolf import channels
from tests.crash.__main__ import points
from tests.crash.killpoints import SCENARIOS, Figures, Outcome, Run, Stuck, run_once

SAMPLE = 4
"""Points per scenario in ``make test`` (each is a whole game, a few seconds)."""

_references: dict[str, Outcome] = {}


async def reference(scenario: str) -> Outcome:
    """The run that never crashed (made once per scenario in a test session)."""
    if scenario not in _references:
        _references[scenario] = await run_once(scenario, None)
    return _references[scenario]


@pytest.mark.parametrize("scenario", ["game", "storyteller", "closed-dms"])
async def test_a_sample_of_kill_points_loses_duplicates_and_stalls_nothing(scenario):
    """Killed at points spread over a whole run, the bot ends with nothing lost, twice or stuck."""
    uncrashed = await reference(scenario)
    assert not uncrashed.stalled and uncrashed.lost_actions == 0
    figures = Figures()
    # The last few points may move by one or two between runs (threads draw the heat maps).
    for point in points(uncrashed.points - 10, SAMPLE):
        figures.add(scenario, point, await run_once(scenario, point), uncrashed)
    assert figures.tried == figures.crashed == SAMPLE
    assert (figures.lost, figures.duplicated, figures.stalled) == (0, 0, 0), figures.failures


async def test_the_harness_sees_a_post_sent_twice_when_the_check_is_off(monkeypatch):
    """Without the look-up of uncertain rows, a kill just after a post duplicates it."""
    uncrashed = await reference("game")
    point = next(
        i
        for i, label in enumerate(uncrashed.labels)
        if label.startswith("after POST /channels/{channel_id}/messages") and i > 100
    )

    async def never_sent(*args, **kwargs):
        return None

    checked = Figures()
    checked.add("game", point, await run_once("game", point), uncrashed)
    assert checked.duplicated == 0
    monkeypatch.setattr(Outbox, "_already_sent", never_sent)
    unchecked = Figures()
    unchecked.add("game", point, await run_once("game", point), uncrashed)
    assert unchecked.duplicated == 1, unchecked.failures


async def test_the_harness_sees_a_role_made_twice(monkeypatch):
    """If the role set-up did not look for roles a killed run made, a role would stay behind."""
    uncrashed = await reference("game")
    point = uncrashed.labels.index("after POST /guilds/{guild_id}/roles")

    async def always_new(guild, name, game_id):
        return await guild.create_role(name=name)

    monkeypatch.setattr(channels, "_role", always_new)
    figures = Figures()
    figures.add("game", point, await run_once("game", point), uncrashed)
    assert figures.duplicated == 1, figures.failures


async def test_news_a_crash_cuts_short_before_it_is_shown_comes_after_the_restart():
    """Killed just before the reply with a closed inbox's news, the bot shows that news after
    the restart (it is stored), once."""
    uncrashed = await reference("closed-dms")
    point = uncrashed.labels.index("before POST webhook (news)")
    figures = Figures()
    figures.add("closed-dms", point, await run_once("closed-dms", point), uncrashed)
    assert (figures.lost, figures.duplicated, figures.news_repeated) == (0, 0, 0), figures.failures


async def test_news_a_crash_cuts_short_between_the_reply_and_its_mark_comes_again():
    """Killed between the reply with kept news and its shown mark, the news comes once more
    (an ephemeral reply cannot be looked up: it is shown twice rather than never)."""
    uncrashed = await reference("closed-dms")
    point = uncrashed.labels.index("after POST webhook (news)")
    figures = Figures()
    figures.add("closed-dms", point, await run_once("closed-dms", point), uncrashed)
    assert (figures.lost, figures.duplicated, figures.news_repeated) == (0, 0, 1), figures.failures


# -- the families on the shell ----------------------------------------------------------------

FAMILY_SAMPLE = 3
"""Points per family in ``make test`` (Clocktower and the Lab a few seconds each, Cloud ~6 s)."""


def after_the_lobby(labels: list[str]) -> int:
    """The first point after the lobby, its post and its thread are stored."""
    thread = next(i for i, label in enumerate(labels) if label.endswith("/threads"))
    return labels.index("after commit", thread) + 1


@pytest.mark.parametrize("family", ["clocktower", "lab", "cloud"])
async def test_a_sample_of_kill_points_in_a_family_game_loses_and_half_makes_nothing(family):
    """Killed at points spread over a whole game of the family (after its lobby is open), the
    bot ends with nothing lost, twice, stuck or half-made."""
    uncrashed = await reference(family)
    assert not uncrashed.stalled and uncrashed.lost_actions == 0 and not uncrashed.half_made
    first = after_the_lobby(uncrashed.labels)
    figures = Figures()
    for point in points(uncrashed.points - 10 - first, FAMILY_SAMPLE):
        figures.add(family, first + point, await run_once(family, first + point), uncrashed)
    assert figures.tried == figures.crashed == FAMILY_SAMPLE
    assert (figures.lost, figures.duplicated, figures.stalled, figures.half_made) == (0, 0, 0, 0), (
        figures.failures
    )


@pytest.mark.parametrize("family", ["clocktower", "lab", "cloud"])
async def test_a_kill_just_after_the_lobby_row_is_stored_leaves_no_half_made_lobby(family):
    """Killed right after `/… new` stores its lobby row, the restarted bot posts that lobby
    and the game is played with nothing lost, doubled or left without its post or thread."""
    uncrashed = await reference(family)
    point = uncrashed.labels.index("after commit")
    figures = Figures()
    figures.add(family, point, await run_once(family, point), uncrashed)
    assert (figures.lost, figures.duplicated, figures.stalled, figures.half_made) == (0, 0, 0, 0), (
        figures.failures
    )


async def test_the_harness_sees_a_family_post_sent_twice_when_the_check_is_off(monkeypatch):
    """Without the look-up of uncertain rows, a kill just after a Lab post duplicates it."""
    uncrashed = await reference("lab")
    first = after_the_lobby(uncrashed.labels)
    point = next(
        i
        for i, label in enumerate(uncrashed.labels)
        if label.startswith("after POST /channels/{channel_id}/messages") and i > first
    )

    async def never_sent(*args, **kwargs):
        return None

    monkeypatch.setattr(Outbox, "_already_sent", never_sent)
    figures = Figures()
    figures.add("lab", point, await run_once("lab", point), uncrashed)
    assert figures.duplicated == 1, figures.failures


async def test_a_run_that_never_ends_fails_as_stuck_with_where_it_got(monkeypatch):
    """A scenario that waits forever fails after its bound, saying where it got, not hang."""

    async def forever(run: Run) -> bool | None:
        if await run.lobby_step():
            return True
        await asyncio.Event().wait()
        return None

    monkeypatch.setitem(SCENARIOS, "forever", forever)
    with pytest.raises(Stuck, match=r"forever \(at=None\): the run did not finish in 5 s"):
        await run_once("forever", None, limit=5)
