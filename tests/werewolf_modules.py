"""A bot's close that leaves werewolf's modules to the next bot of the same process.

Closing unloads the extensions, and discord.py forgets every module of an extension's package
with it (``cogs.werewolf.*``): a bot started after it in the same process (a restart, the next
sandbox) would import werewolf afresh, and keep its open games as another module's ``Games``,
which the tests' and the sandbox's ``games_of`` (imported once) would not find. A real process
starts one bot. The suite's fixture (``tests/conftest.py``) and the kill-point runner
(``python -m tests.crash``, outside pytest) both close bots this way.
"""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable

from bot.client import SuperpostBot

Close = Callable[[SuperpostBot], Awaitable[None]]


def keeping_werewolf(close: Close) -> Close:
    """``close``, with werewolf's modules put back once it is done."""

    async def closing(bot: SuperpostBot) -> None:
        werewolf = {
            name: module
            for name, module in sys.modules.items()
            if name == "cogs.werewolf" or name.startswith("cogs.werewolf.")
        }
        try:
            await close(bot)
        finally:
            sys.modules.update(werewolf)

    return closing
