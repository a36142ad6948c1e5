"""Werewolf's open games in the bot's one map of sessions (``FamilySessions``), beside the
shell's families' games."""

from __future__ import annotations

from bot.shell.registry import register_family
from bot.shell.sessions import FamilySession, FamilySessions
from bot.shell.store import FamilyStore, GameStatus
from cogs.werewolf.games import Games, Session
from cogs.werewolf.models import GameSettings, WerewolfRow
from cogs.werewolf.storage import FAMILY, Storage
from engine.lab import FAMILY as LAB

register_family(LAB)


async def both_lobbies(database) -> tuple[WerewolfRow, int]:
    """A werewolf lobby and a Lab lobby on one database."""
    werewolf = await Storage(database).create_game(
        guild_id=1, channel_id=10, storyteller_id=2, settings=GameSettings()
    )
    lab = await FamilyStore(database).create(
        family="lab", guild_id=1, channel_id=11, host_id=2, options={}
    )
    return werewolf, lab.id


async def test_werewolf_s_games_are_read_into_the_one_map_with_their_own_type(database):
    """Werewolf's open games are werewolf sessions of the shared map, the Lab's the shell's; the
    shell's lookups give only the shell's own."""
    werewolf, lab_id = await both_lobbies(database)
    shared = FamilySessions(FamilyStore(database), families={"lab"})
    games = Games(Storage(database), shared=shared)
    assert await games.load() == 1
    assert await shared.load() == 2
    session = games.get(werewolf.id)
    assert isinstance(session, Session) and session.row == werewolf
    assert shared.held_session((FAMILY, werewolf.id)) is session
    assert [s.row.id for s in shared.sessions()] == [lab_id]
    assert isinstance(shared.get("lab", lab_id), FamilySession)
    assert shared.get(FAMILY, werewolf.id) is None


async def test_a_werewolf_change_saved_through_the_map_is_werewolf_s_typed_row(database):
    """Saving a werewolf session through the one map writes werewolf's row with its types."""
    werewolf, _ = await both_lobbies(database)
    shared = FamilySessions(FamilyStore(database), families={"lab"})
    games = Games(Storage(database), shared=shared)
    await games.load()
    session = games.get(werewolf.id)
    assert session is not None
    session.row.extra.channel_name = "town-square"
    await shared.save(session)
    stored = await games.storage.game(werewolf.id)
    assert stored is not None and stored.extra.channel_name == "town-square"
    assert stored.version == session.row.version == 1


async def test_each_family_s_game_is_found_where_it_is_played(database):
    """The one finder: werewolf's game in its channel while open, a shell family's in its
    thread, neither in the other's place."""
    werewolf, lab_id = await both_lobbies(database)
    shared = FamilySessions(FamilyStore(database), families={"lab"})
    games = Games(Storage(database), shared=shared)
    await games.load()
    await shared.load()
    lab = shared.get("lab", lab_id)
    assert lab is not None
    lab.row.thread_id = 12
    session = games.get(werewolf.id)
    assert session is not None
    assert shared.here(FAMILY, 10) is session and games.in_channel(10) is session
    assert shared.here("lab", 12) is lab and shared.here("lab", 11) is None
    assert shared.here(FAMILY, 12) is None and shared.here("lab", 10) is None
    session.row.status = GameStatus.OVER
    assert games.in_channel(10) is None
