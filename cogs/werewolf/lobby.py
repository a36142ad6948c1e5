"""The lobby: ``/game create``, ``/game join``, ``/game leave``, ``/game start`` and the lobby
message's buttons."""

from __future__ import annotations

import dataclasses
from functools import partial
from typing import Any, Literal

import discord
from discord import app_commands

from bot import names, waiting, worker
from bot.effects import Effect
from bot.i18n import LANGUAGES, Languages, Msg, reader_language, t
from bot.i18n.choice import game_language
from bot.shell import hosts
from bot.shell.lobby_place import OwnChannel
from bot.shell.posts import post
from bot.shell.replies import Refusal, seed_committed
from bot.shell.seeds import draw_seed
from bot.shell.sessions import NewLobby
from bot.shell.store import GameStatus, PlaceTakenError
from cogs.werewolf import channels, clocks, lobby_post, prompts, render
from cogs.werewolf import language as tongue
from cogs.werewolf.base import WerewolfBase
from cogs.werewolf.games import KEEP_REPORTS, Session, games_of
from cogs.werewolf.interact import checked_hours, name_refusal, player_name
from cogs.werewolf.models import (
    DEFAULT_DAY_HOURS,
    DEFAULT_NIGHT_HOURS,
    MAX_PHASE_HOURS,
    MIN_PHASE_HOURS,
    GameSettings,
    Member,
    WerewolfExtra,
    WerewolfRow,
    parse_reminders,
    seat_of,
)
from cogs.werewolf.storage import FAMILY
from engine.werewolf import Game, MissingAttack, Preset, Reveal, SetupError, TieRule
from engine.werewolf.setup import MAX_NAME_LENGTH, MIN_PLAYERS

MAX_PLAYERS = 1000
"""The most players a game seats: the size the engine is benchmarked at (night menus page their
players beyond 24, and ``/night`` autocompletes names, so the menus set no limit)."""


class Lobby(WerewolfBase):
    """Open a lobby, gather players, start the game."""

    lobby_place = OwnChannel(
        message=lobby_post.lobby_message,
        refresh=lobby_post.lobby_refresh,
        has_game=Msg.of("werewolf-refusal-channel-has-game"),
        taken=Msg.of("werewolf-rematch-taken"),
        opened=lambda game_id: Msg.of("werewolf-rematch-open", id=str(game_id)),
    )
    """A lobby is a post in the game's channel, one open game a channel; a rematch opens
    there while the finished game is the channel's last."""

    @app_commands.command(name="create")
    @app_commands.describe(
        preset="Rules: cisra (the default: ranked wolves, team visions) or classic",
        wolves="Number of wolves (default: players ÷ 4, at least 1)",
        reveal="What a death shows: team (good/evil, the default) or the exact role",
        tie_rule="A tied vote: no lynch (default), random among the tied, or storyteller decides",
        seer_column="Add a Seer % column to the public table",
        hide_dead="Hide the Dead % column of the public table",
        majority_ends_day="A majority of votes ends the day at once (default: yes)",
        missing_attack="A possible leading wolf sent no attack: random target (default) or no kill",
        night_hours="How long a night lasts, in hours (default 24); it then resolves as it is",
        day_hours="How long a day lasts, in hours (default 48); missing votes then abstain",
        reminders="Hours before a deadline to DM players who still owe a choice ('12,1', 'none')",
        close_to_outsiders="Only living players may post in this channel (needs Manage Roles)",
        dead_channel="Open a channel for the dead and spectators (needs Manage Channels)",
        language="The language of the game's posts (default: the server's language)",
    )
    @app_commands.choices(
        language=[app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()]
    )
    async def create(
        self,
        interaction: discord.Interaction,
        preset: Literal["cisra", "classic"] = "cisra",
        wolves: app_commands.Range[int, 1, MAX_PLAYERS - 2] | None = None,
        reveal: Literal["team", "role"] = "team",
        tie_rule: Literal["no-lynch", "random", "storyteller"] = "no-lynch",
        seer_column: bool = False,
        hide_dead: bool = False,
        majority_ends_day: bool = True,
        missing_attack: Literal["random", "no-kill"] = "random",
        night_hours: app_commands.Range[
            float, MIN_PHASE_HOURS, MAX_PHASE_HOURS
        ] = DEFAULT_NIGHT_HOURS,
        day_hours: app_commands.Range[float, MIN_PHASE_HOURS, MAX_PHASE_HOURS] = DEFAULT_DAY_HOURS,
        reminders: app_commands.Range[str, 0, 100] = "12,1",
        close_to_outsiders: bool = False,
        dead_channel: bool = False,
        language: str | None = None,
    ) -> None:
        """Open a Quantum Werewolf lobby in this channel; you are its storyteller."""
        async with self._refusals(interaction):
            night_hours = checked_hours("night_hours", night_hours)
            day_hours = checked_hours("day_hours", day_hours)
            if wolves is not None and not 1 <= wolves <= MAX_PLAYERS - 2:
                raise Refusal(Msg.of("werewolf-refusal-wolves", most=MAX_PLAYERS - 2))
            try:
                reminder_hours = parse_reminders(reminders)
            except ValueError as error:
                raise Refusal(error.args[0]) from None
            channel_id = await self.lobby_place.check(self, interaction)
            assert interaction.guild_id is not None
            settings = GameSettings(
                preset=Preset(preset),
                wolves=wolves,
                reveal=Reveal(reveal),
                tie_rule=TieRule(tie_rule),
                seer_column=seer_column,
                hide_dead=hide_dead,
                majority_ends_day=majority_ends_day,
                missing_attack=MissingAttack(missing_attack),
                night_hours=night_hours,
                day_hours=day_hours,
                reminder_hours=reminder_hours,
                close_to_outsiders=close_to_outsiders,
                dead_channel=dead_channel,
            )
            server = interaction.guild.preferred_locale if interaction.guild else None
            lobby = NewLobby(
                FAMILY,
                interaction.guild_id,
                channel_id,
                interaction.user.id,
                settings,
                extra=WerewolfExtra(channel_name=getattr(interaction.channel, "name", None)),
                language=game_language(language, server),
            )
            try:
                session = await self._new_lobby(lobby)
            except PlaceTakenError:
                raise Refusal(Msg.of("werewolf-refusal-channel-busy")) from None
            await self.lobby_place.post(self, interaction, session)
            said = await reader_language(interaction)
            note = channels.missing_note(interaction.guild, settings, said)
            if note is not None:
                await interaction.followup.send(note, ephemeral=True)

    @app_commands.command(name="join")
    @app_commands.describe(name="The name you play under (default: your display name)")
    async def join(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, MAX_NAME_LENGTH] | None = None,
    ) -> None:
        """Join the lobby of this channel's game."""
        async with self._refusals(interaction):
            await self.do_join(interaction, self._here(interaction).row.id, name)

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave the lobby of this channel's game."""
        async with self._refusals(interaction):
            await self.do_leave(interaction, self._here(interaction).row.id)

    @app_commands.command(name="start")
    async def start(self, interaction: discord.Interaction) -> None:
        """Start this channel's game (storyteller): everyone gets their secret number by DM."""
        async with self._refusals(interaction):
            await self.do_start(interaction, self._here(interaction).row.id)

    # -- shared by the commands and the buttons ------------------------------------------------

    def _open_lobby_of(self, game_id: int) -> Session:
        session = games_of(self.bot).get(game_id)
        if session is None:
            raise Refusal(Msg.of("werewolf-refusal-over"))
        if session.row.status is not GameStatus.LOBBY:
            raise Refusal(Msg.of("werewolf-refusal-already-started"))
        return session

    async def do_join(
        self, interaction: discord.Interaction, game_id: int, chosen: str | None = None
    ) -> None:
        """Seat the user in the lobby (as ``chosen``, or under their display name) on the shell's
        Join steps (:meth:`~bot.shell.cog_lobby.LobbyPart._join_lobby`)."""

        async def seat(row: WerewolfRow) -> Msg:
            user = interaction.user
            if hosts.is_host(row, user.id):
                raise Refusal(Msg.of("werewolf-refusal-teller-joins"))
            self._check_joining(row, user.id)
            if seat_of(row, user.id) is not None:
                raise Refusal(Msg.of("werewolf-refusal-already-joined"))
            if len(row.seats) >= MAX_PLAYERS:
                raise Refusal(Msg.of("werewolf-refusal-full", most=MAX_PLAYERS))
            try:
                name = player_name(user, [m.name for m in row.seats], chosen)
            except names.UnusableName as error:
                raise name_refusal(error, "join") from None
            row.seats = [*row.seats, Member(user_id=user.id, name=name)]
            tongue.note_reader(user.id, await reader_language(interaction))
            return Msg.of("werewolf-joined", name=render.esc(name))

        async with self._refusals(interaction):
            if chosen is not None and len(chosen) > MAX_NAME_LENGTH:
                raise Refusal(Msg.of("werewolf-refusal-own-name-too-long", most=MAX_NAME_LENGTH))
            await self._join_lobby(interaction, lambda: self._open_lobby_of(game_id), seat)

    async def do_leave(self, interaction: discord.Interaction, game_id: int) -> None:
        """Take the user out of the lobby."""
        await self._leave_lobby(interaction, lambda: self._open_lobby_of(game_id))

    def _not_in_lobby(self) -> Msg:
        return Msg.of("werewolf-refusal-not-joined")

    def _left_lobby(self) -> Msg:
        return Msg.of("werewolf-left")

    def _lobby_shown(self, session: Session) -> list[Effect]:
        return lobby_post.lobby_refresh(session)

    async def _lobby_changed(self, session: Session) -> None:
        """Nothing: the lobby's edit went with its change (:meth:`_lobby_shown`)."""

    async def do_start(self, interaction: discord.Interaction, game_id: int) -> None:
        """Deal secret numbers and open Night 0 (the shell's Start steps,
        :meth:`~bot.shell.cog_lobby.LobbyPart._start_lobby`)."""
        await self._start_lobby(interaction, lambda: self._open_lobby_of(game_id))

    def _check_starter(self, interaction: discord.Interaction, session: Session) -> None:
        """Whoever runs the storyteller commands starts
        (:func:`~cogs.werewolf.interact.require_storyteller`)."""
        self._require_host(interaction, session)

    def _table_refusal(self, row: Any) -> Msg | None:
        return table_refusal(row)

    async def _start(self, session: Session, interaction: discord.Interaction) -> None:
        """Deal the setup, acknowledge the press once the setup is accepted (a refusal of it is
        a direct answer), deal the game in the worker and store it with Night 0's posts."""
        row = session.row
        seed = draw_seed(self.bot)
        try:
            setup = row.options.setup([m.name for m in row.seats], seed)
        except SetupError:
            # The table check says why in the storyteller's words; the engine's own
            # sentence is English developer text, never shown.
            raise Refusal(Msg.of("werewolf-refusal-setup")) from None
        await waiting.defer(interaction)
        game = await worker.run(partial(Game, setup, keep_reports=KEEP_REPORTS))
        updated = dataclasses.replace(
            row,
            setup=setup,
            status=GameStatus.RUNNING,
            # A copy: the session's row keeps its own until the save succeeds.
            extra=row.extra.model_copy(update={"phase": str(game.phase)}),
        )
        clocks.begin_phase(updated, games_of(self.bot).clock(), night=True)
        await tongue.settle(games_of(self.bot).storage.database, updated)
        started = Session(updated, game)
        shown = [
            *lobby_post.lobby_refresh(started),
            post(
                None,
                updated.channel_id,
                t(
                    "werewolf-game-begins",
                    session.language,
                    players=str(game.n),
                    wolves=render.wolves_text(game.wolves, session.language),
                    deadline=render.deadline_text(updated, session.language) or "",
                )
                # The seed's hash now, the seed at the end (announce.ending), as every
                # family shows them: the deal was fixed before anyone could see it.
                + "\n"
                + seed_committed(seed, session.language),
            ),
            channels.setup_call(started),
            channels.roles_call(started),
            *await prompts.night_prompts(self.bot, started, welcome=True),
        ]
        # A failed save reads the game back from the database (still its lobby).
        session.row, session.game = updated, game
        await self._save_game(session, shown)

    def _started_answer(self, interaction: discord.Interaction, session: Session, said: str) -> str:
        """How many play, with what the bot lacks for the game's channel settings."""
        assert session.game is not None
        text = t("werewolf-started", said, players=str(session.game.n))
        note = channels.missing_note(interaction.guild, session.row.options, said)
        return text if note is None else f"{text}\n{note}"

    async def _rematch_lobby(self, old: WerewolfRow, channel_id: int) -> NewLobby:
        # The finished game's language and channel name come with its storyteller, settings
        # and players.
        chosen = await Languages(games_of(self.bot).storage.database).of_game(FAMILY, old.id)
        return NewLobby(
            FAMILY,
            old.guild_id,
            channel_id,
            old.host_id,
            old.options,
            old.seats,
            extra=WerewolfExtra(channel_name=old.extra.channel_name),
            language=game_language(chosen, None),
        )


def table_refusal(row: WerewolfRow) -> Msg | None:
    """Why the table cannot start (``None``: it can): too small for the game, or for the
    wolves the lobby asked for, in the storyteller's words (before the engine refuses in its
    English)."""
    count = len(row.seats)
    if count < MIN_PLAYERS:
        return Msg.of("werewolf-refusal-too-few", count=count, least=MIN_PLAYERS)
    wolves = row.options.wolves
    if wolves is not None and not 1 <= wolves <= count - 2:
        return Msg.of("werewolf-refusal-wolves-for", wolves=wolves, count=count, most=count - 2)
    return None
