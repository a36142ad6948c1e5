"""Where a lobby opens (:mod:`bot.shell.lobby_place`) and how it claims its place: a family that
plays in the channel itself (werewolf) opens its lobby through the one map of sessions, and the
database keeps one open game of it a channel."""

from __future__ import annotations

import pytest

from bot.i18n import Languages
from bot.shell.registry import register_family
from bot.shell.sessions import FamilySessions, NewLobby
from bot.shell.store import FamilyStore, PlaceTakenError
from cogs.werewolf.games import Games, Session
from cogs.werewolf.models import GameSettings, Member, WerewolfExtra
from cogs.werewolf.storage import FAMILY, Storage
from engine.lab import FAMILY as LAB
from engine.werewolf.family import FAMILY as WEREWOLF

register_family(LAB)
register_family(WEREWOLF)


def werewolf_lobby(
    channel_id: int = 10,
    seats: list[Member] | None = None,
    extra: WerewolfExtra | None = None,
    language: str | None = None,
) -> NewLobby:
    """A werewolf lobby in ``channel_id`` of server 1, storyteller 2."""
    settings = GameSettings()
    return NewLobby(FAMILY, 1, channel_id, 2, settings, seats or (), extra, language=language)


async def test_an_adopted_family_s_lobby_opens_through_its_own_rows(database):
    """The one map opens a werewolf lobby as werewolf's session of its typed row, with its
    players, its channel's name and its language stored with it."""
    shared = FamilySessions(FamilyStore(database), families={"lab"})
    games = Games(Storage(database), shared=shared)
    seats = [Member(user_id=5, name="Ann"), Member(user_id=6, name="Bob")]
    lobby = werewolf_lobby(seats=seats, extra=WerewolfExtra(channel_name="town"), language="de")
    session = await shared.open_lobby(lobby)
    assert isinstance(session, Session) and games.get(session.row.id) is session
    stored = await games.storage.game(session.row.id)
    assert stored is not None and stored.seats == seats
    assert stored.extra.channel_name == "town"
    assert await Languages(database).of_game(FAMILY, session.row.id) == "de"


async def test_a_second_open_lobby_in_a_werewolf_channel_finds_its_place_taken(database):
    """While a werewolf game is open in a channel, a second lobby there is refused by the
    database (nothing written), and one in another channel opens."""
    shared = FamilySessions(FamilyStore(database), families={"lab"})
    games = Games(Storage(database), shared=shared)
    first = await shared.open_lobby(werewolf_lobby())
    with pytest.raises(PlaceTakenError):
        await shared.open_lobby(werewolf_lobby())
    assert list(games.sessions) == [first.row.id]
    other = await shared.open_lobby(werewolf_lobby(channel_id=11))
    assert sorted(games.sessions) == [first.row.id, other.row.id]


async def test_the_last_game_of_a_channel_is_the_family_s_own(database):
    """A channel's last game id is the family's latest there, whatever other families
    opened since."""
    store = FamilyStore(database)
    shared = FamilySessions(store, families={"lab"})
    Games(Storage(database), shared=shared)
    werewolf = await shared.open_lobby(werewolf_lobby())
    await shared.create(family="lab", guild_id=1, channel_id=10, host_id=2, options={})
    assert await store.last_id_in_channel(FAMILY, 10) == werewolf.row.id
    assert await store.last_id_in_channel(FAMILY, 11) is None
