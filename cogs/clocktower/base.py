"""What every Quantum Clocktower feature shares: the `/ct` groups, finding the game and the
seat, answering, and the one way an action gets in (:meth:`ClocktowerBase._push`).

The features (lobby, night, day, storyteller tools, information, announcements) are mixins of
this class in modules of their own, put together in :mod:`cogs.clocktower.cog`: they share one
`/ct` command group, one game clock and one outbox registration, which Discord and the shell
allow once per family.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot import waiting
from bot.effects import Effect
from bot.i18n import Msg, t
from bot.shell import FamilySession
from bot.shell.family_cog import FamilyCog
from bot.shell.replies import POST_LIMIT, Refusal, say
from cogs.clocktower import clocks
from engine.clocktower import ClocktowerGame
from engine.core.family import Actor, Seat

FAMILY = "clocktower"
HOUR = 3600.0

ct = app_commands.Group(
    name="ct",
    description="Quantum Clocktower (unofficial fan tool): the storyteller's quantum game",
)
STORYTELLER_PERMISSION = discord.Permissions(manage_threads=True)
"""Who sees `/ct-st` in the command picker by default. Discord applies default permissions
only to top-level commands, so the storyteller's tools are a group of their own; a server's
admins can open it to a storyteller role (Server Settings → Integrations). Every command
still checks that its user is the game's storyteller."""
st = app_commands.Group(
    name="ct-st",
    description="Quantum Clocktower storyteller tools: resolve, end the day, grimoire, lists",
    guild_only=True,
    default_permissions=STORYTELLER_PERMISSION,
)


def chunks(text: str) -> list[str]:
    """``text`` cut at line ends into messages Discord accepts."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        if current and len(current) + len(line) + 1 > POST_LIMIT:
            out.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line[:POST_LIMIT]
    return [*out, current] if current else out


class ClocktowerBase(FamilyCog):
    """The shared part of the Quantum Clocktower cog (no commands of its own)."""

    family = FAMILY
    title = "Quantum Clocktower"
    command = "ct"
    record_name = "quantum-clocktower"
    emoji = "🕰️"
    max_players = 15
    host_word = "storyteller"
    slow_start = True
    host_reads_dms = True  # the storyteller plays no seat and sees the whole grimoire
    game_type = ClocktowerGame
    deadline_clocks = clocks

    ct = ct
    st = st

    # ------------------------------------------------------------------ answering

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        for number, chunk in enumerate(chunks(text) or [""]):
            await say(interaction, chunk, **(kwargs if number == 0 else {}))

    async def _defer(self, interaction: discord.Interaction) -> None:
        """Slow work ahead (the solver): acknowledge now, answer by follow-up."""
        await waiting.defer(interaction)

    # ------------------------------------------------------------------ finding things

    @staticmethod
    def _game(session: FamilySession) -> ClocktowerGame:
        game = session.game
        if not isinstance(game, ClocktowerGame):
            raise Refusal(Msg.of("clocktower-not-started"))
        return game

    async def _running(self, game_id: int) -> tuple[FamilySession, ClocktowerGame]:
        """The running game of a button or menu (``game_id`` from its custom id; read from the
        database when another process opened it: night prompts are in direct messages)."""
        session = await self.sessions.find((self.family, game_id))
        if session is None or not isinstance(session.game, ClocktowerGame):
            raise Refusal(Msg.of("clocktower-game-over"))
        return session, session.game

    def _host_session(self, interaction: discord.Interaction) -> FamilySession:
        """The running game of this thread, for its storyteller alone."""
        session = self._here(interaction)
        if interaction.user.id != session.row.host_id:
            raise Refusal(Msg.of("clocktower-only-storyteller"))
        self._game(session)
        return session

    def _player_session(
        self, interaction: discord.Interaction, game_id: int | None
    ) -> FamilySession:
        """The game of the thread, or in DMs the sender's running game (``game_id`` when several)."""
        if interaction.guild_id is not None:
            return self._here(interaction)
        mine = [
            s
            for s in self.sessions.of_user(interaction.user.id, FAMILY)
            if isinstance(s.game, ClocktowerGame)
        ]
        if game_id is not None:
            mine = [s for s in mine if s.row.id == game_id]
        if not mine:
            raise Refusal(Msg.of("clocktower-not-playing"))
        if len(mine) > 1:
            ids = ", ".join(f"#{s.row.id}" for s in mine)
            raise Refusal(Msg.of("clocktower-several-games", ids=ids))
        return mine[0]

    @staticmethod
    def _not_paused(session: FamilySession) -> None:
        if clocks.paused(session.row):
            raise Refusal(Msg.of("clocktower-paused"))

    def _mention(self, session: FamilySession, seat: Seat) -> str:
        users = self._users(session)
        user = users[seat] if seat < len(users) else None
        if user is not None:
            return f"@{seat + 1} <@{user}>"
        return t("clocktower-empty-seat", session.row.options.get("language"), seat=f"@{seat + 1}")

    # ------------------------------------------------------------------ pushing actions

    async def _announce(self, session: FamilySession) -> list[Effect]:
        """What the game's new reports show (see :mod:`cogs.clocktower.announce`)."""
        raise NotImplementedError

    async def _push(
        self,
        session: FamilySession,
        text: str,
        actor: Seat | Actor,
        user_id: int | None,
        more: Sequence[Effect] = (),
    ) -> Any:
        """Parse, push and store one action through the shell, both in a worker (the solver
        may take a while), with the clocks retimed and ``more`` and what the action shows
        queued in the outbox, in one transaction. The caller holds ``session.lock``."""
        game = self._game(session)
        row = session.row

        async def shown(_: Any) -> list[Effect]:
            return [*more, *await self._announce(session)]

        action, _ = await self.sessions.push(
            session,
            text,
            actor,
            user_id,
            before_save=lambda: clocks.retime(row, game, self.clock()),
            announce=shown,
            in_worker=True,
        )
        self._close_if_over(session)
        return action

    async def _act(
        self, session: FamilySession, text: str, actor: Seat | Actor, user_id: int | None
    ) -> Any:
        """Push under the lock, then wake the clock."""
        async with session.lock:
            action = await self._push(session, text, actor, user_id)
        self.timer.wake()
        return action
