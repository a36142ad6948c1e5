"""The lobby's post (:mod:`cogs.werewolf.lobby_post`)."""

from __future__ import annotations

from cogs.werewolf import lobby_post


def test_long_player_lists_end_with_how_many_more():
    """A lobby of 300 cuts the list at a whole name and says how many more there are."""
    from cogs.werewolf.models import Member

    members = [Member(user_id=i + 1, name=f"Player number {i}") for i in range(300)]
    text = lobby_post.player_list(members)
    assert len(text) <= 1024
    last = text.splitlines()[-1]
    shown = len(text.splitlines()) - 1
    assert last == f"… and {300 - shown} more"
