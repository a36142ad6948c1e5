"""What every Quantum Clocktower feature shares: the `/ct` groups, finding the game and the
seat, answering (in the sender's language), the one way an action gets in
(:meth:`ClocktowerBase._push`) and closing the open vote, which the day, the storyteller and
the clock all do.

The features with commands (lobby, night, day, storyteller tools, adjudication, information)
are subclasses of this class in modules of their own, side by side, put together in
:mod:`cogs.clocktower.cog`: they share one `/ct` command group, one game clock and one outbox
registration, which Discord and the shell allow once per family. What they show is
:mod:`cogs.clocktower.render`'s plain functions and the modules below it.

Languages: a game's public posts (its lobby, its thread) are in the game's language, chosen
when the lobby opens (``/ct new language:``, else the server's preferred locale, else English)
and kept in the game's options, so a deadline's post with no interaction to take a locale from
is in it too. DMs go in each player's language (:meth:`bot.i18n.Languages.for_dm`), private
answers in the sender's (:func:`bot.i18n.reader_language`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import Any

import discord
from discord import app_commands

from bot import waiting, worker
from bot.db import urgency
from bot.effects import Effect
from bot.i18n import SOURCE, Msg, reader_language
from bot.shell import FamilySession
from bot.shell.family_cog import FamilyCog
from bot.shell.replies import Refusal, say, started
from cogs.clocktower import clocks, render
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.messages import chunks
from cogs.clocktower.vote_posts import vote_edit
from cogs.clocktower.words import engine_refusal, name
from engine.clocktower import FAMILY as CLOCKTOWER
from engine.clocktower import SCRIPTS, ClocktowerGame
from engine.clocktower.actions import nominee_text
from engine.clocktower.adjudicator import PhantomDraft
from engine.core.errors import EngineError
from engine.core.family import Actor, Seat

log = logging.getLogger(__name__)

PREPARE_TRIES = 5
"""Rounds of drawing an Atheist game's phantom lists after one action: a round's copies are
dropped when the night moved on meanwhile (resolved), and the next round copies afresh."""


OFFERED = ("quantum_trouble_brewing", "uncertainty_principle", "mini_uncertainty")
"""The scripts `/ct new` offers: script 1, script 2 (refused while the engine cannot answer
it in time, :func:`cogs.clocktower.lobby.playable`) and script 2 cut down to twelve characters, which plays today."""
SCRIPT_CHOICES = [app_commands.Choice(name=SCRIPTS[s].title, value=s) for s in OFFERED]
"""`/ct new`'s and `/ct script`'s ``script`` option, each by its title (``choice-…`` keys)."""

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


def _draw(drafts: Sequence[PhantomDraft]) -> int:
    """Run each draft (copies of the shadows, touched by nothing else: queued lists played,
    phantom lists drawn); how many phantom lists."""
    return sum(draft.run() for draft in drafts)


class ClocktowerBase(FamilyCog):
    """The shared part of the Quantum Clocktower cog (no commands of its own)."""

    family = CLOCKTOWER.name
    session_type = FamilySession
    extra_model = ClocktowerExtra
    title = "Quantum Clocktower"
    command = "ct"
    record_name = "quantum-clocktower"
    emoji = "🕰️"
    max_players = 15
    host_word = "storyteller"
    slow_start = True
    host_reads_dms = True  # the storyteller plays no seat and sees the whole grimoire
    dawn_floor = 3.0
    """Seconds a resolve, a re-ask deadline or a player's list while the night resolves (a
    re-ask's answer, accepted or refused) takes at least, from the push to what it shows, in
    a game whose lobby said an Atheist game is possible (A2's timing rule): an Atheist game's
    shadows resolve a night faster than a quantum game's worlds, and it checks a re-ask's
    answer by the plain reasons alone (docs/benchmarks.md), so below this floor the dawn's
    delay tells nothing; the issue's goal for a night is 3 s."""
    dusk_floor = 3.0
    """Seconds a day's end (``end_day``, by the storyteller or the deadline) takes at least,
    from the push to what it shows, where :attr:`dawn_floor` holds: an Atheist game ends the
    day in both shadows, each about a quantum game's end of day, so its dusk comes later
    (docs/benchmarks.md, ct2-tell3), and a day ended with every shadow over comes at once."""
    host_plays = False
    game_type = ClocktowerGame
    host_tools_in_lobby = False
    deadline_clocks = clocks
    _preparing: dict[int, asyncio.Task[None]]
    """By game id, the Atheist games whose phantom lists are being drawn
    (:meth:`_prepare_later`)."""

    ct = ct
    st = st

    # ------------------------------------------------------------------ answering

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        return engine_refusal(error, lang)

    async def _dm_lang(self, user_id: int | None) -> str:
        """The language of a DM to ``user_id`` sent now (the player's, see the module)."""
        if user_id is None:
            return SOURCE
        return await self.bot.languages.for_dm(user_id)

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        for number, chunk in enumerate(chunks(text) or [""]):
            await say(interaction, chunk, **(kwargs if number == 0 else {}))

    async def _defer(self, interaction: discord.Interaction) -> None:
        """Slow work ahead (the solver): acknowledge now, answer by follow-up."""
        await waiting.defer(interaction)

    # ------------------------------------------------------------------ finding things

    async def _character_choices(
        self,
        interaction: discord.Interaction,
        current: str,
        keep: Callable[[str], bool] = lambda _: True,
    ) -> list[app_commands.Choice[str]]:
        """The characters of this thread's script that ``keep`` allows and whose id or name
        (in the reader's language) starts with what is typed: an autocomplete's choices."""
        session = self.sessions.in_thread(interaction.channel_id)
        game = session.game if session is not None else None
        if not isinstance(game, ClocktowerGame):
            return []
        lang = await reader_language(interaction)
        typed = current.strip().lower()
        return [
            app_commands.Choice(name=name(c, lang), value=c)
            for c in game.script.characters
            if keep(c) and (c.startswith(typed) or name(c, lang).lower().startswith(typed))
        ][:25]

    @classmethod
    def _game(cls, session: FamilySession) -> ClocktowerGame:
        return started(session, ClocktowerGame, cls.host_word)

    async def _running(self, game_id: int) -> tuple[FamilySession, ClocktowerGame]:
        """The running game of a button or menu (``game_id`` from its custom id; read from the
        database when another process opened it: night prompts are in direct messages)."""
        session = await self.sessions.find((self.family, game_id))
        if session is None or not isinstance(session.game, ClocktowerGame):
            raise Refusal(Msg.of("clocktower-game-over"))
        return session, session.game

    def _playing_none(self) -> Msg:
        return Msg.of("clocktower-not-playing")

    def _playing_several(self, mine: Sequence[FamilySession]) -> Msg:
        return Msg.of("clocktower-several-games", ids=", ".join(f"#{s.row.id}" for s in mine))

    @staticmethod
    def _not_paused(session: FamilySession) -> None:
        if clocks.paused(session.row):
            raise Refusal(Msg.of("clocktower-paused"))

    # ------------------------------------------------------------------ pushing actions

    async def _announce(self, session: FamilySession) -> list[Effect]:
        """What the game's new reports show (:func:`cogs.clocktower.render.announce`), and at
        the end the lobby post's last edit."""
        shown = await render.announce(session, self._dm_lang)
        game = session.game
        if isinstance(game, ClocktowerGame) and game.outcome is not None:
            shown += await self._lobby_edit(session)
        return shown

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
        loop = asyncio.get_running_loop()
        started = loop.time()
        floors = {
            "resolve": self.dawn_floor,
            "timeout": self.dawn_floor,
            "end_day": self.dusk_floor,
        }
        # a player's list while the night resolves (a re-ask's answer) resumes the walk, as a
        # re-ask deadline does; an Atheist game's walk is its rulings alone, a quantum game's
        # checks the list against its worlds and walks on (docs/benchmarks.md, ct2-tell4)
        resuming = game.resolution is not None and not isinstance(actor, Actor)
        floor = self.dawn_floor if resuming else floors.get(text, 0.0)
        if not game.setup.adjudicated_possible():
            floor = 0.0

        async def shown(_: Any) -> list[Effect]:
            if floor:  # the lock is held, as it is while a quantum game's night resolves
                await asyncio.sleep(max(0.0, floor - (loop.time() - started)))
            return [*more, *await self._announce(session)]

        try:
            action, _ = await self.sessions.push(
                session,
                text,
                actor,
                user_id,
                before_save=lambda: clocks.retime(row, game, self.clock()),
                announce=shown,
                in_worker=True,
            )
        except EngineError:
            if resuming and floor:  # refused by the worlds, or by the plain reasons alone
                await asyncio.sleep(max(0.0, floor - (loop.time() - started)))
            raise
        self._close_if_over(session)
        self._prepare_later(session)
        return action

    def _prepare_later(self, session: FamilySession) -> None:
        """In an Atheist game, draw the shadows' phantom evil lists and play the lists a
        shadow queued in the background, so that neither the night's resolution nor a
        list's reply waits for them (A2's timing rule: the dawn and the reply come as soon
        as a quantum game's); the game is the same whenever they are taken."""
        game = session.game
        if not isinstance(game, ClocktowerGame) or game.adjudication is None:
            return
        key = session.row.id
        behind = game.adjudication.unprepared() or game.adjudication.queued()
        running = self._preparing.get(key)
        # a job that found nothing left may be over with its done callback still to come: a
        # list queued meanwhile needs a new job, or it would wait for the resolution
        if behind and (running is None or running.done()):
            task = asyncio.create_task(self._prepare(session))
            self._preparing[key] = task
            task.add_done_callback(lambda done: self._forget(key, done))

    def _forget(self, key: int, task: asyncio.Task[None]) -> None:
        if self._preparing.get(key) is task:
            del self._preparing[key]

    async def _prepare(self, session: FamilySession) -> None:
        # Drawn on copies of the shadows, off the game's lock, so that a player's list is
        # checked meanwhile instead of waiting for a draw (a tell: a quantum game has none).
        # The lock is held only to copy and to put the copies back. Background work: no
        # one waits for it, so it goes after commands in the worker's queue.
        with urgency.background():
            for _ in range(PREPARE_TRIES):
                async with session.lock:
                    game = session.game
                    if not isinstance(game, ClocktowerGame) or game.adjudication is None:
                        return
                    adjudication = game.adjudication
                    drafts = await worker.run(adjudication.draft)
                if not drafts:
                    return
                try:
                    await worker.run(_draw, drafts)
                    async with session.lock:
                        if session.game is game:
                            await worker.run(adjudication.take, drafts)
                except Exception:
                    # the resolution draws whatever is missing (and reports a fault there)
                    log.exception("game %s: drawing the phantom lists failed", session.row.id)
                    return

    async def _act(
        self, session: FamilySession, text: str, actor: Seat | Actor, user_id: int | None
    ) -> Any:
        """Push under the lock, then wake the clock."""
        async with session.lock:
            action = await self._push(session, text, actor, user_id)
        self._wake_clock()
        return action

    # ------------------------------------------------------------------ the open vote

    async def _close_vote(self, session: FamilySession) -> None:
        """Push the nomination with its yes votes (spec D3, D4); the vote's post is closed in
        the same write."""
        async with session.lock:
            await self._close_vote_locked(session)
        self._wake_clock()

    async def _close_vote_locked(self, session: FamilySession) -> None:
        game = self._game(session)
        extra = ClocktowerExtra.of(session.row)
        vote = extra.vote
        if vote is None:
            return
        voters = " ".join(f"@{s + 1}" for s in vote.yes)
        nominee = nominee_text(vote.nominee)
        text = f"nominate @{vote.nominator + 1} {nominee} yes {voters}".strip()
        closed = vote_edit(session.row, game, closed=True)
        extra.vote = None
        try:
            await self._push(session, text, Actor.STORYTELLER, None, more=[closed])
        except BaseException:
            extra.vote = vote
            raise
