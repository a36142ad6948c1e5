"""What werewolf's extension adds to the generic bot beside its cog (:mod:`cogs.werewolf.host`),
and takes away on unload."""

from __future__ import annotations

import sys

from cogs.werewolf.games import Games, games_of
from cogs.werewolf.host import WerewolfHooks
from cogs.werewolf.interact import GameGroup


async def test_the_host_keeps_werewolfs_games_group_and_hooks_on_the_bot(simcord_env):
    """After start-up the bot holds werewolf's open games, its /game group and its hooks."""
    bot = simcord_env.bot
    assert isinstance(games_of(bot), Games)
    assert bot.tree.get_command("game") is bot.kept(GameGroup)
    # discord.py runs an extension's module afresh for each bot: compare the class by name.
    # (The other families add plain ``Hooks`` of their own.)
    names = [type(hooks).__name__ for hooks in bot.hooks]
    assert names.count(WerewolfHooks.__name__) == 1


async def test_unloading_werewolf_takes_its_cog_hooks_group_and_components_away(
    simcord_env, monkeypatch
):
    """Unloading leaves no werewolf cog, hook, /game group or any of its dynamic items."""
    bot = simcord_env.bot
    patterns = len(bot._connection._view_store._dynamic_items)
    # discord.py forgets the package's modules with the extension: the later tests' are kept.
    for name, module in list(sys.modules.items()):
        if name.startswith("cogs.werewolf"):
            monkeypatch.setitem(sys.modules, name, module)
    await bot.unload_extension("cogs.werewolf")
    assert bot.get_cog("WerewolfCog") is None
    assert [h for h in bot.hooks if type(h).__name__ == WerewolfHooks.__name__] == []
    assert bot.tree.get_command("game") is None
    assert len(bot._connection._view_store._dynamic_items) < patterns


async def test_werewolfs_outbox_calls_are_on_the_shells_registration(simcord_env):
    """Werewolf's outbox family holds the shell's calls beside its own role and tally calls
    (one registration, the shell's, with werewolf's hook)."""
    calls = simcord_env.bot.outbox.families["werewolf"].calls
    assert {"edit", "turn-dm", "roles-setup", "roles-cleanup", "retire-tally"} <= set(calls)
