"""What the turn-notification tests of every family share: who a message pinged, and DMs."""

from __future__ import annotations

from typing import Any

import simcord


def pinged(env: simcord.Env, channel: Any, message_id: int | None) -> list[int]:
    """The users a message pinged when it was sent, as Discord recorded it (its allowed
    mentions applied to its mentions)."""
    assert message_id is not None
    stored = env.backend.messages[channel.id][message_id]
    return list(stored.ping_user_ids)


def allowed_users(env: simcord.Env, channel: Any, message_id: int | None) -> frozenset[int] | None:
    """The user ids the message's allowed mentions named (``None``: every user)."""
    assert message_id is not None
    users: frozenset[int] | None = env.backend.messages[channel.id][
        message_id
    ].allowed_mentions.users
    return users


def dms(member: Any) -> list[str]:
    """The DMs a member got from the bot, oldest first."""
    user = getattr(member, "user", member)
    return [m.content for m in user.dm_channel.history()]
