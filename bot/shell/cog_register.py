"""A family's part in the bot, added once as its cog loads: its rows' typed ``extra``, its
outbox calls and what their results do, the news closed DMs kept, and the bot's hooks
(:class:`RegisterPart` of :class:`bot.shell.family_cog.FamilyCog`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot import effects
from bot.client import Hooks
from bot.effects import Effect
from bot.i18n import t
from bot.outbox_store import OutboxRow
from bot.shell import hosts
from bot.shell.extra import extra_model
from bot.shell.kept import inbox_of, keeping
from bot.shell.notify import TURN_DM_CALL, NotifyCog, NotifyPrefs, dm_sender
from bot.shell.posts import EDIT_CALL, editor, host_teller, recorder
from bot.shell.rematch import RematchButton
from bot.shell.replies import Refusal, game_lang

if TYPE_CHECKING:
    pass
from bot.shell.cog_base import CogBase, S


class RegisterPart(CogBase[S]):
    """Registers the family with the bot (:meth:`_register`) and tells the host of a DM
    closed DMs refused (:meth:`_undelivered_notice`)."""

    async def _register(self) -> None:
        """The family's part in the bot, once: its rows' typed ``extra``, its outbox calls and
        their callbacks, the inbox of news closed DMs kept, the hooks and the lobbies a crash
        cut short. An adopted family, whose first extension does this, gives nothing here."""
        if self.sessions.families is not None:
            self.sessions.families.add(self.family)
        self.sessions.store.type_family(self.family, extra_model(self.extra_model))
        if not self.sessions.hooked:  # the first shell family (werewolf may have made the map)
            self.sessions.hooked = True
            if self.bot.storage.database.shared:
                self.bot.hooks.append(Hooks(arriving=self._arriving))
            self.bot.hooks.append(Hooks(arriving=self._warm_up))
        prefs = NotifyPrefs(self.bot.storage.database)
        if self.bot.get_cog(NotifyCog.__cog_name__) is None:
            await self.bot.add_cog(NotifyCog(prefs))
        inbox = await inbox_of(self.bot)
        inbox.register(self.family)
        self._ready_hook = Hooks(ready=self._finish_lobbies)
        self.bot.hooks.append(self._ready_hook)
        self.bot.outbox.register(
            self.family,
            calls={
                EDIT_CALL: editor(self.bot, self.bot.storage.outbox),
                TURN_DM_CALL: dm_sender(self.bot, self.bot.outbox, prefs),
            },
            on_done=keeping(
                self.family,
                inbox,
                recorder(self.family, self._row_of),
                self._undelivered_notice,
                self.bot.outbox.wake,
            ),
            on_refused=host_teller(self.title, self.family, self.sessions.store),
        )
        self.bot.add_dynamic_items(RematchButton)

    async def _arriving(self, interaction: discord.Interaction) -> None:
        # A command in a direct message may mean a game another process opened (on a shared
        # database; only shard 0 gets direct messages): read the open games it lacks.
        if interaction.guild_id is None:
            await self.sessions.discover()

    async def _warm_up(self, interaction: discord.Interaction) -> None:
        # Soon after a start-up, the game a command reads may not be replayed yet: replay it
        # in the worker now rather than on the event loop when the command reads it.
        in_dm = interaction.guild_id is None
        await self.sessions.warm_up(None if in_dm else interaction.channel_id, interaction.user.id)

    def _undelivered_notice(self, row: OutboxRow) -> list[Effect]:
        """The host's DM about a player's DM that closed DMs refused: which seat, what (when
        the host may read it: :attr:`host_reads_dms`), and how the player can still get it."""
        session = self._held(row.game_id)
        if session is None or hosts.is_host(session.row, row.target):
            return []
        if not self.host_reads_dms and not row.payload.get("report"):
            return []
        try:
            seat = self._seat(session, row.target)
        except (Refusal, LookupError, ValueError):
            return []  # not a player of the game
        held = ""
        if self.host_reads_dms:
            held = " ".join(str(row.payload.get("content") or "").split())
            held = held if len(held) <= 300 else held[:299] + "…"
        # Said in the game's language: the outbox's callback cannot wait for the host's own.
        lang, game, number = game_lang(session.row), self.title, str(session.row.id)
        seat_label, player = self._seat_label(seat), f"<@{row.target}>"
        if held:
            text = t(
                "shell-undelivered-held",
                lang,
                game=game,
                id=number,
                seat=seat_label,
                player=player,
                held=held,
                command=self.command,
            )
        else:
            text = t(
                "shell-undelivered",
                lang,
                game=game,
                id=number,
                seat=seat_label,
                player=player,
                command=self.command,
            )
        return [effects.dm(user_id, content=text) for user_id in hosts.hosts(session.row)]
