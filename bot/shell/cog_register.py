"""A family's part in the bot, added once as its cog loads: its rows' typed ``extra``, its
outbox calls and what their results do, the news closed DMs kept, and the bot's hooks
(:class:`RegisterPart` of :class:`bot.shell.family_cog.FamilyCog`).
"""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot import effects
from bot.client import Hooks
from bot.effects import Effect
from bot.i18n import t
from bot.outbox import Handler, OnDone, OnRefused
from bot.outbox_store import OutboxRow, Statement
from bot.shell import hosts
from bot.shell.cog_base import CogBase, S
from bot.shell.extra import extra_model
from bot.shell.kept import Show, inbox_of, keep_dm, keeping
from bot.shell.notify import TURN_DM_CALL, NotifyCog, NotifyPrefs, dm_sender
from bot.shell.posts import EDIT_CALL, editor, host_teller, recorder
from bot.shell.rematch import RematchButton
from bot.shell.replies import Refusal, game_lang


class RegisterPart(CogBase[S]):
    """Registers the family with the bot (:meth:`_register`) and tells the host of a DM
    closed DMs refused (:meth:`_undelivered_notice`)."""

    async def _register(self) -> None:
        """The family's part in the bot, once: its rows' typed ``extra``, its outbox calls and
        their callbacks, the inbox of news closed DMs kept, the hooks and the lobbies a crash
        cut short. An adopted family, whose extension does the rest before its cog loads,
        registers only its sends (:meth:`_register_sends`) from its cog."""
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
        self._ready_hook = Hooks(ready=self._finish_lobbies)
        self.bot.hooks.append(self._ready_hook)
        await self._register_sends()
        self.bot.add_dynamic_items(RematchButton)

    async def _register_sends(self) -> None:
        """The family's outbox calls and what their results do, and how its kept news is
        shown: the shell's edit and turn DM beside the family's own calls
        (:meth:`_outbox_calls`); a row's record once sent (:meth:`_recorded`); a DM closed DMs
        refused kept for its player (:meth:`_kept`) with the host's notice
        (:meth:`_undelivered_notice`); a row Discord refused told (:meth:`_refused_teller`).
        An adopted family, whose sessions are its own, calls this from its registering cog."""
        inbox = await inbox_of(self.bot)
        inbox.register(self.family, self._kept_shown())
        prefs = NotifyPrefs(self.bot.storage.database)
        self.bot.outbox.register(
            self.family,
            calls={
                EDIT_CALL: editor(self.bot, self.bot.storage.outbox),
                TURN_DM_CALL: dm_sender(self.bot, self.bot.outbox, prefs),
                **self._outbox_calls(),
            },
            on_done=keeping(
                self.family,
                inbox,
                self._recorded(),
                self._undelivered_notice,
                self.bot.outbox.wake,
                self._kept,
            ),
            on_refused=self._refused_teller(),
        )

    def _outbox_calls(self) -> Mapping[str, Handler]:
        """The family's own outbox calls beside the shell's, by name (none for the shell's)."""
        return {}

    def _recorded(self) -> OnDone:
        """What a sent row leaves in the game's row (the shell's: the latest post of each key,
        :func:`~bot.shell.posts.recorder`)."""
        return recorder(self.family, self._row_of, self.bot.storage.database.dialect)

    def _kept(self, row: OutboxRow) -> list[Statement]:
        """How a DM closed DMs refused is kept for its player (the shell's: whole)."""
        return [keep_dm(self.family, row)]

    def _kept_shown(self) -> Show | None:
        """How the family shows its kept news (``None``: as it was stored)."""
        return None

    def _refused_teller(self) -> OnRefused:
        """Who is told of a row Discord refused for good, and how (the shell's: every host,
        :func:`~bot.shell.posts.host_teller`)."""
        return host_teller(self.title, self.family, self.sessions.store)

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
