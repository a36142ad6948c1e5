"""A sample of kill points in whole games (``make crash`` runs them all)."""

from __future__ import annotations

import pytest

from bot import channels
from bot.outbox import Outbox
from tests.crash.__main__ import points
from tests.crash.killpoints import Figures, run_once

SAMPLE = 8


@pytest.mark.parametrize("scenario", ["game", "storyteller"])
async def test_a_sample_of_kill_points_loses_duplicates_and_stalls_nothing(scenario):
    """Killed at points spread over a whole run, the bot ends with nothing lost, twice or stuck."""
    reference = await run_once(scenario, None)
    assert not reference.stalled and reference.lost_actions == 0
    figures = Figures()
    # The last few points may move by one or two between runs (threads draw the heat maps).
    for point in points(reference.points - 10, SAMPLE):
        figures.add(scenario, point, await run_once(scenario, point), reference)
    assert figures.tried == figures.crashed == SAMPLE
    assert (figures.lost, figures.duplicated, figures.stalled) == (0, 0, 0), figures.failures


async def test_the_harness_sees_a_post_sent_twice_when_the_check_is_off(monkeypatch):
    """Without the look-up of uncertain rows, a kill just after a post duplicates it."""
    reference = await run_once("game", None)
    point = next(
        i
        for i, label in enumerate(reference.labels)
        if label.startswith("after POST /channels/{channel_id}/messages") and i > 100
    )

    async def never_sent(*args, **kwargs):
        return None

    checked = Figures()
    checked.add("game", point, await run_once("game", point), reference)
    assert checked.duplicated == 0
    monkeypatch.setattr(Outbox, "_already_sent", never_sent)
    unchecked = Figures()
    unchecked.add("game", point, await run_once("game", point), reference)
    assert unchecked.duplicated == 1, unchecked.failures


async def test_the_harness_sees_a_role_made_twice(monkeypatch):
    """If the role set-up did not look for roles a killed run made, a role would stay behind."""
    reference = await run_once("game", None)
    point = reference.labels.index("after POST /guilds/{guild_id}/roles")

    async def always_new(guild, name, game_id):
        return await guild.create_role(name=name)

    monkeypatch.setattr(channels, "_role", always_new)
    figures = Figures()
    figures.add("game", point, await run_once("game", point), reference)
    assert figures.duplicated == 1, figures.failures
